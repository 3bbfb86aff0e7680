/**
 * A plain message built from the module's facts instead of `JSON.parse` of its line (docs/performance.md,
 * fifteenth round). The object is the one `plainJsonRpc` would have handed on, member for member and in the
 * source's key order: `jsonrpc`, `id` and `method` from the facts (the method decoded once per distinct byte
 * string), `params` member by member (paramsOf), and `result` parsed only when it is read.
 *
 * Why `result` can wait: the pipeline reads an answer's body for about 1 answer in 3,000 (a throw-away build
 * that counted the reads, docs/performance.md "Fourteenth round"), and it is most of a capture's bytes. It is an
 * own, enumerable accessor property, so `JSON.stringify`, `Object.keys`, `in`, `hasOwnProperty`, `for…in` and
 * spread see it as they see the data property `JSON.parse` makes; the first read parses the body's bytes (kept
 * as a copy, decoded then as the line splitter decodes a line) and every later read returns that same value; an
 * assignment replaces it.
 *
 * Exact because the module accepted the line only when `JSON.parse` of the whole body succeeds and
 * `plainJsonRpc` would hand the object on (no hostile key at any depth, no other top-level member, no error):
 * `JSON.parse` of a member's own text then makes the same value that member has in the whole.
 */
import type { JsonRpcId, JsonRpcMessage, Transport } from '../../events.js';
import { FORM, META_BIT, ORD_SHIFT, PlainEvent, SHAPE_BITS } from '../../plain-event.js';
import { defineLazyParams, type CallParts, type ParamsParts, type RequestFacts } from '../../request-facts.js';
import { firstKeyShift } from '../../key-order.js';
import { D, F, FL, K, MT_FIELDS, ORD, type JsonLines } from './load.js';

/** `"2.0"` with its quotes, as bytes: the one `jsonrpc` value nearly every line has. */
const V20_0 = 0x22;
const V20_1 = 0x32;
const V20_2 = 0x2e;
const V20_3 = 0x30;

type Utf8Sliceable = Buffer & { utf8Slice?: (begin: number, end: number) => string; latin1Slice?: (begin: number, end: number) => string };

/** Hands back the object it is given, so that a subclass's private fields are added to that object (lazyMember). */
class Given {
  constructor(o: object) {
    // A constructor's returned object becomes `this` for the subclass's fields (ECMA-262 §10.2.2 [[Construct]]).
    return o;
  }
}

/**
 * A member parsed on its first read (`result` of an answer, `arguments` of a call's params): its state is kept in
 * private fields added to the object itself (not properties: `Object.keys`, `JSON.stringify`, spread,
 * `Reflect.ownKeys` and `structuredClone` never see them), read by one getter and setter that every such
 * object shares. Why not an object literal with `get result()`: V8 makes each such literal an object in
 * dictionary mode (its accessors are fresh closures each time), and every later read of `.id` or `.method` on
 * it, in the timeline, got slower; one shared accessor pair defined on plain objects keeps them on one fast
 * hidden class (measured: ~0.25 µs an object, against ~1.4 µs). One class per member name: an object may
 * carry its fields once per class.
 */
/**
 * A shorter value is parsed at once (`{}`, `[]`, a short `_meta`-like object): the accessor, its copy and its
 * private fields cost a fixed ~0.3–1 µs, about what `JSON.parse` of a hundred-odd bytes costs. On the bench
 * captures, parsing every body on its first read was as fast as any threshold up to 1 KiB, or faster
 * (docs/performance.md "Fifteenth round").
 */
const LAZY_MIN_BYTES = 128;
/**
 * A value this long or longer waits as a Buffer of its own (memory outside V8's heap) rather than as a latin1
 * string: a young string of kilobytes that outlives a scavenge is copied by it, and the large-bodies capture
 * (8 KB results) spent a fifth of its run in the collector. Measured (docs/performance.md "Sixteenth round"): the
 * Buffer's fixed cost (an ArrayBuffer and its backing store) loses below ~2 KB and wins from ~3.5 KB up (2–3×
 * cheaper an 8 KB body, setup and collection together).
 */
const BUFFER_MIN_BYTES = 2048;

