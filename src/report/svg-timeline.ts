/**
 * One request's timeline drawn as an inline SVG swimlane: time runs left to right, one lane for the
 * client, one for the server and, when the capture shows HTTP response streams, one for the stream
 * between them. JSON-RPC messages are vertical arrows between the lanes (request, response, cancel);
 * progress, log and keep-alive runs are ticks; stream and transport closes are marked; the timer
 * that fired (the report's `timer`) is a bracket under the lanes.
 *
 * Pure: a function of one ReportRequest. It draws what the model says and decides nothing: who sent
 * an entry follows from its kind and the request's `from` (as the mermaid renderer reads it), where an
 * entry sits follows from its `offsetMs`. Entries without a clock sit between their dated neighbours
 * in capture order (the table beside the picture gives their real order and sources).
 * Every capture string goes through `forHtml` (entities escaped, control characters made visible),
 * and the picture uses no script, no external resource and no `style` attribute, so the page's
 * Content-Security-Policy (`default-src 'none'`) holds.
 */
import type { ReportRequest, ReportTimelineEntry } from './contract.js';
import type { EntryKind } from '../timeline/types.js';
import { forHtml as h } from './sanitize.js';
import { durationText, relativeSeconds } from './time.js';
import { formatDuration } from '../duration.js';
import { messages, type Messages } from '../i18n/index.js';

/** The viewBox width; the SVG scales to the page (and to the printed page) from it. */
export const SVG_WIDTH = 960;
const LEFT = 118;
const RIGHT = 24;
const PLOT = SVG_WIDTH - LEFT - RIGHT;
const LANE_GAP = 46;
const LABEL_ROW = 15;
/** Width of one character of the 11 px label font, generously (labels are cut to fit, not measured). */
const CHAR_W = 6.2;
/** Past this many labelled events the rest are left to the table (the picture stays readable). */
export const MAX_LABELS = 18;

type LaneName = 'client' | 'stream' | 'server';

const STREAM_KINDS: ReadonlySet<EntryKind> = new Set(['stream-open', 'stream-close', 'keepalive', 'http-status', 'resume']);
/** Kinds drawn as ticks of a run: one label per run, not per entry. */
const RUN_KINDS: ReadonlySet<EntryKind> = new Set(['progress', 'log', 'keepalive']);

/** The picture's own words (lane names, the bracket's label), from the report's language. */
export type SwimlaneText = Messages['swimlane'];

/** x of each entry: its offset when it has one, else spread evenly between its dated neighbours. */
export function entryTimes(timeline: readonly ReportTimelineEntry[]): { t: number[]; clock: boolean } {
  const n = timeline.length;
  const known = timeline.map((e) => (e.offsetMs !== null && Number.isFinite(e.offsetMs) ? e.offsetMs : null));
  if (!known.some((x) => x !== null)) return { t: timeline.map((_, i) => i), clock: false };
  const t = new Array<number>(n);
  let i = 0;
  while (i < n) {
    const k = known[i];
    if (k !== null && k !== undefined) {
      t[i] = k;
      i++;
      continue;
    }
    let j = i;
    while (j < n && known[j] === null) j++;
    const before = i > 0 ? t[i - 1]! : (known[j] ?? 0);
    const after = j < n ? known[j]! : before;
    const span = j - i + 1;
    for (let m = i; m < j; m++) t[m] = before + ((after - before) * (m - i + 1)) / span;
    i = j;
  }
  return { t, clock: true };
}

