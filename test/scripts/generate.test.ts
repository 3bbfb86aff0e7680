// The bench generator's small-sample knobs (sixtieth round: a warm-up sample with many sessions and its rare fates):
// the defaults leave the bench captures byte-for-byte as before; the knobs change what they say they change.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCapture } from '../../scripts/bench/generate.js';

const dir = mkdtempSync(join(tmpdir(), 'gen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generateCapture', () => {
  it.each(['claude-desktop', 'ndjson'] as const)('%s: the defaults given explicitly write the same bytes', (format) => {
    const a = join(dir, `${format}-a`);
    const b = join(dir, `${format}-b`);
    const sa = generateCapture({ format, path: a, bytes: 3_000_000, seed: 3 });
    const sb = generateCapture({ format, path: b, bytes: 3_000_000, seed: 3, sessionLength: 20_000, rareScale: 1 });
    expect(sb).toEqual(sa);
    expect(readFileSync(b).equals(readFileSync(a))).toBe(true);
  });

  it.each([
    { format: 'claude-desktop' as const, sessionLength: 5 },
    { format: 'ndjson' as const, sessionLength: 5 },
    { format: 'ndjson' as const, sessionLength: 40 },
  ])('$format: a restart every $sessionLength requests', ({ format, sessionLength }) => {
    const s = generateCapture({ format, path: join(dir, `${format}-s${sessionLength}`), bytes: 60_000, seed: 7, sessionLength });
    expect(s.sessions).toBe(Math.ceil(s.requests / sessionLength));
  });

  it('rareScale multiplies the timeouts and cancels', () => {
    const plain = generateCapture({ format: 'ndjson', path: join(dir, 'r1'), bytes: 400_000, seed: 7 });
    const rare = generateCapture({ format: 'ndjson', path: join(dir, 'r60'), bytes: 400_000, seed: 7, rareScale: 60 });
    expect(plain.timeouts).toBeLessThan(3);
    expect(rare.timeouts).toBeGreaterThan(10);
    expect(rare.cancels).toBeGreaterThan(rare.timeouts);
  });
});
