/**
 * Real capture lines per format (verbatim shapes from shared/reference/log-formats.md) and
 * builders that wrap an arbitrary JSON text the way each format carries a message. The fuzz
 * suites mutate these; the nasty-case suite plants things in them.
 */

export const CLAUDE_LINES = [
  '2025-07-12T05:51:44.599Z [chatlog] [info] Server started and connected successfully { metadata: undefined }',
  '2025-07-12T05:51:44.601Z [chatlog] [info] Message from client: {"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0} { metadata: undefined }',
  '2025-07-12T05:51:44.700Z [chatlog] [info] Message from server: {"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2024-11-05","capabilities":{"tools":{}},"serverInfo":{"name":"chatlog","version":"1.0"}}} { metadata: undefined }',
  '2025-07-12T05:51:45.000Z [chatlog] [info] Message from client: {"method":"tools/call","params":{"name":"query","arguments":{"q":"x"},"_meta":{"progressToken":3}},"jsonrpc":"2.0","id":3} { metadata: undefined }',
  '2025-07-12T05:51:46.000Z [chatlog] [info] Message from server: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":3,"progress":1,"total":2}} { metadata: undefined }',
  '2025-07-12T05:52:44.607Z [chatlog] [info] Message from client: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"Error: MCP error -32001: Request timed out"}} { metadata: undefined }',
  '2025-07-12T05:52:44.610Z [chatlog] [info] Client transport closed { metadata: undefined }',
  '2025-07-12T05:52:44.614Z [chatlog] [info] Server transport closed unexpectedly, this is likely due to the process exiting early. { metadata: undefined }',
  'npx: installed 57 in 12.39s',
  '[4227] [Local→Remote] notifications/cancelled',
  '2026-04-03T08:20:33.105Z [mail] [info] Using MCP server command: apple-mail-mcp with args and path: {',
  '  metadata: {',
  "    args: [ [length]: 0 ],",
  '  }',
  '} %o',
  '2026-02-02T15:40:55.239Z [skilljack] [info] Message from server: {"jsonrpc":"2.0","id":4,"result":{"messages":[{"role":"user","content":{"type":"resource","resource":{"uri":"skill://x","text":"---\\r\\nname: x…[18778 chars truncated]…\\r\\n"},…}}]}} { metadata: undefined }',
  '2025-03-23T13:35:24.813Z [filesystem] [error] spawn mcp-filesystem-server ENOENT {"context":"connection","stack":"Error: spawn ENOENT\\n    at x"}',
  '2025-03-12T17:53:14.624Z [info] [perplexity-mcp] Initializing server...',
  '2025-03-12T17:53:14.656Z [info] [perplexity-mcp] Message from client: {"method":"initialize","params":{},"jsonrpc":"2.0","id":0}',
];

export const VSCODE_LINES = [
  '2026-07-24 02:03:14.031 [info] Starting server mcp-taskfile-server',
  '2026-07-24 02:03:14.031 [info] Connection state: Starting',
  '2026-07-24 02:03:14.089 [info] Connection state: Running',
  '2026-07-24 02:03:14.089 [debug] [editor -> server] {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"Visual Studio Code","version":"1.129.1"}}}',
  '2026-07-24 02:03:14.151 [debug] [server -> editor] {"jsonrpc":"2.0","id":1,"result":{"capabilities":{"logging":{}},"protocolVersion":"2025-11-25","serverInfo":{"name":"mcp-t…',
  '2026-07-24 02:03:15.000 [debug] [editor -> server] {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run","arguments":{}}}',
  '2026-07-24 02:03:20.000 [debug] [editor -> server] {"method":"notifications/cancelled","params":{"requestId":2},"jsonrpc":"2.0"}',
  '2025-04-23 23:11:28.319 [warning] [server stderr] npm warn exec The following package was not found',
  '2025-05-30 11:09:03.417 [info] Connection state: Error Process exited with code 1',
  '2025-03-23 16:38:00.970 [info] [Client Says] {"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"validate_username","arguments":{"username":"x"}}}',
  '2025-03-23 16:38:00.989 [info] [Server Says] {"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"ok"}],"isError":false}}',
];

export const NDJSON_LINES = [
  '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
  '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
  '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"progressToken":"p1"}}}',
  '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p1","progress":1}}',
  '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"reason":"User cancelled"}}',
  '{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"Request cancelled"}}',
  'Server listening on stdio',
];