function lazyMember(key: string): (w: JsonLines, o: object, a: number, b: number) => void {
  class Lazy extends Given {
    /**
     * The value's bytes until the first read: one character a byte (latin1: for a short value the cheapest copy
     * out of the scanner's memory, ~2× cheaper than a Buffer's, and exact: it gives the same bytes back), or a
     * Buffer of their own from BUFFER_MIN_BYTES up.
     */
    #bytes: string | Buffer | null;
    #value: unknown;

    constructor(o: object, bytes: string | Buffer) {
      super(o);
      this.#bytes = bytes;
    }

    static get(o: object): unknown {
      const l = o as Lazy;
      const s = l.#bytes;
      if (s !== null) {
        // decoded as the line splitter decodes a line (UTF-8 with replacement)
        l.#value = JSON.parse(typeof s === 'string' ? Buffer.from(s, 'latin1').toString('utf8') : s.toString('utf8'));
        l.#bytes = null;
      }
      return l.#value;
    }

    static set(o: object, v: unknown): void {
      const l = o as Lazy;
      l.#value = v;
      l.#bytes = null;
    }
  }
  const descriptor: PropertyDescriptor = {
    get(this: object): unknown {
      return Lazy.get(this);
    },
    set(this: object, v: unknown): void {
      Lazy.set(this, v);
    },
    enumerable: true,
    configurable: true,
  };
  return (w, o, a, b) => {
    if (b - a < LAZY_MIN_BYTES) {
      (o as Record<string, unknown>)[key] = JSON.parse(w.str(a, b));
      return;
    }
    const buf = w.buf as Utf8Sliceable;
    if (b - a >= BUFFER_MIN_BYTES) {
      const copy = Buffer.allocUnsafeSlow(b - a);
      buf.copy(copy, 0, w.input + a, w.input + b);
      new Lazy(o, copy);
      Object.defineProperty(o, key, descriptor);
      return;
    }
    const bytes = buf.latin1Slice !== undefined ? buf.latin1Slice(w.input + a, w.input + b) : buf.toString('latin1', w.input + a, w.input + b);
    new Lazy(o, bytes);
    Object.defineProperty(o, key, descriptor);
  };
}

/** Defines `m.result`, parsed from a copy of input bytes [a, b) on its first read. */
const lazyResult = lazyMember('result');
/** Defines `params.arguments` the same way. */
const lazyArguments = lazyMember('arguments');

/** A scalar or a nested value of params, from its raw text [a, b), its kind and (a string) its intern number. */
function value(w: JsonLines, a: number, b: number, kind: number, interned: number): unknown {
  switch (kind) {
    case K.STR:
      return w.text(interned, a + 1, b - 1);
    case K.INT: {
      // At most 15 digits (the module's K_INT): exact in a double, as JSON.parse reads them.
      const buf = w.buf;
      let p = w.input + a;
      const end = w.input + b;
      const neg = buf[p] === 45;
      if (neg) p++;
      let v = 0;
      for (; p < end; p++) v = v * 10 + buf[p]! - 48;
      return neg ? -v : v;
    }
    case K.TRUE:
      return true;
    case K.FALSE:
      return false;
    case K.NULL:
      return null;
    default:
      // Numbers, strings with escapes, objects and arrays: as JSON.parse reads them inside the whole.
      return JSON.parse(w.str(a, b));
  }
}

/** `{"progressToken":` as bytes: the whole `_meta` of nearly every call but its token and the closing brace. */
const META_TOKEN = Buffer.from('{"progressToken":', 'latin1');

/**
 * Params' `_meta` from the facts when its text is exactly `{"progressToken":<token>}` (no space, no other member:
 * what the TypeScript SDK's `Protocol.request` writes when the caller asks for progress), the token being the one the
 * module recorded as `params._meta.progressToken` (a string without escapes or an integer of at most 15 digits) and
 * spanning everything between the colon and the brace; undefined otherwise (then JSON.parse of its text, as before).
 * Exact: JSON.parse of that text makes an object with that one member and that value.
 */
function metaOf(w: JsonLines, i: number, a: number, b: number): Record<string, unknown> | undefined {
  return tokenOnly(w, i, a, b) ? { progressToken: metaToken(w, i) } : undefined;
}

