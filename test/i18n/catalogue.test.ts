import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { ko, koDuration } from '../../src/i18n/ko.js';
import { langFromEnv, messages } from '../../src/i18n/index.js';
import { OUTCOMES, RECORD_KEYS } from '../../src/diagnose/types.js';
import { KNOWN_TIMEOUTS } from '../../src/protocol/timeouts.js';
import { HOST_CLIENTS } from '../../src/protocol/hosts.js';
import { HOST_BASIS_KO, KNOWN_LIMITS_KO } from '../../src/i18n/ko-diagnose.js';

const HANGUL = /[\uac00-\ud7a3]/;

/** Messages whose arguments are not counts or names. */
const OVERRIDES: Record<string, unknown[]> = {
  'report.count': [3, 'request'],
  'report.tally': [[[40, 'completed'], [1, 'cancelled']]],
  'html.input': ['claude-desktop', 3, 4, 5, 'Asia/Seoul', true],
  'html.from': ['2026-11-30T12:28:02.150Z', '1 s'],
  'html.confidence': ['high', 'completed'],
  'swimlane.timer': [60_000, true],
  'diag.knownLimit': [60_000, 'requester', 'the TypeScript SDK default'],
  'diag.hostClientBasis': ['codex', "its own deadline around the Rust SDK call drops the request (openai/codex#6127)"],
  'diag.streamMeaning': ['disconnect'],
  'diag.record.peer': ['weather-server', null],
};

/**
 * Formatters with no words of their own: identifiers (`tools/call build (ID 3)`), a zone or offset beside an
 * instant, a version, or a join of texts that are themselves checked.
 */
const NOT_PROSE = new Set(['text.gzip', 'text.mcp', 'diag.request', 'diag.hostSubject', 'diag.basis.maxTotalReason', 'diag.evidence.captureText', 'diag.record.zoneKnown', 'diag.record.offset']);

/** Quoted text (spec quotes, capture strings, `code`) is English by design: what is left must not be. */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"|`[^`]*`/g, ' ');
}

/** Every message of a catalogue as [id, text], functions called with sample arguments of their arity. */
function texts(cat: object, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(cat)) {
    const id = prefix ? `${prefix}.${k}` : k;
    if (k === 'lang' || k === 'duration') continue;
    if (typeof v === 'string') out.push([id, v]);
    else if (typeof v === 'function') {
      // Arguments by position: numbers where the English takes counts or ms, strings elsewhere; both kinds are tried.
      const args = OVERRIDES[id] ? [OVERRIDES[id]] : [[2, 3, 4, 5, 6, null], ['tools/call build', 3, 4, 5, 6, 'Asia/Seoul']];
      for (const a of args) {
        try {
          const r = (v as (...x: unknown[]) => unknown)(...a);
          if (typeof r === 'string') {
            out.push([id, r]);
            break;
          }
        } catch {
          // wrong argument kinds for this message: try the next set
        }
      }
    } else if (v && typeof v === 'object') out.push(...texts(v, id));
  }
  return out;
}

