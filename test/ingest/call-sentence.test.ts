/**
 * A reporter's tool call as an issue template lays it out: a sentence naming the tool, the arguments as one JSON value in
 * a fenced block, then the result line, blank lines between (MemPalace/mempalace#929). The sentence names the result's
 * call across the block; no other layout carries it. Texts follow the template's grammar; names and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { callSentenceIntroducer, nextCallSentence, opensCallResult, RESULT_LINE_RE, type CallSentence } from '../../src/ingest/call-sentence.js';
import { tempFile } from './helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const FENCE = '```';
const ERROR = '**Result:** `MCP error -32000: Internal tool error`';
const block = (...members: string[]) => [`${FENCE}json`, '{', ...members, '}', FENCE];

/** The lines a reader is given (blank lines never are), and the introducer each would get. */
function introducers(ls: readonly string[]): Array<string | null> {
  let state: CallSentence | null = null;
  return ls.filter((l) => l.trim() !== '').map((l) => {
    const intro = callSentenceIntroducer(state, l);
    state = nextCallSentence(state, l, false);
    return intro;
  });
}

describe('carrying a tool sentence to the result line under its block', () => {
  const carried: Array<[string, string[], string]> = [
    ['across a blank line, a fenced block and a blank line', ['Call `notebook_append` via MCP with a non-ASCII entry:', '', ...block('  "shelf": "ops"'), '', ERROR], 'Call `notebook_append` via MCP with a non-ASCII entry:'],
    ['across the block without its fences', ['Calling `search_notes` with:', '{', '  "query": "ledger"', '}', 'Result: Error: MCP error -32001: Request timed out'], 'Calling `search_notes` with:'],
    ['across a value on one line', ['Calling `search_notes` with:', '', '{"query": "ledger"}', '', '→ timed out after 60s'], 'Calling `search_notes` with:'],
    ['across a blank line only (no arguments)', ['Call `list_shelves` with no arguments:', '', ERROR], 'Call `list_shelves` with no arguments:'],
    ['a sentence without a colon, given one', ['I invoked `search_notes` with these arguments', '', ...block('  "query": "x"'), '', ERROR], 'I invoked `search_notes` with these arguments:'],
    ['a sentence naming the tool after "the tool"', ['I ran the tool `search_notes`', '', ...block('  "query": "x"'), '', ERROR], 'I ran the tool `search_notes`:'],
    ['from the second of two sentences', ['Calling `search_notes` with:', 'Call `rebuild_index` with:', ...block('  "full": true'), ERROR], 'Call `rebuild_index` with:'],
  ];
  it.each(carried)('%s', (_, ls, label) => {
    expect(introducers(ls).at(-1)).toBe(label);
    expect(opensCallResult(ls, ls.findIndex((l) => l === label.replace(/:$/, '') || l === label))).toBe(true);
  });

  const notCarried: Array<[string, string[]]> = [
    ['a sentence that names no tool', ['Call the same tool with an ASCII-only entry:', '', ...block('  "shelf": "ops"'), '', ERROR]],
    ['prose between the block and the result', ['Calling `search_notes` with:', ...block('  "query": "x"'), 'Then I waited a minute.', ERROR]],
    ['prose between the sentence and the block', ['Calling `search_notes` with:', 'The shelf was empty at the time.', ...block('  "query": "x"'), ERROR]],
    ['two blocks under the sentence', ['Calling `search_notes` with:', ...block('  "query": "x"'), ...block('  "query": "y"'), ERROR]],
    ['a block whose member a row read (an error object, not arguments)', ['Calling `search_notes` with:', '{', '  "message": "MCP error -32000: Connection closed"', '}', ERROR]],
    ['a line under the block that is no result', ['Calling `search_notes` with:', ...block('  "query": "x"'), 'MCP error -32000: Internal tool error']],
  ];
  it.each(notCarried)('not %s', (name, ls) => {
    let state: CallSentence | null = null;
    const got = ls.filter((l) => l.trim() !== '').map((l) => {
      const intro = callSentenceIntroducer(state, l);
      state = nextCallSentence(state, l, name.startsWith('a block whose') && l.includes('"message"'));
      return intro;
    });
    expect(got.at(-1)).toBeNull();
  });

  it.each([
    ['**Result:** `MCP error -32000: Internal tool error`', true],
    ['Result: Error: MCP error -32001: Request timed out', true],
    ['→ timed out after 60s', true],
    ['Output: Error: MPC -32603: Unexpected token', true],
    ['Result:', false],
    ['Results were fine after a restart', false],
  ] as const)('reads %j as a result line: %s', (l, yes) => {
    expect(RESULT_LINE_RE.test(l)).toBe(yes);
  });
});

describe('an issue template with a tool call and its result (MemPalace/mempalace#929)', () => {
  const steps = (sentence: string, between: string[] = []) =>
    lines('### Steps to Reproduce', '', sentence, '', ...block('  "author": "claude",', '  "note": "retry×2 → rebuild ★"'), '', ...between, ERROR, '', 'Call the same tool with an ASCII-only entry:', '', ...block('  "note": "retry.x2"'), '', '**Result:** Success');

  it('names the failed call by the sentence above the block, and reads no request from the success', async () => {
    const report = await analyze([tempFile('issue.md', steps('Call `notebook_append` via MCP with a non-ASCII entry:'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'notebook_append', 'failed', 'server-error']]);
  });

  it('names no call when the sentence names no tool', async () => {
    const report = await analyze([tempFile('issue.md', steps('Call it via MCP with a non-ASCII entry:'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['unknown', null, 'failed']]);
  });

  it('names no call when prose comes between the block and the result', async () => {
    const report = await analyze([tempFile('issue.md', steps('Call `notebook_append` via MCP with a non-ASCII entry:', ['It hung for a while before that.', '']))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['unknown', null, 'failed']]);
  });

  it('names the call of a sentence that says it ran the tool', async () => {
    const report = await analyze([tempFile('issue.md', steps('I ran the tool `notebook_append` with a non-ASCII entry'))], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'notebook_append', 'failed']]);
  });

  it("reads the SDK's timer under a result label as the named call's timeout", async () => {
    const text = lines('### Steps to Reproduce', '', 'Calling `search_notes` with:', '', ...block('  "query": "ledger 2026"'), '', 'Result: Error: MCP error -32001: Request timed out');
    const report = await analyze([tempFile('issue.md', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'search_notes', 'cancelled', 'client-timeout']]);
  });

  it('names the call of a lead-in paragraph over the block, not set aside as an aside', async () => {
    const text = lines('Call `notebook_append` via MCP with a non-ASCII entry:', '', ...block('  "note": "★"'), '', ERROR);
    const report = await analyze([tempFile('issue.md', text)], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome])).toEqual([['tools/call', 'notebook_append', 'failed']]);
  });
});
