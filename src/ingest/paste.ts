/**
 * Logs pasted into a bug report, as the reporter edited them (hosts-in-the-wild.md, "What pasted
 * logs look like"): every line quoted with `> `, indented, fenced in ``` blocks, `**bold**`
 * inside lines, annotations such as `← killed here`, elision lines such as `...` or
 * `... (no response) ...`. `pasteShape()` looks at a capture's head once; when it shows such
 * edits, every line is handed to its reader through `unpaste()`, so a reader sees the host's
 * own grammar. A clean capture pays nothing per line.
 */

import { HEAD_LINES } from './open.js';
import { cpythonLine, ipythonTraceback } from './ipython-traceback.js';
import { NOTED_METHOD_LINE_RE } from './hosts/http-exchange.js';

export interface PasteShape {
  /** Markdown quote depth to remove (`> `, `> > `). */
  quote: boolean;
  /**
   * How many quote levels every quoted line shares (quoteDepth): only those are the reporter's. A log whose own lines
   * open with `>` (a CLI's verbose trace, `> POST <url>` over `> Method: initialize` and `< 405 …`: modelstudioai/cli#136)
   * keeps that mark when the reporter quotes it (`> > Method: initialize`). Absent: every level.
   */
  quoteDepth?: number;
  /** The indentation every content line shares. */
  indent: string;
  /** Fences or annotations were seen: `**` markers and elision lines are removed too. */
  markup: boolean;
  /**
   * A line of the capture is nothing but the reporter's mark for lines left out (`...`, `…`, `[...]`, `<snip>`:
   * LONE_ELISION_RE): such lines are removed wherever they are, even where nothing else shows the reporter's hand.
   */
  elided?: boolean;
  /**
   * No-break spaces stand where the log had spaces (a paste copied out of a rendered page, a chat app or a mail client
   * turns runs of spaces and indentation into U+00A0): they are read as spaces. A host writes one only inside a value.
   */
  nbsp?: boolean;
  /**
   * The paste holds a Markdown table (a row of `|`-parted cells over a delimiter row of dashes, as GitHub renders one):
   * the reporter's own summary of the incident (a timeline of what they saw, a checklist of what they tried), not lines
   * any program wrote. Its rows are the reporter's markup, as a fence is, and read as nothing: a row that restates an
   * error already in the log (`| 08:41:18Z | GW | tool call failed — session not found |` under the Go client's own
   * line for the same failure) would otherwise count as a second failure. A host line is never a table row: no host
   * this tool reads writes GitHub's table syntax into its log.
   */
  table?: boolean;
  /**
   * The paste is one markdown code span over several lines: a line opens with a backquote run the line does not close,
   * a later one closes it (basicmachines-co/basic-memory#99: five mcp.log lines between one pair of single backquotes;
   * JetBrains/mcp-jetbrains#61: the span opened under the reporter's lead-in sentence). The run; a line that opens or
   * ends with it unmatched loses it.
   */
  span?: string;
  /**
   * The first line lost its first characters to the reporter's selection (`025-06-25 00:59:12.309
   * [info] …` above `2025-06-25 …`: microsoft/vscode#252388, axiomhq/mcp#32): the characters the
   * next line's stamp has there are put back, so the line keeps its clock.
   */
  cut?: { line: string; prefix: string };
  /**
   * Every line carries the number a pager or an editor gave it (`   1 [Feedback Details …`,
   * `   2 ...`: google-gemini/gemini-cli#17787): the numbers are removed.
   */
  numbered?: boolean;
  /**
   * Every line carries the service name `docker compose logs` (or `up`) puts before it, padded to one
   * column (`fastgpt  | [Error] …`: labring/FastGPT#6393; `koalawiki-1      | [01:40:22 INF] …`,
   * `nginx-1          | …`: AIDotNet/OpenDeepWiki#78): the prefix is removed, the service's own line kept.
   */
  compose?: boolean;
  /**
   * Every line carries a Kubernetes log command's prefix: `kubectl logs --prefix`'s `[pod/<pod>/<container>] `,
   * stern's `<pod> <container> `, kubetail's `[<pod>] `: removed (stern's own `+ <pod> › <container>` lines too).
   */
  container?: boolean;
  /**
   * Every line carries one container's name before it, alone (k9s's log view with its prefix on, a pod of several
   * containers: `mcp-server 2025-08-22T11:18:34.861789Z    error    …`, kagent-dev/kagent#798): removed. The name.
   */
  containerName?: string;
  /**
   * Every line opens with the stamp a container runtime or a CI runner adds (`docker logs -t`,
   * `docker compose logs -t` after the service prefix, `kubectl logs --timestamps`: RFC 3339 with up
   * to nine fraction digits; a GitHub Actions job log: seven), and the line behind it carries a clock
   * of its own: the runtime's stamp is removed so the writer's own grammar and clock are read. Lines
   * behind it without a clock keep it (it is then the only clock). The runner's own lines
   * (`##[group]…`, `##[endgroup]`) carry nothing of the capture; its `##[error]`/`##[warning]`
   * marker is removed from the line it marks.
   */
  runtimeStamp?: boolean;
  /**
   * Every line carries the prefix the systemd journal (journalctl's default `short` output, and `short-precise`,
   * `short-iso`) or syslog puts before a service's line: `<Mon> <D> <HH:MM:SS> <host> <ident>[<pid>]: `, the month in the
   * system's locale (`Mai 11 15:59:17 turbodebian4 python[1144438]: WARNING:root:…`: a Python MCP server run as a
   * systemd unit, YishenTu/claudian#626). The prefix is removed, the service's own line kept; journalctl's own lines
   * (`-- Logs begin at …`, `-- Boot …`, `-- No entries --`) are dropped. The journal's clock goes with it: a service
   * line without a clock of its own has none.
   */
  journal?: boolean;
  /**
   * Every record carries the clock a log viewer shows before it, set off by ` | `: Docker Desktop's container log view
   * copied (`2025-06-18 11:13:30.526 | MCP server started and ready to accept connections`:
   * syahiidkamil/mcp-postgres-full-access#5; an Envoy line behind it with a clock of its own, `2025-09-16 10:19:53.584 |
   * 2025-09-16T02:19:53.584226Z	debug	envoy …`: higress-group/higress#2630). The viewer's ` | ` is removed; its clock
   * goes too when the line behind it has one of its own (the writer's is read), else it stays as the line's only clock.
   * The view copied without the bar is taken only where the line's own date-time follows the viewer's clock
   * (BARE_VIEWER_STAMP_RE: Azure/azure-mcp#881); once two such lines show the copy is the viewer's, a line under the bare
   * clock that continues a record (a stack frame, `Caused by:`, a closing bracket) is the viewer's too, its clock removed
   * (BARE_VIEWER_CLOCK_RE: the viewer stamps a record's every line).
   * Not a log whose own layout puts a level column after the clock (`2026-06-01 09:10:51 | ERROR | …`, loguru's).
   */
  viewerStamp?: boolean;
  /**
   * Every record opens with the logger's module and line number before Python logging's clock (`%(module)s
   * %(lineno)d %(asctime)s - %(levelname)s - %(message)s`: `streamable_http 144 2025-08-08 16:10:37,988 - INFO -
   * Received session ID: …`, `_client 1740 … - INFO - HTTP Request: POST …`, an app serving chat completions through
   * the OpenAI Agents SDK, openai/openai-agents-python#1404). The record is rewritten as logging's common layout with
   * the module as its logger (`<asctime> - streamable_http - INFO - …`), which the readers know; the line number goes.
   */
  moduleLine?: boolean;
  /**
   * The paste holds a traceback in IPython's layout (a Jupyter notebook's or the IPython shell's: the exception's name
   * padded before `Traceback (most recent call last)`, `Cell In[n], line n`, `File <path>:<line>, in <name>(<args>)` over
   * numbered source lines): each line is rewritten in CPython's layout, which the readers know (ipython-traceback.ts).
   */
  ipython?: boolean;
  /**
   * A log console's copy that puts its own clock alone on a line before each record (Google Cloud's Logs Explorer
   * copied: `2025-07-08 07:19:35.075 EDT` over `I, [2025-07-08T11:19:35.075483 #41] INFO -- RubyLLM::MCP: …`,
   * patvice/ruby_llm-mcp#52). The records carry their own clock: the console's lines are dropped, so each record is
   * read as its writer wrote it.
   */
  stampLines?: boolean;
  /**
   * Every line is a log collector's JSON envelope around the program's own line: Docker's json-file driver
   * (`{"log":"<line>\n","stream":"stderr","time":"<RFC 3339>"}`, the files under /var/lib/docker/containers and a
   * node's /var/log/containers: docs.docker.com, "JSON File logging driver") or `pm2 logs --json`
   * (`{"message":"<line>\n","timestamp":"…","type":"err","process_id":0,"app_name":"x"}`: pm2.keymetrics.io, "Logs").
   * The line inside is read; the envelope's clock is put before it when it has none of its own.
   */
  envelope?: 'docker-json' | 'pm2-json';
  /**
   * The console padded every line to its width and wrapped long lines at it (Rich's console, which Python
   * agents log through: a traceback frame split as `File "/…/mcp.py",` over `line 33, in call_tool`, the
   * exception's message split before `Waited 5.0 seconds.`: agno-agi/agno#3336). The width: a wrapped
   * row is joined with the next (padJoins) so a reader sees the sentence whole.
   */
  padded?: number;
  /**
   * The lines carry a terminal's colour codes: the log was written through a colouring console (pino-pretty,
   * Rich, tracing's ANSI layer, chalk, `docker compose logs` in colour) and pasted or copied from a file with them,
   * the escape byte kept (`\x1b[2m2025-06-24T02:33:13Z\x1b[0m \x1b[31mERROR\x1b[0m …`) or lost on the way into a web
   * page (`[2m…[0m [31mERROR[0m`, the bracketed rest left in the text), or shown in caret notation as `cat -v`, `less`
   * and some terminals' copy print the escape byte (`^[[2m2025-07-28T13:41:37.850873Z^[[0m ^[[31mERROR^[[0m …`: Amazon Q
   * Developer CLI's tracing records pasted into awslabs/mcp#965). The codes are presentation; a reader reads the line as
   * the host's grammar writes it without them.
   */
  ansi?: AnsiForm;
  /**
   * A blank line after every line: the paste went through something that made each line a paragraph (a mail
   * client, a forum editor, a document). The blank lines carry nothing; a reader that reads a line's continuation
   * on the next (a stack under its error, a body under its sentence) must see the lines together.
   */
  spaced?: boolean;
  /**
   * The paste was hard-wrapped at a width (a mail client, a terminal's copy, a forum editor breaking long lines at the
   * last space before the edge): a row is wrapped when it reaches near the width and the next line's first word would
   * not have fitted after it, and the next line does not start as the log's records start (`record`: the shape of
   * their first characters, most lines' own). The rest is joined to its row, as a padded console's is.
   */
  wrap?: Wrap;
  /**
   * Rich's console (RichHandler: `[MM/DD/YY HH:MM:SS] LEVEL    message    path:line`) wrapped a record's message at its
   * width without padding the rows: the rest goes on on the next rows, indented to the message column, as the word that
   * did not fit (a Python app's console in `docker compose logs`: Langflow's 'Invalid SSE URL configuration: <url>. Please
   * check the SSE URL and try again.' over four rows, langflow-ai/langflow#7376). Such a row is joined to the row above
   * (richJoins), for every reader: the Python servers' own reader, the reader of last resort and the sniff alike.
   */
  rich?: RichColumns;
  /**
   * The reporter masked the clock at the lines' start, digits written over with X
   * (`2025-12-0XT00:00:00.000Z [DEBUG] MCP server "ide": …`: anthropics/claude-code#13255;
   * `XXXX-XX-XX XX:XX:XX`, `XX:XX:XX.XXX`), or wrote a placeholder in its place (`YYYY-MM-DDTHH:MM:SS.sssZ`,
   * `<timestamp>`): such a stamp tells no time, and a reader that wants a real stamp would not
   * take the line for its host's. The masked stamp is removed, the line read as the host's line without
   * a clock. Real stamps are left as they are.
   */
  masked?: boolean;
}

