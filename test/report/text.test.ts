import { describe, expect, it } from 'vitest';
import { RECORD_KEYS, RECORD_LABELS } from '../../src/diagnose/types.js';
import { buildReport } from '../../src/report/model.js';
import { renderText, wrap } from '../../src/report/text.js';
import { diagnosis, finding, HOSTILE, input, record, sampleReport, session, sessionTimeline, timeline } from './fixtures.js';

// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('renderText', () => {
  const plain = renderText(sampleReport(), { color: false });

  it('has a header line per request with key, method target, outcome/cause and confidence', () => {
    expect(plain).toMatch(/^━━ s1:7 {2}tools\/call build_project {2}cancelled \/ client-timeout {2}confidence high$/m);
  });

  it('states the cause in one sentence', () => {
    expect(plain).toContain('The client gave up after 60 s');
  });

  it('shows the timeline with relative times and file:line', () => {
    expect(plain).toMatch(/^\s+\+0\.000s\s+request\s+tools\/call build_project\s+mcp-server-build\.log:14$/m);
    expect(plain).toMatch(/^\s+\+60\.006s\s+cancel\s+cancelled: McpError: Request timed out\s+mcp-server-build\.log:16$/m);
  });

  it('lists findings with severity and rule', () => {
    expect(plain).toMatch(/warning timeout-without-cancel/);
    expect(plain).toContain('never told the server.  (mcp-server-build.log:16)');
  });

  it('prints the incident record one field per line, in contract order', () => {
    const lines = plain.split('\n');
    const positions = RECORD_KEYS.map((k) => lines.findIndex((l) => l.trimStart().startsWith(`${RECORD_LABELS[k]}:`)));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions[positions.length - 1]! - positions[0]!).toBe(RECORD_KEYS.length - 1);
    expect(lines[positions[0]!]).toContain('claude-ai 0.1.0  (mcp-server-build.log:2)');
  });

  it('numbers the next steps', () => {
    expect(plain).toMatch(/^\s+1\. Raise the client timeout/m);
    expect(plain).toMatch(/^\s+2\. Check with a read-only query/m);
  });

  it('lists session findings, problems, what was left out, and redaction', () => {
    expect(plain).toContain('Findings outside any request');
    expect(plain).toContain('mcp-server-build.log:88  truncated JSON; id and method recovered');
    expect(plain).toContain('41 other requests completed normally and are not listed (use --all to list them).');
    expect(plain).toContain('--no-redact');
    expect(renderText(sampleReport({ redacted: false }), { color: false })).not.toContain('--no-redact');
  });

  it('has no escape sequence without colour and some with it', () => {
    expect(plain).not.toContain('\u001b');
    const coloured = renderText(sampleReport(), { color: true });
    expect(coloured).toMatch(/\u001b\[\d+m/);
    // same words, only styling added
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(plain);
  });

  it('summarises several requests in a table', () => {
    const two = sampleReport({ diagnoses: [diagnosis(), diagnosis({ outcome: 'lost', cause: 'connection-closed', timeline: timeline({ key: 's1:8', id: 8 }) })] });
    const out = renderText(two, { color: false });
    expect(out).toMatch(/│ s1:8\s+│ tools\/call build_project\s+│ lost\s+│ connection-closed │/);
    expect(out.match(/^━━ /gm)).toHaveLength(2);
  });

  it('says plainly when nothing went wrong, with the counts', () => {
    const r = buildReport({
      version: '0.1.0',
      inputs: [input()],
      sessions: [sessionTimeline(session(), 30), sessionTimeline(session({ key: 's2' }), 10), sessionTimeline(session({ key: 's3' }), 2)],
      counts: { requests: 42, notReported: 42, byOutcome: { completed: 42 } },
      redacted: true,
    });
    const out = renderText(r, { color: false });
    expect(out).toContain('No incidents: 42 requests in 3 sessions all completed normally. Use --all to list them.');
    expect(out).not.toContain('━━');
  });

  // connection-failed-no-request: a capture whose only failure is a connection that never carried a request must not be
  // headed "No incidents"; a warning outside any request leaves the plain verdict.
  it.each([
    ['one request fine, one error outside', { requests: 1, notReported: 1, byOutcome: { completed: 1 } }, ['error'],
      'No request failed: 1 request in 1 session ended without a failure. But 1 error was found outside any request: see the findings outside any request.'],
    ['no request, two errors outside', { requests: 0, notReported: 0, byOutcome: {} }, ['error', 'error'],
      'No JSON-RPC requests found: 1 input (1200 lines), 1 session. But 2 errors were found outside any request: see the findings outside any request.'],
    ['a warning outside only', { requests: 1, notReported: 1, byOutcome: { completed: 1 } }, ['warning'],
      'No incidents: 1 request in 1 session completed normally. Use --all to list it.'],
  ] as const)('heads the verdict with errors found outside any request: %s', (_name, counts, severities, verdict) => {
    const r = buildReport({
      version: '0.1.0',
      inputs: [input()],
      sessions: [sessionTimeline(session(), counts.requests)],
      counts: { ...counts, byOutcome: { ...counts.byOutcome } },
      sessionFindings: severities.map((severity) => ({ rule: 'connection-failed-no-request', severity, message: 'spawn npx ENOENT', source: null })),
      redacted: true,
    });
    const out = renderText(r, { color: false }).replace(/\s+/g, ' '); // the verdict is wrapped to the terminal
    expect(out).toContain(verdict);
    expect(out.includes('No incidents')).toBe(severities.every((s) => s !== 'error'));
  });

  it('says when a --request filter matched nothing', () => {
    const r = buildReport({ version: '0', inputs: [input()], counts: { requests: 5, notReported: 0, filteredOut: 5, byOutcome: { completed: 5 } }, redacted: false });
    expect(renderText(r, { color: false })).toContain('No request matches --request: 5 requests in 0 sessions left out.');
  });

  it.each(HOSTILE.map((h) => [h]))('neutralises hostile capture text %j', (h) => {
    const t = timeline({
      method: h,
      target: h,
      entries: [
        { kind: 'request', at: 0, line: 1, detail: h },
        { kind: 'host-log', at: 5, line: 2, detail: h },
      ],
    });
    const d = diagnosis({
      timeline: t,
      summary: h,
      evidence: [{ source: { file: h, line: 1 }, note: h }],
      findings: [finding({ message: h, rule: h })],
      record: record({ client: { value: h, known: true, source: { file: h, line: 2 } } }),
      nextSteps: [h],
    });
    const r = buildReport({
      version: h,
      inputs: [input({ path: h })],
      diagnoses: [d],
      problems: [{ source: { file: h, line: 3 }, message: h }],
      redacted: true,
    });
    for (const color of [false, true]) {
      const out = renderText(r, { color });
      const styled = color ? out.replace(/\u001b\[\d+m/g, '') : out;
      expect(styled).not.toMatch(RAW_CONTROL);
      // one request header, however many newlines or fake headers the capture held
      expect(styled.match(/^━━ /gm)).toHaveLength(1);
      expect(styled.split('\n').filter((l) => l.trimStart().startsWith('Product / client version:'))).toHaveLength(1);
    }
  });
});

describe('wrap', () => {
  it('wraps at word boundaries with a hanging indent', () => {
    expect(wrap('aaa bbb ccc ddd', 9, '  ', '    ')).toEqual(['  aaa bbb', '    ccc', '    ddd']);
  });
  it('keeps a word longer than the width whole', () => {
    expect(wrap('x'.repeat(20), 10, '')).toEqual(['x'.repeat(20)]);
  });
  it('returns the indent alone for empty text', () => {
    expect(wrap('', 10, '   ')).toEqual(['   ']);
  });
});
