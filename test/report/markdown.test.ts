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

  it('puts each request in a <details> block with a one-line summary, after a summary table', () => {
    expect(md).toContain('<details><summary><b>s1:7</b> tools/call build_project: cancelled (client-timeout)</summary>\n\n');
    const rows = table(md, '| Request | Method / target | Outcome | Cause | Server | Duration | Findings |');
    expect(rows.map(cells)).toEqual([['s1:7', 'tools/call build\\_project', '**cancelled**', 'client-timeout', 'unknown', '60.006 s', '`timeout-without-cancel`']]);
    expect(md.indexOf('| Request |')).toBeLessThan(md.indexOf('<details>'));
    expect(md.match(/<details>/g)).toHaveLength(md.match(/<\/details>/g)!.length);
  });

  it('embeds the Mermaid sequence diagram of the request in its details', () => {
    const inside = md.slice(md.indexOf('<details>'), md.indexOf('</details>'));
    expect(inside).toContain('```mermaid\nsequenceDiagram');
  });

  it('shows the roll-up by cause, rule and server', () => {
    expect(md).toContain('- **By cause:** `none` 41, `client-timeout` 1');
    expect(md).toContain('- **By rule:** `stdout-not-json` 1, `timeout-without-cancel` 1');
    expect(md).toContain('- **By server:** build-server (41 completed, 1 cancelled)');
  });

  it('says the roll-up in the language of the report, contract words kept', () => {
    const ko = renderMarkdown({ ...sampleReport(), lang: 'ko' });
    expect(ko).toContain('- **원인별:** `none` 41, `client-timeout` 1');
    expect(ko).toContain('- **규칙별:** `stdout-not-json` 1');
    expect(ko).toContain('- **서버별:** build-server (완료 41건, 취소 1건)');
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
    // headings: the report's own title only; none from the capture
    expect(out.split('\n').filter((l) => /^#{1,6} /.test(l))).toHaveLength(1);
    for (const row of table(out, '| Request | Method / target | Outcome | Cause | Server | Duration | Findings |')) expect(cells(row)).toHaveLength(7);
    // the <summary> line is HTML: nothing in it opens a tag
    const summary = out.split('\n').find((l) => l.startsWith('<details><summary>'))!;
    expect(summary.replace(/<\/?(details|summary|b)>/g, '')).not.toMatch(/[<>]/);
    expect(out).not.toMatch(/(?<!\\)<(script|img|\/td)/i);
    expect(out).not.toMatch(/@octocat/);
  });
});

describe('renderMarkdown within GitHub\'s body limit', () => {
  const many = (n: number, outcome: 'completed' | 'cancelled') =>
    Array.from({ length: n }, (_, i) =>
      diagnosis({
        outcome,
        cause: outcome === 'completed' ? 'none' : 'client-timeout',
        timeline: timeline({ key: `s1:${outcome === 'completed' ? 1000 + i : i}`, id: i }),
        findings: outcome === 'completed' ? [] : [finding()],
      }),
    );
  const report = buildReport({ version: '0', inputs: [input()], diagnoses: [...many(30, 'cancelled'), ...many(30, 'completed')], redacted: false });
  const full = renderMarkdown(report, { maxChars: Number.MAX_SAFE_INTEGER });

  it('is whole, with no note, when it fits', () => {
    expect(full).not.toContain('Cut to fit');
    expect(full.match(/<details>/g)).toHaveLength(60);
    expect(full.match(/```mermaid/g)).toHaveLength(60);
  });

  it.each([0.8, 0.5, 0.25, 0.12])('cuts to %s of its size and says what it left out', (f) => {
    const limit = Math.floor(full.length * f);
    const out = renderMarkdown(report, { maxChars: limit });
    expect(out.length).toBeLessThanOrEqual(limit);
    expect(out).toContain(`Cut to fit GitHub's limit of ${limit.toLocaleString('en-US')} characters: left out`);
    // Every request keeps its row in the summary table.
    expect(table(out, '| Request | Method / target | Outcome | Cause | Server | Duration | Findings |')).toHaveLength(60);
    // What completed normally goes first: an incident never loses its details while a completion keeps its own.
    const shown = [...out.matchAll(/<summary><b>(s1:\d+)<\/b>/g)].map((m) => Number(m[1]!.slice(3)));
    if (shown.some((id) => id >= 1000)) expect(shown.filter((id) => id < 1000)).toHaveLength(30);
  });

  it('shortens the summary table itself, with a count, when even that does not fit', () => {
    const limit = 3000;
    const out = renderMarkdown(report, { maxChars: limit });
    expect(out.length).toBeLessThanOrEqual(limit);
    expect(out).not.toContain('<details>');
    expect(out).toMatch(/\| _and \d+ more_ \|/);
  });

  it('keeps the Claude Desktop samples, all requests listed, under 65,536 characters', async () => {
    const { analyze } = await import('../../src/analyze.js');
    const { readdirSync } = await import('node:fs');
    const dir = 'samples/claude-desktop';
    const files = readdirSync(dir).filter((n) => n.endsWith('.log')).map((n) => `${dir}/${n}`);
    const out = renderMarkdown(await analyze(files, { all: true }));
    expect(out.length).toBeLessThan(65_536);
    expect(out.match(/<details>/g)!.length).toBeGreaterThan(10);
  });
});
