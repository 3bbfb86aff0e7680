import { describe, expect, it } from 'vitest';
import { appServerRequestTimeout } from '../../../src/diagnose/rules/app-server-request-timeout.js';
import type { HostSaid } from '../../../src/events.js';
import { sessionTimeline } from '../helpers.js';

// Codex Desktop's renderer lines as the codex reader labels them (openai/codex#30348, #29416).
const timeout = (method: string, limitMs = 30000): HostSaid => ({ kind: 'timer-fired', phrase: 'codex/desktop-request-timeout', method, limitMs, timer: 'host', ownProtocol: true });
const routed = (method: string, elapsedMs: number): HostSaid => ({ kind: 'completed', phrase: 'codex/desktop-response-routed', method, elapsedMs, late: true, ownProtocol: true });
const noPromise: HostSaid = { kind: 'completed', phrase: 'codex/desktop-no-promise', late: true, ownProtocol: true };

interface Case {
  name: string;
  said: HostSaid[];
  lang?: 'en' | 'ko';
  /** Expected findings, in order: the message and the index of the line it points at. */
  want: { message: RegExp; line: number }[];
}

const cases: Case[] = [
  {
    name: 'a timeout alone (#29416): no answer told',
    said: [timeout('thread/start')],
    want: [{ message: /^The Codex app's own request thread\/start to its app-server timed out after 30 s\. This is not an MCP request/, line: 0 }],
  },
  {
    name: 'the timeout, its answer routed later, no promise (#30348)',
    said: [timeout('thread/start'), routed('thread/start', 44066), noPromise],
    want: [{ message: /timed out after 30 s \(the answer came 44\.066 s after it was sent, with nobody waiting\)\..*startup_timeout_sec/, line: 0 }],
  },
  { name: "an answer routed for another method is not this one's", said: [timeout('thread/start'), routed('plugin/list', 12)], want: [{ message: /timed out after 30 s\. This/, line: 0 }] },
  {
    name: "the next timeout of the method ends the search: a later answer is the retry's",
    said: [timeout('thread/start'), timeout('thread/start'), routed('thread/start', 42737)],
    want: [{ message: /timed out after 30 s\. This/, line: 0 }],
  },
  {
    name: 'two methods: one finding each',
    said: [timeout('thread/start'), timeout('mcpServerStatus/list'), routed('mcpServerStatus/list', 104000)],
    want: [
      { message: /request thread\/start .*timed out after 30 s\. This/, line: 0 },
      { message: /request mcpServerStatus\/list .*the answer came 104 s after/, line: 1 },
    ],
  },
  { name: 'an answer routed with no timeout before it says nothing', said: [routed('thread/start', 120), noPromise], want: [] },
  { name: 'Korean', said: [timeout('thread/start')], lang: 'ko', want: [{ message: /app-server로 보낸 thread\/start 요청이 30초 뒤 시간초과.*MCP 요청이 아닙니다/, line: 0 }] },
];

describe('app-server-request-timeout', () => {
  it.each(cases)('$name', (c) => {
    const s = sessionTimeline({ ownRequestWords: c.said.map((said) => ({ said })) });
    const got = appServerRequestTimeout.check(s, { options: c.lang !== undefined ? { lang: c.lang } : {} });
    expect(got.map((f) => f.message)).toEqual(c.want.map((w) => expect.stringMatching(w.message)));
    expect(got.map((f) => f.source)).toEqual(c.want.map((w) => s.ownRequestWords![w.line]!.source));
    for (const f of got) expect(f).toMatchObject({ rule: 'app-server-request-timeout', severity: 'error' });
  });
});