/**
 * A hard wrap: the width, the records' start (empty when too few rows show one), and whether only a lowercase word
 * going on in prose is taken for a row's rest (`prose`: a paste too short to prove a width, read by a reader as it is).
 */
export interface Wrap {
  width: number;
  record: string;
  prose?: true;
  /**
   * No record start was seen (the lines start every which way) and the rows were found by their prose rests alone: the
   * paste is read so only when a reader claims it joined as surely as it claims it as it is (ingest/index.ts).
   */
  anyStart?: true;
}

/** A Rich console's message column (the header's time and level before it) and the widest message row it printed. */
export interface RichColumns {
  column: number;
  width: number;
}

/**
 * At least two lines of content, never two in a row, each gap an odd number of blank lines (one, or 2k + 1: k
 * blanks of the log's own). `blanks[i]`: the blank lines right before `head[i]`.
 */
function doubleSpaced(head: readonly string[], blanks: readonly number[]): boolean {
  if (head.length < 2 || blanks.length !== head.length) return false;
  for (let i = 1; i < head.length; i++) if (blanks[i]! % 2 === 0) return false;
  return true;
}

/**
 * The log's own lines and the blank lines before each, as its spacing shows them: a quoted paste's lines that are only a
 * quote mark (`>`) are the blank lines they stand for (a double-spaced log quoted keeps them as bare `>` lines), and the
 * reporter's fences and folds (markupLine) are no lines of the log (a double-spaced log fenced).
 */
function spacing(head: readonly string[], blanks: readonly number[], quote: boolean): [string[], number[]] {
  const lines: string[] = [];
  const gaps: number[] = [];
  let pending = 0;
  for (let i = 0; i < head.length; i++) {
    pending += blanks[i] ?? 0;
    const l = quote ? head[i]!.replace(QUOTE_RE, '') : head[i]!;
    if (quote && l.trim() === '') {
      pending++;
      continue;
    }
    if (markupLine(l)) continue;
    lines.push(head[i]!);
    gaps.push(pending);
    pending = 0;
  }
  return [lines, gaps];
}

/** How a paste carries a terminal's colour codes (PasteShape.ansi). */
export type AnsiForm = 'escaped' | 'orphaned' | 'caret';

/** A terminal's control sequence (CSI: ESC `[`, parameters, a final byte), and a stray ESC. */
const CSI_RE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b/g;
/** The same sequence with its ESC written in caret notation (`^[[31m`, `^[[0m`), as `cat -v` and `less` show it. */
const CARET_CSI_RE = /\^\[\[[0-?]*[ -/]*[@-~]/g;
/** A colour code in caret notation: `^[[2m`, `^[[1;31m`, `^[[0m`, `^[[m`. */
const CARET_SGR_RE = /\^\[\[(?:\d{1,3}(?:;\d{1,3})*)?m/g;
/** A colour code (SGR) whose ESC was lost: `[0m`, `[2m`, `[1;31m`, `[38;5;245m`. */
const ORPHAN_SGR_RE = /\[\d{1,3}(?:;\d{1,3})*m/g;
/** A colour reset written without its ESC, the sure sign of the orphaned form (a colour is always reset). */
// With its digits: `[m` alone opens words (`[mcp.server…]`, `[modeler]`).
const ORPHAN_RESET_RE = /\[(?:0|22|39|49)m/;

/** Which form of colour codes the head's lines carry, if any. */
export function ansiIn(lines: readonly string[]): AnsiForm | undefined {
  let orphaned = 0;
  for (const l of lines) {
    if (l.includes('\x1b')) return 'escaped';
    // The caret form before the orphaned one: its `[2m` would be read as an orphan and leave the `^[` behind. A colour
    // set and its reset on one line, as for the orphaned form.
    if (l.includes('^[[') && (l.match(CARET_SGR_RE)?.length ?? 0) >= 2) return 'caret';
    // A colour set and its reset on one line: one `[0m` alone in a message is not a colouring console.
    if (l.includes('m') && ORPHAN_RESET_RE.test(l) && (l.match(ORPHAN_SGR_RE)?.length ?? 0) >= 2) orphaned++;
  }
  // And a fifth of the head's lines at least (a short paste: one line will do).
  return orphaned >= 1 && orphaned >= lines.length * 0.2 ? 'orphaned' : undefined;
}

export function stripAnsi(l: string, form: AnsiForm): string {
  if (form === 'caret') return l.includes('^[[') ? l.replace(CARET_CSI_RE, '') : l;
  return form === 'escaped' ? (l.includes('\x1b') ? l.replace(CSI_RE, '') : l) : l.includes('m') ? l.replace(ORPHAN_SGR_RE, '') : l;
}

/**
 * A `docker compose` service prefix: a lowercase service name (`-<n>` replica suffix), padding, `| `; after the
 * indentation of a Markdown code block the whole output may sit in.
 */
const COMPOSE_RE = /^[ \t]*([a-z0-9][a-z0-9_.-]*)\s+\|(?: |$)/;
/** A level column in a `LEVEL | message` layout (loguru and others) is no service name. */
const LEVEL_WORD_RE = /^(?:trace|debug|info|notice|warn|warning|error|err|fatal|critical|success)$/i;

/**
 * Lines `docker compose` writes itself between its services' prefixed lines: a service's end
 * (`notes-mcp-server exited with code 0`: modelcontextprotocol/servers#879), `Attaching to …`,
 * `Gracefully stopping…`, compose v2's progress (`[+] Running 2/2`, ` ✔ Container x  Started`).
 * They count toward the shape's share and are kept (a reader may read a service's exit). So do `pm2 logs`' own headers
 * over each file's tail (`/root/.pm2/logs/api-error.log last 15 lines:`, `[TAILING] Tailing last 15 lines for [api]
 * process …`: pm2's lib/API/Log.js).
 */
const COMPOSE_OWN_RE = /^(?:[a-z0-9][\w.-]* exited with code \d+\b|\S+\.log last \d+ lines:$|\[TAILING\] Tailing last \d+ lines for |Attaching to \S|Gracefully stopping|Aborting on container exit|\[\+\] (?:Running|Building|Stopping) \d+\/\d+|\s*[✔✘⠿]?\s*(?:Container|Network|Volume) \S+\s+(?:Creat|Start|Stopp|Remov|Recreat|Running|Healthy|Waiting|Exited))/u;

/** A runtime's RFC 3339 stamp before the line (`2025-05-20T13:33:38.597123456Z `), and a GitHub Actions runner's. */
const RUNTIME_STAMP_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d)) (?:(?:stdout|stderr) [FP] )?/;
/**
 * The CRI log format containerd and CRI-O write under /var/log/pods (what a node's log files hold, and what a log
 * shipper shows): the runtime's clock, the stream, `F` for a full line or `P` for a part, then the line
 * (`2025-10-02T08:14:11.456789012Z stderr F …`: kubernetes/design-proposals-archive, node/kubelet-cri-logging.md).
 */
const CRI_TAG_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d) (?:stdout|stderr) [FP] /;
/** A line's own clock behind the runtime's stamp: a date, a time of day, either in brackets. */
const OWN_CLOCK_RE = /^\s*\[?(?:\d{4}-\d\d-\d\d[ T]\d|\d\d?:\d\d:\d\d|\d\d\/\d\d\/\d{2,4} \d|[A-Z][a-z]{2} \d\d? \d\d:\d\d)/;
/** A GitHub Actions runner's own line (`##[group]Run …`, `##[endgroup]`), and its marker before a line. */
const RUNNER_LINE_RE = /^##\[(?:group|endgroup)\]/;
const RUNNER_MARK_RE = /^##\[(?:error|warning|notice|debug|command)\]/;

/** Most of the head's lines (at least two) open with a runtime stamp and most of those carry their own clock behind it. */
function runtimeStamped(lines: readonly string[]): boolean {
  const content = lines.filter((l) => l.trim() !== '');
  let stamped = 0;
  let own = 0;
  for (const l of content) {
    const m = RUNTIME_STAMP_RE.exec(l);
    if (m === null) continue;
    stamped++;
    const rest = l.slice(m[0].length).replace(RUNNER_MARK_RE, '');
    if (OWN_CLOCK_RE.test(rest) || RUNNER_LINE_RE.test(rest)) own++;
  }
  // One line alone in the CRI format: its stream and F/P tag say whose prefix it is.
  if (stamped === 1 && content.length === 1 && CRI_TAG_RE.test(content[0]!)) return true;
  if (stamped < 2 || stamped < content.length * 0.8) return false;
  // The CRI format's stream and F/P tag are the runtime's whether or not the line behind them has a clock; so is a
  // runtime's stamp before the rest of a record written over several lines (a traceback's frames, a stack's `at …`
  // lines), which it stamps like any other line.
  // Only a stamped line says what the runtime stamped: a host's own multi-line record under its ISO stamp (Claude
  // Desktop's `{ metadata: { … } }` block after `2026-11-30T12:00:00.000Z [server] [info] …`) continues unstamped.
  return own >= stamped * 0.5 || content.filter((l) => CRI_TAG_RE.test(l)).length >= stamped * 0.8 || content.some((l) => stampedContinuation(l));
}

/**
 * A line that goes on with the record above it rather than starting one: indented (a traceback's frame, a stack's `at`
 * line, a wrapped message), a traceback's heading or chaining words, its last line naming the exception by its dotted
 * path (`mcp.shared.exceptions.McpError: Connection closed`, `anyio.ClosedResourceError`), a Java cause, a closing bracket. A runtime or a
 * collector stamps such lines like any other (`docker logs -t`, json-file, CRI); without the stamp a reader joins them
 * to their record.
 */
// Not a level padded to its column after the clock (tracing's `2025-09-28T18:08:41.526200Z     info    request …`,
// `…Z  WARN retrying`): that is the record's own layout.
const CONTINUES_RE = /^(?:[ \t]+(?!(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL|NOTICE|trace|debug|info|warn|warning|error|fatal)\b)\S|Traceback \(most recent call last\):|During handling of the above exception|The above exception was the direct cause|Caused by: |\.\.\. \d+ (?:more|common frames omitted)|[}\])],?\s*$|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:Error|Exception|ExceptionGroup|Timeout|Exit)\b)/;
/** A line under a runtime's stamp whose rest continues a record (continuesRecord). */
function stampedContinuation(l: string): boolean {
  const m = RUNTIME_STAMP_RE.exec(l);
  return m !== null && continuesRecord(l.slice(m[0].length));
}
function continuesRecord(l: string): boolean {
  return CONTINUES_RE.test(l);
}

/**
 * The journal's or syslog's prefix: a local stamp (the month abbreviated in any locale, or `short-iso`'s date), the host,
 * the program's identifier with its pid in brackets when it has one, then `: ` (systemd's `journalctl`, rsyslog).
 */
const JOURNAL_RE =
  /^(?:\p{L}{3,5}\.? {1,2}\d{1,2} \d\d:\d\d:\d\d(?:\.\d{1,6})?|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:?\d\d)?) [\w.-]+ [^\s:[\]]{1,64}(?:\[\d+\])?: /u;
