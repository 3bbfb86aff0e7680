/**
 * Gemini CLI: its start-up discovery errors and the debug console's `MCP ERROR (<server>): …`.
 * "SSE stream disconnected" is the server-to-client stream of Streamable HTTP going idle and being
 * cut (google-gemini/gemini-cli#4474, #4333): no request rides on it, so it is left unlabelled.
 */
import { CLIENT_NOT_CONNECTED_GUARD } from '../../protocol/reasons.js';
import { SDK_TIMED_OUT, type HostPhrase } from './phrase.js';
import { typescriptSdkPhrases } from './typescript-sdk.js';

/**
 * The heads Gemini CLI puts before a server's failed connect: discovery at start-up ("Error during discovery for server
 * '<s>': Connection failed for '<s>': …"), and the connect itself as its mcp-client words it when the
 * transport's connect throws ("Error connecting to MCP server '<s>': Connection failed for '<s>': MCP error -32000:
 * Connection closed": tanaikech/ToolsForMCPServer#6). The second head names its server twice; only its
 * "Connection failed for" form is read here (its "failed to start or connect to MCP server" form is the row below).
 */
const HEADS = [
  {
    key: 'discovery',
    hint: 'Error during discovery for',
    head: String.raw`Error during discovery for (?:MCP )?server '(?<server>[^']+)': (?:Connection failed for '[^']+': )?`,
    seen: {
      closed: ['google-gemini/gemini-cli#13446', 'allenhutchison/gemini-cli-deep-research#37', 'eyaltoledano/claude-task-master#1364'],
      timedOut: ['google-gemini/gemini-cli#7324'],
      failed: ['google-gemini/gemini-cli#13446'],
    },
  },
  {
    key: 'connecting',
    hint: 'Error connecting to MCP server',
    head: String.raw`Error connecting to MCP server '(?<server>[^']+)': Connection failed for '[^']+': `,
    seen: { closed: ['tanaikech/ToolsForMCPServer#6'], timedOut: ['tanaikech/ToolsForMCPServer#6'], failed: ['tanaikech/ToolsForMCPServer#6'] },
  },
] as const;

type Head = (typeof HEADS)[number];

/** One row of a head: the same connect, told apart by the words after the head (`error`) and what they say. */
function headRow(h: Head, slug: string, said: HostPhrase['said'], error: string, seen: readonly string[]): HostPhrase {
  return {
    id: `gemini-cli/${h.key}-${slug}`,
    said,
    hint: h.hint,
    re: new RegExp(h.head + `(?<error>${error})`),
    method: 'initialize',
    scope: 'connection',
    seen: [...seen],
  };
}

function connectRows(h: Head): HostPhrase[] {
  return [
    headRow(h, 'connection-closed', 'connection-closed', 'MCP error -32000: Connection closed', h.seen.closed),
    headRow(h, 'timed-out', 'timer-fired', SDK_TIMED_OUT, h.seen.timedOut),
  ];
}

/**
 * The connect refused because the POST named a session the server does not hold ('Error during discovery for MCP server
 * '<s>': Streamable HTTP error: Error POSTing to endpoint: Bad Request: No valid session ID provided': a stateful FastMCP
 * server behind several Cloud Run instances, google-gemini/gemini-cli#18412). The SDK's transport sends the initialize
 * with no session id — it has none yet, and servers open a session for a POST without one — so the refusal is of a later
 * POST of the handshake, after the initialize was answered: the words name no method, and it is not the initialize.
 * Read before the head's catch-all failure row.
 */
function connectSessionRefused(h: Head): HostPhrase {
  return {
    id: `gemini-cli/${h.key}-session-refused`,
    said: 'failed',
    hint: h.hint,
    re: new RegExp(h.head + String.raw`(?<error>(?:Streamable HTTP error: )?Error POSTing to endpoint(?: \(HTTP \d{3}\))?: [^\n]*?\b(?:No valid session(?: ID provided)?|Session not found)\b[^\n]*)`),
    seen: ['google-gemini/gemini-cli#18412'],
  };
}

/** Read after every head's closed and timed-out rows (its `.+` would take their words too): any other error is the connect's failure. */
function connectFailed(h: Head): HostPhrase {
  return headRow(h, 'failed', 'failed', '.+', h.seen.failed);
}

