/**
 * The MCP Inspector's proxy console (`npx @modelcontextprotocol/inspector`): connection lines and
 * `Error from MCP server: …` records. The console never names a request; most of its errors are
 * about the proxy's own streams (the idle SSE / GET stream cut), which carry no request, so only
 * the lines that speak of a connection or a session are labelled.
 */
import type { HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const own: readonly HostPhrase[] = [
  {
    id: 'inspector/new-connection',
    said: 'connecting',
    hint: 'New ',
    // Builds of mid-2025 name the transport as its option is spelled ("New streamable-http connection":
    // pathintegral-institute/mcpm.sh#158).
    re: /^New (?:StreamableHttp|streamable-http|STDIO|stdio|SSE|sse) connection(?: request)?/,
    scope: 'connection',
    seen: ['datagouv/datagouv-mcp#25', 'modelcontextprotocol/inspector#343', 'awslabs/mcp#1647', 'pathintegral-institute/mcpm.sh#158'],
  },
  {
    // A message from the web app carrying its session id: the app got that id in the answer to its
    // initialize (Streamable HTTP, session management), so the handshake is done; what the message was,
    // the console does not say (Azure/MCP#39, datagouv/datagouv-mcp#25). Not `sessionId undefined`: a POST
    // without a session is the web app's initialize itself arriving, before any answer (the proxy's /mcp
    // route logs the header it got: pathintegral-institute/mcpm.sh#158).
    id: 'inspector/session-message',
    said: 'connected',
    hint: ' message for sessionId ',
    re: /^Received (?:POST|GET) message for sessionId (?!undefined\b)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['Azure/MCP#39', 'datagouv/datagouv-mcp#25'],
  },
  {
    id: 'inspector/session-not-found',
    said: 'session-not-found',
    hint: 'Session not found',
    re: /Error from MCP server:[\s\S]*?(?<error>"message":"Session not found")(?:[\s\S]*?code: (?<status>\d{3}))?/,
    seen: ['datagouv/datagouv-mcp#25'],
  },
  {
    id: 'inspector/http-status',
    said: 'http-status',
    hint: ' from MCP server: ',
    re: /^Received (?<status>\d{3}) [\w ]+ from MCP server: (?<error>.+)/,
    seen: ['iannuttall/mcp-boilerplate#6'],
  },
  {
    // The proxy's connect route could not open the server's event stream: the SDK's SSE client error for a
    // refused GET ("Error in /sse route: SseError: SSE error: Non-200 status code (403)"), printed before any
    // message went out. The handshake never happened; the status is the stream's, not a request's answer
    // (anthonychu/azure-container-apps-mcp-sample#2; a URL pointing at the proxy itself, 404:
    // elevenlabs/elevenlabs-mcp#18).
    id: 'inspector/route-stream-refused',
    said: 'failed',
    hint: ' route: ',
    re: /^Error in \/(?:sse|stdio|mcp) route: (?:[A-Z]\w*Error: )?(?<error>SSE error: [^\n]*?Non-200 status code ?\(\d{3}\)[^\n]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['anthonychu/azure-container-apps-mcp-sample#2', 'elevenlabs/elevenlabs-mcp#18'],
  },
  {
    // The proxy's connect route could not reach the server's event stream at all: undici's "fetch failed" under the
    // SDK's SSE client error ("Error in /sse route: SseError: SSE error: TypeError: fetch failed: other side closed"),
    // the GET reset before any answer — a server in a container bound to 127.0.0.1, so the published port led
    // nowhere (microsoft/markitdown#1212). Printed by the route before any message went out: the handshake is lost with
    // the connection the proxy could not open. Not the same words under "Error from MCP server", an established
    // stream cut later ("terminated: other side closed": spring-projects/spring-ai#4173), which carry no request.
    id: 'inspector/route-stream-fetch-failed',
    said: 'connection-closed',
    hint: ' route: ',
    re: /^Error in \/(?:sse|stdio|mcp) route: (?:[A-Z]\w*Error: )?(?<error>SSE error: (?:TypeError: )?fetch failed\b[^\n]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/markitdown#1212'],
  },
  {
    // The proxy's connect route opened the server's event stream, and the SDK's SSE client refused the `endpoint`
    // event it carried ("Error in /sse route: Error: Endpoint origin does not match connection origin: <url>"): the
    // POST URL the server announced was on another origin than the stream — behind a TLS load balancer and a gateway
    // speaking plain HTTP to the server, the scheme came back http:// (apache/apisix#12138). Printed before any message
    // went out: the connect failed on what the server announced (reasons.ts SSE_ENDPOINT_REFUSED_RE).
    id: 'inspector/route-endpoint-refused',
    said: 'failed',
    hint: ' route: ',
    re: /^Error in \/(?:sse|stdio|mcp) route: (?:[A-Z]\w*)?Error: (?<error>Endpoint origin does not match connection origin\b[^\n]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['apache/apisix#12138'],
  },
  {
    // The proxy's legacy SSE route for the web app's POSTs (`/message?sessionId=…`, Inspector ≤ 0.13) could not hand
    // the message on: the transport for that session had no event stream to the browser open, so the SDK's
    // SSEServerTransport.handlePostMessage threw and the proxy answered the POST 500 in those words; the web app shows
    // "Error POSTing to endpoint (HTTP 500): SSE connection not established" (two tabs on one proxy running a tool:
    // modelcontextprotocol/inspector#451; the Streamable HTTP work's first builds: modelcontextprotocol/inspector#339).
    // The message was never forwarded; which one it was the console does not say. The line before it,
    // "Received message for sessionId <id>", is that POST arriving.
    id: 'inspector/message-route-refused',
    said: 'failed',
    hint: 'Error in /message route: ',
    re: /^Error in \/message route: (?:(?:[A-Z]\w*)?Error: )?(?<error>[^\n]+)/,
    seen: ['modelcontextprotocol/inspector#451', 'modelcontextprotocol/inspector#339'],
  },
  {
    // The proxy's forward of the web app's message failed below HTTP: its client transport's send threw undici's
    // "TypeError: fetch failed", the real reason in the `[cause]` util.inspect prints under the stack (ECONNREFUSED:
    // nothing listened at the URL the proxy was given, a router's port: pathintegral-institute/mcpm.sh#158). Only with
    // the send's frame (`StreamableHTTPClientTransport.send`, `SSEClientTransport.send`): the same words from the
    // transport's own GET stream (`_startOrAuthSse`, a headers timeout on the idle stream: Kuadrant/mcp-gateway#101)
    // carry no message. Which message it was the console does not say — on a connection that has carried nothing,
    // the initialize (HostSaid.sending).
    id: 'inspector/forward-network-failed',
    said: 'failed',
    hint: 'Error from MCP server: ',
    re: /^Error from MCP server: (?:TypeError: )?(?<error>fetch failed)\b[^\n]*(?:\n[^\n]*){0,6}?\n\s*at (?:async )?(?:StreamableHTTP|SSE)ClientTransport\.send\b/,
    sending: true,
    seen: ['pathintegral-institute/mcpm.sh#158'],
  },
  {
    id: 'inspector/connection-refused',
    said: 'connection-closed',
    hint: 'Connection refused',
    re: /(?<error>Connection refused\. Is the MCP server running\?)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/inspector#364'],
  },
  {
    // The Inspector's proxy answers a request it could not forward with a JSON-RPC error of code
    // -32001 carrying the send's error message (server/src/mcpProxy.ts), so its UI shows "MCP error
    // -32001: Error POSTing to endpoint (HTTP <status>): <body>" — the server's HTTP answer, not a
    // timer (Kuadrant/mcp-gateway#390).
    id: 'inspector/relayed-post-status',
    said: 'http-status',
    hint: 'Error POSTing to endpoint (HTTP ',
    re: /^MCP error -32001: (?<error>Error POSTing to endpoint \(HTTP (?<status>\d{3})\):?[\s\S]*)$/,
    seen: ['Kuadrant/mcp-gateway#390'],
  },
  {
    // The same relayed error without the status (an older SDK's StreamableHTTPError message: "Streamable
    // HTTP error: Error POSTing to endpoint: <body>"); the body's words say why (a session the server
    // does not know: agentic-community/mcp-gateway-registry#960). A JSON-RPC body is read as the message.
    id: 'inspector/relayed-post-error',
    said: 'failed',
    hint: 'Error POSTing to endpoint',
    re: /^MCP error -320\d\d: (?<error>(?:Streamable HTTP error: )?Error POSTing to endpoint:?[\s\S]*)$/,
    seen: ['agentic-community/mcp-gateway-registry#960'],
  },
];

/**
 * The proxy is a TypeScript SDK client: its "Error from MCP server: Error: <message>" records print the
 * SDK's own sentences as they are, a refused POST among them ("Error from MCP server: Error: Error POSTing
 * to endpoint (HTTP 500): <html>…500 - The request timed out…": Azure/MCP#39; "(HTTP 524)": a proxy's
 * timeout page, obot-platform/obot#3266). Its own rows first.
 */
export const inspectorPhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];
