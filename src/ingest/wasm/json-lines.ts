// A JSON-lines validator and fact extractor (docs/performance.md, fourteenth and fifteenth rounds): over the
// bytes of one read chunk, with no decoding and no objects, it decides per line exactly what
// `JSON.parse(buffer.utf8Slice(body))` would decide, and hands back the facts a pair matcher needs as byte
// ranges and numbers in typed arrays. Lines it cannot decide cheaply are marked "ask JSON.parse" (fallback).
//
// AssemblyScript, not TypeScript (its decorators, casts and builtins are not tsc's: tsconfig.json excludes this file).
// Built by scripts/build-wasm.mjs (assemblyscript 0.28, installed outside the project: it is no dependency); the
// .wasm beside this file is committed, and the loader (load.ts) reads it. Its memory layout and fields are
// mirrored in load.ts: change both together.
//
// Why the byte-level decisions are exact (ECMA-262 JSON.parse over ECMA-404 text, after WHATWG UTF-8 decoding
// with replacement, which is what Buffer#utf8Slice does):
// - a decoder with replacement never swallows an ASCII byte into a bad sequence, so every byte < 0x80 reaches
//   JSON.parse as itself; any byte >= 0x80 becomes a non-ASCII character: accepted inside a string (invalid
//   UTF-8 becomes U+FFFD, still a string character), an error anywhere else (not JSON whitespace or a token);
// - JSON whitespace is exactly space, tab, LF, CR (ECMA-404 §4): a BOM or NBSP outside strings is an error;
// - inside strings, U+0000–U+001F raw are errors; escapes are exactly \" \\ \/ \b \f \n \r \t \uXXXX (a lone
//   surrogate in \u is accepted);
// - numbers: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?; literals true false null; nothing after the value
//   but whitespace.
// Anything this module does not want to decide (nesting deeper than MAX_DEPTH, an escape in a wanted key or
// value, a duplicate wanted key, an id that is not a string / safe integer / null, a top level that is not an
// object, ...) is a fallback, and the caller runs JSON.parse on the line: exactness never rests on those.

// ---- memory layout (byte offsets) -------------------------------------------------------------------------
// Small on purpose: the whole memory counts as external memory to V8, and ~6 MB or more of it made V8 start a
// full collection early on a polling capture, after which the timeline's short-lived objects were promoted by the
// megabyte and the peak RSS nearly doubled (docs/performance.md "Seventeenth round"). 4,096 lines a call (a 1 MiB
// chunk of the bench's captures has ~3,000; a poller's ~10,000 take three calls), 1 MiB of params' members
// (~9 a line; past that a line's params is left to JSON.parse), the chunk from 2 MiB on. The 44 i32 and 8 f64
// columns end exactly where the members table starts: another column moves the table.
const MAXL: i32 = 4096; // lines per scan() call
const NF: i32 = 44; // i32 fields per line
const ND: i32 = 8; // f64 fields per line
const PAT: i32 = 1024; // the Claude Desktop marker ("Message from " or "] Message from ")
const OUT: i32 = 65536;
const OUTD: i32 = OUT + NF * MAXL * 4;
const MT: i32 = 1 << 20; // the members of each line's params (F_PMS, F_PMN): MT_FIELDS i32 an entry
const MT_FIELDS: i32 = 7;
const MT_MAX: i32 = (1 << 20) / (MT_FIELDS * 4); // entries a scan() call may write
const INPUT: i32 = 2 << 20; // the chunk; the caller grows memory as needed and keeps 64 spare bytes after it
const MAX_DEPTH: i32 = 256;

export function maxLines(): i32 { return MAXL; }
export function outPtr(): i32 { return OUT; }
export function outdPtr(): i32 { return OUTD; }
export function inputPtr(): i32 { return INPUT; }
export function patPtr(): i32 { return PAT; }
export function membersPtr(): i32 { return MT; }

// ---- per-line fields --------------------------------------------------------------------------------------
// i32 fields
const F_LS: i32 = 0; // line start
const F_LE: i32 = 1; // line end (the 0x0A or the end of data)
const F_BS: i32 = 2; // body start
const F_BE: i32 = 3; // body end
const F_V: i32 = 4; // verdict: 0 no body, 1 ok, 2 invalid, 3 fallback
const F_FL: i32 = 5; // flags
const F_IDS: i32 = 6;
const F_IDE: i32 = 7;
const F_IDK: i32 = 8; // value kinds below
const F_MS: i32 = 9; // method start (-1 absent)
const F_ME: i32 = 10;
const F_CODE: i32 = 11; // error.code when FL_CODE
const F_TS: i32 = 12; // params.progressToken
const F_TE: i32 = 13;
const F_TK: i32 = 14;
const F_MTS: i32 = 15; // params._meta.progressToken
const F_MTE: i32 = 16;
const F_MTK: i32 = 17;
const F_RS: i32 = 18; // params.requestId
const F_RE: i32 = 19;
const F_RK: i32 = 20;
const F_NS: i32 = 21; // params.name
const F_NE: i32 = 22;
const F_NK: i32 = 23;
const F_US: i32 = 24; // params.uri
const F_UE: i32 = 25;
const F_UK: i32 = 26;
const F_PGS: i32 = 27; // params.progress (raw range) with kind
const F_PGE: i32 = 28;
const F_PGK: i32 = 29;
const F_PS: i32 = 30; // params (raw range of the object; -1 absent)
const F_PE: i32 = 31;
const F_MI: i32 = 32; // method's intern number (-1: table full)
const F_NI: i32 = 33; // params.name's
const F_UI: i32 = 34; // params.uri's
const F_JS: i32 = 35; // jsonrpc's value (raw text, quotes included for a string)
const F_JE: i32 = 36;
const F_JK: i32 = 37; // its kind
const F_ORD: i32 = 38; // the top-level wanted keys in source order, 3 bits each (ORD_* below), the first highest
const F_XS: i32 = 39; // result's value (raw text, quotes included for a string)
const F_XE: i32 = 40;
const F_PMS: i32 = 41; // params' members: the index of the first in MT
const F_PMN: i32 = 42; // how many (-1: not listed: more than MT holds)
const F_SH: i32 = 43; // params.arguments' shape (canonical.ts shape) when FL_SHAPE: see argsShape below
// An MT entry: key start, key end, value start, value end (raw text), value kind, the key's intern number, a
// string value's intern number (-1: none).
// f64 fields
const D_ID: i32 = 0;
const D_T: i32 = 1;
const D_MT: i32 = 2;
const D_R: i32 = 3;
const D_PG: i32 = 4;
const D_STAMP: i32 = 5; // Claude Desktop header: the stamp's milliseconds (marker mode only)
const D_MSG: i32 = 6; // Claude Desktop header: the marker's offset (marker mode only)
const D_NAME_END: i32 = 7; // Claude Desktop header: the first ']' at or after byte 25 (marker mode only)

