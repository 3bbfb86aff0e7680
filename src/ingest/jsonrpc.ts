/**
 * One JSON-RPC text → messages, for every reader.
 *
 * Fast path: one `JSON.parse` (no reviver), then a shallow shape check that copies only the
 * JSON-RPC members into a fresh object. Batches (JSON-RPC 2.0 §6, allowed by MCP 2025-03-26
 * only) become several messages.
 *
 * Hostile keys: `JSON.parse` creates `__proto__` as an *own* data property, so parsing cannot
 * pollute a prototype; the danger is later code copying the object with `Object.assign` or a
 * for-in merge. When the text mentions `__proto__` or `constructor` at all, the parsed value
 * is rebuilt without `__proto__`/`constructor`/`prototype` keys (deeply) before anyone sees it.
 *
 * Slow path (JSON.parse threw): Claude Desktop cuts big bodies *inside* the JSON and writes
 * `…[18778 chars truncated]…` there (shared/reference/log-formats.md §1.1). The head before the
 * cut and the tail after it are both intact JSON text, so the head is scanned forwards and the
 * tail backwards, tracking string and bracket depth, and only keys at the right depth are read:
 * a nested `"id"` inside `params` never passes for the message id, whether the real id comes
 * first (SDK order `jsonrpc, id, …`) or last (Claude's `method, params, jsonrpc, id`).
 */
import type { JsonRpcId, JsonRpcMessage } from '../events.js';
import { isObject } from '../json.js';

export interface ParsedRpc {
  /** Zero or more messages (a batch gives several). */
  messages: JsonRpcMessage[];
  /** Fields were regex-recovered from damaged JSON. */
  recovered: boolean;
  /** What was lost or wrong, when anything was (text for a Problem). */
  problem?: string;
  /** recovered only: what the damage removed (e.g. `18778 chars`). */
  lost?: string;
}

const DANGEROUS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A `prototype` key is only dangerous below a `constructor` key, so two scans suffice. This is
 * the one per-message cost paid for hostile input; it is a memchr-speed search.
 */
function hasDangerousKey(text: string): boolean {
  // A key can be spelled with escapes (`"\u005f_proto__"`): JSON.parse still creates an own
  // `__proto__` property from it, so any `\u` escape sends the message through sanitize() too.
  return text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
}

/** Deep copy without `__proto__`/`constructor`/`prototype` keys, into null-free plain objects. */
function sanitize(v: unknown, depth = 0): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (depth > 200) return null;
  if (Array.isArray(v)) return v.map((x) => sanitize(x, depth + 1));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (DANGEROUS.has(k)) continue;
    // defineProperty: never triggers a setter, whatever the key.
    Object.defineProperty(out, k, {
      value: sanitize((v as Record<string, unknown>)[k], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function own(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/**
 * Parsed JSON value → a message with only JSON-RPC members, or a reason it is not one.
 * Exported for readers whose envelope already holds a parsed object (mcpcap).
 */
export function toMessage(v: unknown): { message?: JsonRpcMessage; problem?: string } {
  if (!isObject(v)) {
    return { problem: `not a JSON-RPC message (JSON ${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v})` };
  }
  const o = v as Record<string, unknown>;
  const hasJsonrpc = own(o, 'jsonrpc');
  const hasMethod = own(o, 'method');
  const hasId = own(o, 'id');
  const hasResult = own(o, 'result');
  const hasError = own(o, 'error');
  if (!hasJsonrpc && !hasMethod && !hasResult && !hasError) {
    return { problem: 'JSON object is not a JSON-RPC message (no jsonrpc, method, result or error)' };
  }
  const m: JsonRpcMessage = {};
  const notes: string[] = [];
  if (hasJsonrpc) m.jsonrpc = o.jsonrpc;
  if (hasId) {
    const id = o.id;
    if (typeof id === 'string' || typeof id === 'number' || id === null) m.id = id;
    else notes.push(`id is ${Array.isArray(id) ? 'an array' : typeof id}, not a string or number`);
  }
  if (hasMethod) {
    if (typeof o.method === 'string') m.method = o.method;
    else notes.push('method is not a string');
  }
  if (own(o, 'params')) m.params = o.params;
  if (hasResult) m.result = o.result;
  if (hasError) {
    const e = o.error;
    if (isObject(e)) {
      const eo = e;
      const err: NonNullable<JsonRpcMessage['error']> = {};
      if (own(eo, 'code')) err.code = eo.code;
      if (own(eo, 'message')) err.message = eo.message;
      if (own(eo, 'data')) err.data = eo.data;
      m.error = err;
    } else {
      notes.push('error is not an object');
    }
  }
  return notes.length ? { message: m, problem: `invalid JSON-RPC: ${notes.join('; ')}` } : { message: m };
}

/**
 * Whether sanitize() would change a parsed value: a `__proto__`/`constructor`/`prototype` key at any depth, or an
 * object deeper than sanitize keeps. A walk over the keys JSON.parse made costs about half of hasDangerousKey's three
 * text searches on the bench's messages (~140 vs ~280 ns; docs/performance.md "Eleventh round"), and it answers the
 * question itself: a text that only mentions `constructor` in a string has nothing to rebuild.
 */
function needsSanitize(v: object, depth: number): boolean {
  if (depth > 200) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'object' && x !== null && needsSanitize(x, depth + 1)) return true;
    }
    return false;
  }
  // JSON.parse makes plain objects whose prototype has no enumerable keys: for-in walks their own keys only.
  for (const k in v) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') return true;
    const x: unknown = (v as Record<string, unknown>)[k];
    if (typeof x === 'object' && x !== null && needsSanitize(x, depth + 1)) return true;
  }
  return false;
}

