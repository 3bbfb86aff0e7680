/**
 * A host's words about its calls (no JSON-RPC in them) beside a capture of those calls on the wire, the two labelling
 * the session each its own way (timeline/merge/words.ts): a line joins the one request of the same method, target and
 * time, or none. Names, tools and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, JsonRpcMessage, Party, WireEvent } from '../../../src/events.js';
import { wordsSeen } from '../../../src/timeline/merge/words.js';
import { mergeCaptures, wordsJoined } from '../../../src/timeline/merge/index.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

const T0 = Date.UTC(2026, 10, 20, 10, 0, 5, 10);
let line = 0;
function msg(message: JsonRpcMessage, from: Party, at: number, session = '4242-1'): WireEvent {
  return { at, session, transport: 'stdio', from, kind: 'message', message, source: { file: 'server.mcpcap', line: ++line } } as WireEvent;
}
const call = (id: number, at: number, name = 'reconcile_month', method = 'tools/call') => msg({ jsonrpc: '2.0', id, method, params: method === 'tools/call' ? { name, arguments: { month: '2026-10' } } : { uri: name } }, 'client', at);
const result = (id: number, at: number) => msg({ jsonrpc: '2.0', id, result: { content: [] } }, 'server', at);
function words(at: number, said: Partial<HostSaid> & Pick<HostSaid, 'kind'>, session = 'ledger#1'): WireEvent {
  return {
    at,
    session,
    transport: null,
    from: null,
    kind: 'host-log',
    text: 'words',
    said: { phrase: 'claude-code/test', method: 'tools/call', target: 'reconcile_month', ...said },
    source: { file: 'host.log', line: ++line },
  } as WireEvent;
}
const start = (at: number, over: Partial<HostSaid> = {}) => words(at, { kind: 'request-sent', ...over });
const timedOut = (at: number, over: Partial<HostSaid> = {}) => words(at, { kind: 'failed', elapsedMs: 60_000, error: 'MCP error -32001: Request timed out', ...over });

/** One call on the wire, answered 86.38 s after it was sent (after the host's 60 s timer fired). */
const WIRE = [call(7, T0), result(7, T0 + 86_380)];