/** Whether `_meta`'s text [a, b) is exactly `{"progressToken":<token>}` with the module's token (metaOf). */
function tokenOnly(w: JsonLines, i: number, a: number, b: number): boolean {
  const o = w.o;
  const L = w.maxLines;
  const tk = o[F.MTK * L + i]!;
  if (tk !== K.STR && tk !== K.INT) return false;
  // the module's range of a string token leaves its quotes out (as an id's)
  const q = tk === K.STR ? 1 : 0;
  if (o[F.MTS * L + i]! - q !== a + META_TOKEN.length || o[F.MTE * L + i]! + q !== b - 1) return false;
  const buf = w.buf;
  const at = w.input + a;
  for (let k = 0; k < META_TOKEN.length; k++) if (buf[at + k] !== META_TOKEN[k]) return false;
  return true;
}

/** The module's `params._meta.progressToken` of line i, a string without escapes or an integer (tokenOnly checked which). */
function metaToken(w: JsonLines, i: number): unknown {
  const o = w.o;
  const L = w.maxLines;
  const tk = o[F.MTK * L + i]!;
  const q = tk === K.STR ? 1 : 0;
  return value(w, o[F.MTS * L + i]! - q, o[F.MTE * L + i]! + q, tk, -1);
}

/**
 * What the labeller and the correlator read of a request's params (request-facts.ts), from params' members: the last
 * of a duplicated key, as JSON.parse keeps it. `_meta`'s token from the facts when `_meta` is exactly
 * `{"progressToken":<token>}` (tokenOnly), else from JSON.parse of `_meta`'s text; `name` and `uri` as paramsOf reads
 * them. Null when the members were not listed (then the params are built as before).
 */
function requestFactsOf(w: JsonLines, i: number): RequestFacts | null {
  const o = w.o;
  const L = w.maxLines;
  const n = o[F.PMN * L + i]!;
  if (n < 0) return null;
  const mt = w.m;
  let name: string | null = null;
  let uri: string | null = null;
  let token: unknown = undefined;
  let task = false;
  for (let j = o[F.PMS * L + i]!, end = j + n; j < end; j++) {
    const e = j * MT_FIELDS;
    const key = w.memberKey(e);
    const kind = mt[e + 4]!;
    switch (key) {
      case 'name':
      case 'uri': {
        const v = kind === K.STR || kind === K.ESTR ? (value(w, mt[e + 2]!, mt[e + 3]!, kind, mt[e + 6]!) as string) : null;
        if (key === 'name') name = v;
        else uri = v;
        break;
      }
      case '_meta': {
        token = undefined;
        if (kind !== K.OBJ) break;
        const a = mt[e + 2]!;
        const b = mt[e + 3]!;
        if (tokenOnly(w, i, a, b)) token = metaToken(w, i);
        else {
          const meta = JSON.parse(w.str(a, b)) as Record<string, unknown>;
          if (Object.hasOwn(meta, 'progressToken')) token = meta.progressToken;
        }
        break;
      }
      case 'task':
        task = kind === K.OBJ;
        break;
    }
  }
  return { token, target: name ?? uri, task, call: null };
}

/** Member codes of CallParams.order, 2 bits each, the first member lowest. */
const C_NAME = 1;
const C_ARGS = 2;
const C_META = 3;

/**
 * A call's params as the SDKs write them — at most one each of `name` (a string without escapes), `arguments` (an
 * object) and `_meta` (exactly `{"progressToken":<token>}`: tokenOnly), in any order, nothing else — kept as their
 * parts: the name (interned: no copy), the arguments' text, the token. Its first read makes the object paramsOf
 * would have made, member for member in the source's order, the arguments parsed then. The retry index, which shapes
 * the params of a third of a busy capture's calls, shapes them from these parts (CallParts, timeline/canonical.ts
 * callShape) and reads the params only to fingerprint two calls of equal shape (docs/performance.md, twenty-fifth
 * round). Its own facts (RequestFacts).
 */
class CallParams implements RequestFacts, ParamsParts, CallParts {
  readonly task = false;
  readonly #args: string | Buffer | null;
  readonly #order: number;
  /** The validator's shape of the arguments (json-lines.ts F_SH), or −1 (CallParts.argsShape). */
  readonly #shape: number;