/**
 * The quiet path of one JSON-RPC text: the parsed object itself when it is a single message that toMessage would
 * copy member for member (its own keys only `jsonrpc`, `id`, `method`, `params`, `result`; an id that is a string,
 * a number or null; a string method; one of jsonrpc/method/result present) and sanitize() would leave as it is
 * (needsSanitize). Null for anything else — a batch, an error answer (toMessage rebuilds `error`), extra members,
 * a hostile key, text JSON.parse rejects —, which the caller sends through parseJsonRpc as before (the same
 * texts reach sanitize() there as ever: hasDangerousKey decides it).
 *
 * Why not always copy: the copy is what parseJsonRpc adds per line on top of JSON.parse (with its result object
 * and array), and the parsed object is never shared: no one else holds it, so handing it on is the same message.
 * Its key order may differ from the copy's (Claude Desktop writes `method, params, jsonrpc, id`); nothing reads
 * a message's top-level keys in order (checked by the byte-identical reports, docs/performance.md "Eleventh round").
 */
export function plainJsonRpc(text: string): JsonRpcMessage | null {
  const m = plainOrRejected(text);
  return m === REJECTED ? null : m;
}

/** plainOrRejected's answer for a text that starts with `{` and that JSON.parse rejects. */
export const REJECTED = false;

/**
 * plainJsonRpc, telling apart a text JSON.parse rejected (REJECTED, only for a text that starts with `{`): for it,
 * parseJsonRpc's answer is parseRejected's, without a second JSON.parse of the same text to throw again. A host's
 * truncated body is such a text (Claude Desktop's `…[18778 chars truncated]…` cut across the JSON's structure).
 */
export function plainOrRejected(text: string): JsonRpcMessage | null | typeof REJECTED {
  if (text.charCodeAt(0) !== 123) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return REJECTED;
  }
  // `{` first: an object, never an array or null.
  const o = v as Record<string, unknown>;
  let core = false;
  for (const k in o) {
    switch (k) {
      case 'id': {
        const id = o.id;
        if (typeof id !== 'string' && typeof id !== 'number' && id !== null) return null;
        break;
      }
      case 'method':
        if (typeof o.method !== 'string') return null;
        core = true;
        break;
      case 'jsonrpc':
        // Anything but a scalar here is rare enough for the full path.
        if (typeof o.jsonrpc === 'object' && o.jsonrpc !== null) return null;
        core = true;
        break;
      case 'result': {
        core = true;
        const x = o.result;
        if (typeof x === 'object' && x !== null && needsSanitize(x, 1)) return null;
        break;
      }
      case 'params': {
        const x = o.params;
        if (typeof x === 'object' && x !== null && needsSanitize(x, 1)) return null;
        break;
      }
      default:
        // Any other member (`__proto__` and `constructor` among them): the full path.
        return null;
    }
  }
  return core ? (o as JsonRpcMessage) : null;
}

