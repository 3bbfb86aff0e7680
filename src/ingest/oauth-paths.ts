/**
 * The OAuth endpoints a client probes beside an MCP endpoint: metadata discovery under `/.well-known/` (RFC 8414's
 * authorization server metadata, RFC 9728's protected resource metadata), dynamic client registration (`/register`,
 * RFC 7591), `/token` and `/authorize` (the defaults the 2025-03-26 authorization spec gives a server without
 * metadata), and an `/oauth/…` or `/oauth2/…` prefix. A request to one carries no MCP message whatever its path ends
 * in, so its status is the authorization step's, never an answer to a request: the access-line readers leave these
 * paths out (hosts/http-exchange.ts, hosts/agentgateway.ts, formats/mcp-at-work.ts).
 */

/** The paths' start as regex source, for a pattern that excludes them where the path sits in a line (`(?!${OAUTH_PATH})`). */
export const OAUTH_PATH = String.raw`\/(?:\.well-known\/|(?:register|token|authorize)\b|oauth2?\/)`;

const OAUTH_PATH_RE = new RegExp(`^${OAUTH_PATH}`);

/** Whether a request path (from its leading `/`) is one of the OAuth endpoints. */
export function isOAuthPath(path: string): boolean {
  return OAUTH_PATH_RE.test(path);
}
