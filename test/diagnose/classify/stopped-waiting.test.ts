/**
 * The requester's own words that it stopped waiting (its timer), then the server's answer, with no cancel on the wire
 * before it (classify/stopped-waiting.ts): the words end the request and the answer is a late result. Each shape is a
 * capture in its reader's grammar (docs/formats.md); names, tools and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import type { ReportRequest } from '../../../src/report/contract.js';
import { tempFile } from '../../ingest/helpers.js';
import type { HostSaid, Party, WireEvent } from '../../../src/events.js';
import type { RequestTimeline } from '../../../src/timeline/types.js';
import { stoppedWaitingWords } from '../../../src/diagnose/stopped-waiting-words.js';
import { factsOnce, requestFacts } from '../../../src/diagnose/facts.js';
import { T0, timeline, type EntrySpec } from '../../report/fixtures.js';

const CALL = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"reconcile_month","arguments":{"month":"2026-10"}}}';
const RESULT = '{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"Reconciled 412 entries"}]}}';
const ERROR = '{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"ledger locked by another job"}}';
const CANCEL = '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"McpError: MCP error -32001: Request timed out"}}';
const INIT = '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}}}';
const INIT_OK = '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"ledger","version":"1.2.0"}}}';
const TS_TIMEOUT = 'Error calling tool reconcile_month: McpError: MCP error -32001: Request timed out';

/** Claude Desktop's mcp-server-<name>.log: `<ts> [<server>] [<level>] <message>`. */
function claudeDesktop(lines: Array<[string, 'info' | 'error', string]>): string {
  return [
    ['00:00.000', 'info', 'Initializing server...'],
    ['00:00.050', 'info', `Message from client: ${INIT}`],
    ['00:00.300', 'info', `Message from server: ${INIT_OK}`],
    ['00:00.310', 'info', 'Message from client: {"jsonrpc":"2.0","method":"notifications/initialized"}'],
    ['00:05.000', 'info', `Message from client: ${CALL}`],
    ...lines,
  ].map(([t, level, text]) => `2026-11-20T10:${t}Z [ledger] [${level}] ${text}`).join('\n') + '\n';
}

/** VS Code's MCP output channel: `<date> <time> [<level>] <message>`, bodies tagged by direction. */
function vscode(lines: Array<[string, string, string]>): string {
  return [
    ['00:00.000', 'info', 'Starting server ledger'],
    ['00:00.010', 'info', 'Connection state: Starting'],
    ['00:00.020', 'info', 'Server command line: node /srv/ledger/index.js'],
    ['00:00.030', 'info', 'Connection state: Running'],
    ['00:00.100', 'trace', `[editor -> server] ${INIT.replace('"claude-ai"', '"Visual Studio Code"')}`],
    ['00:00.400', 'trace', `[server -> editor] ${INIT_OK}`],
    ['00:00.410', 'trace', '[editor -> server] {"jsonrpc":"2.0","method":"notifications/initialized"}'],
    ['00:05.000', 'trace', `[editor -> server] ${CALL}`],
    ...lines,
  ].map(([t, level, text]) => `2026-11-20 10:${t} [${level}] ${text}`).join('\n') + '\n';
}

/** A Python client's log pasted with prose around it (the reader of last resort). */
const pythonPaste = [
  'Running the agent against the ledger server over stdio; the client printed this with MCP debug logging on:',
  '',
  `2026-11-20 10:00:05,000 - mcp.client.stdio - DEBUG - Sending client message: ${CALL}`,
  '2026-11-20 10:00:35,004 - agent - ERROR - tool call failed: mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.',
  `2026-11-20 10:01:31,400 - mcp.client.stdio - DEBUG - Received server message: ${RESULT}`,
  '',
  'The server finished the reconciliation a minute later, but the agent had already reported the failure.',
  '',
].join('\n');

type Row = [method: string, outcome: string, cause: string, serverState: string, endedAt: string | null];
const row = (q: ReportRequest): Row => [q.method, q.outcome, q.cause, q.serverState, q.endedAt];

