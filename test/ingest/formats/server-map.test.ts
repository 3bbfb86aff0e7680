/**
 * A client's summary of several servers' failures as one map of server name to error (serverMapParts): one
 * failure per server. Table-driven on lines shaped like the threads' (names replaced).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { serverMapParts, withMapServer } from '../../../src/ingest/formats/host-lines.js';
import type { HostSaid } from '../../../src/events.js';
import { readAll, tempFile } from '../helpers.js';

const CASES: Array<[string, string, string[] | null]> = [
  // MoonshotAI/kimi-cli#1102: two stdio servers, RuntimeError reprs, the trailing spaces of the paste
  [
    'two servers, exception reprs',
    "Unexpected error: Failed to connect MCP servers: {'browser': RuntimeError('Client failed to connect: Connection closed'), 'pgsql': RuntimeError('Client failed to connect: Connection closed')}    ",
    ['browser', 'pgsql'],
  ],
  // the repr switches to double quotes when the message holds a single quote; a comma inside it is not a separator
  [
    'double-quoted reprs with commas and quotes inside',
    `kimi_cli.exception.MCPRuntimeError: Failed to connect MCP servers: {"docs-7": McpError("Timed out while waiting for response, 'docs-7'."), 'files': RuntimeError('Client failed to connect: All connection attempts failed')}`,
    ['docs-7', 'files'],
  ],
  // MoonshotAI/kimi-cli#1314: one server is one failure already; nothing to take apart
  ['one server', "Failed to connect MCP servers: {'docs': RuntimeError('Client failed to connect: Server disconnected without sending a response.')}", null],
  ['a JSON-RPC body is not a map of failures', '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Connection closed"}}', null],
  ['a map of settings is not a map of failures', "Loaded servers: {'browser': {'command': 'npx'}, 'pgsql': {'command': 'uvx'}}", null],
];

describe('serverMapParts', () => {
  it.each(CASES)('%s', (_name, line, servers) => {
    const parts = serverMapParts(line);
    if (servers === null) expect(parts).toBeNull();
    else {
      expect(parts?.map((p) => p.server)).toEqual(servers);
      // each part is the line's words with that one entry
      for (const p of parts!) {
        expect(p.text.startsWith(line.slice(0, line.indexOf('{') + 1))).toBe(true);
        expect(p.text.match(/['"]: /g)).toHaveLength(1);
      }
    }
  });

  // Cursor's listing of a server's offerings (laravel/boost#784): the failed sub-calls joined by ' | ', each part the
  // line with that sub-call alone; no server names (the line's server is its channel's).
  it.each([
    [
      'listOfferingsForUI sub-call failed (count=2): tools(authRelated=false, reason=unknown): Not connected | prompts(authRelated=false, reason=unknown): MCP error -32601: Method not found',
      [
        'listOfferingsForUI sub-call failed (count=2): tools(authRelated=false, reason=unknown): Not connected',
        'listOfferingsForUI sub-call failed (count=2): prompts(authRelated=false, reason=unknown): MCP error -32601: Method not found',
      ],
    ],
    ['listOfferingsForUI sub-call failed (count=1): tools(authRelated=false, reason=unknown): Not connected', null],
    ['listOfferingsForUI sub-call failed (count=2): tools(a=b): Not connected | templates(a=b): Not connected', null],
  ])('cuts Cursor\'s listing line %#', (line, texts) => {
    const parts = serverMapParts(line);
    if (texts === null) expect(parts).toBeNull();
    else expect(parts).toEqual(texts.map((text) => ({ text })));
  });

  // The reader of last resort meets the same line pasted among JSON-RPC messages: it splits it too, though it has no
  // rows of Cursor's to read the parts with.
  it('every host-line reader splits the line: one event a part', async () => {
    const line = 'listOfferingsForUI sub-call failed (count=2): tools(authRelated=false, reason=unknown): MCP error -32000: Connection closed | prompts(authRelated=false, reason=unknown): MCP error -32001: Request timed out';
    const text = `{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n${line}\n`;
    const { input, events } = await readAll(tempFile('pasted.txt', text), { tz: 'UTC' });
    expect(input.format).toBe('jsonrpc-in-text');
    expect(events.filter((e) => e.source.line === 2).map((e) => [e.text, e.said?.kind]).sort()).toEqual([
      [serverMapParts(line)![1]!.text, 'timer-fired'],
      [serverMapParts(line)![0]!.text, 'connection-closed'],
    ].sort());
  });

  it('each server in the map is its own lost handshake (MoonshotAI/kimi-cli#1102)', async () => {
    const path = tempFile('kimi-map.txt', `${CASES[0]![1]}\n`);
    const report = (await analyze([path], { tz: 'UTC' })) as unknown as { requests: Array<{ method: string; outcome: string; cause: string }> };
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([
      ['initialize', 'lost', 'connection-closed'],
      ['initialize', 'lost', 'connection-closed'],
    ]);
  });

  // MoonshotAI/kimi-cli#1296: the same one-server failure under two of prompt_toolkit's exception-report headers.
  const block = (trail: string): string =>
    `Unhandled exception in event loop:\n  File "C:\\tools\\kimi_cli\\soul\\toolset.py", line 316, in _connect${trail}\n` +
    `    raise MCPRuntimeError(f"Failed to connect MCP servers: {failed_servers}")\n\n` +
    `Exception Failed to connect MCP servers: {'notes': RuntimeError('Client failed to connect: All connection attempts failed')}\n`;
  const methods = async (text: string): Promise<string[]> => {
    const report = (await analyze([tempFile('kimi-loop.txt', text)], { tz: 'UTC' })) as unknown as { requests: Array<{ method: string; outcome: string }> };
    return report.requests.map((r) => `${r.method} ${r.outcome}`);
  };

  it('the same failure under a second event-loop report header is a second failure (MoonshotAI/kimi-cli#1296)', async () => {
    expect(await methods(`${block(' ')}\n${block('')}Press ENTER to continue...\n`)).toEqual(['initialize lost', 'initialize lost']);
  });

  it('the same failure said twice inside one report is still one', async () => {
    const once = block('');
    const twice = `${once}${once.split('\n').slice(-2).join('\n')}`;
    expect(await methods(twice)).toEqual(['initialize lost']);
  });
});

describe('withMapServer', () => {
  const said: HostSaid = { kind: 'connection-closed', phrase: 'kimi-cli/connect-failed', scope: 'connection' };
  const CASES: Array<[string, HostSaid, string | undefined, string | undefined]> = [
    ["the entry's key names the server the words do not", said, 'browser', 'browser'],
    ['the words name their server: they are kept', { ...said, server: 'docs' }, 'browser', 'docs'],
    ['no map entry: no server added', said, undefined, undefined],
  ];
  it.each(CASES)('%s', (_name, s, key, server) => {
    const out = withMapServer(s, key);
    expect(out.server).toBe(server);
    expect({ ...out, server: undefined }).toEqual({ ...s, server: undefined });
    // The reading it was given is never changed in place.
    expect(s.server).toBe(s === said ? undefined : 'docs');
  });
});
