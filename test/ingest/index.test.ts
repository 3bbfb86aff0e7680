import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InputError, UsageError, openInput } from '../../src/ingest/index.js';
import { FIXTURES, readAll, tempFile } from './helpers.js';
import { READERS } from '../../src/ingest/formats/index.js';

const allFixtures = (readdirSync(FIXTURES, { recursive: true }) as string[])
  .filter((f) => statSync(join(FIXTURES, f)).isFile())
  // A README beside fixtures says where they come from; it is not a capture.
  .filter((f) => basename(f) !== 'README.md')
  .sort();

describe('openInput: every line is accounted for', () => {
  it.each(allFixtures)('%s', async (rel) => {
    const path = join(FIXTURES, rel);
    const { summary, problems, events } = await readAll(path, { tz: 'UTC' });
    const a = summary.lineAccounting;
    const text = readFileSync(path, 'utf8');
    const physical = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    expect(summary.lines).toBe(physical);
    expect(summary.lines).toBe(a.event + a.part + a.blank + a.problem);
    expect(summary.events).toBe(events.length);
    expect(summary.problems).toBe(problems.length);
    expect(summary.unparsed).toBe(events.filter((e) => e.kind === 'unparsed').length + a.problem);
    expect(summary.bytes).toBe(Buffer.byteLength(text));
    // every event and problem points at a real line of this file
    for (const e of events) {
      expect(e.source.file).toBe(path);
      expect(e.source.line).toBeGreaterThanOrEqual(1);
      expect(e.source.line).toBeLessThanOrEqual(summary.lines);
    }
    for (const p of problems) expect(p.source.line).toBeLessThanOrEqual(summary.lines + 1);
  });
});

