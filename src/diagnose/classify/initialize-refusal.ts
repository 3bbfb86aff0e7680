/**
 * Whether an initialize refused in session words is the server's own failure or a session it no longer knows, by the
 * HTTP transport it went over (docs/causes.md, session-expired). Shared by the wire's reading of an error answer
 * (answered.ts) and a host's words for the refused POST (host-words.ts).
 */
import type { RequestFacts } from '../facts.js';

/** A server's words for "this request needs a session it does not have" (not "the session it names is gone"). */
const NEEDS_A_SESSION_RE = /Server not initialized|No valid session ID provided/i;

/**
 * Words that show the legacy HTTP+SSE transport (2024-11-05), whose session is the GET /sse stream's and whose every
 * message, the initialize too, is POSTed to the endpoint the stream named with the session in its query: that endpoint
 * (`/messages?sessionId=`, the Python SDK's `?session_id=`), the TypeScript SDK example servers' refusal from it, which
 * names the query's `sessionId` ("No transport found for sessionId": modelcontextprotocol/typescript-sdk#302), an SSE
 * transport's name (`SSEClientTransport`), or the stream's GET of /sse.
 */
const LEGACY_SSE_RE = /\/messages\/?\?session_?id=|\b(?:No|Transport not) (?:transport )?found for sessionId\b|\bSSE ?(?:Client|Server)? ?Transport\b|\bGET \S*\/sse\b/i;
/** Words that show Streamable HTTP (2025-03-26 on): its name, or its session header. */
const STREAMABLE_RE = /\bStreamable ?HTTP\b|\bMcp-Session-Id\b/i;

/**
 * Whether a refusal of an initialize in session words is the server's own failure rather than a session it no longer
 * knows (docs/causes.md, ruled 2026-12-03): never on the legacy HTTP+SSE transport, always on Streamable HTTP, and with
 * the transport unknown only for the words for "this request needs a session". The transport the timeline knows wins
 * over the words; the words are read only when it names neither HTTP transport.
 */
export function initializeRefusalIsServers(transport: RequestFacts['transport'], msg: string): boolean {
  if (transport === 'http+sse' || (transport !== 'streamable-http' && LEGACY_SSE_RE.test(msg))) return false;
  return transport === 'streamable-http' || STREAMABLE_RE.test(msg) || NEEDS_A_SESSION_RE.test(msg);
}
