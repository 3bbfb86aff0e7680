/**
 * Claude Desktop cuts big message bodies in the middle of the JSON and marks the cut with
 * `…[N chars truncated]…`, which leaves the line unparseable (log-formats.md §1.1: the parser
 * must fall back to regex recovery of `"id"` and `"method"`). The exact cut points Claude uses
 * are not documented; we keep a head and a tail and move the tail start until the result no
 * longer parses, so the sample always exercises the recovery path (the tail keeps `"id"`).
 */
const HEAD = 1200;
const TAIL = 160;

export function truncateLikeClaude(json: string): string {
  if (json.length <= HEAD + TAIL + 64) return json;
  for (let tailStart = json.length - TAIL; tailStart < json.length - 20; tailStart++) {
    const cut = tailStart - HEAD;
    const text = `${json.slice(0, HEAD)}…[${cut} chars truncated]…${json.slice(tailStart)}`;
    try {
      JSON.parse(text);
    } catch {
      return text;
    }
  }
  return `${json.slice(0, HEAD)}…[${json.length - HEAD} chars truncated]…`;
}
