import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../src/report/contract.js';
import { reportRequest } from '../../src/report/model.js';
import { renderHtml } from '../../src/report/html.js';
import { entryTimes, MAX_LABELS, SVG_WIDTH, swimlaneSvg } from '../../src/report/svg-timeline.js';
import type { EntrySpec } from './fixtures.js';
import { diagnosis, HOSTILE, sampleReport, session, T0, timeline } from './fixtures.js';
import type { Diagnosis } from '../../src/diagnose/types.js';

function req(entries: EntrySpec[], over: Partial<Diagnosis> & { from?: 'client' | 'server'; transport?: 'stdio' | 'streamable-http' } = {}): ReportRequest {
  const { from = 'client', transport = 'stdio', ...d } = over;
  const t = timeline({ entries, from, session: session({ transport }) });
  return reportRequest(diagnosis({ timeline: t, ...d }));
}

/** The `<g class="sl-…">` groups of one kind, with their first line's coordinates. */
function lines(svg: string, cls: string): { x1: number; y1: number; x2: number; y2: number; marker: string | null }[] {
  const re = new RegExp(`<g class="${cls}">(?:<title>[^<]*</title>)?<line x1="([\\d.-]+)" y1="([\\d.-]+)" x2="([\\d.-]+)" y2="([\\d.-]+)"(?: marker-end="url\\(#([^)]+)\\)")?/>`, 'g');
  return [...svg.matchAll(re)].map((m) => ({ x1: Number(m[1]), y1: Number(m[2]), x2: Number(m[3]), y2: Number(m[4]), marker: m[5] ?? null }));
}

function laneY(svg: string, lane: string): number {
  const m = new RegExp(`<line class="sl-lane sl-lane-${lane}" x1="[\\d.]+" y1="([\\d.]+)"`).exec(svg);
  if (!m) throw new Error(`no ${lane} lane`);
  return Number(m[1]);
}

const REQUEST: EntrySpec = { kind: 'request', at: T0, line: 14, detail: 'tools/call build_project' };

describe('swimlaneSvg lanes', () => {
  it('draws client and server lanes for stdio, with no stream lane', () => {
    const svg = swimlaneSvg(req([REQUEST, { kind: 'response', at: T0 + 500, line: 15, detail: 'result' }], { outcome: 'completed', cause: 'none', timeout: null }));
    expect(svg).toContain('sl-lane-client');
    expect(svg).toContain('sl-lane-server');
    expect(svg).not.toContain('sl-lane-stream');
    expect(laneY(svg, 'client')).toBeLessThan(laneY(svg, 'server'));
  });

  it('adds the HTTP stream lane between them when the timeline has stream entries', () => {
    const svg = swimlaneSvg(
      req([REQUEST, { kind: 'stream-open', at: T0, line: 15, detail: 'POST stream opened' }, { kind: 'stream-close', at: T0 + 1500, line: 16, detail: 'stream closed by network' }], {
        transport: 'streamable-http',
      }),
    );
    const [c, s, n] = [laneY(svg, 'client'), laneY(svg, 'server'), laneY(svg, 'stream')];
    expect(n).toBeGreaterThan(c);
    expect(n).toBeLessThan(s);
    // the close is marked with a cross on the stream lane, the open with a circle
    expect(svg).toMatch(new RegExp(`<g class="sl-stream-close"><title>[^<]*</title><path d="M[\\d.]+,${n - 5} l10,10 m0,-10 l-10,10"/>`));
    expect(svg).toMatch(new RegExp(`<g class="sl-stream-open"><title>[^<]*</title><circle cx="${118}" cy="${n}"`));
  });

  it('draws nothing for a request without a timeline', () => {
    expect(swimlaneSvg(req([REQUEST]).timeline.length ? { ...req([REQUEST]), timeline: [] } : req([REQUEST]))).toBe('');
  });
});

