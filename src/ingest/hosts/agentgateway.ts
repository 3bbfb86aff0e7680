/**
 * agentgateway (agentgateway/agentgateway): tracing lines, one `request … http.status=<n>` access
 * line per HTTP exchange; rmcp's Debug print of a rejected message is read as the message.
 */
import { OAUTH_PATH } from '../oauth-paths.js';
import type { HostPhrase } from './phrase.js';

export const agentgatewayPhrases: readonly HostPhrase[] = [
  {
    // Only error statuses say something about a request; a 200 is the normal exchange.
    id: 'agentgateway/access-error-status',
    said: 'http-status',
    hint: 'http.status=',
    // Since MCP requests are logged as such the line carries `mcp.method=` after the status and the error the gateway
    // met in `error="…"` (agentgateway/agentgateway#889).
    // A client's OAuth discovery and registration (`/.well-known/…`, `/register`, `/token`, `/authorize`, `/oauth/…`)
    // goes through the same listener but carries no MCP message: its 4xx is the authorization step failing before any
    // initialize, not a request's answer (agentgateway/agentgateway#347: two 406s for the metadata GETs). The same
    // paths are left out of the other access-line phrases (http-exchange.ts; the paths: ../oauth-paths.ts).
    re: new RegExp(String.raw`^request\b(?!.*\bhttp\.path=${OAUTH_PATH}).*\bhttp\.status=(?<status>[45]\d\d)\b(?:.*?\bmcp\.method=(?<method>[\w/]+))?(?:.*?\berror="(?<error>[^"]*)")?`),
    seen: ['agentgateway/agentgateway#464', 'agentgateway/agentgateway#889', 'agentgateway/agentgateway#347'],
  },
  {
    // Its earlier releases' own line for a client's initialize it could not serve, its relay's error in Rust's Debug print
    // of an io::Error (`agentgateway::sse: initialize error error=Custom { kind: Other, error: "initialize failed: -32603:
    // Failed to list connections: Transport error: HTTP status client error (400 Bad Request) for url (…)" }`:
    // agentgateway/agentgateway#144, a Streamable HTTP server behind a target type it did not speak). The gateway answered
    // the initialize with that error, as rmcp's "Failed to create service: initialize failed: …" says of its later releases.
    id: 'agentgateway/initialize-error',
    said: 'failed',
    serverAnswer: true,
    hint: 'initialize error ',
    re: /^agentgateway(?:::\w+)*: initialize error error=(?:Custom \{ kind: \w+, error: ")?(?<error>(?<method>initialize) failed: .+?)(?:" \})?\s*$/,
    seen: ['agentgateway/agentgateway#144'],
  },
];
