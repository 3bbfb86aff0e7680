/**
 * Retry detection compares calls by a hash of their canonical params, never by the params
 * themselves: the retry index must not hold argument values (redaction policy) and must stay small.
 */

import type { CallParts } from '../request-facts.js';

const MAX_DEPTH = 64;

/** Canonical JSON (sorted keys) of `params` without its top-level `_meta` (progress tokens and
 * the 2026 envelope differ between a call and its retry). */
export function canonicalParams(params: unknown): string {
  const out: string[] = [];
  write(params, 0, out, true);
  return out.join('');
}

function write(v: unknown, depth: number, out: string[], top: boolean): void {
  if (v === null || typeof v !== 'object') {
    out.push(JSON.stringify(v) ?? 'null');
    return;
  }
  if (depth >= MAX_DEPTH) {
    out.push('"<deep>"');
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(',');
      write(v[i], depth + 1, out, false);
    }
    out.push(']');
    return;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  out.push('{');
  let first = true;
  for (const k of keys) {
    if (top && k === '_meta') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(k), ':');
    write(obj[k], depth + 1, out, false);
  }
  out.push('}');
}

/**
 * A 53-bit string hash: two independent 32-bit FNV-1a style lanes (different offsets and a
 * final avalanche), combined into a safe integer. Not cryptographic; equality is also checked
 * on the length, and a collision only produces a "possible" retry.
 */
export function hash53(s: string): number {
  let a = 0x811c9dc5;
  let b = 0x2b3c4d5e;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return avalanche(a, b);
}

/** The final mix of the two lanes into one safe integer (hash53 and paramsFingerprint). */
function avalanche(a: number, b: number): number {
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  b ^= b >>> 16;
  b = Math.imul(b, 0xc2b2ae35);
  b ^= b >>> 16;
  return (b & 0x1fffff) * 0x100000000 + (a >>> 0);
}

/**
 * The same comparison as `hash53(canonicalParams(params))` with its length, without building the string: the
 * retry index fingerprints every call whose `paramsShape` equals an unanswered earlier call's of the same method
 * and target, and building canonical JSON was a few per cent of a whole run (docs/performance.md).
 * The walk feeds an unambiguous encoding of the canonical value (type tags, lengths, sorted keys, top-level
 * `_meta` skipped, `<deep>` past MAX_DEPTH) into two 32-bit lanes, so two params get the same fingerprint exactly
 * when their canonical JSON is the same (barring a hash collision, which only yields a "possible" retry).
 * `len` counts the units fed, the counterpart of the canonical string's length.
 */
export function paramsFingerprint(params: unknown): { hash: number; len: number } {
  const h: Lanes = { a: 0x811c9dc5, b: 0x2b3c4d5e, n: 0 };
  feed(h, params, 0, true);
  return { hash: avalanche(h.a, h.b), len: h.n };
}

interface Lanes {
  a: number;
  b: number;
  n: number;
}

function unit(h: Lanes, c: number): void {
  h.a = Math.imul(h.a ^ c, 0x01000193);
  let b = Math.imul(h.b ^ c, 0x5bd1e995);
  b ^= b >>> 15;
  h.b = b;
  h.n++;
}

function feedString(h: Lanes, s: string): void {
  unit(h, s.length);
  feedChars(h, s, 0, s.length);
}

/** unit() of each code unit of s[from, to), the lanes held in locals for the loop (the same arithmetic). */
function feedChars(h: Lanes, s: string, from: number, to: number): void {
  let a = h.a;
  let b = h.b;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  h.a = a;
  h.b = b;
  if (to > from) h.n += to - from;
}

const NUM = new Float64Array(1);
const NUM_WORDS = new Int32Array(NUM.buffer);

function feedNumber(h: Lanes, v: number): void {
  if (!Number.isFinite(v)) {
    unit(h, 1); // JSON.stringify(NaN / Infinity) is null
    return;
  }
  unit(h, 4);
  NUM[0] = v === 0 ? 0 : v; // -0 is written as 0
  unit(h, NUM_WORDS[0]!);
  unit(h, NUM_WORDS[1]!);
}

