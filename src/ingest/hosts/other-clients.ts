/**
 * Sentences of MCP clients that have no reader of their own (not in the contract's host list): the
 * reader of last resort (formats/jsonrpc-in-text.ts) reads them, and claims a text on them alone.
 * Each row's id names the client it was seen from; the verdict knows nothing of how that client
 * behaves on its timer (protocol/hosts.ts has no row), so it says so.
 */
import type { HostPhrase } from './phrase.js';

export const otherClientPhrases: readonly HostPhrase[] = [
  {
    // A Python CLI client's own wait for the initialize answer (`%(asctime)s - ERROR - …` lines):
    // it gives up on the server, nothing shows a cancel (IBM/mcp-cli#101).
    id: 'mcp-cli/initialize-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Timeout waiting for server initialization response',
    re: /Timeout waiting for server initialization response \(after (?<limit>\d+(?:\.\d+)?s)\)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['IBM/mcp-cli#101'],
  },
  {
    // Crush (a Go terminal client, logfmt): the connect failed, e.g. on its context deadline
    // (charmbracelet/crush#791).
    id: 'crush/initialize-failed',
    said: 'failed',
    hint: 'error initializing mcp client',
    re: /error initializing mcp client error="(?<error>[^"]+)" name=(?<server>\S+)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['charmbracelet/crush#791'],
  },
];
