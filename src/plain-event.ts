/**
 * The event of a plain line without its message (docs/performance.md, twenty-sixth round): what the fast path's
 * scanner said of the line — its shape, id, method, a request's params facts (request-facts.ts), a progress
 * notification's token and value — and what its message is made from: a copy of its body's bytes, or (thirty-first
 * round) nothing more for a request whose params are a call's parts or absent and a notification without params, and
 * an answer's `result` bytes alone (FORM). The message is made the first time `message` is read, and kept: for a
 * plain completion nothing reads it.
 *
 * Why not an object with a lazy member: the twenty-fourth and twenty-fifth rounds measured that an own accessor
 * (`defineProperty`, its private fields) costs about what it spares. Here `message` is an accessor of the class,
 * shared by every event, and the facts are private fields: making one of these is one object and one copy of the
 * bytes at most. The readers that run for every line (the NDJSON direction labeller, the builder's session split, the
 * correlator, the retry index, the plain verdict's facts) read the facts through `plainEvent(e)`; everything else
 * reads `e.message` as before and gets the message `plainJsonRpc` of the line's text makes.
 *
 * What differs from an object literal, and who must know: `message` is not an own property. So `JSON.stringify`
 * goes through `toJSON` (the literal's keys, in its order), and a copy by spread (`{ ...e, at: null }`) must add
 * `message` itself (withMessage). The same holds for `source` (thirty-ninth round): a line number until it is read. `Object.keys` and `for…in` on an event are not used by the pipeline.
 *
 * Exact: the fast path offers a line only when `plainJsonRpc` of its text would hand on an object
 * (ingest/wasm/plain.ts offered), and the text path's `line()` hands on exactly that object; the copy is the body's
 * bytes, which the line's text decodes from (a bare line is its body; a Claude Desktop line's body ends before its
 * ASCII suffix). Each fact is the member's value as JSON.parse makes it (ingest/wasm/message.ts plainEventOf).
 */
import type { JsonRpcId, JsonRpcMessage, MessageShape, Party, Source, Transport, WireEvent } from './events.js';
import { firstKeyShift, ORD } from './key-order.js';
import type { ParamsParts, RequestFacts } from './request-facts.js';

/** How a PlainEvent's message is made on its first read (its `#bits`, lowest two). */
export const FORM = {
  /** Made (or set): nothing left to make it from. */
  MADE: 0,
  /** JSON.parse of the body's bytes. */
  BODY: 1,
  /** From the facts and the top-level key order alone: no bytes kept (see plainEventOf). */
  PARTS: 2,
  /** From the facts and the key order, `result` parsed from its own bytes (the only bytes kept). */
  RESULT: 3,
} as const;

/** The shapes a plain line can have (it never has `error`), by their code in `#bits`. */
const SHAPES: readonly MessageShape[] = ['request', 'notification', 'result', 'invalid'];
/** `#bits`: the form (2 bits), the shape's code (2), the `_meta` bit (1), then the top-level key order (3 bits a key). */
const SHAPE_SHIFT = 2;
/** Each shape's code already at its place in `#bits` (SHAPES' order), for the maker (ingest/wasm/message.ts plainEventOf). */
export const SHAPE_BITS = {
  request: 0 << SHAPE_SHIFT,
  notification: 1 << SHAPE_SHIFT,
  result: 2 << SHAPE_SHIFT,
  invalid: 3 << SHAPE_SHIFT,
} as const;
export const META_BIT = 16;
export const ORD_SHIFT = 5;

export class PlainEvent implements WireEvent {
  // The literal's members, in its order (formats/ndjson.ts), so that toJSON and a spread see them as they were
  // (`source` an accessor: withMessage puts it back in its place).
  at: number | null;
  session: string | null;
  transport: Transport | null;
  from: Party | null;
  readonly kind = 'message' as const;

