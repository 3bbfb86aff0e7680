import { describe, expect, it } from 'vitest';
import { parseMessageText } from '../../src/record/json-text.js';
import { recordHeaders, redactArgs, redactJsonStrings, redactText, redactUrl } from '../../src/record/secrets.js';

// The rules are src/redact.ts's (test/redact.test.ts); these tests pin what the recorder writes.
describe('recorder secrets', () => {
  it('redacts credential headers, keeping the auth scheme and the MCP headers', () => {
    const h = recordHeaders(
      {
        Authorization: 'Bearer abc.def',
        'proxy-authorization': 'Basic dXNlcjpwYXNz',
        cookie: 'sid=1',
        'set-cookie': ['a=1', 'b=2'],
        'x-api-key': 'k',
        'X-Auth-Token': 't',
        'x-goog-api-key': 'g',
        'mcp-session-id': 'sess-1',
        'mcp-protocol-version': '2025-11-25',
        'last-event-id': '7',
        'www-authenticate': 'Bearer realm="x"',
        __proto__: 'weird',
      } as Record<string, string | string[]>,
      false,
    );
    expect({ ...h }).toEqual({
      authorization: 'Bearer <redacted:authorization>',
      'proxy-authorization': 'Basic <redacted:authorization>',
      cookie: '<redacted:cookie>',
      'set-cookie': '<redacted:cookie>',
      'x-api-key': '<redacted:api-key>',
      'x-auth-token': '<redacted:token>',
      'x-goog-api-key': '<redacted:api-key>',
      'mcp-session-id': 'sess-1',
      'mcp-protocol-version': '2025-11-25',
      'last-event-id': '7',
      'www-authenticate': 'Bearer realm="x"',
    });
    expect(Object.getPrototypeOf(h)).toBe(null);
  });

  it('keeps everything with keepSecrets', () => {
    expect({ ...recordHeaders({ authorization: 'Bearer abc' }, true) }).toEqual({ authorization: 'Bearer abc' });
  });

  it.each([
    ['http://h/mcp?token=abc&x=1', 'http://h/mcp?token=<redacted:param>&x=1'],
    ['/mcp?api_key=a&access_token=b&key=c', '/mcp?api_key=<redacted:param>&access_token=<redacted:param>&key=<redacted:param>'],
    ['/callback?code=4/0AX4&state=s1', '/callback?code=<redacted:param>&state=s1'],
    ['/messages?sessionId=0a1b', '/messages?sessionId=0a1b'],
    ['/mcp?token=', '/mcp?token='],
  ])('URL %s', (input, want) => {
    expect(redactUrl(input)).toBe(want);
  });

  it.each([
    ['MCP_PROXY_AUTH_TOKEN=abc123 started', 'MCP_PROXY_AUTH_TOKEN=<redacted:param> started'],
    ['GITHUB_TOKEN: "ghp_x1"', 'GITHUB_TOKEN: "<redacted:token>"'],
    ['GITHUB_TOKEN: ghp_x1 set', 'GITHUB_TOKEN: <redacted:param> set'],
    ['API_KEY = abc9', 'API_KEY = <redacted:param>'],
    ['OPENAI_API_KEY=sk-1 other', 'OPENAI_API_KEY=<redacted:param> other'],
    ['Authorization: Bearer eyJ0.x.y', 'Authorization: <redacted:authorization>'],
    ['header authorization=abc', 'header authorization=<redacted:authorization>'],
    ['fetching https://x/y?token=zz ok', 'fetching https://x/y?token=<redacted:param> ok'],
    ['retry with DPoP abc.12345', 'retry with DPoP <redacted:dpop>'],
    ['progressToken is 3; Bearer token missing', 'progressToken is 3; Bearer token missing'],
    ['Invalid token provided', 'Invalid token provided'],
  ])('text %s', (input, want) => {
    expect(redactText(input)).toBe(want);
  });

  it('redacts credential flags in the command line', () => {
    expect(redactArgs(['node', 's.js', '--api-key', 'k1', '--token=t1', '--port', '80', 'API_TOKEN=x'])).toEqual([
      'node',
      's.js',
      '--api-key',
      '<redacted:param>',
      '--token=<redacted:param>',
      '--port',
      '80',
      'API_TOKEN=<redacted:param>',
    ]);
  });

  it('redacts string values in parsed JSON without touching prototypes', () => {
    const v = JSON.parse('{"__proto__":"MY_TOKEN=abc","a":["Bearer xyz.123",{"b":"SECRET_KEY=q"}],"progressToken":1}');
    expect(redactJsonStrings(v)).toBe(true);
    expect(JSON.stringify(v)).toBe('{"__proto__":"MY_TOKEN=<redacted:param>","a":["Bearer <redacted:bearer>",{"b":"SECRET_KEY=<redacted:param>"}],"progressToken":1}');
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
  });

  it('redacts the value of a secret-named key, keeping progress tokens and empty values', () => {
    const v = JSON.parse('{"arguments":{"password":"hunter2","apiKey":"k","progressToken":"p-1","token":""},"note":"ok"}');
    expect(redactJsonStrings(v)).toBe(true);
    expect(v).toEqual({ arguments: { password: '<redacted:password>', apiKey: '<redacted:api-key>', progressToken: 'p-1', token: '' }, note: 'ok' });
    expect(redactJsonStrings({ id: 'sess-1', method: 'tools/call', params: { name: 'x' } })).toBe(false);
  });

  // The short parameter words are field names too: a message written by the recorder hides what `auth=` hides.
  it('writes a message with the short secret words as fields redacted, and the words they only end kept', () => {
    const text = JSON.stringify({
      jsonrpc: '2.0', id: 1, method: 'tools/call',
      params: { auth: 'abc123def456', pwd: 'abc123def', sig: 'abc123def456', passphrase: 'abc123def', db_pass: 'abc123def', bypass: 'abc123def', oauth: 'abc123def', pass: 'abc123def' },
    });
    const out = parseMessageText(text, false);
    expect(out.ok && JSON.parse(out.json)).toEqual({
      jsonrpc: '2.0', id: 1, method: 'tools/call',
      params: {
        auth: '<redacted:token>', pwd: '<redacted:password>', sig: '<redacted:token>', passphrase: '<redacted:password>',
        db_pass: '<redacted:password>', bypass: 'abc123def', oauth: 'abc123def', pass: 'abc123def',
      },
    });
    const kept = parseMessageText(text, true);
    expect(kept.ok && kept.json).toBe(text);
  });
});
