import { describe, expect, it, vi } from 'vitest';
import { RECORD_KEYS, RECORD_LABELS } from '../../src/diagnose/types.js';
import { buildReport, reportRequest } from '../../src/report/model.js';
import { SCHEMA } from '../../src/report/contract.js';
import { diagnosis, finding, input, sampleReport, session, sessionTimeline, src, T0, timeline } from './fixtures.js';

describe('reportRequest', () => {
  it('names every field as the contract does', () => {
    const r = reportRequest(diagnosis());
    expect(r).toMatchObject({
      key: 's1:7',
      session: 's1',
      id: 7,
      method: 'tools/call',
      target: 'build_project',
      from: 'client',
      protocolVersion: '2025-11-25',
      transport: 'stdio',
      startedAt: '2025-07-12T05:51:44.601Z',
      endedAt: '2025-07-12T05:52:44.607Z',
      durationMs: 60_006,
      outcome: 'cancelled',
      cause: 'client-timeout',
      serverState: 'unknown',
      confidence: 'high',
    });
    expect(r.timeline[0]).toEqual({
      at: '2025-07-12T05:51:44.601Z',
      offsetMs: 0,
      kind: 'request',
      detail: 'tools/call build_project',
      source: 'mcp-server-build.log:14',
    });
    expect(r.timeline.map((e) => e.offsetMs)).toEqual([0, 30_000, 60_006]);
    expect(r.evidence).toEqual([{ source: 'mcp-server-build.log:16', note: 'cancellation with reason "Request timed out"' }]);
  });

  it('writes local captures in the zone they were read in', () => {
    const s = session({ clock: 'local', zone: 'Asia/Seoul', zoneAssumed: true });
    const r = reportRequest(diagnosis({ timeline: timeline({ session: s }) }));
    expect(r.startedAt).toBe('2025-07-12T14:51:44.601+09:00');
    expect(r.timeline[2]?.at).toBe('2025-07-12T14:52:44.607+09:00');
  });

  it('has null times, offsets and duration without a clock', () => {
    const t = timeline({
      session: session({ clock: 'none' }),
      entries: [
        { kind: 'request', at: null, line: 1, detail: 'tools/call x' },
        { kind: 'cancel', at: null, line: 2, detail: 'cancelled' },
      ],
    });
    const r = reportRequest(diagnosis({ timeline: t }));
    expect(r.startedAt).toBeNull();
    expect(r.endedAt).toBeNull();
    expect(r.durationMs).toBeNull();
    expect(r.timeline.every((e) => e.at === null && e.offsetMs === null)).toBe(true);
  });

  it('keeps the record in contract order with the contract labels and file:line sources', () => {
    const r = reportRequest(diagnosis());
    expect(Object.keys(r.record)).toEqual([...RECORD_KEYS]);
    for (const k of RECORD_KEYS) expect(r.record[k].label).toBe(RECORD_LABELS[k]);
    expect(r.record.client).toEqual({ label: 'Product / client version', value: 'claude-ai 0.1.0', known: true, source: 'mcp-server-build.log:2' });
    expect(r.record.server).toEqual({ label: 'Server / SDK version', value: 'unknown', known: false, source: null });
  });

  it('renders the end the classifier decided, and the duration from it', () => {
    const r = reportRequest(diagnosis({ ended: { at: T0 + 1234, source: src(99) } }));
    expect(r.endedAt).toBe('2025-07-12T05:51:45.835Z');
    expect(r.durationMs).toBe(1234);
    expect(reportRequest(diagnosis({ ended: null })).durationMs).toBeNull();
  });

  it('keeps a string id as a string', () => {
    expect(reportRequest(diagnosis({ timeline: timeline({ id: '7', key: 's1:"7"' }) })).id).toBe('7');
  });
});

