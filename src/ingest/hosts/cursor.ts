/**
 * Cursor's "MCP Logs" / "Cursor MCP" channel: VS Code's line grammar with Cursor's own sentences
 * (shared/reference/log-formats.md §2.2, hosts-in-the-wild.md §2). 0.4x prefixes each message
 * with a 4-character server tag (`ster: …`), mid-2025 with `user-<key>: …`; the reader removes
 * the tag before these rows see the words. No bodies, no ids. Cursor's client is the TypeScript
 * SDK's: its error texts follow (`typescript-sdk.ts`).
 */
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

const sessionNotFoundBody: HostPhrase = {
  // The body of a 404 refusing the session's id, as Cursor's V2 client logs it on a line of its own after the transport
  // failed, before its "Failed to start MCP session reinitialization" (Pr-Mex/vanessa-automation#2711: the server's
  // "Not Found: Session not found"). The request it answered is not named: the words are the server's refusal of the
  // session (protocol/reasons.ts session-not-found). Read only in a channel already Cursor's (formats/vscode.ts
  // cursorOwnBareLine): alone the words are any client's.
  id: 'cursor/session-not-found-body',
  said: 'session-not-found',
  hint: 'Session not found',
  re: /^(?:Not Found: )?(?<error>Session not found)\.?$/,
  status: 404,
  seen: ['Pr-Mex/vanessa-automation#2711'],
};

/** The kinds of offering the UI's listing asks a server for, each with its list request (cursorSubCallParts' parts). */
const OFFERING_KINDS = [['tools', 'tools/list'], ['prompts', 'prompts/list'], ['resources', 'resources/list']] as const;

