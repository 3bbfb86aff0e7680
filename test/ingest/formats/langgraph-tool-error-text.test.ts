/**
 * LangGraph's ToolNode turns the exception a tool raised into its error text, "Error: <repr of the exception>" and its
 * advice "Please fix your mistakes." on the line under it, printed as the message's content. The exception's repr alone
 * is read as the Python SDK session's closed streams (a connection's error, no request); with LangGraph's advice under
 * it the two are one tool call's result (langchain-ai/langchain-mcp-adapters#278). Lines follow the thread's paste.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const calls = async (name: string, text: string) =>
  (await analyze([tempFile(name, text)], { tz: 'UTC' })).requests.map((r) => [r.method, r.outcome, r.cause]);

describe("LangGraph's tool error text on two lines", () => {
  it('reads the repr with the advice under it as a tools/call lost with the closed session', async () => {
    expect(await calls('lg.txt', lines('Error: ClosedResourceError()', 'Please fix your mistakes.'))).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('reads the advice as LangGraph prints it, a space before it', async () => {
    expect(await calls('lg-space.txt', lines('Error: ClosedResourceError()', ' Please fix your mistakes.'))).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('reads the one-line form with the escaped line break', async () => {
    expect(await calls('lg-one.txt', lines('Error: ClosedResourceError()\\n Please fix your mistakes.'))).toEqual([['tools/call', 'lost', 'connection-closed']]);
  });

  it('without the advice the repr stays the connection\'s error: no request', async () => {
    expect(await calls('repr.txt', lines('Error: ClosedResourceError()', 'Restarting the worker.'))).toEqual([]);
  });

  // Only LangGraph's one text joins a line a row read: an SDK timeout under a PHP client's connect failure (its Laravel
  // log's words) is a statement of its own, not the reason that connect failed (the server's process had ended).
  it('another error under a connection error a row read stays its own statement', async () => {
    expect(await calls('laravel.log', lines('local.ERROR: Connection failed: Server process terminated.', 'McpError: MCP error -32001: Request timed out')))
      .toEqual([['initialize', 'lost', 'connection-closed'], ['unknown', 'cancelled', 'client-timeout']]);
  });

  // The file is read (the first pair is LangGraph's), so what the second pair becomes is the reader's doing: the advice
  // under a line that is no exception's repr makes no second call of it.
  it.each([
    ['a class name without the repr', 'anyio.ClosedResourceError'],
    ['an error sentence', 'Error: the session was closed'],
  ])('the advice under a line that is no exception repr joins nothing: %s', async (_n, head) => {
    expect(await calls('advice.txt', lines('Error: ClosedResourceError()', 'Please fix your mistakes.', head, 'Please fix your mistakes.'))).toEqual([
      ['tools/call', 'lost', 'connection-closed'],
    ]);
  });
});