describe('buildReport', () => {
  it('has every top-level key of the contract', () => {
    const r = sampleReport();
    expect(r.schema).toBe(SCHEMA);
    expect(Object.keys(r).sort()).toEqual(['findings', 'inputs', 'problems', 'redacted', 'requests', 'schema', 'sessions', 'summary', 'tool']);
    expect(r.summary).toEqual({
      sessions: 1,
      requests: 42,
      reported: 1,
      notReported: 41,
      byOutcome: { completed: 41, cancelled: 1 },
      byCause: { none: 41, 'client-timeout': 1 },
      byRule: { 'stdout-not-json': 1, 'timeout-without-cancel': 1 },
      byServer: { 'build-server': { completed: 41, cancelled: 1 } },
    });
    expect(r.problems).toEqual([{ source: 'mcp-server-build.log:88', message: 'truncated JSON; id and method recovered' }]);
    expect(r.findings[0]?.source).toBe('mcp-server-build.log:88');
    expect(r.sessions[0]).toMatchObject({ key: 's1', client: 'claude-ai 0.1.0', server: 'build-server 1.2.0', requests: 42 });
  });

  it('sorts requests by start, requests without a clock last, ties by key in numeric order', () => {
    const at = (key: string, start: number | null) =>
      diagnosis({
        timeline: timeline({
          key,
          entries: [{ kind: 'request', at: start, line: 1, detail: key }],
        }),
        cancelSignal: null,
      });
    const r = buildReport({
      version: '0',
      inputs: [input()],
      diagnoses: [at('s1:nil', null), at('s1:10', T0), at('s1:9', T0), at('s1:1', T0 + 5), at('s1:0', T0 - 5)],
      redacted: false,
    });
    expect(r.requests.map((q) => q.key)).toEqual(['s1:0', 's1:9', 's1:10', 's1:1', 's1:nil']);
  });

  it('derives sessions and counts from the diagnoses when not given', () => {
    const r = buildReport({ version: '0', inputs: [input()], diagnoses: [diagnosis(), diagnosis({ outcome: 'lost' })], redacted: false });
    expect(r.summary).toMatchObject({ sessions: 1, requests: 2, reported: 2, notReported: 0, byOutcome: { cancelled: 1, lost: 1 } });
    expect(r.sessions[0]?.requests).toBe(2);
  });

  it('orders sessions by input, then key', () => {
    const keys = ['i10.s1', 's10', 'i2.s1', 's2', 'i2.s10', 'i2.s9'];
    const r = buildReport({ version: '0', inputs: [input()], sessions: keys.map((key) => sessionTimeline(session({ key }), 1)), redacted: false });
    expect(r.sessions.map((s) => s.key)).toEqual(['s2', 's10', 'i2.s1', 'i2.s9', 'i2.s10', 'i10.s1']);
  });

  it('makes its collator only when two keys that are not plain are compared, and once', async () => {
    // Making an Intl.Collator starts ICU's collation data (docs/performance.md, fifty-seventh and fifty-ninth rounds): a
    // report that compares no keys, or only plain ones (report/natural-order.ts), must not make one; later reports
    // reuse the first.
    const Real = Intl.Collator;
    let made = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        made++;
      }
    }
    (Intl as { Collator: unknown }).Collator = Counting;
    try {
      vi.resetModules();
      const fresh = await import('../../src/report/model.js');
      const sessionsOf = (keys: string[]) => keys.map((key) => sessionTimeline(session({ key }), 1));
      fresh.buildReport({ version: '0', inputs: [input()], diagnoses: [diagnosis()], redacted: false });
      expect(made).toBe(0);
      const plain = fresh.buildReport({ version: '0', inputs: [input()], sessions: sessionsOf(['s10', 's2', 's1']), redacted: false });
      expect(plain.sessions.map((x) => x.key)).toEqual(['s1', 's2', 's10']);
      expect(made).toBe(0);
      const keys = ['S10', 's2', 'S1'];
      const r = fresh.buildReport({ version: '0', inputs: [input()], sessions: sessionsOf(keys), redacted: false });
      expect(r.sessions.map((x) => x.key)).toEqual(['S1', 's2', 'S10']);
      fresh.buildReport({ version: '0', inputs: [input()], sessions: sessionsOf(keys), redacted: false });
      expect(made).toBe(1);
    } finally {
      (Intl as { Collator: unknown }).Collator = Real;
    }
  });

  it('breaks ties in start time by input, then key', () => {
    const req = (key: string, sessionKey: string) =>
      diagnosis({ timeline: timeline({ key, session: session({ key: sessionKey }), entries: [{ kind: 'request', at: T0, line: 1, detail: key }] }) });
    const r = buildReport({ version: '0', inputs: [input()], diagnoses: [req('i2.s1:1', 'i2.s1'), req('s1:1', 's1')], redacted: false });
    expect(r.requests.map((q) => q.key)).toEqual(['s1:1', 'i2.s1:1']);
  });

  it('reports filteredOut only when a filter was used', () => {
    const base = { version: '0', inputs: [input()], redacted: false };
    expect(buildReport(base).summary).not.toHaveProperty('filteredOut');
    expect(buildReport({ ...base, counts: { requests: 3, notReported: 0, filteredOut: 3, byOutcome: {} } }).summary.filteredOut).toBe(3);
  });
});

describe('summary roll-up (byCause, byRule, byServer)', () => {
  it('is derived from the listed requests and session findings when no counts are given', () => {
    const other = session({ key: 's2', server: { value: { name: 'files', version: '2.0.0' }, source: src(3) } });
    const r = buildReport({
      version: '0',
      inputs: [input()],
      diagnoses: [
        diagnosis({ findings: [finding(), finding({ rule: 'no-progress-token' })] }),
        diagnosis({ outcome: 'lost', cause: 'connection-closed', findings: [finding()], timeline: timeline({ key: 's2:1', id: 1, session: other }) }),
        diagnosis({ outcome: 'completed', cause: 'none', timeline: timeline({ key: 's2:2', id: 2, session: other }) }),
      ],
      sessionFindings: [finding({ rule: 'stdout-not-json' })],
      redacted: false,
    });
    expect(r.summary.byCause).toEqual({ none: 1, 'client-timeout': 1, 'connection-closed': 1 });
    expect(Object.keys(r.summary.byCause)).toEqual(['none', 'client-timeout', 'connection-closed']);
    expect(r.summary.byRule).toEqual({ 'timeout-without-cancel': 2, 'no-progress-token': 1, 'stdout-not-json': 1 });
    expect(Object.keys(r.summary.byRule)[0]).toBe('timeout-without-cancel');
    expect(r.summary.byServer).toEqual({ 'build-server': { cancelled: 1 }, files: { completed: 1, lost: 1 } });
  });

  it('names a server by the host label when the capture has no serverInfo', () => {
    const s = session({ server: null, label: 'github#2' });
    const r = buildReport({ version: '0', inputs: [input()], diagnoses: [diagnosis({ timeline: timeline({ session: s }) })], redacted: false });
    expect(r.summary.byServer).toEqual({ github: { cancelled: 1 } });
  });
});
