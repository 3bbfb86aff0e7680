/**
 * Property-based fuzzing of every registered reader, driven line by line as the ingest driver
 * drives it. For any input — random text, random bytes, random JSON-RPC-ish objects in any
 * format's wrapping, mutations of real capture lines — a reader must not throw, must give every
 * line a disposition, must name every 'problem' line in a Problem, must point every event at a
 * real line, and must not pollute Object.prototype.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { hostileLine, mutatedCapture, mutatedLine, randomBytesAsLines, rpcLines } from './arbitraries.js';
import { REAL_LINES } from './corpus.js';
import { contractViolations, loadReaders, prototypePolluted, runReader, runs } from './harness.js';

const readers = await loadReaders();
const RUNS = runs(60);

afterEach(() => {
  expect(prototypePolluted()).toBe(false);
});

function check(readerName: string, lines: string[]): void {
  const reader = readers.find((r) => r.name === readerName);
  if (!reader) throw new Error(`no reader ${readerName}`);
  const run = runReader(reader, lines);
  expect(contractViolations(run, lines)).toEqual([]);
}

describe('readers are registered', () => {
  it('finds the readers of the main formats', () => {
    const names = readers.map((r) => r.name);
    for (const n of ['claude-desktop', 'vscode', 'ndjson']) expect(names).toContain(n);
  });
});

describe.each(readers.map((r) => [r.name] as const))('reader %s under fuzzing', (name) => {
  const reader = readers.find((r) => r.name === name)!;

  it('survives random hostile text lines', { timeout: runs(30_000) }, () => {
    fc.assert(fc.property(fc.array(hostileLine, { maxLength: 40 }), (lines) => check(name, lines)), { numRuns: RUNS });
  });

  it('survives random bytes', { timeout: runs(30_000) }, () => {
    fc.assert(fc.property(randomBytesAsLines, (lines) => check(name, lines)), { numRuns: RUNS });
  });

  it('survives JSON-RPC-ish objects in every format wrapping', { timeout: runs(30_000) }, () => {
    fc.assert(fc.property(rpcLines, (lines) => check(name, lines)), { numRuns: RUNS });
  });

  it('survives mutations of real capture lines of every format', { timeout: runs(30_000) }, () => {
    fc.assert(fc.property(mutatedCapture, (lines) => check(name, lines)), { numRuns: RUNS });
  });

  it('its own real lines, cut at every offset, are all accounted for', () => {
    const own = REAL_LINES[name] ?? [];
    for (let n = 0; n <= own.length; n++) {
      const lines = own.slice(0, n);
      const last = own[n];
      if (last !== undefined) {
        for (let cut = 0; cut < last.length; cut += Math.max(1, Math.floor(last.length / 40))) {
          check(name, [...lines, last.slice(0, cut)]);
        }
      }
    }
  });

  it('sniff returns a confidence in [0, 1] for any head and never throws', { timeout: runs(30_000) }, () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileLine, mutatedLine), { maxLength: 64 }), (head) => {
        const s = reader.sniff(head.map((l) => l.slice(0, 4096)));
        expect(Number.isFinite(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('sniffs its own real lines above zero', () => {
    const own = REAL_LINES[name];
    if (!own) return;
    expect(reader.sniff(own.filter((l) => l.trim() !== '').slice(0, 64))).toBeGreaterThan(0);
  });
});

describe('the contract check itself', () => {
  it('catches a reader that drops a line without a Problem or points outside the file', () => {
    const sloppy = {
      name: 'ndjson' as const,
      title: 'sloppy',
      clock: 'none' as const,
      sniff: () => 0,
      open: (ctx: Parameters<(typeof readers)[number]['open']>[0]) => ({
        line: (_t: string, no: number) => {
          if (no === 2) ctx.emit({ at: null, source: { file: ctx.file, line: 99 }, session: null, transport: null, from: null, kind: 'unparsed' });
          return 'problem' as const;
        },
        end: () => {},
      }),
    };
    const lines = ['a', 'b'];
    const v = contractViolations(runReader(sloppy, lines), lines);
    expect(v).toContain("line 1: 'problem' but no Problem names it");
    expect(v).toContain('event line 99 outside 1..2');
  });

  it('the JSON-RPC fuzz really reaches the message path of the main readers', () => {
    const sample = fc.sample(rpcLines, { numRuns: 30, seed: 7 }).flat();
    for (const name of ['claude-desktop', 'vscode', 'ndjson']) {
      const run = runReader(readers.find((r) => r.name === name)!, sample);
      expect(run.events.filter((e) => e.kind === 'message').length).toBeGreaterThan(0);
    }
  });
});
