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

/** A frame of the C# SDK's client in a .NET stack, indented as .NET prints it or not. */
export const DOTNET_CLIENT_FRAME_RE = /^\s*at ModelContextProtocol\.(?:Client|Protocol\.Transport)\./;

export const dotnetSdkClientPhrases: readonly HostPhrase[] = [
  {
    // The session's transport is gone when a request is sent: nothing carries it
    // (microsoft/semantic-kernel#11649, modelcontextprotocol/csharp-sdk#333).
    id: 'dotnet-sdk/client-transport-not-connected',
    said: 'connection-closed',
    hint: 'Transport is not connected',
    re: /(?:^|[\s:])(?:ModelContextProtocol\.)?Mcp(?:Transport)?Exception: (?<error>Transport is not connected)\s*$/,
    scope: 'connection',
    seen: ['microsoft/semantic-kernel#11649', 'modelcontextprotocol/csharp-sdk#333'],
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
  // A stack frame in the client: the request that method sends was under way.
  ...CLIENT_FRAMES.map(([frame, method]) => ({
    id: `dotnet-sdk/client-frame-${frame.replace(/Async$/, '').replace('.', '-').toLowerCase()}`,
    said: 'request-sent' as const,
    hint: frame,
    re: new RegExp(String.raw`^\s*at ModelContextProtocol\.Client\.${frame.replace('.', '\\.')}\b`),
    method,
    seen: ['microsoft/semantic-kernel#11649'],
  })),
];
