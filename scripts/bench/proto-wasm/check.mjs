/**
 * Exactness of json-lines.wasm against JSON.parse (fourteenth engine round): for every line, the module's
 * verdict against JSON.parse's on the same body (decoded as floor.mjs decodes it), and, for a line the
 * module accepts, every fact against what the parsed object says. A fallback line is only counted.
 */
import { D, F, FL, K, V } from './lines.mjs';

const has = (o, k) => o !== null && typeof o === 'object' && !Array.isArray(o) && Object.hasOwn(o, k);

/** The body floor.mjs would parse, or null (no message on this line). */
export function floorBody(line, format) {
  if (format === 'ndjson') return line.length > 0 ? line : null;
  const m = line.indexOf(format === 'claude' ? 'Message from ' : '] Message from ');
  if (m < 0) return null;
  const open = line.indexOf('{', m);
  if (open < 0) return null;
  let end = line.lastIndexOf(' { metadata:');
  if (end < open) end = line.length;
  return line.slice(open, end);
}

export function tally() {
  return { lines: 0, bodies: 0, ok: 0, invalid: 0, fallback: 0, plain: 0, notPlain: 0, plainUnsure: 0, disagreements: [] };
}

/** src/ingest/jsonrpc.ts `plainJsonRpc` (from a build or the source), to check the module's plain flags against. */
let plainJsonRpc = null;
export function setPlain(fn) {
  plainJsonRpc = fn;
}