/**
 * Whether `JSON.parse(text)` could succeed, judged by its first non-blank character (RFC 8259 §2:
 * a JSON text is optional whitespace and a value; a value starts with one of `{["-0123456789tfn`).
 */
function mayStartJson(text: string): boolean {
  let i = 0;
  let c = text.charCodeAt(0);
  while (c === 32 || c === 9 || c === 10 || c === 13) c = text.charCodeAt(++i);
  return (
    c === 123 || c === 91 || c === 34 || c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110
  );
}

/**
 * parseJsonRpc(text) for a text that JSON.parse rejects (plainOrRejected said REJECTED): both of parseJsonRpc's ways
 * to the answer for such a text (a first character that cannot start JSON, JSON.parse throwing) are recoverTruncated's.
 */
export function parseRejected(text: string): ParsedRpc {
  return recoverTruncated(text);
}

/** Parses one JSON-RPC text (a single message or a batch). Never throws. */
export function parseJsonRpc(text: string): ParsedRpc {
  // A line whose first character cannot start JSON (stdout noise, a banner, a log line) goes
  // straight to recovery, which says "not JSON": a thrown SyntaxError costs ~10 µs, and a
  // chatty server writes hundreds of thousands of such lines (docs/performance.md, "Fourth round").
  if (!mayStartJson(text)) return recoverTruncated(text);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return recoverTruncated(text);
  }
  if (typeof v === 'object' && v !== null && hasDangerousKey(text)) v = sanitize(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return { messages: [], recovered: false, problem: 'empty JSON-RPC batch' };
    const messages: JsonRpcMessage[] = [];
    const problems: string[] = [];
    for (let i = 0; i < v.length; i++) {
      const r = toMessage(v[i]);
      if (r.message) messages.push(r.message);
      if (r.problem) problems.push(`batch[${i}]: ${r.problem}`);
    }
    return problems.length
      ? { messages, recovered: false, problem: problems.join('; ') }
      : { messages, recovered: false };
  }
  const r = toMessage(v);
  const out: ParsedRpc = { messages: r.message ? [r.message] : [], recovered: false };
  if (r.problem) out.problem = r.problem;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Recovery from damaged JSON.

/** Claude Desktop's inline cut: `…[18778 chars truncated]…` (also with ASCII `...`). */
const MARKER_RE = /(?:\u2026|\.\.\.)?\[(\d+) chars truncated\](?:\u2026|\.\.\.)?/g;

interface KeyHit {
  name: string;
  /** index of the opening quote of the key */
  at: number;
  /** index of the first non-space character of the value */
  value: number;
  /** 1 = a member of the top-level object */
  depth: number;
  /** the segment the key was found in ends here (a value must end before it) */
  limit: number;
}

function isWs(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function skipWs(s: string, i: number, end: number): number {
  while (i < end && isWs(s.charCodeAt(i))) i++;
  return i;
}

/** Forward scan of an intact JSON prefix: keys with their depth. */
function scanForward(s: string, start: number, end: number, out: KeyHit[]): void {
  let depth = 0;
  let i = start;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === 34) {
      // string: find its end
      let j = i + 1;
      while (j < end) {
        const d = s.charCodeAt(j);
        if (d === 92) j += 2;
        else if (d === 34) break;
        else j++;
      }
      if (j >= end) return; // cut inside a string
      const k = skipWs(s, j + 1, end);
      if (k < end && s.charCodeAt(k) === 58) {
        out.push({ name: s.slice(i + 1, j), at: i, value: skipWs(s, k + 1, end), depth, limit: end });
      }
      i = j + 1;
    } else {
      if (c === 123 || c === 91) depth++;
      else if (c === 125 || c === 93) depth--;
      i++;
    }
  }
}

