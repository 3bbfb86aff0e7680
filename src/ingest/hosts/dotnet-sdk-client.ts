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
];

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
  // A stack frame in the client: the request that method sends was under way.
  ...CLIENT_FRAMES.map(([frame, method]) => ({
    id: `dotnet-sdk/client-frame-${frame.replace(/Async$/, '').replace('.', '-').toLowerCase()}`,
    said: 'request-sent' as const,
    hint: frame,
    re: new RegExp(String.raw`^at ModelContextProtocol\.Client\.${frame.replace('.', '\\.')}\b`),
    method,
    seen: ['microsoft/semantic-kernel#11649'],
  })),
];
