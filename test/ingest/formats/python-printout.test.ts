/**
 * The reader of JSON-RPC in text holds a Python traceback printed at the margin from its head to its end
 * (python-printout.ts printoutGoesOn) and reads its lines in order when it ends. The Python SDK client states that ride
 * on those lines see each line in the order written, however many holds a line went through. Line shapes follow the
 * SDK's and httpx's logging layouts (basicConfig's); the content is ours.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PY_GET_STREAM } from '../../../src/ingest/formats/jsonrpc-in-text.js';
import { at, fixture, readAll, tempFile } from '../helpers.js';

const log = (...l: string[]) => `${l.join('\n')}\n`;

describe('a printout under a record held for its traceback is read in order when the record is let go', () => {
  // "Error in post_writer: " is held for the traceback under it (PY_EMPTY_SLOT_RE). This chain's first traceback reaches
  // no exception line before "During handling…" (the paste cut it), so the record is let go there with the lines it
  // held: they were already through the printout's hold, and are read before the chain's next line.
  const chain = [
    'ERROR:mcp.client.streamable_http:Error in post_writer: ',
    'Traceback (most recent call last):',
    '  File "/srv/app/.venv/lib/python3.12/site-packages/httpx/_transports/default.py", line 101, in map_httpcore_exceptions',
    '    yield',
    'During handling of the above exception, another exception occurred:',
    '',
    'Traceback (most recent call last):',
    '  File "/srv/app/.venv/lib/python3.12/site-packages/mcp/client/streamable_http.py", line 390, in post_writer',
    '    await handle_request_async()',
    'httpx.ReadTimeout',
  ];
  it("httpx's 404 after the printout is read with the SDK's words under it, as one refusal", async () => {
    const text = log(
      ...chain,
      'INFO:httpx:HTTP Request: POST http://127.0.0.1:8000/mcp "HTTP/1.1 404 Not Found"',
      'ERROR:app:tool call failed: Session terminated',
    );
    const { events } = await readAll(tempFile('slot-cut-404.log', text));
    // The 404 record is held for the line with words after it: the SDK's words, not a line of the printout above.
    expect(at(events, 11).map((e) => e.text)).toEqual([expect.stringContaining("words for the 404 to the POST above")]);
    const lines = events.map((e) => e.source.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(new Set(lines)).toEqual(new Set([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]));
  });

  it('at the end of the text the held lines come before the last ones', async () => {
    const { events } = await readAll(tempFile('slot-cut-end.log', log(...chain)));
    const lines = events.map((e) => e.source.line);
    expect(lines).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10]);
  });
});

describe("the listening GET stream's printout: every exception line of its chain is the stream's", () => {
  // mcp 2.3.0's session-404 run (test/fixtures/ingest/python-sdk/2.3.0-session-404): the GET stream's chains, the
  // exception lines 27, 74, 105 and 141. An exception printed with no text after its class (httpx's and httpcore's
  // timeouts are: `httpcore2.ReadTimeout`) is as much the chain's as one with a message: the hold counts it in the
  // printout (printoutGoesOn), and the GET stream's marking goes on past it.
  const text = readFileSync(fixture('python-sdk/2.3.0-session-404/client.log'), 'utf8');
  const bare = (no: number): string => text.split('\n').map((l, i) => (i === no - 1 ? l.replace(/:\s.*$/, '') : l)).join('\n');
  it.each([
    ['the run as logged', text],
    ["line 27's exception printed bare", bare(27)],
  ])('%s', async (name, content) => {
    expect(content.split('\n')[26]).toMatch(/^h11\._util\.RemoteProtocolError\b/);
    const { events } = await readAll(tempFile(`${name.replace(/\W+/g, '-')}.log`, content));
    for (const no of [27, 74, 105, 141]) {
      expect(at(events, no).map((e) => e.text), `line ${no}`).toEqual([expect.stringContaining(PY_GET_STREAM)]);
    }
  });
});
