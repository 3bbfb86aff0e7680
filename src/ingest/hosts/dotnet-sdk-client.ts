/**
 * The C# SDK's client (ModelContextProtocol) as applications print it: an exception and its .NET stack,
 * whatever app wraps the SDK (Semantic Kernel's function failure: microsoft/semantic-kernel#11649). Read by
 * the reader of last resort. .NET prints the exception's message first and its frames after; the timeline
 * joins a close said right before clockless frames to the call they name (timeline/host-requests.ts).
 */
import type { HostPhrase } from './phrase.js';

/** The client's methods in its stack frames → the requests they send. */
const CLIENT_FRAMES: ReadonlyArray<readonly [string, string]> = [
  ['McpClientTool.InvokeCoreAsync', 'tools/call'],
  ['McpClientTool.CallAsync', 'tools/call'],
  ['McpClientExtensions.CallToolAsync', 'tools/call'],
  ['McpClient.CallToolAsync', 'tools/call'],
  ['McpClientExtensions.ListToolsAsync', 'tools/list'],
  ['McpClient.ListToolsAsync', 'tools/list'],
  // Creating the client connects its transport and sends the initialize, the first message: frames of that
  // step are the handshake's (the auto-detecting HTTP transport falls back to SSE for that first message:
  // alphavantage/alpha_vantage_mcp#1).
  ['McpClientFactory.CreateAsync', 'initialize'],
  ['McpClient.CreateAsync', 'initialize'],
  ['AutoDetectingClientSessionTransport.InitializeSseTransportAsync', 'initialize'],
  ['AutoDetectingClientSessionTransport.InitializeAsync', 'initialize'],
  ['SseClientSessionTransport.ConnectAsync', 'initialize'],
];

/**
 * The client's namespace: ModelContextProtocol, or McpDotNet for the community SDK it grew from, whose
 * client has the same classes (modelcontextprotocol/servers#1257: `McpDotNet.Client.McpClientFactory`).
 */
const NS = String.raw`(?:ModelContextProtocol|McpDotNet)`;

/** A frame of the C# SDK's client in a .NET stack, indented as .NET prints it or not. */
export const DOTNET_CLIENT_FRAME_RE = new RegExp(String.raw`^\s*at ${NS}\.(?:Client|Protocol\.Transport|Shared)\.`);

/**
 * A frame of a client method: `Class.Method` as .NET Core prints an async stack, or the compiler's state
 * machine `Class.<Method>d__21.MoveNext()` as .NET Framework and Visual Studio's exception helper print it
 * (modelcontextprotocol/servers#1257).
 */
function frameRe(frame: string): RegExp {
  const [cls, method] = frame.split('.') as [string, string];
  return new RegExp(String.raw`^\s*at ${NS}\.Client\.${cls}\.(?:${method}\b|<${method}>d__\d+\.MoveNext\b)`);
}

/**
 * Rows whose words any .NET program says (its HTTP client's and the runtime's timeouts, Semantic Kernel's function failure):
 * an MCP client's only with the client's frames beside them (the reader of last resort's sniff).
 */
export const DOTNET_FRAMED_ROWS: ReadonlySet<string> = new Set([
  'dotnet-sdk/client-httpclient-timeout',
  'dotnet-sdk/client-operation-timed-out',
  'dotnet-sdk/client-http-inner-io',
  'dotnet-sdk/semantic-kernel-function-failed',
]);

