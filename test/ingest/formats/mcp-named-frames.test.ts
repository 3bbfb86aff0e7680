/**
 * A Python traceback of an MCP client that is no SDK (formats/mcp-named-frames.ts): frames named for MCP over the
 * transport's error read as that client's request failing on its transport; prose and other tracebacks stay refused.
 * Excerpts keep the layout of the public pastes cited beside them; modules, paths and names are ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { McpFramesTracker, mcpFramesNote, mcpFramesTimeoutNote } from '../../../src/ingest/formats/mcp-named-frames.js';
import { tempFile } from '../helpers.js';

const tb = (frames: [string, string][], last: string) =>
  ['Traceback (most recent call last):', ...frames.flatMap(([file, fn]) => [`  File "${file}", line 42, in ${fn}`, '    do_it()']), last, ''].join('\n');

describe('read as the client\'s request lost on its transport', () => {
  it.each([
    // alexeygrigorev/toyaikit#1 (in CPython's layout): the course client's initialize writing to an exited server's stdin.
    ['a write to the server\'s stdin, under the frame named for initialize', tb([['/srv/lab/nbclient.py', '<module>'], ['/srv/lab/.venv/lib/python3.12/site-packages/labkit/mcp/client.py', 'initialize'], ['/srv/lab/.venv/lib/python3.12/site-packages/labkit/mcp/client.py', '_send_request'], ['/srv/lab/.venv/lib/python3.12/site-packages/labkit/mcp/transport.py', 'send']], 'BrokenPipeError: [Errno 32] Broken pipe'), 'initialize'],
    // 1Panel-dev/MaxKB#4959: a platform's MCP response path re-raising httpx's connect error; no frame names a request.
    ['httpx\'s connect error wrapped by the app, frames named for MCP only', `2026-05-02 10:11:12 [flow ERROR] upstream failed:Traceback (most recent call last):\n${tb([['/opt/kbapp/flow/tools.py', '_run'], ['/opt/kbapp/flow/tools.py', '_yield_mcp_response']], 'RuntimeError: ConnectError: All connection attempts failed')}`, 'initialize'],
    ['a socket reset under a call_tool in an mcp_client module', tb([['/app/agent/runner.py', 'step'], ['/app/agent/mcp_client.py', 'call_tool']], 'ConnectionResetError: [Errno 104] Connection reset by peer'), 'tools/call'],
  ])('%s', async (_n, text, method) => {
    const r = await analyze([tempFile('trace.txt', text)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(r.requests).toMatchObject([{ method, outcome: 'lost', cause: 'connection-closed', basis: 'host-log' }]);
  });
});

describe('left refused', () => {
  it.each([
    ['prose naming the frames and the error', 'When my mcp_client calls call_tool it dies with BrokenPipeError: [Errno 32] Broken pipe, any idea?\n'],
    ['a traceback whose frames say nothing of MCP', tb([['/app/jobs/export.py', 'run'], ['/app/jobs/io.py', 'flush_rows']], 'BrokenPipeError: [Errno 32] Broken pipe')],
    ['a frame named initialize in code that says nothing of MCP', tb([['/app/db/pool.py', 'initialize']], 'ConnectionRefusedError: [Errno 111] Connection refused')],
  ])('%s', async (_n, text) => {
    await expect(analyze([tempFile('trace.txt', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });
  it('frames named for MCP over an error that is not the transport\'s: no request lost on it', async () => {
    const r = await analyze([tempFile('trace.txt', tb([['/app/agent/mcp_client.py', 'call_tool']], 'ValueError: tool name must be a string'))], { tz: 'UTC' });
    expect(r.requests.filter((q) => q.cause === 'connection-closed')).toEqual([]);
  });
});

describe('a bare TimeoutError under frames named for a request: the client\'s own deadline', () => {
  const sp = '/Users/dev/.cache/uv/archive-v0/Zx1/lib/python3.12/site-packages';
  it.each([
    // OpenHands/software-agent-sdk#1168 (its frames, our paths): the CLI's traceback down through create_mcp_tools.
    ['concurrent.futures\' bare TimeoutError under create_mcp_tools', tb([[`${sp}/agentcli/setup.py`, 'setup_conversation'], [`${sp}/agentkit/mcp/utils.py`, 'create_mcp_tools'], [`${sp}/agentkit/mcp/client.py`, 'call_async_from_sync'], [`${sp}/agentkit/utils/async_executor.py`, 'run_async'], ['/usr/lib/python3.12/concurrent/futures/_base.py', 'result']], 'TimeoutError'), 'tools/list'],
    ['the module-qualified class, under load_mcp_tools', tb([['/app/agent/main.py', 'boot'], ['/app/agent/mcp_setup.py', 'load_mcp_tools'], ['/usr/lib/python3.10/concurrent/futures/_base.py', 'result']], 'concurrent.futures._base.TimeoutError'), 'tools/list'],
    ['asyncio\'s, under a call_tool in an mcp_client module', tb([['/app/agent/runner.py', 'step'], ['/app/agent/mcp_client.py', 'call_tool'], ['/usr/lib/python3.12/asyncio/tasks.py', 'wait_for']], 'asyncio.exceptions.TimeoutError'), 'tools/call'],
  ])('%s', async (_n, text, method) => {
    const r = await analyze([tempFile('trace.txt', text)], { tz: 'UTC' });
    expect(r.inputs[0]).toMatchObject({ format: 'jsonrpc-in-text' });
    expect(r.requests).toMatchObject([{ method, outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown', basis: 'host-log' }]);
  });
  it.each([
    // No frame names a request: what the deadline was on is not said.
    ['frames named for MCP only', tb([['/app/agent/mcp_client.py', 'connect_all'], ['/usr/lib/python3.12/concurrent/futures/_base.py', 'result']], 'TimeoutError')],
    // A TimeoutError with words of its own is not the bare deadline.
    ['a TimeoutError with a message', tb([['/app/agent/mcp_client.py', 'call_tool']], 'TimeoutError: the disk is slow')],
    // The frames say nothing of MCP.
    ['a bare TimeoutError under frames of no MCP', tb([['/app/jobs/export.py', 'create_tools'], ['/usr/lib/python3.12/concurrent/futures/_base.py', 'result']], 'TimeoutError')],
  ])('no deadline read: %s', (_n, text) => {
    const t = new McpFramesTracker();
    const lines = text.split('\n');
    expect(lines.map((l) => t.line(l))).toEqual(lines);
  });
  it('through anyio\'s fail_after the note is left to that deadline\'s reading', () => {
    const t = new McpFramesTracker();
    const lines = tb([['/app/agent/mcp_client.py', 'call_tool'], ['/app/.venv/lib/python3.12/site-packages/anyio/_core/_tasks.py', 'fail_after']], 'TimeoutError').split('\n');
    expect(lines.map((l) => t.line(l))).toEqual(lines);
  });
  it('notes the last line with the request the frames name', () => {
    const t = new McpFramesTracker();
    const lines = tb([['/app/agent/mcp_client.py', 'call_tool']], 'TimeoutError').split('\n');
    expect(lines.map((l) => t.line(l)).filter((l, i) => l !== lines[i])).toEqual([`TimeoutError ${mcpFramesTimeoutNote('tools/call')}`]);
  });
});

describe('McpFramesTracker', () => {
  it('notes only the printout\'s last line, and leaves the Python SDK\'s own frames to its rows', () => {
    const t = new McpFramesTracker();
    const lines = tb([['/x/site-packages/mcp/client/session.py', 'initialize']], 'BrokenPipeError: [Errno 32] Broken pipe').split('\n');
    expect(lines.map((l) => t.line(l))).toEqual(lines);
    const u = new McpFramesTracker();
    const ours = tb([['/x/tools/mcp_bridge.py', 'list_tools']], 'httpx.ConnectError: [Errno 111] Connection refused').split('\n');
    const out = ours.map((l) => u.line(l));
    expect(out.filter((l, i) => l !== ours[i])).toEqual([`httpx.ConnectError: [Errno 111] Connection refused ${mcpFramesNote('tools/list')}`]);
  });
});
