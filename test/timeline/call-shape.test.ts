/**
 * The retry index's shape of a call's params from their parts (src/timeline/canonical.ts callShape): wherever it gives
 * a number, it must be paramsShape of the params JSON.parse makes; it may only decline (null), never differ.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callShape, paramsShape } from '../../src/timeline/canonical.js';

/** paramsShape of the params the parts stand for (a one-token _meta: skipped by the shape, present or not). */
function viaParse(name: string | null, args: string | null, meta: boolean): number {
  const p: Record<string, unknown> = {};
  if (meta) p._meta = { progressToken: 1 };
  if (args !== null) p.arguments = JSON.parse(args) as unknown;
  if (name !== null) p.name = name;
  return paramsShape(p);
}

describe('callShape', () => {
  it.each([
    [null, null],
    ['run', null],
    [null, '{}'],
    ['run_tests', '{"path":"src/dolor/do.ts","query":"line et tempor"}'],
    ['x', '{ "a" : [ 1 , -2 , 0 , -0 , true , false , null , "é ✓ 😀" , [] , {} ] , "b" : { "c" : { "d" : [ [ 3 ] ] } } }'],
    ['é', '{"n":123456789012345,"m":-123456789012345,"s":"","k":"\uFFFD"}'],
    ['', '{"2":1,"1":2,"b":3,"a":4}'],
  ])('%s %s', (name, args) => {
    const s = callShape(name, args);
    expect(s).not.toBeNull();
    expect(s).toBe(viaParse(name, args, false));
    expect(s).toBe(viaParse(name, args, true));
  });

  it.each([
    '{"a":"x\\"y"}',
    '{"a\\u0062":1}',
    '{"a":1.5}',
    '{"a":1e3}',
    '{"a":1E3}',
    '{"a":1234567890123456}',
    '{"a":1,"a":2}',
    '{"o":{"k":[1],"k":{}}}',
    `{"d":${'['.repeat(60)}${']'.repeat(60)}}`,
  ])('declines %s', (args) => {
    expect(callShape('n', args)).toBeNull();
  });

  it('agrees with paramsShape over JSON.parse wherever it decides (random arguments, any spacing)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })),
        fc.constantFrom(undefined, 1, '\t'),
        fc.boolean(),
        (name, obj, space, meta) => {
          const args = JSON.stringify(obj, null, space);
          const s = callShape(name, args);
          if (s !== null) expect(s).toBe(viaParse(name, args, meta));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('decides the common call: strings without escapes, integers, nested objects and arrays', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z_]{1,12}$/),
          fc.oneof(fc.stringMatching(/^[ -!#-[\]-~é✓]{0,40}$/), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 4 })),
        ),
        (obj) => {
          const args = JSON.stringify(obj);
          expect(callShape('tool', args)).toBe(viaParse('tool', args, true));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
