/**
 * Prototype (docs/performance.md, sixty-fifth round), loaded with `node --import` into a tree that
 * `proto-module-pairs.mjs make` built: the JavaScript stand-in for a module that pairs plain requests with their
 * answers itself. The tree's driver (src/ingest/index.ts, patched there only) asks `globalThis.__protoModulePairs.take`
 * first for every scanned line; true means "the module took it": the line is counted as an event and nothing of the
 * JavaScript path sees it. Not the project's code, and inexact by design (the section lists why).
 *
 * PROTO_PAIRS selects what `take` does:
 *   live            one pass, as the module would have to decide: a plain request is taken when it is read (held),
 *                   its answer taken when it is a plain result of the same session and id; a held request whose
 *                   answer never comes, or comes as an error, or whose id is met again, is lost (counted)
 *   record:<file>   takes nothing; pairs as `live` does, but writes the line numbers of the pairs confirmed (request
 *                   and plain result) to <file> at exit — the lines a module that hands unconfirmed requests back
 *                   would take
 *   (record: and bits: also take a directory: one file per capture there, named by the capture's file name)
 *   bits:<file>     takes exactly the line numbers <file> lists (written by record: on the same capture) — the timed
 *                   stand-in: the JavaScript that remains, with no pairing work of its own
 * PROTO_PAIRS_STATS=<file>: counts appended at exit (one JSON line).
 */
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const mode = process.env.PROTO_PAIRS ?? 'live';
const statsFile = process.env.PROTO_PAIRS_STATS;

// json-lines.ts column numbers (load.ts F, D, FL, K, V).
const F_LS = 0, F_LE = 1, F_V = 4, F_FL = 5, F_IDS = 6, F_IDE = 7, F_IDK = 8, F_MS = 9, F_ME = 10, F_TK = 14, F_MTK = 17,
  F_RS = 18, F_RE = 19, F_RK = 20;
const D_MSG = 6, D_NAME_END = 7;
const FL_RESULT = 1, FL_ERROR = 2, FL_IS_ERROR = 4, FL_NOT_PLAIN = 64, FL_PLAIN_UNSURE = 128;
const K_ABSENT = 0, K_STR = 1, K_INT = 2;

/** Requests a plain pair may start: a client's call whose answer is the whole story when it is a plain result. */
const PLAIN = new Set(['tools/call', 'resources/read', 'prompts/get', 'tools/list', 'resources/list', 'prompts/list',
  'resources/templates/list', 'ping', 'completion/complete']);

const stats = { progress: 0, lines: 0, offered: 0, taken: 0, pairs: 0, lost: 0, reuse: 0, errors: 0, cancels: 0, captures: 0 };
let lastNo = Infinity;
/** session → Map(id text → line number) of held requests. */
let open = new Map();
const confirmed = [];
let bits = null;

function capture() {
  stats.captures++;
  for (const m of open.values()) stats.lost += m.size;
  open = new Map();
  tokens = new Map();
}

function str(w, a, b) {
  return w.buf.toString('latin1', w.input + a, w.input + b);
}

/** The session a line belongs to: Claude Desktop's server name; NDJSON: one per capture (initialize restarts it). */
function session(w, i) {
  if (w.cut === 'line') return '';
  const L = w.maxLines;
  const ls = w.o[F_LS * L + i];
  const ne = w.d[D_NAME_END * L + i];
  return ne > 26 ? w.buf.toString('latin1', w.input + ls + 26, w.input + ne) : '?';
}

/** 'c' (client to server), 's' (server to client), or '' (NDJSON: no direction). */
function direction(w, i) {
  if (w.cut === 'line') return '';
  const msg = w.d[D_MSG * w.maxLines + i];
  return String.fromCharCode(w.buf[w.input + msg + 13]);
}

function idText(w, i) {
  const L = w.maxLines;
  const k = w.o[F_IDK * L + i];
  if (k !== K_INT && k !== K_STR) return null;
  return k + ':' + str(w, w.o[F_IDS * L + i], w.o[F_IDE * L + i]);
}

/**
 * The pairing decision (live and record): whether line i is taken, and the bookkeeping. With PROTO_PAIRS_PROGRESS=1 a
 * request with a progress token (params._meta.progressToken) is held too, and up to PLAIN_PROGRESS (4, the timeline's
 * plain request's limit: state.ts) progress notifications with its token are taken with it; a fifth makes it not plain.
 */
const withProgress = process.env.PROTO_PAIRS_PROGRESS === '1';
const PLAIN_PROGRESS = 4;
/** session → Map(progress token text → held entry). */
let tokens = new Map();
const F_TS = 12, F_TE = 13, F_MTS = 15, F_MTE = 16;

