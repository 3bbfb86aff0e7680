/** Exit codes and messages that need no capture: help, version, bad usage, unreadable inputs. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolVersion } from '../../src/report/version.js';
import { run } from './harness.js';

const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-cli-'));

describe('help and version', () => {
  it('--version prints the package version and exits 0', async () => {
    const r = await run(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(toolVersion());
    expect(toolVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('--help lists the options of the contract and examples, exit 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('analyze');
  });

  // analyze --help listing every contract option: test/contract.test.ts.

  it('no arguments at a terminal: help on stderr, exit 2', async () => {
    const r = await run([], { stdinTTY: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: mcp-triage');
    expect(r.stdout).toBe('');
  });
});

describe('bad usage exits 2 with one message and no stack', () => {
  it.each([
    ['unknown option', ['--bogus', 'x.log'], /unknown option '--bogus'/],
    ['unknown option after the command', ['analyze', 'x.log', '--bogus'], /unknown option '--bogus'/],
    ['bad --format', ['-f', 'pdf', 'x.log'], /'pdf' is invalid/],
    ['bad --input-format', ['--input-format', 'pcap', 'x.log'], /'pcap' is invalid/],
    ['non-numeric --timeout', ['--timeout', '60s', 'x.log'], /whole number of milliseconds/],
    ['zero --max-total-timeout', ['--max-total-timeout', '0', 'x.log'], /greater than 0/],
    ['bad --tz', ['--tz', 'Mars/Base', 'x.log'], /not a time zone/],
    ['--json with another --format', ['--json', '--format', 'markdown', 'x.log'], /--json conflicts with --format markdown/],
    ['stdin twice', ['-', '-'], /only once/],
    ['missing value', ['x.log', '--request'], /argument missing/],
  ])('%s', async (_name, args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^mcp-triage: /);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).toBe('');
  });
});

describe('inputs that cannot be read exit 1', () => {
  it('a missing file', async () => {
    const missing = join(tmp, 'does-not-exist.log');
    const r = await run([missing]);
    expect(r.code).toBe(1);
    expect(r.stderr.startsWith('mcp-triage: ')).toBe(true);
    expect(r.stderr).toContain('does-not-exist.log');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });

  it('a PNG is not a capture', async () => {
    const png = join(tmp, 'screenshot.png');
    const bytes = Buffer.alloc(512);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
    for (let i = 16; i < bytes.length; i++) bytes[i] = (i * 37) % 256;
    writeFileSync(png, bytes);
    const r = await run([png]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^mcp-triage: .*screenshot\.png/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    // the message cannot carry the file's bytes to the terminal
    // eslint-disable-next-line no-control-regex
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('a directory without capture files', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'mcp-triage-empty-'));
    writeFileSync(join(empty, 'notes.md'), '# not a capture\n');
    const r = await run([empty]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^mcp-triage: .*no capture files in this directory/m);
    expect(r.stderr).toMatch(/^mcp-triage: .*1 other file left out \(notes\.md\)/m);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('an empty stdin', async () => {
    const r = await run(['-'], { stdin: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^mcp-triage: /);
  });
});
