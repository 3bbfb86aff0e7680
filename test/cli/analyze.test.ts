/** `mcp-triage [analyze] <capture...>` end to end, in-process, on real sample captures. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shouldColor } from '../../src/cli/color.js';
import { run } from './harness.js';

const TIMEOUT = 'samples/claude-desktop/client-timeout.log';
const NORMAL = 'samples/ndjson/normal-completion.ndjson';
const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-cli-'));

describe('mcp-triage <capture>', () => {
  it('prints the text report and exits 0', async () => {
    const r = await run([TIMEOUT]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^━━ s1:1 {2}tools\/call slow_build {2}cancelled \/ client-timeout/m);
    // Each input named once with its path; sources are `name:line` (issue 11, item 7).
    expect(r.stdout).toMatch(/^  client-timeout\.log  samples\/claude-desktop\/client-timeout\.log  /m);
    expect(r.stdout).toMatch(/^\s+\+\d+\.\d{3}s\s+cancel\s+.*  client-timeout\.log:\d+$/m);
    expect(r.stdout).toContain('Product / client version:');
  });

  it('is the same as `mcp-triage analyze <capture>`', async () => {
    const [a, b] = await Promise.all([run([TIMEOUT]), run(['analyze', TIMEOUT])]);
    expect(b.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
  });

  it('exits 0 and says so when nothing went wrong', async () => {
    const r = await run([NORMAL]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/No incidents: \d+ requests? in 1 session (all )?completed normally\. Use --all/);
  });

  it('--json prints the contract report', async () => {
    const r = await run(['--json', TIMEOUT]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.schema).toBe('mcp-triage/v1');
    expect(report.requests[0]).toMatchObject({ key: 's1:1', id: 1, outcome: 'cancelled', cause: 'client-timeout' });
  });

  it.each([
    ['markdown', /^## MCP incident report/],
    ['mermaid', /```mermaid\nsequenceDiagram/],
    ['html', /^<!DOCTYPE html>/],
    ['json', /^\{\n {2}"schema": "mcp-triage\/v1"/],
  ])('-f %s', async (format, shape) => {
    const r = await run(['-f', format, TIMEOUT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(shape);
  });

  it('-o writes the report to a file and nothing to stdout', async () => {
    const out = join(tmp, 'report.json');
    const r = await run(['--json', '-o', out, TIMEOUT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).requests).toHaveLength(1);
  });

  it('-o never colours, even when colour is forced', async () => {
    const out = join(tmp, 'report.txt');
    const r = await run(['-o', out, TIMEOUT], { env: { FORCE_COLOR: '1' }, tty: true });
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toContain('\u001b');
  });

  it('-o into a missing directory exits 1 with one line', async () => {
    const r = await run(['-o', join(tmp, 'no', 'such', 'dir', 'r.txt'), TIMEOUT]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^mcp-triage: cannot write the report to .*\(ENOENT\)\n$/);
  });

  it('reads - from stdin', async () => {
    const r = await run(['--json', '--all', '-'], { stdin: readFileSync(NORMAL) });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.inputs[0].path).toBe('-');
    expect(report.requests.length).toBeGreaterThan(0);
  });

  it('--request, --timeout, --tz and --no-redact reach the analysis', async () => {
    const r = await run(['--json', '--request', '0', '--timeout', '1000', '--tz', '+09:00', '--no-redact', TIMEOUT]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.requests.map((q: { key: string }) => q.key)).toEqual(['s1:0']);
    expect(report.summary.filteredOut).toBe(1);
    expect(report.redacted).toBe(false);
  });

  it('colours a TTY, and not with NO_COLOR or a pipe', async () => {
    expect((await run([TIMEOUT], { tty: true })).stdout).toContain('\u001b[');
    expect((await run([TIMEOUT], { tty: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b');
    expect((await run([TIMEOUT])).stdout).not.toContain('\u001b');
    expect((await run([TIMEOUT], { env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[');
  });

  it('a partly unreadable capture still exits 0 and lists what was skipped', async () => {
    const r = await run(['--json', 'samples/claude-desktop/big-result-truncated.log']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).problems.length).toBeGreaterThan(0);
  });
});

describe('shouldColor', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ TERM: 'dumb' }, true, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ] as const)('%j, tty %s → %s', (env, tty, expected) => {
    expect(shouldColor(env as NodeJS.ProcessEnv, tty)).toBe(expected);
  });
});

describe('a hostile capture', () => {
  const evil = '\u001b]8;;https://evil.example/\u0007x\u001b]8;;\u0007\u001b[2J\r\n━━ s9:9  forged';
  const capture = [
    JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: evil, version: '1' } } }),
    JSON.stringify({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } } }),
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: evil, arguments: {} } }),
    `plain text on stdout ${evil}`,
  ].join('\n');

  it.each(['text', 'markdown', 'mermaid', 'html', 'json'])('cannot reach the terminal through -f %s', async (format) => {
    const r = await run(['-f', format, '-'], { stdin: capture, tty: true });
    expect(r.code).toBe(0);
    const shown = r.stdout.replace(/\u001b\[\d+m/g, ''); // our own colours
    // eslint-disable-next-line no-control-regex
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(shown).not.toMatch(/^━━ s9:9/m);
  });
});
