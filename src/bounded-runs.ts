/**
 * Text as the phrase tables match it: every run of spaces and tabs longer than MAX_RUN cut to MAX_RUN.
 *
 * Why: a host sentence's rows end in a lazy group and trailing white space (`(?<error>\S.*?)\s*$`, `\s*:?\s*$`), the
 * natural way to write "the rest of the line, trimmed". On a line with a long run of spaces that the row's literal
 * words come before, each character of the run is a place the lazy group may stop, and each stop scans the rest of the
 * run again: quadratic in the run's length (a 32 KB line of spaces after "Failed to get tools from MCP server" took
 * 8 s, docs/performance.md "Hostile lines"). Bounding the runs bounds every such row at once, whatever its author
 * wrote. No real sentence's words depend on more than a few spaces in a row (a terminal's padding, a table's column
 * gap), and the line itself stays in the event as it was written: only what the rows read is bounded.
 */
export const MAX_RUN = 32;

/** A run of spaces one longer than MAX_RUN. */
const OVER = ' '.repeat(MAX_RUN + 1);

/** `text` with every run of more than MAX_RUN spaces or tabs cut to its first MAX_RUN characters; `text` itself when it has none. */
export function boundRuns(text: string): string {
  const n = text.length;
  if (n <= MAX_RUN) return text;
  // Most lines have neither a run of MAX_RUN + 1 spaces nor a tab: a substring search skips ahead by the pattern's
  // length (readSaid calls this once per table a line is read against).
  if (!text.includes(OVER) && !text.includes('\t')) return text;
  // One pass over the characters (a regex for the runs would itself retry at every space of a run).
  let run = 0;
  let over = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      if (++run > MAX_RUN) {
        over = true;
        break;
      }
    } else run = 0;
  }
  if (!over) return text;
  let out = '';
  let from = 0;
  run = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      run++;
      if (run === MAX_RUN + 1) {
        out += text.slice(from, i);
        from = -1;
      }
    } else {
      if (from === -1) from = i;
      run = 0;
    }
  }
  if (from !== -1) out += text.slice(from);
  return out;
}