/** 1, 2, 5 × 10^k: the tick step giving at most about `max` ticks over `span`. */
function niceStep(span: number, max = 8): number {
  const raw = span / max;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();

function axisLabel(ms: number, clock: boolean): string {
  if (!clock) return `#${Math.round(ms) + 1}`;
  return ms === 0 ? '0' : `${ms < 0 ? '-' : '+'}${formatDuration(Math.abs(ms)).replaceAll(' ', '\u00a0')}`;
}

interface Mark {
  kind: EntryKind;
  x: number;
  label: string;
}

/**
 * The SVG of one request, or '' when it has no timeline. `text` gives the picture's own words
 * (lane names, bracket label) in the report's language.
 */
export function swimlaneSvg(r: ReportRequest, text: SwimlaneText = messages('en').swimlane, id = 'r'): string {
  // Marker ids are page-wide: each picture gets its own so several requests on one page never share one.
  const ah = `${id}-ah`;
  const ahx = `${id}-ahx`;
  const tl = r.timeline;
  if (tl.length === 0) return '';
  const { t, clock } = entryTimes(tl);
  const timer = clock ? r.timer : undefined;

  // The span: every entry, the end of the request and the timer bracket.
  let lo = Math.min(0, ...t);
  let hi = Math.max(...t);
  if (clock && r.durationMs !== null) hi = Math.max(hi, r.durationMs);
  let bracket: { from: number; to: number } | null = null;
  if (timer) {
    const to = timer.firedAtMs ?? timer.limitMs;
    bracket = { from: Math.max(lo, to - timer.limitMs), to };
    hi = Math.max(hi, to);
  }
  if (hi - lo <= 0) hi = lo + (clock ? 1 : 1);
  const x = (ms: number): number => LEFT + ((ms - lo) / (hi - lo)) * PLOT;

  const hasStream = tl.some((e) => STREAM_KINDS.has(e.kind));
  const requester: LaneName = r.from === 'client' ? 'client' : 'server';
  const receiver: LaneName = requester === 'client' ? 'server' : 'client';
  const laneOrder: LaneName[] = hasStream ? ['client', 'stream', 'server'] : ['client', 'server'];
  const top = 48;
  const laneY = {} as Record<LaneName, number>;
  laneOrder.forEach((l, i) => (laneY[l] = top + i * LANE_GAP));
  if (!hasStream) laneY.stream = (laneY.client + laneY.server) / 2;
  const lanesBottom = top + (laneOrder.length - 1) * LANE_GAP;
  const bracketY = lanesBottom + 26;
  const labelsTop = bracketY + (bracket ? 30 : 4);

  const body: string[] = [];
  const defs =
    `<defs>` +
    `<marker id="${ah}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="sl-head"/></marker>` +
    `<marker id="${ahx}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="9" markerHeight="9" orient="auto"><path d="M1,1 L9,9 M9,1 L1,9" class="sl-x"/></marker>` +
    '</defs>';

  // Axis and its ticks.
  const step = niceStep(hi - lo);
  body.push(`<line class="sl-axis" x1="${LEFT}" y1="${top - 30}" x2="${LEFT + PLOT}" y2="${top - 30}"/>`);
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) {
    const xv = fmt(x(v));
    body.push(`<line class="sl-grid" x1="${xv}" y1="${top - 33}" x2="${xv}" y2="${lanesBottom + 6}"/>`);
    body.push(`<text class="sl-tick" x="${xv}" y="${top - 35}" text-anchor="middle">${h(axisLabel(v, clock))}</text>`);
  }
  if (!clock) body.push(`<text class="sl-note" x="${LEFT + PLOT}" y="${top - 18}" text-anchor="end">${h(text.noClock)}</text>`);

  // Lanes.
  for (const l of laneOrder) {
    body.push(`<line class="sl-lane sl-lane-${l}" x1="${LEFT}" y1="${laneY[l]}" x2="${LEFT + PLOT}" y2="${laneY[l]}"/>`);
    body.push(`<text class="sl-lane-name" x="${LEFT - 8}" y="${laneY[l] + 4}" text-anchor="end">${h(text.lanes[l])}</text>`);
  }

  // Ticks are deduplicated per pixel and lane, so a run of thousands of progress messages stays a few hundred lines.
  const tickSeen = new Set<string>();
  const marks: Mark[] = [];
  let run: { kind: EntryKind; first: number; last: number; n: number; firstDetail: string; lastDetail: string } | null = null;
  const flushRun = (): void => {
    if (!run) return;
    const label =
      run.n === 1
        ? `${relativeSeconds(tl[run.first]!.offsetMs)} ${run.kind} ${run.firstDetail}`
        : `${relativeSeconds(tl[run.first]!.offsetMs)} ${run.kind} ×${run.n}: ${run.firstDetail} … ${run.lastDetail}`;
    marks.push({ kind: run.kind, x: x(t[run.first]!), label });
    run = null;
  };

  /** One tick of a run at `xv` (deduplicated per pixel and lane). */
  const tick = (kind: EntryKind, xv: number, tip: string): void => {
    const key = `${kind === 'keepalive' ? 'ka' : kind}:${Math.round(xv)}`;
    if (tickSeen.has(key)) return;
    tickSeen.add(key);
    const xs = fmt(xv);
    if (kind === 'keepalive') {
      body.push(`<g class="sl-keepalive">${tip}<line x1="${xs}" y1="${laneY.stream - 4}" x2="${xs}" y2="${laneY.stream + 4}"/></g>`);
      return;
    }
    const y0 = laneY[receiver];
    const dir = laneY[receiver] > laneY[requester] ? -1 : 1;
    body.push(`<g class="sl-${kind}">${tip}<line x1="${xs}" y1="${y0}" x2="${xs}" y2="${y0 + dir * (kind === 'progress' ? 12 : 7)}"/></g>`);
  };

  tl.forEach((e, i) => {
    const xi = fmt(x(t[i]!));
    const tip = `<title>${h(`${relativeSeconds(e.offsetMs)} ${e.kind} ${e.detail} (${e.source})`, 400)}</title>`;
    // A run the report collapsed (report/runs.ts): its omitted entries are drawn as ticks spread evenly
    // between the row before and this one — their count is exact, their spacing within the span is not.
    const omitted = e.omitted !== undefined && RUN_KINDS.has(e.kind) && i > 0 ? e.omitted.count : 0;
    if (omitted > 0) {
      const x0 = x(t[i - 1]!);
      const x1 = x(t[i]!);
      for (let k = 1; k <= omitted; k++) tick(e.kind, x0 + ((x1 - x0) * k) / (omitted + 1), '');
    }
    if (RUN_KINDS.has(e.kind)) {
      if (run && run.kind === e.kind) {
        run.last = i;
        run.n += 1 + omitted;
        run.lastDetail = e.detail;
      } else {
        flushRun();
        run = { kind: e.kind, first: i, last: i, n: 1 + omitted, firstDetail: e.detail, lastDetail: e.detail };
      }
    } else {
      flushRun();
      marks.push({ kind: e.kind, x: x(t[i]!), label: `${relativeSeconds(e.offsetMs)} ${e.kind} ${e.detail}` });
    }
    const from = laneY[requester];
    const to = laneY[receiver];
    switch (e.kind) {
      case 'request':
      case 'retry':
        body.push(`<g class="sl-${e.kind}">${tip}<line x1="${xi}" y1="${from}" x2="${xi}" y2="${to}" marker-end="url(#${ah})"/></g>`);
        break;
      case 'cancel':
        body.push(`<g class="sl-cancel">${tip}<line x1="${xi}" y1="${from}" x2="${xi}" y2="${to}" marker-end="url(#${ahx})"/></g>`);
        break;
      case 'response':
      case 'error-response':
        body.push(`<g class="sl-${e.kind}">${tip}<line x1="${xi}" y1="${to}" x2="${xi}" y2="${from}" marker-end="url(#${ah})"/></g>`);
        break;
      case 'progress':
      case 'log': {
        const key = `${e.kind}:${Math.round(x(t[i]!))}`;
        if (tickSeen.has(key)) break;
        tickSeen.add(key);
        const y0 = laneY[receiver];
        const dir = to > from ? -1 : 1;
        body.push(`<g class="sl-${e.kind}">${tip}<line x1="${xi}" y1="${y0}" x2="${xi}" y2="${y0 + dir * (e.kind === 'progress' ? 12 : 7)}"/></g>`);
        break;
      }
      case 'keepalive': {
        const key = `ka:${Math.round(x(t[i]!))}`;
        if (tickSeen.has(key)) break;
        tickSeen.add(key);
        body.push(`<g class="sl-keepalive">${tip}<line x1="${xi}" y1="${laneY.stream - 4}" x2="${xi}" y2="${laneY.stream + 4}"/></g>`);
        break;
      }
      case 'stream-open':
      case 'resume':
        body.push(`<g class="sl-${e.kind}">${tip}<circle cx="${xi}" cy="${laneY.stream}" r="4"/></g>`);
        break;
      case 'http-status':
        body.push(`<g class="sl-http-status">${tip}<rect x="${fmt(x(t[i]!) - 3.5)}" y="${laneY.stream - 3.5}" width="7" height="7"/></g>`);
        break;
      case 'stream-close':
        body.push(`<g class="sl-stream-close">${tip}<path d="M${fmt(x(t[i]!) - 5)},${laneY.stream - 5} l10,10 m0,-10 l-10,10"/></g>`);
        break;
      case 'transport-close':
        body.push(`<g class="sl-transport-close">${tip}<line x1="${xi}" y1="${laneY.client - 10}" x2="${xi}" y2="${lanesBottom + 10}"/></g>`);
        break;
      case 'host-log':
      case 'task':
      case 'continued-as': {
        const y0 = laneY[e.kind === 'task' ? receiver : requester];
        const xv = x(t[i]!);
        body.push(`<g class="sl-${e.kind}">${tip}<path d="M${fmt(xv)},${y0 - 5} l5,5 l-5,5 l-5,-5 z"/></g>`);
        break;
      }
    }
  });
  flushRun();

  // Where the request ended, as the model says (durationMs) and what it came to.
  if (clock && r.durationMs !== null) {
    const xe = fmt(x(r.durationMs));
    body.push(
      `<g class="sl-end sl-${h(r.outcome)}"><title>${h(`${text.outcome}: ${r.outcome} (${r.cause}), ${durationText(r.durationMs, text.duration)}`)}</title>` +
        `<line x1="${xe}" y1="${laneY[requester] - 12}" x2="${xe}" y2="${laneY[requester] + 12}"/>` +
        `<text x="${fmt(x(r.durationMs) + (x(r.durationMs) > LEFT + PLOT / 2 ? -4 : 4))}" y="${laneY[requester] - 5}" text-anchor="${x(r.durationMs) > LEFT + PLOT / 2 ? 'end' : 'start'}">${h(r.outcome)}</text></g>`,
    );
  }

  // The timer that fired, as a bracket from where it started to where it fired.
  if (bracket && timer) {
    const x1 = fmt(x(bracket.from));
    const x2 = fmt(x(bracket.to));
    const label = text.timer(timer.limitMs, timer.measuredOnly);
    body.push(
      `<g class="sl-timer${timer.measuredOnly ? ' sl-measured' : ''}"><title>${h(label)}</title>` +
        `<path d="M${x1},${bracketY - 7} v7 H${x2} v-7"/>` +
        `<text x="${fmt((x(bracket.from) + x(bracket.to)) / 2)}" y="${bracketY + 14}" text-anchor="middle">${h(label)}</text></g>`,
    );
  }

  // One label row per event (runs count once), each with a leader line to its place on the axis.
  const shown = marks.slice(0, MAX_LABELS);
  shown.forEach((m, i) => {
    const y = labelsTop + (i + 1) * LABEL_ROW;
    const xm = fmt(m.x);
    // Start the label at its event when it fits, else end it there; a label too long for either side is cut.
    const right = SVG_WIDTH - 8 - m.x;
    const left = m.x - 8;
    const anchor = CHAR_W * m.label.length <= right || right >= left ? 'start' : 'end';
    const fit = Math.max(12, Math.floor((anchor === 'start' ? right : left) / CHAR_W));
    const label = m.label.length > fit ? `${m.label.slice(0, fit - 1)}…` : m.label;
    const dx = anchor === 'end' ? -4 : 4;
    body.push(
      `<line class="sl-leader" x1="${xm}" y1="${lanesBottom + 6}" x2="${xm}" y2="${y - 4}"/>` +
        `<text class="sl-label sl-label-${m.kind}" x="${fmt(m.x + dx)}" y="${y}" text-anchor="${anchor}">${h(label)}</text>`,
    );
  });
  let height = labelsTop + shown.length * LABEL_ROW + 12;
  if (marks.length > shown.length) {
    height += LABEL_ROW;
    body.push(`<text class="sl-note" x="${LEFT}" y="${height - 12}">${h(text.more(marks.length - shown.length))}</text>`);
  }

  const title = text.title(r.key);
  return (
    `<svg class="swimlane" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_WIDTH} ${Math.ceil(height)}" width="${SVG_WIDTH}" height="${Math.ceil(height)}" role="img" aria-label="${h(title)}">` +
    `<title>${h(title)}</title>${defs}${body.join('')}</svg>`
  );
}

