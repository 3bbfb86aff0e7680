/**
 * Secrets planted in every position of every capture format must not appear in any report
 * format (text, json, markdown, mermaid, html) unless `--no-redact` is given — and with it,
 * they do appear (so the test proves that the secrets reached the report at all).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './harness.js';

/** Each secret as written, and the part of it that must never survive redaction. */
const S = {
  bearer: { text: 'Bearer PLANTEDbearer0123456789xyz', needle: 'PLANTEDbearer0123456789xyz' },
  anthropic: { text: 'sk-ant-api03-PLANTEDanthropic0123', needle: 'PLANTEDanthropic0123' },
  github: { text: 'ghp_PLANTEDgithub0123456789abcdefABCD', needle: 'PLANTEDgithub0123456789' },
  jwt: { text: 'eyJhbGciOiJIUzI1NiJ9.eyJQTEFOVEVEIjoxfQ.PLANTEDjwtSIG', needle: 'eyJQTEFOVEVEIjoxfQ' },
  aws: { text: 'AKIAPLANTEDAWS012345', needle: 'AKIAPLANTEDAWS012345' },
  param: { text: 'api_key=PLANTEDparam0123', needle: 'PLANTEDparam0123' },
  proxy: { text: 'MCP_PROXY_AUTH_TOKEN=0a1b2c3d4e5f60718293PLANTED', needle: '0a1b2c3d4e5f60718293' },
  slack: { text: 'xoxb-PLANTEDslack-0123456', needle: 'PLANTEDslack-0123456' },
  home: { text: '/Users/plantedalice/projects/app', needle: 'plantedalice' },
  password: { text: '{"password":"PLANTEDpassw0rd"}', needle: 'PLANTEDpassw0rd' },
  cookie: { text: 'sid=PLANTEDcookie42', needle: 'PLANTEDcookie42' },
};
const NEEDLES = Object.values(S).map((s) => s.needle);
/** Where the request id itself is a secret-looking token: it is shown in every report. */
const ID = `req-${S.github.text}`;

const j = (v: unknown): string => JSON.stringify(v);

/** The conversation, format-blind: [from, message JSON, seconds after start]. */
function conversation(): [('client' | 'server'), string, number][] {
  return [
    ['client', j({ method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: `client ${S.slack.text}`, version: S.aws.text } }, jsonrpc: '2.0', id: 0 }), 0],
    ['server', j({ jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: `server ${S.anthropic.text}`, version: '1' } } }), 0.1],
    ['client', j({ jsonrpc: '2.0', id: ID, method: 'tools/call', params: { name: `fetch?${S.param.text}`, arguments: { auth: S.bearer.text, path: S.home.text }, _meta: { progressToken: 7 } } }), 1],
    ['server', j({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 7, progress: 1, total: 2, message: `uploading as ${S.aws.text}` } }), 2],
    ['server', j({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'error', data: `token leak ${S.jwt.text}` } }), 3],
    ['client', j({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: ID, reason: `Error: 401 for Authorization: ${S.bearer.text} ${S.password.text}` } }), 61],
    ['client', j({ jsonrpc: '2.0', id: 5, method: 'resources/read', params: { uri: `file://${S.home.text}/notes.md?${S.proxy.text}` } }), 62],
    ['server', j({ jsonrpc: '2.0', id: 5, error: { code: -32603, message: `upstream rejected ${S.anthropic.text} cookie ${S.cookie.text}`, data: { token: S.jwt.text } } }), 63],
    ['client', j({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: `run ${S.jwt.text}`, arguments: {} } }), 64],
  ];
}
const STDERR = `Authorization: ${S.bearer.text} cookie: ${S.cookie.text} ${S.proxy.text} ${S.home.text}`;

const T0 = Date.UTC(2025, 6, 12, 5, 51, 0);
const iso = (s: number): string => new Date(T0 + s * 1000).toISOString();
const local = (s: number): string => iso(s).replace('T', ' ').replace('Z', '');