/** Tags: 1 null (and what JSON.stringify writes as null), 2 false, 3 true, 4 number, 5 string, 6 array, 7 object. */
function feed(h: Lanes, v: unknown, depth: number, top: boolean): void {
  switch (typeof v) {
    case 'string':
      unit(h, 5);
      feedString(h, v);
      return;
    case 'number':
      feedNumber(h, v);
      return;
    case 'boolean':
      unit(h, v ? 3 : 2);
      return;
    case 'object':
      break;
    default:
      unit(h, 1); // undefined (and functions, symbols): canonicalParams writes null
      return;
  }
  if (v === null) {
    unit(h, 1);
    return;
  }
  if (depth >= MAX_DEPTH) {
    unit(h, 5);
    feedString(h, '<deep>');
    return;
  }
  if (Array.isArray(v)) {
    unit(h, 6);
    unit(h, v.length);
    for (let i = 0; i < v.length; i++) feed(h, v[i], depth + 1, false);
    return;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 1) sortKeys(keys);
  unit(h, 7);
  let count = keys.length;
  if (top && Object.hasOwn(obj, '_meta')) count--;
  unit(h, count);
  for (const k of keys) {
    if (top && k === '_meta') continue;
    feedString(h, k);
    feed(h, obj[k], depth + 1, false);
  }
}

/**
 * `paramsFingerprint` of a call's params `{name?, arguments?, _meta?}` from their parts — the name, and the arguments'
 * JSON text as the line decoder decoded it — without parsing them (request-facts.ts CallParts), as callShape shapes
 * them: the retry index fingerprints the params of two calls of equal shape, and building the whole message of a
 * plain line for that was ~3 % of a run (docs/performance.md, twenty-seventh and twenty-eighth rounds). The walk feeds
 * the lanes the units `feed` feeds for JSON.parse of the text: members by sorted key, strings as their code units
 * (escapes decoded), numbers by their double's bits (an integer of at most 15 digits by hand, any other through
 * `Number`, which reads JSON's number grammar as JSON.parse does, Infinity for an exponent past the doubles'
 * range included), `<deep>` past MAX_DEPTH. Null (the caller fingerprints the parsed params) only for a key written
 * with an escape or a key twice in one object: there JSON.parse's choice of member is not redone. The text is valid
 * JSON (the validator accepted the line), so the walk checks only what it must tell apart.
 */
export function callFingerprint(name: string | null, args: string | null): { hash: number; len: number } | null {
  const h: Lanes = { a: 0x811c9dc5, b: 0x2b3c4d5e, n: 0 };
  unit(h, 7);
  unit(h, (name !== null ? 1 : 0) + (args !== null ? 1 : 0));
  // Sorted keys: "arguments" < "name"; `_meta` is skipped at the top.
  if (args !== null) {
    feedString(h, 'arguments');
    fpText = args;
    fpAt = 0;
    const ok = fpValue(h, 1);
    fpText = '';
    if (!ok) return null;
  }
  if (name !== null) {
    feedString(h, 'name');
    unit(h, 5);
    feedString(h, name);
  }
  return { hash: avalanche(h.a, h.b), len: h.n };
}

/** The fingerprint walk's text, position, and a stack of object members' [key start, key end, value start]. */
let fpText = '';
let fpAt = 0;
let fpTop = 0;
const fpStack: number[] = [];

function fpWs(): void {
  fpAt = wsEnd(fpText, fpAt);
}

/** The first position at or after `p` that is not JSON white space (both walks here skip it alike). */
function wsEnd(s: string, p: number): number {
  while (p < s.length) {
    const c = s.charCodeAt(p);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return p;
    p++;
  }
  return p;
}

/** What scanInteger read: the value with its sign, and how many digits (module state, as the scanners' cursors). */
let intValue = 0;
let intDigits = 0;

/**
 * Reads the sign and digits a JSON number's text starts with at `from`, as both scanners here need them (the call
 * fingerprint's fpNumber, the shape walk's walkInteger): sets intValue and intDigits, returns the position after the
 * digits. Exact for up to 15 digits; the callers decide what a fraction, an exponent or a longer run means.
 */
function scanInteger(s: string, from: number): number {
  let p = from;
  const neg = s.charCodeAt(p) === 45;
  if (neg) p++;
  let v = 0;
  let digits = 0;
  for (; p < s.length; p++) {
    const d = s.charCodeAt(p) - 48;
    if (d < 0 || d > 9) break;
    v = v * 10 + d;
    digits++;
  }
  intValue = neg ? -v : v;
  intDigits = digits;
  return p;
}

