/**
 * Pairing two captures of one session: real runs seen two ways (samples/), and fixtures derived from real runs
 * by scripts/merge-fixtures.ts (a skewed clock, a gateway that renumbers ids).
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../../src/events.js';
import { openInput } from '../../../src/ingest/index.js';
import { align } from '../../../src/timeline/merge/align.js';
import { interleave, mergeCaptures } from '../../../src/timeline/merge/index.js';
import { HOP_SKEW_MS, LATE_SKEW_MS, SKEW_MS } from '../../../scripts/merge-fixtures.js';

async function events(path: string): Promise<WireEvent[]> {
  const i = await openInput(path, { tz: 'UTC' });
  const out: WireEvent[] = [];
  await i.read((e) => out.push(e));
  return out;
}

const F = 'test/fixtures/merge';

describe('align', () => {
  it.each([
    ['a HAR and the recorder of one HTTP run', 'samples/http/v1-timeout.har', 'samples/http/v1-timeout.mcpcap.jsonl', 0, 25],
    ['a Claude Desktop log and the recorder of one stdio run', 'samples/claude-desktop/retry-after-timeout.log', 'samples/mcpcap/retry-after-timeout.mcpcap.jsonl', 0, 10],
    ['the recorder with its clock off by a known amount', 'samples/claude-desktop/retry-after-timeout.log', `${F}/retry-after-timeout.skewed.mcpcap.jsonl`, SKEW_MS, 10],
    ['a server-side capture whose clock is behind', 'samples/claude-desktop/late-result.log', `${F}/late-result.server.mcpcap.jsonl`, LATE_SKEW_MS, 9],
  ])('%s', async (_n, a, b, offset, paired) => {
    const r = align(await events(a), await events(b), 'i2');
    expect(r.linked).toBe(true);
    expect(r.renumbered).toBe(false);
    expect(Math.abs(r.offsetMs! - offset)).toBeLessThanOrEqual(1);
    expect(r.spreadMs).toBeLessThanOrEqual(1);
    expect(r.paired).toBe(paired);
  });

  it('fills the times a HAR lacks (its SSE events) from the capture that has them', async () => {
    const r = align(await events('samples/http/v1-timeout.har'), await events('samples/http/v1-timeout.mcpcap.jsonl'), 'i2');
    const progress = r.ref.filter((e) => e.message?.method === 'notifications/progress');
    expect(progress).toHaveLength(3);
    for (const p of progress) {
      expect(p.at).not.toBeNull();
      expect(p.source.also?.[0]?.source.file).toBe('samples/http/v1-timeout.mcpcap.jsonl');
    }
    // Everything the recorder saw, the HAR saw too except the recorder's own header line.
    expect(r.feed.map((e) => e.kind)).toEqual(['host-log']);
  });

  it('pairs across a hop that renumbers ids, and translates what only the far side saw', async () => {
    // The host never logged the late result (cut here); the gateway's upstream capture has it as id 2.
    const host = (await events('samples/claude-desktop/late-result.log')).filter((e) => !(e.message?.id === 1 && 'result' in e.message));
    const gw = await events(`${F}/late-result.gateway.mcpcap.jsonl`);
    const r = align(host, gw, 'i2');
    expect(r.linked).toBe(true);
    expect(r.renumbered).toBe(true);
    expect(r.offsetMs).toBe(HOP_SKEW_MS);
    // The late answer joins the host's request 1, on the host's clock.
    const late = r.feed.find((e) => e.message && 'result' in e.message && e.message.id === 1);
    expect(late).toBeDefined();
    expect(late!.at).toBe(Date.parse('2026-11-30T12:28:03.995Z'));
    // The gateway's own initialize (its clientInfo, id 1 upstream) is its own session, not the host's.
    expect(r.residual.some((e) => e.message?.method === 'initialize')).toBe(true);
    expect(r.feed.some((e) => e.message?.method === 'initialize')).toBe(false);
  });

  it('leaves unrelated captures apart', async () => {
    const r = align(await events('samples/claude-desktop/late-result.log'), await events('samples/http/v1-timeout.mcpcap.jsonl'), 'i2');
    expect(r.linked).toBe(false);
    expect(r.residual).toHaveLength(26);
  });
});

describe('mergeCaptures', () => {
  it('merges three captures, one without a clock (an NDJSON tee)', async () => {
    const files = ['samples/python/claude-desktop/py-server-client-timeout.log', 'samples/python/ndjson/py-server-client-timeout.ndjson', 'samples/python/mcpcap/py-server-client-timeout.mcpcap.jsonl'];
    const m = mergeCaptures(await Promise.all(files.map(async (path) => ({ path, events: await events(path) }))));
    expect(m.links[1]).toMatchObject({ by: 'messages', offsetMs: null });
    expect(m.links[2]).toMatchObject({ by: 'messages', offsetMs: 0 });
    const call = m.merged.find((e) => e.message?.method === 'tools/call')!;
    expect(call.source.also?.map((a) => a.source.file)).toEqual([files[1], files[2]]);
  });

  it('places an application log by the tool, arguments and id its lines name', async () => {
    const m = mergeCaptures([
      { path: 'late-result.log', events: await events('samples/claude-desktop/late-result.log') },
      { path: 'app.log', events: await events(`${F}/late-result.app.log`) },
    ]);
    expect(m.links[1]).toMatchObject({ by: 'mentions', offsetMs: 2500, matched: 3 });
    const about = m.merged.filter((e) => e.about !== undefined);
    expect(about.map((e) => e.about!.id)).toEqual([1, 1, 1]);
  });
});

describe('interleave', () => {
  const ev = (at: number | null, line: number): WireEvent => ({ at, source: { file: 'x', line }, session: null, transport: null, from: null, kind: 'keepalive' });
  it('places by time, keeps each list in order, and an undated event after its predecessor', () => {
    const out = interleave([ev(0, 1), ev(null, 2), ev(10, 3)], [ev(5, 11), ev(null, 12), ev(20, 13)]);
    expect(out.map((e) => e.source.line)).toEqual([1, 2, 11, 12, 3, 13]);
  });
});
