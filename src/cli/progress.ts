/**
 * A progress line on stderr while a long input is read (issue: "Progress on long work"): bytes
 * read, requests so far, and the rate, rewritten in place. Only when stderr is a terminal: in a
 * pipe, a CI log or a redirected file the carriage-return updates would be noise, so nothing
 * is written at all. Short runs print nothing either: the line appears after `delayMs`.
 */
import { forText } from '../report/sanitize.js';
import type { CliIO } from './io.js';

export function showsProgress(stderr: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  // TERM=dumb terminals (Emacs shell buffers) do not honour the erase-line sequence.
  return stderr.isTTY === true && env.TERM !== 'dumb';
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → `1.5 KB`; decimal units, one decimal place from KB on. */
export function humanBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1000 && u < UNITS.length - 1) {
    v /= 1000;
    u++;
  }
  return u === 0 ? `${v} B` : `${v.toFixed(1)} ${UNITS[u]}`;
}

/** `mcp-server-build.log: 123.4 MB read · 4,567 requests · 56.7 MB/s` (cut to `width` columns). */
export function progressLine(p: { path: string; bytes: number; requests: number; elapsedMs: number }, width = 100): string {
  const rate = p.elapsedMs > 0 ? `${humanBytes(Math.round((p.bytes * 1000) / p.elapsedMs))}/s` : '';
  const facts = [`${humanBytes(p.bytes)} read`, `${p.requests.toLocaleString('en-US')} request${p.requests === 1 ? '' : 's'}`];
  if (rate) facts.push(rate);
  const tail = facts.join(' · ');
  const room = Math.max(10, width - 1 - tail.length - 2);
  const path = forText(p.path);
  const name = path.length > room ? `…${path.slice(path.length - room + 1)}` : path;
  return `${name}: ${tail}`;
}

export interface Progress {
  update(p: { path: string; bytes: number; requests: number }): void;
  /** Erases the line (before the report or an error is written). */
  done(): void;
}

/**
 * The reporter for one run, or null when progress is not shown. `now` is injectable for tests.
 * Updates come once per chunk read (about 1 MiB); the line is rewritten at most every `everyMs`.
 */
export function createProgress(
  io: Pick<CliIO, 'stderr' | 'env'>,
  opts: { now?: () => number; delayMs?: number; everyMs?: number } = {},
): Progress | null {
  if (!showsProgress(io.stderr, io.env)) return null;
  const now = opts.now ?? (() => performance.now());
  const delayMs = opts.delayMs ?? 1000;
  const everyMs = opts.everyMs ?? 250;
  // The clock starts at the first chunk read, not at start-up: module loading on a busy machine
  // is not the input's slowness, and a capture read in one chunk never shows the line.
  let runStart: number | null = null;
  let input: { path: string; start: number } | null = null;
  let last = -Infinity;
  let shown = false;
  return {
    update(p) {
      const t = now();
      runStart ??= t;
      if (input === null || input.path !== p.path) input = { path: p.path, start: t };
      if (t - runStart < delayMs || t - last < everyMs) return;
      last = t;
      shown = true;
      const width = io.stderr.columns ?? 100;
      io.stderr.write(`\r\u001b[K${progressLine({ ...p, elapsedMs: t - input.start }, width)}`);
    },
    done() {
      if (shown) io.stderr.write('\r\u001b[K');
      shown = false;
    },
  };
}