// flags
const FL_RESULT: i32 = 1;
const FL_ERROR: i32 = 2;
const FL_IS_ERROR: i32 = 4; // result.isError === true
const FL_PARAMS: i32 = 8;
const FL_CODE: i32 = 16; // error.code is an integer in i32
const FL_SAME_NAME: i32 = 32; // Claude Desktop: same server label bytes as the previous line of this call
// Whether src/ingest/jsonrpc.ts `plainJsonRpc(body)` would return the parsed object (its quiet path): not plain,
// or not sure (an escaped key below the top level might decode to a hostile one: JavaScript decides). Neither bit
// on an accepted line: plain.
const FL_NOT_PLAIN: i32 = 64;
const FL_PLAIN_UNSURE: i32 = 128;
const FL_SHAPE: i32 = 256; // F_SH holds the shape of params' (last) `arguments` object; not set: the walk declined

// key codes in F_ORD
const ORD_ID: i32 = 1;
const ORD_METHOD: i32 = 2;
const ORD_PARAMS: i32 = 3;
const ORD_RESULT: i32 = 4;
const ORD_ERROR: i32 = 5;
const ORD_JSONRPC: i32 = 6;

// value kinds
const K_ABSENT: i32 = 0;
const K_STR: i32 = 1; // no escapes: the range is the decoded content's bytes
const K_INT: i32 = 2; // at most 15 digits: exact in f64
const K_NULL: i32 = 3;
const K_TRUE: i32 = 4;
const K_FALSE: i32 = 5;
const K_NUM: i32 = 6; // any other number (the range is its text)
const K_OBJ: i32 = 7;
const K_ARR: i32 = 8;
const K_ESTR: i32 = 9; // a string with escapes

// wanted keys (bits of a per-object "seen" mask)
const S_ID: i32 = 0;
const S_METHOD: i32 = 1;
const S_PARAMS: i32 = 2;
const S_RESULT: i32 = 3;
const S_ERROR: i32 = 4;
const S_TOKEN: i32 = 5;
const S_REQID: i32 = 6;
const S_PROGRESS: i32 = 7;
const S_NAME: i32 = 8;
const S_URI: i32 = 9;
const S_META: i32 = 10;
const S_MTOKEN: i32 = 11;
const S_ISERROR: i32 = 12;
const S_CODE: i32 = 13;
const S_JSONRPC: i32 = 14;

// object contexts
const C_NONE: i32 = 0;
const C_TOP: i32 = 1;
const C_PARAMS: i32 = 2;
const C_META: i32 = 3;
const C_RESULT: i32 = 4;
const C_ERROR: i32 = 5;

const INVALID: i32 = -1;
const FALLBACK: i32 = -2;

// ---- intern table: the few distinct short strings (methods, tool names) get small numbers, so the caller
// decodes each once, not once per line. Open addressing: HT 4096 slots of (number + 1, hash); NT the numbers'
// (arena offset, length); the bytes in ARENA.
const HT: i32 = 2048;
const NT: i32 = HT + 4096 * 8;
const NT_MAX: i32 = 1024;
const ARENA: i32 = NT + NT_MAX * 8;
const ARENA_END: i32 = OUT;
let arenaAt: i32 = ARENA;
let interned: i32 = 0;

export function internCount(): i32 { return interned; }
/** Memory offset and length of intern number k (for the caller to decode it once). */
export function internAt(k: i32): i32 { return load<i32>(NT + k * 8); }
export function internLen(k: i32): i32 { return load<i32>(NT + k * 8 + 4); }

function intern(s: i32, e: i32): i32 {
  const len = e - s;
  if (len > 64) return -1;
  // 8 bytes at a time (the bytes past the string are in the chunk or its padding; masked off)
  let h64: u64 = <u64>len * 0x9e3779b97f4a7c15;
  let i = s;
  for (; i + 8 <= e; i += 8) h64 = (h64 ^ load<u64>(i)) * 0x100000001b3;
  if (i < e) h64 = (h64 ^ (load<u64>(i) & ((<u64>1 << (<u64>(e - i) << 3)) - 1))) * 0x100000001b3;
  const h = <u32>(h64 ^ (h64 >> 29));
  let slot = <i32>(h & 4095);
  while (true) {
    const a = HT + slot * 8;
    const k = load<i32>(a) - 1;
    if (k < 0) {
      if (interned >= NT_MAX || arenaAt + len > ARENA_END) return -1;
      memory.copy(arenaAt, s, len);
      store<i32>(NT + interned * 8, arenaAt);
      store<i32>(NT + interned * 8 + 4, len);
      store<i32>(a, interned + 1);
      store<u32>(a + 4, h);
      arenaAt += len;
      return interned++;
    }
    if (load<u32>(a + 4) == h && load<i32>(NT + k * 8 + 4) == len) {
      const at = load<i32>(NT + k * 8);
      let j = 0;
      while (j + 8 <= len && load<u64>(at + j) == load<u64>(s + j)) j += 8;
      while (j < len && load<u8>(at + j) == load<u8>(s + j)) j++;
      if (j == len) return k;
    }
    slot = (slot + 1) & 4095; // at most NT_MAX of 4096 slots are used: a free one is always found
  }
}

