/**
 * analyze(): the library entry, end to end over real sample captures (samples/, made by real
 * SDK runs) and generated NDJSON. Asserts what analyze() itself decides: which requests are
 * listed, counts, filters, keys across inputs, zones, redaction, errors.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { analyze, InputError, SCHEMA, UsageError } from '../src/index.js';

const TIMEOUT = 'samples/claude-desktop/client-timeout.log';
const NORMAL = 'samples/ndjson/normal-completion.ndjson';
const VSCODE_TIMEOUT = 'samples/vscode/client-timeout.log';
const tmp = mkdtempSync(join(tmpdir(), 'mcp-triage-analyze-'));

/** The text of a `file:line` source. */
function captureLine(source: string): string {
  const at = source.lastIndexOf(':');
  return readFileSync(source.slice(0, at), 'utf8').split('\n')[Number(source.slice(at + 1)) - 1] ?? '';
}

/** A stdio NDJSON capture: initialize, then `n` tools/call requests that all complete. */
function completedCalls(n: number): string {
  const lines = [
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
    '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  ];
  for (let i = 1; i <= n; i++) {
    lines.push(`{"jsonrpc":"2.0","id":${i},"method":"tools/call","params":{"name":"echo","arguments":{"i":${i}}}}`);
    lines.push(`{"jsonrpc":"2.0","id":${i},"result":{"content":[]}}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('analyze', () => {
  it('lists the request that did not complete and counts the one that did', async () => {
    const r = await analyze([TIMEOUT]);
    expect(r.schema).toBe(SCHEMA);
    expect(r.requests.map((q) => [q.key, q.outcome, q.cause])).toEqual([['s1:1', 'cancelled', 'client-timeout']]);
    expect(r.summary).toMatchObject({ sessions: 1, requests: 2, reported: 1, notReported: 1, byOutcome: { completed: 1, cancelled: 1 } });
    expect(r.inputs[0]).toMatchObject({ path: TIMEOUT, format: 'claude-desktop' });
    // the start is the request line's own UTC timestamp (Claude Desktop lines begin with it)
    const q = r.requests[0]!;
    const line = captureLine(q.timeline[0]!.source);
    expect(line).toContain('"method":"tools/call"');
    expect(q.startedAt).toBe(line.slice(0, 24));
    expect(r.redacted).toBe(true);
  });

  it('--all lists completed requests too', async () => {
    const r = await analyze([TIMEOUT], { all: true });
    expect(r.requests.map((q) => q.key)).toEqual(['s1:0', 's1:1']);
    expect(r.summary.notReported).toBe(0);
  });

  it('reports nothing when everything completed, and says how much there was', async () => {
    const r = await analyze([NORMAL]);
    expect(r.requests).toEqual([]);
    expect(r.summary.requests).toBeGreaterThan(0);
    expect(r.summary.notReported).toBe(r.summary.requests);
  });

  it('counts and drops completed requests (a large capture lists none of them)', async () => {
    const file = join(tmp, 'many.ndjson');
    writeFileSync(file, completedCalls(3000));
    const r = await analyze([file]);
    expect(r.summary.requests).toBe(3001);
    expect(r.summary.notReported).toBe(3001);
    expect(r.requests).toHaveLength(0);
  });

  it.each([
    ['a bare id', '1', ['s1:1']],
    ['a completed request, listed because it was asked for', '0', ['s1:0']],
    ['session:id', 's1:1', ['s1:1']],
    ['the string form of a numeric id matches nothing', '"1"', []],
    ['another session', 's2:1', []],
  ])('--request %s', async (_n, spec, keys) => {
    const r = await analyze([TIMEOUT], { request: spec });
    expect(r.requests.map((q) => q.key)).toEqual(keys);
    expect(r.summary.filteredOut).toBe(2 - keys.length);
    expect(r.summary.notReported).toBe(0);
  });

  it('keeps session keys unique across inputs analyzed apart', async () => {
    const r = await analyze([TIMEOUT, TIMEOUT], { merge: false });
    expect(r.requests.map((q) => q.key)).toEqual(['s1:1', 'i2.s1:1']);
    expect(r.sessions.map((s) => s.key)).toEqual(['s1', 'i2.s1']);
    expect(r.inputs).toHaveLength(2);
    const only = await analyze([TIMEOUT, TIMEOUT], { request: 'i2.s1:1', merge: false });
    expect(only.requests.map((q) => q.key)).toEqual(['i2.s1:1']);
  });

  it('writes local-time captures in the zone given by --tz', async () => {
    const r = await analyze([VSCODE_TIMEOUT], { tz: 'Asia/Seoul' });
    expect(r.inputs[0]).toMatchObject({ zone: 'Asia/Seoul', zoneAssumed: false });
    const q = r.requests.find((x) => x.cause === 'client-timeout')!;
    // VS Code writes local wall-clock time without a zone: the report keeps those digits and adds +09:00
    const wall = captureLine(q.timeline[0]!.source).slice(0, 23).replace(' ', 'T');
    expect(wall).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    expect(q.startedAt).toBe(`${wall}+09:00`);
  });

  it('reads stdin for -', async () => {
    const r = await analyze(['-'], { stdin: Readable.from([Buffer.from(completedCalls(2))]), all: true });
    expect(r.inputs[0]?.path).toBe('-');
    expect(r.requests.map((q) => q.key)).toEqual(['s1:0', 's1:1', 's1:2']);
    expect(r.requests[1]?.timeline[0]?.source).toBe('-:4');
  });

  it('redacts by default and not with redact: false', async () => {
    const file = join(tmp, 'secret.ndjson');
    const secret = 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    writeFileSync(
      file,
      [
        '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}',
        '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"deploy","arguments":{"token":"${secret}"}}}`,
        `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"bad token ${secret}"}}`,
      ].join('\n'),
    );
    const redacted = await analyze([file]);
    expect(redacted.requests.map((q) => q.outcome)).toEqual(['failed']);
    expect(JSON.stringify(redacted)).not.toContain(secret);
    const plain = await analyze([file], { redact: false });
    expect(plain.redacted).toBe(false);
    expect(JSON.stringify(plain)).toContain(secret);
  });

  it('skips an input that cannot be read when another can, and says why (output contract, "Additions")', async () => {
    const missing = join(tmp, 'missing.log');
    const skipped: [string, string][] = [];
    const r = await analyze([TIMEOUT, missing], { onSkip: (path, reason) => skipped.push([path, reason]) });
    expect(r.inputs).toHaveLength(2);
    expect(r.inputs[1]).toEqual({ path: missing, skipped: 'no such file' });
    expect(skipped).toEqual([[missing, 'no such file']]);
    expect(r.requests.length).toBeGreaterThan(0);
  });

  it('rejects with InputError when no input can be read (one: its own message; several: a count)', async () => {
    const missing = join(tmp, 'missing.log');
    await expect(analyze([missing])).rejects.toThrow(`${missing}: no such file`);
    const skipped: string[] = [];
    const both = analyze([missing, join(tmp, 'gone.log')], { onSkip: (p) => skipped.push(p) });
    await expect(both).rejects.toBeInstanceOf(InputError);
    await expect(both).rejects.toThrow('none of the 2 inputs could be read');
    expect(skipped).toHaveLength(2);
  });

  it('rejects no inputs and stdin twice as usage errors', async () => {
    await expect(analyze([])).rejects.toBeInstanceOf(UsageError);
    await expect(analyze(['-', '-'])).rejects.toBeInstanceOf(UsageError);
  });
});
