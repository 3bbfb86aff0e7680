import { describe, expect, it } from 'vitest';
import { FORMATS, isReportFormat, render } from '../../src/report/index.js';
import { renderHtml } from '../../src/report/html.js';
import { renderMermaid } from '../../src/report/mermaid.js';
import { buildReport } from '../../src/report/model.js';
import { diagnosis, HOSTILE, input, sampleReport, timeline } from './fixtures.js';

describe('render', () => {
  it.each(FORMATS.map((f) => [f]))('renders %s as a non-empty string ending in a newline', (f) => {
    const out = render(sampleReport(), f, { color: false });
    expect(out.length).toBeGreaterThan(0);
    expect(out.endsWith('\n')).toBe(true);
  });

  it('knows its formats', () => {
    expect(isReportFormat('markdown')).toBe(true);
    expect(isReportFormat('pdf')).toBe(false);
  });
});

describe('renderMermaid', () => {
  const out = renderMermaid(sampleReport());

  it('draws one sequenceDiagram per request, arrows by who sent what', () => {
    expect(out.match(/^sequenceDiagram$/gm)).toHaveLength(1);
    expect(out).toContain('C->>S: +0.000s request tools/call build_project');
    expect(out).toContain('S--)C: +30.000s progress progress 1/10');
    expect(out).toMatch(/C-xS: \+60\.006s cancel cancelled#58; McpError/);
  });

  it('draws server-initiated requests from the server lane', () => {
    const d = diagnosis({ timeline: timeline({ from: 'server', entries: [{ kind: 'request', at: 0, line: 1, detail: 'sampling/createMessage' }] }) });
    expect(renderMermaid(sampleReport({ diagnoses: [d] }))).toContain('S->>C: +0.000s request sampling/createMessage');
  });

  it.each(HOSTILE.map((h) => [h]))('adds no statement for %j', (h) => {
    const d = diagnosis({ timeline: timeline({ entries: [{ kind: 'request', at: 0, line: 1, detail: h }, { kind: 'host-log', at: 1, line: 2, detail: h }] }) });
    const diagram = renderMermaid(sampleReport({ diagnoses: [d] }));
    const body = diagram.slice(diagram.indexOf('sequenceDiagram'), diagram.lastIndexOf('```'));
    // every line of the diagram is one of ours: a participant, an arrow or a note
    for (const line of body.trim().split('\n').slice(1)) {
      expect(line).toMatch(/^ {4}(participant [CSN] as [A-Za-z ]+|[CS](->>|-->>|--\)|-x)[CS]: .*|Note over [CSN](,[CSN])?: .*)$/);
    }
  });

  it('leaves a comment when no request is reported', () => {
    const r = buildReport({ version: '0', inputs: [input()], counts: { requests: 2, notReported: 2, byOutcome: { completed: 2 } }, redacted: false });
    expect(renderMermaid(r)).toMatch(/^<!-- No incidents: 2 requests/);
  });
});

describe('renderHtml', () => {
  it('is one self-contained page that can run or fetch nothing', () => {
    const out = renderHtml(sampleReport());
    expect(out.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(out).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(out).not.toMatch(/<script|<link|src=/i);
    expect(out).toContain('<th>Product / client version</th><td>claude-ai 0.1.0');
  });

  it.each(HOSTILE.map((h) => [h]))('escapes %j everywhere', (h) => {
    const d = diagnosis({ summary: h, timeline: timeline({ method: h, target: h, entries: [{ kind: 'request', at: 0, line: 1, detail: h }] }), nextSteps: [h] });
    const out = renderHtml(buildReport({ version: h, inputs: [input({ path: h })], diagnoses: [d], redacted: true }));
    expect(out).not.toMatch(/<script|<img|<\/table>(?!\n)/i);
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u009b\u202e]/);
    expect(out.match(/<section /g)).toHaveLength(1);
  });
});

describe('every format says what a collapsed run left out, and shows the roll-up (issue 11, items 6 and 10)', () => {
  // 5,000 progress notifications, 100 ms apart: the first and the last are shown, 4,998 are counted.
  const entries = [
    { kind: 'request' as const, at: 0, line: 1, detail: 'tools/call build_project' },
    ...Array.from({ length: 5000 }, (_, i) => ({ kind: 'progress' as const, at: (i + 1) * 100, line: 2 + i, detail: `progress ${i + 1}/5000` })),
    { kind: 'cancel' as const, at: 600_000, line: 6000, detail: 'cancelled: McpError: Request timed out' },
  ];
  const report = sampleReport({ diagnoses: [diagnosis({ timeline: timeline({ entries }) })] });
  const said = '4,998 progress omitted · 5,000 in 8 min 20 s, 10/s';

  it.each(['text', 'markdown', 'mermaid', 'html'] as const)('%s', (f) => {
    const out = render(report, f, { color: false });
    const plain = f === 'mermaid' ? out.replace(/#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))) : out;
    expect(plain).toContain(said);
    expect(out).toContain('progress 1/5000');
    expect(out).toContain('progress 5000/5000');
    expect(out).not.toContain('progress 2/5000');
    expect(out).not.toContain('progress 4999/5000');
    expect(out).toMatch(/By cause:?(<\/b>|\*\*)? (`|<code>)?none/);
    expect(out).toContain('build-server (41 completed, 1 cancelled)');
  });

  it('json', () => {
    const out = JSON.parse(render(report, 'json', { color: false })) as typeof report;
    const rows = out.requests[0]!.timeline;
    expect(rows.map((r) => r.detail)).toEqual(['tools/call build_project', 'progress 1/5000', 'progress 5000/5000', 'cancelled: McpError: Request timed out']);
    expect(rows[2]!.omitted).toEqual({ count: 4998, kinds: { progress: 4998 }, run: 5000, spanMs: 499_900, perSecond: 10 });
    expect(out.summary.byServer).toEqual({ 'build-server': { completed: 41, cancelled: 1 } });
  });
});
