/**
 * Makes the OTLP fixtures from real runs: the v1 TypeScript SDK's client and server over stdio, each traced with
 * the OpenTelemetry JS SDK and its OTLP/HTTP exporter, both exporting to a local receiver that writes every
 * request body it gets as one line (what a collector's file exporter writes).
 *
 *   npx tsx scripts/samples/otel/index.ts test/fixtures/ingest/otlp/semconv-timeout.jsonl
 *
 * The calls: get-weather (answered), radar (a tool error), forecast-10d with a 500 ms request timeout (the SDK
 * sends notifications/cancelled; the server's handler still runs to its end, 1.5 s, and the v1 server drops the
 * answer of a cancelled request).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { TracedTransport } from './traced.js';
import { startTracing } from './tracing.js';

const out = process.argv[2] ?? 'otlp-sample.jsonl';
writeFileSync(out, '');
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    appendFileSync(out, `${Buffer.concat(chunks).toString('utf8').trim()}\n`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v1/traces`;

const provider = startTracing('weather-client', url);
const tracer = provider.getTracer('mcp-otel-sample-client');
const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
const transport = new TracedTransport(
  new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', serverPath], env: { ...process.env, OTEL_SAMPLE_URL: url } as Record<string, string> }),
  tracer,
);
const client = new Client({ name: 'weather-app', version: '2.0.0' });
await client.connect(transport);
await client.callTool({ name: 'get-weather', arguments: {} });
await client.callTool({ name: 'radar', arguments: {} });
try {
  await client.callTool({ name: 'forecast-10d', arguments: {} }, undefined, { timeout: 500 });
} catch (e) {
  // The SDK's own timer fired (McpError -32001, local): the span ends with the local error.
  const id = 3; // ids: 0 initialize, 1 get-weather, 2 radar, 3 forecast-10d
  transport.failLocally(id, 'timeout', (e as Error).message);
}
await new Promise((r) => setTimeout(r, 1800));
await client.close();
await provider.shutdown();
await new Promise((r) => setTimeout(r, 1500));
receiver.close();
console.log(`wrote ${out}`);
