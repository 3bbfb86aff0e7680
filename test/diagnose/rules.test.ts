import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/diagnose/classify.js';
import { requestFacts } from '../../src/diagnose/facts.js';
import { diagnose, diagnoseSession, RULES } from '../../src/diagnose/index.js';
import { CONTRACT_RULE_IDS } from '../../src/diagnose/rules/index.js';
import type { DiagnoseOptions, RequestRule, SessionRule, Severity } from '../../src/diagnose/types.js';
import type { JsonRpcMessage, WireEvent } from '../../src/events.js';
import type { RequestTimeline, SessionTimeline } from '../../src/timeline/types.js';
import { FILE, req, sessionTimeline, T0 } from './helpers.js';
import { needsViolations } from './needs-check.js';

const HTTP_LEGACY = { transport: 'streamable-http' as const, version: '2025-06-18' };
const HTTP_2026 = { transport: 'streamable-http' as const, version: '2026-07-28' };

/**
 * A 2026-07-28 call answered with an interim input_required result (timeline/mrtr.ts): on the timeline, not among its
 * answers; `continued`: a continuation's entry follows, as the builder links one.
 */
function interimOnly(continued = false): RequestTimeline {
  const result = {
    resultType: 'input_required',
    inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: 'Go?', requestedSchema: { type: 'object', properties: {} } } } },
    requestState: 's1',
  };
  const t = req(HTTP_2026).result(100, result).openAtEnd().build();
  t.responses = [];
  if (continued) t.entries.push({ ...t.entries[t.entries.length - 1]!, kind: 'continued-as', detail: 'continued as id 2 with inputResponses' });
  return t;
}

interface RequestCase {
  name: string;
  t: () => RequestTimeline;
  opts?: DiagnoseOptions;
  /** Expected number of findings from this rule (0 = valid). */
  n: number;
  severity?: Severity;
  message?: RegExp;
}

function requestRule(id: string): RequestRule[] {
  return RULES.filter((r): r is RequestRule => r.scope === 'request' && r.meta.id === id);
}
function sessionRule(id: string): SessionRule[] {
  return RULES.filter((r): r is SessionRule => r.scope === 'session' && r.meta.id === id);
}

/**
 * A task-augmented call whose task the server no longer knew at `goneAt` ms (its tasks/get answered -32602, as the TS
 * SDK v1 answers once its InMemoryTaskStore dropped the task: samples/tasks/task-ttl-expired), last seen `last`.
 */
function taskGone(ttl: number | null, goneAt: number, last = 'working'): RequestTimeline {
  const t = req({ taskAugmented: true }).result(40, { task: { taskId: 't1', status: 'working', ttl, pollInterval: 500 } }).build();
  const created = t.responses[0]!;
  const ev = (at: number, line: number, message: JsonRpcMessage): WireEvent => ({ ...created, at: T0 + at, source: { file: FILE, line }, message });
  const asked = ev(goneAt - 5, 90, { jsonrpc: '2.0', id: 9, method: 'tasks/get', params: { taskId: 't1' } });
  const answer = ev(goneAt, 91, { jsonrpc: '2.0', id: 9, error: { code: -32602, message: 'MCP error -32602: Failed to retrieve task: Task not found' } });
  t.task = {
    taskId: 't1', created, pollInterval: 500, ttl, last: { status: last, message: null, event: created, via: 'create' }, terminal: null,
    statuses: 1, polls: 1, lastPoll: asked, lastPollAnswer: answer, firstAsked: asked, cancel: null, result: null, gone: { asked, answer },
  };
  return t;
}

