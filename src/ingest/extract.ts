/**
 * A strict extractor for the common JSON-RPC line: one JSON object with plain keys, read by a scanner that
 * checks the whole JSON grammar (RFC 8259) of what it skips, with `parseJsonRpc` (a full `JSON.parse`) as the
 * fallback for anything unusual. `extractJsonRpc(text)` returns what `parseJsonRpc(text)` returns (the same
 * messages, problems and recovery), only cheaper on the lines where nothing is unusual
 * (shared/design/engine.md, "Two facts"; docs/performance.md, sixth round).
 *
 * Falls back to `parseJsonRpc` when the text
 * - is not a single object (batches, scalars, noise, damaged lines: their problems and recovery are its job),
 * - has any grammar error, or nests deeper than 64 (so every unreadable line is still reported the same way),
 * - spells a top-level key with an escape, or repeats a JSON-RPC key (`JSON.parse` keeps the last one),
 * - has a non-string `method`, an `id` that is not a string, number or null, a `jsonrpc` or `id` string with
 *   escapes, a non-object `error`,
 * - mentions `__proto__`, `constructor` or a `\u` escape anywhere (`parseJsonRpc` sanitizes those).
 *
 * What it was meant to save: the `result` of a response is checked but not built; it is parsed from its text
 * when first read (the timeline reads it only for initialize, discovery, tasks and reported requests). `params`
 * and `error` are parsed with `JSON.parse` of their own text (they are read for almost every message).
 *
 * NOT USED BY THE READERS (docs/performance.md, sixth round): measured in the NDJSON and Claude Desktop readers
 * it cost more than it saved — on the bench's responses alone the scan (structure in JS, strings by `indexOf`)
 * took 229–289 ms where `JSON.parse` of the same lines took 161–205 ms, and the whole run went from 5.9 to 8.8
 * CPU-s (NDJSON, with an earlier regex-per-string scanner). Kept, with its fuzz test, as the measured starting
 * point for working on bytes (no decoding of message lines), which is where engine.md's gain comes from.
 */
import type { JsonRpcId, JsonRpcMessage } from '../events.js';
import { parseJsonRpc, type ParsedRpc } from './jsonrpc.js';

/** Deeper values go to `JSON.parse` (whose own limit is far higher): the scanner recurses. */
const MAX_DEPTH = 64;

/** A control character (RFC 8259 §7: never raw inside a string); a text with one goes to `JSON.parse`. */
const CONTROL = /[\u0000-\u001f]/;

/** Set by `skipString`: the string had an escape. */
let escaped = false;
/** Where the next backslash of the text is at or after the scan position (-1: none left); reset per text. */
let nextBackslash = -1;

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/**
 * Index after the JSON string whose quote is at `i`, or -1 when it is not a valid string. The text has no
 * control character (checked once per text), so a string is its quotes and escapes: found with `indexOf`,
 * which runs at memory speed, instead of a loop over every character.
 */
