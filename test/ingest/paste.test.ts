/**
 * Pasted excerpts as reporters edit them (paste.ts): a first line whose stamp lost its first
 * characters to the selection, and lines numbered by a pager. Lines follow the pastes cited.
 */
import { describe, expect, it } from 'vitest';
import { pasteShape, unpaste } from '../../src/ingest/paste.js';

function clean(lines: string[]): Array<string | null> {
  const shape = pasteShape(lines);
  return shape === null ? lines : lines.map((l) => unpaste(l, shape));
}

describe('pasted excerpts', () => {
  it('a clean capture is left alone (no shape, nothing per line)', () => {
    expect(pasteShape(['2025-06-25 01:05:58.032 [info] Starting server notes', '2025-06-25 01:05:58.033 [info] Connection state: Starting'])).toBeNull();
  });

  // microsoft/vscode#252388, axiomhq/mcp#32
  it.each([
    ['one character', '025-06-25 00:59:12.309 [info] Connection state: Error Error sending message', '2025-06-25 00:59:12.309 [info] Connection state: Error Error sending message'],
    ['two characters', '25-06-25 00:59:12.309 [info] Connection state: Error', '2025-06-25 00:59:12.309 [info] Connection state: Error'],
  ])('a first stamp cut by %s gets them back from the next stamp', (_n, first, want) => {
    expect(clean([first, '2025-06-25 00:59:12.309 [error] Server exited before responding to `initialize` request.'])[0]).toBe(want);
  });

  it('only the first line is repaired, and only when it reads as the next stamp cut short', () => {
    // A first line of other digits (a pid, a count) is not a cut stamp.
    expect(pasteShape(['4127 processes started', '2025-06-25 00:59:12.309 [info] Connection state: Running'])).toBeNull();
    const lines = ['025-06-25 00:59:12.309 [info] a', '2025-06-25 00:59:12.310 [info] b', '025-06-25 00:59:12.311 [info] a'];
    expect(clean(lines)).toEqual(['2025-06-25 00:59:12.309 [info] a', '2025-06-25 00:59:12.310 [info] b', '2025-06-25 00:59:12.311 [info] a'.slice(1)]);
  });

  // google-gemini/gemini-cli#17787
  it('lines numbered one by one lose their numbers; an elision line among them is dropped', () => {
    const lines = ['   1 [Feedback Details for "Error discovering prompts from x: MCP error -32001: Request timed out"] McpError', '   2 ...', '   3 data: { timeout: 60000 }'];
    expect(clean(lines)).toEqual(['[Feedback Details for "Error discovering prompts from x: MCP error -32001: Request timed out"] McpError', null, 'data: { timeout: 60000 }']);
  });

  it('numbers that do not count up are the log\'s own (a pid, a port), not a pager\'s', () => {
    expect(pasteShape(['4127 Connecting to remote server', '4127 Using transport strategy: http-first'])).toBeNull();
    expect(pasteShape(['12 workers started', '7 workers idle'])).toBeNull();
  });
});
