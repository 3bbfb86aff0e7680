/**
 * One program's calls told twice, with no JSON-RPC on either side: the Codex plugin's job log ('Calling <server>/<tool>.',
 * 'Tool <server>/<tool> failed.') beside Codex's rollout of the same run (mcp_tool_call_end with the Err text 'user
 * rejected MCP tool call': openai/codex-plugin-cc#641). The short log is a sighting of the fuller record's words, not a
 * second call, when every line of it finds its counterpart in order. Content is ours.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, WireEvent } from '../../../src/events.js';
import { mergeCaptures } from '../../../src/timeline/merge/index.js';
import { retoldSeen } from '../../../src/timeline/merge/retold.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

let line = 0;
function words(said: HostSaid, file: string): WireEvent {
  return { at: null, session: null, transport: null, from: 'client', kind: 'host-log', text: 'words', said, source: { file, line: ++line } } as WireEvent;
}
const call = { method: 'tools/call', server: 'tracker', target: 'issues.create' };
const started = (over: Partial<HostSaid> = {}) => words({ kind: 'request-sent', phrase: 'codex/plugin-job-call-started', ...call, ...over }, 'job.log');
const ended = (kind: HostSaid['kind'] = 'failed', over: Partial<HostSaid> = {}) =>
  words({ kind, phrase: `codex/plugin-job-call-${kind}`, ...call, ...over }, 'job.log');
const begin = (over: Partial<HostSaid> = {}) => words({ kind: 'request-sent', phrase: 'codex/rollout-mcp-call-begin', ...call, ...over }, 'rollout.jsonl');
const end = (kind: HostSaid['kind'] = 'cancelled', over: Partial<HostSaid> = {}) =>
  words({ kind, phrase: 'codex/rollout-mcp-call-withdrawn', ...call, error: 'user rejected MCP tool call', ...over }, 'rollout.jsonl');

describe('retoldSeen', () => {
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['start and end, each told by its counterpart', [begin(), end()], [started(), ended()], 2],
    ["the record shows only the call's end: it tells both", [end()], [started(), ended()], 2],
    ['a failure agrees with a failed ending too', [begin(), end('failed')], [started(), ended()], 2],
    ['a completion agrees only with a completion', [begin(), end('cancelled')], [started(), ended('completed')], null],
    ['a completion told by a completion', [begin(), end('completed')], [started(), ended('completed')], 2],
    ['another tool', [begin({ target: 'issues.close' }), end('cancelled', { target: 'issues.close' })], [started(), ended()], null],
    ['another server', [begin({ server: 'wiki' }), end('cancelled', { server: 'wiki' })], [started(), ended()], null],
    ["another host's words", [words({ kind: 'request-sent', phrase: 'claude-code/calling-tool', ...call }, 'debug.txt')], [started()], null],
    ['a call the record does not show', [begin(), end()], [started(), ended(), started({ target: 'issues.close' })], null],
    ['the short log out of order', [begin(), end(), begin({ target: 'issues.close' })], [started({ target: 'issues.close' }), started()], null],
    ['words about a request that name no call', [begin(), end()], [started(), words({ kind: 'timer-fired', phrase: 'codex/timed-out-awaiting', method: 'tools/call' }, 'job.log')], null],
    // Two runs making the same call: each record in the short log's own rows is another run's, not its fuller record
    ["a second job log: another run's", [started(), ended()], [started(), ended()], null],
    ["a job log of a call never ended beside another run's that ended", [started(), ended()], [started()], null],
    ["a second rollout: another run's", [begin(), end('completed')], [begin(), end('completed')], null],
  ])('%s', (_n, ref, extra, want) => {
    expect(retoldSeen(ref, extra)?.pairs.length ?? null).toBe(want);
  });

  // Both lines stamped: the job log's Date.toISOString() and the rollout's UTC timestamp are one machine's clock.
  const T = Date.UTC(2026, 3, 19, 21, 18, 25, 543);
  const TOD = Date.UTC(1970, 0, 1, 21, 18, 25, 543);
  const at = (e: WireEvent, ms: number): WireEvent => ({ ...e, at: ms });
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['the same moment', [at(begin(), T + 40), at(end(), T + 90)], [at(started(), T), at(ended(), T + 100)], 2],
    ['three days apart: another run', [at(begin(), T + 3 * 86_400_000), at(end(), T + 3 * 86_400_000 + 50)], [at(started(), T), at(ended(), T + 50)], null],
    ['a minute apart: another call of the same tool', [at(begin(), T + 60_000), at(end(), T + 60_050)], [at(started(), T), at(ended(), T + 50)], null],
    ["a start told by the call's end five minutes on", [at(end(), T + 300_000)], [at(started(), T), at(ended(), T + 300_010)], 2],
    ["a start told by an end before it", [at(end(), T - 60_000)], [at(started(), T), at(ended(), T + 10)], null],
    ['the stamp cut to the time of day, the record whole', [at(begin(), T + 40), at(end(), T + 90)], [at(started(), TOD), at(ended(), TOD + 100)], 2],
    ['the stamp cut to the time of day, another hour', [at(begin(), T + 3_600_000), at(end(), T + 3_600_050)], [at(started(), TOD), at(ended(), TOD + 50)], null],
    ['one side without a clock', [begin(), end()], [at(started(), T), at(ended(), T + 50)], 2],
  ])('clocks: %s', (_n, ref, extra, want) => {
    expect(retoldSeen(ref, extra)?.pairs.length ?? null).toBe(want);
  });

  // Each start of the short log looked for the record's starts of its call again: 20,000 calls took 7 s.
  it('a long job log beside its rollout is paired in linear time', () => {
    const n = 20_000;
    const ref: WireEvent[] = [];
    const extra: WireEvent[] = [];
    for (let i = 0; i < n; i++) {
      const t = { target: `issues.create.${i}` };
      ref.push(begin(t), end('completed', t));
      extra.push(started(t), ended('completed', t));
    }
    const t0 = performance.now();
    expect(retoldSeen(ref, extra)?.pairs.length).toBe(2 * n);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it("a start is told by its call's start when the record shows one, not by an earlier call's end", () => {
    expect(retoldSeen([end('completed'), begin(), end('failed')], [started(), ended()])?.pairs).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('the short log becomes sightings of the record, whichever capture comes first', () => {
    const s = started();
    const f = ended();
    const e = end();
    const m = mergeCaptures([{ path: 'job.log', events: [s, f] }, { path: 'rollout.jsonl', events: [e] }]);
    expect(m.links[1]).toMatchObject({ with: 'job.log', by: 'retold', matched: 2 });
    expect(m.merged).toHaveLength(1);
    expect(m.merged[0]!.said?.kind).toBe('cancelled');
    expect(m.merged[0]!.source.also).toEqual([
      { source: s.source, at: null },
      { source: f.source, at: null },
    ]);
  });

  it('end to end: the job log and the rollout are one call Codex withdrew', async () => {
    const job = tempFile('job.log', 'Calling tracker/issues.create.\nTool tracker/issues.create failed.\n');
    const rollout = tempFile(
      'rollout.jsonl',
      '{"type":"mcp_tool_call_end","call_id":"call_1","invocation":{"server":"tracker","tool":"issues.create","arguments":{}},"duration":{"secs":0,"nanos":0},"result":{"Err":"user rejected MCP tool call"}}\n',
    );
    const report = await analyze([job, rollout], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'issues.create', 'cancelled', 'client-cancel']]);
    expect(report.inputs.find((i) => i.path.endsWith('rollout.jsonl'))).toMatchObject({ mergedBy: 'retold' });
  });

  it.each([
    ['two job logs of two runs', 'job', '[2026-04-19T21:18:25.543Z] Calling tracker/issues.create.\n[2026-04-19T21:18:25.600Z] Tool tracker/issues.create failed.\n', '[2026-04-22T09:02:11.010Z] Calling tracker/issues.create.\n[2026-04-22T09:02:11.020Z] Tool tracker/issues.create failed.\n'],
    [
      'two rollouts of two runs',
      'rollout',
      '{"type":"mcp_tool_call_end","call_id":"call_1","invocation":{"server":"tracker","tool":"issues.create","arguments":{}},"duration":{"secs":0,"nanos":0},"result":{"Err":"boom"}}\n',
      '{"type":"mcp_tool_call_end","call_id":"call_1","invocation":{"server":"tracker","tool":"issues.create","arguments":{}},"duration":{"secs":0,"nanos":0},"result":{"Err":"boom"}}\n',
    ],
  ])('end to end: %s keep a call each', async (_n, kind, a, b) => {
    const ext = kind === 'job' ? 'log' : 'jsonl';
    const first = tempFile(`retold-${kind}-a.${ext}`, a);
    const second = tempFile(`retold-${kind}-b.${ext}`, b);
    const report = await analyze([first, second], { tz: 'UTC' });
    expect(report.requests).toHaveLength(2);
    expect(report.inputs.map((i) => ('mergedBy' in i ? i.mergedBy : undefined))).toEqual([undefined, undefined]);
  });
});