  get call(): CallParts {
    return this;
  }
  get name(): string | null {
    return this.target;
  }
  get args(): string | Buffer | null {
    return this.#args;
  }
  get argsShape(): number {
    return this.#shape;
  }

  constructor(
    readonly target: string | null,
    readonly token: unknown,
    args: string | Buffer | null,
    order: number,
    argsShape: number,
  ) {
    this.#args = args;
    this.#order = order;
    this.#shape = argsShape;
  }

  build(): unknown {
    const p: Record<string, unknown> = {};
    for (let o = this.#order; o !== 0; o >>>= 2) {
      switch (o & 3) {
        case C_NAME:
          p.name = this.target;
          break;
        case C_ARGS: {
          const a = this.#args!;
          p.arguments = JSON.parse(typeof a === 'string' ? a : a.toString('utf8'));
          break;
        }
        default:
          p._meta = { progressToken: this.token };
      }
    }
    return p;
  }
}

/** Line i's params as CallParams, or null when they are not of that shape (or their members were not listed). */
function callParams(w: JsonLines, i: number): CallParams | null {
  const o = w.o;
  const L = w.maxLines;
  const n = o[F.PMN * L + i]!;
  if (n < 0 || n > 3) return null;
  const mt = w.m;
  let name: string | null = null;
  let token: unknown = undefined;
  let as = -1;
  let ae = -1;
  let order = 0;
  let shift = 0;
  let seen = 0;
  for (let j = o[F.PMS * L + i]!, end = j + n; j < end; j++) {
    const e = j * MT_FIELDS;
    const key = w.memberKey(e);
    const kind = mt[e + 4]!;
    let c: number;
    if (key === 'name' && kind === K.STR) {
      c = C_NAME;
      name = value(w, mt[e + 2]!, mt[e + 3]!, kind, mt[e + 6]!) as string;
    } else if (key === 'arguments' && kind === K.OBJ) {
      c = C_ARGS;
      as = mt[e + 2]!;
      ae = mt[e + 3]!;
    } else if (key === '_meta' && kind === K.OBJ && tokenOnly(w, i, mt[e + 2]!, mt[e + 3]!)) {
      c = C_META;
      token = metaToken(w, i);
    } else return null;
    // twice: JSON.parse keeps the first one's place and the last one's value (paramsOf); left to the text
    if ((seen & (1 << c)) !== 0) return null;
    seen |= 1 << c;
    order |= c << shift;
    shift += 2;
  }
  let args: string | Buffer | null = null;
  let shape = -1;
  if (as >= 0) {
    if (ae - as >= BUFFER_MIN_BYTES) {
      args = Buffer.allocUnsafeSlow(ae - as);
      w.buf.copy(args, 0, w.input + as, w.input + ae);
    } else args = w.str(as, ae);
    // The one `arguments` member's shape, when the validator's walk did not decline (json-lines.ts FL_SHAPE).
    if ((o[F.FL * L + i]! & FL.SHAPE) !== 0) shape = o[F.SH * L + i]! >>> 0;
  }
  return new CallParams(name, token, args, order, shape);
}

/**
 * A request's params (line i has an id that is a string or an integer, and a method) as one lazy member: its text
 * copied, its facts read now (requestFactsOf), the object parsed when something reads it — for a plain completion,
 * nothing does. False when the members were not listed (the caller builds the params as before).
 *
 * Exact: the module accepted the line only when JSON.parse of the whole body succeeds and plainJsonRpc would hand it
 * on, so JSON.parse of params' own text makes the same value params has in the whole (a call's `arguments` is then a
 * data property, not paramsOf's accessor: the same value by every read the pipeline makes).
 */
function lazyParams(w: JsonLines, m: object, i: number): boolean {
  const call = callParams(w, i);
  if (call !== null) {
    defineLazyParams(m, call, call);
    return true;
  }
  const facts = requestFactsOf(w, i);
  if (facts === null) return false;
  const o = w.o;
  const L = w.maxLines;
  const a = o[F.PS * L + i]!;
  const b = o[F.PE * L + i]!;
  let text: string | Buffer;
  if (b - a >= BUFFER_MIN_BYTES) {
    text = Buffer.allocUnsafeSlow(b - a);
    w.buf.copy(text, 0, w.input + a, w.input + b);
  } else text = w.str(a, b);
  defineLazyParams(m, text, facts);
  return true;
}