// ---- parser state -----------------------------------------------------------------------------------------
let gEnd: i32 = 0; // end of the body being parsed
let gLine: i32 = 0; // index of the line being written
let gEsc: bool = false;
let vKind: i32 = 0;
let vStart: i32 = 0;
let vEnd: i32 = 0;
let vNum: f64 = 0;
let gPlain: i32 = 0; // FL_NOT_PLAIN | FL_PLAIN_UNSURE found so far
let gCore: bool = false; // jsonrpc, method or result present (plainJsonRpc's `core`)
let gOrd: i32 = 0; // F_ORD so far
let gMt: i32 = 0; // next free MT entry
let gPm0: i32 = 0; // the params object's first MT entry
let gPmn: i32 = -1; // its member count (-1: not listed)

@inline function setF(f: i32, v: i32): void {
  store<i32>(OUT + ((f * MAXL + gLine) << 2), v);
}
@inline function getF(f: i32): i32 {
  return load<i32>(OUT + ((f * MAXL + gLine) << 2));
}
@inline function setD(f: i32, v: f64): void {
  store<f64>(OUTD + ((f * MAXL + gLine) << 3), v);
}
@inline function b(p: i32): i32 {
  return <i32>load<u8>(p);
}

@inline function ws(p: i32): i32 {
  const e = gEnd;
  while (p < e) {
    const c = b(p);
    if (c == 0x20 || c == 0x0a || c == 0x0d || c == 0x09) p++;
    else break;
  }
  return p;
}

@inline function isHex(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** `p` is just after the opening quote; returns the offset after the closing quote, or INVALID. */
function parseString(p: i32): i32 {
  const e = gEnd;
  let esc = false;
  const q = i8x16.splat(0x22);
  const bs = i8x16.splat(0x5c);
  const sp = i8x16.splat(0x20);
  while (true) {
    // 16 bytes at a time while none is a quote, a backslash or a control character (memory after the chunk
    // is padded, so reading past the body is safe; a stop past it is checked below).
    while (p + 16 <= e) {
      const v = v128.load(p);
      const m = i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, q), i8x16.eq(v, bs)), i8x16.lt_u(v, sp)));
      if (m != 0) {
        p += ctz(m);
        break;
      }
      p += 16;
    }
    if (p >= e) {
      gEsc = esc;
      return INVALID;
    }
    const c = b(p);
    if (c == 0x22) {
      gEsc = esc;
      return p + 1;
    }
    if (c == 0x5c) {
      esc = true;
      if (p + 1 >= e) return INVALID;
      const d = b(p + 1);
      if (d == 0x75) {
        if (p + 6 > e) return INVALID;
        if (!(isHex(b(p + 2)) && isHex(b(p + 3)) && isHex(b(p + 4)) && isHex(b(p + 5)))) return INVALID;
        p += 6;
      } else if (d == 0x22 || d == 0x5c || d == 0x2f || d == 0x62 || d == 0x66 || d == 0x6e || d == 0x72 || d == 0x74) {
        p += 2;
      } else return INVALID;
      continue;
    }
    if (c < 0x20) return INVALID;
    p++;
  }
  return INVALID; // not reached
}

function parseNumber(p: i32): i32 {
  const e = gEnd;
  let neg = false;
  if (b(p) == 0x2d) {
    neg = true;
    p++;
  }
  if (p >= e) return INVALID;
  let c = b(p);
  let val: f64 = 0;
  let nd = 0;
  if (c == 0x30) {
    p++;
    nd = 1;
  } else if (c >= 0x31 && c <= 0x39) {
    while (p < e) {
      c = b(p);
      if (c < 0x30 || c > 0x39) break;
      val = val * 10 + <f64>(c - 0x30);
      nd++;
      p++;
    }
  } else return INVALID;
  let isInt = true;
  if (p < e && b(p) == 0x2e) {
    p++;
    isInt = false;
    const s = p;
    while (p < e && b(p) >= 0x30 && b(p) <= 0x39) p++;
    if (p == s) return INVALID;
  }
  if (p < e && (b(p) | 0x20) == 0x65) {
    p++;
    isInt = false;
    if (p < e && (b(p) == 0x2b || b(p) == 0x2d)) p++;
    const s = p;
    while (p < e && b(p) >= 0x30 && b(p) <= 0x39) p++;
    if (p == s) return INVALID;
  }
  vKind = isInt && nd <= 15 ? K_INT : K_NUM;
  vNum = neg ? -val : val;
  return p;
}

@inline function lit4(p: i32, w: u32): bool {
  return p + 4 <= gEnd && load<u32>(p) == w;
}

/** `p` at the value's first byte (whitespace skipped). Sets vKind/vStart/vEnd/vNum. */
function parseValue(p: i32, depth: i32, ctx: i32): i32 {
  if (p >= gEnd) return INVALID;
  const c = b(p);
  if (c == 0x22) {
    const q = parseString(p + 1);
    if (q < 0) return q;
    vKind = gEsc ? K_ESTR : K_STR;
    vStart = p + 1;
    vEnd = q - 1;
    return q;
  }
  if (c == 0x7b) {
    if (depth >= MAX_DEPTH) return FALLBACK;
    const q = parseObject(p + 1, depth + 1, ctx);
    vKind = K_OBJ;
    vStart = p;
    vEnd = q;
    return q;
  }
  if (c == 0x5b) {
    if (depth >= MAX_DEPTH) return FALLBACK;
    const q = parseArray(p + 1, depth + 1);
    vKind = K_ARR;
    vStart = p;
    vEnd = q;
    return q;
  }
  vStart = p;
  if (c == 0x2d || (c >= 0x30 && c <= 0x39)) {
    const q = parseNumber(p);
    vEnd = q;
    return q;
  }
  if (c == 0x74) {
    if (!lit4(p, 0x65757274)) return INVALID; // "true"
    vKind = K_TRUE;
    vEnd = p + 4;
    return p + 4;
  }
  if (c == 0x6e) {
    if (!lit4(p, 0x6c6c756e)) return INVALID; // "null"
    vKind = K_NULL;
    vEnd = p + 4;
    return p + 4;
  }
  if (c == 0x66) {
    if (!(p + 5 <= gEnd && load<u32>(p + 1) == 0x65736c61)) return INVALID; // "alse"
    vKind = K_FALSE;
    vEnd = p + 5;
    return p + 5;
  }
  return INVALID;
}

