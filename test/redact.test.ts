import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { analyze } from '../src/analyze.js';
import { describe, expect, it } from 'vitest';
import { applyRules, describeValue, isSecretHeader, mayContainSecret, redactHeaderValue, redactHeaders, redactJsonStrings, redactReport, redactRequest, redactText, redactUrl, ruleNames, redactArgs, secretWords } from '../src/redact.js';
import { enRules } from '../src/i18n/en-rules.js';
import { koRules } from '../src/i18n/ko-rules.js';
import { readInputs, type Report } from '../src/report/contract.js';
import { loadCases } from './wild/check.js';

/**
 * A secret as it appears in a capture: `text` is what is written, `needle` the part that must
 * never survive, `kind` the placeholder type expected in its place.
 */
interface Secret {
  name: string;
  text: string;
  needle: string;
  kind: string;
}

const TOKEN_SECRETS: Secret[] = [
  { name: 'bearer', text: 'Bearer abcDEF123456ghiJKL7890', needle: 'abcDEF123456ghiJKL7890', kind: 'bearer' },
  { name: 'bearer lower-case', text: 'bearer 9f8e7d6c5b4a39281706', needle: '9f8e7d6c5b4a39281706', kind: 'bearer' },
  { name: 'basic', text: 'Basic dXNlcjpwYXNzd29yZA==', needle: 'dXNlcjpwYXNzd29yZA', kind: 'basic' },
  { name: 'anthropic key', text: 'sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm', needle: 'Zx9Yw8Vu7Ts6Rq5Po4Nm', kind: 'anthropic-key' },
  { name: 'openai key', text: 'sk-proj-Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8', needle: 'Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8', kind: 'api-key' },
  { name: 'openai legacy key', text: 'sk-Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8Ol9', needle: 'Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8Ol9', kind: 'api-key' },
  { name: 'github ghp', text: 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8', needle: 'A1b2C3d4E5f6G7h8I9j0', kind: 'github-token' },
  { name: 'github gho', text: 'gho_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6', needle: 'Z9y8X7w6V5u4T3s2R1q0', kind: 'github-token' },
  { name: 'github pat', text: 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop', needle: '11ABCDEFG0123456789', kind: 'github-token' },
  { name: 'gitlab pat', text: 'glpat-Ab1Cd2Ef3Gh4Ij5Kl6Mn', needle: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn', kind: 'gitlab-token' },
  { name: 'hugging face', text: 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567', needle: 'AbCdEfGhIjKlMnOpQrStUvWxYz', kind: 'huggingface-token' },
  { name: 'npm', text: 'npm_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2', needle: 'Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8', kind: 'npm-token' },
  { name: 'slack bot', text: 'xoxb-123456789012-abcdefABCDEF', needle: '123456789012-abcdefABCDEF', kind: 'slack-token' },
  { name: 'slack user', text: 'xoxp-998877665544-zyxwvuTSRQ', needle: '998877665544-zyxwvuTSRQ', kind: 'slack-token' },
  { name: 'aws access key', text: 'AKIAIOSFODNN7EXAMPLE', needle: 'AKIAIOSFODNN7EXAMPLE', kind: 'aws-key' },
  {
    name: 'jwt',
    text: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    needle: 'eyJzdWIiOiIxMjM0NTY3ODkwIn0',
    kind: 'jwt',
  },
  { name: 'token param', text: 'token=t0k3nValue99', needle: 't0k3nValue99', kind: 'param' },
  { name: 'key param', text: 'key=AbC123xyz', needle: 'AbC123xyz', kind: 'param' },
  { name: 'api_key param', text: 'api_key=q1w2e3r4t5', needle: 'q1w2e3r4t5', kind: 'param' },
  { name: 'apikey param', text: 'apikey=ZZtop42zz', needle: 'ZZtop42zz', kind: 'param' },
  { name: 'access_token param', text: 'access_token=ya29.a0AfH6SMB', needle: 'ya29.a0AfH6SMB', kind: 'param' },
  { name: 'secret param', text: 'secret=s3cr3tSauce', needle: 's3cr3tSauce', kind: 'param' },
  { name: 'password param', text: 'password=hunter2hunter2', needle: 'hunter2hunter2', kind: 'password' },
  { name: 'proxy auth token', text: 'MCP_PROXY_AUTH_TOKEN=3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c', needle: '3f9a8b7c6d5e4f3a2b1c', kind: 'param' },
  { name: 'env token', text: 'GITHUB_TOKEN=abc123def456', needle: 'abc123def456', kind: 'param' },
  { name: 'url userinfo', text: 'https://admin:pa55w0rd@db.example.com/x', needle: 'pa55w0rd', kind: 'userinfo' },
];

/** Places where a capture puts text: each wraps a secret the way that position would. */
const POSITIONS: { name: string; wrap: (s: string) => string }[] = [
  { name: 'header line', wrap: (s) => `X-Forwarded-Note: ${s}` },
  { name: 'URL query', wrap: (s) => `POST https://api.example.com/mcp?session=1&${s}&x=2 HTTP/1.1` },
  {
    name: 'JSON body',
    wrap: (s) => JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'run', arguments: { note: s } } }),
  },
  { name: 'JSON inside a JSON string', wrap: (s) => JSON.stringify({ text: JSON.stringify({ note: `see ${s}` }) }) },
  { name: 'stderr text', wrap: (s) => `[4227] upstream rejected ${s} (401)` },
  { name: 'cancel reason', wrap: (s) => `cancelled: McpError: MCP error -32001: Request timed out with ${s}` },
  { name: 'error message', wrap: (s) => `MCP error -32603: fetch failed for ${s}: 403` },
  { name: 'path', wrap: (s) => `/var/cache/mcp/${s}/state.json` },
  { name: 'util.inspect metadata', wrap: (s) => `{ metadata: { context: 'connection', note: '${s}' } }` },
  { name: 'end of string', wrap: (s) => `value ${s}` },
];

describe('redactText: every secret kind in every position', () => {
  const rows = TOKEN_SECRETS.flatMap((sec) => POSITIONS.map((pos) => ({ sec, pos })));
  it.each(rows.map((r) => [r.sec.name, r.pos.name, r] as const))('%s in %s', (_a, _b, { sec, pos }) => {
    const input = pos.wrap(sec.text);
    const out = redactText(input);
    expect(out).not.toContain(sec.needle);
    expect(out).toContain(`<redacted:${sec.kind}>`);
  });
});

describe('redactText: credential headers', () => {
  const HEADERS: { line: string; needle: string; kind: string }[] = [
    { line: 'Authorization: Bearer abc.def.ghi', needle: 'abc.def.ghi', kind: 'authorization' },
    { line: 'authorization: token ghsecretvalue', needle: 'ghsecretvalue', kind: 'authorization' },
    { line: 'Proxy-Authorization: Basic Zm9vOmJhcg==', needle: 'Zm9vOmJhcg', kind: 'authorization' },
    { line: 'Cookie: sid=abc123; theme=dark', needle: 'sid=abc123', kind: 'cookie' },
    { line: 'Set-Cookie: sid=xyz789; Path=/; HttpOnly', needle: 'xyz789', kind: 'cookie' },
    { line: 'X-Api-Key: live_2c1f9a', needle: 'live_2c1f9a', kind: 'api-key' },
    { line: 'Api-Key: plainkey', needle: 'plainkey', kind: 'api-key' },
    { line: '{"authorization":"Bearer zzz","accept":"text/event-stream"}', needle: 'zzz', kind: 'authorization' },
    { line: '{"name":"Cookie","value":"sid=s3ss10n"}', needle: 's3ss10n', kind: 'cookie' },
    { line: '{"name":"authorization","value":"opaque-thing"}', needle: 'opaque-thing', kind: 'authorization' },
    { line: "{ headers: { authorization: 'Bearer q' } }", needle: "'Bearer q'", kind: 'authorization' },
    { line: '{\\"cookie\\":\\"a=b\\"}', needle: 'a=b', kind: 'cookie' },
    { line: 'curl -H "X-Api-Key: k3y" https://h/x', needle: 'k3y', kind: 'api-key' },
    { line: 'upstream rejected cookie sid=s3ss10nX', needle: 's3ss10nX', kind: 'cookie' },
    { line: 'Set-Cookie session=abcdef; Path=/', needle: 'abcdef', kind: 'cookie' },
  ];
  it.each(HEADERS.map((h) => [h.line, h] as const))('%s', (_l, h) => {
    const out = redactText(h.line);
    expect(out).not.toContain(h.needle);
    expect(out).toContain(`<redacted:${h.kind}>`);
  });

  it('keeps the rest of the line after a quoted header value', () => {
    const out = redactText('curl -H "Authorization: Bearer x1y2z3w4v5" https://example.com/mcp');
    expect(out).toBe('curl -H "Authorization: <redacted:authorization>" https://example.com/mcp');
  });

  it('empties HAR cookie arrays', () => {
    const out = redactText('"cookies":[{"name":"sid","value":"v4lue"},{"name":"x","value":"y"}],"headers":[]');
    expect(out).not.toContain('v4lue');
    expect(out).toContain('"headers":[]');
  });
});

describe('redactText: secret-named JSON fields', () => {
  const FIELDS: { text: string; needle: string; kind: string }[] = [
    { text: '{"password":"hunter2"}', needle: 'hunter2', kind: 'password' },
    { text: '{"token":"t-1"}', needle: 't-1', kind: 'token' },
    { text: '{"secret":"shh"}', needle: 'shh', kind: 'secret' },
    { text: '{"apiKey":"k"}', needle: '"k"', kind: 'api-key' },
    { text: '{"client_secret":"cs"}', needle: 'cs"', kind: 'secret' },
    { text: '{"accessToken":"at-value"}', needle: 'at-value', kind: 'token' },
    { text: '{ "password" : "spaced out" }', needle: 'spaced out', kind: 'password' },
    { text: "{ token: 'inspect-style' }", needle: 'inspect-style', kind: 'token' },
    { text: '{"a":"{\\"password\\":\\"nested\\"}"}', needle: 'nested', kind: 'password' },
    { text: '{"password":"with \\"quote\\" inside"}', needle: 'quote', kind: 'password' },
  ];
  it.each(FIELDS.map((f) => [f.text, f] as const))('%s', (_t, f) => {
    const out = redactText(f.text);
    expect(out).not.toContain(f.needle);
    expect(out).toContain(`<redacted:${f.kind}>`);
  });

  it('keeps JSON valid after redacting a field', () => {
    const out = redactText(JSON.stringify({ password: 'p"w\\d', other: 1 }));
    expect(JSON.parse(out)).toEqual({ password: '<redacted:password>', other: 1 });
  });
});

describe('redactText: home directories', () => {
  const PATHS: { text: string; want: string }[] = [
    { text: '/Users/alice/Library/Logs/Claude/mcp.log', want: '/Users/<user>/Library/Logs/Claude/mcp.log' },
    { text: 'spawn /home/bob.smith/.npm/bin/server ENOENT', want: 'spawn /home/<user>/.npm/bin/server ENOENT' },
    { text: 'C:\\Users\\Carol\\AppData\\Roaming\\Claude', want: 'C:\\Users\\<user>\\AppData\\Roaming\\Claude' },
    { text: '"C:\\\\Users\\\\dave\\\\x.log"', want: '"C:\\\\Users\\\\<user>\\\\x.log"' },
    { text: 'c:/Users/erin/logs', want: 'c:/Users/<user>/logs' },
    { text: 'HOME=/home/frank', want: 'HOME=/home/<user>' },
    { text: 'file:///Users/gina/a.txt', want: 'file:///Users/<user>/a.txt' },
    { text: "paths: [ '/Users/hal/bin', '/usr/local/bin' ]", want: "paths: [ '/Users/<user>/bin', '/usr/local/bin' ]" },
    // User names with spaces, in every path form: no half of the name may stay.
    { text: 'C:\\Users\\Kim Minsu\\AppData\\Roaming\\Claude\\logs', want: 'C:\\Users\\<user>\\AppData\\Roaming\\Claude\\logs' },
    { text: 'c:/Users/Kim Minsu/AppData/Roaming', want: 'c:/Users/<user>/AppData/Roaming' },
    { text: '{"cwd":"C:\\\\Users\\\\Kim Minsu\\\\src"}', want: '{"cwd":"C:\\\\Users\\\\<user>\\\\src"}' },
    { text: '/Users/Kim Minsu/Library/Logs/Claude/mcp.log', want: '/Users/<user>/Library/Logs/Claude/mcp.log' },
    { text: '/home/Mary Ann Lee Smith/.config/Code/logs', want: '/home/<user>/.config/Code/logs' },
    { text: 'spawn "/Users/Kim Minsu" ENOENT', want: 'spawn "/Users/<user>" ENOENT' },
    { text: "cwd: 'C:\\Users\\Kim Minsu'", want: "cwd: 'C:\\Users\\<user>'" },
    { text: 'file:///C:/Users/Kim%20Minsu/AppData/x.log', want: 'file:///C:/Users/<user>/AppData/x.log' },
    { text: 'file:///Users/Kim%20Minsu/a.txt', want: 'file:///Users/<user>/a.txt' },
    { text: 'C:\\Documents and Settings\\Kim Minsu\\Desktop', want: 'C:\\Documents and Settings\\<user>\\Desktop' },
    // Prose after a one-word name is not a name: only the name goes.
    { text: 'moved /home/bob and /home/alice/x today', want: 'moved /home/<user> and /home/<user>/x today' },
    { text: 'spawn /Users/kim ENOENT', want: 'spawn /Users/<user> ENOENT' },
  ];
  it.each(PATHS.map((p) => [p.text, p.want] as const))('%s', (text, want) => {
    expect(redactText(text)).toBe(want);
  });

  it('leaves shared system folders alone', () => {
    expect(redactText('/Users/Shared/mcp/server.js')).toBe('/Users/Shared/mcp/server.js');
  });
});

describe('redactText: things that are not secrets stay as they are', () => {
  const KEEP = [
    'tools/call build_project',
    'notifications/cancelled',
    'Message from client: {"method":"tools/call","params":{"name":"x","_meta":{"progressToken":7}},"jsonrpc":"2.0","id":4}',
    '{"progressToken":"abc-123-def-456-ghi"}',
    'progressToken=5',
    'progress 3/10 (progressToken 42)',
    'max tokens exceeded: 4096 tokens',
    'the model used 1200 tokens',
    '2025-07-12T05:51:44.601Z',
    '2026-07-24 02:03:14.031',
    'McpError: MCP error -32001: Request timed out',
    'request id 6f1c2e8a-4b3d-4e5f-9a8b-7c6d5e4f3a2b',
    's1:7#2',
    'mcp-server-build.log:14',
    'Basic auth is not supported',
    'Bearer token missing',
    'Authentication failed: bearer realm required',
    'task-manager-mcp-server-with-a-long-name',
    'desk-lookup-and-friends-forever',
    'key points: none',
    'monkey=banana',
    'keyboard shortcut',
    'cookies are disabled in this browser',
    'Asia/Seoul',
    '{"tokens":{"input":12,"output":40}}',
    'GET /users/42/profile',
    'https://example.com/home/index.html',
    'sessionId=d537f628-a27a-4aa7-9dac-249ebf7e025b',
    '{"max_tokens":1024,"token_type":"Bearer"}',
    // Cursor's 2026 connection machine: the auth state is a fact of the incident, not a credential.
    '[V2 FSM] connection:connect_failure: conn=connecting,auth=unknown -> conn=failed,auth=unknown',
    '[V2 FSM] connection:transport_error: conn=connected,auth=valid -> conn=failed,auth=valid',
    'auth="expired"',
    'token=none',
  ];
  it.each(KEEP)('%s', (s) => {
    expect(redactText(s)).toBe(s);
  });
});

describe('redactText: properties', () => {
  it('is idempotent', () => {
    for (const sec of TOKEN_SECRETS) {
      for (const pos of POSITIONS) {
        const once = redactText(pos.wrap(sec.text));
        expect(redactText(once)).toBe(once);
      }
    }
  });

  it('never replaces with an empty string', () => {
    expect(redactText('{"password":"x"}')).toBe('{"password":"<redacted:password>"}');
    expect(redactText('token=a')).toBe('token=<redacted:param>');
  });

  it('leaves an empty password field visible as empty (nothing to hide)', () => {
    expect(redactText('{"password":""}')).toBe('{"password":""}');
  });

  it('handles a long string with many secrets', () => {
    const parts: string[] = [];
    for (let i = 0; i < 2000; i++) parts.push(`line ${i} Authorization: Bearer tok${i}abcdefgh`);
    const out = redactText(parts.join('\n'));
    expect(out).not.toMatch(/tok\d+abcdefgh/);
    expect(out.split('\n')).toHaveLength(2000);
  });
});

describe('redactUrl', () => {
  it.each([
    ['http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=deadbeef', 'http://localhost:6274/?MCP_PROXY_AUTH_TOKEN=<redacted:param>'],
    ['https://u:p4ss@h.example/mcp', 'https://<redacted:userinfo>@h.example/mcp'],
    ['https://h.example/mcp?api_key=abc&page=2', 'https://h.example/mcp?api_key=<redacted:param>&page=2'],
    ['https://h.example/mcp/message?sessionId=42', 'https://h.example/mcp/message?sessionId=42'],
  ])('%s', (u, want) => {
    expect(redactUrl(u)).toBe(want);
  });
});

describe('redactHeaders', () => {
  it('replaces credential headers whatever their case and keeps the rest', () => {
    const out = redactHeaders({
      Authorization: 'Bearer a',
      'proxy-authorization': 'Basic b',
      COOKIE: 'c=d',
      'set-cookie': 'e=f',
      'x-api-key': 'g',
      'mcp-session-id': 'abc-123',
      'mcp-protocol-version': '2025-06-18',
      referer: 'https://h/?token=zz9',
    });
    expect(out).toEqual({
      Authorization: '<redacted:authorization>',
      'proxy-authorization': '<redacted:authorization>',
      COOKIE: '<redacted:cookie>',
      'set-cookie': '<redacted:cookie>',
      'x-api-key': '<redacted:api-key>',
      'mcp-session-id': 'abc-123',
      'mcp-protocol-version': '2025-06-18',
      referer: 'https://h/?token=<redacted:param>',
    });
  });

  it('keeps a hostile __proto__ header as a plain own property', () => {
    const h = JSON.parse('{"__proto__":"x","authorization":"y"}') as Record<string, string>;
    const out = redactHeaders(h);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'authorization']);
    expect(out.authorization).toBe('<redacted:authorization>');
  });
});

describe("a logfmt key= that names an MCP server (opencode's service=mcp key=<server>)", () => {
  // Kept: the server's config key is a name, and the report's reader needs it.
  it.each([
    'INFO  2025-09-02T23:17:17 +332435ms service=mcp key=rider url=http://localhost:64342/sse',
    'ERROR 2025-08-30T10:02:11 +12ms service=mcp key=github type=local status=failed server unavailable',
    'service=mcp key=context7 type=remote',
    'service=mcp key=sequential-thinking command=npx',
    'service=mcp key=mcp_server_k8s status=connected',
    'service=mcp key=chrome-devtools',
    'key=xcode type=local',
    'level=info msg="loaded" key=brave.search',
  ])('keeps %s', (s) => {
    expect(redactText(s)).toBe(s);
  });

  // Redacted: a key= value that could be a credential, or a key= that is not a logfmt field.
  it.each([
    ['service=mcp key=AbC123xyz type=local', 'service=mcp key=<redacted:param> type=local'],
    ['service=mcp key=abc123 type=local', 'service=mcp key=<redacted:param> type=local'],
    ['service=mcp key=5f3a9c1b7e2d type=local', 'service=mcp key=<redacted:param> type=local'],
    ['service=mcp key=deadbeef42cafe', 'service=mcp key=<redacted:param>'],
    ['service=mcp key=q1w2e3r4t5', 'service=mcp key=<redacted:param>'],
    ['service=mcp key=sk-live-shortkey', 'service=mcp key=<redacted:param>'],
    ['service=mcp key=sk_test_abcdefghij', 'service=mcp key=<redacted:param>'],
    ['service=mcp key=ghp_abcdefghijklmnop', 'service=mcp key=<redacted:param>'],
    ['service=mcp key=aizasyabcdefgh', 'service=mcp key=<redacted:param>'],
    ['key=abcdefghijklmnopqrstuvwxyzabcdefghijklmnop', 'key=<redacted:param>'],
    ['GET https://maps.example.com/api?key=github&x=1', 'GET https://maps.example.com/api?key=<redacted:param>&x=1'],
    ['GET /api?x=1&key=github', 'GET /api?x=1&key=<redacted:param>'],
    ['/var/cache/key=github/state.json', '/var/cache/key=<redacted:param>/state.json'],
    ['service=mcp KEY=github', 'service=mcp KEY=<redacted:param>'],
    ['service=mcp key="github"', 'service=mcp key="<redacted:param>"'],
    ['service=mcp api_key=github', 'service=mcp api_key=<redacted:param>'],
    ['service=mcp token=github', 'service=mcp token=<redacted:param>'],
    ['service=mcp secret_key=github', 'service=mcp secret_key=<redacted:param>'],
    ['service=mcp key=github Authorization: Bearer abc.def.123', 'service=mcp key=github Authorization: <redacted:authorization>'],
  ])('redacts %s', (input, want) => {
    expect(redactText(input)).toBe(want);
    expect(redactText(want)).toBe(want);
  });

  // Header-named keys go through the header rule first, whatever the value.
  it.each([
    ['service=mcp x-api-key=github', 'service=mcp x-api-key=<redacted:api-key>'],
    ['service=mcp api-key=github', 'service=mcp api-key=<redacted:api-key>'],
  ])('redacts %s', (input, want) => {
    expect(redactText(input)).toBe(want);
  });
});

/**
 * A row: `input` is redacted to exactly `want`; every `secret` is gone from it and `want` redacts to itself.
 * `want` spells out the non-secret text that must stay (the path after a key, the next field).
 */
type Row = { input: string; want: string; secrets: string[] };

function checkRow({ input, want, secrets }: Row): void {
  const out = redactText(input);
  expect(out).toBe(want);
  for (const sec of secrets) expect(out).not.toContain(sec);
  expect(redactText(out)).toBe(out);
}

