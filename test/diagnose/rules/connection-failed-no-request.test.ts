import { describe, expect, it } from 'vitest';
import { connectionFailedNoRequest } from '../../../src/diagnose/rules/connection-failed-no-request.js';
import type { HostSaid, WireEvent } from '../../../src/events.js';
import type { SessionTimeline } from '../../../src/timeline/types.js';
import { sessionTimeline } from '../helpers.js';

const spawn: HostSaid = { kind: 'failed', phrase: 'x/connect-failed', method: 'initialize', scope: 'connection', server: 'fs', error: 'spawn npx ENOENT' };
const closedSpawn: HostSaid = { kind: 'connection-closed', phrase: 'x/closed', error: 'spawn uvx ENOENT' };
const allowlist: HostSaid = {
  kind: 'failed',
  phrase: 'goose/extension-not-allowed',
  method: 'initialize',
  scope: 'connection',
  server: 'mcp_jira@latest',
  error: "Extension 'mcp_jira@latest' is not in the allowed extensions list. Command: 'uvx mcp_jira@latest'.",
};
// Cursor's Streamable HTTP connect and its SSE fallback refusing a URL's scheme with https:// in the config
// (forum.cursor.com/t/…/156221), and Node's URL constructor refusing an address outright (Mintplex-Labs/anything-llm#4575)
const scheme: HostSaid = { kind: 'failed', phrase: 'cursor/client-error', scope: 'connection', server: 'stitch', error: 'Invalid URL protocol: the URL must start with http: or https:' };
const sseScheme: HostSaid = { kind: 'connection-closed', phrase: 'cursor/sse-error', scope: 'connection', server: 'stitch', error: 'Invalid URL protocol: the URL must start with http: or https:.' };
const invalidUrl: HostSaid = { kind: 'failed', phrase: 'x/failed', scope: 'connection', server: 'stitch', error: 'TypeError [ERR_INVALID_URL]: Invalid URL' };
const goInitialized: HostSaid = { kind: 'completed', phrase: 'generic/go-sdk-initialized-notification-failed', method: 'initialize', scope: 'connection', afterHandshake: true, error: 'Post "https://docs.example/mcp": context deadline exceeded' };
const codexInitialized: HostSaid = { kind: 'completed', phrase: 'codex/handshake-failed-after-initialize', method: 'initialize', scope: 'connection', server: 'biblio', afterHandshake: true };
// mcp-go's SSE transport failing the stream's GET under a gateway's connect (mcpjungle/MCPJungle#114); the AI SDK's refused GET
const goSseStream: HostSaid = { kind: 'failed', phrase: 'generic/connect-go-sse-stream-failed', method: 'initialize', scope: 'connection', server: 'notes-mcp', error: 'failed to connect to SSE stream: Get "http://localhost:9000/sse": dial tcp [::1]:9000: connect: connection refused' };
const aiSdkStream: HostSaid = { kind: 'failed', phrase: 'generic/connect-failed', method: 'initialize', scope: 'connection', error: 'MCP SSE Transport Error: 405 Method Not Allowed' };

interface Case {
  name: string;
  said: HostSaid[];
  /** Indexes of the words a request that was not completed carries. */
  carried?: number[];
  server?: { name: string; version: string | null } | null;
  /** The reader's lifetime label (`<server>#<n>`). */
  label?: string;
  lang?: 'en' | 'ko';
  /** Expected findings, in order: [messageId's words, server in the message or null]. */
  want: { message: RegExp; line: number }[];
}

