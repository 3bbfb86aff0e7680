#!/usr/bin/env node
/**
 * What the floor's work costs when it is spread over worker threads — the measurement behind "Both cores" in
 * docs/performance.md. Not part of mcp-triage: an upper bound for a design that would parse on other cores.
 *
 * The file is cut into 4 MiB pieces handed round-robin to N workers (at most W pieces in flight, so memory
 * stays bounded); each worker splits its piece into lines (a line belongs to the piece it starts in), takes
 * the message JSON as the floor does, `JSON.parse`s it, and sends back per message only what a correlator
 * needs — kind, id — plus the JSON text (for the few requests a report would show, re-parsed then). The main
 * thread takes the pieces in file order and pairs requests with responses in a Map: the smallest timeline.
 *
 * usage: node scripts/bench/both-cores.mjs <claude-desktop|vscode|ndjson> <file> [workers=2] [window=4]
 * prints one JSON line: { bytes, messages, answered, ms, maxRssKb }
 */
import { openSync, readSync, statSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const PIECE = 4 << 20;

/** As floor.mjs: where a line's message JSON is, per format. */
function jsonOf(format, line) {
  if (format === 'claude-desktop') {
    const m = line.indexOf('Message from ');
    if (m < 0) return null;
    const open = line.indexOf('{', m);
    if (open < 0) return null;
    let end = line.lastIndexOf(' { metadata:');
    if (end < open) end = line.length;
    return line.slice(open, end);
  }
  if (format === 'vscode') {
    const m = line.indexOf('] {');
    return m < 0 ? null : line.slice(m + 2);
  }
  return line.length > 0 ? line : null;
}

if (isMainThread) {
  const [format, file, nArg, wArg] = process.argv.slice(2);
  if (!format || !file) {
    process.stderr.write('usage: both-cores.mjs <format> <file> [workers] [window]\n');
    process.exit(2);
  }
  const n = Number(nArg ?? 2);
  const window = Number(wArg ?? 4);
  const size = statSync(file).size;
  const pieces = Math.ceil(size / PIECE);
  const t0 = process.hrtime.bigint();
  const workers = Array.from({ length: n }, () => new Worker(new URL(import.meta.url), { workerData: { format, file, size } }));
  const ready = new Map();
  let sent = 0;
  let next = 0;
  const open = new Map();
  let messages = 0;
  let answered = 0;
  const send = () => {
    while (sent < pieces && sent - next < window) {
      workers[sent % n].postMessage(sent);
      sent++;
    }
  };
  const take = () => {
    while (ready.has(next)) {
      const { kinds, ids, texts } = ready.get(next);
      ready.delete(next);
      next++;
      for (let i = 0; i < kinds.length; i++) {
        messages++;
        if (kinds[i] === 1) open.set(ids[i], texts[i]);
        else if (kinds[i] === 2 && open.delete(ids[i])) answered++;
      }
      send();
    }
    if (next === pieces) {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      process.stdout.write(JSON.stringify({ bytes: size, messages, answered, ms, maxRssKb: process.resourceUsage().maxRSS }) + '\n');
      process.exit(0);
    }
  };
  for (const w of workers) w.on('message', (r) => (ready.set(r.k, r), take()));
  send();
  if (pieces === 0) take();
} else {
  const { format, file, size } = workerData;
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(PIECE + (1 << 20));
  parentPort.on('message', (k) => {
    const kinds = [];
    const ids = [];
    const texts = [];
    const onLine = (line) => {
      const text = jsonOf(format, line);
      if (text === null) return;
      let m;
      try {
        m = JSON.parse(text);
      } catch {
        return;
      }
      if (m === null || typeof m !== 'object') return;
      kinds.push(typeof m.method === 'string' ? (m.id !== undefined ? 1 : 3) : 2);
      ids.push(m.id ?? null);
      texts.push(text);
    };
    const start = k * PIECE;
    const end = Math.min(size, start + PIECE);
    // A piece owns the lines that start in it. It reads from one byte early (was the line before ended right
    // at the boundary?) and on past its end to the end of its last line.
    const from = k > 0 ? start - 1 : 0;
    let chunk = buf.subarray(0, readSync(fd, buf, 0, buf.length, from));
    let stop = chunk.indexOf(10, end - 1 - from);
    if (stop < 0 && from + chunk.length < size) {
      const parts = [Buffer.from(chunk)];
      for (let pos = from + chunk.length; ; ) {
        const more = Buffer.allocUnsafe(1 << 20);
        const got = readSync(fd, more, 0, more.length, pos);
        if (got === 0) break;
        const nl = more.subarray(0, got).indexOf(10);
        parts.push(more.subarray(0, nl >= 0 ? nl + 1 : got));
        if (nl >= 0) break;
        pos += got;
      }
      chunk = Buffer.concat(parts);
      stop = chunk.length - 1;
    }
    const limit = stop < 0 ? chunk.length : stop + 1;
    let s = 0;
    if (k > 0) {
      const first = chunk.indexOf(10);
      s = first < 0 ? limit : first + 1;
    }
    for (let nl = chunk.indexOf(10, s); nl >= 0 && nl < limit; nl = chunk.indexOf(10, s)) {
      onLine(chunk.utf8Slice(s, nl));
      s = nl + 1;
    }
    if (s < limit) onLine(chunk.utf8Slice(s, limit));
    parentPort.postMessage({ k, kinds, ids, texts });
  });
}