describe('swimlaneSvg arrows by entry kind', () => {
  const entries: EntrySpec[] = [
    REQUEST,
    { kind: 'cancel', at: T0 + 1000, line: 15, detail: 'cancelled: Request timed out' },
    { kind: 'response', at: T0 + 2000, line: 16, detail: 'result' },
    { kind: 'error-response', at: T0 + 3000, line: 17, detail: 'error -32800' },
    { kind: 'retry', at: T0 + 4000, line: 18, detail: 'same call sent again' },
  ];
  // [kind, from the requester's lane?, marker]
  const cases: [string, boolean, string][] = [
    ['sl-request', true, 'r-ah'],
    ['sl-cancel', true, 'r-ahx'],
    ['sl-response', false, 'r-ah'],
    ['sl-error-response', false, 'r-ah'],
    ['sl-retry', true, 'r-ah'],
  ];
  it.each(cases)('%s goes the right way (client requester)', (cls, fromRequester, marker) => {
    const svg = swimlaneSvg(req(entries));
    const [a] = lines(svg, cls);
    expect(a).toBeDefined();
    const [c, s] = [laneY(svg, 'client'), laneY(svg, 'server')];
    expect([a!.y1, a!.y2]).toEqual(fromRequester ? [c, s] : [s, c]);
    expect(a!.x1).toBe(a!.x2);
    expect(a!.marker).toBe(marker);
  });

  it.each(cases)('%s goes the other way for a server-initiated request', (cls, fromRequester) => {
    const svg = swimlaneSvg(req(entries, { from: 'server' }));
    const [a] = lines(svg, cls);
    const [c, s] = [laneY(svg, 'client'), laneY(svg, 'server')];
    expect([a!.y1, a!.y2]).toEqual(fromRequester ? [s, c] : [c, s]);
  });

  it('places each arrow at its offset, in order along the axis', () => {
    const svg = swimlaneSvg(req(entries));
    const xs = ['sl-request', 'sl-cancel', 'sl-response', 'sl-error-response', 'sl-retry'].map((k) => lines(svg, k)[0]!.x1);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(xs.length);
    expect(xs[0]).toBe(118);
    expect(xs[4]).toBeLessThanOrEqual(SVG_WIDTH);
  });

  it('gives each picture its own marker ids, so two requests on one page never share one', () => {
    const a = swimlaneSvg(req(entries), undefined, 'r0');
    const b = swimlaneSvg(req(entries), undefined, 'r1');
    expect(a).toContain('id="r0-ah"');
    expect(b).toContain('id="r1-ah"');
    expect(b).not.toContain('r0-');
  });

  it('draws a transport close across every lane', () => {
    const r = req([REQUEST, { kind: 'transport-close', at: T0 + 382, line: 15, detail: 'transport closed' }], { outcome: 'lost', cause: 'connection-closed', timeout: null });
    // where the request ended is the model's word (durationMs), drawn as the outcome's mark
    const svg = swimlaneSvg({ ...r, durationMs: 382 });
    const [bar] = lines(svg, 'sl-transport-close');
    expect(bar!.y1).toBeLessThan(laneY(svg, 'client'));
    expect(bar!.y2).toBeGreaterThan(laneY(svg, 'server'));
    expect(svg).toMatch(/<g class="sl-end sl-lost">/);
  });
});

describe('swimlaneSvg progress runs', () => {
  it('draws a run of progress as ticks on the server side, labelled once with its count', () => {
    const progress: EntrySpec[] = Array.from({ length: 5000 }, (_, i) => ({ kind: 'progress' as const, at: T0 + i * 10, line: 20 + i, detail: `progress ${i + 1}/5000` }));
    const svg = swimlaneSvg(req([REQUEST, ...progress, { kind: 'cancel', at: T0 + 60_006, line: 9000, detail: 'cancelled' }]));
    const ticks = lines(svg, 'sl-progress');
    // one tick per pixel at most, and the run is spread over the axis
    expect(ticks.length).toBeGreaterThan(100);
    expect(ticks.length).toBeLessThanOrEqual(SVG_WIDTH);
    const server = laneY(svg, 'server');
    for (const t of ticks.slice(0, 5)) expect(t.y1).toBe(server);
    expect(svg.match(/sl-label-progress/g)).toHaveLength(1);
    expect(svg).toContain('progress ×5000: progress 1/5000 … progress 5000/5000');
    expect(svg.length).toBeLessThan(400_000);
  });
});

describe('swimlaneSvg timer bracket', () => {
  const entries: EntrySpec[] = [REQUEST, { kind: 'cancel', at: T0 + 60_006, line: 16, detail: 'cancelled: Request timed out' }];

  function bracket(svg: string): { x1: number; x2: number; label: string } | null {
    const m = /<g class="sl-timer[^"]*"><title>([^<]*)<\/title><path d="M([\d.]+),[\d.]+ v7 H([\d.]+) v-7"\/>/.exec(svg);
    return m ? { label: m[1]!, x1: Number(m[2]), x2: Number(m[3]) } : null;
  }

  it('draws the limit as a bracket ending where the timer fired', () => {
    const r = req(entries);
    expect(r.timer).toEqual({ limitMs: 60_000, firedAtMs: 60_006, measuredOnly: false });
    const svg = swimlaneSvg(r);
    const b = bracket(svg)!;
    expect(b.label).toBe('timer 60 s');
    const cancelX = lines(svg, 'sl-cancel')[0]!.x1;
    expect(b.x2).toBeCloseTo(cancelX, 1);
    // 60 000 of 60 006 ms: the bracket starts just after the request
    expect(b.x1).toBeGreaterThan(118);
    expect(b.x1).toBeLessThan(120);
  });

  it('starts a timer reset on progress at the last reset, not at the request', () => {
    const svg = swimlaneSvg(req(entries, { timeout: { ms: 10_000, basis: 'counted from the last progress' } }));
    const b = bracket(svg)!;
    expect(b.x2 - b.x1).toBeCloseTo((b.x2 - 118) / 6.0006, 0);
  });

  it('says when only the interval was measured', () => {
    const svg = swimlaneSvg(req(entries, { timeout: { ms: 60_006, basis: 'measured', measuredOnly: true } }));
    expect(bracket(svg)!.label).toBe('timer fired after 60.006 s (no known limit matches)');
    expect(svg).toContain('sl-timer sl-measured');
  });

  it('draws no bracket when no timer fired', () => {
    expect(bracket(swimlaneSvg(req(entries, { cause: 'user-cancel', timeout: null })))).toBeNull();
  });
});

