/**
 * supergateway (supercorp-ai/supergateway): `[supergateway] …` on stderr, no clock. Bodies are
 * printed as JSON ("SSE → Child (session …): {…}") or util.inspect objects ("Stdio → SSE: { … }"),
 * read as messages; the phrases are its own errors.
 */
import type { HostPhrase } from './phrase.js';

export const supergatewayPhrases: readonly HostPhrase[] = [
  {
    // SSE-to-stdio mode: the remote server answered the forwarded request with an error, which
    // supergateway prints (with a stack) and relays to the stdio client.
    id: 'supergateway/request-error',
    said: 'failed',
    hint: 'Request error: ',
    re: /^Request error: (?<error>McpError: MCP error -?\d+: .+)$/,
    seen: ['runebookai/tome#50'],
  },
];
