/**
 * The nasty-case corpus (test/fixtures/nasty/, plus big cases generated here) through the whole
 * CLI, in-process. For every case: no crash, no hang (a generous per-test timeout, no timing
 * assertion), the exit status of the output contract (0 when partly readable; 1 with a one-line
 * error when nothing is a capture), and every input line accounted for
 * (`lines === sum(lineAccounting)` and equal to the file's real line count).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readInputs, type Report } from '../../src/report/contract.js';
import { accountingOk } from './accounting.js';
import { CLAUDE_LINES, NDJSON_LINES } from './corpus.js';
import { TRUNCATIONS, truncatedEverywhere } from './truncate.js';
import { countLines, prototypePolluted, ROOT, runCli, TERMINAL_UNSAFE } from './harness.js';

const NASTY = join(ROOT, 'test', 'fixtures', 'nasty');
const TMP = mkdtempSync(join(tmpdir(), 'mcp-triage-nasty-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
afterEach(() => {
  expect(prototypePolluted()).toBe(false);
});

/** Analyzes through the CLI in JSON and checks the contract; returns the report. */
async function cliJson(file: string, extra: string[] = []): Promise<Report> {
  const run = await runCli([file, '--format', 'json', '--all', ...extra]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout) as Report;
  accountingOk(report, [countLines(readFileSync(file))]);
  return report;
}

const READABLE = [
  'claude-binary-middle.log',
  'nul-bytes.ndjson',
  'bom.ndjson',
  'crlf-claude.log',
  'lone-cr.sse',
  'proto-keys.ndjson',
  'dup-ids.ndjson',
  'id-types.ndjson',
  'odd-times.log',
  'mixed-formats.log',
  'ansi.log',
  'markup.ndjson',
];

describe('nasty fixtures that are partly readable: exit 0, every line accounted for', () => {
  it.each(READABLE)('%s', async (name) => {
    const file = join(NASTY, name);
    const report = await cliJson(file);
    // The report still renders in every format without throwing.
    for (const f of ['text', 'markdown', 'mermaid', 'html']) {
      const run = await runCli([file, '--format', f, '--all']);
      expect(run.code).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(0);
    }
    expect(report.schema).toBe('mcp-triage/v1');
  });
});

