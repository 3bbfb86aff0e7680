/**
 * Emacs' jsonrpc.el events buffer of an MCP client (formats/emacs-jsonrpc.ts, hosts/emacs-jsonrpc.ts): detection
 * against Eglot's LSP buffer of the same grammar, the rows, and the verdict. Lines keep the grammar of the public
 * pastes cited beside them (the `[jsonrpc] e[HH:MM:SS.mmm]` header, plists under the header in newer builds, JSON on
 * it in older ones, `[stderr]` relays); servers, tools and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { detectFormat } from '../../../src/ingest/detect.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { emacsJsonrpcPhrases } from '../../../src/ingest/hosts/emacs-jsonrpc.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { readAll, tempFile } from '../helpers.js';

// lizqwerscott/mcp.el#10: jsonrpc.el's own timer on two list requests.
const TIMED_OUT = ["[jsonrpc] i[20:48:59.264] [2] timed-out request ':prompts/list'", "[jsonrpc] i[20:48:59.265] [3] timed-out request ':tools/list'"];

// lizqwerscott/mcp.el#68 and #75: stderr relays, then the initialize sent and answered, each plist under its header.
const PLIST_HANDSHAKE = [
  '[stderr]  notes-mcp v1.2.0 started',
  '[jsonrpc] e[14:40:46.089] --> initialize[1] ',
  '(:jsonrpc "2.0" :id 1 :method "initialize" :params',
  '          (:protocolVersion "2025-03-26" :capabilities (:roots (:listChanged t))',
  '                            :clientInfo (:name "mcp-emacs" :version "0.1.0")))',
  '[jsonrpc] e[14:40:46.590] <-- initialize[1] ',
  '(:jsonrpc "2.0" :result',
  '          (:capabilities (:tools (:listChanged :json-false)) :serverInfo (:name "notes" :version "1.2.0"))',
  '          :id 1)',
  '[jsonrpc] e[14:40:46.592] --> notifications/initialized ',
  '(:jsonrpc "2.0" :method "notifications/initialized")',
  '[jsonrpc] e[14:40:46.593] --> tools/list[2] ',
  '(:jsonrpc "2.0" :id 2 :method "tools/list")',
];

// Eglot talking to a language server: the same grammar, LSP's methods.
const EGLOT = [
  '[jsonrpc] e[10:02:11.101] --> initialize[1] {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":4242,"rootPath":"/home/me/src/"}}',
  '[jsonrpc] e[10:02:11.310] <-- initialize[1] {"jsonrpc":"2.0","id":1,"result":{"capabilities":{"hoverProvider":true}}}',
  '[jsonrpc] e[10:02:11.312] --> textDocument/didOpen {"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}',
];

describe('the rows (hosts/emacs-jsonrpc.ts)', () => {
  it.each([
    // lizqwerscott/mcp.el#10.
    ["[2] timed-out request ':prompts/list'", { kind: 'timer-fired', method: 'prompts/list', id: 2, timer: 'host' }],
    ["[3] timed-out request ':tools/list'", { kind: 'timer-fired', method: 'tools/list', id: 3 }],
    // lizqwerscott/mcp.el#68 (the header, its plist on the next lines).
    ['--> initialize[1]', { kind: 'request-sent', method: 'initialize', id: 1 }],
    ['<-- initialize[1]', { kind: 'completed', method: 'initialize', id: 1 }],
    ['<-- tools/call[4] (:jsonrpc "2.0" :id 4 :error (:code -32603 :message "backend unavailable"))', { kind: 'failed', method: 'tools/call', id: 4 }],
    // A notification is no request.
    ['--> notifications/initialized', null],
  ])('%s', (line, want) => {
    const s = readSaid(emacsJsonrpcPhrases, line);
    if (want === null) expect(s).toBeNull();
    else expect(s).toMatchObject(want);
  });
});

describe('detection', () => {
  const mine = READERS.find((r) => r.name === 'emacs-jsonrpc')!;
  it.each([
    ['timed-out MCP requests', TIMED_OUT, 0.9],
    ['an MCP handshake with plists', PLIST_HANDSHAKE, 0.95],
    ["Eglot's LSP buffer", EGLOT, 0],
    ['a Zed log', ['2025-12-30T17:41:42+03:00 ERROR [context_server::client] cancelled csp request task for "initialize" id 0 which took over 60s'], 0],
  ])('%s', (_n, head, score) => {
    expect(mine.sniff(head)).toBeCloseTo(score, 5);
  });

  it('claims the capture among all readers', () => {
    expect(detectFormat('mcp-events.txt', TIMED_OUT, READERS).reader.name).toBe('emacs-jsonrpc');
    expect(detectFormat('events.txt', PLIST_HANDSHAKE, READERS).reader.name).toBe('emacs-jsonrpc');
  });
});

describe('reading and verdict', () => {
  it('every line is an event or part of one; plists continue their header; stderr is the server\'s', async () => {
    const r = await readAll(tempFile('events.txt', PLIST_HANDSHAKE.join('\n')), { tz: 'UTC' });
    const s = r.summary.lineAccounting;
    expect(s.event + s.part + s.blank + s.problem).toBe(r.summary.lines);
    expect(r.events.find((e) => e.text?.includes('started') === true)).toMatchObject({ from: 'server' });
    expect(r.events.filter((e) => e.said !== undefined).map((e) => e.said!.kind)).toEqual(['request-sent', 'completed', 'request-sent']);
  });

  it('the process killed under an initialize with no answer: the initialize lost with the connection (lizqwerscott/mcp.el#41, #68)', async () => {
    const text = [
      '[jsonrpc] e[08:03:49.101] --> initialize[1] ',
      '(:jsonrpc "2.0" :id 1 :method "initialize" :params',
      '          (:protocolVersion "2025-03-26" :clientInfo (:name "mcp-emacs" :version "0.1.0")))',
      '[stderr]  Secure MCP Filesystem Server running on stdio',
      '[internal] Tue May 20 08:03:50 2025:',
      '(:message "Connection state changed" :change "killed: 9\\n")',
    ].join('\n');
    const r = await analyze([tempFile('filesystem-events.txt', text)], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual([['initialize', 'lost', 'connection-closed']]);
  });

  it("jsonrpc.el's timer: each request abandoned by the client's deadline (no cancel goes out)", async () => {
    const r = await analyze([tempFile('mcp-events.txt', TIMED_OUT.join('\n'))], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.id, q.outcome, q.cause, q.serverState])).toEqual([
      ['prompts/list', 2, 'abandoned', 'client-timeout', 'unknown'],
      ['tools/list', 3, 'abandoned', 'client-timeout', 'unknown'],
    ]);
  });

  it('an answered initialize is complete; a request with no answer at the end is still open', async () => {
    const r = await analyze([tempFile('events.txt', PLIST_HANDSHAKE.join('\n'))], { tz: 'UTC', all: true });
    const byMethod = Object.fromEntries(r.requests.map((q) => [q.method, q.outcome]));
    expect(byMethod).toEqual({ initialize: 'completed', 'tools/list': 'pending' });
  });
});