export const dotnetSdkClientPhrases: readonly HostPhrase[] = [
  {
    // The session's transport is gone when a request is sent: nothing carries it
    // (microsoft/semantic-kernel#11649, modelcontextprotocol/csharp-sdk#333). An app that catches the exception may
    // print its message alone, bare or after its own "Error occurred: " (the SDK's console sample, creating its client:
    // modelcontextprotocol/csharp-sdk#36); the words are the SDK's own and end the line.
    id: 'dotnet-sdk/client-transport-not-connected',
    said: 'connection-closed',
    hint: 'Transport is not connected',
    re: /(?:(?:^|[\s:])(?:ModelContextProtocol\.)?Mcp(?:Transport)?Exception: |^\s*(?:Error(?: occurred)?: )?)(?<error>Transport is not connected)\s*$/,
    scope: 'connection',
    seen: ['microsoft/semantic-kernel#11649', 'modelcontextprotocol/csharp-sdk#333', 'modelcontextprotocol/csharp-sdk#36'],
  },
  {
    // The stdio transport could not write the message to the server's stdin: the child's end of the pipe is
    // gone (it exited). .NET prints the transport's exception ("McpTransportException: Failed to send
    // message", or Visual Studio's helper: the type, then "Message=Failed to send message") and the
    // IOException under it ("IOException: The pipe is being closed." on Windows, "Broken pipe" elsewhere):
    // modelcontextprotocol/servers#1257, modelcontextprotocol/csharp-sdk#36. The frames name the step.
    id: 'dotnet-sdk/client-send-failed',
    said: 'connection-closed',
    hint: 'Failed to send message',
    re: /(?:^\s*Message=|McpTransportException: )(?<error>Failed to send message)\s*$/,
    scope: 'connection',
    seen: ['modelcontextprotocol/servers#1257', 'modelcontextprotocol/csharp-sdk#36'],
  },
  {
    // The stdio transport saw the server's process end and fails what was waiting on it: the request pending then
    // (in McpClient.CreateAsync, the initialize) gets "System.IO.IOException: MCP server process exited unexpectedly
    // (exit code: 1)" and the tail of the server's stderr under "Server's stderr tail:" (an MSIX-packaged server
    // exiting at start: microsoft/mcp-on-windows-samples#21); earlier SDKs said only "InvalidOperationException: The
    // server shut down unexpectedly." (modelcontextprotocol/csharp-sdk#362, #350). A pending request's rejection.
    id: 'dotnet-sdk/client-server-process-exited',
    said: 'connection-closed',
    hint: ' unexpectedly',
    re: /(?:^|[\s:.])(?:System\.IO\.)?IOException: (?<error>MCP server process exited unexpectedly(?: \(exit code: (?<exit>-?\d+)\))?)/,
    scope: 'connection',
    pending: true,
    seen: ['microsoft/mcp-on-windows-samples#21'],
  },
  {
    id: 'dotnet-sdk/client-server-shut-down',
    said: 'connection-closed',
    hint: 'The server shut down unexpectedly',
    re: /(?:^|[\s:.])(?:System\.)?InvalidOperationException: '?(?<error>The server shut down unexpectedly)\.?'?/,
    scope: 'connection',
    pending: true,
    seen: ['modelcontextprotocol/csharp-sdk#362', 'modelcontextprotocol/csharp-sdk#350'],
  },
  {
    // .NET's HttpClient refusing a response status (EnsureSuccessStatusCode), as the C# SDK's HTTP transports let
    // it through: "System.Net.Http.HttpRequestException: Response status code does not indicate success: 400 (Bad
    // Request)." (alphavantage/alpha_vantage_mcp#1). The status answered the message being sent; the frames under
    // it name the step. Any .NET program words it so: only with the client's frames is it an MCP log (the sniff).
    id: 'dotnet-sdk/client-http-status',
    said: 'http-status',
    hint: 'Response status code does not indicate success',
    re: /(?:^|[\s:])(?:System\.Net\.Http\.)?HttpRequestException: (?<error>Response status code does not indicate success: (?<status>\d{3})\b[^\n]*)$/,
    sending: true,
    seen: ['alphavantage/alpha_vantage_mcp#1'],
  },
  {
    // .NET's HttpClient failing below HTTP: the outer "HttpRequestException: An error occurred while sending the request."
    // says only that, the inner exception printed under it says what broke — after " ---> " in Exception.ToString()
    // (`---> System.Net.Http.HttpIOException: The response ended prematurely. (ResponseEnded)`, `---> System.IO.IOException:
    // Unable to read data from the transport connection: …`, `---> System.Net.Sockets.SocketException (10054): An
    // existing connection was forcibly closed by the remote host.`), after "---- " with xUnit's " : " in a test run's
    // report (the SDK's own HTTP client under it: modelcontextprotocol/csharp-sdk#1225). The request the client frames
    // below name failed for that reason (reasons.ts EXCHANGE_RE / TRANSPORT_RE read it). Any .NET program words it so:
    // only with the client's frames is it an MCP log (the sniff).
    id: 'dotnet-sdk/client-http-inner-io',
    said: 'failed',
    hint: 'Exception',
    re: /^\s*(?:--->|----)\s+(?<error>(?:System\.Net\.Http\.HttpIOException|System\.IO\.IOException|System\.Net\.Sockets\.SocketException(?: \(\d+\))?) ?: \S.*?)\s*$/,
    seen: ['modelcontextprotocol/csharp-sdk#1225'],
  },
  {
    // The client's handshake past its InitializationTimeout (60 s unless set): McpClient.CreateAsync throws
    // TimeoutException "Initialization timed out" (the words modelcontextprotocol/csharp-sdk#325 is about). The client's
    // own deadline around the connect: it gives the connection up.
    id: 'dotnet-sdk/client-initialization-timed-out',
    said: 'timer-fired',
    hint: 'Initialization timed out',
    re: /(?:^|[\s:])(?:System\.)?TimeoutException: (?<error>Initialization timed out)\.?/,
    method: 'initialize',
    scope: 'connection',
    seen: ['modelcontextprotocol/csharp-sdk#325'],
  },
  {
    // .NET's HttpClient giving up on the POST that carried a message: "System.Threading.Tasks.TaskCanceledException: The
    // request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing." with the client's
    // McpHttpClient.SendAsync frame under it (modelcontextprotocol/csharp-sdk#1205). The HTTP client's own timer, not the
    // request's token: no cancel is sent; the request the frames name is abandoned. Any .NET program words it so: only
    // with the client's frames is it an MCP log (the sniff).
    id: 'dotnet-sdk/client-httpclient-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'HttpClient.Timeout of ',
    re: /(?:^|[\s:])(?:System\.Threading\.Tasks\.)?TaskCanceledException: (?<error>The request was canceled due to the configured HttpClient\.Timeout of (?<limit>\d+(?:\.\d+)? seconds) elapsing)\.?/,
    seen: ['modelcontextprotocol/csharp-sdk#1205'],
  },
  {
    // A bare TimeoutException ("The operation has timed out.", .NET's default message) through the client's frames: a
    // timer on the client's side ended the step the frames name (McpClient.CreateAsync behind an API gateway that never
    // answered the handshake: modelcontextprotocol/csharp-sdk#1470). Only with the client's frames (the sniff).
    id: 'dotnet-sdk/client-operation-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'TimeoutException: The operation has timed out',
    re: /(?:^|[\s:])(?:System\.)?TimeoutException: (?<error>The operation has timed out)\.?\s*$/,
    seen: ['modelcontextprotocol/csharp-sdk#1470'],
  },
  {
    // Semantic Kernel's log entry for a kernel function that threw: "Function {PluginName}-{FunctionName} failed.
    // Error: {Message}" (its KernelFunctionLogMessages.LogFunctionError), printed by the console logger under
    // "fail: Microsoft.SemanticKernel.KernelFunction[0]" with the exception and its frames after it. An MCP tool
    // added as a kernel function keeps the tool's name as the function's and the plugin's name before the hyphen
    // (plugin names are letters, digits and underscores, so the first hyphen ends it): the line names the call
    // the client frames below it make (microsoft/semantic-kernel#11649). Any Semantic Kernel function's failure is
    // worded so: only with the client's frames is it an MCP call (DOTNET_FRAMED_ROWS).
    id: 'dotnet-sdk/semantic-kernel-function-failed',
    said: 'request-sent',
    hint: ' failed. Error: ',
    re: /^Function (?:[A-Za-z0-9_]*|\(null\))-(?<target>\S+) failed\. Error: /,
    method: 'tools/call',
    seen: ['microsoft/semantic-kernel#11649'],
  },
  // A stack frame in the client: the request that method sends was under way.
  ...CLIENT_FRAMES.map(([frame, method]) => ({
    id: `dotnet-sdk/client-frame-${frame.replace(/Async$/, '').replace('.', '-').toLowerCase()}`,
    said: 'request-sent' as const,
    // The class and the method's name: both spellings of the frame hold them, not always side by side.
    hint: frame.split('.')[1]!,
    re: frameRe(frame),
    method,
    seen: ['microsoft/semantic-kernel#11649', 'modelcontextprotocol/servers#1257'],
  })),
];
