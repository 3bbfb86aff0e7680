/** Wording shared by evidence notes and summaries. */
import type { RequestTimeline } from '../../timeline/types.js';
import { messages, type DiagnoseMessages } from '../../i18n/index.js';

/** `tools/call build (id 3)`, in the catalogue's language (English by default). */
export function describe(t: RequestTimeline, m: DiagnoseMessages = messages('en').diag): string {
  return m.request(t.method, t.target, t.id);
}

export function oneLine(s: string): string {
  const x = s.replace(/\s+/g, ' ').trim();
  return x.length > 160 ? `${x.slice(0, 157)}…` : x;
}

export function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
