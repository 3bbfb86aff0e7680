/** A Korean report of real samples: the prose changes, the JSON's keys and vocabularies do not. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze.js';
import { renderHtml } from '../../src/report/html.js';
import { renderText } from '../../src/report/text.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { CANCELLATION_RULES } from '../../src/protocol/cancellation.js';
import { BROKEN_STREAM_REISSUE_SPEC, STREAM_CLOSE_RULES } from '../../src/protocol/stream-close.js';
import { CAUSES, OUTCOMES, SERVER_STATES } from '../../src/diagnose/types.js';
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
      summary: '',
      evidence: q.evidence.map((e) => ({ ...e, note: '' })),
      findings: q.findings.map((f) => ({ ...f, message: '' })),
      record: Object.fromEntries(Object.entries(q.record).map(([k, f]) => [k, { ...f, label: '', value: '' }])),
      nextSteps: q.nextSteps.length,
      ...(q.task ? { task: q.task } : {}),
    })),
    findings: r.findings.map((f) => ({ ...f, message: '' })),
  };
}

/** The prose a Korean report writes itself: every summary, evidence note, finding, record value and next step. */
function prose(r: Report): string[] {
  return [
    ...r.requests.flatMap((q) => [q.summary, ...q.evidence.map((e) => e.note), ...q.findings.map((f) => f.message), ...Object.values(q.record).map((f) => f.value), ...q.nextSteps]),
    ...r.findings.map((f) => f.message),
  ];
}

/**
 * The spec text the protocol tables quote (and paraphrase) in English: a Korean sentence may carry it as a quotation.
 */
const SPEC_TEXTS = [
  ...CANCELLATION_RULES.flatMap((r) => Object.values(r.spec).filter((x): x is string => typeof x === 'string')),
  ...STREAM_CLOSE_RULES.map((r) => r.spec),
  BROKEN_STREAM_REISSUE_SPEC,
]
  .map((s) => s.replace(/\s+/g, ' '))
  .sort((a, b) => b.length - a.length);
const VOCABULARY = new Set<string>([...OUTCOMES, ...CAUSES, ...SERVER_STATES, 'high', 'medium', 'low', 'error', 'warning', 'info']);

/**
 * Runs of three or more plain English words left in `text` once quoted text ("…", `…`), the protocol tables' spec
 * text, vocabulary values and identifiers (anything with a digit, capital, slash, dot, dash, colon or underscore in it:
 * method names, file paths, SDK and product names, option names) are taken out. A Korean sentence has none.
 */
function englishRuns(text: string): string[] {
  // Wrapped lines joined (the text renderer wraps inside quotations), markdown escapes undone.
  let t = text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1').replace(/\s+/g, ' ');
  for (const s of SPEC_TEXTS) t = t.split(s).join(' ¶ ');
  t = t.replace(/"[^"\n]*"|“[^”\n]*”|`[^`\n]*`/g, ' ¶ ');
  const runs: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length >= 3) runs.push(run.join(' '));
    run = [];
  };
  for (const raw of t.split(/\s+/)) {
    const w = raw.replace(/^[([{'*_]+|[)\]},.;:!?'*_]+$/g, '');
    if (/^[a-z]+$/.test(w) && !VOCABULARY.has(w)) run.push(w);
    else flush();
  }
  flush();
  return runs;
}

/**
 * The text and markdown reports without the timeline rows and the sequence diagram drawn from them (the timeline
 * room's details are not translated).
 */
function withoutTimeline(text: string): string {
  const out: string[] = [];
  let skipping: false | 'block' | 'table' = false;
  let fence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) {
      fence = !fence;
      continue;
    }
    if (fence) continue;
    if (/^\*\*타임라인\*\*/.test(line)) skipping = 'table';
    else if (/^ {3}타임라인$/.test(line) || /^\| 시각 \| 이벤트 \|/.test(line)) skipping = 'block';
    else if (skipping === 'block' && line.trim() === '') skipping = false;
    // The markdown timeline is a heading, a blank line and a table.
    else if (skipping === 'table' && line.trim() !== '' && !line.startsWith('|')) skipping = false;
    if (!skipping) out.push(line);
  }
  return out.join('\n');
}

const KOREAN_SAMPLES: [string, string[]][] = [
  ['claude-desktop/late-result.log', []],
  ['claude-desktop/server-crash.log', []],
  ['claude-desktop/max-total-timeout.log', ['--timeout', '2000', '--max-total-timeout', '5000']],
  ['claude-desktop/retry-after-timeout.log', []],
  ['claude-desktop/server-continues-after-cancel.log', []],
  ['http/v1-stream-cut.har', []],
  ['http/gateway-504.har', []],
  ['http/http-sse-cut.har', []],
  ['tasks/task-abort.mcpcap.jsonl', []],
  ['tasks/task-cancel.mcpcap.jsonl', []],
  ['python/claude-desktop/py-server-stdin-eof.log', []],
];

describe('analyze with lang ko', () => {
  it.each(CAPTURES.map((c) => [c]))('%s: same keys and vocabularies as English, Korean labels and next steps', async (capture) => {
    const [en, kr] = await Promise.all([analyze([capture], { all: true }), analyze([capture], { all: true, lang: 'ko' })]);
    expect(kr.lang).toBe('ko');
    expect(en.lang).toBeUndefined();
    expect(skeleton(kr)).toEqual(skeleton(en));
    for (const q of kr.requests) {
      for (const k of RECORD_KEYS) expect(q.record[k].label).toBe(ko.recordLabels[k]);
      for (const s of q.nextSteps) expect(s).toMatch(HANGUL);
      expect(q.summary).toMatch(HANGUL);
      for (const e of q.evidence) expect(e.note).toMatch(HANGUL);
      for (const f of q.findings) expect(f.message).toMatch(HANGUL);
    }
  });

  it.each(KOREAN_SAMPLES)('%s: no English sentence in the Korean prose, text or markdown', async (capture, args) => {
    const opts: Parameters<typeof analyze>[1] = { all: true, lang: 'ko' };
    for (let i = 0; i < args.length; i += 2) {
      if (args[i] === '--timeout') opts.timeoutMs = Number(args[i + 1]);
      if (args[i] === '--max-total-timeout') opts.maxTotalTimeoutMs = Number(args[i + 1]);
    }
    const report = await analyze([join(SAMPLES, capture)], opts);
    expect(report.requests.length).toBeGreaterThan(0);
    for (const p of prose(report)) expect(englishRuns(p), p).toEqual([]);
    const text = withoutTimeline(renderText(report, { color: false, width: 100 }));
    const markdown = withoutTimeline(renderMarkdown(report));
    expect(englishRuns(text)).toEqual([]);
    expect(englishRuns(markdown)).toEqual([]);
    // The renderers' own words are Korean too.
    expect(text).toContain('   최소 기록');
    expect(markdown).toContain('| 항목 | 값 |');
  });

  it('the check finds the English it is meant to find', async () => {
    const report = await analyze([join(SAMPLES, KOREAN_SAMPLES[0]![0])], { all: true });
    expect(prose(report).flatMap(englishRuns).length).toBeGreaterThan(5);
    expect(englishRuns('클라이언트가 "the server did the work" 요청을 tools/call build 취소했습니다')).toEqual([]);
    expect(englishRuns('the server did the work')).toEqual(['the server did the work']);
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
