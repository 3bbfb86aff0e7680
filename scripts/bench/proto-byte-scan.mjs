#!/usr/bin/env node
/**
 * Prototype for the next engine step (docs/performance.md, seventh round): a grammar-checking scanner over the
 * bytes of each message (no decoding, no call per token beyond the recursion into values; strings checked for
 * control characters and escapes, numbers and literals by the JSON grammar, depth ≤ 64, any escaped key or a key
 * `__proto__`/`constructor`, and a duplicate JSON-RPC member, handed to JSON.parse) that reads the id and method
 * and the byte ranges of params, result and error — against `utf8Slice` + `JSON.parse` of the same bytes. A third
 * pass adds `JSON.parse` of a request's params, which today's timeline needs as an object.
 * Measurement only: it is not the project's extractor and makes no promise beyond these captures.
 *
 * usage: node scripts/bench/proto-byte-scan.mjs <capture> [claude]   (claude: the body of `Message from` lines)
 */
import { readFileSync } from 'node:fs';
const [file, mode] = process.argv.slice(2);
const buf = readFileSync(file);
// line ranges (message body only for claude: from the first '{' after "Message from " to the last " { metadata:")
const starts = [], ends = [];
{
  let s = 0;
  const META = Buffer.from(' { metadata:');
  for (let nl = buf.indexOf(10); nl >= 0; s = nl + 1, nl = buf.indexOf(10, s)) {
    let a = s, b = nl;
    if (mode === 'claude') {
      const i = buf.indexOf('Message from ', s); if (i < 0 || i > nl) continue;
      a = i + 21; const j = buf.lastIndexOf(META, nl); if (j > a) b = j;
      if (buf[a] !== 123) continue;
    }
    starts.push(a); ends.push(b);
  }
}
const K_ID = 1, K_METHOD = 2, K_PARAMS = 3, K_RESULT = 4, K_ERROR = 5, K_JSONRPC = 6;
let out = { id: null, method: null, ps: 0, pe: 0, rs: 0, re: 0, es: 0, ee: 0 };
let p = 0; // cursor
let B; // buffer
function ws() { let c = B[p]; while (c === 32 || c === 9 || c === 10 || c === 13) c = B[++p]; return c; }
// string at p (on the quote); returns end index (past closing quote) or -1; sets esc flag
let esc = false;
function str(end) {
  let i = p + 1; esc = false;
  for (;;) {
    if (i >= end) return -1;
    const c = B[i];
    if (c === 34) { p = i + 1; return p; }
    if (c === 92) {
      esc = true; const d = B[i + 1];
      if (d === 117) { for (let k = 2; k < 6; k++) { const h = B[i + k]; if (!((h >= 48 && h <= 57) || (h >= 65 && h <= 70) || (h >= 97 && h <= 102))) return -1; } i += 6; }
      else if (d === 34 || d === 92 || d === 47 || d === 98 || d === 102 || d === 110 || d === 114 || d === 116) i += 2;
      else return -1;
    } else if (c < 32) return -1;
    else i++;
  }
}
function num(end) {
  let i = p;
  if (B[i] === 45) i++;
  if (B[i] === 48) i++; else if (B[i] >= 49 && B[i] <= 57) { while (B[i] >= 48 && B[i] <= 57) i++; } else return -1;
  if (B[i] === 46) { i++; if (!(B[i] >= 48 && B[i] <= 57)) return -1; while (B[i] >= 48 && B[i] <= 57) i++; }
  if (B[i] === 101 || B[i] === 69) { i++; if (B[i] === 43 || B[i] === 45) i++; if (!(B[i] >= 48 && B[i] <= 57)) return -1; while (B[i] >= 48 && B[i] <= 57) i++; }
  if (i > end) return -1;
  p = i; return i;
}
function lit(word) { for (let k = 0; k < word.length; k++) if (B[p + k] !== word.charCodeAt(k)) return -1; p += word.length; return p; }
// a value at p; depth check; hostile keys -> -1
function value(end, depth) {
  const c = ws();
  if (c === 34) return str(end);
  if (c === 123) {
    if (depth >= 64) return -1;
    p++; let d = ws(); if (d === 125) { p++; return p; }
    for (;;) {
      if (d !== 34) return -1;
      const ks = p; if (str(end) < 0) return -1;
      const kl = p - ks - 2;
      if (esc) return -1; // escaped key anywhere: unusual -> fallback
      if ((kl === 9 && B[ks + 1] === 95 && B[ks + 2] === 95) || (kl === 11 && B[ks + 1] === 99 && B[ks + 2] === 111 && B[ks + 3] === 110 && B[ks + 4] === 115)) return -1;
      if (ws() !== 58) return -1; p++;
      if (value(end, depth + 1) < 0) return -1;
      d = ws(); if (d === 44) { p++; d = ws(); continue; } if (d === 125) { p++; return p; } return -1;
    }
  }
  if (c === 91) {
    if (depth >= 64) return -1;
    p++; let d = ws(); if (d === 93) { p++; return p; }
    for (;;) { if (value(end, depth + 1) < 0) return -1; d = ws(); if (d === 44) { p++; continue; } if (d === 93) { p++; return p; } return -1; }
  }
  if (c === 45 || (c >= 48 && c <= 57)) return num(end);
  if (c === 116) return lit('true'); if (c === 102) return lit('false'); if (c === 110) return lit('null');
  return -1;
}
function keyOf(ks, kl) {
  switch (kl) {
    case 2: return B[ks] === 105 && B[ks + 1] === 100 ? K_ID : 0;
    case 6: return B[ks] === 109 && B[ks + 1] === 101 && B[ks + 5] === 100 ? K_METHOD : B[ks] === 112 && B[ks + 1] === 97 && B[ks + 5] === 115 ? K_PARAMS : B[ks] === 114 && B[ks + 1] === 101 && B[ks + 5] === 116 ? K_RESULT : 0;
    case 5: return B[ks] === 101 && B[ks + 1] === 114 && B[ks + 4] === 114 ? K_ERROR : 0;
    case 7: return B[ks] === 106 && B[ks + 1] === 115 && B[ks + 6] === 99 ? K_JSONRPC : 0;
  }
  return 0;
}
const LATIN = (s, e) => B.latin1Slice(s, e);
// top-level object: record members; any duplicate wanted key -> fallback
function extract(buf, start, end) {
  B = buf; p = start;
  if (ws() !== 123) return false;
  p++; let seen = 0; let d = ws();
  out.id = null; out.method = null; out.ps = out.rs = out.es = 0;
  if (d === 125) return true;
  for (;;) {
    if (d !== 34) return false;
    const ks = p; if (str(end) < 0 || esc) return false;
    const k = keyOf(ks + 1, p - ks - 2);
    if (k !== 0) { if (seen & (1 << k)) return false; seen |= 1 << k; }
    else if ((p - ks - 2 === 9 && B[ks + 1] === 95) || (p - ks - 2 === 11 && B[ks + 1] === 99)) return false;
    if (ws() !== 58) return false; p++;
    const vs = (ws(), p);
    if (value(end, 1) < 0) return false;
    const ve = p;
    if (k === K_ID) { const c = B[vs]; if (c === 34) { if (esc) return false; out.id = LATIN(vs + 1, ve - 1); } else if (c === 45 || (c >= 48 && c <= 57)) { let n = 0; for (let i = vs; i < ve; i++) { const x = B[i]; if (x < 48 || x > 57) { n = NaN; break; } n = n * 10 + (x - 48); } if (Number.isNaN(n)) return false; out.id = n; } else if (c !== 110) return false; }
    else if (k === K_METHOD) { if (B[vs] !== 34 || esc) return false; out.method = LATIN(vs + 1, ve - 1); }
    else if (k === K_PARAMS) { out.ps = vs; out.pe = ve; }
    else if (k === K_RESULT) { out.rs = vs; out.re = ve; }
    else if (k === K_ERROR) { out.es = vs; out.ee = ve; }
    d = ws(); if (d === 44) { p++; d = ws(); continue; } if (d === 125) { p++; break; } return false;
  }
  return ws() === undefined || p >= end || (ws(), p >= end);
}
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const n = starts.length;
const R = { parse: [], scan: [], scanParams: [] };
let sink = 0, fallbacks = 0;
for (let r = 0; r < 9; r++) {
  let t = cpu();
  for (let i = 0; i < n; i++) { try { const v = JSON.parse(buf.utf8Slice(starts[i], ends[i])); sink += v.id === undefined ? 0 : 1; } catch {} }
  R.parse.push(cpu() - t);
  t = cpu(); fallbacks = 0;
  for (let i = 0; i < n; i++) { if (extract(buf, starts[i], ends[i])) sink += out.id === null ? 0 : 1; else { fallbacks++; try { JSON.parse(buf.utf8Slice(starts[i], ends[i])); } catch {} } }
  R.scan.push(cpu() - t);
  // what the timeline needs today from a request: its params as an object (name, _meta.progressToken, arguments)
  t = cpu();
  for (let i = 0; i < n; i++) { if (extract(buf, starts[i], ends[i])) { if (out.ps > 0 && out.method !== null && out.id !== null) sink += JSON.parse(buf.utf8Slice(out.ps, out.pe)) ? 1 : 0; } else { try { JSON.parse(buf.utf8Slice(starts[i], ends[i])); } catch {} } }
  R.scanParams.push(cpu() - t);
}
const med = (xs) => { const y = [...xs.slice(1)].sort((a, b) => a - b); return y[y.length >> 1]; };
console.log(`${file.split('/').pop()}: ${n} messages, fallbacks ${fallbacks}; utf8+JSON.parse ${med(R.parse).toFixed(0)} ms; byte scan (id, method, member ranges) ${med(R.scan).toFixed(0)} ms; + JSON.parse of request params ${med(R.scanParams).toFixed(0)} ms  [${Object.values(R).map((v) => v.map((x) => x.toFixed(0)).join(',')).join(' | ')}]`);
