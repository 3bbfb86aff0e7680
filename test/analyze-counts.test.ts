import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze.js';

// The summary's counts when plain completions are counted a run at a time (analyze.ts onPlain, flushPlain) must be
// what counting each one gives — `--all` diagnoses every request and counts each through onRequest — in value and in
// key order (the JSON report writes the keys as they were made).

const tmp = mkdtempSync(join(tmpdir(), 'analyze-counts-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Step = [server: string, kind: 'ok' | 'error' | 'timeout'];

/** A Claude Desktop log: each server's handshake, then calls in the steps' order, one second apart. */
function capture(servers: readonly string[], steps: readonly Step[]): string {
  let ms = 0;
  const at = (): string => new Date(Date.UTC(2026, 0, 1) + (ms += 1000)).toISOString();
  const line = (server: string, from: 'client' | 'server', m: object): string =>
    `${at()} [${server}] [info] Message from ${from}: ${JSON.stringify(m)} { metadata: undefined }`;
  const out: string[] = [];
  for (const s of servers) {
    out.push(`${at()} [${s}] [info] Initializing server... { metadata: undefined }`);
    out.push(line(s, 'client', { method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } }, jsonrpc: '2.0', id: 0 }));
    out.push(line(s, 'server', { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: `${s}-info`, version: '1' } } }));
    out.push(line(s, 'client', { method: 'notifications/initialized', jsonrpc: '2.0' }));
  }
  const ids = new Map<string, number>();
  for (const [s, kind] of steps) {
    const id = (ids.get(s) ?? 0) + 1;
    ids.set(s, id);
    out.push(line(s, 'client', { method: 'tools/call', params: { name: 'echo', arguments: { n: id } }, jsonrpc: '2.0', id }));
    if (kind === 'ok') out.push(line(s, 'server', { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: `ok ${id}` }] } }));
    else if (kind === 'error') out.push(line(s, 'server', { jsonrpc: '2.0', id, error: { code: -32603, message: 'boom' } }));
    else {
      ms += 60_000;
      out.push(line(s, 'client', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'McpError: MCP error -32001: Request timed out' } }));
    }
  }
  return `${out.join('\n')}\n`;
}

const runs = (s: string, n: number, kind: Step[1] = 'ok'): Step[] => Array.from({ length: n }, () => [s, kind] as Step);

const table: [name: string, servers: string[], steps: Step[]][] = [
  ['one server, one run', ['alpha'], runs('alpha', 5)],
  ['two servers in turn', ['alpha', 'beta'], [...runs('alpha', 3), ...runs('beta', 2), ...runs('alpha', 4), ...runs('beta', 1)]],
  ['runs cut by failures', ['alpha', 'beta'], [...runs('alpha', 2), ['alpha', 'error'], ...runs('alpha', 3), ['beta', 'timeout'], ...runs('beta', 2), ...runs('alpha', 1)]],
  ['a failure first, then completions', ['beta', 'alpha'], [['beta', 'error'], ['alpha', 'timeout'], ...runs('alpha', 3), ...runs('beta', 3)]],
  ['alternating one by one', ['alpha', 'beta', 'gamma'], [...Array.from({ length: 4 }, () => [...runs('alpha', 1), ...runs('beta', 1), ...runs('gamma', 1)]).flat()]],
];

describe('analyze: plain completions counted a run at a time', () => {
  it.each(table)('%s: the counts and their key order as when each is counted', async (name, servers, steps) => {
    const file = join(tmp, `${name.replace(/\W+/g, '-')}.log`);
    writeFileSync(file, capture(servers, steps));
    const counted = (await analyze([file])).summary;
    const each = (await analyze([file], { all: true })).summary;
    const pick = (s: typeof counted) => JSON.stringify({ requests: s.requests, byOutcome: s.byOutcome, byCause: s.byCause, byServer: s.byServer });
    expect(pick(counted)).toBe(pick(each));
    // every completion counted, by its server
    const ok = (s: string) => steps.filter(([x, k]) => x === s && k === 'ok').length;
    for (const s of servers) if (ok(s) > 0) expect(counted.byServer[`${s}-info`]?.completed).toBe(ok(s) + 1); // and its initialize
    expect(counted.requests).toBeGreaterThanOrEqual(steps.length);
  });
});
