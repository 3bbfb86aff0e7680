/**
 * Audit (docs/performance.md, sixty-seventh round), loaded with `node --import` into a tree that
 * `proto-module-pairs.mjs make` built (its driver asks `globalThis.__protoModulePairs.take` first for every scanned
 * line): takes nothing, and counts what the confirmed-pair hand-over would have to hand back under conservative
 * triggers that keep it exact by construction, by reason. The pairs+progress candidate of the sixty-fifth round (a
 * client request of a plain method, integer or string id, no params.progressToken, its _meta token's progress taken
 * with it up to 4 strictly rising values) is held from its request line; it is handed back when, before its answer:
 *   cancel      a notifications/cancelled names its id
 *   progress    a fifth progress, or one not strictly above the last, or one not an integer
 *   answer      its answer is an error or isError
 *   reuse       a request of the session with the same id
 *   retry       a request of the session with the same method, name/uri and arguments' shape (the retry index's
 *               fingerprint, over-approximated)
 *   host        any line of the session not offered as a plain message (Claude Desktop: the server's stderr and
 *               host lines, by the header's name; NDJSON: any line not offered), or only those PROTO_AUDIT_SAID matches
 *               (counted when the pair settles: `host` is a subset of `pairs`)
 *   (offeredBetween counts the offered lines that are no candidate's request, progress or answer: not a trigger)
 *   session     an initialize of the session, or the capture's end, while it is held
 * and after its plain answer, while the timeline would still hold it (the session's next CLEAN_HOLD_REQUESTS = 256
 * request starts), a late line:
 *   lateCancel, lateAnswer, lateProgress (each settles the pair as handed back), lateHost (any non-offered line of the
 *   session, or those PROTO_AUDIT_SAID_LATE matches: the host words rule; a subset of `pairs`)
 * A pair settles when its window closes or its session ends; `pairs` counts those answered plain and not late, and
 * `pairsNoHostTrigger` those of them no host line met.
 * Held lengths (lines between request and answer) are tallied, and the answered candidates whose lines are contiguous
 * (nothing between request and answer but its own progress: `contiguous`). PROTO_AUDIT_OUT=<file>: one JSON line at exit.
 */
import { appendFileSync, writeFileSync } from 'node:fs';

// json-lines.ts column numbers (load.ts F, D, FL, K), as proto-module-pairs-hook.mjs has them.
const F_LS = 0, F_LE = 1, F_V = 4, F_FL = 5, F_IDS = 6, F_IDE = 7, F_IDK = 8, F_MS = 9, F_ME = 10, F_TS = 12, F_TE = 13,
  F_TK = 14, F_MTS = 15, F_MTE = 16, F_MTK = 17, F_RS = 18, F_RE = 19, F_RK = 20, F_NS = 21, F_NE = 22, F_US = 24,
  F_UE = 25, F_PGK = 29, F_SH = 43;
const D_PG = 4, D_MSG = 6;
const FL_RESULT = 1, FL_ERROR = 2, FL_IS_ERROR = 4, FL_NOT_PLAIN = 64, FL_PLAIN_UNSURE = 128, FL_SHAPE = 256;
const K_ABSENT = 0, K_INT = 2, K_STR = 1;
const PLAIN = new Set(['tools/call', 'resources/read', 'prompts/get', 'tools/list', 'resources/list', 'prompts/list',
  'resources/templates/list', 'ping', 'completion/complete']);
const PLAIN_PROGRESS = 4;
const CLEAN_HOLD = 256;
/**
 * PROTO_AUDIT_KEEP=<file>: the line numbers of the pairs no trigger handed back (request, progress, answer), written at
 * exit in the list form proto-module-pairs-hook.mjs's `bits:` mode reads; PROTO_AUDIT_KEEP_CONTIGUOUS=1: only the
 * contiguous ones.
 */
const KEEP = process.env.PROTO_AUDIT_KEEP ?? null;
const KEEP_CONTIG = process.env.PROTO_AUDIT_KEEP_CONTIGUOUS === '1';
const keep = [];
/** PROTO_AUDIT_SAID=<regex>: only the non-offered lines it matches are host-line triggers (the reader's words lines). */
const SAID = process.env.PROTO_AUDIT_SAID ? new RegExp(process.env.PROTO_AUDIT_SAID) : null;
/** PROTO_AUDIT_SAID_LATE=<regex>: the same for the window after the answer (default: as PROTO_AUDIT_SAID). */
const SAID_LATE = process.env.PROTO_AUDIT_SAID_LATE ? new RegExp(process.env.PROTO_AUDIT_SAID_LATE) : null;

