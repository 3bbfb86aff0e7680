/**
 * Patterns rewritten so that a long run of blanks cannot make them backtrack (docs/performance.md "Hostile lines"):
 * each must decide what the pattern it replaced decided — the same lines, the same captures, the same match — on any
 * mix of the characters it reads. The old patterns are the oracles here, on short strings where they are quick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_RE, DETAILS_RE, ELISION_RE, FENCE_RE, LONE_ELISION_RE } from '../../src/ingest/paste.js';
import { DETAILS_ISSUE_RE, DETAILS_PADDED_STATUS_RE, DETAILS_ROW_RE, DETAILS_STATUS_RE, DETAILS_TITLE_RE } from '../../src/ingest/formats/claude-code.js';

const QUOTE_PREFIX = String.raw`^\s*(?:>\s?)*\s*`;
const BOX_EDGE_HEAD = String.raw`^\s*│?\s*`;
const BOX_EDGE_TAIL = String.raw`\s*│?\s*$`;

/** The pattern as it was written before: today's source with its linear spellings put back. */
function before(re: RegExp): RegExp {
  const src = re.source
    .replace(String.raw`^(?=(\s*))\1(?:>\s?)*\s*`, QUOTE_PREFIX)
    .replace(String.raw`^\s*(?:│\s*)?`, BOX_EDGE_HEAD)
    .replace(String.raw`\s*(?:│\s*)?$`, BOX_EDGE_TAIL)
    .replace(String.raw`(?<!\s)\s+`, String.raw`\s+`);
  expect(src).not.toBe(re.source);
  return new RegExp(src, re.flags);
}

const same = (a: RegExpExecArray | null, b: RegExpExecArray | null): void => {
  expect(a === null).toBe(b === null);
  if (a !== null && b !== null) {
    expect(a.index).toBe(b.index);
    // Group 1 of the quote prefix is the atomic run's own capture: compare what the callers read.
    expect(a[0]).toBe(b[0]);
  }
};

describe('patterns made linear decide what they decided before', () => {
  const blanks = ['', ' ', '  ', '\t', '\u00a0'];
  const paste = fc.array(fc.constantFrom(...blanks, '>', '```', '~~~', 'js', '<details>', '<summary>x</summary>', '...', '…', '[truncated]', '(…)', '[...]', '<snip>', '←', '<--', 'a', '"', '{'), { maxLength: 10 }).map((a) => a.join(''));
  it.each([
    ['FENCE_RE', FENCE_RE],
    ['DETAILS_RE', DETAILS_RE],
    ['ELISION_RE', ELISION_RE],
    ['LONE_ELISION_RE', LONE_ELISION_RE],
    ['ANNOTATION_RE', ANNOTATION_RE],
  ])('%s (paste.ts)', (_name, re) => {
    const old = before(re);
    fc.assert(fc.property(paste, (s) => same(re.exec(s), old.exec(s))), { numRuns: 1500 });
  });

  const box = fc.array(fc.constantFrom(...blanks, '│', 'Name', ' MCP Server', 'Status: ✘ failed', 'Issue:', 'URL:', 'x', 'Status:'), { maxLength: 10 }).map((a) => a.join(''));
  it.each([
    ['DETAILS_TITLE_RE', DETAILS_TITLE_RE],
    ['DETAILS_STATUS_RE', DETAILS_STATUS_RE],
    ['DETAILS_ROW_RE', DETAILS_ROW_RE],
    ['DETAILS_ISSUE_RE', DETAILS_ISSUE_RE],
    ['DETAILS_PADDED_STATUS_RE', DETAILS_PADDED_STATUS_RE],
  ])('%s (formats/claude-code.ts)', (_name, re) => {
    const old = before(re);
    fc.assert(
      fc.property(box, (s) => {
        const a = re.exec(s);
        const b = old.exec(s);
        same(a, b);
        if (a !== null && b !== null) expect(a[1]).toBe(b[1]);
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ['```json', true],
    ['> ```', true],
    ['  > > ~~~', true],
    ['>  > ```', false],
    ['\t'.repeat(50) + 'x', false],
  ])('FENCE_RE %j → %s', (line, fence) => {
    expect(FENCE_RE.test(line)).toBe(fence);
  });
});

describe('relayedTimerCode in one pass decides what its pattern decided', () => {
  it('on any mix of codes, timer texts and line breaks', async () => {
    const { RELAYED_TIMER_RE, relayedTimerCode } = await import('../../src/protocol/reasons.js');
    const byRegex = (text: string): number | null => {
      const m = RELAYED_TIMER_RE.exec(text);
      if (m === null) return null;
      const code = Number(m[1]!.replace(/\s+/g, ''));
      return code === -32001 || code === -2 || !Number.isFinite(code) ? null : code;
    };
    const part = fc.constantFrom('MCP error -32603: ', 'MCP error -32001: ', 'MCP error -2: ', 'MCP error - 32001 : ', 'MCP error 5:', 'MCP error -32001: Request timed out', 'Request timed out', 'Error calling tool x: ', '\n', '\r', ' ', 'x');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }).map((a) => a.join('')), (text) => {
        expect(relayedTimerCode(text)).toBe(byRegex(text));
      }),
      { numRuns: 3000 },
    );
    expect(relayedTimerCode('MCP error -32603: Error calling tool x: MCP error -32001: Request timed out')).toBe(-32603);
  });
});
