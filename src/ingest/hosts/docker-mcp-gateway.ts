/**
 * Docker's MCP gateway (`docker mcp gateway run`, docker/mcp-gateway): stderr without a clock,
 * `- ` steps and `> ` results, a server it cannot start reported with the client's error.
 */
import type { HostPhrase } from './phrase.js';

export const dockerMcpGatewayPhrases: readonly HostPhrase[] = [
  {
    // The gateway's client failed the request it names ("initialize") with a local error, e.g. a
    // JSON decode error when the server printed a banner on stdout.
    id: 'docker-mcp-gateway/cant-start',
    said: 'failed',
    hint: "Can't start ",
    re: /Can't start (?<server>\S+): failed to connect: calling "(?<method>[^"]+)": (?<error>.+)$/,
    scope: 'connection',
    seen: ['postmanlabs/postman-mcp-server#55', 'docker/mcp-gateway#216'],
  },
  {
    // Listing a started server's tools failed with the gateway client's local error (a JSON decode
    // error when the server wrote a log line on stdout); the gateway goes on without its tools
    // (docker/mcp-gateway#122).
    id: 'docker-mcp-gateway/cant-list-tools',
    said: 'failed',
    hint: "Can't list tools ",
    re: /Can't list tools (?<server>\S+): calling "(?<method>[^"]+)": (?<error>.+)$/,
    seen: ['docker/mcp-gateway#122'],
  },
];
