/**
 * The request a Rust SDK (rmcp) client was waiting on when its transport closed, read from rmcp's own words.
 *
 * rmcp's `ClientInitializeError::ConnectionClosed(context)` displays as "connection closed: <context>", the context
 * naming the answer it awaited: "initialize response" for the legacy handshake, "discover response" for the
 * `server/discover` probe a 2026-07-28 client opens with in rmcp's Auto and Discover lifecycle modes (rmcp's own tests
 * retry the legacy handshake only after `ConnectionClosed("discover response")`). Every app built on rmcp prints it
 * inside its own sentence (goose: "failed to initialize MCP client: connection closed: discover response",
 * aaif-goose/goose#11965; Snow App: "Failed to initialize external MCP stdio server x: connection closed: discover
 * response", MayDay-wpf/snow-app#56), and the rows that read those sentences imply the handshake's initialize. When the
 * words name the discover answer, and not the initialize's too, the request that died with the connection was the
 * probe.
 */

const DISCOVER_AWAITED_RE = /connection\s+closed:\s+discover\s+response|ConnectionClosed\(\s*\\?"discover response\\?"\s*\)/i;
const INITIALIZE_AWAITED_RE = /connection\s+closed:\s+initialize\s+response|ConnectionClosed\(\s*\\?"initialize response\\?"\s*\)/i;

/**
 * The method a row implied for `text`, corrected by rmcp's awaited-response words: `server/discover` in place of an
 * implied `initialize` when the text says rmcp was awaiting the discover answer (and not an initialize answer).
 */
export function awaitedMethod(implied: string, text: string): string {
  if (implied !== 'initialize' || !text.includes('discover')) return implied;
  return DISCOVER_AWAITED_RE.test(text) && !INITIALIZE_AWAITED_RE.test(text) ? 'server/discover' : implied;
}
