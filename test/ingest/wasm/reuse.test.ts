/**
 * One WebAssembly instance read after read (src/ingest/wasm/load.ts jsonLines, release; json-lines.ts reset): a read
 * that is over gives its instance back, the next read of the same cut gets it reset to a fresh instance's state, and
 * a capture read after others in one process gives the report it gives when read first, with an instance of its own.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { renderJson } from '../../../src/report/json.js';
import { F, JsonLines, jsonLines, jsonLinesModule, release, type Cut } from '../../../src/ingest/wasm/load.js';
import { tempFile } from '../helpers.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const samples = (dir: string, ext: string): string[] =>
  readdirSync(join(ROOT, 'samples', dir))
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(ROOT, 'samples', dir, f));

afterEach(() => {
  vi.restoreAllMocks();
});

/** Scans `text` whole into `w` and returns every column of every line, and the texts of its intern numbers. */
function scanAll(w: JsonLines, text: string): { rows: number[][]; names: (string | null)[] } {
  const b = Buffer.from(text);
  w.reserve(b.length);
  b.copy(w.buf, w.input);
  const k = w.scan(0, b.length, true);
  const rows: number[][] = [];
  const names: (string | null)[] = [];
  for (let i = 0; i < k; i++) {
    const row: number[] = [];
    for (let f = 0; f <= F.PMN; f++) row.push(w.f(f, i));
    for (let f = 0; f < 8; f++) row.push(w.d[f * w.maxLines + i]!);
    rows.push(row);
    const mi = w.f(F.MI, i);
    names.push(mi >= 0 ? w.interned(mi) : null);
  }
  return { rows, names };
}

const CD_LINE = (id: number, method: string, tool: string): string =>
  `2026-11-02T08:15:0${id % 10}.${String(100 + id).padStart(3, '0')}Z [info] [files] Message from client: ` +
  `{"method":"${method}","params":{"name":"${tool}","arguments":{"path":"/srv/${id}"}},"jsonrpc":"2.0","id":${id}} { metadata: undefined }`;

describe('json-lines.wasm instance reuse', () => {
  it('gives a finished read’s instance to the next read of its cut, reset, and never to two reads at once', () => {
    const a = jsonLines('line')!;
    const b = jsonLines('line')!;
    expect(b).not.toBe(a);
    release(a);
    const c = jsonLines('line')!;
    expect(c).toBe(a);
    // a Claude Desktop read does not get a bare-line instance (its marker and mode are its own)
    const d = jsonLines('claude-desktop')!;
    expect(d).not.toBe(b);
    expect(d.cut).toBe('claude-desktop');
    for (const w of [b, c, d]) release(w);
  });

  it.each<Cut>(['line', 'claude-desktop'])('resets an instance to a fresh one’s memory and state (%s)', (cut) => {
    const first = Array.from({ length: 40 }, (_, i) => CD_LINE(i, i % 2 === 0 ? 'tools/call' : `custom/m${i}`, `tool_${i}`));
    const bare = (lines: string[]): string[] => lines.map((l) => l.slice(l.indexOf('{'), l.lastIndexOf(' {')));
    const text1 = (cut === 'line' ? bare(first) : first).join('\n');
    const second = Array.from({ length: 30 }, (_, i) => CD_LINE(i + 100, i % 3 === 0 ? 'resources/read' : `other/x${i}`, `t${i}`));
    const text2 = (cut === 'line' ? bare(second) : second).join('\n');

    const used = jsonLines(cut)!;
    scanAll(used, text1);
    release(used);
    const again = jsonLines(cut)!;
    expect(again).toBe(used);
    const fresh = new JsonLines(jsonLinesModule()!, cut);
    // every byte of memory as a fresh instance's (the intern table, the columns, the last chunk all zero again)
    expect(Buffer.compare(again.buf, fresh.buf)).toBe(0);
    // and the same globals: the same scan gives the same columns and intern numbers (numbered from 0 again)
    const x = scanAll(again, text2);
    const y = scanAll(fresh, text2);
    expect(x.rows.length).toBe(30);
    expect(x).toEqual(y);
    expect(Buffer.compare(again.buf, fresh.buf)).toBe(0);
    release(again);
  });

  it('does not keep an instance whose memory grew', () => {
    const w = jsonLines('line')!;
    w.reserve(w.buf.length * 2);
    expect(w.grown).toBe(true);
    release(w);
    const next = jsonLines('line')!;
    expect(next).not.toBe(w);
    expect(next.grown).toBe(false);
    release(next);
  });

  it('reads each capture to the same report after other captures as alone with an instance of its own', async () => {
    const files = [
      ...samples('claude-desktop', '.log'),
      ...samples('ndjson', '.ndjson'),
      // many distinct methods and tool names, which fill the intern table a capture leaves behind
      tempFile('many-methods.log', Array.from({ length: 600 }, (_, i) => CD_LINE(i, `custom/method_${i}`, `tool_${i}`)).join('\n') + '\n'),
    ];
    expect(files.length).toBeGreaterThan(6);
    const report = async (f: string): Promise<string> => renderJson(await analyze([f], { all: true, tz: 'UTC' }));

    // Alone: each read with a fresh instance (the pooled ones held aside meanwhile).
    const alone = new Map<string, string>();
    for (const f of files) {
      const held = [jsonLines('line'), jsonLines('line'), jsonLines('claude-desktop'), jsonLines('claude-desktop')];
      const resets = vi.spyOn(JsonLines.prototype, 'reset');
      alone.set(f, await report(f));
      expect(resets).not.toHaveBeenCalled();
      resets.mockRestore();
      for (const w of held) if (w !== null) release(w);
    }
    // One after another, twice over in another order: every read but the first of its cut reuses an instance.
    const resets = vi.spyOn(JsonLines.prototype, 'reset');
    for (const f of [...files, ...[...files].reverse()]) expect(await report(f)).toBe(alone.get(f));
    expect(resets.mock.calls.length).toBeGreaterThanOrEqual(files.length);
  });
});

