/**
 * Gemini CLI's terminal text: start-up lines (`✕ Error during discovery for server '<s>': …`) and
 * the debug console, drawn in a box (`╭─…╮`, `│ ✖  MCP ERROR (<server>): … │`, `╰─…╯`) whose frame
 * and padding carry nothing. No clock.
 */
import { geminiCliPhrases } from '../hosts/gemini-cli.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';
import { SAYS_MCP_RE } from './says-mcp.js';

const FRAME_RE = /^\s*[╭╰][─]+[╮╯]\s*$/;
const BOX_RE = /^\s*│(.*?)│?\s*$/;
const GLYPH_RE = /^(?:[✕✖ℹ⚠]\uFE0F?)\s*/;
/**
 * Words only Gemini CLI (and its forks) prints. Besides the discovery and debug-console lines: the IDE companion client's
 * log tag ('✖ [ERROR] [IDEClient] IDE connection error …', '[DEBUG] [IDEClient] callTool for … failed: …':
 * google-gemini/gemini-cli#7466, #7354, #8434). And the `/mcp auth <server>` command's own lines ('ℹ Starting OAuth
 * authentication for MCP server '<s>'...', '✕ Failed to authenticate with MCP server '<s>': …') with the start-up notice
 * that points to `/mcp list` ('ℹ MCP issues detected. Run /mcp list for status.': miroapp/miro-ai#29). And the sentence
 * its MCP tool wrapper returns when the server's CallToolResult has isError ('MCP tool '<t>' reported tool error for
 * function call: {…} with response: […]', packages/core/src/tools/mcp-tool.ts: google-gemini/gemini-cli#17772).
 * And its MCP start-up status: the notice a prompt gets while discovery is still running ('Waiting for MCP servers to
 * initialize... Slash commands are still available and prompts will be queued.', packages/cli AppContainer:
 * google-gemini/gemini-cli#18573, #17944), `/mcp list`'s header over servers still connecting ('⏳ MCP servers are
 * starting up (1 initializing)...': #17944), and `gemini mcp list`'s rows ('✗ <s>: <url> (http) - Disconnected':
 * google-gemini/gemini-cli#25599).
 */
