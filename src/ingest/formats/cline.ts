/**
 * Cline: the CLI's `[mcp] …` lines (a record ending with `skipping:` continues on the next line)
 * and the VS Code extension's error strings as copied from its UI (`Error executing MCP tool:`
 * followed by the error on the next line), and its MCP hub's levelled log lines (`ERROR Transport error for
 * "<name>":`, cline/cline#9652). No clock.
 */
import { clinePhrases } from '../hosts/cline.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader, type RecordState } from './host-records.js';

/**
 * The CLI's `[mcp] ` tag counts only before the CLI's own words about a server (`Failed to load tools from MCP server
 * "<s>", skipping:`: cline/cline#12044, #12344): the tag alone is a prefix other programs write too (a dashboard's
 * own MCP server logs `[mcp] <instance>: <tool> key=value …`: Meisterull/agent-dashboard#40), and claiming such a
 * log at 0.85 took it from every reader that could read it.
 */
const CLI_TAG_RE = /^\[mcp\] .*\bMCP server "[^"]+"/;
/**
 * The extension's "Error executing MCP tool:" is printed word for word by its forks: Roo Code (RooCodeInc/Roo-Code#8598,
 * #7189, isaacphi/mcp-language-server#30) and Kilo Code (dagger/container-use#25, samanhappy/mcphub#405), against one
 * paste in the corpus each from Cline's own users (cline/cline#1306, jenkinsci/mcp-server-plugin#22). A paste that says
 * only that sentence is read with Cline's grammar, but its writer is left unknown; every other strong line below is Cline's
 * own in the threads seen, and names it.
 */
const FORK_SHARED = 'Error executing MCP tool:';
const OWN_RE = /MCP request timed out for "|cline_mcp_settings\.json|^(?:ERROR\s+)?(?:Transport error for "|Failed to (?:reconnect MCP server|restart connection for) )|^(?:Error: )?Failed to update server state: (?:MCP error|SdkError)/;
const STRONG_RE = new RegExp(`${FORK_SHARED}|${OWN_RE.source}`);
/**
 * The server's error box in the extension's MCP panel: the hub appends what the server printed on stderr and then the
 * connect's error to one text, so a server that could not start shows its launcher's last words with the TypeScript
 * SDK's close right after them ("C:\\…\\python.exe: No module named <module> MCP error -32000: Connection closed",
 * retyped on one line: modelcontextprotocol/servers#1490). Only with a launcher's own failure before the close (a missing
 * module or program): the SDK's error after other words is someone's sentence. Cline's forks show the same box.
 */
const STDERR_THEN_CLOSED_RE =
  /^(?:\S+: )?(?:No module named \S+|ModuleNotFoundError: .+|Error: Cannot find module '[^']+'|.*?(?:command not found|is not recognized as an internal or external command,?))\s+(?:MCP error -32000: Connection closed|SdkError: Connection closed)\.?$/;

/**
 * The extension's logger puts a level before each message ("ERROR Transport error for \"x\":": cline/cline#9652): a
 * line with a level opens a record of its own, even after a line that ended with a colon (the hub's messages end with
 * one, console.error's error object after it, lost in a copy).
 */
const LEVEL_RE = /^(?:ERROR|WARN|INFO|DEBUG|TRACE)\s+/;

function start(line: string, _tz: unknown, state: RecordState): HostLine | null {
  const last = state.lines?.[state.lines.length - 1];
  const levelled = LEVEL_RE.test(line);
  if (!levelled && last !== undefined && last.endsWith(':') && !state.blankSince) return null;
  if (indented(line)) return null;
  return { at: null, msg: line.trim().replace(LEVEL_RE, '').replace(/^\[mcp\]\s*/, '') };
}

function sniff(head: readonly string[]): number {
  let strong = 0;
  for (const l of head) if (STRONG_RE.test(l) || CLI_TAG_RE.test(l)) strong++;
  if (strong === 0) {
    const filled = head.filter((l) => l.trim() !== '');
    // The panel's box is the whole paste (a line or two), not a line inside a log.
    if (filled.length <= 2 && filled.some((l) => STDERR_THEN_CLOSED_RE.test(l.trim()))) return 0.6;
  }
  return strong === 0 ? 0 : 0.85;
}

export const cline = recordReader({
  name: 'cline',
  title: 'Cline CLI log lines and extension error text',
  clock: 'none',
  host: 'cline',
  ownWords: new RegExp(`${OWN_RE.source}|${CLI_TAG_RE.source}|${STDERR_THEN_CLOSED_RE.source}`),
  self: 'client',
  phrases: clinePhrases,
  sniff,
  start,
});
