/** A Korean report of real samples: the prose changes, the JSON's keys and vocabularies do not. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { renderHtml } from '../../src/report/html.js';
import type { Report } from '../../src/report/contract.js';
import { ko } from '../../src/i18n/ko.js';
import { RECORD_KEYS } from '../../src/diagnose/types.js';
import { run } from '../cli/harness.js';

const SAMPLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../samples');
const CAPTURES = ['claude-desktop/late-result.log', 'claude-desktop/server-crash.log', 'http/v1-stream-cut.har', 'http/gateway-504.har'].map((p) => join(SAMPLES, p));
const HANGUL = /[\uac00-\ud7a3]/;

/** The report with every prose field blanked: what must be identical in every language. */
function skeleton(r: Report): unknown {
  const { lang: _lang, ...rest } = r;
  void _lang;
  return {
    ...rest,
    requests: r.requests.map((q) => ({
      ...q,
      record: Object.fromEntries(RECORD_KEYS.map((k) => [k, { ...q.record[k], label: '' }])),
      nextSteps: q.nextSteps.length,
    })),
  };
}

describe('analyze with lang ko', () => {
  it.each(CAPTURES.map((c) => [c]))('%s: same keys and vocabularies as English, Korean labels and next steps', async (capture) => {
    const [en, kr] = await Promise.all([analyze([capture], { all: true }), analyze([capture], { all: true, lang: 'ko' })]);
    expect(kr.lang).toBe('ko');
    expect(en.lang).toBeUndefined();
    expect(skeleton(kr)).toEqual(skeleton(en));
    for (const q of kr.requests) {
      for (const k of RECORD_KEYS) expect(q.record[k].label).toBe(ko.recordLabels[k]);
      for (const s of q.nextSteps) expect(s).toMatch(HANGUL);
    }
  });
});

describe('the CLI in Korean', () => {
  const capture = join(SAMPLES, 'claude-desktop/late-result.log');

  it('--lang ko gives Korean labels and next steps in the text report', async () => {
    const { code, stdout } = await run(['--lang', 'ko', capture]);
    expect(code).toBe(0);
    expect(stdout).toContain('취소 신호와 관측 시각:');
    expect(stdout).toContain('확인한 외부 결과:');
    expect(stdout).toMatch(/1\. tools\/call late_result의 요청 제한 시간을/);
    expect(stdout).toContain('완료 1건, 취소 1건');
  });

  it('takes the language from LANG, and --lang wins over it', async () => {
    const fromEnv = await run([capture], { env: { LANG: 'ko_KR.UTF-8' } });
    expect(fromEnv.stdout).toContain('요청 ID:');
    const forced = await run(['--lang', 'en', capture], { env: { LANG: 'ko_KR.UTF-8' } });
    expect(forced.stdout).toContain('Request ID:');
    expect(forced.stdout).not.toMatch(HANGUL);
    const plain = await run([capture], { env: {} });
    expect(plain.stdout).not.toMatch(HANGUL);
  });

  it('keeps the JSON vocabularies in English', async () => {
    const { stdout } = await run(['--lang', 'ko', '--json', capture]);
    const r = JSON.parse(stdout) as Report;
    expect(r.lang).toBe('ko');
    const q = r.requests.find((x) => x.key === 's1:1')!;
    expect([q.outcome, q.cause, q.serverState, q.confidence]).toEqual(['cancelled', 'client-timeout', 'completed', 'high']);
    expect(q.findings.map((f) => [f.rule, f.severity])).toContainEqual(['response-after-cancel', 'warning']);
    expect(q.timeline.map((e) => e.kind)).toEqual(['request', 'cancel', 'response']);
    expect(q.record.requestId.label).toBe('요청 ID');
  });

  it('rejects a language it does not have', async () => {
    const { code, stderr } = await run(['--lang', 'fr', capture]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--lang/);
  });

  it('writes the HTML page in Korean, swimlane included', async () => {
    const html = renderHtml(await analyze([capture], { lang: 'ko' }));
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<h3>최소 기록</h3>');
    expect(html).toContain('<h3>다음 조치</h3>');
    expect(html).toMatch(/<text class="sl-lane-name"[^>]*>클라이언트<\/text>/);
    expect(html).toContain('1.001초 뒤 타이머 만료');
  });
});