function parseArray(p: i32, depth: i32): i32 {
  const e = gEnd;
  // plainJsonRpc's needsSanitize gives up past 200 levels below the top object
  if (depth > 201) gPlain |= FL_NOT_PLAIN;
  p = ws(p);
  if (p >= e) return INVALID;
  if (b(p) == 0x5d) return p + 1;
  while (true) {
    const q = parseValue(p, depth, C_NONE);
    if (q < 0) return q;
    p = ws(q);
    if (p >= e) return INVALID;
    const c = b(p);
    if (c == 0x2c) {
      p = ws(p + 1);
      continue;
    }
    if (c == 0x5d) return p + 1;
    return INVALID;
  }
}

@inline function kv(ks: i32, len: i32, L: i32, lo: u64): bool {
  // bytes past the key are inside the chunk or its padding: a masked 8-byte load is safe
  return len == L && (load<u64>(ks) & ((<u64>1 << (<u64>L << 3)) - 1)) == lo;
}

/** `__proto__`, `constructor`, `prototype`: the keys plainJsonRpc's needsSanitize sends to the full path. */
@inline function hostile(ks: i32, len: i32): bool {
  if (len == 9) {
    const w = load<u64>(ks);
    return (w == 0x5f6f746f72705f5f && b(ks + 8) == 0x5f) || (w == 0x7079746f746f7270 && b(ks + 8) == 0x65);
  }
  return len == 11 && load<u64>(ks) == 0x63757274736e6f63 && (load<u32>(ks + 8) & 0xffffff) == 0x726f74;
}

function keySlot(ctx: i32, ks: i32, len: i32): i32 {
  if (ctx == C_TOP) {
    if (kv(ks, len, 2, 0x6469)) return S_ID;
    if (len == 6) {
      const w = load<u64>(ks) & 0xffffffffffff;
      if (w == 0x646f6874656d) return S_METHOD;
      if (w == 0x736d61726170) return S_PARAMS;
      if (w == 0x746c75736572) return S_RESULT;
      return -1;
    }
    if (kv(ks, len, 5, 0x726f727265)) return S_ERROR;
    if (kv(ks, len, 7, 0x6370726e6f736a)) return S_JSONRPC;
    return -1;
  }
  if (ctx == C_PARAMS) {
    if (len == 13 && load<u64>(ks) == 0x73736572676f7270 && (load<u64>(ks + 8) & 0xffffffffff) == 0x6e656b6f54) return S_TOKEN;
    if (len == 9 && load<u64>(ks) == 0x4974736575716572 && b(ks + 8) == 0x64) return S_REQID;
    if (len == 8 && load<u64>(ks) == 0x73736572676f7270) return S_PROGRESS;
    if (kv(ks, len, 4, 0x656d616e)) return S_NAME;
    if (kv(ks, len, 3, 0x697275)) return S_URI;
    if (kv(ks, len, 5, 0x6174656d5f)) return S_META;
    return -1;
  }
  if (ctx == C_META) {
    if (len == 13 && load<u64>(ks) == 0x73736572676f7270 && (load<u64>(ks + 8) & 0xffffffffff) == 0x6e656b6f54) return S_MTOKEN;
    return -1;
  }
  if (ctx == C_RESULT) {
    if (kv(ks, len, 7, 0x726f7272457369)) return S_ISERROR;
    return -1;
  }
  if (ctx == C_ERROR) {
    if (kv(ks, len, 4, 0x65646f63)) return S_CODE;
    return -1;
  }
  return -1;
}

/** The raw text of the value just parsed: a string's range is its content's, its quotes are one byte out. */
@inline function rawStart(): i32 {
  return vKind == K_STR || vKind == K_ESTR ? vStart - 1 : vStart;
}
@inline function rawEnd(): i32 {
  return vKind == K_STR || vKind == K_ESTR ? vEnd + 1 : vEnd;
}

/** A string (no escapes) or a safe integer; anything else is left to JSON.parse. */
@inline function tokenLike(fs: i32, fk: i32, fd: i32): bool {
  if (vKind == K_STR || vKind == K_INT) {
    setF(fs, vStart - INPUT);
    setF(fs + 1, vEnd - INPUT);
    setF(fk, vKind);
    if (vKind == K_INT) setD(fd, vNum);
    return true;
  }
  return false;
}