const own: readonly HostPhrase[] = [
  {
    id: 'cursor/starting-stdio',
    said: 'connecting',
    hint: 'Starting new stdio process with command',
    re: /^Starting new stdio process with command: ?(?<command>.*)$/,
    scope: 'connection',
    spawned: true,
    seen: ['skindhu/AI-TASK-MANAGER#4', 'microsoft/mcp#1045', 'pathintegral-institute/mcpm.sh#228', 'AgentDeskAI/browser-tools-mcp#123'],
  },
  {
    // The SDK's connect returned: the initialize was answered ("Successfully connected to stdio server",
    // microsoft/mcp#1045; "… to streamableHttp server", arabold/docs-mcp-server#312; the V2 machine's
    // "connection:connect_success … -> conn=connected", laravel/boost#495). A close after it lost no handshake.
    id: 'cursor/connected',
    said: 'connected',
    hint: 'onnect',
    re: /^(?:Successfully connected to (?:stdio|streamableHttp|SSE|sse) server\b|\[V2 FSM\] connection:connect_success:|CreateClient completed, connected: true\b)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['microsoft/mcp#1045', 'arabold/docs-mcp-server#312', 'laravel/boost#495'],
  },
  {
    // A Streamable HTTP connect begun: its first POST is the initialize (after any OAuth steps, whose failures Cursor
    // logs). Nothing about a process; the timeline keeps it only to tell, at the capture's end, a connect left with no
    // word of its outcome (ruaan-deysel/unraid-management-agent#59: "Connecting to streamableHttp server", two "No
    // stored tokens found", then only "No server info found" for ten seconds). Not the legacy SSE fallback's
    // "Connecting to SSE server": its GET comes first and the initialize only after the endpoint event.
    // The CreateClient's first word for a URL server, "Creating streamableHttp transport" (a few ms before "Connecting
    // to …", PrefectHQ/fastmcp#2682), begins the same connect: a paste cut between the two still leaves its
    // initialize unanswered (atlassian/atlassian-mcp-server#56: the excerpt stops on the actions waiting for it).
    id: 'cursor/connecting-http',
    said: 'connecting',
    hint: 'streamableHttp',
    re: /^(?:Connecting to streamableHttp server|Creating streamableHttp transport)\s*$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['ruaan-deysel/unraid-management-agent#59', 'benborla/mcp-server-mysql#111', 'smart-mcp-proxy/mcpproxy-go#38', 'kentcdodds/kentcdodds.com#575', 'PrefectHQ/fastmcp#2682', 'atlassian/atlassian-mcp-server#56'],
  },
  {
    id: 'cursor/client-closed',
    said: 'connection-closed',
    hint: 'Client closed for command',
    re: /^Client closed for command/,
    scope: 'connection',
    seen: ['skindhu/AI-TASK-MANAGER#4', 'GLips/Figma-Context-MCP#77', 'upstash/context7#111'],
  },
  {
    // The server's command could not be spawned at all (Node's `spawn npx ENOENT`, which Cursor wraps as
    // "A system error occurred (…)"): the connect failed before any process ran, so no initialize was
    // written (timeline: SPAWN_FAILED_RE; eyaltoledano/claude-task-master#422, upstash/context7#19).
    id: 'cursor/client-error-spawn',
    said: 'failed',
    hint: 'spawn ',
    re: /^Client error for command (?<error>(?:A system error occurred \()?spawn .+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['eyaltoledano/claude-task-master#422', 'upstash/context7#19'],
  },
  {
    // The connect refused at its OAuth step: the server's authorization server would not register Cursor's
    // `cursor://anysphere.cursor-mcp/oauth/…` callback, so the initialize never got an authorized answer ("No valid
    // redirect URIs provided…": browserstack/mcp-server#176; "Redirect URIs must be localhost or HTTPS":
    // TanStack/tanstack.com#652, fixed on the server by allowing the scheme). The verdict reads the refusal
    // (protocol/reasons.ts AUTH_REFUSED_RE).
    id: 'cursor/client-error-oauth-refused',
    said: 'failed',
    hint: 'Client error for command ',
    re: /^Client error for command (?<error>(?:No valid redirect URIs?\b|Redirect URIs? .{0,80}?\b(?:must|not allowed|does not match)\b|[^\n]{0,120}?\binvalid_(?:client|grant|token|redirect_uri)\b).*)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['browserstack/mcp-server#176', 'TanStack/tanstack.com#652'],
  },
  {
    // The connect (initialize) failed because the process went away: the SDK's -32000.
    id: 'cursor/reload-failed',
    said: 'failed',
    hint: 'Failed to reload client: ',
    re: /^Failed to reload client: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['skindhu/AI-TASK-MANAGER#4', 'GLips/Figma-Context-MCP#77', 'Deepractice/PromptX#17'],
  },
  {
    // Cursor 2.x creates a server's client once and lets every other action wait for that creation ("CreateClient
    // already in progress, waiting for existing creation", "Server creation in progress, waiting for completion");
    // when the connect fails, the waiting side logs it as "Pending server creation failed: <error>". The connect is
    // the SDK's initialize: a Java SDK server that cannot read the newer client capabilities answers it with
    // -32603 ('Unrecognized field "elicitation"': yuyuanweb/mcp-mianshiya-server#15; '… "form" …':
    // bhauman/clojure-mcp#145). The verdict reads the error.
    id: 'cursor/pending-server-creation-failed',
    said: 'failed',
    hint: 'Pending server creation failed: ',
    re: /^Pending server creation failed: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['yuyuanweb/mcp-mianshiya-server#15', 'bhauman/clojure-mcp#145'],
  },
  {
    // ListOfferings lists the server's tools first ("Connected to stdio server, fetching offerings"), then
    // its resources; a failure of that listing is said as "Error listing offerings: <error>", the SDK's
    // error after it (a -32001 60 s later: arcadeai-labs/smithery-cli#160). The listing that failed is the
    // tools/list it started with.
    id: 'cursor/list-offerings-failed',
    said: 'failed',
    hint: 'Error listing offerings: ',
    re: /^Error listing offerings: (?<error>.+)$/,
    method: 'tools/list',
    seen: ['arcadeai-labs/smithery-cli#160'],
  },
  {
    // Cursor ≥ 1.x connects a URL server with Streamable HTTP first (the SDK's connect: its initialize)
    // and logs why that failed before trying legacy SSE. The SDK's request timer on the initialize fired:
    // it cancels (benborla/mcp-server-mysql#111, 60.005 s after "Connecting to streamableHttp server").
    // Cursor prints the line twice; the second is the same failure (timeline: restated words).
    id: 'cursor/connect-fallback-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Error connecting to streamableHttp server, falling back to SSE: ',
    re: new RegExp(String.raw`^Error connecting to streamableHttp server, falling back to SSE: (?<error>${SDK_TIMED_OUT}.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['benborla/mcp-server-mysql#111'],
  },
  {
    // Any other reason the Streamable HTTP initialize failed: the network ("fetch failed":
    // smart-mcp-proxy/mcpproxy-go#38), the server's refusal ("Token is not active": cursor/cursor#3722),
    // a status. A bare "Unauthorized" is the OAuth step, not a failure: Cursor then waits for the
    // authorization callback ("Unauthorized error connecting to streamableHttp server, returning transport",
    // benborla/mcp-server-mysql#111) and connects again once authorized.
    id: 'cursor/connect-fallback-failed',
    said: 'failed',
    hint: 'Error connecting to streamableHttp server, falling back to SSE: ',
    re: /^Error connecting to streamableHttp server, falling back to SSE: (?<error>(?!Unauthorized\s*$).+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['smart-mcp-proxy/mcpproxy-go#38', 'cursor/cursor#3722', 'StacklokLabs/mcp-optimizer#51'],
  },
  {
    // Cursor 2026's V2 connection machine words the same Streamable HTTP connect failure without the SSE fallback
    // ("[V2] Handling CreateClient action" … "Transient error connecting to streamableHttp server: <error>", then
    // "Connection failed: <error>": freema/openclaw-mcp#24). The SDK's timer on the initialize, as above.
    id: 'cursor/v2-connect-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Transient error connecting to streamableHttp server: ',
    re: new RegExp(String.raw`^Transient error connecting to streamableHttp server: (?<error>${SDK_TIMED_OUT}.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['freema/openclaw-mcp#24'],
  },
  {
    // The V2 client's own summary of the connect that failed, said alone when no transient line came before it: the
    // reconnect after the machine slept, its initialize left unanswered until the SDK's timer fired ("Connection failed:
    // MCP error -32001: Request timed out", then "[V2 FSM] connection:connect_failure: conn=connecting,… ->
    // conn=failed,…": laravel/boost#784). The SDK's timer on the initialize, as above. Only the timer's words: the
    // other reasons follow a transient line that a row above already reads (freema/openclaw-mcp#24).
    id: 'cursor/v2-connection-failed-timed-out',
    said: 'timer-fired',
    timer: 'sdk',
    hint: 'Connection failed: ',
    re: new RegExp(String.raw`^Connection failed: (?<error>${SDK_TIMED_OUT}.*)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['laravel/boost#784'],
  },
  // The UI's listing of a server's offerings, one sub-call a kind, each failed part of the line read alone (the line
  // with one part, as Cursor prints one failed sub-call, "(count=1)"; a line of several is cut into such lines by
  // cursorSubCallParts, through host-lines.ts serverMapParts, in every reader that meets it):
  // "tools(authRelated=false, reason=unknown): Not connected" is the tools/list that could not be
  // sent, the TypeScript SDK's Protocol.request refusing with no transport open (protocol/reasons.ts closed-client;
  // laravel/boost#784, two hours after the reconnect above had failed). Another error is that sub-call's failure.
  // The error ends before the listing's ' | ': a line of several parts that cursorSubCallParts refused (a part of no
  // kind it knows) is read by no row, not as the first part's failure with the rest for its error.
  ...OFFERING_KINDS.map(([kind, method]) => ({
    id: `cursor/offerings-sub-call-failed-${kind}`,
    said: 'failed' as const,
    hint: 'sub-call failed (count=',
    re: new RegExp(String.raw`^listOfferings(?:ForUI)? sub-call failed \(count=\d+\): ${kind}\([^()]*\): (?<error>\S(?:(?! \| ).)*)$`),
    method,
    seen: ['laravel/boost#784'],
  })),
  {
    // … and any other reason (the OAuth registration the server's 401 started: freema/openclaw-mcp#24). A bare
    // "Unauthorized" is the OAuth step Cursor then waits on, as in the row above.
    id: 'cursor/v2-connect-failed',
    said: 'failed',
    hint: 'Transient error connecting to streamableHttp server: ',
    re: new RegExp(String.raw`^Transient error connecting to streamableHttp server: (?<error>(?!Unauthorized\s*$)(?!${SDK_TIMED_OUT}).+)$`),
    method: 'initialize',
    scope: 'connection',
    seen: ['freema/openclaw-mcp#24'],
  },
  {
    // The legacy SSE fallback's own connect (its GET stream) failed as well: no message went on it,
    // so it names no request (smart-mcp-proxy/mcpproxy-go#38: ECONNREFUSED; cursor/cursor#3722).
    id: 'cursor/sse-fallback-failed',
    said: 'connection-closed',
    hint: 'Error connecting to SSE server after fallback: ',
    re: /^Error connecting to SSE server after fallback: (?<error>.+)$/,
    scope: 'connection',
    seen: ['smart-mcp-proxy/mcpproxy-go#38', 'cursor/cursor#3722'],
  },
  {
    id: 'cursor/calling-tool',
    said: 'request-sent',
    hint: "Calling tool '",
    re: /^Calling tool '(?<target>[^']+)'/,
    method: 'tools/call',
    seen: ['GuDaStudio/codexmcp#30', 'AgentDeskAI/browser-tools-mcp#34'],
  },
  {
    id: 'cursor/called-tool',
    said: 'completed',
    hint: "Successfully called tool '",
    re: /^Successfully called tool '(?<target>[^']+)'/,
    method: 'tools/call',
    seen: ['AgentDeskAI/browser-tools-mcp#34'],
  },
  {
    // The answer was an error (a server's -32602 "Tool … not found", a timeout text, …).
    id: 'cursor/error-calling-tool',
    said: 'failed',
    hint: "Error calling tool '",
    re: /^Error calling tool '(?<target>[^']+)': (?<error>.+)$/,
    method: 'tools/call',
    seen: ['useshortcut/mcp-server-shortcut#16', 'ipenywis/aimemory#1', 'jerhadf/linear-mcp-server#10'],
  },
  {
    // Legacy HTTP+SSE: the GET stream that carries every response broke.
    id: 'cursor/sse-error',
    said: 'connection-closed',
    hint: 'SSE error: ',
    re: /^Client error for command SSE error: (?<error>.+)$/,
    scope: 'connection',
    seen: ['tidewave-ai/tidewave_phoenix#19', 'tidewave-ai/tidewave_phoenix#64'],
  },
  {
    id: 'cursor/fsm-connect-start',
    said: 'connecting',
    hint: '[V2 FSM] connection:connect_start',
    re: /^\[V2 FSM\] connection:connect_start:/,
    scope: 'connection',
    seen: ['IvanMurzak/MCP-Plugin-dotnet#105', 'render-oss/render-mcp-server#26'],
  },
  sessionNotFoundBody,
  {
    id: 'cursor/fsm-transport-error',
    said: 'connection-closed',
    hint: '[V2 FSM] connection:transport_error',
    re: /^\[V2 FSM\] connection:transport_error:/,
    scope: 'connection',
    seen: ['IvanMurzak/MCP-Plugin-dotnet#105', 'render-oss/render-mcp-server#26'],
  },
];

export const cursorPhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];

/** The UI's listing line: its count of failed sub-calls, then each as `<kind>(<flags>): <error>`, joined by ' | '. */
const SUB_CALLS_RE = /^(listOfferings(?:ForUI)? sub-call failed \(count=\d+\)): (.+)$/;
const SUB_CALL_PART_RE = new RegExp(String.raw`^(${OFFERING_KINDS.map(([kind]) => kind).join('|')})(\([^()]*\)): (\S.*)$`);

/**
 * Cursor's one line for the several list requests its UI's listing made of a server (`listOfferingsForUI sub-call
 * failed (count=3): tools(…): Not connected | prompts(…): Not connected | resources(…): Not connected`:
 * laravel/boost#784): the line once a sub-call, with that part alone (`listOfferingsForUI sub-call failed (count=3):
 * tools(…): Not connected`, as the line reads when one failed), each its own request's failure, read by the rows above.
 * Null for any other line, a line of one part (the rows read it as it is), or when a part is not one of a kind.
 * Used through host-lines.ts serverMapParts, the one splitter of a line that holds several failures.
 */
export function cursorSubCallParts(msg: string): string[] | null {
  if (!msg.startsWith('listOfferings')) return null;
  const m = SUB_CALLS_RE.exec(msg);
  if (m === null) return null;
  const raws = m[2]!.split(' | ');
  if (raws.length < 2) return null;
  const parts: string[] = [];
  for (const raw of raws) {
    const p = SUB_CALL_PART_RE.exec(raw.trim());
    if (p === null) return null;
    parts.push(`${m[1]}: ${p[1]}${p[2]}: ${p[3]}`);
  }
  return parts;
}

/**
 * Rows whose words alone are any client's, read on a line without stamp or level only in a channel already known to be
 * Cursor's (formats/vscode.ts): the V2 client's lines copied without the channel's prefix.
 */
export const cursorChannelBarePhrases: readonly HostPhrase[] = [sessionNotFoundBody];

/**
 * How Cursor's own sentences begin when a reporter pastes them without stamp or level (words copied from the
 * output channel alone: freema/openclaw-mcp#24). Its connection machine's `[V2] ` tag (2026) and its OAuth
 * provider's steps (TanStack/tanstack.com#652, github/github-mcp-server#1663, atlassian/atlassian-mcp-server#137,
 * arabold/docs-mcp-server#312) are only Cursor's; used to tell such a paste is Cursor's channel (formats/vscode.ts
 * sniff), not to read it.
 */
export const CURSOR_SENTENCE_STARTS: readonly string[] = [
  '[V2] ',
  '[V2 FSM] ',
  'Handling CreateClient action',
  'Handling ReloadClient action',
  'Handling ListOfferings action',
  'Handling CallTool action',
  'Handling GetInstructions action',
  'Creating streamableHttp transport',
  'Connecting to streamableHttp server',
  'Successfully connected to streamableHttp server',
  'Storing streamableHttp client',
  'CreateClient completed, server stored: ',
  'Transient error connecting to streamableHttp server: ',
  'Using OAuth scopes: ',
  'No stored tokens found',
  'No stored client information found',
  'Using redirect URL',
  'Saving client information',
  'Saving PKCE code verifier',
  'MCP OAuth redirect to authorization',
  'Stored server URL for OAuth flow',
  // The V2 client's error line (2026): "Client error: <the SDK's error>" (cursor--v2fsm-sse-bad-request stamped;
  // unstamped: Pr-Mex/vanessa-automation#2711, lennix1337/Genexus18MCP#44), the older grammar's "Client error for
  // command …" without the command; and its failed re-initialization after a 404 to the old session.
  'Client error: ',
  'Failed to start MCP session reinitialization',
];

/**
 * Words only Cursor writes in this grammar: one of them tells a Cursor log from a VS Code one
 * (`inputs[].host`).
 */
export const CURSOR_MARKERS: readonly string[] = [
  'Starting new stdio process with command',
  'Client closed for command',
  'Failed to reload client',
  'Handling CreateClient action',
  'Handling ReloadClient action',
  'Handling ListOfferings action',
  'Handling CallTool action',
  'Handling GetInstructions action',
  'Pending server creation failed: ',
  'Server creation in progress',
  'No server info found',
  '[V2 FSM] ',
  'MCP HTTP exchange completed',
  "Calling tool '",
  "Successfully called tool '",
  "Error calling tool '",
  'listOfferings: Found',
  'Error listing offerings: ',
  'Client error for command',
  'Error in MCP: ',
  'Successfully connected to stdio server',
  // Cursor 0.45–0.46's client-reuse and listing sentences (jerhadf/linear-mcp-server#10,
  // AgentDeskAI/browser-tools-mcp#11, AgentDeskAI/browser-tools-mcp#34).
  'Reusing existing stdio client',
  'Handling ListTools action for stdio server',
  // Cursor's camelCase transport names in its connect sentences (benborla/mcp-server-mysql#111).
  'streamableHttp server',
  'Error connecting to SSE server after fallback',
];