const STRONG_RE = /Waiting for MCP servers to initialize\.\.\. Slash commands are still available|MCP servers are starting up \(\d+ initializing\)|^[✓✗…] [^\s:]+: \S.* \((?:stdio|sse|http)\) - (?:Connected|Connecting|Disconnected)\s*$|MCP tool '[^']+' reported tool error for function call: |Starting OAuth authentication for MCP server '|Failed to authenticate with MCP server '|MCP issues detected\. Run \/mcp list for status|Error during discovery for (?:MCP )?server '|Error connecting to MCP server '[^']+': Connection failed for '|MCP ERROR \(|failed to start or connect to MCP server '|Error discovering (?:prompts|tools|resources) from |\[(?:ERROR|WARN|DEBUG|INFO)\] \[IDEClient\] /;
/**
 * Its own frames around whatever it prints, MCP or not: the unhandled-rejection banner ('This is an unexpected error. Please
 * file a bug report using the /bug tool.' / 'CRITICAL: Unhandled Promise Rejection!': #7466, #8407), the `/about` box
 * ('About Gemini CLI') and the debug console's header ('Debug Console (ctrl+o to close)'). The banner is printed for any
 * rejection the CLI did not catch — its own experiments fetch cut by the network ('request to …/v1internal:listExperiments
 * failed, reason: read ECONNRESET': google-gemini/gemini-cli#25739) as much as an MCP server's — so these claim a text
 * only beside a word that says MCP (its besideMcp below), as the install path does.
 */
const FRAMING_RE = /Debug Console \((?:ctrl\+o|F12) to close\)|About Gemini CLI|CRITICAL: Unhandled Promise Rejection!|using the \/bug tool\b/;
/**
 * Its install path in a stack frame ('…/node_modules/@google/gemini-cli/…', '…\\@google\\gemini-cli\\…'): the CLI's own
 * code, but not yet MCP. The CLI aborting its own model request throws node-fetch's AbortError through the core client's
 * frames with no MCP word anywhere ('AbortError: The user aborted a request.' over GeminiClient._recoverFromLoop:
 * google-gemini/gemini-cli#23509), and a text whose words never say MCP is no capture (docs/formats.md, What makes a
 * capture). So the path claims a text only beside a word that does (its besideMcp below; detect.ts applies the rule).
 */
const INSTALL_PATH_RE = /[\\/]@google[\\/]gemini-cli(?:-core)?[\\/]/;

/**
 * The error Gemini CLI prints on the line under its sentence (`… {"command":"npx"};` then
 * `McpError: MCP error -32000: Connection closed`; `Error: spawn python ENOENT`; `TypeError: fetch failed`).
 * In the box it is indented under the glyph; copied without the box it starts at the margin
 * (eyaltoledano/claude-task-master#1023): still the sentence's error, not a record of its own.
 */
/**
 * A tool call's box in the chat: its status mark (packages/cli's TOOL_STATUS: '✓' success, 'o' pending, '⊷' executing,
 * '?' confirming, '-' cancelled, 'x' error), two spaces, then an MCP tool's display name, `<tool> (<server> MCP Server)`,
 * and its arguments ('x  get_doc_content (google-workspace-mcp MCP Server) {"document_id":"..."}':
 * google-gemini/gemini-cli#17772). The rows under it, up to the next mark, are what the call returned: one record.
 */
const TOOL_BOX_HEAD_RE = /^[✓o⊷?x-] {2}\S+ \([^()\n]+ MCP Server\)/;

const ERROR_LINE_RE = /^(?:[A-Z]\w*)?Error(?: \[\w+\])?: \S/;
/** A box row whose text reached the right border (one space of padding): the sentence goes on in the next row. */
const FULL_ROW_RE = /\S [│┃]\s*$/;

function start(line: string, state: RecordState): HostLine | null | 'skip' {
  if (FRAME_RE.test(line)) return 'skip';
  const box = BOX_RE.exec(line);
  if (box !== null && line.trimStart().startsWith('│')) {
    const inner = box[1]!.trim();
    if (inner === '') return 'skip';
    if (TOOL_BOX_HEAD_RE.test(inner)) return { at: null, msg: inner };
    if (!GLYPH_RE.test(inner) && !/^Debug Console/.test(inner)) return null;
    return { at: null, msg: inner.replace(GLYPH_RE, '') };
  }
  if (indented(line)) return null;
  if (state.lines !== null && !state.blankSince && ERROR_LINE_RE.test(line)) return null;
  // A row copied from its glyph on, without the left border, keeps the right one
  // (eyaltoledano/claude-task-master#1364): the border is not the sentence's.
  return { at: null, msg: line.trim().replace(GLYPH_RE, '').replace(/\s*[│┃]$/, '') };
}

/**
 * A continuation row: its text inside the borders. It goes on the sentence above when that row was
 * full — the console wrapped it at the box's width, anywhere, even inside "MCP error -32000"
 * (eyaltoledano/claude-task-master#1364) — and is a line of its own otherwise (the error under a
 * padded row: google-gemini/gemini-cli#2786, a stack frame).
 */
function part(line: string, prev: string): { text: string; wrapped: boolean } {
  const box = BOX_RE.exec(line);
  const boxed = box !== null && line.trimStart().startsWith('│');
  const text = boxed ? box[1]!.trim() : line.trim();
  return { text, wrapped: boxed && FULL_ROW_RE.test(prev) };
}

function sniff(head: readonly string[]): number {
  for (const l of head) if (STRONG_RE.test(l)) return 0.9;
  return 0;
}

export const geminiCli = recordReader({
  name: 'gemini-cli',
  title: 'Gemini CLI terminal output and debug console',
  clock: 'none',
  host: 'gemini-cli',
  self: 'client',
  phrases: geminiCliPhrases,
  sniff,
  besideMcp: {
    words: SAYS_MCP_RE,
    sniff: (head) => (head.some((l) => INSTALL_PATH_RE.test(l) || FRAMING_RE.test(l)) ? 0.9 : 0),
  },
  start: (line, _tz, state) => start(line, state),
  part,
});
