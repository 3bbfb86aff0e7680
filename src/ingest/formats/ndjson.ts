/**
 * Bare newline-delimited JSON-RPC: a `tee` of a stdio pipe, or any log with one message per
 * line (MCP stdio transport: "messages are delimited by newlines").
 *
 * No clock (`at: null`) and no direction on the wire, so the direction is *labelled* from
 * what the message is: methods only one side may send (the catalogue below), and for
 * responses, cancellations and progress, the side of the request they name. That needs a
 * small id → requester map; it is labelling, not correlation (timeline/ still correlates).
 * A new `initialize` empties it, because ids restart per session.
 *
 * Non-JSON lines are kept as `unparsed` events from the server: on stdio, stdout is the only
 * stream in a tee, and text there is the stdout-not-json evidence.
 */
import type { JsonRpcId, JsonRpcMessage, Party, WireEvent } from '../../events.js';
import { isObject } from '../../json.js';
import type { PlainEvent } from '../../plain-event.js';
import { requestFacts } from '../../request-facts.js';
import { CLIENT_NOTIFICATIONS, CLIENT_REQUESTS, SERVER_NOTIFICATIONS, SERVER_REQUESTS } from '../../protocol/methods.js';
import { parseJsonRpc, plainJsonRpc } from '../jsonrpc.js';
import { isBlank } from '../open.js';
import { findJsonRpcAnywhere, mayHoldJsonRpc } from '../reprs.js';
import { shellKilledReason } from '../shell-status.js';
import type { LineDisposition, LineSink, PlainLine, Reader, ReaderContext } from '../types.js';

// Who sends which method: the catalogue in protocol/methods.ts. `ping`, `tasks/*`, `notifications/tasks/status`:
// either side; cancelled/progress: by the map.

const MAX_OPEN = 50_000;

function other(p: Party): Party {
  return p === 'client' ? 'server' : 'client';
}

/**
 * A Map key for an id or token: the value itself, since Map keys keep `7` and `"7"` apart (JSON-RPC 2.0 §4) and
 * no string is built per message.
 */
type IdKey = string | number;

