/**
 * The Java SDK's client (io.modelcontextprotocol): a request timer that fires is Reactor's
 * TimeoutException naming McpClientSession.sendRequest; the method is in the stack frame of the
 * sync/async client method (McpSyncClient.listTools) on a following line.
 */
import type { HostPhrase } from './phrase.js';

/** Spring failing to build one SDK client bean (its initialize ran inside the factory); the rows below add the factory-method form. */
const CLIENT_BEAN_FAILED = String.raw`Failed to instantiate \[io\.modelcontextprotocol\.client\.Mcp(?:Sync|Async)Client\]`;

/** McpSyncClient / McpAsyncClient methods → wire methods (io.modelcontextprotocol.client). */
const CLIENT_METHODS = {
  initialize: 'initialize',
  listTools: 'tools/list',
  callTool: 'tools/call',
  listResources: 'resources/list',
  listResourceTemplates: 'resources/templates/list',
  readResource: 'resources/read',
  subscribeResource: 'resources/subscribe',
  unsubscribeResource: 'resources/unsubscribe',
  listPrompts: 'prompts/list',
  getPrompt: 'prompts/get',
  completeCompletion: 'completion/complete',
  setLoggingLevel: 'logging/setLevel',
  ping: 'ping',
} as const;
export const JAVA_CLIENT_METHODS: Readonly<Record<string, string>> = CLIENT_METHODS;

/** The id prefix of the client's initialization-check rows (one per client method, below). */
const JAVA_INIT_CHECK_PHRASE = 'java-sdk/client-not-initialized-';