describe('wordsSeen: which of the host words join which wire request', () => {
  it.each<[string, WireEvent[], WireEvent[], Array<[number, number]> | null]>([
    ['the start and the timer of the call', WIRE, [start(T0 + 10), timedOut(T0 + 60_020)], [[0, 0], [1, 0]]],
    ['a start stamped a little before the recorder saw the request (clocks within tolerance)', WIRE, [start(T0 - 900)], [[0, 0]]],
    ['the words print the id of the request', WIRE, [timedOut(T0 + 60_020, { id: 7 })], [[0, 0]]],
    ['the words print another id', WIRE, [timedOut(T0 + 60_020, { id: 8 })], null],
    ['another tool', WIRE, [start(T0 + 10, { target: 'close_month' })], null],
    ['another method of the same name', WIRE, [start(T0 + 10, { method: 'prompts/get' })], null],
    ['no target named', WIRE, [start(T0 + 10, { target: undefined })], null],
    ['words of the connection', WIRE, [timedOut(T0 + 60_020, { scope: 'connection' })], null],
    ['words before the request was sent, past the tolerance', WIRE, [start(T0 - 5_000)], null],
    ['words after its answer, past the tolerance', WIRE, [words(T0 + 90_000, { kind: 'completed' })], null],
    ['a start long after the request was sent (another call)', WIRE, [start(T0 + 30_000)], null],
    ['a stated duration that puts the start elsewhere', WIRE, [timedOut(T0 + 60_020, { elapsedMs: 10_000 })], null],
    ['a duration rounded to the second', WIRE, [timedOut(T0 + 60_700)], [[0, 0]]],
    ['two calls of the tool open at the words: neither', [call(7, T0), call(8, T0 + 500), result(7, T0 + 86_380), result(8, T0 + 86_400)], [timedOut(T0 + 60_020)], null],
    ['two calls of the tool, the words fit one of them', [call(7, T0), result(7, T0 + 1_000), call(8, T0 + 40_000)], [start(T0 + 40_010), timedOut(T0 + 100_010)], [[0, 2], [1, 2]]],
    ['two starts for one wire request: the host made a call the wire does not show', WIRE, [start(T0 + 10), start(T0 + 1_500)], null],
    ['two ends for one wire request', WIRE, [timedOut(T0 + 60_020), timedOut(T0 + 60_900)], null],
    ['an undated line', WIRE, [words(null as unknown as number, { kind: 'request-sent' })], null],
    ['a wire capture with no request naming a target', [msg({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, 'client', T0)], [start(T0 + 10)], null],
    ['a words capture that holds a message', WIRE, [start(T0 + 10), result(9, T0 + 20)], null],
    ...(() => {
      // A polling loop: 5,000 answered calls of the tool 10 s apart, then one left open.
      const loop = Array.from({ length: 5_000 }, (_x, k) => [call(100 + k, T0 + k * 10_000), result(100 + k, T0 + k * 10_000 + 200)]).flat();
      const last = T0 + 5_000 * 10_000;
      const wire = [...loop, call(9, last)];
      return [
        ['a polling loop: a start line fits the newest call only', wire, [start(last + 10)], [[0, 10_000]]],
        ['a polling loop: a stated duration fits the open call only', wire, [timedOut(last + 60_020)], [[0, 10_000]]],
        ['a polling loop: an end with no duration, past every call looked at, is left apart', wire, [words(last + 60_020, { kind: 'failed', error: 'MCP error -32001: Request timed out' })], null],
      ] as Array<[string, WireEvent[], WireEvent[], Array<[number, number]> | null]>;
    })(),
  ])('%s', (_n, wire, host, want) => {
    expect(wordsSeen(wire, host)).toEqual(want);
  });
});

describe('wordsJoined: the words that join a call go into the wire stream, the rest keep apart', () => {
  it("joins the call's start and timer, keeps the other tool's start, counts the pairs", () => {
    const host = [start(T0 + 10), timedOut(T0 + 60_020), start(T0 + 200_000, { target: 'close_month' })];
    const j = wordsJoined(WIRE, host)!;
    expect(j.matched).toBe(2);
    expect(j.rest).toEqual([host[2]]);
    expect(j.joined.map((e) => [e.kind, e.at, e.session])).toEqual([
      ['message', T0, '4242-1'],
      ['host-log', T0 + 10, '4242-1'],
      ['host-log', T0 + 60_020, '4242-1'],
      ['message', T0 + 86_380, '4242-1'],
    ]);
  });

  it('is null when no words join a call', () => {
    expect(wordsJoined(WIRE, [start(T0 + 10, { target: 'close_month' })])).toBeNull();
  });
});

describe('mergeCaptures: the host words joined to the wire request, either capture first', () => {
  it('the host log second: its joined words go into the reference, on the request, the rest keeps to itself', () => {
    const host = [start(T0 + 10), timedOut(T0 + 60_020), start(T0 + 200_000, { target: 'close_month' })];
    const r = mergeCaptures([{ path: 'server.mcpcap', events: WIRE }, { path: 'host.log', events: host }]);
    expect(r.links[1]).toMatchObject({ with: 'server.mcpcap', by: 'words', matched: 2, offsetMs: null });
    const joined = r.merged.filter((e) => e.kind === 'host-log');
    expect(joined.map((e) => [e.session, e.about])).toEqual([
      ['4242-1', { id: 7, from: 'client', words: true }],
      ['4242-1', { id: 7, from: 'client', words: true }],
    ]);
    expect(r.residual[1]).toEqual([host[2]]);
  });

  it('the host log first: the joined words go with the wire capture, before nothing it shows', () => {
    const host = [start(T0 - 900), timedOut(T0 + 60_020)];
    const r = mergeCaptures([{ path: 'host.log', events: host }, { path: 'server.mcpcap', events: WIRE }]);
    expect(r.links[1]).toMatchObject({ with: 'host.log', by: 'words', matched: 2 });
    expect(r.merged).toEqual([]);
    // The start stamped before the request is placed at it, so the request is there when the words join it.
    expect(r.residual[1]!.map((e) => [e.kind, e.at])).toEqual([['message', T0], ['host-log', T0], ['host-log', T0 + 60_020], ['message', T0 + 86_380]]);
  });
});

describe('end to end: a host log with no bodies and the server recording of the call', () => {
  const hostLog = (lines: Array<[string, string]>) => lines.map(([t, text]) => `2026-11-20T10:${t}Z [DEBUG] MCP server "ledger": ${text}`).join('\n') + '\n';
  const INIT = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-code","version":"2.0.1"}}}';
  const INIT_OK = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"ledger","version":"1.2.0"}}}';
  const CALL = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"reconcile_month","arguments":{"month":"2026-10"}}}`;
  const RESULT = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"Reconciled 412 entries"}]}}`;
  const rec = (t: string, from: string, message: string) => `{"type":"message","t":"2026-11-20T10:${t}Z","from":"${from}","message":${message}}`;
  const recording = (calls: string[]) =>
    [
      '{"type":"header","format":"mcpcap","version":1,"tool":"mcp-triage","toolVersion":"0.1.0","startedAt":"2026-11-20T10:00:00.010Z","pid":4242,"lifetime":"4242-1","transport":"stdio","command":["python","-m","ledger"]}',
      rec('00:00.060', 'client', INIT),
      rec('00:00.290', 'server', INIT_OK),
      rec('00:00.320', 'client', '{"jsonrpc":"2.0","method":"notifications/initialized"}'),
      ...calls,
      '',
    ].join('\n');
  const TIMED_OUT = hostLog([
    ['00:05.020', 'Calling MCP tool: reconcile_month'],
    ['01:05.030', "Tool 'reconcile_month' failed after 60s: MCP error -32001: Request timed out"],
  ]);
  type Row = [key: string, method: string, outcome: string, cause: string, serverState: string, basis: string | undefined];
  const row = (q: { key: string; method: string; outcome: string; cause: string; serverState: string; basis?: string }): Row => [q.key, q.method, q.outcome, q.cause, q.serverState, q.basis];

  it.each<[string, string, string, boolean, Row[]]>([
    [
      "the host's timer, then the server's late answer: one request, cancelled on the timer, the work done",
      TIMED_OUT,
      recording([rec('00:05.010', 'client', CALL(7)), rec('01:31.390', 'server', RESULT(7))]),
      true,
      [['s1:tools/call', 'tools/call', 'cancelled', 'client-timeout', 'completed', 'mixed']],
    ],
    [
      'the same with the recording 10 s off the host clock: not joined (the time does not tie them)',
      TIMED_OUT,
      recording([rec('00:15.010', 'client', CALL(7)), rec('01:41.390', 'server', RESULT(7))]),
      false,
      [
        ['s1:tools/call', 'tools/call', 'cancelled', 'client-timeout', 'unknown', 'host-log'],
        ['s1:tools/call', 'tools/call', 'completed', 'none', 'completed', 'wire'],
      ],
    ],
    [
      'two calls of the tool in flight at the timer: not joined (two candidates)',
      TIMED_OUT,
      recording([rec('00:05.010', 'client', CALL(7)), rec('00:05.400', 'client', CALL(8)), rec('01:31.390', 'server', RESULT(7)), rec('01:31.500', 'server', RESULT(8))]),
      false,
      [
        ['s1:tools/call', 'tools/call', 'cancelled', 'client-timeout', 'unknown', 'host-log'],
        ['s1:tools/call', 'tools/call', 'completed', 'none', 'completed', 'wire'],
        ['s1:tools/call', 'tools/call', 'completed', 'none', 'completed', 'wire'],
      ],
    ],
  ])('%s', async (_n, host, server, joined, want) => {
    for (const order of [['host.log', 'server.mcpcap'], ['server.mcpcap', 'host.log']] as const) {
      const files = order.map((f) => tempFile(f, f === 'host.log' ? host : server));
      const r = await analyze(files, { all: true, tz: 'UTC' });
      const got = r.requests.filter((q) => q.method === 'tools/call').map((q) => row({ ...q, key: q.key.replace(/^i2\./, '').replace(/:(?:\d+|tools\/call#\d+)$/, ':tools/call') }));
      expect(got.sort()).toEqual([...want].sort());
      expect((r.inputs[1] as { mergedBy?: string }).mergedBy).toBe(joined ? 'words' : undefined);
    }
  });
});
