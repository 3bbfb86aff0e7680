/**
 * Claude Desktop per-server log (`mcp-server-<name>.log`), newer builds with the
 * ` { metadata: undefined }` suffix (shared/reference/log-formats.md §1):
 *
 *   <ISO Z> [<server>] [info] Message from client: <JSON.stringify(message)> { metadata: undefined }
 *
 * Server stderr lines are written unprefixed. Lifecycle wording follows the pasted logs cited in
 * log-formats.md §1.2 and modelcontextprotocol/mcpb#200 (crash: "Server transport closed",
 * "…unexpectedly…", "[error] Server disconnected…", "Client transport closed"; planned
 * shutdown: "Shutting down server...", "Server transport closed (intentional shutdown)").
 *
 * Key order: the host logs the object its SDK client sent. The v1 SDK builds requests as
 * `{...request, jsonrpc, id}` (method, params, jsonrpc, id — Claude's order) and its cancel as
 * `{jsonrpc, method, params}`, so re-serializing what was sent reproduces the real host exactly.
 */
import type { Recorder } from '../lib/tap.js';
import { lifeFacts } from './lifetimes.js';
import { truncateLikeClaude } from './truncate.js';

const META = ' { metadata: undefined }';
const UNEXPECTED =
  "Server transport closed unexpectedly, this is likely due to the process exiting early. If you are developing this MCP server you can add output to stderr (i.e. `console.error('...')` in JavaScript, `print('...', file=sys.stderr)` in python) and it will appear in this log.";
const DISCONNECTED =
  'Server disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging)';

export interface ClaudeOptions {
  /** Truncate message bodies longer than this many characters, as Claude Desktop does. */
  truncateOver?: number;
}

/** JSON.stringify of the parsed message (what the host logs); the raw line if it is not JSON. */
function reserialize(line: string): string {
  try {
    return JSON.stringify(JSON.parse(line));
  } catch {
    return line;
  }
}

export function renderClaudeDesktop(rec: Recorder, opts: ClaudeOptions = {}): string {
  const out: string[] = [];
  const facts = lifeFacts(rec.events);
  const line = (t: number, text: string, level = 'info', meta = META): void => {
    out.push(`${new Date(t).toISOString()} [${rec.serverName}] [${level}] ${text}${meta}`);
  };
  const body = (json: string): string =>
    opts.truncateOver !== undefined && json.length > opts.truncateOver ? truncateLikeClaude(json) : json;
  for (const e of rec.events) {
    switch (e.kind) {
      case 'spawn':
        line(e.t, 'Initializing server...');
        break;
      case 'spawned':
        line(e.t, 'Server started and connected successfully');
        break;
      case 'send':
        line(e.t, `Message from client: ${body(reserialize(e.line))}`);
        break;
      case 'recv':
        line(e.t, `Message from server: ${body(reserialize(e.line))}`);
        break;
      case 'stderr':
        out.push(e.line);
        break;
      case 'client-close':
        if (e.intentional) line(e.t, 'Shutting down server...');
        break;
      case 'closed': {
        const f = facts.get(e.life);
        if (f?.clientClose?.intentional) {
          line(e.t, 'Server transport closed (intentional shutdown)');
          line(e.t, 'Client transport closed');
        } else if (f?.clientClose) {
          // The client gave up (e.g. connect() rejected and the SDK closed): sjzar/chatlog#166.
          line(e.t, 'Client transport closed');
          line(e.t, 'Server transport closed');
          line(e.t, UNEXPECTED);
        } else {
          // The process went away by itself.
          line(e.t, 'Server transport closed');
          line(e.t, UNEXPECTED);
          line(e.t, DISCONNECTED, 'error', " { metadata: { context: 'connection', stack: undefined } }");
          line(e.t, 'Client transport closed');
        }
        break;
      }
      default:
        break;
    }
  }
  return out.join('\n') + '\n';
}
