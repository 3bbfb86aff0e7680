/**
 * Zed's settings-panel error for a context server whose request timer fired, pasted alone (formats/zed.ts,
 * hosts/zed.ts zed/request-timeout-bare): akbxr/zed-mcp-server-context7#1 ("Error: Context server request timeout."),
 * zed-industries/zed#52076 (the panel's red state, the log empty).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { detectFormat } from '../../../src/ingest/detect.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { tempFile } from '../helpers.js';

describe("Zed's panel error alone", () => {
  it.each([
    ['the panel sentence', 'Error: Context server request timeout.'],
    ['the error without its prefix', 'Context server request timeout'],
  ])('%s: the start\'s initialize, abandoned on Zed\'s own timer', async (name, text) => {
    const report = await analyze([tempFile(`zed-${name.replace(/\W/g, '-')}.txt`, text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it.each([
    ['backticks', 'Adding it in [Zed](https://zed.dev/) ends with a `Context server request timeout` error.'],
    ['double quotes', 'The server shows as "Context server request timeout" in the agent settings panel.'],
    ['curly quotes', 'Same here: “Context server request timeout”'],
  ])('the panel error quoted as copied in the reporter\'s prose (%s): the start\'s initialize, abandoned', async (name, line) => {
    // evalops/deep-code-reasoning-mcp#1, zed-industries/zed#52076, danilo-leal/zed-container-use-mcp#1
    const text = ['Hello,', 'thanks for the server.', '', line, '', 'Best,', 'Ana'].join('\n');
    const report = await analyze([tempFile(`zed-quoted-${name.replace(/\W/g, '-')}.txt`, text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'abandoned', 'client-timeout', 'unknown']]);
  });

  it.each([
    // zed-industries/zed#32668: a tool that waits for a person, called with a longer timeout, fails after ~60 s
    ['calls to tools', ['### Description', '', 'From the agent, calls to tools (like `ask_reviewer`) stop after about 60 seconds, whatever timeout I set.', '', 'The error is `Context server request timeout`.'], null],
    ['the tool named after the verb', ['Calling `ask_reviewer` from the agent always ends with "Context server request timeout" after a minute.'], 'ask_reviewer'],
  ])("the reporter's words around the quoted panel error say a tool call (%s): that call, abandoned on Zed's timer", async (name, lines, target) => {
    const report = await analyze([tempFile(`zed-tool-${name.replace(/\W/g, '-')}.md`, lines.join('\n') + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.target ?? null, r.outcome, r.cause, r.serverState])).toEqual([['tools/call', target, 'abandoned', 'client-timeout', 'unknown']]);
  });

  it('the panel error quoted again and again in one report retells one failure: one initialize', async () => {
    // zed-industries/zed#60800: the summary, a step and the observed behaviour each quote the same panel error
    const text = [
      '### Summary',
      '',
      'Launched from the Dock, the server ends in `Context server request timeout`.',
      '',
      '1. Open Settings → AI → MCP Servers',
      '2. After a minute the server shows `Context server request timeout`',
      '',
      '**Current:** `notes-mcp` fails with `Context server request timeout` after about 60s.',
    ].join('\n');
    const report = await analyze([tempFile('zed-thrice.md', text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual([['initialize', 'abandoned', 'client-timeout']]);
  });

  it("Zed's broken pipe quoted in a report's steps, its closing backtick lost: the start's initialize, lost with the connection", async () => {
    // zed-industries/zed#59382: the child had no stdin, so Zed's first write failed
    const text = [
      '### Reproduction steps',
      '',
      '1. Add a stdio server under `"context_servers"` in settings.json',
      '2. Restart Zed',
      '3. Run `zed: open log` → see `Broken pipe (os error 32)',
    ].join('\n');
    const report = await analyze([tempFile('zed-pipe.md', text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });

  it('the same broken pipe quoted in prose that never speaks of Zed is not taken for Zed', async () => {
    const text = ['The sync tool stops halfway.', '', 'Its output ends with `Broken pipe (os error 32)`.'].join('\n');
    const report = await analyze([tempFile('other-pipe.md', text + '\n')], { tz: 'UTC' }).catch(() => null);
    const first = report?.inputs[0];
    expect(first !== undefined && 'format' in first ? first.format : null).not.toBe('zed');
  });

  it('words naming the handshake, or no request, leave the start\'s initialize', async () => {
    for (const line of ['The server never finishes its handshake: `Context server request timeout`.', 'After the update the panel says `Context server request timeout`.']) {
      const report = await analyze([tempFile('zed-start-words.md', line + '\n')], { tz: 'UTC' });
      expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
    }
  });

  it("Zed.log's timer line quoted in backticks in a pull request's prose: that initialize, abandoned on Zed's timer", async () => {
    // helixml/helix#2303: three servers' initialize ran out at cold start; the prose quotes the log line once
    const text = [
      '## Problem',
      '',
      'On a fresh container three context servers give up on their `initialize` 60s after Zed starts.',
      '',
      '`Zed.log` has three `cancelled csp request task for "initialize" id 0 which took over 60s` errors, all at the same second.',
    ].join('\n');
    const report = await analyze([tempFile('zed-pr.md', text + '\n')], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 0, 'abandoned', 'client-timeout', 'unknown']]);
    // Unquoted prose naming the words is not a paste of them.
    await expect(analyze([tempFile('zed-pr-unquoted.md', 'Zed logs cancelled csp request task for "initialize" id 0 which took over 60s and gives up.\n')], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });

  it("Zed's own source quoting it is not a paste", async () => {
    await expect(analyze([tempFile('zed-source.rs', '    anyhow::bail!("Context server request timeout");\n')])).rejects.toThrow(/not a capture/);
  });

  it('prose quoting it under a log line restates the log: one request', async () => {
    const log = [
      '2025-12-30T17:41:42+03:00 ERROR [project::context_server_store] railsdocs context server failed to start: Context server request timeout',
      'and the panel shows `Context server request timeout` too',
    ].join('\n');
    const report = await analyze([tempFile('Zed-and-prose.log', log + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
  });

  it('prose quoting it is not claimed', async () => {
    await expect(analyze([tempFile('zed-prose.txt', 'Zed keeps showing Context server request timeout after an update\n')])).rejects.toThrow(/not a capture/);
  });

  it('the panel sentence does not take a Zed log with it from its own reader', () => {
    const log = ['2025-12-30T17:41:42+03:00 ERROR [project::context_server_store] railsdocs context server failed to start: Context server request timeout'];
    expect(detectFormat('Zed.log', log, READERS).reader.name).toBe('zed');
  });
});

describe("Zed's own spawn failure (reasons.ts SPAWN_FAILED_RE)", () => {
  it('a command Zed could not spawn wrote no initialize: no request (zed-industries/zed#40491)', async () => {
    const log = [
      '2025-10-17T16:06:11+03:00 INFO  [extension_host] extensions updated. loading 11, reloading 0, unloading 0',
      '2025-10-17T16:06:12+03:00 ERROR [project::context_server_store] notes context server failed to start: failed to spawn command "npx" "-y" "@acme/notes-mcp" "C:\\\\Users\\\\me\\\\notes"',
    ].join('\n');
    const report = await analyze([tempFile('Zed.log', log + '\n')], { tz: 'UTC', all: true });
    expect(report.requests).toEqual([]);
  });

  it('the shell line Zed spawns an extension\'s server with: no request for it, the later initialize timeout kept (zed-industries/zed#45757)', async () => {
    const spawn =
      'ERROR [project::context_server_store] bridge context server failed to start: failed to spawn command cd "/Users/me/work" && HOST="127.0.0.1" PORT="3031" "/Users/me/Library/Application Support/Zed/extensions/work/bridge/npx" "@acme/bridge@1.2.0")';
    const log = [
      `2026-01-04T16:15:05+03:00 ${spawn}`,
      `2026-01-04T16:15:08+03:00 ${spawn}`,
      '2026-01-04T16:16:05+03:00 ERROR [context_server::client] cancelled csp request task for "initialize" id 0 which took over 60s',
    ].join('\n');
    const report = await analyze([tempFile('Zed-shell-spawn.log', log + '\n')], { tz: 'UTC', all: true });
    expect(report.requests.map((r) => [r.method, r.id, r.outcome, r.cause])).toEqual([['initialize', 0, 'abandoned', 'client-timeout']]);
  });

  it('a start that failed for another reason is still the initialize that failed', async () => {
    const log = '2025-10-17T16:06:12+03:00 ERROR [project::context_server_store] notes context server failed to start: Context server stopped running\n';
    const report = await analyze([tempFile('Zed-stopped.log', log)], { tz: 'UTC' });
    expect(report.requests.map((r) => r.method)).toEqual(['initialize']);
  });
});

describe('Zed.log lines with no context server in them (zed-industries/zed#13291)', () => {
  const line = (lvl: string, words: string) => `2024-06-20T12:15:44+08:00 [${lvl}] ${words}`;
  it("the editor's own log, never speaking of a context server nor saying MCP, is no capture", async () => {
    const text = [line('INFO', 'set status on client 7: Reconnecting'), line('ERROR', 'request or operation took longer than the configured timeout time'), ''].join('\n');
    await expect(analyze([tempFile('Zed.log', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('the same grammar with a line naming a context server is Zed\'s', async () => {
    const text = [line('INFO', 'set status on client 7: Reconnecting'), line('INFO', 'starting context server notes'), ''].join('\n');
    const report = await analyze([tempFile('Zed.log', text)], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'zed', host: 'zed' });
  });
});