describe('message catalogues', () => {
  const enTexts = texts(en);
  const koTexts = new Map(texts(ko));

  it('has a Korean text for every English message id', () => {
    expect(enTexts.length).toBeGreaterThan(60);
    const missing = enTexts.map(([id]) => id).filter((id) => !koTexts.has(id));
    expect(missing).toEqual([]);
    expect([...koTexts.keys()].sort()).toEqual(enTexts.map(([id]) => id).sort());
  });

  it.each(texts(ko).filter(([id]) => !NOT_PROSE.has(id)))('%s is written in Korean', (id, text) => {
    expect(text, id).toMatch(HANGUL);
    // Korean text never falls back to an English sentence outside what it quotes.
    expect(unquoted(text), id).not.toMatch(/\b(the|and|is|are|was|with|for|before|after)\b [a-z]/);
  });

  it('names every well-known limit and host client in Korean', () => {
    for (const k of KNOWN_TIMEOUTS) {
      expect(KNOWN_LIMITS_KO[String(k.ms)], `${k.ms}`).toMatch(HANGUL);
      for (const layer of Object.keys(k.byLayer)) expect(KNOWN_LIMITS_KO[`${k.ms}:${layer}`], `${k.ms}:${layer}`).toMatch(HANGUL);
      expect(ko.diag.knownLimit(k.ms, null, k.label)).toBe(KNOWN_LIMITS_KO[String(k.ms)]);
    }
    for (const h of HOST_CLIENTS) expect(HOST_BASIS_KO[h.host], h.host).toMatch(HANGUL);
    // English keeps the table's own label.
    expect(en.diag.knownLimit(60_000, 'requester', 'the TypeScript SDK default')).toBe('the TypeScript SDK default');
  });

  it('reads a `missing` line into the record as the guide asks: unconfirmed, and why', () => {
    expect(ko.diag.record.unconfirmed([ko.diag.missing.neverToldShort])).toBe('미확인 — 서버가 작업을 했는지 알 수 없음. 서버는 멈추라는 신호를 받지 못함');
    expect(ko.diag.record.unconfirmed([ko.diag.missing.intermediaryCut])).toBe(
      '미확인 — 중간 장비는 서버가 작업 중이어도 오래 걸리는 요청을 끊음. 확인하려면 필요한 것: 이 요청의 서버 쪽 로그',
    );
    expect(ko.diag.record.unconfirmed([])).toBe('미확인 — 서버가 무엇을 했는지 캡처에 나오지 않음');
    expect(en.diag.record.unconfirmed([en.diag.missing.intermediaryCut])).toBe(
      'unconfirmed — intermediaries cut long requests while the server keeps working; a server-side log for this request would settle it',
    );
  });

  it('labels the incident record with the terms of the diagnosis guide §5', () => {
    expect(RECORD_KEYS.map((k) => ko.recordLabels[k])).toEqual([
      '제품 / 클라이언트 버전',
      '서버 / SDK 버전',
      'MCP 프로토콜',
      '전송 방식',
      '요청 ID',
      '시작 시각과 시간대',
      '설정된 요청 / 최대 제한 시간',
      '마지막 진행 알림 시각',
      '취소 신호와 관측 시각',
      '서버 처리 상태',
      '확인한 외부 결과',
    ]);
    expect(OUTCOMES.every((o) => HANGUL.test(ko.outcome[o]))).toBe(true);
  });

  it('writes durations as Korean engineers do', () => {
    expect([850, 1000, 1001, 60_000, 60_006, 125_000, 180_000, -500].map(koDuration)).toEqual([
      '850ms',
      '1초',
      '1.001초',
      '60초',
      '60.006초',
      '2분 5초',
      '3분',
      '-500ms',
    ]);
  });

  it('counts with Korean counters', () => {
    expect(ko.report.tally([[40, 'completed'], [1, 'cancelled']])).toBe('완료 40건, 취소 1건');
    expect(ko.report.count(3, 'request')).toBe('요청 3건');
    expect(ko.report.count(3, 'line')).toBe('3줄');
  });

  it('looks a language up to its catalogue, English when none is given', () => {
    expect(messages('ko')).toBe(ko);
    expect(messages('en')).toBe(en);
    expect(messages(undefined)).toBe(en);
  });
});

describe('langFromEnv', () => {
  it.each([
    [{}, 'en'],
    [{ LANG: 'ko_KR.UTF-8' }, 'ko'],
    [{ LANG: 'ko' }, 'ko'],
    [{ LANG: 'ko-KR' }, 'ko'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'C' }, 'en'],
    [{ LANG: 'de_DE.UTF-8' }, 'en'],
    [{ LANG: 'en_US.UTF-8', LC_MESSAGES: 'ko_KR.UTF-8' }, 'ko'],
    [{ LANG: 'ko_KR.UTF-8', LC_ALL: 'C' }, 'en'],
    [{ LANG: 'ko_KR.UTF-8', LC_ALL: '' }, 'ko'],
    [{ LC_ALL: 'ko_KR.eucKR', LC_MESSAGES: 'en_US' }, 'ko'],
  ] as [Record<string, string>, string][])('%j → %s', (env, lang) => {
    expect(langFromEnv(env)).toBe(lang);
  });
});
