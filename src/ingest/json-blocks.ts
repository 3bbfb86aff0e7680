/**
 * Pretty-printed JSON in a paste: one message over many lines, as people copy it from a debugger, the
 * Inspector's history, a browser's devtools or a trace they formatted (`jq .`), often under a label
 * ("Request:", "-->", "### 1. the client sends initialize") and one object after another
 * (openai/tunnel-client#45: each message of a stdio trace pretty-printed in its own block). A line that
 * opens an object or array its own line does not close starts a block; the block ends where the
 * brackets balance. Strings are skipped when counting, so a brace inside a value does not count.
 * A block only stands when what it gathered reads as JSON lines; any other line gives the lines back.
 */

/** Most lines one block may span (a tools/list answer with long schemas runs to hundreds). */
export const MAX_BLOCK_LINES = 2000;

/** The net bracket depth a line leaves open (`{` / `[` minus `}` / `]`), outside strings. */
export function openDepth(line: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) depth--;
  }
  return depth;
}

/** A line that opens a block: it ends with `{` or `[` (after any label) and leaves it open. */
export function opensBlock(line: string): boolean {
  const t = line.trimEnd();
  const last = t.charCodeAt(t.length - 1);
  return (last === 123 || last === 91) && openDepth(t) > 0;
}

/**
 * What a line inside a pretty-printed JSON value looks like: a member, a value, a bracket, a comma. Node's
 * util.inspect prints an object the same way once it is too wide for one line (console.log of a received
 * message: `Message received: {` over `method: 'initialize',` … `id: 0` … `}`, a server's own console in
 * BIFROTEK-com/supabase-mcp-http-stream-n8n's n8n-sse-integration notes; supergateway's `Stdio → SSE: {` lines,
 * runebookai/tome#50): its keys are bare identifiers or single-quoted, its strings single-quoted, `undefined` a value.
 */
const INSPECT_LINE_RE = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:|'(?:[^'\\]|\\.)*'\s*:|[A-Za-z_$][\w$]*:\s|[{}[\]]|"|'|-?\d|true\b|false\b|null\b|undefined\b|,|$)/;
/** The same for JSON alone: quoted keys only. */
const JSON_LINE_RE = /^\s*(?:"(?:[^"\\]|\\.)*"\s*:|[{}[\]]|"|-?\d|true\b|false\b|null\b|,|$)/;

/** `inspect`: util.inspect's bare and single-quoted keys count too (a block opened as an object is printed). */
export function looksLikeJsonLine(line: string, inspect = true): boolean {
  return (inspect ? INSPECT_LINE_RE : JSON_LINE_RE).test(line);
}

/**
 * The opening line leaves a parenthesis open: a struct printed by another language's debug formatter, inside a call
 * or an enum (Rust's `{:?}` of rmcp's `Some(Notification(JsonRpcNotification {` over `jsonrpc: JsonRpcVersion2_0,`
 * lines: tim-smart/effect-mcp#18), not util.inspect's object, whose opener never does. Its bare keys are not JSON's.
 */
function opensInsideCall(line: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 40) depth++;
    else if (c === 41 && depth > 0) depth--;
  }
  return depth > 0;
}

export interface Block {
  /** The block's lines joined by newlines (the opening line's words kept in front). */
  text: string;
  first: number;
  last: number;
}

/**
 * Feeds lines; says for each whether it was taken into a block. `onBlock` gets a finished block;
 * `onLine` gets a line that is not in one (including the lines of a block given back).
 */
export class BlockJoiner {
  private lines: Array<{ text: string; no: number }> = [];
  private depth = 0;
  /** The open block may be util.inspect's (its opener leaves no parenthesis open). */
  private inspect = true;

  constructor(
    private readonly onBlock: (b: Block) => void,
    private readonly onLine: (text: string, no: number) => void,
  ) {}

  get open(): boolean {
    return this.lines.length > 0;
  }

  /** True when the line was kept in a block (now or pending). */
  push(text: string, no: number): boolean {
    if (this.lines.length === 0) {
      if (!opensBlock(text)) return false;
      this.lines.push({ text, no });
      this.depth = openDepth(text);
      this.inspect = !opensInsideCall(text);
      return true;
    }
    if (!looksLikeJsonLine(text, this.inspect) || this.lines.length >= MAX_BLOCK_LINES) {
      this.giveBack();
      // The line that broke the block may open one of its own.
      return this.push(text, no);
    }
    this.lines.push({ text, no });
    this.depth += openDepth(text);
    if (this.depth <= 0) {
      const ls = this.lines;
      this.lines = [];
      this.depth = 0;
      this.onBlock({ text: ls.map((l) => l.text).join('\n'), first: ls[0]!.no, last: ls.at(-1)!.no });
    }
    return true;
  }

  /** Lines of an unfinished block go back as plain lines. */
  giveBack(): void {
    const ls = this.lines;
    this.lines = [];
    this.depth = 0;
    for (const l of ls) this.onLine(l.text, l.no);
  }
}

/** The head's lines with pretty-printed blocks joined (for sniffers). */
export function joinBlocks(head: readonly string[]): string[] {
  const out: string[] = [];
  const j = new BlockJoiner(
    (b) => out.push(b.text),
    (t) => out.push(t),
  );
  head.forEach((l, i) => {
    if (!j.push(l, i + 1)) out.push(l);
  });
  j.giveBack();
  return out;
}

/**
 * A pretty-printed block that is one JSON value (not JSON-RPC), written on one line: a host's error object spread over
 * many lines (Copilot Studio's connector error, `"mcpMethod"`, `"errorMessage"` and `"HttpStatusCode"` each on its own
 * line: microsoft/work-iq#136) is one record whose members a phrase row reads together. Null when the block is not
 * JSON or is a single line already.
 */
export function compactBlock(text: string): string | null {
  if (!text.includes('\n')) return null;
  try {
    // A reporter who quoted the paste closes the quotation right after the last bracket (“{ … }”: a Chinese report's
    // curly quotes around a chat app's card, cookjohn/zotero-mcp#61): the mark is theirs, not the value's.
    const v: unknown = JSON.parse(text.replace(CLOSING_QUOTE_AFTER_RE, ''));
    return v !== null && typeof v === 'object' ? JSON.stringify(v) : null;
  } catch {
    return null;
  }
}

/** Closing quotation marks (curly, corner brackets) after a block's last bracket, to the end of the text. */
const CLOSING_QUOTE_AFTER_RE = /(?<=[}\]])\s*[\u201D\u2019\u300D\u300F]+\s*$/;

/** The head's pretty-printed JSON records, each on one line (for sniffers: compactBlock). */
export function compactRecords(head: readonly string[]): string[] {
  const out: string[] = [];
  for (const b of joinBlocks(head)) {
    const c = compactBlock(b);
    if (c !== null) out.push(c);
  }
  return out;
}

