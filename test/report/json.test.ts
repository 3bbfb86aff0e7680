import { describe, expect, it } from 'vitest';
import { RECORD_KEYS } from '../../src/diagnose/types.js';
import { renderJson, renderJsonChunks } from '../../src/report/json.js';
import { jsonSafe } from '../../src/report/sanitize.js';
import { diagnosis, sampleReport, timeline } from './fixtures.js';

const REQUEST_KEYS = [
  'key', 'session', 'id', 'method', 'target', 'from', 'protocolVersion', 'transport', 'startedAt', 'endedAt',
  'durationMs', 'outcome', 'cause', 'serverState', 'confidence', 'timeline', 'findings', 'record', 'nextSteps',
];

describe('renderJson', () => {
  it('round-trips to the same report', () => {
    const r = sampleReport();
    expect(JSON.parse(renderJson(r))).toEqual(r);
  });

  it('has every key the output contract names', () => {
    const parsed = JSON.parse(renderJson(sampleReport()));
    expect(parsed.schema).toBe('mcp-triage/v1');
    for (const k of ['path', 'format', 'lines', 'events', 'unparsed']) expect(parsed.inputs[0]).toHaveProperty(k);
    const req = parsed.requests[0];
    for (const k of REQUEST_KEYS) expect(req).toHaveProperty(k);
    expect(Object.keys(req.timeline[0]).sort()).toEqual(['at', 'detail', 'kind', 'offsetMs', 'source']);
    expect(Object.keys(req.findings[0]).sort()).toEqual(['message', 'rule', 'severity', 'source']);
    expect(Object.keys(req.record)).toEqual([...RECORD_KEYS]);
    expect(Object.keys(parsed.problems[0]).sort()).toEqual(['message', 'source']);
  });

  it('keeps null for what the capture does not show', () => {
    const parsed = JSON.parse(renderJson(sampleReport({ diagnoses: [diagnosis({ timeline: timeline({ target: null }) })] })));
    expect(parsed.requests[0].target).toBeNull();
  });

  it('is inert in a terminal and still the same value', () => {
    const hostile = 'x\u001b[2J\u009b31m\u202ey\u2028';
    const r = sampleReport({ diagnoses: [diagnosis({ summary: hostile })] });
    const text = renderJson(r);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u001b\u009b\u202e\u2028]/);
    expect(JSON.parse(text).requests[0].summary).toBe(hostile);
  });

  describe('in pieces (what the CLI writes)', () => {
    const whole = (r: ReturnType<typeof sampleReport>): string => `${jsonSafe(JSON.stringify(r, null, 2))}\n`;
    // Strings that look like the top-level markers the pieces are cut at, and characters jsonSafe rewrites.
    const tricky = 'a\n  "requests": []\u2028\u009b "sessions": [] ]';
    it.each([
      ['the sample report', () => sampleReport()],
      ['no requests', () => sampleReport({ diagnoses: [] })],
      ['three requests, hostile text', () => sampleReport({ diagnoses: [diagnosis({ summary: tricky }), diagnosis({ summary: 'b' }), diagnosis()] })],
    ])('%s: the pieces join to exactly the one-string document', (_name, make) => {
      const r = make();
      const pieces = [...renderJsonChunks(r)];
      expect(pieces.join('')).toBe(whole(r));
      expect(renderJson(r)).toBe(whole(r));
      if (r.requests.length > 1) expect(pieces.length).toBeGreaterThan(r.requests.length);
    });

    it('keeps the member order when the long arrays are not last', () => {
      const r = sampleReport({ diagnoses: [diagnosis(), diagnosis()] });
      const { requests, problems, sessions, ...rest } = r;
      const reordered = { requests, ...rest, problems, sessions } as typeof r;
      expect([...renderJsonChunks(reordered)].join('')).toBe(whole(reordered));
    });
  });
});