/** Compares the batch's lines with JSON.parse; `lineText(i)` gives line i's text as the floor decodes it. */
export function checkBatch(s, n, format, t, where) {
  const { o, d, MAXL } = s;
  const f = (k, i) => o[k * MAXL + i];
  const bad = (i, what, line) => {
    if (t.disagreements.length < 50) t.disagreements.push({ where, what, line: line.slice(0, 300) });
    else t.disagreements.length++;
  };
  for (let i = 0; i < n; i++) {
    t.lines++;
    const line = s.str(f(F.LS, i), f(F.LE, i));
    const body = floorBody(line, format);
    const v = f(F.V, i);
    if (body === null) {
      if (v !== V.NONE) bad(i, `verdict ${v} for a line without a body`, line);
      continue;
    }
    t.bodies++;
    if (v === V.NONE) {
      bad(i, 'no body found', line);
      continue;
    }
    const wasmBody = s.str(f(F.BS, i), f(F.BE, i));
    if (wasmBody !== body) bad(i, 'body cut differs', line);
    let obj;
    let parsed = true;
    try {
      obj = JSON.parse(body);
    } catch {
      parsed = false;
    }
    if (v === V.FALLBACK) {
      t.fallback++;
      continue;
    }
    if (v === V.INVALID) {
      t.invalid++;
      if (parsed) bad(i, 'module rejects, JSON.parse accepts', line);
      continue;
    }
    t.ok++;
    if (!parsed) {
      bad(i, 'module accepts, JSON.parse rejects', line);
      continue;
    }
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) {
      bad(i, 'ok for a top level that is not an object', line);
      continue;
    }
    const str = (a, b) => s.str(f(a, i), f(b, i));
    const flags = f(F.FL, i);
    if (flags & FL.PLAIN_UNSURE) t.plainUnsure++;
    else if (flags & FL.NOT_PLAIN) t.notPlain++;
    else t.plain++;
    if (plainJsonRpc !== null && !(flags & FL.PLAIN_UNSURE) && (plainJsonRpc(body) !== null) !== !(flags & FL.NOT_PLAIN)) {
      bad(i, `plainJsonRpc ${plainJsonRpc(body) !== null ? 'accepts' : 'rejects'}, the module says the opposite`, line);
    }
    if (format === 'claude-header') {
      // the header as the ninth round's prototype reads it from the text
      const dig = (k) => line.charCodeAt(k) - 48;
      const at = Date.UTC(dig(0) * 1000 + dig(1) * 100 + dig(2) * 10 + dig(3), dig(5) * 10 + dig(6) - 1, dig(8) * 10 + dig(9),
        dig(11) * 10 + dig(12), dig(14) * 10 + dig(15), dig(17) * 10 + dig(18), dig(20) * 100 + dig(21) * 10 + dig(22));
      if (!Object.is(d[D.STAMP * MAXL + i], at)) bad(i, 'stamp', line);
      if (s.str(f(F.LS, i) + 25, d[D.NAME_END * MAXL + i]) !== line.slice(25, line.indexOf(']', 25))) bad(i, 'label', line);
      const m = line.indexOf('] Message from ');
      if ((s.buf[s.INPUT + d[D.MSG * MAXL + i] + 15] === 99) !== (line.charCodeAt(m + 15) === 99)) bad(i, 'sender', line);
    }
    /** a token-like fact: string, safe integer, null or absent */
    const same = (kind, sF, eF, dF, has_, val) => {
      if (!has_) return kind === K.ABSENT;
      if (kind === K.STR) return typeof val === 'string' && str(sF, eF) === val;
      if (kind === K.INT) return typeof val === 'number' && Object.is(d[dF * MAXL + i], val);
      if (kind === K.NULL) return val === null;
      return false;
    };
    if (!same(f(F.IDK, i), F.IDS, F.IDE, D.ID, has(obj, 'id'), obj.id)) bad(i, 'id', line);
    if (f(F.MS, i) < 0 ? has(obj, 'method') : str(F.MS, F.ME) !== obj.method) bad(i, 'method', line);
    if (f(F.MS, i) >= 0 && f(F.MI, i) >= 0 && s.interned(f(F.MI, i)) !== obj.method) bad(i, 'method (interned)', line);
    if (has(obj, 'params') && f(F.NK, i) === K.STR && f(F.NI, i) >= 0 && s.interned(f(F.NI, i)) !== obj.params.name) bad(i, 'name (interned)', line);
    if (has(obj, 'params') && f(F.UK, i) === K.STR && f(F.UI, i) >= 0 && s.interned(f(F.UI, i)) !== obj.params.uri) bad(i, 'uri (interned)', line);
    const fl = f(F.FL, i);
    if (!!(fl & FL.RESULT) !== has(obj, 'result')) bad(i, 'result', line);
    if (!!(fl & FL.ERROR) !== has(obj, 'error')) bad(i, 'error', line);
    if (!!(fl & FL.IS_ERROR) !== (has(obj.result, 'isError') && obj.result.isError === true)) bad(i, 'isError', line);
    const code = has(obj.error, 'code') ? obj.error.code : undefined;
    if (fl & FL.CODE ? f(F.CODE, i) !== code : code !== undefined) bad(i, 'error.code', line);
    const p = obj.params;
    if (!!(fl & FL.PARAMS) !== has(obj, 'params')) bad(i, 'params', line);
    if (fl & FL.PARAMS) {
      if (JSON.stringify(JSON.parse(str(F.PS, F.PE))) !== JSON.stringify(p)) bad(i, 'params range', line);
      const meta = has(p, '_meta') ? p._meta : undefined;
      if (!same(f(F.TK, i), F.TS, F.TE, D.T, has(p, 'progressToken'), p.progressToken)) bad(i, 'progressToken', line);
      if (!same(f(F.MTK, i), F.MTS, F.MTE, D.MT, has(meta, 'progressToken'), meta?.progressToken)) bad(i, '_meta.progressToken', line);
      if (!same(f(F.RK, i), F.RS, F.RE, D.R, has(p, 'requestId'), p.requestId)) bad(i, 'requestId', line);
      if (!same(f(F.NK, i), F.NS, F.NE, -1, has(p, 'name'), p.name)) bad(i, 'name', line);
      if (!same(f(F.UK, i), F.US, F.UE, -1, has(p, 'uri'), p.uri)) bad(i, 'uri', line);
      const pk = f(F.PGK, i);
      const pv = has(p, 'progress') ? p.progress : undefined;
      const okp =
        pk === K.ABSENT ? pv === undefined : pk === K.INT ? Object.is(d[D.PG * MAXL + i], pv) : pk === K.NUM ? Object.is(Number(str(F.PGS, F.PGE)), pv) : false;
      if (!okp) bad(i, 'progress', line);
    } else if (
      f(F.TK, i) !== K.ABSENT || f(F.MTK, i) !== K.ABSENT || f(F.RK, i) !== K.ABSENT || f(F.NK, i) !== K.ABSENT ||
      f(F.UK, i) !== K.ABSENT || f(F.PGK, i) !== K.ABSENT
    )
      bad(i, 'params facts without params', line);
  }
}
