/**
 * The gemini-cli phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { geminiCliPhrases } from '../../../src/ingest/hosts/gemini-cli.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // google-gemini/gemini-cli#8434: the IDE companion client's call failing, named by its file
  ["the IDE client's call failed", "[DEBUG] [IDEClient] callTool for /Users/x/src/a.ts failed: McpError: MCP error -32000: Connection closed\n    at Client._onclose (file:///x/protocol.js:106:23)", {"kind": "failed", "phrase": "gemini-cli/ide-call-tool-failed", "method": "tools/call", "error": "McpError: MCP error -32000: Connection closed"}],
  ["discovery: the process went away", "Error during discovery for server 'auditServer': Connection failed for 'auditServer': MCP error -32000: Connection closed", {"kind": "connection-closed", "server": "auditServer", "method": "initialize"}],
  ["discovery, older wording", "Error during discovery for MCP server 'research': MCP error -32000: Connection closed", {"kind": "connection-closed", "server": "research"}],
  ["discovery: a timeout", "Error during discovery for server 'slow': Connection failed for 'slow': MCP error -32001: Request timed out", {"kind": "timer-fired", "server": "slow", "method": "initialize"}],
  // google-gemini/gemini-cli#16830: its McpClient's guard, wrapped by the terminal or not, is its own row (the timeline
  // keeps no request for it); another error after the head stays the catch-all's.
  ["discovery refused by the client's guard", "Error during discovery for MCP server 'flow': Client is not connected,\n  must connect before interacting with the server. Current state is disconnected", {"kind": "failed", "phrase": "gemini-cli/discovery-not-connected", "server": "flow", "method": "initialize"}],
  ["the guard on one line", "Error during discovery for MCP server 'flow': Client is not connected, must connect before interacting with the server. Current state is disconnecting", {"phrase": "gemini-cli/discovery-not-connected"}],
  // google-gemini/gemini-cli#18412: a POST refused for its session id during discovery is a later message of the
  // handshake (the initialize carries none), so the row names no method; other POST errors stay the catch-all's.
  ["discovery: a POST refused for its session", "Error during discovery for MCP server 'ledger': Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided", {"kind": "failed", "phrase": "gemini-cli/discovery-session-refused", "server": "ledger", "error": "Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided"}],
  ["connect: a POST refused 404 for its session", "Error connecting to MCP server 'ledger': Connection failed for 'ledger': Streamable HTTP error: Error POSTing to endpoint (HTTP 404): Session not found", {"phrase": "gemini-cli/connecting-session-refused", "server": "ledger"}],
  ["discovery: another refused POST stays the catch-all", "Error during discovery for MCP server 'ledger': Streamable HTTP error: Error POSTing to endpoint (HTTP 401): Unauthorized", {"phrase": "gemini-cli/discovery-failed", "method": "initialize"}],
  ["discovery: anything else", "Error during discovery for server 'x': Connection failed for 'x': spawn foo ENOENT", {"kind": "failed", "phrase": "gemini-cli/discovery-failed", "server": "x"}],
  // tanaikech/ToolsForMCPServer#6: the connect's own head, naming the server twice.
  ["connect: the process went away", "Error connecting to MCP server 'sheet_tools': Connection failed for 'sheet_tools': MCP error -32000: Connection closed", {"kind": "connection-closed", "phrase": "gemini-cli/connecting-connection-closed", "server": "sheet_tools", "method": "initialize", "scope": "connection"}],
  ["connect: a timeout", "Error connecting to MCP server 'slow': Connection failed for 'slow': MCP error -32001: Request timed out", {"kind": "timer-fired", "server": "slow", "method": "initialize"}],
  ["connect: anything else", "Error connecting to MCP server 'x': Connection failed for 'x': spawn foo ENOENT", {"kind": "failed", "phrase": "gemini-cli/connecting-failed", "server": "x", "error": "spawn foo ENOENT"}],
  ["connect: the start-or-connect form stays the start row", "Error connecting to MCP server 'tm': failed to start or connect to MCP server 'tm' {\"command\":\"npx\"};", {"kind": "failed", "phrase": "gemini-cli/failed-to-start", "server": "tm"}],
  ["the idle stream cut carries no request", "MCP ERROR (fareWatch): Error: SSE stream disconnected: TypeError: terminated", null],
  // google-gemini/gemini-cli#17787 (`gemini --debug`): a capability list after the connect.
  ["a list's discovery timed out", "[Feedback Details for \"Error discovering prompts from <server-name>: MCP error -32001: Request timed out\"] McpError: MCP error -32001: Request timed out", {"kind": "timer-fired", "timer": "sdk", "method": "prompts/list", "server": "<server-name>"}],
  // google-gemini/gemini-cli#17772: the MCP tool wrapper quoting the server's isError result, under the call's box head.
  ["a tool's isError result, under its box head", "x  read_pages (team-docs MCP Server) {\"doc\":\"...\"}\nMCP tool 'read_pages' reported tool error for function call: {\"name\":\"read_pages\",\"args\":{\"doc\":\"...\"}} with response:\n[{\"functionResponse\":{\"name\":\"read_pages\",\"response\":{\"content\":[{\"type\":\"text\",\"text\":\"Error calling tool 'read_pages': no signed-in user\"}],\"isError\":true}}}]", {"kind": "failed", "phrase": "gemini-cli/mcp-tool-reported-error", "method": "tools/call", "target": "read_pages", "server": "team-docs", "error": "no signed-in user"}],
  ["the sentence alone, its response not the wrapper's", "MCP tool 'read_pages' reported tool error for function call: {\"name\":\"read_pages\",\"args\":{}} with response: quota exceeded", {"phrase": "gemini-cli/mcp-tool-reported-error", "target": "read_pages", "error": "quota exceeded"}],
  // google-gemini/gemini-cli#17944: `/mcp list`'s header over servers still connecting; a count of none names no connect
  ["/mcp list: one server still initializing", "⏳ MCP servers are starting up (1 initializing)...\nNote: First startup may take longer. Tool availability will update automatically.", {"kind": "request-sent", "phrase": "gemini-cli/mcp-list-initializing", "method": "initialize", "scope": "connection"}],
  ["/mcp list: discovery flagged with none connecting", "⏳ MCP servers are starting up (0 initializing)...", null],
  // google-gemini/gemini-cli#13820: the unhandled rejection's fetch failure through the SDK's transport send
  ["a rejection: fetch failed through the transport's send", "Stack trace:\nTypeError: fetch failed\n    at /x/undici/index.js:124:13\n    at async StreamableHTTPClientTransport.send (file:///x/streamableHttp.js:278:30)", {"kind": "connection-closed", "phrase": "gemini-cli/rejection-transport-send-fetch-failed", "error": "TypeError: fetch failed", "sending": true}],
  ["a rejection: fetch failed in the model client", "Reason: TypeError: fetch failed\n    at async Models.generateContentStream (file:///x/genai/index.mjs:13358:24)", null],
  // google-gemini/gemini-cli#18573: the queued prompt's notice is printed also with every server disabled
  ["the queued prompt's notice names no connect", "ℹ Waiting for MCP servers to initialize... Slash commands are still available and prompts will be queued.", null],
  ["a list's discovery failed otherwise", "Error discovering tools from ledger: MCP error -32603: boom", {"kind": "failed", "method": "tools/list", "server": "ledger", "error": "MCP error -32603: boom"}],
];

describe('gemini-cli phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(geminiCliPhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of geminiCliPhrases) {
      if (!row.id.startsWith('gemini-cli/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(geminiCliPhrases.map((r) => r.id)).size).toBe(geminiCliPhrases.length);
  });
});

describe('gemini-cli discovery refused for its session (google-gemini/gemini-cli#18412)', () => {
  it('lists one failed message of no named method, not the initialize', async () => {
    const text = "✕ Error during discovery for MCP server 'ledger': Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided\n";
    const report = await analyze([tempFile('gemini-session-refused.txt', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli' });
    expect(report.requests).toHaveLength(1);
    expect(report.requests[0]).toMatchObject({ method: 'unknown', outcome: 'failed', cause: 'session-expired' });
  });

  it('the row names no method and no connection scope', () => {
    const said = readSaid(geminiCliPhrases, "Error during discovery for MCP server 'ledger': Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided");
    expect(said?.method).toBeUndefined();
    expect(said?.scope).toBeUndefined();
  });
});

describe("gemini-cli's own guard refusing discovery (reasons.ts CLIENT_NOT_CONNECTED_GUARD_RE)", () => {
  it('names no request: the initialize had its answer and discovery wrote nothing (google-gemini/gemini-cli#16830)', async () => {
    const text = "Error during discovery for MCP server 'flow': Client is not connected,\n  must connect before interacting with the server. Current state is disconnected\n";
    const report = await analyze([tempFile('gemini-not-connected.txt', text)], { tz: 'UTC', all: true });
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli' });
    expect(report.requests).toEqual([]);
  });

  it('a discovery that failed for another reason is still the connect that failed', async () => {
    const text = "Error during discovery for MCP server 'flow': Connection failed for 'flow': fetch failed\n";
    const report = await analyze([tempFile('gemini-fetch-failed.txt', text)], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
  });
});

describe("gemini-cli's `/mcp auth` failing before any session", () => {
  it('names no request: the OAuth discovery runs before the connect writes anything (miroapp/miro-ai#29)', async () => {
    const text = "ℹ MCP issues detected. Run /mcp list for status.\n > /mcp auth board\n\nℹ Starting OAuth authentication for MCP server 'board'...\n✕ Failed to authenticate with MCP server 'board': Failed to discover OAuth configuration from MCP server\n";
    const report = await analyze([tempFile('gemini-auth.txt', text)], { tz: 'UTC', all: true });
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli', unparsed: 0, problems: 0 });
    expect(report.requests).toEqual([]);
  });
});

describe("gemini-cli's tool box: a call the server answered with isError (google-gemini/gemini-cli#17772)", () => {
  it("reads the box head and the wrapper's sentence as one failed tools/call, the server's answer", async () => {
    const pad = (t: string, w = 60): string => `│ ${t}${' '.repeat(Math.max(1, w - t.length))}│`;
    const text = [
      pad('x  read_pages (team-docs MCP Server) {"doc":"..."}'),
      pad(''),
      pad("MCP tool 'read_pages' reported tool error for function call:"),
      pad('{"name":"read_pages","args":{"doc":"..."}} with response:'),
      pad('[{"functionResponse":{"name":"read_pages","response":'),
      pad('{"content":[{"type":"text","text":"no signed-in user"}],'),
      pad('"isError":true}}}]'),
    ].join('\n');
    const report = await analyze([tempFile('gemini-tool-box.txt', `${text}\n`)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli' });
    expect(report.requests).toHaveLength(1);
    expect(report.requests[0]).toMatchObject({ method: 'tools/call', target: 'read_pages', outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });
});

describe("gemini-cli's MCP start-up status (google-gemini/gemini-cli#17944, #18573, #25599)", () => {
  const run = async (name: string, text: string) => analyze([tempFile(name, text)], { tz: 'UTC', all: true });

  it('a server still initializing in `/mcp list` is one initialize left pending', async () => {
    const text = 'ℹ Waiting for MCP servers to initialize... Slash commands are still available and prompts will be queued.\n> /mcp list\n⏳ MCP servers are starting up (1 initializing)...\nNote: First startup may take longer. Tool availability will update automatically.\n';
    const report = await run('gemini-status-initializing.txt', text);
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli', unparsed: 0 });
    expect(report.requests).toHaveLength(1);
    expect(report.requests[0]).toMatchObject({ method: 'initialize', outcome: 'pending', cause: 'unknown' });
  });

  it("the queued prompt's notice alone is Gemini CLI's and names no request", async () => {
    const text = 'ℹ Waiting for MCP servers to initialize... Slash commands are still available and prompts will be queued.\n\nQueued (press ↑ to edit):\n  list the open issues\n';
    const report = await run('gemini-status-queued.txt', text);
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli' });
    expect(report.requests).toEqual([]);
  });

  it("`gemini mcp list`'s rows are the list's verdicts, no request", async () => {
    const text = 'Configured MCP servers:\n\n✓ notes: node /srv/notes.js (stdio) - Connected\n✗ fleet: https://fleet.example.dev/mcp (http) - Disconnected\n';
    const report = await run('gemini-mcp-list.txt', text);
    expect(report.inputs[0]).toMatchObject({ host: 'gemini-cli', unparsed: 0 });
    expect(report.requests).toEqual([]);
  });

  it('a row of another shape is not read as Gemini CLI', async () => {
    const host = await run('not-gemini-list.txt', '✗ fleet: the build failed - Disconnected\n').then((r) => {
      const input = r.inputs[0];
      return input !== undefined && 'host' in input ? input.host : null;
    }, () => null);
    expect(host).not.toBe('gemini-cli');
  });
});

describe("gemini-cli's install path in a stack frame (google-gemini/gemini-cli#23509)", () => {
  const run = async (name: string, text: string) => analyze([tempFile(name, text)], { tz: 'UTC', all: true });
  const frames = (error: string) =>
    [
      error,
      '    at abort (C:\\Users\\me\\AppData\\Roaming\\npm\\node_modules\\@google\\gemini-cli\\node_modules\\node-fetch\\lib\\index.js:1458:16)',
      '    at GeminiClient.processTurn (file:///C:/Users/me/AppData/Roaming/npm/node_modules/@google/gemini-cli/node_modules/@google/gemini-cli-core/dist/src/core/client.js:517:32)',
      '',
    ].join('\n');

  it('claims a stack whose error says MCP', async () => {
    const report = await run('gemini-mcp-stack.txt', frames('McpError: MCP error -32001: Request timed out'));
    expect(report.inputs[0]).toMatchObject({ format: 'gemini-cli', host: 'gemini-cli' });
  });

  it('refuses the CLI aborting its own model request: no word says MCP', async () => {
    await expect(run('gemini-abort.txt', frames('AbortError: The user aborted a request.'))).rejects.toThrow(/not a capture in any known format/);
  });
});

/**
 * The CLI's own frames around whatever it prints — the unhandled-rejection banner, the `/about` box, the debug console's
 * header — claim a text only beside a word that says MCP: the banner over its own experiments fetch cut by the network is
 * no capture (google-gemini/gemini-cli#25739), the same banner over an MCP error is Gemini CLI's.
 */