/** Backward scan of an intact JSON suffix (ending with the top-level `}`): keys with depth. */
function scanBackward(s: string, start: number, end: number, out: KeyHit[]): void {
  let depth = 0;
  let i = end - 1;
  while (i >= start) {
    const c = s.charCodeAt(i);
    if (c === 34) {
      // closing quote; find the opening one (a quote preceded by an even run of backslashes)
      let j = i - 1;
      for (;;) {
        while (j >= start && s.charCodeAt(j) !== 34) j--;
        if (j < start) return; // the string began before the cut
        let bs = 0;
        let b = j - 1;
        while (b >= start && s.charCodeAt(b) === 92) {
          bs++;
          b--;
        }
        if (b < start && bs > 0) return; // cannot tell whether the quote is escaped
        if (bs % 2 === 0) break;
        j--;
      }
      const k = skipWs(s, i + 1, end);
      if (k < end && s.charCodeAt(k) === 58) {
        out.push({ name: s.slice(j + 1, i), at: j, value: skipWs(s, k + 1, end), depth, limit: end });
      }
      i = j - 1;
    } else {
      if (c === 125 || c === 93) depth++;
      else if (c === 123 || c === 91) depth--;
      i--;
    }
  }
}

/**
 * Index just past the closing quote of the JSON string opening at `i`, or -1 when it does not close before `limit`.
 * A loop, not a sticky regex: V8's `/"(?:[^"\\]|\\.)*"/y` throws "Maximum call stack size exceeded" on a string
 * of ~10 M characters (a damaged line with a huge error message lost its whole message to a RangeError).
 */
function stringEnd(s: string, i: number, limit: number): number {
  let j = i + 1;
  while (j < limit) {
    const d = s.charCodeAt(j);
    if (d === 92) j += 2;
    else if (d === 34) return j + 1;
    else j++;
  }
  return -1;
}
const NUMBER_Y = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Reads a scalar JSON value at `hit.value`; undefined when it is not complete before the cut. */
function readScalar(s: string, hit: KeyHit): string | number | boolean | null | undefined {
  const i = hit.value;
  if (i >= hit.limit) return undefined;
  const c = s.charCodeAt(i);
  if (c === 34) {
    const end = stringEnd(s, i, hit.limit);
    if (end < 0) return undefined;
    try {
      return JSON.parse(s.slice(i, end)) as string;
    } catch {
      return undefined;
    }
  }
  if (c === 45 || (c >= 48 && c <= 57)) {
    NUMBER_Y.lastIndex = i;
    const m = NUMBER_Y.exec(s);
    if (!m) return undefined;
    const after = i + m[0].length;
    // the number must be complete: followed by a delimiter, not by the cut
    if (after >= hit.limit) return undefined;
    const d = s.charCodeAt(after);
    if (!(d === 44 || d === 125 || d === 93 || isWs(d))) return undefined;
    return Number(m[0]);
  }
  if (s.startsWith('null', i) && i + 4 <= hit.limit) return null;
  if (s.startsWith('true', i) && i + 4 <= hit.limit) return true;
  if (s.startsWith('false', i) && i + 5 <= hit.limit) return false;
  return undefined;
}

function startsObject(s: string, hit: KeyHit): boolean {
  return hit.value < s.length && s.charCodeAt(hit.value) === 123;
}

/**
 * Best-effort fields of a damaged message. Keys found after the cut win over keys before it
 * (JSON.parse keeps the last duplicate too).
 */
