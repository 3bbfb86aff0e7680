/**
 * The sentences a browser-DevTools MCP server (chrome-devtools-mcp) writes to its `--logFile`, through
 * Node's `debug` package under the `mcp:log` namespace (formats/node-debug.ts reads the line):
 *
 *   `<ISO UTC> mcp:log <tool> request: <the arguments as JSON>`   the server begins a tools/call
 *   `<ISO UTC> mcp:log <tool> error: <the exception>`              the handler threw; the server answers
 *                                                                  the call with that text as an isError result
 *
 * (ChromeDevTools/chrome-devtools-mcp#870, #863). The error is the server's own: a Puppeteer/CDP timeout
 * in it ("Network.enable timed out. Increase the 'protocolTimeout' …") is the server's wait on the
 * browser, not the client's timer.
 */
import type { HostPhrase } from './phrase.js';

const TOOL = String.raw`(?<target>[a-z][a-z0-9_]*)`;

export const devtoolsMcpPhrases: readonly HostPhrase[] = [
  {
    id: 'devtools-mcp/tool-request',
    said: 'request-sent',
    hint: ' request: ',
    re: new RegExp(String.raw`^mcp:log ${TOOL} request: `),
    method: 'tools/call',
    seen: ['ChromeDevTools/chrome-devtools-mcp#863'],
  },
  {
    id: 'devtools-mcp/tool-error',
    said: 'failed',
    hint: ' error: ',
    re: new RegExp(String.raw`^mcp:log ${TOOL} error: (?<error>\S[^\n]*)`),
    method: 'tools/call',
    seen: ['ChromeDevTools/chrome-devtools-mcp#870'],
  },
];
