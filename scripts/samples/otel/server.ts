/** The traced MCP server (v1 SDK over stdio). Its spans go to OTEL_SAMPLE_URL. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { TracedTransport } from './traced.js';
import { startTracing } from './tracing.js';

const provider = startTracing('weather-server', process.env.OTEL_SAMPLE_URL as string);
const tracer = provider.getTracer('mcp-otel-sample-server');
const server = new McpServer({ name: 'weather-server', version: '0.3.1' }, { capabilities: { tools: {} } });
server.registerTool('get-weather', { description: 'Current weather.', inputSchema: {} }, async () => ({ content: [{ type: 'text', text: 'sunny, 21°C' }] }));
server.registerTool('forecast-10d', { description: 'A slow ten-day forecast (ignores cancellation).', inputSchema: {} }, async () => {
  await new Promise((r) => setTimeout(r, 1500));
  return { content: [{ type: 'text', text: 'ten days of sun' }] };
});
server.registerTool('radar', { description: 'Fails.', inputSchema: {} }, async () => ({ isError: true, content: [{ type: 'text', text: 'radar offline' }] }));
const transport = new TracedTransport(new StdioServerTransport(), tracer);
transport.onclose = () => void provider.shutdown().then(() => process.exit(0));
await server.connect(transport);
process.stdin.on('end', () => void provider.shutdown().then(() => process.exit(0)));