describe('the requester stopped waiting, then the answer came (step 1c)', () => {
  it.each<[string, string, string, Row, string[], RegExp | null]>([
    [
      "Claude Desktop: the SDK timer's words, then the result (the cancel it sends is not in the log)",
      'cd.log',
      claudeDesktop([['01:05.010', 'error', TS_TIMEOUT], ['01:31.400', 'info', `Message from server: ${RESULT}`]]),
      ['tools/call', 'cancelled', 'client-timeout', 'completed', '2026-11-20T10:01:05.010Z'],
      [],
      /late answer that reached nobody/,
    ],
    [
      'Claude Desktop: the cancel on the wire, then the result (step 1 reads it; unchanged)',
      'cd-cancel.log',
      claudeDesktop([['01:05.005', 'info', `Message from client: ${CANCEL}`], ['01:31.400', 'info', `Message from server: ${RESULT}`]]),
      ['tools/call', 'cancelled', 'client-timeout', 'completed', '2026-11-20T10:01:05.005Z'],
      ['response-after-cancel'],
      null,
    ],
    [
      "Claude Desktop: the timer's words, then the server's error: the server failed it",
      'cd-error.log',
      claudeDesktop([['01:05.010', 'error', TS_TIMEOUT], ['01:31.400', 'info', `Message from server: ${ERROR}`]]),
      ['tools/call', 'cancelled', 'client-timeout', 'failed', '2026-11-20T10:01:05.010Z'],
      [],
      /error response \(.*\) arrived 26\.39 s after the requester stopped waiting/,
    ],
    [
      'Claude Desktop: the result before the timer words: the answer decides',
      'cd-before.log',
      claudeDesktop([['00:09.000', 'info', `Message from server: ${RESULT}`], ['01:05.010', 'error', TS_TIMEOUT]]),
      ['tools/call', 'completed', 'none', 'completed', '2026-11-20T10:00:09.000Z'],
      [],
      null,
    ],
    [
      "VS Code: the SDK timer's words, then the result",
      'vscode.log',
      vscode([['01:05.000', 'error', TS_TIMEOUT.replace('McpError: ', '')], ['01:31.400', 'trace', `[server -> editor] ${RESULT}`]]),
      ['tools/call', 'cancelled', 'client-timeout', 'completed', '2026-11-20T10:01:05.000+00:00'],
      [],
      /late answer/,
    ],
    [
      "VS Code: a timeout in the server's stderr is not the requester's: the answer decides",
      'vscode-stderr.log',
      vscode([['01:05.000', 'info', '[server stderr] upstream ledger API: Request timed out, retrying'], ['01:31.400', 'trace', `[server -> editor] ${RESULT}`]]),
      ['tools/call', 'completed', 'none', 'completed', '2026-11-20T10:01:31.400+00:00'],
      [],
      null,
    ],
    [
      "a Python client's read timeout (no cancel sent), then the result",
      'python.txt',
      pythonPaste,
      ['tools/call', 'abandoned', 'client-timeout', 'completed', '2026-11-20T10:00:35.004+00:00'],
      ['timeout-without-cancel'],
      /retry may do it twice/,
    ],
  ])('%s', async (_name, file, body, want, rules, summary) => {
    const r = await analyze([tempFile(file, body)], { all: true, tz: 'UTC' });
    const q = r.requests.find((x) => x.method === 'tools/call')!;
    expect(row(q)).toEqual(want);
    for (const rule of rules) expect(q.findings.map((f) => f.rule)).toContain(rule);
    if (summary !== null) expect(`${q.summary} ${q.evidence.map((e) => e.note).join(' | ')}`).toMatch(summary);
  });

  it("a host log with the timer's words, analyzed with the server's recording that holds the answer", async () => {
    const host = tempFile('cd-host.log', claudeDesktop([['01:05.010', 'error', TS_TIMEOUT]]));
    const rec = (t: string, from: string, message: string) => `{"type":"message","t":"2026-11-20T10:${t}Z","from":"${from}","message":${message}}`;
    const server = tempFile('server.mcpcap', [
      '{"type":"header","format":"mcpcap","version":1,"tool":"mcp-triage","toolVersion":"0.1.0","startedAt":"2026-11-20T10:00:00.010Z","pid":4242,"lifetime":"4242-1","transport":"stdio","command":["python","-m","ledger"]}',
      rec('00:00.060', 'client', INIT),
      rec('00:00.290', 'server', INIT_OK),
      rec('00:00.320', 'client', '{"jsonrpc":"2.0","method":"notifications/initialized"}'),
      rec('00:05.010', 'client', CALL),
      rec('01:31.390', 'server', RESULT),
      '',
    ].join('\n'));
    const r = await analyze([host, server], { all: true, tz: 'UTC' });
    expect(r.requests.filter((x) => x.method === 'tools/call').map(row)).toEqual([
      ['tools/call', 'cancelled', 'client-timeout', 'completed', '2026-11-20T10:01:05.010Z'],
    ]);
  });
});