function decide(w, i, no) {
  const L = w.maxLines;
  const o = w.o;
  if (o[F_V * L + i] !== 1 || (o[F_FL * L + i] & (FL_NOT_PLAIN | FL_PLAIN_UNSURE)) !== 0) return false;
  const at = w.input + o[F_LE * L + i] - 1;
  let last = w.buf[at];
  if (last === 13) last = w.buf[at - 1];
  if (last === 32 || last === 9) return false;
  stats.offered++;
  const fl = o[F_FL * L + i];
  const ms = o[F_MS * L + i];
  const s = session(w, i);
  let held = open.get(s);
  if (held === undefined) open.set(s, (held = new Map()));
  let toks = tokens.get(s);
  if (toks === undefined) tokens.set(s, (toks = new Map()));
  if (ms >= 0) {
    const method = str(w, ms, o[F_ME * L + i]);
    if (method === 'initialize') {
      stats.lost += held.size;
      held.clear();
      toks.clear();
      return false;
    }
    if (method === 'notifications/progress') {
      if (!withProgress || o[F_TK * L + i] === K_ABSENT) return false;
      const h = toks.get(o[F_TK * L + i] + ':' + str(w, o[F_TS * L + i], o[F_TE * L + i]));
      if (h === undefined || h.poisoned) return false;
      if (h.progress.length >= PLAIN_PROGRESS) {
        h.poisoned = true;
        return false;
      }
      h.progress.push(no);
      return true;
    }
    if (method === 'notifications/cancelled' && o[F_RK * L + i] !== K_ABSENT) {
      // A cancel of a held request: the request is no longer plain; the module must hand it back.
      const key = o[F_RK * L + i] + ':' + str(w, o[F_RS * L + i], o[F_RE * L + i]);
      const h = held.get(key);
      if (h !== undefined) {
        h.poisoned = true;
        stats.cancels++;
      }
      return false;
    }
    const id = idText(w, i);
    if (id === null || (fl & (FL_RESULT | FL_ERROR)) !== 0 || !PLAIN.has(method)) return false;
    if (direction(w, i) === 's') return false;
    if (o[F_TK * L + i] !== K_ABSENT) return false; // params.progressToken (not _meta's): not plain
    let token = null;
    if (o[F_MTK * L + i] !== K_ABSENT) {
      if (!withProgress) return false;
      token = o[F_MTK * L + i] + ':' + str(w, o[F_MTS * L + i], o[F_MTE * L + i]);
      if (toks.has(token)) return false;
    }
    const h0 = held.get(id);
    if (h0 !== undefined) {
      // An id met again while its first request is held: both handed to JavaScript (the first one lost here).
      h0.poisoned = true;
      stats.reuse++;
      return false;
    }
    const h = { no, progress: [], poisoned: false, token };
    held.set(id, h);
    if (token !== null) toks.set(token, h);
    return true;
  }
  const id = idText(w, i);
  if (id === null) return false;
  const h = held.get(id);
  if (h === undefined) return false;
  held.delete(id);
  if (h.token !== null) toks.delete(h.token);
  if (h.poisoned || (fl & FL_RESULT) === 0 || (fl & (FL_ERROR | FL_IS_ERROR)) !== 0) {
    if (!h.poisoned) stats.errors++;
    stats.lost++;
    return false;
  }
  stats.pairs++;
  stats.progress += h.progress.length;
  confirmed.push(h.no, ...h.progress, no);
  return true;
}

function take(w, i, no) {
  if (no < lastNo) capture();
  lastNo = no;
  stats.lines++;
  if (bits !== null) {
    if (no < bits.length * 8 && (bits[no >> 3] & (1 << (no & 7))) !== 0) {
      stats.taken++;
      return true;
    }
    return false;
  }
  const t = decide(w, i, no);
  if (t && mode === 'live') {
    stats.taken++;
    return true;
  }
  return false;
}

/** A directory given to bits: or record: holds one file per capture, named by the capture the process was given. */
const perCapture = (path) => (existsSync(path) && statSync(path).isDirectory() ? join(path, basename(process.argv[2] ?? '') + '.pairs') : path);

if (mode.startsWith('bits:')) {
  // The line numbers as a bitmap (bit n: line n taken), written beside the list on first use (<list>.bits): the
  // stand-in's own start-up then reads ~0.5 MB for a 1 GiB capture, not parses a 30 MB list.
  const list = perCapture(mode.slice(5));
  if (existsSync(list + '.bits')) bits = new Uint8Array(readFileSync(list + '.bits'));
  else {
    const nums = readFileSync(list, 'utf8').split('\n').filter(Boolean).map(Number);
    let max = 0;
    for (const n of nums) if (n > max) max = n;
    bits = new Uint8Array((max >> 3) + 1);
    for (const n of nums) bits[n >> 3] |= 1 << (n & 7);
    writeFileSync(list + '.bits', bits);
  }
} else if (mode !== 'live' && !mode.startsWith('record:')) throw new Error(`PROTO_PAIRS: unknown mode ${mode}`);

globalThis.__protoModulePairs = { take, stats };

process.on('exit', () => {
  for (const m of open.values()) stats.lost += m.size;
  if (mode.startsWith('record:')) writeFileSync(perCapture(mode.slice(7)), confirmed.join('\n') + '\n');
  if (statsFile) appendFileSync(statsFile, JSON.stringify({ mode, ...stats }) + '\n');
});
