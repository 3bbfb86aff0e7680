/**
 * The text report fits the terminal (issue 11, item 7): at 80 columns no line of any sample's report overflows,
 * each input is named once (its path beside its short name) and sources are `name:line`, and a long source or
 * path is never cut inside a word.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { textWidth } from '../../src/cli/analyze.js';
import { InputNames } from '../../src/report/names.js';
import { renderText, wrapTokens } from '../../src/report/text.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function captures(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      if (statSync(p).isDirectory()) return captures(p);
      return /\.(expected\.json|md)$/.test(n) ? [] : [p];
    });
}

const SAMPLES = captures(join(ROOT, 'samples')).map((p) => relative(ROOT, p));
const columns = (l: string): number => [...l].length;

describe('the text report at 80 columns, over every sample', () => {
  it.each(SAMPLES)('%s', async (file) => {
    // As a user types it from the clone (an absolute path longer than a line is cut at a `/`, tested below).
    const path = relative(process.cwd(), join(ROOT, file));
    const report = await analyze([path], { all: true });
    const out = renderText(report, { color: false, width: 80 });
    const lines = out.split('\n');
    expect(lines.filter((l) => columns(l) > 80)).toEqual([]);
    // The input's path is written once; every row cites it by its short name.
    expect(out.split(path).length - 1).toBe(1);
    const name = new InputNames([path]).name(path);
    expect(name).toBe(file.split('/').at(-1));
    if (report.requests.some((r) => r.timeline.length > 0)) expect(out).toContain(`${name}:`);
  });

  it.each([60, 72, 80, 90, 100])("an input's facts wrap between facts, never inside one, at %i columns", async (width) => {
    const path = relative(process.cwd(), join(ROOT, 'samples/claude-desktop/client-timeout.log'));
    const report = await analyze([path], { all: true });
    const lines = renderText(report, { color: false, width }).split('\n');
    const at = lines.findIndex((l) => l.includes(' lines'));
    // The input's block: its line and the lines set under it, up to the next blank line.
    const block = lines.slice(at, lines.indexOf('', at)).join('\n');
    for (const fact of ['13 lines', '13 events', '0 unparsed']) expect(block.replace(/\n +/g, '\n')).toMatch(new RegExp(`(^|[ \\n])${fact}`));
    expect(block).not.toMatch(/\b\d+\n +(lines|events|unparsed)\b/);
  });

  it('the same layout with colour, only styled (visible widths are counted, not escape codes)', async () => {
    const report = await analyze([join(ROOT, 'samples/http/v1-timeout.har')], { all: true });
    const plain = renderText(report, { color: false, width: 80 });
    // eslint-disable-next-line no-control-regex
    expect(renderText(report, { color: true, width: 80 }).replace(/\u001b\[\d+m/g, '')).toBe(plain);
  });
});

describe('input names', () => {
  it('are base names, with as many folders as tell colliding ones apart', () => {
    const n = new InputNames(['/logs/a/mcp-server-x.log', '/logs/b/mcp-server-x.log', 'C:\\Logs\\Claude\\main.log', '-']);
    expect(n.name('/logs/a/mcp-server-x.log')).toBe('a/mcp-server-x.log');
    expect(n.name('/logs/b/mcp-server-x.log')).toBe('b/mcp-server-x.log');
    expect(n.name('C:\\Logs\\Claude\\main.log')).toBe('main.log');
    expect(n.name('-')).toBe('-');
    expect(n.source('/logs/b/mcp-server-x.log:12(entries[0])')).toBe('b/mcp-server-x.log:12(entries[0])');
    expect(n.source('/other/file.log:3')).toBe('/other/file.log:3');
    expect(n.prose('last message at /logs/a/mcp-server-x.log:395 and C:\\Logs\\Claude\\main.log:2')).toBe(
      'last message at a/mcp-server-x.log:395 and main.log:2',
    );
  });

  it('a path that is a prefix of another input does not shorten the longer one', () => {
    const n = new InputNames(['cap.log', 'cap.log.2']);
    expect(n.source('cap.log.2:5')).toBe('cap.log.2:5');
    expect(n.source('cap.log:5')).toBe('cap.log:5');
  });
});

describe('wrapTokens', () => {
  it('keeps a token with spaces whole and sets a leading-space token two spaces off', () => {
    expect(wrapTokens(['aaa', ' my file.log:3', 'bbb'], 20, '', '  ')).toEqual(['aaa  my file.log:3', '  bbb']);
  });

  it('cuts a token no line can hold after a path separator, never inside a word', () => {
    const long = '/home/someone/projects/servers/build-server/src/index.ts:50:15';
    const lines = wrapTokens(['at', long], 30, '  ', '  ');
    expect(lines.every((l) => columns(l) <= 30)).toBe(true);
    expect(lines.join('').replace(/ +/g, '')).toBe(`at${long}`);
    // Each piece ends at a break character.
    for (const l of lines.slice(1, -1)) expect(l.at(-1)).toMatch(/[/\\(.,;:[?&=]/);
  });
});

describe('textWidth (CLI): terminal columns, else COLUMNS, else the default', () => {
  const io = (isTTY: boolean, columns: number | undefined, COLUMNS?: string) =>
    ({ stdout: { isTTY, columns } as never, env: COLUMNS === undefined ? {} : { COLUMNS } }) as Parameters<typeof textWidth>[0];
  it.each([
    [true, 120, '80', 120],
    [false, undefined, '80', 80],
    [false, undefined, 'wide', undefined],
    [false, undefined, undefined, undefined],
  ] as const)('tty %s, columns %s, COLUMNS %s → %s', (tty, cols, env, expected) => {
    expect(textWidth(io(tty, cols, env))).toBe(expected);
  });
});
