#!/usr/bin/env node
/**
 * Bound for the single-pass plain-pair design (docs/performance.md, ninth round): the least an exact
 * analyzer of this shape must do, in one pass, with the message validated by `JSON.parse` (the only
 * validator below JavaScript this machine has): read into one reused buffer, split, decode, parse, read
 * the Claude Desktop header (stamp, server, direction), and keep every request as one flat record in a
 * past-only pair matcher — open requests by id, progress by token (in order, before the answer), the
 * answered ones held for the timeline's window of 256 starts (a late cancel or second answer finds them),
 * and calls of the same method and target open at once compared by a params fingerprint computed only
 * on that collision. What it leaves out is what the real design adds on top: the builder for the pairs
 * that are not plain (1–2 % of them on the bench captures), diagnose and report for those, redaction,
 * and the problems list. So its CPU time is a lower bound of that design's.
 *
 * usage: node scripts/bench/proto-single-pass.mjs <capture> [--staged] [ignored CLI flags]
 * (format from the name: *.ndjson is NDJSON, anything else Claude Desktop's mcp-server-*.log)
 * prints one JSON line: { lines, messages, failed, pairs, plain, materialised, open, ms }
 */
import { closeSync, openSync, readSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: proto-single-pass.mjs <capture>\n');
  process.exit(2);
}
const claude = !file.endsWith('.ndjson');
// `--staged`: add the second stage the design needs (see below); without it, stage A alone.
const staged = process.argv.includes('--staged');
const QUEUE_MAX = 16384;
const HOLD = 256;

let lines = 0;
let messages = 0;
let failed = 0;
let pairs = 0;
let plain = 0;
let materialised = 0;
let seq = 0;

/** One session: the matcher's state. */
function session() {
  return { open: new Map(), tokens: new Map(), calls: new Map(), held: [], heldById: new Map(), starts: 0 };
}
const sessions = new Map();
let lastSession = null;
let lastName = '';

/** The stamp `YYYY-MM-DDTHH:MM:SS.mmmZ` read from its digits (the timeline needs a time per event). */
function stamp(s) {
  const d = (i) => s.charCodeAt(i) - 48;
  const y = d(0) * 1000 + d(1) * 100 + d(2) * 10 + d(3);
  const mo = d(5) * 10 + d(6);
  const da = d(8) * 10 + d(9);
  const h = d(11) * 10 + d(12);
  const mi = d(14) * 10 + d(15);
  const se = d(17) * 10 + d(18);
  const ms = d(20) * 100 + d(21) * 10 + d(22);
  return Date.UTC(y, mo - 1, da, h, mi, se, ms);
}

function release(s, rec) {
  pairs++;
  if (rec.bad) materialised++;
  else plain++;
  rec.decided = true;
  s.heldById.delete(rec.key);
}

/*
 * Stage B (`--staged`): the timeline runs behind stage A, one line at a time in capture order, and takes a line
 * only once stage A has decided the pair it belongs to (released from the hold: quiet or not). A quiet line is
 * counted as timeline/quiet.ts's ghosts are (a key, a sequence number, a start of its session, held after its
 * answer, a finished note when let go); any other line is parsed again here (standing in for the full path,
 * which it underestimates: those are 1-2 % of the pairs). Lines wait in a queue; if it grows past QUEUE_MAX,
 * the pair at its head is decided as not quiet (built), so memory stays bounded.
 */