const cases: Case[] = [
  { name: 'spawn failure, no request', said: [spawn], want: [{ message: /server "fs" failed before any request.*process did not run/, line: 0 }] },
  { name: 'spawn failure as a close, server from the session', said: [closedSpawn], want: [{ message: /server "build-server".*process did not run/, line: 0 }] },
  { name: 'server from the lifetime label', said: [closedSpawn], server: null, label: 'orchard#1', want: [{ message: /server "orchard" failed/, line: 0 }] },
  { name: 'no server name anywhere', said: [closedSpawn], server: null, want: [{ message: /^The connection to the server failed/, line: 0 }] },
  { name: "Goose's allowlist refusal", said: [allowlist], want: [{ message: /refused the configuration of server "mcp_jira@latest".*allowlist/, line: 0 }] },
  { name: 'Go SDK: notifications/initialized failed after the handshake', said: [goInitialized], want: [{ message: /right after the handshake.*context deadline exceeded.*202 Accepted/, line: 0 }] },
  { name: "Codex's wrapped rmcp words, no error of their own", said: [codexInitialized], want: [{ message: /server "biblio" failed right after the handshake/, line: 0 }] },
  { name: "mcp-go's SSE stream GET failed before any request", said: [goSseStream], want: [{ message: /server "notes-mcp" failed opening its SSE event stream.*failed to connect to SSE stream: Get.*nothing was sent/, line: 0 }] },
  { name: "the AI SDK's stream GET refused", said: [aiSdkStream], want: [{ message: /failed opening its SSE event stream.*405/, line: 0 }] },
  // A 401 on the stream's GET is a server that is up and wants credentials: the next step names them, not only the URL.
  { name: "the AI SDK's stream GET refused for credentials", said: [{ ...aiSdkStream, error: 'MCP SSE Transport Error: 401 Unauthorized' }], want: [{ message: /failed opening its SSE event stream.*401 Unauthorized.*a 401 or 403 there is the server asking for credentials/, line: 0 }] },
  { name: 'Korean, a stream refused for credentials', said: [{ ...aiSdkStream, error: 'MCP SSE Transport Error: 403 Forbidden' }], lang: 'ko', want: [{ message: /401이나 403이면 서버가 인증 정보를 요구/, line: 0 }] },
  { name: 'Korean, the stream', said: [goSseStream], lang: 'ko', want: [{ message: /SSE 이벤트 스트림을 여는 중에/, line: 0 }] },
  // The words name no URL: the verdict does not say the configuration was refused, it names both URLs it may be
  { name: 'a refused URL scheme: which URL is not known', said: [scheme], want: [{ message: /^The host's transport refused a URL for server "stitch" before any request: "Invalid URL protocol.*not http: or https:.*configured address, or one the host derived from it.*if it has it, look at the host's OAuth or discovery step/, line: 0 }] },
  { name: 'a refused URL scheme is not a refused configuration', said: [scheme], want: [{ message: /^(?!.*refused the configuration)/, line: 0 }] },
  { name: 'the SSE fallback says it again: one finding', said: [scheme, sseScheme, scheme], want: [{ message: /transport refused a URL/, line: 0 }] },
  { name: 'an address no URL can be built from stays a refused configuration', said: [invalidUrl], want: [{ message: /refused the configuration of server "stitch"/, line: 0 }] },
  { name: 'both for one server: two verdicts', said: [invalidUrl, scheme], want: [{ message: /refused the configuration/, line: 0 }, { message: /transport refused a URL/, line: 1 }] },
  { name: 'Korean, a refused URL scheme', said: [scheme], lang: 'ko', want: [{ message: /"stitch" 서버에 쓸 URL을 요청 전에 거부.*OAuth·탐색 단계/, line: 0 }] },
  { name: 'Korean', said: [allowlist], lang: 'ko', want: [{ message: /"mcp_jira@latest" 서버의 설정을 거부/, line: 0 }] },
  { name: 'a failed request carries the words: no double report', said: [spawn], carried: [0], want: [] },
  { name: 'one carried, the next attempt not', said: [spawn, { ...spawn, server: 'other' }], carried: [0], want: [{ message: /server "other"/, line: 1 }] },
  { name: 'a retrying host: one finding per server and kind', said: [spawn, spawn, spawn], want: [{ message: /server "fs"/, line: 0 }] },
  { name: 'two kinds for one server: both', said: [allowlist, { ...spawn, server: 'mcp_jira@latest' }], want: [{ message: /refused/, line: 0 }, { message: /process did not run/, line: 1 }] },
  { name: 'no words at all', said: [], want: [] },
  // Words of no failure kind (a clean close, a connected initialize, a tool's own spawn error) never reach the rule: the
  // builder keeps none of them (test/timeline/connection-failures.test.ts).
];

function session(c: Case): SessionTimeline {
  const s = sessionTimeline({ ...(c.server !== undefined ? { server: c.server } : {}), connectionFailures: c.said.map((said) => ({ said })) });
  if (c.label !== undefined) s.info.label = c.label;
  return s;
}

describe('connection-failed-no-request', () => {
  it.each(cases)('$name', (c) => {
    const s = session(c);
    const events: WireEvent[] = (s.connectionFailures ?? []).map((f) => f.event);
    const carried = c.carried === undefined ? undefined : new Set(c.carried.map((i) => events[i]!));
    const got = connectionFailedNoRequest.check(s, { options: c.lang ? { lang: c.lang } : {}, ...(carried ? { carried } : {}) });
    expect(got).toHaveLength(c.want.length);
    got.forEach((f, i) => {
      expect(f.rule).toBe('connection-failed-no-request');
      expect(f.severity).toBe('error');
      expect(f.message).toMatch(c.want[i]!.message);
      // The host's line is the evidence.
      expect(f.source).toEqual(events[c.want[i]!.line]!.source);
    });
  });

  // The builder read each kept line's kind once (SessionTimeline.connectionFailures); the rule tells that kind, not
  // one it reads from the words again.
  it.each<[string, 'exited' | 'refused' | 'transport', RegExp]>([
    ['the kind kept for the words', 'exited', /process did not run/],
    ['another kind kept for the same words', 'transport', /right after the handshake/],
    ['a refusal kept', 'refused', /refused the configuration/],
  ])('%s', (_name, kind, message) => {
    const s = sessionTimeline({ connectionFailures: [{ said: spawn, kind }] });
    const got = connectionFailedNoRequest.check(s, { options: {} });
    expect(got.map((f) => f.message)).toEqual([expect.stringMatching(message)]);
  });
});