const BUILD: Record<string, () => string> = {
  'claude-desktop': () =>
    [
      `${iso(0)} [srv] [info] Initializing server... { metadata: undefined }`,
      ...conversation().flatMap(([from, msg, s], i) => {
        const line = `${iso(s)} [srv] [info] Message from ${from}: ${msg} { metadata: undefined }`;
        return i === 3 ? [line, STDERR] : [line];
      }),
      `${iso(65)} [srv] [error] spawn failed ${S.home.text} ${S.param.text} {"context":"connection","stack":"${S.github.text}"}`,
    ].join('\n') + '\n',
  vscode: () =>
    [
      `${local(0)} [info] Starting server srv`,
      `${local(0)} [info] Connection state: Running`,
      `${local(0)} [debug] Server command line: ${S.home.text}/bin/server --token ${S.cookie.needle}`,
      ...conversation().map(([from, msg, s]) => `${local(s)} [debug] [${from === 'client' ? 'editor -> server' : 'server -> editor'}] ${msg}`),
      `${local(64)} [warning] [server stderr] ${STDERR}`,
      `${local(65)} [info] Connection state: Error 401 status sending message to https://h.example/mcp?${S.param.text}: ${S.bearer.text}`,
    ].join('\n') + '\n',
  ndjson: () => [...conversation().map(([, msg]) => msg), `stdout noise ${STDERR}`].join('\n') + '\n',
  mcpcap: () =>
    [
      j({ type: 'header', format: 'mcpcap', version: 1, tool: 'mcp-triage', toolVersion: '0.1.0', startedAt: iso(0), transport: 'stdio', command: ['node', `${S.home.text}/server.js`, `--api-key=${S.param.needle}`] }),
      ...conversation().map(([from, msg, s]) => `{"type":"message","t":"${iso(s)}","from":"${from}","message":${msg}}`),
      j({ type: 'stderr', t: iso(64), text: STDERR }),
      j({ type: 'note', t: iso(65), text: `note ${S.github.text}` }),
      j({ type: 'exit', t: iso(66), code: 1, signal: null }),
    ].join('\n') + '\n',
  sse: () =>
    [
      '> POST /mcp?' + S.param.text + ' HTTP/1.1',
      `> Authorization: ${S.bearer.text}`,
      `> Cookie: ${S.cookie.text}`,
      // curl -v ends each header block with `> ` / `< ` (trailing space kept).
      '> ',
      '< HTTP/1.1 200 OK',
      '< content-type: text/event-stream',
      `< set-cookie: ${S.cookie.text}`,
      '< ',
      'event: message',
      `data: ${j({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 7, progress: 1, message: S.aws.text } })}`,
      '',
      'event: message',
      `data: ${j({ jsonrpc: '2.0', id: ID, error: { code: -32603, message: `upstream rejected ${S.anthropic.text} ${S.password.text}` } })}`,
      '',
      `: ping ${S.jwt.text}`,
      '',
      `curl: (28) Operation timed out for https://u:${S.cookie.needle}@h.example/mcp?${S.proxy.text}`,
    ].join('\n') + '\n',
  har: () => {
    const entry = (body: string, response: string, mime: string, extra: Record<string, unknown> = {}): unknown => ({
      startedDateTime: iso(1),
      time: 60000,
      request: {
        method: 'POST',
        url: `https://h.example/mcp?${S.param.text}`,
        httpVersion: 'h2',
        headers: [
          { name: 'Authorization', value: S.bearer.text },
          { name: 'Cookie', value: S.cookie.text },
          { name: 'x-api-key', value: S.github.text },
          { name: 'mcp-session-id', value: 'sess-1' },
          { name: 'content-type', value: 'application/json' },
        ],
        cookies: [{ name: 'sid', value: S.cookie.needle }],
        queryString: [{ name: 'api_key', value: S.param.needle }],
        postData: { mimeType: 'application/json', text: body },
        headersSize: -1,
        bodySize: -1,
      },
      response: {
        status: 200,
        statusText: '',
        httpVersion: 'h2',
        headers: [{ name: 'set-cookie', value: S.cookie.text }, { name: 'content-type', value: mime }],
        cookies: [{ name: 'sid', value: S.cookie.needle }],
        content: { size: 0, mimeType: mime, text: response },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
        ...extra,
      },
      cache: {},
      timings: { send: 1, wait: 35, receive: 531 },
    });
    const conv = conversation();
    const entries = [
      entry(conv[0]![1], conv[1]![1], 'application/json'),
      entry(conv[2]![1], `event: message\ndata: ${conv[3]![1]}\n\n`, 'text/event-stream', { _error: `net::ERR_ABORTED ${S.jwt.text}` }),
      entry(conv[5]![1], '', 'application/json'),
      entry(conv[6]![1], conv[7]![1], 'application/json'),
    ];
    return JSON.stringify({ log: { version: '1.2', creator: { name: 'WebInspector', version: '1' }, entries } }, null, 2);
  },
};

const OUTPUTS = ['text', 'json', 'markdown', 'mermaid', 'html'];
// A home directory in the input path itself: reports show input paths.
const TMP = mkdtempSync(join(tmpdir(), 'mcp-triage-secrets-'));
const DIR = join(TMP, '_', 'home', 'plantedbob');
mkdirSync(DIR, { recursive: true });
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe.each(Object.keys(BUILD))('secrets planted in a %s capture', (format) => {
  const file = join(DIR, `capture-${format}.log`);
  writeFileSync(file, BUILD[format]!());
  const needles = [...NEEDLES, 'plantedbob'];

  it.each(OUTPUTS)('never appear in the %s report by default', async (out) => {
    const run = await runCli([file, '--format', out, '--all']);
    expect(run.code).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(0);
    const leaked = needles.filter((n) => run.stdout.includes(n) || run.stderr.includes(n));
    expect(leaked).toEqual([]);
  });

  it('appear with --no-redact (the secrets reached the report)', async () => {
    const seen = new Set<string>();
    for (const out of OUTPUTS) {
      const run = await runCli([file, '--format', out, '--all', '--no-redact']);
      expect(run.code).toBe(0);
      for (const n of needles) if (run.stdout.includes(n)) seen.add(n);
    }
    // The input path and the secret-looking request id are in every report format.
    expect([...seen]).toContain('plantedbob');
    if (format !== 'har' || seen.has(S.github.needle)) expect([...seen]).toContain(S.github.needle);
    // An SSE transcript holds only the server's side: fewer of its texts reach a report.
    expect(seen.size).toBeGreaterThanOrEqual(format === 'sse' ? 2 : 3);
  });

  it('the JSON report says it was redacted', async () => {
    const run = await runCli([file, '--format', 'json']);
    expect((JSON.parse(run.stdout) as { redacted: boolean }).redacted).toBe(true);
    const raw = await runCli([file, '--format', 'json', '--no-redact']);
    expect((JSON.parse(raw.stdout) as { redacted: boolean }).redacted).toBe(false);
  });
});
