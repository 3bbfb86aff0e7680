/**
 * The host-phrase catalogues of Claude Code, Claude Desktop, Cursor, VS Code, Zed and Windsurf on
 * lines as they appear in public reports (server, tool and path names substituted): each line →
 * the row that reads it and what it says. A row that stops matching its own thread's line, or a
 * restating line that starts to count twice, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../../src/events.js';
import {
  claudeAppQuotedPhrases,
  claudeCodePhrases,
  claudeCodeQuotedPhrases,
  claudeDesktopPhrases,
  claudeDesktopStderrPhrases,
  cursorPhrases,
  readSaid,
  vscodePhrases,
  windsurfPhrases,
  zedPhrases,
  type HostPhrase,
} from '../../../src/ingest/hosts/index.js';
import { cursorSubCallParts } from '../../../src/ingest/hosts/cursor.js';

type Row = [thread: string, line: string, said: Partial<HostSaid> | null];

function table(name: string, rows: readonly HostPhrase[], cases: Row[]): void {
  describe(name, () => {
    it.each(cases)('%s: %s', (_thread, line, want) => {
      const got = readSaid(rows, line);
      if (want === null) expect(got).toBeNull();
      else expect(got).toMatchObject(want);
    });
    it('every row cites a thread and its id names the host', () => {
      for (const r of rows) {
        expect(r.seen.length, r.id).toBeGreaterThan(0);
        expect(r.re.source.length).toBeGreaterThan(0);
      }
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}

table('claude-code', claudeCodePhrases, [
  // An expired or revoked OAuth token the client could not refresh: the call refused (HTTP 401 behind it), as the
  // tool's error (with its `Error: ` prefix) and as the reporter restated it without one.
  ['anthropics/claude-code#30272', 'Error: MCP server "ledgerline" requires re-authorization (token expired)',
    { kind: 'failed', phrase: 'claude-code/requires-reauthorization', method: 'tools/call', server: 'ledgerline', status: 401, error: 'requires re-authorization (token expired)' }],
  // 2.1.147's reaction to a 404 on its GET listening stream: the transport torn down (anthropics/claude-code#62198).
  ['anthropics/claude-code#62198', 'MCP server "gw-http": MCP session expired (server returned 404), triggering reconnection',
    { kind: 'connection-closed', phrase: 'claude-code/session-expired-reconnecting', server: 'gw-http', scope: 'connection' }],
  // The same words of an HTTP transport's listening stream end no call: no row reads them (anthropics/claude-code#60061).
  ['anthropics/claude-code#60061', 'MCP server "pg": SSE connection dropped after 61937s uptime', null],
  ['erp-mafia/accounted#710', 'MCP server "books" requires re-authorization (token expired).',
    { kind: 'failed', phrase: 'claude-code/requires-reauthorization', server: 'books', status: 401 }],
  // The same refusal in 2.1.2xx's words, as the tool's error.
  ['Nebulit-GmbH/EventModeling-Toolkit#205', 'MCP server "boardsync" needs you to sign in again (run /mcp to re-authenticate)',
    { kind: 'failed', phrase: 'claude-code/needs-sign-in-again', method: 'tools/call', server: 'boardsync', status: 401 }],
  // The reporter's own placeholders for the names are kept.
  ['anthropics/claude-code#62121', 'MCP server "<name>" tool "<name>" timed out after 1s',
    { kind: 'timer-fired', phrase: 'claude-code/tool-timed-out', method: 'tools/call', server: '<name>', target: '<name>', limitMs: 1000, timer: 'sdk' }],
  ['anthropics/claude-code#62121', 'MCP server "ledger" tool "reconcile" timed out after 900s',
    { kind: 'timer-fired', method: 'tools/call', server: 'ledger', target: 'reconcile', limitMs: 900_000 }],
  // The SDK's words for the answer that came after its timer dropped the request: late, not a new call.
  ['anthropics/claude-code#62121', 'Connection error: Received a response for an unknown message ID: { ... }',
    { kind: 'completed', phrase: 'typescript-sdk/late-response', late: true }],
  ['anthropics/claude-code#16837', 'MCP server "slowstart": Starting connection with timeout of 100000ms',
    { kind: 'limit', phrase: 'claude-code/connect-limit', server: 'slowstart', method: 'initialize', limitMs: 100_000, scope: 'connection' }],
  ['anthropics/claude-code#16837', 'MCP server "slowstart": Connection failed after 60031ms: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'claude-code/connect-failed-request-timed-out', server: 'slowstart', method: 'initialize', elapsedMs: 60_031 }],
  // An Agent SDK app's in-process server: its connect ended by the SDK's 60 s timer (which cancels), or by the control
  // channel closing under it; the [ERROR] line names the server without a colon.
  ['anthropics/claude-agent-sdk-typescript#122', 'MCP server "ledger-tools" Failed to connect SDK MCP server: McpError: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'claude-code/sdk-server-connect-timed-out', server: 'ledger-tools', method: 'initialize', timer: 'sdk' }],
  ['anthropics/claude-code#6710', 'MCP server "calc" Failed to connect SDK MCP server: Error: Stream closed',
    { kind: 'failed', phrase: 'claude-code/sdk-server-connect-failed', server: 'calc', method: 'initialize', error: 'Error: Stream closed' }],
  ['anthropics/claude-code#6710', 'MCP server "calc" Failed to connect SDK MCP server:', null],
  // Claude Code's wrapper around the SDK's OAuth step: the connect refused by the far side's auth, the SDK's words kept.
  ['TableProApp/TablePro#1409', 'SDK auth failed: HTTP 404: Invalid OAuth error response: ZodError ...',
    { kind: 'failed', phrase: 'claude-code/sdk-auth-failed', method: 'initialize', error: 'HTTP 404: Invalid OAuth error response: ZodError ...' }],
  ['TableProApp/TablePro#1409', 'MCP server "docs": SDK auth failed: Incompatible auth server: does not support dynamic client registration',
    { kind: 'failed', phrase: 'claude-code/sdk-auth-failed', server: 'docs', method: 'initialize' }],
  // Its debug line before the wrapper says nothing the wrapper does not.
  ['TableProApp/TablePro#1409', 'SDK auth error: Error: HTTP 404', null],
  ['anthropics/claude-code#16837', 'MCP server "slowstart": Connection failed after 1200ms: MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'claude-code/connect-failed-after', elapsedMs: 1200, error: 'MCP error -32000: Connection closed' }],
  ['anthropics/claude-code#1611', 'MCP server "web-crawler": Connection failed: Error: Connection to MCP server "web-crawler" timed out after 30000ms',
    { kind: 'timer-fired', phrase: 'claude-code/connect-timed-out', server: 'web-crawler', limitMs: 30_000, method: 'initialize' }],
  // The same failure restated on the next two lines is not a second timer.
  ['anthropics/claude-code#1611', 'MCP server "web-crawler": Error message: Connection to MCP server "web-crawler" timed out after 30000ms', null],
  ['anthropics/claude-code#1611', 'MCP server "web-crawler": Error stack: Error: Connection to MCP server "web-crawler" timed out after 30000ms', null],
  ['utensils/mcp-nixos#31', 'Connection failed: Connection to MCP server "nix-tools" timed out after 30000ms',
    { kind: 'timer-fired', server: 'nix-tools', limitMs: 30_000 }],
  ['czlonkowski/n8n-mcp#555', 'MCP server "flows": Connection timeout triggered after 30040ms',
    { kind: 'timer-fired', phrase: 'claude-code/connect-timeout-triggered', elapsedMs: 30_040, method: 'initialize' }],
  ['czlonkowski/n8n-mcp#555', 'MCP server "flows": Connection failed: connection timed out after 30000ms',
    { kind: 'limit', limitMs: 30_000 }],
  ['kocakli/Trello-Desktop-MCP#13', 'Connection timeout triggered after 30013ms (limit: 30000ms)',
    { kind: 'timer-fired', phrase: 'claude-code/connect-timeout-triggered', elapsedMs: 30_013, method: 'initialize' }],
  ['kocakli/Trello-Desktop-MCP#13', 'Connection failed: MCP server "kanban" connection timed out after 30000ms',
    { kind: 'limit', phrase: 'claude-code/connect-failed-server-timed-out', server: 'kanban', limitMs: 30_000, method: 'initialize' }],
  ['anthropics/claude-agent-sdk-typescript#118', "MCP server \"long-jobs\": Tool 'collect_report' failed after 300s: fetch failed",
    { kind: 'failed', method: 'tools/call', target: 'collect_report', elapsedMs: 300_000, error: 'fetch failed', server: 'long-jobs' }],
  ['anthropics/claude-code#17653', 'MCP server "spike001": Calling MCP tool: reply', { kind: 'request-sent', method: 'tools/call', target: 'reply' }],
  ['anthropics/claude-code#17653', "MCP server \"spike001\": Tool 'reply' completed successfully in 8ms", { kind: 'completed', target: 'reply', elapsedMs: 8 }],
  ['anthropics/claude-code#17653', "Tool 'get_group_metadata' still running (30s elapsed)", { kind: 'waiting', target: 'get_group_metadata', elapsedMs: 30_000 }],
  ['anthropics/claude-code#17653', 'MCP server "registry": STDIO connection dropped after 16s uptime', { kind: 'connection-closed', elapsedMs: 16_000 }],
  // A remote connect's failure with its transport's name first; the printed object's `error` member is the reason.
  ['anthropics/claude-code#32708', 'SSE Connection failed after 1172ms: {..."error":"SSE error: Non-200 status code (405)",...}',
    { kind: 'failed', phrase: 'claude-code/transport-connect-failed-after', method: 'initialize', scope: 'connection', elapsedMs: 1172, error: 'SSE error: Non-200 status code (405)' }],
  ['(none)', 'MCP server "docs": HTTP Connection failed after 453ms: fetch failed',
    { kind: 'failed', phrase: 'claude-code/transport-connect-failed-after', server: 'docs', error: 'fetch failed' }],
  // The legacy SSE transport's error event at the connect, with its object, then the error alone.
  ['anthropics/claude-code#1960', 'MCP server "probe": SSE Connection error: {"url":"http://localhost:8080/mcp","error":"SSE error: Non-200 status code (202)","stack":"Error: SSE error: Non-200 status code (202)\\n    at _eventSource.onerror (file:///usr/local/lib/node_modules/@anthropic-ai/claude-code/cli.js:1364:13931)"}',
    { kind: 'failed', phrase: 'claude-code/sse-connection-error', server: 'probe', method: 'initialize', error: 'SSE error: Non-200 status code (202)' }],
  ['anthropics/claude-code#1960', 'MCP server "probe" Error: SSE error: Non-200 status code (202)',
    { kind: 'failed', phrase: 'claude-code/sse-error-line', server: 'probe', error: 'SSE error: Non-200 status code (202)' }],
  ['triggerdotdev/trigger.dev#2134', 'MCP server "jobqueue" Error: SSE error: TypeError: terminated: Body Timeout Error', null],
  // The server's session refusal relayed bare under the transport-error label: a refused send naming no message.
  ['anthropics/claude-code#21721', 'MCP server "taskboard": Connection error: No transport found for sessionId',
    { kind: 'failed', phrase: 'claude-code/connection-error-session-refused', server: 'taskboard', error: 'No transport found for sessionId', sending: true }],
  // … not when the refusal is only part of a longer error (the SDK's POST sentence is its own row's).
  ['(none)', 'MCP server "taskboard": Connection error: No transport found for sessionId, retrying later', null],
  // The same drop quoted bare, or with the reporter's placeholder for the uptime: its time unsaid.
  ['anthropics/claude-code#64475', 'STDIO connection dropped', { kind: 'connection-closed', phrase: 'claude-code/stdio-dropped', scope: 'connection' }],
  ['GLips/Figma-Context-MCP#362', 'STDIO connection dropped after Ns uptime', { kind: 'connection-closed', phrase: 'claude-code/stdio-dropped' }],
  // The WebSocket transports carry every message on their one connection, as STDIO's pipes do: the IDE extension's.
  ['anthropics/claude-code#13255', 'MCP server "ide": WS-IDE connection dropped after 0s uptime',
    { kind: 'connection-closed', phrase: 'claude-code/stdio-dropped', server: 'ide', scope: 'connection', elapsedMs: 0 }],
  ['anthropics/claude-code#13255', 'MCP server "board": WS connection dropped after 412s uptime', { kind: 'connection-closed', phrase: 'claude-code/stdio-dropped', elapsedMs: 412000 }],
  // An HTTP server's listening stream dropping ends no request: not read.
  ['anthropics/claude-code#60061', 'MCP server "docs": SSE connection dropped after 61937s uptime', null],
  ['anthropics/claude-code#55992', 'MCP server "docs": HTTP connection dropped after 2820s uptime', null],
  // Its runtime's deadline on an HTTP exchange, the whole text of the error (a /bug report's Errors entries).
  ['anthropics/claude-code#56838', 'The operation timed out.', { kind: 'failed', phrase: 'claude-code/runtime-deadline', error: 'The operation timed out.' }],
  ['anthropics/claude-code#93143', 'TimeoutError: The operation was aborted due to timeout', { kind: 'failed', phrase: 'claude-code/runtime-deadline' }],
  ['(prose)', 'The operation timed out. I retried twice.', null],
  // The background task manager's row for a tool call moved to the background: the call's state in its last word.
  ['anthropics/claude-code#86464', '⏳ slowjob/render_report · qmtzrwpa · working',
    { kind: 'waiting', phrase: 'claude-code/background-task-working', server: 'slowjob', target: 'render_report', method: 'tools/call' }],
  ['anthropics/claude-code#86464', 'slowjob/render_report · qmtzrwpa · input_required', { kind: 'waiting', phrase: 'claude-code/background-task-input-required' }],
  ['anthropics/claude-code#86464', '✔ slowjob/render_report · qmtzrwpa · completed', { kind: 'completed', target: 'render_report' }],
  ['anthropics/claude-code#86464', '✘ slowjob/render_report · qmtzrwpa · failed', { kind: 'failed', target: 'render_report' }],
  ['anthropics/claude-code#86464', 'slowjob/render_report · qmtzrwpa · cancelled', { kind: 'cancelled', target: 'render_report' }],
  ['anthropics/claude-code#86464', '↑/↓ to select · x to stop · Esc to close', null],
  // Its account of closing a transport that reported an error; the session's close is the session row's.
  ['GLips/Figma-Context-MCP#362', 'Closing transport (stdio transport error: Error)',
    { kind: 'connection-closed', phrase: 'claude-code/closing-transport-error', scope: 'connection', error: 'stdio transport error: Error' }],
  ['anthropics/claude-code#47765', 'MCP server "ledger": Closing transport (stdio transport error: Error)',
    { kind: 'connection-closed', phrase: 'claude-code/closing-transport-error', server: 'ledger' }],
  ['beyondessential/canopy#275', 'Closing transport (session expired)', null],
  ['anthropics/claude-code#17653', 'MCP server "spike001": Successfully connected (transport: stdio) in 164ms', { kind: 'connected', elapsedMs: 164 }],
  ['(none)', '"TypeError: TypeError: fetch failed\\n    at node:internal/deps/undici/undici:14900:13"', null],
  ['modelcontextprotocol/servers#2338', 'Connection failed: McpError: MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'claude-code/connect-failed', method: 'initialize', scope: 'connection', error: 'McpError: MCP error -32000: Connection closed' }],
  ['SiderealPress/Lobster#2119', "Tool 'list-notebooks' aborting: no response or progress notification for 1800s (idle timeout 1800s)",
    { kind: 'timer-fired', phrase: 'claude-code/tool-idle-aborting', method: 'tools/call', target: 'list-notebooks', elapsedMs: 1_800_000, limitMs: 1_800_000 }],
  // The failure line that restates the watchdog is the same call: only its limit.
  ['SiderealPress/Lobster#2119', 'Tool \'list-notebooks\' failed after 1800s: MCP server "notebook" tool "list-notebooks" sent no response or progress for 1800s; aborting. ...',
    { kind: 'limit', phrase: 'claude-code/tool-failed-idle', target: 'list-notebooks', limitMs: 1_800_000 }],
  // The watchdog's error text quoted on its own: the timer fired for that call.
  ['anthropics/claude-code#83655', 'MCP server "notes-hub" tool "lookup_notes" sent no response or progress for 300s; aborting.',
    { kind: 'timer-fired', phrase: 'claude-code/tool-no-response-aborting', server: 'notes-hub', method: 'tools/call', target: 'lookup_notes', limitMs: 300_000 }],
  // Tool discovery answered with an error, with and without the server prefix.
  ['anthropics/claude-code#23248', 'MCP server "claude-vscode" Failed to fetch tools: MCP error -32601: Method not found',
    { kind: 'failed', phrase: 'claude-code/fetch-tools-failed', server: 'claude-vscode', method: 'tools/list', error: 'MCP error -32601: Method not found' }],
  ['microsoft/work-iq#38', 'Failed to fetch tools: MCP error -32601: Method not found',
    { kind: 'failed', phrase: 'claude-code/fetch-tools-failed', method: 'tools/list', error: 'MCP error -32601: Method not found' }],
  ['(none)', 'Failed to fetch tools:', null],
  // beyondessential/canopy#275: the session the server refused; Claude Code closes the transport and reconnects
  ['beyondessential/canopy#275', 'MCP server "kb": MCP session expired (server no longer recognizes session ID), triggering reconnection',
    { kind: 'connection-closed', phrase: 'claude-code/session-expired-reconnecting', server: 'kb', scope: 'connection', error: 'MCP session expired' }],
]);

table('claude-code: `claude mcp list`', claudeCodePhrases, [
  ['anthropics/claude-code#7404', 'Aina MCP: /path/to/server --transport stdio - ✗ Failed to connect',
    { kind: 'failed', phrase: 'claude-code/list-failed-to-connect', server: 'Aina MCP', method: 'initialize', scope: 'connection' }],
  // A plugin server's name holds colons; the command starts after the first ": ".
  ['anthropics/claude-code#7404', 'plugin:github:github: https://api.example.com/mcp/ (HTTP) - ✗ Failed to connect',
    { kind: 'failed', server: 'plugin:github:github', method: 'initialize' }],
  ['anthropics/claude-code#7404', 'claude.ai Docs: https://mcp.example.com/mcp - ✔ Connected', { kind: 'connected', phrase: 'claude-code/list-connected', server: 'claude.ai Docs' }],
  ['anthropics/claude-code#7404', 'vercel: https://mcp.example.com (HTTP) - ! Needs authentication', null],
  // 2.1: connected, but the tool listing failed, and why.
  ['anthropics/claude-code#86875', 'logsview: https://.../api/mcp (HTTP) - ! Connected · tools fetch failed — MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'claude-code/list-tools-fetch-failed', server: 'logsview', method: 'tools/list', error: 'MCP error -32000: Connection closed' }],
  ['anthropics/claude-code#7404', 'Checking MCP server health...', null],
]);

// The server list as Claude Code draws it (the reader passes the entry without the box border or the cursor).
table('claude-code: server-list entries and the reconnect message', claudeCodePhrases, [
  ['musistudio/claude-code-router#1123', '1. qa_pipeline_mcp_server  ✘ failed · Enter to view details',
    { kind: 'failed', phrase: 'claude-code/panel-failed', server: 'qa_pipeline_mcp_server', method: 'initialize', scope: 'connection' }],
  ['musistudio/claude-code-router#1123', '1. qa_pipeline_mcp_server  ✔ connected · Enter to view details',
    { kind: 'connected', phrase: 'claude-code/panel-connected', server: 'qa_pipeline_mcp_server', method: 'initialize' }],
  ['anthropics/claude-code#18127', 'plugin:notes:notes · ✔ connected', { kind: 'connected', phrase: 'claude-code/panel-connected-dot', server: 'plugin:notes:notes' }],
  ['anthropics/claude-code#18127', 'deploy-builds · ✘ failed', { kind: 'failed', phrase: 'claude-code/panel-failed-dot', server: 'deploy-builds' }],
  ['andycufari/ClaudePoint#3', 'snapshotter · failed', { kind: 'failed', phrase: 'claude-code/panel-failed-dot', server: 'snapshotter' }],
  ['anthropics/claude-code#224', '• web_search                             failed', { kind: 'failed', phrase: 'claude-code/welcome-failed', server: 'web_search' }],
  ['anthropics/claude-code#34744', 'Failed to reconnect to hn.', { kind: 'failed', phrase: 'claude-code/reconnect-failed', server: 'hn', method: 'initialize' }],
  ['anthropics/claude-code#20684', 'Failed to reconnect to code-mode.', { kind: 'failed', server: 'code-mode' }],
  ['anthropics/claude-code#24755', 'Failed to reconnect to BuildTools', { kind: 'failed', server: 'BuildTools' }],
  // A remote server's endpoint refusing the reconnect's POST: the status is the handshake's answer.
  ['postmark-town/postmark#307', 'Failed to reconnect to letterbox: HTTP 404 at https://letterbox.example.org/mcp',
    { kind: 'http-status', phrase: 'claude-code/reconnect-http-status', server: 'letterbox', status: 404, method: 'initialize', scope: 'connection' }],
  // A plugin server's name keeps its colons; a reason after ": " is the error, not part of the name.
  ['anthropics/claude-code#17209', 'Failed to reconnect to plugin:gitlab:gitlab', { kind: 'failed', phrase: 'claude-code/reconnect-failed', server: 'plugin:gitlab:gitlab' }],
  ['(none)', 'Failed to reconnect to plugin:ci:pipelines: SSE error: Non-200 status code (500)',
    { kind: 'failed', phrase: 'claude-code/reconnect-failed', server: 'plugin:ci:pipelines', error: 'SSE error: Non-200 status code (500)' }],
  // The reconnect after an OAuth flow that got its token (anthropics/claude-code#56208).
  ['anthropics/claude-code#56208', 'Got new credentials, but reconnecting to jobs failed. Restart Claude Code to retry.',
    { kind: 'failed', phrase: 'claude-code/oauth-reconnect-failed', server: 'jobs', method: 'initialize', scope: 'connection' }],
  // … and with the endpoint's status as its reason: a failure carrying the status, the exchange unsaid (anthropics/claude-code#92632).
  ['anthropics/claude-code#92632', 'Got new credentials, but reconnecting to tasks failed: HTTP 400 at https://tasks.example.net',
    { kind: 'failed', phrase: 'claude-code/oauth-reconnect-http-status', server: 'tasks', method: 'initialize', status: 400, error: 'HTTP 400 at https://tasks.example.net', scope: 'connection' }],
  ['(none)', 'Got new credentials for the build server.', null],
  // 2.1.16x words the reconnect's failure as a `⎿` result: the reason after the colon, a status or the endpoint's code.
  ['anthropics/claude-code#65198', '⎿  Tried reconnecting to claude.ai Rosterly, but the connection failed: -32429 at https://mcp.rosterly.example/claude/mcp',
    { kind: 'failed', phrase: 'claude-code/reconnect-tried-failed', server: 'claude.ai Rosterly', method: 'initialize', scope: 'connection', error: '-32429 at https://mcp.rosterly.example/claude/mcp' }],
  ['(none)', 'Tried reconnecting to ledger, but the connection failed: HTTP 503 at https://ledger.example/mcp',
    { kind: 'http-status', phrase: 'claude-code/reconnect-tried-http-status', server: 'ledger', status: 503, method: 'initialize' }],
  ['anthropics/claude-code#9127', '⎿  Authentication successful, but server reconnection failed.',
    { kind: 'failed', phrase: 'claude-code/oauth-reconnection-failed', method: 'initialize', scope: 'connection' }],
  ['(none)', 'Tried reconnecting to ledger, but the connection failed.', { kind: 'failed', phrase: 'claude-code/reconnect-tried-failed', server: 'ledger' }],
  // The details view's rows run together on one line between the box's borders.
  ['ref-tools/ref-tools-mcp#30', 'Docsmith MCP Server ││ Status: ✘ failed   ││ URL: https://api.docsmith.example/mcp?apiKey=[removed]',
    { kind: 'failed', phrase: 'claude-code/details-status-failed', server: 'Docsmith', method: 'initialize', scope: 'connection' }],
  ['jasonjmcghee/claude-debugs-for-you#33', 'Debugger bridge MCP Server │ Status: ✔ connected', null],
  // The details view's state line names no server; prose that ends in "failed" is no entry.
  ['musistudio/claude-code-router#1123', 'Status: ✘ failed', null],
  ['(none)', 'The build failed', null],
  ['anthropics/claude-code#18127', '1 MCP server failed', null],
  // A table in the assistant's answer is no server list: the layouts need their number and mark, dot or bullet.
  ['(none)', 'test_login              failed', null],
  ['(none)', '2. migrate  failed', null],
]);

table('claude-code (its timers quoted in someone\'s text)', claudeCodeQuotedPhrases, [
  // The registry's refusal of an mcp__<server>__<tool> name it does not hold: a failed tools/call, no message sent.
  ['anthropics/claude-code#12164', 'Error: No such tool available: mcp__warehouse__list_tables',
    { kind: 'failed', phrase: 'claude-code/no-such-tool', method: 'tools/call', server: 'warehouse', target: 'list_tables', error: 'No such tool available' }],
  ['anthropics/claude-code#12164', 'No such tool available: mcp__data_lake__run_query',
    { kind: 'failed', phrase: 'claude-code/no-such-tool', server: 'data_lake', target: 'run_query' }],
  // Inside a sentence, or without the mcp__ name, it is someone's prose or another tool.
  ['(none)', 'I keep getting No such tool available: mcp__warehouse__list_tables today', null],
  ['(none)', 'Error: No such tool available: Bash', null],
  // The interrupt of a call still waiting, as Claude Code words its tool result, quoted in a block quote: a cancel the
  // words do not attribute, read as the person's stop.
  ['anthropics/claude-code#94475', '> The tool call was interrupted before a result was received. It may or may not have completed on the server — verify before assuming it succeeded, and retry if needed.',
    { kind: 'cancelled', phrase: 'claude-code/tool-interrupted-before-result-quoted', method: 'tools/call' }],
  ['(none)', 'The tool call was interrupted by a flaky network, I think', null],
  // … and the SDK's abort error with Claude Code's reason: an abort, not the SDK's timer, though the code is -32001.
  ['microsoft/vscode#335400', '> MCP error -32001: AbortError: interrupt',
    { kind: 'cancelled', phrase: 'claude-code/sdk-abort-interrupt-quoted', method: 'tools/call', error: 'AbortError: interrupt' }],
  ['(another reason)', 'MCP error -32001: AbortError: The operation was aborted.', null],
  // The reporter's parenthesis in a sentence, the names' quote marks dropped.
  ['tphakala/agy-mcp#177', 'In practice the Claude Code MCP client abandons a single tool call at about 120 seconds and synthesizes its own failure ("MCP server relay tool relay_run_sync timed out after 120s"), without surfacing the overrun result.',
    { kind: 'timer-fired', phrase: 'claude-code/tool-timed-out-quoted', timer: 'sdk', method: 'tools/call', server: 'relay', target: 'relay_run_sync', limitMs: 120_000 }],
  // The same failure with Claude Code's own quote marks, after a reporter's colon.
  ['anthropics/claude-code#62121', 'Every call ends with: MCP server "ledger" tool "reconcile" timed out after 900s',
    { kind: 'timer-fired', phrase: 'claude-code/tool-timed-out-quoted', server: 'ledger', target: 'reconcile', limitMs: 900_000 }],
  // In code marks inside a sentence.
  ['anthropics/claude-code#62121', 'the UI shows `MCP server "ledger" tool "reconcile" timed out after 2.5 minutes` and nothing else',
    { kind: 'timer-fired', phrase: 'claude-code/tool-timed-out-quoted', target: 'reconcile', limitMs: 150_000 }],
  // The idle watchdog quoted in a sentence (its words' own quote marks kept).
  ['matlab/matlab-mcp-server#119', 'Claude Code gave up with "MCP server "octave" tool "run_script" sent no response or progress for 1800s; aborting." after half an hour',
    { kind: 'timer-fired', phrase: 'claude-code/tool-no-response-aborting-quoted', server: 'octave', target: 'run_script', limitMs: 1_800_000 }],
  // Glued to a word, the sentence is someone else's; without the tool there is no call.
  ['(none)', 'theMCP server relay tool relay_run_sync timed out after 120s', null],
  ['(none)', 'the MCP server relay timed out after 120s', null],
  // 2.1.2xx's refusal of a call for credentials it could not refresh, as a reporter's '> ' quote: the 401 behind it.
  ['Nebulit-GmbH/EventModeling-Toolkit#205', '> MCP server "boardsync" needs you to sign in again (run /mcp to re-authenticate)',
    { kind: 'failed', phrase: 'claude-code/needs-sign-in-again-quoted', method: 'tools/call', server: 'boardsync', status: 401, error: 'needs you to sign in again (run /mcp to re-authenticate)' }],
  // The reconnect after OAuth failing on a status, quoted after a reporter's words in a numbered step (anthropics/claude-code#92632).
  ['anthropics/claude-code#92632', '4. Claude Code shows: "Got new credentials, but reconnecting to tasks failed: HTTP 400 at https://tasks.example.net"',
    { kind: 'failed', phrase: 'claude-code/oauth-reconnect-http-status-quoted', method: 'initialize', server: 'tasks', status: 400, error: 'HTTP 400 at https://tasks.example.net' }],
  // Someone's own sentence about signing in names no server's refusal.
  ['(none)', 'the MCP server needs you to sign in again, apparently', null],
  // `claude mcp get`'s failed status with its connect timeout, the middle elided by the reporter, in a step's code
  // marks: Claude Code's own connect timer, so a host timer on the initialize.
  ['anthropics/claude-code#86430', '3. `claude mcp get crm-ads` → `✘ Failed to connect ... timed out after 30000ms`.',
    { kind: 'timer-fired', phrase: 'claude-code/status-failed-to-connect-timed-out-quoted', method: 'initialize', timer: 'host', limitMs: 30_000, error: 'timed out after 30000ms' }],
  ['anthropics/claude-code#86430', 'status: "✗ Failed to connect: connection timed out after 60000ms"',
    { kind: 'timer-fired', phrase: 'claude-code/status-failed-to-connect-timed-out-quoted', limitMs: 60_000, error: 'connection timed out after 60000ms' }],
  // The status alone says no more than the list's row, and another reason is not a timer.
  ['(none)', '`✘ Failed to connect`', null],
  ['(none)', '`✘ Failed to connect: HTTP 401` then it timed out after 30000ms in another run', null],
  // The deferred-tools notice quoted in a reporter's bullet, with the count it carries in 2026, or the transcript's
  // wording: the connection dropped, no request named.
  ['teng-lin/notebooklm-py#2330', '- Partway through, tool calls began failing with: "33 deferred tools are no longer available (MCP server disconnected)".',
    { kind: 'connection-closed', phrase: 'claude-code/deferred-tools-gone-quoted', scope: 'connection' }],
  ['anthropics/claude-code#47724', '"The following deferred tools are no longer available (their MCP server disconnected)"',
    { kind: 'connection-closed', phrase: 'claude-code/deferred-tools-gone-quoted' }],
  ['(none)', 'some deferred tools are no longer available after the update', null],
]);

table('claude-desktop (quoted in someone\'s text)', claudeAppQuotedPhrases, [
  // The late-2024 window's connection error for a command that could not be spawned, quoted in a sentence; the same
  // words with another error (the server's stdout not JSON) are not this row.
  ['tumf/mcp-shell-server#1', 'Also got error "Failed to start MCP server: Error in MCP connection to server shell: Error: spawn uvx ENOENT" when starting Claude app.',
    { kind: 'connection-closed', phrase: 'claude-desktop/connection-error-spawn-failed-quoted', scope: 'connection', server: 'shell', error: 'spawn uvx ENOENT' }],
  ['tumf/mcp-shell-server#1', 'Claude says: Error in MCP connection to server home notes: spawn npx ENOENT.',
    { kind: 'connection-closed', phrase: 'claude-desktop/connection-error-spawn-failed-quoted', server: 'home notes', error: 'spawn npx ENOENT' }],
  // libuv's unnamed errno, as the app's other spawn rows read it (NODE_SPAWN_ERROR).
  ['tumf/mcp-shell-server#1', 'It says "Error in MCP connection to server shell: Error: spawn /opt/bin/shell-mcp Unknown system error -8" now.',
    { kind: 'connection-closed', phrase: 'claude-desktop/connection-error-spawn-failed-quoted', server: 'shell', error: 'spawn /opt/bin/shell-mcp Unknown system error -8' }],
  ['tumf/mcp-shell-server#1', 'I saw "Error in MCP connection to server tmdb: SyntaxError: Unexpected token" in the app', null],
  // The app never quotes the name: a quoted one is someone else's sentence.
  ['tumf/mcp-shell-server#1', "Error in MCP connection to server 'shell': spawn uvx ENOENT", null],
  ['0x4m4/hexstrike-ai#33', 'still slow, i get: [{"type": "text", "text": "No result received from client-side tool execution.", "uuid": "5e0f…"}]',
    { kind: 'timer-fired', phrase: 'claude-desktop/no-result-client-side', method: 'tools/call' }],
  ['anthropics/claude-code#5221', 'I keep getting this error: "Error executing code: MCP error -32000: Connection closed" on the wiki connector',
    { kind: 'failed', phrase: 'claude-desktop/error-executing-code-quoted', method: 'tools/call', error: 'MCP error -32000: Connection closed' }],
  ['anthropics/claude-code#5221', '\u2022\t`Error executing code: MCP error -32001: Request timed out`',
    { kind: 'failed', phrase: 'claude-desktop/error-executing-code-quoted', error: 'MCP error -32001: Request timed out' }],
  // The Cowork notice as quoted from the modal: the copy's start (its initialize) ended as the error says.
  ['anthropics/claude-code#89447', '> MCP <server>: Couldn\'t start this server for Cowork and Code sessions (they run their own copy of it), so they can\'t use its tools: Connection closed',
    { kind: 'connection-closed', phrase: 'claude-desktop/shared-pool-connection-closed-quoted', method: 'initialize', scope: 'connection' }],
  ['anthropics/claude-code#62072', 'every time I get "MCP files: Couldn\'t start this server for Cowork and Code sessions (they run their own copy of it), so they can\'t use its tools: Request timed out" on launch',
    { kind: 'timer-fired', phrase: 'claude-desktop/shared-pool-timed-out-quoted', method: 'initialize' }],
  ['anthropics/claude-code#62072', 'MCP files: Couldn\'t start this server for Cowork and Code sessions (they run their own copy of it), so they can\'t use its tools: Not ready after 60 seconds',
    { kind: 'timer-fired', phrase: 'claude-desktop/shared-pool-not-ready-quoted', method: 'initialize' }],
  // The per-server log's sentence for a process that exited, pasted without its columns under the app's initialize:
  // the connection closed, whatever was in flight went with it.
  ['anthropics/claude-code#4097', 'Server transport closed unexpectedly, this is likely due to the process exiting early',
    { kind: 'connection-closed', phrase: 'claude-desktop/server-transport-closed-unexpectedly-quoted', scope: 'connection' }],
  ['anthropics/claude-code#4097', 'The log says "Server transport closed unexpectedly, this is likely due to the process exiting early. If you are developing this MCP server …"',
    { kind: 'connection-closed', phrase: 'claude-desktop/server-transport-closed-unexpectedly-quoted' }],
  // Without the app's reason the words are anyone's.
  ['(none)', 'Server transport closed unexpectedly by the load balancer', null],
  // The error going on past the words the row knows is another error: not read as the close.
  ['(none)', "Couldn't start this server for Cowork and Code sessions: Connection closed by the proxy after 5 retries", null],
  // Not the SDK's error after it, or the words glued inside another word: not the app's sentence.
  ['(none)', 'the notebook said "Error executing code: name x is not defined"', null],
  ['(none)', 'TaskError executing code: MCP error -32000: Connection closed', null],
]);

table('claude-desktop', claudeDesktopPhrases, [
  // plastic-labs/honcho#976: the application log's lines for a call through a remote connector
  ['plastic-labs/honcho#976', 'Making remote MCP tool call: list_projects', { kind: 'request-sent', phrase: 'claude-desktop/remote-tool-call-sent', method: 'tools/call', target: 'list_projects' }],
  ['plastic-labs/honcho#976', '2026-08-05 10:12:02 [info] Remote tool call succeeded: list_projects',
    { kind: 'completed', phrase: 'claude-desktop/remote-tool-call-succeeded', method: 'tools/call', target: 'list_projects' }],
  ['(none)', 'Remote tool call succeeded: list_projects, after 3 retries', null],
  ['anthropics/claude-code#66726', 'No result received from the Claude Desktop app after waiting 4 minutes. The local MCP server providing this tool may be unresponsive, crashed, or not running.',
    { kind: 'timer-fired', phrase: 'claude-desktop/no-result-after-waiting', method: 'tools/call', limitMs: 240_000 }],
  ['anthropics/claude-code#22542', 'No result received from client-side tool execution.', { kind: 'timer-fired', phrase: 'claude-desktop/no-result-client-side', method: 'tools/call' }],
  ['anthropics/claude-code#5221', 'Error executing code: MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'claude-desktop/error-executing-code', method: 'tools/call', error: 'MCP error -32000: Connection closed' }],
  // Prose around a code error that is not the SDK's is not the app's tool-call line.
  ['anthropics/claude-code#5221', 'Error executing code: the model wrote bad Python', null],
  ['modelcontextprotocol/servers#4153', 'Could not attach to MCP server github',
    { kind: 'failed', phrase: 'claude-desktop/could-not-attach', method: 'initialize', scope: 'connection', server: 'github' }],
  ['datagouv/datagouv-mcp#77', 'Could not attach to MCP server data gouv', { kind: 'failed', server: 'data gouv' }],
  ['the words inside a sentence are not the notice', 'It says Could not attach to MCP server github every time', null],
  ['oscardvs/zoteus#18',
    "Couldn't start for Cowork and Code sessions. Error: Version negotiation failed: the connection closed during the server/discover probe (this transport probed in place — the disposable sibling probe requires the SDK's base StdioClientTransport)",
    { kind: 'connection-closed', phrase: 'claude-desktop/probe-connection-closed', method: 'server/discover' }],
  ['anthropics/claude-code#62072', "Couldn't start this server for Cowork and Code sessions (they run their own copy of it), so they can't use its tools: Request timed out",
    { kind: 'timer-fired', phrase: 'claude-desktop/shared-pool-timed-out', method: 'initialize', timer: 'sdk' }],
  ['anthropics/claude-code#62072', "Couldn't start this server for Cowork and Code sessions (they run their own copy of it), so they can't use its tools: Not ready after 60 seconds; the sessions waiting for it started without it",
    { kind: 'timer-fired', limitMs: 60_000 }],
  ['anthropics/claude-code#89447', "Couldn't start this server for Cowork and Code sessions (they run their own copy of it), so they can't use its tools: Connection closed",
    { kind: 'connection-closed', phrase: 'claude-desktop/shared-pool-connection-closed' }],
  ['anthropics/claude-code#91898', 'No result received from the Claude Desktop app after waiting 4 minutes. The local MCP server providing this tool may be unresponsive, crashed, or not running.',
    { kind: 'timer-fired', method: 'tools/call', limitMs: 240_000 }],
  ['oscardvs/zoteus#18', 'Era probe verdict: legacy (sibling did not complete the exchange)', null],
  ['coddingtonbear/obsidian-local-rest-api#258', 'Server started and connected successfully', { kind: 'connecting', phrase: 'claude-desktop/server-started', scope: 'connection', spawned: true }],
  // The server's own log: Node's spawn error, with or without the metadata block's opening brace after it.
  ['BeehiveInnovations/pal-mcp-server#149', 'spawn /home/dana/orchard-mcp/.orchard_venv/bin/python ENOENT {',
    { kind: 'connection-closed', phrase: 'claude-desktop/spawn-failed', scope: 'connection', error: 'spawn /home/dana/orchard-mcp/.orchard_venv/bin/python ENOENT' }],
  ['juehang/vscode-mcp-server#6', 'spawn npx ENOENT',
    { kind: 'connection-closed', phrase: 'claude-desktop/spawn-failed', scope: 'connection', error: 'spawn npx ENOENT' }],
  ['BeehiveInnovations/pal-mcp-server#149', 'spawn C:\\Program Files\\nodejs\\npx.cmd EINVAL',
    { kind: 'connection-closed', phrase: 'claude-desktop/spawn-failed', scope: 'connection', error: 'spawn C:\\Program Files\\nodejs\\npx.cmd EINVAL' }],
  // The late-2024 mcp.log's one line for the same failure, naming the server; another start error is not this row.
  ['MarkusPfundstein/mcp-obsidian#7', 'Could not start MCP server vault-notes: Error: spawn uvx ENOENT',
    { kind: 'connection-closed', phrase: 'claude-desktop/could-not-start-spawn-failed', scope: 'connection', error: 'spawn uvx ENOENT' }],
  ['allenporter/mcp-server-home-assistant#14', 'Could not start MCP server Home-hub: Error: spawn uv ENOENT',
    { kind: 'connection-closed', phrase: 'claude-desktop/could-not-start-spawn-failed', error: 'spawn uv ENOENT' }],
  ['MarkusPfundstein/mcp-obsidian#7', 'Could not start MCP server vault-notes: Error: config file is not valid JSON', null],
  // The app writes the configured name bare: another program's sentence with the name quoted is not this row.
  ['MarkusPfundstein/mcp-obsidian#7', 'Could not start MCP server "fs": spawn npx ENOENT', null],
  ['MarkusPfundstein/mcp-obsidian#7', "Could not start MCP server 'fs': Error: spawn npx ENOENT", null],
  ['MarkusPfundstein/mcp-obsidian#7', 'Could not start MCP server `fs`: spawn npx ENOENT', null],
]);

// The server's stderr lines Claude Desktop copies into its log: the launcher's own words that it could not run the
// program (anyproto/anytype-mcp#34; the same family in GNU env's, the shells' and cmd.exe's words). A tool's or a
// server's line that merely contains the words is not one.
table('claude-desktop: the launcher\'s stderr', claudeDesktopStderrPhrases, [
  ['anyproto/anytype-mcp#34', 'env: node: No such file or directory',
    { kind: 'connection-closed', phrase: 'claude-desktop/launcher-exec-failed', scope: 'connection', error: 'env: node: No such file or directory' }],
  ['anyproto/anytype-mcp#34', '/usr/bin/env: ‘python3’: No such file or directory', { kind: 'connection-closed', scope: 'connection' }],
  ['anyproto/anytype-mcp#34', '/bin/sh: 1: npx: not found', { kind: 'connection-closed' }],
  ['anyproto/anytype-mcp#34', 'zsh: command not found: uvx', { kind: 'connection-closed' }],
  ['anyproto/anytype-mcp#34', "'npx' is not recognized as an internal or external command,", { kind: 'connection-closed' }],
  ['anyproto/anytype-mcp#34', 'Error: ENOENT: no such file or directory, open \'/srv/notes/config.json\'', null],
  ['anyproto/anytype-mcp#34', 'Tool failed: env: node: No such file or directory', null],
  // The app's own spawn helper on macOS when the command is not on its PATH (imdinu/apple-mail-mcp#70).
  ['imdinu/apple-mail-mcp#70', 'Failed to spawn process: No such file or directory',
    { kind: 'connection-closed', phrase: 'claude-desktop/spawn-helper-failed', scope: 'connection', error: 'Failed to spawn process: No such file or directory' }],
  ['imdinu/apple-mail-mcp#70', 'read_file: Failed to spawn process: No such file or directory', null],
  // Only the strerror a paste shows; Rust's io::Error display of the failure is OS_SPAWN_FAILED's, not this line.
  ['imdinu/apple-mail-mcp#70', 'Failed to spawn process: Permission denied', null],
  ['imdinu/apple-mail-mcp#70', 'Failed to spawn process: No such file or directory (os error 2)', null],
]);

table('cursor', cursorPhrases, [
  // The OAuth step refused Cursor's callback: the connect failed on it; any other client error is not this row.
  ['browserstack/mcp-server#176', 'Client error for command No valid redirect URIs provided. Every URI must be localhost or an https callback',
    { kind: 'failed', phrase: 'cursor/client-error-oauth-refused', method: 'initialize', scope: 'connection', error: 'No valid redirect URIs provided. Every URI must be localhost or an https callback' }],
  ['TanStack/tanstack.com#652', 'Client error for command Redirect URIs must be localhost or HTTPS',
    { kind: 'failed', phrase: 'cursor/client-error-oauth-refused', method: 'initialize' }],
  ['TanStack/tanstack.com#652', 'Client error for command redirect handler registered', null],
  ['skindhu/AI-TASK-MANAGER#4', 'Starting new stdio process with command: npx -y --package plan-board plan-board-mcp', { kind: 'connecting', scope: 'connection', spawned: true }],
  ['upstash/context7#19', 'Client error for command A system error occurred (spawn npx ENOENT)',
    { kind: 'failed', phrase: 'cursor/client-error-spawn', method: 'initialize', scope: 'connection', error: 'A system error occurred (spawn npx ENOENT)' }],
  ['eyaltoledano/claude-task-master#422', 'Failed to reload client: A system error occurred (spawn npx ENOENT)',
    { kind: 'failed', phrase: 'cursor/reload-failed', method: 'initialize', error: 'A system error occurred (spawn npx ENOENT)' }],
  ['skindhu/AI-TASK-MANAGER#4', 'Client closed for command', { kind: 'connection-closed' }],
  // The SDK's connect returned: the handshake was answered (a later close lost none), in 1.x/2.x and the V2 machine's words.
  ['microsoft/mcp#1045', 'Successfully connected to stdio server', { kind: 'connected', phrase: 'cursor/connected', method: 'initialize' }],
  ['arabold/docs-mcp-server#312', 'Successfully connected to streamableHttp server', { kind: 'connected', phrase: 'cursor/connected', method: 'initialize' }],
  ['laravel/boost#495', '[V2 FSM] connection:connect_success: conn=connecting,auth=unknown -> conn=connected,auth=unknown', { kind: 'connected', phrase: 'cursor/connected' }],
  ['laravel/boost#826', 'CreateClient completed, connected: true, statusType: connected', { kind: 'connected', phrase: 'cursor/connected' }],
  // The V2 client's summary of a connect its initialize's timer ended; not another reason, which a transient line reads.
  ['laravel/boost#784', 'Connection failed: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'cursor/v2-connection-failed-timed-out', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  ['laravel/boost#784', 'Connection failed: SSE error: Non-200 status code (401)', null],
  // One failed sub-call of the UI's listing, as Cursor prints one (and as serverMapParts cuts a line of several): the
  // kind's list request.
  ['laravel/boost#784', 'listOfferingsForUI sub-call failed (count=1): tools(authRelated=false, reason=unknown): Not connected',
    { kind: 'failed', phrase: 'cursor/offerings-sub-call-failed-tools', method: 'tools/list', error: 'Not connected' }],
  ['laravel/boost#784', 'listOfferings sub-call failed (count=3): resources(authRelated=false, reason=unknown): MCP error -32601: Method not found',
    { kind: 'failed', phrase: 'cursor/offerings-sub-call-failed-resources', method: 'resources/list', error: 'MCP error -32601: Method not found' }],
  ['laravel/boost#784', 'listOfferingsForUI sub-call failed (count=1): templates(authRelated=false): Not connected', null],
  // A line of several parts that cursorSubCallParts refused (a part of no kind it knows) is no row's: the first part's
  // error ends before the listing's ' | ', so the rest is never read as its words.
  ['laravel/boost#784', 'listOfferingsForUI sub-call failed (count=2): tools(authRelated=false): Not connected | templates(authRelated=false): Not connected', null],
  ['laravel/boost#784', 'listOfferingsForUI sub-call failed (count=2): resources(authRelated=false): MCP error -32601: Method not found | widgets(authRelated=false): Not connected', null],
  // (the count is Cursor's: a part without it is no line Cursor writes)
  ['laravel/boost#784', 'listOfferingsForUI sub-call failed: tools(authRelated=false, reason=unknown): Not connected', null],
  // … and not the failed connect's summary
  ['justrach/codedb#347', 'CreateClient completed, connected: false, statusType: error', null],
  // An HTTP connect begun (the handshake's start, no process started): the timeline keeps it only to tell a connect the
  // capture leaves with no word of its outcome (timeline/host-requests.ts httpConnects); its close says nothing.
  ['benborla/mcp-server-mysql#111', 'Connecting to streamableHttp server',
    { kind: 'connecting', phrase: 'cursor/connecting-http', method: 'initialize', scope: 'connection' }],
  // … and its CreateClient's first word, a few ms earlier: the same connect begun (a paste may stop between the two).
  ['atlassian/atlassian-mcp-server#56', 'Creating streamableHttp transport',
    { kind: 'connecting', phrase: 'cursor/connecting-http', method: 'initialize', scope: 'connection' }],
  // … not the transport's name in the words after the connect returned.
  ['kentcdodds/kentcdodds.com#575', 'Storing streamableHttp client', null],
  // … not the legacy SSE fallback's: its GET comes first, the initialize only after the endpoint event.
  ['smart-mcp-proxy/mcpproxy-go#38', 'Connecting to SSE server', null],
  ['benborla/mcp-server-mysql#111', 'Error connecting to streamableHttp server, falling back to SSE: MCP error -32001: Request timed out',
    { phrase: 'cursor/connect-fallback-timed-out' }],
  ['skindhu/AI-TASK-MANAGER#4', 'Failed to reload client: MCP error -32000: Connection closed',
    { kind: 'failed', phrase: 'cursor/reload-failed', method: 'initialize', error: 'MCP error -32000: Connection closed' }],
  ['useshortcut/mcp-server-shortcut#16', "Error calling tool 'whoami_profile': MCP error -32602: MCP error -32602: Tool whoami_profile not found",
    { kind: 'failed', method: 'tools/call', target: 'whoami_profile', error: 'MCP error -32602: MCP error -32602: Tool whoami_profile not found' }],
  ['GuDaStudio/codexmcp#30', "Calling tool 'codex' with toolCallId: toolu_01AbCdEf", { kind: 'request-sent', method: 'tools/call', target: 'codex' }],
  ['AgentDeskAI/browser-tools-mcp#34', "Successfully called tool 'getConsoleLogs'", { kind: 'completed', target: 'getConsoleLogs' }],
  ['tidewave-ai/tidewave_phoenix#19', 'Client error for command SSE error: TypeError: terminated: other side closed',
    { kind: 'connection-closed', error: 'TypeError: terminated: other side closed' }],
  ['IvanMurzak/MCP-Plugin-dotnet#105', '[V2 FSM] connection:transport_error: conn=connected,auth=unknown -> conn=failed,auth=unknown', { kind: 'connection-closed' }],
  ['IvanMurzak/MCP-Plugin-dotnet#105', '[V2 FSM] connection:connect_start: conn=idle,auth=unknown -> conn=connecting,', { kind: 'connecting' }],
  ['IvanMurzak/MCP-Plugin-dotnet#105', 'MCP HTTP exchange completed', null],
  ['skindhu/AI-TASK-MANAGER#4', 'No server info found', null],
  // The Streamable HTTP connect's error before the SSE fallback: the SDK's timer on the initialize, another reason, or the OAuth step.
  ['benborla/mcp-server-mysql#111', 'Error connecting to streamableHttp server, falling back to SSE: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'cursor/connect-fallback-timed-out', timer: 'sdk', method: 'initialize', scope: 'connection', error: 'MCP error -32001: Request timed out' }],
  ['smart-mcp-proxy/mcpproxy-go#38', 'Error connecting to streamableHttp server, falling back to SSE: fetch failed',
    { kind: 'failed', phrase: 'cursor/connect-fallback-failed', method: 'initialize', scope: 'connection', error: 'fetch failed' }],
  // arcadeai-labs/smithery-cli#160: the tools listing of ListOfferings ended by the SDK's timer 60 s on.
  ['arcadeai-labs/smithery-cli#160', 'Error listing offerings: MCP error -32001: Request timed out',
    { kind: 'failed', phrase: 'cursor/list-offerings-failed', method: 'tools/list', error: 'MCP error -32001: Request timed out' }],
  ['arcadeai-labs/smithery-cli#160', 'Listing offerings', null],
  ['yuyuanweb/mcp-mianshiya-server#15', 'Pending server creation failed: MCP error -32603: Unrecognized field "elicitation" (class io.modelcontextprotocol.spec.McpSchema$ClientCapabilities), not marked as ignorable (3 known properties: "experimental", "roots", "sampling"])',
    { kind: 'failed', phrase: 'cursor/pending-server-creation-failed', method: 'initialize', scope: 'connection', error: 'MCP error -32603: Unrecognized field "elicitation" (class io.modelcontextprotocol.spec.McpSchema$ClientCapabilities), not marked as ignorable (3 known properties: "experimental", "roots", "sampling"])' }],
  ['bhauman/clojure-mcp#145', 'Pending server creation failed: MCP error -32603: Unrecognized field "form" (class io.modelcontextprotocol.spec.McpSchema$ClientCapabilities$Elicitation), not marked as ignorable (0 known properties: ])',
    { kind: 'failed', phrase: 'cursor/pending-server-creation-failed', method: 'initialize' }],
  ['cursor/cursor#3722', 'Error connecting to streamableHttp server, falling back to SSE: Token is not active',
    { kind: 'failed', phrase: 'cursor/connect-fallback-failed', method: 'initialize', error: 'Token is not active' }],
  ['benborla/mcp-server-mysql#111', 'Error connecting to streamableHttp server, falling back to SSE: Unauthorized', null],
  ['benborla/mcp-server-mysql#111', 'Unauthorized error connecting to streamableHttp server, returning transport', null],
  // The SSE fallback's own connect failed: it sent nothing, so it names no request.
  ['smart-mcp-proxy/mcpproxy-go#38', 'Error connecting to SSE server after fallback: SSE error: TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:9140',
    { kind: 'connection-closed', phrase: 'cursor/sse-fallback-failed', scope: 'connection', error: 'SSE error: TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:9140' }],
  ['StacklokLabs/mcp-optimizer#51', 'Client error for command Error POSTing to endpoint (HTTP 502): ',
    { kind: 'http-status', phrase: 'typescript-sdk/post-http-status', status: 502, sending: true }],
  // Cursor 2026's V2 connection machine: the same connect failure, worded without the SSE fallback (freema/openclaw-mcp#24).
  ['freema/openclaw-mcp#24', 'Transient error connecting to streamableHttp server: Incompatible auth server: does not support dynamic client registration',
    { kind: 'failed', phrase: 'cursor/v2-connect-failed', method: 'initialize', scope: 'connection', error: 'Incompatible auth server: does not support dynamic client registration' }],
  ['freema/openclaw-mcp#24', 'Transient error connecting to streamableHttp server: MCP error -32001: Request timed out',
    { kind: 'timer-fired', phrase: 'cursor/v2-connect-timed-out', timer: 'sdk', method: 'initialize', scope: 'connection' }],
  ['freema/openclaw-mcp#24', 'Transient error connecting to streamableHttp server: Unauthorized', null],
]);

table('vscode', vscodePhrases, [
  // Copilot Chat's result text for a failed tool call, quoted in backticks inside a sentence: the error ends at the
  // closing backtick. A task polled to `failed` puts the task's own status message after "Task <id> failed: ".
  ['microsoft/vscode#335229', '4. Observed: the tool call fails with `ERROR while calling tool: Task <taskId> failed: Link step failed`. The payload never arrives.',
    { kind: 'failed', phrase: 'vscode/copilot-tool-error', method: 'tools/call', error: 'Task <taskId> failed: Link step failed' }],
  ['microsoft/vscode#335229 (the line alone)', 'ERROR while calling tool: Task 7f3c9a failed: Link step failed',
    { kind: 'failed', phrase: 'vscode/copilot-tool-error', method: 'tools/call', error: 'Task 7f3c9a failed: Link step failed' }],
  // Another program's lower-case sentence is not Copilot Chat's (a Rust agent's `Error while calling tool: {e}`).
  ['microsoft/vscode#335229 (not it)', 'Error while calling tool: connection refused', null],
  // Copilot Chat's log line for an MCP server's tool (`mcp_<server>_<tool>`) whose invocation threw: a tools/call that
  // failed, here inside VS Code before anything reached the server; the arguments' JSON may hold ': '.
  ['microsoft/vscode#323990', 'Error from tool mcp_acme_tracker_list_tickets with args {"project":"demo","note":"a: b"}: Cannot read properties of undefined (reading \'invoke\'): TypeError: Cannot read properties of undefined (reading \'invoke\')',
    { kind: 'failed', phrase: 'vscode/copilot-tool-invoke-error', method: 'tools/call', target: 'mcp_acme_tracker_list_tickets', error: "Cannot read properties of undefined (reading 'invoke'): TypeError: Cannot read properties of undefined (reading 'invoke')" }],
  // … not a built-in tool's (no `mcp_` prefix): no MCP request.
  ['microsoft/vscode#323990 (built-in)', 'Error from tool read_file with args {"filePath":"/x"}: ENOENT: no such file or directory', null],
  // The chat's tool-call view copied as labels, "Output:" over VS Code's wrapper of the server's error answer, read as one
  // sentence (the reader joins a label with the line under it): a tools/call the server refused, not the start's.
  ['modelcontextprotocol/servers#3013', 'Output: Error: MPC -32603: Unexpected non-whitespace character after JSON at position 127 (line 1 column 128)',
    { kind: 'failed', phrase: 'vscode/chat-tool-output-error-response', method: 'tools/call', error: 'MPC -32603: Unexpected non-whitespace character after JSON at position 127 (line 1 column 128)' }],
  ['(another label)', 'Result: Error: MPC -32603: boom', null],
  // VS Code's wrapper of the server's error answer, logged alone when the start fails: the initialize refused for the
  // protocol version VS Code offered, whatever the code.
  ['laravel/boost#406', 'Error: MPC -32602: Unsupported protocol version',
    { kind: 'failed', phrase: 'vscode/start-error-response', method: 'initialize', error: 'MPC -32602: Unsupported protocol version' }],
  ['tuist/tuist#7675', 'Error: MPC -32600: Invalid Request: Unsupported protocol version: 2025-03-26',
    { kind: 'failed', phrase: 'vscode/start-error-response', method: 'initialize', error: 'MPC -32600: Invalid Request: Unsupported protocol version: 2025-03-26' }],
  // The refused POST's error state quoted without its prefix (copied from the server list), read as the state is; the
  // channel's own start of a legacy-SSE fallback is no error state.
  ['localden/min-ts-mcp-auth#1', '500 status sending message to http://localhost:3000/: {"error":"server_error","error_description":"Internal Server Error"}',
    { kind: 'http-status', phrase: 'vscode/status-sending-message', status: 500, sending: true, error: '{"error":"server_error","error_description":"Internal Server Error"}' }],
  ['microsoft/vscode#246753', '405 status sending message to http://localhost:19193/sse, will attempt to fall back to legacy SSE', null],
  ['microsoft/vscode#282801', 'MPC -32602: Unsupported protocol version',
    { kind: 'failed', phrase: 'vscode/start-error-response', method: 'initialize', error: 'MPC -32602: Unsupported protocol version' }],
  // … not the same wrapper inside another sentence, whose own row names its request.
  ['obot-platform/obot#4150', 'Failed to set MCP server log level: Error: MPC -32603: failed to send logging/setLevel message to server ms1xgj5p: error from server: JSON RPC method not found: logging/setLevel',
    { phrase: 'vscode/set-log-level-failed' }],
  ['biegehydra/BifrostMCP#5', 'Connection state: Error Error connecting to http://localhost:8123/sse: 0 TypeError: terminated: Body Timeout Error',
    { kind: 'connection-closed', phrase: 'vscode/error-connecting-state', scope: 'connection', error: '0 TypeError: terminated: Body Timeout Error' }],
  ['microsoft/vscode#244189', 'Connection state: Error Error connecting to https://docs.example.org/: 200 Invalid content type, expected "text/event-stream"',
    { kind: 'connection-closed', phrase: 'vscode/error-connecting-state', error: '200 Invalid content type, expected "text/event-stream"' }],
  ['marianfoo/mcp-sap-docs#27', 'Connection state: Error 404 status connecting to https://docs.example.org/sse as SSE: <!DOCTYPE html>',
    { kind: 'http-status', phrase: 'vscode/status-connecting-as-sse', status: 404, method: 'initialize', error: '<!DOCTYPE html>' }],
  // The legacy-SSE config's own GET refused (no "as SSE"): the connect failed with its stream refused, before any
  // message was written (connection-failure kind `stream`).
  ['microsoft/vscode#244189', 'Connection state: Error 404 status connecting to https://docs.example.org/no-such-page: <!DOCTYPE html><html><head>',
    { kind: 'failed', phrase: 'vscode/status-connecting-sse-stream-refused', method: 'initialize', scope: 'connection',
      error: '404 status connecting to https://docs.example.org/no-such-page: <!DOCTYPE html><html><head>' }],
  ['metoro-io/mcp-golang#90', 'Connection state: Error 405 status connecting to http://localhost:8081/mcp: Only POST method is supported',
    { kind: 'failed', phrase: 'vscode/status-connecting-sse-stream-refused', method: 'initialize', scope: 'connection' }],
  // The async-notifications GET of a running connection is no connect (vscode--async-stream-terminated-then-notifications-disabled-400).
  ['microsoft/mcp#966', '400 status connecting to http://localhost:5120/ for async notifications; they will be disabled: {}', null],
  ['awslabs/mcp#1770', '[pricing] Error connecting to MCP server: MCP error -32001: Request timed out',
    { kind: 'failed', phrase: 'vscode/error-connecting', method: 'initialize', error: 'MCP error -32001: Request timed out' }],
  ['kirodotdev/Kiro#6321', '[power-tickets-tickets] Error connecting to MCP server: SSE error: Non-200 status code (405)',
    { kind: 'failed', phrase: 'vscode/error-connecting', method: 'initialize', error: 'SSE error: Non-200 status code (405)' }],
  // Nothing after the colon: the connect failed, the words do not say how.
  ['kirodotdev/Kiro#6636', '[metrics] Error connecting to MCP server:', { kind: 'failed', phrase: 'vscode/error-connecting', method: 'initialize' }],
  ['microsoft/vscode#246753', 'Waiting for server to respond to `initialize` request...', { kind: 'waiting', method: 'initialize', scope: 'connection' }],
  ['dynatrace-oss/dynatrace-mcp#38 (the backticks gone from the paste)', 'Waiting for server to respond to initialize request...', { kind: 'waiting', phrase: 'vscode/waiting-initialize', method: 'initialize', scope: 'connection' }],
  ['gitroomhq/postiz-app#984 (same)', 'Waiting for server to respond to initialize request...', { kind: 'waiting', method: 'initialize', scope: 'connection' }],
  ['microsoft/vscode#246685 (its line with the backticks lost the same way)', 'Server exited before responding to initialize request.', { kind: 'connection-closed', phrase: 'vscode/exited-before-initialize', method: 'initialize' }],
  ['Automattic/mcp-wordpress-remote#17', 'Server exited before responding to `initialize` request.', { kind: 'connection-closed', method: 'initialize' }],
  ['tidewave-ai/tidewave_phoenix#66', 'Connection state: Error Error reading SSE stream: TypeError: terminated', { kind: 'connection-closed', error: 'TypeError: terminated' }],
  ['obot-platform/obot#4150', 'Failed to set MCP server log level: Error: MPC -32603: failed to send logging/setLevel message to server',
    { kind: 'failed', method: 'logging/setLevel' }],
  ['microsoft/vscode#246753', '405 status sending message to http://localhost:18080/sse, will attempt to fall back to legacy SSE', null],
  // The server is up and VS Code has sent its initialize: the handshake is under way (Vaiz/rust-mcp-server#83).
  ['sxhxliang/mcp-access-point#4', 'Connection state: Running', { kind: 'connecting', phrase: 'vscode/running', method: 'initialize', scope: 'connection', spawned: true }],
  ['Vaiz/rust-mcp-server#83', 'Connection state: Starting', null],
  ['microsoft/vscode#252388', 'Connection state: Error Error sending message to http://localhost:8100/notes/mcp: TypeError: fetch failed',
    { kind: 'connection-closed', phrase: 'vscode/send-failed', scope: 'connection', error: 'Error sending message to http://localhost:8100/notes/mcp: TypeError: fetch failed' }],
  ['MicrosoftDocs/mcp#118', 'Failed to set MCP server log level: Canceled: Canceled', { kind: 'failed', method: 'logging/setLevel', error: 'Canceled: Canceled' }],
  ['obot-platform/obot#3419', 'Connection state: Error 500 status sending message to http://localhost:8080/mcp-connect/ab12cd34: Failed to load session: the object has been modified',
    { kind: 'http-status', phrase: 'vscode/status-sending-message', status: 500, sending: true, error: 'Failed to load session: the object has been modified' }],
  // VS Code's own close words, read where another writer uses them (Copilot's language server in JetBrains IDEs)
  ['microsoft/copilot-intellij-feedback#688', 'Connection state: Error Process exited with code 1',
    { kind: 'connection-closed', phrase: 'vscode/process-exited', scope: 'connection', exitCode: 1 }],
  ['SShadowS/business-central-mcp#1', 'Connection state: Stopped', { kind: 'connection-closed', phrase: 'vscode/stopped', scope: 'connection' }],
  ['SShadowS/business-central-mcp#1 (not a state)', 'Connection state: Stopped by user request', null],
  // The retry suffix: the session's message was refused 400/404 — with the status text empty (mid-2025 builds) or with
  // a plain-text body before it.
  ['microsoft/vscode#251978', 'Connection state: Error ; will retry with new session ID',
    { kind: 'session-not-found', phrase: 'vscode/error-retry-new-session', sending: true }],
  ['microsoft/vscode#251978 (status text kept)', 'Connection state: Error 404 status sending message to https://mcp.example.net/mcp: Session not found; will retry with new session ID',
    { kind: 'session-not-found', phrase: 'vscode/error-retry-new-session', status: 404, error: 'Session not found', sending: true }],
  ['microsoft/vscode#251978 (a 500 is no session refusal)', 'Connection state: Error 500 status sending message to https://mcp.example.net/mcp: boom',
    { kind: 'http-status', phrase: 'vscode/status-sending-message', status: 500 }],
  // A JSON-RPC body is the reader's (an http-status event and the message), not a row's.
  ['microsoft/vscode#296545', 'Connection state: Error 404 status sending message to http://localhost:3000/mcp: {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}', null],
  ['… whatever the order of its keys', 'Connection state: Error 404 status sending message to http://localhost:3000/mcp: {"error":{"code":-32001,"message":"Session not found"},"id":"","jsonrpc":"2.0"}', null],
  // An endpoint's own JSON error object, no "jsonrpc" in it: its words, as a plain-text body
  ['delphi-blocks/MCPConnect#3', 'Connection state: Error 500 status sending message to http://localhost:8080/mcp: {"code":-32603,"message":"Session \\"1E09C2C3-7A6C\\" not found"}',
    { kind: 'http-status', phrase: 'vscode/status-sending-message', status: 500, sending: true, error: '{"code":-32603,"message":"Session \\"1E09C2C3-7A6C\\" not found"}' }],
]);

table('zed', zedPhrases, [
  ['maquina-app/rails-mcp-server#33', 'cancelled csp request task for "initialize" id 0 which took over 60s',
    { kind: 'timer-fired', phrase: 'zed/request-timed-out', method: 'initialize', id: 0, limitMs: 60_000 }],
  ['zed-industries/zed (client.rs)', 'cancelled csp request task for "tools/call" id 7 after the response exceeded 60s',
    { kind: 'timer-fired', phrase: 'zed/request-timed-out-phase', method: 'tools/call', id: 7, limitMs: 60_000 }],
  // The same wording where Zed sends no cancel: the initialize (spec: never cancelled), a request still queued.
  ['zed-industries/zed (client.rs)', 'cancelled csp request task for "initialize" id 0 after the response exceeded 60s',
    { kind: 'timer-fired', phrase: 'zed/request-timed-out-uncancelled', timer: 'host', method: 'initialize', id: 0 }],
  ['zed-industries/zed (client.rs)', 'cancelled csp request task for "tools/call" id 9 after the queue exceeded 60s',
    { kind: 'timer-fired', phrase: 'zed/request-timed-out-uncancelled', timer: 'host', method: 'tools/call', id: 9 }],
  ['maquina-app/rails-mcp-server#33 (the older wording is the host\'s deadline)', 'cancelled csp request task for "tools/call" id 3 which took over 60s',
    { kind: 'timer-fired', phrase: 'zed/request-timed-out', timer: 'host', method: 'tools/call', id: 3 }],
  ['zed-industries/zed#44786', 'some-remote-server context server failed to start: Context server request timeout',
    { kind: 'timer-fired', phrase: 'zed/failed-to-start-timeout', server: 'some-remote-server', method: 'initialize' }],
  ['zed-industries/zed#44786', 'design-tokens context server failed to start: error sending request for url (https://127.0.0.1:27124/mcp/)',
    { kind: 'failed', phrase: 'zed/failed-to-start', server: 'design-tokens' }],
  ['zed-industries/zed#63718', 'Broken pipe (os error 32)', { kind: 'connection-closed' }],
  ['zed-industries/zed#51350', 'Using HTTP transport for https://mcp.example.com/mcp', null],
]);

table('windsurf', windsurfPhrases, [
  ['idosal/git-mcp#43', 'Error: failed to start mcp sse client: Endpoint origin does not match connection origin example.io. Check your configuration.',
    { kind: 'failed', method: 'initialize' }],
  ['disruption-hub/payloadcmsmcp#2', 'context deadline exceeded', { kind: 'timer-fired', method: 'initialize' }],
  ['imskyleen/animate-ui#71', '/exa.language_server_pb.LanguageServerService/ListMcpResources (unknown): failed to get server instance: server name ui-kit not found', null],
  ['axiomhq/mcp#32', '[MCP] Establishing connection to MCP server...', { kind: 'request-sent', method: 'initialize', scope: 'connection', phrase: 'windsurf/establishing-connection' }],
  ['axiomhq/mcp#32', '[MCP] Failed to initialize client connection: transport error: context deadline exceeded',
    { kind: 'timer-fired', method: 'initialize', scope: 'connection', timer: 'host' }],
  ['axiomhq/mcp#32', '[MCP] Failed to initialize client connection: transport error: unexpected status 401',
    { kind: 'failed', method: 'initialize', phrase: 'windsurf/initialize-failed', error: 'transport error: unexpected status 401' }],
  // The panel's tail under the server's quoted stderr: the process ended during the start.
  ['BetterThanTomorrow/calva-backseat-driver#11', '[Wrapper] Socket error: Error: connect ECONNREFUSED 127.0.0.1:1712: server terminated. Check your configuration.',
    { kind: 'connection-closed', method: 'initialize', scope: 'connection', phrase: 'windsurf/server-terminated', error: '[Wrapper] Socket error: Error: connect ECONNREFUSED 127.0.0.1:1712' }],
  ['BetterThanTomorrow/calva-backseat-driver#11', 'Error: failed to initialize server: server terminated. Check your configuration.',
    { kind: 'connection-closed', method: 'initialize', phrase: 'windsurf/server-terminated' }],
  // The reporter pasted both sentences on one line: the one that ends the connect is what it says.
  ['JeremyVyska/bc-code-intelligence-mcp#31', '[MCP] Establishing connection to MCP server... [MCP] Failed to initialize client connection: transport error: context deadline exceeded',
    { kind: 'timer-fired', method: 'initialize' }],
]);

describe('cursor: the UI listing\'s failed sub-calls on one line (laravel/boost#784)', () => {
  const line = (...parts: string[]) => `listOfferingsForUI sub-call failed (count=${parts.length}): ${parts.join(' | ')}`;
  it.each([
    ['three parts, one sentence each', line('tools(authRelated=false, reason=unknown): Not connected', 'prompts(authRelated=false, reason=unknown): Not connected', 'resources(authRelated=false, reason=unknown): Not connected'),
      ['listOfferingsForUI sub-call failed (count=3): tools(authRelated=false, reason=unknown): Not connected', 'listOfferingsForUI sub-call failed (count=3): prompts(authRelated=false, reason=unknown): Not connected', 'listOfferingsForUI sub-call failed (count=3): resources(authRelated=false, reason=unknown): Not connected']],
    // One part is the sentence as Cursor prints it: the rows read it whole.
    ['one part', line('prompts(authRelated=true, reason=auth): Unauthorized'), null],
    ['a part of no kind the UI lists', line('tools(authRelated=false): Not connected', 'templates(authRelated=false): Not connected'), null],
    ['another line', 'listOfferings: Found 7 tools', null],
  ])('%s', (_name, msg, want) => {
    expect(cursorSubCallParts(msg)).toEqual(want);
  });
});