/** The picture's CSS, for the page's one `<style>` (no `style` attributes: the CSP allows only the inline sheet). */
export const SWIMLANE_STYLE = `
svg.swimlane{display:block;max-width:100%;height:auto;margin:.4rem 0 1rem;font:11px system-ui,sans-serif;background:#fff}
.swimlane line,.swimlane path{fill:none;stroke-width:1.5}
.sl-axis{stroke:#8c959f;stroke-width:1}.sl-grid{stroke:#eaeef2;stroke-width:1}.sl-tick,.sl-note{fill:#57606a}
.sl-lane{stroke:#afb8c1;stroke-width:6;stroke-linecap:round;opacity:.45}.sl-lane-stream{stroke-dasharray:2 4}.sl-lane-name{fill:#1b1f23;font-weight:600}
.sl-head{fill:#1b1f23}.sl-x{stroke:#cf222e;stroke-width:2;fill:none}
.sl-request line,.sl-retry line,.sl-response line{stroke:#1b1f23}.sl-retry line{stroke-dasharray:6 3}
.sl-response line{stroke:#1a7f37}.sl-error-response line{stroke:#cf222e;stroke-dasharray:1 3}
.sl-cancel line{stroke:#cf222e;stroke-dasharray:6 3;stroke-width:2}
.sl-progress line{stroke:#0969da;stroke-width:1.5}.sl-log line{stroke:#8250df;stroke-width:1}.sl-keepalive line{stroke:#57606a;stroke-width:1}
.sl-stream-open circle,.sl-resume circle{fill:#fff;stroke:#0969da;stroke-width:1.5}.sl-resume circle{fill:#0969da}
.sl-http-status rect{fill:#d0d7de;stroke:#57606a}.sl-stream-close path{stroke:#cf222e;stroke-width:2.5}
.sl-transport-close line{stroke:#cf222e;stroke-width:3;stroke-dasharray:8 3}
.sl-host-log path{fill:#9a6700;stroke:none}.sl-task path{fill:#8250df;stroke:none}
.sl-end line{stroke:#1b1f23;stroke-width:2}.sl-end text{font-weight:600;fill:#1b1f23}
.sl-end.sl-lost line,.sl-end.sl-failed line{stroke:#cf222e}.sl-end.sl-cancelled line,.sl-end.sl-abandoned line{stroke:#9a6700}
.sl-timer path{stroke:#9a6700;stroke-width:2}.sl-timer text{fill:#9a6700;font-weight:600}.sl-measured path{stroke-dasharray:4 3}
.sl-leader{stroke:#d0d7de;stroke-width:1;stroke-dasharray:1 2}.sl-label{fill:#1b1f23}
.sl-label-cancel,.sl-label-stream-close,.sl-label-transport-close,.sl-label-error-response{fill:#cf222e}
@media print{svg.swimlane{break-inside:avoid;print-color-adjust:exact;-webkit-print-color-adjust:exact}.sl-grid{stroke:#d0d7de}}
`;
