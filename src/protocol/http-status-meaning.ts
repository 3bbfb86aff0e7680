/**
 * What an HTTP status answering an MCP endpoint's exchange means by the transport's rules and an SDK's behaviour,
 * for the statuses whose meaning is specific enough to say: a server access line (uvicorn's `"POST /mcp HTTP/1.1" 421
 * Misdirected Request`) pasted alone names no method and no body, and the status is all it says. Pure.
 *
 * - 421 Misdirected Request: the Python SDK's transport security (`TransportSecurityMiddleware.validate_request` in
 *   mcp/server/transport_security.py) answers a Host header not in its allowed hosts with 421 and the body `Invalid
 *   Host header`, logging `Invalid Host header: <host>` (FastMCP and the SDK turn it on for loopback hosts by default;
 *   bethington/ghidra-mcp#161, rstierli/fortianalyzer-mcp#6); a refused Origin it answers 403 `Invalid Origin header`.
 *   The transports spec's clause on DNS rebinding speaks of the Origin header only (servers MUST validate it; an
 *   invalid one is answered 403) and says nothing of the Host or of 421: the 421 is that SDK's own choice, and any
 *   other server or proxy may answer 421 for its own reasons (RFC 9110 §15.5.20). So the meaning is said only where
 *   the line shows that SDK (HostSaid.hostGuard; diagnose/classify/host-words.ts).
 * - 406 Not Acceptable: Streamable HTTP requires the client's POST to accept both `application/json` and
 *   `text/event-stream` (and a GET `text/event-stream`); the SDKs refuse an Accept header that lists neither or one
 *   (homeassistant-ai/ha-mcp#750).
 * - 405 Method Not Allowed: the endpoint serves no such method (spec: a server that offers no GET stream MUST answer
 *   405 to the GET; a legacy HTTP+SSE stream path takes no POST).
 * - 307 / 308: a redirect, Starlette's to the mount's path with a trailing slash (`/mcp` → `/mcp/`:
 *   modelcontextprotocol/python-sdk#732, BerriAI/litellm#23688). The message reached no handler; a client that does
 *   not repeat the POST with its body at the new location never sends it there. No cause in the contract says that.
 */
export type HttpStatusMeaning = 'host-refused' | 'not-acceptable' | 'method-not-allowed' | 'redirected';

export function httpStatusMeaning(status: number): HttpStatusMeaning | null {
  switch (status) {
    case 421:
      return 'host-refused';
    case 406:
      return 'not-acceptable';
    case 405:
      return 'method-not-allowed';
    case 307:
    case 308:
      return 'redirected';
    default:
      return null;
  }
}

/** Whether a status is a redirect the client must repeat its request at the new location for (307/308 keep the method and body). */
export function isRedirectStatus(status: number): boolean {
  return httpStatusMeaning(status) === 'redirected';
}
