/** Several captures of one incident through the library: one timeline, each input's clock, every source. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze.js';
import { analyzeTogether } from '../src/analyze-together.js';
import type { Problem, WireEvent } from '../src/events.js';
import { openInput } from '../src/ingest/index.js';
import type { InputSummary } from '../src/ingest/types.js';
import { SKEW_MS } from '../scripts/merge-fixtures.js';
import { readInputs } from '../src/report/contract.js';

const HAR = 'samples/http/v1-timeout.har';
const CAP = 'samples/http/v1-timeout.mcpcap.jsonl';

describe('analyze several captures of one incident', () => {
  it('lists each request once, with every capture line that saw each event', async () => {
    const r = await analyze([HAR, CAP], { all: true });
    expect(r.requests.map((q) => q.key)).toEqual(['s1:0', 's1:1']);
    expect(r.sessions.map((s) => s.key)).toEqual(['s1']);
    const call = r.requests[1]!;
    expect(call).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout', serverState: 'continued' });
    const cancel = call.timeline.find((e) => e.kind === 'cancel')!;
    expect(cancel.sources).toEqual(['samples/http/v1-timeout.har:535(entries[4].request.postData.text)', 'samples/http/v1-timeout.mcpcap.jsonl:19']);
    // The HAR has no clock for SSE events; the recorder's fills them in.
    expect(call.timeline.filter((e) => e.kind === 'progress').every((e) => e.offsetMs !== null)).toBe(true);
    expect(r.inputs[0]).toMatchObject({ clockOffsetMs: 0, clockSpreadMs: 0 });
    expect(r.inputs[1]).toMatchObject({ mergedWith: HAR, mergedBy: 'messages', idsRenumbered: false, matchedEvents: 25 });
    expect(Math.abs(readInputs(r)[1]!.clockOffsetMs!)).toBeLessThan(1);
  });

  it('reports a skewed clock and puts the other capture on the first one’s', async () => {
    const r = await analyze(['samples/claude-desktop/retry-after-timeout.log', 'test/fixtures/merge/retry-after-timeout.skewed.mcpcap.jsonl'], { all: true });
    expect(readInputs(r)[1]!.clockOffsetMs).toBe(SKEW_MS);
    expect(r.requests.map((q) => q.key)).toEqual(['s1:0', 's1:1', 's1:2']);
    expect(r.requests[1]!.startedAt).toBe('2026-11-30T12:28:11.182Z');
  });

  it('joins the far side of a renumbering gateway: the late answer it saw makes the host’s cancelled call "completed" on the server', async () => {
    const r = await analyze(['samples/claude-desktop/late-result.log', 'test/fixtures/merge/late-result.gateway.mcpcap.jsonl'], { all: true });
    expect(r.inputs[1]).toMatchObject({ idsRenumbered: true, clockOffsetMs: 812 });
    const call = r.requests.find((q) => q.key === 's1:1')!;
    expect(call).toMatchObject({ outcome: 'cancelled', serverState: 'completed' });
    expect(call.timeline.find((e) => e.kind === 'response')!.sources).toEqual([
      'samples/claude-desktop/late-result.log:11',
      'test/fixtures/merge/late-result.gateway.mcpcap.jsonl:7',
    ]);
    // The gateway's own handshake upstream is its own session, on the common clock.
    expect(r.requests.find((q) => q.key === 'i2.s1:1')).toMatchObject({ method: 'initialize', startedAt: '2026-11-30T12:27:59.942Z' });
  });

  it('places a server application log (no JSON-RPC) on the request its lines name', async () => {
    const r = await analyze(['samples/claude-desktop/late-result.log', 'test/fixtures/merge/late-result.app.log'], { all: true, tz: 'UTC' });
    expect(r.inputs[1]).toMatchObject({ mergedBy: 'mentions', clockOffsetMs: 2500, matchedEvents: 3 });
    const call = r.requests.find((q) => q.key === 's1:1')!;
    const lines = call.timeline.filter((e) => e.source.startsWith('test/fixtures/merge/late-result.app.log:')).map((e) => e.source);
    // Line 1 is the Python SDK's own "Processing request of type CallToolRequest" (joined by its words); 2–4 the handler's.
    expect(lines).toEqual([1, 2, 3, 4].map((n) => `test/fixtures/merge/late-result.app.log:${n}`));
    // On the common clock: "returned" is logged when the result went out (+1.845 s).
    expect(call.timeline.find((e) => e.detail.includes('returned'))!.offsetMs).toBe(1845);
  });

  it('keeps captures of different incidents apart', async () => {
    const r = await analyze(['samples/claude-desktop/late-result.log', CAP], { all: true });
    expect(r.requests.map((q) => q.key).sort()).toEqual(['i2.s1:0', 'i2.s1:1', 's1:0', 's1:1']);
    expect(readInputs(r).every((i) => i.clockOffsetMs === undefined)).toBe(true);
  });

  it('past its memory budget, analyzes each capture on its own and says so', async () => {
    const opened = await Promise.all([HAR, CAP].map((p) => openInput(p)));
    const pushed: number[] = [0, 0];
    const prefixes: Array<string | undefined> = [];
    const summaries: InputSummary[] = [];
    const problems: Problem[] = [];
    await analyzeTogether(
      opened,
      (file, prefix) => {
        prefixes.push(prefix);
        const i = opened.indexOf(file);
        return { push: (_e: WireEvent) => void pushed[i]!++, end: () => ({ startsMid: false, endsMid: false }) };
      },
      summaries,
      problems,
      30,
    );
    expect(pushed).toEqual([25, 26]);
    expect(prefixes).toEqual([undefined, 'i2']);
    expect(problems.map((p) => p.message)).toEqual(['captures not merged into one timeline: more than 30 events in all; each capture is analyzed on its own']);
    expect(summaries.map((s) => s.clockOffsetMs)).toEqual([undefined, undefined]);
  });
});
