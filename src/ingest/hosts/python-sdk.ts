/**
 * Server logs of the Python SDK (`mcp`) and FastMCP: the low-level server's "Processing request
 * of type <X>Request" (mcp/server/lowlevel/server.py) and FastMCP's timing middleware.
 */
import type { HostPhrase } from './phrase.js';

/** The SDK's request class names → wire methods (mcp/types.py). */
const REQUEST_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['CallToolRequest', 'tools/call'],
  ['ListToolsRequest', 'tools/list'],
  ['ListResourcesRequest', 'resources/list'],
  ['ListResourceTemplatesRequest', 'resources/templates/list'],
  ['ReadResourceRequest', 'resources/read'],
  ['SubscribeRequest', 'resources/subscribe'],
  ['UnsubscribeRequest', 'resources/unsubscribe'],
  ['ListPromptsRequest', 'prompts/list'],
  ['GetPromptRequest', 'prompts/get'],
  ['CompleteRequest', 'completion/complete'],
  ['SetLevelRequest', 'logging/setLevel'],
  ['PingRequest', 'ping'],
];

export const pythonSdkPhrases: readonly HostPhrase[] = REQUEST_TYPES.map(([type, method]) => ({
  id: `python-sdk/processing-${method.replace(/\//g, '-')}`,
  said: 'request-sent' as const,
  hint: 'Processing request of type',
  // Unanchored: the reader puts the logger's name in front (`mcp.server.lowlevel.server Processing …`).
  re: new RegExp(`\\bProcessing request of type ${type}\\b`),
  method,
  seen: ['PrefectHQ/fastmcp#1069', 'modelcontextprotocol/python-sdk#147'],
}));

export const fastmcpPhrases: readonly HostPhrase[] = [
  {
    // FastMCP's TimingMiddleware, after the handler returned.
    id: 'fastmcp/request-completed-in',
    said: 'completed',
    hint: ' completed in ',
    re: /\bRequest (?<method>[\w/]+) completed in (?<elapsed>[\d.]+\s*m?s)\b/,
    seen: ['PrefectHQ/fastmcp#2083'],
  },
  ...pythonSdkPhrases,
];