/** journalctl's own lines between the entries: its header and boot markers. */
const JOURNAL_OWN_RE = /^-- (?:Logs begin at |Journal begins at |Boot [0-9a-f]|Reboot --|No entries --)/;

/** Most of the head's lines (at least two) carry the journal's prefix. */
function journalLines(lines: readonly string[]): boolean {
  const content = lines.filter((l) => l.trim() !== '' && !JOURNAL_OWN_RE.test(l));
  const n = content.filter((l) => JOURNAL_RE.test(l)).length;
  // One entry alone, pasted as the one line that failed, when its identifier carries the pid: the journal's shape.
  if (n === 1 && content.length === 1) return /\[\d+\]: $/.test(JOURNAL_RE.exec(content[0]!)?.[0] ?? '');
  return n >= 2 && n >= content.length * 0.8;
}

/**
 * A log viewer's clock before a record, set off by ` | ` (PasteShape.viewerStamp). Docker Desktop's view of a compose
 * project puts the container's name between the clock and the bar, compose's `<service>-<n>` padded
 * (`2025-04-22 20:27:01 n8n-1  | McpClientTool: …`: kontext-security/browser-use-mcp-server#42): the name goes with the bar.
 * Bounded runs: a long line without the bar fails in linear time.
 */
const VIEWER_STAMP_RE = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})?)(?: [a-z0-9][a-z0-9_.-]{0,80}-\d{1,4} {0,40})? \|(?: |$)/;
/** A level column after the clock (`| ERROR |`, `| INFO  |`): the log's own layout, not a viewer's prefix. */
const LEVEL_COLUMN_RE = /^\s*(?:TRACE|DEBUG|INFO|SUCCESS|NOTICE|WARN|WARNING|ERROR|CRITICAL|FATAL)\s*\|/i;
/**
 * Warp's per-server MCP log (`…/warp/Warp/data/logs/mcp/<id>.log`, its "View Logs") writes its own clock and ` | `
 * before a bracketed lowercase level and its `MCP` words (`2025-09-13 12:40:50.955 | [info] MCP: Sending request: {…}`,
 * `| [info] MCP [pid: 23444] stderr: …`, and the `[note] Attention! There may be sensitive information …` banner it
 * opens with: theRubberDuckiee/mcp-server-configs#1, tim-smart/effect-mcp#18). That is the log's own layout, not a
 * viewer's prefix: removing the bar would dress it as VS Code's channel and lose the JSON it logs.
 */
const WARP_OWN_RE = /^\[(?:trace|debug|info|note|warn|warning|error)\] (?:MCP(?::| \[pid: \d+\])|Attention! There may be sensitive information)/;

/**
 * The viewer's clock without the bar, before a line that opens with a full clock of its own: Docker Desktop's container
 * log view copied (`2025-08-11 11:11:57 2025-08-11T14:11:57.262Z info: [MCP] Initialized 0/3 app-level server(s)`: the
 * viewer's local clock to the second, then LibreChat's own UTC stamp, Azure/azure-mcp#881). Two whole date-times back to
 * back are no writer's layout; a clock before a line without a date of its own is no viewer's to take (it may be the
 * writer's own), so only the doubled form is taken without the bar.
 */
const BARE_VIEWER_STAMP_RE = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})?)[ \t](?=\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d)/;

/**
 * The viewer's clock without the bar before whatever follows it. Docker Desktop stamps every line it shows, a record's
 * continuation lines too (`2025-08-11 11:11:59     at send (…)` under `2025-08-11 11:11:59 2025-08-11T14:11:59.893Z error:
 * …`): once the doubled form has shown the copy is the viewer's (viewerStamped), such a line whose rest continues a
 * record (continuesRecord: a stack frame, a closing bracket, `Caused by:`) carries the viewer's clock too. Without the
 * doubled form the same line is a single-clock writer's own (its frames stamped by itself), so nothing is taken.
 */
const BARE_VIEWER_CLOCK_RE = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})?)[ \t]/;

/**
 * A line that is only the viewer's clock: Docker Desktop shows a blank line of the container's output as its clock
 * alone (`2025-06-18 11:13:30.498 | `, `2025-04-22 20:27:01 n8n-1  | `, bare `2025-08-11 11:11:58` in the copy without
 * the bar). That is the view's, not the log's: in a copy shown to be the viewer's it is dropped as the other lines a
 * copy adds are (unpaste's null, counted blank), so it is neither an event nor a problem.
 */
const VIEWER_CLOCK_ONLY_RE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,9})?(?: [a-z0-9][a-z0-9_.-]{0,80}-\d{1,4})?[ \t]*(?:\|[ \t]*)?$/;

/** The viewer's prefix on a line: with its bar, or bare before the line's own date-time. */
function viewerPrefix(l: string): RegExpExecArray | null {
  return VIEWER_STAMP_RE.exec(l) ?? BARE_VIEWER_STAMP_RE.exec(l);
}

/** The viewer's bare clock before a line that continues a record (BARE_VIEWER_CLOCK_RE), taken in a copy shown to be the viewer's. */
function bareViewerContinuation(l: string): RegExpExecArray | null {
  const m = BARE_VIEWER_CLOCK_RE.exec(l);
  return m !== null && continuesRecord(l.slice(m[0].length)) ? m : null;
}

/**
 * Most of the head's lines (at least two) open with a viewer's prefix (viewerPrefix), and their rest is no level column.
 * When at least two of them are the doubled form without the bar, lines under the viewer's bare clock that continue a
 * record count as the viewer's too (BARE_VIEWER_CLOCK_RE), so a head of stack frames keeps the copy's shape.
 */
function viewerStamped(lines: readonly string[]): boolean {
  // A bare clock alone (VIEWER_CLOCK_ONLY_RE without the bar) says nothing either way: the viewer's blank line, or a
  // console's clock over its record (standaloneStamps).
  const content = lines.filter((l) => l.trim() !== '' && (l.includes('|') || !VIEWER_CLOCK_ONLY_RE.test(l)));
  let n = 0;
  let levelled = 0;
  let doubled = 0;
  let continuations = 0;
  for (const l of content) {
    // viewerPrefix's two tests, apart: which one took the line says whether it is the doubled form.
    const barred = VIEWER_STAMP_RE.exec(l);
    const m = barred ?? BARE_VIEWER_STAMP_RE.exec(l);
    if (m === null) {
      if (bareViewerContinuation(l) !== null) continuations++;
      continue;
    }
    n++;
    if (barred === null) doubled++;
    const rest = l.slice(m[0].length);
    if (LEVEL_COLUMN_RE.test(rest) || WARP_OWN_RE.test(rest)) levelled++;
  }
  // One line alone with the viewer's clock and bar (the line that failed, copied from the view) when no level column
  // follows: the viewer's prefix.
  if (n === 1 && content.length === 1) return levelled === 0;
  if (doubled >= 2) n += continuations;
  return n >= 2 && n >= content.length * 0.8 && levelled < n * 0.5;
}

/**
 * A line without the viewer's ` | `; without its clock too when the line behind it carries its own (always so for the
 * clock without the bar, BARE_VIEWER_STAMP_RE) or continues a record (the viewer stamps a record's every line; a bare
 * clock before such a line is the viewer's once the copy is known to be its, BARE_VIEWER_CLOCK_RE).
 */
function stripViewer(l: string): string {
  const m = viewerPrefix(l) ?? bareViewerContinuation(l);
  if (m === null) return l;
  const rest = l.slice(m[0].length);
  return OWN_CLOCK_RE.test(rest) || continuesRecord(rest) ? rest : `${m[1]!} ${rest}`.trimEnd();
}

/**
 * Python logging's record behind its module and line number (PasteShape.moduleLine): the module (an identifier, maybe
 * dotted), the number, then the common layout's clock, ` - `, the level and ` - `.
 */
const MODULE_LINE_RE = /^([A-Za-z_][\w.]{0,80}) \d{1,6} (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:,\d{3})?) - ((?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) - )/;

/** At least two of the head's lines, and most of those that open with a letter, are such records. */
function moduleLines(lines: readonly string[]): boolean {
  const lettered = lines.filter((l) => /^[A-Za-z_]/.test(l));
  const n = lettered.filter((l) => MODULE_LINE_RE.test(l)).length;
  return n >= 2 && n >= lettered.length * 0.6;
}

/** The record in logging's common layout, its module as the logger; any other line as it is. */
function unmoduleLine(l: string): string {
  const m = MODULE_LINE_RE.exec(l);
  return m === null ? l : `${m[2]!} - ${m[1]!} - ${m[3]!}${l.slice(m[0].length)}`;
}