// The queue is a ring of typed arrays (role, time, the pair's record or the line's text), not an object per line:
// the lines wait ~1,000 lines for their pair's hold to end, and objects that live that long are promoted and
// collected as old ones. Measured (docs/performance.md, ninth round): an object per queued line cost ~10 % more
// than this ring; what first doubled the run was evicting the oldest finished note by `map.keys().next()`.
const QCAP = QUEUE_MAX * 2;
const qRole = new Uint8Array(QCAP);
const qAt = new Float64Array(QCAP);
const qRec = new Array(QCAP).fill(null);
let qh = 0;
let qt = 0;
const B = { seq: 0, held: [], heldHead: 0, finished: new Map(), fifo: new Array(8192), fifoAt: 0, started: 0, reparsed: 0, counted: 0 };
const ghosts = new Map();
function enqueue(rec, role, at, text) {
  if (!staged) return;
  const i = qt % QCAP;
  qRole[i] = role;
  qAt[i] = at;
  qRec[i] = rec === undefined ? (text ?? null) : rec;
  qt++;
  drain(false);
}
function drain(all) {
  while (qh < qt) {
    const i = qh % QCAP;
    const x = qRec[i];
    const role = qRole[i];
    if (role !== 0 && !x.decided) {
      if (!all && qt - qh < QUEUE_MAX) break;
      x.bad = true;
      x.decided = true;
    }
    qRec[i] = null;
    qh++;
    if (role === 0 || x.bad) {
      B.reparsed++;
      if (typeof x === 'string') JSON.parse(x);
      continue;
    }
    B.counted++;
    if (role === 1) {
      B.seq++;
      B.started++;
      ghosts.set(x.key, x);
      x.endedAt = null;
      while (B.heldHead < B.held.length && B.held[B.heldHead].started + HOLD <= B.started) {
        const g = B.held[B.heldHead++];
        // Oldest note out by a FIFO of keys: `map.keys().next()` after many deletes walks the holes (measured).
        B.finished.set(g.key, g);
        B.fifo[B.fifoAt++ & 8191] = g.key;
        if (B.fifoAt > 8192) B.finished.delete(B.fifo[B.fifoAt & 8191]);
      }
      if (B.heldHead > 4096) {
        B.held = B.held.slice(B.heldHead);
        B.heldHead = 0;
      }
    } else if (role === 2) {
      if (ghosts.get(x.key) === x) {
        ghosts.delete(x.key);
        x.endedAt = qAt[i];
        x.started = B.started;
        B.held.push(x);
      }
    }
  }
}

let lastRec;
let lastRole;
/** The params fingerprint of a request. */
function fpOf(rec) {
  return JSON.stringify(rec.p ?? null);
}
function onMessage(s, m, at, line, fromClient) {
  messages++;
  lastRec = undefined;
  lastRole = 0;
  const method = m.method;
  const id = m.id;
  if (typeof method === 'string') {
    if (id !== undefined && id !== null) {
      const key = typeof id === 'string' ? 's' + id : id;
      const p = m.params;
      const target = p === undefined ? '' : (p.name ?? p.uri ?? '');
      const token = p?._meta?.progressToken;
      const rec = { key, seq: ++seq, at, line, method, target, token, last: -Infinity, bad: false, fp: undefined, p, decided: false, endedAt: null, started: 0, seq2: 0 };
      lastRec = rec;
      lastRole = 1;
      if (s.open.has(key) || s.heldById.has(key)) rec.bad = true;
      s.open.set(key, rec);
      if (token !== undefined) s.tokens.set(token, rec);
      // Calls of the same method and target open at once: compare params only then.
      const ck = method + '\0' + target;
      const same = s.calls.get(ck);
      if (same === undefined) s.calls.set(ck, rec);
      else {
        if (same.fp === undefined) same.fp = fpOf(same);
        rec.fp = JSON.stringify(p ?? null);
        if (rec.fp === same.fp) same.bad = rec.bad = true;
        s.calls.set(ck, rec);
      }
      if (method === 'initialize') rec.bad = true;
      // The timeline's hold: an answered request stays findable for HOLD more starts.
      s.starts++;
      while (s.held.length > 0 && s.held[0].seq2 + HOLD <= s.starts) release(s, s.held.shift());
    } else if (method === 'notifications/progress') {
      const rec = s.tokens.get(m.params?.progressToken);
      if (rec !== undefined) {
        const v = m.params.progress;
        if (!(v > rec.last)) rec.bad = true;
        rec.last = v;
        lastRec = rec;
        lastRole = 3;
      }
    } else if (method === 'notifications/cancelled') {
      const rid = m.params?.requestId;
      const key = typeof rid === 'string' ? 's' + rid : rid;
      const rec = s.open.get(key) ?? s.heldById.get(key);
      if (rec !== undefined) rec.bad = true;
    }
  } else if (id !== undefined) {
    const key = typeof id === 'string' ? 's' + id : id;
    const rec = s.open.get(key);
    if (rec === undefined) {
      const done = s.heldById.get(key);
      if (done !== undefined) done.bad = true;
      return;
    }
    s.open.delete(key);
    lastRec = rec;
    lastRole = 2;
    if (rec.token !== undefined) s.tokens.delete(rec.token);
    const ck = rec.method + '\0' + rec.target;
    if (s.calls.get(ck) === rec) s.calls.delete(ck);
    if (m.error !== undefined || m.result?.isError === true) rec.bad = true;
    rec.p = undefined;
    rec.seq2 = s.starts;
    s.held.push(rec);
    s.heldById.set(key, rec);
  }
  void at, void line, void fromClient;
}

