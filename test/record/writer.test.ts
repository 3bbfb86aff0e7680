import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CaptureWriter } from '../../src/record/writer.js';
import { createClock } from '../../src/record/clock.js';
import { messageLine, parseMessageText } from '../../src/record/json-text.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-record-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sink() {
  const parts: string[] = [];
  return { write: (s: string) => parts.push(s), text: () => parts.join('') };
}

describe('CaptureWriter', () => {
  it('writes JSON Lines with type and t first', async () => {
    const path = join(dir, 'a.jsonl');
    const w = new CaptureWriter({ path, clock: createClock(), stderr: sink() });
    w.event('stderr', Date.UTC(2026, 10, 30, 12, 0, 0, 123), { text: 'hi' });
    await w.close();
    expect(readFileSync(path, 'utf8')).toBe('{"type":"stderr","t":"2026-11-30T12:00:00.123Z","text":"hi"}\n');
  });

  it('drops events (not traffic) when the buffer is full, and notes the gap', async () => {
    const path = join(dir, 'b.jsonl');
    const err = sink();
    const w = new CaptureWriter({ path, clock: createClock(), stderr: err, maxBufferBytes: 4096 });
    const payload = 'x'.repeat(1000);
    for (let i = 0; i < 50; i++) w.event('stderr', Date.now(), { text: payload, i });
    await new Promise((r) => setTimeout(r, 50));
    w.event('stderr', Date.now(), { text: 'after' });
    const status = w.status(path);
    await w.close();
    expect(status.dropped).toBeGreaterThan(0);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const note = lines.find((l) => l.type === 'note');
    expect(note?.dropped).toBe(status.dropped);
    expect(lines.at(-1)).toMatchObject({ type: 'stderr', text: 'after' });
    expect(lines.length + status.dropped).toBe(50 + 2);
    expect(err.text().match(/dropping events/g)).toHaveLength(1);
  });

  it('appends when asked, and tags every line it composes (drop notes too) with the lifetime', async () => {
    const path = join(dir, 'append.jsonl');
    const first = new CaptureWriter({ path, clock: createClock(), stderr: sink(), append: true, lifetime: 'L1' });
    first.event('stderr', Date.UTC(2026, 10, 30, 12), { text: 'one' });
    await first.close();
    const second = new CaptureWriter({ path, clock: createClock(), stderr: sink(), append: true, lifetime: 'L2', maxBufferBytes: 2048 });
    for (let i = 0; i < 20; i++) second.event('stderr', Date.now(), { text: 'x'.repeat(500) });
    await new Promise((r) => setTimeout(r, 50));
    second.event('stderr', Date.now(), { text: 'after' });
    await second.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ type: 'stderr', t: '2026-11-30T12:00:00.000Z', l: 'L1', text: 'one' });
    expect(lines.slice(1).every((l) => l.l === 'L2')).toBe(true);
    expect(lines.some((l) => l.type === 'note' && typeof l.dropped === 'number')).toBe(true);
    // Without `append` the file starts over.
    const third = new CaptureWriter({ path, clock: createClock(), stderr: sink() });
    third.event('stderr', Date.UTC(2026, 10, 30, 12), { text: 'fresh' });
    await third.close();
    expect(readFileSync(path, 'utf8')).toBe('{"type":"stderr","t":"2026-11-30T12:00:00.000Z","text":"fresh"}\n');
  });

  it('stops once, on stderr, when the path cannot be written', async () => {
    const err = sink();
    const w = new CaptureWriter({ path: join(dir, 'nope', 'c.jsonl'), clock: createClock(), stderr: err });
    w.event('note', Date.now(), { text: 'x' });
    await new Promise((r) => setTimeout(r, 20));
    w.event('note', Date.now(), { text: 'y' });
    await w.close();
    expect(w.isStopped).toBe(true);
    expect(err.text()).toMatch(/^mcp-triage record: recording stopped: ENOENT[^\n]*; traffic continues\n$/);
  });
});

describe('message text', () => {
  it.each([
    ['{"jsonrpc":"2.0","id":1}', { ok: true, json: '{"jsonrpc":"2.0","id":1}' }],
    ['  {"a":\r\n1}  ', { ok: true, json: '{"a":1}' }],
    ['[{"id":1}]', { ok: true, json: '[{"id":1}]' }],
    ['"str"', { ok: false, error: 'not a JSON-RPC message: a JSON string' }],
    ['null', { ok: false, error: 'not a JSON-RPC message: a JSON null' }],
  ])('%s', (text, want) => {
    expect(parseMessageText(text, false)).toMatchObject(want);
  });

  // A `\u` escape hides a name or a value from the gate on the raw text; the parsed value is judged decoded.
  it.each([
    [String.raw`{"params":{"\u0074oken":"abc123def"}}`, { params: { token: '<redacted:token>' } }],
    [String.raw`{"params":{"\u0073id":"abc123def"}}`, { params: { sid: '<redacted:token>' } }],
    [String.raw`{"params":{"h":"\u0042earer abc123def456"}}`, { params: { h: 'Bearer <redacted:bearer>' } }],
    [String.raw`{"params":{"\u0073ecretKey":"abc123def"}}`, { params: { secretKey: '<redacted:secret>' } }],
    [String.raw`{"params":{"n\u0061me":"caf\u00e9","progress\u0054oken":"abc123def"}}`, { params: { name: 'café', progressToken: 'abc123def' } }],
  ])('%s', (text, want) => {
    const got = parseMessageText(text, false);
    expect(got).toMatchObject({ ok: true, value: want });
    expect(got.ok && JSON.parse(got.json)).toEqual(want);
    expect(parseMessageText(text, true)).toMatchObject({ ok: true, json: text });
  });

  it('embeds the message after the other fields and stays valid JSON', () => {
    const line = messageLine('2026-11-30T12:00:00.000Z', { from: 'server' }, '{"__proto__":{"a":1}}');
    expect(line).toBe('{"type":"message","t":"2026-11-30T12:00:00.000Z","from":"server","message":{"__proto__":{"a":1}}}');
    expect(JSON.parse(line)).toHaveProperty('message');
  });
});
