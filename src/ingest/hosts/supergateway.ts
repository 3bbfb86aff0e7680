/**
 * supergateway (supercorp-ai/supergateway): `[supergateway] …` on stderr, no clock. Bodies are
 * printed as JSON ("SSE → Child (session …): {…}") or util.inspect objects ("Stdio → SSE: { … }"),
 * read as messages; the phrases are its own errors.
 */
import type { HostPhrase } from './phrase.js';
import { answerWithoutConnection } from './typescript-sdk.js';

export const supergatewayPhrases: readonly HostPhrase[] = [
  {
    // SSE-to-stdio and Streamable-HTTP-to-stdio modes: the gateway starts its SDK client's connect to the remote server.
    // Up to 2.x the connect (the SSE client's GET, its endpoint event, then the client's initialize) ran right here,
    // before the stdio side listened: "Connecting to SSE..." with nothing after it is a handshake still waiting
    // (supercorp-ai/supergateway#27: a server whose stream the SDK's client never got going). From the lazy initialize
    // (supergateway 40dd752, April 2025) the connect waits for the host's own initialize, "Stdio server listening"
    // follows at once and ends this wait (supergateway/stdio-listening); the initialize is then the host's, read from
    // its "Stdio → SSE:" body.
    id: 'supergateway/connecting',
    said: 'connecting',
    hint: 'Connecting to ',
    re: /^Connecting to (?:SSE|Streamable HTTP)\.\.\.$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['supercorp-ai/supergateway#27', 'supercorp-ai/supergateway#43'],
  },
  {
    // Its SDK client's connect to the remote server returned, the initialize answered: the gateway's own before the lazy
    // initialize, the host's forwarded one from it on (supergateway sseToStdio.ts, streamableHttpToStdio.ts; the line
    // after "Stdio → SSE: { … method: 'initialize' … }" in runebookai/tome#50).
    id: 'supergateway/connected',
    said: 'connected',
    hint: ' connected',
    re: /^(?:SSE|Streamable HTTP) connected$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['runebookai/tome#50', 'supercorp-ai/supergateway#19'],
  },
  {
    // The gateway's stdio side is up. Before the lazy initialize it was printed after the remote connect returned; from
    // it on, right after "Connecting to …" with the remote connect deferred to the host's initialize. Either way no
    // connect of the gateway's own is waiting once it is said (the stdio server's start, supergateway sseToStdio.ts).
    id: 'supergateway/stdio-listening',
    said: 'connected',
    hint: 'Stdio server listening',
    re: /^Stdio server listening$/,
    scope: 'connection',
    seen: ['supercorp-ai/supergateway#19', 'runebookai/tome#50'],
  },
  {
    // SSE-to-stdio mode: the remote server answered the forwarded request with an error, which
    // supergateway prints (with a stack) and relays to the stdio client.
    id: 'supergateway/request-error',
    said: 'failed',
    hint: 'Request error: ',
    re: /^Request error: (?<error>McpError: MCP error -?\d+: .+)$/,
    seen: ['runebookai/tome#50'],
  },
  {
    // Streamable-HTTP-to-stdio (and SSE-to-stdio) mode: the bridge's client transport to the remote server closed,
    // and supergateway exits with it (a request it had forwarded is never answered: the initialize right before it in
    // docker/mcp-gateway#412; the last line after its reconnects ran out in supercorp-ai/supergateway#212). A server
    // logging each HTTP response's close in the same words is not this: only supergateway's own `[supergateway]` lines
    // are read against these rows.
    id: 'supergateway/remote-connection-closed',
    said: 'connection-closed',
    hint: ' connection closed',
    re: /^(?<error>(?:Streamable HTTP|SSE) connection closed)$/,
    scope: 'connection',
    seen: ['docker/mcp-gateway#412', 'supercorp-ai/supergateway#212'],
  },
  {
    // SSE-to-stdio mode: after "Connecting to SSE..." the gateway connects its SDK client to the remote server, whose
    // SSEClientTransport opens the event stream first and rejects with "SSE error: Non-200 status code (N)" when the GET
    // is answered with another status; supergateway prints the rejection as its "Fatal error:" and exits
    // (supercorp-ai/supergateway#43: the tunnel's root address given without the /sse path, answered 404). The connect
    // ended before its initialize could be posted, as the SDK's words read elsewhere (generic/connect-sse-non-200).
    id: 'supergateway/fatal-sse-non-200',
    said: 'failed',
    hint: 'Non-200 status code',
    re: /^Fatal error: (?:SseError: )?(?<error>SSE error: Non-200 status code \((?<status>\d{3})\))/,
    method: 'initialize',
    scope: 'connection',
    seen: ['supercorp-ai/supergateway#43'],
  },
];

/**
 * Node's print of the error that ends supergateway's process, written without its `[supergateway]` prefix (an uncaught
 * error goes to stderr as Node formats it), read among its lines.
 */
export const supergatewayCrashPhrases: readonly HostPhrase[] = [
  {
    // Streamable-HTTP-out modes: the stdio child answered a request whose HTTP request was already closed (the client
    // gave up and went away before a slow child answered), the SDK's server transport refused to send it ("No
    // connection established for request ID: <id>") and the un-awaited rejection ended the gateway (3.4.x; caught in
    // 4.0.0). The child answered; the requester never got it (supercorp-ai/supergateway#84, #143, #157; the same
    // throw when agentgateway drove it: #165).
    // The SDK's own row (its words, what they say), under supergateway's id and threads.
    ...answerWithoutConnection,
    id: 'supergateway/answer-without-connection',
    seen: ['supercorp-ai/supergateway#84', 'supercorp-ai/supergateway#143', 'supercorp-ai/supergateway#157', 'supercorp-ai/supergateway#165'],
  },
];