describe('stoppedWaitingWords: which words before the answer end the wait', () => {
  type Words = { kind: HostSaid['kind']; from: Party | null; late?: boolean; received?: boolean; error?: string; callEnd?: boolean };
  /** The request (line 14), the words (line 15) or the cancel (`cancel`), then the answer (line 16), or the answer first. */
  function shape(words: Words | 'cancel', answerFirst = false): RequestTimeline {
    const middle: EntrySpec = words === 'cancel' ? { kind: 'cancel', at: T0 + 30_000, line: 15, detail: 'cancelled' } : { kind: 'host-log', at: T0 + 30_000, line: 15, detail: 'words' };
    const answer: EntrySpec = { kind: 'response', at: answerFirst ? T0 + 20_000 : T0 + 86_000, line: 16, detail: 'result' };
    const t = timeline({ entries: [{ kind: 'request', at: T0, line: 14, detail: 'tools/call build_project' }, ...(answerFirst ? [answer, middle] : [middle, answer])] });
    const byLine = (l: number): WireEvent => t.entries.find((e) => e.source.line === l)!.event;
    const r = byLine(16);
    r.from = 'server';
    r.message = { jsonrpc: '2.0', id: 7, result: {} };
    const w = byLine(15);
    if (words === 'cancel') {
      w.message = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7, reason: 'Request timed out' } };
      return { ...t, said: [], responses: [r], cancels: [w] };
    }
    w.kind = 'host-log';
    w.from = words.from;
    w.text = 'words';
    w.said = {
      kind: words.kind,
      phrase: 'test/words',
      ...(words.late ? { late: true } : {}),
      ...(words.received ? { received: true } : {}),
      ...(words.error !== undefined ? { error: words.error } : {}),
      ...(words.callEnd ? { callEnd: true as const } : {}),
    };
    return { ...t, said: [w], responses: [r], cancels: [] };
  }
  it.each<[string, RequestTimeline, number | null]>([
    ["the requester's timer", shape({ kind: 'timer-fired', from: 'client' }), 15],
    ['a timer in words of no known side (a host log)', shape({ kind: 'timer-fired', from: null }), 15],
    ["the responder's timer", shape({ kind: 'timer-fired', from: 'server' }), null],
    ["the requester's own cancel", shape({ kind: 'cancelled', from: 'client' }), 15],
    ['a cancel in words of no known side', shape({ kind: 'cancelled', from: null }), null],
    ["a receiver's words that a cancel arrived", shape({ kind: 'cancelled', from: 'client', received: true }), null],
    ['late-answer words', shape({ kind: 'timer-fired', from: 'client', late: true }), null],
    ['a failure', shape({ kind: 'failed', from: 'client' }), null],
    ["a failure whose error is the requester's own timer text (Claude Code's failure line)", shape({ kind: 'failed', from: null, error: 'MCP error -32001: Request timed out' }), 15],
    ["a failure whose error is the requester's own cancel text", shape({ kind: 'failed', from: null, error: 'MCP error -32001: user-cancel' }), 15],
    ['a failure of no closed transport, with an error', shape({ kind: 'failed', from: 'client', error: 'fetch failed: ECONNRESET, retrying' }), null],
    ["the requester's transport closed under the call (the SDK's local -32000)", shape({ kind: 'failed', from: 'client', error: 'MCP error -32000: Connection closed' }), 15],
    ["the requester's words that its connection closed", shape({ kind: 'connection-closed', from: 'client' }), 15],
    ['a close in words of no known side (the server may have closed its own)', shape({ kind: 'connection-closed', from: null }), null],
    ["the responder's transport closed", shape({ kind: 'failed', from: 'server', error: 'MCP error -32000: Connection closed' }), null],
    ["the requester's call returned with an error of its own (a span's end)", shape({ kind: 'failed', from: 'client', error: 'boom', callEnd: true }), 15],
    ["a call's end in words of no known side", shape({ kind: 'failed', from: null, error: 'boom', callEnd: true }), null],
    ["the requester's call end after the answer", shape({ kind: 'failed', from: 'client', error: 'boom', callEnd: true }, true), null],
    ['the timer after the answer', shape({ kind: 'timer-fired', from: 'client' }, true), null],
    ['a cancel on the wire before the answer (step 1 reads it)', shape('cancel'), null],
  ])('%s', (_n, t, line) => {
    expect(stoppedWaitingWords(t, requestFacts(t))?.source.line ?? null).toBe(line);
    // The same words are the request's fact, found once for the fast path and step 1c alike.
    const once = factsOnce(t);
    expect(once()).toBe(once());
    expect(once().stoppedWaiting?.source.line ?? null).toBe(line);
  });
});
