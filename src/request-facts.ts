/**
 * A request's params made when something reads them, and the three facts of them that every request is asked for
 * (docs/performance.md, twenty-fifth round).
 *
 * Why: the NDJSON direction labeller and the correlator read three things of every request's params — its progress
 * token, its target (`name` or `uri`) and whether it is task-augmented — and nothing else of a plain completion's params
 * is ever read. Building the params object member by member (and parsing a call's short `arguments`) was about two
 * thirds of what the fast path's messages cost (twenty-fourth round). The fast path (ingest/wasm/message.ts) reads the
 * three facts from the scanner's columns and keeps the params' text; the object is parsed from it on the first read.
 *
 * Lives beside the vocabulary (events.ts), not in ingest/: the timeline reads the facts, the fast path writes them.
 */

/** What the labeller and the correlator read of every request's params. */
export interface RequestFacts {
  /**
   * `params._meta.progressToken` as JSON.parse makes it, when `params._meta` is an object (not an array) that has
   * that own member; undefined otherwise. Each reader applies its own id test (asId, the labeller's idKey).
   */
  readonly token: unknown;
  /** `requestTarget(params)` (timeline/details.ts): `params.name` when a string, else `params.uri` when a string, else null. */
  readonly target: string | null;
  /** `params.task` is an object (not an array, not null): a task-augmented request (2025-11-25). */
  readonly task: boolean;
  /** The params as a call's parts, when they are kept so (CallParts); null otherwise. */
  readonly call: CallParts | null;
}

/** Params the fast path keeps as their parts rather than their text (ingest/wasm/message.ts CallParams): made on the first read. */
export interface ParamsParts {
  build(): unknown;
}

/**
 * A call's params kept as parts (ingest/wasm/message.ts CallParams): `{name?, arguments?, _meta?}` and nothing else,
 * `_meta` being exactly one progress token. What the retry index shapes them from without building them
 * (timeline/canonical.ts callShape).
 */
export interface CallParts {
  /** `params.name`, or null when absent. */
  readonly name: string | null;
  /** `params.arguments`' JSON text (a Buffer of its own when long), or null when absent. */
  readonly args: string | Buffer | null;
  /**
   * The arguments' shape (timeline/canonical.ts callShape's walk of `args`) as the fast path's validator computed it
   * over the line's bytes (ingest/wasm/json-lines.ts argsShape), or −1 when it declined or there are no arguments.
   */
  readonly argsShape: number;
}

/** Hands back the object it is given, so that a subclass's private fields are added to that object (ingest/wasm/message.ts Given). */
class Given {
  constructor(o: object) {
    // A constructor's returned object becomes `this` for the subclass's fields (ECMA-262 §10.2.2 [[Construct]]).
    return o;
  }
}

/**
 * `params` of a message, parsed from its text on the first read: an own, enumerable accessor shared by every such
 * message (as message.ts's lazy `result`), so `JSON.stringify`, `Object.keys`, `in`, spread and `for…in` see it as
 * they see the data property JSON.parse makes; every later read returns the same object; an assignment replaces
 * it and drops the facts (they described the text). Its state is private fields on the message itself.
 */
class LazyParams extends Given {
  /**
   * Until the first read: the params' text (a Buffer of its own for a long one: message.ts BUFFER_MIN_BYTES), or the
   * parts they are made from.
   */
  #text: string | Buffer | ParamsParts | null;
  #value: unknown;
  #facts: RequestFacts | null;

  constructor(o: object, text: string | Buffer | ParamsParts, facts: RequestFacts) {
    super(o);
    this.#text = text;
    this.#facts = facts;
  }

  static get(o: object): unknown {
    const l = o as LazyParams;
    const s = l.#text;
    if (s !== null) {
      l.#value = typeof s === 'string' ? JSON.parse(s) : Buffer.isBuffer(s) ? JSON.parse(s.toString('utf8')) : s.build();
      l.#text = null;
    }
    return l.#value;
  }

  static set(o: object, v: unknown): void {
    const l = o as LazyParams;
    l.#value = v;
    l.#text = null;
    l.#facts = null;
  }

  static factsOf(o: object): RequestFacts | null {
    return #facts in o ? (o as LazyParams).#facts : null;
  }
}

const descriptor: PropertyDescriptor = {
  get(this: object): unknown {
    return LazyParams.get(this);
  },
  set(this: object, v: unknown): void {
    LazyParams.set(this, v);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Defines `m.params` as the JSON value of `text` (decoded as the line splitter decodes a line; a Buffer as UTF-8), or
 * what `parts.build()` makes, on its first read, with the facts of it the caller read elsewhere. Exact only when that
 * value is the params JSON.parse of the whole message makes, and `facts` are what those params say (the caller's proof).
 */
export function defineLazyParams(m: object, text: string | Buffer | ParamsParts, facts: RequestFacts): void {
  new LazyParams(m, text, facts);
  Object.defineProperty(m, 'params', descriptor);
}

/** The facts of `m.params` kept with it (defineLazyParams), or null: then read them from `m.params` itself. */
export function requestFacts(m: object): RequestFacts | null {
  return LazyParams.factsOf(m);
}
