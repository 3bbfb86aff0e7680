/**
 * Several captures of one incident, analyzed as one (issue 11, item 4; output contract: "Several captures of one
 * incident … are analyzed together"). Matching needs every capture's events at once, so they are held in memory —
 * up to MERGE_MAX_EVENTS in all; past that each capture is analyzed on its own, as before, and a problem says so.
 * A single capture never comes here: its path stays streaming and bounded (analyze.ts).
 */
import type { Problem, WireEvent } from './events.js';
import type { OpenedInput } from './ingest/index.js';
import type { InputSummary } from './ingest/types.js';
import { sessionPrefix } from './report/model.js';
import { mergeCaptures, type CaptureEvents } from './timeline/merge/index.js';

/** Events held for matching, all captures together (a few hundred bytes each, plus their messages). */
export const MERGE_MAX_EVENTS = 250_000;

interface Edges {
  startsMid: boolean;
  endsMid: boolean;
}

export type BuildFn = (file: OpenedInput, prefix: string | undefined) => { push(e: WireEvent): void; end(): Edges };

export async function analyzeTogether(
  opened: readonly OpenedInput[],
  build: BuildFn,
  summaries: InputSummary[],
  problems: Problem[],
  maxEvents = MERGE_MAX_EVENTS,
): Promise<void> {
  const captures: CaptureEvents[] = [];
  const edges: Array<Edges | null> = [];
  let held = 0;
  let separate = false;

  for (const [index, input] of opened.entries()) {
    const events: WireEvent[] = [];
    let live: ReturnType<BuildFn> | null = null;
    const goSeparate = (): void => {
      separate = true;
      problems.push({
        source: { file: input.path, line: 0 },
        message: `captures not merged into one timeline: more than ${maxEvents} events in all; each capture is analyzed on its own`,
      });
      // What was held is analyzed now, each capture on its own; this one goes on as it is read.
      captures.forEach((c, i) => {
        const b = build(opened[i]!, sessionPrefix(i));
        for (const e of c.events) b.push(e);
        edges[i] = b.end();
        c.events = [];
      });
      live = build(input, sessionPrefix(index));
      for (const e of events) live.push(e);
      events.length = 0;
    };
    if (separate) live = build(input, sessionPrefix(index));
    const { summary, problems: inputProblems } = await input.read((e) => {
      if (live !== null) {
        live.push(e);
        return;
      }
      events.push(e);
      if (++held > maxEvents) goSeparate();
    });
    summaries.push(summary);
    problems.push(...inputProblems);
    const b = live as ReturnType<BuildFn> | null;
    if (b !== null) edges[index] = b.end();
    else captures.push({ path: input.path, events });
  }
  if (separate) {
    summaries.forEach((s, i) => {
      s.startsMidSession = edges[i]?.startsMid ?? false;
      s.endsMidSession = edges[i]?.endsMid ?? false;
    });
    return;
  }

  const m = mergeCaptures(captures);
  captures.length = 0;
  const first = build(opened[0]!, undefined);
  for (const e of m.merged) first.push(e);
  const main = first.end();
  const any = m.links.some((l) => l !== null);
  summaries.forEach((s, i) => {
    const link = m.links[i] ?? null;
    let own: Edges = { startsMid: false, endsMid: false };
    const rest = m.residual[i] ?? [];
    if (i > 0 && rest.length > 0) {
      const b = build(opened[i]!, sessionPrefix(i));
      for (const e of rest) b.push(e);
      own = b.end();
    }
    const joined = i === 0 || link !== null;
    s.startsMidSession = own.startsMid || (joined && main.startsMid);
    s.endsMidSession = own.endsMid || (joined && main.endsMid);
    if (!any) return;
    if (i === 0) {
      s.clockOffsetMs = 0;
      s.clockSpreadMs = 0;
    } else if (link !== null) {
      s.mergedWith = link.with;
      s.mergedBy = link.by;
      s.clockOffsetMs = link.offsetMs;
      s.clockSpreadMs = link.spreadMs;
      s.matchedEvents = link.matched;
      s.idsRenumbered = link.renumbered;
    }
  });
}
