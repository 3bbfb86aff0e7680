/**
 * A server's access lines pasted alone (uvicorn's `INFO:     127.0.0.1:53712 - "POST /mcp HTTP/1.1" 307 Temporary
 * Redirect`): the request line's method and path to an MCP path are the evidence (hosts/http-exchange.ts mcpAccessLine),
 * each status read by what it means (classify/host-words.ts, protocol/http-status-meaning.ts), a redirect the client
 * repeated at the new path ending nothing (redirectRepeated: modelcontextprotocol/python-sdk#732), a site's other paths
 * no MCP at all.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { readAll, tempFile } from '../helpers.js';
import { accessRequest, httpExchangePhrases, legacyFallbackShown, mcpAccessLine, PROBE_DECLINED_NOTE, probeRefused, REDIRECT_FOLLOWED_NOTE, redirectedPost, redirectedPostPhrase, redirectRepeated } from '../../../src/ingest/hosts/http-exchange.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

const uvicorn = (method: string, path: string, status: string): string => `INFO:     127.0.0.1:53712 - "${method} ${path} HTTP/1.1" ${status}`;

describe('mcpAccessLine', () => {
  it.each([
    ['POST', '/mcp', true],
    ['POST', '/mcp/', true],
    ['GET', '/sse', true],
    ['POST', '/messages/?session_id=4f1c', true],
    ['DELETE', '/mcp', true],
    ['GET', '/api/mcp', true],
    ['HEAD', '/mcp', false],
    ['OPTIONS', '/mcp', false],
    ['GET', '/', false],
    ['POST', '/', false],
    ['GET', '/favicon.ico', false],
    ['GET', '/.well-known/oauth-protected-resource/mcp', false],
    ['POST', '/register', false],
    // The endpoint's last segment exactly: a session id only on the legacy transport's message path (review R15).
    ['GET', '/mcp?token=abc', true],
    ['POST', '/api/mcp/', true],
    ['POST', '/mcp/messages/?session_id=9a2e', true],
    ['GET', '/sse/', true],
    ['GET', '/checkout/success?session_id=cs_test_a1', false],
    ['POST', '/api/messages', false],
    ['POST', '/messages/', false],
    ['GET', '/stream/sse-events', false],
    ['GET', '/mcp-docs', false],
    ['GET', '/mcp/tools.json', false],
    ['POST', '/sse?session_id=4f1c', true],
  ])('%s %s → %s', (method, path, want) => {
    expect(mcpAccessLine(uvicorn(method, path, '404 Not Found'))).toBe(want);
  });
  it.each([
    ['GET /mcp HTTP/1.1" 406 Not Acceptable', true],
    ['"POST /mcp/ HTTP/1.1" 400 Bad Request', true],
    ['INFO: "POST /mcp HTTP/1.1" 421 Misdirected Request', true],
    ['INFO: 172.17.0.1:50588 - "POST /mcp HTTP/1.1" 400 Bad Request', true],
    ['analyzer-mcp  | INFO:     10.20.7.33:51874 - "GET /mcp HTTP/1.1" 421 Misdirected Request', true],
    // A proxy's access line prints the bytes, not the reason: not uvicorn's (a browser's GET /sse: ThinkInAIXYZ/go-mcp#147).
    ['10.0.0.2 - - [05/Dec/2026:06:01:02 +0000] "GET /sse HTTP/1.1" 200 0 "-" "Mozilla/5.0"', false],
    ['the client POSTs /mcp and gets 307', false],
    // Django runserver's line: its clock of day in brackets, the bytes after the status (gts360/django-mcp-server#34).
    ['[26/Jul/2025 23:26:17] "GET /mcp HTTP/1.0" 406 57', true],
    ['user-service  | [26/Jul/2025 23:26:17] "POST /api/mcp HTTP/1.1" 200 325', true],
    ['[26/Jul/2025 23:26:17] "GET /api/v1/accounts/user/ HTTP/1.0" 200 264', false],
    ['[26/Jul/2025 23:26:17] "HEAD /mcp HTTP/1.1" 405 0', false],
    // uvicorn.access's message under gunicorn's or an app's format: the bare status, no reason phrase
    // (modelcontextprotocol/python-sdk#520, IBM/mcp-context-forge#803, PrefectHQ/fastmcp#2083).
    ['127.0.0.1:48270 - "GET /mcps/sse HTTP/1.1" 200', true],
    ['2025-08-21 07:46:26,221 - uvicorn.access - INFO - 127.0.0.1:45786 - "POST /mcp HTTP/1.1" 307', true],
    ['INFO - 2025-10-13 09:05:12,592 uvicorn.access:L473 [c1] [PID: 42876] [TID: 871] 127.0.0.1:55936 - "POST /mcp HTTP/1.1" 200', true],
    ['127.0.0.1:48270 - "GET /favicon.ico HTTP/1.1" 200', false],
    // …not another logger's line that happens to end the same way, nor a common log line (address, `- -`, clock).
    ['2025-08-21 07:46:26,221 - app.proxy - INFO - 127.0.0.1:45786 - "POST /mcp HTTP/1.1" 307', false],
    ['127.0.0.1 - - [05/Dec/2026:06:01:02 +0000] "POST /mcp HTTP/1.1" 307 0', false],
    // …not a clock with a zone (a common log line's), nor the status without its bytes.
    ['[26/Jul/2025:23:26:17 +0000] "GET /mcp HTTP/1.0" 406 57', false],
    ['[26/Jul/2025 23:26:17] "GET /mcp HTTP/1.0" 406', false],
  ])('%s → %s', (line, want) => {
    expect(mcpAccessLine(line)).toBe(want);
  });
});

describe('redirectRepeated', () => {
  it.each([
    [uvicorn('POST', '/mcp/', '200 OK'), true],
    [uvicorn('POST', '/mcp/', '400 Bad Request'), true],
    [uvicorn('GET', '/mcp/', '200 OK'), false],
    [uvicorn('POST', '/mcp', '307 Temporary Redirect'), false],
    [uvicorn('POST', '/mcp', '200 OK'), true],
    // Another client's POST to another endpoint is no repeat (review R15).
    [uvicorn('POST', '/messages/?session_id=4f1c', '202 Accepted'), false],
    [uvicorn('POST', '/api/mcp/', '200 OK'), false],
    ['Processing request of type CallToolRequest', false],
  ])('after POST /mcp 307: %s → %s', (next, want) => {
    expect(redirectRepeated(accessRequest(uvicorn('POST', '/mcp', '307 Temporary Redirect'))!, next)).toBe(want);
  });
});

describe('redirectedPost: the one grammar of a redirected POST', () => {
  it.each([
    [uvicorn('POST', '/mcp', '307 Temporary Redirect'), { method: 'POST', path: '/mcp', status: 307 }],
    [uvicorn('POST', '/api', '308 Permanent Redirect'), { method: 'POST', path: '/api', status: 308 }],
    // A reporter's cut from the method on (homeassistant-ai/ha-mcp#750's form).
    ['POST /mcp HTTP/1.1" 307 Temporary Redirect', { method: 'POST', path: '/mcp', status: 307 }],
    [uvicorn('GET', '/mcp', '307 Temporary Redirect'), null],
    [uvicorn('POST', '/mcp/', '200 OK'), null],
    [uvicorn('POST', '/mcp', '302 Found'), null],
  ])('%s', (line, want) => {
    expect(redirectedPost(line)).toEqual(want);
  });
});

describe('the redirected POST row', () => {
  // The fact the verdict keys on (HostSaid.unrepeated): set by the row, read only where the repeat was looked for.
  it('a redirect not repeated says so', () => {
    expect(readSaid([redirectedPostPhrase], uvicorn('POST', '/mcp', '307 Temporary Redirect'))).toMatchObject({ kind: 'http-status', status: 307, unrepeated: true });
  });
  it('a redirect the reader saw repeated is no row', () => {
    expect(readSaid([redirectedPostPhrase], `${uvicorn('POST', '/mcp', '307 Temporary Redirect')} ${REDIRECT_FOLLOWED_NOTE}`)).toBeNull();
  });
});

describe('a declined transport probe', () => {
  it.each([
    [uvicorn('POST', '/sse', '404 Not Found'), { method: 'POST', path: '/sse', status: 404 }],
    [uvicorn('POST', '/sse/', '405 Method Not Allowed'), { method: 'POST', path: '/sse/', status: 405 }],
    [uvicorn('POST', '/', '400 Bad Request'), { method: 'POST', path: '/', status: 400 }],
    [uvicorn('POST', '/api/sse', '405 Method Not Allowed'), { method: 'POST', path: '/api/sse', status: 405 }],
    // Not a status a client falls back on, not the stream's path or the root, a session in the path, not a POST.
    [uvicorn('POST', '/sse', '401 Unauthorized'), null],
    [uvicorn('POST', '/sse', '502 Bad Gateway'), null],
    [uvicorn('POST', '/mcp', '404 Not Found'), null],
    [uvicorn('POST', '/messages/?session_id=4f1c', '404 Not Found'), null],
    [uvicorn('GET', '/sse', '405 Method Not Allowed'), null],
  ])('probeRefused(%s)', (line, want) => {
    expect(probeRefused(line)).toEqual(want);
  });
  const probe = { method: 'POST', path: '/sse/', status: 405 };
  it.each([
    [uvicorn('GET', '/sse/', '200 OK'), true],
    [uvicorn('GET', '/sse', '200 OK'), true],
    ['198.51.100.51 - - [27/Jun/2025:04:57:16 +0000] "POST /mcp/messages?sessionId=8d2f HTTP/1.1" 200 0 "-" "x"', true],
    [uvicorn('POST', '/messages/?session_id=4f1c', '202 Accepted'), true],
    [uvicorn('GET', '/sse/', '404 Not Found'), false],
    [uvicorn('GET', '/other', '200 OK'), false],
    [uvicorn('POST', '/messages/?session_id=4f1c', '404 Not Found'), false],
    [uvicorn('POST', '/mcp', '200 OK'), false],
    ['Starting server on port 8000', false],
  ])('legacyFallbackShown(POST /sse/ 405, %s)', (line, want) => {
    expect(legacyFallbackShown(probe, line)).toBe(want);
  });
  it('a probe at a Streamable path is never one, whatever follows', () => {
    expect(legacyFallbackShown({ method: 'POST', path: '/mcp', status: 404 }, uvicorn('GET', '/mcp', '200 OK'))).toBe(false);
  });
  // A client that probes over and over and never falls back (a legacy server's log of one such client): every refusal is
  // read as one, in linear time. Each held probe was tried against every later line while new probes kept the wait
  // open: 8,000 such lines took 11 s, 16,000 took 28 s.
  it('a log of refused probes and no fallback is read in linear time, each refusal its own', async () => {
    const n = 8000;
    const text = `${Array.from({ length: n }, (_, i) => uvicorn('POST', '/sse', '405 Method Not Allowed').replace('53712', String(20000 + i))).join('\n')}\n`;
    const t0 = performance.now();
    const { events } = await readAll(tempFile('probes-no-fallback.log', text));
    const ms = performance.now() - t0;
    expect(events.filter((e) => e.said?.status === 405)).toHaveLength(n);
    expect(ms).toBeLessThan(4000);
  });
  it("the refusal rows do not read a declined probe's line", () => {
    expect(readSaid(httpExchangePhrases, uvicorn('POST', '/sse/', '405 Method Not Allowed'))).toMatchObject({ kind: 'http-status', status: 405 });
    expect(readSaid(httpExchangePhrases, `${uvicorn('POST', '/sse/', '405 Method Not Allowed')} ${PROBE_DECLINED_NOTE}`)).toBeNull();
    expect(readSaid(httpExchangePhrases, `${uvicorn('POST', '/', '404 Not Found')} ${PROBE_DECLINED_NOTE}`)).toBeNull();
  });
});

describe('uvicorn access lines pasted alone', () => {
  it.each([
    // [lines, [outcome, cause, serverState] of the one request, or null for none, words the summary says]
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect')], ['failed', 'unknown', 'unknown'], /HTTP 307, a redirect.*reached no handler/],
    [[uvicorn('POST', '/mcp', '308 Permanent Redirect')], ['failed', 'unknown', 'unknown'], /HTTP 308, a redirect/],
    [[uvicorn('POST', '/mcp', '421 Misdirected Request')], ['failed', 'server-error', 'failed'], /HTTP 421 here is the Python SDK's transport security refusing the Host header \(its DNS-rebinding protection\)/],
    [[uvicorn('POST', '/mcp/', '406 Not Acceptable')], ['failed', 'server-error', 'failed'], /HTTP 406 is the server refusing the Accept header/],
    [[uvicorn('POST', '/mcp', '405 Method Not Allowed')], ['failed', 'server-error', 'failed'], /HTTP 405: the endpoint serves no such method/],
    [[uvicorn('POST', '/mcp/', '400 Bad Request')], ['failed', 'server-error', 'failed'], /^Unknown was refused with HTTP 400\.$/],
    [[uvicorn('POST', '/messages/?session_id=4f1c', '404 Not Found')], ['failed', 'session-expired', 'unknown'], /no longer knew the session/],
    [[uvicorn('POST', '/mcp', '504 Gateway Timeout')], ['failed', 'gateway-error', 'unknown'], /intermediary/],
    // A redirect the client followed with the same POST: the repeat carries the message; nothing failed.
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('POST', '/mcp/', '200 OK')], null, null],
    // … and the repeat refused: the refusal is the request's end, the redirect nothing.
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('POST', '/mcp/', '421 Misdirected Request')], ['failed', 'server-error', 'failed'], /HTTP 421/],
    // Another client's lines between the redirect and its repeat (run-llama/notebookllama#16's terminal).
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('GET', '/mcp', '307 Temporary Redirect'), uvicorn('GET', '/mcp/', '200 OK'), uvicorn('POST', '/mcp/', '202 Accepted')], null, null],
    // Two redirects before their repeats: each repeat answers one.
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('POST', '/mcp/', '200 OK'), uvicorn('POST', '/mcp/', '200 OK')], null, null],
    // GETs open the event stream and DELETE ends a session: no request is carried, none is listed.
    [[uvicorn('GET', '/mcp', '421 Misdirected Request')], null, null],
    [[uvicorn('GET', '/sse', '405 Method Not Allowed')], null, null],
    [[uvicorn('GET', '/mcp', '307 Temporary Redirect')], null, null],
    [[uvicorn('DELETE', '/mcp', '404 Not Found')], null, null],
    // A second client's message POST within the window does not clear the redirect: it stays unrepeated.
    [[uvicorn('POST', '/mcp', '307 Temporary Redirect'), uvicorn('POST', '/messages/?session_id=4f1c', '202 Accepted')], ['failed', 'unknown', 'unknown'], /HTTP 307, a redirect/],
    // Django runserver's lines alone: the refused GET carries no request; a refused POST is one (gts360/django-mcp-server#34).
    [['Not Acceptable: /mcp', 'user-service  | [26/Jul/2025 23:26:17] "GET /mcp HTTP/1.0" 406 57'], null, null],
    [['[26/Jul/2025 23:26:17] "POST /api/mcp HTTP/1.1" 406 57'], ['failed', 'server-error', 'failed'], /HTTP 406 is the server refusing the Accept header/],
    // uvicorn.access's message alone (gunicorn's worker): a redirect not repeated is read as uvicorn's; a GET refused is no request.
    [['127.0.0.1:48270 - "POST /mcp HTTP/1.1" 307'], ['failed', 'unknown', 'unknown'], /HTTP 307, a redirect/],
    [['127.0.0.1:48270 - "GET /mcp HTTP/1.1" 406', '127.0.0.1:48280 - "POST /mcp HTTP/1.1" 200'], null, null],
    // A refused POST judged by its path strictly (review R18), a prefix before the endpoint's segment still the endpoint.
    [[uvicorn('POST', '/proxy/mcp/', '400 Bad Request')], ['failed', 'server-error', 'failed'], /HTTP 400/],
    [[uvicorn('POST', '/svc/messages/?session_id=0d1c2b3a4f5e46a7b8c9d0e1f2a3b4c5', '404 Not Found')], ['failed', 'session-expired', 'unknown'], /./],
    // … and a gateway's route after the endpoint's segment (lobehub/lobehub#10161: `/mcp/<server>/sse/<user>`).
    [[uvicorn('POST', '/mcp/notes/sse/dana', '405 Method Not Allowed')], ['failed', 'server-error', 'failed'], /HTTP 405/],
    // A client's Streamable HTTP probe declined by a legacy server, then its fallback (transports, Backwards
    // compatibility): the stream opened at the same path (openai/sample-deep-research-mcp#2's ChatGPT) …
    [[uvicorn('POST', '/sse/', '405 Method Not Allowed'), uvicorn('GET', '/sse', '307 Temporary Redirect'), uvicorn('GET', '/sse/', '200 OK')], null, null],
    // … or its messages accepted at the endpoint the stream named, the GET logged when it closed (nginx, OpenAI's client:
    // quarkiverse/quarkus-mcp-server#317).
    [['198.51.100.48 - - [27/Jun/2025:04:57:15 +0000] "POST /sse HTTP/1.1" 404 112 "-" "openai-mcp/1.0.0"',
      '198.51.100.51 - - [27/Jun/2025:04:57:16 +0000] "POST /mcp/messages?sessionId=8d2f6a41 HTTP/1.1" 200 0 "-" "openai-mcp/1.0.0"'], null, null],
    // The probe at the root declined, the stream at the root opened by its endpoint's messages.
    [[uvicorn('POST', '/', '404 Not Found'), uvicorn('POST', '/messages/?session_id=4f1c', '202 Accepted')], null, null],
    // No fallback shown: the refusal is the request's end.
    [[uvicorn('POST', '/sse', '405 Method Not Allowed')], ['failed', 'server-error', 'failed'], /HTTP 405/],
    [[uvicorn('POST', '/sse', '404 Not Found'), uvicorn('GET', '/sse', '404 Not Found')], ['failed', 'server-error', 'failed'], /HTTP 404/],
    // Too late: the fallback must show within a few lines with words.
    [[uvicorn('POST', '/sse', '405 Method Not Allowed'), ...Array.from({ length: 5 }, () => uvicorn('GET', '/health', '200 OK')), uvicorn('GET', '/sse', '200 OK')],
      ['failed', 'server-error', 'failed'], /HTTP 405/],
    // A Streamable HTTP endpoint's 404 then a GET stream at the same path is a session lost and begun again, no probe.
    [[uvicorn('POST', '/mcp', '404 Not Found'), uvicorn('GET', '/mcp', '200 OK')], ['failed', 'session-expired', 'unknown'], /no longer knew the session/],
  ] as const)('%j', async (lines, want, summary) => {
    const r = await analyze([tempFile('access.log', `${lines.join('\n')}\n`)], { tz: 'UTC' });
    if (want === null) {
      expect(r.requests).toEqual([]);
      return;
    }
    expect(r.requests.map((q) => [q.outcome, q.cause, q.serverState])).toEqual([want]);
    expect(r.requests[0]!.summary).toMatch(summary!);
  });
  // A 421 means the Host refused only where the line shows the Python SDK's transport security: a proxy's own 421 (its
  // combined line prints bytes, not uvicorn's reason phrase) is the status alone.
  it.each([
    ['10.0.0.5 - - [01/Jun/2025:10:00:00 +0000] "POST /mcp HTTP/1.1" 421 0 "-" "node"', /^Unknown was refused with HTTP 421\.$/],
    [uvicorn('POST', '/mcp', '421 Misdirected Request'), /^Unknown was refused with HTTP 421\. HTTP 421 here is the Python SDK's transport security/],
  ])('a 421 in %s', async (line, summary) => {
    const r = await analyze([tempFile('access.log', `${line}\n`)], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.outcome, q.cause, q.serverState])).toEqual([['failed', 'server-error', 'failed']]);
    expect(r.requests[0]!.summary).toMatch(summary);
  });
  it.each([
    [[uvicorn('GET', '/', '404 Not Found')]],
    [[uvicorn('POST', '/', '200 OK'), uvicorn('GET', '/static/app.js', '304 Not Modified')]],
    [[uvicorn('HEAD', '/mcp', '405 Method Not Allowed')]],
    // A web app's paths that only look like an endpoint (review R15): a checkout's session id, a chat app's messages,
    // another server-sent-events stream, a chat app's message POST redirected.
    [[uvicorn('GET', '/checkout/success?session_id=cs_test_a1', '200 OK')]],
    [[uvicorn('POST', '/api/messages', '200 OK')]],
    [[uvicorn('GET', '/stream/sse-events', '200 OK')]],
    [[uvicorn('POST', '/api/messages', '307 Temporary Redirect')]],
    [['[26/Jul/2025 23:26:17] "GET /api/v1/accounts/user/ HTTP/1.0" 200 264']],
    // … and the same paths' POSTs refused (review R18): no request the server refused, no session it forgot.
    [['[26/Jul/2025 23:26:17] "POST /api/messages HTTP/1.1" 404 57']],
    [[uvicorn('POST', '/api/messages', '404 Not Found')]],
    [[uvicorn('POST', '/checkout/success?session_id=cs_1', '400 Bad Request')]],
    [['POST /checkout/success?session_id=cs_1 HTTP/1.1" 400 Bad Request']],
    [[uvicorn('POST', '/stream/sse-events/1', '400 Bad Request')]],
    [[uvicorn('POST', '/api/mcp-docs/page', '404 Not Found')]],
  ])('a web app\'s own paths are no MCP: %j is refused', async (lines) => {
    await expect(analyze([tempFile('access.log', `${lines.join('\n')}\n`)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
});
