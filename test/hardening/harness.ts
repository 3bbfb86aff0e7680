/**
 * Shared helpers for the hardening suites: drive a Reader directly over lines, and find every
 * reader the ingest room registers (whatever files it adds later).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Problem, WireEvent } from '../../src/events.js';
import { createZoneResolver } from '../../src/ingest/time.js';
import type { LineDisposition, Reader } from '../../src/ingest/types.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function isReader(v: unknown): v is Reader {
  const r = v as Partial<Reader> | null;
  return !!r && typeof r === 'object' && typeof r.name === 'string' && typeof r.sniff === 'function' && typeof r.open === 'function';
}

/**
 * Every Reader: the registry (`READERS`) when it exists, plus any Reader exported by a file in
 * src/ingest/formats/, so a reader is fuzzed even before it is registered.
 */
/**
 * Property-test run counts, scaled by MCP_TRIAGE_FUZZ_SCALE (default 1: what `npm test` runs in bounded time).
 * A longer campaign: `MCP_TRIAGE_FUZZ_SCALE=50 npx vitest run test/hardening` (fast-check draws a new seed each run
 * and prints the seed and the shrunk counterexample of a failure).
 */
export function runs(n: number): number {
  const scale = Number(process.env.MCP_TRIAGE_FUZZ_SCALE ?? '1');
  return Number.isFinite(scale) && scale > 0 ? Math.max(1, Math.round(n * scale)) : n;
}

export async function loadReaders(): Promise<Reader[]> {
  const dir = join(ROOT, 'src', 'ingest', 'formats');
  const byName = new Map<string, Reader>();
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.ts') || f.endsWith('.d.ts')) continue;
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as Record<string, unknown>;
    const list = Array.isArray(mod.READERS) ? (mod.READERS as unknown[]) : Object.values(mod);
    for (const v of list) if (isReader(v) && !byName.has(v.name)) byName.set(v.name, v);
  }
  return [...byName.values()];
}

export interface ReaderRun {
  events: WireEvent[];
  problems: Problem[];
  dispositions: LineDisposition[];
}

const DISPOSITIONS = new Set<LineDisposition>(['event', 'part', 'blank', 'problem']);

/** Feeds `lines` to a fresh sink (as the ingest driver would) and collects what comes out. */
export function runReader(reader: Reader, lines: readonly string[], file = 'cap.log'): ReaderRun {
  const events: WireEvent[] = [];
  const problems: Problem[] = [];
  const dispositions: LineDisposition[] = [];
  const sink = reader.open({
    file,
    tz: createZoneResolver('UTC'),
    emit: (e) => events.push(e),
    problem: (source, message) => problems.push({ source, message }),
  });
  for (let i = 0; i < lines.length; i++) dispositions.push(sink.line(lines[i] as string, i + 1));
  sink.end();
  return { events, problems, dispositions };
}

/**
 * The ingest contract, checked on one run: every line has a known disposition; a 'problem'
 * line is named by a Problem; every event and problem points at a real line of this file.
 * Returns a list of violations (empty = fine) so that a failing property shows all of them.
 */
export function contractViolations(run: ReaderRun, lines: readonly string[], file = 'cap.log'): string[] {
  const bad: string[] = [];
  const n = lines.length;
  const covered = new Set<number>();
  for (const p of run.problems) {
    const from = p.source.line;
    const to = Math.max(from, p.source.endLine ?? from);
    if (p.source.file !== file) bad.push(`problem names file ${p.source.file}`);
    if (!(from >= 1 && to <= Math.max(n, 1))) bad.push(`problem line ${from}-${to} outside 1..${n}`);
    if (typeof p.message !== 'string' || p.message === '') bad.push('problem without a message');
    for (let l = from; l <= to && l - from < 100_000; l++) covered.add(l);
  }
  run.dispositions.forEach((d, i) => {
    if (!DISPOSITIONS.has(d)) bad.push(`line ${i + 1}: disposition ${String(d)}`);
    if (d === 'problem' && !covered.has(i + 1)) bad.push(`line ${i + 1}: 'problem' but no Problem names it`);
  });
  for (const e of run.events) {
    if (e.source.file !== file) bad.push(`event names file ${e.source.file}`);
    if (!(e.source.line >= 1 && e.source.line <= Math.max(n, 1))) bad.push(`event line ${e.source.line} outside 1..${n}`);
    if (e.kind === 'message' && (e.message === null || typeof e.message !== 'object')) bad.push(`message event without message at ${e.source.line}`);
    if (e.at !== null && !Number.isFinite(e.at)) bad.push(`event at ${String(e.at)} is not finite`);
  }
  return bad;
}

/** True when some code polluted Object.prototype (a `__proto__` key was assigned through). */
export function prototypePolluted(): boolean {
  // Any enumerable property on Object.prototype shows up in a for-in over an empty object.
  for (const _k in {}) return true;
  return false;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in-process (`main(argv, io)`), capturing what it prints. `stdin` feeds `-`.
 * NO_COLOR and a non-TTY stdout keep the text report free of the CLI's own colour codes, so any
 * escape found in it came from the capture.
 */
export async function runCli(args: string[], stdin?: string | Buffer): Promise<CliRun> {
  const { PassThrough, Readable } = await import('node:stream');
  const { main } = await import('../../src/cli/main.js');
  const out = new PassThrough();
  const err = new PassThrough();
  const chunks: Buffer[] = [];
  const errChunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  err.on('data', (c: Buffer) => errChunks.push(c));
  const io = {
    stdout: out as NodeJS.WritableStream & { isTTY?: boolean; columns?: number },
    stderr: err,
    stdin: Readable.from(stdin === undefined ? [] : [typeof stdin === 'string' ? Buffer.from(stdin) : stdin]),
    env: { NO_COLOR: '1' } as NodeJS.ProcessEnv,
  };
  const code = await main(['node', 'mcp-triage', ...args], io);
  return { code, stdout: Buffer.concat(chunks).toString('utf8'), stderr: Buffer.concat(errChunks).toString('utf8') };
}

/** Lines as the ingest driver counts them: `\n`-terminated, plus a last unterminated one. */
export function countLines(buf: Buffer): number {
  if (buf.length === 0) return 0;
  let n = 0;
  for (let i = buf.indexOf(10); i >= 0; i = buf.indexOf(10, i + 1)) n++;
  return buf[buf.length - 1] === 10 ? n : n + 1;
}

/** C0/C1 controls other than newline and tab: what must never reach a terminal from a capture. */
export const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
