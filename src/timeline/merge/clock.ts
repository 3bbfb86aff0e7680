/**
 * How far another capture's clock is from the reference's, from events both saw.
 *
 * For one event seen by both, Δ = t_other − t_ref = θ (the clock offset) + the one-way delay
 * between the two vantage points, whose sign depends on the direction: a client-side and a
 * server-side capture see a client→server message as θ + d and a server→client one as θ − d.
 * As NTP does (RFC 5905 §8: offset = ((T2−T1)+(T3−T4))/2), averaging the two directions cancels
 * a symmetric delay: θ = (median Δ_client→ + median Δ_server→) / 2. With one direction only (or
 * captures with no direction), θ is the median Δ. The spread is the honest uncertainty: half the
 * 10th–90th percentile range of Δ (for a client+server pair, about the one-way delay), and never
 * less than half the gap between the two directions' medians. Pure.
 */

export interface Delta {
  /** t_other − t_ref, ms. */
  delta: number;
  /** Who sent the event, when the captures say. */
  from: 'client' | 'server' | null;
}

export interface ClockEstimate {
  offsetMs: number;
  spreadMs: number;
  /** Pairs the estimate rests on. */
  samples: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 === 1 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Sub-millisecond digits are noise from HAR's fractional timings: keep tenths. */
function tenth(x: number): number {
  const r = Math.round(x * 10) / 10;
  return r === 0 ? 0 : r;
}

export function estimateClock(deltas: readonly Delta[]): ClockEstimate | null {
  if (deltas.length === 0) return null;
  const all = deltas.map((d) => d.delta);
  const c = deltas.filter((d) => d.from === 'client').map((d) => d.delta);
  const s = deltas.filter((d) => d.from === 'server').map((d) => d.delta);
  let offset: number;
  let gap = 0;
  if (c.length > 0 && s.length > 0) {
    const mc = median(c);
    const ms = median(s);
    offset = (mc + ms) / 2;
    gap = Math.abs(mc - ms) / 2;
  } else {
    offset = median(all);
  }
  const sorted = [...all].sort((a, b) => a - b);
  const spread = Math.max(gap, (quantile(sorted, 0.9) - quantile(sorted, 0.1)) / 2);
  return { offsetMs: tenth(offset), spreadMs: tenth(spread), samples: deltas.length };
}

/**
 * A first guess of θ before any event is paired: the centre of the densest `width`-ms window of
 * candidate differences (every id-free request/response of the other capture against every one
 * with the same signature in the reference). Captures cut at different points, or holding an
 * extra session, give stray candidates; the true offset is where most of them agree.
 */
export function densestOffset(candidates: readonly number[], width: number): number | null {
  if (candidates.length === 0) return null;
  const s = [...candidates].sort((a, b) => a - b);
  let best = 0;
  let bestLo = 0;
  let lo = 0;
  for (let hi = 0; hi < s.length; hi++) {
    while (s[hi]! - s[lo]! > width) lo++;
    if (hi - lo + 1 > best) {
      best = hi - lo + 1;
      bestLo = lo;
    }
  }
  return median(s.slice(bestLo, bestLo + best));
}