  /**
   * The line number until `source` is first read, then the Source made of it and `#file` (and kept: a caller may add
   * to it, as the merge step's `also`). A plain event's source is read only when its request is reported or kept for
   * a retry, a late answer or its words: the object made for every line was ~40 bytes no stage read (docs/performance.md,
   * thirty-ninth round).
   */
  #source: Source | number;
  readonly #file: string;
  /**
   * What the message is made from until it is: the body's bytes (FORM.BODY) or the `result` member's (FORM.RESULT),
   * latin1 (a character a byte) or, long, a Buffer of their own; null for FORM.PARTS and once made.
   */
  #bytes: string | Buffer | null;
  #message: JsonRpcMessage | undefined = undefined;
  /** The form, the shape, the `_meta` bit and the top-level key order (FORM, SHAPE_SHIFT, META_BIT, ORD_SHIFT). */
  #bits: number;
  readonly #id: JsonRpcId | null | undefined;
  readonly #method: string | undefined;
  /** A request's params facts (RequestFacts; with `build()` when the params are kept as a call's parts), or null. */
  readonly #request: RequestFacts | null;
  readonly #token: unknown;
  readonly #progress: number | null;

  constructor(
    at: number | null,
    file: string,
    line: number,
    session: string | null,
    transport: Transport | null,
    bytes: string | Buffer | null,
    bits: number,
    id: JsonRpcId | null | undefined,
    method: string | undefined,
    request: RequestFacts | null,
    token: unknown,
    progress: number | null,
  ) {
    this.at = at;
    this.#source = line;
    this.#file = file;
    this.session = session;
    this.transport = transport;
    this.from = null;
    this.#bytes = bytes;
    this.#bits = bits;
    this.#id = id;
    this.#method = method;
    this.#request = request;
    this.#token = token;
    this.#progress = progress;
  }

