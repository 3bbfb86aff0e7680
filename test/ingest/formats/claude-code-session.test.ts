/**
 * Claude Code's session transcript (~/.claude/projects/…/<session>.jsonl): MCP tool uses and their results as the
 * host recorded them. Record shapes follow the files reporters grep and paste (anthropics/claude-code#90844; the
 * error result "The operation timed out." of anthropics/claude-code#93143); the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { claudeCodeSession } from '../../../src/ingest/formats/claude-code-session.js';
import { READERS } from '../../../src/ingest/index.js';
import { readAll, tempFile } from '../helpers.js';

const use = (id: string, name: string, at: string) =>
  JSON.stringify({ parentUuid: 'p0', isSidechain: false, userType: 'external', cwd: '/work/app', sessionId: 's-1', type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input: { q: 'x' } }] }, uuid: `u-${id}`, timestamp: at });
const result = (id: string, content: unknown, isError: boolean, at: string) =>
  JSON.stringify({ parentUuid: `u-${id}`, isSidechain: false, userType: 'external', cwd: '/work/app', sessionId: 's-1', type: 'user', message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content, ...(isError ? { is_error: true } : {}) }] }, uuid: `r-${id}`, timestamp: at });
const lines = (...l: string[]) => `${l.join('\n')}\n`;

describe('claude-code-session', () => {
  it('claims a session file with an MCP tool use, and nothing else claims it', () => {
    const head = [use('toolu_01', 'mcp__desk__ask_human', '2026-09-09T10:00:00.000Z')];
    expect(claudeCodeSession.sniff(head)).toBeGreaterThanOrEqual(0.8);
    for (const r of READERS) if (r !== claudeCodeSession) expect(r.sniff(head)).toBeLessThan(claudeCodeSession.sniff(head));
    expect(claudeCodeSession.sniff(['{"jsonrpc":"2.0","id":1,"method":"tools/call"}'])).toBe(0);
  });

  it.each([
    ['the runtime\'s deadline on the exchange', 'The operation timed out.', true, { outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown' }],
    ['the SDK\'s timer', [{ type: 'text', text: 'MCP error -32001: Request timed out' }], true, { outcome: 'cancelled', cause: 'client-timeout' }],
    ['a server\'s error result', 'Error: Upstream search API answered 401 Unauthorized', true, { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ['a result', [{ type: 'text', text: '3 pages found' }], false, { outcome: 'completed', cause: 'none' }],
  ])('an MCP call ended by %s', async (_n, content, isError, want) => {
    const p = tempFile('s-1.jsonl', lines(
      use('toolu_01', 'mcp__desk__ask_human', '2026-09-09T10:00:00.000Z'),
      use('toolu_02', 'Bash', '2026-09-09T10:00:01.000Z'),
      result('toolu_02', 'ok', false, '2026-09-09T10:00:02.000Z'),
      result('toolu_01', content, isError, '2026-09-09T10:06:00.000Z'),
    ));
    const { input, events } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code-session');
    // The Bash call is not MCP's: only the MCP call's use and result are events.
    expect(events.map((e) => [e.source.line, e.said?.phrase, e.said?.target, e.session])).toEqual([
      [1, 'claude-code/session-tool-use', 'ask_human', 'desk#1'],
      [4, isError ? 'claude-code/session-tool-error' : 'claude-code/session-tool-result', 'ask_human', 'desk#1'],
    ]);
    const report = await analyze([p], { tz: 'UTC', all: true });
    expect(report.requests).toEqual([expect.objectContaining({ method: 'tools/call', target: 'ask_human', basis: 'host-log', ...want })]);
    if (want.outcome !== 'completed') expect(report.requests[0]!.durationMs).toBe(360_000);
  });

  // The same messages as `claude -p --output-format stream-json` prints them: snake_case keys, no timestamp.
  it('reads the stream-json messages of a headless run', async () => {
    const p = tempFile('run.jsonl', lines(
      JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_09', name: 'mcp__tracker__create_issue', input: {} }] }, parent_tool_use_id: null, session_id: 's-9' }),
      JSON.stringify({ type: 'user', message: { role: 'user', content: [{ tool_use_id: 'toolu_09', type: 'tool_result', content: [{ type: 'text', text: 'MCP error -32000: Connection closed' }], is_error: true }] }, parent_tool_use_id: null, session_id: 's-9' }),
    ));
    const report = await analyze([p], { tz: 'UTC' });
    expect(report.inputs[0]).toMatchObject({ format: 'claude-code-session' });
    expect(report.requests.map((r) => [r.method, r.target, r.outcome, r.cause])).toEqual([['tools/call', 'create_issue', 'lost', 'connection-closed']]);
  });

  it('lists a line that is not a record as a problem', async () => {
    const p = tempFile('s-2.jsonl', lines(use('toolu_01', 'mcp__desk__ask_human', '2026-09-09T10:00:00.000Z'), 'grep: s-1.jsonl: binary file matches'));
    const { problems } = await readAll(p, { tz: 'UTC' });
    expect(problems.map((q) => q.source.line)).toEqual([2]);
  });
});

describe('claude-code-session: the init message\'s server list', () => {
  // anthropics/claude-code-action#813: the Action's startup log, the list pretty-printed one member a line.
  const PRETTY = [
    '"mcp_servers": [',
    '  {',
    '    "name": "handbook-search",',
    '    "status": "failed"',
    '  },',
    '  {',
    '    "name": "docs-remote",',
    '    "status": "failed"',
    '  }',
    ']',
  ].join('\n');
  it('pretty-printed: each failed server is a connect that failed, named', async () => {
    const p = tempFile('action-init.txt', PRETTY);
    expect(claudeCodeSession.sniff(PRETTY.split('\n'))).toBeGreaterThanOrEqual(0.8);
    const { input, events } = await readAll(p);
    expect(input.format).toBe('claude-code-session');
    expect(events.map((e) => [e.said?.kind, e.said?.server, e.said?.method])).toEqual([['failed', 'handbook-search', 'initialize'], ['failed', 'docs-remote', 'initialize']]);
    const r = await analyze([p]);
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState])).toEqual([['initialize', 'failed', 'unknown', 'unknown'], ['initialize', 'failed', 'unknown', 'unknown']]);
  });
  it('on one line with the message (stream-json): a connected server is no failure, a pending one says nothing', async () => {
    const line = '{"type":"system","subtype":"init","session_id":"5b0c1d2e","mcp_servers":[{"name":"sdk-tools","status":"failed"},{"name":"kb","status":"connected"},{"name":"crm","status":"pending"}]}';
    const p = tempFile('init.jsonl', line);
    const { events } = await readAll(p);
    expect(events.map((e) => [e.said?.kind, e.said?.server])).toEqual([['failed', 'sdk-tools'], ['connected', 'kb']]);
    const r = await analyze([p]);
    expect(r.requests.map((q) => [q.method, q.outcome])).toEqual([['initialize', 'failed']]);
  });
  it('a list of other things named and statused is no init list', () => {
    expect(claudeCodeSession.sniff(['"jobs": [', '  { "name": "build", "status": "failed" }', ']'])).toBe(0);
  });
});

describe('claude-code-session: server-status lists outside a JSON record', () => {
  // anthropics/claude-agent-sdk-python#207: the Python Agent SDK's SystemMessage printed, its data a dict repr.
  // anthropics/claude-code#15102: the TypeScript Agent SDK's query.mcpServerStatus() result printed.
  it.each([
    ['a fragment of the Python repr', ["'mcp_servers': [{'name': 'calc', 'status': 'failed'}]"], [['failed', 'calc']]],
    ['the whole Python repr of the init message', [
      "SystemMessage(subtype='init', data={'type': 'system', 'subtype': 'init', 'cwd': '/srv/app', 'session_id': '0f1e', 'tools': ['Read', 'mcp__kb__find'], 'mcp_servers': [{'name': 'kb', 'status': 'connected'}, {'name': 'calc', 'status': 'failed'}], 'model': 'claude-sonnet-4-5'})",
    ], [['connected', 'kb'], ['failed', 'calc']]],
    ['mcpServerStatus() pretty-printed, serverInfo nested after the status', [
      '[', '  {', '    "name": "docs-helper",', '    "status": "connected",', '    "serverInfo": {', '      "name": "kbx",', '      "version": "2.3.0"', '    }', '  },',
      '  {', '    "name": "ticket-bridge",', '    "status": "failed"', '  }', ']',
    ], [['connected', 'docs-helper'], ['failed', 'ticket-bridge']]],
    ['mcpServerStatus() with serverInfo inline before the status', [
      '[', '  { "name": "a-server", "serverInfo": { "name": "inner", "version": "1.0.0" }, "status": "connected" },', '  { "name": "b-server", "status": "failed" }', ']',
    ], [['connected', 'a-server'], ['failed', 'b-server']]],
    ['mcpServerStatus() as Node prints it, on one line', ["[ { name: 'one', status: 'needs-auth' }, { name: 'two', status: 'failed' } ]"], [['failed', 'two']]],
  ])('%s: each server named with its state', async (_n, text, want) => {
    expect(claudeCodeSession.sniff(text)).toBeGreaterThanOrEqual(0.7);
    const p = tempFile('status.txt', lines(...text));
    const { input, events, problems } = await readAll(p, { tz: 'UTC' });
    expect(input.format).toBe('claude-code-session');
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.said?.kind, e.said?.server])).toEqual(want);
    const r = await analyze([p], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause, q.serverState, q.basis])).toEqual(
      want.filter(([k]) => k === 'failed').map(() => ['initialize', 'failed', 'unknown', 'unknown', 'host-log']),
    );
  });

  it.each([
    ['jobs named and statused', ['[{"name":"build","status":"failed"},{"name":"lint","status":"pending"}]']],
    ['a state no server has', ['[', '  {"name":"db","status":"connected"},', '  {"name":"cache","status":"ok"}', ']']],
    ['a list under another key', ['"jobs": [', '  { "name": "build", "status": "failed" }', ']']],
  ])('%s is no server-status list', (_n, text) => {
    expect(claudeCodeSession.sniff(text)).toBe(0);
  });
});
