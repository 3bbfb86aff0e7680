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
 * usage: node scripts/bench/proto-single-pass.mjs <capture> [--staged] [--wasm] [ignored CLI flags]
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
/** The params fingerprint of a request read by either path (`--wasm` keeps the params' file range, not the object). */
function fpOf(rec) {
  return rec.pOff === undefined ? JSON.stringify(rec.p ?? null) : paramsFp(rec);
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

/*
 * `--wasm` (fourteenth round, docs/performance.md): the same matcher fed from json-lines.wasm's per-line facts
 * (scripts/bench/proto-wasm/) instead of a parsed object; a line the module leaves to JSON.parse takes the text
 * path above (`onLine`), and a message that is part of no pair is decoded for stage B as before. The output
 * line must be identical to the default mode's (the same counts), only `ms` differs.
 */
const wasm = process.argv.includes('--wasm');
let W = null;
let wfd = -1;
/** params' canonical text, read back from the file only when two calls of one method and target are open at once */
function paramsFp(rec) {
  if (rec.pOff === undefined) return JSON.stringify(rec.p ?? null); // a request the text path read
  if (rec.pOff < 0) return 'null';
  const b = Buffer.allocUnsafe(rec.pLen);
  readSync(wfd, b, 0, rec.pLen, rec.pOff);
  return JSON.stringify(JSON.parse(b.utf8Slice()));
}
// The module's per-line fields, refreshed at each batch (the views change when its memory grows).
let wo;
let wd;
let WM = 0;
let WF;
let WD;
let WFL;
let WK;
function wstr(i, a, b) {
  return W.s.str(wo[a * WM + i], wo[b * WM + i]);
}
/** A method or tool name: by its intern number when the module has one (decoded once), else decoded. */
function wname(i, k, a, b) {
  const n = wo[k * WM + i];
  return n >= 0 ? W.s.interned(n) : wstr(i, a, b);
}
const ckCache = new Map();
function onFacts(s, i, at, line, base) {
  const F = WF;
  const K = WK;
  const M = WM;
  const o = wo;
  messages++;
  lastRec = undefined;
  lastRole = 0;
  const ms = o[F.MS * M + i];
  const idk = o[F.IDK * M + i];
  const fl = o[F.FL * M + i];
  if (ms >= 0) {
    const method = wname(i, F.MI, F.MS, F.ME);
    if (idk !== K.ABSENT && idk !== K.NULL) {
      const key = idk === K.STR ? 's' + wstr(i, F.IDS, F.IDE) : wd[WD.ID * M + i];
      const hasP = (fl & WFL.PARAMS) !== 0;
      const target = !hasP
        ? ''
        : o[F.NK * M + i] === K.STR
          ? wname(i, F.NI, F.NS, F.NE)
          : o[F.UK * M + i] === K.STR
            ? wname(i, F.UI, F.US, F.UE)
            : '';
      const tk = o[F.MTK * M + i];
      const token = tk === K.STR ? wstr(i, F.MTS, F.MTE) : tk === K.INT ? wd[WD.MT * M + i] : undefined;
      const pOff = hasP ? base + o[F.PS * M + i] : -1;
      const pLen = hasP ? o[F.PE * M + i] - o[F.PS * M + i] : 0;
      // Calls of the same method and target: the same key string as the text path builds (a fallback line
      // may open or answer the call), but one string object per pair of intern numbers, built once: V8 keeps
      // a string's hash in it, so the map finds it without hashing it again.
      const mi = o[F.MI * M + i];
      const ti = !hasP ? -2 : o[F.NK * M + i] === K.STR ? o[F.NI * M + i] : o[F.UK * M + i] === K.STR ? o[F.UI * M + i] : -2;
      let ck;
      if (mi >= 0 && ti !== -1) {
        const n = mi * 2048 + ti + 2;
        ck = ckCache.get(n);
        if (ck === undefined) ckCache.set(n, (ck = method + '\0' + target));
      } else ck = method + '\0' + target;
      const rec = { key, seq: ++seq, at, line, method, target, token, ck, last: -Infinity, bad: false, fp: undefined, pOff, pLen, decided: false, endedAt: null, started: 0, seq2: 0 };
      lastRec = rec;
      lastRole = 1;
      if (s.open.has(key) || s.heldById.has(key)) rec.bad = true;
      s.open.set(key, rec);
      if (token !== undefined) s.tokens.set(token, rec);
      const same = s.calls.get(ck);
      if (same === undefined) s.calls.set(ck, rec);
      else {
        if (same.fp === undefined) same.fp = paramsFp(same);
        rec.fp = paramsFp(rec);
        if (rec.fp === same.fp) same.bad = rec.bad = true;
        s.calls.set(ck, rec);
      }
      if (method === 'initialize') rec.bad = true;
      s.starts++;
      while (s.held.length > 0 && s.held[0].seq2 + HOLD <= s.starts) release(s, s.held.shift());
    } else if (method === 'notifications/progress') {
      const tk = o[F.TK * M + i];
      const token = tk === K.STR ? wstr(i, F.TS, F.TE) : tk === K.INT ? wd[WD.T * M + i] : undefined;
      const rec = s.tokens.get(token);
      if (rec !== undefined) {
        const pk = o[F.PGK * M + i];
        const v = pk === K.INT ? wd[WD.PG * M + i] : pk === K.NUM ? Number(wstr(i, F.PGS, F.PGE)) : undefined;
        if (!(v > rec.last)) rec.bad = true;
        rec.last = v;
        lastRec = rec;
        lastRole = 3;
      }
    } else if (method === 'notifications/cancelled') {
      const rk = o[F.RK * M + i];
      const key = rk === K.STR ? 's' + wstr(i, F.RS, F.RE) : rk === K.INT ? wd[WD.R * M + i] : undefined;
      const rec = s.open.get(key) ?? s.heldById.get(key);
      if (rec !== undefined) rec.bad = true;
    }
  } else if (idk !== K.ABSENT) {
    const key = idk === K.STR ? 's' + wstr(i, F.IDS, F.IDE) : idk === K.INT ? wd[WD.ID * M + i] : null;
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
    const ck = rec.ck ?? rec.method + '\0' + rec.target;
    if (s.calls.get(ck) === rec) s.calls.delete(ck);
    if ((fl & (WFL.ERROR | WFL.IS_ERROR)) !== 0) rec.bad = true;
    rec.pOff = -1;
    rec.seq2 = s.starts;
    s.held.push(rec);
    s.heldById.set(key, rec);
  }
}
function onWasmBatch(n, base) {
  const { o, d, MAXL } = W.s;
  const { F, D, FL, V } = W;
  wo = o;
  wd = d;
  WM = MAXL;
  const S = W.s;
  for (let i = 0; i < n; i++) {
    lines++;
    const v = o[F.V * MAXL + i];
    if (v === V.FALLBACK) {
      onLine(S.str(o[F.LS * MAXL + i], o[F.LE * MAXL + i]), lines);
      continue;
    }
    if (claude) {
      if (v === V.NONE) {
        if (o[F.BS * MAXL + i] === -1) enqueue(undefined, 0, 0, undefined);
        continue;
      }
      const ls = o[F.LS * MAXL + i];
      let s = lastSession;
      if ((o[F.FL * MAXL + i] & FL.SAME_NAME) === 0 || v !== V.OK) {
        const name = S.str(ls + 25, d[D.NAME_END * MAXL + i]);
        if (name !== lastName) {
          s = sessions.get(name);
          if (s === undefined) sessions.set(name, (s = session()));
          lastSession = s;
          lastName = name;
        }
      }
      if (v === V.INVALID) {
        failed++;
        enqueue(undefined, 0, 0, undefined);
        continue;
      }
      const fromClient = S.buf[S.INPUT + d[D.MSG * MAXL + i] + 15] === 99;
      const at = d[D.STAMP * MAXL + i];
      onFacts(s, i, at, lines, base);
      enqueue(lastRec, lastRec === undefined ? 0 : lastRole, at, staged && lastRec === undefined ? S.str(o[F.BS * MAXL + i], o[F.BE * MAXL + i]) : undefined);
      void fromClient;
    } else {
      if (v === V.NONE) continue;
      if (v === V.INVALID) {
        failed++;
        continue;
      }
      if (lastSession === null) lastSession = session();
      onFacts(lastSession, i, 0, lines, base);
      enqueue(lastRec, lastRec === undefined ? 0 : lastRole, 0, staged && lastRec === undefined ? S.str(o[F.BS * MAXL + i], o[F.BE * MAXL + i]) : undefined);
    }
  }
}

const t0 = process.hrtime.bigint();
if (wasm) {
  const mod = await import('./proto-wasm/lines.mjs');
  W = { ...mod, s: mod.scanner(claude ? 'claude-header' : 'ndjson') };
  WF = mod.F;
  WD = mod.D;
  WFL = mod.FL;
  WK = mod.K;
  wfd = openSync(file, 'r');
}
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
if (wasm) W.s.file(file, onWasmBatch);
else {
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