function idKey(id: unknown): IdKey | null {
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

function paramsOf(m: JsonRpcMessage): Record<string, unknown> | null {
  const p = m.params;
  return isObject(p) ? p : null;
}

function progressTokenOf(m: JsonRpcMessage): IdKey | null {
  // A request of the fast path says its token without its params being built (request-facts.ts).
  const facts = requestFacts(m);
  if (facts !== null) return idKey(facts.token);
  const p = paramsOf(m);
  const meta = p && Object.prototype.hasOwnProperty.call(p, '_meta') ? p._meta : null;
  if (meta === null || typeof meta !== 'object') return null;
  return Object.prototype.hasOwnProperty.call(meta, 'progressToken')
    ? idKey((meta as Record<string, unknown>).progressToken)
    : null;
}

interface OpenRequest {
  side: Party | 'both';
  token: IdKey | null;
  /**
   * The side whose request carries this entry's own id as its progress token (`token` is then that id), or null:
   * the token's requester kept on the entry instead of in `tokens` (see DirectionLabeller).
   */
  ownToken: Party | null;
}

/**
 * Entries of answered requests kept for the next requests: only the `open` map refers to an entry, so once it is taken
 * out it can be reused. Nearly every request of a busy capture is answered before a few more start, and an entry made
 * and dropped for each was 31 MB of the 672 MB a 200 MiB NDJSON run allocated (docs/performance.md, twenty-second round).
 */
const SPARE_ENTRIES = 64;

/**
 * Labels the sender of each message in a bare stream.
 *
 * What it knows is two maps: `open`, id → the side that sent the request (or both) and its token, and the tokens,
 * token → the side that sent the request carrying it. The TypeScript SDK's client makes a request's progress token its
 * own id (Protocol.request: `_meta.progressToken = messageId` when the caller asks for progress), so the two maps mostly
 * hold the same keys: such a token's requester is kept on the id's own entry (`ownToken`) and `tokens` holds only the
 * others. A map set and delete fewer per request and answer (docs/performance.md, forty-first round). Invariant: a key
 * whose `open` entry has an `ownToken` is not in `tokens`; the token map the labeller reads is the union of both.
 */
export class DirectionLabeller {
  private readonly open = new Map<IdKey, OpenRequest>();
  private readonly tokens = new Map<IdKey, Party>();
  /**
   * The spare entries, `spare[0 .. spareCount)`: a fixed array with a count, not push and pop, because V8 trims an
   * array's store when a pop leaves it under half full and a later push grows it again (0.2–0.3 MB of a 20 MiB head's
   * census, docs/performance.md, forty-first round).
   */
  private readonly spare: (OpenRequest | null)[] = new Array<OpenRequest | null>(SPARE_ENTRIES).fill(null);
  private spareCount = 0;

  /** `maxOpen`: the requests kept open at most (the oldest forgotten past it); smaller only in tests. */
  constructor(private readonly maxOpen = MAX_OPEN) {}

  label(m: JsonRpcMessage): Party | null {
    return this.labelOf(m.method, m.id, m, null);
  }

  /**
   * A plain line's sender from its event's facts (plain-event.ts), as label() of its message would say: the message is
   * read only for a cancel, or for a request whose params' members the scanner did not list.
   */
  labelPlain(e: PlainEvent): Party | null {
    return this.labelOf(e.method, e.id, null, e);
  }

  /** label() of a message whose method and id are given: the rest read from `m`, else from `e`'s facts. */
  private labelOf(method: unknown, id: unknown, m: JsonRpcMessage | null, e: PlainEvent | null): Party | null {
    const hasId = id !== undefined && id !== null;
    if (typeof method === 'string') {
      if (hasId) {
        if (method === 'initialize') {
          this.open.clear();
          this.tokens.clear();
        }
        const side: Party | null = CLIENT_REQUESTS.has(method) ? 'client' : SERVER_REQUESTS.has(method) ? 'server' : null;
        if (side) {
          const facts = e !== null ? e.request : null;
          this.remember(id as JsonRpcId, side, facts !== null ? idKey(facts.token) : progressTokenOf(m ?? e!.message));
        }
        return side;
      }
      if (CLIENT_NOTIFICATIONS.has(method)) return 'client';
      if (SERVER_NOTIFICATIONS.has(method)) return 'server';
      if (method === 'notifications/cancelled') {
        const p = paramsOf(m ?? e!.message);
        if (p === null) return null;
        // Sent by the side that sent the request it names (MCP cancellation, all versions).
        const k = idKey(p.requestId);
        const r = k !== null ? this.open.get(k) : undefined;
        return r && r.side !== 'both' ? r.side : null;
      }
      if (method === 'notifications/progress') {
        // Sent by the side that received the request carrying the token. A plain line's token is the scanner's
        // (undefined when params has none, or is not an object: then no side, as for a message without one).
        let k: IdKey | null;
        if (e !== null) k = idKey(e.token);
        else {
          const p = paramsOf(m!);
          if (p === null) return null;
          k = idKey(p.progressToken);
        }
        const requester = k !== null ? this.tokenSide(k) : undefined;
        return requester ? other(requester) : null;
      }
      return null;
    }
    // A response goes the other way from its request.
    const k = hasId ? idKey(id) : null;
    if (k === null) return null;
    const r = this.open.get(k);
    if (!r) return null;
    // With the id open on both sides we cannot tell which request this answers: keep both.
    if (r.side === 'both') return null;
    this.open.delete(k);
    // An own token goes with its entry.
    if (r.token !== null && r.ownToken === null) this.forgetToken(r.token);
    const side = r.side;
    this.release(r);
    return other(side);
  }

  /** The side that sent the request carrying token `k`, if one is known. */
  private tokenSide(k: IdKey): Party | undefined {
    const r = this.open.get(k);
    if (r !== undefined && r.ownToken !== null) return r.ownToken;
    return this.tokens.size === 0 ? undefined : this.tokens.get(k);
  }

  /** `tokens.set(k, side)` of the union: the key held once, in `tokens` (an own token there moves out of its entry). */
  private setToken(k: IdKey, side: Party): void {
    const r = this.open.get(k);
    if (r !== undefined) r.ownToken = null;
    this.tokens.set(k, side);
  }

  /** `tokens.delete(k)` of the union. */
  private forgetToken(k: IdKey): void {
    const r = this.open.get(k);
    if (r !== undefined) r.ownToken = null;
    if (this.tokens.size !== 0) this.tokens.delete(k);
  }

  private release(r: OpenRequest): void {
    if (this.spareCount < SPARE_ENTRIES) this.spare[this.spareCount++] = r;
  }

  private remember(id: JsonRpcId, side: Party, token: IdKey | null): void {
    const k = idKey(id);
    if (k === null) return;
    const own = token === k;
    const prev = this.open.get(k);
    let entry: OpenRequest;
    if (prev !== undefined) {
      // Both sides may have the same small id open at once (each numbers its own requests). The entry is kept and
      // changed in place: a Map's `set` of a present key keeps its place in the order, so nothing else changes.
      // The request it replaces keeps its token (as in `tokens`): an own token moves there unless this one sets it.
      if (prev.ownToken !== null && !own) this.tokens.set(k, prev.ownToken);
      prev.side = prev.side !== side ? 'both' : side;
      prev.token = token;
      prev.ownToken = null;
      entry = prev;
    } else {
      entry = this.spareCount > 0 ? this.spare[--this.spareCount]! : { side, token, ownToken: null };
      entry.side = side;
      entry.token = token;
      entry.ownToken = null;
      this.open.set(k, entry);
    }
    if (own) {
      // The id's own entry holds it: out of `tokens`, where an older request's token of the same value may be.
      if (this.tokens.size !== 0) this.tokens.delete(k);
      entry.ownToken = side;
    } else if (token !== null) this.setToken(token, side);
    if (this.open.size > this.maxOpen) {
      const oldest = this.open.keys().next().value as IdKey;
      const o = this.open.get(oldest)!;
      this.open.delete(oldest);
      if (o.token !== null && o.ownToken === null) this.forgetToken(o.token);
      this.release(o);
    }
  }
}

/**
 * The Python SDK 1.x server's acknowledgement of a cancellation, `{"code": 0, "message": "Request cancelled"}`: its
 * RequestResponder.cancel() answers every cancelled request so (shared/reference/protocol-rules.md), and no other SDK
 * answers with code 0 (the TypeScript SDK does not answer a cancelled request; the Python SDK 2.x uses -32800).
 */
function isPy1CancelAck(m: JsonRpcMessage): boolean {
  const err = m.error;
  return isObject(err) && err.code === 0 && err.message === 'Request cancelled';
}

/**
 * Who wrote the stream, when its messages say it: a server's own stdout (no message the client sent) carrying an
 * answer only the Python SDK 1.x server writes (isPy1CancelAck: modelcontextprotocol/python-sdk#2480, a server's
 * stdout after a cancel it honoured). A tee of both directions has no single writer, so it stays unknown.
 */
class WriterWitness {
  private clientSpoke = false;
  private py1 = false;
  see(m: JsonRpcMessage, from: Party | null): void {
    if (from === 'client') this.clientSpoke = true;
    else if (!this.py1 && m.method === undefined && isPy1CancelAck(m)) this.py1 = true;
  }
  /** see() of a plain line: it has no `error` member (plainJsonRpc leaves an error answer to the full path). */
  seePlain(from: Party | null): void {
    if (from === 'client') this.clientSpoke = true;
  }
  host(): string | null {
    return this.py1 && !this.clientSpoke ? 'python-sdk' : null;
  }
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  const labeller = new DirectionLabeller();
  const writer = new WriterWitness();
  const labelled = (message: JsonRpcMessage): Party | null => {
    const from = labeller.label(message);
    writer.see(message, from);
    return from;
  };
  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) return 'blank';
      // The common line: one plain message, handed on as JSON.parse made it (jsonrpc.ts plainJsonRpc).
      if (text.charCodeAt(0) === 123) {
        const message = plainJsonRpc(text);
        if (message !== null) {
          ctx.emit({ at: null, source: { file, line: no }, session: null, transport: 'stdio', from: labelled(message), kind: 'message', message });
          return 'event';
        }
      }
      const r = parseJsonRpc(text);
      const source = { file, line: no };
      if (r.messages.length === 0) {
        // The terminal's own line for the server a signal ended (a session typed by hand: shell-status.ts), not
        // the server's stdout: the process, and the stream, end here.
        const killed = shellKilledReason(text);
        if (killed !== null) {
          ctx.emit({ at: null, source, session: null, transport: 'stdio', from: null, kind: 'transport-close', close: { reason: killed } });
          return 'event';
        }
      }
      if (r.problem) ctx.problem(source, r.problem);
      if (r.messages.length === 0) {
        ctx.emit({ at: null, source, session: null, transport: 'stdio', from: 'server', kind: 'unparsed', text });
        return 'event';
      }
      for (const message of r.messages) {
        const e: WireEvent = { at: null, source, session: null, transport: 'stdio', from: labelled(message), kind: 'message', message };
        if (r.recovered) e.recovered = true;
        ctx.emit(e);
      }
      return 'event';
    },
    // The same line, its message built from the validator's facts (ingest/wasm/): no state of this reader
    // changes how `line()` reads a plain message.
    // The event carries the scanner's facts, its message made only if something reads it (plain-event.ts); the
    // labeller reads the facts.
    plain(line: PlainLine, no: number): LineDisposition {
      const e = line.event(null, file, no, null, 'stdio');
      const from = labeller.labelPlain(e);
      writer.seePlain(from);
      e.from = from;
      ctx.emit(e);
      return 'event';
    },
    end(): void {},
    host(): string | null {
      return writer.host();
    },
  };
}

