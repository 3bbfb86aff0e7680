/**
 * mcpx (TheLunarCompany/lunar), a gateway that serves MCP to its clients over Streamable HTTP and SSE and calls the
 * target servers behind it. Its console is winston's `<ISO-8601 UTC> [mcpx] <LEVEL>: <message> <key>=<JSON> …`. The
 * sessions are the gateway's own, held in the process that answered the initialize: behind a load balancer that spreads
 * one client's requests over several gateway pods, a POST carrying a session id another pod issued finds no session
 * there; the Streamable HTTP router logs "Session not found" with the id and the client's metadata and refuses the POST
 * (its respondNoValidSessionId), so the client's request fails on the session (TheLunarCompany/lunar#55: two pods, the
 * maintainers' answer was session affinity). The line does not name the message the POST carried.
 *
 * Toward a target server the gateway is the client: its upstream handler connects (the SDK client's connect, whose
 * initialize is the handshake) and, when that throws, logs "Failed to initiate client" with the target's name, its
 * transport type and the error as `error={"errorName":…,"errorMessage":…,"errorStack":…}` (winston metadata), then
 * keeps the target in a connection-failed state, so its "Client added" and "Target server <name> created" lines that
 * follow are bookkeeping, not a connect that worked.
 */
import type { HostPhrase } from './phrase.js';

export const mcpxPhrases: readonly HostPhrase[] = [
  {
    id: 'mcpx/session-not-found',
    said: 'session-not-found',
    hint: '[mcpx] WARN: Session not found',
    // The message ends the line or is followed by winston's metadata fields (`key=<JSON>`).
    re: /\[mcpx\] WARN: (?<error>Session not found)(?=\s*$|\s+\w+=)/,
    seen: ['TheLunarCompany/lunar#55'],
  },
  {
    // A target's connect failed: the SDK's own error is the metadata's errorMessage (a refused SSE GET, "SSE error:
    // Non-200 status code (404)": TheLunarCompany/lunar#36). The string's JSON escapes are left as printed.
    id: 'mcpx/initiate-client-failed',
    said: 'failed',
    hint: '[mcpx] ERROR: Failed to initiate client',
    re: /\[mcpx\] ERROR: Failed to initiate client\s.*?\bname="(?<server>[^"]+)".*?"errorMessage":"(?<error>(?:[^"\\]|\\.)+)"/,
    method: 'initialize',
    scope: 'connection',
    seen: ['TheLunarCompany/lunar#36'],
  },
];
