/**
 * A Streamable HTTP server's own application log, in no SDK's words: the server logs each POST it refuses for a session
 * it does not hold, with the refused message's method among the structured fields after the sentence
 * (`09:14:08 WARN Session not found {"sessionId":"…","bodyMethod":"tools/call"}`, after its own `Session expired {…}`
 * for the idle session: a stateful server with a session TTL whose client, Codex on rmcp 0.15, never re-initialized after
 * the 404s: modelcontextprotocol/rust-sdk#733). The sentence alone is any program's; the method field after it is what
 * makes it a refused MCP request, so the row asks for both. And a server framework's own lines about its streams
 * (mcp-handler's Redis-backed legacy SSE). Read by the reader of last resort.
 */
import type { HostPhrase } from './phrase.js';

const METHOD = String.raw`initialize|ping|tools/(?:list|call)|resources/(?:list|read|templates/list|subscribe|unsubscribe)|prompts/(?:list|get)|completion/complete|logging/setLevel`;

export const serverAppPhrases: readonly HostPhrase[] = [
  {
    // The refusal names its message's method in a JSON field (`method`, or the body's method as `bodyMethod`): the
    // request the server turned away for its unknown session — failed on the session, never run.
    id: 'server-app/session-not-found-method-field',
    said: 'session-not-found',
    speaker: 'server',
    hint: 'Session not found',
    re: new RegExp(String.raw`\b(?<error>Session not found)\s+\{[^{}]*?"(?:body|rpc)?[Mm]ethod"\s*:\s*"(?<method>${METHOD})"`),
    seen: ['modelcontextprotocol/rust-sdk#733'],
  },
  {
    // mcp-handler's (vercel/mcp-handler) legacy SSE endpoint behind Redis: each GET stream subscribes to its session's
    // Redis channel, `requests:<sessionId>`, where the message endpoint publishes the POSTed messages, and logs it bare
    // ("Subscribed to requests:<uuid>", after "Got new SSE connection"). A stream opened, no request: the channel name
    // with a session id is the handler's alone, which is what lets a file of these lines be read at all. The lines that
    // end the stream's wait ("max duration reached", "client hang up", then "Done") are left as words: whole lines any
    // program may print, and in this handler's log they end no request it named (vercel/mcp-handler#40).
    id: 'server-app/mcp-handler-sse-subscribed',
    said: 'connecting',
    speaker: 'server',
    hint: 'Subscribed to requests:',
    re: /^Subscribed to requests:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    seen: ['vercel/mcp-handler#40'],
  },
];