/** A line that is (or starts like) a bare JSON-RPC message: `"jsonrpc"` at the top level. */
function looksLikeRpc(line: string): boolean {
  const t = line.trimStart();
  const c = t.charCodeAt(0);
  if (c !== 123 && c !== 91) return false;
  // A batch opens with its first object (`[{`); a bracket before anything else is a log line's stamp or label
  // (`[2026-09-04T03:38:52.681Z] IN  {…}`: a wrapper logging each raw stdio line with its direction,
  // anthropics/claude-ai-mcp#792), not a message the pipe carried.
  if (c === 91 && !/^\[\s*[{\]]/.test(t)) return false;
  try {
    const v: unknown = JSON.parse(t);
    const first = Array.isArray(v) ? (v[0] as unknown) : v;
    return first !== null && typeof first === 'object' && (first as Record<string, unknown>).jsonrpc === '2.0';
  } catch {
    // Cut at 4 KiB or truncated: accept `"jsonrpc":"2.0"` unescaped (an escaped one is
    // JSON inside a string, e.g. a HAR's postData.text).
    return /"jsonrpc"\s*:\s*"2\.0"/.test(t) && !t.includes('"format":"mcpcap"');
  }
}

/** A line of words ending with a colon: it introduces what follows (a body, a sample). */
const INTRODUCES_RE = /[A-Za-z)\]]:\s*$/;
/**
 * A reporter's sentence that introduces what is pasted under it without a colon, naming it as the error or the output
 * it got ("When I run the server locally or on Azure I get this error." over the server's JSON-RPC error body:
 * Azure-Samples/remote-mcp-webapp-dotnet#4; "… returns the following response."): a person's words, no line a stdio
 * pipe carried. Only a sentence that ends on those words (a few more allowed), not a banner that mentions an error.
 */
