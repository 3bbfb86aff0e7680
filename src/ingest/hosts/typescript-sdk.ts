/**
 * Sentences of the TypeScript SDK's client that hosts built on it print as they are (an error's
 * message in a host's own line). Shared by the host catalogues: a host appends these after its
 * own rows (its own wording wins).
 * Wording: shared/reference/sdk-behaviour.md (observed by running v1 1.32 and v2 2.4).
 */
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';

export const typescriptSdkPhrases: readonly HostPhrase[] = [
  {
    // v1 ≥ 1.6: McpError(RequestTimeout, -32001); ≤ 1.0.4 used -2 — the SDK cancels the request with this as the reason.
    id: 'typescript-sdk/request-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Request timed out',
    // v2 (@modelcontextprotocol/client): SdkError(RequestTimeout), printed by its class, no code.
    re: new RegExp(String.raw`${SDK_TIMED_OUT}|\bSdkError: Request timed out\b`),
    seen: ['johnhuang316/code-index-mcp#30', 'cline/cline#1712', '@modelcontextprotocol/client 2.4 runs (shared sdk-behaviour notes)'],
  },
  {
    // Its maxTotalTimeout cap: at the first progress past it the caller is rejected with McpError(-32001, "Maximum total
    // timeout exceeded", {maxTotalTimeout, totalElapsed}) and nothing is sent at that moment (shared sdk-behaviour notes;
    // the cap enforced only on progress: modelcontextprotocol/typescript-sdk#2695). The caller's wait ended on the SDK's
    // own timer; what that leaves the request is the verdict's (diagnose/classify/host-words.ts timerFired).
    id: 'typescript-sdk/max-total-timeout',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Maximum total timeout exceeded',
    re: /(?:MCP error -32001: |SdkError: )(?<error>Maximum total timeout exceeded)\b/,
    seen: ['modelcontextprotocol/typescript-sdk#2695', '@modelcontextprotocol/sdk 1.32 runs (shared sdk-behaviour notes)'],
  },
  {
    // The same error serialized with JSON.stringify: an Error's message and stack are not own enumerable properties,
    // so only the McpError's code, its data ({timeout}) and the name a caller copied onto it survive
    // ('{"code":-32001,"data":{"timeout":60000},"name":"McpError"}': modelcontextprotocol/typescript-sdk#404). The code
    // and the timeout in data are the SDK's request timer and its limit (a bare number: milliseconds).
    id: 'typescript-sdk/request-timed-out-json',
    said: 'timer-fired',
    timer: 'sdk',
    hint: '-32001',
    re: /^(?=.*"name"\s*:\s*"McpError")(?=.*"data"\s*:\s*\{\s*"timeout"\s*:\s*(?<limit>\d+)\s*\})(?<error>.*?"code"\s*:\s*-32001\b.*)$/,
    seen: ['modelcontextprotocol/typescript-sdk#404'],
  },
  {
    // The caller's abort of a pending request (AbortSignal): the SDK sends notifications/cancelled with the signal's
    // reason and rejects the call; hosts print the rejection under the SDK's error class and the -32001 code, the
    // reason being the DOMException's ("AbortError: The operation was aborted." — a person pressing Escape during a
    // Playwright test_run call that kept running on the server: microsoft/playwright#38937; "This operation was
    // aborted" in Node, an abort mid-call raising McpError(-32001): apify/apify-mcp-server#1197). Not
    // AbortSignal.timeout()'s "… aborted due to timeout", which is a timer's.
    id: 'typescript-sdk/request-aborted',
    said: 'cancelled',
    hint: 'operation was aborted',
    re: /MCP error -32001: (?<error>AbortError: (?:This|The) operation was aborted)(?! due to timeout)\.?/,
    seen: ['microsoft/playwright#38937', 'apify/apify-mcp-server#1197'],
  },
  {
    // The same abort given a reason, the one the SDK's docs and the spec's example use: the cancel carries it and the
    // caller is rejected with it under -32001 ("McpError: MCP error -32001: User requested cancellation"), or under
    // -32603 when the aborted call was task-augmented (callToolStream: shared sdk-behaviour notes, tasks). A person's
    // or the application's stop, as the words say (docs/causes.md user-cancel).
    id: 'typescript-sdk/request-aborted-reason',
    said: 'cancelled',
    hint: 'User requested cancellation',
    re: /MCP error (?:-32001|-32603): (?<error>User requested cancellation)\b/,
    seen: ['@modelcontextprotocol/sdk 1.32 runs (shared sdk-behaviour notes)'],
  },
  {
    // The Streamable HTTP and SSE client transports' error when the POST carrying a message is answered
    // with a non-2xx status: "Error POSTing to endpoint (HTTP <status>): <body>", the body being the HTTP
    // answer's (a proxy's page, a server's JSON-RPC error with id null), not a message on the stream.
    // Whatever host prints it: mcp-remote's "Error from remote server: Error: …" (punkpeye/mcp-remote#106),
    // LibreChat's "Ping failed: …" (jenkinsci/mcp-server-plugin#15), Cline's tool error
    // (jenkinsci/mcp-server-plugin#22), obot's proxy (obot-platform/obot#3266). Only the line: a stack follows.
    id: 'typescript-sdk/post-http-status',
    said: 'http-status',
    hint: 'Error POSTing to endpoint (HTTP ',
    re: /(?<error>Error POSTing to endpoint \(HTTP (?<status>\d{3})\):?[^\n]*)/,
    sending: true,
    bodyId: true,
    seen: ['punkpeye/mcp-remote#106', 'jenkinsci/mcp-server-plugin#15', 'jenkinsci/mcp-server-plugin#22', 'obot-platform/obot#3266', 'EBISPOT/ols4#998'],
  },
  {
    // Later v1 releases word the same refusal without the status ("Streamable HTTP error: Error POSTing to
    // endpoint: <body>", the status only in the error's `code`): the body is still the HTTP answer's
    // (samanhappy/mcphub#742, datagouv/datagouv-mcp#25: '{"jsonrpc":"2.0","id":"server-error","error":{…"Session
    // not found"}}'). The verdict reads the body's words.
    id: 'typescript-sdk/post-error',
    said: 'failed',
    hint: 'Error POSTing to endpoint: ',
    re: /(?<error>Error POSTing to endpoint: [^\n]*)/,
    sending: true,
    bodyId: true,
    seen: ['samanhappy/mcphub#742', 'datagouv/datagouv-mcp#25', 'Doist/todoist-mcp#309'],
  },
  {
    // The same refusal with an empty body, printed by util.inspect: the message ends at the colon (a paste trims the
    // empty body's trailing space) and the status is the error's `code` property on its own line under it, indented as
    // printed or trimmed by a record reader ("Error from MCP server: StreamableHTTPError: Streamable HTTP error: Error
    // POSTing to endpoint:" then "  code: 404": the Inspector's proxy POSTing an initialize to a path the server does
    // not serve, mcbodge/MudMCP#36). Only with that property line: a body on the next line is the body, which the rows
    // above and the readers' own joins read.
    id: 'typescript-sdk/post-error-status-property',
    said: 'http-status',
    hint: 'Error POSTing to endpoint:',
    re: /(?<error>Error POSTing to endpoint:)\n(?:[ \t]*[\w$]+: [^\n{]*\n){0,4}?[ \t]*code: (?<status>[1-5]\d\d),?[ \t]*(?:\n|$)/,
    sending: true,
    bodyId: true,
    seen: ['mcbodge/MudMCP#36'],
  },
  {
    // A client transport's send() when it holds no open connection (the SSE stream never opened or has
    // ended; the stdio process is gone): it throws "Not connected" and the request is never written. Its
    // stack names the transport, then Protocol.request, then the Client method that made the request
    // ("Error: Not connected at SSEClientTransport.send (…/sdk/dist/cjs/client/sse.js:139:19) … at
    // Client.ping (…": AnythingLLM's container log, its frames collapsed onto one line,
    // Mintplex-Labs/anythingllm-docs#181). The method is read from that frame (phrase.ts methodInWords); the
    // verdict reads "Not connected" (protocol/reasons.ts closed-client). Only with a client transport's
    // frame after it: a server transport's send says the same words about a response (python-sdk#432).
    id: 'typescript-sdk/transport-not-connected',
    said: 'failed',
    hint: 'Not connected',
    re: /(?:^|[\s:])(?:Error: )?(?<error>Not connected)\s+at (?:SSE|StreamableHTTP|Stdio|WebSocket)ClientTransport\.send\b/,
    seen: ['Mintplex-Labs/anythingllm-docs#181'],
  },
  {
    // v1: the transport closed under a pending request (ErrorCode.ConnectionClosed, -32000; ≤ 1.0.4 used -1, as
    // the timer's code was -2: "Error: MCP error -1: Connection closed" in 5ire, nanbingxyz/5ire#116).
    // The error is only ever a pending request's: Protocol._onclose rejects each response handler with it, and
    // a close with nothing pending raises nothing. Printed with the child's exit frames and nothing before it,
    // it is the initialize a client's connect was waiting on (LM Studio's MCP bridge when the server's command
    // could not run: ee0pdt/Godot-MCP#24; a Node client whose stdio child exited at spawn:
    // modelcontextprotocol/typescript-sdk#1049).
    id: 'typescript-sdk/connection-closed',
    said: 'connection-closed',
    pending: true,
    hint: 'Connection closed',
    // v2: SdkError(ConnectionClosed), printed by its class.
    re: /MCP error (?:-32000|-1): Connection closed|\bSdkError: Connection closed\b/,
    seen: ['@modelcontextprotocol/sdk 1.32 runs (shared sdk-behaviour notes)', 'nanbingxyz/5ire#116', 'ee0pdt/Godot-MCP#24', 'modelcontextprotocol/typescript-sdk#1049'],
  },
  {
    // Protocol._onresponse for an id with no handler: the answer to a request whose timer already
    // fired (the timeout removes the handler) or that was cancelled. Hosts print it via onerror
    // ("Connection error: …": anthropics/claude-code#62121, where the server's answer came seconds
    // after the host's 1 s timer). It says the server answered the request the host gave up on.
    id: 'typescript-sdk/late-response',
    said: 'completed',
    late: true,
    hint: 'Received a response for an unknown message ID',
    re: /Received a response for an unknown message ID/,
    seen: ['anthropics/claude-code#62121'],
  },
  {
    // The SDK's OAuth client registration refused (auth.js registerClient: `Dynamic client registration failed: HTTP
    // <status>`), printed alone as the error a client's connect ended with ("Error: Dynamic client registration failed:
    // HTTP 404", Claude Code at startup: ref-tools/ref-tools-mcp#30; the clients docs/causes.md cites print the same
    // words inside their own sentences). The connect's handshake never got credentials: its initialize failed. The status
    // is the registration endpoint's, not the MCP POST's, so it stays in the error text (docs/causes.md: a refused
    // registration after the 401 is the server's side turning the request away).
    id: 'typescript-sdk/client-registration-failed',
    said: 'failed',
    hint: 'Dynamic client registration failed',
    re: /^(?:Error: )?(?<error>Dynamic client registration failed: HTTP \d{3})\b/,
    method: 'initialize',
    scope: 'connection',
    seen: ['ref-tools/ref-tools-mcp#30'],
  },
  {
    // The same refusal in newer SDKs' words: registerClient (and the token exchange) throw parseErrorResponse's error,
    // which for a body that is not an OAuth error object reads `HTTP <status>: Invalid OAuth error response: <parse
    // error>. Raw body: <body>` (client/auth.js; Claude Code's /mcp details `Error:` row, a 404 whose body is Go's
    // `404 page not found`: xpzouying/x-mcp#5). The status is the OAuth endpoint's, not the MCP POST's, so it stays in
    // the error text as above.
    id: 'typescript-sdk/oauth-error-unparsed',
    said: 'failed',
    hint: 'Invalid OAuth error response',
    re: /^(?:Error: )?(?<error>HTTP [1-5]\d\d: Invalid OAuth error response: .*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['xpzouying/x-mcp#5'],
  },
];

/**
 * The Streamable HTTP server transport refusing to send an answer for a request whose HTTP request is already
 * closed (`send` finds no stream for the id: the client gave up and left before the answer). A server or gateway
 * that does not catch it crashes with this as its last words (supergateway 3.4.x: supercorp-ai/supergateway#143,
 * the SDK's frames under it; supergateway's own reader has the row as supergateway/answer-without-connection).
 * Exported: supergateway's crash rows read the same words (supergateway.ts).
 */
export const answerWithoutConnection: HostPhrase = {
  id: 'typescript-sdk/answer-without-connection',
  said: 'completed',
  late: true,
  undelivered: true,
  hint: 'No connection established for request ID',
  re: /No connection established for request ID: (?<id>[^\s,;]+)/,
  seen: ['supercorp-ai/supergateway#143', 'supercorp-ai/supergateway#157'],
};

/** Protocol.connect's refusal of a second transport (the row's doc below). */
export const ALREADY_CONNECTED = 'typescript-sdk/already-connected';

/**
 * Sentences TypeScript servers write on stderr about a request they sent to the client, with the
 * SDK's error for it. A harness or host that collects several servers' stderr mixes them into
 * other logs (scaleapi/mcp-atlas#17: a Python server's Rich log with these lines among it).
 */
export const typescriptServerPhrases: readonly HostPhrase[] = [
  answerWithoutConnection,
  {
    // A server's warning as it refuses a POST that is no initialize and names no session it holds: the Express handler
    // of the SDK's Streamable HTTP example, copied with this console.warn by many servers, then answers 400 "Bad
    // Request: No valid session ID provided" (later copies 404 when an id was sent). The object Node prints under the
    // words says what came (`sessionId: 'undefined'`, `hasInitializeRequest: false`); the words are the refusal of the
    // request the POST carried, whatever it was (Kuadrant/mcp-gateway#1419: a gateway's session-less liveness POST
    // refused by mcp-searxng 2.0.0).
    id: 'typescript-sdk/server-post-rejected-invalid-request',
    said: 'http-status',
    status: 400,
    speaker: 'server',
    hint: 'POST request rejected - invalid request',
    re: /^(?:\S{1,4}\s+)?(?:\[HTTP\] )?POST request rejected - invalid request:/,
    seen: ['Kuadrant/mcp-gateway#1419'],
  },
  {
    // The banner a stdio server built on the SDK writes to stderr once connected (the reference servers and
    // most built from their template: "Secure MCP Filesystem Server running on stdio"), often the only line a
    // container log of it holds (modelcontextprotocol/servers#879 under docker compose; open-webui/mcpo#109). A server
    // that prints its version between its name and the words keeps the name without it ("Docs Index MCP Server v2.1.0
    // running on stdio", the stderr a desktop host showed before its parse error: meltylabs/chorus#58).
    id: 'typescript-sdk/server-running-on-stdio',
    said: 'connected',
    hint: ' running on stdio',
    re: /^(?<server>\S.*\b[Ss]erver)(?: v?\d+(?:\.\d+){1,3}(?:-[\w.]+)?)? running on stdio\s*$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/servers#879', 'open-webui/mcpo#109'],
  },
  {
    // The reference filesystem server asks the client for its roots once initialized; the SDK's
    // error says how that request ended (-32001: its own timer; -32601: the client has no roots).
    id: 'typescript-sdk/server-roots-request-failed',
    said: 'failed',
    hint: 'Failed to request initial roots from client: ',
    re: /Failed to request initial roots from client: (?<error>.+)$/,
    method: 'roots/list',
    seen: ['scaleapi/mcp-atlas#17'],
  },
  {
    // The same request from servers that ask for roots on `initialized` and print the SDK's error under their own
    // words, `console.error("Failed to get roots:", error)`: Node prints the McpError's message and stack after it,
    // on one line or spread over many. The error is the client's answer: -32601 "Method not found" from a client
    // with no roots (cjo4m06/mcp-shrimp-task-manager#63), "No request handler configured" from a Go gateway's
    // mcp-go client relaying the server's stderr (burugo/one-mcp#10).
    id: 'typescript-sdk/server-get-roots-failed',
    said: 'failed',
    hint: 'Failed to get roots: ',
    re: /Failed to get roots: (?<error>(?:McpError: )?MCP error -?\d+: .+?)(?=\s+at \S|\s*$)/,
    method: 'roots/list',
    seen: ['cjo4m06/mcp-shrimp-task-manager#63', 'burugo/one-mcp#10'],
  },
  {
    // FastMCP (TypeScript) lists the client's roots once connected and logs a refusal under its own prefix, the
    // McpError and its stack on the following lines: "[FastMCP error] received error listing roots." then
    // "McpError: MCP error -32600: List roots not supported" (the Python SDK client's answer when it was given no
    // roots callback; brightdata/brightdata-mcp#16, punkpeye/fastmcp#37; FastMCP later stopped asking clients
    // that do not declare roots).
    id: 'typescript-sdk/fastmcp-listing-roots-failed',
    said: 'failed',
    hint: 'received error listing roots',
    re: /^\s*\[FastMCP (?:error|warning)\] received error listing roots\.?\s*$/,
    method: 'roots/list',
    seen: ['brightdata/brightdata-mcp#16', 'punkpeye/fastmcp#37'],
  },
  {
    // Node's error for a write to a pipe whose reader is gone: a stdio server's StdioServerTransport.send writing a
    // message after the client closed its end (before the SDK handled it, the unhandled 'error' event crashed the
    // server: modelcontextprotocol/typescript-sdk#1564). Printed as the server's own crash on its stderr
    // (dcSpark/shinkai-node#1154) or relayed by the client that launched it, each line under its prefix
    // ("Process error: Error: write EPIPE": rust-mcp-stack/rust-mcp-sdk#31); newer Node words it
    // "EPIPE: broken pipe, write". The message being written is lost with the pipe; the line does not say
    // which. A bare EPIPE is any Node program's: it makes a text an MCP log only beside the SDK's frames
    // (formats/jsonrpc-in-text.ts).
    id: 'typescript-sdk/stdio-write-epipe',
    said: 'failed',
    hint: 'EPIPE',
    re: /(?:^|[\s:])(?:Error: )?(?<error>write EPIPE|EPIPE: broken pipe, write)\s*$/,
    seen: ['dcSpark/shinkai-node#1154', 'rust-mcp-stack/rust-mcp-sdk#31', 'modelcontextprotocol/typescript-sdk#1564'],
  },
  {
    // Protocol.connect refusing a second transport on the same Client or Server object (SDK ≥ 1.26: "Already connected
    // to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per
    // connection."). A gateway that keeps one Server for every SSE connection throws it when a second client, or the
    // same client reconnecting, opens a stream; thrown in an async request handler nobody catches, Node prints it over
    // the SDK's frames and the process exits, every session it served gone with it (supergateway's stdioToSse:
    // supercorp-ai/supergateway#153, #112; MCP SuperAssistant's proxy, configToSse: srbhptl39/MCP-SuperAssistant#194).
    // Only the error's own line, not the `throw new Error('…')` source line Node prints above it; a bare copy of the
    // words is any program's quotation, so they claim a text only over the SDK's frames (formats/jsonrpc-in-text.ts).
    // And the refusal itself ends nothing: connect() throws before it touches the transport it holds (the SDK's own
    // test connects a second transport and finds the first still open); only the throw nobody caught, the process
    // exiting, ends the connections. So the row is read only with that evidence (typescriptServerQuotedPhrases).
    id: ALREADY_CONNECTED,
    said: 'connection-closed',
    hint: 'Already connected to a transport',
    re: /^\s*(?:Error: )?(?<error>Already connected to a transport\b[^\n]*?)\s*$/,
    scope: 'connection',
    seen: ['supercorp-ai/supergateway#153', 'supercorp-ai/supergateway#112', 'srbhptl39/MCP-SuperAssistant#194'],
  },
];

/**
 * A TypeScript server's last words before it crashed, which any program may print or quote without crashing: a pipe
 * write that failed (Node's EPIPE, any Node program's), an answer the Streamable HTTP transport had no stream for
 * (supercorp-ai/supergateway#143: a throw a caller may catch and log), a second connect() refused (it touches no
 * transport; only the uncaught throw, the process exiting, ends anything). Each means a connection's end or a server's
 * crash only over the SDK's frames or in Node's print of the uncaught throw.
 */
export const SERVER_CRASH_ROWS: ReadonlySet<string> = new Set(['typescript-sdk/stdio-write-epipe', answerWithoutConnection.id, ALREADY_CONNECTED]);

/**
 * The server's sentences as a list read without a look at the lines around them uses them (the words any client
 * without a reader shares, a Python server's log with other servers' stderr mixed in): all but a crash's last words
 * (SERVER_CRASH_ROWS), which the reader of last resort reads itself with the evidence (formats/jsonrpc-in-text.ts
 * crashWords).
 */
export const typescriptServerQuotedPhrases: readonly HostPhrase[] = typescriptServerPhrases.filter((r) => !SERVER_CRASH_ROWS.has(r.id));


/**
 * A Node stack through the TypeScript SDK's Protocol, read line by line: Protocol.request throws "Not connected" when
 * the Client or Server object holds no transport (it was closed: the peer's SSE stream went away), before anything is
 * written; the frames under that error name the object's method that made the request. FastMCP (TypeScript) pinging
 * a client whose SSE connection had closed, its interval's error emitted with no listener: "error: Error: Not
 * connected", "at new Promise (<anonymous>)", "at Server.request (…/shared/protocol.js…)", "at Server.ping (…)"
 * (punkpeye/fastmcp#15). The error line is a failure naming no request; the method's frame under it names the
 * request it was (timeline tracedBack, as for the .NET client's frames). Only the reader of last resort reads these,
 * and only with the SDK's frames in the text (its sniff).
 */
const PROTOCOL_METHOD_FRAMES: ReadonlyArray<readonly [string, string]> = [
  ['ping', 'ping'], ['callTool', 'tools/call'], ['listTools', 'tools/list'], ['listResources', 'resources/list'],
  ['listResourceTemplates', 'resources/templates/list'], ['readResource', 'resources/read'], ['listPrompts', 'prompts/list'],
  ['getPrompt', 'prompts/get'], ['complete', 'completion/complete'], ['createMessage', 'sampling/createMessage'],
  ['elicitInput', 'elicitation/create'], ['listRoots', 'roots/list'],
];

export const typescriptProtocolStackPhrases: readonly HostPhrase[] = [
  {
    id: 'typescript-sdk/protocol-not-connected',
    said: 'failed',
    hint: 'Not connected',
    // The whole line: the error printed by itself, or as an inspected object's `error:` member.
    re: /^\s*(?:error: )?Error: (?<error>Not connected)\s*$/,
    seen: ['punkpeye/fastmcp#15'],
  },
  ...PROTOCOL_METHOD_FRAMES.map(([fn, method]) => ({
    id: `typescript-sdk/protocol-frame-${fn.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    said: 'request-sent' as const,
    hint: `.${fn} (`,
    re: new RegExp(String.raw`^\s*at (?:Client|Server)\.${fn} \(`),
    method,
    seen: ['punkpeye/fastmcp#15'],
  })),
];
