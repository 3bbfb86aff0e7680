/**
 * Plain requests (timeline/state.ts Req): a wire request keeps its parts, progress and first answer, and its timeline
 * is made only when something reads it. One generated busy capture per format is built twice from the same events:
 * with every timeline made at once, entry by entry (`plainRequests: false`), and with plain requests and a sink that
 * takes the plain ones it can count (TimelineSink.plain, as analyze() does); lane-check.ts compares the two request by
 * request. Every capture the repository holds is compared the same way in diagnose/plain-walk.ts's walk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCapture, BENCH_FORMATS } from '../../scripts/bench/generate.js';
import type { DiagnoseOptions } from '../../src/diagnose/types.js';
import { Capture, V1_TIMEOUT } from './events.js';
import { agree, bothWays, bothWaysOver } from './lane-check.js';

describe('plain requests give the timelines made at once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-lane-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BENCH_FORMATS.map((f) => [f]))('a generated busy %s capture: nearly every request offered plain', async (format) => {
    const path = join(dir, `${format}.log`);
    generateCapture({ format, path, bytes: 1_500_000, seed: 7 });
    for (const opts of [{}, { maxTotalTimeoutMs: 30_000 }] as DiagnoseOptions[]) {
      const r = (await bothWays(path, opts))!;
      const requests = r.eager.filter((x) => x.kind === 'request').length;
      const offered = agree(r.eager, r.plain, path, opts);
      expect(requests).toBeGreaterThan(1000);
      // With a total timeout, a request with progress is not plain (diagnose/plain.ts (g)).
      expect(offered / requests).toBeGreaterThan(opts.maxTotalTimeoutMs ? 0.3 : 0.9);
    }
  });
});

describe('a plain request turned troubled after N events replays to the timeline made at once', () => {
  // What turns a plain request into a timeline (state.ts Req): each after 0–4 progress notifications (the parts a plain
  // request keeps: PLAIN_PROGRESS), answered or not. The timeline made then must be the one built event by event.
  const troubles: Array<{ name: string; answered: boolean; make: (c: Capture) => void }> = [
    { name: 'a cancel', answered: false, make: (c) => c.wait(50).cancel('client', 5, V1_TIMEOUT) },
    { name: 'a cancel after the answer', answered: true, make: (c) => c.wait(50).cancel('client', 5, V1_TIMEOUT) },
    { name: 'a second answer', answered: true, make: (c) => c.wait(50).res('server', 5, { again: true }) },
    { name: 'an error after the answer', answered: true, make: (c) => c.wait(50).err('server', 5, -32603, 'late') },
    { name: 'progress after the answer', answered: true, make: (c) => c.wait(50).progress(5, 99) },
    { name: 'progress falling back', answered: false, make: (c) => [3, 2].forEach((p) => c.wait(10).progress(5, p)) },
    { name: 'a fifth progress and more', answered: false, make: (c) => [6, 7, 8, 9, 10].forEach((p) => c.wait(10).progress(5, p)) },
    { name: 'the same call sent again (a retry)', answered: false, make: (c) => c.wait(50).call(6, 'build', { target: 'x' }, { progress: true }) },
    { name: 'a close while open', answered: false, make: (c) => c.wait(50).close() },
    { name: 'stdout noise while open', answered: false, make: (c) => c.wait(50).unparsed('Listening on stdio') },
  ];
  for (const tr of troubles) {
    it(tr.name, () => {
      for (let n = 0; n <= 4; n++) {
        const c = new Capture();
        c.v1Handshake();
        c.call(5, 'build', { target: 'x' }, { progress: true });
        for (let i = 1; i <= n; i++) c.wait(20).progress(5, i);
        if (tr.answered) c.wait(20).res('server', 5, { content: [] });
        tr.make(c);
        // Then the request's later life: an answer if it had none, more calls.
        if (!tr.answered) c.wait(20).res('server', 5, { content: [] });
        c.call(7, 'other');
        c.res('server', 7, {});
        const r = bothWaysOver(c.events);
        agree(r.eager, r.plain, `${tr.name} after ${n} progress`, {});
        // The request itself came as a timeline on both sides (it is troubled), not as a plain offer.
        expect(r.plain.some((x) => x.kind === 'request' && x.t.key === 's1:5'), `${tr.name} after ${n}`).toBe(true);
      }
    });
  }
});
