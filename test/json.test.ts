import { describe, expect, it } from 'vitest';
import { scanBrackets } from '../src/json.js';

const START = { depth: 0, inString: false };

describe('scanBrackets: the brackets a JSON text leaves open', () => {
  it.each([
    ['a whole object', '{"a":[1,2]}', false, { depth: 0, inString: false }],
    ['cut inside an array', '{"a":[1,2', false, { depth: 2, inString: false }],
    ['cut inside a string', '{"reason":"Request', false, { depth: 1, inString: true }],
    ['brackets inside strings do not count', '{"a":"}]{["', false, { depth: 1, inString: false }],
    ['an escaped quote stays inside the string', '{"a":"say \\"}\\"', false, { depth: 1, inString: true }],
    ['extra closers never count below 0 when read to the end', '}} {', false, { depth: 1, inString: false }],
    ['a whole value ends the walk at its close', '{"a":1} {"b":', true, { depth: 0, inString: false }],
  ] as const)('%s', (_n, text, untilWhole, want) => {
    expect(scanBrackets(text, 0, START, untilWhole)).toEqual(want);
  });

  it('continues from a state carried over from the line above', () => {
    const first = scanBrackets('{"params":{"reason":"Request', 0, START, true);
    expect(first).toEqual({ depth: 2, inString: true });
    expect(scanBrackets('timed out"}} { metadata: undefined }', 0, first, true)).toEqual({ depth: 0, inString: false });
  });
});
