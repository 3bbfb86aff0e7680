/**
 * A call pasted as a client's panel shows it (a request object with no id) and, right under it, the error object a
 * client library threw as what the call got back (makenotion/notion-mcp-server#112: the Notion client's
 * APIResponseError, status 503 from the API behind the MCP server). The object answers the call above it; its status is
 * the server's own call upstream. Line shapes follow the thread; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const CALL = ['Tool call:', '```json', '{', '  "method": "tools/call",', '  "params": {', '    "name": "search_pages",', '    "arguments": { "query": "q3 plan" }', '  }', '}', '```'];

const objectLines = (o: Record<string, unknown>) => JSON.stringify(o, null, 2).split('\n');

const API_503 = { name: 'APIResponseError', code: 'service_unavailable', status: 503, headers: {}, body: JSON.stringify({ object: 'error', status: 503, message: 'Upstream API is briefly unavailable.' }) };

async function reqs(text: string) {
  const r = await analyze([tempFile('issue.md', text)], { tz: 'UTC' });
  return r.requests.map((q) => [q.method, q.target, q.outcome, q.cause, q.serverState]);
}

describe('an error object pasted right under a pasted call', () => {
  it.each<[string, string[], Array<Array<string | null>>]>([
    ['the API client\'s error under the call: the server answered it with its failure upstream',
      [...CALL, '', 'Error:', '```json', ...objectLines(API_503), '```'],
      [['tools/call', 'search_pages', 'failed', 'server-error', 'failed']]],
    ['the same with a statusCode member and an Exception name',
      [...CALL, '', 'Error:', '```json', ...objectLines({ name: 'UpstreamException', statusCode: 502, message: 'the index service refused the query' }), '```'],
      [['tools/call', 'search_pages', 'failed', 'server-error', 'failed']]],
    ['an object with no HTTP status is not such an error: the call stays open',
      [...CALL, '', 'Error:', '```json', ...objectLines({ name: 'APIResponseError', code: 'service_unavailable' }), '```'],
      [['tools/call', 'search_pages', 'pending', 'unknown', 'unknown']]],
    ['an error object far below the call, after the reporter\'s paragraphs, answers nothing',
      [...CALL, '', 'Some context about the setup.', '', 'More context.', '', 'And more.', '', 'The server runs in a container.', '', 'It restarts nightly.', '', 'Error:', '```json', ...objectLines(API_503), '```'],
      [['tools/call', 'search_pages', 'pending', 'unknown', 'unknown']]],
    ['the call and its error copied double-spaced (a blank between every two lines): still its answer',
      [...CALL, '', 'Error:', '```json', ...objectLines(API_503), '```'].flatMap((l) => [l, '']),
      [['tools/call', 'search_pages', 'failed', 'server-error', 'failed']]],
  ])('%s', async (_name, text, want) => {
    expect(await reqs(lines(...text))).toEqual(want);
  });
});