describe('openInput: sources', () => {
  const claudeLog = readFileSync(join(FIXTURES, 'claude-desktop/chatlog-timeout.log'));

  it('gzip (by magic bytes) gives the same events as the plain file', async () => {
    const plain = await readAll(join(FIXTURES, 'claude-desktop/chatlog-timeout.log'));
    const gz = await readAll(tempFile('chatlog.txt', gzipSync(claudeLog)));
    expect(gz.summary.gzip).toBe(true);
    expect(gz.summary.bytes).toBeLessThan(claudeLog.length);
    // `message` by name: a plain line's event has it as an accessor of its class, which a spread does not copy (src/plain-event.ts).
    expect(gz.events.map((e) => ({ ...e, message: e.message, source: e.source.line }))).toEqual(plain.events.map((e) => ({ ...e, message: e.message, source: e.source.line })));
  });

  it('stdin (-) is read from the given stream and named -', async () => {
    const stdin = new PassThrough();
    stdin.end(claudeLog);
    const { input, events, summary } = await readAll('-', { stdin });
    expect(input.path).toBe('-');
    expect(input.format).toBe('claude-desktop');
    expect(events[0]!.source.file).toBe('-');
    expect(summary.lines).toBe(6);
  });

  it('CRLF line endings read the same as LF', async () => {
    const crlf = await readAll(tempFile('crlf.log', claudeLog.toString('utf8').replace(/\n/g, '\r\n')));
    const lf = await readAll(join(FIXTURES, 'claude-desktop/chatlog-timeout.log'));
    expect(crlf.events.map((e) => [e.kind, e.text, e.message])).toEqual(lf.events.map((e) => [e.kind, e.text, e.message]));
  });

  const ALL_FORMATS = READERS.map((r) => r.name).join(', ');
  it.each([
    ['empty file', '', undefined, `empty.log: empty file (tried: ${ALL_FORMATS})`],
    ['only blank lines', '\n \r\n\t\n', undefined, `blank.log: no content (only blank lines) (tried: ${ALL_FORMATS})`],
    ['empty file, format given', '', 'mcpcap' as const, 'empty.mcpcap: empty file (tried: mcpcap)'],
  ])('%s → InputError naming the formats tried', async (_n, content, inputFormat, message) => {
    const p = tempFile(message.split(':')[0]!, content);
    const err = await openInput(p, { inputFormat }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(1);
    expect((err as Error).message).toBe(`${p}${message.slice(message.indexOf(':'))}`);
  });

  it('PNG bytes → not a capture (exit 1)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61', 'hex');
    const p = tempFile('image.png', png);
    const err = await openInput(p).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(1);
    expect((err as Error).message).toMatch(/image\.png: not a capture in any known format \(tried host logs \(claude-desktop, vscode, /);
  });

  it('missing file → InputError naming it', async () => {
    await expect(openInput('capture.log')).rejects.toThrow('capture.log: no such file');
  });

  it('bad --tz and --input-format are usage errors (exit 2), before the file is touched', async () => {
    await expect(openInput('does-not-matter.log', { tz: 'Nowhere/City' })).rejects.toBeInstanceOf(UsageError);
    await expect(openInput('does-not-matter.log', { inputFormat: 'pcap' as never })).rejects.toBeInstanceOf(UsageError);
  });

  it('--input-format skips detection (a Claude log read as NDJSON is all unparsed)', async () => {
    const { input, summary, events } = await readAll(join(FIXTURES, 'claude-desktop/chatlog-timeout.log'), { inputFormat: 'ndjson' });
    expect(input.format).toBe('ndjson');
    expect(events.every((e) => e.kind === 'unparsed')).toBe(true);
    expect(summary.unparsed).toBe(6);
  });

  it('a line over the limit becomes a problem with its number; the rest is read', async () => {
    const body = `{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"result":{"x":"${'y'.repeat(500)}"}}\n{"jsonrpc":"2.0","id":1,"result":{}}\n`;
    const { summary, problems, events } = await readAll(tempFile('huge.ndjson', body), { maxLineBytes: 200 });
    expect(summary.lines).toBe(3);
    expect(summary.lineAccounting).toEqual({ event: 2, part: 0, blank: 0, problem: 1 });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.source.line).toBe(2);
    expect(problems[0]!.message).toMatch(/^line of \d+ bytes skipped/);
    expect(events.map((e) => e.source.line)).toEqual([1, 3]);
  });

  it('problems are capped in the list but counted in full', async () => {
    const body = 'noise\n'.repeat(1500);
    const { summary, problems } = await readAll(tempFile('noise.ndjson', body), { inputFormat: 'ndjson' });
    expect(summary.problems).toBe(1500);
    expect(problems).toHaveLength(1001);
    expect(problems[1000]!.message).toBe('500 more problems not listed');
  });

  it('a gzip capture cut short keeps what was read and lists the damage', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping', params: { r: Math.random() } }));
    const gz = gzipSync(Buffer.from(lines.join('\n')));
    const { summary, problems } = await readAll(tempFile('cut.ndjson.gz', gz.subarray(0, gz.length - 200)));
    expect(summary.format).toBe('ndjson');
    expect(summary.lines).toBeGreaterThan(100);
    expect(summary.lines).toBe(summary.lineAccounting.event + summary.lineAccounting.problem);
    expect(problems.at(-1)!.message).toMatch(/^gzip stream ended with an error after \d+ lines/);
  });

  it('read() works once', async () => {
    const input = await openInput(join(FIXTURES, 'vscode/http-404.log'));
    await input.read(() => {});
    await expect(input.read(() => {})).rejects.toThrow(/already read/);
  });
});

