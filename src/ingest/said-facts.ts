/**
 * Facts about the host's words read from the whole line they came on — its text and the stack frames a reader kept with
 * it (WireEvent.stack) — as every event is emitted (ingest/index.ts), and handed on in HostSaid so that the classifier
 * reads them without parsing text:
 * - `closedBy`: who closed the TypeScript SDK's transport under its local "Connection closed" (-32000);
 * - `inResult`: the words sit inside a tool result's content blocks as a Python client prints them, or are a stdio
 *   bridge's own isError result text;
 * - `toolRaised`: the line is the Python SDK FastMCP's wrapper of an exception its tool raised;
 * - `postedAnswerId`, `postedResult`: the error quotes a JSON-RPC answer as the body of a refused POST;
 * - `hostGuard`: a 421 shown to be the Python SDK's transport security refusing the Host header;
 * - `transport`: when the reader gave the event none, the TypeScript SDK client transport whose module a frame under the
 *   words names (`clientTransportOfFrames`) — the words' request's transport, not their session's.
 */
import type { Transport, WireEvent } from '../events.js';
import { BRIDGE_RESULT_TEXT_RE, BRIDGE_WAIT_RESULT_RE, PY_TOOL_RAISED_RE, RESULT_CONTENT_TEXT_RE } from '../protocol/reasons.js';
import { postedResult } from './hosts/phrase.js';
import { uvicornAccessLine } from './hosts/http-exchange.js';

