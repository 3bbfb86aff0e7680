/**
 * The retry index's fingerprint of a call's params from their parts (src/timeline/canonical.ts callFingerprint):
 * wherever it gives one, it must be paramsFingerprint of the params JSON.parse makes — on every call the fast path keeps
 * as parts in the repository's captures, and on generated arguments written every way JSON allows (spacing, escapes,
 * numbers, nesting past the depth cut, `_meta` present or not). It may only decline (null), never differ.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/events.js';
import { plainEvent } from '../../src/plain-event.js';
import { requestFacts, type CallParts } from '../../src/request-facts.js';
import { callFingerprint, paramsFingerprint } from '../../src/timeline/canonical.js';
import { openInput } from '../../src/ingest/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** paramsFingerprint of the params the parts stand for, members in the given order, with or without a one-token _meta. */
function viaParse(name: string | null, args: string | null, meta: 'none' | 'first' | 'last'): { hash: number; len: number } {
  const p: Record<string, unknown> = {};
  if (meta === 'first') p._meta = { progressToken: 1 };
  if (args !== null) p.arguments = JSON.parse(args) as unknown;
  if (name !== null) p.name = name;
  if (meta === 'last') p._meta = { progressToken: 'tok' };
  return paramsFingerprint(p);
}

function agrees(name: string | null, args: string | null): void {
  const f = callFingerprint(name, args);
  expect(f).not.toBeNull();
  expect(f).toStrictEqual(viaParse(name, args, 'none'));
  expect(f).toStrictEqual(viaParse(name, args, 'first'));
  expect(f).toStrictEqual(viaParse(name, args, 'last'));
}

/** `s` as a JSON string literal with some characters written as escapes (\uXXXX, or \/ for a slash). */
function escapedLiteral(s: string, every: number): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34 || c === 92 || c < 32 || (every > 0 && i % every === 0)) out += '\\u' + c.toString(16).padStart(4, '0');
    else if (c === 47) out += '\\/';
    else out += s[i];
  }
  return out + '"';
}

/** A JSON text of `v` written another way: random spacing, escaped string values, numbers in other notations. */
function rewrite(v: unknown, r: () => number): string {
  const ws = (): string => [' ', '\t', '\n', '\r\n', ''][Math.floor(r() * 5)]!;
  if (typeof v === 'string') return escapedLiteral(v, r() < 0.5 ? 0 : 1 + Math.floor(r() * 3));
  if (typeof v === 'number') {
    const k = Math.floor(r() * 4);
    if (Number.isInteger(v) && Math.abs(v) < 1e15 && k === 1) return `${v}.0`;
    if (k === 2) return v.toExponential();
    if (k === 3) return v.toExponential().replace('e+', 'E');
    return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${ws()}${v.map((x) => rewrite(x, r)).join(`${ws()},${ws()}`)}${ws()}]`;
  if (v !== null && typeof v === 'object') {
    const members = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}${ws()}:${ws()}${rewrite(x, r)}`);
    return `{${ws()}${members.join(`${ws()},${ws()}`)}${ws()}}`;
  }
  return JSON.stringify(v);
}

/** Whether a key anywhere in `v` is written with an escape by JSON.stringify. */
function escapedKey(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(escapedKey);
  if (v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => JSON.stringify(k).includes('\\') || escapedKey(x));
}

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

/** The call's parts an event keeps (the retry index's read: state.ts Req.callParts). */
function partsOf(e: WireEvent): CallParts | null {
  const pe = plainEvent(e);
  if (pe !== null) return pe.request?.call ?? null;
  const m = e.message;
  return m !== undefined && m !== null && typeof m === 'object' ? (requestFacts(m)?.call ?? null) : null;
}

