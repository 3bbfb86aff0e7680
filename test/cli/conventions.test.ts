/** Conventions of the command line (issue 11, item 12): -o by extension, --request without a match, EPIPE, colour, -f md, --fail-on, help, rule links. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { failOnHit, formatFromPath, parseFailOn } from '../../src/cli/options.js';
import type { Report } from '../../src/report/contract.js';
import { run } from './harness.js';

const TIMEOUT = 'samples/claude-desktop/client-timeout.log';
const LATE = 'samples/claude-desktop/late-result.log';
const NORMAL = 'samples/ndjson/normal-completion.ndjson';
const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-conv-'));

describe('-o takes the format from the extension', () => {
  it.each([
    ['report.json', /^\{\n {2}"schema": "mcp-triage\/v1"/],
    ['report.md', /^## MCP incident report/],
    ['report.markdown', /^## MCP incident report/],
    ['report.html', /^<!DOCTYPE html>/],
    ['report.HTM', /^<!DOCTYPE html>/],
    ['report.mmd', /```mermaid\nsequenceDiagram/],
    ['report.txt', /^mcp-triage \S+ · 1 input/],
    ['report.out', /^mcp-triage \S+ · 1 input/],
  ])('%s', async (name, shape) => {
    const out = join(tmp, name);
    const r = await run(['-o', out, TIMEOUT]);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(shape);
  });

  it('-f and --json still win over the extension', async () => {
    const out = join(tmp, 'forced.html');
    expect((await run(['-f', 'markdown', '-o', out, TIMEOUT])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^## MCP incident report/);
    expect((await run(['--json', '-o', out, TIMEOUT])).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).schema).toBe('mcp-triage/v1');
  });

  it.each([
    ['a.JSON', 'json'],
    ['dir.html/report', null],
    ['report', null],
    ['x.mermaid', 'mermaid'],
  ])('formatFromPath(%s) = %s', (path, format) => {
    expect(formatFromPath(path)).toBe(format);
  });
});

describe('-f md', () => {
  it('is markdown', async () => {
    const [md, markdown] = await Promise.all([run(['-f', 'md', TIMEOUT]), run(['-f', 'markdown', TIMEOUT])]);
    expect(md.code).toBe(0);
    expect(md.stdout).toBe(markdown.stdout);
  });

  it('conflicts with --json like any other format', async () => {
    const r = await run(['--json', '-f', 'md', TIMEOUT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--json conflicts with --format md/);
  });
});

describe('--request that matches nothing', () => {
  it('exits 1 naming the requests that exist, and prints no report', async () => {
    const r = await run(['--request', '99', TIMEOUT]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('mcp-triage: no request matches --request 99; the requests are s1:0, s1:1\n');
  });

  it('names at most 20 and counts the rest', async () => {
    const lines = [];
    for (let i = 1; i <= 25; i++) lines.push(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'x' } }));
    const r = await run(['--request', 's9:1', '-'], { stdin: lines.join('\n') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the requests are s1:1, s1:2, .*, s1:20 and 5 more\n$/);
  });

  it('a capture without requests says so', async () => {
    const r = await run(['--request', '1', '-'], { stdin: '{"jsonrpc":"2.0","method":"notifications/initialized"}\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the captures hold no requests/);
  });

  it('a match still exits 0', async () => {
    expect((await run(['--request', '1', TIMEOUT])).code).toBe(0);
  });
});

describe('a closed stdout (mcp-triage --help | head -1)', () => {
  it('an EPIPE after main() has returned is swallowed, not an unhandled error event', async () => {
    class Closing extends Writable {
      override _write(_c: Buffer, _e: BufferEncoding, cb: () => void): void {
        cb();
      }
    }
    const stdout = new Closing();
    const stderr = new Closing();
    const code = await main(['node', 'mcp-triage', '--help'], { stdout, stderr, stdin: process.stdin, env: {} });
    expect(code).toBe(0);
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    // Without a listener, emit('error') throws: that is the crash `| head -1` showed.
    expect(() => stdout.emit('error', epipe)).not.toThrow();
    expect(() => stdout.emit('error', new Error('disk full'))).toThrow('disk full');
  });
});

describe('--color / --no-color', () => {
  it('--color colours a pipe; --no-color wins over a TTY and FORCE_COLOR', async () => {
    expect((await run(['--color', TIMEOUT])).stdout).toContain('\u001b[');
    expect((await run(['--color', TIMEOUT], { env: { NO_COLOR: '1' } })).stdout).toContain('\u001b[');
    expect((await run(['--no-color', TIMEOUT], { tty: true })).stdout).not.toContain('\u001b');
    expect((await run(['--no-color', TIMEOUT], { tty: true, env: { FORCE_COLOR: '1' } })).stdout).not.toContain('\u001b');
  });

  it('colour never reaches a file or another format', async () => {
    const out = join(tmp, 'coloured.txt');
    expect((await run(['--color', '-o', out, TIMEOUT])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).not.toContain('\u001b');
    expect((await run(['--color', '-f', 'md', TIMEOUT])).stdout).not.toContain('\u001b');
  });
});

describe('--fail-on', () => {
  it.each([
    [['--fail-on', 'cancelled', TIMEOUT], 3, /--fail-on: 1 cancelled/],
    [['--fail-on', 'lost,abandoned', TIMEOUT], 0, null],
    [['--fail-on', 'warning', LATE], 3, /--fail-on: \d+ warning findings?/],
    [['--fail-on', 'error', LATE], 0, null],
    [['--fail-on', 'completed', NORMAL], 3, /completed/],
    [['--fail-on', 'lost', NORMAL], 0, null],
    // --request narrows what counts to the request asked for.
    [['--fail-on', 'cancelled', '--request', '0', TIMEOUT], 0, null],
    [['--fail-on', 'cancelled', '--request', '1', TIMEOUT], 3, /1 cancelled/],
  ])('%j exits %i', async (args, code, message) => {
    const r = await run(args as string[]);
    expect(r.code).toBe(code);
    expect(r.stdout).not.toBe(''); // the report is written all the same
    if (message) expect(r.stderr).toMatch(message);
    else expect(r.stderr).toBe('');
  });

  it.each([['bogus'], [','], ['lost,nope']])('%s is bad usage', async (list) => {
    const r = await run(['--fail-on', list, TIMEOUT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mcp-triage: /);
  });

  it('parseFailOn sorts outcomes from severities; failOnHit counts findings outside requests too', () => {
    const f = parseFailOn(' lost , warning,error ');
    expect([...f.outcomes]).toEqual(['lost']);
    expect([...f.severities]).toEqual(['warning', 'error']);
    const report = {
      summary: { byOutcome: { completed: 4 } },
      requests: [],
      findings: [{ rule: 'stdout-not-json', severity: 'warning', message: '', source: null }],
    } as unknown as Report;
    expect(failOnHit(report, f)).toBe('1 warning finding');
    expect(failOnHit(report, parseFailOn('info'))).toBeNull();
  });
});

describe('help', () => {
  it('analyze --help has examples and the exit codes', async () => {
    const r = await run(['analyze', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toMatch(/^ {2}3 {2}--fail-on/m);
    expect(r.stdout).toMatch(/^ {2}1 {2}no input could be read/m);
    for (const opt of ['--color', '--no-color', '--fail-on <list>']) expect(r.stdout).toContain(opt);
  });
});

describe('each finding links to its rule page', () => {
  it.each([
    ['text', /^ +warning response-after-cancel {2}docs\/rules\/response-after-cancel\.md$/m],
    ['markdown', /\[`response-after-cancel`\]\(docs\/rules\/response-after-cancel\.md\)/],
    ['html', /<a href="docs\/rules\/response-after-cancel\.md"><code>response-after-cancel<\/code><\/a>/],
  ])('%s', async (format, link) => {
    const r = await run(['-f', format, LATE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(link);
  });
});
