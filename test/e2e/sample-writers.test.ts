/**
 * The capture writers behind `npm run samples` (scripts/samples/writers/): the samples are only as
 * faithful as these renderings, so their host-format details are pinned here.
 */
import { describe, expect, it } from 'vitest';
import { Recorder, type TapEvent } from '../../scripts/samples/lib/tap.js';
import { renderClaudeDesktop } from '../../scripts/samples/writers/claude-desktop.js';
import { renderMcpcap } from '../../scripts/samples/writers/mcpcap.js';
import { renderNdjson } from '../../scripts/samples/writers/ndjson.js';
import { truncateLikeClaude } from '../../scripts/samples/writers/truncate.js';
import { formatInZone, renderVsCode } from '../../scripts/samples/writers/vscode.js';

const T0 = Date.UTC(2026, 10, 30, 12, 0, 0, 7); // 2026-11-30T12:00:00.007Z
const INIT = '{"method":"initialize","params":{"protocolVersion":"2025-11-25"},"jsonrpc":"2.0","id":0}';
const INIT_OK = '{"result":{"protocolVersion":"2025-11-25"},"jsonrpc":"2.0","id":0}';
const CALL = '{"method":"tools/call","params":{"name":"slow_build"},"jsonrpc":"2.0","id":1}';

function recording(end: 'crash' | 'shutdown'): Recorder {
  const rec = new Recorder('build');
  const life = rec.newLife();
  const ev: TapEvent[] = [
    { t: T0, kind: 'spawn', life, command: ['node', 'server.js'] },
    { t: T0 + 2, kind: 'spawned', life, pid: 42 },
    { t: T0 + 3, kind: 'send', life, line: INIT },
    { t: T0 + 40, kind: 'stderr', life, line: 'server up' },
    { t: T0 + 41, kind: 'recv', life, line: INIT_OK },
    { t: T0 + 50, kind: 'send', life, line: CALL },
  ];
  if (end === 'shutdown') ev.push({ t: T0 + 90, kind: 'client-close', life, intentional: true }, { t: T0 + 91, kind: 'pipe-close', life, stream: 'stdin' });
  ev.push(
    { t: T0 + 100, kind: 'exit', life, code: end === 'crash' ? 1 : 0, signal: null },
    { t: T0 + 100, kind: 'pipe-close', life, stream: 'stdout' },
    { t: T0 + 100, kind: 'closed', life },
  );
  for (const e of ev) rec.push(e);
  return rec;
}

describe('Claude Desktop writer', () => {
  it('writes the per-server grammar with the metadata suffix and unprefixed stderr', () => {
    const lines = renderClaudeDesktop(recording('shutdown')).trimEnd().split('\n');
    expect(lines[0]).toBe('2026-11-30T12:00:00.007Z [build] [info] Initializing server... { metadata: undefined }');
    expect(lines[2]).toBe(`2026-11-30T12:00:00.010Z [build] [info] Message from client: ${INIT} { metadata: undefined }`);
    expect(lines[3]).toBe('server up');
    expect(lines.slice(-3).map((l) => l.slice(40))).toEqual([
      'Shutting down server... { metadata: undefined }',
      'Server transport closed (intentional shutdown) { metadata: undefined }',
      'Client transport closed { metadata: undefined }',
    ]);
  });

  it('reports a process that went away by itself as an unexpected close and a disconnect', () => {
    const tail = renderClaudeDesktop(recording('crash')).trimEnd().split('\n').slice(-4);
    expect(tail[0]).toContain('[info] Server transport closed { metadata: undefined }');
    expect(tail[1]).toContain('[info] Server transport closed unexpectedly, this is likely due to the process exiting early.');
    expect(tail[2]).toContain("[error] Server disconnected. For troubleshooting guidance, please visit our [debugging documentation](https://modelcontextprotocol.io/docs/tools/debugging) { metadata: { context: 'connection', stack: undefined } }");
    expect(tail[3]).toContain('[info] Client transport closed');
  });
});

