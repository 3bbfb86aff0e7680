/**
 * A server's own application log — no JSON-RPC in it, only its handler's lines on its own clock
 * ("build_project started for target=web (request 7)") — placed on the reference's timeline by
 * what its lines mention: the tool name (or resource URI) of a request, and its id or one of its
 * argument values. Only a line naming the target *and* the id or an argument is evidence enough
 * to place the log; once placed, a line naming just the target joins the nearest such request.
 *
 * The offset rests on each request's first mention: a handler logs its start right after the
 * request arrives, so Δ = first mention − request ≈ offset + (delivery + dispatch). That bias is
 * one-sided and unknown; the spread says how much the samples disagree, not how large it is. Pure.
 */
import type { JsonRpcId, Party, WireEvent } from '../../events.js';
import { messageShape } from '../../events.js';
import { estimateClock } from './clock.js';
import { withMessage } from '../../plain-event.js';

interface Candidate {
  index: number;
  at: number | null;
  session: string | null;
  id: JsonRpcId;
  from: Party;
  target: RegExp;
  ids: RegExp;
  values: string[];
}

/** Argument values worth looking for: strings and numbers long enough not to appear by chance. */
const MIN_VALUE = 3;
/** Candidates scanned per line (a polling loop calls one tool thousands of times). */
const MAX_CANDIDATES = 4096;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name as a word of its own: not part of a longer identifier or path. */
function wordRe(s: string): RegExp {
  return new RegExp(`(?<![\\w/-])${escape(s)}(?![\\w-])`);
}

/** How logs name an id: `id=7`, `id: 7`, `"id": 7`, `request 7`, `request_id=7`, `req #7`, `[7]`. */
function idRe(id: JsonRpcId): RegExp {
  const v = escape(String(id));
  return new RegExp(`(?:\\bid["']?\\s*[=:]\\s*["']?|\\brequest(?:[ _-]?id)?["']?\\s*[=:#]?\\s*["']?|\\breq\\s*#|#|\\[)${v}(?![\\w.])`, 'i');
}

function values(v: unknown, out: string[], depth = 0): void {
  if (out.length >= 16 || depth > 4) return;
  if (typeof v === 'string') {
    if (v.length >= MIN_VALUE && v.length <= 200) out.push(v);
  } else if (typeof v === 'number') {
    if (String(v).replace(/[-.]/g, '').length >= MIN_VALUE) out.push(String(v));
  } else if (Array.isArray(v)) for (const x of v) values(x, out, depth + 1);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) values(x, out, depth + 1);
}

function candidates(ref: readonly WireEvent[]): Candidate[] {
  const out: Candidate[] = [];
  ref.forEach((e, index) => {
    const m = e.message;
    if (out.length >= MAX_CANDIDATES || e.kind !== 'message' || m === undefined || messageShape(m) !== 'request') return;
    const p = m.params !== null && typeof m.params === 'object' ? (m.params as Record<string, unknown>) : {};
    const target = typeof p.name === 'string' ? p.name : typeof p.uri === 'string' ? p.uri : null;
    if (target === null || target.length === 0) return;
    const vs: string[] = [];
    values(p.arguments, vs);
    out.push({ index, at: e.at, session: e.session, id: m.id!, from: e.from ?? 'client', target: wordRe(target), ids: idRe(m.id!), values: vs });
  });
  return out;
}

/** How strongly a line speaks of a request: 0 not at all, 1 its target only, 2+ the target and its id or arguments. */
function score(c: Candidate, text: string): number {
  if (!c.target.test(text)) return 0;
  let s = 1;
  if (c.ids.test(text)) s += 2;
  for (const v of c.values) if (text.includes(v)) s += 1;
  return s;
}

export interface Placed {
  feed: WireEvent[];
  offsetMs: number | null;
  spreadMs: number | null;
  /** Lines that name a request of the reference. */
  matched: number;
}

/** The application log's lines on the reference's clock and in its sessions, or null when none names a request. */
export function placeMentions(ref: readonly WireEvent[], log: readonly WireEvent[]): Placed | null {
  const cands = candidates(ref);
  if (cands.length === 0) return null;
  // Each line's strongest candidates (several when they tie: the same call made twice).
  const best: Array<{ cs: Candidate[]; s: number }> = log.map((e) => {
    const text = e.text;
    if (text === undefined || (e.kind !== 'host-log' && e.kind !== 'unparsed')) return { cs: [], s: 0 };
    let s = 0;
    let cs: Candidate[] = [];
    for (const c of cands) {
      const x = score(c, text);
      if (x > s) {
        s = x;
        cs = [c];
      } else if (x === s && x > 0) cs.push(c);
    }
    return { cs, s };
  });
  // The offset from each request's first unambiguous, strong mention.
  const first = new Map<number, number>();
  log.forEach((e, i) => {
    const b = best[i]!;
    if (b.s < 2 || b.cs.length !== 1 || e.at === null) return;
    const c = b.cs[0]!;
    if (c.at !== null && !first.has(c.index)) first.set(c.index, e.at - c.at);
  });
  if (first.size === 0 && !best.some((b) => b.s >= 2)) return null;
  const clock = estimateClock([...first.values()].map((delta) => ({ delta, from: null })));
  const offset = clock?.offsetMs ?? null;
  const onRef = (at: number | null): number | null => (at === null || offset === null ? null : at - offset);

  let matched = 0;
  let lastSession: string | null = ref.find((e) => e.session !== null)?.session ?? null;
  const feed = log.map((e, i): WireEvent => {
    const at = onRef(e.at);
    const b = best[i]!;
    let c: Candidate | undefined;
    if (b.cs.length === 1) c = b.cs[0];
    else if (b.cs.length > 1) {
      // The same call made several times: the newest one started before the line, on the common clock.
      const started = b.cs.filter((x) => at === null || x.at === null || x.at <= at);
      c = started[started.length - 1] ?? b.cs[0];
    }
    if (c === undefined) return withMessage(e, { at, session: lastSession });
    matched++;
    lastSession = c.session;
    return withMessage(e, { at, session: c.session, about: { id: c.id, from: c.from } });
  });
  return { feed, offsetMs: offset, spreadMs: clock?.spreadMs ?? null, matched };
}
