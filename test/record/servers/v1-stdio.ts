/**
 * The v1 test server on stdio. Writes a startup line with a fake credential to stderr (the
 * recorder must redact it) and, with `--noise`, one non-JSON line to stdout before serving
 * (the recorder must pass it and record it raw).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createV1Server } from './v1-server.js';

process.stderr.write('record-test-v1 starting; MCP_PROXY_AUTH_TOKEN=supersecret-stderr-123\n');
if (process.argv.includes('--noise')) process.stdout.write('hello from a chatty server\n');
const server = createV1Server();
await server.connect(new StdioServerTransport());