describe('Claude Desktop truncation', () => {
  const big = JSON.stringify({ result: { content: [{ type: 'text', text: 'x'.repeat(20000) }] }, jsonrpc: '2.0', id: 17 });

  it('marks the cut, leaves invalid JSON and keeps the id in the tail', () => {
    const cut = truncateLikeClaude(big);
    expect(cut).toMatch(/…\[\d+ chars truncated\]…/);
    expect(() => JSON.parse(cut)).toThrow();
    expect(cut).toContain('"id":17');
    expect(cut.length).toBeLessThan(2000);
  });

  it('counts exactly the characters it removed', () => {
    const cut = truncateLikeClaude(big);
    const n = Number(/…\[(\d+) chars truncated\]…/.exec(cut)?.[1]);
    expect(cut.length - `…[${n} chars truncated]…`.length + n).toBe(big.length);
  });

  it('leaves short bodies alone', () => {
    expect(truncateLikeClaude(CALL)).toBe(CALL);
  });
});

describe('VS Code writer', () => {
  it.each([
    ['Asia/Seoul', '2026-11-30 21:00:00.007'],
    ['America/New_York', '2026-11-30 07:00:00.007'],
    ['UTC', '2026-11-30 12:00:00.007'],
  ])('renders local time without a zone in %s', (zone, text) => {
    expect(formatInZone(T0, zone)).toBe(text);
  });

  it('honours daylight saving time', () => {
    expect(formatInZone(Date.UTC(2026, 6, 1, 12, 0, 0, 0), 'America/New_York')).toBe('2026-07-01 08:00:00.000');
  });

  it('writes traffic at debug, stderr as a warning, and a crash as an error connection state', () => {
    const lines = renderVsCode(recording('crash'), 'Asia/Seoul').trimEnd().split('\n');
    expect(lines[0]).toBe('2026-11-30 21:00:00.007 [info] Starting server build');
    expect(lines).toContain(`2026-11-30 21:00:00.010 [debug] [editor -> server] ${INIT}`);
    expect(lines).toContain(`2026-11-30 21:00:00.048 [debug] [server -> editor] ${INIT_OK}`);
    expect(lines).toContain('2026-11-30 21:00:00.047 [warning] [server stderr] server up');
    expect(lines.at(-1)).toBe('2026-11-30 21:00:00.107 [info] Connection state: Error Process exited with code 1');
  });

  it('says the server exited before answering initialize when it did', () => {
    const rec = new Recorder('build');
    const life = rec.newLife();
    for (const e of [
      { t: T0, kind: 'spawn', life, command: ['node'] },
      { t: T0 + 3, kind: 'send', life, line: INIT },
      { t: T0 + 9, kind: 'exit', life, code: 1, signal: null },
      { t: T0 + 9, kind: 'closed', life },
    ] as TapEvent[])
      rec.push(e);
    expect(renderVsCode(rec, 'UTC').trimEnd().split('\n').at(-1)).toBe('2026-11-30 12:00:00.016 [error] Server exited before responding to `initialize` request.');
  });
});

describe('NDJSON and mcpcap writers', () => {
  it('NDJSON is the bare message lines in order, nothing else', () => {
    expect(renderNdjson(recording('crash'))).toBe(`${INIT}\n${INIT_OK}\n${CALL}\n`);
  });

  it('mcpcap has a header, direction, stderr, pipe closes and the exit', () => {
    const lines = renderMcpcap(recording('shutdown'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ type: 'header', format: 'mcpcap', version: 1, transport: 'stdio', startedAt: '2026-11-30T12:00:00.007Z', command: ['node', 'server.js'] });
    expect(lines.slice(1).map((l) => [l['type'], l['from'] ?? l['stream'] ?? null])).toEqual([
      ['message', 'client'],
      ['stderr', null],
      ['message', 'server'],
      ['message', 'client'],
      ['close', 'stdin'],
      ['exit', null],
      ['close', 'stdout'],
    ]);
    expect(lines.find((l) => l['stream'] === 'stdin')).toMatchObject({ by: 'client' });
    expect(lines.find((l) => l['type'] === 'exit')).toMatchObject({ code: 0, signal: null });
  });

  it('mcpcap refuses a recording of two processes', () => {
    const rec = recording('crash');
    rec.newLife();
    expect(() => renderMcpcap(rec)).toThrow(/one process/);
  });
});