/**
 * Line i's params (an object: the module leaves any other to JSON.parse), member by member in the source's order:
 * a call's `arguments` parsed on its first read (the pipeline reads them for about a quarter of the calls:
 * docs/performance.md "Fourteenth round"), every other member now. The whole object through JSON.parse when its
 * members were not listed, or when `arguments` comes twice.
 */
function paramsOf(w: JsonLines, i: number): unknown {
  const o = w.o;
  const L = w.maxLines;
  const n = o[F.PMN * L + i]!;
  if (n < 0) return JSON.parse(w.str(o[F.PS * L + i]!, o[F.PE * L + i]!));
  const mt = w.m;
  const p: Record<string, unknown> = {};
  let args = false;
  for (let j = o[F.PMS * L + i]!, end = j + n; j < end; j++) {
    const e = j * MT_FIELDS;
    const key = w.memberKey(e);
    const kind = mt[e + 4]!;
    if (key === 'arguments' && kind === K.OBJ) {
      if (args) return JSON.parse(w.str(o[F.PS * L + i]!, o[F.PE * L + i]!));
      args = true;
      lazyArguments(w, p, mt[e + 2]!, mt[e + 3]!);
    } else if (key === '_meta' && kind === K.OBJ) {
      p[key] = metaOf(w, i, mt[e + 2]!, mt[e + 3]!) ?? value(w, mt[e + 2]!, mt[e + 3]!, kind, mt[e + 6]!);
    } else {
      p[key] = value(w, mt[e + 2]!, mt[e + 3]!, kind, mt[e + 6]!);
    }
  }
  return p;
}

const ORD_ANSWER = (ORD.JSONRPC << 6) | (ORD.ID << 3) | ORD.RESULT;

/** Builds line i's message (the module accepted it, flagged plain). */
export function plainMessage(w: JsonLines, i: number): JsonRpcMessage {
  const o = w.o;
  const L = w.maxLines;
  const ord = o[F.ORD * L + i]!;
  // jsonrpc
  let jsonrpc: unknown;
  const jk = o[F.JK * L + i]!;
  if (jk !== K.ABSENT) {
    const a = o[F.JS * L + i]!;
    const b = o[F.JE * L + i]!;
    const buf = w.buf;
    const at = w.input + a;
    jsonrpc = b - a === 5 && buf[at] === V20_0 && buf[at + 1] === V20_1 && buf[at + 2] === V20_2 && buf[at + 3] === V20_3 && buf[at + 4] === V20_0
      ? '2.0'
      : JSON.parse(w.str(a, b));
  }
  // id: a string without escapes, an integer of at most 15 digits, or null (anything else was left to JSON.parse)
  let id: JsonRpcId | null | undefined;
  const idk = o[F.IDK * L + i]!;
  if (idk === K.STR) id = w.str(o[F.IDS * L + i]!, o[F.IDE * L + i]!);
  else if (idk === K.INT) id = w.d[D.ID * L + i]!;
  else if (idk === K.NULL) id = null;
  if (ord === ORD_ANSWER) {
    // The common answer, `{"jsonrpc":"2.0","id":…,"result":…}` (the TypeScript SDK's order), in one literal.
    const m = { jsonrpc, id };
    lazyResult(w, m, o[F.XS * L + i]!, o[F.XE * L + i]!);
    return m as JsonRpcMessage;
  }
  const m: Record<string, unknown> = {};
  // A request (an id the correlator takes, a method): its params wait (lazyParams).
  const request = (idk === K.STR || idk === K.INT) && o[F.MS * L + i]! >= 0;
  // The top-level keys in the source's order: the first one in the highest 3 bits.
  for (let shift = firstKeyShift(ord); shift >= 0; shift -= 3) {
    switch ((ord >>> shift) & 7) {
      case ORD.ID:
        m.id = id;
        break;
      case ORD.METHOD: {
        m.method = w.text(o[F.MI * L + i]!, o[F.MS * L + i]!, o[F.ME * L + i]!);
        break;
      }
      case ORD.PARAMS:
        if (!request || !lazyParams(w, m, i)) m.params = paramsOf(w, i);
        break;
      case ORD.RESULT:
        lazyResult(w, m, o[F.XS * L + i]!, o[F.XE * L + i]!);
        break;
      case ORD.JSONRPC:
        m.jsonrpc = jsonrpc;
        break;
      default:
        // ORD.ERROR: never on a plain line (the caller checked the flags).
        throw new Error(`json-lines: key code ${(ord >>> shift) & 7} on a plain line`);
    }
  }
  return m as JsonRpcMessage;
}

