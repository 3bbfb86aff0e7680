/**
 * Zed's log, `Zed.log` (shared/reference/hosts-in-the-wild.md §3):
 *
 *   `<ISO local with offset> <LEVEL padded to 5> [<module or file:line>] <words>`
 *   e.g. `2025-12-30T17:41:42+03:00 ERROR [context_server::client] cancelled csp request task …`
 *   older builds: `2024-09-05T23:29:09.476057761+03:00 [ERROR] <words>` (zed-industries/zed#17400)
 *
 * Every stamp carries its offset, so no zone is assumed. No JSON-RPC bodies are logged; context
 * server requests exist only as the sentences of `hosts/zed.ts`. A timer line names the method and
 * id but not the server; the `<server> context server failed to start` line Zed writes at the same
 * instant names it. The reader gives the timer line that server and keeps the restatement as words
 * only, so one timeout is one fact (zed-industries/zed#44786 interleaves two servers this way).
 * Lines without a header (multi-line traces, pretty-printed notifications) continue the previous event.
 * Where Zed writes it: macOS `~/Library/Logs/Zed/Zed.log`, Linux `~/.local/share/zed/logs/Zed.log`,
 * Windows `%LOCALAPPDATA%\Zed\logs\Zed.log`.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { methodInWords, readSaid, toolInWords } from '../hosts/phrase.js';
import { zedPhrases } from '../hosts/zed.js';
import { isBlank } from '../open.js';
import { parseIsoUtc } from '../time.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';
import { saysMcpOr } from './says-mcp.js';
import { oncePerHead } from '../head-tally.js';

const LINE_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:[+-]\d\d:\d\d|Z)) +(?:(ERROR|WARN|INFO|DEBUG|TRACE) +\[([^\]]*)\]|\[(ERROR|WARN|INFO|DEBUG|TRACE)\]) ?(.*)$/;

export interface ZedLine {
  at: number;
  level: string;
  module: string | null;
  msg: string;
}

export function parseZedLine(s: string): ZedLine | null {
  const c = s.charCodeAt(0);
  if (c < 48 || c > 57) return null;
  const m = LINE_RE.exec(s);
  if (m === null) return null;
  return { at: parseIsoUtc(m[1]!), level: (m[2] ?? m[4]!).toLowerCase(), module: m[3] ?? null, msg: m[5]! };
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  let held: WireEvent | null = null;
  let haveEvent = false;
  // A log line read: the panel's error quoted in prose then restates what the log says, and is not read again.
  let sawLogLine = false;
  // The reporter's lines before a quoted panel error (proseRequest below reads them), the last few only.
  const prose: string[] = [];
  // The failures already read from the reporter's quotes of the panel error, by phrase, request and tool.
  const quotedSeen = new Set<string>();

  const flush = (): void => {
    if (held !== null) ctx.emit(held);
    held = null;
  };

  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) return 'blank';
      const z = parseZedLine(text);
      if (z === null) {
        // Zed's panel error pasted alone (BARE_ERROR_RE): its own event, read by its row.
        // Or quoted as copied inside the reporter's prose (QUOTED_ERROR_RE): the same event, on that line.
        const quoted = sawLogLine ? null : quotedSentence(text);
        let bare = BARE_ERROR_RE.test(text.trim()) ? readSaid(zedPhrases, text.trim()) : quoted !== null ? readSaid(zedPhrases, quoted) : null;
        if (bare !== null && quoted !== null && !BARE_ERROR_RE.test(text.trim())) {
          bare = proseRequest(bare, [...prose, text].join(' '));
          // The reporter quoting the same panel error again (in the summary, the steps, then the observed behaviour)
          // retells the one failure: the quote after the first is words (zed-industries/zed#60800 quotes it three times).
          const key = `${bare.phrase} ${bare.method ?? ''} ${bare.target ?? ''}`;
          if (quotedSeen.has(key)) bare = null;
          else quotedSeen.add(key);
        }
        if (prose.push(text) > PROSE_LINES) prose.shift();
        if (haveEvent && bare === null) return 'part';
        haveEvent = true;
        const e: WireEvent = { at: null, source: { file, line: no }, session: null, transport: null, from: null, kind: 'host-log', text };
        if (bare !== null) e.said = bare;
        flush();
        ctx.emit(e);
        return 'event';
      }
      haveEvent = true;
      sawLogLine = true;
      let at: number | null = z.at;
      if (Number.isNaN(at)) {
        ctx.problem({ file, line: no }, `invalid timestamp ${JSON.stringify(text.slice(0, 25))}; line kept without a time`);
        at = null;
      }
      const said = z.module === null || z.module.startsWith('context_server') || z.module.startsWith('project::context_server') || z.module.includes('context_server/')
        ? readSaid(zedPhrases, z.msg)
        : null;
      const e: WireEvent = { at, source: { file, line: no }, session: null, transport: null, from: null, kind: 'host-log', text: z.msg, level: z.level };
      if (said !== null) {
        e.said = said;
        if (said.server !== undefined) e.session = `${said.server}#1`;
      }
      // The failed start right after an unnamed timer line, at the same instant, names its server.
      const h = held as WireEvent | null;
      if (h !== null && said?.phrase.startsWith('zed/failed-to-start') === true && h.at === at && h.said !== undefined) {
        h.said.server = said.server!;
        if (h.said.method === undefined) h.said.method = 'initialize';
        h.session = e.session;
        delete e.said;
      }
      flush();
      if (e.said?.kind === 'timer-fired' && e.said.server === undefined) {
        held = e;
      } else {
        ctx.emit(e);
      }
      return 'event';
    },
    end(): void {
      flush();
    },
  };
}

/**
 * The error Zed's settings panel shows for a context server whose request timer fired, copied alone (hosts/zed.ts
 * zed/request-timeout-bare): only Zed's client words it so.
 */
