/**
 * mcpo (open-webui/mcpo): an OpenAPI proxy in front of MCP servers; one MCP tools/call per HTTP
 * POST, logged as `Calling endpoint: <tool>, with args: {…}`.
 */
import type { HostPhrase } from './phrase.js';

export const mcpoPhrases: readonly HostPhrase[] = [
  {
    id: 'mcpo/calling-endpoint',
    said: 'request-sent',
    hint: 'Calling endpoint: ',
    re: /^Calling endpoint: (?<target>[^,\s]+), with args: /,
    method: 'tools/call',
    seen: ['open-webui/mcpo#240', 'open-webui/mcpo#152'],
  },
  {
    // One-line form (older mcpo prints `{e}`); the traceback form ends with the exception on a
    // line of its own, read by the row below.
    id: 'mcpo/unexpected-error',
    said: 'failed',
    hint: 'Unexpected error calling ',
    re: /^Unexpected error calling (?<target>[^:\s]+): (?!Traceback)(?<error>.+)$/,
    method: 'tools/call',
    seen: ['open-webui/mcpo#240'],
  },
  {
    // The MCP client session's write stream was already closed (anyio memory stream): the
    // request was never sent, the transport had gone away (mcp client/session.py send_request).
    id: 'mcpo/closed-resource',
    said: 'connection-closed',
    hint: 'ClosedResourceError',
    re: /^anyio\.ClosedResourceError\b/,
    scope: 'request',
    seen: ['open-webui/mcpo#240', 'QwenLM/Qwen-Agent#512'],
  },
];
