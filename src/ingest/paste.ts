/**
 * Logs pasted into a bug report, as the reporter edited them (hosts-in-the-wild.md, "What pasted
 * logs look like"): every line quoted with `> `, indented, fenced in ``` blocks, `**bold**`
 * inside lines, annotations such as `← killed here`, elision lines such as `...` or
 * `... (no response) ...`. `pasteShape()` looks at a capture's head once; when it shows such
 * edits, every line is handed to its reader through `unpaste()`, so a reader sees the host's
 * own grammar. A clean capture pays nothing per line.
 */

export interface PasteShape {
  /** Markdown quote depth to remove (`> `, `> > `). */
  quote: boolean;
  /** The indentation every content line shares. */
  indent: string;
  /** Fences or annotations were seen: `**` markers and elision lines are removed too. */
  markup: boolean;
}

const FENCE_RE = /^\s*(?:>\s?)*\s*(?:```|~~~)[\w+-]*\s*$/;
const ELISION_RE = /^\s*(?:>\s?)*\s*(?:\.{3,}|…|\[\.{3}\]|\[…\]|<snip>|\(\.\.\.\)|\.\.\.?\s*\(.*\)\s*\.{0,3}|\[(?:truncated|snip|…|\.\.\.)[^\]]*\]|…\s*\(.*\)\s*…?)\s*$/i;
const ANNOTATION_RE = /\s+(?:←|<--|<==|⬅️?|👈)\s+[^"{}[\]]*$/u;
const QUOTE_RE = /^(?:>\s?)+/;
/** A line wholly wrapped in one pair of backquotes: markdown inline code around a pasted line (useshortcut/mcp-server-shortcut#16). */
const INLINE_CODE_RE = /^\s*`([^`]+)`\s*$/;

/** The edits a capture's head shows, or null when it looks as the host wrote it. */
export function pasteShape(head: readonly string[]): PasteShape | null {
  const content = head.filter((l) => l.trim() !== '');
  if (content.length === 0) return null;
  const quoted = content.filter((l) => QUOTE_RE.test(l)).length;
  const quote = quoted >= Math.max(1, content.length * 0.6);
  const body = content.map((l) => (quote ? l.replace(QUOTE_RE, '') : l)).filter((l) => !FENCE_RE.test(l) && l.trim() !== '');
  let indent = body.length > 0 ? /^[ \t]*/.exec(body[0]!)![0] : '';
  for (const l of body) {
    if (indent === '') break;
    while (!l.startsWith(indent)) indent = indent.slice(0, -1);
  }
  // Elision lines and `**` alone prove nothing (util.inspect prints a lone `…`; tool text holds
  // markdown): they are removed only from a capture that shows the reporter's hand otherwise.
  // A fence counts where a paste opens with one (a stdio capture may carry a stray ``` line).
  const markup = content.slice(0, 3).some((l) => FENCE_RE.test(l)) || content.some((l) => ANNOTATION_RE.test(l) || INLINE_CODE_RE.test(l));
  if (!quote && indent === '' && !markup) return null;
  return { quote, indent, markup };
}

/**
 * A pasted line as the host wrote it; null for a line the reporter added (a fence, an elision):
 * it carries nothing of the capture and counts as blank.
 */
export function unpaste(line: string, shape: PasteShape): string | null {
  let s = line;
  if (shape.quote) s = s.replace(QUOTE_RE, '');
  if (shape.indent !== '' && s.startsWith(shape.indent)) s = s.slice(shape.indent.length);
  if (!shape.markup && !shape.quote) return s;
  if (FENCE_RE.test(s) || ELISION_RE.test(s)) return null;
  const code = INLINE_CODE_RE.exec(s);
  if (code !== null) s = code[1]!;
  if (s.includes('**')) s = s.replace(/\*\*(.+?)\*\*/g, '$1');
  const a = ANNOTATION_RE.exec(s);
  if (a !== null) s = s.slice(0, a.index);
  return s;
}
