/**
 * The JSON report (`--format json`) validated against the output contract (shared/design/output-contract.md, v1 and
 * its December 2026 additions) written as a zod schema. The names and vocabularies are copied from the contract, not
 * imported from src/, so a rename in code fails here; objects are not strict, because the contract lets fields be
 * added. Every sample and fixture capture is analyzed (with --all, in English and Korean) and its report must parse.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyze } from '../../src/index.js';

/**
 * The timeline's entry kinds as docs/json-report.md lists them (the contract names the field, not its values): a kind
 * the code emits and the page does not list fails here, so a script switching on `kind` never meets an unknown one.
 */
function documentedKinds(): [string, ...string[]] {
  const page = readFileSync(new URL('../../docs/json-report.md', import.meta.url), 'utf8');
  const at = page.indexOf('`kind` is one of ');
  if (at < 0) throw new Error('docs/json-report.md no longer lists the timeline kinds');
  const line = page.slice(at, page.indexOf('\n', at));
  const kinds = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!).filter((k) => k !== 'kind');
  if (kinds.length < 10) throw new Error(`docs/json-report.md lists only ${kinds.length} timeline kinds`);
  return kinds as [string, ...string[]];
}
const KIND = z.enum(documentedKinds());

const OUTCOME = z.enum(['completed', 'failed', 'cancelled', 'abandoned', 'lost', 'pending']);
const CAUSE = z.enum([
  'none', 'server-error', 'user-cancel', 'client-cancel', 'client-timeout', 'max-total-timeout',
  'stream-closed', 'gateway-error', 'connection-closed', 'session-expired', 'unknown',
]);
const SERVER_STATE = z.enum(['completed', 'failed', 'stopped', 'continued', 'unknown']);
const SEVERITY = z.enum(['error', 'warning', 'info']);
const TRANSPORT = z.enum(['stdio', 'streamable-http', 'http+sse']);
/** ISO 8601 with a zone (`Z` or an offset). */
const INSTANT = z.iso.datetime({ offset: true });
/** `file:line`, with the place inside the line for structured captures (`x.har:11(entries[0].response.status)`). */
const SOURCE = z.string().regex(/:\d+(?:\(.+\))?$/s);
const RECORD_KEYS = [
  'client', 'server', 'protocolVersion', 'transport', 'requestId', 'startedAt', 'timeouts', 'lastProgressAt',
  'cancelSignal', 'serverState', 'externalResult',
] as const;

const recordField = z.object({ label: z.string().min(1), value: z.string(), known: z.boolean(), source: SOURCE.nullable() });
const finding = z.object({ rule: z.string().regex(/^[a-z0-9-]+$/), severity: SEVERITY, message: z.string().min(1), source: SOURCE.nullable() });
const count = z.number().int().nonnegative();

const request = z.object({
  key: z.string().min(1),
  session: z.string().min(1),
  id: z.union([z.string(), z.number(), z.null()]),
  basis: z.enum(['wire', 'host-log', 'mixed']),
  method: z.string(),
  target: z.string().nullable(),
  from: z.enum(['client', 'server']),
  protocolVersion: z.string().nullable(),
  transport: TRANSPORT.nullable(),
  startedAt: INSTANT.nullable(),
  endedAt: INSTANT.nullable(),
  durationMs: z.number().nullable(),
  outcome: OUTCOME,
  cause: CAUSE,
  serverState: SERVER_STATE,
  confidence: z.enum(['high', 'medium', 'low']),
  timeline: z.array(z.object({ at: INSTANT.nullable(), offsetMs: z.number().nullable(), kind: KIND, detail: z.string(), source: SOURCE })),
  findings: z.array(finding),
  record: z.object(Object.fromEntries(RECORD_KEYS.map((k) => [k, recordField])) as Record<(typeof RECORD_KEYS)[number], typeof recordField>),
  nextSteps: z.array(z.string()),
}).refine(
  // The end the classifier decided and the duration the report gives from it say the same thing (to the
  // millisecond the ISO strings keep: HAR times carry fractions of one).
  (q) => q.startedAt === null || q.endedAt === null || (q.durationMs !== null && Math.abs(Date.parse(q.endedAt) - Date.parse(q.startedAt) - q.durationMs) < 1),
  { message: 'durationMs is not endedAt - startedAt' },
);

const input = z.union([
  z.object({
    path: z.string(),
    format: z.string().min(1),
    host: z.string().min(1),
    lines: count,
    events: count,
    unparsed: count,
    startsMidSession: z.boolean().optional(),
    endsMidSession: z.boolean().optional(),
  }),
  z.object({ path: z.string(), skipped: z.string().min(1) }),
]);

const report = z.object({
  schema: z.literal('mcp-triage/v1'),
  inputs: z.array(input),
  summary: z.object({
    sessions: count,
    requests: count,
    reported: count,
    notReported: count,
    byOutcome: z.partialRecord(OUTCOME, count),
    byCause: z.partialRecord(CAUSE, count),
    byRule: z.record(z.string(), count),
    byServer: z.record(z.string(), z.partialRecord(OUTCOME, count)),
  }),
  requests: z.array(request),
  findings: z.array(finding),
  problems: z.array(z.object({ source: SOURCE, message: z.string().min(1) })),
});

function capturesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...capturesUnder(p));
    else if (!/\.(json|md|ts|png|bin)$/.test(name) || /\.mcpcap\.jsonl$/.test(name)) out.push(p);
  }
  return out;
}

describe('the JSON report parses as the output contract', () => {
  it('rejects what breaks the contract (the schema can fail)', () => {
    const ok = { key: 's1:7', session: 's1', id: 7, basis: 'wire', method: 'tools/call', target: null, from: 'client', protocolVersion: null, transport: 'stdio', startedAt: '2025-07-12T05:51:44.601Z', endedAt: null, durationMs: null, outcome: 'pending', cause: 'unknown', serverState: 'unknown', confidence: 'low', timeline: [], findings: [], record: Object.fromEntries(RECORD_KEYS.map((k) => [k, { label: k, value: 'unknown', known: false, source: null }])), nextSteps: [] };
    expect(request.safeParse(ok).success).toBe(true);
    expect(request.safeParse({ ...ok, outcome: 'timeout' }).success).toBe(false);
    expect(request.safeParse({ ...ok, startedAt: '2025-07-12 05:51:44' }).success).toBe(false);
    const { cancelSignal: _gone, ...fewer } = ok.record;
    void _gone;
    expect(request.safeParse({ ...ok, record: fewer }).success).toBe(false);
  });

  const files = [...capturesUnder('samples'), ...capturesUnder('test/fixtures')];
  it.each(['en', 'ko'] as const)('every sample and fixture capture, --all, --lang %s', async (lang) => {
    let parsed = 0;
    for (const f of files) {
      let r: unknown;
      try {
        r = JSON.parse(JSON.stringify(await analyze([f], { all: true, lang, tz: 'UTC' })));
      } catch {
        continue; // not a capture: the CLI exits 1, there is no report
      }
      const res = report.safeParse(r);
      expect(res.success ? null : { file: f, issues: res.error.issues.slice(0, 3) }).toBeNull();
      parsed++;
    }
    expect(parsed).toBeGreaterThan(100);
  }, 120_000);
});
