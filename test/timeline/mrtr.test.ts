/**
 * Multi-round-trip requests (2026-07-28, SEP-2322, basic/patterns/mrtr.mdx): an `input_required` answer is interim.
 * The request it answers stays open until a continuation (the same method and target, `inputResponses`, the same
 * `requestState` when both carry one) ends it; with none, it is pending and input-required-unanswered fires. Read
 * end to end from NDJSON, with and without the WebAssembly fast path (its plain lane must keep the answer off it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { analyze } from '../../src/analyze.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-mrtr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
const call = (id: number, name: string, extra: Record<string, unknown> = {}, meta: object | null = META): object => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: { room: 'r1' }, ...extra, ...(meta === null ? {} : { _meta: meta }) },
});
const interim = (id: number, state: string | null = 'st-1'): object => ({
  jsonrpc: '2.0',
  id,
  result: {
    resultType: 'input_required',
    inputRequests: { ok: { method: 'elicitation/create', params: { mode: 'form', message: 'Go?', requestedSchema: { type: 'object', properties: {} } } } },
    ...(state === null ? {} : { requestState: state }),
  },
});
const done = (id: number): object => ({ jsonrpc: '2.0', id, result: { resultType: 'complete', content: [{ type: 'text', text: 'ok' }] } });
const answers = (state: string | null = 'st-1'): Record<string, unknown> => ({
  inputResponses: { ok: { action: 'accept', content: {} } },
  ...(state === null ? {} : { requestState: state }),
});
const cancel = (id: number): object => ({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'SdkError: Request timed out' } });
const init = (version: string): object[] => [
  { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'c', version: '1' } } },
  { jsonrpc: '2.0', id: 0, result: { protocolVersion: version, capabilities: {}, serverInfo: { name: 's', version: '1' } } },
];

interface Want {
  id: number;
  outcome: string;
  cause: string;
  serverState: string;
  /** Entry kinds in order. */
  kinds: string[];
  rules?: string[];
}

const cases: Array<[string, object[], Want[]]> = [
  [
    'continued and completed: both end as the continuation does, each names the other',
    [call(1, 'book'), interim(1), call(2, 'book', answers()), done(2)],
    [
      { id: 1, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response', 'continued-as', 'response'], rules: [] },
      { id: 2, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'continued-as', 'response'], rules: [] },
    ],
  ],
  [
    'no continuation: pending / unknown / unknown, the rule fires',
    [call(1, 'book'), interim(1)],
    [{ id: 1, outcome: 'pending', cause: 'unknown', serverState: 'unknown', kinds: ['request', 'response'], rules: ['input-required-unanswered'] }],
  ],
  [
    'the continuation cancelled on its timer: both cancelled',
    [call(1, 'book'), interim(1), call(2, 'book', answers()), cancel(2)],
    [
      { id: 1, outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', kinds: ['request', 'response', 'continued-as', 'cancel'] },
      { id: 2, outcome: 'cancelled', cause: 'client-timeout', serverState: 'unknown', kinds: ['request', 'continued-as', 'cancel'] },
    ],
  ],
  [
    'two rounds: the second continuation ends all three',
    [call(1, 'book'), interim(1), call(2, 'book', answers()), interim(2, 'st-2'), call(3, 'book', answers('st-2')), done(3)],
    [
      { id: 1, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response', 'continued-as', 'response'] },
      { id: 2, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'continued-as', 'response', 'continued-as', 'response'] },
      { id: 3, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'continued-as', 'response'] },
    ],
  ],
  [
    'another requestState is no continuation of it',
    [call(1, 'book'), interim(1, 'st-1'), call(2, 'book', answers('st-9')), done(2)],
    [
      { id: 1, outcome: 'pending', cause: 'unknown', serverState: 'unknown', kinds: ['request', 'response'], rules: ['input-required-unanswered'] },
      { id: 2, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response'] },
    ],
  ],
  [
    'another tool is no continuation of it',
    [call(1, 'book'), interim(1), call(2, 'cancel_booking', answers()), done(2)],
    [
      { id: 1, outcome: 'pending', cause: 'unknown', serverState: 'unknown', kinds: ['request', 'response'] },
      { id: 2, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response'] },
    ],
  ],
  [
    'no requestState on either side: inputResponses alone continue it',
    [call(1, 'book'), interim(1, null), call(2, 'book', answers(null)), done(2)],
    [{ id: 1, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response', 'continued-as', 'response'] }],
  ],
  [
    'a version not told (a pasted excerpt): read as interim',
    [call(1, 'book', {}, null), interim(1)],
    [{ id: 1, outcome: 'pending', cause: 'unknown', serverState: 'unknown', kinds: ['request', 'response'], rules: ['input-required-unanswered'] }],
  ],
  [
    'a 2025-11-25 session has no MRTR: the answer is its result',
    [...init('2025-11-25'), call(1, 'book', {}, null), interim(1)],
    [{ id: 1, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response'], rules: [] }],
  ],
  [
    'a plain completion next to it is left as it was',
    [call(1, 'list'), done(1), call(2, 'book'), interim(2)],
    [
      { id: 1, outcome: 'completed', cause: 'none', serverState: 'completed', kinds: ['request', 'response'], rules: [] },
      { id: 2, outcome: 'pending', cause: 'unknown', serverState: 'unknown', kinds: ['request', 'response'] },
    ],
  ],
];

describe('MRTR: an input_required answer is interim', () => {
  for (const wasm of [true, false]) {
    for (const [name, lines, wants] of cases) {
      it(`${name} (${wasm ? 'fast path' : 'JavaScript path'})`, async () => {
        const f = join(dir, `${name.replace(/\W+/g, '-')}-${wasm}.jsonl`);
        writeFileSync(f, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
        if (!wasm) vi.stubEnv('MCP_TRIAGE_NO_WASM', '1');
        const report = await analyze([f], { all: true });
        for (const w of wants) {
          const r = report.requests.find((x) => x.id === w.id && x.method === 'tools/call');
          expect(r, `request ${w.id}`).toBeDefined();
          expect({ outcome: r!.outcome, cause: r!.cause, serverState: r!.serverState, kinds: r!.timeline.map((e) => e.kind) }).toEqual({
            outcome: w.outcome,
            cause: w.cause,
            serverState: w.serverState,
            kinds: w.kinds,
          });
          if (w.rules !== undefined) expect(r!.findings.map((x) => x.rule).filter((x) => x !== 'no-progress-token')).toEqual(w.rules);
        }
      });
    }
  }
});
