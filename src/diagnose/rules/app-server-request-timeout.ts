/**
 * app-server-request-timeout: a host's own request between its own parts timed out, and it was no MCP request.
 * Codex Desktop's renderer logs `mcp_request_timeout method=thread/start timeoutMs=30000` when its fixed 30 s timer on a
 * request to Codex's app-server fires; `thread/start` and `mcpServerStatus/list` belong to the app-server's own JSON-RPC
 * protocol, not MCP (openai/codex#30348, #29416). The reader keeps such words out of the requests (HostSaid.ownProtocol);
 * without this finding a report of them would say "No incidents" while the user's conversation never started. What was
 * slow behind the app-server was, in those threads, an MCP server starting inside it (disabling a slow optional server
 * fixed #29416; #30348 traced it to servers slow or unavailable at start-up), which the renderer's lines do not name: the
 * finding points to the app-server's MCP start-up lines, not to any MCP client timeout setting.
 */
import type { WireEvent } from '../../events.js';
import type { SessionTimeline } from '../../timeline/types.js';
import type { Finding, RuleMeta, SessionRule } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'app-server-request-timeout';

const meta = {
  id,
  severity: 'error',
  summary: "the host's own request to its app-server timed out (not an MCP request)",
  docs: docsPath(id),
  messages: {
    timedOut: { message: 'appServerRequestTimedOut' },
  },
} as const satisfies RuleMeta;
const say = reporter(meta);

/**
 * The duration of the answer routed after `fired` for the same method (the renderer's `response_routed method=<m>
 * durationMs=<n>`), before the next timeout of that method; null when none is shown.
 */
function answeredAfter(words: readonly WireEvent[], fired: number, method: string): number | null {
  for (let i = fired + 1; i < words.length; i++) {
    const said = words[i]!.said!;
    if (said.method !== method) continue;
    if (said.kind === 'timer-fired') return null;
    if (said.kind === 'completed' && said.elapsedMs !== undefined) return said.elapsedMs;
  }
  return null;
}

export const appServerRequestTimeout: SessionRule = {
  meta,
  scope: 'session',
  check(s: SessionTimeline, ctx) {
    const words = s.ownRequestWords;
    if (words === undefined) return [];
    const out: Finding[] = [];
    // One finding per method and limit: the renderer's retries (#30348: three attempts) say the same thing each time.
    const told = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      const said = words[i]!.said!;
      if (said.kind !== 'timer-fired' || said.method === undefined) continue;
      const key = `${said.method}\u0000${said.limitMs ?? ''}`;
      if (told.has(key)) continue;
      told.add(key);
      out.push(say(ctx.options.lang, 'timedOut', words[i]!.source, said.method, said.limitMs ?? null, answeredAfter(words, i, said.method)));
    }
    return out;
  },
};