/** Records the value just parsed under wanted key `slot`; false: leave the line to JSON.parse. */
function record(slot: i32): bool {
  switch (slot) {
    case S_ID: {
      gOrd = (gOrd << 3) | ORD_ID;
      if (vKind == K_NULL) {
        setF(F_IDK, K_NULL);
        return true;
      }
      return tokenLike(F_IDS, F_IDK, D_ID);
    }
    case S_METHOD: {
      if (vKind != K_STR) return false;
      gOrd = (gOrd << 3) | ORD_METHOD;
      gCore = true;
      setF(F_MS, vStart - INPUT);
      setF(F_ME, vEnd - INPUT);
      setF(F_MI, intern(vStart, vEnd));
      return true;
    }
    case S_PARAMS: {
      if (vKind != K_OBJ) return false;
      gOrd = (gOrd << 3) | ORD_PARAMS;
      setF(F_PMS, gPm0);
      setF(F_PMN, gPmn);
      setF(F_FL, getF(F_FL) | FL_PARAMS);
      setF(F_PS, vStart - INPUT);
      setF(F_PE, vEnd - INPUT);
      return true;
    }
    case S_RESULT: {
      gCore = true;
      setF(F_FL, getF(F_FL) | FL_RESULT);
      setF(F_XS, rawStart() - INPUT);
      setF(F_XE, rawEnd() - INPUT);
      gOrd = (gOrd << 3) | ORD_RESULT;
      return true;
    }
    case S_ERROR: {
      gOrd = (gOrd << 3) | ORD_ERROR;
      gPlain |= FL_NOT_PLAIN; // plainJsonRpc leaves an error answer to the full path
      setF(F_FL, getF(F_FL) | FL_ERROR);
      return true;
    }
    case S_TOKEN:
      return tokenLike(F_TS, F_TK, D_T);
    case S_MTOKEN:
      return tokenLike(F_MTS, F_MTK, D_MT);
    case S_REQID:
      return tokenLike(F_RS, F_RK, D_R);
    case S_PROGRESS: {
      if (vKind != K_INT && vKind != K_NUM) return false;
      setF(F_PGS, vStart - INPUT);
      setF(F_PGE, vEnd - INPUT);
      setF(F_PGK, vKind);
      if (vKind == K_INT) setD(D_PG, vNum);
      return true;
    }
    case S_NAME:
    case S_URI: {
      if (vKind != K_STR && vKind != K_NULL) return false;
      const f = slot == S_NAME ? F_NS : F_US;
      setF(f, vStart - INPUT);
      setF(f + 1, vEnd - INPUT);
      setF(f + 2, vKind);
      if (vKind == K_STR) setF(slot == S_NAME ? F_NI : F_UI, intern(vStart, vEnd));
      return true;
    }
    case S_META:
      return true;
    case S_JSONRPC: {
      gCore = true;
      if (vKind == K_OBJ || vKind == K_ARR) gPlain |= FL_NOT_PLAIN;
      setF(F_JS, rawStart() - INPUT);
      setF(F_JE, rawEnd() - INPUT);
      setF(F_JK, vKind);
      gOrd = (gOrd << 3) | ORD_JSONRPC;
      return true;
    }
    case S_ISERROR: {
      if (vKind == K_TRUE) setF(F_FL, getF(F_FL) | FL_IS_ERROR);
      return true;
    }
    case S_CODE: {
      if (vKind != K_INT || vNum < -2147483648 || vNum > 2147483647) return false;
      setF(F_FL, getF(F_FL) | FL_CODE);
      setF(F_CODE, <i32>vNum);
      return true;
    }
  }
  return true;
}

function parseObject(p: i32, depth: i32, ctx: i32): i32 {
  const e = gEnd;
  if (depth > 201) gPlain |= FL_NOT_PLAIN;
  p = ws(p);
  if (p >= e) return INVALID;
  if (ctx == C_PARAMS) {
    gPm0 = gMt;
    gPmn = 0;
  }
  if (b(p) == 0x7d) return p + 1;
  let seen: i32 = 0;
  while (true) {
    if (p >= e || b(p) != 0x22) return INVALID;
    const ks = p + 1;
    let q = parseString(ks);
    if (q < 0) return q;
    const ke = q - 1;
    let slot = -1;
    if (ctx != C_NONE) {
      // An escaped key could decode to a wanted one: leave it to JSON.parse.
      if (gEsc) return FALLBACK;
      slot = keySlot(ctx, ks, q - 1 - ks);
      // plainJsonRpc: any other top-level member means the full path
      if (ctx == C_TOP && slot < 0) gPlain |= FL_NOT_PLAIN;
    }
    if (ctx != C_TOP) {
      if (gEsc) gPlain |= FL_PLAIN_UNSURE;
      else if (hostile(ks, q - 1 - ks)) gPlain |= FL_NOT_PLAIN;
    }
    p = ws(q);
    if (p >= e || b(p) != 0x3a) return INVALID;
    p = ws(p + 1);
    let child = C_NONE;
    if (slot == S_PARAMS) child = C_PARAMS;
    else if (slot == S_META) child = C_META;
    else if (slot == S_RESULT) child = C_RESULT;
    else if (slot == S_ERROR) child = C_ERROR;
    q = parseValue(p, depth, child);
    if (q < 0) return q;
    if (ctx == C_PARAMS) {
      // `arguments`: its shape for the retry index, over the bytes just validated (still in cache).
      if (ke - ks == 9 && load<u64>(ks) == 0x746e656d75677261 && b(ks + 8) == 0x73) {
        if (vKind == K_OBJ && argsShape(vStart, vEnd)) {
          setF(F_SH, shValue);
          setF(F_FL, getF(F_FL) | FL_SHAPE);
        } else setF(F_FL, getF(F_FL) & ~FL_SHAPE);
      }
      if (gPmn >= 0 && gMt < MT_MAX) {
        const a = MT + gMt * (MT_FIELDS * 4);
        store<i32>(a, ks - INPUT);
        store<i32>(a + 4, ke - INPUT);
        store<i32>(a + 8, rawStart() - INPUT);
        store<i32>(a + 12, rawEnd() - INPUT);
        store<i32>(a + 16, vKind);
        store<i32>(a + 20, intern(ks, ke));
        store<i32>(a + 24, vKind == K_STR ? intern(vStart, vEnd) : -1);
        gMt++;
        gPmn++;
      } else gPmn = -1;
    }
    if (slot >= 0) {
      // JSON.parse keeps the last of duplicate keys; facts from the first may already be written: fallback.
      if (seen & (1 << slot)) return FALLBACK;
      seen |= 1 << slot;
      if (!record(slot)) return FALLBACK;
    }
    p = ws(q);
    if (p >= e) return INVALID;
    const c = b(p);
    if (c == 0x2c) {
      p = ws(p + 1);
      continue;
    }
    if (c == 0x7d) return p + 1;
    return INVALID;
  }
}

// ---- the call's shape ----------------------------------------------------------------------------------
// The retry index compares a new call with the open calls of its tool by a 32-bit shape first (timeline/canonical.ts
// `shape`, through `callShape` over the arguments' text), and that JavaScript walk over every compared call's
// arguments was 3-4 % of a 200 MiB NDJSON run (docs/performance.md, forty-fifth and forty-sixth rounds). Here it is
// computed once per call line over the bytes the validator has just accepted, and handed over in F_SH. The value
// must be the one `callShape`'s walk (walkValue at depth 1) gives for the decoded text, bit for bit, so the walk
// declines (no FL_SHAPE: the JavaScript walk runs as before) wherever it would have to redo more than it can here
// exactly: a backslash in any string or key (the JavaScript walk declines there too), a key twice in one object, a
// number with a fraction or an exponent or more than 15 digits, an array or object at depth 48 or deeper
// (SHAPE_WALK_DEPTH), a byte sequence that is not well-formed UTF-8 (Buffer#utf8Slice would put U+FFFD in), and a
// walk whose stack outgrows the members table's free part. Strings are folded as `charsOf` folds the UTF-16 code units
// JavaScript sees: UTF-8 decoded, a 4-byte character as its two surrogates; lengths are UTF-16 lengths.

