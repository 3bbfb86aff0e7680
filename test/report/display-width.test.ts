import { describe, expect, it } from 'vitest';
import { displayWidth, padEndDisplay, padStartDisplay } from '../../src/report/display-width.js';
import { renderText, wrap } from '../../src/report/text.js';
import { analyze } from '../../src/analyze.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../samples');

describe('displayWidth', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['한국어', 6],
    ['a한b', 4],
    ['취소 신호와 관측 시각:', 22],
    ['中文', 4],
    ['カナ', 4],
    ['ＡＢ', 4], // fullwidth Latin
    ['ｶ', 1], // halfwidth katakana
    ['🙂', 2],
    ['é', 1],
    ['e\u0301', 1], // combining acute
    ['\u1100\u1161', 2], // conjoining jamo: one syllable block
    ['a\u200bb', 2], // zero-width space
    ['\x1b[1m한\x1b[22m', 2], // colour codes take no columns
    ['𠀀', 2], // CJK Extension B, outside the BMP
    ['—…·', 3],
  ])('%j is %i columns', (s, w) => expect(displayWidth(s)).toBe(w));

  it('pads by columns, never cuts', () => {
    expect(padEndDisplay('한', 4)).toBe('한  ');
    expect(padStartDisplay('한', 4)).toBe('  한');
    expect(padEndDisplay('한국어', 4)).toBe('한국어');
    expect(padEndDisplay('ab', 4)).toBe('ab'.padEnd(4));
  });
});

describe('text in Korean', () => {
  it('wraps Korean prose to the width in columns', () => {
    const text = '클라이언트가 tools/call late_result (ID 1) 요청을 1.001초 만에 notifications/cancelled로 취소했습니다. 원인은 요청자 자신의 요청 타이머 만료입니다.';
    const lines = wrap(text, 40, '   ');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(displayWidth(l)).toBeLessThanOrEqual(40);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(text);
  });

  it('lines the record values up in one column under Korean labels, within the width where words allow', async () => {
    const report = await analyze([join(SAMPLES, 'claude-desktop/late-result.log')], { lang: 'ko' });
    const out = renderText(report, { color: false, width: 80 });
    const lines = out.split('\n');
    const start = lines.indexOf('   최소 기록');
    expect(start).toBeGreaterThan(0);
    // One line per field; a long value wraps onto lines of its own, indented to the value column.
    const record = lines.slice(start + 1, lines.indexOf('', start)).filter((l) => /^ {5}\S/.test(l));
    expect(record.length).toBe(11);
    // Each value starts at the same display column: two spaces after the widest label and its colon.
    const columns = record.map((l) => {
      const valueStart = /^ +[^:]+: +/.exec(l)![0];
      return displayWidth(valueStart);
    });
    expect(new Set(columns).size).toBe(1);
    // Wrapped prose (the summary) stays within 80 columns.
    const summary = lines.filter((l) => /^ {3}\S/.test(l) && /[가-힣]/.test(l) && !l.includes('·'));
    expect(summary.length).toBeGreaterThan(0);
    for (const l of summary) expect(displayWidth(l)).toBeLessThanOrEqual(80);
  });
});
