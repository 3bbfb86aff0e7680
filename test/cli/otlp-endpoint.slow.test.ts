/**
 * `--otlp-endpoint`: the spans go to an OTLP/HTTP receiver (a tiny local server standing in for a collector),
 * with retries on the statuses OTLP/HTTP says to retry, and a clear error when nothing listens.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHeaders, sendOtlp, tracesUrl } from '../../src/cli/otlp-send.js';
import { run } from './harness.js';

const SAMPLE = fileURLToPath(new URL('../../samples/ndjson/late-result.ndjson', import.meta.url));

interface Got { path: string; headers: IncomingMessage['headers']; body: string }
let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A receiver answering with `statuses` in turn (the last one repeats). */
async function receiver(statuses: number[]): Promise<{ url: string; got: Got[] }> {
  const got: Got[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses[Math.min(got.length - 1, statuses.length - 1)]!;
      res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{}' : '{"code":14,"message":"unavailable"}');
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, got };
}

describe('--otlp-endpoint', () => {
  it('posts the same spans as --format otlp to <endpoint>/v1/traces, with the OTEL_EXPORTER_OTLP_HEADERS', async () => {
    const { url, got } = await receiver([200]);
    const r = await run([SAMPLE, '--otlp-endpoint', url, '--json'], { env: { OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=k%3D1,x-team=mcp' } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).schema).toBe('mcp-triage/v1');
    expect(got).toHaveLength(1);
    expect(got[0]!.path).toBe('/v1/traces');
    expect(got[0]!.headers['content-type']).toBe('application/json');
    expect(got[0]!.headers['x-api-key']).toBe('k=1');
    const otlp = await run([SAMPLE, '--format', 'otlp']);
    expect(JSON.parse(got[0]!.body)).toEqual(JSON.parse(otlp.stdout));
  });

  it('takes OTEL_EXPORTER_OTLP_ENDPOINT when given without a URL', async () => {
    const { url, got } = await receiver([200]);
    const r = await run([SAMPLE, '--otlp-endpoint'], { env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${url}/` } });
    expect(r.code).toBe(0);
    expect(got.map((g) => g.path)).toEqual(['/v1/traces']);
  });

  it('retries 503 and 429, then succeeds; a 400 is final', async () => {
    const { url, got } = await receiver([503, 429, 200]);
    const sleeps: number[] = [];
    const res = await sendOtlp('{"resourceSpans":[]}', { endpoint: url, env: {}, sleep: async (ms) => void sleeps.push(ms) });
    expect(res.attempts).toBe(3);
    expect(got).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
    server!.close();
    const bad = await receiver([400]);
    await expect(sendOtlp('{}', { endpoint: bad.url, env: {}, sleep: async () => {} })).rejects.toThrow(/HTTP 400/);
    expect(bad.got).toHaveLength(1);
  });

  it('a collector that is down: exit 1 with a message naming the URL, the report still written', async () => {
    const { url } = await receiver([200]);
    server!.close();
    server = null;
    const r = await run([SAMPLE, '--otlp-endpoint', url, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).schema).toBe('mcp-triage/v1');
    expect(r.stderr).toMatch(new RegExp(`could not send the traces to ${url}/v1/traces: ECONNREFUSED \\(4 attempts\\); is the collector running\\?`));
  }, 20_000);

  it('endpoint and header parsing', () => {
    expect(tracesUrl('http://c:4318', {})).toBe('http://c:4318/v1/traces');
    expect(tracesUrl('http://c:4318/v1/traces', {})).toBe('http://c:4318/v1/traces');
    expect(tracesUrl(true, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://x/otlp/traces', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://y' })).toBe('https://x/otlp/traces');
    expect(() => tracesUrl(true, {})).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => tracesUrl('file:///tmp/x', {})).toThrow(/not an http/);
    expect(parseHeaders('a=1, b = x%20y ,bad')).toEqual({ a: '1', b: 'x y' });
  });
});
