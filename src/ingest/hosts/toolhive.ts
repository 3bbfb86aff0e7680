/**
 * ToolHive (stacklok/toolhive): the proxy's log (`~/Library/Application Support/toolhive/logs/
 * <workload>.log`, `thv logs`) and the `thv` CLI's errors.
 */
import type { HostPhrase } from './phrase.js';

export const toolhivePhrases: readonly HostPhrase[] = [
  {
    id: 'toolhive/detected-initialize',
    said: 'request-sent',
    hint: 'Detected initialize method call for',
    // The workload named here is the log's only server: not a session label (the other lines name none).
    re: /^Detected initialize method call for \S+/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#1838'],
  },
  {
    // Go's httputil.ReverseProxy logs this and answers the client 502 Bad Gateway (its default
    // ErrorHandler): the proxy answered, not the server.
    id: 'toolhive/http-proxy-error',
    said: 'http-status',
    hint: 'http: proxy error:',
    re: /^http: proxy error: (?<error>.+)$/,
    status: 502,
    seen: ['stacklok/toolhive#1838'],
  },
  {
    // `thv mcp list tools`: the streamable proxy's own response timer (30 s before
    // stacklok/toolhive#4061) answers 504 "Timeout waiting for response from container".
    id: 'toolhive/cli-initialize-status',
    said: 'http-status',
    hint: 'failed to initialize MCP client',
    re: /failed to initialize MCP client: transport error: request failed with status (?<status>\d{3})(?::\s*(?<error>.*))?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#1576', 'stacklok/toolhive#1568'],
  },
  {
    // `thv mcp list tools` when the initialize's POST failed before any answer: mcp-go's streamable HTTP client wraps
    // Go's url.Error in "failed to send request: " (twice, the transport's and the client's), as "failed to send
    // request: Post \"\": unsupported protocol scheme \"\"" when the workload name of a remote server resolved to an
    // empty URL (stacklok/toolhive#2035), or a refused dial. The initialize never got an answer: lost with the
    // connection the CLI could not make. Not a deadline (`context deadline exceeded`): that is the client's own timer,
    // read by the Go clients' connect rows.
    id: 'toolhive/cli-initialize-send-failed',
    said: 'connection-closed',
    hint: 'failed to initialize MCP client: transport error: failed to send request: ',
    re: /failed to initialize MCP client: transport error: failed to send request: (?:failed to send request: )?(?<error>(?:Post|Get) "[^"]*": (?!context deadline exceeded)\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#2035'],
  },
  {
    // `thv mcp list tools` when the initialize's answer was refused by the CLI's own client (mcp-go): its protocol
    // version check of the result, `unsupported protocol version: "<v>"` (UnsupportedProtocolVersionError, the version
    // quoted with Go's %q). Under the streamable proxy an answer could come back with no version at all, `""`
    // (stacklok/toolhive#1568, the everything server); a named version is the client refusing one it does not know
    // (reasons.ts CLIENT_REFUSED_VERSION_RE), an empty one an answer that was no initialize result (the verdict's words).
    // The words are any mcp-go caller's: read here in a log ToolHive's own lines claim, elsewhere by
    // generic/connect-go-version-refused with no host (formats/gateways.ts TH_STRONG_RE).
    id: 'toolhive/cli-initialize-version-refused',
    said: 'failed',
    hint: 'failed to initialize MCP client: unsupported protocol version: ',
    re: /failed to initialize MCP client: (?<error>unsupported protocol version: "[^"]*")\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#1568'],
  },
  {
    // `thv mcp list tools` when the answer to the initialize's POST carried no id: mcp-go's HTTP client checks the
    // JSON-RPC response it read and fails the request with "response should contain RPC id: <the response as Go prints
    // the struct>" — `{2.0 <nil> [] 0x1400065bda0}`: version, a nil id, an empty result and a pointer to an error object
    // (stacklok/toolhive#1568, through the streamable proxy). An error answer with a null id: the request failed on it,
    // and whose error it was (the server's, the proxy's) the line does not say.
    id: 'toolhive/cli-initialize-answer-without-id',
    said: 'failed',
    hint: 'failed to initialize MCP client: transport error: response should contain RPC id',
    re: /failed to initialize MCP client: transport error: (?<error>response should contain RPC id: .*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#1568'],
  },
  {
    // vMCP's connect to a backend refused with an HTTP status: "failed to initialize client for backend <workload>:
    // transport error: request failed with status 405: Method not allowed" — its Streamable HTTP client POSTing the
    // initialize to a backend that serves the legacy SSE transport (stacklok/toolhive#2986). The status decides.
    id: 'toolhive/vmcp-backend-initialize-status',
    said: 'http-status',
    hint: 'failed to initialize client for backend ',
    re: /\bfailed to initialize client for backend (?<server>[\w.@-]+?): transport error: request failed with status (?<status>\d{3})(?::\s*(?<error>\S.*?))?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#2986'],
  },
  {
    // The Virtual MCP gateway (vMCP) connecting one of its backends, a ToolHive workload behind its proxy: "failed to
    // initialize client for backend <workload>: <error>" (pkg/vmcp's capability discovery). When its connect ran into
    // the gateway's own deadline, as the reporter of stacklok/toolhive#3583 quotes it: "failed to initialize client for
    // backend context7 (timeout)" — the proxy's `kubectl attach` stream to the restarted pod had hit EOF, so nothing
    // answered. The gateway stops waiting and drops the connect: a host timer, no cancel for an initialize.
    id: 'toolhive/vmcp-backend-initialize-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'failed to initialize client for backend ',
    re: /\bfailed to initialize client for backend (?<server>[\w.@-]+?)(?::\s*| \()(?<error>timeout|timed out|(?:[^()]*?: )?(?:i\/o timeout|Client\.Timeout exceeded[^)]*))\)?\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#3583'],
  },
  {
    // … and any other error of that connect (a status, a transport error: "backend unavailable: failed to initialize
    // client for backend my-backend: status code 401", the gateway's own tests of its error mapping); the verdict reads
    // the error.
    id: 'toolhive/vmcp-backend-initialize-failed',
    said: 'failed',
    hint: 'failed to initialize client for backend ',
    re: /\bfailed to initialize client for backend (?<server>[\w.@-]+?): (?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['stacklok/toolhive#3583'],
  },
];
