import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../src/events.js';
import { connectionFailureKind } from '../../src/protocol/connection-failure.js';
import { CONNECTION_FAILURES_PER_SESSION } from '../../src/timeline/limits.js';
import { Capture, run } from './events.js';

// The builder keeps the host's words of a failed connection on the session (SessionTimeline.connectionFailures) for
// the rule connection-failed-no-request, capped, and keeps no other words there.

const spawn: HostSaid = { kind: 'failed', phrase: 'x/connect-failed', scope: 'connection', server: 'fs', error: 'spawn npx ENOENT' };
const refused: HostSaid = { kind: 'failed', phrase: 'x/connect-failed', scope: 'connection', error: 'Invalid configuration: no command' };
const timedOut: HostSaid = { kind: 'failed', phrase: 'x/connect-failed', method: 'initialize', scope: 'connection', error: 'Request timed out' };
const waiting: HostSaid = { kind: 'waiting', phrase: 'x/waiting', method: 'initialize', elapsedMs: 1000 };
const connected: HostSaid = { kind: 'completed', phrase: 'x/connected', method: 'initialize', scope: 'connection' };
const cleanClose: HostSaid = { kind: 'connection-closed', phrase: 'x/closed', exitCode: 0 };
// A call's own error from a running server, though its words are a spawn failure's
const toolSpawn: HostSaid = { kind: 'failed', phrase: 'x/call-failed', method: 'tools/call', target: 'git_log', error: 'spawn git ENOENT' };

describe('SessionTimeline.connectionFailures', () => {
  it.each([
    { name: 'a spawn failure', said: [spawn], kept: 1 },
    { name: 'a refused config and a spawn failure', said: [refused, spawn], kept: 2 },
    { name: 'a connect that timed out (its request tells it) and a wait: none', said: [timedOut, waiting], kept: 0 },
    { name: "a clean close, a connected initialize and a tool's own spawn error: none", said: [cleanClose, connected, toolSpawn], kept: 0 },
    { name: "a spawn failure and a tool's own spawn error: the failure only", said: [spawn, toolSpawn], kept: 1 },
    { name: 'a host that retries past the cap', said: Array.from({ length: CONNECTION_FAILURES_PER_SESSION + 5 }, () => spawn), kept: CONNECTION_FAILURES_PER_SESSION },
  ])('$name → $kept kept', ({ said, kept }) => {
    const c = new Capture();
    const events = said.map((s) => c.add({ kind: 'host-log', from: 'client', text: s.error ?? s.phrase, said: s }));
    const r = run(c.events);
    const got = r.sessions.flatMap((s) => (s.connectionFailures ?? []).map((f) => f.event));
    expect(got).toHaveLength(kept);
    // The very events, in capture order.
    if (kept > 0) expect(got[0]).toBe(events.find((e) => e.said!.error !== 'Request timed out' && e.said!.kind === 'failed'));
    if (kept === 0) for (const s of r.sessions) expect(s.connectionFailures).toBeUndefined();
    // The kind of each, read once as it was kept, beside its line (the rule reads it there).
    for (const s of r.sessions) for (const f of s.connectionFailures ?? []) expect(f.kind).toBe(connectionFailureKind(f.event.said!));
  });

  it('keeps each line\'s kind beside it, in its order', () => {
    const c = new Capture();
    for (const s of [refused, spawn, refused]) c.add({ kind: 'host-log', from: 'client', text: s.error, said: s });
    expect(run(c.events).sessions.map((s) => s.connectionFailures?.map((f) => f.kind))).toEqual([['refused', 'exited', 'refused']]);
  });
});
