/**
 * Who closed the TypeScript SDK's transport under its local "Connection closed" (-32000): a reading of the stack frames
 * a log printed with the words, made where the frames are read (the readers keep them in WireEvent.stack, or inside the
 * words' own text), and handed on as a fact (HostSaid.closedBy) that the classifier reads without parsing frames.
 */
import type { WireEvent } from '../events.js';

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
const SDK_CONNECTION_CLOSED_RE = /\bMCP error ?-?32000: ?Connection closed?\b/;

/** Whether `e`'s words are the SDK's local "Connection closed" and its frames show the requester's own close. */
export function closedByRequester(e: WireEvent): boolean {
  if (!SDK_CONNECTION_CLOSED_RE.test(e.said?.error ?? '')) return false;
  // The frames a line reader kept apart from the words (WireEvent.stack), or a stack inside the words themselves.
  const text = e.stack === undefined ? (e.text ?? '') : `${e.text ?? ''}\n${e.stack}`;
  return OWN_CLOSE_STACK_RE.test(text) || OWN_ABORT_STACK_RE.test(text);
}

/** Sets `e.said.closedBy` when the frames show the requester's own close (every event passes here as it is emitted). */
export function readClosedBy(e: WireEvent): void {
  if (e.said?.error !== undefined && closedByRequester(e)) e.said.closedBy = 'requester';
}
