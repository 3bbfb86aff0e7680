import { describe, expect, it } from 'vitest';
import { fallbackWouldShow, isIncident, matchId, matchRequest, RequestSelection, type RequestIdentity } from '../../src/report/select.js';

describe('isIncident', () => {
  it.each([
    ['completed, no findings', 'completed', 'none', 'tools/call', [], false],
    ['completed, info finding', 'completed', 'none', 'tools/call', ['info'], false],
    ['completed, warning finding', 'completed', 'none', 'tools/call', ['warning'], true],
    ['completed, error finding', 'completed', 'none', 'tools/call', ['error'], true],
    ['cancelled', 'cancelled', 'client-timeout', 'tools/call', [], true],
    ['failed', 'failed', 'server-error', 'tools/call', [], true],
    ['pending', 'pending', 'unknown', 'tools/call', [], true],
    // The version probe rejected by a server of an earlier version: the client falls back to initialize.
    ['server/discover answered with an error', 'failed', 'server-error', 'server/discover', [], false],
    ['server/discover answered with an error, a warning on it', 'failed', 'server-error', 'server/discover', ['warning'], true],
    ['server/discover cut by a closed connection', 'lost', 'connection-closed', 'server/discover', [], true],
    ['initialize answered with an error', 'failed', 'server-error', 'initialize', [], true],
  ] as const)('%s → %s', (_n, outcome, cause, method, severities, expected) => {
    const findings = severities.map((severity) => ({ rule: 'r', severity, message: '', source: null }));
    expect(isIncident({ outcome, cause, findings }, method)).toBe(expected);
  });
  // … but a refused probe the capture shows no initialize after is where the connect ended (UsefulSoftwareCo/executor#1449).
  it.each([
    ['server/discover refused, no fallback seen', 'server/discover', true, true],
    ['server/discover refused, the fallback seen', 'server/discover', false, false],
    ['a tool call is an incident either way', 'tools/call', false, true],
  ] as const)('%s → %s', (_n, method, noFallback, expected) => {
    expect(isIncident({ outcome: 'failed', cause: 'server-error', findings: [] }, method, noFallback)).toBe(expected);
  });
});

describe('fallbackWouldShow: whether a capture showing a refused probe would show the initialize after it', () => {
  it.each([
    ['the probe on the wire (a capture of the messages)', { kind: 'message', from: 'client' }, true],
    ["a client's own log of the refusal", { kind: 'host-log', from: 'client' }, true],
    ['words of unknown speaker', { kind: 'host-log', from: null }, true],
    // A server's log of its own refusal records nothing of the handshake the client fell back to (home-assistant/core#182323).
    ["the server's own log of refusing it", { kind: 'host-log', from: 'server' }, false],
  ] as const)('%s → %s', (_n, probe, expected) => {
    expect(fallbackWouldShow(probe)).toBe(expected);
  });
});

describe('matchId: ids compared in their captured JSON form', () => {
  it.each([
    ['7', 7, 'exact'],
    ['7', '7', 'loose'],
    ['"7"', '7', 'exact'],
    ['"7"', 7, null],
    ['07', 7, null],
    ['abc', 'abc', 'loose'],
    ['"abc"', 'abc', 'exact'],
    ['8', 7, null],
    ['-1', -1, 'exact'],
  ] as const)('%s vs %j → %s', (spec, id, expected) => {
    expect(matchId(spec, id)).toBe(expected);
  });
});

describe('matchRequest', () => {
  const r = (session: string, id: string | number, key = `${session}:${typeof id === 'number' ? id : JSON.stringify(id)}`, sessionLabel: string | null = null): RequestIdentity => ({
    key,
    session,
    id,
    sessionLabel,
  });
  it.each([
    ['bare id', '7', r('s1', 7), 'exact'],
    ['session:id', 's2:7', r('s2', 7), 'exact'],
    ['other session', 's1:7', r('s2', 7), null],
    ['report key with #n', 's1:7#2', r('s1', 7, 's1:7#2'), 'exact'],
    ['session label', 'proc-3:7', r('s3', 7, 's3:7', 'proc-3'), 'exact'],
    ['string id with a colon', 'urn:x:1', r('s1', 'urn:x:1'), 'loose'],
    ['session + string id with a colon', 's1:"urn:x:1"', r('s1', 'urn:x:1'), 'exact'],
    ['prefixed session of a second input', 'i2.s1:7', r('i2.s1', 7), 'exact'],
  ] as const)('%s', (_n, spec, ident, expected) => {
    expect(matchRequest(spec, ident)).toBe(expected);
  });
});

describe('RequestSelection', () => {
  it('takes a bare string id when no numeric id matches exactly', () => {
    const sel = new RequestSelection<string>('7');
    sel.offer({ key: 's1:"7"', session: 's1', id: '7' }, () => 'string-7');
    sel.offer({ key: 's1:8', session: 's1', id: 8 }, () => 'eight');
    expect(sel.result()).toEqual(['string-7']);
  });

  it('prefers exact matches when the bare form is ambiguous', () => {
    const sel = new RequestSelection<string>('7');
    sel.offer({ key: 's1:"7"', session: 's1', id: '7' }, () => 'string-7');
    sel.offer({ key: 's1:7', session: 's1', id: 7 }, () => 'number-7');
    sel.offer({ key: 's2:7', session: 's2', id: 7 }, () => 'number-7-again');
    expect(sel.result()).toEqual(['number-7', 'number-7-again']);
  });

  it('does not build items for requests that do not match', () => {
    const sel = new RequestSelection<string>('s1:1');
    let built = 0;
    expect(sel.offer({ key: 's1:2', session: 's1', id: 2 }, () => String(++built))).toBe(false);
    expect(built).toBe(0);
  });
});
