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
  {
    // The gateway is a Go program: an unrecovered panic in it prints the runtime's `panic: <value>` over the
    // goroutines' frames and ends the process (exit status 2), and with it the stdio connection its client held
    // (docker/mcp-gateway#335: a nil pointer dereference in its mcp-add tool, then "Not connected" for every call).
    // Read as a connection-closed only together with a frame of the gateway's own source (the reader's sniff).
    id: 'docker-mcp-gateway/runtime-panic',
    said: 'connection-closed',
    hint: 'panic: ',
    re: /^(?<error>(?:panic|fatal error): \S.*?)\s*$/,
    scope: 'connection',
    seen: ['docker/mcp-gateway#335'],
  },
  {
    // A frame's file line in one of the gateway's request handlers (its own tools — mcp-add, mcp-find, mcp-exec, the
    // profile tools — and the handlers it routes calls through: pkg/gateway/*.go), right under the panic: the gateway
    // was handling a request when it died. Which one the file does not say (docker/mcp-gateway#335).
    id: 'docker-mcp-gateway/server-frame-handler',
    said: 'request-sent',
    hint: 'github.com/docker/mcp-gateway/pkg/gateway',
    re: /(?:^|\/)github\.com\/docker\/mcp-gateway\/pkg\/gateway\/(?:mcpadd|mcpexec|findmcps|findtools|activateprofile|createprofile|dynamic_mcps|handlers)\.go:\d+\b/,
    speaker: 'server',
    seen: ['docker/mcp-gateway#335'],
  },
];

/** A frame of the gateway's own Go source, file or function line: a panic printout through it is the gateway's. */
export const DOCKER_GATEWAY_FRAME_RE = /(?:^|\/)github\.com\/docker\/mcp-gateway\//;