  /** `{ file, line }` as the reader's literal was, made on the first read and kept. */
  get source(): Source {
    const s = this.#source;
    return typeof s === 'number' ? (this.#source = { file: this.#file, line: s }) : s;
  }
  set source(s: Source) {
    this.#source = s;
  }

  /** The message `plainJsonRpc` of the line's text makes, made on the first read and kept. */
  get message(): JsonRpcMessage {
    const form = this.#bits & 3;
    if (form !== FORM.MADE) {
      const b = this.#bytes;
      // Decoded as the line splitter decodes a line (UTF-8 with replacement). `plainJsonRpc` hands on JSON.parse's
      // object itself when it accepts a text (ingest/jsonrpc.ts), and the fast path offered the line only then.
      this.#message = form === FORM.BODY ? (JSON.parse(decode(b!)) as JsonRpcMessage) : this.#fromParts(b);
      this.#bytes = null;
      this.#bits &= ~3;
    }
    return this.#message!;
  }
  /**
   * `message` for a reader of notifications (correlate's onPlainNotification): the same object, read without the
   * getter's parts half. A notification's message is made from its body, or from parts only when it has no params
   * (plainEventOf), which that reader rarely asks for. V8 keeps one feedback for the getter whoever calls it, so where
   * the getter was inlined into the notification reader it brought `#fromParts` and a call's `build` with it (requests
   * and answers feed that half), ~800 bytes of bytecode compiled into a function that never runs them
   * (docs/performance.md, sixty-first round); here the parts half is a call of the getter with no feedback of its own.
   */
  get bodyMessage(): JsonRpcMessage {
    const form = this.#bits & 3;
    if (form === FORM.MADE) return this.#message!;
    if (form !== FORM.BODY) return this.message;
    const m = JSON.parse(decode(this.#bytes!)) as JsonRpcMessage;
    this.#message = m;
    this.#bytes = null;
    this.#bits &= ~3;
    return m;
  }
  set message(m: JsonRpcMessage) {
    this.#message = m;
    this.#bytes = null;
    this.#bits &= ~3;
  }

  /**
   * The object JSON.parse of the body makes, from the facts: its top-level members in the source's order, each the
   * value JSON.parse makes of it (plainEventOf keeps this form only when every member can be so made: `jsonrpc`
   * exactly `"2.0"`, the id and method as read, a request's params as a call's parts, `result` from its own bytes).
   * JSON.parse of the body would make the same object: each member's value is the one JSON.parse makes of its own
   * text inside the whole (the module accepted the whole), and a decoded member's bytes decode alone as they do in the
   * line (they start and end at ASCII, where UTF-8 decoding with replacement starts afresh). Equal member for member and in key order; a data property each.
   */
  #fromParts(result: string | Buffer | null): JsonRpcMessage {
    const m: Record<string, unknown> = {};
    const ord = this.#bits >>> ORD_SHIFT;
    for (let shift = firstKeyShift(ord); shift >= 0; shift -= 3) {
      switch ((ord >>> shift) & 7) {
        case ORD.JSONRPC:
          m.jsonrpc = '2.0';
          break;
        case ORD.ID:
          m.id = this.#id;
          break;
        case ORD.METHOD:
          m.method = this.#method;
          break;
        case ORD.PARAMS:
          // a request's params kept as a call's parts (the only params this form keeps)
          m.params = (this.#request as RequestFacts & ParamsParts).build();
          break;
        case ORD.RESULT:
          m.result = JSON.parse(decode(result!));
          break;
        default:
          // plainEventOf keeps no other key in this form
          throw new Error(`plain event: key code ${(ord >>> shift) & 7} kept as parts`);
      }
    }
    return m as JsonRpcMessage;
  }

  /** messageShape(message). */
  get shape(): MessageShape {
    return SHAPES[(this.#bits >>> SHAPE_SHIFT) & 3]!;
  }
  /** message.id: a string, a number, null, or undefined when absent. */
  get id(): JsonRpcId | null | undefined {
    return this.#id;
  }
  /** message.method (a string), or undefined when absent. */
  get method(): string | undefined {
    return this.#method;
  }
  /** A request's params facts (request-facts.ts); null when the scanner did not list params' members: read `message.params`. */
  get request(): RequestFacts | null {
    return this.#request;
  }
  /**
   * A notification's `params.progressToken` as JSON.parse makes it: a string without escapes or an integer (the scanner
   * leaves any other token to JSON.parse); undefined when absent, or params not an object.
   */
  get token(): unknown {
    return this.#token;
  }
  /**
   * A notification's `params.progress`, or null when absent (or params not an object): on a plain line it is a number
   * when present (the scanner leaves any other value to JSON.parse).
   */
  get progress(): number | null {
    return this.#progress;
  }

  /**
   * A notification's params may have a `_meta` member: false only when params is absent, or an object whose members
   * the scanner listed without one (then nothing but its method can tie the notification to a request).
   */
  get meta(): boolean {
    return (this.#bits & META_BIT) !== 0;
  }

  /** What JSON.stringify of the object literal this stands for gives. */
  toJSON(): object {
    return { at: this.at, source: this.source, session: this.session, transport: this.transport, from: this.from, kind: this.kind, message: this.message };
  }
}

/** Kept bytes as text, decoded as the line splitter decodes a line (UTF-8 with replacement). */
function decode(b: string | Buffer): string {
  return typeof b === 'string' ? Buffer.from(b, 'latin1').toString('utf8') : b.toString('utf8');
}

/** The event as a PlainEvent, or null for any other event. */
export function plainEvent(e: WireEvent): PlainEvent | null {
  return e instanceof PlainEvent ? e : null;
}

/**
 * `{ ...e, ...patch }` with `source` and `message` kept: a spread copies own members only, and a PlainEvent's source
 * and message are not.
 */
export function withMessage(e: WireEvent, patch: Partial<WireEvent>): WireEvent {
  // Each where the literal has it: `source` after `at` (the spread then fills the rest in their order), `message` after
  // `kind` and what a stage added, before what the patch adds.
  return e instanceof PlainEvent ? { at: e.at, source: e.source, ...(e as Omit<WireEvent, 'at' | 'source'>), message: e.message, ...patch } : { ...e, ...patch };
}
