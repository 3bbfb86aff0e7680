/**
 * A log pasted without a fence between the reporter's own sentences: a lead-in above it ("Here is the log:", "log:"
 * over Claude Desktop's lines: imdinu/apple-mail-mcp#70) and a question or a remark under it, each a paragraph of its
 * own (a blank line between it and the log). Read as lines of the log, the sentences lower the host reader's sniff
 * until the reader of last resort wins, or make a stdio tee's stdout look like text that is not JSON. fenced.ts does
 * this for a log in a fence; here there is no fence, only the paragraphs.
 *
 * Conservative on both sides: only the first and the last paragraph of the head, each of at most three lines that all
 * read as a person's sentences (isProseLine), and only when the rest is claimed more surely without them
 * (ingest/index.ts). The sentences are then counted as a fence is, a line of the reporter's markup.
 */
import { ANNOTATION_RE, ansiIn, markupLine, QUOTE_RE, stripAnsi } from './paste.js';
import { opensCallResult } from './call-sentence.js';

/** At most this many lines in a paragraph taken for the reporter's lead-in or closing words. */
const MAX_PROSE_LINES = 3;

/** A clock anywhere in the line (`12:04:55`), a level or a tag in brackets, a key=value pair, JSON, a URL, a path. */
const LOG_MARK_RE = /\d{1,2}:\d{2}:\d{2}|\[[\w .:/-]*\]|\w=\S|[{}]|"\w+"\s*:|https?:\/\/|[\\/]\w+[\\/]|\w\.\w+\(|->|=>|\|/;
/**
 * How log records and errors open: a level word (or its three-letter form: .NET's console and Serilog, `INF`, `WRN`), an
 * error's name, a stack frame, a prompt, an error's sentence.
 */
const LOG_START_RE = /^(?:(?:TRACE|DEBUG|INFO|NOTICE|WARN(?:ING)?|ERROR|FATAL|CRITICAL|TRC|DBG|INF|WRN|ERR|FTL|CRT|VRB)\b|[\w.]*(?:Error|Exception|Warning)\b|at\s|Caused by\b|Traceback\b|MCP\b|\$\s|(?:Failed|Failure|Unable|Cannot|Could not|Can't)\b)/i;
/**
 * What an error says in plain words (`failure in mcp tool execution: server process has ended`, Windsurf's panel):
 * a line that is not a lead-in and says it is read as the log's, whoever wrote it. Dropping the error is worse than
 * keeping a remark.
 */
// … and a missing connection said as such (Roo Code's hub guard, `No connection found for server: <name>. Please make
// sure to use MCP servers available under 'Connected MCP Servers'.`, a paragraph of its own when the paste is double-spaced:
// mem0ai/mem0#2700).
const FAILURE_WORDS_RE = /fail|error|exception|timed?\s?out|closed|refused|denied|ended|crash|abort|cancel|disconnect|not found|unavailable|terminated|killed|exit|\bno connection\b|\bnot connected\b/i;
/** Words: runs of letters (an apostrophe inside one: "what's"). */
const WORD_RE = /\p{L}+(?:'\p{L}+)?/gu;

/**
 * A line a person wrote about the log, not a line of it: a lead-in ending with a colon, or a sentence of at least
 * three words that opens with a capital and says nothing failed; either carries none of a log record's marks (a
 * clock, a bracketed level or tag, key=value, JSON, a URL or a path, a level word, an error's name or an error's
 * sentence first). Host lines in plain words exist ("Server disconnected."); that is why a paragraph of them is set
 * aside only when the rest of the paste is claimed more surely without it, or as surely when every line is `strict`.
 */
export function isProseLine(line: string, strict = false): boolean {
  const l = line.trim();
  if (strict && !/[.:?!]$/.test(l)) return false;
  if (l.length < 4 || !/^\p{L}/u.test(l)) return false;
  // A sentence opens with a capital; a lead-in may not ("log:"). Any other line that says something failed is the log's.
  const leadIn = l.endsWith(':');
  if (!leadIn && (!/^\p{Lu}/u.test(l) || FAILURE_WORDS_RE.test(l))) return false;
  // A short heading that names a failure is a program's (Cursor's `Client error:` over the SDK's sentence:
  // lennix1337/Genexus18MCP#44), not the reporter's lead-in ("Here is the error I get:").
  if (leadIn && FAILURE_WORDS_RE.test(l) && (l.match(WORD_RE)?.length ?? 0) <= 3) return false;
  if (!/[.:?!\p{L})]$/u.test(l)) return false;
  if (hasLogMark(l)) return false;
  return (l.match(WORD_RE)?.length ?? 0) >= (leadIn ? 1 : 3);
}

/** Whether a trimmed line carries a mark of a log record or an error (LOG_MARK_RE, LOG_START_RE), at its start or a part's. */
function hasLogMark(l: string): boolean {
  if (LOG_MARK_RE.test(l) || LOG_START_RE.test(l)) return true;
  // A chain of causes (`Streamable HTTP error: Error POSTing to endpoint: …`): a part after a colon opens as a record does.
  return l.split(/:\s+/).some((part, i) => i > 0 && LOG_START_RE.test(part));
}

/** The reporter speaking of themselves: `I`, `I'm`, `I've`, `we`, `my`, `our` as words of the sentence. */
const FIRST_PERSON_RE = /(?:^|[\s,(])(?:I|I'm|I've|I'd|I'll|we|We|my|My|our|Our)(?=[\s,.:;!?)]|$)/;

/**
 * A sentence of the reporter's own, told apart from a host's line for what it says of the connection (HostSaid.opens):
 * a line isProseLine takes, or a sentence that opens with a capital, speaks in the first person and carries none of a
 * log record's marks ("However, invoking the tool fails sometimes. For example, I tried to invoke the `x` tool … and
 * got the error" above the SDK's 503 in a fence: Kuadrant/mcp-gateway#281). isProseLine refuses such a sentence for
 * its failure words, since a host may say that something failed in plain words; no host's line says "I tried".
 * Not used to drop the line: only to tell that no host line stood before the next one.
 */
export function isReporterSentence(line: string): boolean {
  const l = line.trim();
  if (isProseLine(l)) return true;
  if (!/^\p{Lu}/u.test(l) || !FIRST_PERSON_RE.test(l) || hasLogMark(l)) return false;
  return (l.match(WORD_RE)?.length ?? 0) >= 5;
}

/** Four spaces or a tab before the line's first character: an indented code block's line (CommonMark 4.4). */
const INDENTED_CODE_RE = /^(?: {4}|\t)\s*\S/;

/** A line that is only a quote mark (`>`): a blank line of a paste quoted with `> `, which parts paragraphs as one does. */
const QUOTE_ONLY_RE = /^[ \t]{0,4}(?:>[ \t]*)+$/;

/** A bulleted list's item that opens with a code span (`- \`…\``): the reporter's list of log lines, each in its span. */
const LISTED_SPAN_RE = /^[ \t]{0,3}[-*+][ \t]+`/;

/**
 * A line ending in ':' that is not itself indented, right above a line indented as a code block: the reporter's lead-in
 * typed directly over the block they indented (no blank line between, which CommonMark 4.4 would want for the block to
 * be one), each its own paragraph; or right above a bulleted list whose items open with a code span (the log's lines
 * picked out one an item, LISTED_SPAN_RE). Only after a colon: a record's own lines go on indented under it (a stack's
 * frames, .NET's message under its head) without one.
 */
function leadsIntoCode(prev: string, line: string): boolean {
  const p = prev.replace(QUOTE_RE, '');
  const l = line.replace(QUOTE_RE, '');
  const block = (t: string): boolean => INDENTED_CODE_RE.test(t) || LISTED_SPAN_RE.test(t);
  return block(l) && !block(p) && /:\s*$/.test(p);
}

/**
 * The head's paragraphs (runs of lines with no blank line between, or a lead-in right above an indented block or a
 * list of spans: leadsIntoCode), as index ranges into the head. A quote mark alone on its line is the blank line of a
 * quoted paste: it parts paragraphs and belongs to none.
 */
function paragraphs(head: readonly string[], blanks: readonly number[]): Array<[number, number]> {
  // A double-spaced paste (paste.ts `spaced`) is not told apart: a few lines with one blank line between each are
  // as often paragraphs (a lead-in, the error, a remark) as a mail client's spacing, and each line of a double-spaced
  // log is then a paragraph of its own, of which only a first or last line in plain words can be set aside.
  const out: Array<[number, number]> = [];
  let open = false;
  for (let i = 0; i < head.length; i++) {
    if (QUOTE_ONLY_RE.test(head[i]!)) {
      open = false;
      continue;
    }
    if (!open || (blanks[i] ?? 0) > 0 || leadsIntoCode(head[i - 1]!, head[i]!)) out.push([i, i + 1]);
    else out[out.length - 1]![1] = i + 1;
    open = true;
  }
  return out;
}

/** How many of the head's first and last lines are the reporter's words around the log. */
export interface ProseEdges {
  leadIn: number;
  /** Counted only when the head is the whole capture (the last lines are known). */
  leadOut: number;
}

/**
 * The reporter's lead-in and closing paragraphs of the head (null when there is neither): a first or last paragraph of
 * at most MAX_PROSE_LINES lines, all prose, with at least one other paragraph left and one paragraph that is not prose. `whole`: the head holds every
 * line of the capture, so its last paragraph is the capture's. `strict`: every line ends as a sentence does.
 */
export function proseEdges(head: readonly string[], blanks: readonly number[], whole: boolean, strict = false): ProseEdges | null {
  const ansi = ansiIn(head);
  const clean = ansi === undefined ? head : head.map((l) => stripAnsi(l, ansi));
  // A quote mark before the words, an arrow and a remark after them (`<-- here it hangs`), and the reporter's fence or
  // fold beside them are no words of the log either.
  // A line indented by four spaces or a tab is no sentence of the reporter's either: in Markdown it is an indented code
  // block (CommonMark 4.4), and in a log it is a record's continuation (.NET's console logger writes each message six
  // spaces in under its `info: Category[EventId]` head: modelcontextprotocol/csharp-sdk#344, double-spaced by a copy).
  const words = (l: string): boolean => {
    const unquoted = l.replace(QUOTE_RE, '');
    return !INDENTED_CODE_RE.test(unquoted) && isProseLine(unquoted.replace(ANNOTATION_RE, ''), strict);
  };
  const bare = ([a, b]: [number, number]): string[] => clean.slice(a, b).filter((l) => !markupLine(l.replace(QUOTE_RE, '')));
  // Paragraphs of the reporter's markup alone (`<details>` and its `<summary>`, a fence on its own) are walked past:
  // the words are the first and last paragraphs that hold anything else, and the markup before or after them goes with them.
  const ps = paragraphs(clean, blanks).filter((p) => bare(p).length > 0);
  if (ps.length < 2) return null;
  const prose = (p: [number, number]): boolean => {
    const ls = bare(p);
    return ls.length <= MAX_PROSE_LINES && ls.every(words);
  };
  // Words all through: a note about the incident, not a log with the reporter's words around it.
  if (ps.every(prose)) return null;
  const first = ps[0]!;
  const last = ps[ps.length - 1]!;
  const leadIn = prose(first) ? first[1] : 0;
  const leadOut = whole && ps.length - (leadIn > 0 ? 1 : 0) >= 2 && prose(last) ? head.length - last[0] : 0;
  if (leadIn === 0 && leadOut === 0) return null;
  return { leadIn, leadOut };
}

/**
 * Which lines, as they stream, are the reporter's words (the first `leadIn` and the last `leadOut` of the capture's
 * non-blank lines, counted as the head counted them: lines a crash dump wrote are not counted).
 */
export class ProseFilter {
  private seen = 0;
  constructor(
    private readonly edges: ProseEdges,
    /** Non-blank lines in the capture, as the head counted them. */
    private readonly total: number,
    private readonly counts: (raw: string) => boolean,
  ) {}

  /** Whether this line is the reporter's (it is then counted as markup, not read). */
  take(raw: string): boolean {
    if (!this.counts(raw)) return false;
    const i = this.seen++;
    return i < this.edges.leadIn || (this.edges.leadOut > 0 && i >= this.total - this.edges.leadOut);
  }
}

/**
 * An error printed alone on its line as the MCP SDKs word an error answer or their own failures ("MCP error -32603:
 * Not Found: …"), its class before it or not, in the reporter's quotes or backticks or not.
 */
const SDK_ERROR_ALONE_RE = /^\s*["'`]?(?:[A-Z]\w*Error: )?MCP error ?- ?\d+ ?: ?\S[^"'`]*["'`]?[,.]?\s*$/;

/**
 * Whether the lead-in's last line introduces the log's first line: it ends in ':' and the line it introduces, past the
 * blank line of the paragraph break, is an MCP SDK's error alone on its line. Such a lead-in says what the error is
 * about ("… when I try to use the <tool> tool I get this error:" over the error in backticks: modelcontextprotocol/
 * servers#710); read with it, as the reader reads a label on the line right above an error, it is no aside.
 */
export function leadInIntroduces(head: readonly string[], leadIn: number): boolean {
  if (leadIn <= 0) return false;
  // Read as written under the reporter's quote marks and the terminal's colour codes (a quoted reply, a copied screen).
  const ansi = ansiIn(head);
  const plain = (l: string): string => (ansi === undefined ? l : stripAnsi(l, ansi)).replace(QUOTE_RE, '');
  let j = leadIn - 1;
  while (j >= 0 && plain(head[j]!).trim() === '') j--;
  let k = leadIn;
  while (k < head.length && plain(head[k]!).trim() === '') k++;
  if (j >= 0 && k < head.length && /:\s*$/.test(plain(head[j]!)) && SDK_ERROR_ALONE_RE.test(plain(head[k]!))) return true;
  // … or it names the tool whose arguments' block and result line follow (call-sentence.ts: MemPalace/mempalace#929).
  return j >= 0 && opensCallResult(head.map(plain), j);
}

