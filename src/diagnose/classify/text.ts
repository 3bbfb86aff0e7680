/** Wording shared by evidence notes and summaries. */
import type { RequestTimeline } from '../../timeline/types.js';

export function describe(t: RequestTimeline): string {
  return `${t.method}${t.target ? ` ${t.target}` : ''}${t.id === null ? '' : ` (id ${JSON.stringify(t.id)})`}`;
}

export function oneLine(s: string): string {
  const x = s.replace(/\s+/g, ' ').trim();
  return x.length > 160 ? `${x.slice(0, 157)}…` : x;
}

export function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
