/**
 * Texts from 2026 IDE and terminal hosts that the reader of last resort (jsonrpc-in-text.ts) claims and attributes:
 * VS Code's chat tool-call view ("Input:" / "Output:" labels), VS Code's Agent Host log, a bug template's
 * environment line naming Claude Code, and Claude Code's interrupt quoted from a transcript. Lines follow the pastes of
 * the threads named beside each; names and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';

const lines = (...l: string[]): string => l.join('\n') + '\n';

describe('VS Code chat tool-call view (modelcontextprotocol/servers#3013)', () => {
  const view = (second: string) =>
    lines(
      'For add_notes',
      '',
      'Input:',
      '{ "notes": [ { "name": "alpha" } ] }',
      '',
      'Output: ',
      'Error: MPC -32603: Unexpected non-whitespace character after JSON at position 127 (line 1 column 128)',
      '',
      'For link_notes',
      '',
      'Input:',
      '{ "links": [ { "from": "alpha", "to": "beta" } ] }',
      '',
      'Output:',
      second,
    );

  it('each "Output:" error is its own failed tools/call, even in the same words, written by VS Code', async () => {
    const p = tempFile('vscode-chat-view.md', view('Error: MPC -32603: Unexpected non-whitespace character after JSON at position 127 (line 1 column 128)'));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'vscode' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([
      ['tools/call', 'failed', 'server-error', 'failed'],
      ['tools/call', 'failed', 'server-error', 'failed'],
    ]);
  });

  it('the same words under another label are still one failure said again; under "Output:" a second call', async () => {
    const said = async (label: string) => {
      const p = tempFile(`relabel-${label}.md`, lines('Error calling tool query: Not connected', '', `${label}:`, 'Error calling tool query: Not connected'));
      const { events } = await readAll(p, { tz: 'UTC' });
      return events.filter((e) => e.said !== undefined).length;
    };
    expect(await said('Evidence')).toBe(1);
    expect(await said('Output')).toBe(2);
  });
});

describe('VS Code Agent Host log (microsoft/vscode#322990)', () => {
  it('is VS Code\'s account, read without a request and without problems', async () => {
    const p = tempFile('agenthost.md', lines(
      '```text',
      '[AgentSideEffects] Forwarding client tool completion: source=server-envelope, session=claude:/<id>',
      '[AgentSideEffects] Forwarding client tool completion: source=client-dispatch, session=claude:/<id>',
      '   (nothing further - no error, no timeout)',
      '```',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'vscode' });
    expect(r.requests).toEqual([]);
    expect(r.problems).toEqual([]);
  });
});

describe('a bug template naming its client first (anthropics/claude-code#83246)', () => {
  it('"**Environment:** Claude Code <version> (…), <system>" names the writer of the error quoted under it', async () => {
    const p = tempFile('env-claude-code.md', lines(
      '**Environment:** Claude Code 2.1.220 (native install), Windows 11, Node-based stdio MCP servers.',
      '',
      'Several times the servers dropped in the middle of a tool call (`MCP error -32000: Connection closed`).',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'claude-code' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('an environment line that lists the system first names no client', async () => {
    const p = tempFile('env-system-first.md', lines(
      '**Environment:** Windows 11, Claude Code 2.1.220',
      '',
      'Several times the servers dropped in the middle of a tool call (`MCP error -32000: Connection closed`).',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'unknown' });
  });
});

describe('Claude Code\'s interrupt quoted from a transcript (anthropics/claude-code#94475)', () => {
  it('is a cancelled tools/call in Claude Code\'s words', async () => {
    const p = tempFile('cc-interrupted.md', lines(
      'The call hung until I stopped it. After the interrupt the transcript shows:',
      '',
      '> The tool call was interrupted before a result was received. It may or may not have completed on the server — verify before assuming it succeeded, and retry if needed.',
    ));
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ host: 'claude-code' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 'cancelled', 'user-cancel', 'unknown']]);
  });
});
