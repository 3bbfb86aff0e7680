/**
 * A client's words for a call it gave up on its own timer and the server's console saying a cancel arrived for a request
 * it no longer held, pasted as two files with no JSON-RPC and no shared clock (quarkiverse/quarkus-langchain4j#2234:
 * langchain4j's "There was a timeout executing the tool" and the Quarkus MCP server's "Ignored unknown/completed/invalid
 * cancel request with id 1"): one call seen from both ends, the id the server's line names. Content is ours.
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid, WireEvent } from '../../../src/events.js';
import { mergeCaptures } from '../../../src/timeline/merge/index.js';
import { cancelsSeen } from '../../../src/timeline/merge/cancels.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../../ingest/helpers.js';

let line = 0;
function words(said: HostSaid | undefined, file = 'x', at: number | null = null, from: WireEvent['from'] = null): WireEvent {
  return { at, session: null, transport: null, from, kind: 'host-log', text: said?.error ?? 'words', ...(said ? { said } : {}), source: { file, line: ++line } } as WireEvent;
}
/** langchain4j's tool timeout (a client that cancels on its timer). */
const timedOut = (phrase = 'langchain4j/tool-execution-timeout') => words({ kind: 'timer-fired', phrase, timer: 'sdk', method: 'tools/call' });
const received = (id: number) => words({ kind: 'cancelled', phrase: 'quarkus-mcp-server/cancel-ignored', received: true, speaker: 'server', id }, 'server.log', 1000, 'server');

describe('cancelsSeen', () => {
  it.each<[string, WireEvent[], WireEvent[], number | null]>([
    ['one received cancel for the one call the client let go', [timedOut()], [received(4)], 1],
    ['two for two', [timedOut(), timedOut()], [received(4), received(5)], 2],
    ['a client that does not cancel on its timer', [timedOut('codex/tool-call-timed-out')], [received(4)], null],
    ['more cancels than calls', [timedOut()], [received(4), received(5)], null],
    ['the server log says more than cancels', [timedOut()], [received(4), words({ kind: 'request-sent', phrase: 'p/x', method: 'tools/call' }, 'server.log')], null],
    ['a server log with no cancel', [timedOut()], [words(undefined, 'server.log')], null],
  ])('%s', (_n, ref, extra, want) => {
    expect(cancelsSeen(ref, extra)?.pairs.length ?? null).toBe(want);
  });

  it("the cancel becomes a sighting of the client's call, which takes the id the server named", () => {
    const t = timedOut();
    const r = received(4);
    const m = mergeCaptures([{ path: 'client.txt', events: [t] }, { path: 'server.log', events: [r] }]);
    expect(m.links[1]).toMatchObject({ with: 'client.txt', by: 'cancels', matched: 1, offsetMs: null });
    expect(m.merged[0]!.source.also).toEqual([{ source: r.source, at: 1000 }]);
    expect(m.merged[0]!.said?.id).toBe(4);
    expect(m.residual[1]).toEqual([]);
  });

  it("end to end: the client's timed-out call and the server's ignored cancel as two pastes are one request, either order", async () => {
    const client = tempFile('client.txt', '$ curl localhost:8090/api/report\nThere was a timeout executing the tool\n');
    const server = tempFile(
      'server.log',
      '2026-04-02 09:41:17,206 WARN  [io.quarkiverse.mcp.server.runtime.McpMessageHandler] (vert.x-eventloop-thread-2) Ignored unknown/completed/invalid cancel request with id 6 [YjJkNGU5NmQtM2ZhMS00YzBlLWI4NzctMTE1ZGE2YzlmMDQy]\n',
    );
    for (const files of [[client, server], [server, client]]) {
      const report = await analyze(files, { tz: 'UTC' });
      expect(report.requests.map((q) => [q.method, q.id, q.outcome, q.cause, q.serverState])).toEqual([['tools/call', 6, 'cancelled', 'client-timeout', 'unknown']]);
      expect(report.inputs[1]).toMatchObject({ mergedBy: 'cancels', matchedEvents: 1 });
    }
    // The server's log alone: the cancel it received is the request, its reason not in the log.
    const alone = await analyze([server], { tz: 'UTC' });
    expect(alone.inputs[0]).toMatchObject({ format: 'java-sdk', host: 'unknown' });
    expect(alone.requests.map((q) => [q.id, q.outcome, q.cause])).toEqual([[6, 'cancelled', 'client-cancel']]);
  });
});
