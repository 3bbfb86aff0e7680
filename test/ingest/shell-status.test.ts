import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { shellKilledReason } from '../../src/ingest/shell-status.js';
import { tempFile } from './helpers.js';

describe('shellKilledReason: a shell says its command died of a signal', () => {
  it.each([
    // zsh (lightpanda-io/browser#1938), its job line and fish's sentence (DeusData/codebase-memory-mcp#245), bash's words.
    'zsh: segmentation fault  ./crawler mcp',
    'zsh: killed  node dist/index.js',
    'zsh: bus error  ./server --stdio',
    '[1]    10790 segmentation fault (core dumped)  graph-index cli build',
    "fish: Job 1, 'graph-index cli build' terminated by signal SIGSEGV (Address boundary error)",
    'Segmentation fault (core dumped)',
    'Killed',
  ])('%s', (line) => {
    expect(shellKilledReason(line)).toMatch(/^process killed by a signal: /);
  });

  it.each([
    'zsh: command not found: uvx',
    'zsh: segmentation fault',
    'The server was killed by the OOM killer',
    'Killed the old process first',
    'Segmentation fault in the tool handler, see above',
    '{"jsonrpc":"2.0","id":1,"result":{}}',
  ])('%s is not one', (line) => {
    expect(shellKilledReason(line)).toBeNull();
  });
});

describe('a hand-typed stdio session cut by the shell', () => {
  const session = (tail: string) =>
    tempFile(
      'typed.txt',
      [
        './crawler mcp',
        '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"fetch_page"}]}}',
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"fetch_page","arguments":{"url":"https://example.org/"}}}',
        tail,
      ].join('\n') + '\n',
    );

  it('the call in flight is lost with the process', async () => {
    const report = await analyze([session('zsh: segmentation fault  ./crawler mcp')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['tools/call', 2, 'lost', 'connection-closed']]);
  });

  it('the same in a fenced write-up with the reporter\'s comments (read as text, not as a tee)', async () => {
    const p = tempFile(
      'typed-fenced.txt',
      [
        '```sh',
        '# start it',
        './crawler mcp',
        '# then call the tool',
        '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"fetch_page","arguments":{}}}',
        '# what came back',
        'zsh: killed  ./crawler mcp',
        '```',
      ].join('\n') + '\n',
    );
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.id, r.outcome, r.cause])).toEqual([[7, 'lost', 'connection-closed']]);
  });

  it('without the shell line the call is still pending', async () => {
    const report = await analyze([session('')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.id, r.outcome])).toEqual([[2, 'pending']]);
  });
});