export const MCPCAP_LINES = [
  '{"type":"header","format":"mcpcap","version":1,"tool":"mcp-triage","toolVersion":"0.1.0","startedAt":"2026-11-30T12:00:00.000Z","transport":"stdio","command":["node","server.js"]}',
  '{"type":"message","t":"2026-11-30T12:00:00.010Z","from":"client","message":{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}}',
  '{"type":"message","t":"2026-11-30T12:00:00.020Z","from":"server","message":{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}}',
  '{"type":"message","t":"2026-11-30T12:00:01.000Z","from":"client","message":{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow","arguments":{}}}}',
  '{"type":"stderr","t":"2026-11-30T12:00:01.500Z","text":"working…"}',
  '{"type":"message","t":"2026-11-30T12:00:02.000Z","from":"client","raw":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":2","error":"Unexpected end of JSON input"}',
  '{"type":"close","t":"2026-11-30T12:01:01.000Z","stream":"stdout","by":"server"}',
  '{"type":"exit","t":"2026-11-30T12:01:01.001Z","code":null,"signal":"SIGTERM"}',
];

export const SSE_LINES = [
  'HTTP/1.1 200 OK',
  'content-type: text/event-stream',
  'mcp-session-id: 1868a90c',
  '',
  'event: message',
  'id: 1',
  'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}',
  '',
  ': ping - 2025-06-18 10:00:00.123456+00:00',
  '',
  'event: message',
  'data: {"jsonrpc":"2.0","id":1,"result":{"content":[]}}',
  '',
  'curl: (28) Operation timed out after 60001 milliseconds with 0 bytes received',
];

/** A HAR document as lines (pretty-printed, the way exporters write it). */
export function harLines(postText = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}', responseText = 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'): string[] {
  const doc = {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      entries: [
        {
          startedDateTime: '2026-07-30T10:49:13.743Z',
          time: 1148.99,
          request: {
            method: 'POST',
            url: 'https://example.com/mcp',
            httpVersion: 'h2',
            headers: [
              { name: 'content-type', value: 'application/json' },
              { name: 'mcp-session-id', value: 'abc' },
            ],
            cookies: [],
            queryString: [],
            postData: { mimeType: 'application/json', text: postText },
            headersSize: -1,
            bodySize: -1,
          },
          response: {
            status: 200,
            statusText: '',
            httpVersion: 'h2',
            headers: [{ name: 'content-type', value: 'text/event-stream' }],
            cookies: [],
            content: { size: 0, mimeType: 'text/event-stream', text: responseText },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
            _error: 'net::ERR_ABORTED',
          },
          cache: {},
          timings: { send: 1, wait: 35, receive: 531.99 },
        },
      ],
    },
  };
  return JSON.stringify(doc, null, 2).split('\n');
}

export type Party = 'client' | 'server';

/** How each line format carries one JSON-RPC text (possibly invalid JSON). */
export const WRAP: Record<string, (json: string, from: Party, i: number) => string[]> = {
  'claude-desktop': (json, from, i) => [`2025-07-12T05:51:${String(10 + (i % 50)).padStart(2, '0')}.000Z [srv] [info] Message from ${from}: ${json} { metadata: undefined }`],
  vscode: (json, from, i) => [`2026-07-24 02:03:${String(10 + (i % 50)).padStart(2, '0')}.000 [debug] [${from === 'client' ? 'editor -> server' : 'server -> editor'}] ${json}`],
  ndjson: (json) => [json],
  mcpcap: (json, from, i) => {
    let message: string;
    try {
      JSON.parse(json);
      message = `"message":${json}`;
    } catch {
      message = `"raw":${JSON.stringify(json)},"error":"invalid"`;
    }
    return [`{"type":"message","t":"2026-11-30T12:00:${String(10 + (i % 50)).padStart(2, '0')}.000Z","from":"${from}",${message}}`];
  },
  sse: (json) => ['event: message', `data: ${json}`, ''],
};

/** The first line(s) a capture in this format starts with, so detection picks it. */
export const PREAMBLE: Record<string, string[]> = {
  'claude-desktop': ['2025-07-12T05:51:00.000Z [srv] [info] Initializing server... { metadata: undefined }'],
  vscode: ['2026-07-24 02:03:00.000 [info] Starting server srv', '2026-07-24 02:03:00.001 [info] Connection state: Running'],
  ndjson: [],
  mcpcap: [MCPCAP_LINES[0] as string],
  sse: ['HTTP/1.1 200 OK', 'content-type: text/event-stream', ''],
};

export const REAL_LINES: Record<string, string[]> = {
  'claude-desktop': CLAUDE_LINES,
  vscode: VSCODE_LINES,
  ndjson: NDJSON_LINES,
  mcpcap: MCPCAP_LINES,
  sse: SSE_LINES,
  har: harLines(),
};
