import { describe, expect, it } from 'vitest';
import { countMessages, splitAt } from '../../scripts/bench/instructions.mjs';

describe('countMessages (instructions.mjs)', () => {
  const table: [string, string, number][] = [
    ['NDJSON lines, each a message', '{"jsonrpc":"2.0","id":1}\n{"jsonrpc":"2.0","id":1,"result":{}}\n', 2],
    [
      'Claude Desktop: the message lines, not stderr or metadata',
      '2025-01-01T00:00:00.000Z [s] [info] Message from client: {"jsonrpc":"2.0","method":"x"} { metadata: undefined }\n' +
        '2025-01-01T00:00:00.001Z [s] [info] Server stderr: starting\n' +
        '{\n  metadata: undefined\n}\n',
      1,
    ],
    ['one line with the word twice counts once', '{"jsonrpc":"2.0","params":{"text":"\\"jsonrpc\\""}}\n{"jsonrpc":"2.0"}\n', 2],
    ['the last line without a line end', '{"jsonrpc":"2.0"}\n{"jsonrpc":"2.0"}', 2],
    ['a line end right after the word', '"jsonrpc"\n"jsonrpc"\n', 2],
    ['no message', 'plain text\n\n', 0],
    ['empty', '', 0],
  ];
  it.each(table)('%s', (_name, text, n) => {
    expect(countMessages(Buffer.from(text, 'latin1'))).toBe(n);
  });
});

describe('splitAt (instructions.mjs, the name=value of parts.mjs and thread-cpu.mjs)', () => {
  it.each([
    ['new=dist/bin.js', ['new', 'dist/bin.js']],
    ['flags=--max-old-space-size=512', ['flags', '--max-old-space-size=512']],
    ['big=', ['big', '']],
  ])('%s', (arg, want) => {
    expect(splitAt(arg)).toEqual(want);
  });

  it('refuses an argument with no name, naming what it wants', () => {
    expect(() => splitAt('dist/bin.js')).toThrow('want name=value: dist/bin.js');
    expect(() => splitAt('=cap.jsonl', 'path')).toThrow('want name=path: =cap.jsonl');
  });
});