function recoverTruncated(text: string): ParsedRpc {
  let b = 0;
  while (b < text.length && isWs(text.charCodeAt(b))) b++;
  const first = text.charCodeAt(b);
  if (first !== 123) {
    const what = first === 91 ? 'damaged JSON batch; nothing recovered' : 'not JSON';
    return { messages: [], recovered: false, problem: what };
  }
  MARKER_RE.lastIndex = 0;
  let headEnd = text.length;
  let tailStart = text.length;
  let cut = 0;
  for (let m = MARKER_RE.exec(text); m; m = MARKER_RE.exec(text)) {
    if (headEnd === text.length) headEnd = m.index;
    tailStart = m.index + m[0].length;
    cut += Number(m[1]);
  }
  let tailEnd = text.length;
  while (tailEnd > tailStart && isWs(text.charCodeAt(tailEnd - 1))) tailEnd--;

  const headHits: KeyHit[] = [];
  scanForward(text, b, headEnd, headHits);
  const tailHits: KeyHit[] = [];
  if (tailStart < tailEnd && text.charCodeAt(tailEnd - 1) === 125) scanBackward(text, tailStart, tailEnd, tailHits);
  // In text order; depths are relative to the top-level object in both segments.
  const hits = headHits.concat(tailHits.reverse());

  /** A top-level member: the last one wins, as with JSON.parse. */
  const top = (name: string): number => {
    for (let i = hits.length - 1; i >= 0; i--) if (hits[i]!.depth === 1 && hits[i]!.name === name) return i;
    return -1;
  };
  /** A direct member of the object opened by the key at `parent` (first one in text order). */
  const child = (parent: number, name: string): number => {
    if (parent < 0) return -1;
    const d = hits[parent]!.depth + 1;
    for (let i = parent + 1; i < hits.length && hits[i]!.depth >= d; i++) {
      if (hits[i]!.depth === d && hits[i]!.name === name) return i;
    }
    return -1;
  };
  const scalar = (i: number): string | number | boolean | null | undefined => (i < 0 ? undefined : readScalar(text, hits[i]!));
  const isObject = (i: number): boolean => i >= 0 && startsObject(text, hits[i]!);
  /** `{name, version}` of clientInfo / serverInfo, when the name survived. */
  const peer = (i: number): { name: string; version?: string } | undefined => {
    const name = scalar(child(i, 'name'));
    if (typeof name !== 'string') return undefined;
    const version = scalar(child(i, 'version'));
    return typeof version === 'string' ? { name, version } : { name };
  };

  const m: JsonRpcMessage = {};
  const got: string[] = [];
  const jr = scalar(top('jsonrpc'));
  if (jr !== undefined) m.jsonrpc = jr;
  const id = scalar(top('id'));
  if (typeof id === 'string' || typeof id === 'number' || id === null) {
    m.id = id as JsonRpcId | null;
    got.push('id');
  }
  const method = scalar(top('method'));
  if (typeof method === 'string') {
    m.method = method;
    got.push('method');
  }

  // params: only the members the timeline and the rules read.
  const params = top('params');
  if (isObject(params)) {
    const p: Record<string, unknown> = {};
    for (const k of ['requestId', 'progressToken', 'progress', 'total', 'reason', 'name', 'uri', 'protocolVersion']) {
      const v = scalar(child(params, k));
      if (v !== undefined) p[k] = v;
    }
    const meta = child(params, '_meta');
    const tok = scalar(child(meta, 'progressToken'));
    if (tok !== undefined) p._meta = { progressToken: tok };
    const ci = peer(child(params, 'clientInfo'));
    if (ci) p.clientInfo = ci;
    m.params = p;
  }

  const result = top('result');
  if (result >= 0) {
    const r: Record<string, unknown> = {};
    if (isObject(result)) {
      const pv = scalar(child(result, 'protocolVersion'));
      if (typeof pv === 'string') r.protocolVersion = pv;
      const si = peer(child(result, 'serverInfo'));
      if (si) r.serverInfo = si;
    }
    m.result = r;
    got.push('result');
  }
  const error = top('error');
  if (isObject(error)) {
    const e: NonNullable<JsonRpcMessage['error']> = {};
    const code = scalar(child(error, 'code'));
    if (typeof code === 'number') e.code = code;
    const msg = scalar(child(error, 'message'));
    if (typeof msg === 'string') e.message = msg;
    m.error = e;
    got.push('error');
  }

  const lost = cut > 0 ? `${cut} chars cut by the host` : 'the end of the message';
  if (got.length === 0) {
    return { messages: [], recovered: false, problem: `damaged JSON (${lost}); nothing recovered` };
  }
  if (m.params !== undefined && typeof m.params === 'object' && hasDangerousKey(text)) {
    m.params = sanitize(m.params);
  }
  // Without the id a request cannot be told from a notification: say so.
  const missing: string[] = [];
  if (m.id === undefined && !(m.method !== undefined && m.method.startsWith('notifications/'))) missing.push('id');
  const recoveredText = joinAnd(got);
  const problem = `${cut > 0 ? 'truncated' : 'damaged'} JSON; ${recoveredText} recovered`;
  return {
    messages: [m],
    recovered: true,
    problem: missing.length ? `${problem}, ${joinAnd(missing)} lost` : problem,
    lost,
  };
}

function joinAnd(xs: string[]): string {
  if (xs.length <= 1) return xs.join('');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
