/**
 * `mcp-triage record` command line: usage errors. Both modes run as a real process, the built CLI, in
 * cli-process.slow.test.ts (the slow project CI runs).
 */
import { describe, expect, it } from 'vitest';
import { Command, CommanderError } from 'commander';
import { parseListen, registerRecordCommand } from '../../src/cli/record.js';

async function usage(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const program = new Command('mcp-triage').exitOverride().configureOutput({
    writeErr: (s) => void (stderr += s),
    writeOut: () => undefined,
  });
  registerRecordCommand(program);
  try {
    await program.parseAsync(['node', 'mcp-triage', 'record', ...args]);
  } catch (e) {
    if (e instanceof CommanderError) return { code: e.exitCode, stderr };
    throw e;
  }
  return { code: 0, stderr };
}

describe('mcp-triage record usage', () => {
  it.each([
    { args: ['--', 'node', 'server.js'], says: /-o, --output <file> is required/ },
    { args: ['-o', 'x.jsonl'], says: /give the server command after --/ },
    { args: ['--http', '-o', 'x.jsonl'], says: /--target <url> is required/ },
    { args: ['--http', '--target', 'not a url', '-o', 'x.jsonl'], says: /not a URL/ },
    { args: ['--http', '--target', 'ftp://h/mcp', '-o', 'x.jsonl'], says: /http:\/\/ or https:\/\// },
    { args: ['--http', '--target', 'http://127.0.0.1:1/mcp', '-o', 'x.jsonl', '--', 'node'], says: /takes no server command/ },
    { args: ['--http', '--target', 'http://127.0.0.1:1/mcp', '--listen', 'nope:x', '-o', 'x.jsonl'], says: /--listen must be host:port/ },
    { args: ['--target', 'http://127.0.0.1:1/mcp', '-o', 'x.jsonl', '--', 'node'], says: /need --http/ },
  ])('exits 2 for $args', async ({ args, says }) => {
    const r = await usage(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(says);
  });

  it.each([
    ['127.0.0.1:9090', { host: '127.0.0.1', port: 9090 }],
    ['9090', { host: '127.0.0.1', port: 9090 }],
    [':9090', { host: '127.0.0.1', port: 9090 }],
    ['[::1]:9090', { host: '::1', port: 9090 }],
    ['0.0.0.0:0', { host: '0.0.0.0', port: 0 }],
    ['localhost:70000', null],
    ['a:b', null],
  ])('parses --listen %s', (value, expected) => {
    expect(parseListen(value)).toEqual(expected);
  });
});
