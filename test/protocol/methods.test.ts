import { describe, expect, it } from 'vitest';
import { LIFECYCLE_METHODS, hasNoExternalEffect } from '../../src/protocol/methods.js';

describe('protocol/methods', () => {
  it.each([
    ['initialize', true],
    ['ping', true],
    ['server/discover', true],
    ['tools/list', true],
    ['resources/read', true],
    ['prompts/get', true],
    ['tools/call', false],
    ['sampling/createMessage', false],
    ['elicitation/create', false],
    ['vendor/unknown', false],
  ])('%s has no external effect: %s', (method, expected) => {
    expect(hasNoExternalEffect(method)).toBe(expected);
  });

  it('lifecycle methods are a subset of the no-effect ones', () => {
    for (const m of LIFECYCLE_METHODS) expect(hasNoExternalEffect(m)).toBe(true);
    expect(LIFECYCLE_METHODS.has('tools/list')).toBe(false);
  });
});