const requestCases: Record<string, RequestCase[]> = {
  'cancel-initialize': [
    { name: 'TS v1 cancels initialize at 60 s', t: () => req({ method: 'initialize', id: 0, version: '2024-11-05' }).cancel(60_006, 'Error: MCP error -32001: Request timed out').build(), n: 1, severity: 'error', message: /2024-11-05.*MUST NOT be cancelled/ },
    { name: 'unknown version: the assumed row is named from the cancellation table', t: () => req({ method: 'initialize', id: 0, version: null }).cancel(60_006, 'x').build(), n: 1, severity: 'error', message: /Under an unknown protocol version \(2025-03-26 rules assumed\)/ },
    { name: 'TS v1 reason text names the SDK', t: () => req({ method: 'initialize', id: 0 }).cancel(60_006, 'McpError: MCP error -32001: Request timed out').build(), n: 1, message: /reason text is the TypeScript SDK v1 ≥ 1\.6\.0's/ },
    { name: 'a reason from another client does not blame the TS SDK', t: () => req({ method: 'initialize', id: 0 }).cancel(60_006, 'timed out after 30.0s').build(), n: 1, message: /one client known to do this/ },
    { name: 'initialize answered, no cancel', t: () => req({ method: 'initialize', id: 0 }).result(30, { protocolVersion: '2025-11-25' }).build(), n: 0 },
    { name: 'tools/call cancelled is not initialize', t: () => req().cancel(100).build(), n: 0 },
  ],
  'response-after-cancel': [
    { name: 'result after the cancel', t: () => req().cancel(60_006).result(60_400).build(), n: 1, severity: 'warning', message: /did the work.*2025-11-25/ },
    { name: 'result after a 2026 stream close', t: () => req(HTTP_2026).stream('p1', { closeAt: 1000, closedBy: 'client' }).result(1500).build(), n: 1 },
    { name: 'result before the cancel (stale cancel)', t: () => req().result(500).cancel(600).build(), n: 0 },
    { name: 'ack error after the cancel is another rule', t: () => req().cancel(500, 'x').error(510, 0, 'Request cancelled').build(), n: 0 },
  ],
  'progress-after-cancel': [
    { name: 'progress after the cancel (legacy: warning)', t: () => req({ progressToken: 1 }).progress(100, 1).cancel(500, 'x').progress(900, 2).build(), n: 1, severity: 'warning' },
    { name: 'log after the cancel on 2026 stdio (MUST NOT: error)', t: () => req({ version: '2026-07-28' }).cancel(500, 'x').log(700, 'still going').build(), n: 1, severity: 'error' },
    { name: 'progress only before the cancel', t: () => req({ progressToken: 1 }).progress(100, 1).cancel(500, 'x').build(), n: 0 },
    { name: 'no cancel at all', t: () => req({ progressToken: 1 }).progress(100, 1).result(200).build(), n: 0 },
  ],
  'error-response-to-cancel': [
    { name: 'PY1 code 0 ack', t: () => req().cancel(500, 'x').error(503, 0, 'Request cancelled').build(), n: 1, severity: 'warning', message: /Python SDK v1/ },
    { name: 'PY2 -32800 ack', t: () => req(HTTP_LEGACY).cancel(500, 'caller cancelled').error(503, -32800, 'Request cancelled').build(), n: 1, message: /-32800/ },
    { name: 'error before any cancel', t: () => req().error(300, -32603, 'boom').cancel(500).build(), n: 0 },
    { name: 'silence after the cancel', t: () => req().cancel(500).build(), n: 0 },
  ],
  'cancel-unknown-request': [
    { name: 'cancel after the response (already finished)', t: () => req().result(500).cancel(900, 'User requested cancellation').build(), n: 1, severity: 'info', message: /already finished/ },
    { name: 'stale timer cancel after the result says so', t: () => req({ progressToken: 1 }).progress(100, 1).result(500).cancel(900).build(), n: 1, message: /stale timer/ },
    { name: 'cancel before the response', t: () => req().cancel(400).result(500).build(), n: 0 },
  ],
  'timeout-without-cancel': [
    { name: 'PY1 silent timeout', t: () => req().hostLog(30_004, 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.').build(), n: 1, severity: 'warning', message: /SHOULD issue a cancellation/ },
    { name: '2024-11-05 has no cancel-on-timeout rule: info', t: () => req({ version: '2024-11-05' }).hostLog(30_004, 'Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.').build(), n: 1, severity: 'info' },
    { name: 'timeout with a cancel', t: () => req().cancel(60_006).build(), n: 0 },
    { name: 'abandoned for unknown reasons', t: () => req().retry(90_000, 2).build(), n: 0 },
  ],
  'progress-did-not-extend-timeout': [
    {
      name: 'progress every 10 s, cancel at start + 60 s',
      t: () => req({ progressToken: 1 }).progress(10_000, 1).progress(20_000, 2).progress(50_000, 5).cancel(60_005).build(),
      n: 1,
      severity: 'warning',
      message: /did not reset/,
    },
    { name: 'reset worked: cancel 60 s after the last progress', t: () => req({ progressToken: 1 }).progress(10_000, 1).progress(50_000, 5).cancel(110_004).build(), opts: { timeoutMs: 60_000 }, n: 0 },
    { name: 'no progress at all', t: () => req().cancel(60_005).build(), n: 0 },
    {
      // Real v1 run (test/fixtures/validation/progress-then-stall.log): a 1 s timer reset on progress fired 1.001 s
      // after the last progress. No --timeout and no well-known limit: the measured 2.208 s is not a limit.
      name: 'reset timer after a stall, no known limit: the measured interval is not a limit',
      t: () => req({ progressToken: 1 }).progress(204, 1).progress(405, 2).progress(606, 3).progress(806, 4).progress(1007, 5).progress(1207, 6).cancel(2208).build(),
      n: 0,
    },
    {
      // Real v1 run (samples/vscode/progress-no-extend.log): progress every ~200 ms, cancel 190 ms after the last one;
      // the 210 ms request→first-progress gap rules out a reset timer, so the measured interval is the limit.
      name: 'no known limit, but an earlier gap rules the reset timer out',
      t: () => req({ progressToken: 1 }).progress(210, 200).progress(412, 400).progress(614, 600).progress(810, 800).cancel(1000).build(),
      n: 1,
      message: /did not reset/,
    },
    { name: 'user cancel with progress', t: () => req({ progressToken: 1 }).progress(10_000, 1).cancel(60_005, 'User requested cancellation').build(), n: 0 },
  ],
  'input-required-unanswered': [
    { name: '2026 input_required answer, no continuation', t: () => interimOnly(), n: 1, severity: 'warning', message: /answered tools\/call build_project with input_required \(asking for elicitation\/create\).*Elicitation request received in print mode/ },
    { name: 'continued (the timeline links a continuation)', t: () => interimOnly(true), n: 0 },
    { name: 'a plain result', t: () => req(HTTP_2026).result(100).build(), n: 0 },
    { name: 'still open with no answer at all', t: () => req(HTTP_2026).openAtEnd().build(), n: 0 },
  ],
  'no-progress-token': [
    { name: 'timed out without a token', t: () => req().cancel(60_006).build(), n: 1, severity: 'warning' },
    { name: 'completed after 45 s without a token', t: () => req().result(45_000).build(), n: 1, severity: 'info' },
    { name: 'short call without a token', t: () => req().result(300).build(), n: 0 },
    { name: 'long call with a token', t: () => req({ progressToken: 'p1' }).result(45_000).build(), n: 0 },
    { name: 'initialize is exempt', t: () => req({ method: 'initialize', id: 0 }).cancel(60_006).build(), n: 0 },
  ],
  'disconnect-is-not-cancel': [
    { name: 'legacy stream cut, no cancel', t: () => req(HTTP_LEGACY).stream('p1', { closeAt: 60_100, closedBy: 'network' }).build(), n: 1, severity: 'warning', message: /SHOULD NOT be interpreted/ },
    { name: 'legacy stream closed after a cancel was POSTed', t: () => req(HTTP_LEGACY).cancel(60_003).stream('p1', { closeAt: 70_000, closedBy: 'client' }).build(), n: 0 },
    { name: '2025-11-25 polling close that was resumed', t: () => req({ transport: 'streamable-http', version: '2025-11-25' }).stream('p1', { closeAt: 500, closedBy: 'server', lastEventId: 'e1', resumedBy: 'g1' }).stream('g1', { openAt: 1500, method: 'GET' }).openAtEnd().build(), n: 0 },
    { name: '2026 client close is the cancellation', t: () => req(HTTP_2026).stream('p1', { closeAt: 500, closedBy: 'client' }).build(), n: 0 },
    { name: 'stdio has no streams', t: () => req().transportClose(500).build(), n: 0 },
  ],
  'broken-stream-not-reissued': [
    { name: '2026 stream cut by the network, no re-issue (sdk-behaviour #21)', t: () => req(HTTP_2026).progress(200, 1).stream('p1', { closeAt: 1200, closedBy: 'network', error: 'TypeError: terminated' }).build(), n: 1, severity: 'warning', message: /closed by network before the final response.*changelog #9.*MUST re-issue.*changelog only.*TypeScript SDK v2 client \(2\.4\.0\) does not re-issue/ },
    { name: '2026 stream ended by the server without the response', t: () => req(HTTP_2026).stream('p1', { closeAt: 800, closedBy: 'server' }).build(), n: 1, message: /ended by the server without the final response/ },
    { name: '2026 stream closed by an unknown party (read as the network)', t: () => req(HTTP_2026).stream('p1', { closeAt: 800 }).build(), n: 1, message: /unknown party/ },
    { name: '2026 cut, then re-issued with a new id', t: () => req(HTTP_2026).stream('p1', { closeAt: 1200, closedBy: 'network' }).retry(1300, 2).build(), n: 0 },
    { name: '2026 cut, then re-issued with the same id', t: () => req(HTTP_2026).stream('p1', { closeAt: 1200, closedBy: 'network' }).retry(1300, 1).build(), n: 1, severity: 'warning', message: /re-issued tools\/call build_project with the same id 1 100 ms later.*new request ID/ },
    { name: '2026 cut, same id "1" as a string is a new id', t: () => req(HTTP_2026).stream('p1', { closeAt: 1200, closedBy: 'network' }).retry(1300, '1').build(), n: 0 },
    { name: '2026 a duplicate sent before the cut is not a re-issue', t: () => req(HTTP_2026).retry(500, 2).stream('p1', { closeAt: 1200, closedBy: 'network' }).build(), n: 1, message: /no later tools\/call build_project/ },
    { name: '2026 client close is the cancellation', t: () => req(HTTP_2026).stream('p1', { closeAt: 1200, closedBy: 'client', error: 'AbortError: This operation was aborted' }).build(), n: 0 },
    { name: '2026 cut after the client had already POSTed a cancel', t: () => req(HTTP_2026).stream('p1', { closeAt: 1200, closedBy: 'network' }).cancel(1000, 'x').build(), n: 0 },
    { name: '2026 stream that carried the response', t: () => req(HTTP_2026).stream('p1', { closeAt: 600, closedBy: 'server' }).result(500, undefined, 'p1').build(), n: 0 },
    { name: '2026 stream ended with HTTP 502 (a gateway answer, not a broken stream)', t: () => req(HTTP_2026).stream('p1', { closeAt: 30, closedBy: 'server', status: 502, text: '<html>Bad Gateway</html>' }).build(), n: 0 },
    { name: 'legacy 2025-06-18 cut: resumption is the legacy way (disconnect-is-not-cancel)', t: () => req(HTTP_LEGACY).stream('p1', { closeAt: 60_100, closedBy: 'network' }).build(), n: 0 },
    { name: 'legacy 2025-11-25 cut', t: () => req({ transport: 'streamable-http', version: '2025-11-25' }).stream('p1', { closeAt: 1200, closedBy: 'network' }).build(), n: 0 },
    { name: 'unknown version: the legacy row is assumed, never judged', t: () => req({ transport: 'streamable-http', version: null }).stream('p1', { closeAt: 1200, closedBy: 'network' }).build(), n: 0 },
    { name: '2026 stdio: no response stream (process exit loses requests)', t: () => req({ version: '2026-07-28' }).transportClose(500).build(), n: 0 },
  ],
  'notification-cancel-on-modern-http': [
    { name: 'cancel POSTed under 2026 HTTP', t: () => req(HTTP_2026).stream('p1').cancel(60_010, 'SdkError: Request timed out').openAtEnd().build(), n: 1, severity: 'warning', message: /never told to stop/ },
    { name: 'cancel on 2026 stdio is right', t: () => req({ version: '2026-07-28' }).cancel(60_010, 'SdkError: Request timed out').build(), n: 0 },
    { name: 'cancel on legacy HTTP is right', t: () => req(HTTP_LEGACY).cancel(60_010).build(), n: 0 },
  ],
  'server-cancel-not-listen': [
    { name: '2026 server cancels a tools/call', t: () => req({ version: '2026-07-28' }).foreignCancel(500).build(), n: 1, severity: 'error' },
    { name: '2026 server ends subscriptions/listen', t: () => req({ version: '2026-07-28', method: 'subscriptions/listen', target: null }).foreignCancel(500).build(), n: 0 },
    { name: 'legacy server cancels (other rules apply)', t: () => req().foreignCancel(500).build(), n: 0 },
  ],
  'task-cancelled-by-notification': [
    { name: 'task-augmented call cancelled by notification', t: () => req({ taskAugmented: true }).cancel(500, 'User requested cancellation').build(), n: 1, severity: 'error', message: /tasks\/cancel/ },
    { name: 'task-augmented call under a version without tasks: judged by the first row that has them', t: () => req({ taskAugmented: true, version: '2025-06-18' }).cancel(500, 'x').build(), n: 1, severity: 'error', message: /Under 2025-06-18: 2025-11-25: "For task-augmented requests, the tasks\/cancel request MUST be used/ },
    { name: 'task-augmented call without cancel', t: () => req({ taskAugmented: true }).result(100, { task: { taskId: 't1', status: 'working' } }).build(), n: 0 },
    { name: 'plain call cancelled', t: () => req().cancel(500, 'x').build(), n: 0 },
  ],
  'task-expired-while-working': [
    { name: 'the ttl ran out before the task was found gone', t: () => taskGone(1500, 1833), n: 1, severity: 'warning', message: /ttl of 1\.5 s counts from creation/ },
    { name: 'found gone well inside its ttl (another cause)', t: () => taskGone(600_000, 1833), n: 0 },
    { name: 'no ttl given (kept without limit): another cause', t: () => taskGone(null, 1833), n: 0 },
    { name: 'last seen terminal: the result outlived its retention, not the work', t: () => taskGone(1500, 1833, 'completed'), n: 0 },
  ],
  'possible-duplicate-retry': [
    { name: 'retry after a timeout cancel', t: () => req().cancel(60_006).retry(61_000, 2).build(), n: 1, severity: 'warning', message: /may still have run/ },
    { name: 'retry after a cancel whose result still arrived: ran twice', t: () => req().cancel(60_006).result(60_500).retry(61_000, 2).build(), n: 1, severity: 'error', message: /ran twice/ },
    { name: 'retry after a server error is fine', t: () => req().error(300, -32602, 'bad args').retry(1000, 2).build(), n: 0 },
    { name: 'MRTR input_required continuation', t: () => req({ version: '2026-07-28' }).result(300, { resultType: 'input_required', inputRequests: {} }).retry(1000, 2).build(), n: 0 },
    // A read returns data only: run twice it repeats nothing (protocol/methods.ts hasNoExternalEffect).
    { name: 'prompts/list sent again after its timeout cancel: a read', t: () => req({ method: 'prompts/list' }).cancel(5_006).retry(5_000, 2).build(), n: 0 },
    { name: 'resources/read sent again after its timeout cancel: a read', t: () => req({ method: 'resources/read', target: 'file:///notes/a.md' }).cancel(60_006).retry(61_000, 2).build(), n: 0 },
    { name: 'tasks/get poll sent again while the first is unanswered: a read', t: () => req({ method: 'tasks/get', target: null }).retry(5_000, 2).openAtEnd().build(), n: 0 },
    // What the server asks of the client may cost or ask twice: a second LLM sampling, a second question to the user.
    { name: 'sampling/createMessage sent again after its timeout cancel', t: () => req({ method: 'sampling/createMessage', from: 'server', target: null }).cancel(60_006).retry(61_000, 2).build(), n: 1, severity: 'warning', message: /sampling\/createMessage/ },
    { name: 'elicitation/create sent again after its timeout cancel', t: () => req({ method: 'elicitation/create', from: 'server', target: null }).cancel(60_006).retry(61_000, 2).build(), n: 1, severity: 'warning' },
  ],
  'progress-not-increasing': [
    { name: 'progress goes back', t: () => req({ progressToken: 1 }).progress(100, 1).progress(200, 3).progress(300, 2).result(400).build(), n: 1, severity: 'warning', message: /from 3 to 2/ },
    { name: 'progress repeats', t: () => req({ progressToken: 1 }).progress(100, 1).progress(200, 1).build(), n: 1 },
    { name: 'progress increases (floats)', t: () => req({ progressToken: 1 }).progress(100, 0.5).progress(200, 0.75).progress(300, 1).build(), n: 0 },
  ],
  'duplicate-response': [
    { name: 'result then ack', t: () => req().cancel(100, 'x').result(101).error(102, 0, 'Request cancelled').build(), n: 1, severity: 'error' },
    { name: 'one response', t: () => req().result(101).build(), n: 0 },
  ],
  'stale-cancel-after-result': [
    { name: 'TS v1 quirk, second run', t: () => req({ progressToken: 1 }).progress(400, 1).progress(1200, 3).progress(1520, 4).result(1800).cancel(2203).build(), opts: { timeoutMs: 1000, maxTotalTimeoutMs: 1500 }, n: 1, severity: 'warning', message: /Maximum total timeout exceeded/ },
    { name: 'timeout cancel after result, no progress (plain race)', t: () => req().result(59_999).cancel(60_006).build(), n: 0 },
    { name: 'user cancel after result', t: () => req({ progressToken: 1 }).progress(100, 1).result(500).cancel(600, 'User requested cancellation').build(), n: 0 },
  ],
  'cancel-id-zero-ignored': [
    { name: 'cancel for id 0, result follows', t: () => req({ id: 0 }).cancel(1000, 'x').result(3000).build(), n: 1, severity: 'info' },
    { name: 'cancel for id 0, silence', t: () => req({ id: 0 }).cancel(1000, 'x').build(), n: 0 },
    { name: 'cancel for id 1, result follows', t: () => req({ id: 1 }).cancel(1000, 'x').result(3000).build(), n: 0 },
  ],
  'progress-after-response': [
    { name: 'progress after the result', t: () => req({ progressToken: 1 }).progress(100, 1).result(200).progress(201, 2).build(), n: 1, severity: 'warning' },
    { name: 'progress before the result', t: () => req({ progressToken: 1 }).progress(100, 1).result(200).build(), n: 0 },
  ],
};

describe('request rules', () => {
  for (const [id, cases] of Object.entries(requestCases)) {
    describe(id, () => {
      it.each(cases)('$name', (c) => {
        const rules = requestRule(id);
        expect(rules.length).toBeGreaterThan(0);
        const t = c.t();
        const ctx = { options: c.opts ?? {}, classification: classify(t, c.opts ?? {}), facts: requestFacts(t) };
        const got = rules.flatMap((r) => r.check(t, ctx));
        expect(got).toHaveLength(c.n);
        for (const f of got) {
          expect(f.rule).toBe(id);
          expect(f.source).not.toBeNull();
          if (c.severity) expect(f.severity).toBe(c.severity);
          if (c.message) expect(f.message).toMatch(c.message);
        }
        // The rule's declaration (meta.needs) holds wherever it fires: the fast path depends on it.
        expect(needsViolations(t, c.opts ?? {}, rules)).toEqual([]);
      });
    });
  }
});

interface SessionCase {
  name: string;
  s: () => SessionTimeline;
  n: number;
  message?: RegExp;
}

const sessionCases: Record<string, SessionCase[]> = {
  'cancel-unknown-request': [
    { name: 'cancel for an id never sent', s: () => sessionTimeline({ orphanCancels: [{ requestId: 42, reason: 'User requested cancellation' }] }), n: 1, message: /id 42.*never sent/ },
    {
      name: 'cancel for a request already finished and emitted (stale timer text)',
      s: () => sessionTimeline({ orphanCancels: [{ requestId: 3, reason: 'McpError: MCP error -32001: Request timed out', finishedKey: 's1:3' }] }),
      n: 1,
      message: /s1:3 had already finished.*stale timer/,
    },
    { name: '2026 server-sent orphan cancel is left to server-cancel-not-listen', s: () => sessionTimeline({ version: '2026-07-28', orphanCancels: [{ requestId: 4, from: 'server' }] }), n: 0 },
    { name: 'no orphans', s: () => sessionTimeline(), n: 0 },
  ],
  'progress-unknown-token': [
    { name: 'two tokens, three notifications → one finding per token', s: () => sessionTimeline({ orphanProgress: ['tool-call-7', 'tool-call-7', 9] }), n: 2, message: /token/ },
    { name: 'none', s: () => sessionTimeline(), n: 0 },
  ],
  'server-cancel-not-listen': [
    { name: '2026 server cancels a client request', s: () => sessionTimeline({ version: '2026-07-28', orphanCancels: [{ requestId: 4, from: 'server' }] }), n: 1, message: /MUST NOT send notifications\/cancelled for any other purpose/ },
    { name: '2026 server ends a subscription (subscriptionId in _meta)', s: () => sessionTimeline({ version: '2026-07-28', orphanCancels: [{ requestId: 4, from: 'server', meta: { 'io.modelcontextprotocol/subscriptionId': 4 } }] }), n: 0 },
    { name: 'legacy: either side may cancel its own requests', s: () => sessionTimeline({ version: '2025-11-25', orphanCancels: [{ requestId: 4, from: 'server' }] }), n: 0 },
    { name: 'unknown version: not judged', s: () => sessionTimeline({ version: null, orphanCancels: [{ requestId: 4, from: 'server' }] }), n: 0 },
  ],
  'stdout-not-json': [
    { name: 'a banner on stdout', s: () => sessionTimeline({ nonJson: ['Server listening on stdio 🚀', 'debug: ready'] }), n: 1, message: /2 line\(s\).*Server listening/ },
    { name: 'HTTP session: not a stdio stream', s: () => sessionTimeline({ transport: 'streamable-http', nonJson: ['<html>'] }), n: 0 },
    { name: 'clean stdout', s: () => sessionTimeline(), n: 0 },
  ],
  'connection-failed-no-request': [
    {
      name: 'a spawn failure with no request',
      s: () => sessionTimeline({ connectionFailures: [{ said: { kind: 'failed', phrase: 'claude-desktop/spawn', method: 'initialize', scope: 'connection', server: 'fs', error: 'spawn npx ENOENT' } }] }),
      n: 1,
      message: /server "fs".*process did not run/,
    },
    { name: 'a clean session end', s: () => sessionTimeline(), n: 0 },
  ],
  'app-server-request-timeout': [
    {
      name: "Codex Desktop's renderer timed out thread/start",
      s: () => sessionTimeline({ ownRequestWords: [{ said: { kind: 'timer-fired', phrase: 'codex/desktop-request-timeout', method: 'thread/start', limitMs: 30000, timer: 'host', ownProtocol: true } }] }),
      n: 1,
      message: /own request thread\/start to its app-server timed out after 30 s\. This is not an MCP request.*startup_timeout_sec/,
    },
    { name: 'no such words', s: () => sessionTimeline(), n: 0 },
  ],
  'response-unknown-request': [
    { name: 'late response for an earlier session id', s: () => sessionTimeline({ orphanResponses: [7] }), n: 1, message: /id 7/ },
    { name: 'none', s: () => sessionTimeline(), n: 0 },
  ],
};

describe('session rules', () => {
  for (const [id, cases] of Object.entries(sessionCases)) {
    describe(id, () => {
      it.each(cases)('$name', (c) => {
        const rules = sessionRule(id);
        expect(rules.length).toBeGreaterThan(0);
        const got = rules.flatMap((r) => r.check(c.s(), { options: {} }));
        expect(got).toHaveLength(c.n);
        for (const f of got) {
          expect(f.rule).toBe(id);
          if (c.message) expect(f.message).toMatch(c.message);
        }
      });
    });
  }
});

describe('rule registry', () => {
  it('covers every rule id of the output contract', () => {
    const ids = new Set(RULES.map((r) => r.meta.id));
    for (const id of CONTRACT_RULE_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('every rule has a doc page at its docs path', () => {
    for (const r of RULES) {
      expect(r.meta.docs).toBe(`docs/rules/${r.meta.id}.md`);
      expect(existsSync(new URL(`../../${r.meta.docs}`, import.meta.url)), r.meta.docs).toBe(true);
    }
  });

  it('every rule is exercised by the tables above', () => {
    const tested = new Set([...Object.keys(requestCases), ...Object.keys(sessionCases)]);
    for (const r of RULES) expect(tested.has(r.meta.id), r.meta.id).toBe(true);
  });

  it('diagnose runs the request rules and diagnoseSession the session rules', () => {
    const d = diagnose(req().cancel(60_006).result(60_400).build());
    expect(d.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['response-after-cancel', 'no-progress-token']));
    expect(d.record.requestId.value).toBe('1');
    expect(d.nextSteps.length).toBeGreaterThan(0);
    const fs = diagnoseSession(sessionTimeline({ nonJson: ['hello'], orphanCancels: [{ requestId: 3 }] }));
    expect(fs.map((f) => f.rule).sort()).toEqual(['cancel-unknown-request', 'stdout-not-json']);
  });
});
