import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze.js';

// analyze() hands connection-failed-no-request the host's failure words that a request not completed already carries
// (analyze.ts noteCarried): the finding appears only where no request's record tells the failure.

const tmp = mkdtempSync(join(tmpdir(), 'analyze-connection-failures-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const at = (ms: number): string => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const desktop = (ms: number, level: string, text: string): string => `${at(ms)} [orchard] [${level}] ${text} { metadata: undefined }`;
const initialize = JSON.stringify({ method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'claude-ai', version: '0.1.0' } }, jsonrpc: '2.0', id: 0 });

const cases: { name: string; lines: string[]; findings: number; message?: RegExp; outcomes: Record<string, number> }[] = [
  {
    name: 'spawn failure before anything was written: the finding',
    lines: [desktop(0, 'info', 'Initializing server...'), desktop(100, 'error', 'spawn /opt/orchard/bin/python ENOENT'), desktop(101, 'info', 'Server transport closed')],
    findings: 1,
    message: /server "orchard" failed before any request.*spawn \/opt\/orchard\/bin\/python ENOENT/,
    outcomes: {},
  },
  {
    name: 'spawn failure after the initialize was written: the initialize carries it, no second report',
    lines: [desktop(0, 'info', 'Initializing server...'), desktop(10, 'info', `Message from client: ${initialize}`), desktop(90, 'error', 'spawn /opt/orchard/bin/python ENOENT'), desktop(91, 'info', 'Server transport closed')],
    findings: 0,
    outcomes: { lost: 1 },
  },
  {
    name: 'a clean session: nothing',
    lines: [
      desktop(0, 'info', 'Initializing server...'),
      desktop(10, 'info', `Message from client: ${initialize}`),
      desktop(20, 'info', `Message from server: ${JSON.stringify({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 'orchard', version: '1' } } })}`),
      desktop(30, 'info', 'Server transport closed'),
    ],
    findings: 0,
    outcomes: { completed: 1 },
  },
];

describe('analyze: connection-failed-no-request', () => {
  it.each(cases)('$name', async (c) => {
    const file = join(tmp, `${c.name.replace(/\W+/g, '-')}.log`);
    writeFileSync(file, `${c.lines.join('\n')}\n`);
    const report = await analyze([file], { tz: 'UTC' });
    const found = report.findings.filter((f) => f.rule === 'connection-failed-no-request');
    expect(found).toHaveLength(c.findings);
    if (c.message) expect(found[0]!.message).toMatch(c.message);
    for (const f of found) expect(f.source).toBe(`${file}:2`);
    expect(report.summary.byRule['connection-failed-no-request'] ?? 0).toBe(c.findings);
    expect(report.summary.byOutcome).toEqual(c.outcomes);
  });
});
