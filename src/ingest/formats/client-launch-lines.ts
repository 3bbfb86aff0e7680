/**
 * A client's own words about starting or connecting one of its MCP servers, in a file whose other lines are a server's
 * stderr: the client's log, the server's output relayed into it. AnythingLLM's container log carries the stdio servers
 * it spawns, a Python FastMCP server's Rich banner and `FastMCP.fastmcp.server.server` lines among its own
 * `[backend] info: [MCPHypervisor] Failed to start MCP server: <name> {"error":"fetch failed",…}`
 * (Mintplex-Labs/anything-llm#4483). A server SDK's log reader claims such a file on the server's lines and reads none
 * of the client's, its failures included; the file is the client's, so the server log's readers give way (their sniff
 * scores at most a stray line's) to the reader that reads the client's words.
 *
 * The words are other clients' rows (hosts/other-clients.ts) about a connection as a whole — a server that failed to
 * start, whose connection closed, that is being connected or connected — which no server writes of itself.
 */
import { otherClientPhrases } from '../hosts/index.js';
import { readSaid } from '../hosts/phrase.js';

const LAUNCH_SAIDS: ReadonlySet<string> = new Set(['failed', 'connection-closed', 'connecting', 'connected']);
// Not a row marked as the server's own words (`speaker: 'server'`): rmcp's server logs its input closing before any
// initialize (`Error: ConnectionClosed("initialized request")`, yuaotian/sanshu#7), a server's line that, in the
// collected stderr of several servers (scaleapi/mcp-atlas#17's pattern), must not take a Python server's log from
// its reader.
const LAUNCH_ROWS = otherClientPhrases.filter(
  (r) => r.scope === 'connection' && LAUNCH_SAIDS.has(r.said) && r.speaker !== 'server',
);

/** The score a server log's reader gives a head with a client's launch line (docs: detect.ts, a stray line ≤ 0.3). */
export const CLIENT_LOG_SCORE = 0.3;

/** Whether a head line is a client's own line about starting or connecting an MCP server. */
export function clientLaunchLine(head: readonly string[]): boolean {
  return head.some((l) => readSaid(LAUNCH_ROWS, l) !== null);
}

/** A server log reader's `score` for `head`, lowered to a stray line's where a head line is a client's launch line. */
export function serverLogScore(score: number, head: readonly string[]): number {
  return score > CLIENT_LOG_SCORE && clientLaunchLine(head) ? CLIENT_LOG_SCORE : score;
}
