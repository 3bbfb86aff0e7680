import { describe, expect, it } from 'vitest';
import { oneLine } from '../../../src/diagnose/classify/text.js';

describe('oneLine', () => {
  it.each([
    { name: 'whitespace runs as one space, trimmed', s: '  spawn\n\tnpx   ENOENT ', max: undefined, out: 'spawn npx ENOENT' },
    { name: 'at the default 160, whole', s: 'x'.repeat(160), max: undefined, out: 'x'.repeat(160) },
    { name: 'past the default 160, cut to 157 and an ellipsis', s: 'x'.repeat(161), max: undefined, out: `${'x'.repeat(157)}…` },
    { name: 'at a max of 100, whole', s: 'y'.repeat(100), max: 100, out: 'y'.repeat(100) },
    { name: 'past a max of 100, cut to 97 and an ellipsis', s: 'y'.repeat(101), max: 100, out: `${'y'.repeat(97)}…` },
  ])('$name', ({ s, max, out }) => {
    expect(oneLine(s, max)).toBe(out);
  });
});