function onLine(text, line) {
  if (claude) {
    // `<stamp> [server] [level] Message from client: {json} { metadata: undefined }`
    const m = text.indexOf('] Message from ');
    if (m < 0) return void enqueue(undefined, 0, 0, undefined);
    const close = text.indexOf(']', 25);
    const name = text.slice(25, close);
    let s = lastSession;
    if (name !== lastName) {
      s = sessions.get(name);
      if (s === undefined) sessions.set(name, (s = session()));
      lastSession = s;
      lastName = name;
    }
    const fromClient = text.charCodeAt(m + 15) === 99;
    const open = text.indexOf('{', m);
    if (open < 0) return;
    let end = text.lastIndexOf(' { metadata:');
    if (end < open) end = text.length;
    let msg;
    const body = text.slice(open, end);
    try {
      msg = JSON.parse(body);
    } catch {
      failed++;
      return void enqueue(undefined, 0, 0, undefined);
    }
    if (msg === null || typeof msg !== 'object') return;
    const at = stamp(text);
    onMessage(s, msg, at, line, fromClient);
    enqueue(lastRec, lastRec === undefined ? 0 : lastRole, at, body);
  } else {
    if (text.length === 0) return;
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      failed++;
      return;
    }
    if (msg === null || typeof msg !== 'object') return;
    if (lastSession === null) lastSession = session();
    onMessage(lastSession, msg, 0, line, typeof msg.method === 'string');
    enqueue(lastRec, lastRec === undefined ? 0 : lastRole, 0, text);
  }
}

const t0 = process.hrtime.bigint();
let pending = null;
function push(chunk, n) {
  let start = 0;
  let nl = chunk.indexOf(10);
  if (nl >= n) nl = -1;
  if (nl >= 0 && pending !== null) {
    onLine(Buffer.concat([pending, chunk.subarray(0, nl)]).utf8Slice(), ++lines);
    pending = null;
    start = nl + 1;
    nl = chunk.indexOf(10, start);
    if (nl >= n) nl = -1;
  }
  while (nl >= 0) {
    onLine(chunk.utf8Slice(start, nl), ++lines);
    start = nl + 1;
    nl = chunk.indexOf(10, start);
    if (nl >= n) nl = -1;
  }
  if (start < n) pending = pending === null ? Buffer.from(chunk.subarray(start, n)) : Buffer.concat([pending, chunk.subarray(start, n)]);
}
{
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(1 << 20);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    push(buf, n);
  }
  closeSync(fd);
  if (pending !== null) onLine(pending.utf8Slice(), ++lines);
}
let open = 0;
for (const s of sessions.size > 0 ? sessions.values() : [lastSession]) {
  if (s === null) continue;
  for (const rec of s.held) release(s, rec);
  if (staged) drain(true);
  open += s.open.size;
}
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
process.stdout.write(JSON.stringify({ lines, messages, failed, pairs, plain, materialised, open, counted: B.counted, reparsed: B.reparsed, ms }) + '\n');
