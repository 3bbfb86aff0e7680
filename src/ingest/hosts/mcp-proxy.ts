/**
 * mcp-proxy (punkpeye/mcp-proxy): wraps a stdio server for HTTP; it connects with the TypeScript
 * SDK client, so a start that times out is the SDK's initialize timer (which cancels the request).
 */
import type { HostPhrase } from './phrase.js';

export const mcpProxyPhrases: readonly HostPhrase[] = [
  {
    id: 'mcp-proxy/could-not-start-timeout',
    said: 'timer-fired',
    hint: 'could not start the proxy',
    re: /^could not start the proxy .*MCP error (?:-32001|-2): Request timed out/,
    timer: 'sdk',
    method: 'initialize',
    scope: 'connection',
    seen: ['cyanheads/filesystem-mcp-server#8'],
  },
  {
    id: 'mcp-proxy/could-not-start',
    said: 'failed',
    hint: 'could not start the proxy',
    re: /^could not start the proxy (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['cyanheads/filesystem-mcp-server#8'],
  },
];

/**
 * mcp-proxy (sparfenyuk/mcp-proxy), the Python bridge between a stdio server and SSE / Streamable HTTP, on the MCP
 * Python SDK. Its own loggers (`mcp_proxy.__main__`, `mcp_proxy.mcp_server`) say which server it starts; the
 * stdio server it spawns is its upstream, the handshake with it its own initialize (formats/gateways.ts mcpProxyPython).
 */
export const mcpProxyPythonPhrases: readonly HostPhrase[] = [
  {
    // The stdio server it is about to spawn for its default route ("Setting up default server: uvx mcp-server-fetch":
    // sparfenyuk/mcp-proxy#105), after "Configured default server: …" from its argument parser.
    id: 'mcp-proxy-python/setting-up-default-server',
    said: 'connecting',
    hint: 'Setting up default server: ',
    re: /^Setting up default server: (?<command>\S.*)$/,
    method: 'initialize',
    scope: 'connection',
    spawned: true,
    seen: ['sparfenyuk/mcp-proxy#105'],
  },
  {
    // A traceback from the program's entry (`File "<frozen runpy>", line 198, in _run_module_as_main`, the first frame of
    // a console script's uncaught exception, an exception group's `  |` gutter before it): the proxy itself crashed, and
    // with it the connection to the server it spawned (sparfenyuk/mcp-proxy#105: the group out of asyncio.run(run_mcp_server(…))
    // while setting up its default server). What broke is in the printout's last lines, which other rows read.
    id: 'mcp-proxy-python/crashed',
    said: 'connection-closed',
    hint: '_run_module_as_main',
    re: /^\s*(?:[|+]\s*)?File "<frozen runpy>", line \d+, in _run_module_as_main\s*$/,
    scope: 'connection',
    seen: ['sparfenyuk/mcp-proxy#105'],
  },
];