/** A console's clock alone on its line: a date and time, a fraction, a zone (an offset, Z, or its abbreviation). */
const BARE_STAMP_RE = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?: ?(?:Z|[+-]\d\d:?\d\d|[A-Z]{2,5}))?$/;
/** A record's own clock near its start: behind a severity letter or a bracket (Ruby's Logger: `I, [2025-07-08T…`). */
const RECORD_OWN_CLOCK_RE = /^(?:[A-Z], )?\[?(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d|\d{4}\/\d\d\/\d\d \d\d:\d\d|\d\d?:\d\d:\d\d)/;

/**
 * At least two of the head's lines are a console's clock alone, each followed by a record that is not one, the clocks
 * a fair share of the lines (a record a line under each), and most records behind them carry a clock of their own.
 */
function standaloneStamps(lines: readonly string[]): boolean {
  const content = lines.map((l) => l.trim()).filter((l) => l !== '');
  let stamps = 0;
  let owned = 0;
  for (let i = 0; i < content.length; i++) {
    if (!BARE_STAMP_RE.test(content[i]!)) continue;
    const next = content[i + 1];
    if (next === undefined) continue;
    if (BARE_STAMP_RE.test(next)) return false;
    stamps++;
    if (RECORD_OWN_CLOCK_RE.test(next)) owned++;
  }
  return stamps >= 2 && stamps >= content.length * 0.3 && owned >= stamps * 0.5;
}

/** Docker's json-file record: the line, its stream, the runtime's clock (PasteShape.envelope). */
const DOCKER_JSON_RE = /^\{"log":"((?:[^"\\]|\\.)*)","stream":"(?:stdout|stderr)","time":"(\d{4}-\d\d-\d\dT[^"]+)"\}$/;
/** pm2's `logs --json` record: the message, its clock, its type, the process (PasteShape.envelope). */
const PM2_JSON_RE = /^\{"message":"((?:[^"\\]|\\.)*)","timestamp":"(\d{4}-\d\d-\d\dT[^"]+)","type":"(?:out|err|PM2)"/;

/** The envelope most of the head's lines (at least two) are, or null. */
function envelopeOf(lines: readonly string[]): NonNullable<PasteShape['envelope']> | null {
  const content = lines.filter((l) => l.trim() !== '');
  for (const [kind, re] of [['docker-json', DOCKER_JSON_RE], ['pm2-json', PM2_JSON_RE]] as const) {
    const n = content.filter((l) => re.test(l.trim())).length;
    if ((n >= 2 || (n === 1 && content.length === 1)) && n >= content.length * 0.8) return kind;
  }
  return null;
}

/** The program's line inside an envelope, the envelope's clock before it when it carries none; else the line. */
function unwrapEnvelope(l: string, kind: NonNullable<PasteShape['envelope']>): string {
  const m = (kind === 'docker-json' ? DOCKER_JSON_RE : PM2_JSON_RE).exec(l.trim());
  if (m === null) return l;
  let inner: string;
  try {
    inner = JSON.parse(`"${m[1]!}"`) as string;
  } catch {
    return l;
  }
  inner = inner.replace(/\r?\n$/, '');
  return OWN_CLOCK_RE.test(inner) || inner.trim() === '' || continuesRecord(inner) ? inner : `${m[2]!} ${inner}`;
}

/**
 * `pm2 logs`' prefix before each line of a process's log: its id and name, padded, then ` | ` (`0|mcp-gw   | …`), and
 * `PM2      | ` before the daemon's own lines (pm2.keymetrics.io, "Logs"; pm2's lib/API/Log.js). Read as compose's is.
 */
const PM2_PREFIX_RE = /^[ \t]*(\d+\|[^\s|]+|PM2)\s*\|(?: |$)/;
/** A lone line's compose or pm2 prefix: a replica's number and padding before the bar, or pm2's id and name. */
const COMPOSE_LONE_RE = /^[ \t]*(?:[a-z0-9][a-z0-9_.-]*[-_]\d+\s{2,}|\d+\|[^\s|]+\s*)\| \S/;

/**
 * The backquotes of a code span the reporter opened before the block's first prefixed line (`` `web-1  | INFO:… ``, the
 * span closed after the last line: microsoft/semantic-kernel#11758): the prefix is behind them, and the span is taken off
 * later (PasteShape.span).
 */
const SPAN_LEAD_RE = /^[ \t]*`{1,2}(?!`)/;

function composePrefix(l: string): RegExpExecArray | null {
  const lead = l.startsWith('`') || l.trimStart().startsWith('`') ? SPAN_LEAD_RE.exec(l) : null;
  if (lead !== null) return composePrefix(l.slice(lead[0].length));
  const p = l.includes('|') ? PM2_PREFIX_RE.exec(l) : null;
  if (p !== null) return p;
  const m = COMPOSE_RE.exec(l);
  return m !== null && !LEVEL_WORD_RE.test(m[1]!) ? m : null;
}

/**
 * A pod's name as Kubernetes generates it: the workload's name and the suffix its controller adds (a
 * ReplicaSet's hash and five random characters, `open-webui-fdc79756c-rvjlr`; a StatefulSet's ordinal,
 * `mcp-0`). The suffix tells a pod from any word with a hyphen at a line's start.
 */
// The random suffix is drawn from an alphabet without vowels and without 0, 1, 3 (apimachinery's rand.String), so
// `mcp-tools` is no pod.
const POD = String.raw`[a-z0-9][a-z0-9.-]{0,240}?-(?:[bcdfghjklmnpqrstvwxz2456789]{5}|\d{1,5})`;
/** A container's name (a DNS label). */
const CTR = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
/**
 * The per-line prefix a Kubernetes log command puts before each line of a container's log: `kubectl logs
 * --prefix`'s `[pod/<pod>/<container>] `; stern's `<pod> <container> ` (its default template; the pod and
 * container names pasted without the colours: open-webui/open-webui#27795, Open WebUI's loguru lines under
 * `open-webui-<hash>-<id> open-webui `); kubetail's `[<pod>] ` or `[<pod> <container>] `.
 */
const CONTAINER_RE = new RegExp(String.raw`^(?:\[pod\/[\w.-]+\/[\w.-]+\] |(?<pod>${POD}) ${CTR} (?=\S)|\[(?<kpod>${POD})(?: ${CTR})?\] (?=\S))`);
/** stern's own lines as a container starts or stops being followed (`+ <pod> › <container>`, `- …`): nothing of the log. */
const CONTAINER_OWN_RE = new RegExp(String.raw`^[+-] ${POD} › ${CTR}\s*$`);
/** How a container's own log line starts behind a tailer's prefix: a clock, a level or tag, a JSON record. */
const TAILED_START_RE = /^[\d{[A-Z]/;

/**
 * Most of the head's lines (at least two) carry that prefix. A tailer's bare `<pod> <container> ` needs more: few
 * pods, and behind the prefix what a log line starts with (a line of words whose first is hyphenated is no prefix).
 */
function containerLines(lines: readonly string[]): boolean {
  const content = lines.filter((l) => l.trim() !== '' && !CONTAINER_OWN_RE.test(l));
  // One line alone: only `kubectl logs --prefix`'s own `[pod/<pod>/<container>] ` says it is a container's.
  if (content.length === 1) return /^\[pod\/[\w.-]+\/[\w.-]+\] \S/.test(content[0]!);
  if (content.length < 2) return false;
  let n = 0;
  let tailed = 0;
  let logLike = 0;
  const pods = new Set<string>();
  for (const l of content) {
    const m = CONTAINER_RE.exec(l);
    if (m === null) continue;
    n++;
    const pod = m.groups?.['pod'] ?? m.groups?.['kpod'];
    if (pod === undefined) continue;
    tailed++;
    pods.add(pod);
    if (TAILED_START_RE.test(l.slice(m[0].length))) logLike++;
  }
  if (n < Math.max(2, content.length * 0.8)) return false;
  return tailed === 0 || (pods.size <= 4 && logLike >= tailed * 0.6);
}

/** A container's name with a hyphen in it, then one blank and what follows (a name without one is any word). */
const NAMED_CONTAINER_RE = /^([a-z0-9][a-z0-9]*(?:-[a-z0-9]+)+) (?=\S)/;
/** An RFC 3339 clock, as a container's own line opens with it. */
const RFC3339_START_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/**
 * The one container's name every line carries before it (PasteShape.containerName), or null: at least two lines,
 * every content line behind the same hyphenated name, and most of what follows it an RFC 3339 clock (the container's
 * own log; its child's stderr, printed bare, may have none).
 */
function containerNameOf(lines: readonly string[]): string | null {
  const content = lines.filter((l) => l.trim() !== '');
  if (content.length < 2) return null;
  const first = NAMED_CONTAINER_RE.exec(content[0]!);
  if (first === null) return null;
  const name = first[1]!;
  const prefix = `${name} `;
  let clocked = 0;
  for (const l of content) {
    if (!l.startsWith(prefix)) return null;
    if (RFC3339_START_RE.test(l.slice(prefix.length))) clocked++;
  }
  return clocked >= Math.max(2, content.length * 0.6) ? name : null;
}

/** A line number as a pager or an editor prints it before the line: digits, then blanks. */
const NUMBER_RE = /^\s*(\d{1,6})(?:\s+|$)/;

/** At least two lines, numbered 1 by 1 from the first (a log whose lines open with digits does not count up). */
function numberedLines(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  let prev = -1;
  for (const l of lines) {
    const m = NUMBER_RE.exec(l);
    if (m === null) return false;
    const n = Number(m[1]);
    if (prev >= 0 && n !== prev + 1) return false;
    prev = n;
  }
  return true;
}

// A quote's markers are read after the line's leading blanks taken whole (`(?=(\s*))\1`, an atomic \s*): as `\s*(?:>\s?)*\s*`
// the two runs split a line's leading blanks every way there is, each tried again when the rest fails — quadratic in
// the run (docs/performance.md "Hostile lines"). Nothing after it can start with a blank, so no match is lost.
export const FENCE_RE = /^(?=(\s*))\1(?:>\s?)*\s*(?:```|~~~)[\w+-]*\s*$/;
/** Whether `line` is a fence of the reporter's once the paste's colour codes are off it (the shape's, when it has them). */
export function fenceLine(line: string, shape: PasteShape | null): boolean {
  const l = shape?.ansi === undefined ? line : stripAnsi(line, shape.ansi);
  return l.includes('`') || l.includes('~') ? FENCE_RE.test(l) : false;
}

/**
 * A line of the collapsed block a reporter folds a long log into (`<details>`, its `<summary>…</summary>` heading,
 * `</details>`), as issue templates and reporters write it around the fence (github/copilot-cli#366's "Session logs",
 * microsoft/microsoft-foundry-for-vscode#208's "Call Stack"): the reporter's markup, as a fence is.
 */
export const DETAILS_RE = /^(?=(\s*))\1(?:>\s?)*\s*(?:<\/?details(?:\s[^>]*)?>|<summary(?:\s[^>]*)?>.*?(?:<\/summary>)?|<\/summary>)\s*$/i;
/**
 * A Markdown table's rows (TABLE_ROW_RE: a line that opens and ends with `|`) and its delimiter row (TABLE_DELIMITER_RE:
 * `|---|:---:|`, each cell three dashes or more, a colon at either end for the alignment), after the reporter's quote
 * marks. A table is told by its delimiter row right under a row (PasteShape.table).
 */
export const TABLE_ROW_RE = /^(?=(\s*))\1(?:>\s?)*\s*\|.*\|\s*$/;
export const TABLE_DELIMITER_RE = /^(?=(\s*))\1(?:>\s?)*\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;
/** Whether the lines hold a Markdown table: a delimiter row right under a row. */
export function markdownTable(lines: readonly string[]): boolean {
  for (let i = 1; i < lines.length; i++) if (lines[i]!.includes('---') && TABLE_DELIMITER_RE.test(lines[i]!) && TABLE_ROW_RE.test(lines[i - 1]!)) return true;
  return false;
}
/** A fence or a line of the collapsed block around it. */
export const markupLine = (l: string): boolean => FENCE_RE.test(l) || (l.includes('<') && DETAILS_RE.test(l));
export const ELISION_RE = /^(?=(\s*))\1(?:>\s?)*\s*(?:\.{3,}|…|\[\.{3}\]|\[…\]|<snip>|\(\.\.\.\)|\.\.\.?\s*\(.*\)\s*\.{0,3}|\[(?:truncated|snip|…|\.\.\.)[^\]]*\]|…\s*\(.*\)\s*…?)\s*$/i;
/**
 * An elision mark alone on its line: dots (three or more, or the ellipsis character), alone or in brackets, or a snip
 * mark. No program this tool reads prints one as a line of its own (util.inspect's `... 3 more items` and the JVM's
 * `... 12 more` say how many; a Python continuation prompt has code after it), so it is the reporter's even in a paste
 * that shows no other edit. ELISION_RE's wider forms (`... (no response) ...`, `[truncated 40 lines]`) count only in
 * a paste with other markup.
 */
export const LONE_ELISION_RE = /^(?=(\s*))\1(?:>\s?)*\s*(?:\.{3,}|…|\[(?:\.{3}|…)\]|\((?:\.{3}|…)\)|<snip>|\[snip\])\s*$/i;
/** A no-break space at a line's start or beside another space: where a page put it for a space of the log's. */
const NBSP_RUN_RE = /^\u00a0|\u00a0 | \u00a0|\u00a0\u00a0/;
const spaceNbsp = (l: string): string => (l.includes('\u00a0') ? l.replace(/\u00a0/g, ' ') : l);
// `(?<!\s)`: the run before the arrow is tried from its first blank only (the leftmost match starts there anyway);
// from every blank of a long run without an arrow after it, `\s+` scanned the rest of the run again.
export const ANNOTATION_RE = /(?<!\s)\s+(?:←|<--|<==|⬅️?|👈)\s+[^"{}[\]]*$/u;
/** A request trace's line: the arrow out first, the arrow back after it on the same line. */
const TRACE_LINE_RE = /^\s*(?:→|->|-->)\s+\S.*\s←\s/u;
/**
 * A line whose arrow stays: a trace line that opens with its own arrow, or a request-log line the reporter labelled
 * with the MCP method its POST carried (`POST /mcp  200  746   ← initialize`: anthropics/claude-ai-mcp#553), the note
 * being the only place the method is named (hosts/http-exchange.ts reads it).
 */
function keptArrow(l: string): boolean {
  return TRACE_LINE_RE.test(l) || NOTED_METHOD_LINE_RE.test(l);
}
export const QUOTE_RE = /^[ \t]{0,4}(?:>\s?)+/;
/** One quote level at a line's start (the first after up to four spaces). */
const QUOTE_LEVEL_RE = /^[ \t]{0,4}>\s?/;

/** How many quote levels a line opens with. */
function quoteLevels(line: string): number {
  const m = QUOTE_RE.exec(line);
  return m === null ? 0 : (m[0].match(/>/g) ?? []).length;
}

/**
 * The quote levels all quoted lines with words share: a reporter quotes every line alike, so a level only some lines
 * carry is the log's own `>` (quoteDepth). Undefined when none has words after its marks.
 */
function sharedQuoteDepth(lines: readonly string[]): number | undefined {
  let depth: number | undefined;
  for (const l of lines) {
    const n = quoteLevels(l);
    if (n === 0 || l.replace(QUOTE_RE, '').trim() === '') continue;
    depth = depth === undefined ? n : Math.min(depth, n);
  }
  return depth;
}

/** A line with `depth` quote levels taken off (every level when undefined). */
function unquote(line: string, depth: number | undefined): string {
  if (depth === undefined) return line.replace(QUOTE_RE, '');
  let s = line;
  for (let i = 0; i < depth && QUOTE_LEVEL_RE.test(s); i++) s = s.replace(QUOTE_LEVEL_RE, '');
  return s;
}
/** A whole line of the reporter's own comment pointing at the log: `// <- nothing further …` (anthropics/claude-ai-mcp#664). */
const COMMENT_RE = /^\s*\/\/\s*(?:<-+|←|\^+)\s/u;
/**
 * A line the reporter marked as what a call printed, after a code comment's arrow: `// -> MCP error -32600: upstream
 * error: upstream tool failed: timeout after 10s` under the call's arguments in a jsonc block (ChronoAIProject/NyxID#1247);
 * `# => …` in a shell or Ruby session; `#> …` or `# > …` under the command that printed it, as reprex marks a session's
 * output in R (its `comment = "#>"`) and a shell user comments a program's output out of a runnable block (the Inspector's
 * `Error from MCP server: …` under its launch command: yWorks/mcp-typescribe#2). The arrow is theirs; what
 * follows it is the program's output.
 */
const RESULT_COMMENT_RE = /^\s*(?:\/\/\s*(?:->|=>|→)|#\s*(?:->|=>|→|>))\s+(?=\S)/u;
/**
 * A line wholly wrapped in one pair of backquote runs: markdown inline code around a pasted line,
 * with one backquote (useshortcut/mcp-server-shortcut#16) or a fence's three written on the same
 * line as the text (```"debug": "Error stack: …"```: microsoft/playwright-mcp#658); also as the item of a bulleted
 * list (`- \`<log line>\``, `* `, `+ `), the reporter's list of the lines they picked out, each in its own span.
 */
const INLINE_CODE_RE = /^\s*(?:[-*+][ \t]+)?(`{1,3})([^`]+)\1\s*$/;
/** A line opening with a backquote run of one or two (three would be a fence glued to the text). */
const SPAN_OPEN_RE = /^\s*(`{1,2})(?!`)/;
/** How many backquote runs of exactly `run`'s length the line holds. */
function runsOf(l: string, run: string): number {
  let n = 0;
  for (const m of l.matchAll(/`+/g)) if (m[0].length === run.length) n++;
  return n;
}
/**
 * The run a paste's code span over several lines opens with (PasteShape.span), or null: a line opens with a run it does
 * not close (an odd number of such runs), and a later line of the head ends with one it does not open, or (for a span
 * opened on the first line) the head is too long to hold the end. A line wholly in a pair (INLINE_CODE_RE) is no such
 * span.
 */
function spanRun(lines: readonly string[], headFull: boolean): string | null {
  if (lines.length < 2) return null;
  const m = SPAN_OPEN_RE.exec(lines[0]!);
  if (m !== null && runsOf(lines[0]!, m[1]!) % 2 === 1) {
    const run = m[1]!;
    for (let i = 1; i < lines.length; i++) {
      if (closesSpan(lines[i]!, run) !== null) return run;
    }
    return headFull ? run : null;
  }
  return leadInSpanRun(lines);
}

/**
 * The run of one code span over several lines opened under the reporter's own lead-in ("Long commands stop with:" over
 * a transcript pair wrapped in one pair of backquotes: JetBrains/mcp-jetbrains#61), or null. Only a paste with that one
 * span: the opening line and the closing line are the only lines with a run they do not match. A write-up with several
 * spans (each step's command in its own: kirodotdev/Kiro issue forms) keeps its backquotes, its lines read as written.
 */
function leadInSpanRun(lines: readonly string[]): string | null {
  let run: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.includes('`')) continue;
    if (run === null) {
      const m = SPAN_OPEN_RE.exec(l);
      if (m !== null && runsOf(l, m[1]!) % 2 === 1) run = m[1]!;
      else if (unmatchedRun(l)) return null;
      continue;
    }
    if (runsOf(l, run) % 2 === 0) continue;
    // The closing line; no line after it may leave a run open.
    if (closesSpan(l, run) === null) return null;
    for (let j = i + 1; j < lines.length; j++) if (unmatchedRun(lines[j]!)) return null;
    return run;
  }
  return null;
}

/** Whether the line holds a backquote run it does not match (an odd number of runs of one length). */
function unmatchedRun(l: string): boolean {
  if (!l.includes('`')) return false;
  const counts = new Map<number, number>();
  for (const m of l.matchAll(/`+/g)) counts.set(m[0].length, (counts.get(m[0].length) ?? 0) + 1);
  for (const n of counts.values()) if (n % 2 === 1) return true;
  return false;
}
/**
 * Where the span's closing run starts on a line that ends with it unmatched (the reporter's arrow after it, `…}}\`
 * <-- here it hangs`, left where it is), or null.
 */
function closesSpan(l: string, run: string): number | null {
  if (runsOf(l, run) % 2 === 0) return null;
  const a = ANNOTATION_RE.exec(l);
  const t = (a === null ? l : l.slice(0, a.index)).trimEnd();
  return t.endsWith(run) && !t.endsWith('`' + run) ? t.length - run.length : null;
}
/** The span's run taken off a line that opens or ends with it unmatched. */
function unspan(l: string, run: string): string {
  if (runsOf(l, run) % 2 === 0) return l;
  const open = SPAN_OPEN_RE.exec(l);
  if (open !== null && open[1] === run) return l.slice(open[0].length);
  const at = closesSpan(l, run);
  return at === null ? l : l.slice(0, at) + l.slice(at + run.length);
}
/**
 * A line wholly in one pair of `**`: markdown bold the reporter put around the error they quote
 * ("**Error executing MCP tool:MCP error -32000: Connection closed**": RooCodeInc/Roo-Code#7189).
 */
const BOLD_LINE_RE = /^\s*\*\*[^*\s](?:[^*]*[^*\s])?\*\*\s*$/;
/**
 * A line the reporter wrapped in double quotes inside a sentence (github/github-mcp-server#727);
 * not a JSON string line (a quoted line of a JSON export parses as a string: windsurf.ts reads those).
 */
const QUOTED_RE = /^\s*"(.*\S.*)"\s*$/;
function reporterQuoted(l: string): string | null {
  const m = QUOTED_RE.exec(l);
  // Not a member of pretty-printed JSON (`"sessionId": "…"`) nor a JSON string: a sentence quoted.
  if (m === null || !m[1]!.includes('"') || /^[\w.$-]*":\s/.test(m[1]!)) return null;
  try {
    JSON.parse(l.trim());
    return null;
  } catch {
    return m[1]!;
  }
}

/**
 * A clock at a line's start with some of its digits written over with X (MaskedClock): a date, optionally its time of
 * day, fraction and zone, as ISO 8601 or with a space. Checked for an X after the match (maskedStamp).
 */
const MASKED_STAMP_RE = /^(?:[\dXx]{4}-[\dXx]{2}-[\dXx]{2}(?:[T ][\dXx]{2}:[\dXx]{2}(?::[\dXx]{2}(?:[.,][\dXx]{1,9})?)?(?:Z|[+-][\dXx]{2}:?[\dXx]{2})?)?|[\dXx]{2}:[\dXx]{2}:[\dXx]{2}(?:[.,][\dXx]{1,9})?Z?)[ \t]+(?=\S)/;
/**
 * … or a placeholder written in its place: the format's letters (`YYYY-MM-DDTHH:MM:SS.sssZ`, `HH:MM:SS`) or a word in
 * angle brackets (`<timestamp>`, `<time>`).
 */
const PLACEHOLDER_STAMP_RE = /^(?:YYYY-MM-DD(?:[T ]HH:mm(?::ss(?:[.,](?:sss|SSS|mmm|fff))?)?Z?|[T ]HH:MM(?::SS(?:[.,](?:sss|SSS|mmm|fff))?)?Z?)?|HH:MM:SS(?:[.,](?:sss|SSS|mmm|fff))?|<(?:timestamp|time|date|ts|datetime)>)[ \t]+(?=\S)/;
/**
 * The masked stamp at a line's start, with the blanks before it (the paste's own indentation, which a heading above
 * the lines may keep from being common: anthropics/claude-code#13255) and after it; null when the line opens with none.
 */
function maskedStamp(l: string): string | null {
  let i = 0;
  while (i < l.length && (l.charCodeAt(i) === 32 || l.charCodeAt(i) === 9)) i++;
  const c = l.charCodeAt(i);
  // 'Y', 'H' and '<' open a placeholder.
  if (c === 89 || c === 72 || c === 60) {
    const p = PLACEHOLDER_STAMP_RE.exec(i === 0 ? l : l.slice(i));
    return p === null ? null : l.slice(0, i) + p[0];
  }
  if (!((c >= 48 && c <= 57) || c === 88 || c === 120)) return null;
  const m = MASKED_STAMP_RE.exec(i === 0 ? l : l.slice(i));
  return m !== null && /[Xx]/.test(m[0]) ? l.slice(0, i) + m[0] : null;
}

/** The edits a capture's head shows, or null when it looks as the host wrote it. */
export function pasteShape(head: readonly string[], blanks: readonly number[] = [], anyStart = true): PasteShape | null {
  // A run of spaces or an indentation of no-break spaces (NBSP_RUN_RE): the page's, not the log's.
  const nbsp = head.some((l) => NBSP_RUN_RE.test(l));
  if (nbsp) head = head.map(spaceNbsp);
  const coloured = head.filter((l) => l.trim() !== '');
  const ansi = ansiIn(coloured);
  const content = ansi === undefined ? coloured : coloured.map((l) => stripAnsi(l, ansi)).filter((l) => l.trim() !== '');
  if (content.length === 0) return null;
  // A hard wrap's rests carry no quote mark and no indentation (the paste was quoted or indented before the wrap broke
  // its rows): they do not count against the paste's own marks (wrapRests).
  const rests = wrapRests(content);
  const quoted = content.filter((l) => QUOTE_RE.test(l)).length;
  const unmarkedRests = rests === null ? 0 : content.filter((l, i) => rests[i] === true && !QUOTE_RE.test(l)).length;
  // The reporter's fence and fold lines around a quoted log (`<details>`, `<summary>`, the fence inside it) carry no
  // quote mark when the reporter quoted only the log's lines: they are no lines of the log, so they do not count
  // against its marks (markupLine).
  const unmarkedMarkup = content.filter((l) => !QUOTE_RE.test(l) && markupLine(l)).length;
  const quote = quoted >= Math.max(1, (content.length - unmarkedRests - unmarkedMarkup) * 0.6);
  const quoteDepth = quote ? sharedQuoteDepth(content) : undefined;
  const marked = content.map((l) => (quote ? unquote(l, quoteDepth) : l));
  // The reporter's lone elision marks go before any other shape is judged: a mark carries no prefix of the log's.
  const elided = marked.some((l) => LONE_ELISION_RE.test(l));
  const unquoted = elided ? marked.filter((l) => !LONE_ELISION_RE.test(l)) : marked;
  const composed = unquoted.filter((l) => composePrefix(l) !== null).length;
  const composeOwn = composed >= 2 ? unquoted.filter((l) => COMPOSE_OWN_RE.test(l)).length : 0;
  // One line alone: compose's own shape of the prefix, the replica's number and the padding before the bar
  // (`gateway-1  | Error: …`), or pm2's `<id>|<name> | `.
  // The reporter's fence and fold around it are no lines of the log.
  const logLines = unquoted.filter((l) => !markupLine(l));
  const loneCompose = logLines.length === 1 && COMPOSE_LONE_RE.test(logLines[0]!.trim());
  // Counted against the log's lines only: a fence and a `<details>` fold (five lines of markup around a five-line log)
  // would otherwise outvote the prefixed lines.
  const compose = loneCompose || (composed >= 2 && composed + composeOwn >= logLines.length * 0.6);
  const body = unquoted.map((l) => (compose ? stripCompose(l) : l)).filter((l) => !markupLine(l) && l.trim() !== '');
  const bodyRests = rests === null ? null : wrapRests(body);
  let indent = body.length > 0 ? /^[ \t]*/.exec(body[0]!)![0] : '';
  for (let i = 0; i < body.length; i++) {
    if (indent === '') break;
    const l = body[i]!;
    if (bodyRests?.[i] === true) continue;
    while (!l.startsWith(indent)) indent = indent.slice(0, -1);
  }
  // Elision lines and `**` alone prove nothing (util.inspect prints a lone `…`; tool text holds
  // markdown): they are removed only from a capture that shows the reporter's hand otherwise.
  // A fence counts where a paste opens with one (a stdio capture may carry a stray ``` line), and so does the collapsed
  // block a reporter folds the fence in.
  const markup = content.slice(0, 3).some(markupLine) || content.some((l) => (ANNOTATION_RE.test(l) && !keptArrow(l)) || INLINE_CODE_RE.test(l) || BOLD_LINE_RE.test(l) || COMMENT_RE.test(l) || RESULT_COMMENT_RE.test(l) || reporterQuoted(l) !== null);
  let lines = body.map((l) => (indent !== '' && l.startsWith(indent) ? l.slice(indent.length) : l));
  const span = spanRun(lines, head.length >= HEAD_LINES);
  if (span !== null) lines = lines.map((l) => unspan(l, span));
  const numbered = numberedLines(body);
  if (numbered) {
    lines = lines.map((l) => l.replace(NUMBER_RE, ''));
    indent = '';
  }
  const envelope = envelopeOf(lines);
  if (envelope !== null) lines = lines.map((l) => unwrapEnvelope(l, envelope));
  const journal = journalLines(lines);
  if (journal) lines = lines.filter((l) => !JOURNAL_OWN_RE.test(l)).map((l) => l.replace(JOURNAL_RE, ''));
  const container = containerLines(lines);
  if (container) lines = lines.filter((l) => !CONTAINER_OWN_RE.test(l)).map((l) => l.replace(CONTAINER_RE, ''));
  const containerName = container ? null : containerNameOf(lines);
  if (containerName !== null) lines = lines.map((l) => (l.startsWith(`${containerName} `) ? l.slice(containerName.length + 1) : l));
  const runtimeStamp = runtimeStamped(lines);
  if (runtimeStamp) lines = lines.map((l) => stripRuntime(l) ?? '').filter((l) => l !== '');
  const masked = lines.some((l) => maskedStamp(l) !== null);
  if (masked) lines = lines.map((l) => l.slice(maskedStamp(l)?.length ?? 0));
  const viewerStamp = viewerStamped(lines);
  if (viewerStamp) lines = lines.filter((l) => !VIEWER_CLOCK_ONLY_RE.test(l)).map(stripViewer);
  const moduleLine = moduleLines(lines);
  if (moduleLine) lines = lines.map(unmoduleLine);
  const ipython = ipythonTraceback(lines);
  if (ipython) lines = lines.map(cpythonLine);
  const stampLines = standaloneStamps(lines);
  if (stampLines) lines = lines.filter((l) => !BARE_STAMP_RE.test(l.trim()));
  const cut = cutStamp(lines);
  const padded = paddedWidth(lines);
  const spaced = doubleSpaced(...spacing(head, blanks, quote));
  const wrap = padded === null ? hardWrap(lines, anyStart) : null;
  const rich = padded === null ? richConsole(lines) : null;
  const table = markdownTable(content);
  if (!quote && !table && indent === '' && !markup && span === null && cut === null && !numbered && !compose && !journal && !container && containerName === null && !runtimeStamp && !viewerStamp && !moduleLine && !ipython && !stampLines && envelope === null && padded === null && ansi === undefined && !spaced && wrap === null && rich === null && !masked && !elided && !nbsp) return null;
  const shape: PasteShape = { quote, indent, markup: markup || span !== null };
  if (quote && quoteDepth !== undefined && content.some((l) => quoteLevels(l) > quoteDepth && l.replace(QUOTE_RE, '').trim() !== '')) shape.quoteDepth = quoteDepth;
  if (span !== null) shape.span = span;
  if (spaced) shape.spaced = true;
  if (ansi !== undefined) shape.ansi = ansi;
  if (cut !== null) shape.cut = cut;
  if (numbered) shape.numbered = true;
  if (compose) shape.compose = true;
  if (journal) shape.journal = true;
  if (container) shape.container = true;
  if (containerName !== null) shape.containerName = containerName;
  if (runtimeStamp) shape.runtimeStamp = true;
  if (viewerStamp) shape.viewerStamp = true;
  if (moduleLine) shape.moduleLine = true;
  if (ipython) shape.ipython = true;
  if (envelope !== null) shape.envelope = envelope;
  if (stampLines) shape.stampLines = true;
  if (padded !== null) shape.padded = padded;
  if (wrap !== null) shape.wrap = wrap;
  if (rich !== null) shape.rich = rich;
  if (masked) shape.masked = true;
  if (elided) shape.elided = true;
  if (nbsp) shape.nbsp = true;
  if (table) shape.table = true;
  return shape;
}

/** How a line starts: its first six characters as classes (9 a digit, a a letter, the rest as they are). */
function startShape(l: string): string {
  let out = '';
  const n = Math.min(6, l.length);
  for (let i = 0; i < n; i++) {
    const c = l.charCodeAt(i);
    out += c >= 48 && c <= 57 ? '9' : (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 'a' : l[i];
  }
  return out;
}

/** A terminal's status mark at a line's start: a symbol (✗ ✓ ⚠ ● ■ ▶ ↳), a bullet (•), an arrow (→), a prompt (❯ ➜). */
const STATUS_MARK_RE = /^[\p{So}\u2022\u2190-\u21FF\u276F\u279C]/u;

/** A line a traceback always starts (a frame, the header): no row's rest, however full the row above. */
const OWN_LINE_RE = /^(?:File(?:\s|$)|Traceback \()/;

/**
 * A record's own clock at a line's start: an ISO date and time, Rich's `[MM/DD/YY HH:MM:SS]`, or a bare time of day
 * with the record's level after it (`09:14:08 WARN Session not found {…}`, modelcontextprotocol/rust-sdk#733: a
 * server's lines of one length with the paste's trailing spaces look padded, and a wrap never leaves a clock and a
 * level first on a row's rest).
 */
const RECORD_CLOCK_RE = /^(?:\d{4}-\d\d-\d\d[T ]\d\d:\d\d|\[\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d\]|\d\d:\d\d:\d\d(?:[.,]\d{1,6})?\s+(?:TRACE|DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL)\b)/;

/**
 * A record's own level at a line's start, behind the console's margin: Rich's record in the same second as the one
 * above prints no time, only `INFO     Terminating session: None` under it; uvicorn's access line is `INFO:     127.0.0.1…`.
 * Rich's rows end at the console's width (the source tag right-aligned), so with the trailing spaces an editor adds every
 * row looks full, and such a line would be joined to the record above (modelcontextprotocol/python-sdk#1190 with its
 * lines' ends padded). A wrapped message's rest starts at the message column with the message's own words.
 */
/**
 * Also Python logging's `%(levelname)s - %(message)s` (`INFO - Created new transport with session ID: …`), and uvicorn's
 * access line with its margin kept to one space by a log viewer (`INFO: 172.17.0.1:50588 - "POST /mcp HTTP/1.1" 400 Bad
 * Request`): a hard wrap never leaves an upper-case level and its colon or dash first on a row's rest. Python server logs
 * whose lines are of one length read as hard-wrapped otherwise, every access line joined to the line above and its
 * status lost (hawkxtreme/mini-ai-1c#67).
 */
const RECORD_LEVEL_RE = /^(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)(?::\s|\s{2,}|\s-\s)/;

/**
 * A record's opening of a grammar the readers know: its clock, its level (RECORD_CLOCK_RE, RECORD_LEVEL_RE), Python
 * logging's default `LEVEL:logger.name:` prefix (`logging.basicConfig`'s `%(levelname)s:%(name)s:%(message)s`), a logger
 * prefix in brackets (`[mcp.server.lowlevel.server] `), or the Python SDK's own bare record (`Processing request of type
 * X`, as `mcp.server.lowlevel.server` logs it for every request: modelcontextprotocol/python-sdk#514).
 */
const RECORD_OPEN_RE = /^(?:(?:TRACE|DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL):[A-Za-z_][\w.]*:|\[[A-Za-z_][\w]*(?:\.[\w]+)+\] |Processing request of type [A-Z]\w*)/;

/** Whether a line opens a record of a known grammar (a clock, a level, a logger prefix, a Python SDK record). */
function opensRecord(l: string): boolean {
  return RECORD_CLOCK_RE.test(l) || RECORD_LEVEL_RE.test(l) || RECORD_OPEN_RE.test(l);
}

/** A date or time of any layout, or a list's number, at a line's start. */
const STAMP_OR_NUMBER_RE = /^\d{1,4}(?:[:/.-]\d|\.\s|\)\s)/;

/**
 * A sentence going on: a lowercase word, not a label (`after:`) or a name (`McpError:`), or a number with its unit
 * ("300s)"), then a space, a stop or the end of the line ("closed", "deadline exceeded", "refused)."), or the quote marks,
 * backquote, bold or brackets the row's sentence opened closing at the end of the line (`closed"**`: a reporter's bold
 * quoted error, tanaikech/ToolsForMCPServer#6, confluentinc/mcp-confluent#71); or the address
 * the sentence goes on to name, a word too long to fit after it (VS Code's "… status sending message to" over
 * `https://…/mcp: {…}`: microsoft/vscode#296545, obot-platform/obot#4719).
 */
const PROSE_REST_RE = /^(?:(?:[a-z]+(?:['-][a-z]+)*|\d+(?:\.\d+)?[a-z%]{0,3}\)?)(?:[ ,.;)]|["'\x60*\]}]+[ ,.;)]?$|$)|https?:\/\/\S)/;

/** A row that stops mid-sentence: a word or a comma last, not a record's end (`}`, `;`, `.`). */
const ROW_GOES_ON_RE = /[\p{L}\p{N},]$/u;

/** Narrower than this, a paste is not wrapped at an edge. */
const WRAP_MIN_WIDTH = 60;
/** A wrapped row ends at most this far before the edge (the word that did not fit went to the next line). */
const WRAP_SLACK = 24;

/** The next line is the rest of a row hard-wrapped at `width`. */
export function wrapJoins(prev: string, next: string, wrap: Wrap): boolean {
  // Spaces a copy left at a row's end are not its words (a hard wrap drops the space it broke at; an editor may add some).
  const row = prev.trimEnd();
  if (row.length > wrap.width || next.length === 0) return false;
  const c = next.charCodeAt(0);
  // A wrap at a space leaves the rest starting with a word: an indented line (a stack frame, a member) is its own.
  if (c === 32 || c === 9) return false;
  if (startShape(next) === wrap.record) return false;
  // A line that opens with a bracket, a quote or a pipe starts something of its own (a level, a body the reader joins
  // itself); so does one that opens with a date or a time of any layout (another writer's stamp: `1:08PM`,
  // `2025/09/11 13:08:54`) or a list's number (`5. `). A wrap leaves a word, which may be a number ("(idle timeout"
  // over "300s)").
  if (c === 91 || c === 123 || c === 125 || c === 93 || c === 34 || c === 60 || c === 124 || c === 62) return false;
  if (c >= 48 && c <= 57 && STAMP_OR_NUMBER_RE.test(next)) return false;
  // A status mark first (✗ ✓ ⚠ ● ▶, a bullet, an arrow, a prompt's ❯) opens a terminal's next record, never the rest of a
  // wrapped word: kiro-cli's "✗ <server> has failed to load after 0.03 s" right under the previous server's long
  // " - run with KIRO_LOG_LEVEL=trace …" line (kirodotdev/Kiro#3956), Codex's "■ MCP client for `x` failed to start"
  // (haris-musa/excel-mcp-server#100), Copilot CLI's "✗ <tool>" (github/copilot-cli#172).
  if (c >= 0x2000 && STATUS_MARK_RE.test(next)) return false;
  if (OWN_LINE_RE.test(next) || /^(?:at\s|Caused by:|```)/.test(next)) return false;
  // A record's own level first (`INFO: `, `INFO     `, `INFO - `) opens the next record of a log, never a row's rest.
  if (RECORD_LEVEL_RE.test(next)) return false;
  // Two lines that each open a record of a grammar we read are two records, however near the edge the first ends: in a
  // short paste the longest line is taken for the width (looseWrap), so two Python SDK lines of near-equal length
  // (`INFO:mcp.server.lowlevel.server:Processing request of type CallToolRequest` twice, no `Dispatching` line between)
  // look like a row and its rest. A wrap breaks a record's message, and the rest it leaves never opens another record.
  // (Of `opensRecord`'s tests only the logger/SDK opening can still match `next` here: a clock or a bracket first, and a
  // level first, were refused above — so one regex on `next` before the row's three.)
  if (RECORD_OPEN_RE.test(next) && opensRecord(row)) return false;
  if (wrap.prose === true && (!PROSE_REST_RE.test(next) || !ROW_GOES_ON_RE.test(row))) return false;
  // Any other white space first (a vertical tab, a form feed) is no word either.
  const first = /^\S+/.exec(next);
  if (first === null || row.length + 1 + first[0].length <= wrap.width) return false;
  // The row ends near the edge, or far from it because the word that did not fit is long (a URL, a JSON value with no
  // space: VS Code's "404 status sending message to" over the endpoint's URL) — a short row only before a word as long
  // as half the width (a stack frame's `at fn` over its `(file:///…:12:3)`, a JSON record cut at its first space).
  const word = first[0].length;
  return row.length >= wrap.width - WRAP_SLACK || (word >= WRAP_SLACK && (row.length >= WRAP_MIN_WIDTH || word * 2 >= wrap.width));
}

/**
 * The width a paste was hard-wrapped at, and how its records start; null when it was not: the longest line is the
 * width (at least WRAP_MIN_WIDTH), most lines share one start (the records'), and at least two rows near the width are
 * followed by a rest that would be joined (and a fifth of the lines at least are such rests or rows).
 */
function hardWrap(lines: readonly string[], anyStart: boolean): Wrap | null {
  const content = lines.filter((l) => l.trim() !== '');
  if (content.length < 3) return null;
  const width = widest(content);
  if (width < WRAP_MIN_WIDTH) return null;
  const shapes = new Map<string, number>();
  for (const l of content) {
    const k = startShape(l);
    shapes.set(k, (shapes.get(k) ?? 0) + 1);
  }
  let record = '';
  let most = 0;
  for (const [k, n] of shapes) if (n > most) [record, most] = [k, n];
  // Lines that start every which way (an unstamped host's sentences: Cursor's '[V2] Handling CreateClient action', 'Using
  // OAuth scopes: …', 'Transient error connecting to …') show no record start: a row's rest is taken there only when it
  // goes on in prose, as a short paste's is.
  if (most < 2 || most < content.length * 0.3) {
    if (!anyStart) return null;
    const any: Wrap = { width, record: '', prose: true, anyStart: true };
    return rowsJoined(content, any) > 0 ? any : null;
  }
  const wrap: Wrap = { width, record };
  const joins = rowsJoined(content, wrap);
  if (joins >= 2 && joins * 2 >= content.length * 0.2) return wrap;
  // One row near the edge is no proof of it (a record that starts another way: `fail: …` under an indented message):
  // its rest is taken only when it goes on in prose, as a short paste's is.
  const prose: Wrap = { width, record, prose: true };
  return rowsJoined(content, prose) > 0 ? prose : null;
}

/**
 * Which lines may be the rest of a row a hard wrap broke after the paste was quoted or indented (a mail client, a
 * terminal's copy, a forum editor wrapping `> `-quoted or code-indented lines at the edge: the rest starts at the margin
 * with no mark): a line that opens with no blank and no quote mark right under a line that reached near the paste's
 * widest (a row, or such a rest itself), and does not start as the marked lines' records do (a log whose lines are
 * merely of one length has its unmarked records start as its marked ones). Null when no line is one, or fewer than two
 * lines carry a mark.
 */
function wrapRests(lines: readonly string[]): boolean[] | null {
  if (lines.length < 3) return null;
  const width = widest(lines);
  if (width < WRAP_MIN_WIDTH) return null;
  const starts = new Map<string, number>();
  let marked = 0;
  for (const l of lines) {
    const c = l.charCodeAt(0);
    if (c !== 32 && c !== 9 && c !== 62) continue;
    marked++;
    const k = startShape(l.replace(MARK_RE, ''));
    starts.set(k, (starts.get(k) ?? 0) + 1);
  }
  if (marked < 2) return null;
  let n = 0;
  const out = lines.map((l, i) => {
    const c = l.charCodeAt(0);
    if (c === 32 || c === 9 || c === 62 || i === 0) return false;
    if (trimLineEnd(lines[i - 1]!).length < width - WRAP_SLACK || (starts.get(startShape(l)) ?? 0) >= 2) return false;
    n++;
    return true;
  });
  return n > 0 ? out : null;
}

/** A line's quote marks and indentation. */
const MARK_RE = /^[ \t]*(?:>[ \t]?)*[ \t]*/;

/** The longest line's length without the blanks a copy left at its end: the width a hard wrap broke the rows at. */
function widest(lines: readonly string[]): number {
  let width = 0;
  for (const l of lines) {
    const n = trimLineEnd(l).length;
    if (n > width) width = n;
  }
  return width;
}

/** How many lines are the rest of the row above them at that width (wrapJoins). */
function rowsJoined(lines: readonly string[], wrap: Wrap): number {
  let joins = 0;
  for (let i = 1; i < lines.length; i++) if (wrapJoins(lines[i - 1]!, lines[i]!, wrap)) joins++;
  return joins;
}

/**
 * A hard wrap the statistics of hardWrap cannot show: a short paste (one to three records, one of them wrapped: a
 * JSON log record cut inside its error text, `Failed to connect to MCP server at …: [Errno 111]` over `Connection
 * refused`) has too few rows to prove a width. Asked for only when no reader claims the paste as it is (ingest
 * index.ts): the longest line is taken as the width and rows are joined by wrapJoins' own test, so a paste that
 * would otherwise be refused whole is read as the host wrote it. Null when the paste was read that way already, or no
 * row's rest would be joined. A width hardWrap did prove is retried without its record start (a log whose records
 * start two ways, `ERROR …` and `INFO  …`, where the one start it took refuses the other's rest).
 */
export function looseWrap(lines: readonly string[], shape: PasteShape | null, prose = false): PasteShape | null {
  if (shape?.padded !== undefined || shape?.wrap?.record === '') return null;
  const content = lines.filter((l) => l.trim() !== '');
  if (content.length < 2) return null;
  const width = widest(content);
  if (width < WRAP_MIN_WIDTH) return null;
  // No record start is known from so few rows (a paste of prose starts every line with a word): the width test alone.
  const wrap: Wrap = prose ? { width, record: '', prose } : { width, record: '' };
  if (rowsJoined(content, wrap) === 0) return null;
  return { ...(shape ?? { quote: false, indent: '', markup: false }), wrap };
}

/** Narrower than this, equal lengths are a coincidence more than a console's width. */
const PAD_MIN_WIDTH = 40;

/**
 * The width a console padded the lines to: most lines end in a space and have one length. Null when the
 * lines do not show it (a log's lines differ in length; trailing spaces are rare and ragged).
 */
function paddedWidth(lines: readonly string[]): number | null {
  const counts = new Map<number, number>();
  let n = 0;
  for (const l of lines) {
    if (l.trim() === '') continue;
    n++;
    if (l.length >= PAD_MIN_WIDTH && (l.endsWith(' ') || l.endsWith('\t'))) counts.set(l.length, (counts.get(l.length) ?? 0) + 1);
  }
  let best: [number, number] | null = null;
  for (const e of counts) if (best === null || e[1] > best[1]) best = e;
  if (best === null || best[1] < 3 || best[1] < n * 0.6) return null;
  // A console pads rows of different words to one width; rows of one length that end in the same blanks after words
  // of one length are lines of one length with blanks a copy added (every line of a paste given two trailing spaces).
  const width = best[0];
  const words = new Set<number>();
  for (const l of lines) if (l.length === width) words.add(trimLineEnd(l).length);
  return words.size >= 2 ? width : null;
}

/**
 * Whether `next` is the rest of `prev` that a console of `width` wrapped: `prev` fills the width with its
 * padding, and the first word of `next` would not have fitted after `prev`'s words (word wrapping put it
 * on the next row). A short line padded to the width is a line of its own.
 */
export function padJoins(prev: string, next: string, width: number): boolean {
  if (prev.length !== width) return false;
  const words = next.trim();
  if (words === '') return false;
  // A line a traceback always starts (a frame, the header) is no row's rest, however full the row above; nor is a line
  // that opens with a full clock or a level (a record of its own: log lines of one length with trailing spaces look padded).
  if (OWN_LINE_RE.test(words) || RECORD_CLOCK_RE.test(words) || RECORD_LEVEL_RE.test(words)) return false;
  const first = /^\S+/.exec(words)![0];
  return prev.trimEnd().length + 1 + first.length > width;
}

/** A wrapped row and its rest as one line: the rest's indentation (the console's margin) dropped. */
export function padJoin(prev: string, next: string): string {
  return `${prev.trimEnd()} ${next.trim()}`;
}

/**
 * A Rich record's header row and its rest as one line, the header's path column (`session.py:363`, right-aligned after
 * the message) kept at the end, where Rich prints it and a reader cuts it, not left inside the message.
 */
export function richJoin(prev: string, next: string, rich: RichColumns): string {
  const path = RICH_HEADER_RE.exec(prev)?.[1]?.length === rich.column ? RICH_PATH_RE.exec(prev) : null;
  if (path === null) return padJoin(prev, next);
  return `${prev.slice(0, path.index)} ${next.trim()}${path[0].trimEnd()}`;
}

/**
 * How a paste's row and its rest are made one line (a Rich console's keeps the header's path column last). A padded
 * console's paste has no `rich` (pasteShape looks for Rich's rows only where no padding was found).
 */
export function rowJoin(shape: PasteShape | null): (prev: string, next: string) => string {
  const rich = shape?.rich;
  return rich === undefined ? padJoin : (prev, next) => richJoin(prev, next, rich);
}

/** Whether a line is the rest of the row above it, by the paste's shape (a padded console's, a hard wrap's, Rich's); null: never. */
export function rowJoiner(shape: PasteShape | null): ((prev: string, next: string) => boolean) | null {
  if (shape?.padded !== undefined) {
    const width = shape.padded;
    return (prev, next) => padJoins(prev, next, width);
  }
  const rich = shape?.rich;
  if (shape?.wrap !== undefined) {
    const wrap = shape.wrap;
    if (rich !== undefined) return (prev, next) => richJoins(prev, next, rich) || wrapJoins(prev, next, wrap);
    return (prev, next) => wrapJoins(prev, next, wrap);
  }
  if (rich !== undefined) return (prev, next) => richJoins(prev, next, rich);
  return null;
}

/**
 * Rich's record header: its time (`[04/01/25 05:58:14]`, or the time of day alone with `log_time_format`), or the blank
 * it prints instead while the second is unchanged, then the level padded to its column: group 1 the whole, its length
 * the message column. A handler made with `show_time=False` prints no time column at all: the level column (eight wide,
 * then the table's one space: rich/_log_render.py `level_width=8`) opens the row, and the message starts at the ninth
 * character, whatever the level; only that exact padding is taken, as a level word then spaces opens many other logs.
 */
const RICH_HEADER_RE = /^((?:\[(?:\d\d\/\d\d\/\d\d )?\d\d:\d\d:\d\d\] | {11,20})(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) +|DEBUG {4}|INFO {5}|WARNING {2}|ERROR {4}|CRITICAL )\S/;
/**
 * The path column Rich right-aligns on a header row after its message (`server.py:133`, `<string>:374`), two spaces or
 * more before it, or one when the message filled the row up to it (a Python file's `http.py:288`).
 */
const RICH_PATH_RE = /(?:\s{2,}\S+|\s[\w.-]+\.py):\d+\s*$/;

/**
 * The message part of a Rich row: from the column, without its trailing spaces, a reporter's annotation and, on a header
 * row, its path column.
 */
function richMessagePart(line: string, column: number, header: boolean): string {
  // The reporter's arrow after a row (`…   <-- here it hangs`: ANNOTATION_RE) is not the console's: left out of the row,
  // or the annotated row would pass for the console's widest and no row under it would join.
  const msg = trimLineEnd(line.slice(column)).replace(ANNOTATION_RE, '');
  return header ? msg.replace(RICH_PATH_RE, '') : msg;
}

/** Whether a line is a Rich row at `column`: the column's spaces, then a word (not a deeper indentation). */
function richRowAt(line: string, column: number): boolean {
  if (line.length <= column || line.charCodeAt(column) === 32 || line.charCodeAt(column) === 9) return false;
  for (let i = 0; i < column; i++) if (line.charCodeAt(i) !== 32) return false;
  return true;
}

/**
 * The Rich console a paste was printed by, when its rows were wrapped and not padded: the headers share one message
 * column, and at least one row at that column is the rest of the row above it (richJoins). The width is the widest
 * message row any record printed at or under the column (the console's, or near it); null otherwise.
 */
function richConsole(lines: readonly string[]): RichColumns | null {
  const columns = new Map<number, number>();
  for (const l of lines) {
    const m = RICH_HEADER_RE.exec(l);
    if (m !== null) columns.set(m[1]!.length, (columns.get(m[1]!.length) ?? 0) + 1);
  }
  let column = 0;
  let most = 0;
  for (const [c, n] of columns) if (n > most) [column, most] = [c, n];
  if (most === 0) return null;
  let width = 0;
  const margin = ' '.repeat(column);
  for (const l of lines) {
    const header = RICH_HEADER_RE.exec(l)?.[1]?.length === column;
    if (!header && !l.startsWith(margin)) continue;
    const n = richMessagePart(l, column, header).length;
    if (n > width) width = n;
  }
  const rich: RichColumns = { column, width };
  for (let i = 1; i < lines.length; i++) if (richJoins(lines[i - 1]!, lines[i]!, rich)) return rich;
  return null;
}

/**
 * Whether `next` is the rest of the Rich row `prev`: `prev` is a record's header or a row at the message column, `next`
 * a row at that column (a wrap's rest starts there with a word; a message's own deeper lines, a JSON body's, keep their
 * indentation), and the next's first word would not have fitted after the row within the widest row printed. A line a
 * traceback starts, or one opening with a record's own clock or level, is never a rest.
 */
export function richJoins(prev: string, next: string, rich: RichColumns): boolean {
  if (!richRowAt(next, rich.column)) return false;
  const header = RICH_HEADER_RE.exec(prev)?.[1]?.length === rich.column;
  if (!header && !richRowAt(prev, rich.column)) return false;
  const words = next.slice(rich.column);
  if (OWN_LINE_RE.test(words) || RECORD_CLOCK_RE.test(words) || RECORD_LEVEL_RE.test(words)) return false;
  const row = richMessagePart(prev, rich.column, header);
  if (row === '') return false;
  const first = /^\S+/.exec(words)![0];
  return row.length + 1 + first.length > rich.width;
}

/**
 * The line without white space at its end: never a host's grammar (an editor or a terminal's copy adds it), so neither
 * the sniff nor a reader's `$` may depend on it. One character test on the common path.
 */
export function trimLineEnd(line: string): string {
  const last = line.charCodeAt(line.length - 1);
  return last === 32 || last === 9 ? line.trimEnd() : line;
}

/** The lines with each row's rest joined to it. */
export function unwrapRows(lines: readonly string[], joins: (prev: string, next: string) => boolean, join: (prev: string, next: string) => string = padJoin): string[] {
  const out: string[] = [];
  let last: string | null = null;
  for (const l of lines) {
    if (last !== null && out.length > 0 && joins(last, l)) out[out.length - 1] = join(out[out.length - 1]!, l);
    else out.push(l);
    last = l;
  }
  return out;
}

/** A line without the runtime's stamp when its own clock follows; null for the runner's own lines. */
function stripRuntime(l: string): string | null {
  const m = RUNTIME_STAMP_RE.exec(l);
  const rest = m === null ? l : l.slice(m[0].length);
  if (RUNNER_LINE_RE.test(rest)) return null;
  const unmarked = rest.replace(RUNNER_MARK_RE, '');
  return m === null || OWN_CLOCK_RE.test(unmarked) || continuesRecord(unmarked) ? unmarked : `${m[1]!} ${unmarked}`;
}

function stripCompose(l: string): string {
  const m = composePrefix(l);
  if (m === null) return l;
  const lead = SPAN_LEAD_RE.exec(l)?.[0] ?? '';
  return lead + l.slice(lead.length + m[0].length);
}

/** A date-and-time stamp at the start of a line, as most host logs write it. */
const STAMP_RE = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d/;
const STAMP_LEN = 19;

function digitsShape(s: string): string {
  return s.replace(/\d/g, '9');
}

/**
 * The first line's stamp with its head cut off: it reads as the second line's stamp without its
 * first 1–3 characters (a selection that started one character late). Null otherwise.
 */
function cutStamp(lines: readonly string[]): PasteShape['cut'] | null {
  const first = lines[0];
  const next = lines.slice(1, 4).find((l) => STAMP_RE.test(l));
  if (first === undefined || next === undefined || STAMP_RE.test(first) || !/^\d/.test(first)) return null;
  for (let k = 1; k <= 3; k++) {
    if (digitsShape(first.slice(0, STAMP_LEN - k)) === digitsShape(next.slice(k, STAMP_LEN))) return { line: first, prefix: next.slice(0, k) };
  }
  return null;
}

/**
 * A pasted line as the host wrote it; null for a line the reporter added (a fence, an elision):
 * it carries nothing of the capture and counts as blank.
 */
export function unpaste(line: string, shape: PasteShape): string | null {
  let s = shape.ansi === undefined ? line : stripAnsi(line, shape.ansi);
  if (shape.nbsp === true) s = spaceNbsp(s);
  if (shape.quote) s = unquote(s, shape.quoteDepth);
  if (shape.compose === true) s = stripCompose(s);
  if (shape.indent !== '' && s.startsWith(shape.indent)) s = s.slice(shape.indent.length);
  if (shape.span !== undefined) s = unspan(s, shape.span);
  if (shape.numbered === true) s = s.replace(NUMBER_RE, '');
  if (shape.envelope !== undefined) s = unwrapEnvelope(s, shape.envelope);
  if (shape.journal === true) {
    if (JOURNAL_OWN_RE.test(s)) return null;
    s = s.replace(JOURNAL_RE, '');
  }
  if (shape.container === true) {
    if (CONTAINER_OWN_RE.test(s)) return null;
    s = s.replace(CONTAINER_RE, '');
  }
  if (shape.containerName !== undefined && s.startsWith(`${shape.containerName} `)) s = s.slice(shape.containerName.length + 1);
  if (shape.runtimeStamp === true) {
    const r = stripRuntime(s);
    if (r === null) return null;
    s = r;
  }
  if (shape.masked === true) s = s.slice(maskedStamp(s)?.length ?? 0);
  if (shape.viewerStamp === true) {
    if (VIEWER_CLOCK_ONLY_RE.test(s)) return null;
    s = stripViewer(s);
  }
  if (shape.moduleLine === true) s = unmoduleLine(s);
  if (shape.ipython === true) s = cpythonLine(s);
  if (shape.stampLines === true && BARE_STAMP_RE.test(s.trim())) return null;
  if (shape.cut !== undefined && s === shape.cut.line) s = shape.cut.prefix + s;
  if (shape.elided === true && LONE_ELISION_RE.test(s)) return null;
  // A row with the reporter's arrow and remark after it (`| … |   <-- here it hangs`) is a row all the same.
  if (shape.table === true && s.includes('|') && (TABLE_ROW_RE.test(s) || TABLE_ROW_RE.test(s.replace(ANNOTATION_RE, '')))) return null;
  if (!shape.markup && !shape.quote && shape.numbered !== true) return s;
  if (markupLine(s) || ELISION_RE.test(s) || COMMENT_RE.test(s)) return null;
  s = s.replace(RESULT_COMMENT_RE, '');
  // The reporter's arrow after a line they wrapped in backquotes or quotes (`…`   <-- here it hangs): the arrow goes
  // first, so the line is the wrapped one.
  const after = s.includes('`') || s.includes('"') ? (keptArrow(s) ? null : ANNOTATION_RE.exec(s)) : null;
  if (after !== null && (INLINE_CODE_RE.test(s.slice(0, after.index)) || reporterQuoted(s.slice(0, after.index)) !== null)) s = s.slice(0, after.index);
  const code = INLINE_CODE_RE.exec(s);
  if (code !== null) s = code[2]!;
  else {
    const q = reporterQuoted(s);
    if (q !== null) s = q;
  }
  if (s.includes('**')) s = s.replace(/\*\*(.+?)\*\*/g, '$1');
  // A trace line that opens with the arrow out has its arrow back as part of the record ('→ POST  initialize
  // (2025-11-25)  ← 400  -32022 Unsupported protocol version': MCPJam/inspector#3543), not the reporter's note.
  const a = keptArrow(s) ? null : ANNOTATION_RE.exec(s);
  if (a !== null) s = s.slice(0, a.index);
  return s;
}
