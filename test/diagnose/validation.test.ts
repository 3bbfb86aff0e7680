/**
 * Captures from real SDK runs that the sample set does not cover, each cut to the lines that matter and kept
 * under test/fixtures/validation/. The truth is what the run did (by construction); every row pins a mistake the
 * analyzer once made on such a capture.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeOptions } from '../../src/index.js';
import { readInputs } from '../../src/report/contract.js';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/validation');

interface Case {
  name: string;
  file: string;
  opts?: AnalyzeOptions;
  request: string;
  outcome: string;
  cause: string;
  serverState: string;
  rules?: string[];
  notRules?: string[];
  /** Checks on the request's incident record and summary. */
  record?: { timeouts?: { known: boolean; value: RegExp } };
  summary?: RegExp;
  /** Capture lines the evidence must cite. */
  evidenceLines?: number[];
}

const CASES: Case[] = [
  {
    // v1 client, `timeout: 1000, resetTimeoutOnProgress: true, onprogress`: progress every 200 ms reset the timer
    // for 1.2 s, then the tool stalled and the timer fired 1 s after the last progress. Without --timeout no limit
    // is known, so the measured 2.2 s interval must not be read as "the timer fired at start + limit".
    name: 'timer reset on progress, then a stall: no progress-did-not-extend-timeout without a known limit',
    file: 'progress-then-stall.log',
    request: '1',
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    notRules: ['progress-did-not-extend-timeout', 'timeout-without-cancel', 'progress-after-cancel'],
    record: { timeouts: { known: false, value: /^unknown — the timer fired 2\.208 s .*1\.001 s after the last progress/ } },
    summary: /its own request timer fired;/,
  },
  {
    name: 'same capture with --timeout 1000: the reset timer is recognised',
    file: 'progress-then-stall.log',
    opts: { timeoutMs: 1000 },
    request: '1',
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'unknown',
    notRules: ['progress-did-not-extend-timeout'],
  },
  {
    // v1 client, `client.close()` 500 ms into a 3 s tools/call, recorded as mcpcap: the client closed the server's
    // stdin with the call in flight and sent no cancel (the SDK then SIGTERMed the server 2 s later).
    name: 'mcpcap: the client closes stdin with a call in flight → abandoned, not lost',
    file: 'close-in-flight.mcpcap.jsonl',
    request: '1',
    outcome: 'abandoned',
    cause: 'connection-closed',
    serverState: 'unknown',
    notRules: ['timeout-without-cancel'],
  },
  {
    // v1 client over Streamable HTTP (2025-11-25) through `mcp-triage record --http` to server-everything, which was
    // SIGKILLed 1.5 s into a long-running tool: the POST stream was cut, and two resume GETs were refused.
    name: 'HTTP server killed mid-call: the first cut is the evidence, not only the last failed resume',
    file: 'http-server-killed.mcpcap.jsonl',
    request: '1',
    outcome: 'lost',
    cause: 'stream-closed',
    serverState: 'unknown',
    rules: ['disconnect-is-not-cancel'],
    summary: /ended before the response \(network, after 1\.509 s\) and 2 resume attempt\(s\) ended without it too/,
    evidenceLines: [20, 32],
  },
  {
    // server-everything run, v1 client timeout 1000 ms; Claude Desktop cut the cancel's reason inside the JSON
    // string (`…[1204 chars truncated]…`), so the JSON stays valid. The mangled text is not what a person wrote:
    // it must not read as user-cancel ("free-text reason … written by the application or a person").
    name: 'Claude Desktop cut inside the cancel reason: not a user/application cancel',
    file: 'cd-cancel-reason-cut.log',
    request: '1',
    outcome: 'cancelled',
    cause: 'client-cancel',
    serverState: 'unknown',
    summary: /the capture does not say why/,
    evidenceLines: [10],
  },
  {
    // Same run with progress 3/5 cut by Claude Desktop from inside `message` to the end of `params`, which removed
    // its progressToken. The orphan is lost evidence, not a server sending progress for a token nobody carries.
    name: 'progress whose token the host log cut away: no progress-unknown-token',
    file: 'cd-progress-token-cut.log',
    request: '1',
    outcome: 'cancelled',
    cause: 'client-timeout',
    serverState: 'continued',
    rules: ['progress-after-cancel'],
    notRules: ['progress-unknown-token'],
  },
];

describe('validation captures (real SDK runs outside the sample set)', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const report = await analyze([resolve(FIXTURES, c.file)], { all: true, ...c.opts });
      const r = report.requests.find((q) => q.key === c.request || String(q.id) === c.request);
      expect(r, `request ${c.request} among ${report.requests.map((q) => q.key).join(', ')}`).toBeDefined();
      expect({ outcome: r!.outcome, cause: r!.cause, serverState: r!.serverState }, r!.summary).toEqual({ outcome: c.outcome, cause: c.cause, serverState: c.serverState });
      const fired = new Set([...r!.findings.map((f) => f.rule), ...report.findings.map((f) => f.rule)]);
      for (const rule of c.rules ?? []) expect(fired, `${rule} must fire`).toContain(rule);
      for (const rule of c.notRules ?? []) expect(fired, `${rule} must not fire`).not.toContain(rule);
      if (c.record?.timeouts) {
        expect(r!.record.timeouts.known).toBe(c.record.timeouts.known);
        expect(r!.record.timeouts.value).toMatch(c.record.timeouts.value);
      }
      if (c.summary) expect(r!.summary).toMatch(c.summary);
      const cited = r!.evidence.map((e) => Number(/:(\d+)$/.exec(e.source)?.[1]));
      for (const line of c.evidenceLines ?? []) expect(cited, `evidence cites line ${line}`).toContain(line);
      for (const input of readInputs(report)) {
        expect(Object.values(input.lineAccounting).reduce((a, b) => a + b, 0)).toBe(input.lines);
      }
    });
  }
});
