import { describe, expect, it } from 'vitest';
import { RECORD_KEYS, RECORD_LABELS } from '../../src/diagnose/types.js';
import { buildReport } from '../../src/report/model.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { diagnosis, finding, HOSTILE, input, record, sampleReport, timeline } from './fixtures.js';

/** Cells of a markdown table row, splitting on pipes not escaped with a backslash. */
function cells(row: string): string[] {
  return row.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
}

/** The rows of the table that starts with `header`. */
function table(md: string, header: string): string[] {
  const lines = md.split('\n');
  const start = lines.indexOf(header);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
  return rows;
}

describe('renderMarkdown', () => {
  const md = renderMarkdown(sampleReport());

  it('has a heading per request', () => {
    expect(md).toContain('### s1:7: tools/call build\\_project: cancelled (client-timeout)');
  });

  it('puts the record in a two-column table in contract order', () => {
    const rows = table(md, '| Field | Value |');
    expect(rows).toHaveLength(RECORD_KEYS.length);
    expect(rows.map((r) => cells(r)[0])).toEqual(RECORD_KEYS.map((k) => RECORD_LABELS[k]));
    expect(cells(rows[0]!)).toEqual(['Product / client version', 'claude-ai 0.1.0 (mcp-server-build.log:2)']);
    expect(cells(rows[1]!)[1]).toBe('_unknown_');
  });

  it('puts the timeline in a table with relative times and sources', () => {
    const rows = table(md, '| Time | Event | Detail | Source |');
    expect(rows.map((r) => cells(r)[0])).toEqual(['+0.000s', '+30.000s', '+60.006s']);
    expect(cells(rows[2]!)[3]).toBe('mcp-server-build.log:16');
  });

  it('lists findings with severity and rule id', () => {
    expect(md).toContain('- **warning** [`timeout-without-cancel`](docs/rules/timeout-without-cancel.md): The requester gave up');
  });

  it('says when nothing went wrong', () => {
    const r = buildReport({ version: '0', inputs: [input()], counts: { requests: 3, notReported: 3, byOutcome: { completed: 3 } }, redacted: false });
    expect(renderMarkdown(r)).toContain('No incidents: 3 requests in 0 sessions all completed normally. Use --all to list them.');
  });

  it.each(HOSTILE.map((h) => [h]))('keeps every table intact and adds no heading for %j', (h) => {
    const d = diagnosis({
      timeline: timeline({ method: h, target: h, entries: [{ kind: 'request', at: 0, line: 1, detail: h }] }),
      summary: h,
      findings: [finding({ message: h })],
      record: Object.fromEntries(
        Object.entries(record()).map(([k, f]) => [k, { ...f, value: `${h} ${k}`, source: { file: h, line: 1 } }]),
      ) as ReturnType<typeof record>,
      nextSteps: [h],
    });
    const out = renderMarkdown(buildReport({ version: '0', inputs: [input({ path: h })], diagnoses: [d], redacted: true }));
    const recordRows = table(out, '| Field | Value |');
    expect(recordRows).toHaveLength(RECORD_KEYS.length);
    for (const row of recordRows) expect(cells(row)).toHaveLength(2);
    for (const row of table(out, '| Time | Event | Detail | Source |')) expect(cells(row)).toHaveLength(4);
    // headings: the report's own, one per request; none from the capture
    expect(out.split('\n').filter((l) => /^#{1,6} /.test(l))).toHaveLength(2);
    expect(out).not.toMatch(/(?<!\\)<(script|img|\/td)/i);
    expect(out).not.toMatch(/@octocat/);
  });
});