const BARE_ERROR_RE = /^(?:Error:\s*)?Context server request timeout\.?$/;

/**
 * The same panel error quoted as copied inside a reporter's sentence, in backticks or double quotes ("adding it ends
 * with a `Context server request timeout` error": evalops/deep-code-reasoning-mcp#1; 'The server shows as "Context
 * server request timeout" in the Ai settings panel': zed-industries/zed#52076; danilo-leal/zed-container-use-mcp#1).
 * The quotes say the words were copied from the panel; unquoted prose naming them is not a paste. Not after `(` or `!`
 * (Zed's own source, `bail!("Context server request timeout")`). Group 1 is the sentence the row reads.
 */
const QUOTED_ERROR_RE = /(?<![(!\w])(?:`((?:Error:\s*)?Context server request timeout)\.?`|"((?:Error:\s*)?Context server request timeout)\.?"|“((?:Error:\s*)?Context server request timeout)\.?”)/;

/**
 * Zed's client bails with the panel's words for whichever request's timer fired (crates/context_server/src/client.rs,
 * `request_with`); alone they are the start's initialize (hosts/zed.ts zed/request-timeout-bare). Quoted in a report,
 * the reporter's own sentences before and around the quote may say which request it was: a tool call that gives up after
 * 60 s although the tool was asked to wait longer (zed-industries/zed#32668: "calls to tools … consistently time out
 * after approximately 60 seconds"). Then that request, on Zed's same timer, not the connection's start; the tool too
 * when the words name it. Words naming no request, or the handshake, leave the start's initialize.
 */
function proseRequest(said: HostSaid, words: string): HostSaid {
  // The transport's broken pipe quoted with no log line: the write that failed is the start's initialize unless the
  // words say another request (zed-industries/zed#59382: the process had no stdin, so Zed's first write failed).
  if (said.phrase === 'zed/broken-pipe' && said.method === undefined) said = { ...said, method: 'initialize' };
  else if (said.phrase !== 'zed/request-timeout-bare') return said;
  const method = methodInWords(words);
  if (method === null || method === 'initialize') return said;
  const out: HostSaid = { ...said, method, scope: 'request' };
  const tool = method === 'tools/call' ? toolInWords(words) : null;
  if (tool !== null) out.target = tool;
  return out;
}

/** How many of the reporter's lines before a quoted panel error are read for the request it speaks of. */
const PROSE_LINES = 12;

/**
 * Zed.log's own timer line quoted in backticks inside prose, as a pull request or an issue retells the log ("`Zed.log`
 * shows three `cancelled csp request task for \"initialize\" id 0 which took over 60s` errors at the same instant":
 * helixml/helix#2303). The backticks say it was copied from the log; the row that reads the log line reads it. Group 1
 * is the sentence.
 */
const QUOTED_TIMER_RE = /`(cancelled csp request task for "[^"`]{1,80}" id [^\s`]{1,40} (?:which took over|after the (?:response|queue) exceeded) [\d.]+\s*[a-zµ]*s)`/;

