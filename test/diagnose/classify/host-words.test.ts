import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-host-words-'));

async function verdict(name: string, line: string): Promise<[string, string, string]> {
  const path = join(dir, `${name}.log`);
  writeFileSync(path, `${line}\n`);
  const r = await analyze([path]);
  const q = r.requests[0]!;
  return [q.outcome, q.cause, q.serverState];
}

describe("host words: the SDK's timeout text, the requester's own or relayed", () => {
  it.each([
    // The requester's SDK timer fired: the TypeScript SDK cancels (mcp-router/mcp-router#57's own call).
    ['own', '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32001: Request timed out', ['cancelled', 'client-timeout', 'unknown']],
    // The requester received an error answer (-32603) carrying a router's timer (the router's relayed call in
    // mcp-router/mcp-router#57): failed, the router's timer, work unknown — as the same text on the wire.
    [
      'relayed',
      '2026-06-03 10:12:40.118 [error] Error calling tool zhi: MCP error -32603: MCP error -32603: Error calling tool zhi: MCP error -32001: Request timed out',
      ['failed', 'client-timeout', 'unknown'],
    ],
  ])('%s', async (name, line, expected) => {
    expect(await verdict(name, line)).toEqual(expected);
  });
});
