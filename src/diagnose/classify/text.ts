/** Wording shared by evidence notes and summaries. */
import type { RequestTimeline } from '../../timeline/types.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';

/** `tools/call build (id 3)`, in the catalogue's language (English by default). */
export function describe(t: RequestTimeline, m: DiagnoseMessages = messages('en').diag): string {
  return m.request(t.method, t.target, t.id);
}

/** `s` on one line, whitespace runs as one space, cut to `max` characters (an ellipsis ending the cut). */
export function oneLine(s: string, max = 160): string {
  const x = s.replace(/\s+/g, ' ').trim();
  return x.length > max ? `${x.slice(0, max - 3)}…` : x;
}

export function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