describe('specific nasty cases', () => {
  it('binary junk in the middle of a Claude log: junk lines stay evidence, requests around them survive', async () => {
    const file = join(NASTY, 'claude-binary-middle.log');
    const r = await cliJson(file);
    expect(readInputs(r)[0]?.format).toBe('claude-desktop');
    // Lines without a timestamp are the server's raw stderr in this format (shared/reference/log-formats.md §1.1):
    // the binary junk (line 4) and the NUL line (line 6) are events, not silently dropped.
    expect(readInputs(r)[0]?.lineAccounting.event).toBe(9);
    // The response with invalid UTF-8 (line 8) still completes request 1; request 2 (line 9) is pending.
    const byId = new Map(r.requests.map((q) => [q.id, q]));
    expect(byId.get(1)?.outcome).toBe('completed');
    expect(byId.get(2)?.outcome).toBe('pending');
    expect(byId.get(2)?.timeline[0]?.source).toMatch(/claude-binary-middle\.log:9$/);
  });

  it('a BOM does not hide the first message', async () => {
    const r = await cliJson(join(NASTY, 'bom.ndjson'));
    expect(readInputs(r)[0]?.format).toBe('ndjson');
    expect(readInputs(r)[0]?.lineAccounting.problem).toBe(0);
    expect(r.summary.requests).toBe(2);
  });

  it('CRLF line ends parse like LF', async () => {
    const r = await cliJson(join(NASTY, 'crlf-claude.log'));
    expect(readInputs(r)[0]?.format).toBe('claude-desktop');
    expect(readInputs(r)[0]?.lineAccounting.problem).toBe(0);
    const req = r.requests.find((q) => q.id === 1);
    expect(req?.outcome).toBe('cancelled');
  });

  it('prototype keys stay data', async () => {
    const r = await cliJson(join(NASTY, 'proto-keys.ndjson'));
    expect(r.summary.requests).toBeGreaterThanOrEqual(2);
  });

  it('ids of every JSON type do not crash and string/number ids stay distinct', async () => {
    const r = await cliJson(join(NASTY, 'dup-ids.ndjson'));
    const twos = r.requests.filter((q) => q.id === 2 || q.id === '2');
    expect(twos.length).toBe(2);
    await cliJson(join(NASTY, 'id-types.ndjson'));
  });

  it('timestamps in 1970, 9999, out of order and impossible ones do not break durations', async () => {
    const r = await cliJson(join(NASTY, 'odd-times.log'));
    for (const q of r.requests) {
      if (q.durationMs !== null) expect(Number.isFinite(q.durationMs)).toBe(true);
      for (const e of q.timeline) if (e.at !== null) expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
  });
});

describe('inputs that are not captures: exit 1 with one line', () => {
  it.each([
    ['image.png', true],
    ['binary-junk.bin', true],
    ['empty.log', false],
    ['blank-lines.log', false],
  ])('%s', async (name, namesFormats) => {
    const run = await runCli([join(NASTY, name)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mcp-triage: /);
    expect(lines[0]).toContain(name);
    expect(lines[0]).not.toMatch(TERMINAL_UNSAFE);
    if (namesFormats) for (const f of ['claude-desktop', 'vscode', 'ndjson']) expect(lines[0]).toContain(f);
  });

  it('a missing file', async () => {
    const run = await runCli([join(TMP, 'nope.log')]);
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('big cases generated at test time', () => {
  it('a 50 MB single line among normal ones', { timeout: 120_000 }, async () => {
    const file = join(TMP, 'huge-line.ndjson');
    const blob = 'A'.repeat(50 * 1024 * 1024);
    writeFileSync(
      file,
      `${NDJSON_LINES[0]}\n{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"blob":"${blob}"}}}\n{"jsonrpc":"2.0","id":1,"result":{}}\n{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"y"}}\n`,
    );
    const r = await cliJson(file);
    expect(r.summary.requests).toBeGreaterThanOrEqual(3);
    // The 50 MB argument never reaches the report.
    expect(JSON.stringify(r).length).toBeLessThan(1_000_000);
  });

  it('a 50 MB line with no newline at all, in a Claude log', { timeout: 120_000 }, async () => {
    const file = join(TMP, 'huge-claude.log');
    writeFileSync(file, `${CLAUDE_LINES[1]}\n2025-07-12T05:51:45.000Z [chatlog] [info] Message from server: {"jsonrpc":"2.0","id":0,"result":{"x":"${'é'.repeat(25 * 1024 * 1024)}`);
    const r = await cliJson(file);
    expect(readInputs(r)[0]?.format).toBe('claude-desktop');
  });

  it('JSON nested 100k deep', { timeout: 60_000 }, async () => {
    const depth = 100_000;
    const file = join(TMP, 'deep.ndjson');
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObj = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    writeFileSync(
      file,
      [
        NDJSON_LINES[0],
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"deep","arguments":{"x":${deep}},"_meta":{"progressToken":1}}}`,
        `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":${deepObj}}`,
        `{"jsonrpc":"2.0","id":1,"result":${deepObj}}`,
        `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":${deep}}}`,
        // The same tool and arguments again: the retry index must not recurse either.
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"deep","arguments":{"x":${deep}}}}`,
      ].join('\n') + '\n',
    );
    await cliJson(file);
  });

  // Every seventh cut here, and every cut in truncate.slow.test.ts (CI): the whole sweep is ~35 s of
  // the everyday suite's CPU, and a stride that is prime to the formats' line lengths still lands
  // inside stamps, escapes and multi-byte characters of every line.
  it.each(TRUNCATIONS)('a %s sample truncated at every 7th offset', { timeout: 120_000 }, async (_name, lines, step) => {
    await truncatedEverywhere(lines, step * 7);
  });
});
