/**
 * End to end on the samples the recorder itself captured (samples/recorder/, written by
 * scripts/samples/recorder/ from real SDK runs through `mcp-triage record`). The generic e2e test
 * (samples.test.ts) already checks outcome / cause / serverState / rules. This one checks what
 * only a recorder capture can give the incident record and the timeline, against the ground truth
 * in each expected.json's `recorder` block (taken from the capture and checked against what the
 * scenario did when it was written):
 *
 * - `record.cancelSignal` names the kind of signal (notifications/cancelled vs closing the
 *   request's HTTP stream), who sent or closed it, and its exact recorded time, citing its line;
 * - HTTP timelines have the request's stream-open and stream-close entries, the close saying who
 *   closed it (client / server / network) at its exact time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeOptions } from '../../src/index.js';
import type { ReportRequest } from '../../src/report/contract.js';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../samples/recorder');

interface CancelTruth {
  kind: 'notification' | 'stream-close' | 'none';
  by: 'client' | null;
  at: string | null;
  line: number | null;
}
interface StreamTruth {
  exchange: string;
  openLine: number;
  closedBy: 'client' | 'server' | 'network';
  line: number;
  at: string;
}
interface Expected {
  capture: string;
  request: string;
  args: string[];
  note: string;
  recorder: { via: string; cancelSignal: CancelTruth; streams: StreamTruth[] };
}

const files = existsSync(DIR) ? readdirSync(DIR).filter((n) => n.endsWith('.expected.json')).sort() : [];
const load = (name: string): Expected => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Expected;

function optionsFrom(args: readonly string[]): AnalyzeOptions {
  const o: AnalyzeOptions = { all: true };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--timeout') o.timeoutMs = Number(value);
    else if (flag === '--max-total-timeout') o.maxTotalTimeoutMs = Number(value);
    else throw new Error(`unexpected analyzer argument in a recorder sample: ${flag}`);
  }
  return o;
}

/** `…/file.jsonl:12` or `…:12(…)` → 12. */
function lineOf(source: string | null): number {
  const m = source ? /:(\d+)(?:\([^)]*\))?$/.exec(source) : null;
  return m ? Number(m[1]) : NaN;
}

async function requestOf(e: Expected): Promise<ReportRequest> {
  const report = await analyze([join(DIR, e.capture)], optionsFrom(e.args));
  const hits = report.requests.filter((r) => String(r.id) === e.request && r.from === 'client');
  expect(hits.map((r) => r.key), `request ${e.request}`).toHaveLength(1);
  return hits[0]!;
}

describe('recorder samples: what only a recorder capture shows', () => {
  it('cover both transports, both cancel signals and every stream closer', () => {
    const all = files.map(load);
    expect(all.length).toBeGreaterThanOrEqual(8);
    const kinds = new Set(all.map((e) => e.recorder.cancelSignal.kind));
    expect([...kinds].sort()).toEqual(['none', 'notification', 'stream-close']);
    const closers = new Set(all.flatMap((e) => e.recorder.streams.map((s) => s.closedBy)));
    expect([...closers].sort()).toEqual(['client', 'network', 'server']);
    expect(all.some((e) => e.recorder.streams.length === 0)).toBe(true); // stdio ones
  });

  for (const file of files) {
    const name = file.replace(/\.expected\.json$/, '');
    it(name, async () => {
      const e = load(file);
      const r = await requestOf(e);
      const why = ` — ground truth: ${e.note}`;
      const sig = e.recorder.cancelSignal;
      const field = r.record.cancelSignal;

      if (sig.kind === 'none') {
        expect(field.value, `cancelSignal${why}`).toMatch(/^none\b/);
      } else {
        const kindText = sig.kind === 'notification' ? `notifications/cancelled from the ${sig.by}` : `stream close: the ${sig.by} `;
        expect(field.value.startsWith(kindText), `cancelSignal "${field.value}" should start with "${kindText}"${why}`).toBe(true);
        // The exact instant the recorder saw it (UTC, ms), and the line it is on.
        expect(field.value, `cancelSignal time${why}`).toContain(` at ${sig.at}`);
        expect(field.known).toBe(true);
        expect(lineOf(field.source), `cancelSignal source ${field.source}`).toBe(sig.line);
      }

      for (const s of e.recorder.streams) {
        const open = r.timeline.filter((t) => t.kind === 'stream-open' && lineOf(t.source) === s.openLine);
        expect(open, `stream-open of exchange ${s.exchange} (line ${s.openLine}) in ${JSON.stringify(r.timeline)}`).toHaveLength(1);
        const close = r.timeline.filter((t) => t.kind === 'stream-close' && lineOf(t.source) === s.line);
        expect(close, `stream-close of exchange ${s.exchange} (line ${s.line})`).toHaveLength(1);
        expect(close[0]!.detail, `who closed exchange ${s.exchange}${why}`).toMatch(new RegExp(`^stream closed by ${s.closedBy}\\b`));
        expect(close[0]!.at).toBe(s.at);
      }
      if (e.recorder.streams.length === 0) {
        // stdio has no HTTP streams: none may be invented.
        expect(r.timeline.filter((t) => t.kind === 'stream-open' || t.kind === 'stream-close')).toEqual([]);
      }
    });
  }
});