function skipString(s: string, i: number): number {
  escaped = false;
  let from = i + 1;
  for (;;) {
    const q = s.indexOf('"', from);
    if (q < 0) return -1;
    if (nextBackslash >= 0 && nextBackslash < from) nextBackslash = s.indexOf('\\', from);
    if (nextBackslash < 0 || nextBackslash > q) return q + 1;
    // An escape before the quote (RFC 8259 §7).
    escaped = true;
    const b = nextBackslash;
    const e = s.charCodeAt(b + 1);
    if (e === 117) {
      if (!(isHex(s.charCodeAt(b + 2)) && isHex(s.charCodeAt(b + 3)) && isHex(s.charCodeAt(b + 4)) && isHex(s.charCodeAt(b + 5)))) return -1;
      from = b + 6;
    } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
      from = b + 2;
    } else {
      return -1;
    }
    nextBackslash = s.indexOf('\\', from);
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Index after the JSON number at `i` (RFC 8259 §6), or -1. */
function skipNumber(s: string, i: number): number {
  let c = s.charCodeAt(i);
  if (c === 45) c = s.charCodeAt(++i);
  if (c === 48) c = s.charCodeAt(++i);
  else if (c >= 49 && c <= 57) {
    do c = s.charCodeAt(++i);
    while (isDigit(c));
  } else return -1;
  if (c === 46) {
    c = s.charCodeAt(++i);
    if (!isDigit(c)) return -1;
    do c = s.charCodeAt(++i);
    while (isDigit(c));
  }
  if (c === 101 || c === 69) {
    c = s.charCodeAt(++i);
    if (c === 43 || c === 45) c = s.charCodeAt(++i);
    if (!isDigit(c)) return -1;
    do c = s.charCodeAt(++i);
    while (isDigit(c));
  }
  return i;
}

function skipWs(s: string, i: number): number {
  let c = s.charCodeAt(i);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = s.charCodeAt(++i);
  return i;
}

/** Index after the JSON value starting at `i` (no leading whitespace), or -1 when it is invalid or too deep. */
function skipValue(s: string, i: number, depth: number): number {
  const c = s.charCodeAt(i);
  if (c === 34) return skipString(s, i);
  if (c === 123) {
    if (depth >= MAX_DEPTH) return -1;
    i = skipWs(s, i + 1);
    if (s.charCodeAt(i) === 125) return i + 1;
    for (;;) {
      if (s.charCodeAt(i) !== 34) return -1;
      i = skipString(s, i);
      if (i < 0) return -1;
      i = skipWs(s, i);
      if (s.charCodeAt(i) !== 58) return -1;
      i = skipValue(s, skipWs(s, i + 1), depth + 1);
      if (i < 0) return -1;
      i = skipWs(s, i);
      const d = s.charCodeAt(i);
      if (d === 125) return i + 1;
      if (d !== 44) return -1;
      i = skipWs(s, i + 1);
    }
  }
  if (c === 91) {
    if (depth >= MAX_DEPTH) return -1;
    i = skipWs(s, i + 1);
    if (s.charCodeAt(i) === 93) return i + 1;
    for (;;) {
      i = skipValue(s, i, depth + 1);
      if (i < 0) return -1;
      i = skipWs(s, i);
      const d = s.charCodeAt(i);
      if (d === 93) return i + 1;
      if (d !== 44) return -1;
      i = skipWs(s, i + 1);
    }
  }
  if (c === 45 || (c >= 48 && c <= 57)) return skipNumber(s, i);
  if (c === 116) return s.startsWith('true', i) ? i + 4 : -1;
  if (c === 102) return s.startsWith('false', i) ? i + 5 : -1;
  if (c === 110) return s.startsWith('null', i) ? i + 4 : -1;
  return -1;
}

// Which top-level member a key is (bit flags, to see duplicates).
const K_JSONRPC = 1;
const K_ID = 2;
const K_METHOD = 4;
const K_PARAMS = 8;
const K_RESULT = 16;
const K_ERROR = 32;

function keyOf(s: string, i: number, end: number): number {
  // `i` is the opening quote, `end` the index after the closing one; the key has no escape.
  switch (end - i - 2) {
    case 2:
      return s.startsWith('id', i + 1) ? K_ID : 0;
    case 5:
      return s.startsWith('error', i + 1) ? K_ERROR : 0;
    case 6:
      return s.startsWith('method', i + 1) ? K_METHOD : s.startsWith('params', i + 1) ? K_PARAMS : s.startsWith('result', i + 1) ? K_RESULT : 0;
    case 7:
      return s.startsWith('jsonrpc', i + 1) ? K_JSONRPC : 0;
    default:
      return 0;
  }
}

/**
 * A response's `result`, parsed from its (already checked) text when first read. An own, enumerable accessor,
 * so `Object.keys`, spreading and `JSON.stringify` see the same members in the same order as a parsed message.
 */
function lazyResponse(jsonrpc: unknown, hasJsonrpc: boolean, id: JsonRpcId | null, text: string): JsonRpcMessage {
  let value: unknown;
  let parsed = false;
  const get = (): unknown => {
    if (!parsed) {
      value = JSON.parse(text);
      parsed = true;
    }
    return value;
  };
  const set = (v: unknown): void => {
    value = v;
    parsed = true;
  };
  if (hasJsonrpc) {
    return {
      jsonrpc,
      id,
      get result() {
        return get();
      },
      set result(v: unknown) {
        set(v);
      },
    } as JsonRpcMessage;
  }
  return {
    id,
    get result() {
      return get();
    },
    set result(v: unknown) {
      set(v);
    },
  } as JsonRpcMessage;
}

/** `parseJsonRpc(text)`, cheaper on plain single messages (see the top of this file). Never throws. */
export function extractJsonRpc(text: string): ParsedRpc {
  let i = skipWs(text, 0);
  if (text.charCodeAt(i) !== 123) return parseJsonRpc(text);
  // Hostile keys and escapes: parseJsonRpc rebuilds such messages without them (jsonrpc.ts, sanitize).
  if (text.includes('__proto__') || text.includes('constructor') || text.includes('\\u')) return parseJsonRpc(text);
  // Control characters (tabs of pretty-printed JSON, or invalid raw ones in strings): JSON.parse judges them.
  if (CONTROL.test(text)) return parseJsonRpc(text);
  nextBackslash = text.indexOf('\\');
  let seen = 0;
  let jsonrpcAt = -1;
  let jsonrpcEnd = -1;
  let idAt = -1;
  let idEnd = -1;
  let methodAt = -1;
  let methodEnd = -1;
  let paramsAt = -1;
  let paramsEnd = -1;
  let resultAt = -1;
  let resultEnd = -1;
  let errorAt = -1;
  let errorEnd = -1;
  let idEscaped = false;
  let methodEscaped = false;
  let jsonrpcEscaped = false;
  i = skipWs(text, i + 1);
  if (text.charCodeAt(i) !== 125) {
    for (;;) {
      if (text.charCodeAt(i) !== 34) return parseJsonRpc(text);
      const k = skipString(text, i);
      if (k < 0 || escaped) return parseJsonRpc(text);
      const key = keyOf(text, i, k);
      if (key !== 0) {
        if ((seen & key) !== 0) return parseJsonRpc(text); // duplicate: JSON.parse keeps the last
        seen |= key;
      }
      i = skipWs(text, k);
      if (text.charCodeAt(i) !== 58) return parseJsonRpc(text);
      const at = skipWs(text, i + 1);
      const end = skipValue(text, at, 1);
      if (end < 0) return parseJsonRpc(text);
      switch (key) {
        case K_JSONRPC:
          jsonrpcAt = at;
          jsonrpcEnd = end;
          jsonrpcEscaped = escaped;
          break;
        case K_ID:
          idAt = at;
          idEnd = end;
          idEscaped = escaped;
          break;
        case K_METHOD:
          methodAt = at;
          methodEnd = end;
          methodEscaped = escaped;
          break;
        case K_PARAMS:
          paramsAt = at;
          paramsEnd = end;
          break;
        case K_RESULT:
          resultAt = at;
          resultEnd = end;
          break;
        case K_ERROR:
          errorAt = at;
          errorEnd = end;
          break;
      }
      i = skipWs(text, end);
      const d = text.charCodeAt(i);
      if (d === 125) break;
      if (d !== 44) return parseJsonRpc(text);
      i = skipWs(text, i + 1);
    }
  }
  // Nothing but whitespace may follow the object.
  if (skipWs(text, i + 1) !== text.length) return parseJsonRpc(text);
  if ((seen & (K_JSONRPC | K_METHOD | K_RESULT | K_ERROR)) === 0) return parseJsonRpc(text);

  let jsonrpc: unknown;
  if (jsonrpcAt >= 0) {
    const c = text.charCodeAt(jsonrpcAt);
    if (c === 34 && !jsonrpcEscaped) jsonrpc = text.slice(jsonrpcAt + 1, jsonrpcEnd - 1);
    else jsonrpc = JSON.parse(text.slice(jsonrpcAt, jsonrpcEnd));
  }
  let id: JsonRpcId | null = null;
  if (idAt >= 0) {
    const c = text.charCodeAt(idAt);
    if (c === 34) {
      if (idEscaped) return parseJsonRpc(text);
      id = text.slice(idAt + 1, idEnd - 1);
    } else if (c === 110) {
      id = null;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      // The same decimal-to-double conversion as JSON.parse (ECMA-262 StringToNumber on a JSON number).
      id = Number(text.slice(idAt, idEnd));
    } else {
      return parseJsonRpc(text); // an invalid id: parseJsonRpc says why
    }
  }
  if (methodAt >= 0 && (text.charCodeAt(methodAt) !== 34 || methodEscaped)) return parseJsonRpc(text);
  if (errorAt >= 0 && text.charCodeAt(errorAt) !== 123) return parseJsonRpc(text);

  // The common response: jsonrpc?, id, result, nothing else of JSON-RPC's.
  if (resultAt >= 0 && (seen & (K_METHOD | K_PARAMS | K_ERROR)) === 0 && idAt >= 0) {
    return { messages: [lazyResponse(jsonrpc, jsonrpcAt >= 0, id, text.slice(resultAt, resultEnd))], recovered: false };
  }
  // Members in the order toMessage() (jsonrpc.ts) writes them.
  const m: JsonRpcMessage = {};
  if (jsonrpcAt >= 0) m.jsonrpc = jsonrpc;
  if (idAt >= 0) m.id = id;
  if (methodAt >= 0) m.method = text.slice(methodAt + 1, methodEnd - 1);
  if (paramsAt >= 0) m.params = JSON.parse(text.slice(paramsAt, paramsEnd));
  if (resultAt >= 0) m.result = JSON.parse(text.slice(resultAt, resultEnd));
  if (errorAt >= 0) {
    const eo = JSON.parse(text.slice(errorAt, errorEnd)) as Record<string, unknown>;
    const err: NonNullable<JsonRpcMessage['error']> = {};
    if (Object.prototype.hasOwnProperty.call(eo, 'code')) err.code = eo.code;
    if (Object.prototype.hasOwnProperty.call(eo, 'message')) err.message = eo.message;
    if (Object.prototype.hasOwnProperty.call(eo, 'data')) err.data = eo.data;
    m.error = err;
  }
  return { messages: [m], recovered: false };
}
