/**
 * The retry index over real params: each call's shape and fingerprint computed as the timeline computes them (from
 * the call's parts, canonical.ts callShape and callFingerprint, falling back to the parsed params: state.ts), against
 * a model that decides by the printed form itself — a new call repeats the most recent earlier call of its requester,
 * method and target among the last RETRY_PER_CALL of them, still unanswered (live, or emitted unanswered and among the
 * last RETRY_EMITTED_MEMORY so emitted), whose canonicalParams text is the same. The same arguments come written many
 * ways (key orders, white space, numbers as `1`, `1.0`, `10e-1`, strings with escapes), and other arguments of equal
 * lengths and equal characters in another order, so that the shape's filter and the fingerprint are both exercised.
 */
import { describe, expect, it } from 'vitest';
import type { Party } from '../../src/events.js';
import { callShape, canonicalParams, paramsFingerprint, paramsShape } from '../../src/timeline/canonical.js';
import { RetryIndex, partsFingerprint, type SlotCalls } from '../../src/timeline/retries.js';
import { mulberry32 } from '../seeded-rng.js';
import { driveAgainstModel, slotCalls, slotRef, type RetrySlot } from './retry-model.js';

interface Slot extends RetrySlot {
  name: string;
  /** The arguments' JSON text as the line had it, or null for a call whose params were parsed (a host's request). */
  text: string | null;
  params: Record<string, unknown>;
  canonical: string;
}

// As state.ts computes them: from the parts when the fast path kept them, else from the params.
const computed = (slots: Slot[]): Pick<SlotCalls, 'shape' | 'fingerprint'> => ({
  shape: (s) => {
    const x = slots[s]!;
    return (x.text !== null ? callShape(x.name, x.text) : null) ?? paramsShape(x.params);
  },
  fingerprint: (s) => {
    const x = slots[s]!;
    return (x.text !== null ? partsFingerprint({ name: x.name, args: x.text, argsShape: -1 }) : null) ?? paramsFingerprint(x.params);
  },
});

type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const WORDS = ['lorem', 'ipsum', 'dolor', 'tempor', 'magna', 'elit', 'do', 'et', 'é✓', '😀', 'a"b', 'c\\d', 'x/y', 'tab\there', 'nl\n'];
const KEYS = ['path', 'query', 'limit', 'opts', 'b', 'a', 'Z', 'é'];

/** A random arguments value: nested objects and arrays, strings that need escapes, integers, fractions, literals. */
function value(r: Rng, depth: number): unknown {
  const k = r();
  if (depth > 2 || k < 0.35) return `${pick(r, WORDS)}${r() < 0.5 ? ' ' + pick(r, WORDS) : ''}`;
  if (k < 0.5) return r() < 0.7 ? Math.floor(r() * 2000) - 1000 : pick(r, [0.5, 1.25, -3.75, 1e21, 123456789012345678, 0]);
  if (k < 0.58) return pick(r, [true, false, null]);
  if (k < 0.72) return Array.from({ length: Math.floor(r() * 3) }, () => value(r, depth + 1));
  return object(r, depth + 1);
}

function object(r: Rng, depth: number): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  const n = 1 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) o[pick(r, KEYS)] = value(r, depth);
  return o;
}

/** The same arguments with one string's characters in another order (equal lengths, equal character sums). */
function anagram(r: Rng, v: unknown): unknown {
  if (typeof v === 'string') return v.length > 1 ? v.slice(1) + v[0] : v;
  if (Array.isArray(v)) return v.map((x, i) => (i === 0 ? anagram(r, x) : x));
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v);
    const o: Record<string, unknown> = {};
    const at = Math.floor(r() * keys.length);
    keys.forEach((key, i) => (o[key] = i === at ? anagram(r, (v as Record<string, unknown>)[key]) : (v as Record<string, unknown>)[key]));
    return o;
  }
  return v;
}

/** JSON text of `v` as some writer may write it: keys in any order, white space, numbers and strings spelled another way. */
function write(r: Rng, v: unknown): string {
  const ws = (): string => (r() < 0.2 ? pick(r, [' ', '\n', '\t ', '  ']) : '');
  if (typeof v === 'number') {
    if (Number.isInteger(v) && Math.abs(v) < 1e15 && r() < 0.4) return pick(r, [`${v}.0`, `${v}e0`, `${v * 10}e-1`, `${v}E+0`]);
    return JSON.stringify(v);
  }
  if (typeof v === 'string') {
    let out = '"';
    for (const ch of v) {
      const c = ch.charCodeAt(0);
      if (ch === '/' && r() < 0.5) out += '\\/';
      else if (ch.length === 1 && r() < 0.08) out += '\\u' + c.toString(16).padStart(4, '0');
      else out += JSON.stringify(ch).slice(1, -1);
    }
    return out + '"';
  }
  if (Array.isArray(v)) return `[${ws()}${v.map((x) => write(r, x)).join(`,${ws()}`)}${ws()}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v);
    if (r() < 0.5) keys.reverse();
    // A key written with an escape now and then: the parts' walks decline it, and the params are read instead.
    const key = (k: string): string => (r() < 0.05 ? `"\\u${k.charCodeAt(0).toString(16).padStart(4, '0')}${k.slice(1)}"` : JSON.stringify(k));
    return `{${ws()}${keys.map((k) => `${key(k)}${ws()}:${ws()}${write(r, (v as Record<string, unknown>)[k])}`).join(`,${ws()}`)}${ws()}}`;
  }
  return JSON.stringify(v);
}

describe('the retry index over real params, against a model that compares the printed form', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`finds the call the printed form finds (seed ${seed})`, () => {
      const r = mulberry32(seed);
      const slots: Slot[] = [];
      const index = new RetryIndex(slotCalls(slots, computed(slots)));
      // A few arguments per tool, so that equal params recur; their anagrams beside them.
      const pool: unknown[] = [];
      for (let i = 0; i < 12; i++) {
        const a = object(r, 0);
        pool.push(a, anagram(r, a));
      }
      const start = (s: number): Slot => {
        const method = r() < 0.04 ? 'ping' : 'tools/call';
        const name = pick(r, ['read_file', 'search_code']);
        const target = method === 'ping' ? null : name;
        const from: Party = r() < 0.9 ? 'client' : 'server';
        const args = pick(r, pool);
        const asText = r() < 0.8;
        const text = asText ? write(r, args) : null;
        const params: Record<string, unknown> = { name, arguments: text !== null ? JSON.parse(text) : args };
        // A progress token or the 2026 envelope in _meta: left out of the comparison.
        if (r() < 0.5) params._meta = { progressToken: s };
        return { method, from, target, name, text, params, canonical: canonicalParams(params), answered: false, list: null, print: null, ref: slotRef(s) };
      };
      const found = driveAgainstModel({ r, steps: 5000, slots, index, start, same: (a, b) => a.canonical === b.canonical, answerBelow: 0.72 });
      expect(found).toBeGreaterThan(200);
      // An anagram has the lengths of the params it mimics but not their characters: the shape tells them apart.
      for (let i = 0; i < pool.length; i += 2) {
        const [a, b] = [{ name: 'n', arguments: pool[i] }, { name: 'n', arguments: pool[i + 1] }];
        if (canonicalParams(a) !== canonicalParams(b)) expect(paramsShape(a)).not.toBe(paramsShape(b));
      }
    });
  }
});
