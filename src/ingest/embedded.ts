/**
 * JSON-RPC found inside a log line's words: after `body:` / `with body:`, at the end of a
 * "Received message: {…}" line, inside a gateway's sentence (hosts-in-the-wild.md, "gateways and
 * proxies"). The reader of last resort and every host grammar use it; it only finds and parses,
 * direction comes from the reader (`directionFromWords`).
 */
import type { JsonRpcMessage, Party } from '../events.js';
import { bodylessMessage } from './bodyless.js';
import { parseJsonRpc } from './jsonrpc.js';

export interface Embedded {
  messages: JsonRpcMessage[];
  /** Where the JSON starts in the text (the words before it say who sent it). */
  at: number;
  recovered: boolean;
  problem?: string;
}

/**
 * The first JSON-RPC object or batch in `text`, or null. Only text that names `"jsonrpc"` is
 * tried (a cheap gate: most host lines carry no body), from the first `{`/`[` before it.
 */
export function findJsonRpc(text: string): Embedded | null {
  let k = text.indexOf('"jsonrpc"');
  if (k < 0) {
    k = cutRequestHead(text);
    if (k < 0) return bareBody(text) ?? bodylessLine(text);
  }
  let start = text.lastIndexOf('{', k);
  if (start < 0) return null;
  const bracket = text.lastIndexOf('[', start);
  if (bracket >= 0 && text.slice(bracket + 1, start).trim() === '') start = bracket;
  const close = text[start] === '[' ? text.lastIndexOf(']') : text.lastIndexOf('}');
  const body = close > start ? text.slice(start, close + 1) : text.slice(start);
  const r = parseJsonRpc(body);
  if (r.messages.length === 0) return null;
  const out: Embedded = { messages: r.messages as JsonRpcMessage[], at: start, recovered: r.recovered };
  if (r.problem) out.problem = r.problem;
  return out;
}

/**
 * Claude Desktop's body-less message form (bodyless.ts) pasted where no reader of its per-server log claims the text:
 * unstamped inside a bug report's prose, under the body the report quotes from elsewhere
 * (coddingtonbear/obsidian-local-rest-api#329: `Message from client: method="notifications/cancelled"` alone on its
 * line, 60 s after an initialize that a bridge's log shows in full). The words before the form say who sent it; the
 * message is what the line names, no more.
 */
const BODYLESS_LINE_RE = /\bMessage from (?:client|server): (?=method="|id=)/;
function bodylessLine(text: string): Embedded | null {
  if (text.indexOf('Message from ') < 0) return null;
  const head = BODYLESS_LINE_RE.exec(text);
  if (head === null) return null;
  const at = head.index + head[0].length;
  // A markdown quote's closing backquote or bold marker is the reporter's, not the line's.
  const b = bodylessMessage(text.slice(at).replace(/[`*]+\s*$/, '').trimEnd());
  return b === null ? null : { messages: [b.message], at, recovered: b.recovered };
}

/**
 * The TypeScript SDK writes a request as `{"method":…,"params":…,"jsonrpc":"2.0","id":…}` (it
 * spreads the request, then adds `jsonrpc` and `id`), so a host that cuts a long body for its log
 * cuts `"jsonrpc"` off first: LibreChat's `Transport sending: {"method":"tools/call","params":{…,"e...
 * [truncated]` (getzep/graphiti#498). Such a head counts when the line says it was cut (a trailing
 * `...`, `…` or `[truncated]`) and the method reads as an MCP method; the position of its `{`.
 */
const CUT_TAIL_RE = /(?:\.\.\.|\u2026|\[truncated\]|\[\d+ chars truncated\])\s*$/;
const METHOD_HEAD_RE = /\{\s*"method"\s*:\s*"(?:initialize|ping|notifications\/[\w/]+|[a-z]+\/[\w/]+)"/;
function cutRequestHead(text: string): number {
  // Most host lines name no method: skip both regexes on them (this runs on every line of a host log).
  if (text.indexOf('"method"') < 0 || !CUT_TAIL_RE.test(text)) return -1;
  const m = METHOD_HEAD_RE.exec(text);
  return m === null ? -1 : m.index + 1;
}

/**
 * A whole message pasted without its `"jsonrpc"` member: a reporter who lifts the body out of a
 * host's log and trims it (`{"method":"tools/call","params":{…}}` and `{"method":"notifications/
 * cancelled","params":{"requestId":8,…}}` between backticks in an issue's prose:
 * StevenStavrakis/obsidian-mcp#51). JSON-RPC 2.0 §4 makes the member mandatory, so only an object
 * that opens with a method MCP defines (schema.ts of the 2025-11-25 revision; `notifications/` any)
 * counts, and only when the balanced object parses: `{"method":"POST",…}` and prose in braces do not.
 */
const MCP_METHOD_HEAD_RE =
  /\{\s*"method"\s*:\s*"(?:initialize|ping|notifications\/[\w/]+|tools\/(?:list|call)|resources\/(?:list|read|subscribe|unsubscribe|templates\/list)|prompts\/(?:list|get)|completion\/complete|logging\/setLevel|sampling\/createMessage|elicitation\/create|roots\/list|tasks\/(?:get|list|result|cancel)|server\/discover)"/;
function bareBody(text: string): Embedded | null {
  if (text.indexOf('"method"') < 0) return null;
  const m = MCP_METHOD_HEAD_RE.exec(text);
  if (m === null) return null;
  const start = m.index;
  const end = balancedEnd(text, start);
  if (end < 0) return null;
  const r = parseJsonRpc(text.slice(start, end + 1));
  if (r.messages.length !== 1 || r.recovered) return null;
  // Not the message as sent: what the trim took is lost with it. A request's method without an id is a
  // request whose id went too (the timeline lets the answer or cancel that names an unseen id claim it),
  // never a notification: MCP's requests are never sent without one.
  return { messages: r.messages as JsonRpcMessage[], at: start, recovered: true, problem: 'message pasted without its "jsonrpc" member (trimmed)' };
}

/** The index of the `}` that closes the object opening at `start`, or -1 (strings skipped). */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ && --depth === 0) return i;
  }
  return -1;
}

const SENDING_RE = /\b(?:send(?:ing)?|sent|writ(?:e|ing)|outgoing|request(?:ing)? to|forward(?:ing)? to|Local→Remote|Client→Server)\b|(?:^|\s)(?:->|→|>>)\s/i;
const RECEIVED_RE = /\b(?:receiv(?:e|ed|ing)|got|incoming|read|response from|Remote→Local|Server→Client)\b|(?:^|\s)(?:<-|←|<<)\s/i;

/**
 * Who sent a message, from the words before it. `self` is whose log it is (a host's log is the
 * client's, a server's log the server's): "sending" is `self`, "received" the other party.
 */
export function directionFromWords(words: string, self: Party | null): Party | null {
  if (self === null) return null;
  const other: Party = self === 'client' ? 'server' : 'client';
  const s = SENDING_RE.exec(words);
  const r = RECEIVED_RE.exec(words);
  if (s && (!r || s.index < r.index)) return self;
  if (r) return other;
  return null;
}

/**
 * A message's sender from its method alone, when the words do not say: only the families one
 * side alone may send (a server never sends `tools/call` or `initialize`).
 */
export function directionFromShape(m: JsonRpcMessage): Party | null {
  if (typeof m.method !== 'string') return null;
  if (/^(?:tools|resources|prompts|completion)\/|^initialize$|^notifications\/initialized$/.test(m.method)) return 'client';
  if (/^notifications\/(?:progress|message|resources\/|tools\/list_changed|prompts\/list_changed)/.test(m.method)) return 'server';
  return null;
}
