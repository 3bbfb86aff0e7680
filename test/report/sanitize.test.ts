import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, forHtml, forMarkdown, forMermaid, forText, jsonSafe } from '../../src/report/sanitize.js';
import { HOSTILE } from './fixtures.js';

// C0, DEL, C1, line/paragraph separators, bidi controls: none may reach the sink raw.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Cells of a markdown table row, splitting on pipes not escaped with a backslash. */
function cells(row: string): string[] {
  return row.split(/(?<!\\)\|/).slice(1, -1);
}

describe('forText', () => {
  it.each([
    ['\u001b[31mred', '␛[31mred'],
    ['a\r\nb', 'a␍⏎b'],
    ['a\nb', 'a⏎b'],
    ['tab\there', 'tab␉here'],
    ['bs\b', 'bs␈'],
    ['\u007f', '\u2421'],
    ['\u009b', '\\u009b'],
    ['x\u202ey', 'x\\u202ey'],
    ['a\u2028b', 'a⏎b'],
    ['lone \ud800 high', 'lone \ufffd high'],
    ['emoji 😀 stays', 'emoji 😀 stays'],
    ['日本語 stays', '日本語 stays'],
  ])('%j → %j', (input, expected) => {
    expect(forText(input)).toBe(expected);
  });

  it('never lets a control character, escape or line break through (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = forText(s);
        expect(out).not.toMatch(RAW_CONTROL);
      }),
    );
  });

  it('clips long fields and says how much was left out', () => {
    const out = forText('x'.repeat(5000), 100);
    expect(out.startsWith('x'.repeat(100))).toBe(true);
    expect(out).toContain('(+4900 chars)');
  });

  it('does not split a surrogate pair when clipping', () => {
    const s = `${'a'.repeat(9)}😀tail`;
    expect(clip(s, 10)).toBe(`${'a'.repeat(9)}… (+6 chars)`);
  });
});

describe('forMarkdown', () => {
  it.each(HOSTILE.map((h) => [h]))('keeps a table row to two cells: %j', (h) => {
    const row = `| Label | ${forMarkdown(h)} |`;
    expect(row).not.toContain('\n');
    expect(cells(row)).toHaveLength(2);
  });

  it('escapes markup so it renders as the text it is', () => {
    expect(forMarkdown('a|b')).toBe('a\\|b');
    expect(forMarkdown('`x`')).toBe('\\`x\\`');
    expect(forMarkdown('<img>')).toBe('\\<img\\>');
    expect(forMarkdown('*b* _e_ [l]')).toBe('\\*b\\* \\_e\\_ \\[l\\]');
    expect(forMarkdown('# h')).toBe('\\# h');
    expect(forMarkdown('- item')).toBe('\\- item');
    expect(forMarkdown('12. item')).toBe('12\\. item');
    expect(forMarkdown('a\\|b')).toBe('a\\\\\\|b');
  });

  it('cannot mention people', () => {
    expect(forMarkdown('@octocat')).not.toMatch(/@[a-z]/);
  });

  it('no input adds a cell, a line, or raw HTML (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = forMarkdown(s);
        expect(out).not.toMatch(RAW_CONTROL);
        expect(cells(`| k | ${out} |`)).toHaveLength(2);
        expect(out).not.toMatch(/(?<!\\)[<`]/);
      }),
    );
  });
});

describe('forHtml', () => {
  it('escapes all five HTML specials', () => {
    expect(forHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves no markup-significant character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = forHtml(s);
        expect(out).not.toMatch(/[<>"']/);
        expect(out).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
        expect(out).not.toMatch(RAW_CONTROL);
      }),
    );
  });
});

describe('forMermaid', () => {
  it('turns statement and markup characters into entity codes', () => {
    const out = forMermaid('a; b # c %% d <br> e');
    expect(out.replace(/#\d+;/g, '')).not.toMatch(/[;#<>%]/);
    expect(out).toContain('#59;');
    expect(out).toContain('#60;br#62;');
  });

  it('no input adds a statement (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const out = forMermaid(s);
        expect(out).not.toMatch(RAW_CONTROL);
        // every ';' left is the end of an entity code we wrote
        expect(out.replace(/#\d+;/g, '')).not.toMatch(/[;%<>"#]/);
      }),
    );
  });
});

describe('jsonSafe', () => {
  it('escapes C1, separators and bidi controls without changing the value', () => {
    const value = { s: 'a\u009bb\u2028c\u202ed\u001be' };
    const text = jsonSafe(JSON.stringify(value));
    expect(text).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(text)).toEqual(value);
  });
});
