/**
 * The answered pair's afterlife, measured (docs/performance.md, sixty-ninth round; Method item 20): what it costs a
 * pair hand-over to keep a contiguous pair findable for the clean hold's window, by what it keeps — nothing, an index
 * only, its lines' bytes (to be scanned again and its events rebuilt when something in the window reaches it), its
 * bytes and the scanner's columns, or its events built as today — and whether a rebuild from the bytes gives today's
 * events.
 *
 * Loaded with `node --import` into a tree that `proto-module-pairs.mjs make` built (its driver asks
 * `globalThis.__protoModulePairs.take(w, i, no)` first for every scanned line; true: counted as an event, not seen by
 * the JavaScript path). It takes exactly the lines of a list `proto-pair-handback.mjs` wrote (PROTO_AUDIT_KEEP with
 * PROTO_AUDIT_KEEP_CONTIGUOUS=1: the contiguous pairs no trigger handed back; a directory holds one `<capture>.pairs`
 * per capture, as the stand-in's `bits:` mode reads them), and for each pair it takes does what PROTO_AFTERLIFE says:
 *   none      nothing (the stand-in's `bits:` mode: the bound)
 *   index     the pair findable for the window: its id and its progress token as keys of two of the timeline's id
 *             tables (id-table.ts IdTable: an integer as the number, a string as its text), the pair in a ring of
 *             CLEAN_HOLD_REQUESTS (256) entries; the oldest leaves the maps when the ring turns (a window of 256 pairs,
 *             not 256 starts: the bench's starts are ~99 % pairs'). Not by the call's fingerprint: an answered call
 *             leaves the retry index at its answer (retries.ts `answered`), so a later call never meets a contiguous
 *             pair there
 *   bytes     index, and the pair's lines' bytes copied into an arena (reused as the ring turns)
 *   columns   bytes, and the scanner's i32 and f64 columns of each line copied beside them (44 + 8 numbers a line)
 *   events    index, and each line's event built as the driver builds it today (`plainEventOf`, the tree's dist) and
 *             kept on the pair until it leaves
 *   rebuild   bytes, and every pair's events rebuilt from its bytes when it leaves the window (a second scanner
 *             instance scans the copy; `plainEventOf` of each line): every pair reached — the rebuild's upper bound
 *   verify    events and bytes, and each leaving pair's events rebuilt from its bytes and compared with those built at
 *             the time (every field, the body's bytes by value): counts `differ`
 *   reach     index, and every line not taken asked whether it reaches a pair in the window — a cancel by its
 *             requestId, an answer or a request by its id, a progress notification by its token — the rebuilds the
 *             window would ask for (counts only; ids of every session in one map: an over-count)
 * PROTO_AFTERLIFE_OUT=<file>: one JSON line of counts at exit (pairs, lines, bytes kept, differ …).
 *
 * usage: node scripts/bench/proto-pair-afterlife.mjs bins <tree> <list file or directory>
 *   writes <tree>/bin/afterlife-<mode>.js for each mode: the tree's bin with this hook loaded first, for paired.mjs
 *   and instructions.mjs (which take a bin path).
 * Not imported by src/; nothing here lands.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MODES = ['none', 'index', 'bytes', 'columns', 'events', 'rebuild', 'verify', 'reach'];
const here = fileURLToPath(import.meta.url);

if (process.argv[1] === here) {
  const [cmd, tree, list] = process.argv.slice(2);
  if (cmd !== 'bins' || !tree || !list) {
    console.error('usage: proto-pair-afterlife.mjs bins <tree> <list file or directory>');
    process.exit(2);
  }
  for (const m of MODES) {
    writeFileSync(
      join(resolve(tree), 'bin', `afterlife-${m}.js`),
      `#!/usr/bin/env node\nprocess.env.PROTO_AFTERLIFE ??= ${JSON.stringify(m)};\nprocess.env.PROTO_AFTERLIFE_LIST ??= ${JSON.stringify(resolve(list))};\n` +
        `process.env.PROTO_AFTERLIFE_DIST ??= ${JSON.stringify(join(resolve(tree), 'dist'))};\nawait import(${JSON.stringify(pathToFileURL(here).href)});\nawait import('./mcp-triage.js');\n`,
    );
  }
  console.log(`wrote ${MODES.map((m) => `bin/afterlife-${m}.js`).join(', ')} in ${tree}`);
} else {
  await hook();
}

async function hook() {
  const mode = process.env.PROTO_AFTERLIFE ?? 'none';
  if (!MODES.includes(mode)) throw new Error(`PROTO_AFTERLIFE: unknown mode ${mode}`);
  const dist = process.env.PROTO_AFTERLIFE_DIST;
  const { F, D, K, jsonLines } = await import(pathToFileURL(join(dist, 'ingest/wasm/load.js')).href);
  const { plainEventOf } = await import(pathToFileURL(join(dist, 'ingest/wasm/message.js')).href);
  const NF = 44, ND = 8, WINDOW = 256;
  const wantIndex = mode !== 'none';
  const wantBytes = mode === 'bytes' || mode === 'columns' || mode === 'rebuild' || mode === 'verify';
  const wantCols = mode === 'columns';
  const wantEvents = mode === 'events' || mode === 'verify';

  // The list as a bitmap (bit n: line n taken), as the stand-in's `bits:` mode reads it (its .bits file beside it).
  let listPath = process.env.PROTO_AFTERLIFE_LIST;
  if (existsSync(listPath) && statSync(listPath).isDirectory()) {
    // `<capture>.pairs`, else the list whose capture's name the file's name holds (a head instructions.mjs cut:
    // `instructions-<pid>-nd200.jsonl-<bytes>`; its line numbers are the capture's).
    const name = basename(process.argv[2] ?? '');
    const lists = readdirSync(listPath).filter((f) => f.endsWith('.pairs'));
    const found = lists.includes(name + '.pairs') ? name + '.pairs' : lists.find((f) => name.includes(f.slice(0, -6)));
    listPath = join(listPath, found ?? name + '.pairs');
  }
  let bits;
  if (existsSync(listPath + '.bits')) bits = new Uint8Array(readFileSync(listPath + '.bits'));
  else {
    const nums = readFileSync(listPath, 'utf8').split('\n').filter(Boolean).map(Number);
    let max = 0;
    for (const n of nums) if (n > max) max = n;
    bits = new Uint8Array((max >> 3) + 1);
    for (const n of nums) bits[n >> 3] |= 1 << (n & 7);
    writeFileSync(listPath + '.bits', bits);
  }

  const c = { mode, lines: 0, taken: 0, pairs: 0, keptBytesMax: 0, rebuilt: 0, rebuiltLines: 0, differ: 0, firstDiffer: null,
    reachCancel: 0, reachAnswer: 0, reachRequestId: 0, reachProgress: 0 };
  // The ring: WINDOW pairs, each its line count, its keys and (by mode) its arena offsets or events.
  const ringN = new Int32Array(WINDOW);
  const ringIdKey = new Array(WINDOW).fill(null);
  const ringTokKey = new Array(WINDOW).fill(null);
  const ringEvents = new Array(WINDOW).fill(null);
  // Bytes: one arena slice per ring entry, grown when a pair does not fit (its lines end with a line feed each).
  const ringBytes = new Array(WINDOW).fill(null);
  const ringLen = new Int32Array(WINDOW);
  const ringCols = new Array(WINDOW).fill(null);
  const ringD = new Array(WINDOW).fill(null);
  let head = 0;
  // The timeline's own id table (a session's byId and tokens: open-addressed over integer keys, strings in a Map).
  const { IdTable } = await import(pathToFileURL(join(dist, 'timeline/id-table.js')).href);
  const byId = new IdTable(), byTok = new IdTable();
  // The pair being taken (its request read, its answer not yet).
  let cur = -1, curLines = 0, curLen = 0;
  let lastNo = Infinity;
  let w2 = null;

  const str = (w, a, b) => w.buf.latin1Slice(w.input + a, w.input + b);
  /** A key of an id or token column: the number for an integer, else its text (a number and a string never equal). */
  const keyOf = (w, i, kind, s, e, dcol) => {
    const L = w.maxLines;
    const k = w.o[kind * L + i];
    if (k === K.INT) return w.d[dcol * L + i];
    if (k === K.STR) return str(w, w.o[s * L + i], w.o[e * L + i]);
    return null;
  };

  function leave(r) {
    if (ringN[r] === 0) return;
    if (byId.get(ringIdKey[r]) === r) byId.delete(ringIdKey[r]);
    if (ringTokKey[r] !== null && byTok.get(ringTokKey[r]) === r) byTok.delete(ringTokKey[r]);
    if (mode === 'rebuild' || mode === 'verify') rebuild(r);
    if (wantEvents) ringEvents[r] = null;
    ringN[r] = 0;
  }

  /** The pair's events made again from its bytes: a second scanner scans the copy, each line's event made from it. */
  function rebuild(r) {
    if (w2 === null) w2 = jsonLines(cutOf);
    const len = ringLen[r];
    w2.reserve(len);
    w2.buf.set(ringBytes[r].subarray(0, len), w2.input);
    const k = w2.scan(0, len, true);
    c.rebuilt++;
    c.rebuiltLines += k;
    const was = ringEvents[r];
    for (let j = 0; j < k; j++) {
      const e = plainEventOf(w2, j, null, 'capture', 0, null, null);
      if (was !== null && !same(e, was[j])) {
        c.differ++;
        c.firstDiffer ??= { now: describe(e), then: describe(was[j]) };
      }
    }
  }
  const describe = (e) => JSON.stringify(e, (k, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v));
  const same = (a, b) => b !== undefined && describe(a) === describe(b);

  /** Whether line i (not taken) reaches a pair in the window, by kind (mode reach). */
  function reach(w, i) {
    const L = w.maxLines, o = w.o;
    if (o[F.V * L + i] !== 1) return;
    const ms = o[F.MS * L + i];
    const id = keyOf(w, i, F.IDK, F.IDS, F.IDE, D.ID);
    if (ms < 0) {
      if (id !== null && byId.has(id)) c.reachAnswer++;
      return;
    }
    if (id !== null) {
      if (byId.has(id)) c.reachRequestId++;
      return;
    }
    const method = str(w, ms, o[F.ME * L + i]);
    if (method === 'notifications/cancelled') {
      const rk = keyOf(w, i, F.RK, F.RS, F.RE, D.R);
      if (rk !== null && byId.has(rk)) c.reachCancel++;
    } else if (method === 'notifications/progress') {
      const tk = keyOf(w, i, F.TK, F.TS, F.TE, D.T);
      if (tk !== null && byTok.has(tk)) c.reachProgress++;
    }
  }

  let cutOf = 'line';
  function take(w, i, no) {
    if (no < lastNo) {
      // A new capture: the window closes (the pairs leave as its session's end emits them).
      for (let r = 0; r < WINDOW; r++) leave(r);
      byId.clear();
      byTok.clear();
      cur = -1;
    }
    lastNo = no;
    c.lines++;
    if (no >= bits.length * 8 || (bits[no >> 3] & (1 << (no & 7))) === 0) {
      if (mode === 'reach') reach(w, i);
      return false;
    }
    c.taken++;
    if (!wantIndex) return true;
    cutOf = w.cut;
    const L = w.maxLines, o = w.o;
    const ms = o[F.MS * L + i];
    const idk = o[F.IDK * L + i];
    if (ms >= 0 && (idk === K.INT || idk === K.STR)) {
      // The request: a ring entry (the oldest pair leaves the window).
      cur = head;
      head = (head + 1) % WINDOW;
      leave(cur);
      curLines = 0;
      curLen = 0;
      ringIdKey[cur] = keyOf(w, i, F.IDK, F.IDS, F.IDE, D.ID);
      ringTokKey[cur] = keyOf(w, i, F.MTK, F.MTS, F.MTE, D.MT);
      if (wantEvents) ringEvents[cur] = [];
    }
    if (cur < 0) return true;
    curLines++;
    if (wantBytes) {
      const ls = w.input + o[F.LS * L + i], le = w.input + o[F.LE * L + i];
      const n = le - ls + 1;
      let a = ringBytes[cur];
      if (a === null || a.length < curLen + n) {
        const b = Buffer.allocUnsafe(Math.max(256, (curLen + n) * 2));
        if (a !== null) a.copy(b, 0, 0, curLen);
        ringBytes[cur] = a = b;
      }
      w.buf.copy(a, curLen, ls, le);
      a[curLen + n - 1] = 10;
      curLen += n;
      if (wantCols) {
        let cols = ringCols[cur], dd = ringD[cur];
        if (cols === null) {
          ringCols[cur] = cols = new Int32Array(NF * 6);
          ringD[cur] = dd = new Float64Array(ND * 6);
        }
        const j = curLines - 1;
        if (j < 6) {
          for (let f = 0; f < NF; f++) cols[j * NF + f] = o[f * L + i];
          for (let f = 0; f < ND; f++) dd[j * ND + f] = w.d[f * L + i];
        }
      }
    }
    if (wantEvents) ringEvents[cur].push(plainEventOf(w, i, null, 'capture', 0, null, null));
    if (ms < 0) {
      // The answer: the pair is whole, findable for the window.
      ringN[cur] = curLines;
      ringLen[cur] = curLen;
      if (curLen > c.keptBytesMax) c.keptBytesMax = curLen;
      byId.set(ringIdKey[cur], cur);
      if (ringTokKey[cur] !== null) byTok.set(ringTokKey[cur], cur);
      c.pairs++;
      cur = -1;
    }
    return true;
  }

  globalThis.__protoModulePairs = { take };
  process.on('exit', () => {
    if (mode === 'verify' || mode === 'rebuild') for (let r = 0; r < WINDOW; r++) leave(r);
    if (process.env.PROTO_AFTERLIFE_OUT) appendFileSync(process.env.PROTO_AFTERLIFE_OUT, JSON.stringify(c) + '\n');
  });
}