const c = {
  lines: 0, offered: 0, candidates: 0, pairs: 0, pairLines: 0, cancel: 0, progress: 0, answer: 0, reuse: 0, retry: 0,
  host: 0, session: 0, lateCancel: 0, lateAnswer: 0, lateProgress: 0, lateHost: 0, offeredBetween: 0,
  pairsNoHostTrigger: 0, linesNoHostTrigger: 0, contiguous: 0, safeContiguous: 0, linesSafeContiguous: 0,
};
const holdLen = [];
let lastNo = Infinity;
let lastName = '';
/** session → { held: Map(id → h), toks: Map(token → h), prints: Map(print → Set h), started, clean: Map(id → h), cleanToks } */
let sessions = new Map();

function sess(name) {
  let s = sessions.get(name);
  if (s === undefined) sessions.set(name, (s = { held: new Map(), toks: new Map(), prints: new Map(), started: 0, clean: new Map(), cleanToks: new Map() }));
  return s;
}
const str = (w, a, b) => w.buf.toString('latin1', w.input + a, w.input + b);

function back(h, why) {
  if (h.back !== null) return;
  h.back = why;
  c[why]++;
}
function drop(s, h) {
  s.held.delete(h.id);
  if (h.token !== null) s.toks.delete(h.token);
  const set = s.prints.get(h.print);
  set?.delete(h);
}
function endAll(s) {
  for (const h of s.held.values()) {
    if (h.back === null) back(h, 'session');
  }
  s.held.clear();
  s.toks.clear();
  s.prints.clear();
  // The session's end emits what it held: those pairs are settled as they are.
  for (const ch of s.clean.values()) settle(ch);
  s.clean.clear();
  s.cleanToks.clear();
}
function capture() {
  for (const s of sessions.values()) endAll(s);
  sessions = new Map();
  lastName = '';
}

/** The session name of line i: Claude Desktop's `[name]` after the stamp (any line), NDJSON ''. */
function nameOf(w, i) {
  if (w.cut === 'line') return '';
  const L = w.maxLines;
  const ls = w.o[F_LS * L + i];
  const le = w.o[F_LE * L + i];
  const b = w.buf, base = w.input;
  // `2026-11-30T12:00:00.000Z [name] ...`
  if (le - ls > 27 && b[base + ls + 4] === 45 && b[base + ls + 25] === 91) {
    let e = ls + 26;
    while (e < le && b[base + e] !== 93) e++;
    lastName = b.toString('latin1', base + ls + 26, base + e);
  }
  return lastName; // a continuation line: the last named line's
}

function offered(w, i) {
  const L = w.maxLines, o = w.o;
  if (o[F_V * L + i] !== 1 || (o[F_FL * L + i] & (FL_NOT_PLAIN | FL_PLAIN_UNSURE)) !== 0) return false;
  const at = w.input + o[F_LE * L + i] - 1;
  let last = w.buf[at];
  if (last === 13) last = w.buf[at - 1];
  return last !== 32 && last !== 9;
}

/** Every held (not yet answered) request of s is in the window between its request and answer; count a host line. */
function hostLine(s, held, late) {
  if (held) for (const h of s.held.values()) if (h.hostSeen === 0) h.hostSeen = 1;
  if (late) for (const h of s.clean.values()) if (h.lateHost === 0) h.lateHost = 1;
}