export const javaSdkPhrases: readonly HostPhrase[] = [
  {
    // The Kotlin SDK's client transports refusing a send when their connection is not (or no longer) open: the legacy SSE
    // transport's `error("SseClientTransport is not initialized!")` after its stream dropped, so a tool call is never written
    // (an Android chat app whose first call worked and every later one failed once the network had flapped, its frames
    // through Protocol.request and the app's callTool: rikkahub/rikkahub#730). The request is the one the frames under it
    // name; the verdict reads the words (protocol/reasons.ts closed-client).
    id: 'kotlin-sdk/client-transport-not-initialized',
    said: 'failed',
    hint: 'ClientTransport is not initialized',
    re: /(?:^|[\s:])(?<error>(?:Sse|StreamableHttp|WebSocket|Stdio)ClientTransport is not initialized!?)/,
    seen: ['rikkahub/rikkahub#730'],
  },
  {
    // The Kotlin SDK's Protocol.doClose: the transport closed, and every request still waiting for its answer is completed
    // with McpException(CONNECTION_CLOSED, "Connection closed"), since 0.8 the message alone with no "MCP error <code>: "
    // before it (kotlin-sdk-core shared/Protocol.kt; the older McpError printed "MCP error -32000: Connection closed",
    // which the TypeScript SDK's row reads). Only a pending request gets it; with nothing else in the paste it is the
    // connect's (an Android chat app's error record, the class in brackets before the message and the trace in the same
    // JSON string: rikkahub/rikkahub#1373).
    id: 'kotlin-sdk/connection-closed',
    said: 'connection-closed',
    pending: true,
    hint: 'McpException',
    // The message ends there: at the line's end, at the JSON string's escaped newline or its closing quote, or before a
    // stack frame on the same line.
    re: /\bMcpException(?:\]|:)\s*(?<error>Connection closed)(?=\s*$|\\[nr]|["'}]|\s+at\s)/,
    seen: ['rikkahub/rikkahub#1373'],
  },
  {
    // Spring creating the client bean ran its initialize, and the SDK's request timeout ended it: "Failed to
    // instantiate [io.modelcontextprotocol.client.McpSyncClient]: Factory method 'mcpClient' threw exception with
    // message: java.util.concurrent.TimeoutException: Did not observe any item … within 10000ms in
    // 'Mono.deferContextual ⇢ at io.modelcontextprotocol.spec.McpClientSession.sendRequest(…)'"
    // (spring-ai-alibaba/website#204). Before the row below, which names no request.
    id: 'java-sdk/client-bean-initialize-timeout',
    said: 'timer-fired',
    hint: 'Did not observe any item or terminal signal within',
    // Spring AI's client auto-configuration builds every configured client in one bean, 'mcpSyncClients' (or
    // 'mcpAsyncClients'), and initializes each as it builds it: the same timeout under that factory method is an
    // initialize too ("Failed to instantiate [java.util.List]: Factory method 'mcpSyncClients' threw exception with
    // message: java.util.concurrent.TimeoutException: Did not observe any item … within 20000ms in
    // 'source(MonoDeferContextual)'": spring-projects/spring-ai#4615, alibaba/spring-ai-alibaba#1565, #2630).
    re: new RegExp(String.raw`(?:${CLIENT_BEAN_FAILED}|Factory method 'mcp(?:Sync|Async)Clients' threw exception).*?TimeoutException: Did not observe any item or terminal signal within (?<limit>\d+ms)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['spring-ai-alibaba/website#204', 'spring-projects/spring-ai#4615', 'alibaba/spring-ai-alibaba#1565', 'alibaba/spring-ai-alibaba#2630'],
  },
  {
    // The Java SDK's client (0.11+, LifecycleInitializer) replaces whatever ended its initialize with one McpError,
    // "Client failed to initialize by explicit API call": a Streamable HTTP endpoint that did not answer as one
    // (modelcontextprotocol/java-sdk#433, #451, #501, #882), the legacy SSE POST refused with a 400 logged just before
    // it (modelcontextprotocol/java-sdk#527). The handshake failed; why is what a line before it or its cause under it
    // says (the reader reads a 'Caused by:' the rows know in its place), else unknown.
    id: 'java-sdk/client-initialize-failed',
    said: 'failed',
    hint: 'Client failed to initialize by explicit API call',
    re: /(?<error>Client failed to initialize by explicit API call)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/java-sdk#433', 'modelcontextprotocol/java-sdk#451', 'modelcontextprotocol/java-sdk#501', 'modelcontextprotocol/java-sdk#527', 'modelcontextprotocol/java-sdk#882'],
  },
  {
    // The client's LifecycleInitializer logs the server's InitializeResult as it arrives ("Server response with Protocol:
    // <version>, Capabilities: …, Info: Implementation[…] and Instructions …", client/LifecycleInitializer.java doInitialize):
    // the initialize has its answer. What the client does after it (the initialized notification, its post-initialization
    // hook) is no part of that request (modelcontextprotocol/java-sdk#877, #685).
    id: 'java-sdk/client-initialize-answered',
    said: 'completed',
    hint: 'Server response with Protocol: ',
    re: /\bServer response with Protocol: [\w.-]{1,40}, Capabilities: /,
    method: 'initialize',
    seen: ['modelcontextprotocol/java-sdk#877', 'modelcontextprotocol/java-sdk#685'],
  },
  {
    // The legacy SSE client transport (HttpClientSseClientTransport, WebFluxSseClientTransport) cannot post a message
    // before the server's `endpoint` event has told it where: its sendMessage waits for that event (10 s in the SDK's
    // transports) and, when it never came, fails the message with "Failed to wait for the message endpoint" — the
    // client's own wait ran out and nothing was posted. Under Spring AI's client beans it is their initialize (an n8n
    // workflow's SSE URL: spring-projects/spring-ai#3178). Before the row below, which names no request.
    id: 'java-sdk/client-beans-endpoint-wait-failed',
    said: 'timer-fired',
    hint: 'Failed to wait for the message endpoint',
    re: new RegExp(String.raw`(?:${CLIENT_BEAN_FAILED}|Factory method 'mcp(?:Sync|Async)Clients?' threw exception).*?(?<error>Failed to wait for the message endpoint)`),
    method: 'initialize',
    scope: 'connection',
    timer: 'host',
    seen: ['spring-projects/spring-ai#3178'],
  },
  {
    // The same wait failing any other message: the request is the one a client frame under it names, else unknown
    // (a chat's request failing through McpClientSession.sendRequest: spring-projects/spring-ai#3287).
    id: 'java-sdk/endpoint-wait-failed',
    said: 'timer-fired',
    hint: 'Failed to wait for the message endpoint',
    re: /(?<error>Failed to wait for the message endpoint)/,
    timer: 'host',
    seen: ['spring-projects/spring-ai#3287', 'spring-projects/spring-ai#3178'],
  },
  {
    id: 'java-sdk/request-timeout',
    said: 'timer-fired',
    hint: 'Did not observe any item or terminal signal within',
    // With Reactor's assembly tracing the operator names the session's sendRequest (`Mono.create` or, in later
    // SDKs, `Mono.deferContextual`; `DefaultMcpSession` before 0.9: alibaba/spring-ai-alibaba#735); without it the
    // same timeout says only `source(MonoCreate)` (a JetBrains plugin's idea.log: carlrobertoh/ProxyAI#1185).
    // Later SDKs build the request with Mono.deferContextual, so without tracing it is `source(MonoDeferContextual)`
    // (McpSyncClient.initialize: spring-projects/spring-ai-examples#53; a Spring AI tool callback:
    // alibaba/spring-ai-alibaba#1900; the client beans: spring-projects/spring-ai#4615).
    re: /TimeoutException: Did not observe any item or terminal signal within (?<limit>\d+ms) in '(?:Mono\.\w+ ⇢ at io\.modelcontextprotocol\.spec\.(?:McpClientSession|DefaultMcpSession)\.sendRequest|source\(Mono(?:Create|DeferContextual)\)')/,
    seen: ['spring-projects/spring-ai-examples#29', 'carlrobertoh/ProxyAI#1185', 'alibaba/spring-ai-alibaba#735', 'spring-ai-alibaba/website#204', 'spring-projects/spring-ai-examples#53', 'alibaba/spring-ai-alibaba#1900'],
  },
  // The Java SDK client's initialization check (McpAsyncClient.withInitializationCheck): a request made before the client
  // finished its initialize waits for it up to the client's initialization timeout, then fails with McpError("Client must be
  // initialized before " + <action>) without being sent. Each action is the one a client method passes to the check
  // (listTools: "listing tools"), the request that method's (CLIENT_METHODS, as the frames under it are read);
  // a plugin that built its clients and never called initialize() got it on its first listTools
  // (gradusnikov/eclipse-chatgpt-plugin#65). The client refused its own request: no server had it (the rows say so,
  // HostSaid.unsent, so the actions are listed here only). "sending roots list changed
  // notification" is a notification, no request. setLoggingLevel's and completeCompletion's actions ("setting logging
  // level", "complete completions") are McpAsyncClient's own wording, the second not a gerund.
  ...(
    [
      ['listing tools', 'listTools'],
      ['calling tools', 'callTool'],
      ['listing resources', 'listResources'],
      ['reading resources', 'readResource'],
      ['listing resource templates', 'listResourceTemplates'],
      ['subscribing to resources', 'subscribeResource'],
      ['unsubscribing from resources', 'unsubscribeResource'],
      ['listing prompts', 'listPrompts'],
      ['getting prompts', 'getPrompt'],
      ['pinging the server', 'ping'],
      ['setting logging level', 'setLoggingLevel'],
      ['complete completions', 'completeCompletion'],
    ] as const
  ).map(([action, clientMethod]): HostPhrase => {
    const method = CLIENT_METHODS[clientMethod];
    return {
      id: `${JAVA_INIT_CHECK_PHRASE}${method.replace(/\//g, '-')}`,
      said: 'failed',
      hint: 'Client must be initialized before ',
      re: new RegExp(String.raw`(?:^|[\s:>])(?<error>Client must be initialized before ${action})\b`),
      method,
      unsent: true,
      seen: ['gradusnikov/eclipse-chatgpt-plugin#65'],
    };
  }),
  {
    // The Java client's session completing a request with the error the server answered: McpClientSession (in 0.8,
    // DefaultMcpSession) raises io.modelcontextprotocol.spec.McpError carrying the answer's message, and a blocking
    // caller throws it ("Exception in thread \"main\" io.modelcontextprotocol.spec.McpError: Method not found:
    // tools/list", its frames through sendRequest's lambda: spring-projects/spring-ai#2673). Servers word a missing
    // handler "Method not found: <method>" (the Java SDK's own server and many others): the words name the request.
    id: 'java-sdk/mcp-error-method-not-found',
    said: 'failed',
    hint: 'McpError: Method not found: ',
    re: /\bio\.modelcontextprotocol\.spec\.McpError: (?<error>Method not found: (?<method>[a-z]+(?:\/[a-zA-Z]+)*))\s*$/,
    seen: ['spring-projects/spring-ai#2673'],
  },
  {
    // The server's transport (WebFlux/WebMvc SSE before 0.9.1) looked the message's session up by the sessionId in the
    // POST's query and called handle() on what it found: a session it does not know gives the JDK's helpful
    // NullPointerException ("Cannot invoke \"io.modelcontextprotocol.spec.McpServerSession.handle(…)\" because
    // \"session\" is null") instead of the 404 later versions answer. The maintainers: it happens after the server
    // restarted, its sessions kept only in memory, while the client goes on posting with its old session id
    // (spring-projects/spring-ai#2657). The message was refused for a session the server no longer has.
    id: 'java-sdk/server-session-null',
    said: 'session-not-found',
    hint: 'McpServerSession.handle(',
    re: /Cannot invoke "io\.modelcontextprotocol\.spec\.McpServerSession\.handle\([^)"]*\)" because (?:"session"|the return value of "[^"]+") is null/,
    seen: ['spring-projects/spring-ai#2657'],
  },
  {
    // Vert.x's blocked-thread checker (Quarkus, Vert.x apps): a thread parked longer than its limit, its stack printed
    // under the warning. When that stack is in an MCP client's blocking call (langchain4j's DefaultMcpClient.executeTool
    // waiting on the answer from the Vert.x event loop, which the wait itself keeps from delivering it:
    // quarkiverse/quarkus-langchain4j#1581; the client's initialize at the first call in a native build:
    // quarkiverse/quarkus-langchain4j#1404), the request that frame names was still waiting, this long in. Only with such
    // a frame: the reader drops these words when no client frame follows (any blocked thread is not a request).
    id: 'vertx/thread-blocked-in-client-call',
    said: 'waiting',
    hint: 'has been blocked for ',
    re: /\bThread Thread\[[^\]]*\] has been blocked for (?<elapsed>\d+ ms), time limit is \d+ ms/,
    seen: ['quarkiverse/quarkus-langchain4j#1581', 'quarkiverse/quarkus-langchain4j#1404'],
  },
  {
    // The session's answer for an id it holds no pending entry for (McpClientSession's WARN; DefaultMcpSession before
    // 0.9 spelt it "unkown"): the Java client drops a request's entry when its timer fires (it sends no cancel), so an
    // answer after that is late — the server answered the call the client gave up on. The same words also follow a
    // race in the client's map, 12 ms after the send with no timer (modelcontextprotocol/java-sdk#248); a Spring
    // server logging its reply a client could not take (yuyuanweb/mcp-mianshiya-server#9). The words do not say
    // whether the answer was a result or an error.
    id: 'java-sdk/late-response',
    said: 'completed',
    late: true,
    hint: 'Unexpected response for unk',
    re: /Unexpected response for unk(?:n)?own id(?: (?<id>[\w.:-]+))?/,
    seen: ['modelcontextprotocol/java-sdk#248', 'yuyuanweb/mcp-mianshiya-server#9'],
  },
  {
    // Spring AI's tool-calling loop runs a tool the MCP client exposes, under its prefixed callback name
    // (`spring_ai_mcp_client_<server>_<tool>`): the tools/call that client sends (spring-projects/spring-ai#2785).
    id: 'java-sdk/spring-ai-executing-tool-call',
    said: 'request-sent',
    hint: 'Executing tool call: spring_ai_mcp_',
    re: /Executing tool call: (?<target>spring_ai_mcp_\w+)/,
    method: 'tools/call',
    seen: ['spring-projects/spring-ai#2785'],
  },
  {
    // The legacy SSE client transport's POST of a message was answered with an error status; before
    // modelcontextprotocol/java-sdk#383 it only logs this and the call waits out its timeout. A 404 is the
    // server no longer knowing the session, e.g. after it restarted (spring-projects/spring-ai#2785,
    // modelcontextprotocol/java-sdk#105, modelcontextprotocol/java-sdk#267).
    id: 'java-sdk/error-sending-message-status',
    said: 'http-status',
    hint: 'Error sending message: ',
    // The words are the error (reasons.ts legacy-sse-message-404 reads the 404): pasted alone, the line names no
    // message, and a refused POST there is no initialize refused at a wrong URL (modelcontextprotocol/java-sdk#105).
    re: /(?<error>Error sending message: (?<status>\d{3}))\b/,
    sending: true,
    seen: ['spring-projects/spring-ai#2785', 'modelcontextprotocol/java-sdk#105', 'modelcontextprotocol/java-sdk#267'],
  },
  {
    // The same refusal as the client transports word it since they throw instead of only logging (java-sdk#383): the
    // SSE transport's RuntimeException and the Streamable HTTP transport's McpTransportException both say "Sending
    // message failed with a non-OK HTTP code: <status> - <body>", the body cut by what prints it. Wrapped by the host
    // that ran the call ("java.lang.RuntimeException: Tool execution failed:" over it, the body's "Session not found:
    // <id>" further down: symgraph/GhidrAssistMCP#50). The status decides, as for the logged line above.
    id: 'java-sdk/send-non-ok-status',
    said: 'http-status',
    hint: 'Sending message failed with a non-OK HTTP code: ',
    re: /(?<error>Sending message failed with a non-OK HTTP code: (?<status>\d{3})\b[^\n]*)/,
    sending: true,
    seen: ['symgraph/GhidrAssistMCP#50'],
  },
  {
    // The WebFlux legacy SSE client transport's retry handler giving up on its event stream's GET: anything but an
    // IOException is fatal ("Fatal SSE error, not retrying: <status> <reason> from GET <url>", WebClient's words for the
    // refused exchange), and the endpoint event that every POST waits for never comes, so the client's initialize is
    // never posted: a GET /sse answered 404 (spring-projects/spring-ai-examples#24). Only an error status: a 200 whose
    // body then broke ("200 OK from GET …, but response failed with cause: …PrematureCloseException") is a stream cut
    // after it opened, read by the close rows.
    id: 'java-sdk/webflux-sse-get-refused',
    said: 'failed',
    hint: 'Fatal SSE error, not retrying: ',
    re: /Fatal SSE error, not retrying: (?<error>(?<status>[45]\d\d) [A-Za-z' -]+ from GET \S+)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['spring-projects/spring-ai-examples#24'],
  },
  {
    // The Streamable HTTP transports raise McpTransportSessionNotFoundException on an HTTP 404, naming the session they
    // sent; with none yet they name the placeholder `missing_session_id`. No session yet is the initialize's own POST:
    // a URL that is no Streamable HTTP endpoint answers it 404 ("Session [missing_session_id] not found on the server"
    // during initialization, then retried forever: modelcontextprotocol/java-sdk#459; logged by the WebClient transport as
    // "Session [missing_session_id] was not found on the MCP server": spring-projects/spring-ai#3923). A 404 to the
    // initialize is a missing route, not an expired session (docs/causes.md, session-expired).
    id: 'java-sdk/session-not-found-missing-session-id',
    said: 'http-status',
    hint: 'Session [missing_session_id] ',
    re: /Session \[missing_session_id\] (?:was )?not found on the (?:MCP )?server/,
    status: 404,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/java-sdk#459', 'spring-projects/spring-ai#3923'],
  },
  {
    // The session (the server's McpServerSession) received the client's notifications/cancelled and, the SDK having
    // no cancellation then, found no handler for it: the client gave up on a request the line does not name, and
    // the server did nothing about it ("No handler registered for notification method: notifications/cancelled",
    // each time Postman cancelled: modelcontextprotocol/java-sdk#130). A stateless server has no session: its
    // DefaultMcpStatelessServerHandler words the same miss "Missing handler for notification type: notifications/cancelled"
    // (a WARN per cancel LM Studio sent, beside the same line for notifications/initialized: spring-projects/spring-ai#4694).
    id: 'java-sdk/cancel-notification-no-handler',
    said: 'cancelled',
    received: true,
    hint: 'for notification ',
    re: /(?:No handler registered for notification method|Missing handler for notification type): notifications\/cancelled\b/,
    seen: ['modelcontextprotocol/java-sdk#130', 'spring-projects/spring-ai#4694'],
  },
  {
    // The SDK's KeepAliveScheduler (keep-alive-interval set on a Streamable HTTP server) pinging every session it holds:
    // "Failed to send keep-alive ping to session McpStreamableServerSession@<hash>: Stream unavailable for session <id>"
    // (WARN), once per session per interval. The session had no stream left to write the ping on — its client had
    // closed the connection without ending the session — so the server's ping was never sent, and the dead sessions
    // stay registered and are pinged again every interval (modelcontextprotocol/java-sdk#1022). Each line is one ping
    // the server could not send; the verdict reads the cause (protocol/reasons.ts closed-client).
    id: 'java-sdk/keepalive-ping-failed',
    said: 'failed',
    hint: 'Failed to send keep-alive ping to session ',
    re: /\bFailed to send keep-alive ping to session \S+?: (?<error>\S.*?)\s*$/,
    method: 'ping',
    seen: ['modelcontextprotocol/java-sdk#1022'],
  },
  {
    // The WebMvc SSE server transport failing to write a message it had for a session down that session's event stream:
    // "Failed to send message to session <id>: <cause>" (ERROR, WebMvcSseServerTransport). The message is what the
    // server had to say on the session — an answer to the client's request — and the cause is the servlet container's
    // word that the response is gone ("ServletOutputStream failed to flush: java.io.IOException: Broken pipe", then
    // "Response not usable after response errors.", or Tomcat's recycled response, `"this.ob" is null`): the client's
    // end of the stream had closed (spring-projects/spring-ai#3061, spring-projects/spring-ai#3035). The line names
    // no request: each one is an answer the server had that never reached the client.
    id: 'java-sdk/sse-send-failed',
    said: 'completed',
    late: true,
    undelivered: true,
    hint: 'Failed to send message to session ',
    re: /\bFailed to send message to session \S+?: (?<error>\S.*?)\s*$/,
    seen: ['spring-projects/spring-ai#3061', 'spring-projects/spring-ai#3035'],
  },
  {
    // The server's McpServerSession logging a request it took from the transport ("[McpServerSession] Received request:
    // tools/call <tool>", the reporter's excerpt of a Jetty SSE server whose call never reached the tool handler and
    // was retried by the client 3.5 minutes later: modelcontextprotocol/java-sdk#770). A request the server started on;
    // whatever follows says how it ended, and nothing after it says it did not. The record form the SDK's debug line
    // prints (`JSONRPCRequest[jsonrpc=2.0, method=tools/call, id=7, params={name=x, …}]`) is the row below.
    id: 'java-sdk/server-session-received-request',
    said: 'request-sent',
    speaker: 'server',
    hint: 'Received request: ',
    re: /\bReceived request: (?<method>initialize|ping|(?:tools|resources|prompts|completion|logging|tasks)\/[\w/]+)(?: (?<target>[\w.:-]{1,128}))?\s*$/,
    seen: ['modelcontextprotocol/java-sdk#770'],
  },
  {
    // The same log line with the request printed as the SDK's record (McpSchema.JSONRPCRequest's toString): method and
    // id, and for a tools/call the tool's name inside the params map.
    id: 'java-sdk/server-session-received-request-record',
    said: 'request-sent',
    speaker: 'server',
    hint: 'Received request: JSONRPCRequest[',
    re: /\bReceived request: JSONRPCRequest\[jsonrpc=[\d.]+, method=(?<method>[\w/]+), id=(?<id>[\w.-]{1,64})(?:, params=\{(?:name=(?<target>[\w.:-]{1,128}))?)?/,
    seen: ['modelcontextprotocol/java-sdk#770'],
  },
  {
    // The Kotlin SDK's Protocol catching whatever a request's handler threw: `Error handling request: <method> (id:
    // NumberId(value=<n>))` (the id as the SDK's RequestId prints it), the exception on the next line. The server's own
    // words about a request it handled: its handler did not answer (it then tries to send -32603 with the exception's
    // message). When that exception is a coroutine cancellation the reader files it under the rows below instead
    // (server-logs.ts KOTLIN_CANCELLED_RE): the SDK logged a routine cancellation as an error
    // (modelcontextprotocol/kotlin-sdk#242, fixed by propagating CancellationException in #706).
    id: 'kotlin-sdk/error-handling-request',
    said: 'failed',
    hint: 'Error handling request: ',
    re: /\bError handling request: (?<method>[\w/]+) \(id: (?:Number|String)Id\(value=(?<id>[^)]+)\)\)/,
    speaker: 'server',
    seen: ['modelcontextprotocol/kotlin-sdk#242'],
  },
];

/**
 * The Quarkus MCP server (quarkiverse/quarkus-mcp-server), in Quarkus's console layout: its message handler on a
 * `notifications/cancelled` for a request it does not hold in flight — `Ignored unknown/completed/invalid cancel request
 * with id <id> [<connection id>]` (WARN, io.quarkiverse.mcp.server.runtime.McpMessageHandler). The requester cancelled
 * that request; the server had already answered it or never had it, and the words do not say which
 * (quarkiverse/quarkus-langchain4j#2234: langchain4j's tool timeout cancelling a call the native-built server logged this for).
 */
export const quarkusMcpServerPhrases: readonly HostPhrase[] = [
  {
    id: 'quarkus-mcp-server/cancel-ignored',
    said: 'cancelled',
    hint: 'cancel request with id ',
    re: /\bIgnored unknown\/completed\/invalid cancel request with id (?<id>[^\s\]]+)/,
    received: true,
    speaker: 'server',
    seen: ['quarkiverse/quarkus-langchain4j#2234'],
  },
];

/**
 * The Kotlin SDK server's request handler cancelled, read from the exception under its `Error handling request: …` line
 * (server-logs.ts). A cancellation of the supervisor job the handler ran under (`job=SupervisorJobImpl{Cancelled}`) is its
 * scope — the session, the transport — going away: the request was dropped with the connection, the server stopping the
 * work (modelcontextprotocol/kotlin-sdk#242). Any other cancellation of the handler's own job is the request cancelled.
 */
export const KOTLIN_HANDLER_SCOPE_CANCELLED = 'kotlin-sdk/request-scope-cancelled';
export const KOTLIN_HANDLER_CANCELLED = 'kotlin-sdk/request-job-cancelled';