const SH_DEPTH: i32 = 48;
let shValue: i32 = 0;
let shSp: i32 = 0; // the walk's stack (array elements' shapes, object keys' [start, end)), in the members table's free part
let shLen: i32 = 0; // what shString read: UTF-16 length and fold
let shFold: i32 = 0;

@inline function mix(h: i32, x: i32): i32 {
  return (h ^ x) * 0x01000193;
}

/** The shape of the `arguments` object at [s, e) (valid JSON) into shValue; false: declined. */
function argsShape(s: i32, e: i32): bool {
  shSp = MT + gMt * (MT_FIELDS * 4);
  const q = shapeValue(s, 1);
  return q == e;
}

@inline function shWs(p: i32): i32 {
  while (true) {
    const c = b(p);
    if (c == 0x20 || c == 0x0a || c == 0x0d || c == 0x09) p++;
    else return p;
  }
  return p;
}

@inline function cont(p: i32): i32 {
  const c = b(p);
  return (c & 0xc0) == 0x80 ? c & 0x3f : -1;
}

/**
 * The string whose content starts at p (after the quote): its UTF-16 length and `charsOf` fold into shLen and shFold;
 * returns the offset after the closing quote, or -1 (a backslash, or bytes that are not well-formed UTF-8 as the
 * WHATWG decoder reads them: each such byte would be U+FFFD).
 */