describe("gemini-cli's own frames claim a text only beside an MCP word (google-gemini/gemini-cli#25739)", () => {
  const run = async (name: string, text: string) => analyze([tempFile(name, text)], { tz: 'UTC', all: true });
  const banner = (reason: string) => ['This is an unexpected error. Please file a bug report using the /bug tool.', 'CRITICAL: Unhandled Promise Rejection!', `Reason: ${reason}`, ''].join('\n');
  const boxed = (header: string, row: string) => [`${header}   │`, `│ ${row} │`, ''].join('\n');
  it.each([
    ['the banner', banner('GaxiosError: request to https://cloudcode-pa.googleapis.com/v1internal:listExperiments failed, reason: read ECONNRESET')],
    ['the debug console\'s header', boxed('Debug Console (ctrl+o to close)', 'ℹ Authenticated via "oauth-personal".')],
    ['the about box', boxed('About Gemini CLI', 'CLI Version   0.38.2')],
  ])('refuses %s with no MCP word', async (_n, text) => {
    await expect(run('gemini-own.txt', text)).rejects.toThrow(/not a capture in any known format/);
  });
  it.each([
    ['the banner', banner('McpError: MCP error -32001: Request timed out')],
    ['the debug console\'s header', boxed('Debug Console (ctrl+o to close)', '✖ McpError: MCP error -32000: Connection closed')],
  ])('claims %s beside an MCP word', async (_n, text) => {
    const report = await run('gemini-mcp.txt', text);
    expect(report.inputs[0]).toMatchObject({ format: 'gemini-cli', host: 'gemini-cli' });
  });
});
