import { describe, expect, it } from 'vitest';
import { agentgatewayPhrases } from '../../src/ingest/hosts/agentgateway.js';
import { httpExchangePhrases } from '../../src/ingest/hosts/http-exchange.js';
import { isOAuthPath } from '../../src/ingest/oauth-paths.js';

// [path, an OAuth endpoint (left out)]
const PATHS: ReadonlyArray<readonly [string, boolean]> = [
  ['/.well-known/oauth-authorization-server', true],
  ['/.well-known/oauth-protected-resource/mcp', true],
  ['/register', true],
  ['/token', true],
  ['/token?grant_type=refresh_token', true],
  ['/authorize?response_type=code', true],
  ['/oauth/callback', true],
  ['/oauth2/token', true],
  // Kept: the MCP endpoints, and paths that only begin like an OAuth one.
  ['/mcp', false],
  ['/sse', false],
  ['/messages/?session_id=4f2a', false],
  ['/api/mcp', false],
  ['/tokens/mcp', false],
  ['/registered/mcp', false],
  ['/authorizer/mcp', false],
  ['/oauthx/mcp', false],
  ['/oauth', false],
  ['/well-known/mcp', false],
  ['/mcp/.well-known/oauth-protected-resource', false],
];

const phrase = (id: string) => [...httpExchangePhrases, ...agentgatewayPhrases].find((p) => p.id === id)!.re;

describe('the OAuth endpoints a client probes beside an MCP endpoint', () => {
  it.each(PATHS)('%s: left out %s', (path, oauth) => {
    expect(isOAuthPath(path)).toBe(oauth);
  });

  // The access-line rows built from the same source leave the same paths out (the MCP-path rows also need the path to
  // end at an MCP endpoint, so only the paths that do are checked there).
  it.each(PATHS)('%s: the access-line rows read it unless left out (%s)', (path, oauth) => {
    expect(phrase('access-log/post-refused').test(`"POST ${path} HTTP/1.1" 401 Unauthorized`)).toBe(!oauth);
    expect(phrase('agentgateway/access-error-status').test(`request gateway=bind/3000 http.method=POST http.path=${path} http.status=406`)).toBe(!oauth);
    const nginx = `upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.0.7, request: "POST ${path} HTTP/1.1"`;
    expect(phrase('nginx/upstream-timed-out').test(nginx)).toBe(!oauth);
    if (/\/(?:mcp|sse|messages?)\b/.test(path)) {
      expect(phrase('request-log/post-refused').test(`POST ${path} 401 3.214 ms - 45`)).toBe(!oauth);
      expect(phrase('caddy/post-refused').test(`{"logger":"http.log.error","msg":"dial tcp 127.0.0.1:8080: connect: connection refused","request":{"method":"POST","uri":"${path}"},"status":502}`)).toBe(!oauth);
    }
  });
});