function shString(p: i32): i32 {
  let h: i32 = 0;
  let n: i32 = 0;
  while (true) {
    const c = b(p);
    if (c < 0x80) {
      if (c == 0x22) break;
      if (c == 0x5c) return -1;
      h = h * 31 + c;
      n++;
      p++;
      continue;
    }
    if (c >= 0xc2 && c <= 0xdf) {
      const c1 = cont(p + 1);
      if (c1 < 0) return -1;
      h = h * 31 + (((c & 0x1f) << 6) | c1);
      n++;
      p += 2;
      continue;
    }
    if (c >= 0xe0 && c <= 0xef) {
      const c1 = cont(p + 1);
      if (c1 < 0) return -1;
      // no overlong form (E0 80-9F) and no surrogate (ED A0-BF)
      if ((c == 0xe0 && c1 < 0x20) || (c == 0xed && c1 >= 0x20)) return -1;
      const c2 = cont(p + 2);
      if (c2 < 0) return -1;
      h = h * 31 + (((c & 0x0f) << 12) | (c1 << 6) | c2);
      n++;
      p += 3;
      continue;
    }
    if (c >= 0xf0 && c <= 0xf4) {
      const c1 = cont(p + 1);
      if (c1 < 0) return -1;
      // no overlong form (F0 80-8F) and nothing past U+10FFFF (F4 90-BF)
      if ((c == 0xf0 && c1 < 0x10) || (c == 0xf4 && c1 >= 0x10)) return -1;
      const c2 = cont(p + 2);
      if (c2 < 0) return -1;
      const c3 = cont(p + 3);
      if (c3 < 0) return -1;
      const x = ((((c & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3) - 0x10000);
      h = h * 31 + (0xd800 + (x >> 10));
      h = h * 31 + (0xdc00 + (x & 0x3ff));
      n += 2;
      p += 4;
      continue;
    }
    return -1; // a lone continuation byte, C0, C1, F5-FF
  }
  shLen = n;
  shFold = h;
  return p + 1;
}

/** `walkValue(depth)` of the value at p into shValue; returns the offset after it, or -1 (declined). */
function shapeValue(p: i32, depth: i32): i32 {
  p = shWs(p);
  const c = b(p);
  if (c == 0x22) {
    const q = shString(p + 1);
    if (q < 0) return -1;
    shValue = mix(mix(5, shLen), shFold);
    return q;
  }
  if (c == 0x7b) return depth >= SH_DEPTH ? -1 : shapeObject(p + 1, depth);
  if (c == 0x5b) return depth >= SH_DEPTH ? -1 : shapeArray(p + 1, depth);
  if (c == 0x74) {
    shValue = 3;
    return p + 4;
  }
  if (c == 0x66) {
    shValue = 2;
    return p + 5;
  }
  if (c == 0x6e) {
    shValue = 1;
    return p + 4;
  }
  // A number (the text is valid JSON): an integer of at most 15 digits, read as scanInteger reads it (exact in f64).
  const neg = c == 0x2d;
  if (neg) p++;
  let v: f64 = 0;
  let nd = 0;
  while (true) {
    const d = b(p) - 0x30;
    if (d < 0 || d > 9) break;
    v = v * 10 + <f64>d;
    nd++;
    p++;
  }
  const x = b(p);
  if (nd == 0 || nd > 15 || x == 0x2e || x == 0x65 || x == 0x45) return -1;
  // mix(4, (v === 0 ? 0 : v * 1000003) | 0): the product rounded as a double, then ToInt32 (ECMA-262 §7.1.6):
  // integral already, so its remainder by 2^32 (exact, sign of the dividend) wrapped to 32 bits.
  let r: i32 = 0;
  if (v != 0) {
    const m = (neg ? -v : v) * 1000003.0;
    r = <i32><i64>(m % 4294967296.0);
  }
  shValue = mix(4, r);
  return p;
}

function shapeArray(p: i32, depth: i32): i32 {
  p = shWs(p);
  if (b(p) == 0x5d) {
    shValue = mix(6, 0);
    return p + 1;
  }
  const base = shSp;
  while (true) {
    if (shSp + 4 > INPUT) return -1;
    const q = shapeValue(p, depth + 1);
    if (q < 0) return -1;
    store<i32>(shSp, shValue);
    shSp += 4;
    p = shWs(q);
    const c = b(p);
    p++;
    if (c == 0x5d) break;
    // a comma (valid JSON)
  }
  let h = mix(6, (shSp - base) >> 2);
  for (let a = base; a < shSp; a += 4) h = mix(h, load<i32>(a));
  shSp = base;
  shValue = h;
  return p;
}

function shapeObject(p: i32, depth: i32): i32 {
  p = shWs(p);
  if (b(p) == 0x7d) {
    shValue = mix(mix(7, 0), 0);
    return p + 1;
  }
  const base = shSp;
  let count: i32 = 0;
  let sum: i32 = 0;
  while (true) {
    p = shWs(p);
    // the key: at p's quote
    const ks = p + 1;
    const q = shString(ks);
    if (q < 0) return -1;
    const ke = q - 1;
    const klen = shLen;
    // A key twice: JSON.parse keeps one member; the walk does not redo which (equal text is equal bytes here).
    for (let a = base; a < shSp; a += 8) {
      const os = load<i32>(a);
      const n = load<i32>(a + 4) - os;
      if (n == ke - ks && memory.compare(os, ks, n) == 0) return -1;
    }
    if (shSp + 8 > INPUT) return -1;
    store<i32>(shSp, ks);
    store<i32>(shSp + 4, ke);
    shSp += 8;
    p = shWs(q) + 1; // the colon
    const r = shapeValue(p, depth + 1);
    if (r < 0) return -1;
    count++;
    sum += mix(klen, shValue);
    p = shWs(r);
    const c = b(p);
    p++;
    if (c == 0x7d) break;
  }
  shSp = base;
  shValue = mix(mix(7, count), sum);
  return p;
}

/** Verdict for body [s, e) of line gLine; facts written as a side effect. */
function body(s: i32, e: i32): i32 {
  gEnd = e;
  setF(F_FL, 0);
  setF(F_IDK, K_ABSENT);
  setF(F_MS, -1);
  setF(F_TK, K_ABSENT);
  setF(F_MTK, K_ABSENT);
  setF(F_RK, K_ABSENT);
  setF(F_NK, K_ABSENT);
  setF(F_UK, K_ABSENT);
  setF(F_PGK, K_ABSENT);
  setF(F_PS, -1);
  setF(F_JK, K_ABSENT);
  setF(F_PMN, -1);
  gOrd = 0;
  gPlain = 0;
  gCore = false;
  let p = ws(s);
  if (p >= e) return 2;
  const top = b(p) == 0x7b;
  let q = parseValue(p, 0, C_TOP);
  if (q == INVALID) return 2;
  if (q == FALLBACK) return 3;
  q = ws(q);
  if (q != e) return 2;
  if (!top) return 3;
  // plainJsonRpc wants `{` as the very first character, and one of jsonrpc/method/result
  if (p != s || !gCore) gPlain |= FL_NOT_PLAIN;
  setF(F_FL, getF(F_FL) | gPlain);
  setF(F_ORD, gOrd);
  return 1;
}

/** The 0x0A at or after p (data ends at `end`, where the caller put a 0x0A sentinel). */
@inline function nextNl(p: i32): i32 {
  const nl = i8x16.splat(0x0a);
  while (true) {
    const m = i8x16.bitmask(i8x16.eq(v128.load(p), nl));
    if (m != 0) return p + ctz(m);
    p += 16;
  }
}

let prevNameS: i32 = -1;
let prevNameE: i32 = -1;

function stampDigits(s: i32): bool {
  for (let k = 0; k < 23; k++) {
    if (k == 4 || k == 7 || k == 10 || k == 13 || k == 16 || k == 19) continue;
    const c = b(s + k);
    if (c < 0x30 || c > 0x39) return false;
  }
  const y = (b(s) - 48) * 1000 + (b(s + 1) - 48) * 100 + (b(s + 2) - 48) * 10 + (b(s + 3) - 48);
  const mo = (b(s + 5) - 48) * 10 + (b(s + 6) - 48);
  return y >= 100 && mo >= 1 && mo <= 12;
}

/** Date.UTC of the stamp's digits, as the ninth round's prototype reads them (no validation). */
function stampOf(s: i32): f64 {
  const y = (b(s) - 48) * 1000 + (b(s + 1) - 48) * 100 + (b(s + 2) - 48) * 10 + (b(s + 3) - 48);
  const mo = (b(s + 5) - 48) * 10 + (b(s + 6) - 48);
  const da = (b(s + 8) - 48) * 10 + (b(s + 9) - 48);
  const h = (b(s + 11) - 48) * 10 + (b(s + 12) - 48);
  const mi = (b(s + 14) - 48) * 10 + (b(s + 15) - 48);
  const se = (b(s + 17) - 48) * 10 + (b(s + 18) - 48);
  const ms = (b(s + 20) - 48) * 100 + (b(s + 21) - 48) * 10 + (b(s + 22) - 48);
  // days from civil (proleptic Gregorian), valid for the digit ranges a stamp has
  const yy = mo <= 2 ? y - 1 : y;
  const era = (yy >= 0 ? yy : yy - 399) / 400;
  const yoe = yy - era * 400;
  const mp = (mo + 9) % 12;
  const doy = (153 * mp + 2) / 5 + da - 1;
  const doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  const days = era * 146097 + doe - 719468;
  return <f64>days * 86400000 + <f64>h * 3600000 + <f64>mi * 60000 + <f64>se * 1000 + <f64>ms;
}

/**
 * Scans lines from INPUT+from up to INPUT+end (a 0x0A sentinel must be at INPUT+end; the last line, ending
 * at the sentinel, is scanned only when `final`). mode 0: NDJSON (the body is the line); mode > 0: Claude
 * Desktop, marker of `mode` bytes at PAT (the body as floor.mjs cuts it). `header`: also read the stamp,
 * the label's end and the marker's offset, and a line whose header has a byte >= 0x80 is a fallback (its
 * character offsets are not its byte offsets). Returns the number of lines written; the caller reads
 * the next start from the last line's end + 1.
 */
export function scan(from: i32, end: i32, mode: i32, final: bool, header: bool): i32 {
  let p = INPUT + from;
  const stop = INPUT + end;
  let n = 0;
  prevNameS = -1;
  gMt = 0;
  while (n < MAXL && p <= stop) {
    const le = nextNl(p);
    if (le == stop && !final) break;
    if (le == stop && p == stop) break; // nothing after the last 0x0A
    gLine = n;
    setF(F_LS, p - INPUT);
    setF(F_LE, le - INPUT);
    if (mode == 0) {
      if (le == p) {
        setF(F_V, 0);
      } else {
        setF(F_BS, p - INPUT);
        setF(F_BE, le - INPUT);
        setF(F_V, body(p, le));
      }
    } else {
      setF(F_V, claudeLine(p, le, mode, header));
    }
    n++;
    p = le + 1;
  }
  return n;
}

function claudeLine(s: i32, e: i32, pl: i32, header: bool): i32 {
  // the marker: first occurrence (String#indexOf). Its first byte is looked for 16 bytes at a time: the prefix before
  // it (stamp, label, level: ~48 bytes a line) was read a byte at a time, ~2 % of a Claude Desktop run's main thread
  // (docs/performance.md, fifty-first round). A load may read up to 15 bytes past the line: inside the chunk, or its
  // 64 spare bytes (INPUT); a candidate is taken only when the whole marker fits before the line's end.
  const m0 = b(PAT);
  const last = e - pl;
  const first = i8x16.splat(<i8>m0);
  let m = -1;
  for (let i = s; i <= last && m < 0; i += 16) {
    let mask = i8x16.bitmask(i8x16.eq(v128.load(i), first));
    while (mask != 0) {
      const j = i + ctz(mask);
      if (j > last) break;
      let k = 1;
      while (k < pl && b(j + k) == b(PAT + k)) k++;
      if (k == pl) {
        m = j;
        break;
      }
      mask &= mask - 1;
    }
  }
  if (m < 0) {
    setF(F_BS, -1);
    return 0;
  }
  // the first '{' after it, 16 bytes at a time (the first in a window is the first from there on: one past the line's
  // end means none)
  let open = -1;
  const brace = i8x16.splat(0x7b);
  for (let i = m; i < e; i += 16) {
    const mask = i8x16.bitmask(i8x16.eq(v128.load(i), brace));
    if (mask != 0) {
      const j = i + ctz(mask);
      if (j < e) open = j;
      break;
    }
  }
  if (open < 0) {
    setF(F_BS, -2); // a marker without a body (the ninth round's prototype still reads its header)
    return 0;
  }
  // the last " { metadata:" (String#lastIndexOf); before the body's '{' means none. Windows of 16 starts from the
  // line's end backwards, a start kept when its byte is ' ' and the next '{', the highest checked first.
  let end = e;
  const space = i8x16.splat(0x20);
  for (let hi = e - 12; hi >= open && end == e; hi -= 16) {
    const w = hi - 15;
    let mask = i8x16.bitmask(i8x16.eq(v128.load(w), space)) & i8x16.bitmask(i8x16.eq(v128.load(w + 1), brace));
    if (w < open) mask &= ~((1 << (open - w)) - 1);
    while (mask != 0) {
      const j = w + 31 - clz(mask);
      if (load<u64>(j + 2) == 0x7461646174656d20 && load<u16>(j + 10) == 0x3a61) {
        end = j;
        break;
      }
      mask &= ~(1 << (j - w));
    }
  }
  setF(F_BS, open - INPUT);
  setF(F_BE, end - INPUT);
  if (header) {
    // A header the caller reads as text (its label is then the caller's newest): the next line's label is not
    // compared with an older one.
    for (let i = s; i < m; i++) {
      if (b(i) >= 0x80) {
        prevNameS = -1;
        return 3;
      }
    }
    let ne = -1;
    for (let i = s + 25; i < e; i++) {
      if (b(i) == 0x5d) {
        ne = i;
        break;
      }
    }
    // The stamp as Date.UTC reads it: only for 17 digits, a month 1-12 and a year from 100 (Date.UTC maps 0-99 to
    // 1900-1999 and carries months over; days, hours, minutes, seconds past their range add linearly in both).
    if (ne < 0 || m - s < 25 || !stampDigits(s)) {
      prevNameS = -1;
      return 3;
    }
    let same = false;
    if (prevNameS >= 0 && prevNameE - prevNameS == ne - (s + 25)) {
      same = true;
      for (let k = 0; k < ne - (s + 25); k++) {
        if (b(prevNameS + k) != b(s + 25 + k)) {
          same = false;
          break;
        }
      }
    }
    prevNameS = s + 25;
    prevNameE = ne;
    setD(D_STAMP, stampOf(s));
    setD(D_MSG, <f64>(m - INPUT));
    setD(D_NAME_END, <f64>(ne - INPUT));
    const v = body(open, end);
    if (same) setF(F_FL, getF(F_FL) | FL_SAME_NAME);
    return v;
  }
  return body(open, end);
}

// ---- reuse ------------------------------------------------------------------------------------------------

/**
 * Puts the instance back in the state a fresh one starts in, so that one instance can read capture after capture
 * (load.ts JsonLines.reset): every byte of memory zero, as a new memory's are (the module has no data segment), and
 * every global its initial value. Only a memory that has not grown is reset (the caller drops a grown instance): its
 * size is then the initial size too. The intern table is the only state a capture leaves that the next would read
 * (a method interned by the last capture, numbers handed out from where it stopped); the parser's scratch globals are
 * written before they are read in every scan, and are reset anyway so that nothing rests on that.
 */
export function reset(): void {
  memory.fill(0, 0, <usize>memory.size() << 16);
  arenaAt = ARENA;
  interned = 0;
  gEnd = 0;
  gLine = 0;
  gEsc = false;
  vKind = 0;
  vStart = 0;
  vEnd = 0;
  vNum = 0;
  gPlain = 0;
  gCore = false;
  gOrd = 0;
  gMt = 0;
  gPm0 = 0;
  gPmn = -1;
  prevNameS = -1;
  prevNameE = -1;
  shValue = 0;
  shSp = 0;
  shLen = 0;
  shFold = 0;
}
