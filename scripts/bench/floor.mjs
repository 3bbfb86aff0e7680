#!/usr/bin/env node
/**
 * The floor for `npm run bench`: the least work any capture analyzer must do — read the file,
 * split it into lines and `JSON.parse` each message — written as plainly as Node allows
 * (1 MiB reads, a native indexOf(0x0A) loop over the bytes, each line decoded alone, a
 * synchronous per-line step).
 * mcp-triage's throughput is reported as a ratio of this.
 *
 * Two ways to read, both reported by the bench (docs/performance.md, "The floor"):
 * - `stream` (default): `fs.createReadStream` with 1 MiB chunks, a fresh buffer for every chunk;
 * - `reuse`: `fs.readSync` into one 1 MiB buffer reused for every read (no buffer churn: measured
 *   1.6–1.9× cheaper in CPU than the stream floor on the bench captures, shared/design/engine.md).
 * Everything after the read (line split, decode, `JSON.parse`) is the same code.
 *
 * usage: node scripts/bench/floor.mjs <claude-desktop|vscode|ndjson|mcpcap>[-8k] <file> [stream|reuse]
 * prints one JSON line: { bytes, lines, parsed, failed, ms, maxRssKb }
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';

const [formatArg, file, mode = 'stream'] = process.argv.slice(2);
if (!formatArg || !file || (mode !== 'stream' && mode !== 'reuse')) {
  process.stderr.write('usage: floor.mjs <format> <file> [stream|reuse]\n');
  process.exit(2);
}
// A large-bodies capture (`claude-desktop-8k`) has its base format's line grammar.
const format = formatArg.replace(/-8k$/, '');

let lines = 0;
let parsed = 0;
let failed = 0;

function parse(text) {
  try {
    JSON.parse(text);
    parsed++;
  } catch {
    failed++;
  }
}

/** Per format: find the JSON of a message line, if any, and parse it. */
const onLine =
  format === 'claude-desktop'
    ? (line) => {
        // `<ts> [server] [level] Message from client: {json} { metadata: undefined }`
        const m = line.indexOf('Message from ');
        if (m < 0) return;
        const open = line.indexOf('{', m);
        if (open < 0) return;
        let end = line.lastIndexOf(' { metadata:');
        if (end < open) end = line.length;
        parse(line.slice(open, end));
      }
    : format === 'claude-code'
      ? // A host log holds no message to parse: its floor is reading, splitting and decoding the lines.
        () => {}
    : format === 'vscode'
      ? (line) => {
          // `<ts> [debug] [editor -> server] {json}`
          const m = line.indexOf('] {');
          if (m < 0) return;
          parse(line.slice(m + 2));
        }
      : (line) => {
          if (line.length > 0) parse(line);
        };

const t0 = process.hrtime.bigint();
// Bytes are split on 0x0A and each line decoded alone (utf8Slice): measured faster than decoding
// 1 MiB chunks and slicing lines from the string (claude-desktop 200 MiB: 1.34 vs 1.66 CPU-s), so
// the floor uses it too (docs/performance.md, "The floor").
let pending = null;
/** Splits `chunk[0, n)` into lines; the unfinished tail is copied (the reused buffer is overwritten). */
function push(chunk, n) {
  let start = 0;
  let nl = chunk.indexOf(10);
  if (nl >= n) nl = -1;
  if (nl >= 0 && pending !== null) {
    onLine(Buffer.concat([pending, chunk.subarray(0, nl)]).utf8Slice());
    lines++;
    pending = null;
    start = nl + 1;
    nl = chunk.indexOf(10, start);
    if (nl >= n) nl = -1;
  }
  while (nl >= 0) {
    onLine(chunk.utf8Slice(start, nl));
    lines++;
    start = nl + 1;
    nl = chunk.indexOf(10, start);
    if (nl >= n) nl = -1;
  }
  if (start < n) pending = pending === null ? Buffer.from(chunk.subarray(start, n)) : Buffer.concat([pending, chunk.subarray(start, n)]);
}
if (mode === 'reuse') {
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(1 << 20);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    push(buf, n);
  }
  closeSync(fd);
} else {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  for await (const chunk of stream) push(chunk, chunk.length);
}
if (pending !== null) {
  onLine(pending.utf8Slice());
  lines++;
}
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
process.stdout.write(
  JSON.stringify({ bytes: statSync(file).size, lines, parsed, failed, ms, maxRssKb: process.resourceUsage().maxRSS }) + '\n',
);
