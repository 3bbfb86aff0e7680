/**
 * The HAR reader on the samples recorded from real SDK runs (scripts/samples/http): the wire
 * facts each scenario is about must come out of the reader as events.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/events.js';
import { harReader } from '../../src/ingest/formats/har.js';
import { runReader } from '../fixtures/http/harness.js';

const DIR = fileURLToPath(new URL('../../samples/http/', import.meta.url));
const HARS = readdirSync(DIR).filter((f) => f.endsWith('.har')).sort();
const read = (name: string) => runReader(harReader, readFileSync(DIR + name, 'utf8'), name);
/** Close of the stream that carried the POST of the sample's request. */
function requestClose(events: WireEvent[], id: string | number): WireEvent | undefined {
  return events.find((e) => e.kind === 'stream-close' && e.stream?.requestId === id && e.stream.method === 'POST');
}

describe('HAR samples from real SDK runs', () => {
  it('has the thirteen scenarios', () => {
    expect(HARS).toHaveLength(13);
  });

  it.each(HARS)('%s: lines add up, every event sourced, expected request present', (name) => {
    const r = read(name);
    const a = r.accounting;
    expect(a.event + a.part + a.blank + a.problem).toBe(r.lines);
    expect(r.problems).toEqual([]);
    for (const e of r.events) {
      expect(e.source.pointer).toMatch(/^entries\[\d+\]/);
      expect(e.stream?.id).toMatch(/^entries\[\d+\]$/);
    }
    const expected = JSON.parse(readFileSync(DIR + name.replace(/\.har$/, '.expected.json'), 'utf8')) as { request: string };
    const id = Number(expected.request);
    expect(r.events.some((e) => e.kind === 'message' && e.from === 'client' && e.message?.id === id && e.message.method === 'tools/call')).toBe(true);
  });

  const facts: [string, (es: WireEvent[]) => void][] = [
    ['v1-timeout.har', (es) => {
      const cancel = es.findIndex((e) => e.message?.method === 'notifications/cancelled');
      expect(es[cancel]!.message!.params).toMatchObject({ requestId: 1, reason: 'McpError: MCP error -32001: Request timed out' });
      expect(requestClose(es, 1)!.stream).toMatchObject({ closedBy: 'client', error: 'net::ERR_ABORTED', status: 200 });
      // Progress on the POST stream (no clock in a HAR body) is ordered after the cancel, before the close.
      const progress = es.findIndex((e) => e.message?.method === 'notifications/progress');
      expect(progress).toBeGreaterThan(cancel);
    }],
    ['v1-stream-cut.har', (es) => {
      expect(requestClose(es, 1)!.stream).toMatchObject({ closedBy: 'network', status: 200 });
      expect(es.some((e) => e.message?.method === 'notifications/cancelled')).toBe(false);
      const resume = es.find((e) => e.kind === 'stream-open' && e.stream?.headers?.['last-event-id'] !== undefined);
      expect(resume?.stream?.headers?.['last-event-id']).toBe(requestClose(es, 1)!.stream!.lastEventId);
    }],
    ['v1-resume-after-restart.har', (es) => {
      expect(requestClose(es, 1)!.stream).toMatchObject({ closedBy: 'network', status: 200 });
      const resumes = es.filter((e) => e.kind === 'stream-open' && e.stream?.headers?.['last-event-id'] !== undefined);
      expect(resumes.length).toBeGreaterThan(0);
      for (const r of resumes) expect(es.find((e) => e.kind === 'http-status' && e.stream?.id === r.stream!.id)?.stream?.status).toBe(404);
    }],
    ['http-sse-cut.har', (es) => {
      const cut = es.find((e) => e.kind === 'stream-close' && e.stream?.method === 'GET' && e.stream.closedBy === 'network');
      expect(cut?.transport).toBe('http+sse');
      expect(requestClose(es, 1)!.stream).toMatchObject({ status: 202 });
    }],
    ['v2-timeout.har', (es) => {
      expect(requestClose(es, 0)!.stream).toMatchObject({ closedBy: 'client', error: 'net::ERR_ABORTED', status: 0 });
      expect(es.find((e) => e.kind === 'stream-open' && e.stream?.requestId === 0)!.stream!.headers).toMatchObject({ 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'sleep' });
      expect(es.some((e) => e.message?.method === 'notifications/cancelled')).toBe(false);
    }],
    ['v2-idle-cut.har', (es) => {
      expect(requestClose(es, 0)!.stream).toMatchObject({ closedBy: 'network', status: 200 });
    }],
    ['v2-progress.har', (es) => {
      expect(es.filter((e) => e.message?.method === 'notifications/progress')).toHaveLength(3);
      expect(requestClose(es, 0)!.stream).toMatchObject({ closedBy: 'server', contentType: 'text/event-stream' });
    }],
    ['gateway-504.har', (es) => {
      const status = es.find((e) => e.kind === 'http-status' && e.stream?.requestId === 1)!;
      expect(status.stream!.status).toBe(504);
      expect(status.text).toContain('504 Gateway Time-out');
    }],
    ['stale-session-404.har', (es) => {
      expect(es.find((e) => e.kind === 'http-status' && e.stream?.requestId === 1)!.stream!.status).toBe(404);
      expect(es.find((e) => e.from === 'server' && e.stream?.requestId === 1 && e.kind === 'message')!.message).toMatchObject({ error: { code: -32001, message: 'Session not found' }, id: null });
    }],
    ['http-sse-normal.har', (es) => {
      expect(es.every((e) => e.transport === 'http+sse')).toBe(true);
      expect(es.find((e) => e.kind === 'message' && e.from === 'server' && e.message?.id === 1)!.stream!.method).toBe('GET');
    }],
  ];
  it.each(facts)('%s: the scenario’s wire facts', (name, check) => {
    check(read(name).events);
  });
});