/** Facts of a request whose params are absent: what the correlator reads of `params: undefined`. */
const NO_PARAMS: RequestFacts = { token: undefined, target: null, task: false, call: null };

/** Whether line i's params (present) may have a `_meta` member: true unless the module listed its members without one. */
function paramsMayHaveMeta(w: JsonLines, i: number): boolean {
  const o = w.o;
  const L = w.maxLines;
  const n = o[F.PMN * L + i]!;
  if (n < 0) return true;
  for (let j = o[F.PMS * L + i]!, end = j + n; j < end; j++) {
    if (w.memberKey(j * MT_FIELDS) === '_meta') return true;
  }
  return false;
}

/** Whether key `code` is among the top-level keys of `ord` (3 bits a key). */
function hasKey(ord: number, code: number): boolean {
  for (; ord !== 0; ord >>>= 3) if ((ord & 7) === code) return true;
  return false;
}

/** Whether line i's `jsonrpc` member (present) is exactly `"2.0"`: the value plainMessage writes without parsing. */
function jsonrpcIs20(w: JsonLines, i: number): boolean {
  const o = w.o;
  const L = w.maxLines;
  const a = o[F.JS * L + i]!;
  const b = o[F.JE * L + i]!;
  const buf = w.buf;
  const at = w.input + a;
  return b - a === 5 && buf[at] === V20_0 && buf[at + 1] === V20_1 && buf[at + 2] === V20_2 && buf[at + 3] === V20_3 && buf[at + 4] === V20_0;
}

/** Whether every top-level key of `ord` (3 bits a key) is among `allowed` (a bit per key code). */
function keysWithin(ord: number, allowed: number): boolean {
  for (; ord !== 0; ord >>>= 3) if ((allowed & (1 << (ord & 7))) === 0) return false;
  return true;
}

/** Key codes a request kept as parts may have, a notification, an answer (a bit per ORD code). */
const REQUEST_KEYS = (1 << ORD.JSONRPC) | (1 << ORD.ID) | (1 << ORD.METHOD) | (1 << ORD.PARAMS);
const NOTIFICATION_KEYS = (1 << ORD.JSONRPC) | (1 << ORD.METHOD) | (1 << ORD.PARAMS);
const ANSWER_KEYS = (1 << ORD.JSONRPC) | (1 << ORD.ID) | (1 << ORD.RESULT);

/** A copy of input bytes [a, b): latin1 (a character a byte: the cheapest exact copy of a short run), or a Buffer of its own from BUFFER_MIN_BYTES. */
function copyOf(w: JsonLines, a: number, b: number): string | Buffer {
  const buf = w.buf as Utf8Sliceable;
  if (b - a >= BUFFER_MIN_BYTES) {
    const c = Buffer.allocUnsafeSlow(b - a);
    buf.copy(c, 0, w.input + a, w.input + b);
    return c;
  }
  return buf.latin1Slice !== undefined ? buf.latin1Slice(w.input + a, w.input + b) : buf.toString('latin1', w.input + a, w.input + b);
}

/**
 * Line i (the module accepted it, flagged plain) as an event without its message (plain-event.ts): its shape, id and
 * method as plainMessage reads them, a request's params facts (the call's parts, else requestFactsOf), a notification's
 * progress token and value from the module's columns, and what the message is made from if it is read.
 * messageShape's answer from the keys: a plain line has no `error` member (the module flags it not plain), so it is a
 * request or a notification by its method and id, else a result when it has `result` and an id, else invalid.
 *
 * What the message is made from (docs/performance.md, thirty-first round): no copy of the body when its members can be
 * made from the facts — `jsonrpc` absent or exactly `"2.0"`, and a request whose params are absent or kept as a call's
 * parts, a notification without params, or an answer, whose `result` alone is copied. Any other line keeps a copy of its body's bytes, parsed whole on the first read, as before.
 */
