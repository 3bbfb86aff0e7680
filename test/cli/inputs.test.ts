/** Directories, quoted globs, stdin without an argument, and inputs that cannot be read (skipped). */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandInputs, glob, isCaptureName, segmentRegExp } from '../../src/cli/inputs.js';
import { run } from './harness.js';

const TIMEOUT = 'samples/claude-desktop/client-timeout.log';
const NORMAL = 'samples/ndjson/normal-completion.ndjson';

/** A Claude Desktop log folder as users have it: per-server logs beside the app's own main.log and window.log. */
function claudeFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-claude-'));
  copyFileSync(TIMEOUT, join(dir, 'mcp-server-build.log'));
  copyFileSync('samples/claude-desktop/late-result.log', join(dir, 'mcp-server-db.log'));
  // Electron's own log lines: not MCP traffic, not a capture in any known format.
  writeFileSync(join(dir, 'main.log'), '[2026-03-02 10:00:01.123] [info] Starting app { version: "1.2.3" }\n'.repeat(3));
  writeFileSync(join(dir, 'window.log'), '');
  writeFileSync(join(dir, '.DS_Store'), Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]));
  writeFileSync(join(dir, 'screenshot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(join(dir, 'old'));
  copyFileSync(NORMAL, join(dir, 'old', 'mcp-server-old.log'));
  return dir;
}

describe('isCaptureName', () => {
  it.each([
    ['mcp-server-build.log', true],
    ['mcp.log.1', true],
    ['Zed.log', true],
    ['session.txt', true],
    ['capture.mcpcap.jsonl', true],
    ['x.ndjson.gz', true],
    ['trace.HAR', true],
    ['inspector-export.json', true],
    ['client-timeout.expected.json', false],
    ['.DS_Store', false],
    ['.hidden.log', false],
    ['README.md', false],
    ['screenshot.png', false],
  ])('%s → %s', (name, expected) => {
    expect(isCaptureName(name)).toBe(expected);
  });
});

describe('segmentRegExp', () => {
  it.each([
    ['*.log', 'linux', 'mcp-server-a.log', true],
    ['*.log', 'linux', '.hidden.log', false],
    ['.*.log', 'linux', '.hidden.log', true],
    ['mcp-server-?.log', 'linux', 'mcp-server-a.log', true],
    ['mcp-server-?.log', 'linux', 'mcp-server-ab.log', false],
    ['[mw]*.log', 'linux', 'window.log', true],
    ['[!m]*.log', 'linux', 'main.log', false],
    ['[^m]*.log', 'linux', 'window.log', true],
    ['*.LOG', 'linux', 'a.log', false],
    ['*.LOG', 'win32', 'a.log', true],
    ['*.LOG', 'darwin', 'a.log', true],
    ['a\\*.log', 'linux', 'a*.log', true],
    ['a\\*.log', 'linux', 'ab.log', false],
    ['(x)+.log', 'linux', '(x)+.log', true],
    ['[unclosed.log', 'linux', '[unclosed.log', true],
  ] as const)('%s on %s matches %s: %s', (pattern, platform, name, expected) => {
    expect(segmentRegExp(pattern, platform).test(name)).toBe(expected);
  });
});

describe('glob', () => {
  it('matches files of one folder, sorted, relative as given', async () => {
    const files = await glob('samples/vscode/*.log', 'linux');
    expect(files.length).toBeGreaterThan(2);
    expect(files).toEqual([...files].sort());
    for (const f of files) expect(f).toMatch(/^samples\/vscode\/[^/]+\.log$/);
  });

  it('** descends into folders; a pattern in a middle segment too', async () => {
    const deep = await glob('samples/**/client-timeout.log', 'linux');
    expect(deep).toContain('samples/claude-desktop/client-timeout.log');
    expect(deep).toContain('samples/vscode/client-timeout.log');
    const mid = await glob('samples/*/client-timeout.log', 'linux');
    expect(mid).toEqual(deep.filter((f) => f.split('/').length === 3));
  });

  it('an absolute pattern stays absolute; nothing matched is an empty list', async () => {
    const dir = claudeFolder();
    expect(await glob(join(dir, 'mcp-server-*.log'), 'linux')).toEqual([join(dir, 'mcp-server-build.log'), join(dir, 'mcp-server-db.log')]);
    expect(await glob(join(dir, '*.har'), 'linux')).toEqual([]);
    expect(await glob(join(dir, 'nope', '*.log'), 'linux')).toEqual([]);
  });
});

describe('expandInputs', () => {
  it('a directory: its capture files by name, sorted; the rest counted in one note; no recursion', async () => {
    const dir = claudeFolder();
    const r = await expandInputs([dir]);
    expect(r.paths).toEqual(['main.log', 'mcp-server-build.log', 'mcp-server-db.log', 'window.log'].map((f) => join(dir, f)));
    expect(r.notes).toEqual([`${dir}: 1 other file left out (screenshot.png)`]);
  });

  it('a symlinked file in a directory counts (~/.claude/debug/latest)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-link-'));
    copyFileSync(NORMAL, join(dir, 'a.txt'));
    symlinkSync(join(dir, 'a.txt'), join(dir, 'latest.txt'));
    expect((await expandInputs([dir])).paths).toEqual([join(dir, 'a.txt'), join(dir, 'latest.txt')]);
  });

  it('files, -, missing paths and globs keep the order given', async () => {
    const r = await expandInputs([NORMAL, '-', 'missing.log', 'samples/http/*.har']);
    expect(r.paths.slice(0, 3)).toEqual([NORMAL, '-', 'missing.log']);
    expect(r.paths.length).toBeGreaterThan(3);
    for (const f of r.paths.slice(3)) expect(f).toMatch(/^samples\/http\/.*\.har$/);
    expect(r.notes).toEqual([]);
  });

  it('a glob that matches nothing is a note, not a path', async () => {
    const r = await expandInputs(['samples/none-*.log']);
    expect(r.paths).toEqual([]);
    expect(r.notes).toEqual(['samples/none-*.log: no file matches']);
  });

  it('a file whose name has glob characters is that file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-odd-'));
    const odd = join(dir, 'log [1].log');
    copyFileSync(NORMAL, odd);
    expect((await expandInputs([odd])).paths).toEqual([odd]);
  });
});

