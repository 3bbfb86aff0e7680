/**
 * The event of a plain line without its message (docs/performance.md, twenty-sixth round): what the fast path's
 * scanner said of the line — its shape, id, method, a request's params facts (request-facts.ts), a progress
 * notification's token and value — and a copy of its body's bytes. The message is made from that copy the first
 * time `message` is read, and kept: for a plain completion nothing reads it.
 *
 * Why not an object with a lazy member: the twenty-fourth and twenty-fifth rounds measured that an own accessor
 * (`defineProperty`, its private fields) costs about what it spares. Here `message` is an accessor of the class,
 * shared by every event, and the facts are private fields: making one of these is one object and one copy of the
 * bytes. The readers that run for every line (the NDJSON direction labeller, the builder's session split, the
 * correlator, the retry index, the plain verdict's facts) read the facts through `plainEvent(e)`; everything else
 * reads `e.message` as before and gets the message `plainJsonRpc` of the line's text makes.
 *
 * What differs from an object literal, and who must know: `message` is not an own property. So `JSON.stringify`
 * goes through `toJSON` (the literal's keys, in its order), and a copy by spread (`{ ...e, at: null }`) must add
 * `message` itself (withMessage). `Object.keys` and `for…in` on an event are not used by the pipeline.
 *
 * Exact: the fast path offers a line only when `plainJsonRpc` of its text would hand on an object
 * (ingest/wasm/plain.ts offered), and the text path's `line()` hands on exactly that object; the copy is the body's
 * bytes, which the line's text decodes from (a bare line is its body; a Claude Desktop line's body ends before its
 * ASCII suffix). Each fact is the member's value as JSON.parse makes it (ingest/wasm/message.ts plainEventOf).
 */
import type { JsonRpcId, JsonRpcMessage, MessageShape, Party, Source, Transport, WireEvent } from './events.js';
import type { RequestFacts } from './request-facts.js';

export class PlainEvent implements WireEvent {
  // The literal's members, in its order (formats/ndjson.ts), so that toJSON and a spread see them as they were.
  at: number | null;
  source: Source;
  session: string | null;
  transport: Transport | null;
  from: Party | null;
  readonly kind = 'message' as const;

  /** The body's bytes until the message is made: latin1 (a character a byte) or, long, a Buffer of its own. */
  #bytes: string | Buffer | null;
  #message: JsonRpcMessage | undefined = undefined;
  readonly #shape: MessageShape;
  readonly #id: JsonRpcId | null | undefined;
  readonly #method: string | undefined;
  readonly #request: RequestFacts | null;
  readonly #token: unknown;
  readonly #progress: number | null;
  readonly #meta: boolean;

  constructor(
    at: number | null,
    source: Source,
    session: string | null,
    transport: Transport | null,
    bytes: string | Buffer,
    shape: MessageShape,
    id: JsonRpcId | null | undefined,
    method: string | undefined,
    request: RequestFacts | null,
    token: unknown,
    progress: number | null,
    meta: boolean,
  ) {
    this.at = at;
    this.source = source;
    this.session = session;
    this.transport = transport;
    this.from = null;
    this.#bytes = bytes;
    this.#shape = shape;
    this.#id = id;
    this.#method = method;
    this.#request = request;
    this.#token = token;
    this.#progress = progress;
    this.#meta = meta;
  }

  /** The message `plainJsonRpc` of the line's text makes, made on the first read and kept. */
  get message(): JsonRpcMessage {
    const b = this.#bytes;
    if (b !== null) {
      // Decoded as the line splitter decodes a line (UTF-8 with replacement). `plainJsonRpc` hands on JSON.parse's
      // object itself when it accepts a text (ingest/jsonrpc.ts), and the fast path offered the line only then.
      this.#message = JSON.parse(typeof b === 'string' ? Buffer.from(b, 'latin1').toString('utf8') : b.toString('utf8')) as JsonRpcMessage;
      this.#bytes = null;
    }
    return this.#message!;
  }
  set message(m: JsonRpcMessage) {
    this.#message = m;
    this.#bytes = null;
  }

  /** messageShape(message). */
  get shape(): MessageShape {
    return this.#shape;
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
    return this.#meta;
  }

  /** What JSON.stringify of the object literal this stands for gives. */
  toJSON(): object {
    return { at: this.at, source: this.source, session: this.session, transport: this.transport, from: this.from, kind: this.kind, message: this.message };
  }
}

/** The event as a PlainEvent, or null for any other event. */
export function plainEvent(e: WireEvent): PlainEvent | null {
  return e instanceof PlainEvent ? e : null;
}

/** `{ ...e, ...patch }` with `message` kept: a spread copies own members only, and a PlainEvent's message is not one. */
export function withMessage(e: WireEvent, patch: Partial<WireEvent>): WireEvent {
  // `message` where the literal has it: after `kind`, before what the patch adds.
  return e instanceof PlainEvent ? { ...e, message: e.message, ...patch } : { ...e, ...patch };
}
