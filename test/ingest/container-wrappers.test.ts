/**
 * Logs as a container runtime or a CI runner hands them over (paste.ts): compose's own lines among its
 * services' prefixed lines, a runtime's RFC 3339 stamp before lines that carry their own clock, a GitHub
 * Actions runner's group lines and markers; and the words a runtime or a stdio server writes about the
 * process (platforms.ts, typescript-sdk.ts). Lines follow the pastes cited, names replaced.
 */
import { describe, expect, it } from 'vitest';
import { composeServiceExited, readSaid, typescriptServerPhrases } from '../../src/ingest/hosts/index.js';
import { pasteShape, unpaste } from '../../src/ingest/paste.js';
import { analyze } from '../../src/analyze.js';
import { tempFile } from './helpers.js';

function clean(lines: string[]): Array<string | null> {
  const shape = pasteShape(lines);
  return shape === null ? lines : lines.map((l) => unpaste(l, shape));
}

describe('container and CI wrappers', () => {
  // modelcontextprotocol/servers#879: `docker compose up`, the service's line and compose's own exit line in turn
  it("compose's own lines count toward the prefix share and are kept", () => {
    const lines = ['notes-mcp-server  | Notes MCP Server running on stdio', 'notes-mcp-server exited with code 0', 'notes-mcp-server  | Notes MCP Server running on stdio', 'notes-mcp-server exited with code 0'];
    expect(clean(lines)).toEqual(['Notes MCP Server running on stdio', 'notes-mcp-server exited with code 0', 'Notes MCP Server running on stdio', 'notes-mcp-server exited with code 0']);
    // compose v2's progress lines before the services' output
    expect(clean(['[+] Running 2/2', ' ✔ Container notes-mcp-1  Started', 'notes-mcp-1  | Server ready', 'notes-mcp-1  | Processing request of type CallToolRequest'])).toEqual(['[+] Running 2/2', ' ✔ Container notes-mcp-1  Started', 'Server ready', 'Processing request of type CallToolRequest']);
    // compose's words alone do not make a compose log
    expect(pasteShape(['notes exited with code 1', 'plain line'])).toBeNull();
  });

  it.each([
    ['docker logs -t (nine fraction digits)', ['2025-05-20T13:33:38.597123456Z 2025-05-20 13:33:38,597 - mcp.server - INFO - Processing request', '2025-05-20T13:34:38.600000001Z 2025-05-20 13:34:38,600 - mcp.server - ERROR - Error'], ['2025-05-20 13:33:38,597 - mcp.server - INFO - Processing request', '2025-05-20 13:34:38,600 - mcp.server - ERROR - Error']],
    ['docker compose logs -t (after the service prefix)', ['api-1  | 2025-05-20T13:33:38.597123456Z [2025-05-20 13:33:38] info: [MCP] call', 'api-1  | 2025-05-20T13:33:39.001Z [2025-05-20 13:33:39] error: [MCP] failed'], ['[2025-05-20 13:33:38] info: [MCP] call', '[2025-05-20 13:33:39] error: [MCP] failed']],
    ['kubectl logs --timestamps, a time of day behind it', ['2025-05-20T13:33:38.597123456+00:00 3:59PM INF Transparent proxy: POST /mcp', '2025-05-20T13:33:39.100000000+00:00 3:59PM ERR Failed to forward request'], ['2025-05-20T13:33:38.597123456+00:00 3:59PM INF Transparent proxy: POST /mcp', '2025-05-20T13:33:39.100000000+00:00 3:59PM ERR Failed to forward request']],
    ['a GitHub Actions job log: group lines dropped, markers removed', ['2026-01-13T10:00:00.1234567Z ##[group]Run server tests', '2026-01-13T10:00:01.1234567Z 2026-01-13 10:00:01.120 [info] Starting server notes', '2026-01-13T10:00:31.1234567Z ##[error]2026-01-13 10:00:31.120 [error] Request timed out', '2026-01-13T10:00:31.2234567Z ##[endgroup]'], [null, '2026-01-13 10:00:01.120 [info] Starting server notes', '2026-01-13 10:00:31.120 [error] Request timed out', null]],
  ])('%s', (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it("a runtime's stamp before lines without a clock of their own stays (it is their only clock)", () => {
    expect(pasteShape(['2025-05-20T13:33:38.597123456Z Notes MCP Server running on stdio', '2025-05-20T13:33:40.000000000Z Shutting down'])).toBeNull();
  });

  // A log viewer's clock and ' | ' before every line: Docker Desktop's container log view copied
  // (syahiidkamil/mcp-postgres-full-access#5; an Envoy line with its own clock behind it: higress-group/higress#2630).
  it.each([
    ['lines without a clock of their own keep the viewer\'s (their only clock); a blank line\'s clock alone is dropped',
      ['2025-06-18 11:13:21.072 | INFO:     Started server process [7]', '2025-06-18 11:13:30.498 | ', '2025-06-18 11:13:30.526 | MCP server started and ready to accept connections'],
      ['2025-06-18 11:13:21.072 INFO:     Started server process [7]', null, '2025-06-18 11:13:30.526 MCP server started and ready to accept connections']],
    ['a line with its own clock behind the viewer\'s keeps its own only',
      ['2025-09-16 10:19:53.584 | 2025-09-16T02:19:53.584226Z\tdebug\tenvoy connection connecting', '2025-09-16 10:19:53.586 | 2025-09-16T02:19:53.585809Z\tdebug\tenvoy connection connected'],
      ['2025-09-16T02:19:53.584226Z\tdebug\tenvoy connection connecting', '2025-09-16T02:19:53.585809Z\tdebug\tenvoy connection connected']],
    // kontext-security/browser-use-mcp-server#42: Docker Desktop's view of a compose project, the container between clock and bar
    ['a compose project\'s view: the container\'s name goes with the bar, the clock stays',
      ['2025-04-22 20:27:01 n8n-1  | McpClientTool: Failed to connect to MCP Server', '2025-04-22 20:27:01 n8n-1  | Error in sub-node Crawler'],
      ['2025-04-22 20:27:01 McpClientTool: Failed to connect to MCP Server', '2025-04-22 20:27:01 Error in sub-node Crawler']],
    // Azure/azure-mcp#881: Docker Desktop's view copied without the bar, LibreChat's own UTC stamp behind the local one
    ['no bar, a date-time of the line\'s own behind it: only the line\'s own stays',
      ['2025-08-11 11:11:57 2025-08-11T14:11:57.262Z info: [MCP] Initialized 0/3 app-level server(s)', '2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: Error POSTing to endpoint (HTTP 401)'],
      ['2025-08-11T14:11:57.262Z info: [MCP] Initialized 0/3 app-level server(s)', '2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: Error POSTing to endpoint (HTTP 401)']],
    ['no bar, a bracketed date-time behind it, a tab between',
      ['2025-08-11 11:11:57\t[2025-08-11 14:11:57] INFO mcp: started', '2025-08-11 11:11:58\t[2025-08-11 14:11:58] ERROR mcp: failed'],
      ['[2025-08-11 14:11:57] INFO mcp: started', '[2025-08-11 14:11:58] ERROR mcp: failed']],
  ])("a log viewer's clock before each line is removed: %s", (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  // Log collectors' JSON envelopes around a program's line: Docker's json-file driver (docs.docker.com, "JSON File
  // logging driver") and `pm2 logs --json` (pm2.keymetrics.io, "Logs"); the CRI format a node's pod logs are written in
  // (kubernetes/design-proposals-archive node/kubelet-cri-logging.md); `pm2 logs`' prefix (its lib/API/Log.js).
  it.each([
    ['Docker json-file: the line inside, its own clock kept, the envelope\'s dropped',
      ['{"log":"2025-10-02 08:13:11.123 [info] connected to MCP server notes\\n","stream":"stdout","time":"2025-10-02T08:13:11.123456789Z"}',
        '{"log":"McpError: MCP error -32001: Request timed out\\n","stream":"stderr","time":"2025-10-02T08:14:11.456789012Z"}'],
      ['2025-10-02 08:13:11.123 [info] connected to MCP server notes', '2025-10-02T08:14:11.456789012Z McpError: MCP error -32001: Request timed out']],
    ['pm2 logs --json: the message inside, the envelope\'s clock before a line without one',
      ['{"message":"Error calling tool \'zhi\': MCP error -32001: Request timed out\\n","timestamp":"2025-10-02T08:14:11.460Z","type":"err","process_id":0,"app_name":"mcp-gw"}',
        '{"message":"retrying\\n","timestamp":"2025-10-02T08:14:12.000Z","type":"out","process_id":0,"app_name":"mcp-gw"}'],
      ['2025-10-02T08:14:11.460Z Error calling tool \'zhi\': MCP error -32001: Request timed out', '2025-10-02T08:14:12.000Z retrying']],
    ['the CRI format: the stream and its F/P tag go, the runtime\'s clock stays before a line without one',
      ['2025-10-02T08:13:11.123456789Z stdout F Starting new stdio process with command: npx notes-mcp', '2025-10-02T08:14:11.456789012Z stderr F McpError: MCP error -32001: Request timed out'],
      ['2025-10-02T08:13:11.123456789Z Starting new stdio process with command: npx notes-mcp', '2025-10-02T08:14:11.456789012Z McpError: MCP error -32001: Request timed out']],
    ['the CRI format before a line with its own clock: only that clock stays',
      ['2025-10-02T08:13:11.123456789Z stderr F 2025-10-02 08:13:11,120 - mcp.client - ERROR - failed', '2025-10-02T08:13:12.000000000Z stderr F 2025-10-02 08:13:12,000 - mcp.client - INFO - retry'],
      ['2025-10-02 08:13:11,120 - mcp.client - ERROR - failed', '2025-10-02 08:13:12,000 - mcp.client - INFO - retry']],
    ['pm2 logs: the process\'s id and name go, the tail\'s header is kept',
      ['/root/.pm2/logs/mcp-gw-error.log last 15 lines:', '0|mcp-gw   | 2025-10-02 08:14:11.456 Error calling tool \'zhi\': MCP error -32001: Request timed out', '0|mcp-gw   | 2025-10-02 08:14:12.000 retrying'],
      ['/root/.pm2/logs/mcp-gw-error.log last 15 lines:', '2025-10-02 08:14:11.456 Error calling tool \'zhi\': MCP error -32001: Request timed out', '2025-10-02 08:14:12.000 retrying']],
  ])('%s', (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it("a container's CRI log read through the envelope: the SDK's timer is a request's, and an error class after the clock is no LibreChat level", async () => {
    const r = await analyze([tempFile('pod.log', [
      '2025-10-02T08:13:11.123456789Z stdout F Starting new stdio process with command: npx notes-mcp',
      '2025-10-02T08:14:11.456789012Z stderr F McpError: MCP error -32001: Request timed out',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'unknown' });
    expect(r.requests.map((q) => [q.outcome, q.cause])).toEqual([['cancelled', 'client-timeout']]);
  });

  // A reporter often pastes the one line that failed, its wrapper still on it: a prefix only a wrapper writes is peeled
  // from that line alone.
  it.each([
    ['compose, the replica\'s number and the padding', ['gateway-1  | MCP error -32001: Request timed out'], ['MCP error -32001: Request timed out']],
    ['pm2', ['0|mcp-gw   | MCP error -32001: Request timed out'], ['MCP error -32001: Request timed out']],
    ['compose, inside the reporter\'s fence', ['```', 'gateway-1  | Error: Connection timed out', '```'], [null, 'Error: Connection timed out', null]],
    ['kubectl logs --prefix', ['[pod/mcp-7c9d8e6f5-x2kqp/mcp] Error: Connection timed out'], ['Error: Connection timed out']],
    ['the journal, its identifier with a pid', ['Oct 02 08:13:11 box node[42]: Error: Connection timed out'], ['Error: Connection timed out']],
    ['the CRI format', ['2025-10-02T08:13:11.123456789Z stderr F McpError: MCP error -32001: Request timed out'], ['2025-10-02T08:13:11.123456789Z McpError: MCP error -32001: Request timed out']],
    ['Docker\'s json-file', ['{"log":"Error: Connection timed out\\n","stream":"stderr","time":"2025-10-02T08:13:11.123456789Z"}'], ['2025-10-02T08:13:11.123456789Z Error: Connection timed out']],
    ['a log viewer\'s clock and bar', ['2025-10-02 08:13:11.123 | Error: Connection timed out'], ['2025-10-02 08:13:11.123 Error: Connection timed out']],
  ])("a lone line's wrapper is removed: %s", (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  // A clock before a line with no date-time of its own is the writer's own layout (a time of day behind it is no second
  // clock), so without the bar nothing is taken.
  it('a clock before a line without a date of its own is kept without the bar', () => {
    expect(pasteShape(['2025-08-11 11:11:57 info: [MCP] Initialized 0/3 app-level server(s)', '2025-08-11 11:11:59 error: [MCP][notes] Connection failed'])).toBeNull();
    expect(pasteShape(['2025-08-11 11:11:57 14:11:57.262 INFO started', '2025-08-11 11:11:58 14:11:58.001 ERROR failed'])).toBeNull();
  });

  // Docker Desktop stamps every line it shows, a record's continuation lines too: once two lines show the doubled form,
  // a frame (or a closing bracket, `Caused by:`) under the bare clock is the viewer's, and a head full of frames keeps
  // the shape; without the doubled form the same lines are a single-clock writer's own.
  it.each([
    ['frames under the bare clock lose it, the frame\'s indent kept',
      ['2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: fetch failed', '2025-08-11 11:11:59     at send (/app/node_modules/client.js:10:5)', '2025-08-11 11:11:59     at async connect (/app/api/mcp.js:20:3)', '2025-08-11 11:11:59     at async init (/app/api/mcp.js:30:9)', '2025-08-11 11:12:00 2025-08-11T14:12:00.001Z warn: [MCP][notes] OAuth authentication required'],
      ['2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: fetch failed', '    at send (/app/node_modules/client.js:10:5)', '    at async connect (/app/api/mcp.js:20:3)', '    at async init (/app/api/mcp.js:30:9)', '2025-08-11T14:12:00.001Z warn: [MCP][notes] OAuth authentication required']],
    ['a JSON body\'s lines and its closing bracket, a Caused by:',
      ['2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP] failed {', '2025-08-11 11:11:59   "code": 401', '2025-08-11 11:11:59 }', '2025-08-11 11:11:59 Caused by: Unauthorized', '2025-08-11 11:12:00 2025-08-11T14:12:00.001Z info: [MCP] retrying'],
      ['2025-08-11T14:11:59.893Z error: [MCP] failed {', '  "code": 401', '}', 'Caused by: Unauthorized', '2025-08-11T14:12:00.001Z info: [MCP] retrying']],
  ])("Docker Desktop's view without the bar holds for the record's continuation lines: %s", (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it.each([
    ['a single-clock writer\'s own stamped frames', ['2025-08-11 11:11:57 Error: connect failed', '2025-08-11 11:11:57     at send (/app/client.js:10:5)', '2025-08-11 11:11:57     at run (/app/main.js:3:1)']],
    ['one doubled line alone does not establish the copy', ['2025-08-11 11:11:57 2025-08-11T14:11:57.262Z error: [MCP] failed', '2025-08-11 11:11:57     at send (/app/client.js:10:5)', '2025-08-11 11:11:57     at run (/app/main.js:3:1)', '2025-08-11 11:11:57     at go (/app/main.js:9:1)']],
  ])('a bare clock before frames is kept without the doubled form: %s', (_what, lines) => {
    expect(pasteShape(lines)).toBeNull();
  });

  // Docker Desktop shows a blank line of the container's output as its clock alone (with the bar, with the compose
  // container's name, or bare when copied without the bar): the view's, not the log's, so it is dropped as a line the
  // reporter's copy added (counted blank).
  it.each([
    ['with the bar, no space after it',
      ['2025-06-18 11:13:21.072 | INFO:     Started server process [7]', '2025-06-18 11:13:30.498 |', '2025-06-18 11:13:30.526 | MCP server started'],
      ['2025-06-18 11:13:21.072 INFO:     Started server process [7]', null, '2025-06-18 11:13:30.526 MCP server started']],
    ['a compose project\'s view, the container named',
      ['2025-04-22 20:27:01 n8n-1  | McpClientTool: Failed to connect to MCP Server', '2025-04-22 20:27:01 n8n-1  | ', '2025-04-22 20:27:02 n8n-1  | Error in sub-node Crawler'],
      ['2025-04-22 20:27:01 McpClientTool: Failed to connect to MCP Server', null, '2025-04-22 20:27:02 Error in sub-node Crawler']],
    ['without the bar, the clock alone',
      ['2025-08-11 11:11:57 2025-08-11T14:11:57.262Z info: [MCP] Initialized 0/3 app-level server(s)', '2025-08-11 11:11:58', '2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: fetch failed', '2025-08-11 11:11:59 '],
      ['2025-08-11T14:11:57.262Z info: [MCP] Initialized 0/3 app-level server(s)', null, '2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: fetch failed', null]],
  ])("Docker Desktop's clock-only lines are the view's own, dropped: %s", (_what, lines, want) => {
    expect(clean(lines)).toEqual(want);
  });

  it("Docker Desktop's clock-only lines are counted blank: neither events nor problems", async () => {
    const r = await analyze([tempFile('viewer-clocks.log', [
      '2025-08-11 11:11:57 2025-08-11T14:11:57.265Z info: MCP servers initialized successfully',
      '2025-08-11 11:11:58',
      '2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: Error POSTing to endpoint (HTTP 401): {"error":"unauthorized"}',
      '2025-08-11 11:11:59 ',
      '2025-08-11 11:11:59 2025-08-11T14:11:59.894Z warn: [MCP][notes] OAuth authentication required',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'librechat', lineAccounting: { event: 3, part: 0, blank: 2, problem: 0 } });
  });

  it("Docker Desktop's view copied without the bar: LibreChat's lines under it are read as LibreChat's", async () => {
    const r = await analyze([tempFile('librechat.log', [
      '2025-08-11 11:11:57 2025-08-11T14:11:57.265Z info: MCP servers initialized successfully',
      '2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error: [MCP][notes] Transport error: Error POSTing to endpoint (HTTP 401): {"error":"unauthorized"}',
      '2025-08-11 11:11:59 2025-08-11T14:11:59.894Z warn: [MCP][notes] OAuth authentication required',
      '',
    ].join('\n'))], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'librechat' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'failed', 'server-error']]);
  });

  it.each([
    ['a word and a bar in a sentence', ['Status | fine']],
    ['a journal-like line without a pid', ['Oct 02 08:13:11 box kernel: something']],
    ['a table row', ['name-1 | value']],
    ['loguru\'s own line', ['2026-06-01 09:10:51 | ERROR | - | MCP tool failed']],
  ])('a lone line that only looks wrapped is left alone: %s', (_what, lines) => {
    expect(pasteShape(lines)).toBeNull();
  });

  // docker logs -t stamps every line, a traceback's frames too: without the stamp they go on with their record.
  it("a runtime's stamp before a record's next lines is removed, so they join it; a level padded after the clock is the record's own", () => {
    expect(clean([
      '2025-10-02T08:13:11.100000000Z Error in post_writer: Client error',
      '2025-10-02T08:13:11.100000001Z Traceback (most recent call last):',
      '2025-10-02T08:13:11.100000002Z   File "/app/.venv/lib/python3.12/site-packages/mcp/client/streamable_http.py", line 401, in post_writer',
    ])).toEqual([
      '2025-10-02T08:13:11.100000000Z Error in post_writer: Client error',
      'Traceback (most recent call last):',
      '  File "/app/.venv/lib/python3.12/site-packages/mcp/client/streamable_http.py", line 401, in post_writer',
    ]);
    expect(pasteShape(['2025-09-28T18:08:41.526200Z     info    request gateway=bind/3000', '2025-09-28T18:08:41.630046Z     error   rmcp::transport failed'])).toBeNull();
  });

  it("a runtime's clock before a line that is only the SDK's error (docker logs -t) still makes it the program's output", async () => {
    const r = await analyze([tempFile('stamped.txt', '2025-10-02T08:13:11.123456789Z Error: Connection timed out\n')], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
    // The same words inside a sentence under the clock are someone's account, not the error printed.
    await expect(analyze([tempFile('prose.txt', '2025-10-02T08:13:11.123456789Z I saw Error: Connection timed out twice\n')], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it("a server's error answer alone on its line, behind a runtime's clock, is still the printed error (a CRI record)", async () => {
    const r = await analyze([tempFile('answer.txt', "2025-10-02T08:13:11.123456789Z stderr F MCP error -32601: Tool long-job requires task augmentation (taskSupport: 'required')\n")], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['tools/call', 'failed', 'server-error']]);
  });

  it("a traceback's last line naming the exception by its dotted path goes on with its record under docker logs -t", () => {
    expect(clean([
      '2025-10-02T08:13:11.100000000Z 2025-10-02 08:13:11,100 - agent - ERROR - tool failed',
      '2025-10-02T08:13:11.100000001Z Traceback (most recent call last):',
      '2025-10-02T08:13:11.100000002Z mcp.shared.exceptions.McpError: Connection closed',
    ])).toEqual(['2025-10-02 08:13:11,100 - agent - ERROR - tool failed', 'Traceback (most recent call last):', 'mcp.shared.exceptions.McpError: Connection closed']);
  });

  it('one envelope among other lines is the log\'s own JSON', () => {
    expect(pasteShape(['{"log":"x\\n","stream":"stdout","time":"2025-10-02T08:13:11Z"}', 'plain line', 'another plain line'])).toBeNull();
  });

  it("loguru's own level column after its clock is the log's layout, not a viewer's prefix (HKUDS/nanobot#4168)", () => {
    expect(pasteShape(['2026-06-01 09:10:51 | ERROR | - | MCP tool \'list_flash\' failed: McpError: Session terminated', '2026-06-01 09:12:02 | INFO  | - | retrying'])).toBeNull();
  });

  // theRubberDuckiee/mcp-server-configs#1, tim-smart/effect-mcp#18: Warp's per-server MCP log writes its own clock and
  // ' | ' before a bracketed level and its MCP words; the bar is the log's layout and stays
  it("Warp's own clock and bar before its level and MCP words are the log's layout, not a viewer's prefix", () => {
    expect(pasteShape([
      '2025-09-13 12:40:50.953 | [note] Attention! There may be sensitive information (such as API keys) in these logs. Make sure to redact any secrets before sharing with others.',
      '2025-09-13 12:40:50.953 | [info] MCP: Using stdio transport',
      '2025-09-13 12:40:50.955 | [info] MCP: Sending request: {"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}',
      '2025-09-13 12:40:50.969 | [info] MCP [pid: 31720] stderr: The system cannot find the path specified.',
    ])).toBeNull();
    // A viewer's bar before another program's bracketed level is still the viewer's.
    expect(clean(['2025-06-18 11:13:21.072 | [info] server listening on 8080', '2025-06-18 11:13:22.100 | [info] client connected'])).toEqual(['2025-06-18 11:13:21.072 [info] server listening on 8080', '2025-06-18 11:13:22.100 [info] client connected']);
  });

  it("Warp's log is read as the JSON-RPC it logs: the initialize still open at the end is pending", async () => {
    const log = [
      '2025-09-13 12:40:50.953 | [info] MCP: Using stdio transport',
      '2025-09-13 12:40:50.955 | [info] MCP: Sending request: {"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"dev.warp.Warp","version":"v0.2025.09.10.08.11.stable_01"}}}',
      '2025-09-13 12:40:50.969 | [info] MCP [pid: 31720] stderr: The system cannot find the path specified.',
    ].join('\n');
    const report = await analyze([tempFile('warp-mcp.log', log + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'pending', 'unknown']]);
  });

  // Google Cloud's Logs Explorer copied: its clock alone on a line over each record (patvice/ruby_llm-mcp#52)
  it("a console's clock alone on the line before each record is dropped when the records carry their own", () => {
    const lines = [
      '2025-07-08 07:19:35.075 EDT',
      'I, [2025-07-08T11:19:35.075483 #41] INFO -- RubyLLM::MCP: Starting SSE listener thread',
      '2025-07-08 07:19:35.179 EDT',
      'E, [2025-07-08T11:19:35.178975 #41] ERROR -- RubyLLM::MCP: SSE connection error: stream 1 closed with error: protocol_error. Reconnecting in 1 seconds...',
    ];
    expect(clean(lines)).toEqual([null, lines[1], null, lines[3]]);
    // Records without a clock of their own: the console's is their only one, so nothing is dropped.
    expect(pasteShape(['2025-07-08 07:19:35.075 EDT', 'Starting SSE listener thread', '2025-07-08 07:19:35.179 EDT', 'SSE connection error'])).toBeNull();
    // Two clocks in a row are no console's copy (a list of times).
    expect(pasteShape(['2025-07-08 07:19:35.075', '2025-07-08 07:19:36.075', 'I, [2025-07-08T11:19:35.075483 #41] INFO -- x: y'])).toBeNull();
  });

  it.each([
    ['compose: a service exited', composeServiceExited, 'notes-mcp-server exited with code 0', { kind: 'connection-closed', phrase: 'platform/compose-service-exited', server: 'notes-mcp-server', exitCode: 0 }],
    ['compose: exit 137 (killed)', composeServiceExited, 'proj_mcp_1 exited with code 137', { kind: 'connection-closed', exitCode: 137 }],
    ['a stdio server banner', typescriptServerPhrases, 'Secure MCP Filesystem Server running on stdio', { kind: 'connected', phrase: 'typescript-sdk/server-running-on-stdio' }],
    ['prose about stdio is no banner', typescriptServerPhrases, 'the tool keeps running on stdio', null],
    // meltylabs/chorus#58: the server's version between its name and the words; the name keeps no version
    ['a banner with the server\'s version', typescriptServerPhrases, 'Docs Index MCP Server v2.1.0 running on stdio', { kind: 'connected', phrase: 'typescript-sdk/server-running-on-stdio', server: 'Docs Index MCP Server' }],
    ['a banner with a bare version and a pre-release tag', typescriptServerPhrases, 'Ledger Server 0.4.0-beta.2 running on stdio', { kind: 'connected', server: 'Ledger Server' }],
    ['a number that is no version is no banner', typescriptServerPhrases, 'Ledger Server 4 running on stdio', null],
  ])('%s', (_what, rows, line, want) => {
    const said = readSaid(Array.isArray(rows) ? rows : [rows], line);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });
});
