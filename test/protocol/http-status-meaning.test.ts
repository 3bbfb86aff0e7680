/** What a bare HTTP status on an MCP endpoint means (protocol/http-status-meaning.ts): only the statuses it can say. */
import { describe, expect, it } from 'vitest';
import { httpStatusMeaning, isRedirectStatus } from '../../src/protocol/http-status-meaning.js';

describe('httpStatusMeaning', () => {
  it.each([
    [421, 'host-refused'],
    [406, 'not-acceptable'],
    [405, 'method-not-allowed'],
    [307, 'redirected'],
    [308, 'redirected'],
    // Statuses whose meaning other readings decide (a session, an intermediary) or nothing specific says.
    [404, null],
    [400, null],
    [401, null],
    [502, null],
    [504, null],
    [301, null],
    [200, null],
  ])('%i → %s', (status, want) => {
    expect(httpStatusMeaning(status)).toBe(want);
  });
});

describe('isRedirectStatus', () => {
  it.each([
    [307, true],
    [308, true],
    // Redirects that may turn the POST into a GET, and other statuses: not the redirect whose repeat carries the body.
    [301, false],
    [302, false],
    [303, false],
    [200, false],
    [404, false],
  ])('%i → %s', (status, want) => {
    expect(isRedirectStatus(status)).toBe(want);
  });
});
