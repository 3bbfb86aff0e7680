/**
 * The Smithery CLI runner (`npx @smithery/cli run <id>`): a stdio bridge to a hosted server, whose stderr
 * lands in the host's server log ("<ISO> [Runner] Connecting to Streamable HTTP endpoint: …"), its own stamp
 * at the head of each line. Only its account of what the hosted endpoint answered is read here: the
 * connect lines say nothing about a request.
 */
import type { HostPhrase } from './phrase.js';

export const smitheryPhrases: readonly HostPhrase[] = [
  {
    // The runner POSTed the message it was forwarding and the hosted endpoint answered an HTTP error
    // ("[Runner] Server returned 502 Bad Gateway", then the SDK's "Failed to send message: Error POSTing to
    // endpoint (HTTP 502): …": chrisdoc/hevy-mcp#133). The status is the endpoint's (or its gateway's).
    id: 'smithery/server-returned-status',
    said: 'http-status',
    // The runner's tag is required: a server's own stderr may say "Server returned 500 …" about its upstream API.
    hint: '[Runner] Server returned ',
    re: /^\[Runner\] Server returned (?<status>[45]\d\d)\b(?<error>[^\n]*)$/,
    sending: true,
    // The same line pasted from a terminal, behind the CLI's spinner (arcadeai-labs/smithery-cli#341, #383): the
    // reader of last resort reads it too.
    seen: ['chrisdoc/hevy-mcp#133', 'arcadeai-labs/smithery-cli#341', 'arcadeai-labs/smithery-cli#383'],
  },
];