/** The id of the JSON-RPC answer an "Error POSTing to endpoint: {…}" quotes (HostSaid.postedAnswerId). */
const POSTED_ANSWER_ID_RE = /\bError POSTing to endpoint: \{[^{}]*?"id"\s*:\s*(-?\d+|"[^"]*")/;

/**
 * The TypeScript SDK's local "Connection closed" (-32000) raised by the requester's own close: the stack under it runs
 * from Client._onclose up through the transport's close() to Client.close() — the host shut its connection down with
 * the request open (Gemini CLI's IDE client disconnected by its exit cleanup, the diff call still waiting:
 * google-gemini/gemini-cli#8434). A process that exited or a stream that ended raises the same error from the
 * transport's own handler (`ChildProcess.<anonymous>` … client/stdio.js: d-kimuson/modular-mcp#16), never through
 * Client.close. A deliberate close with the call open, no cancel and no timer: abandoned (docs/causes.md, step 5).
 */
const OWN_CLOSE_STACK_RE = /\bat (?:Client|Protocol)\._onclose \([\s\S]{0,1000}?\bat (?:Client|Protocol)\.close \(/;
/**
 * The same close seen from a stdio transport: the SDK spawns its child with its own AbortSignal and its close() aborts
 * it, so Node kills the child and raises the AbortError the transport answers with onclose ("Expected when close() is
 * called", the SDK's client/stdio.js): the stack runs from Client._onclose through the transport's handler down to
 * `abortChildProcess` and `AbortSignal.onAbortListener` in node:child_process and ends in the abort, not in Client.close
 * (MCPHub closing a server it was still connecting, right after "Skipping disabled server": samanhappy/mcphub#33). A
 * child that died on its own raises it from `maybeClose` / `ChildProcess._handle.onexit` instead (samanhappy/mcphub#900).
 */
const OWN_ABORT_STACK_RE = /\bat (?:Client|Protocol)\._onclose\s*\([\s\S]{0,1500}?\bat abortChildProcess \(node:child_process\b/;
/**
 * The Python SDK's transport security's own words for the Host it refused: its body of the 421 ("Invalid Host header")
 * and its warning ("Invalid Host header: <host>"), both from TransportSecurityMiddleware (mcp/server/transport_security.py).
 */
const INVALID_HOST_RE = /\bInvalid Host header\b/;

/**
 * Whether a 421's line shows the Python SDK's transport security behind it (HostSaid.hostGuard): uvicorn's access line
 * (the ASGI server the SDK's HTTP transports run under, which answers no 421 of its own) or the SDK's words for the
 * refused Host. The transports spec asks servers to validate the Origin header against DNS rebinding and to refuse an
 * invalid one with 403; refusing the Host with 421 is the SDK's own choice, not a rule another server follows.
 */
export function hostGuardRefusal(e: WireEvent): boolean {
  if (e.said?.status !== 421) return false;
  const text = e.text ?? '';
  return uvicornAccessLine(text) || INVALID_HOST_RE.test(text) || INVALID_HOST_RE.test(e.said.error ?? '');
}

/**
 * A frame of one of the TypeScript SDK's client transports (`…/@modelcontextprotocol/sdk/dist/esm/client/stdio.js:85:77`,
 * `…\\sdk\\dist\\client\\stdio.js` in older builds without the esm/cjs folder, `src/client/streamableHttp.ts` as a source
 * map names it). The module is the transport: an error raised through `client/stdio.js`'s child-process handler was
 * raised by a stdio connection, one through `client/streamableHttp.js` by a Streamable HTTP one, `client/sse.js` by the
 * legacy HTTP+SSE one (5ire's 'MCP error -1: Connection closed' from `ChildProcess.<anonymous> (…\\client\\stdio.js)`:
 * nanbingxyz/5ire#221). A bundled host's frames (`index.js:179189:43`) name no module and say nothing.
 */
const TS_CLIENT_TRANSPORT_MODULE_RE = /@modelcontextprotocol[\\/]sdk[\\/](?:dist[\\/](?:esm[\\/]|cjs[\\/])?|src[\\/])?client[\\/](stdio|streamableHttp|sse)\.[jt]s:\d+(?::\d+)?(\)|(?=\s|$))/g;
/**
 * A frame's `at ` before the module on its line (or `at` ending the line above it, the line break its space). With the
 * module's `:line[:col]` (TS_CLIENT_TRANSPORT_MODULE_RE) and, when a `)` closes it, the `(` that opened it after the
 * `at`, this is Node's frame (`at Fn (<path>:l:c)`, or `at <path>:l:c` for an anonymous function): a sentence that
 * names the module ("I looked at node_modules/…/client/sse.js") or an import path is not one. Returns the index after
 * the last `at ` on the module's line, -1 when none.
 */
function lastFrameAt(head: string): number {
  for (let i = head.lastIndexOf('at'); i >= 0; i = i === 0 ? -1 : head.lastIndexOf('at', i - 1)) {
    if ((i === 0 || !/\w/.test(head[i - 1]!)) && /\s/.test(head[i + 2] ?? '')) return i + 3;
  }
  return -1;
}
const FRAME_AT_LINE_END_RE = /\bat$/;
const FRAME_TRANSPORT: Readonly<Record<string, Transport>> = { stdio: 'stdio', streamableHttp: 'streamable-http', sse: 'http+sse' };

/** The transport a TypeScript SDK client transport's frame in `e`'s stack (or its words) names, null when none does. */
export function clientTransportOfFrames(e: WireEvent): Transport | null {
  return clientTransportOfFrame(e.stack === undefined ? (e.text ?? '') : `${e.text ?? ''}\n${e.stack}`);
}

/** The transport a TypeScript SDK client transport's frame in `text` names (TS_CLIENT_TRANSPORT_MODULE_RE with a frame's `at` before it), else null. */
export function clientTransportOfFrame(text: string): Transport | null {
  if (!text.includes('client')) return null;
  // The module first, then a frame's `at` before it on its line: one pattern with the `at` first and any words between
  // (`\bat\s[^\n]*?<module>`) retries the rest of the line from every `at`, seconds on a long line full of them.
  for (const m of text.matchAll(TS_CLIENT_TRANSPORT_MODULE_RE)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const above = lineStart === 0 ? '' : text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    const head = text.slice(lineStart, m.index);
    // The start of the frame's words: after the last `at ` on the module's line, else the line itself under an `at`.
    let from = lastFrameAt(head);
    if (from === -1 && FRAME_AT_LINE_END_RE.test(above)) from = 0;
    if (from === -1) continue;
    // `(<path>:l:c)`: its `(` is after the `at`.
    if (m[2] === ')' && !head.includes('(', from)) continue;
    return FRAME_TRANSPORT[m[1]!]!;
  }
  return null;
}

const SDK_CONNECTION_CLOSED_RE = /\bMCP error ?-?32000: ?Connection closed?\b/;

/** Whether `e`'s words are the SDK's local "Connection closed" and its frames show the requester's own close. */
export function closedByRequester(e: WireEvent): boolean {
  if (!SDK_CONNECTION_CLOSED_RE.test(e.said?.error ?? '')) return false;
  // The frames a line reader kept apart from the words (WireEvent.stack), or a stack inside the words themselves.
  const text = e.stack === undefined ? (e.text ?? '') : `${e.text ?? ''}\n${e.stack}`;
  return OWN_CLOSE_STACK_RE.test(text) || OWN_ABORT_STACK_RE.test(text);
}

/** Sets the facts of `e.said` that its line shows (every event with words passes here as it is emitted). */
export function readSaidFacts(e: WireEvent): void {
  const said = e.said;
  if (said === undefined) return;
  if (said.error !== undefined && closedByRequester(e)) said.closedBy = 'requester';
  // The transport the frames under the words name, when the reader's line gave none (clientTransportOfFrames): under an
  // error's words, or under the SDK's close read as its own kind, whose row keeps no error (mcp-remote's reader, which
  // keeps the frames in the line's text: the proxy's 'McpError: MCP error -32000: Connection closed' over
  // client/stdio.js's ChildProcess frame, d-kimuson/modular-mcp#16). The frames are this error's, so the transport is
  // its request's (HostSaid.transport), not the session's.
  if (e.transport === null && said.transport === undefined && (said.error !== undefined || said.kind === 'connection-closed')) {
    const t = clientTransportOfFrames(e);
    if (t !== null) said.transport = t;
  }
  // A failure read inside result content blocks (reasons.ts RESULT_CONTENT_TEXT_RE: hjlarry/dify-plugin-mcp_agent#1).
  if (e.text !== undefined && RESULT_CONTENT_TEXT_RE.test(e.text)) said.inResult = true;
  // … or a stdio bridge's own isError result for a call it could not forward (reasons.ts BRIDGE_RESULT_TEXT_RE:
  // hangwin/mcp-chrome#102), in the "text" member a chat app's tool card shows.
  else if (e.text !== undefined && BRIDGE_RESULT_TEXT_RE.test(e.text)) said.inResult = true;
  // … or the same bridge's result for its own wait on the extension, the card's whole text (BRIDGE_WAIT_RESULT_RE:
  // hangwin/mcp-chrome#100): its timeout is the server's, behind it.
  else if (e.text !== undefined && BRIDGE_WAIT_RESULT_RE.test(e.text)) said.inResult = true;
  // FastMCP's "Error executing tool <name>: …" (reasons.ts PY_TOOL_RAISED_RE), read on the whole line the tool name is in.
  if (e.text !== undefined && PY_TOOL_RAISED_RE.test(e.text)) said.toolRaised = true;
  // A 421 the Python SDK's transport security answered (hostGuardRefusal).
  if (hostGuardRefusal(e)) said.hostGuard = true;
  // The answer a refused POST's words quote (the timeline joins two echoes of one refusal by it; the classifier reads a
  // whole result there as work the server did).
  if (said.error !== undefined && said.error.includes('Error POSTing to endpoint: ')) {
    const id = POSTED_ANSWER_ID_RE.exec(said.error);
    if (id !== null) said.postedAnswerId = id[1]!;
    if (postedResult(said.error) !== null) said.postedResult = true;
  }
}