describe('callFingerprint', () => {
  it.each([
    [null, null],
    ['run', null],
    [null, '{}'],
    ['', '{}'],
    ['run_tests', '{"path":"src/dolor/do.ts","query":"line et tempor"}'],
    ['x', '{ "a" : [ 1 , -2 , 0 , -0 , true , false , null , "é ✓ 😀" , [] , {} ] , "b" : { "c" : { "d" : [ [ 3 ] ] } } }'],
    ['é', '{"n":123456789012345,"m":-123456789012345,"s":"","k":"\uFFFD"}'],
    ['t', '{"2":1,"1":2,"b":3,"a":4,"10":5,"B":6,"_meta":{"progressToken":1},"é":7,"😀":8,"\uFFFD":9}'],
    ['t', '{"s":"x\\"y\\\\z\\/w\\b\\f\\n\\r\\t\\u0041\\u00e9\\ud83d\\ude00\\ud800 lone"}'],
    ['t', '{"lone":"\\udc00","pair":"\\uD83D\\uDE00"}'],
    ['t', '{"a":1.5,"b":1e3,"c":1E3,"d":1.0,"e":10E-1,"f":-0.0,"g":0.1e1,"h":1e+2,"i":-1e-2,"j":123456789.123456789}'],
    ['t', '{"big":1234567890123456,"bigger":12345678901234567890,"huge":1e400,"tiny":-1e-400,"neg":-0}'],
    ['t', '{"p":3.141592653589793238462643383279,"q":0.30000000000000004,"r":5e-324,"s":1.7976931348623157e308}'],
    ['t', `{"d":${'['.repeat(70)}1${']'.repeat(70)}}`],
    ['t', `{"d":${'{"k":'.repeat(70)}{}${'}'.repeat(70)},"e":${'['.repeat(62)}{"x":[1]}${']'.repeat(62)}}`],
    ['t', `{"d":${'[{"a":'.repeat(40)}"s"${'}]'.repeat(40)}}`],
    ['t', '{"__proto__":{"x":1},"constructor":2,"toString":"s"}'],
    ['t', '{"a":{"b":{"c":"\\u005c\\"}"}},"s":"}]{[,:"}'],
    ['t', '{"o":{"z":1,"y":{"x":[3,{"w":"v","u":[]}]},"a":null}}'],
  ])('agrees with paramsFingerprint over JSON.parse: %s %s', (name, args) => {
    agrees(name, args);
  });

  it.each([
    '{"a\\u0062":1}',
    '{"a\\"":1}',
    '{"a":1,"a":2}',
    '{"o":{"k":[1],"k":{}}}',
    '{"o":[{"k":1,"j":2,"k":3}]}',
  ])('declines %s', (args) => {
    expect(callFingerprint('n', args)).toBeNull();
  });

  it('tells apart what paramsFingerprint tells apart', () => {
    const a = callFingerprint('t', '{"a":"1"}');
    expect(a).not.toStrictEqual(callFingerprint('t', '{"a":1}'));
    expect(a).not.toStrictEqual(callFingerprint('u', '{"a":"1"}'));
    expect(a).not.toStrictEqual(callFingerprint('t', null));
    expect(callFingerprint('t', '{"b":1,"a":[2,{"d":1,"c":0}]}')).toStrictEqual(callFingerprint('t', '{ "a" : [ 2.0 , { "c" : -0 , "d" : 1e0 } ] , "b" : 10E-1 }'));
    expect(callFingerprint(null, '{"name":"t"}')).not.toStrictEqual(callFingerprint('t', null));
  });

  it('agrees with paramsFingerprint over JSON.parse for random arguments, written with any spacing', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 5 })),
        fc.constantFrom(undefined, 1, '\t'),
        (name, obj, space) => {
          const args = JSON.stringify(obj, null, space);
          const f = callFingerprint(name, args);
          if (f !== null) expect(f).toStrictEqual(viaParse(name, args, 'first'));
          // Declined only where a key is written with an escape (no key is twice: JSON.stringify writes each once).
          else expect(escapedKey(obj)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('agrees for arguments written another way: escaped strings, numbers in other notations, any white space', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-zA-Z_0-9é]{0,8}$/), fc.jsonValue({ maxDepth: 5 })),
        fc.integer(),
        (obj, seed) => {
          let x = seed >>> 0 || 1;
          const r = (): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 0x100000000);
          const args = rewrite(obj, r);
          const f = callFingerprint('tool', args);
          if (f === null) {
            // Declined only where a key is written with an escape (a string key JSON.stringify escapes, in a nested object).
            expect(escapedKey(obj)).toBe(true);
            return;
          }
          expect(f).toStrictEqual(viaParse('tool', args, 'last'));
          // The same value written plainly: the same fingerprint.
          expect(f).toStrictEqual(callFingerprint('tool', JSON.stringify(obj)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("agrees on every call the fast path keeps as parts in the repository's captures", async () => {
    let calls = 0;
    // Of the wild cases (pastes of every host), those of Claude Desktop: opening every one would take most of a minute.
    const wild = readdirSync(join(ROOT, 'test/wild/cases')).filter((d) => d.startsWith('claude-desktop')).map((d) => join('test/wild/cases', d));
    for (const root of ['samples', 'test/fixtures', ...wild]) {
      // The files the fast path's readers (NDJSON, Claude Desktop) open in the repository are named so.
      for (const f of files(join(ROOT, root)).filter((x) => /\.(log|ndjson|jsonl|txt)$/.test(x))) {
        let input;
        try {
          input = await openInput(f, { tz: 'UTC', wasm: true });
        } catch {
          continue; // not a capture
        }
        const events: WireEvent[] = [];
        await input.read((e) => events.push(e));
        if (input.format !== 'ndjson' && input.format !== 'claude-desktop') continue;
        for (const e of events) {
          const call = partsOf(e);
          if (call === null) continue;
          const a = call.args;
          const f1 = callFingerprint(call.name, a === null || typeof a === 'string' ? a : a.toString('utf8'));
          const f2 = paramsFingerprint(e.message!.params);
          // expect() only on a difference (the same message): it would run twice for each of thousands of calls.
          if (f1 === null || !Object.is(f1.hash, f2.hash) || !Object.is(f1.len, f2.len) || Object.keys(f1).length !== 2) {
            expect(f1, `${f}:${e.source.line}`).not.toBeNull();
            expect(f1, `${f}:${e.source.line}`).toStrictEqual(f2);
          }
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
  }, 120_000);
});