const PASTE_LEAD_RE = /\b(?:this|these|that|following)\s+(?:error|errors|response|output|result|message)\b(?:\s+[\w'-]+){0,3}\s*[.!]?\s*$/i;
/**
 * A section title a person wrote between rulers or as a Markdown heading: `=== Outbound JSON-RPC (in.jsonl) ===`,
 * `--- out.jsonl ---`, `## Inbound`. A pipe never prints one; a write-up that pastes two tee files under titles
 * does (anthropics/claude-code#58687), and its prose between them is the reporter's, not the server's stdout.
 */
const SECTION_TITLE_RE = /^\s*(?:(?:={3,}|-{3,}|\*{3,})\s+\S.*\s(?:={3,}|-{3,}|\*{3,})|#{1,6}\s+\S.*)\s*$/;
/**
 * A client's own sentence quoting an MCP SDK error ("Failed to connect to stdio server \"x\": MCP error -32001:
 * Request timed out" between the JSON-RPC lines a browser extension's proxy printed: srbhptl39/MCP-SuperAssistant#56).
 * The SDK's error text is the requester's: a server's stdout does not carry it, so the file is a client's log that
 * also prints messages, not a tee of a stdio pipe.
 */
const CLIENT_ERROR_RE = /\bMCP error -?\d{1,5}\b/;
/**
 * An HTTP response's status line as curl or a reporter prints it (`HTTP/1.1 500 Internal Server Error`, `< HTTP/2 404`):
 * the JSON-RPC under it is that response's body, not a line a stdio pipe carried (a stateful session's crash answered
 * as a 500 with -32603, pasted as the status line over the body: modelcontextprotocol/python-sdk#2741).
 */
const HTTP_STATUS_LINE_RE = /^\s*(?:< )?HTTP\/\d(?:\.\d)? [1-5]\d\d\b/;
/**
 * A reporter's caption over a pasted body that says which side of an exchange it is, colon or not: `request /mcp`,
 * `response`, `Request body (POST /mcp)`, `Response (400)` (zoedsoupe/anubis-mcp#294: a client's POST body and the
 * server's answer, each under a bare indented word). A pipe never prints one: the bodies are an HTTP exchange someone
 * copied, not a tee of a stdio stream.
 */
const EXCHANGE_CAPTION_RE =
  /^\s*(?:the\s+)?(?:request|response|reply)(?:\s+body)?(?:\s+\(?(?:(?:GET|POST|PUT|DELETE)\s+)?\/[\w./-]*\)?|\s+\(?(?:HTTP\s*)?[1-5]\d\d\)?)?\s*:?\s*$/i;

function sniff(head: readonly string[]): number {
  const first = head[0];
  if (first === undefined || first.includes('"format":"mcpcap"')) return 0;
  let hit = 0;
  let inWords = 0;
  let prev = '';
  for (const line of head) {
    const after = prev;
    if (line.trim() !== '') prev = line;
    if (looksLikeRpc(line)) {
      hit++;
      // A body printed under the sentence that introduces it ("Error POSTing to endpoint:" then the
      // server's JSON-RPC error on the next line: agentic-community/mcp-gateway-registry#960;
      // "Response:" above a pasted answer): an error report, not a tee of a stdio pipe.
      if ((INTRODUCES_RE.test(after) || PASTE_LEAD_RE.test(after)) && !looksLikeRpc(after)) inWords++;
    } else if (SECTION_TITLE_RE.test(line) || CLIENT_ERROR_RE.test(line) || HTTP_STATUS_LINE_RE.test(line) || EXCHANGE_CAPTION_RE.test(line)) inWords++;
    else if (mayHoldJsonRpc(line) && findJsonRpcAnywhere(line) !== null) inWords++;
  }
  if (hit === 0) return 0;
  const frac = hit / head.length;
  const score = frac < 0.3 ? 0.25 : 0.5 + 0.4 * frac;
  // Messages also printed inside sentences ("Received message: {…}", "with body: {…}") make it a
  // log that shows bodies, not a tee of a stdio pipe: its other lines are not stdout (a gateway
  // log read as a stdio stream would blame the server with stdout-not-json). So do section titles a
  // person wrote (SECTION_TITLE_RE). The reader of last resort (0.42+) reads it instead.
  return inWords > 0 ? Math.min(score, 0.41) : score;
}

export const ndjson: Reader = {
  name: 'ndjson',
  title: 'bare JSON-RPC, one message per line (a tee of a stdio pipe)',
  clock: 'none',
  sniff,
  open,
  plainCut: 'line',
};
