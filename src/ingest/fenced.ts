/**
 * A host's log pasted in a fenced block (```…```) inside a reporter's Markdown: a bug report's template with its
 * headings, steps and expected behaviour around the one block that holds the log (mobile-next/mobile-mcp#75: Cursor's
 * "MCP Logs" lines fenced under "4. See error"), or the tool's output fenced in a block of its own beside another block
 * that is not a log (microsoft/playwright-mcp#1635: the SDK's timeout alone in one ```text block, the page snapshot in
 * the next). When no reader claims the text whole, the fenced blocks are read alone: the reporter's prose is never a
 * line of the log (it is counted as the fences are, a line of the reporter's markup), so its sentences neither lower a
 * reader's sniff nor become events of their own.
 *
 * The blocks are taken from the head as paste.ts sees it (blank lines aside, a terminal's colour codes removed); every
 * block is read when the readers claim their lines together, else the blocks that the reader claiming the surest single
 * block claims too (ingest/index.ts fencedLog). A text with no fence, or whose one fenced block is all there is, is
 * left to the readers as it was. A whole report fenced once more (its first line a fence, as a paste folded in
 * `<details>` is) is read with that outer fence set aside, when the blocks as they pair up otherwise are claimed by none.
 */
import { ansiIn, DETAILS_RE, fenceLine, LONE_ELISION_RE, QUOTE_RE, stripAnsi, type AnsiForm } from './paste.js';
import { isProseLine } from './prose-edges.js';

/** One fenced block of the head: its content lines (fences excluded) and the blank lines before each. */
export interface FencedBlock {
  /** The block's number among the head's fences (0 the first), as FenceFilter counts them. */
  index: number;
  lines: string[];
  blanks: number[];
  /**
   * The block stands under a section that says what should have happened (EXPECTED_HEAD_RE): the reporter's picture of
   * the output they want, not output any program wrote (anthropics/claude-code#34744: the bare 'Failed to reconnect to
   * <server>.' under Problem, the reconnect failure with the command, exit code and stderr the reporter would like to
   * see under Expected behavior).
   */
  expected?: boolean;
}

/** How the head's fences pair up: its blocks, and whether an outer fence around the whole text was set aside. */
export interface Fencing {
  blocks: FencedBlock[];
  /** Something of the head lies outside the blocks, or there are several: only then is there prose to leave out. */
  prose: boolean;
  ansi: AnsiForm | undefined;
  outer: boolean;
  /**
   * Every line outside the blocks is the reporter's Markdown in words: a heading (`### What happened`) or a sentence
   * (prose-edges.ts isProseLine), the collapsed block's markup aside. Then the blocks are the log even where they are
   * claimed only as surely as the whole text: the sentences were read as the log's lines, not the other way round.
   */
  outsideWords: boolean;
}

/** A Markdown heading: what an issue template puts above the reporter's words and the fenced log. */
const HEADING_RE = /^#{1,6}\s+\S/;
/**
 * The head of a section that says what should have happened, as a Markdown heading, a line in bold or a label: GitHub's
 * bug-report template (`**Expected behavior**`), Claude Code's (`### What Should Happen?`), a reporter's own (`Expected
 * output:`).
 */