function take(w, i, no) {
  if (no < lastNo) capture();
  lastNo = no;
  c.lines++;
  const name = nameOf(w, i);
  const s = sess(name);
  if (!offered(w, i)) {
    const text = SAID === null && SAID_LATE === null ? '' : w.buf.toString('utf8', w.input + w.o[F_LS * w.maxLines + i], w.input + w.o[F_LE * w.maxLines + i]);
    hostLine(s, SAID === null || SAID.test(text), SAID_LATE === null ? SAID === null || SAID.test(text) : SAID_LATE.test(text));
    return false;
  }
  c.offered++;
  const L = w.maxLines, o = w.o;
  const fl = o[F_FL * L + i];
  const ms = o[F_MS * L + i];
  const idk = o[F_IDK * L + i];
  const id = idk === K_INT || idk === K_STR ? idk + ':' + str(w, o[F_IDS * L + i], o[F_IDE * L + i]) : null;
  if (ms >= 0) {
    const method = str(w, ms, o[F_ME * L + i]);
    if (method === 'initialize') {
      endAll(s);
      return false;
    }
    if (method === 'notifications/progress') {
      const tk = o[F_TK * L + i];
      if (tk === K_ABSENT) return false;
      const key = tk + ':' + str(w, o[F_TS * L + i], o[F_TE * L + i]);
      const h = s.toks.get(key);
      if (h === undefined) {
        const ch = s.cleanToks.get(key);
        if (ch !== undefined && !ch.late) { ch.late = 'lateProgress'; }
        c.offeredBetween++;
        return false;
      }
      const v = o[F_PGK * L + i] === K_INT ? w.d[D_PG * L + i] : NaN;
      if (h.nProgress >= PLAIN_PROGRESS || !(v > h.lastValue)) back(h, 'progress');
      h.nProgress++;
      h.lastValue = v;
      h.pl.push(no);
      return false;
    }
    if (method === 'notifications/cancelled') {
      if (o[F_RK * L + i] !== K_ABSENT) {
        const key = o[F_RK * L + i] + ':' + str(w, o[F_RS * L + i], o[F_RE * L + i]);
        const h = s.held.get(key);
        if (h !== undefined) back(h, 'cancel');
        const ch = s.clean.get(key);
        if (ch !== undefined && !ch.late) ch.late = 'lateCancel';
      }
      c.offeredBetween++;
      return false;
    }
    if (id === null || (fl & (FL_RESULT | FL_ERROR)) !== 0) { c.offeredBetween++; return false; }
    const fromServer = w.cut !== 'line' && w.buf[w.input + w.d[D_MSG * L + i] + 13] === 115;
    // A request start (any method) counts for the clean hold window.
    s.started++;
    for (const [k, ch] of s.clean) if (s.started - ch.cleanAt > CLEAN_HOLD) { s.clean.delete(k); if (ch.token) s.cleanToks.delete(ch.token); settle(ch); }
    const h0 = s.held.get(id);
    if (h0 !== undefined) back(h0, 'reuse');
    const nsk = o[F_NS * L + i], usk = o[F_US * L + i];
    const target = (nsk >= 0 ? str(w, nsk, o[F_NE * L + i]) : '') + '|' + (usk >= 0 ? str(w, usk, o[F_UE * L + i]) : '');
    const print = method + '|' + target + '|' + ((fl & FL_SHAPE) !== 0 ? o[F_SH * L + i] : 'x');
    const same = s.prints.get(print);
    if (same !== undefined) for (const h of same) back(h, 'retry');
    if (fromServer || !PLAIN.has(method) || o[F_TK * L + i] !== K_ABSENT || h0 !== undefined) { c.offeredBetween++; return false; }
    let token = null;
    if (o[F_MTK * L + i] !== K_ABSENT) {
      token = o[F_MTK * L + i] + ':' + str(w, o[F_MTS * L + i], o[F_MTE * L + i]);
      if (s.toks.has(token)) { c.offeredBetween++; return false; }
    }
    c.candidates++;
    const h = { id, token, print, no, back: null, nProgress: 0, lastValue: -Infinity, pl: [], ans: 0, contig: false, hostSeen: 0, lateHost: 0, late: null, cleanAt: 0 };
    s.held.set(id, h);
    if (token !== null) s.toks.set(token, h);
    if (same !== undefined) same.add(h);
    else s.prints.set(print, new Set([h]));
    return false;
  }
  if (id === null) return false;
  const h = s.held.get(id);
  if (h === undefined) {
    const ch = s.clean.get(id);
    if (ch !== undefined && !ch.late) ch.late = 'lateAnswer';
    c.offeredBetween++;
    return false;
  }
  drop(s, h);
  if ((fl & FL_RESULT) === 0 || (fl & (FL_ERROR | FL_IS_ERROR)) !== 0) back(h, 'answer');
  if (h.back !== null) return false;
  holdLen.push(no - h.no);
  // Contiguous: every line between its request and its answer is one of its own progress notifications.
  if (no - h.no === h.nProgress + 1) {
    c.contiguous++;
    h.contig = true;
  }
  h.ans = no;
  h.cleanAt = s.started;
  h.lines = 2 + h.nProgress;
  s.clean.set(id, h);
  if (h.token !== null) s.cleanToks.set(h.token, h);
  return false;
}

/** A pair whose clean window closed: counted by what came late. */
function settle(h) {
  if (h.late !== null) { c[h.late]++; return; }
  c.pairs++;
  c.pairLines += h.lines;
  if (h.lateHost === 0 && h.hostSeen === 0) {
    c.pairsNoHostTrigger++;
    c.linesNoHostTrigger += h.lines;
    if (h.contig) {
      c.safeContiguous++;
      c.linesSafeContiguous += h.lines;
    }
    if (KEEP !== null && (h.contig || !KEEP_CONTIG)) keep.push(h.no, ...h.pl, h.ans);
  } else if (h.hostSeen !== 0) c.host++;
  else c.lateHost++;
}

globalThis.__protoModulePairs = { take };

process.on('exit', () => {
  for (const s of sessions.values()) endAll(s);
  holdLen.sort((a, b) => a - b);
  const q = (p) => holdLen.length === 0 ? null : holdLen[Math.min(holdLen.length - 1, Math.floor(p * holdLen.length))];
  const out = { ...c, holdLines: { p50: q(0.5), p90: q(0.9), p99: q(0.99), max: q(1) } };
  const line = JSON.stringify(out) + '\n';
  if (KEEP !== null) writeFileSync(KEEP, keep.join('\n') + '\n');
  if (process.env.PROTO_AUDIT_OUT) appendFileSync(process.env.PROTO_AUDIT_OUT, line);
  else process.stderr.write(line);
});
