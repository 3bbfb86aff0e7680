/**
 * Escaping of capture-derived strings for each sink.
 *
 * Captures are attached to bug reports by strangers (shared/design/architecture.md, "Hostile input is normal
 * input"): a method name, a tool name, a host-log line or even a file path may carry ANSI/OSC
 * escape sequences (terminal injection, fake hyperlinks, cleared screens), carriage returns and
 * backspaces (overwriting what was printed), newlines (forging a report line or breaking a
 * markdown table), bidi overrides (Trojan Source: text that reads differently than it is),
 * or markup. Every renderer passes every string it did not write itself through one of these.
 */

/** Longest capture string a human-facing renderer prints; JSON keeps everything. */
export const MAX_FIELD = 2000;

const CONTROL_PICTURE_BASE = 0x2400; // U+2400 SYMBOL FOR NULL … U+241F, U+2421 for DEL

/**
 * Characters that must never reach a terminal or a document raw:
 * C0 controls, DEL, C1 controls (U+0080–U+009F: an 8-bit CSI is U+009B),
 * line/paragraph separators, bidi embeddings/overrides/isolates and the BOM / zero-width no-break space.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex4(c: number): string {
  return `\\u${c.toString(16).padStart(4, '0')}`;
}

/** One unsafe character → a visible, inert stand-in (shared by every sink). */
function visible(ch: string): string {
  const c = ch.charCodeAt(0);
  if (ch === '\n' || ch === '\u2028' || ch === '\u2029') return '⏎';
  if (c >= 0xd800 && c <= 0xdfff) return '\ufffd'; // lone surrogate
  if (c < 0x20) return String.fromCharCode(CONTROL_PICTURE_BASE + c); // ␛ for ESC, ␍ for CR, ␈ for BS, ␉ for TAB
  if (c === 0x7f) return '\u2421'; // ␡
  return hex4(c); // C1 and bidi controls: no picture exists, show the code point as text
}

/** Cuts a string to `max` code units, saying how much was left out. */
export function clip(s: string, max = MAX_FIELD): string {
  if (s.length <= max) return s;
  let cut = max;
  // do not split a surrogate pair
  const last = s.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${s.slice(0, cut)}… (+${s.length - cut} chars)`;
}

/** For a terminal or a plain-text file: control characters and escape sequences become visible symbols. */
export function forText(s: string, max = MAX_FIELD): string {
  return clip(String(s), max).replace(UNSAFE, visible);
}

/**
 * For GitHub-flavoured markdown, in a table cell or in running text.
 * CommonMark lets any ASCII punctuation be backslash-escaped, and GFM honours `\|` even inside
 * table cells, so escaping with `\` keeps the text readable when rendered. `@` gets a word
 * joiner so a pasted capture cannot mention (notify) people; newlines become ⏎ so nothing
 * breaks a table row or starts a heading.
 */
export function forMarkdown(s: string, max = MAX_FIELD): string {
  return forText(s, max)
    .replace(/[\\`*_[\]<>#|~$&]/g, (m) => `\\${m}`)
    .replace(/@/g, '@\u2060')
    .replace(/^[ \t]+|[ \t]+$/g, '')
    // a leading `-`, `+` or `1.` would start a list inside a list item
    .replace(/^[-+]/, (m) => `\\${m}`)
    .replace(/^(\d+)([.)])/, (_m, n: string, p: string) => `${n}\\${p}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For HTML text and attribute values (always quoted). */
export function forHtml(s: string, max = MAX_FIELD): string {
  return forText(s, max).replace(/[&<>"']/g, (m) => HTML_ESCAPES[m] ?? m);
}

/**
 * For a mermaid sequence-diagram message or note. Mermaid reads `;` and newlines as statement
 * ends, `#…;` as entity codes, `%%` as comments and passes `<br>`-style markup through, so these
 * become mermaid entity codes (`#59;`), which it renders as the character.
 */
export function forMermaid(s: string, max = 200): string {
  // `@` too: a diagram pasted into an issue must not mention (notify) anyone.
  return forText(s, max).replace(/[#;<>"%{}:`\\@]/g, (m) => `#${m.charCodeAt(0)};`);
}

/** JSON text for terminals: JSON.stringify leaves C1, U+2028/9 and bidi controls raw; escape them too. */
export function jsonSafe(json: string): string {
  // Outside strings JSON has only ASCII structure, so every match is inside a string: \uXXXX is an identical value.
  return json.replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\ufeff]/g, (ch) =>
    hex4(ch.charCodeAt(0)),
  );
}
