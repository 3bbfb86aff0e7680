/**
 * mcp-remote's own output: stderr lines `[<pid>] <message>` (no clock) and, with `--debug`, the
 * debug file's `[<ISO ms>Z][<pid>] <message>`; a message may go on over lines (a stack, pretty
 * JSON). Inside a Claude Desktop log these lines are read by the Claude Desktop reader; here the
 * capture is mcp-remote's alone. The pid labels the session (one process, one proxy).
 */
import { mcpRemotePhrases } from '../hosts/mcp-remote.js';
import { parseIsoUtc } from '../time.js';
import type { HostLine } from './host-lines.js';
import { recordReader, type RecordState } from './host-records.js';

// The pid, or the `x`s a reporter masked it with (`[xxxxx]`, zeptonow/mcp#45): either labels the session.
const STDERR_RE = /^\[(\d+|x+|X+)\] ?(.*)$/;
const DEBUG_RE = /^\[(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)\]\[(\d+|x+|X+)\] ?(.*)$/;
/**
 * Its error report with the `[<pid>] ` prefix cut by the reporter: the SDK's errors behind
 * `Error from remote server: ` pasted alone, a stack frame or Node's printed error object under each
 * (coddingtonbear/obsidian-local-rest-api#322). Only these words start a record without the prefix: they
 * are mcp-remote's own (its `onerror` handlers), and a bare line of anything else stays continuation.
 */
const BARE_ERROR_RE = /^(Error from (?:remote server|local client)\b.*)$/;

/**
 * Its one-line notes of a forwarded message (`log('[Remote→Local]', message.method || message.id)`): nothing of
 * mcp-remote's goes on under them (the initialize it prints in full comes on its own `[pid] {` line).
 */
const FORWARD_NOTE_RE = /^\[(?:Local→Remote|Remote→Local)\] \S+\s*$/;

/**
 * A line that opens with a log level in brackets is the parent program's own (mcp-remote tags every line of its
 * own with its pid), printed between the child's lines: a proxy's `[error] McpError: MCP error -32000: Connection
 * closed` under mcp-remote's usage line (d-kimuson/modular-mcp#16). It starts a record, never a continuation, and
 * it says the capture is that program's, mcp-remote one child of it: the input's host is then not mcp-remote but
 * `unknown` (foreignWords), as the parent names itself nowhere.
 */
const LEVEL_TAG_RE = /^\[(?:info|error|warn(?:ing)?|debug|trace|fatal|notice|critical)\] \S/i;

function start(line: string, _tz: unknown, state: RecordState): HostLine | null {
  const d = DEBUG_RE.exec(line);
  if (d !== null) return { at: parseIsoUtc(d[1]!), server: `mcp-remote[${d[2]}]`, msg: d[3]! };
  const s = STDERR_RE.exec(line);
  if (s !== null) return { at: null, server: `mcp-remote[${s[1]}]`, msg: s[2]! };
  const b = BARE_ERROR_RE.exec(line);
  if (b !== null) return { at: null, server: 'mcp-remote', msg: b[1]! };
  // A bare line right under a forward note is not its continuation: it is what the host running the bridge printed
  // between mcp-remote's lines (Chorus's `JSON Parse error: …` after `[Remote→Local] 0`, meltylabs/chorus#58), a
  // record of its own, so the note keeps its id.
  if (LEVEL_TAG_RE.test(line)) return { at: null, server: null, msg: line.trim() };
  const l = state.lines;
  if (l !== null && l.length === 1 && FORWARD_NOTE_RE.test(l[0]!) && line.trim() !== '' && !/^\s/.test(line)) {
    return { at: null, server: null, msg: line.trim() };
  }
  return null;
}

/** A stack frame or an error object's field with its indentation lost (`at f (file:…)`, `code: -32001,`). */
const STACK_TAIL_RE = /^(?:at \S.*\)$|at \S+:\d+:\d+$|at (?:async )?[\w.<>$]+ \(|[a-z]\w*: .*,?$)/;

function sniff(head: readonly string[]): number {
  let mine = 0;
  let other = 0;
  let strong = false;
  let prefixless = 0;
  for (const l of head) {
    const d = DEBUG_RE.exec(l);
    const s = d === null ? STDERR_RE.exec(l) : null;
    const bare = d === null && s === null ? BARE_ERROR_RE.exec(l)?.[1] : undefined;
    if (bare !== undefined) prefixless++;
    const msg = d?.[3] ?? s?.[2] ?? bare;
    if (msg === undefined) {
      // Indented lines, closing brackets and an HTML error page's markup continue the message before them;
      // so do a stack's frames and an error's fields when the paste lost their indentation, and the blank
      // lines a paste puts between them (smithery-ai/mcp-servers#28).
      if (l.trim() !== '' && !/^\s/.test(l) && !/^[}\]<]/.test(l) && !STACK_TAIL_RE.test(l)) other++;
      continue;
    }
    mine++;
    // … or its own report of an error from either side ("Error from remote server: {"code":409}" then the error's
    // stack as one JSON line, the lines a reporter pastes alone: punkpeye/mcp-remote#159; "Error from remote
    // server: Error: Error POSTing to endpoint (HTTP 404): …": punkpeye/mcp-remote#106), behind its pid prefix.
    if (/^\[(?:Local→Remote|Remote→Local)\]|^(?:Connecting to remote server|Using transport strategy|Proxy established successfully|Connected to remote server|Local → Remote message|Fatal error: |Error from (?:remote server|local client)\b)/.test(msg)) strong = true;
  }
  if (mine === 0 || !strong) return 0;
  const frac = mine / (mine + other);
  const score = frac >= 0.8 ? 0.9 : frac >= 0.5 ? 0.45 : 0.2;
  // Its error words with every prefix cut are weaker evidence than its own grammar: any reader that knows the
  // file better keeps it; otherwise these are mcp-remote's and not an unknown paste.
  return prefixless === mine ? Math.min(score, 0.45) : score;
}

export const mcpRemote = recordReader({
  name: 'mcp-remote',
  title: 'mcp-remote stderr and --debug output',
  clock: 'mixed',
  host: 'mcp-remote',
  foreignWords: LEVEL_TAG_RE,
  self: 'client',
  phrases: mcpRemotePhrases,
  sniff,
  start,
  doubledLines: false,
});