/** The number a JSON number's text stands for, as JSON.parse reads it; fpAt moved past it. */
function fpNumber(): number {
  const s = fpText;
  const from = fpAt;
  let p = scanInteger(s, from);
  const next = s.charCodeAt(p);
  if (intDigits <= 15 && next !== 46 && next !== 101 && next !== 69) {
    fpAt = p;
    return intValue;
  }
  // A fraction, an exponent or a long integer: the rest of the number's characters, read by Number.
  for (; p < s.length; p++) {
    const c = s.charCodeAt(p);
    if (!((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45)) break;
  }
  fpAt = p;
  return Number(s.slice(from, p));
}

/** Moves fpAt past the string whose opening quote is at fpAt. */
function fpSkipString(): void {
  const s = fpText;
  let p = fpAt + 1;
  for (;;) {
    const c = s.charCodeAt(p);
    if (c === 34) break;
    p += c === 92 ? 2 : 1;
  }
  fpAt = p + 1;
}

/** Moves fpAt past the value at fpAt (after white space). */
function fpSkip(): void {
  fpWs();
  const s = fpText;
  const c = s.charCodeAt(fpAt);
  if (c === 34) {
    fpSkipString();
    return;
  }
  if (c === 91 || c === 123) {
    let depth = 0;
    for (;;) {
      const d = s.charCodeAt(fpAt);
      if (d === 34) {
        fpSkipString();
        continue;
      }
      fpAt++;
      if (d === 91 || d === 123) depth++;
      else if ((d === 93 || d === 125) && --depth === 0) return;
    }
  }
  // A literal or a number: up to the next delimiter.
  while (fpAt < s.length) {
    const d = s.charCodeAt(fpAt);
    if (d === 44 || d === 93 || d === 125 || d === 32 || d === 9 || d === 10 || d === 13) return;
    fpAt++;
  }
}

/** The string at fpAt fed as `feedString` feeds the string JSON.parse makes of it (escapes decoded); fpAt moved past it. */
function fpString(h: Lanes): void {
  const s = fpText;
  const from = fpAt + 1;
  // Its length in code units first: an escape is one unit (\uXXXX one of six characters, any other one of two).
  let len = 0;
  let p = from;
  let escaped = false;
  for (;;) {
    const c = s.charCodeAt(p);
    if (c === 34) break;
    if (c === 92) {
      escaped = true;
      p += s.charCodeAt(p + 1) === 117 ? 6 : 2;
    } else p++;
    len++;
  }
  const end = p;
  fpAt = end + 1;
  unit(h, len);
  if (!escaped) {
    feedChars(h, s, from, end);
    return;
  }
  for (let i = from; i < end; ) {
    const c = s.charCodeAt(i);
    if (c !== 92) {
      unit(h, c);
      i++;
      continue;
    }
    const x = s.charCodeAt(i + 1);
    switch (x) {
      case 117: // \uXXXX
        unit(h, parseInt(s.slice(i + 2, i + 6), 16));
        i += 6;
        continue;
      case 98: // \b
        unit(h, 8);
        break;
      case 102: // \f
        unit(h, 12);
        break;
      case 110: // \n
        unit(h, 10);
        break;
      case 114: // \r
        unit(h, 13);
        break;
      case 116: // \t
        unit(h, 9);
        break;
      default: // \" \\ \/
        unit(h, x);
    }
    i += 2;
  }
}

/** Whether s[a, a + n) sorts before s[b, b + m) as `<` compares strings (UTF-16 code units). */
function textBefore(s: string, a: number, n: number, b: number, m: number): boolean {
  const k = n < m ? n : m;
  for (let i = 0; i < k; i++) {
    const x = s.charCodeAt(a + i);
    const y = s.charCodeAt(b + i);
    if (x !== y) return x < y;
  }
  return n < m;
}

/** `feed` of the value at fpAt (after white space) as JSON.parse makes it, fpAt moved past it; false when the walk declines. */
function fpValue(h: Lanes, depth: number): boolean {
  fpWs();
  const s = fpText;
  const c = s.charCodeAt(fpAt);
  switch (c) {
    case 34:
      unit(h, 5);
      fpString(h);
      return true;
    case 116: // true
      fpAt += 4;
      unit(h, 3);
      return true;
    case 102: // false
      fpAt += 5;
      unit(h, 2);
      return true;
    case 110: // null
      fpAt += 4;
      unit(h, 1);
      return true;
    case 91:
    case 123:
      if (depth >= MAX_DEPTH) {
        fpSkip();
        unit(h, 5);
        feedString(h, '<deep>');
        return true;
      }
      return c === 91 ? fpArray(h, depth) : fpObject(h, depth);
    default:
      feedNumber(h, fpNumber());
      return true;
  }
}

function fpArray(h: Lanes, depth: number): boolean {
  // The length comes before the elements: counted first, then the elements fed.
  const open = fpAt;
  fpAt++;
  fpWs();
  let n = 0;
  if (fpText.charCodeAt(fpAt) !== 93) {
    for (;;) {
      fpSkip();
      n++;
      fpWs();
      if (fpText.charCodeAt(fpAt++) === 93) break;
    }
  } else fpAt++;
  const end = fpAt;
  unit(h, 6);
  unit(h, n);
  fpAt = open + 1;
  for (let i = 0; i < n; i++) {
    if (!fpValue(h, depth + 1)) return false;
    fpWs();
    fpAt++; // the comma or the closing bracket
  }
  fpAt = end;
  return true;
}

function fpObject(h: Lanes, depth: number): boolean {
  fpAt++;
  fpWs();
  const s = fpText;
  const base = fpTop;
  if (s.charCodeAt(fpAt) === 125) fpAt++;
  else {
    for (;;) {
      fpWs();
      const ks = fpAt + 1;
      let ke = ks;
      for (;;) {
        const c = s.charCodeAt(ke);
        if (c === 34) break;
        if (c === 92) {
          fpTop = base;
          return false; // a key with an escape: which keys are the same is not redone
        }
        ke++;
      }
      // A key twice: JSON.parse keeps one member; the walk does not redo which.
      for (let i = base; i < fpTop; i += 3) {
        const os = fpStack[i]!;
        if (fpStack[i + 1]! - os === ke - ks && sameText(s, os, ks, ke - ks)) {
          fpTop = base;
          return false;
        }
      }
      fpAt = ke + 1;
      fpWs();
      fpAt++; // the colon
      fpWs();
      // Insertion by key order, as sortKeys orders Object.keys.
      let j = fpTop;
      while (j > base && textBefore(s, ks, ke - ks, fpStack[j - 3]!, fpStack[j - 2]! - fpStack[j - 3]!)) {
        fpStack[j] = fpStack[j - 3]!;
        fpStack[j + 1] = fpStack[j - 2]!;
        fpStack[j + 2] = fpStack[j - 1]!;
        j -= 3;
      }
      fpStack[j] = ks;
      fpStack[j + 1] = ke;
      fpStack[j + 2] = fpAt;
      fpTop += 3;
      fpSkip();
      fpWs();
      if (s.charCodeAt(fpAt++) === 125) break;
    }
  }
  const end = fpAt;
  const top = fpTop;
  unit(h, 7);
  unit(h, (top - base) / 3);
  for (let i = base; i < top; i += 3) {
    const ks = fpStack[i]!;
    const ke = fpStack[i + 1]!;
    unit(h, ke - ks);
    feedChars(h, s, ks, ke);
    fpAt = fpStack[i + 2]!;
    if (!fpValue(h, depth + 1)) {
      fpTop = base;
      return false;
    }
  }
  fpTop = base;
  fpAt = end;
  return true;
}

/** Up to this many keys are sorted in place by insertion; more by `Array.prototype.sort`. */
const INSERTION_SORT_MAX = 12;

/**
 * `keys.sort()`'s order (UTF-16 code units, as `<` compares strings), without the work array V8's sort allocates for
 * every call: the retry index fingerprints the params of every call that meets another of its tool still open, and
 * over a 200 MiB NDJSON capture those sorts allocated ~29 MB (docs/performance.md, twenty-second round). Arguments
 * objects have a handful of keys, where insertion sort is also the faster.
 */
function sortKeys(keys: string[]): void {
  const n = keys.length;
  if (n > INSERTION_SORT_MAX) {
    keys.sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
}

/**
 * A cheap necessary condition for equal canonical params: a number built from the value's
 * structure, key *lengths*, strings (their length and code units: charsOf) and numbers, without
 * sorting keys. Equal canonical JSON always gives an equal shape (keys are combined by a sum, so
 * their order does not matter; `-0` and `0`, non-finite numbers and `null`, and past MAX_DEPTH are
 * treated as canonicalParams writes them), so a differing shape proves "not a retry" and spares the
 * full fingerprint. The retry index compares a new call with every unanswered earlier call of the
 * same method and target; most differ in some length (docs/performance.md, "Fourth round"), and
 * nearly all of the rest in some string's characters (forty-second round). A signed 32-bit
 * integer, which V8 keeps unboxed: an unsigned one past 2^31 was a heap number made for every call
 * shaped and the key of the index's lookup by shape (retries.ts CallList.shapes).
 */
export function paramsShape(params: unknown): number {
  return shape(params, 0, true) | 0;
}

function mix(h: number, x: number): number {
  return Math.imul(h ^ x, 0x01000193) >>> 0;
}

/**
 * A string's code units folded into one number for its shape: the same string always gives the same number, and two
 * of equal length seldom do. With lengths alone, a tool called with arguments of the same lengths as one of its
 * remembered timeouts had its whole fingerprint computed: a third of the calls at 1 GiB NDJSON, and that fingerprint
 * cost more than the shape walks of every call together (docs/performance.md, forty-second round).
 */
function charsOf(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** The shape of the string "<deep>", which canonicalParams writes past MAX_DEPTH. */
const DEEP_SHAPE = mix(mix(5, 6), charsOf('<deep>'));

function shape(v: unknown, depth: number, top: boolean): number {
  switch (typeof v) {
    case 'string':
      return mix(mix(5, v.length), charsOf(v));
    case 'number':
      if (!Number.isFinite(v)) return 1;
      return mix(4, (v === 0 ? 0 : v * 1000003) | 0);
    case 'boolean':
      return v ? 3 : 2;
    case 'object':
      break;
    default:
      return 1;
  }
  if (v === null) return 1;
  if (depth >= MAX_DEPTH) return DEEP_SHAPE;
  if (Array.isArray(v)) {
    let h = mix(6, v.length);
    for (let i = 0; i < v.length; i++) h = mix(h, shape(v[i], depth + 1, false));
    return h;
  }
  const obj = v as Record<string, unknown>;
  let count = 0;
  let sum = 0;
  for (const k in obj) {
    if (!Object.hasOwn(obj, k) || (top && k === '_meta')) continue;
    count++;
    sum = (sum + mix(k.length, shape(obj[k], depth + 1, false))) >>> 0;
  }
  return mix(mix(7, count), sum);
}

/**
 * `paramsShape` of a call's params `{name?, arguments?, _meta?}` from their parts — the name, and the arguments' JSON
 * text as the line decoder decoded it — without parsing them (request-facts.ts CallParts): the retry index shapes the
 * params of a third of a busy capture's calls, and building them only for that cost as much as not building them saved
 * (docs/performance.md, twenty-fifth round). Null when the text holds anything the walk below does not decide exactly as
 * `shape` over JSON.parse of it would: an escape in a string, a number that is not an integer of at most 15 digits, a
 * key twice in one object, nesting deeper than SHAPE_WALK_DEPTH; the caller then shapes the parsed params. The text is
 * valid JSON (the validator accepted the line), so the walk checks only what it must tell apart.
 */
export function callShape(name: string | null, args: string | null): number | null {
  if (args === null) return joinShape(name, -1);
  walkText = args;
  walkAt = 0;
  walkTop = 0;
  const s = walkValue(1);
  walkText = '';
  return s < 0 ? null : joinShape(name, s);
}

/**
 * `callShape` of a call's parts: from the shape of its arguments the fast path's validator computed over the line's
 * bytes (CallParts.argsShape; ingest/wasm/json-lines.ts argsShape) when it did, else by the walk over their text; null
 * (shape the params themselves) when the walk declines, or the text waits as a Buffer (message.ts BUFFER_MIN_BYTES).
 * The validator's value is the walk's, bit for bit (test/ingest/wasm/args-shape.test.ts), and the walk's is `shape`'s of
 * the parsed params: with it, a long arguments text is not parsed for its shape either.
 */
export function partsShape(call: CallParts): number | null {
  const known = call.argsShape;
  if (known >= 0) return joinShape(call.name, known);
  const a = call.args;
  return a === null || typeof a === 'string' ? callShape(call.name, a) : null;
}

/** paramsShape of `{name?, arguments?}` from the name and the arguments' shape (−1: no arguments). */
function joinShape(name: string | null, args: number): number {
  let count = 0;
  let sum = 0;
  if (name !== null) {
    count++;
    sum = (sum + mix(4, mix(mix(5, name.length), charsOf(name)))) >>> 0; // the member "name": shape(name)
  }
  if (args >= 0) {
    count++;
    sum = (sum + mix(9, args)) >>> 0;
  }
  return mix(mix(7, count), sum) | 0; // as paramsShape
}

/** Deeper than this the walk gives up (shape's own limit, MAX_DEPTH, is never reached by it). */
const SHAPE_WALK_DEPTH = 48;
/** The walk's text, position, and a stack of array elements' shapes and object keys' [start, end) (no allocation per call). */
let walkText = '';
let walkAt = 0;
let walkTop = 0;
const walkStack: number[] = [];

function skipWs(): void {
  walkAt = wsEnd(walkText, walkAt);
}

/** Whether s[a, a + n) and s[b, b + n) are the same code units. */
function sameText(s: string, a: number, b: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (s.charCodeAt(a + k) !== s.charCodeAt(b + k)) return false;
  return true;
}

/** The end (after the closing quote) of the string whose opening quote is at walkAt, or −1 when it has an escape. */
function stringEnd(): number {
  const s = walkText;
  for (let p = walkAt + 1; p < s.length; p++) {
    const c = s.charCodeAt(p);
    if (c === 34) return p + 1;
    if (c === 92) return -1;
  }
  return -1;
}

/** shape() of the value at walkAt (after white space), walkAt moved past it; −1 when the walk cannot decide. */
function walkValue(depth: number): number {
  skipWs();
  const s = walkText;
  const c = s.charCodeAt(walkAt);
  switch (c) {
    case 34: {
      // stringEnd with the code units folded as charsOf folds them (an escape declines: the units are not the text's).
      let h = 0;
      let p = walkAt + 1;
      for (; p < s.length; p++) {
        const u = s.charCodeAt(p);
        if (u === 34) break;
        if (u === 92) return -1;
        h = (Math.imul(h, 31) + u) | 0;
      }
      if (p >= s.length) return -1;
      const len = p - walkAt - 1;
      walkAt = p + 1;
      return mix(mix(5, len), h);
    }
    case 116: // true
      walkAt += 4;
      return 3;
    case 102: // false
      walkAt += 5;
      return 2;
    case 110: // null
      walkAt += 4;
      return 1;
    case 91:
      return depth >= SHAPE_WALK_DEPTH ? -1 : walkArray(depth);
    case 123:
      return depth >= SHAPE_WALK_DEPTH ? -1 : walkObject(depth);
    default:
      return walkInteger();
  }
}

function walkInteger(): number {
  const p = scanInteger(walkText, walkAt);
  // A fraction or an exponent (JSON.parse's rounding is not redone here), or more digits than a double holds exactly.
  const next = walkText.charCodeAt(p);
  if (intDigits === 0 || intDigits > 15 || next === 46 || next === 101 || next === 69) return -1;
  walkAt = p;
  const v = intValue;
  return mix(4, (v === 0 ? 0 : v * 1000003) | 0);
}

function walkArray(depth: number): number {
  walkAt++;
  skipWs();
  const base = walkTop;
  if (walkText.charCodeAt(walkAt) === 93) {
    walkAt++;
    return mix(6, 0);
  }
  for (;;) {
    const e = walkValue(depth + 1);
    if (e < 0) return -1;
    walkStack[walkTop++] = e;
    skipWs();
    const c = walkText.charCodeAt(walkAt++);
    if (c === 93) break;
    // c is a comma (valid JSON)
  }
  let h = mix(6, walkTop - base);
  for (let i = base; i < walkTop; i++) h = mix(h, walkStack[i]!);
  walkTop = base;
  return h;
}

function walkObject(depth: number): number {
  walkAt++;
  skipWs();
  const base = walkTop;
  let count = 0;
  let sum = 0;
  if (walkText.charCodeAt(walkAt) === 125) {
    walkAt++;
    return mix(mix(7, 0), 0);
  }
  const s = walkText;
  for (;;) {
    skipWs();
    const ks = walkAt + 1;
    const end = stringEnd();
    if (end < 0) return -1;
    const ke = end - 1;
    // A key twice: JSON.parse keeps one member; the walk does not redo which.
    for (let i = base; i < walkTop; i += 2) {
      const os = walkStack[i]!;
      if (walkStack[i + 1]! - os === ke - ks && sameText(s, os, ks, ke - ks)) return -1;
    }
    walkStack[walkTop++] = ks;
    walkStack[walkTop++] = ke;
    walkAt = end;
    skipWs();
    walkAt++; // the colon
    const v = walkValue(depth + 1);
    if (v < 0) return -1;
    count++;
    sum = (sum + mix(ke - ks, v)) >>> 0;
    skipWs();
    const c = s.charCodeAt(walkAt++);
    if (c === 125) break;
  }
  walkTop = base;
  return mix(mix(7, count), sum);
}
