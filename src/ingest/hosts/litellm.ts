/**
 * LiteLLM's proxy as an MCP gateway: Python logging `HH:MM:SS - LiteLLM:LEVEL: file.py:line - msg`.
 * Its MCP client logs each upstream call it makes (`MCP client calling tool '<t>'`) and each
 * listing it got (`MCP client listed N tools from <url>`, `Successfully fetched N tools from server <s>`).
 * When the asyncio task listing an upstream's tools is cancelled, its client logs `MCP client list_tools was cancelled`
 * and the server manager, which catches the CancelledError, `Task cancelled while listing tools from <server>`
 * (BerriAI/litellm#26700): the gateway gave its tools/list up on its own. Its SDK client sends no notifications/cancelled
 * for a cancelled task, and the words do not say whether a deadline, the teardown or a caller cancelled it
 * (reasons.ts HOST_JOB_CANCELLED_RE). The manager's line names the server and is the request's row; the client's line
 * before it says the same of the same call without the server, and a second row for it would count the call twice.
 */
import type { HostPhrase } from './phrase.js';

export const litellmPhrases: readonly HostPhrase[] = [
  {
    id: 'litellm/calling-tool',
    said: 'request-sent',
    hint: 'MCP client calling tool',
    re: /MCP client calling tool '(?<target>[^']+)'/,
    method: 'tools/call',
    seen: ['BerriAI/litellm#13840'],
  },
  {
    id: 'litellm/listed-tools',
    said: 'completed',
    hint: 'MCP client listed',
    re: /MCP client listed \d+ tools from (?<server>\S+?):?(?: \[|$)/,
    method: 'tools/list',
    seen: ['BerriAI/litellm#28766'],
  },
  {
    id: 'litellm/fetched-tools',
    said: 'completed',
    hint: 'Successfully fetched',
    re: /Successfully fetched \d+ tools from server (?<server>\S+)/,
    method: 'tools/list',
    seen: ['BerriAI/litellm#28766'],
  },
  {
    // Its MCP client's connect to an upstream raising (the transport's open or the SDK session's initialize), logged
    // with the exception's text: 'MCP client connection failed: unhandled errors in a TaskGroup (1 sub-exception)',
    // anyio's group hiding what failed under it; then 'MCP client session is not initialized after connection attempt'
    // restating it, and the upstream lists no tools (an SSE upstream behind a bearer token: BerriAI/litellm#15957). The
    // handshake never completed: the initialize is lost with the connection. The restating line is no second connect.
    id: 'litellm/client-connection-failed',
    said: 'connection-closed',
    hint: 'MCP client connection failed: ',
    re: /\bMCP client connection failed: (?<error>\S.*?)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['BerriAI/litellm#15957'],
  },
  {
    id: 'litellm/listing-task-cancelled',
    said: 'failed',
    hint: 'Task cancelled while listing tools from ',
    re: /^(?<error>Task cancelled while listing tools from (?<server>\S+))\s*$/,
    method: 'tools/list',
    seen: ['BerriAI/litellm#26700'],
  },
];
