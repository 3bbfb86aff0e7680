/**
 * Higress, the Envoy-based gateway that serves a REST API as an MCP server (its mcp-server plugin): each tool call is a
 * request to the configured upstream, and an upstream answer outside 2xx becomes the call's error in the plugin's own
 * words, "call failed, status: <code>, response: <body>" (its OnMCPToolCallError). The MCP client shows that text as the
 * tool's failure: Cursor listed a published server's tools, then every call failed with "call failed, status: 503,
 * response: upstream connect error or disconnect/reset before headers. reset reason: connection termination" (Envoy's own
 * reply when the upstream connection was cut: higress-group/higress#3023). The gateway answered the call with its
 * upstream's status; the verdict reads the status and the body (a 5xx with Envoy's upstream words is the layer in front
 * failing, not a tool's answer).
 */
import type { HostPhrase } from './phrase.js';

export const higressPhrases: readonly HostPhrase[] = [
  {
    id: 'higress/tool-call-failed-status',
    said: 'failed',
    hint: 'call failed, status: ',
    re: /^(?:(?:[A-Z]\w*)?Error:\s*)?call failed, status: (?<status>\d{3}), response: (?<error>.*?)\s*$/,
    method: 'tools/call',
    seen: ['higress-group/higress#3023'],
  },
];
