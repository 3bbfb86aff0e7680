/**
 * A log written through Node's `debug` package to a file (formats/node-debug.ts), as chrome-devtools-mcp's
 * --logFile leaves it: detection, the server's own sentences (hosts/devtools-mcp.ts) and the verdict.
 * Lines keep the grammar of the public pastes cited beside them (stamps, namespaces, the reporter's `...`
 * elisions and cut stacks); tools, paths and arguments are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { detectFormat } from '../../../src/ingest/detect.js';
import { READERS } from '../../../src/ingest/formats/index.js';
import { devtoolsMcpPhrases } from '../../../src/ingest/hosts/devtools-mcp.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { readAll, tempFile } from '../helpers.js';

// ChromeDevTools/chrome-devtools-mcp#870: a Puppeteer record over several lines, then the tool's failure.
const PROTOCOL_TIMEOUT = [
  '2026-02-03T00:13:13.093Z puppeteer:error [',
  "  ProtocolError: Runtime.runIfWaitingForDebugger timed out. Increase the 'protocolTimeout' setting in launch/connect calls for a higher timeout if needed.",
  '  ...',
  ']',
  "2026-02-03T00:13:13.095Z mcp:log list_pages error: ProtocolError: Network.enable timed out. Increase the 'protocolTimeout' setting in launch/connect calls for a higher timeout if needed.",
  '    at NetworkManager.addClient (.../devtools/.../index.js:49803:24)',
].join('\n');

describe('the server\'s sentences (hosts/devtools-mcp.ts)', () => {
  it.each([
    // ChromeDevTools/chrome-devtools-mcp#863 (the request line, arguments as JSON).
    ['mcp:log navigate_page request: {', { kind: 'request-sent', target: 'navigate_page', method: 'tools/call' }],
    ['mcp:log list_pages request: {}', { kind: 'request-sent', target: 'list_pages', method: 'tools/call' }],
    // ChromeDevTools/chrome-devtools-mcp#870.
    ["mcp:log list_pages error: ProtocolError: Network.enable timed out. Increase the 'protocolTimeout' setting", { kind: 'failed', target: 'list_pages', method: 'tools/call', error: "ProtocolError: Network.enable timed out. Increase the 'protocolTimeout' setting" }],
    // Not the server's sentences: another namespace, the server's start line.
    ['puppeteer:error list_pages error: x', null],
    ['mcp:log Starting DevTools MCP Server v0.8.1', null],
  ])('%s', (line, want) => {
    const s = readSaid(devtoolsMcpPhrases, line);
    if (want === null) expect(s).toBeNull();
    else expect(s).toMatchObject(want);
  });
});

describe('detection', () => {
  const mine = READERS.find((r) => r.name === 'node-debug')!;
  it.each([
    ['the server\'s own sentences', PROTOCOL_TIMEOUT.split('\n'), 0.85],
    // The start lines people paste to show the server is up: an MCP namespace, no request yet.
    ['an mcp namespace only', ['2025-10-13T22:07:12.467Z mcp:log Starting DevTools MCP Server v0.8.1', '2025-10-13T22:07:12.474Z mcp:log DevTools MCP Server connected'], 0.35],
    ['another program using debug', ['2025-10-13T22:07:12.467Z express:router use query', '2025-10-13T22:07:12.468Z express:router use expressInit'], 0.3],
    ['a Zed log', ['2025-12-30T17:41:42+03:00 ERROR [context_server::client] cancelled csp request task for "initialize" id 0 which took over 60s'], 0],
  ])('%s', (_n, head, score) => {
    expect(mine.sniff(head)).toBe(score);
  });

  it('claims the capture among all readers', () => {
    expect(detectFormat('devtools.log', PROTOCOL_TIMEOUT.split('\n'), READERS).reader.name).toBe('node-debug');
  });
});

describe('reading and verdict', () => {
  it('every line is an event or part of one; the failure is the server\'s', async () => {
    const r = await readAll(tempFile('devtools.log', PROTOCOL_TIMEOUT), { tz: 'UTC' });
    const s = r.summary.lineAccounting;
    expect(s.event + s.part + s.blank + s.problem).toBe(r.summary.lines);
    const said = r.events.filter((e) => e.said !== undefined);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ from: 'server', said: { kind: 'failed', target: 'list_pages' } });
  });

  it('a Puppeteer timeout inside the tool\'s error is the server failing the call, not a client timer', async () => {
    const r = await analyze([tempFile('devtools.log', PROTOCOL_TIMEOUT)], { tz: 'UTC' });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/call', target: 'list_pages', outcome: 'failed', cause: 'server-error', serverState: 'failed', basis: 'host-log' });
  });

  it('a request line and no answer in the log: the call is still open', async () => {
    const text = ['2026-04-02T14:08:41.744Z mcp:log list_pages request: {}', '2026-04-02T14:08:41.744Z mcp:log Connecting Puppeteer to  {"defaultViewport":null}'].join('\n');
    const r = await analyze([tempFile('devtools.log', text)], { tz: 'UTC', all: true });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/call', target: 'list_pages', outcome: 'pending' });
  });
});
