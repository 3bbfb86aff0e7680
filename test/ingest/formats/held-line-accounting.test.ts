import { describe, expect, it } from 'vitest';
import type { FormatName } from '../../../src/ingest/types.js';
import { readAll, tempFile } from '../helpers.js';

/**
 * Lines a reader holds before it knows what they are (a wrapped sentence, a pretty-printed block, a frame cut from its
 * location, a record waiting for its traceback or for the record under it) count as what they became once let go
 * (ReaderContext.recount): a held line that made an event is an `event`, never a `part` of nothing
 * (docs/json-report.md "Nothing is lost"). Content is ours; the shapes are the hosts'.
 */
const cases: { name: string; format: FormatName; lines: string[]; want: { event: number; part: number; blank?: number } }[] = [
  {
    // A long line a row reads with an error in it, held for a wrapped tail that never comes (a Hermes Agent keepalive).
    name: 'a held error sentence alone',
    format: 'jsonrpc-in-text',
    lines: ['WARNING tools.mcp_tool: MCP server "recall" keepalive failed, triggering reconnect: Unknown method: ping'],
    want: { event: 1, part: 0 },
  },
  {
    name: 'two held error sentences, each let go by the next',
    format: 'jsonrpc-in-text',
    lines: [
      'WARNING tools.mcp_tool: MCP server "recall" keepalive failed, triggering reconnect: Unknown method: ping',
      'WARNING tools.mcp_tool: MCP server "notes" keepalive failed, triggering reconnect: Unknown method: ping',
    ],
    want: { event: 2, part: 0 },
  },
  {
    name: 'a pretty-printed message: its first line the event, the rest its parts',
    format: 'jsonrpc-in-text',
    lines: ['{', '  "jsonrpc": "2.0",', '  "id": 1,', '  "method": "tools/call",', '  "params": { "name": "search" }', '}'],
    want: { event: 1, part: 5 },
  },
  {
    name: 'a block that never closes, given back line by line',
    format: 'jsonrpc-in-text',
    lines: ['{', '  "jsonrpc": "2.0",', 'then the client hung'],
    want: { event: 3, part: 0 },
  },
  {
    name: 'a frame held for its location on the next line',
    format: 'jsonrpc-in-text',
    lines: ['Error: MCP error -32001: Request timed out', '    at Client.request', '(file:///app/node_modules/x/protocol.js:94:23)'],
    want: { event: 2, part: 1 },
  },
  {
    name: "a tool call's event wrapped over two lines",
    format: 'jsonrpc-in-text',
    lines: ['mcp tool call {"server":"websearch","tool":"websearch_ask","resultBytes":0,', '"latencyMs":30006,"callError":"context deadline exceeded","isError":false}'],
    want: { event: 1, part: 1 },
  },
  {
    name: 'a Python SDK record ending at its colon, held for its traceback',
    format: 'jsonrpc-in-text',
    lines: [
      '2025-05-01 10:00:00,000 - mcp.client.streamable_http - ERROR - Error in post_writer: ',
      'Traceback (most recent call last):',
      '  File "/x/httpx/_transports/default.py", line 101, in map_httpcore_exceptions',
      '    yield',
      'httpx.ReadTimeout',
    ],
    want: { event: 1, part: 4 },
  },
  {
    name: "httpx's 404 held for the record under it",
    format: 'jsonrpc-in-text',
    lines: [
      '2025-05-01 10:00:00,000 INFO httpx: HTTP Request: POST http://tools:8080/mcp "HTTP/1.1 404 Not Found"',
      '2025-05-01 10:00:00,001 ERROR app: tool call failed: Session terminated',
    ],
    want: { event: 1, part: 1 },
  },
  {
    name: "httpx's 404 held to the end of the text",
    format: 'jsonrpc-in-text',
    lines: ['2025-05-01 10:00:00,000 INFO httpx: HTTP Request: POST http://tools:8080/mcp "HTTP/1.1 404 Not Found"'],
    want: { event: 1, part: 0 },
  },
  {
    // Claude Code's headed line waits for a wrapped error (HostGrammar.wrapped); a line printed again is one event.
    name: 'a host line held for its wrapped error, and one printed twice',
    format: 'claude-code',
    lines: [
      '[DEBUG] MCP server "docs": No token data found',
      '[DEBUG] MCP server "docs": No token data found',
      '[DEBUG] MCP server "fs": Connection failed:',
      'Error: spawn npx ENOENT',
    ],
    want: { event: 2, part: 2 },
  },
  {
    // A call header and its result row joined onto one line by the paste: the line starts the call's record.
    name: "a transcript's call header with its result on the same line",
    format: 'claude-code-transcript',
    lines: ['● docs - search (MCP)(query: "retry policy") ⎿ Error: MCP error -32001: Request timed out'],
    want: { event: 1, part: 0 },
  },
];

describe('lines held before they are read count as what they became', () => {
  it.each(cases)('$name', async ({ format, lines, want }) => {
    const p = tempFile(`held-${format}.log`, `${lines.join('\n')}\n`);
    const { summary, events } = await readAll(p, { tz: 'UTC', inputFormat: format });
    expect(summary.format).toBe(format);
    expect(summary.lineAccounting).toEqual({ event: want.event, part: want.part, blank: want.blank ?? 0, problem: 0 });
    // Each line counted an event is a line an event starts at.
    expect(new Set(events.map((e) => e.source.line)).size).toBe(want.event);
  });
});