/**
 * Zed.log's stdio transport error quoted in backticks in a report's prose, as the log showed it ("Open `zed: open log` →
 * see `Broken pipe (os error 32)", the closing backtick lost at the line's end: zed-industries/zed#59382). The words are
 * any Rust program's, so a text of prose is claimed for it only when it speaks of Zed (ZED_WORDS_RE). Group 1 is the
 * sentence.
 */
const QUOTED_PIPE_RE = /`(Broken pipe \(os error 32\))(?:`|\s*$)/;
/** A report's words that say the program is Zed: its name, its log command, its settings key for context servers. */
const ZED_WORDS_RE = /\bZed\b|\bzed: open log\b|"context_servers"/;

function quotedSentence(text: string, pipe = true): string | null {
  const m = QUOTED_ERROR_RE.exec(text);
  if (m !== null) return (m[1] ?? m[2] ?? m[3])!;
  return QUOTED_TIMER_RE.exec(text)?.[1] ?? (pipe ? (QUOTED_PIPE_RE.exec(text)?.[1] ?? null) : null);
}

/** The head's Zed.log lines (shaped), and those that speak of a context server (strong). */
function countHead(head: readonly string[]): { shaped: number; strong: number } {
  let shaped = 0;
  let strong = 0;
  for (const l of head) {
    const z = parseZedLine(l);
    if (z === null) continue;
    shaped++;
    if ((z.module !== null && z.module.includes('context_server')) || z.msg.includes('csp request task') || z.msg.includes('context server')) strong++;
  }
  return { shaped, strong };
}

/** countHead once for the reader's sniff and its besideMcp sniff (head-tally.ts). */
const tally = oncePerHead(countHead);

function sniff(head: readonly string[]): number {
  // A paste that is only the panel's error, on every line it has.
  const filled = head.filter((l) => l.trim() !== '');
  if (filled.length > 0 && filled.length <= 3 && filled.every((l) => BARE_ERROR_RE.test(l.trim()))) return 0.8;
  const { shaped, strong } = tally(head);
  // Prose around the panel's error quoted as copied (QUOTED_ERROR_RE), and no log line: below every reader that knows its
  // own lines, above the last-resort reader.
  if (shaped === 0) {
    if (filled.some((l) => quotedSentence(l, false) !== null)) return 0.6;
    return filled.some((l) => QUOTED_PIPE_RE.test(l)) && filled.some((l) => ZED_WORDS_RE.test(l)) ? 0.6 : 0;
  }
  return strong > 0 ? Math.min(1, 0.8 + (0.2 * shaped) / head.length) : 0;
}

/**
 * Zed.log lines that never speak of a context server: the editor's own log (its collaboration client reconnecting, its
 * auto-update timing out: zed-industries/zed#13291), a capture only beside a word that says MCP (besideMcp).
 */
function sniffLogLines(head: readonly string[]): number {
  const { shaped } = tally(head);
  if (shaped === 0) return 0;
  return shaped / head.length >= 0.5 ? 0.5 : 0.3;
}

/** A word that says MCP: the protocol's name in any case or compound, or Zed's name for an MCP server. */
const MCP_WORD_RE = saysMcpOr('context[_ ]server');

export const zedReader: Reader = {
  name: 'zed',
  title: 'Zed log (Zed.log): context server lines',
  clock: 'utc',
  host: 'zed',
  sniff,
  besideMcp: { words: MCP_WORD_RE, sniff: sniffLogLines },
  open,
};