const own: readonly HostPhrase[] = [
  ...HEADS.flatMap(connectRows),
  // Discovery refused by its McpClient's own guard, the words wrapped by the terminal or not (reasons.ts
  // CLIENT_NOT_CONNECTED_GUARD): nothing was written, after an answered initialize, so the timeline keeps no request
  // for these words (google-gemini/gemini-cli#16830). Read before the head's catch-all failure row.
  headRow(HEADS[0], 'not-connected', 'failed', CLIENT_NOT_CONNECTED_GUARD, ['google-gemini/gemini-cli#16830']),
  ...(['prompts', 'tools', 'resources'] as const).flatMap(discovering),
  ...HEADS.map(connectSessionRefused),
  ...HEADS.map(connectFailed),
  {
    id: 'gemini-cli/failed-to-start',
    said: 'failed',
    hint: 'failed to start or connect to MCP server',
    re: /failed to start or connect to MCP server '(?<server>[^']+)'[^\n]*\n?(?<error>[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#2787', 'eyaltoledano/claude-task-master#1023'],
  },
  {
    // The server answered the tools/call with a result whose isError is set, and Gemini CLI's MCP tool wrapper hands the
    // model its own sentence quoting that result ('MCP tool '<t>' reported tool error for function call: {"name":…,
    // "args":…} with response: [{"functionResponse":{"name":…,"response":{"content":[{"type":"text","text":"…"}],
    // "isError":true}}}]', packages/core/src/tools/mcp-tool.ts). Drawn in the chat under the call's box head
    // ('x  <tool> (<server> MCP Server) {args}', formats/gemini-cli.ts), which names the server
    // (google-gemini/gemini-cli#17772). The call was answered: the error is the server's, the text its content's.
    id: 'gemini-cli/mcp-tool-reported-error',
    said: 'failed',
    serverAnswer: true,
    hint: "' reported tool error for function call: ",
    re: /^(?:[✓o⊷?x-] {2}\S+ \((?<server>[^()\n]+) MCP Server\)[\s\S]*?)?MCP tool '(?<target>[^'\n]+)' reported tool error for function call: [\s\S]*?\bwith response:\s*(?:\[\s*\{\s*"functionResponse"[\s\S]*?"text"\s*:\s*"(?:Error calling tool '[^'\n]*':\s*)?)?(?<error>\S[\s\S]*?)(?:"\s*\}\s*\]\s*,\s*"isError"[\s\S]*)?$/,
    method: 'tools/call',
    seen: ['google-gemini/gemini-cli#17772'],
  },
  {
    // `/mcp list`'s header while discovery runs: the count of configured servers still connecting ('⏳ MCP servers are
    // starting up (1 initializing)...', packages/cli mcpCommand: the servers whose status is CONNECTING). Each of them
    // has its connect, and so its initialize, under way and unanswered when the list was drawn (google-gemini/gemini-cli#17944,
    // where one extension's server never finished starting). The header names no server; a count of 0 (discovery
    // still flagged in progress with no server connecting) says no connect is open. The start-up notice a queued
    // prompt gets ('Waiting for MCP servers to initialize...') names neither a server nor a count: it is printed also
    // when no server is starting at all (every configured server disabled: #18573), so it is no request.
    id: 'gemini-cli/mcp-list-initializing',
    said: 'request-sent',
    hint: 'MCP servers are starting up (',
    re: /MCP servers are starting up \((?:[1-9]\d*) initializing\)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['google-gemini/gemini-cli#17944'],
  },
  {
    // The IDE companion client's own call failing ("[DEBUG] [IDEClient] callTool for <file> failed: McpError: …"): a
    // tools/call to the companion's MCP server (the diff it asked the IDE to show), named by its file, not its tool
    // (google-gemini/gemini-cli#8434). The error's stack, on the lines under it, stays in the record.
    id: 'gemini-cli/ide-call-tool-failed',
    said: 'failed',
    hint: '[IDEClient] callTool for ',
    re: /\[IDEClient\] callTool for \S[^\n]*? failed: (?<error>[^\n]+)/,
    method: 'tools/call',
    seen: ['google-gemini/gemini-cli#8434'],
  },
  {
    // The unhandled-rejection banner over undici's 'TypeError: fetch failed' whose stack runs through the SDK's
    // StreamableHTTPClientTransport.send (the IDE companion client's POST, ide-client.js, when the companion's server in
    // the editor is gone: google-gemini/gemini-cli#13820). The message never reached a server and nothing caught the
    // rejection: a request lost with its transport. The banner names no method. Read on the banner's reason or its stack
    // heading, the frames under it in the same record.
    id: 'gemini-cli/rejection-transport-send-fetch-failed',
    said: 'connection-closed',
    hint: 'StreamableHTTPClientTransport.send',
    re: /(?:Reason|Stack trace):\s+(?<error>TypeError: fetch failed)\b[\s\S]{0,4000}?\bStreamableHTTPClientTransport\.send\b/,
    scope: 'request',
    sending: true,
    seen: ['google-gemini/gemini-cli#13820'],
  },
];

export const geminiCliPhrases: readonly HostPhrase[] = [...own, ...typescriptSdkPhrases];

/**
 * Discovery of one capability list after the connect (`Error discovering prompts from <server>: …`),
 * as `gemini --debug` reports it in a Feedback Details line (google-gemini/gemini-cli#17787): the
 * SDK's request timer on `<list>/list`, or another failure of it.
 */
function discovering(list: 'prompts' | 'tools' | 'resources'): HostPhrase[] {
  const head = `Error discovering ${list} from `;
  return [
    {
      id: `gemini-cli/discovering-${list}-timed-out`,
      said: 'timer-fired',
      timer: 'sdk',
      hint: head,
      re: new RegExp(`${head}(?<server>[^:"]{1,200}): (?<error>${SDK_TIMED_OUT})`),
      method: `${list}/list`,
      seen: ['google-gemini/gemini-cli#17787'],
    },
    {
      id: `gemini-cli/discovering-${list}-failed`,
      said: 'failed',
      hint: head,
      // The name is bounded: a line of the head said over and over, with no colon after it, made every head a start that
      // scanned the rest of the line (quadratic).
      re: new RegExp(`${head}(?<server>[^:"]{1,200}): (?<error>[^"\\n]+)`),
      method: `${list}/list`,
      seen: ['google-gemini/gemini-cli#17787'],
    },
  ];
}
