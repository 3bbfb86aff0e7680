/**
 * A lost session's words in the error answer to a request that carries no session (an initialize, a 2026-07-28
 * discovery probe) are the server refusing that request; to any other request they are the session it forgot.
 */
import { describe, expect, it } from 'vitest';
import { classify } from '../../../src/diagnose/classify.js';
import { req } from '../helpers.js';

describe('a lost session\'s words to a request that has no session', () => {
  it.each([
    ['initialize', 'server-error'],
    ['server/discover', 'server-error'],
    ['tools/call', 'session-expired'],
  ] as const)('%s refused with "Bad Request: Server not initialized" → %s', (method, cause) => {
    const t = req({ method }).error(50, -32000, 'Bad Request: Server not initialized').build();
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause });
  });
});
