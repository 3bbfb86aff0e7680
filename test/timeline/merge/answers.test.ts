/**
 * A reproduction's request and the answer it printed, pasted as two files with no clock (ivo-toby/mcp-openapi-server#22:
 * the README's curl initialize with id 0, then the server's error for id 0 in a block of its own): the second joins the
 * first by the ids it answers. Content is ours.
 */
import { describe, expect, it } from 'vitest';
import type { JsonRpcMessage, Party, WireEvent } from '../../../src/events.js';
import { answersOnly } from '../../../src/timeline/merge/answers.js';
import { mergeCaptures } from '../../../src/timeline/merge/index.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

let line = 0;
function msg(message: JsonRpcMessage, from: Party | null = null, at: number | null = null): WireEvent {
  return { at, session: null, transport: null, from, kind: 'message', message, source: { file: 'x', line: ++line } } as WireEvent;
}
const init = (id: number) => msg({ jsonrpc: '2.0', id, method: 'initialize', params: {} }, 'client');
const refused = (id: number | null) => msg({ jsonrpc: '2.0', id, error: { code: -32000, message: 'Invalid session. A valid Mcp-Session-Id header is required.' } });

describe('answersOnly', () => {
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['the error for the shown request', [init(0)], [refused(0)], 1],
    ['an id the first capture never asked with', [init(0)], [refused(3)], null],
    ['an id-null error names no request', [init(0)], [refused(null)], null],
    ['a request among the answers is a capture of its own', [init(0)], [refused(0), init(1)], null],
    ['a request the first capture already answered', [init(0), msg({ jsonrpc: '2.0', id: 0, result: {} }, 'server')], [refused(0)], null],
    ['the same party on both ends', [init(0)], [msg({ jsonrpc: '2.0', id: 0, result: {} }, 'client')], null],
    ['with a clock, alignment decides', [msg({ jsonrpc: '2.0', id: 0, method: 'initialize' }, 'client', 1000)], [refused(0)], null],
  ])('%s', (_n, ref, extra, want) => {
    expect(answersOnly(ref, extra)).toBe(want);
  });

  it('merges the answers after the reference, linked by answers', () => {
    const r = mergeCaptures([{ path: 'a', events: [init(0)] }, { path: 'b', events: [refused(0)] }]);
    expect(r.merged.map((e) => e.message?.id)).toEqual([0, 0]);
    expect(r.links[1]).toMatchObject({ with: 'a', by: 'answers', matched: 1, offsetMs: null });
  });

  it('end to end: the request and its printed error as two pastes are one failed initialize', async () => {
    const cmd = tempFile('curl.txt', [
      'curl -X POST http://localhost:3000/mcp \\',
      '  -H "Content-Type: application/json" \\',
      '  -d \'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"p","version":"1"}}}\'',
      '',
    ].join('\n'));
    const out = tempFile('error.json', '{\n  "jsonrpc": "2.0",\n  "error": {\n    "code": -32000,\n    "message": "Invalid session. A valid Mcp-Session-Id header is required."\n  },\n  "id": 0\n}\n');
    const report = await analyze([cmd, out], { tz: 'UTC' });
    expect(report.requests.map((q) => [q.method, q.id, q.outcome, q.cause])).toEqual([['initialize', 0, 'failed', 'server-error']]);
    expect(report.inputs[1]).toMatchObject({ mergedBy: 'answers', matchedEvents: 1 });
  });
});