describe('openInput: errors of the caller are not the capture’s', () => {
  it('an exception thrown by onEvent propagates unchanged (not turned into a problem)', async () => {
    const input = await openInput(join(FIXTURES, 'claude-desktop/chatlog-timeout.log'));
    const boom = new Error('timeline bug');
    await expect(
      input.read(() => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

describe('openInput: a short hard-wrapped paste nothing claims as it is', () => {
  const row = 'Failed to create MCP session: Failed to connect to MCP server at http://localhost:9000/mcp: [Errno 111]';
  it('is read with its rows joined, every line accounted for', async () => {
    const path = tempFile('wrapped.txt', `${row}\nConnection refused\n`);
    const { summary, events } = await readAll(path, { tz: 'UTC' });
    const a = summary.lineAccounting;
    expect(summary.lines).toBe(2);
    expect(a.event + a.part + a.blank + a.problem).toBe(2);
    expect(a.problem).toBe(0);
    expect(JSON.stringify(events)).toContain('[Errno 111] Connection refused');
  });

  it('is still refused when joining the rows does not help', async () => {
    const path = tempFile('prose.txt', `${'The weather today was pleasant and the walk along the river took most of the afternoon'}\nwith friends\n`);
    await expect(openInput(path)).rejects.toBeInstanceOf(InputError);
  });
});

// upstash/context7#575: a failure line under each config block the reporter tried.
describe('openInput: words under another fence of the reporter\'s', () => {
  it('are marked parted from the words before them; words in the same stretch are not', async () => {
    const line = '=> 🖐 MCP client for `docs` failed to start: request timed out';
    const first = '=> 🖐 MCP client for `docs` failed to start: program not found';
    const text = `Tried:\n\n\`\`\`\n[mcp_servers.docs]\ncommand = "npx"\n\`\`\`\n\n${first}\n${line}\n\n\`\`\`\n[mcp_servers.docs]\ncommand = "cmd"\n\`\`\`\n\n${line}\n`;
    const { events } = await readAll(tempFile('codex-tries.txt', text), { tz: 'UTC' });
    const words = events.filter((e) => e.said !== undefined);
    expect(words.map((e) => e.parted === true)).toEqual([false, false, true]);
  });
});

// anthropics/claude-code#12974: an issue template quoting the error in its prose, then in its logs block.
describe('openInput: words inside a fenced block of the reporter\'s', () => {
  const line = 'Error: No such tool available: mcp__docs__fetch_page';
  const lead = 'When the tool gets a wrong parameter name the host answers with this error:';
  it.each([
    ['prose, then the logs block', `### What's wrong?\n\n${lead}\n${line}\n\n### Logs\n\n\`\`\`shell\n${line}\n\`\`\`\n`, [false, true]],
    ['the logs block, then prose under it', `### Logs\n\n\`\`\`\n${line}\n\`\`\`\n\n${lead}\n${line}\n`, [true, false]],
    ['two blocks: both fenced', `\`\`\`\n${line}\n\`\`\`\n\n${lead}\n\n\`\`\`\n${line.replace('fetch_page', 'list_pages')}\n\`\`\`\n`, [true, true]],
    ['no fence at all', `${line}\n\n${lead}\n${line}\n`, [false, false]],
  ])('%s', async (_what, text, fenced) => {
    const { events } = await readAll(tempFile('template.md', text), { tz: 'UTC' });
    const words = events.filter((e) => e.said !== undefined);
    expect(words.map((e) => e.fenced === true)).toEqual(fenced);
  });
});

// MoonshotAI/kimi-cli#1296: each failure under its own 'Unhandled exception in event loop:' header.
describe('openInput: words under a second event-loop exception report', () => {
  it('are marked parted from the words of the report before', async () => {
    const line = "Exception Failed to connect MCP servers: {'notes': RuntimeError('Client failed to connect: All connection attempts failed')}";
    const text = `Unhandled exception in event loop:\n\n${line}\n${line}\n\nUnhandled exception in event loop:\n\n${line}\n`;
    const { events } = await readAll(tempFile('loop-reports.txt', text), { tz: 'UTC' });
    const words = events.filter((e) => e.said !== undefined);
    expect(words.map((e) => [e.source.line, e.parted === true])).toEqual([[3, false], [8, true]]);
  });
});

// MoonshotAI/kimi-cli#677: the terminal's line and the unretrieved task's restatement of one failure, wrapped at
// different places inside the URL, then asyncio's report header.
describe('openInput: one connect failure printed twice, wrapped differently', () => {
  it('is one statement, and the report header is no continuation of the line above', async () => {
    const a = "Unexpected error: Failed to connect MCP servers: {'docs': HTTPStatusError(\"Client error '400 Bad Request' for url 'h";
    const b = "MCPRuntimeError: Failed to connect MCP servers: {'docs': HTTPStatusError(\"Client error '400 Bad Request' for url 'ht";
    const text = `${a}\nttps://mcp.docs.example/mcp'")\n}\n\n${b}\ntps://mcp.docs.example/mcp'")}\nTask exception was never retrieved\n`;
    const { events } = await readAll(tempFile('printed-twice.txt', text), { tz: 'UTC' });
    const words = events.filter((e) => e.said !== undefined);
    expect(words.map((e) => e.source.line)).toEqual([1]);
    expect(words[0]!.said!.error).not.toContain('Task exception');
  });
});