describe('a credential header written with = (Java map, logfmt, query string)', () => {
  const ROWS: Row[] = [
    { input: 'Authorization=Bearer abc123def456', want: 'Authorization=<redacted:authorization>', secrets: ['abc123def456'] },
    {
      input: 'headers={Authorization=Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig, Content-Type=application/json}',
      want: 'headers={Authorization=<redacted:authorization>, Content-Type=application/json}',
      secrets: ['eyJhbGciOiJIUzI1NiJ9', 'sig,'],
    },
    { input: 'proxy-authorization=Basic dXNlcjpwYXNz next=1', want: 'proxy-authorization=<redacted:authorization> next=1', secrets: ['dXNlcjpwYXNz'] },
    { input: 'authorization=token ghp_A1b2C3d4E5f6G7h8I9j0K1 sent', want: 'authorization=<redacted:authorization> sent', secrets: ['A1b2C3d4'] },
    { input: 'GET /mcp?Authorization=Bearer+abc123def456&x=1', want: 'GET /mcp?Authorization=<redacted:authorization>&x=1', secrets: ['abc123def456'] },
    { input: 'GET /mcp?authorization=Bearer%20abc123def456&x=1', want: 'GET /mcp?authorization=<redacted:authorization>&x=1', secrets: ['abc123def456'] },
    // An unknown scheme: the next word is still taken when it looks like a credential.
    { input: 'Authorization=Custom x9y8z7w6v5 done', want: 'Authorization=<redacted:authorization> done', secrets: ['x9y8z7w6v5'] },
    { input: 'authorization=Bearer sk-proj-Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8', want: 'authorization=<redacted:authorization>', secrets: ['Qa1Ws2Ed3Rf4'] },
    { input: 'x-api-key=abc123def456 status=401', want: 'x-api-key=<redacted:api-key> status=401', secrets: ['abc123def456'] },
    { input: 'X-Api-Key=5f3a9c1b7e2d4a6f8b0c9d1e', want: 'X-Api-Key=<redacted:api-key>', secrets: ['5f3a9c1b7e2d'] },
    { input: 'api-key=sk-ant-api03-Zx9Yw8Vu7Ts6 then', want: 'api-key=<redacted:api-key> then', secrets: ['Zx9Yw8Vu7Ts6'] },
    { input: 'x-auth-token=t0k3n,mode=fast', want: 'x-auth-token=<redacted:token>,mode=fast', secrets: ['t0k3n'] },
    // Every pair of a cookie written with = is the credential, not only the first.
    { input: 'Cookie=sid=abc123; theme=dark; csrf=zz99 next', want: 'Cookie=<redacted:cookie> next', secrets: ['abc123', 'dark', 'zz99'] },
    { input: 'x-api-key=abc,Cookie=sid=1; t=2 end', want: 'x-api-key=<redacted:api-key>,Cookie=<redacted:cookie> end', secrets: ['abc,', 'sid=1', 't=2'] },
    // In a path: the segment is the credential, the rest of the path stays.
    { input: 'GET /x/api-key=abc123/tools?y=1', want: 'GET /x/api-key=<redacted:api-key>/tools?y=1', secrets: ['abc123'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  // The cases a placeholder used to be added to on every pass: redacted text is a fixed point.
  it.each([
    'Authorization=<redacted:authorization>',
    'x-api-key=<redacted:api-key> foo',
    'Cookie=<redacted:cookie>; c=d',
    'openclaw mcp add t --header "Authorization=<redacted:authorization> <token>" --transport sse',
  ])('leaves %s as it is', (s) => {
    expect(redactText(s)).toBe(s);
  });

  it('keeps a word after the name that is not a credential', () => {
    checkRow({ input: 'authorization=required for tools/list', want: 'authorization=<redacted:authorization> for tools/list', secrets: [] });
    checkRow({
      input: 'openclaw mcp add t --header "Authorization=Bearer <token>" --transport sse',
      want: 'openclaw mcp add t --header "Authorization=<redacted:authorization> <token>" --transport sse',
      secrets: [],
    });
  });
});

describe('a key= in a URL path or query ends where its segment or parameter does', () => {
  const ROWS: Row[] = [
    // Path segment: the credential is the segment; the path and query after it stay.
    { input: 'GET /v1/key=abc/tools/list status=200', want: 'GET /v1/key=<redacted:param>/tools/list status=200', secrets: ['abc/'] },
    { input: 'https://h/api/key=foo/bar?x=1 took 5ms', want: 'https://h/api/key=<redacted:param>/bar?x=1 took 5ms', secrets: ['foo'] },
    {
      input: 'POST https://h/mcp/api_key=5f3a9c1b7e2d4a6f8b0c/tools/list HTTP/1.1',
      want: 'POST https://h/mcp/api_key=<redacted:param>/tools/list HTTP/1.1',
      secrets: ['5f3a9c1b7e2d'],
    },
    {
      input: 'https://h/token=sk-proj-Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8/sse?session=1',
      want: 'https://h/token=<redacted:param>/sse?session=1',
      secrets: ['Qa1Ws2Ed3Rf4'],
    },
    { input: 'https://h/mcp/key=abc123?x=1#top', want: 'https://h/mcp/key=<redacted:param>?x=1#top', secrets: ['abc123'] },
    { input: 'https://h/mcp/key=abc/token=def123/list', want: 'https://h/mcp/key=<redacted:param>/token=<redacted:param>/list', secrets: ['def123'] },
    { input: '/var/cache/key=github/state.json', want: '/var/cache/key=<redacted:param>/state.json', secrets: ['github'] },
    // Standard base64 holds `/`: segments that may continue it are taken with it.
    { input: 'https://h/m/key=AbC+dEf/GhI==/tools', want: 'https://h/m/key=<redacted:param>/tools', secrets: ['AbC', 'GhI=='] },
    { input: 'https://h/m/key=abc123/XyZ9k/q8w7e6r5t4/list', want: 'https://h/m/key=<redacted:param>/list', secrets: ['XyZ9k', 'q8w7e6r5t4'] },
    // Query: the parameter ends at `&` or at the fragment, a `/` inside it stays part of it.
    { input: 'https://h/x?key=AbC123xyz&mode=fast', want: 'https://h/x?key=<redacted:param>&mode=fast', secrets: ['AbC123xyz'] },
    { input: 'https://h/mcp?key=abc123#tools', want: 'https://h/mcp?key=<redacted:param>#tools', secrets: ['abc123'] },
    { input: 'GET /sse?access_token=eyJhbGciOiJIUzI1NiJ9.e30.x#s', want: 'GET /sse?access_token=<redacted:param>#s', secrets: ['eyJhbGciOiJIUzI1NiJ9'] },
    { input: 'GET /sse?token=abc/def+ghi==&x=1', want: 'GET /sse?token=<redacted:param>&x=1', secrets: ['abc', 'def+ghi'] },
    // Free text and logfmt: the value runs to its delimiter, `/` included.
    { input: 'retry key=abc/def rest', want: 'retry key=<redacted:param> rest', secrets: ['abc', 'def'] },
    { input: 'secret=AbC+/xYz== next', want: 'secret=<redacted:param> next', secrets: ['AbC', 'xYz'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

describe('well-known key prefixes: one list for the gate and for the logfmt name check', () => {
  // Each prefix of KEY_PREFIXES, as a full key the shape rules redact and as a lowercase name-like value that only
  // the prefix list keeps from being read as opencode's server name.
  const KEYS: [string, string][] = [
    ['sk-Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8Ol9', 'sk-abc'],
    ['sk_live_Qa1Ws2Ed3Rf4Tg5', 'sk_abc'],
    ['rk_live_Qa1Ws2Ed3Rf4Tg5', 'rk_abc'],
    ['pk_test_Qa1Ws2Ed3Rf4Tg5', 'pk_abc'],
    ['ghp_A1b2C3d4E5f6G7h8I9j0K1l2', 'ghp_abc'],
    ['gho_A1b2C3d4E5f6G7h8I9j0K1l2', 'gho_abc'],
    ['ghu_A1b2C3d4E5f6G7h8I9j0K1l2', 'ghu_abc'],
    ['ghs_A1b2C3d4E5f6G7h8I9j0K1l2', 'ghs_abc'],
    ['ghr_A1b2C3d4E5f6G7h8I9j0K1l2', 'ghr_abc'],
    ['github_pat_11ABCDEFG0123456789_abcdefghij', 'github_pat_abc'],
    ['glpat-Ab1Cd2Ef3Gh4Ij5Kl6Mn', 'glpat-abc'],
    ['hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567', 'hf_abc'],
    ['npm_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2', 'npm_abc'],
    ['xoxb-123456789012-abcdefABCDEF', 'xoxb-abc'],
    ['xoxp-123456789012-abcdefABCDEF', 'xoxp-abc'],
    ['AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q', 'aizaabc'],
    ['AKIAIOSFODNN7EXAMPLE', 'akiaabc'],
    ['ASIAIOSFODNN7EXAMPLE', 'asiaabc'],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', 'eyjabc'],
  ];
  it.each(KEYS)('%s passes the gate and is redacted; key=%s is not read as a name', (full, name) => {
    expect(mayContainSecret(full)).toBe(true);
    expect(redactText(full)).toMatch(/^<redacted:[a-z-]+>$/);
    expect(redactText(`service=mcp key=${name} type=local`)).toBe('service=mcp key=<redacted:param> type=local');
  });

  it('a lowercase name with none of the prefixes is read as a name', () => {
    expect(redactText('service=mcp key=skills-abc type=local')).toBe('service=mcp key=skills-abc type=local');
  });
});

describe('a line of many cut values', () => {
  // Each value is cut where it ends and the scan goes on after it: no recursion, no rescanning of the rest.
  it.each([
    ['/key=a1b2c3', '/key=<redacted:param>'],
    ['x-api-key=a1b2c3&', 'x-api-key=<redacted:api-key>&'],
    ['/x-api-key=a1b2c3', '/x-api-key=<redacted:api-key>'],
    ['?token=a1b2c3#', '?token=<redacted:param>#'],
  ])('%s fifty thousand times', (unit, want) => {
    const out = redactText(unit.repeat(50_000));
    expect(out).toBe(want.repeat(50_000));
    expect(redactText(out)).toBe(out);
  });
});

describe('credentials in forms that used to get through', () => {
  const ROWS: Row[] = [
    // Go's http.Header printed with %v: the bracketed list after the name is the value.
    {
      input: 'headers=map[Authorization:[Bearer abc123def456] X-Api-Key:[k9k9k9k9k9k9] Accept:[application/json]]',
      want: 'headers=map[Authorization:[<redacted:authorization>] X-Api-Key:[<redacted:api-key>] Accept:[application/json]]',
      secrets: ['abc123def456', 'k9k9k9k9k9k9'],
    },
    { input: 'map[Cookie:[sid=abc123; t=2]]', want: 'map[Cookie:[<redacted:cookie>]]', secrets: ['abc123', 't=2'] },
    { input: 'X-Api-Key: [abc123def456]', want: 'X-Api-Key: [<redacted:api-key>]', secrets: ['abc123def456'] },
    // A scheme right after a percent escape: the escape's last hex digit is no word before it.
    {
      input: 'GET /cb?h=Authorization%3A%20Bearer%20abc123def456&x=1',
      want: 'GET /cb?h=Authorization%3A%20Bearer%20<redacted:bearer>&x=1',
      secrets: ['abc123def456'],
    },
    { input: 'h=Authorization%3DBasic%20dXNlcjpwYXNz', want: 'h=Authorization%3DBasic%20<redacted:basic>', secrets: ['dXNlcjpwYXNz'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  it('keeps an empty list and a word after an escaped scheme', () => {
    checkRow({ input: '"authorization":[]', want: '"authorization":[]', secrets: [] });
    checkRow({ input: 'q=Bearer%20token%20missing', want: 'q=Bearer%20token%20missing', secrets: [] });
  });
});

/** Every capture of the wild corpus and every sample, as file paths. */
function corpusFiles(): string[] {
  const files = loadCases().flatMap(({ dir, c }) => c.captures.map((f) => join(dir, f)));
  const walk = (d: string): void => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(join(import.meta.dirname, '..', 'samples'));
  return files;
}

describe('redactText over the corpus', () => {
  it('redacting a redacted line changes nothing (every line of every capture and sample)', () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(1000);
    const moved: string[] = [];
    let lines = 0;
    for (const f of files) {
      for (const line of readFileSync(f, 'utf8').split(/\r?\n/)) {
        lines++;
        const once = redactText(line);
        if (redactText(once) !== once) moved.push(`${f}: ${once}`);
      }
    }
    expect(lines).toBeGreaterThan(20_000);
    expect(moved).toEqual([]);
  });

  it('the cheap gate turns away no line that a rule would change', () => {
    const hidden: string[] = [];
    let turnedAway = 0;
    for (const f of corpusFiles()) {
      for (const line of readFileSync(f, 'utf8').split(/\r?\n/)) {
        if (mayContainSecret(line)) continue;
        turnedAway++;
        if (applyRules(line) !== line) hidden.push(`${f}: ${line}`);
      }
    }
    expect(turnedAway).toBeGreaterThan(10_000);
    expect(hidden).toEqual([]);
  });
});

describe('the cheap gate lets through every name the rules read', () => {
  const cap = (n: string): string => n.charAt(0).toUpperCase() + n.slice(1);
  // Each name in the cases the rules read (lower, upper, capitalised, run on in camelCase) and the forms they read it in.
  const lines = ruleNames().flatMap((name) =>
    [name, name.toUpperCase(), cap(name), `a${cap(name)}`, `a_${name}`].flatMap((n) => [
      `${n}=abc123def`, `GET /x?${n}=abc123def&y=1`, `/v1/${n}=abc123def/tools`, `"${n}":"abc123def"`, `{ ${n}: 'abc123def' }`,
      `${n}: abc123def`, `${n} = "abc123def"`, `x%3F${n}%3Dabc123def%26`, `x%253F${n}%253Dabc123def`, `a.${n}: abc123def`,
      `{"a.${n}": "abc123def"}`, `--${n} abc123def`, `${n} "abc123def"`, `${n} abc123def`, `{${n}=[abc]}`, `${n}: Bearer abc123def`,
      `${n.toUpperCase()}_X: abc123def`, `{\\"${n}\\":\\"abc123def\\"}`,
    ]),
  );

  it('no line that a rule changes is turned away', () => {
    const changed = lines.filter((l) => applyRules(l) !== l);
    expect(changed.length).toBeGreaterThan(lines.length / 3);
    expect(changed.filter((l) => !mayContainSecret(l))).toEqual([]);
  });

  it.each(['sid', 'SID', 'sessionid', 'JSESSIONID', 'code_verifier', 'CLIENT_ASSERTION'])('the whole name %s is redacted in every form', (n) => {
    for (const l of [`${n}=abc123def`, `"${n}":"abc123def"`, `${n}: abc123def`, `x%3F${n}%3Dabc123def`]) {
      expect(redactText(l), l).not.toContain('abc123def');
    }
  });

  // A flag writes a whole name with `-` (`--code-verifier`): the same name, in text and in argv, any value but a state.
  it.each([
    ['--code-verifier x', '--code-verifier <redacted:param>'],
    ['--code-verifier=x', '--code-verifier=<redacted:param>'],
    ['--client-assertion "abc"', '--client-assertion "<redacted:param>"'],
    ['--CODE-VERIFIER x', '--CODE-VERIFIER <redacted:param>'],
    ['--code-verifier none', '--code-verifier none'],
    ['--my-code-verifier x', '--my-code-verifier x'],
    ['--code-verifiers x', '--code-verifiers x'],
  ])('%s', (input, want) => expect(redactText(input)).toBe(want));
  it('argv reads --code-verifier as code_verifier', () => {
    expect(redactArgs(['--code-verifier', 'x', '--client-assertion=y', '--code-verifier', 'none'])).toEqual([
      '--code-verifier', '<redacted:param>', '--client-assertion=<redacted:param>', '--code-verifier', 'none',
    ]);
  });

  // An encoded parameter's value is judged as the plain one in a URL: `%3Ftoken%3Dnone` as `?token=none`; a code is
  // redacted whatever it holds, as the plain `?code=` rule does.
  it.each([
    ['u=h%3Ftoken%3Dnone%26x%3D1', 'u=h%3Ftoken%3Dnone%26x%3D1'],
    ['u=h%253Ftoken%253Dunknown', 'u=h%253Ftoken%253Dunknown'],
    ['u=h%3Ftoken%3Da.b', 'u=h%3Ftoken%3D<redacted:param>'],
    ['u=h%3Ftoken%3Dself._token', 'u=h%3Ftoken%3D<redacted:param>'],
    ['u=h%3Fpassword%3Dok', 'u=h%3Fpassword%3D<redacted:password>'],
    ['u=h%3Fcode%3Dnone', 'u=h%3Fcode%3D<redacted:param>'],
  ])('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
    const plain = decodeURIComponent(decodeURIComponent(input));
    expect(redactText(plain).includes('<redacted:'), plain).toBe(want.includes('<redacted:'));
  });

  // The whole names count whole and in one case only, and `sig` as a last word only, so these never reach the rules.
  it.each(['POST /mcp sessionId=3f9a8b7c', 'inside the loop', 'consider this', 'Sid: x', 'verifiers ran', 'a sessionIdentifier', 'SIGTERM sent', 'signal 9', 'by design'])(
    'turns away %s',
    (l) => expect(mayContainSecret(l)).toBe(false),
  );
});

describe('rules the recorder relies on', () => {
  it.each([
    ['GITHUB_TOKEN: ghp_x1 set', 'GITHUB_TOKEN: <redacted:param> set'],
    ['DB_PASSWORD = "hunter2"', 'DB_PASSWORD = "<redacted:password>"'],
    ['GET /callback?code=4/0AX4XfWh&state=s1', 'GET /callback?code=<redacted:param>&state=s1'],
    ['retry with DPoP abc.12345', 'retry with DPoP <redacted:dpop>'],
    ['Bearer xyz.123', 'Bearer <redacted:bearer>'],
    // Only a whole state word is kept: a credential that begins with one is still a credential.
    ['auth=validA7f3k9 conn=ok', 'auth=<redacted:param> conn=ok'],
    ['?token=none-9f2c1b7e&x=1', '?token=<redacted:param>&x=1'],
  ])('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
    expect(redactText(want)).toBe(want);
    expect(mayContainSecret(input)).toBe(true);
  });

  it.each(['exit code=1', 'token: none', 'Bearer realm="mcp"', 'bearer error="invalid_token"'])('keeps %s', (s) => {
    expect(redactText(s)).toBe(s);
  });

  it('knows credential header names by shape, not only by list', () => {
    expect(['x-goog-api-key', 'X-Amz-Security-Token', 'x-client-secret', 'x-auth', 'authorization'].filter(isSecretHeader)).toHaveLength(5);
    expect(['www-authenticate', 'mcp-session-id', 'last-event-id', 'content-type', 'author'].filter(isSecretHeader)).toEqual([]);
    expect(redactHeaders({ 'x-goog-api-key': 'AbC', 'www-authenticate': 'Bearer realm="x"' })).toEqual({
      'x-goog-api-key': '<redacted:api-key>',
      'www-authenticate': 'Bearer realm="x"',
    });
  });

  it('keeps the auth scheme of a header value only when asked', () => {
    expect(redactHeaderValue('Authorization', 'Bearer abc.def', true)).toBe('Bearer <redacted:authorization>');
    expect(redactHeaderValue('Authorization', 'Bearer abc.def')).toBe('<redacted:authorization>');
    expect(redactHeaderValue('authorization', 'opaque', true)).toBe('<redacted:authorization>');
    expect(redactHeaderValue('cookie', 'sid=1', true)).toBe('<redacted:cookie>');
  });
});

describe('describeValue', () => {
  it.each<[unknown, string]>([
    ['/etc/passwd0', '<string 12 chars>'],
    [42, '<number>'],
    [true, '<boolean>'],
    [null, 'null'],
    [[1, 2, 3], '<array 3 items>'],
    [[1], '<array 1 item>'],
    [{ path: '/tmp/a/b/c.txt', force: false }, '{path: <string 14 chars>, force: <boolean>}'],
    [{ a: { b: { c: 1 } } }, '{a: {b: <object 1 key>}}'],
  ])('%j → %s', (v, want) => {
    expect(describeValue(v)).toBe(want);
  });

  it('never shows a value, and cuts many keys short', () => {
    const v: Record<string, string> = {};
    for (let i = 0; i < 20; i++) v[`k${i}`] = `secret-value-${i}`;
    const out = describeValue(v);
    expect(out).not.toContain('secret-value');
    expect(out).toContain('… 8 more');
  });

  it('neutralises control characters in keys', () => {
    expect(describeValue({ 'a\u001b[31mb': 1 })).toBe('{a?[31mb: <number>}');
  });
});

function sampleReport(): Report {
  return {
    schema: 'mcp-triage/v1',
    tool: { name: 'mcp-triage', version: '0.1.0' },
    inputs: [
      {
        path: '/Users/alice/Library/Logs/Claude/mcp-server-x.log',
        format: 'claude-desktop',
        host: 'claude-desktop',
        detection: { score: 1, forced: false, pasted: false },
        lines: 10,
        events: 9,
        unparsed: 1,
        problems: 1,
        lineAccounting: { event: 9, part: 0, blank: 0, problem: 1 },
        clock: 'utc',
        zone: null,
        zoneAssumed: false,
        bytes: 1000,
        gzip: false,
      },
    ],
    summary: { sessions: 1, requests: 1, reported: 1, notReported: 0, byOutcome: { cancelled: 1 }, byCause: { 'client-timeout': 1 }, byRule: {}, byServer: { 'build-server': { cancelled: 1 } } },
    sessions: [
      {
        key: 's1',
        file: '/home/bob/cap.log',
        transport: 'stdio',
        protocolVersion: '2025-06-18',
        client: 'claude-ai 0.1.0',
        server: 'x 1.0',
        startedAt: '2025-07-12T05:51:44.601Z',
        endedAt: null,
        requests: 1,
      },
    ],
    requests: [
      {
        key: 's1:7',
        session: 's1',
        id: 'Bearer abcdefgh12345678',
        basis: 'wire',
        method: 'tools/call',
        target: 'build_project',
        from: 'client',
        protocolVersion: '2025-06-18',
        transport: 'stdio',
        startedAt: '2025-07-12T05:51:44.601Z',
        endedAt: '2025-07-12T05:52:44.607Z',
        durationMs: 60006,
        outcome: 'cancelled',
        cause: 'client-timeout',
        serverState: 'unknown',
        confidence: 'high',
        summary: 'timed out calling https://u:hunter2@h/x',
        evidence: [{ source: '/Users/alice/cap.log:14', note: 'token=abc123' }],
        timeline: [
          { at: null, offsetMs: null, kind: 'host-log', detail: 'Authorization: Bearer zzz999zzz999', source: 'cap.log:15' },
        ],
        findings: [{ rule: 'timeout-without-cancel', severity: 'warning', message: 'sk-ant-api03-abcdefghijkl', source: null }],
        record: {
          client: { label: 'Product / client version', value: 'claude-ai 0.1.0', known: true, source: null },
          server: { label: 'Server / SDK version', value: 'unknown', known: false, source: null },
          protocolVersion: { label: 'MCP protocol', value: '2025-06-18', known: true, source: null },
          transport: { label: 'Transport', value: 'stdio', known: true, source: null },
          requestId: { label: 'Request ID', value: 'xoxb-123456789-abcdef', known: true, source: null },
          startedAt: { label: 'Start time and time zone', value: '2025-07-12T05:51:44.601Z', known: true, source: null },
          timeouts: { label: 'Configured request / max timeout', value: 'unknown', known: false, source: null },
          lastProgressAt: { label: 'Last progress notification', value: 'none', known: true, source: null },
          cancelSignal: { label: 'Cancellation signal and observed time', value: 'none', known: true, source: null },
          serverState: { label: 'Server processing state', value: 'unconfirmed', known: false, source: null },
          externalResult: { label: 'External result checked', value: 'unconfirmed', known: false, source: null },
        },
        nextSteps: ['rerun with GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123 unset'],
      },
    ],
    findings: [],
    problems: [{ source: 'cap.log:88', message: 'truncated JSON near {"password":"p4ss"}' }],
    redacted: false,
  };
}

describe('redactReport', () => {
  it('redacts every string in a deep copy and leaves the original alone', () => {
    const r = sampleReport();
    const before = JSON.stringify(r);
    const out = redactReport(r);
    expect(JSON.stringify(r)).toBe(before);
    const text = JSON.stringify(out);
    for (const needle of ['alice', '/home/bob', 'hunter2', 'abc123', 'zzz999', 'abcdefghijkl', 'xoxb-123', 'ghp_', 'p4ss', 'abcdefgh12345678']) {
      expect(text).not.toContain(needle);
    }
    expect(out.redacted).toBe(true);
    expect(out.inputs[0]?.path).toBe('/Users/<user>/Library/Logs/Claude/mcp-server-x.log');
    expect(out.requests[0]?.method).toBe('tools/call');
    expect(out.requests[0]?.durationMs).toBe(60006);
    expect(readInputs(out)[0]?.lineAccounting).toEqual({ event: 9, part: 0, blank: 0, problem: 1 });
  });

  it('replaces raw payloads with their shape if a room ever puts them in a report', () => {
    const r = sampleReport() as Report & { requests: (Report['requests'][number] & { params?: unknown })[] };
    const req = r.requests[0]!;
    req.params = { name: 'write_file', arguments: { path: '/etc/hosts', content: 'top secret' } };
    const out = redactReport(r) as typeof r;
    expect(out.requests[0]?.params).toBe('{name: <string 10 chars>, arguments: {path: <string 10 chars>, content: <string 10 chars>}}');
    expect(JSON.stringify(out)).not.toContain('top secret');
  });

  it('redacting each request as it is listed gives the same report as redacting it whole', () => {
    const r = sampleReport();
    const whole = redactReport(r);
    const piecewise = redactReport({ ...r, requests: r.requests.map(redactRequest) }, { requestsDone: true });
    expect(JSON.stringify(piecewise)).toBe(JSON.stringify(whole));
    expect(JSON.stringify(piecewise)).not.toContain('hunter2');
  });

  it('copies a hostile __proto__ key as data, not as a prototype', () => {
    const r = JSON.parse(JSON.stringify(sampleReport())) as Report;
    (r as unknown as { extra: unknown }).extra = JSON.parse('{"__proto__":{"polluted":"token=abc123"}}');
    const out = redactReport(r) as unknown as { extra: Record<string, unknown> };
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out.extra)).toBe(Object.prototype);
    expect(JSON.stringify(out.extra)).toBe('{"__proto__":{"polluted":"token=<redacted:param>"}}');
  });
});

describe('a user name with a space, through a whole report', () => {
  it('no half of the name is left in any string of the report', async () => {
    const capture = [
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}',
      'Error: cannot open C:\\Users\\Kim Minsu\\AppData\\Roaming\\x.db and /Users/Kim Minsu/Library/y',
    ].join('\n');
    const report = await analyze(['-'], { stdin: Readable.from([Buffer.from(capture)]) });
    const json = JSON.stringify(report);
    expect(json).toContain('C:\\\\Users\\\\<user>\\\\AppData');
    expect(json).toContain('/Users/<user>/Library');
    expect(json).not.toMatch(/Kim|Minsu/);
  });
});

describe('quoted, listed and encoded values that used to get through', () => {
  const ROWS: Row[] = [
    // A `:` header value goes on past a quote opened after `=` or a space (RFC 6265 quoted cookie, RFC 9110 auth-params).
    { input: 'Cookie: sid="abc123"; theme=x', want: 'Cookie: <redacted:cookie>', secrets: ['abc123'] },
    { input: 'Set-Cookie: sid="abc123def"; Path=/', want: 'Set-Cookie: <redacted:cookie>', secrets: ['abc123def'] },
    {
      input: 'Authorization: Digest username="bob", realm="r", response="6629fae49393a05397450978507c4ef1"',
      want: 'Authorization: <redacted:authorization>',
      secrets: ['bob', '6629fae49393a05397450978507c4ef1'],
    },
    // Inside a JSON string the closing quote still ends the value, escaped quotes are read over.
    { input: '{"msg":"Cookie: sid=abc123","t":1}', want: '{"msg":"Cookie: <redacted:cookie>","t":1}', secrets: ['abc123'] },
    { input: '{"msg":"Cookie: sid=\\"abc123\\"","t":1}', want: '{"msg":"Cookie: <redacted:cookie>","t":1}', secrets: ['abc123'] },
    { input: '"Authorization": "Bearer x"', want: '"Authorization": "<redacted:authorization>"', secrets: [] },
    // After `=`: a quoted token and auth-params are the credential.
    { input: 'Authorization=Bearer "tok123abc" next', want: 'Authorization=<redacted:authorization> next', secrets: ['tok123abc'] },
    { input: "Authorization=Bearer 'tok123abc' next", want: 'Authorization=<redacted:authorization> next', secrets: ['tok123abc'] },
    { input: 'Authorization=Digest username="bob", response="abc9" x', want: 'Authorization=<redacted:authorization> x', secrets: ['bob', 'abc9'] },
    // JSON arrays of header values keep their shape.
    { input: '{"x-api-key": ["abc123def456"]}', want: '{"x-api-key": ["<redacted:api-key>"]}', secrets: ['abc123def456'] },
    { input: '{"x-api-key":["abc123def456"]}', want: '{"x-api-key":["<redacted:api-key>"]}', secrets: ['abc123def456'] },
    { input: '{"Cookie": ["sid=abc", "t=1"]}', want: '{"Cookie": ["<redacted:cookie>", "<redacted:cookie>"]}', secrets: ['sid=abc', 't=1'] },
    { input: '{"a":{\\"Cookie\\":[\\"sid=1\\"]}}', want: '{"a":{\\"Cookie\\":[\\"<redacted:cookie>\\"]}}', secrets: ['sid=1'] },
    { input: '"authorization": []', want: '"authorization": []', secrets: [] },
    // Java's Map<String, List<String>>.
    { input: '{X-Api-Key=[abc], Accept=[x]}', want: '{X-Api-Key=[<redacted:api-key>], Accept=[x]}', secrets: ['abc]'] },
    { input: 'api_key=[abc123] x', want: 'api_key=[<redacted:param>] x', secrets: ['abc123'] },
    // The env-style name may start with its secret word.
    { input: 'API_KEY = abc9', want: 'API_KEY = <redacted:param>', secrets: ['abc9'] },
    { input: 'AUTH: xyz123', want: 'AUTH: <redacted:param>', secrets: ['xyz123'] },
    // A parameter inside a percent-encoded URL.
    {
      input: 'redirect_uri=https%3A%2F%2Fh%2Fcb%3Ftoken%3Dabc123def%26x%3D1',
      want: 'redirect_uri=https%3A%2F%2Fh%2Fcb%3Ftoken%3D<redacted:param>%26x%3D1',
      secrets: ['abc123def'],
    },
    { input: 'u=x%26api_key%3Dabc123def%26y%3D2', want: 'u=x%26api_key%3D<redacted:param>%26y%3D2', secrets: ['abc123def'] },
    { input: 'state=x%3Fsig%3Dab%2Fc%3D%23f', want: 'state=x%3Fsig%3D<redacted:param>%23f', secrets: ['ab%2Fc'] },
    // An encoded authorization code on a line with no other secret word (the quick test before the rules let it by).
    {
      input: 'redirect_uri=https%3A%2F%2Fapp%2Fcb%3Fcode%3Dabc123def%26x%3D1',
      want: 'redirect_uri=https%3A%2F%2Fapp%2Fcb%3Fcode%3D<redacted:param>%26x%3D1',
      secrets: ['abc123def'],
    },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

describe('a quote that closes a JSON string, and unclosed header lists', () => {
  const ROWS: Row[] = [
    // The quote after the space closes the JSON string: the next key stays and the JSON stays whole.
    { input: '{"msg":"Cookie: sid=abc ","t":1}', want: '{"msg":"Cookie: <redacted:cookie>","t":1}', secrets: ['abc'] },
    { input: '{"msg":"Cookie: sid=abc ", "t":1}', want: '{"msg":"Cookie: <redacted:cookie>", "t":1}', secrets: ['abc'] },
    { input: '{"msg":"Cookie: sid=abc "}', want: '{"msg":"Cookie: <redacted:cookie>"}', secrets: ['abc'] },
    { input: '["Cookie: sid=abc ","x"]', want: '["Cookie: <redacted:cookie>","x"]', secrets: ['abc'] },
    { input: '{"msg":"Cookie: sid=","t":1}', want: '{"msg":"Cookie: <redacted:cookie>","t":1}', secrets: [] },
    {
      input: '{"msg":"Authorization: Bearer ","user":"kim"}',
      want: '{"msg":"Authorization: <redacted:authorization>","user":"kim"}',
      secrets: [],
    },
    {
      input: '{"msg":"Authorization=Bearer ","user":"kim"}',
      want: '{"msg":"Authorization=<redacted:authorization> ","user":"kim"}',
      secrets: [],
    },
    { input: "{'msg':'Authorization=Bearer ', 'user':'kim'}", want: "{'msg':'Authorization=<redacted:authorization> ', 'user':'kim'}", secrets: [] },
    {
      input: '{"m":"{\\"msg\\":\\"Cookie: a=b12 \\",\\"t\\":1}"}',
      want: '{"m":"{\\"msg\\":\\"Cookie: <redacted:cookie>\\",\\"t\\":1}"}',
      secrets: ['b12'],
    },
    // A quote that opens a value still does, after a space or `=`, also inside a JSON string.
    { input: '{"msg":"Cookie: sid=\\"abc123\\" x","t":1}', want: '{"msg":"Cookie: <redacted:cookie>","t":1}', secrets: ['abc123'] },
    { input: 'Cookie: a=1; sid="abc,123"', want: 'Cookie: <redacted:cookie>', secrets: ['abc,123'] },
    { input: 'Cookie: sid=""; tok=abc123', want: 'Cookie: <redacted:cookie>', secrets: ['abc123'] },
    { input: 'authorization: Bearer "tok123abc" ', want: 'authorization: <redacted:authorization>', secrets: ['tok123abc'] },
    { input: 'authorization: Bearer "tok123abc"', want: 'authorization: <redacted:authorization>', secrets: ['tok123abc'] },
    { input: 'Authorization: Digest response="6629fae4", nc=1', want: 'Authorization: <redacted:authorization>', secrets: ['6629fae4'] },
    // Lists: closed lists are the value; an unclosed one is the rest of a `:` line, or the value after `=[`.
    { input: 'map[Cookie:[sid=abc123] Accept:[x]]', want: 'map[Cookie:[<redacted:cookie>] Accept:[x]]', secrets: ['abc123'] },
    { input: '{Cookie=[sid=abc], Accept=[x]}', want: '{Cookie=[<redacted:cookie>], Accept=[x]}', secrets: ['sid=abc'] },
    { input: 'Cookie: [sid=abc123', want: 'Cookie: <redacted:cookie>', secrets: ['abc123'] },
    { input: 'Cookie=[sid=abc123 next', want: 'Cookie=[<redacted:cookie> next', secrets: ['abc123'] },
    { input: 'Cookie: [  ]', want: 'Cookie: [  ]', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  it('a list stop found in one call is never the answer of another (no state between calls)', () => {
    // Both lists open at the same index; the first closes at `]`, the second is cut by a quote much later.
    const closed = '{Cookie=[sid=abc], Accept=[x]}';
    const cut = '{Cookie=[sid=abcdefghijkl" rest]';
    const long = `{Cookie=[${'a'.repeat(200_000)}`;
    const want = new Map([
      [closed, '{Cookie=[<redacted:cookie>], Accept=[x]}'],
      [cut, '{Cookie=[<redacted:cookie>" rest]'],
      [long, '{Cookie=[<redacted:cookie>'],
    ]);
    for (const line of [closed, cut, closed, long, cut, long, closed]) expect(redactText(line)).toBe(want.get(line));
  });
});

describe('gaps checked: encoded again, camelCase names, an unclosed quote, words that only start like a secret', () => {
  const ROWS: Row[] = [
    // A URL encoded twice or three times inside another: `%25` before each escape is the same escape.
    {
      input: 'state=https%253A%252F%252Fh%252Fcb%253Ftoken%253Dabc123def%2526x%253D1',
      want: 'state=https%253A%252F%252Fh%252Fcb%253Ftoken%253D<redacted:param>%2526x%253D1',
      secrets: ['abc123def'],
    },
    {
      input: 'u=https%25253A%25252F%25252Fh%25252Fcb%25253Ftoken%25253Dabc123def%252526x%25253D1',
      want: 'u=https%25253A%25252F%25252Fh%25252Fcb%25253Ftoken%25253D<redacted:param>%252526x%25253D1',
      secrets: ['abc123def'],
    },
    { input: 'x%253Fcode%253Dabc123%2526y', want: 'x%253Fcode%253D<redacted:param>%2526y', secrets: ['abc123'] },
    // camelCase names, plain and encoded (OAuth and SDK options written as JavaScript names).
    { input: 'state=x%3FaccessToken%3Dabc123def%26y%3D1', want: 'state=x%3FaccessToken%3D<redacted:param>%26y%3D1', secrets: ['abc123def'] },
    { input: 'u=x%26clientSecret%3Dabc123def%26y', want: 'u=x%26clientSecret%3D<redacted:param>%26y', secrets: ['abc123def'] },
    { input: 'clientSecret=abc123def next', want: 'clientSecret=<redacted:param> next', secrets: ['abc123def'] },
    { input: 'GET /sse?accessToken=abc123def&x=1', want: 'GET /sse?accessToken=<redacted:param>&x=1', secrets: ['abc123def'] },
    { input: 'oauth_refreshToken=r1r2r3 userPassword=hunter22', want: 'oauth_refreshToken=<redacted:param> userPassword=<redacted:password>', secrets: ['r1r2r3', 'hunter22'] },
    { input: 'accesstoken=abc123 braveApiKey=q9q9q9', want: 'accesstoken=<redacted:param> braveApiKey=<redacted:param>', secrets: ['abc123', 'q9q9q9'] },
    // A `key` run on from a word that makes it a credential, lowercase as the separated and camelCase forms are caught.
    {
      input: 'privatekey=abc123 secretkey=q9q9q9 x%3Faccesskey%3Dz8z8z8%26',
      want: 'privatekey=<redacted:param> secretkey=<redacted:param> x%3Faccesskey%3D<redacted:param>%26',
      secrets: ['abc123', 'q9q9q9', 'z8z8z8'],
    },
    // A quote after the scheme that never closes: the rest of the header line, or the token in free text.
    { input: 'Authorization: Bearer "abc123def', want: 'Authorization: <redacted:authorization>', secrets: ['abc123def'] },
    { input: '{"msg":"Authorization: Bearer \\"abc123def","t":1}', want: '{"msg":"Authorization: <redacted:authorization>","t":1}', secrets: ['abc123def'] },
    { input: 'Authorization=Bearer "abc123def next', want: 'Authorization=<redacted:authorization>', secrets: ['abc123def'] },
    { input: 'retrying with Bearer "abc123def456 now', want: 'retrying with Bearer "<redacted:bearer> now', secrets: ['abc123def456'] },
    { input: "sent Bearer 'abc123def456'", want: "sent Bearer '<redacted:bearer>'", secrets: ['abc123def456'] },
    // Java's Map.toString of a Digest header: the auth-params may take the next entry with them (a field lost, no cut
    // that leaks), never the map's close.
    {
      input: 'headers={Authorization=Digest username="bob", response="abc9", Accept=application/json}',
      want: 'headers={Authorization=<redacted:authorization>}',
      secrets: ['bob', 'abc9'],
    },
    // An env name whose secret word is AUTH still is one, AUTHORIZATION included.
    { input: 'MY_AUTHORIZATION=abc123 AUTHOR_TOKEN=x1y2', want: 'MY_AUTHORIZATION=<redacted:param> AUTHOR_TOKEN=<redacted:param>', secrets: ['abc123', 'x1y2'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  it.each([
    // Words that start like AUTH but name no credential.
    'AUTHOR=kim',
    'AUTHORS=kim,lee',
    'AUTHORIZED=true',
    'AUTHORIZED: no',
    'AUTHORITY=https://login.example.com',
    // A logfmt message that only mentions a token is prose.
    'level=warn msg="invalid token, refreshing" t=1',
    'time=x level=error msg="failed to refresh token: 401" server=x',
    'level=info msg="token_type=bearer ok"',
    // Names that end in a short secret word without being one, and the protocol's own tokens.
    'design=abc oauth=xyz turkey=1',
    'a%26monkey%3Dbanana%26b',
    'x%3Fpostcode%3D12345%26',
    'progressToken=5 nextToken=abc maxTokens=4096',
  ])('keeps %s', (s) => {
    expect(redactText(s)).toBe(s);
  });

  it('does not skip a secret inside the value of a name that is not one', () => {
    expect(redactText('monkey="token=abc123"')).toBe('monkey="token=<redacted:param>"');
  });

  // The same inside an encoded URL: the value of a name that is not a secret may hold a URL encoded once more.
  it.each([
    ['state=x%3Fmonkey%3Dy%3Ftoken%3Dabc123def%26z', 'state=x%3Fmonkey%3Dy%3Ftoken%3D<redacted:param>%26z'],
    ['state=x%3Fmonkey%3Dhttps%253A%252F%252Fh%253Ftoken%253Dabc123def', 'state=x%3Fmonkey%3Dhttps%253A%252F%252Fh%253Ftoken%253D<redacted:param>'],
    ['state=x%3FprogressToken%3Dh%253Faccess_token%253Dabc123def', 'state=x%3FprogressToken%3Dh%253Faccess_token%253D<redacted:param>'],
    ['state=x%3Fpostcode%3Dh%253Fcode%253Dabc123def', 'state=x%3Fpostcode%3Dh%253Fcode%253D<redacted:param>'],
    // An implicit grant's redirect holds the access token in its fragment (RFC 6749 §4.2.2), encoded once or twice.
    ['u=https%3A%2F%2Fh%2Fcb%23access_token%3Dabc123def%26token_type%3Dbearer', 'u=https%3A%2F%2Fh%2Fcb%23access_token%3D<redacted:param>%26token_type%3Dbearer'],
    ['u=https%253A%252F%252Fh%252Fcb%2523access_token%253Dabc123def', 'u=https%253A%252F%252Fh%252Fcb%2523access_token%253D<redacted:param>'],
  ])('does not skip a secret inside an encoded value or fragment: %s', (input, want) => {
    checkRow({ input, want, secrets: ['abc123def'] });
  });
});

describe('colon forms, session and PKCE names, encoded ; and /, a quoted token scheme; cursors and lookup keys kept', () => {
  const ROWS: Row[] = [
    // A secret-named field with a colon and no quotes, lower or camel case (the env rule takes upper case only).
    { input: 'accessToken: abc123def', want: 'accessToken: <redacted:param>', secrets: ['abc123def'] },
    { input: 'access_token: abc123def', want: 'access_token: <redacted:param>', secrets: ['abc123def'] },
    { input: "{ refresh_token: abc123def, user: 'kim' }", want: "{ refresh_token: <redacted:param>, user: 'kim' }", secrets: ['abc123def'] },
    { input: 'x-litellm-api-key: sk-demo-0000', want: 'x-litellm-api-key: <redacted:api-key>', secrets: ['sk-demo-0000'] },
    { input: 'client.password:hunter22 next', want: 'client.password:<redacted:password> next', secrets: ['hunter22'] },
    // Whole names that hold a credential though no secret word ends them.
    { input: 'GET /cb?sid=abc123def&x=1', want: 'GET /cb?sid=<redacted:param>&x=1', secrets: ['abc123def'] },
    { input: 'sessionid=abc123def jsessionid=Q1W2E3R4', want: 'sessionid=<redacted:param> jsessionid=<redacted:param>', secrets: ['abc123def', 'Q1W2E3R4'] },
    { input: 'Cookie=x; JSESSIONID=Q1W2E3R4', want: 'Cookie=<redacted:cookie>', secrets: ['Q1W2E3R4'] },
    { input: 'POST /token code_verifier=dBjftJeZ4CVP&x=1', want: 'POST /token code_verifier=<redacted:param>&x=1', secrets: ['dBjftJeZ4CVP'] },
    { input: '?client_assertion=eyJhbGci.e30.c2ln&y', want: '?client_assertion=<redacted:param>&y', secrets: ['eyJhbGci', 'c2ln'] },
    { input: 'u=x%3Fcode_verifier%3DdBjftJeZ4CVP%26y', want: 'u=x%3Fcode_verifier%3D<redacted:param>%26y', secrets: ['dBjftJeZ4CVP'] },
    // An encoded `;` or `/` before the name, as a plain one may stand after them.
    { input: 'u=h%3Btoken%3Dabc123def%26y', want: 'u=h%3Btoken%3D<redacted:param>%26y', secrets: ['abc123def'] },
    { input: 'u=h%2FaccessToken%3Dabc123def%26z', want: 'u=h%2FaccessToken%3D<redacted:param>%26z', secrets: ['abc123def'] },
    { input: 'u=h%253bapi_key%253dabc123def', want: 'u=h%253bapi_key%253d<redacted:param>', secrets: ['abc123def'] },
    // GitHub's `token` scheme quoted in free text.
    { input: 'curl -H token "abc123def456" https://h', want: 'curl -H token "<redacted:token>" https://h', secrets: ['abc123def456'] },
    { input: "sent token 'ghx9y8z7w6v5'", want: "sent token '<redacted:token>'", secrets: ['ghx9y8z7w6v5'] },
    // After any word but `progress`, a quoted token is a credential (`for` once kept it, for the finding's old words).
    { input: 'auth failed for token "abc123def"', want: 'auth failed for token "<redacted:token>"', secrets: ['abc123def'] },
    { input: "refresh failed for token 'abc123def456'", want: "refresh failed for token '<redacted:token>'", secrets: ['abc123def456'] },
    // …but not a progress token named in a sentence (the unknown-progress finding's own words, an SDK's).
    {
      input: '1 progress notification(s) for progress token "5b1e0c7d2f9a44c6a3d8e61f0b27c954", which',
      want: '1 progress notification(s) for progress token "5b1e0c7d2f9a44c6a3d8e61f0b27c954", which',
      secrets: [],
    },
    { input: 'unknown progress token "a1b2c3d4e5f6a7b8"', want: 'unknown progress token "a1b2c3d4e5f6a7b8"', secrets: [] },
    // A camelCase `…Key` other than a credential's compound is redacted when its value looks like one.
    { input: 'cacheKey=abc123def sortKey=u_1234', want: 'cacheKey=<redacted:param> sortKey=<redacted:param>', secrets: ['abc123def', 'u_1234'] },
    { input: 'apiKey=abc privateKey=abc secretKey=abc', want: 'apiKey=<redacted:param> privateKey=<redacted:param> secretKey=<redacted:param>', secrets: ['=abc'] },
    { input: 'u=x%3FcacheKey%3Dabc123def', want: 'u=x%3FcacheKey%3D<redacted:param>', secrets: ['abc123def'] },
    // The same names as JSON or util.inspect fields.
    { input: '{"secretKey":"abc123def","accessKey":"q9q9q9"}', want: '{"secretKey":"<redacted:secret>","accessKey":"<redacted:api-key>"}', secrets: ['abc123def', 'q9q9q9'] },
    { input: "{ signingKey: 'abc', cacheKey: 'abc123def' }", want: "{ signingKey: '<redacted:api-key>', cacheKey: '<redacted:api-key>' }", secrets: ["'abc'", 'abc123def'] },
    { input: '{"sid":"abc123def","code_verifier":"dBjftJeZ4CVP"}', want: '{"sid":"<redacted:token>","code_verifier":"<redacted:token>"}', secrets: ['abc123def', 'dBjftJeZ4CVP'] },
    { input: '{\\"client_assertion\\":\\"abc.def\\"}', want: '{\\"client_assertion\\":\\"<redacted:token>\\"}', secrets: ['abc.def'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  it.each([
    ['en', enRules.progressUnknownToken],
    ['ko', koRules.progressUnknownToken],
  ] as const)('the %s unknown-progress finding still prints its token once redacted', (_lang, say) => {
    for (const token of ['"5b1e0c7d2f9a44c6a3d8e61f0b27c954"', '"abc123def"', "'abc123def456'", '7']) {
      const text = say(3, token);
      expect(redactText(text)).toBe(text);
    }
  });

  it.each([
    // Prose and protocol vocabulary with a colon.
    'token: none',
    'key points: first',
    'access_token: missing',
    'progressToken: 5 nextToken: abc123def',
    'accessToken: <none>',
    // The MCP transport's session id, and names that only end like a whole secret name.
    'POST /messages?sessionId=3f9a8b7c&x=1',
    'GET /messages/?session_id=3f9a8b7c',
    'consid=abc123 verifier=strict assertion=ok sid=- sid=none',
    // Paging cursors (the JSON rule agrees).
    'pageToken=abc123def nextPageToken=Q1W2E3R4',
    '{"pageToken":"abc123def","nextPageToken":"Q1W2E3R4"}',
    // Lookup keys whose value reads as a word, as `=` and as JSON alike.
    'cacheKey=abc sortKey=name primaryKey=id idempotencyKey=retry partitionKey=user',
    '{"cacheKey":"abc","sortKey":"name"}',
    '{"key":"github","sessionId":"3f9a8b7c","monkey":"abc123","consid":"abc123"}',
    'u=x%3FcacheKey%3Dabc%26y',
    // `token` unquoted, or quoting a word.
    'use token "none" or token expired',
  ])('keeps %s', (s) => {
    expect(redactText(s)).toBe(s);
  });
});

// The recorder redacts parsed messages (redactJsonStrings) and reports redact text (redactText); a field must be judged
// the same way in both, or a capture keeps what a report of the same message hides (`{"secretKey":"…"}` once did).
describe('parsed JSON and its text are redacted alike', () => {
  const NAMES = [
    // Secret names beyond the old key list: run on, camelCase, snake and kebab.
    'secretKey', 'secret_key', 'secret-key', 'secretkey', 'SECRET_KEY', 'accessKey', 'access_key', 'accesskey',
    'signingKey', 'signing_key', 'sessionKey', 'authKey', 'privateKey', 'private_key',
    'sid', 'sessionid', 'jsessionid', 'code_verifier', 'client_assertion',
    // The old key list.
    'token', 'accessToken', 'access_token', 'refresh-token', 'apiKey', 'api_key', 'api-key', 'x-api-key', 'password',
    'passwd', 'clientSecret', 'client_secret', 'authorization', 'cookie', 'credentials',
    // Dotted names, judged by their last segment.
    'a.secretKey', 'auth.token', 'headers.authorization', 'config.client_secret', 'a.sid', 'x.y.apiKey',
    'cookie.sid', 'a.jsessionid', 'a.SID', 'a.code_verifier',
    // Signatures, as `signature=` is redacted.
    'signature', 'Signature', 'X-Amz-Signature', 'x_signature', 'webhookSignature',
    // Kept: protocol vocabulary, lookup keys, words that only end like a secret, a bare map `key`, dotted ones of those.
    'progressToken', 'nextToken', 'pageToken', 'nextPageToken', 'token_type', 'cacheKey', 'cache_key', 'cache-key',
    'sortKey', 'primaryKey', 'monkey', 'key', 'verifier', 'assertion', 'name', 'text', '_meta.progressToken',
    'a.cacheKey', 'a.b', 'token.name', 'a.', 'a.Sid', 'a.sessionId', 'a_sid', 'signatures', 'signature.alg',
  ];
  // A credential-looking value, an English word (kept under a lookup key), a number-like one, an empty one.
  const VALUES = ['abc123def', 'Zx9Kp2LmQ7', 'list', 'hunter', '0', ''];
  const redactParsed = (o: unknown): string => {
    const copy = structuredClone(o);
    redactJsonStrings(copy);
    return JSON.stringify(copy);
  };

  it.each(NAMES)('a field named %s, flat, nested and in an array', (name) => {
    for (const value of VALUES) {
      const shapes = [
        { [name]: value },
        { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x', arguments: { [name]: value, other: 'y' } } },
        [{ [name]: value }, 'plain', [{ deep: { [name]: value } }]],
      ];
      for (const o of shapes) expect(redactParsed(o), JSON.stringify(o)).toBe(redactText(JSON.stringify(o)));
    }
  });

  it('redacts the names that used to be kept in parsed JSON, and keeps cursors and word-valued lookup keys', () => {
    const o = {
      secretKey: 'abc123def', accessKey: 'abc123def', sid: 'abc123def', code_verifier: 'abc123def', client_assertion: 'abc123def',
      signingKey: 'abc123def', jsessionid: 'abc123def', pageToken: 'abc123def', nextToken: 'abc123def', progressToken: 'abc123def',
      cacheKey: 'list', 'a.secretKey': 'abc123def', 'auth.token': 'abc123def', '_meta.progressToken': 'abc123def',
    };
    const out = JSON.parse(redactParsed(o)) as Record<string, string>;
    for (const k of ['secretKey', 'accessKey', 'sid', 'code_verifier', 'client_assertion', 'signingKey', 'jsessionid', 'a.secretKey', 'auth.token']) {
      expect(out[k], k).toMatch(/^<redacted:[a-z-]+>$/);
    }
    expect(out).toMatchObject({ pageToken: 'abc123def', nextToken: 'abc123def', progressToken: 'abc123def', cacheKey: 'list' });
    expect(out['_meta.progressToken']).toBe('abc123def');
  });

  // An empty header value is kept visibly empty on both paths: that the client sent an empty Authorization or Cookie is
  // the fact an auth incident turns on, and there is no credential in it to hide.
  it.each([
    [{ authorization: '' }, '{"authorization":""}'],
    [
      { Cookie: '', 'x-api-key': '', 'Set-Cookie': '', 'proxy-authorization': '', 'x-auth-token': '' },
      '{"Cookie":"","x-api-key":"","Set-Cookie":"","proxy-authorization":"","x-auth-token":""}',
    ],
    [{ headers: { Authorization: '', Accept: 'application/json' } }, '{"headers":{"Authorization":"","Accept":"application/json"}}'],
    [{ cookie: ['', 'theme=dark12'] }, '{"cookie":["","<redacted:cookie>"]}'],
    [{ 'set-cookie': ['sid=abc123', 'theme=dark12'] }, '{"set-cookie":["<redacted:cookie>","<redacted:cookie>"]}'],
    [{ name: 'Authorization', value: '' }, '{"name":"Authorization","value":""}'],
    [{ text: JSON.stringify({ authorization: '' }) }, '{"text":"{\\"authorization\\":\\"\\"}"}'],
  ] as const)('keeps an empty header value empty, parsed and as text: %j', (o, want) => {
    expect(redactText(JSON.stringify(o))).toBe(want);
    expect(redactParsed(o)).toBe(want);
  });
});

describe('empty header values, dotted names, whole names with a colon', () => {
  const ROWS: Row[] = [
    // Redacted: a dotted name whose last segment is a secret name, as JSON, util.inspect, `=` and `:`.
    { input: '{"a.secretKey": "abc123def"}', want: '{"a.secretKey": "<redacted:secret>"}', secrets: ['abc123def'] },
    { input: '{"auth.token":"abc123def"}', want: '{"auth.token":"<redacted:token>"}', secrets: ['abc123def'] },
    { input: "{ 'config.client_secret': 'abc123def' }", want: "{ 'config.client_secret': '<redacted:secret>' }", secrets: ['abc123def'] },
    { input: '{\\"a.sid\\":\\"abc123def\\"}', want: '{\\"a.sid\\":\\"<redacted:token>\\"}', secrets: ['abc123def'] },
    { input: '{"headers.authorization":"Bearer abc123def"}', want: '{"headers.authorization":"<redacted:authorization>"}', secrets: ['abc123def'] },
    { input: 'auth.token=abc123def next', want: 'auth.token=<redacted:param> next', secrets: ['abc123def'] },
    { input: 'auth.token: abc123def', want: 'auth.token: <redacted:param>', secrets: ['abc123def'] },
    // Redacted: a whole secret name alone with a colon.
    { input: 'sid: abc123def', want: 'sid: <redacted:param>', secrets: ['abc123def'] },
    { input: 'cookie parsed, sessionid: Q1W2E3R4x', want: 'cookie parsed, sessionid: <redacted:param>', secrets: ['Q1W2E3R4x'] },
    { input: 'SID: abc123def', want: 'SID: <redacted:param>', secrets: ['abc123def'] },
    // Redacted: a non-empty value next to an empty one.
    { input: '{"cookie":["","sid=abc123"]}', want: '{"cookie":["","<redacted:cookie>"]}', secrets: ['abc123'] },
    { input: '"authorization":" "', want: '"authorization":"<redacted:authorization>"', secrets: [] },
    // Kept: an empty header value, in every quoting.
    { input: '{"authorization":""}', want: '{"authorization":""}', secrets: [] },
    { input: '"Cookie": ""', want: '"Cookie": ""', secrets: [] },
    { input: "{ authorization: '' }", want: "{ authorization: '' }", secrets: [] },
    { input: '{"m":"{\\"cookie\\":\\"\\"}"}', want: '{"m":"{\\"cookie\\":\\"\\"}"}', secrets: [] },
    { input: '{"x-api-key":[""]}', want: '{"x-api-key":[""]}', secrets: [] },
    { input: '{"name":"Authorization","value":""}', want: '{"name":"Authorization","value":""}', secrets: [] },
    { input: 'Authorization: ""', want: 'Authorization: ""', secrets: [] },
    // Kept: dotted names whose last segment is not a secret, or is protocol vocabulary.
    { input: '{"_meta.progressToken":"abc123def"}', want: '{"_meta.progressToken":"abc123def"}', secrets: [] },
    { input: '{"token.name":"abc123def","a.cacheKey":"abc"}', want: '{"token.name":"abc123def","a.cacheKey":"abc"}', secrets: [] },
    // Kept: whole names with a colon and a word, and names that only end like one.
    { input: 'sid: none', want: 'sid: none', secrets: [] },
    { input: 'verifier: abc123def consid: abc123def', want: 'verifier: abc123def consid: abc123def', secrets: [] },
    { input: 'sessionId: 3f9a8b7c-1d2e', want: 'sessionId: 3f9a8b7c-1d2e', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

});

describe('a name or value written with \\u escapes, parsed and as text', () => {
  // JSON may escape any character: the parse decodes them, and the text is read decoded too, so the two agree.
  const TEXTS = [
    String.raw`{"params":{"\u0074oken":"abc123def"}}`,
    String.raw`{"params":{"\u0073id":"abc123def"}}`,
    String.raw`{"params":{"h":"\u0042earer abc123def456"}}`,
    String.raw`{"params":{"\u0073ecret\u004bey":"abc123def","n":"caf\u00e9"}}`,
    String.raw`{"params":{"a.\u0073id":"abc123def","progress\u0054oken":"abc123def"}}`,
    String.raw`{"params":{"\u0073ignature":"abc123def"}}`,
    // Escaped backslashes before an escape: a path's `\\` and a JSON string inside one, read as the parse reads them.
    String.raw`{"params":{"p":"C:\\u0073id=abc123def"}}`,
    String.raw`{"params":{"p":"C:\\\u0073id=abc123def"}}`,
    String.raw`{"text":"{\"\\u0073id\":\"abc123def\"}"}`,
    String.raw`{"text":"x \\u0074oken=abc123def \\\\u0042earer abc123def456"}`,
    String.raw`{"params":{"p":"C:\\u0073ample"}}`,
  ];
  it.each(TEXTS)('%s', (text) => {
    const parsed = JSON.parse(text) as unknown;
    redactJsonStrings(parsed);
    const out = redactText(text);
    expect(out).toBe(JSON.stringify(parsed).replace('café', String.raw`caf\u00e9`));
    expect(redactText(out)).toBe(out);
  });

  const ROWS: Row[] = [
    // Redacted: escaped names and schemes, in a JSON line, inside a JSON string, and in free text.
    { input: String.raw`{"\u0074oken":"abc123def"}`, want: '{"token":"<redacted:token>"}', secrets: ['abc123def'] },
    { input: String.raw`{"msg":"{\"\u0073id\":\"abc123def\"}"}`, want: String.raw`{"msg":"{\"sid\":\"<redacted:token>\"}"}`, secrets: ['abc123def'] },
    { input: String.raw`sent \u0042earer abc123def456`, want: 'sent Bearer <redacted:bearer>', secrets: ['abc123def456'] },
    { input: String.raw`x?\u0074oken\u003dabc123def`, want: 'x?token=<redacted:param>', secrets: ['abc123def'] },
    // Redacted: what the text as written shows, though a value read decoded runs on over an escape into the next name.
    { input: String.raw`\u0074oken=abc123def\u003d--token Zx9Kp2LmQ7`, want: 'token=<redacted:param> <redacted:param>', secrets: ['abc123def', 'Zx9Kp2LmQ7'] },
    { input: String.raw`token=abc123def\u002fGITHUB_TOKEN: Zx9Kp2LmQ7`, want: String.raw`token=<redacted:param>\u002fGITHUB_TOKEN: <redacted:param>`, secrets: ['abc123def', 'Zx9Kp2LmQ7'] },
    { input: String.raw`\u0031https://u:Zx9Kp2LmQ7@h/ \u0074oken=abc123def`, want: '1https://<redacted:userinfo>@h/ token=<redacted:param>', secrets: ['abc123def', 'Zx9Kp2LmQ7'] },
    // Kept as written: escapes that hide no secret, and escaped quotes (they stay escaped).
    { input: String.raw`{"n":"caf\u00e9 \u0074ext"}`, want: String.raw`{"n":"caf\u00e9 \u0074ext"}`, secrets: [] },
    { input: String.raw`{"n\u0061me":"abc123def"}`, want: String.raw`{"n\u0061me":"abc123def"}`, secrets: [] },
    { input: String.raw`{"progress\u0054oken":"abc123def"}`, want: String.raw`{"progress\u0054oken":"abc123def"}`, secrets: [] },
    // Backslashes before an escape are read whole: escaped ones stay, the escape's own go (never a `\s` left behind).
    { input: String.raw`"C:\\u0073id=abc123def"`, want: '"C:sid=<redacted:param>"', secrets: ['abc123def'] },
    { input: String.raw`"C:\\\u0073id=abc123def"`, want: String.raw`"C:\\sid=<redacted:param>"`, secrets: ['abc123def'] },
    { input: String.raw`x \\\\\u0074oken=abc123def`, want: String.raw`x \\\\token=<redacted:param>`, secrets: ['abc123def'] },
    { input: String.raw`"C:\\u0073ample\\u0074ext"`, want: String.raw`"C:\\u0073ample\\u0074ext"`, secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

describe('the credential headers, one list for the header rule and the HAR rule', () => {
  const HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'x-auth-token', 'x-access-token', 'mcp-proxy-auth-token'];
  it.each(HEADERS)('%s is redacted as a header line, a JSON field and a HAR header object', (name) => {
    for (const n of [name, name.toUpperCase()]) {
      for (const line of [`${n}: abc123def`, `{"${n}":"abc123def"}`, `{"name":"${n}","value":"abc123def"}`, `{"name": "${n}", "value": "abc123def"}`]) {
        const out = redactText(line);
        expect(out, line).not.toContain('abc123def');
        expect(out, line).toMatch(/<redacted:(?:authorization|cookie|api-key|token)>/);
        expect(isSecretHeader(n)).toBe(true);
      }
    }
  });
  it('keeps a HAR header object of another header and an empty value', () => {
    const line = '[{"name":"accept","value":"abc123def"},{"name":"mcp-proxy-auth-token","value":""}]';
    expect(redactText(line)).toBe(line);
  });
});

describe('dotted whole names, spaced = in lower case, signatures as fields and with a colon', () => {
  const ROWS: Row[] = [
    // Redacted: a dotted name whose last segment is a whole secret name, in every form the plain name is.
    { input: 'a.sid=abc123def', want: 'a.sid=<redacted:param>', secrets: ['abc123def'] },
    { input: 'cookie.sid: abc123def', want: 'cookie.sid: <redacted:param>', secrets: ['abc123def'] },
    { input: 'a.jsessionid=abc123def', want: 'a.jsessionid=<redacted:param>', secrets: ['abc123def'] },
    { input: 'x%3Fa.sid%3Dabc123def', want: 'x%3Fa.sid%3D<redacted:param>', secrets: ['abc123def'] },
    { input: 'GET /x?a.SID=abc123def', want: 'GET /x?a.SID=<redacted:param>', secrets: ['abc123def'] },
    { input: 'cfg.code_verifier=abc123def', want: 'cfg.code_verifier=<redacted:param>', secrets: ['abc123def'] },
    // Redacted: a secret name with a spaced `=`, any case, quoted or not, plain or inside a JSON string.
    { input: 'api_key = "abc123def"', want: 'api_key = "<redacted:param>"', secrets: ['abc123def'] },
    { input: 'token = "abc123def"', want: 'token = "<redacted:param>"', secrets: ['abc123def'] },
    { input: "sid = 'abc123def'", want: "sid = '<redacted:param>'", secrets: ['abc123def'] },
    { input: 'accessToken =abc123def rest', want: 'accessToken =<redacted:param> rest', secrets: ['abc123def'] },
    { input: 'password= hunter2hunter2', want: 'password= <redacted:password>', secrets: ['hunter2hunter2'] },
    { input: String.raw`{"m":"token = \"abc123def\" ok"}`, want: String.raw`{"m":"token = \"<redacted:param>\" ok"}`, secrets: ['abc123def'] },
    // Redacted: a quoted value under a password name, whatever it looks like, as `{"password":…}` and `--password "…"`.
    { input: 'db_password = "correct horse"', want: 'db_password = "<redacted:password>"', secrets: ['horse'] },
    { input: "passwd = 'letmein' pwd = \"ok\"", want: "passwd = '<redacted:password>' pwd = \"<redacted:password>\"", secrets: ['letmein'] },
    // Kept: a quoted password value that says none is there, an empty one, and a bare word (prose as often).
    { input: 'password = "none" passwd = "" pwd = hunter', want: 'password = "none" passwd = "" pwd = hunter', secrets: [] },
    // Redacted: a signature as a JSON field, in util.inspect, and with a colon, as `signature=` is.
    { input: '{"signature":"abc123def"}', want: '{"signature":"<redacted:token>"}', secrets: ['abc123def'] },
    { input: '{"X-Amz-Signature":"abc123def"}', want: '{"X-Amz-Signature":"<redacted:token>"}', secrets: ['abc123def'] },
    { input: "{ signature: 'abc123def' }", want: "{ signature: '<redacted:token>' }", secrets: ['abc123def'] },
    { input: 'Signature: abc123def', want: 'Signature: <redacted:param>', secrets: ['abc123def'] },
    { input: 'signature=abc123def', want: 'signature=<redacted:param>', secrets: ['abc123def'] },
    // Kept: dotted names whose last segment is a whole name in mixed case or only ends like one.
    { input: 'a.Sid=abc123def a.sessionId=abc123def a_sid=abc123def', want: 'a.Sid=abc123def a.sessionId=abc123def a_sid=abc123def', secrets: [] },
    { input: 'cookie.consid: abc123def', want: 'cookie.consid: abc123def', secrets: [] },
    // Kept: protocol vocabulary under a dotted name, as the JSON field `"_meta.progressToken"` is.
    { input: '_meta.progressToken=abc123def a.nextToken: abc123def', want: '_meta.progressToken=abc123def a.nextToken: abc123def', secrets: [] },
    { input: 'a.pageToken = "abc123def"', want: 'a.pageToken = "abc123def"', secrets: [] },
    // Kept: prose with a spaced `=`, state words, names that only end like a secret, placeholders.
    { input: 'token = none', want: 'token = none', secrets: [] },
    { input: 'if token = null then retry', want: 'if token = null then retry', secrets: [] },
    { input: 'sid = "expired"', want: 'sid = "expired"', secrets: [] },
    // A quoted value is a literal under any separator: the name decides, not the value's looks (a blank in it).
    { input: 'set token = "a new one" later', want: 'set token = "<redacted:param>" later', secrets: ['a new one'] },
    { input: 'key = value', want: 'key = value', secrets: [] },
    { input: 'monkey = "abc123def" cacheKey = "list"', want: 'monkey = "abc123def" cacheKey = "list"', secrets: [] },
    { input: 'progressToken = "abc123def"', want: 'progressToken = "abc123def"', secrets: [] },
    { input: 'password = <redacted:password>', want: 'password = <redacted:password>', secrets: [] },
    // Kept: a signature that is a word, empty, or a name that only starts like one.
    { input: 'Signature: valid', want: 'Signature: valid', secrets: [] },
    { input: '{"signature":"","signatures":"abc123def"}', want: '{"signature":"","signatures":"abc123def"}', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

describe('a spaced = whose bare value is code, an OAuth code that ends at an escape', () => {
  const ROWS: Row[] = [
    // Kept: a bare value that is a dotted name path, or a name called or indexed (a pasted assignment).
    { input: 'const token = getToken();', want: 'const token = getToken();', secrets: [] },
    { input: 'token = os.environ["X"]', want: 'token = os.environ["X"]', secrets: [] },
    { input: 'api_key = settings.api_key', want: 'api_key = settings.api_key', secrets: [] },
    { input: 'token = self._token', want: 'token = self._token', secrets: [] },
    { input: 'key = keys.pop()', want: 'key = keys.pop()', secrets: [] },
    { input: 'token = tokens[0]', want: 'token = tokens[0]', secrets: [] },
    { input: 'sig = computeSig(x)', want: 'sig = computeSig(x)', secrets: [] },
    { input: 'password = getpass.getpass("db: ")', want: 'password = getpass.getpass("db: ")', secrets: [] },
    // Redacted: a credential, bare or quoted, and code shapes that hold one.
    { input: 'token = ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4', want: 'token = <redacted:param>', secrets: ['A1b2C3d4E5f6G7h8I9j0'] },
    { input: 'token = abc123def456', want: 'token = <redacted:param>', secrets: ['abc123def456'] },
    { input: 'token = "self._token"', want: 'token = "<redacted:param>"', secrets: ['self._token'] },
    { input: "api_key = 'getToken()'", want: "api_key = '<redacted:param>'", secrets: ['getToken'] },
    { input: 'access_token = ya29.a0AfH6SMB', want: 'access_token = <redacted:param>', secrets: ['a0AfH6SMB'] },
    { input: 'token = f(abc123def456)', want: 'token = <redacted:param>)', secrets: ['abc123def456'] },
    { input: 'token = abc123def456(x)', want: 'token = <redacted:param>)', secrets: ['abc123def456'] },
    { input: 'token = tokens[abc123def456]', want: 'token = <redacted:param>]', secrets: ['abc123def456'] },
    { input: 'secret = AbCdEfGh.IjKlMn', want: 'secret = <redacted:param>', secrets: ['AbCdEfGh'] },
    { input: 'token = a1b2.c3d4e5', want: 'token = <redacted:param>', secrets: ['c3d4e5'] },
    // Under a password name a dotted path alone is judged: words joined by dots are a passphrase as often.
    { input: 'password = correct.horse.battery', want: 'password = <redacted:password>', secrets: ['horse'] },
    // An OAuth code ends at an escape's `\`: the next parameter stays.
    { input: String.raw`GET /cb?code=abc123\u0026state=xyz`, want: String.raw`GET /cb?code=<redacted:param>\u0026state=xyz`, secrets: ['abc123'] },
    { input: String.raw`{"u":"/cb?code=abc123\\u0026state=xyz"}`, want: String.raw`{"u":"/cb?code=<redacted:param>\\u0026state=xyz"}`, secrets: ['abc123'] },
    { input: '/cb?code=abc123&state=xyz', want: '/cb?code=<redacted:param>&state=xyz', secrets: ['abc123'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

// The upper-case env rule runs before the colon and spaced `=` rules: an unquoted value they keep (a state word, code)
// is kept by it too, and what it redacted otherwise it still redacts.
describe('an upper-case env name keeps a state word and code, as the lower-case forms do', () => {
  const ROWS: Row[] = [
    // Kept: state words (Cursor's `auth=unknown`, written in upper case) and code expressions.
    { input: 'AUTH=unknown', want: 'AUTH=unknown', secrets: [] },
    { input: 'conn=failed,AUTH=unknown', want: 'conn=failed,AUTH=unknown', secrets: [] },
    { input: 'TOKEN = none', want: 'TOKEN = none', secrets: [] },
    { input: 'API_KEY: none', want: 'API_KEY: none', secrets: [] },
    { input: 'SECRET_KEY = settings.SECRET_KEY', want: 'SECRET_KEY = settings.SECRET_KEY', secrets: [] },
    { input: 'AUTH_TOKEN = self._token', want: 'AUTH_TOKEN = self._token', secrets: [] },
    { input: 'API_KEY = os.environ["API_KEY"]', want: 'API_KEY = os.environ["API_KEY"]', secrets: [] },
    { input: 'DB_PASSWORD = getpass.getpass()', want: 'DB_PASSWORD = getpass.getpass()', secrets: [] },
    // The lower-case forms agree.
    { input: 'auth=unknown', want: 'auth=unknown', secrets: [] },
    { input: 'secret_key = settings.SECRET_KEY', want: 'secret_key = settings.SECRET_KEY', secrets: [] },
    { input: 'auth_token = self._token', want: 'auth_token = self._token', secrets: [] },
    // Redacted: credentials, quoted values whatever they hold, code shapes that hold a credential, and a dotted
    // path under a password name.
    { input: 'API_KEY=abc123def456', want: 'API_KEY=<redacted:param>', secrets: ['abc123def456'] },
    { input: 'GITHUB_TOKEN="ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4"', want: 'GITHUB_TOKEN="<redacted:param>"', secrets: ['A1b2C3d4E5f6G7h8I9j0'] },
    { input: 'DB_PASSWORD=hunter2', want: 'DB_PASSWORD=<redacted:password>', secrets: ['hunter2'] },
    { input: 'DB_PASSWORD = hunter2', want: 'DB_PASSWORD = <redacted:password>', secrets: ['hunter2'] },
    { input: 'SECRET = hunter', want: 'SECRET = <redacted:param>', secrets: ['hunter'] },
    { input: 'TOKEN=abc', want: 'TOKEN=<redacted:param>', secrets: ['abc'] },
    { input: "AUTH_TOKEN = 'self._token'", want: "AUTH_TOKEN = '<redacted:param>'", secrets: ['self._token'] },
    { input: 'API_KEY = f(abc123def456)', want: 'API_KEY = <redacted:param>', secrets: ['abc123def456'] },
    { input: 'API_KEY: AbCdEf.GhIjKl', want: 'API_KEY: <redacted:param>', secrets: ['AbCdEf'] },
    { input: 'TOKEN = a1b2.c3d4e5', want: 'TOKEN = <redacted:param>', secrets: ['c3d4e5'] },
    { input: 'DB_PASSWORD = self.password', want: 'DB_PASSWORD = <redacted:password>', secrets: ['self.password'] },
    { input: 'GITHUB_TOKEN: ghp_x1 set', want: 'GITHUB_TOKEN: <redacted:param> set', secrets: ['ghp_x1'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

// A log line written as JSON quotes a parameter's value with escaped quotes (`"msg":"token=\"…\""`): the text path
// must read that value as the parsed path does (the parsed string holds a plain `token="…"`).
describe('a name="value" inside a JSON string, text and parsed alike', () => {
  const ROWS: Row[] = [
    { input: String.raw`{"msg":"token=\"abc123def456\""}`, want: String.raw`{"msg":"token=\"<redacted:param>\""}`, secrets: ['abc123def456'] },
    { input: String.raw`{"msg":"password=\"hunter22\""}`, want: String.raw`{"msg":"password=\"<redacted:password>\""}`, secrets: ['hunter22'] },
    { input: String.raw`{"msg":"GITHUB_TOKEN=\"abc123def456\" next"}`, want: String.raw`{"msg":"GITHUB_TOKEN=\"<redacted:param>\" next"}`, secrets: ['abc123def456'] },
    { input: String.raw`{"msg":"sid=\"abc123def\""}`, want: String.raw`{"msg":"sid=\"<redacted:param>\""}`, secrets: ['abc123def'] },
    { input: String.raw`{"msg":"a token=\"x1\" b=\"y\""}`, want: String.raw`{"msg":"a token=\"<redacted:param>\" b=\"y\""}`, secrets: ['x1'] },
    // Kept: a state word, a name that is not a secret, a lookup key with a word, an empty value's quotes.
    { input: String.raw`{"msg":"token=\"none\""}`, want: String.raw`{"msg":"token=\"none\""}`, secrets: [] },
    { input: String.raw`{"msg":"monkey=\"abc123def\""}`, want: String.raw`{"msg":"monkey=\"abc123def\""}`, secrets: [] },
    { input: String.raw`{"msg":"cacheKey=\"abc\""}`, want: String.raw`{"msg":"cacheKey=\"abc\""}`, secrets: [] },
    { input: String.raw`{"msg":"progressToken=\"abc123def\""}`, want: String.raw`{"msg":"progressToken=\"abc123def\""}`, secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
  it.each(ROWS.map((r) => [r.input] as const))('parsed %s redacts as its text', (input) => {
    const parsed: unknown = JSON.parse(input);
    redactJsonStrings(parsed);
    expect(JSON.stringify(parsed)).toBe(redactText(input));
  });
});

// A YAML file or a docker-compose service pasted into a report writes a secret word alone before a colon.
describe('a secret word alone before a colon', () => {
  const ROWS: Row[] = [
    { input: 'password: hunter2', want: 'password: <redacted:password>', secrets: ['hunter2'] },
    { input: 'Password: S3cr3tP4ss', want: 'Password: <redacted:password>', secrets: ['S3cr3tP4ss'] },
    { input: '  secret: abc123def456', want: '  secret: <redacted:param>', secrets: ['abc123def456'] },
    { input: 'apikey: abc123def456', want: 'apikey: <redacted:param>', secrets: ['abc123def456'] },
    { input: 'api_key: abc123def456', want: 'api_key: <redacted:param>', secrets: ['abc123def456'] },
    { input: 'pwd: abc123def', want: 'pwd: <redacted:password>', secrets: ['abc123def'] },
    { input: 'passwd: abc123def', want: 'passwd: <redacted:password>', secrets: ['abc123def'] },
    { input: 'sig: abc123def', want: 'sig: <redacted:param>', secrets: ['abc123def'] },
    // `token` alone too (SECRET_WORDS marks it `alone`): prose says `token: none` or `token: expired`, which the value
    // judgement keeps, and a value that looks like a credential after it is one.
    { input: 'token: abc123def456', want: 'token: <redacted:param>', secrets: ['abc123def456'] },
    { input: 'the token: abc123def was used', want: 'the token: <redacted:param> was used', secrets: ['abc123def'] },
    { input: 'db password: hunter2 (dev)', want: 'db password: <redacted:password> (dev)', secrets: ['hunter2'] },
    { input: String.raw`{"msg":"password: hunter2"}`, want: String.raw`{"msg":"password: <redacted:password>"}`, secrets: ['hunter2'] },
    // Kept: a value that does not look like a credential, and the prose words that are not in the list.
    { input: 'password: none', want: 'password: none', secrets: [] },
    { input: 'secret: true', want: 'secret: true', secrets: [] },
    { input: 'Signature: valid', want: 'Signature: valid', secrets: [] },
    { input: 'password: required', want: 'password: required', secrets: [] },
    { input: 'the secret: keep it short', want: 'the secret: keep it short', secrets: [] },
    { input: 'token: none', want: 'token: none', secrets: [] },
    { input: 'key: value1', want: 'key: value1', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
  it.each(ROWS.filter((r) => r.input.startsWith('{')).map((r) => [r.input] as const))('parsed %s redacts as its text', (input) => {
    const parsed: unknown = JSON.parse(input);
    redactJsonStrings(parsed);
    expect(JSON.stringify(parsed)).toBe(redactText(input));
  });
});

// A field and a parameter of the same name hold the same value: `{"pwd":…}` was kept while `pwd=` was redacted, and
// `passphrase=` kept while `{"passphrase":…}` was not. The recorder writes parsed messages (redactJsonStrings), so
// the parsed path is checked beside the text.
describe('a JSON field and a parameter of the same name agree', () => {
  const redactParsed = (o: unknown): string => {
    const copy = structuredClone(o);
    redactJsonStrings(copy);
    return JSON.stringify(copy);
  };
  const hidden = (out: string): boolean => !out.includes('abc123def456');
  // Every parameter and field word the rules are built from, alone and after a separator, in lower and upper case.
  // Names that are not parameter or field words of the same meaning on both sides are left out, each for its reason:
  // a bare `key` field is a map entry's key; `code` is a parameter only in a URL query; the header name
  // `authorization` is read by the header rule as a whole name (`db_authorization=` is not one) while a field ending
  // in it is a secret (`cookie` is a word of the one list, so `db_cookie=` and `{"db_cookie":…}` agree); auth schemes are read before a credential, not as names (an upper-case env name
  // holding `AUTH`, `OAUTH=`, is read by the env rule).
  const NOT_BOTH = new Set(['key', 'code', 'authorization', 'basic', 'bearer', 'dpop', 'digest', 'oauth']);
  const words = ruleNames().filter((w) => /^[a-z_-]+$/.test(w) && !NOT_BOTH.has(w) && !w.includes('-'));
  const names = [...new Set(words.flatMap((w) => [w, `db_${w}`, `x.${w}`, w.toUpperCase(), `DB_${w.toUpperCase()}`]))];

  it.each(names)('%s', (name) => {
    const param = redactText(`${name}=abc123def456`);
    const field = redactText(JSON.stringify({ [name]: 'abc123def456' }));
    const parsed = redactParsed({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { [name]: 'abc123def456' } });
    expect(hidden(field), `field ${field} vs param ${param}`).toBe(hidden(param));
    expect(hidden(parsed), parsed).toBe(hidden(field));
  });

  const ROWS: Row[] = [
    { input: '{"pwd":"abc123def"}', want: '{"pwd":"<redacted:password>"}', secrets: ['abc123def'] },
    { input: '{"auth":"abc123def456"}', want: '{"auth":"<redacted:token>"}', secrets: ['abc123def456'] },
    { input: '{"sig":"abc123def456"}', want: '{"sig":"<redacted:token>"}', secrets: ['abc123def456'] },
    { input: 'pwd=abc123def auth=abc123def456 sig=abc123def456', want: 'pwd=<redacted:password> auth=<redacted:param> sig=<redacted:param>', secrets: ['abc123def'] },
    { input: 'passphrase=abc123def', want: 'passphrase=<redacted:password>', secrets: ['abc123def'] },
    { input: '{"passphrase":"abc123def"}', want: '{"passphrase":"<redacted:password>"}', secrets: ['abc123def'] },
    { input: 'DB_PASS=abc123def', want: 'DB_PASS=<redacted:password>', secrets: ['abc123def'] },
    { input: '{"db_pass":"abc123def"}', want: '{"db_pass":"<redacted:password>"}', secrets: ['abc123def'] },
    { input: 'db-pass: abc123def', want: 'db-pass: <redacted:password>', secrets: ['abc123def'] },
    { input: 'a.db_pass=abc123def a.pass=abc123def', want: 'a.db_pass=<redacted:password> a.pass=abc123def', secrets: [] },
    // Kept: `pass` alone or run on from a word, short words run on from lowercase, a bare `key` field.
    { input: 'tests pass=12 fail=0', want: 'tests pass=12 fail=0', secrets: [] },
    { input: 'bypass=abc123def compass=abc123def COMPASS=abc123def', want: 'bypass=abc123def compass=abc123def COMPASS=abc123def', secrets: [] },
    { input: '{"pass":"abc123def","bypass":"abc123def"}', want: '{"pass":"abc123def","bypass":"abc123def"}', secrets: [] },
    { input: '{"oauth":"abc123def","design":"abc123def"}', want: '{"oauth":"abc123def","design":"abc123def"}', secrets: [] },
    { input: '{"key":"abc123def"}', want: '{"key":"abc123def"}', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
  it.each(ROWS.filter((r) => r.input.startsWith('{')).map((r) => [r.input] as const))('parsed %s redacts as its text', (input) => {
    expect(redactParsed(JSON.parse(input))).toBe(redactText(input));
  });
});

describe('GitLab, Hugging Face and npm token shapes', () => {
  const ROWS: Row[] = [
    { input: 'git clone https://oauth2:glpat-Ab1Cd2Ef3Gh4Ij5Kl6Mn@gitlab.com/x.git', want: 'git clone https://<redacted:userinfo>@gitlab.com/x.git', secrets: ['Ab1Cd2Ef3Gh4Ij5Kl6Mn'] },
    { input: 'using glpat-Ab1Cd2Ef3Gh4Ij5Kl6Mn for the api', want: 'using <redacted:gitlab-token> for the api', secrets: ['Ab1Cd2Ef3Gh4Ij5Kl6Mn'] },
    { input: '"args":["--hf","hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567"]', want: '"args":["--hf","<redacted:huggingface-token>"]', secrets: ['AbCdEfGhIjKlMnOpQrStUvWxYz'] },
    { input: '//registry.npmjs.org/:_authToken npm_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2', want: '//registry.npmjs.org/:_authToken <redacted:npm-token>', secrets: ['Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8'] },
    // Kept: identifiers and words that only start like one, and runs too short to be a token.
    { input: 'from huggingface_hub import hf_hub_download', want: 'from huggingface_hub import hf_hub_download', secrets: [] },
    { input: 'npm_config_cache=/tmp/npm npm_lifecycle_event=start', want: 'npm_config_cache=/tmp/npm npm_lifecycle_event=start', secrets: [] },
    { input: 'glpat-short and hf_abc and npm_abc', want: 'glpat-short and hf_abc and npm_abc', secrets: [] },
    { input: 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456_x', want: 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456_x', secrets: [] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));
});

// One list of secret names (SECRET_WORDS) read by every rule that reads `NAME sep value`, and one judgement of the
// value: the rules differ only in their separators and in how sure a value must look. Three lists drifted once:
// `DB_PWD: short`, `db_cookie=…`, `--pwd …` were each kept by one rule and redacted by another.
describe('one list of secret names, read alike by every rule', () => {
  const parsed = (o: Record<string, unknown>): string => {
    const copy = structuredClone(o);
    redactJsonStrings(copy);
    return JSON.stringify(copy);
  };
  const V = 'abc123def';
  /** Every form a name and its value are written in: text forms, argv, parsed JSON. */
  const forms = (lower: string, upper: string, flag: string): [string, string][] => [
    [`${lower}=`, redactText(`${lower}=${V}`)],
    [`${lower}: `, redactText(`${lower}: ${V}`)],
    [`${lower} = `, redactText(`${lower} = ${V}`)],
    [`${upper}=`, redactText(`${upper}=${V}`)],
    [`${upper}: `, redactText(`${upper}: ${V}`)],
    [`${upper} = "…"`, redactText(`${upper} = "${V}"`)],
    [`--${flag} `, redactText(`run --${flag} ${V} --port 1`)],
    ['argv', redactArgs([`--${flag}`, V]).join(' ')],
    ['argv =', redactArgs([`--${flag}=${V}`]).join(' ')],
    ['JSON field', redactText(JSON.stringify({ [lower]: V }))],
    ['parsed JSON', parsed({ params: { [lower]: V } })],
    ['HAR name/value', redactText(JSON.stringify({ queryString: [{ name: lower, value: V }] }))],
    ['parsed name/value', parsed({ queryString: [{ name: lower, value: V }] })],
  ];
  const words = secretWords();

  it.each(words.filter((w) => !w.whole).map((w) => [w.word] as const))('db_%s is secret in every form', (word) => {
    for (const [form, out] of forms(`db_${word}`, `DB_${word.toUpperCase()}`, `db-${word}`)) expect(out, form).not.toContain(V);
  });
  // A whole name counts alone (`sid`, `SID`) and never as the last word of another (`db_sid` is no session cookie).
  const WHOLE: Record<string, string> = { verifier: 'code_verifier', assertion: 'client_assertion' };
  it.each(words.filter((w) => w.whole).map((w) => [WHOLE[w.word] ?? w.word] as const))('%s is secret alone and db_%s in no form', (name) => {
    for (const [form, out] of forms(name, name.toUpperCase(), name)) expect(out, form).not.toContain(V);
    for (const [form, out] of forms(`db_${name}`, `DB_${name.toUpperCase()}`, `db-${name}`)) expect(out, form).toContain(V);
  });
  // `pass` counts only after a separator: alone it is a count (`pass=3`, `--pass 3`) in every form.
  it.each(words.filter((w) => w.sep).map((w) => [w.word] as const))('%s alone is no secret in any form', (word) => {
    for (const [form, out] of forms(word, word.toUpperCase(), word)) expect(out, form).toContain(V);
  });

  // One value judgement: a state word is kept in every form, quoted or not (no credential is `none`, `unknown` or
  // `null`: the quotes change nothing), and a credential is hidden in every form.
  const valueForms = (v: string): [string, string][] => [
    ['TOKEN=', redactText(`TOKEN=${v}`)],
    ['TOKEN = "…"', redactText(`TOKEN = "${v}"`)],
    ["TOKEN='…'", redactText(`TOKEN='${v}'`)],
    ['TOKEN: ', redactText(`TOKEN: ${v}`)],
    ['token=', redactText(`token=${v}`)],
    ['token="…"', redactText(`token="${v}"`)],
    ['token = "…"', redactText(`token = "${v}"`)],
    ['token: ', redactText(`token: ${v}`)],
    ['JSON field', redactText(`{"token": "${v}"}`)],
    ['JSON field, apiKey', redactText(`{"apiKey": "${v}"}`)],
    ['parsed JSON', parsed({ token: v, apiKey: v })],
    ['--token ', redactText(`--token ${v}`)],
    ['--TOKEN "…"', redactText(`--TOKEN "${v}"`)],
    ['argv', redactArgs(['--token', v, `--api-key=${v}`]).join(' ')],
    ['HAR name/value', redactText(`{"name":"token","value":"${v}"}`)],
    ['parsed name/value', parsed({ headers: [{ name: 'token', value: v }] })],
    ['?token=', redactText(`/mcp?token=${v}&x=1`)],
  ];
  it.each(['none', 'unknown', 'null', 'Expired'])('the state word %s is kept in every form', (v) => {
    for (const [form, out] of valueForms(v)) expect(out, form).toContain(v);
  });
  it.each(['abc123def', 'x9Y8z7W6v5'])('the credential %s is hidden in every form', (v) => {
    for (const [form, out] of valueForms(v)) {
      expect(out, form).not.toContain(v);
      expect(out, form).toContain('<redacted:');
    }
  });

  // Under a password name only a word that says no password is there is kept: a password is any word a person chose,
  // so `ok`, `yes` and `false` (state words under any other name) are hidden in every form that is not prose. `-` is
  // kept: the stdin sign (`--password -`) and a table's empty cell.
  const passwordForms = (v: string): [string, string][] => [
    ['PASSWORD=', redactText(`PASSWORD=${v}`)],
    ['PASSWORD="…"', redactText(`PASSWORD="${v}"`)],
    ['PASSWORD: ', redactText(`PASSWORD: ${v}`)],
    ['PASSWORD = "…"', redactText(`PASSWORD = "${v}"`)],
    ['DB_PWD = ', redactText(`DB_PWD = ${v}`)],
    ['password=', redactText(`password=${v}`)],
    ['password="…"', redactText(`password="${v}"`)],
    ['?password=', redactText(`/mcp?password=${v}&x=1`)],
    ['%3Fpassword%3D', redactText(`u=h%3Fpassword%3D${v}%26x`)],
    ['--password "…"', redactText(`--password "${v}"`)],
    ['JSON field', redactText(`{"password": "${v}"}`)],
    ['JSON field, passphrase', redactText(`{"db_passphrase":"${v}"}`)],
    ['parsed JSON', parsed({ password: v, pwd: v })],
    ['argv', redactArgs(['--password', v, `--db-pass=${v}`]).join(' ')],
    ['HAR name/value', redactText(`{"name":"password","value":"${v}"}`)],
    ['parsed name/value', parsed({ params: [{ name: 'db_password', value: v }] })],
  ];
  it.each(['none', 'null', 'unknown', 'MISSING', '-'])('the absence word %s is kept in every password form', (v) => {
    for (const [form, out] of passwordForms(v)) {
      expect(out, form).toContain(v);
      expect(out, form).not.toContain('<redacted:');
    }
  });
  it.each(['ok', 'yes', 'false', 'true', 'valid', 'Expired', 'no'])('the state word %s is hidden in every password form', (v) => {
    for (const [form, out] of passwordForms(v)) {
      expect(out, form).toContain('<redacted:password>');
      expect(out.replace(/password|PASSWORD|passphrase|pass|pwd/g, ''), form).not.toMatch(new RegExp(`[=:" ]${v}(?![a-z])`, 'i'));
    }
  });
  // The `--password` bare in text: the `-` of a value starts the next flag there, so it is kept by the rule's shape.
  it.each([
    ['--password ok', '--password <redacted:password>'],
    ['--password none', '--password none'],
    ['--PASSWORD false', '--PASSWORD <redacted:password>'],
    ['run --password - < pw.txt', 'run --password - < pw.txt'],
  ])('%s', (input, want) => expect(redactText(input)).toBe(want));

  const ROWS: Row[] = [
    // Redacted: the leaks of three lists.
    { input: 'DB_PWD: short', want: 'DB_PWD: <redacted:password>', secrets: ['short'] },
    { input: 'DB_PWD = short', want: 'DB_PWD = <redacted:password>', secrets: ['short'] },
    { input: 'DB_PWD=short', want: 'DB_PWD=<redacted:password>', secrets: ['short'] },
    { input: 'db_cookie=abcdef123; path=/', want: 'db_cookie=<redacted:param>; path=/', secrets: ['abcdef123'] },
    { input: 'SESSION_COOKIE: abc', want: 'SESSION_COOKIE: <redacted:param>', secrets: ['abc'] },
    { input: 'STRIPE_KEY: short', want: 'STRIPE_KEY: <redacted:param>', secrets: ['short'] },
    { input: 'SIGNING_SECRET_X: short', want: 'SIGNING_SECRET_X: <redacted:param>', secrets: ['short'] },
    { input: 'run --pwd hunter2 --port 1', want: 'run --pwd <redacted:password> --port 1', secrets: ['hunter2'] },
    { input: 'run --passphrase hunter2', want: 'run --passphrase <redacted:password>', secrets: ['hunter2'] },
    { input: 'run --jenkins-password Xq7#pass', want: 'run --jenkins-password <redacted:password>', secrets: ['Xq7#pass'] },
    // A flag in any case, as argv reads it, and its value quoted, plain or escaped inside a JSON string.
    { input: 'run --API-KEY abc123def456 --Token x9y8z7', want: 'run --API-KEY <redacted:param> --Token <redacted:param>', secrets: ['abc123def456', 'x9y8z7'] },
    { input: 'run --password "correct horse battery" -v', want: 'run --password "<redacted:password>" -v', secrets: ['horse'] },
    { input: "run --api-key 'abc123def456' -v", want: "run --api-key '<redacted:param>' -v", secrets: ['abc123def456'] },
    { input: '{"msg":"run --token \\"abc123def456\\" -v"}', want: '{"msg":"run --token \\"<redacted:param>\\" -v"}', secrets: ['abc123def456'] },
    // A name repeated: the value of the first is the second's name, whose value is judged.
    { input: 'secret: secret: x1y2z3', want: 'secret: secret: <redacted:param>', secrets: ['x1y2z3'] },
    { input: 'SECRET: SECRET: x1y2z3', want: 'SECRET: SECRET: <redacted:param>', secrets: ['x1y2z3'] },
    { input: 'api_key: token: abc123def', want: 'api_key: token: <redacted:param>', secrets: ['abc123def'] },
    { input: 'api_key: DB_TOKEN: abc123def', want: 'api_key: DB_TOKEN: <redacted:param>', secrets: ['abc123def'] },
    // Only a secret name is the next field's: a credential that a colon follows is still a value.
    { input: 'Error with API_KEY: abc123def456: unauthorized', want: 'Error with API_KEY: <redacted:param> unauthorized', secrets: ['abc123def456'] },
    { input: 'failed token: abc123def456: 401', want: 'failed token: <redacted:param> 401', secrets: ['abc123def456'] },
    { input: 'password: hunter2: wrong', want: 'password: <redacted:password> wrong', secrets: ['hunter2'] },
    // A value that only ends like a secret word is no name (`monkey=` is none), so it is still the value.
    { input: 'DB_PASSWORD: monkey: rejected', want: 'DB_PASSWORD: <redacted:password> rejected', secrets: ['monkey'] },
    { input: 'password: s3cr3tkey: rejected', want: 'password: <redacted:password> rejected', secrets: ['s3cr3tkey'] },
    { input: 'API_KEY: abc123monkey: unauthorized', want: 'API_KEY: <redacted:param> unauthorized', secrets: ['abc123monkey'] },
    // Kept as the next field's name: a camelCase or run-on name of the one list, and that name's value is judged.
    { input: 'secret: apiKey: abc123def', want: 'secret: apiKey: <redacted:param>', secrets: ['abc123def'] },
    { input: 'GITHUB_TOKEN: mytoken: none', want: 'GITHUB_TOKEN: mytoken: none', secrets: [] },
    // A URL signature field, as JSON and as a HAR query parameter.
    { input: '{"sig": "sv2Xq9abc123"}', want: '{"sig": "<redacted:token>"}', secrets: ['sv2Xq9abc123'] },
    {
      input: '"queryString":[{"name":"sig","value":"sv2Xq9abc123"},{"name":"se","value":"2026-01-01"}]',
      want: '"queryString":[{"name":"sig","value":"<redacted:param>"},{"name":"se","value":"2026-01-01"}]',
      secrets: ['sv2Xq9abc123'],
    },
    { input: '{"name": "api_key", "value": "abc"}', want: '{"name": "api_key", "value": "<redacted:param>"}', secrets: ['"abc"'] },
    { input: '{"name":"Cookie","value":"sid=abc"}', want: '{"name":"Cookie","value":"<redacted:cookie>"}', secrets: ['sid=abc'] },
    // An unclosed list the header rule redacted gains no second placeholder.
    { input: 'X-Api-Key=[abc123 next', want: 'X-Api-Key=[<redacted:api-key> next', secrets: ['abc123'] },
    // A URL holds no code: a dotted value there is a value.
    { input: '/mcp?token=abc.def&x=1', want: '/mcp?token=<redacted:param>&x=1', secrets: ['abc.def'] },
    // Kept: names said in prose, links, counts, names that are not the one list's, code.
    { input: 'access token: refresh_token missing', want: 'access token: refresh_token missing', secrets: [] },
    { input: 'a valid API Access Token: https://example.com/docs#auth', want: 'a valid API Access Token: https://example.com/docs#auth', secrets: [] },
    { input: 'token: https://u:p4ss@example.com/x', want: 'token: https://<redacted:userinfo>@example.com/x', secrets: ['p4ss'] },
    { input: 'tests --pass 3 PASS=3', want: 'tests --pass 3 PASS=3', secrets: [] },
    { input: 'run --MONKEY abc123def --PASS 3 --token "none" --token ""', want: 'run --MONKEY abc123def --PASS 3 --token "none" --token ""', secrets: [] },
    { input: 'MY_SID=abc123def MONKEY: abc123', want: 'MY_SID=abc123def MONKEY: abc123', secrets: [] },
    { input: '{"name":"page","value":"2"},{"name":"nextPageToken","value":"abc123"}', want: '{"name":"page","value":"2"},{"name":"nextPageToken","value":"abc123"}', secrets: [] },
    { input: '{"name":"cacheKey","value":"abc"}', want: '{"name":"cacheKey","value":"abc"}', secrets: [] },
    { input: 'await connect(url, api_key=server_url.api_key)', want: 'await connect(url, api_key=server_url.api_key)', secrets: [] },
    { input: 'token=getToken()', want: 'token=getToken()', secrets: [] },
    { input: 'POSTGRES_PASSWORD=postgres_password', want: 'POSTGRES_PASSWORD=<redacted:password>', secrets: ['=postgres_password'] },
  ];
  it.each(ROWS.map((r) => [r.input, r] as const))('%s', (_i, row) => checkRow(row));

  // Parsed JSON judges a name/value object as the text rule does: a message the recorder parses is written out as it
  // came when the parse redacts nothing.
  it('a parsed name/value object is judged as its text is', () => {
    const list = [
      { name: 'Authorization', value: 'abc123def456' },
      { name: 'sig', value: 'sv2Xq9abc123' },
      { name: 'se', value: '2026-01-01' },
      { name: 'token', value: 'none' },
      { name: 'Accept', value: 'abc123def456' },
      { name: 'cacheKey', value: 'abc' },
      { name: 'Cookie', value: '' },
    ];
    const want = JSON.stringify({ params: { headers: list } }).replace('"abc123def456"', '"<redacted:authorization>"').replace('"sv2Xq9abc123"', '"<redacted:param>"');
    expect(parsed({ params: { headers: list } })).toBe(want);
    expect(redactText(JSON.stringify({ params: { headers: list } }))).toBe(want);
    expect(parsed({ h: [{ Name: 'sig', Value: 'abc123def' }] })).toBe('{"h":[{"Name":"sig","Value":"<redacted:param>"}]}');
  });

  it('argv reads the flags of the one list and judges their values', () => {
    expect(
      redactArgs(['--pwd', 'hunter2', '--passphrase', 'x y', '--token', 'none', '--db-pass=abc', '--pass', '3', '--sig', 's1']),
    ).toEqual(['--pwd', '<redacted:password>', '--passphrase', '<redacted:password>', '--token', 'none', '--db-pass=<redacted:password>', '--pass', '3', '--sig', '<redacted:param>']);
  });
});

/**
 * A hostile row at 1/s of its full size: the line and its exact redaction. Rows are built from a run repeated, so
 * the line's length scales with 1/s while what makes it hostile stays the same.
 */
type HostileRow = (s: number) => [line: string, want: string];

/** The smaller size a row is also read at: a linear scan's time grows 4-fold to the full size, a rescan's 16-fold. */
const SMALLER = 4;
/** The growth allowed from the smaller size to the full one: between a linear scan's 4 and a rescan's 16. */
const GROWTH = 10;
/** Below this a reading is timer and collector noise, not a scan: the smaller size's time counts as at least this. */
const NOISE_MS = 2;
/** Readings taken before the growth is judged too fast: a slowdown that hits one reading is outvoted by the next. */
const TRIALS = 3;

/** The process's CPU milliseconds so far: unlike the wall clock, they do not stretch when other processes share the CPU. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}

/** Redacts the row at 1/s of its size, checks the exact output, and returns the CPU milliseconds the redaction took. */
function timedRead(row: HostileRow, s: number): number {
  const [line, want] = row(s);
  const t0 = cpuMs();
  const out = redactText(line);
  const ms = cpuMs() - t0;
  expect(out).toBe(want);
  return ms;
}

/**
 * A hostile line is read once: its exact output at two sizes, and time that grows with the line's length, not its
 * square. No budget in milliseconds: the full size is judged against the same row at a quarter of the size, read
 * beside it, by the least CPU time of up to three readings each. CPU time, because a loaded machine slices a long
 * reading more than a short one and so stretches the wall clock's ratio, while the CPU a reading uses stays its own.
 * A scan from every start, or a value read again per match, grows about 16-fold over that step and fails.
 */
function expectReadOnce(row: HostileRow): void {
  let small = Infinity;
  let full = Infinity;
  // The smaller size's reading, or the noise floor standing for it: the failure reports the growth judged, not a fast
  // row's raw ratio (0.1 ms to 21 ms would read as 200-fold).
  let base = NOISE_MS;
  for (let trial = 0; trial < TRIALS; trial++) {
    small = Math.min(small, timedRead(row, SMALLER));
    full = Math.min(full, timedRead(row, 1));
    base = Math.max(small, NOISE_MS);
    if (full <= GROWTH * base) return;
  }
  expect.fail(`CPU time grew ${(full / base).toFixed(1)}-fold for ${SMALLER} times the length (${small.toFixed(1)} ms${small < NOISE_MS ? `, counted as ${NOISE_MS} ms,` : ''} to ${full.toFixed(1)} ms): the line is read more than once`);
}

/** Long lines (about 200 KB at full size) that each made some rule rescan: a label and the row at 1/s of its size. */
const HOSTILE_LINES: [string, HostileRow][] = [
  // Runs of name or scheme characters, once read again from every `_`, `.` or `-` in them.
  ['a_ run', (s) => ['a_'.repeat(100_000 / s), 'a_'.repeat(100_000 / s)]],
  ['a_ run, then key', (s) => ['a_'.repeat(100_000 / s) + 'key', 'a_'.repeat(100_000 / s) + 'key']],
  // A credential-looking value: a `…_key` lookup key keeps a word (`x1`), so the row would not reach the value's cut.
  ['a_ run, then key=', (s) => ['a_'.repeat(100_000 / s) + 'key=x1y2z3w4', 'a_'.repeat(100_000 / s) + 'key=<redacted:param>']],
  ['a- run, then token', (s) => ['a-'.repeat(100_000 / s) + 'token', 'a-'.repeat(100_000 / s) + 'token']],
  ['a. run, then key=', (s) => ['a.'.repeat(100_000 / s) + 'key=x1 rest', 'a.'.repeat(100_000 / s) + 'key=<redacted:param> rest']],
  ['a. run, then userinfo', (s) => ['a.'.repeat(100_000 / s) + 'x://u:p@h', 'a.'.repeat(100_000 / s) + 'x://<redacted:userinfo>@h']],
  ['a- run, then userinfo', (s) => ['a-'.repeat(100_000 / s) + 'a://u:p@h', 'a-'.repeat(100_000 / s) + 'a://<redacted:userinfo>@h']],
  ['a_ run, then token:', (s) => [`${'a_'.repeat(100_000 / s)}token: x1y2z3w4`, `${'a_'.repeat(100_000 / s)}token: <redacted:param>`]],
  // Env-style names: a TOKEN_ run once tried at every split of every word.
  ['TOKEN_ run', (s) => ['TOKEN_'.repeat(34_000 / s), 'TOKEN_'.repeat(34_000 / s)]],
  ['TOKEN_ run, then X:', (s) => ['TOKEN_'.repeat(34_000 / s) + 'X: abc123', 'TOKEN_'.repeat(34_000 / s) + 'X: <redacted:param>']],
  ['AUTHOR_ run', (s) => ['AUTHOR_'.repeat(29_000 / s), 'AUTHOR_'.repeat(29_000 / s)]],
  ['AUTHOR_ run, then X=', (s) => [`${'AUTHOR_'.repeat(29_000 / s)}X=1`, `${'AUTHOR_'.repeat(29_000 / s)}X=1`]],
  // Unclosed header lists, once each read on to the line's end.
  ['{Cookie=[ unclosed', (s) => ['{Cookie=['.repeat(22_000 / s), '{Cookie=[<redacted:cookie>']],
  ['{Cookie: [ unclosed', (s) => ['{Cookie: ['.repeat(20_000 / s), '{Cookie: <redacted:cookie>']],
  ['{Cookie=[ closed at the end', (s) => [`${'{Cookie=['.repeat(22_000 / s)}]`, '{Cookie=[<redacted:cookie>]']],
  ['{Cookie=[a], lists', (s) => ['{Cookie=[a], '.repeat(16_000 / s), '{Cookie=[<redacted:cookie>], '.repeat(16_000 / s)]],
  // Encoded names and values.
  ['%3Fmonkey%3D', (s) => [`x${'%3Fmonkey%3D'.repeat(16_000 / s)}`, `x${'%3Fmonkey%3D'.repeat(16_000 / s)}`]],
  ['aToken run', (s) => ['aToken'.repeat(34_000 / s), 'aToken'.repeat(34_000 / s)]],
  ['aToken run, then =', (s) => [`${'aToken'.repeat(34_000 / s)}=x1`, `${'aToken'.repeat(34_000 / s)}=<redacted:param>`]],
  ['encoded aToken run', (s) => [`x%3F${'aToken'.repeat(34_000 / s)}%253Dx1%2526`, `x%3F${'aToken'.repeat(34_000 / s)}%253D<redacted:param>%2526`]],
  ['encoded value of %25', (s) => [`x%3Ftoken%3D${'%25'.repeat(67_000 / s)}`, 'x%3Ftoken%3D<redacted:param>']],
  ['escape of many 25s', (s) => [`x%3Ftoken%${'25'.repeat(100_000 / s)}3Dv1`, `x%3Ftoken%${'25'.repeat(100_000 / s)}3D<redacted:param>`]],
  ['%2526 run', (s) => ['%2526'.repeat(40_000 / s), '%2526'.repeat(40_000 / s)]],
  ['%3B run', (s) => ['%3B'.repeat(67_000 / s), '%3B'.repeat(67_000 / s)]],
  ['%2Fa run', (s) => ['%2Fa'.repeat(50_000 / s), '%2Fa'.repeat(50_000 / s)]],
  ['%2F then aToken run', (s) => [`x%2F${'aToken'.repeat(34_000 / s)}%3Dx1`, `x%2F${'aToken'.repeat(34_000 / s)}%3D<redacted:param>`]],
  // Schemes and quoted tokens.
  ['Bearer " run', (s) => ['Bearer "'.repeat(25_000 / s), 'Bearer "'.repeat(25_000 / s)]],
  ['Authorization: Bearer " unclosed', (s) => [`Authorization: Bearer "${'a'.repeat(200_000 / s)}`, 'Authorization: <redacted:authorization>']],
  ['Bearer " unclosed in text', (s) => [`x Bearer "${'a1'.repeat(100_000 / s)}`, 'x Bearer "<redacted:bearer>']],
  ['token " run', (s) => ['token "'.repeat(29_000 / s), 'token "'.repeat(29_000 / s)]],
  ['token " unclosed', (s) => [`token "${'a1'.repeat(100_000 / s)}`, 'token "<redacted:token>']],
  ['for token " run', (s) => ['for token "'.repeat(18_000 / s), 'for token "'.repeat(18_000 / s)]],
  ['progress token " run', (s) => ['progress token "a1b2c3d4e5" '.repeat(7_000 / s), 'progress token "a1b2c3d4e5" '.repeat(7_000 / s)]],
  // Colon forms, whole names, lookup keys.
  ['aToken: values', (s) => ['aToken: a1b2c3d4 '.repeat(11_000 / s), 'aToken: <redacted:param> '.repeat(11_000 / s)]],
  ['sid: values', (s) => ['sid: a1b2c3d4 '.repeat(14_000 / s), 'sid: <redacted:param> '.repeat(14_000 / s)]],
  ['sid run', (s) => [`${'sid'.repeat(67_000 / s)}=x1`, `${'sid'.repeat(67_000 / s)}=x1`]],
  ['jsessionid run', (s) => [`${'jsessionid'.repeat(20_000 / s)}=x1`, `${'jsessionid'.repeat(20_000 / s)}=x1`]],
  ['code_ run', (s) => [`${'code_'.repeat(40_000 / s)}verifier=x1`, `${'code_'.repeat(40_000 / s)}verifier=x1`]],
  ['cacheKey=abc', (s) => ['cacheKey=abc '.repeat(16_000 / s), 'cacheKey=abc '.repeat(16_000 / s)]],
  // Dotted whole names, spaced `=`, escapes.
  ['a.sid= values', (s) => ['a.sid=a1b2c3d4 '.repeat(13_000 / s), 'a.sid=<redacted:param> '.repeat(13_000 / s)]],
  ['token = values', (s) => ['token = "a1b2c3d4" '.repeat(10_000 / s), 'token = "<redacted:param>" '.repeat(10_000 / s)]],
  ['token=\\" values', (s) => [String.raw`token=\"a1b2c3d4\" `.repeat(10_000 / s), String.raw`token=\"<redacted:param>\" `.repeat(10_000 / s)]],
  ['token=\\" unclosed', (s) => [String.raw`token=\"${'a1 '.repeat(66_000 / s)}`, String.raw`token=\"${'a1 '.repeat(66_000 / s)}`]],
  ['token=\\"\\" empty runs', (s) => [String.raw`token=\"\"`.repeat(20_000 / s), String.raw`token=\"\"`.repeat(20_000 / s)]],
  // Each quote closes at the next one: every other name's quoted value is the text up to the next name's quote.
  ['token = " unclosed runs', (s) => ['token = "a '.repeat(18_000 / s), 'token = "<redacted:param>"a '.repeat(9_000 / s)]],
  // An upper-case name's quoted value is read to its closing quote: one unclosed quote, then bare values.
  ['TOKEN = " unclosed, then bare', (s) => [`TOKEN = "${'a1 TOKEN = '.repeat(18_000 / s)}`, `TOKEN = "<redacted:param> ${'TOKEN = <redacted:param> '.repeat(18_000 / s - 1)}TOKEN = `]],
  ['TOKEN_URL = paths', (s) => ['TOKEN_URL=/a/b/c.db '.repeat(10_000 / s), 'TOKEN_URL=/a/b/c.db '.repeat(10_000 / s)]],
  // Each route's secret stops at the next host's `.`, so every other route is a value.
  ['hooks.slack.com run', (s) => ['hooks.slack.com/services/'.repeat(8_000 / s), 'hooks.slack.com/services/<redacted:webhook>.slack.com/services/'.repeat(4_000 / s)]],
  ['token = then blanks', (s) => [`token ${' '.repeat(200_000 / s)}x`, `token ${' '.repeat(200_000 / s)}x`]],
  ['a_ run, then token =', (s) => [`${'a_'.repeat(100_000 / s)}token = x1y2z3w4`, `${'a_'.repeat(100_000 / s)}token = <redacted:param>`]],
  ['escaped token run', (s) => [String.raw`\u0074oken=a1b2c3d4 `.repeat(9_000 / s), 'token=<redacted:param> '.repeat(9_000 / s)]],
  ['escaped text, no secret', (s) => [String.raw`\u0061`.repeat(33_000 / s), String.raw`\u0061`.repeat(33_000 / s)]],
  // Of a run of t backslashes the escape's own are the lowest power of two in t (t & -t); the rest stay.
  ['backslash run, then escape', (s) => {
    const t = 200_000 / s;
    return [`${'\\'.repeat(t)}u0074oken=a1 \\u0061`, `${'\\'.repeat(t - (t & -t))}token=<redacted:param> a`];
  }],
  ['escaped backslash runs', (s) => [String.raw`\\u0074`.repeat(40_000 / s), String.raw`\\u0074`.repeat(40_000 / s)]],
  // Bare values that are code, long.
  ['token = a.a.…', (s) => [`token = ${'a.'.repeat(100_000 / s)}b`, `token = ${'a.'.repeat(100_000 / s)}b`]],
  ['token = a.a.…(', (s) => [`token = ${'a.'.repeat(100_000 / s)}b(x)`, `token = ${'a.'.repeat(100_000 / s)}b(x)`]],
  ['token = a(a(…', (s) => [`token = ${'a('.repeat(100_000 / s)}`, `token = <redacted:param>`]],
  ['TOKEN = a.a.…', (s) => [`TOKEN = ${'a.'.repeat(100_000 / s)}b`, `TOKEN = ${'a.'.repeat(100_000 / s)}b`]],
  ['API_KEY: a(a(…', (s) => [`API_KEY: ${'a('.repeat(100_000 / s)}`, `API_KEY: <redacted:param>`]],
  ['Signature: values', (s) => ['Signature: a1b2c3d4 '.repeat(10_000 / s), 'Signature: <redacted:param> '.repeat(10_000 / s)]],
  ['password: values', (s) => ['password: a1b2c3d4 '.repeat(10_000 / s), 'password: <redacted:password> '.repeat(10_000 / s)]],
  ['hf_ run', (s) => ['hf_'.repeat(67_000 / s), 'hf_'.repeat(67_000 / s)]],
  ['glpat- run', (s) => ['glpat-'.repeat(34_000 / s), '<redacted:gitlab-token>']],
  ['npm_ a run', (s) => [`npm_${'a'.repeat(200_000 / s)}_`, `npm_${'a'.repeat(200_000 / s)}_`]],
  ['hf_ tokens', (s) => ['hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567 '.repeat(5_000 / s), '<redacted:huggingface-token> '.repeat(5_000 / s)]],
  ['pass_ run, then pass=', (s) => [`${'pass_'.repeat(40_000 / s)}pass=x1`, `${'pass_'.repeat(40_000 / s)}pass=<redacted:password>`]],
  ['bypass= values', (s) => ['bypass=abc123def '.repeat(11_000 / s), 'bypass=abc123def '.repeat(11_000 / s)]],
  ['{"auth": values', (s) => ['{"auth":"a1b2c3d4",'.repeat(10_000 / s), '{"auth":"<redacted:token>",'.repeat(10_000 / s)]],
  ['"oauth" run', (s) => [`{"${'oauth'.repeat(40_000 / s)}":"x1y2z3"}`, `{"${'oauth'.repeat(40_000 / s)}":"x1y2z3"}`]],
  ['pwd: words', (s) => ['pwd: none '.repeat(20_000 / s), 'pwd: none '.repeat(20_000 / s)]],
  ['secret: words, then a credential', (s) => [`${'secret: none '.repeat(15_000 / s)}secret: x1y2z3`, `${'secret: none '.repeat(15_000 / s)}secret: <redacted:param>`]],
  // JSON field names: long, dotted, empty header values.
  ['"aKey…" credential', (s) => [`"${'aKey'.repeat(50_000 / s)}":"x1y2z3w4"`, `"${'aKey'.repeat(50_000 / s)}":"<redacted:api-key>"`]],
  // A lookup word (`Cache`) before the last `Key` (LOOKUP_KEY_WORD): the word value is kept once the name is read whole.
  ['"aCacheKey…" short value', (s) => [`"${'aCacheKey'.repeat(20_000 / s)}":"x1"`, `"${'aCacheKey'.repeat(20_000 / s)}":"x1"`]],
  ['{"cacheKey":"abc",', (s) => ['{"cacheKey":"abc",'.repeat(11_000 / s), '{"cacheKey":"abc",'.repeat(11_000 / s)]],
  ['"a.a.…token"', (s) => [`"${'a.'.repeat(100_000 / s)}token": "x1y2z3w4"`, `"${'a.'.repeat(100_000 / s)}token": "<redacted:token>"`]],
  ['"a.a.…" no secret', (s) => [`"${'a.'.repeat(100_000 / s)}"`, `"${'a.'.repeat(100_000 / s)}"`]],
  ['a.a.…secretKey:', (s) => [`${'a.'.repeat(100_000 / s)}secretKey: "x1"`, `${'a.'.repeat(100_000 / s)}secretKey: "<redacted:secret>"`]],
  ['"a. run', (s) => ['"a.'.repeat(70_000 / s), '"a.'.repeat(70_000 / s)]],
  ['"cookie":"", empty values', (s) => ['"cookie":"",'.repeat(16_000 / s), '"cookie":"",'.repeat(16_000 / s)]],
  // A name repeated (a value that is itself `name:`), the HAR name/value rule, flags and env names of the one list.
  ['secret: run', (s) => [`${'secret: '.repeat(25_000 / s)}x1y2z3`, `${'secret: '.repeat(25_000 / s)}<redacted:param>`]],
  ['SECRET: run', (s) => [`${'SECRET: '.repeat(25_000 / s)}x1y2z3`, `${'SECRET: '.repeat(25_000 / s)}<redacted:param>`]],
  ['token: no blanks', (s) => [`${'token:'.repeat(34_000 / s)} x1`, 'token:<redacted:param> x1']],
  ['token: a_ value', (s) => [`token: ${'a_'.repeat(100_000 / s)}a: x`, 'token: <redacted:param> x']],
  ['TOKEN: a_ value', (s) => [`TOKEN: ${'a_'.repeat(100_000 / s)}a:`, 'TOKEN: <redacted:param>']],
  ['token: a_ name', (s) => [`token: ${'a_'.repeat(100_000 / s)}token: x1y2z3w4`, `token: ${'a_'.repeat(100_000 / s)}token: <redacted:param>`]],
  ['TOKEN: A_ name', (s) => [`TOKEN: ${'A_'.repeat(100_000 / s)}TOKEN: x1`, `TOKEN: ${'A_'.repeat(100_000 / s)}TOKEN: <redacted:param>`]],
  ['HAR name long', (s) => [`{"name":"${'a'.repeat(200_000 / s)}`, `{"name":"${'a'.repeat(200_000 / s)}`]],
  // Each value reads `{` up to the next object's `"`: every other object is a value, read once.
  ['HAR name/value unclosed', (s) => ['{"name":"token","value":"'.repeat(8_000 / s), '{"name":"token","value":"<redacted:param>"name":"token","value":"'.repeat(4_000 / s)]],
  ['HAR sig values', (s) => ['{"name":"sig","value":"a1b2c3"},'.repeat(6_000 / s), '{"name":"sig","value":"<redacted:param>"},'.repeat(6_000 / s)]],
  ['--a- run, then --token', (s) => [`${'--a-'.repeat(50_000 / s)}--token x1`, `${'--a-'.repeat(50_000 / s)}--token <redacted:param>`]],
  ['--token run', (s) => ['--token '.repeat(25_000 / s), '--token '.repeat(25_000 / s)]],
  ['--a_ run, then pwd', (s) => [`--${'a_'.repeat(100_000 / s)}pwd x1`, `--${'a_'.repeat(100_000 / s)}pwd <redacted:password>`]],
  ['DB_ run, then PWD:', (s) => [`${'DB_'.repeat(66_000 / s)}PWD: x`, `${'DB_'.repeat(66_000 / s)}PWD: <redacted:password>`]],
  ['COOKIE run', (s) => [`${'COOKIE'.repeat(33_000 / s)}=x`, `${'COOKIE'.repeat(33_000 / s)}=<redacted:param>`]],
  ['db_cookie= values', (s) => ['db_cookie=abc '.repeat(14_000 / s), 'db_cookie=<redacted:param> '.repeat(14_000 / s)]],
  // Hyphenated header-like names: a run's lookahead stays inside its own name, the value is the line once.
  ['a- run, then auth:', (s) => [`${'a-'.repeat(100_000 / s)}auth: x1`, `${'a-'.repeat(100_000 / s)}auth: <redacted:token>`]],
  ['x-auth without a separator', (s) => ['x-auth '.repeat(30_000 / s), 'x-auth '.repeat(30_000 / s)]],
  ['x-auth: run', (s) => ['x-auth:'.repeat(30_000 / s), 'x-auth:<redacted:token>']],
  ['a-token- run', (s) => ['a-token-'.repeat(25_000 / s), 'a-token-'.repeat(25_000 / s)]],
  // Value before name, plain and inside a JSON string.
  ['value first, unclosed', (s) => ['{"value":"'.repeat(20_000 / s), '{"value":"'.repeat(20_000 / s)]],
  ['value first, sig names', (s) => ['{"value":"a1b2c3","name":"sig"},'.repeat(6_000 / s), '{"value":"<redacted:param>","name":"sig"},'.repeat(6_000 / s)]],
  ['value first, long name', (s) => [`{"value":"x","name":"${'a'.repeat(200_000 / s)}`, `{"value":"x","name":"${'a'.repeat(200_000 / s)}`]],
  ['escaped value first, unclosed', (s) => ['{\\"value\\":\\"'.repeat(15_000 / s), '{\\"value\\":\\"'.repeat(15_000 / s)]],
  // A quoted header-like name looks ahead for its array of values: from each quote, over its own name only.
  ['quoted header-like names, arrays unclosed', (s) => ['{"X-Auth": ["a", '.repeat(15_000 / s), '{"X-Auth": ["a", '.repeat(15_000 / s)]],
  ['escaped quoted header-like names, unclosed', (s) => ['{\\"x-auth\\": [\\"'.repeat(15_000 / s), '{\\"x-auth\\": [\\"'.repeat(15_000 / s)]],
  ['one long quoted hyphenated name', (s) => [`"${'a-token-'.repeat(30_000 / s)}": ["`, `"${'a-token-'.repeat(30_000 / s)}": ["`]],
];

describe('hostile long lines are read once', () => {
  it.each(HOSTILE_LINES)('%s', (_label, row) => expectReadOnce(row));
});

describe('a name/value object read in either member order, plain and inside a JSON string', () => {
  const NAMES = ['password', 'token', 'Authorization', 'Cookie', 'sig', 'x-api-key'];
  const plain = (name: string, value: string, valueFirst: boolean): string =>
    valueFirst ? `{"value":"${value}","name":"${name}"}` : `{"name":"${name}","value":"${value}"}`;
  const escaped = (name: string, value: string, valueFirst: boolean): string =>
    `{"msg":"${plain(name, value, valueFirst).replace(/"/g, '\\"')}"}`;

  it.each(NAMES)('%s: the value is redacted in both orders, as the parsed object is', (name) => {
    for (const valueFirst of [false, true]) {
      for (const line of [plain(name, 'hunter2x', valueFirst), escaped(name, 'hunter2x', valueFirst)]) {
        const out = redactText(line);
        expect(out, line).not.toContain('hunter2x');
        expect(out).toMatch(/<redacted:[a-z-]+>/);
        expect(redactText(out)).toBe(out);
      }
      const obj = JSON.parse(plain(name, 'hunter2x', valueFirst)) as Record<string, unknown>;
      redactJsonStrings(obj);
      expect(JSON.stringify(obj)).toBe(redactText(plain(name, 'hunter2x', valueFirst)));
    }
  });

  it('the reported line: value before a password name', () => {
    expect(redactText('{"value":"hunter2x","name":"password"}')).toBe('{"value":"<redacted:password>","name":"password"}');
    expect(redactText('\\"value\\":\\"abc123def\\",\\"name\\":\\"token\\"')).toBe('\\"value\\":\\"<redacted:param>\\",\\"name\\":\\"token\\"');
  });

  it('judges both orders alike: another name kept, a state word and an empty value as the name-first form', () => {
    const rows: [string, string][] = [['Content-Type', 'application/json'], ['accept', 'abc123def'], ['token', 'none'], ['password', ''], ['token', '']];
    for (const [name, value] of rows) {
      const first = redactText(plain(name, value, false)).replace(/^\{("name":"[^"]*"),("value":"[^"]*")\}$/, '{$2,$1}');
      expect(redactText(plain(name, value, true)), `${name}=${value}`).toBe(first);
      expect(redactText(escaped(name, value, true))).toBe(escaped(name, value, true));
    }
  });
});

describe('a header-like name is judged alike on a header line and in a header map', () => {
  // Names that only SECRET_HEADER_LIKE names (not the listed headers), and listed ones for contrast.
  const SECRET = ['X-Auth', 'X-Amz-Security-Token', 'x-goog-api-key', 'X-Client-Secret', 'X-Auth-User', 'x-litellm-api-key', 'X-Db-Password'];
  // A count of tokens is a rate limit's evidence, not a credential.
  const KEPT = ['www-authenticate', 'content-type', 'mcp-session-id', 'last-event-id', 'oauth-server', 'x-author', 'x-ratelimit-remaining-tokens', 'anthropic-ratelimit-tokens-remaining', 'max-tokens'];

  it.each(SECRET)('%s: redacted in text as in a map, whatever the value (a state word too)', (name) => {
    expect(isSecretHeader(name)).toBe(true);
    for (const value of ['abc123def456', 'none', 'Bearer abc123def456']) {
      const map = redactHeaders({ [name]: value })[name];
      expect(map).not.toBe(value);
      expect(redactText(`${name}: ${value}`), `${name}: ${value}`).toBe(`${name}: ${map}`);
      expect(redactText(`${name}=${value.split(' ')[0]} next`)).toBe(`${name}=${map} next`);
    }
  });

  it.each(KEPT)('%s: kept in text as in a map', (name) => {
    expect(isSecretHeader(name)).toBe(false);
    const value = 'Bearer realm=x';
    expect(redactHeaders({ [name]: value })[name]).toBe(value);
    expect(redactText(`${name}: ${value}`)).toBe(`${name}: ${value}`);
  });

  it('the reported lines', () => {
    expect(redactText('X-Auth: abc123def456')).toBe('X-Auth: <redacted:token>');
    expect(redactText('X-Amz-Security-Token: abcdefgh1234')).toBe('X-Amz-Security-Token: <redacted:token>');
  });

  it('a bare word without a hyphen stays with the field rules, which keep a state word', () => {
    // The map redacts any value under `token`; in text a bare `token:` is a config or JSON field as often as a header.
    expect(redactText('token: none')).toBe('token: none');
    expect(redactText('token: abc123def')).toBe('token: <redacted:param>');
  });
});

describe('a flag judges its value by the flag, in the = form as in the separate form (argv)', () => {
  // [flag, value, redacted]: a value that names a password (`self.pass_word`) is judged as the flag's, never as its own.
  const ROWS: [string, string, boolean][] = [
    ['--token', 'self.pass_word', true],
    ['--token', 'none', false],
    ['--token', 'ok', false],
    ['--token', 'pwd', true],
    ['--api-key', 'passwd-ok', true],
    ['--password', 'ok', true],
    ['--password', 'none', false],
    ['--db-pass', 'self.pass_word', true],
    ['--port', 'password', false],
  ];
  it.each(ROWS)('%s %s', (flag, value, redacted) => {
    const separate = redactArgs([flag, value]);
    const joined = redactArgs([`${flag}=${value}`]);
    expect(joined).toEqual([separate.join('=')]);
    expect(separate[1] !== value).toBe(redacted);
    if (redacted) expect(separate[1]).toBe(/pass/.test(flag) ? '<redacted:password>' : '<redacted:param>');
  });
});

describe('a quoted value under a secret name is a literal, whatever the separator', () => {
  // [name, separator, quote, value, redacted]: the name decides a quoted value; only a bare value after a lower-case
  // colon or spaced `=` is judged by its looks.
  const SEPARATORS = ['=', ' = ', ': '];
  const ROWS: [string, string, string, string, boolean][] = [];
  for (const sep of SEPARATORS) {
    for (const name of ['secret', 'client_secret', 'SECRET', 'api_key', 'password', 'DB_PASSWORD']) {
      ROWS.push([name, sep, '"', 'abc def', true], [name, sep, "'", 'abc def', true], [name, sep, '"', 'none', false]);
    }
    ROWS.push(['cacheKey', sep, '"', 'list', false], ['monkey', sep, '"', 'abc def', false], ['author', sep, '"', 'abc def', false]);
  }
  // Bare values: `=` with no blank and an upper-case name redact any value; a lower-case prose separator its looks only.
  ROWS.push(
    ['secret', '=', '', 'abcdef', true],
    ['SECRET', ' = ', '', 'abcdef', true],
    ['SECRET', ': ', '', 'abcdef', true],
    ['secret', ' = ', '', 'abcdef', false],
    ['secret', ': ', '', 'abcdef', false],
    ['secret', ' = ', '', 'abc123def', true],
    ['secret', ': ', '', 'abc123def', true],
  );
  it.each(ROWS)('%s%s%s%s', (name, sep, q, value, redacted) => {
    const line = `${name}${sep}${q}${value}${q} next`;
    const out = redactText(line);
    if (redacted) {
      expect(out).not.toContain(value);
      expect(out).toMatch(new RegExp(`^${name}${sep}${q}<redacted:[a-z-]+>${q} next$`));
    } else expect(out).toBe(line);
    expect(redactText(out)).toBe(out);
  });
  it('a JSON field and its text agree', () => {
    for (const name of ['secret', 'client_secret', 'api_key', 'password']) {
      const obj = { [name]: 'abc def' };
      redactJsonStrings(obj);
      expect(obj[name]).toMatch(/^<redacted:[a-z-]+>$/);
      expect(redactText(`{"${name}": "abc def"}`)).toBe(`{"${name}": "${obj[name]}"}`);
    }
  });
  it('the reported lines', () => {
    expect(redactText('secret = "abc def"')).toBe('secret = "<redacted:param>"');
    expect(redactText('client_secret: "abc def"')).toBe('client_secret: "<redacted:secret>"');
    expect(redactText('PASSWORD = "correct horse"')).toBe('PASSWORD = "<redacted:password>"');
  });
});

describe('a header name ending in authorization is a credential header, in text, in a map and in a name/value object', () => {
  const SECRET = ['X-Authorization', 'x-api-authorization', 'X-Forwarded-Authorization', 'Proxy-Authorization', 'authorization'];
  const KEPT = ['authorization-server', 'x-authorization-url', 'x-authorized', 'www-authenticate', 'x-author'];
  it.each(SECRET)('%s', (name) => {
    expect(isSecretHeader(name)).toBe(true);
    for (const value of ['abc123def456', 'none', 'Bearer abc123def456']) {
      const map = redactHeaders({ [name]: value })[name];
      expect(map).toBe('<redacted:authorization>');
      expect(redactText(`${name}: ${value}`)).toBe(`${name}: ${map}`);
      const har = `{"name":"${name}","value":"${value}"}`;
      expect(redactText(har)).toBe(`{"name":"${name}","value":"${map}"}`);
      const parsed = JSON.parse(har) as Record<string, unknown>;
      redactJsonStrings(parsed);
      expect(JSON.stringify(parsed)).toBe(redactText(har));
    }
    expect(redactHeaderValue(name, 'Bearer abc123def456', true)).toBe('Bearer <redacted:authorization>');
    expect(redactText(`${name}=Bearer abc123def456 next=1`)).toBe(`${name}=<redacted:authorization> next=1`);
  });
  it.each(KEPT)('%s stays', (name) => {
    expect(isSecretHeader(name)).toBe(false);
    expect(redactHeaders({ [name]: 'https://a.example.com/x' })[name]).toBe('https://a.example.com/x');
    expect(redactText(`${name}: https://a.example.com/x`)).toBe(`${name}: https://a.example.com/x`);
    expect(redactText(`{"name":"${name}","value":"abc"}`)).toBe(`{"name":"${name}","value":"abc"}`);
  });
  it('a hyphenated header-like name in a name/value object is judged as the map judges it, a state word too', () => {
    expect(redactText('{"name":"X-Auth-Token","value":"none"}')).toBe('{"name":"X-Auth-Token","value":"<redacted:token>"}');
    expect(redactHeaders({ 'X-Auth-Token': 'none' })['X-Auth-Token']).toBe('<redacted:token>');
    // A bare word keeps its parameter judgement.
    expect(redactText('{"name":"token","value":"none"}')).toBe('{"name":"token","value":"none"}');
  });
});

describe('an upper-case *_URL / *_PATH name keeps a value proved to hold no credential', () => {
  // [line, want]: a location named by a secret word keeps a plain URL or path; userinfo, a query, a token-shaped
  // segment or another scheme keeps the value redacted.
  const ROWS: [string, string][] = [
    ['TOKEN_URL=https://auth.example.com/oauth/token', 'TOKEN_URL=https://auth.example.com/oauth/token'],
    ['AUTH_SERVER_URL=http://localhost:8080/mcp', 'AUTH_SERVER_URL=http://localhost:8080/mcp'],
    ['OAUTH_TOKEN_URL: https://a.example.com/.well-known/openid-configuration', 'OAUTH_TOKEN_URL: https://a.example.com/.well-known/openid-configuration'],
    ['TOKEN_URL = "https://a.example.com/token"', 'TOKEN_URL = "https://a.example.com/token"'],
    ['PRIVATE_KEY_PATH=/etc/ssl/private/key.pem', 'PRIVATE_KEY_PATH=/etc/ssl/private/key.pem'],
    ['PASSWORD_FILE_PATH=/run/secrets/db_password', 'PASSWORD_FILE_PATH=/run/secrets/db_password'],
    ['DATABASE_PATH=/var/lib/x.db', 'DATABASE_PATH=/var/lib/x.db'],
    ['SERVER_URL=http://localhost:8080/mcp', 'SERVER_URL=http://localhost:8080/mcp'],
    ['DATABASE_URL=postgres://user:pass@host/db', 'DATABASE_URL=postgres://<redacted:userinfo>@host/db'],
    // The userinfo rule reads the URL first; what is left is not proved harmless either.
    ['SECRET_URL=postgres://user:pass@host/db', 'SECRET_URL=<redacted:param><redacted:userinfo>@host/db'],
    ['TOKEN_URL=https://a.example.com/t?x=1', 'TOKEN_URL=<redacted:param>'],
    ['AUTH_WEBHOOK_URL=https://example.com/hook/a1b2c3d4e5f6g7h8', 'AUTH_WEBHOOK_URL=<redacted:param>'],
    ['API_KEY_PATH=./keys/ABCDEF123456.key', 'API_KEY_PATH=<redacted:param>'],
    ['SECRET_KEY_URL=https://vault/v1/secret/data/XyZ0aB9cD8', 'SECRET_KEY_URL=<redacted:param>'],
    ['TOKEN_URL=data:text/plain;abc', 'TOKEN_URL=<redacted:param>;abc'],
    ['AUTH_TOKEN=https://a.example.com/x', 'AUTH_TOKEN=<redacted:param>'],
    ['TOKEN_URL=https://a.example.com/%74oken', 'TOKEN_URL=<redacted:param>'],
    // A bare word is no path: nothing proves it names a place (`SECRET_PATH=hunter2` was kept).
    ['SECRET_PATH=hunter2', 'SECRET_PATH=<redacted:param>'],
    ['PASSWORD_URL=correcthorsebatterystaple', 'PASSWORD_URL=<redacted:password>'],
    ['PRIVATE_KEY_PATH=certs/key.pem', 'PRIVATE_KEY_PATH=certs/key.pem'],
    // A run of letters as long as a random token (looksRandom's 24) is not a word; words joined by `-` still are.
    ['OAUTH_TOKEN_URL=https://a.example.com/token/abcdefghijklmnopqrstuvwxyzab', 'OAUTH_TOKEN_URL=<redacted:param>'],
    [
      'AUTH_METADATA_URL=https://a.example.com/.well-known/oauth-authorization-server',
      'AUTH_METADATA_URL=https://a.example.com/.well-known/oauth-authorization-server',
    ],
  ];
  it.each(ROWS)('%s', (input, want) => {
    const out = redactText(input);
    expect(out).toBe(want);
    expect(redactText(out)).toBe(out);
  });
});

describe('a Windows path after a secret-named env name loses its user name', () => {
  // [line, want]: the bare value read to its first `\` was `C:`, and the rest of the path, user name and all, stayed
  // after the placeholder. A location name keeps the path with `<user>`; a secret name loses all of it. A JSON
  // string's `\"` and `\\"` still end the value.
  const ROWS: [string, string][] = [
    ['TOKEN_PATH=C:\\Users\\bob\\tok.txt', 'TOKEN_PATH=C:\\Users\\<user>\\tok.txt'],
    ['API_KEY=D:\\Users\\carol\\k.txt rest', 'API_KEY=<redacted:param> rest'],
    ['GITHUB_TOKEN=C:\\Users\\dave\\t', 'GITHUB_TOKEN=<redacted:param>'],
    ['API_KEY = D:\\Users\\carol\\k.txt', 'API_KEY = <redacted:param>'],
    ['TOKEN_PATH: C:\\Users\\bob\\tok.txt', 'TOKEN_PATH: C:\\Users\\<user>\\tok.txt'],
    ['token_path=C:\\Users\\bob\\x', 'token_path=C:\\Users\\<user>\\x'],
    // The forms that already gave `<user>` still do.
    ['TOKEN_PATH=C:/Users/bob/tok.txt', 'TOKEN_PATH=C:/Users/<user>/tok.txt'],
    ['TOKEN_PATH="C:\\Users\\bob\\tok.txt"', 'TOKEN_PATH="C:\\Users\\<user>\\tok.txt"'],
    // Inside a JSON string: `\\` is the path's separator; `\"` and `\\"` end the value as before.
    ['"TOKEN_PATH=C:\\\\Users\\\\bob\\\\tok.txt"', '"TOKEN_PATH=C:\\\\Users\\\\<user>\\\\tok.txt"'],
    ['{"msg":"GITHUB_TOKEN=C:\\\\Users\\\\dave\\\\t\\" x"}', '{"msg":"GITHUB_TOKEN=<redacted:param>\\" x"}'],
    ['{"msg":"API_KEY=C:\\\\Users\\\\erin\\\\k\\\\"}', '{"msg":"API_KEY=<redacted:param>\\\\"}'],
    ['{"msg":"GITHUB_TOKEN=abc123def456\\"x\\" more"}', '{"msg":"GITHUB_TOKEN=<redacted:param>\\"x\\" more"}'],
    ['"env GITHUB_TOKEN=ghp_abcdef1234567890\\\\n next"', '"env GITHUB_TOKEN=<redacted:param>\\\\n next"'],
    // A drive letter with no separator after it is no path: the value ends where it did.
    ['API_KEY=a:b)c', 'API_KEY=<redacted:param>)c'],
  ];
  it.each(ROWS)('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
  });
});

describe('an incoming-webhook URL is redacted under any name, host and route kept', () => {
  // [line, want]: the path after a webhook route is the credential (anyone holding it can post).
  const ROWS: [string, string][] = [
    [
      'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0123ABCD/B0456EFGH/XXXXabcd1234efgh5678ijkl',
      'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/<redacted:webhook>',
    ],
    ['posting to https://hooks.slack.com/workflows/T01/A02/3456/abcDEF failed', 'posting to https://hooks.slack.com/workflows/<redacted:webhook> failed'],
    [
      'DISCORD=https://discord.com/api/webhooks/123456789012345678/abcDEF_ghi-JKL123',
      'DISCORD=https://discord.com/api/webhooks/<redacted:webhook>',
    ],
    // A versioned API route and a percent-encoded path (a webhook URL passed as a query value) hold the same secret.
    ['POST https://discord.com/api/v10/webhooks/123456789012345678/abcDEF_ghi-JKL123', 'POST https://discord.com/api/v10/webhooks/<redacted:webhook>'],
    ['https://hooks.slack.com/services/T0123ABCD%2FB0456EFGH%2FXXXXabcd1234', 'https://hooks.slack.com/services/<redacted:webhook>'],
    [
      'cb?u=https%3A%2F%2Fhooks.slack.com%2Fservices%2FT0123ABCD%2FB0456EFGH%2FXXXXabcd1234&x=1',
      'cb?u=https%3A%2F%2Fhooks.slack.com%2Fservices%2F<redacted:webhook>&x=1',
    ],
  ];
  it.each(ROWS)('%s', (input, want) => {
    const out = redactText(input);
    expect(out).toBe(want);
    expect(redactText(out)).toBe(out);
  });
});

describe('a JSON array of header values under a hyphenated header-like name, text and parsed alike', () => {
  // [name, kind]: the names the header map redacts (isSecretHeader) hold every value of their array as a credential.
  const SECRET: [string, string][] = [
    ['X-Authorization', 'authorization'],
    ['x-amz-security-token', 'token'],
    ['X-Auth', 'token'],
    ['x-goog-api-key', 'api-key'],
    ['X-Client-Secret', 'token'],
    ['authorization', 'authorization'],
    ['Cookie', 'cookie'],
  ];
  // A count of tokens, a challenge, an author and a bare word (no hyphen: a JSON field's name as often) stay.
  const KEPT = ['x-ratelimit-remaining-tokens', 'www-authenticate', 'x-author', 'token', 'content-type'];
  const text = (name: string, values: string[]) => JSON.stringify({ [name]: values });
  const parsed = (name: string, values: string[]) => {
    const obj = JSON.parse(text(name, values)) as Record<string, unknown>;
    redactJsonStrings(obj);
    return JSON.stringify(obj);
  };
  it.each(SECRET)('%s', (name, kind) => {
    const mark = `<redacted:${kind}>`;
    expect(isSecretHeader(name)).toBe(true);
    expect(redactHeaders({ [name]: 'abc123def456' })[name]).toBe(mark);
    for (const values of [['abc123def456'], ['none'], ['Bearer abc123def456', ''], ['a1', 'b2']]) {
      const want = text(name, values.map((v) => (v === '' ? '' : mark)));
      expect(redactText(text(name, values)), text(name, values)).toBe(want);
      expect(parsed(name, values)).toBe(want);
      // The same object inside a JSON string (a logged message).
      const inner = JSON.stringify({ msg: text(name, values) });
      expect(redactText(inner)).toBe(JSON.stringify({ msg: want }));
      expect(redactText(want)).toBe(want);
    }
  });
  it.each(KEPT)('%s stays', (name) => {
    const values = ['abcdefgh', 'none'];
    expect(redactText(text(name, values))).toBe(text(name, values));
    expect(parsed(name, values)).toBe(text(name, values));
  });
  it('the reported lines', () => {
    expect(redactText('{"X-Authorization": ["abc123def456"]}')).toBe('{"X-Authorization": ["<redacted:authorization>"]}');
    expect(redactText('{"x-amz-security-token": ["abc123def456"]}')).toBe('{"x-amz-security-token": ["<redacted:token>"]}');
  });
  it('a quoted header-like name with a string value stays with the JSON field rule, as parsed JSON judges it', () => {
    // A state word under a quoted key is kept by both paths (isJsonFieldSecret); only an array is a header's values.
    expect(redactText('{"x-amz-security-token": "none"}')).toBe('{"x-amz-security-token": "none"}');
    const obj = { 'x-amz-security-token': 'none' };
    redactJsonStrings(obj);
    expect(obj['x-amz-security-token']).toBe('none');
    // An empty array has no value to hide.
    expect(parsed('x-amz-security-token', [])).toBe('{"x-amz-security-token":[]}');
  });
});

describe('a snake_case lookup key and fetch credentials modes keep a word, a secret compound does not', () => {
  // [line, redacted]: a `…_key` after a lookup word keeps a value that reads as a word, quoted or not, as a
  // camelCase lookup key does, and a lone `key` with a spaced `=` keeps a bare one; a credential-looking value is
  // still redacted, and a lone `key`'s quoted value is a literal (`key = "value"`).
  const ROWS: [string, boolean][] = [
    ['key = "value"', true],
    ['key = value', false],
    ['cache_key = "list"', false],
    ['primary_key = "id"', false],
    ['sort_key = "timestamp"', false],
    ['idempotency_key = "request"', false],
    ['partition_key: "tenant"', false],
    ["partition_key: 'tenant'", false],
    ['cache_key="list"', false],
    ['cache_key=list', false],
    ['config.sort_key = "name"', false],
    ['credentials = "include"', false],
    ['credentials: "same-origin"', false],
    ["credentials: 'omit'", false],
    ['credentials="include"', false],
    // A credential-looking value under a lookup key.
    ['cache_key = "abc123def456"', true],
    ['primary_key = "AbCdEf123456"', true],
    ['key = "abc123def456"', true],
    ['partition_key: "x9y8z7w6v5"', true],
    ['cache_key=abc123def456', true],
    // The secret compounds, whatever the value.
    ['api_key = "list"', true],
    ['private_key = "list"', true],
    ['secret_key = "list"', true],
    ['access_key = "list"', true],
    ['client_key = "list"', true],
    ['session_key: "list"', true],
    ['encryption_key = "list"', true],
    // An upper-case env name redacts any value; `key=` with no blank is a parameter (`?key=` holds an API key).
    ['CACHE_KEY = "list"', true],
    ['key="value"', true],
    ['https://maps.example.com/api?key=abcdefgh', true],
    // A value that is no fetch credentials mode, or a mode under another name.
    ['credentials = "hunter"', true],
    ['credentials = "Include"', true],
    ['client_credentials = "include"', true],
    ['secret = "include"', true],
  ];
  it.each(ROWS)('%s', (line, redacted) => {
    const out = redactText(line);
    if (redacted) expect(out, line).toMatch(/<redacted:[a-z-]+>/);
    else expect(out).toBe(line);
    expect(redactText(out)).toBe(out);
  });
  it('a JSON field and its parsed object agree', () => {
    const FIELDS: [string, string, boolean][] = [
      ['cache_key', 'list', false],
      ['primary_key', 'id', false],
      ['credentials', 'include', false],
      ['cache_key', 'abc123def456', true],
      ['api_key', 'list', true],
      ['credentials', 'hunter', true],
    ];
    for (const [name, value, redacted] of FIELDS) {
      const text = JSON.stringify({ [name]: value });
      const obj = { [name]: value };
      redactJsonStrings(obj);
      expect(JSON.stringify(obj)).toBe(redactText(text));
      expect(obj[name] !== value, text).toBe(redacted);
    }
  });
  it('a name/value object with a lookup key keeps a word', () => {
    expect(redactText('{"name":"cache_key","value":"list"}')).toBe('{"name":"cache_key","value":"list"}');
    expect(redactText('{"name":"cache_key","value":"abc123def456"}')).toBe('{"name":"cache_key","value":"<redacted:param>"}');
    expect(redactText('{"name":"api_key","value":"list"}')).toBe('{"name":"api_key","value":"<redacted:param>"}');
  });
});

describe('the separators a quoted value under a secret name is read after', () => {
  // [line, redacted]: `=` and `:` with or without blanks, a JSON key's quotes, escaped quotes, a flag's blank; no other.
  const ROWS: [string, boolean][] = [
    ['secret="abc def"', true],
    ['secret = "abc def"', true],
    ['secret\t=\t"abc def"', true],
    ['secret:"abc def"', true],
    ['secret : "abc def"', true],
    ['"secret": "abc def"', true],
    ['secret=\\"abc def\\"', true],
    ['secret: \\"abc def\\"', true],
    ['secret = \\"abc def\\"', true],
    ['--secret "abc def"', true],
    ['SECRET: "abc def"', true],
    ['secret := "abc def"', true],
    ['secret => "abc def"', false],
    ['secret -> "abc def"', false],
    ['secret "abc def"', false],
    // With `:` a lone `key` names no secret (a map entry's key); with `=` it is a parameter, and with a spaced `=`
    // its quoted value a literal (a Python or TOML `key = "…"`).
    ['key: "abc def"', false],
    ['key="abc def"', true],
    ['key = "abc def"', true],
  ];
  it.each(ROWS)('%s', (line, redacted) => {
    const out = redactText(line);
    expect(out !== line, out).toBe(redacted);
    if (redacted) expect(out).not.toContain('abc def');
  });
});

describe('util.inspect header-value arrays and a quoted header field holding a state word, text and parsed alike', () => {
  // util.inspect prints a header map's values as a single-quoted array (`{ 'X-Auth': [ 'abc…' ] }`): each string is
  // a credential under a header name, as in a JSON array, and keeps its quotes.
  const ROWS: [string, string][] = [
    ["{ 'X-Auth': [ 'abc123def456' ] }", "{ 'X-Auth': [ '<redacted:token>' ] }"],
    ["{'authorization': ['abc123def456']}", "{'authorization': ['<redacted:authorization>']}"],
    ["{ 'x-api-key': [ 'abc123def456', '' ] }", "{ 'x-api-key': [ '<redacted:api-key>', '' ] }"],
    ["{ 'x-amz-security-token': [ 'none' ] }", "{ 'x-amz-security-token': [ '<redacted:token>' ] }"],
    ["{ cookie: [ 'sid=abc123def456', 'theme=dark' ] }", "{ cookie: [ '<redacted:cookie>', '<redacted:cookie>' ] }"],
    // Go's map and Java's list stay one placeholder per list.
    ['map[X-Api-Key:[abc123def456]]', 'map[X-Api-Key:[<redacted:api-key>]]'],
    ['{Cookie=[sid=abc123def456]}', '{Cookie=[<redacted:cookie>]}'],
  ];
  it.each(ROWS)('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
    expect(redactText(want)).toBe(want);
  });
  // A listed header's name as a quoted key with a string value is a JSON field on both paths: a state word stays,
  // as parsed JSON keeps it and as a hyphenated header-like name's field keeps it; any other value is redacted.
  const FIELDS: [Record<string, string>, Record<string, string>][] = [
    [{ 'x-auth-token': 'none' }, { 'x-auth-token': 'none' }],
    [{ authorization: 'none' }, { authorization: 'none' }],
    [{ cookie: 'unknown' }, { cookie: 'unknown' }],
    [{ 'x-amz-security-token': 'none' }, { 'x-amz-security-token': 'none' }],
    [{ 'x-auth-token': 'abc123def456' }, { 'x-auth-token': '<redacted:token>' }],
    [{ authorization: 'Bearer abc123def456' }, { authorization: '<redacted:authorization>' }],
  ];
  it.each(FIELDS)('%o', (input, want) => {
    const obj = { ...input };
    redactJsonStrings(obj);
    expect(obj).toEqual(want);
    expect(redactText(JSON.stringify(input))).toBe(JSON.stringify(want));
    expect(redactText(JSON.stringify({ msg: JSON.stringify(input) }))).toBe(JSON.stringify({ msg: JSON.stringify(want) }));
  });
  it('a header line holds a credential whatever its value', () => {
    expect(redactText('X-Auth-Token: none')).toBe('X-Auth-Token: <redacted:token>');
    expect(redactText('Authorization: none')).toBe('Authorization: <redacted:authorization>');
  });
});

describe('a `…Key` or `…_key` name is a lookup key only after a lookup word; any other compound keeps no word', () => {
  // A license, webhook, SSH, deploy or vendor key is a credential whatever it reads as (`swordfish` is a password a
  // person chose); only a name that says what it looks up (`cache_key`, `sortKey`) keeps a value that reads as a word.
  const SECRET = ['license_key', 'webhook_key', 'ssh_key', 'deploy_key', 'stripe_key', 'openai_key', 'storage_key', 'routing_key', 'licenseKey', 'hmacKey', 'sshKey', 'openaiKey', 'a.license_key'];
  const LOOKUP = ['cache_key', 'sort_key', 'primary_key', 'idempotency_key', 'partition_key', 'cacheKey', 'sortKey', 'primaryKey', 'idempotencyKey', 'partitionKey', 'a.cache_key'];
  const forms = (n: string) => [`${n} = "swordfish"`, `${n}: "swordfish"`, `${n}="swordfish"`, `${n}=swordfish`, JSON.stringify({ [n]: 'swordfish' })];
  const parsed = (n: string) => {
    const obj: Record<string, unknown> = { [n]: 'swordfish' };
    redactJsonStrings(obj);
    return obj[n];
  };
  it.each(SECRET)('%s is redacted', (n) => {
    for (const line of forms(n)) expect(redactText(line), line).not.toContain('swordfish');
    expect(parsed(n)).not.toBe('swordfish');
  });
  it.each(LOOKUP)('%s keeps a word', (n) => {
    for (const line of forms(n)) expect(redactText(line), line).toBe(line);
    expect(parsed(n)).toBe('swordfish');
    expect(redactText(`${n}="abc123def456"`)).not.toContain('abc123def456');
  });
});

describe('a lone `key` with a spaced `=` and a quoted value is a secret (Python, TOML: `key = "…"` holds an API key)', () => {
  // A quoted value is a literal, as `key="…"` reads it; a placeholder such as `"value"` redacted costs nothing. A
  // bare value stays prose's lookup key (`key = value`), and a lookup word's compound still keeps a word.
  const ROWS: [string, string][] = [
    ['key = "swordfish"', 'key = "<redacted:param>"'],
    ['key = "value"', 'key = "<redacted:param>"'],
    ["key = 'swordfish'", "key = '<redacted:param>'"],
    ['cache_key = "list"', 'cache_key = "list"'],
    ['sort_key = "id"', 'sort_key = "id"'],
  ];
  it.each(ROWS)('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
    expect(redactText(want)).toBe(want);
  });
});

describe('a passphrase or cookie header is a credential header on both paths', () => {
  const LINES: [string, string][] = [
    ['X-Passphrase', 'hunter'],
    ['X-Session-Cookie', 'abcdef'],
    ['CB-ACCESS-PASSPHRASE', 'hunter'],
    ['CB-ACCESS-SIGN', 'abc123'],
  ];
  it.each(LINES)('%s: %s', (name, value) => {
    const out = redactText(`${name}: ${value}`);
    expect(out).toMatch(new RegExp(`^${name}: <redacted:[a-z-]+>$`));
    expect(redactText(out)).toBe(out);
  });
  it.each(['X-Passphrase', 'X-Session-Cookie', 'CB-ACCESS-PASSPHRASE', 'CB-ACCESS-SIGN'])('%s in a header map', (name) => {
    const out = redactHeaders({ [name]: 'hunter', Accept: 'text/plain' });
    expect(out[name]).not.toBe('hunter');
    expect(out.Accept).toBe('text/plain');
  });
  // `sign` counts as a whole hyphen-separated part only: a name it merely starts or ends is no signature.
  it.each(['X-Design: abc', 'X-Signal-Id: abc', 'x-signed-by: bob'])('keeps %s', (line) => {
    expect(redactText(line)).toBe(line);
    const [name = '', value = ''] = line.split(': ');
    expect(redactHeaders({ [name]: value })[name]).toBe(value);
  });
});

describe("Go's `:=` reads as a spaced `=`", () => {
  const ROWS: [string, string][] = [
    ['token := "abc123def456"', 'token := "<redacted:param>"'],
    ['password := "swordfish"', 'password := "<redacted:password>"'],
    ['apiKey:="abc123def456"', 'apiKey:="<redacted:param>"'],
    ['token := abc123def456', 'token := <redacted:param>'],
    ['token:=abc123def456', 'token:=<redacted:param>'],
    // An upper-case name reads it as the env rule reads `=` and `:` (the value was left whole, after a placeholder).
    ['TOKEN := "abc123def456"', 'TOKEN := "<redacted:param>"'],
    ['API_KEY:=abc123def456', 'API_KEY:=<redacted:param>'],
    // Code and state words stay, as with `=`.
    ['token := os.Getenv("TOKEN")', 'token := os.Getenv("TOKEN")'],
    ['token := "none"', 'token := "none"'],
    ['count := 3', 'count := 3'],
  ];
  it.each(ROWS)('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
    expect(redactText(want)).toBe(want);
  });
});
