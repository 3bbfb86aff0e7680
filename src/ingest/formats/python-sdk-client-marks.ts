import type { Transport } from '../../events.js';
/**
 * What marks a line as the Python MCP SDK client's own printout (its traceback frames, asyncio's report of its
 * transport's generator). Two readers ask: the reader of JSON-RPC in pasted text (jsonrpc-in-text.ts) and the Python
 * SDK server log reader (server-logs.ts), which must tell a client's lines pasted among a server's.
 */
/**
 * A frame of the Python SDK's client in a traceback (`…/mcp/client/streamable_http.py", line 388, in
 * handle_request_async`, with a '|' of an exception group's box before it or not): the exception under it
 * is an MCP client's (PrefectHQ/fastmcp#444).
 */
const PY_SDK_CLIENT_FRAME_RE = /File "[^"]*[\\/]mcp[\\/]client[\\/][\w\\/]+\.py", line \d+/;
/**
 * asyncio's report of the Python SDK client transport's context manager raising as it was closed ("an error occurred
 * during closing of asynchronous generator <async_generator object streamablehttp_client at 0x…>", then "asyncgen: <…>"
 * and the transport task group's exception group): the transport's reader or writer failed, and the group's error came
 * out when the app's exit stack closed the transport (an unreachable server: openai/openai-agents-python#1288; a
 * gateway's 504: google/adk-python#3708). The SDK's client transports by their API names (1.x `streamablehttp_client`,
 * 2.x `streamable_http_client`, `sse_client`, `stdio_client`, `websocket_client`): an MCP client's printout, as its
 * frames are (PY_SDK_CLIENT_FRAME_RE).
 */
export const PY_SDK_TRANSPORT_GEN_RE = /<async_generator object (?:streamablehttp_client|streamable_http_client|sse_client|stdio_client|websocket_client) at 0x[0-9A-Fa-f]+>/;
/**
 * A line of the Python SDK client's own printout: its frames, or asyncio's report of its transport's generator. Also
 * what tells a Python SDK server log that a client's process wrote into the same paste (server-logs.ts pythonSdkLog).
 */
export const pyClientMark = (l: string): boolean => PY_SDK_CLIENT_FRAME_RE.test(l) || PY_SDK_TRANSPORT_GEN_RE.test(l);

/**
 * The Python SDK client transport's first debug line, the transport it opened in its own words: `streamablehttp_client`
 * (1.x) and `streamable_http_client` (2.x) log "Connecting to StreamableHTTP endpoint: <url>" (mcp/client/streamable_http.py),
 * `sse_client` logs "Connecting to SSE endpoint: <url>" (mcp/client/sse.py). "StreamableHTTP" spelled as one word is the
 * SDK's alone, so that sentence counts behind any logging layout (an app's `- INFO - ` without the logger's name, loguru's
 * `| DEBUG | mcp.client.streamable_http:…`); "SSE endpoint" is common words, so it counts only under the SDK's own
 * `mcp.client.sse` logger. The TS SDK's and Smithery's "Streamable HTTP" (two words) are theirs, not this.
 */
const PY_STREAMABLE_CONNECT_RE = /(?:^|[\s:|-])Connecting to StreamableHTTP endpoint: https?:\/\/\S/;
const PY_SSE_CONNECT_RE = /\bmcp\.client\.sse\b.*?[\s:|-]Connecting to SSE endpoint: https?:\/\/\S/;

/**
 * `stdio_client` logs no connect line (mcp/client/stdio/__init__.py in 1.x, mcp/client/stdio.py in 2.x: it spawns the
 * server's command and says nothing at DEBUG). What proves stdio is that module at work: a frame of it in a traceback
 * (`…/mcp/client/stdio/__init__.py", line 187, in stdio_client`, its `stdout_reader`/`stdin_writer` tasks), asyncio's
 * report of its generator (`<async_generator object stdio_client at 0x…>`), or a record of its own logger
 * (`mcp.client.stdio`: "Failed to parse JSONRPC message from server", 2.x's "Reading from the MCP server's stdout failed
 * mid-session", "… still alive after the kill escalation …"). The logger counts only as a record's name (followed by
 * logging's ` - `, basicConfig's `:`, loguru's `:` or a bracket), not in an import a reporter pasted with the log.
 */
const PY_STDIO_FRAME_RE = /[\\/]mcp[\\/]client[\\/]stdio(?:[\\/]\w+)?\.py", line \d+, in \w+/;
export const PY_STDIO_GEN_RE = /<async_generator object stdio_client at 0x[0-9A-Fa-f]+>/;
const PY_STDIO_LOGGER_RE = /(?:^|[\s[:|])mcp\.client\.stdio(?: - |:|\])/;

/**
 * The transport a Python SDK client's line says it is connecting (or connected) over, or null when the line says none.
 * Without such a line the transport stays unknown: the SDK's stdio client writes no line of its own until it fails.
 */
export function pySdkClientTransport(line: string): Transport | null {
  // Asked of every line, so the literals first.
  if (line.includes('stdio') && (PY_STDIO_FRAME_RE.test(line) || PY_STDIO_GEN_RE.test(line) || PY_STDIO_LOGGER_RE.test(line))) return 'stdio';
  if (!line.includes('Connecting to ')) return null;
  if (PY_STREAMABLE_CONNECT_RE.test(line)) return 'streamable-http';
  if (PY_SSE_CONNECT_RE.test(line)) return 'http+sse';
  return null;
}