describe('mcp-triage <folder | glob | stdin>', () => {
  it('a Claude log folder: the MCP logs are reported, main.log and window.log skipped with one line each, exit 0', async () => {
    const dir = claudeFolder();
    const r = await run(['--json', dir]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const read = report.inputs.filter((i: { skipped?: string }) => i.skipped === undefined).map((i: { path: string }) => i.path);
    expect(read).toEqual([join(dir, 'mcp-server-build.log'), join(dir, 'mcp-server-db.log')]);
    const skipped = report.inputs.filter((i: { skipped?: string }) => i.skipped !== undefined);
    expect(skipped).toEqual([
      { path: join(dir, 'main.log'), skipped: expect.stringMatching(/no known capture format|not a capture|tried/) },
      { path: join(dir, 'window.log'), skipped: expect.stringMatching(/^empty file/) },
    ]);
    expect(report.requests.length).toBeGreaterThan(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual([
      `mcp-triage: ${dir}: 1 other file left out (screenshot.png)`,
      expect.stringMatching(new RegExp(`^mcp-triage: skipped ${escape(join(dir, 'main.log'))}: `)),
      expect.stringMatching(new RegExp(`^mcp-triage: skipped ${escape(join(dir, 'window.log'))}: empty file`)),
    ]);
  });

  it('the same folder as a quoted glob (what Windows shells pass through)', async () => {
    const dir = claudeFolder();
    const r = await run(['--json', join(dir, 'mcp-server-*.log')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).inputs.map((i: { path: string }) => i.path)).toEqual([join(dir, 'mcp-server-build.log'), join(dir, 'mcp-server-db.log')]);
  });

  it('the text, markdown and HTML reports list a skipped input with its reason', async () => {
    const dir = claudeFolder();
    for (const [format, shape] of [
      ['text', /main\.log {2}skipped: /],
      ['markdown', /^- .*main\.log: skipped: /m],
      ['html', /<li><code>[^<]*main\.log<\/code>: skipped: /],
    ] as const) {
      const r = await run(['-f', format, dir]);
      expect(r.code, format).toBe(0);
      expect(r.stdout, format).toMatch(shape);
    }
  });

  it('nothing readable: exit 1, each input named once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-bad-'));
    writeFileSync(join(dir, 'a.log'), '');
    writeFileSync(join(dir, 'b.log'), '\n\n');
    const r = await run([dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/skipped .*a\.log: empty file/);
    expect(lines[1]).toMatch(/skipped .*b\.log: no content/);
    expect(lines[2]).toBe('mcp-triage: none of the 2 inputs could be read');
  });

  it('a missing second file is skipped; the first is reported', async () => {
    const r = await run(['--json', TIMEOUT, 'no-such-file.log']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('mcp-triage: skipped no-such-file.log: no such file\n');
    expect(JSON.parse(r.stdout).inputs[1]).toEqual({ path: 'no-such-file.log', skipped: 'no such file' });
  });

  it('a glob that matches nothing beside a file: a note, and the file is reported', async () => {
    const r = await run(['--json', TIMEOUT, 'samples/none-*.log']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('mcp-triage: samples/none-*.log: no file matches\n');
  });

  it('no argument and stdin piped: stdin is read', async () => {
    const r = await run(['--json', '--all'], { stdin: readFileSync(NORMAL) });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.inputs[0].path).toBe('-');
    expect(report.requests.length).toBeGreaterThan(0);
    // The bare program name too (`cat x.log | mcp-triage`).
    const bare = await run([], { stdin: readFileSync(TIMEOUT) });
    expect(bare.code).toBe(0);
    expect(bare.stdout).toMatch(/client-timeout/);
  });

  it('no argument at a terminal: bad usage', async () => {
    const r = await run(['--json'], { stdinTTY: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mcp-triage: no capture given/);
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