const EXPECTED_HEAD_RE = /^(?:#{1,6}\s+|\*\*)?(?:Expected (?:behaviou?r|results?|outcome|output)|What should (?:have )?happen(?:ed)?\??|What did you expect(?: to happen)?\??|Desired (?:behaviou?r|output))(?:\s*:)?(?:\s*\*\*)?(?:\s*:)?$/i;
/** The head of any other section: a Markdown heading or a line wholly in bold. */
const SECTION_HEAD_RE = /^(?:#{1,6}\s+\S|\*\*[^*]+\*\*:?$)/;

const isDetails = (l: string): boolean => l.includes('<') && DETAILS_RE.test(l);

/**
 * A line that is a command the reporter typed to start a program, not anything a program wrote: a shell prompt or none,
 * then a launcher of MCP servers and clients (`npx -y @modelcontextprotocol/inspector`, `uvx mcp-server-time`, `docker
 * run …`, `python server.py`) and its arguments. Not curl or echo, whose commands carry the message they send (read by
 * jsonrpc-in-text.ts), and no line with a JSON body in it. Nor a package manager's own output, which opens with its name
 * too (`npm error enoent …`, `npm ERR! code E404`, `npm WARN …`: a launcher's failure under a host's error,
 * unknown--ai-sdk-stdio-initialize-closed-npm-enoent).
 */
const COMMAND_LINE_RE = /^(?:\$|%|>|PS [^>]{1,200}>)?\s*(?:npx|bunx|pnpx|uvx|npm|pnpm|yarn|node|deno|bun|python3?|py|pip3?|uv|docker|podman|java|dotnet|mcp|fastmcp)\s+(?!ERR!|(?:error|Error|ERROR|warn|WARN|notice|http|verb|info|timing|sill)\b)[^{}\s][^{}]*$/;

/**
 * A fenced block holding only the command that started a program, one line or several (`\`-continued), the reporter's
 * way of saying what they ran (formulahendry/mcp-server-code-runner#17: the Inspector's `npx` in one fence, the server's
 * JSON answer in the next): no line of any log, so it is left out while another block remains to be the log, as the
 * reporter's prose is; read with the log, a stream reader took it for a line on the server's stdout.
 */
export function commandBlock(b: FencedBlock, ansi?: AnsiForm): boolean {
  let continued = false;
  let any = false;
  for (const raw of b.lines) {
    // The block keeps its lines as pasted; a terminal's colour codes around them are no part of the command.
    const line = ansi === undefined ? raw : stripAnsi(raw, ansi);
    if (line.trim() === '') continue;
    if (!continued && !COMMAND_LINE_RE.test(line)) return false;
    if (continued && /[{}]/.test(line)) return false;
    continued = /\\\s*$/.test(line);
    any = true;
  }
  return any;
}

/**
 * The fenced blocks of the head, in order; an open fence at the head's end runs to its end. `outer`: the first fence,
 * when nothing but the collapsed block's markup comes before it, is set aside as the whole text's (null when there is none).
 */
export function fencing(head: readonly string[], blanks: readonly number[], outer = false): Fencing | null {
  const ansi = ansiIn(head);
  const clean = ansi === undefined ? head : head.map((l) => stripAnsi(l, ansi));
  let skip = -1;
  if (outer) {
    let i = 0;
    while (i < clean.length && isDetails(clean[i]!)) i++;
    if (i >= clean.length || !fenceLine(clean[i]!, null)) return null;
    skip = i;
  }
  const blocks: FencedBlock[] = [];
  let open: FencedBlock | null = null;
  let n = 0;
  let fences = 0;
  let outside = 0;
  let outsideWords = true;
  // Inside a section that says what should have happened (EXPECTED_HEAD_RE), until the next section's head.
  let expected = false;
  for (let i = 0; i < clean.length; i++) {
    const l = clean[i]!;
    if (fenceLine(l, null)) {
      if (i === skip) continue;
      fences++;
      if (open === null) {
        open = { index: n++, lines: [], blanks: [] };
        if (expected) open.expected = true;
        blocks.push(open);
      } else open = null;
      continue;
    }
    if (open !== null) {
      open.lines.push(head[i]!);
      open.blanks.push(blanks[i] ?? 0);
    } else if (!isDetails(l)) {
      outside++;
      // As a paste shows them: quoted, indented, with the reporter's elision marks between them.
      const t = l.replace(QUOTE_RE, '').trim();
      if (EXPECTED_HEAD_RE.test(t)) expected = true;
      else if (SECTION_HEAD_RE.test(t)) expected = false;
      if (outsideWords && t !== '' && !LONE_ELISION_RE.test(t) && !HEADING_RE.test(t) && !isProseLine(t)) outsideWords = false;
    }
  }
  const filled = blocks.filter((b) => b.lines.length > 0);
  return { blocks: filled, prose: filled.length > 1 || (filled.length === 1 && (outside > 0 || outer)), ansi, outer, outsideWords: outside > 0 && outsideWords };
}

/**
 * Which lines of a capture are inside the chosen fenced blocks, line by line as they stream: `all` (every block), or
 * the numbers of the blocks to read (0 the first), counted as the head counted them (fencing).
 */
export class FenceFilter {
  private inside = false;
  private block = -1;
  private skipOuter: boolean;
  constructor(
    private readonly chosen: 'all' | ReadonlySet<number>,
    private readonly ansi: AnsiForm | undefined,
    outer: boolean,
  ) {
    this.skipOuter = outer;
  }

  /** `fence` for a fence line, `in` for a line of a chosen block, `out` for any other (the reporter's prose, an unchosen block). */
  take(raw: string): 'fence' | 'in' | 'out' {
    const l = this.ansi === undefined ? raw : stripAnsi(raw, this.ansi);
    if (fenceLine(l, null)) {
      if (this.skipOuter) {
        this.skipOuter = false;
        return 'fence';
      }
      this.inside = !this.inside;
      if (this.inside) this.block++;
      return 'fence';
    }
    // The collapsed block's own lines are the reporter's markup wherever they stand (a block the outer fence's end opened).
    if (!this.inside || isDetails(l)) return 'out';
    return this.chosen === 'all' || this.chosen.has(this.block) ? 'in' : 'out';
  }
}

/** A Markdown heading (`# Output from the server`) or a thematic break (`---`) on its own line. */
const SECTION_MARK_RE = /^(?:#{1,6} \S.*|-{3,}|\*{3,}|_{3,})$/;
/** The reporter's quote mark before a line (the whole report quoted). */
const SECTION_QUOTE_RE = /^\s*>\s?/;

/** A head line as the section marks are judged on it: colour codes and a quote mark removed, trimmed. */
function sectionLine(raw: string, ansi: AnsiForm | undefined): string {
  return (ansi === undefined ? raw : stripAnsi(raw, ansi)).replace(SECTION_QUOTE_RE, '').trim();
}

/** Fences and a collapsed block's tags around the sections: the reporter's markup, not a part of any section. */
const sectionMarkup = (l: string): boolean => fenceLine(l, null) || isDetails(l);

/**
 * A report with no fence of its own whose Markdown headings part two logs (majidmanzarpour/vibe-blocks-mcp#4: `# Output
 * from starting the server itself` over the server's console, a `---` rule, then `# VSCode MCP Server Logs` over VS
 * Code's output channel): the runs of lines between the headings and rules, as fenced blocks are. At least two headings
 * and a `---` rule, a mark only Markdown writes: a terminal transcript's `# Test 1: …` shell comments part nothing
 * (unknown--terminal-stdin-tools-call-segfault). The report may be quoted, coloured, or fenced or folded whole
 * (the marks are judged without them); a fence inside it is another shape (fencedLog). Null otherwise.
 */
export function sections(head: readonly string[], blanks: readonly number[]): FencedBlock[] | null {
  const ansi = ansiIn(head);
  let headings = 0;
  let rules = 0;
  let fences = 0;
  const blocks: FencedBlock[] = [];
  let open: FencedBlock | null = null;
  for (let i = 0; i < head.length; i++) {
    const l = sectionLine(head[i]!, ansi);
    if (sectionMarkup(l)) {
      if (fenceLine(l, null) && ++fences > 2) return null;
      continue;
    }
    if (l === '') continue;
    if (SECTION_MARK_RE.test(l)) {
      if (l.startsWith('#')) headings++;
      else rules++;
      open = null;
      continue;
    }
    if (open === null) {
      open = { index: blocks.length, lines: [], blanks: [] };
      blocks.push(open);
    }
    open.lines.push(head[i]!);
    open.blanks.push(open.lines.length === 1 ? 0 : (blanks[i] ?? 0));
  }
  return headings >= 2 && rules >= 1 && blocks.length >= 2 ? blocks : null;
}

/** Which lines of a capture are in the chosen section (sections), line by line as they stream. */
export class SectionFilter {
  private block = -1;
  private open = false;
  constructor(
    private readonly chosen: number,
    private readonly ansi: AnsiForm | undefined,
  ) {}

  take(raw: string): 'fence' | 'in' | 'out' {
    const l = sectionLine(raw, this.ansi);
    if (sectionMarkup(l)) return 'fence';
    if (SECTION_MARK_RE.test(l)) {
      this.open = false;
      return 'fence';
    }
    if (l === '') return this.open && this.block === this.chosen ? 'in' : 'out';
    if (!this.open) {
      this.open = true;
      this.block++;
    }
    return this.block === this.chosen ? 'in' : 'out';
  }
}