describe('swimlaneSvg without a clock', () => {
  it('spreads undated entries between their dated neighbours', () => {
    const e = (offsetMs: number | null) => ({ at: null, offsetMs, kind: 'log' as const, detail: '', source: 'x:1' });
    expect(entryTimes([e(0), e(null), e(null), e(300)]).t).toEqual([0, 100, 200, 300]);
    expect(entryTimes([e(0), e(null)]).t).toEqual([0, 0]);
    expect(entryTimes([e(null), e(50)]).t).toEqual([50, 50]);
    expect(entryTimes([e(null), e(null)])).toEqual({ t: [0, 1], clock: false });
  });

  it('draws capture order and says so when no entry has a clock', () => {
    const svg = swimlaneSvg(
      req([
        { ...REQUEST, at: null },
        { kind: 'response', at: null, line: 15, detail: 'result' },
      ]),
    );
    expect(svg).toContain('no clock: capture order');
    expect(svg).not.toContain('sl-timer');
    const [a, b] = [lines(svg, 'sl-request')[0]!.x1, lines(svg, 'sl-response')[0]!.x1];
    expect(a).toBeLessThan(b);
  });
});

describe('swimlaneSvg labels', () => {
  it('labels at most MAX_LABELS events and says how many more are in the table', () => {
    const many: EntrySpec[] = Array.from({ length: 30 }, (_, i) => ({ kind: 'host-log' as const, at: T0 + i, line: 20 + i, detail: `line ${i}` }));
    const svg = swimlaneSvg(req([REQUEST, ...many]));
    expect(svg.match(/class="sl-label /g)).toHaveLength(MAX_LABELS);
    expect(svg).toContain(`${31 - MAX_LABELS} more events in the table below`);
  });

  it('keeps every label inside the picture', () => {
    const long = 'x'.repeat(400);
    const svg = swimlaneSvg(req([REQUEST, { kind: 'host-log', at: T0 + 30_000, line: 15, detail: long }, { kind: 'host-log', at: T0 + 60_000, line: 16, detail: long }]));
    for (const m of svg.matchAll(/<text class="sl-label[^"]*" x="([\d.]+)" y="[\d.]+" text-anchor="(start|end)">([^<]*)<\/text>/g)) {
      const [x, anchor, text] = [Number(m[1]), m[2], m[3]!];
      const w = text.length * 6.2;
      if (anchor === 'start') expect(x + w).toBeLessThanOrEqual(SVG_WIDTH);
      else expect(x - w).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('swimlaneSvg escaping', () => {
  const OURS = /^<\/?(svg|title|defs|marker|path|line|text|g|circle|rect)[\s>/]/;
  it.each(HOSTILE.map((h) => [h]))('lets no markup or control character of %j through', (hostile) => {
    const r = req([
      { ...REQUEST, detail: hostile },
      { kind: 'host-log', at: T0 + 10, line: 15, detail: `</svg><script>alert(1)</script>${hostile}` },
      { kind: 'cancel', at: T0 + 20, line: 16, detail: `"><svg onload=alert(1)> ${hostile}` },
    ]);
    const svg = swimlaneSvg({ ...r, key: `s1:<b>${hostile}` });
    // every tag is one this module writes
    for (const m of svg.matchAll(/<[^<]*/g)) expect(m[0]).toMatch(OURS);
    expect(svg).not.toMatch(/<(script|b)\b|<svg [^>]*onload/);
    // eslint-disable-next-line no-control-regex
    expect(svg).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('renderHtml with the swimlane', () => {
  it('puts one picture per request before its timeline table, under the page CSP', () => {
    const html = renderHtml(sampleReport());
    expect(html.match(/<svg class="swimlane"/g)).toHaveLength(1);
    expect(html.indexOf('<svg class="swimlane"')).toBeLessThan(html.indexOf('<th>Time</th>'));
    expect(html).toContain("default-src 'none'");
    // no style attribute (the CSP allows the inline sheet only) and no external reference
    expect(html).not.toMatch(/\sstyle="/);
    // Nothing is loaded from outside the page (links to the rule pages are navigation, not resources).
    expect(html).not.toMatch(/\bsrc="(?!#)|<link\b[^>]*\bhref="(?!#)/);
    expect(html).not.toMatch(/<(?:use|image)\b[^>]*href="(?!#)/);
    expect(html).toContain('@media print');
  });
});
