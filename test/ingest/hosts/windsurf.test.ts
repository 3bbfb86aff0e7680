/**
 * The windsurf phrase catalogue on lines from the public threads its rows cite (names replaced), and what makes a
 * Windsurf channel an MCP capture: the language server's glog lines speak of all of Windsurf (login, completions,
 * chat), so a deadline on one of its own RPCs is no MCP request (Exafunction/codeium#25), and a channel that never
 * says MCP is no capture (Exafunction/codeium#282).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { windsurfPhrases } from '../../../src/ingest/hosts/windsurf.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  ["the Go client's connect deadline", '[MCP] Failed to initialize client connection: transport error: context deadline exceeded', { phrase: 'windsurf/context-deadline-exceeded', method: 'initialize' }],
  ['the deadline on an MCP RPC of the language server', '/exa.language_server_pb.LanguageServerService/ListMcpResources (unknown): context deadline exceeded', { phrase: 'windsurf/context-deadline-exceeded' }],
  ["the chat's RPC timing out", '/exa.language_server_pb.LanguageServerService/GetChatMessage (unknown): deadline_exceeded: context deadline exceeded', null],
  ['completions timing out on the API server', 'Completion 28 error: deadline_exceeded: Post "https://server.example.com/exa.api_server_pb.ApiServerService/GetCompletions": context deadline exceeded', null],
];

describe('windsurf phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(windsurfPhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });
});

describe('a Windsurf channel that never says MCP', () => {
  const glog = (n: number, words: string) => `"2026-01-08 21:16:1${n}.801 [info] E0108 21:16:1${n}.800912 30305 api_server_client.go:1231] ${words}",`;
  it('is no capture', async () => {
    const text = [glog(1, 'Language server listening on fixed port at 63831'), glog(3, 'GetUserStatus error: deadline_exceeded: context deadline exceeded'), ''].join('\n');
    await expect(analyze([tempFile('windsurf.json', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('with an MCP line it is Windsurf\'s, and the chat deadline beside it names no request', async () => {
    const text = [glog(1, '/exa.language_server_pb.LanguageServerService/ListMcpResources (unknown): failed to get server instance: server name notes not found'), glog(3, '/exa.language_server_pb.LanguageServerService/GetChatMessage (unknown): deadline_exceeded: context deadline exceeded'), ''].join('\n');
    const report = await analyze([tempFile('windsurf.json', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'windsurf', host: 'windsurf' });
    expect(report.requests).toEqual([]);
  });
});