export function plainEventOf(w: JsonLines, i: number, at: number | null, file: string, line: number, session: string | null, transport: Transport | null): PlainEvent {
  const o = w.o;
  const L = w.maxLines;
  const ord = o[F.ORD * L + i]!;
  let id: JsonRpcId | null | undefined;
  const idk = o[F.IDK * L + i]!;
  if (idk === K.STR) id = w.str(o[F.IDS * L + i]!, o[F.IDE * L + i]!);
  else if (idk === K.INT) id = w.d[D.ID * L + i]!;
  else if (idk === K.NULL) id = null;
  const hasId = idk === K.STR || idk === K.INT;
  let method: string | undefined;
  let bits: number;
  let params: RequestFacts | null = null;
  let token: unknown = undefined;
  let progress: number | null = null;
  // FORM.PARTS when the members can be made from the facts; else the body is copied (below)
  let form: number = o[F.JK * L + i]! === K.ABSENT || jsonrpcIs20(w, i) ? FORM.PARTS : FORM.BODY;
  // The top-level keys the line may have for its members to be made from the facts (0: none: the body is copied).
  let allowed = 0;
  if (o[F.MS * L + i]! >= 0) {
    method = w.text(o[F.MI * L + i]!, o[F.MS * L + i]!, o[F.ME * L + i]!);
    if (hasId) {
      bits = SHAPE_BITS.request;
      if (!hasKey(ord, ORD.PARAMS)) params = NO_PARAMS;
      else {
        const call = callParams(w, i);
        if (call !== null) params = call;
        else {
          params = requestFactsOf(w, i);
          form = FORM.BODY;
        }
      }
      allowed = REQUEST_KEYS;
    } else {
      bits = SHAPE_BITS.notification;
      // The module records a token only as a string without escapes or an integer (else the line is not plain).
      const tk = o[F.TK * L + i]!;
      if (tk === K.STR) token = w.str(o[F.TS * L + i]!, o[F.TE * L + i]!);
      else if (tk === K.INT) token = w.d[D.T * L + i]!;
      const pk = o[F.PGK * L + i]!;
      if (pk === K.INT) progress = w.d[D.PG * L + i]!;
      else if (pk === K.NUM) progress = JSON.parse(w.str(o[F.PGS * L + i]!, o[F.PGE * L + i]!)) as number;
      if (hasKey(ord, ORD.PARAMS)) {
        if (paramsMayHaveMeta(w, i)) bits |= META_BIT;
        // Params kept as a copy: a progress notification's four scalars made at once (keyed stores, its message
        // string decoded) allocated less but read slower than the copy (docs/performance.md, thirty-first round).
        form = FORM.BODY;
      } else allowed = NOTIFICATION_KEYS;
    }
  } else if (hasId && hasKey(ord, ORD.RESULT)) {
    bits = SHAPE_BITS.result;
    allowed = ANSWER_KEYS;
  } else {
    bits = SHAPE_BITS.invalid;
    form = FORM.BODY;
  }
  // One test every line reaches: in a branch first taken late (a notification without params) the call had no type
  // feedback, and its first use deoptimised this function ("insufficient type feedback for call": docs/performance.md,
  // fifty-third round).
  if (!keysWithin(ord, allowed)) form = FORM.BODY;
  else if (form === FORM.PARTS && bits === SHAPE_BITS.result) form = FORM.RESULT;
  let bytes: string | Buffer | null = null;
  if (form === FORM.BODY) bytes = copyOf(w, o[F.BS * L + i]!, o[F.BE * L + i]!);
  else if (form === FORM.RESULT) bytes = copyOf(w, o[F.XS * L + i]!, o[F.XE * L + i]!);
  return new PlainEvent(at, file, line, session, transport, bytes, bits | form | (ord << ORD_SHIFT), id, method, params, token, progress);
}
