/**
 * `npm run samples:python` — samples from real runs of the Python SDK (`mcp` 2.3.0, `fastmcp` 4.0.10)
 * as server and as client, written under samples/python/ with their ground truth.
 *
 *   npm run samples:python                   # every sample
 *   npm run samples:python -- --only a,b     # some
 *   npm run samples:python -- --fixtures [--only 2.3.0-http-cut,…] [--out DIR]
 *                                            # the real-run fixtures test/fixtures/ingest/python-sdk/2.3.0-* (fixtures.ts)
 *
 * Needs only `python3` (and this repository's Node dev dependencies): the Python side is a venv it
 * builds itself (venv.ts). Two kinds of run:
 *
 * - host-scenarios.ts: Python servers spawned by the TypeScript v1 client through the same tap as the
 *   TypeScript samples, rendered as Claude Desktop logs, NDJSON tees and mcpcap files;
 * - client-scenarios.ts: the Python client, whose server command is `mcp-triage record -o … -- <server>`,
 *   so the sample is what the project's recorder wrote;
 * - http-scenario.ts: a Python server over legacy Streamable HTTP behind the recording proxy.
 *
 * As in `npm run samples`, each ground truth is checked against the capture before it is written
 * (../lib/verify.ts); a run that does not show what its sample claims is retried once, never written.
 * Every sample is bounded, and every process still alive at the end is killed. The README
 * (samples/README.md) is regenerated from every expected.json.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { within } from '../lib/helpers.js';
import { makeVariant } from '../lib/variant.js';
import { ROOT, SAMPLES_DIR } from '../lib/paths.js';
import { writeReadme } from '../lib/readme.js';
import type { ScenarioResult, Truth } from '../lib/scenario.js';
import { Recorder, killAllServers, runSampleMain, type TapEvent } from '../lib/tap.js';
import { verifyTruth } from '../lib/verify.js';
import { readCapture, serverPids, type CapLine } from '../recorder/capture.js';
import { recorderCommand } from '../recorder/recorder-command.js';
import { EXTENSION, render, type SampleFormat } from '../writers/index.js';
import { CLIENT_SCENARIOS, runPythonClient, type ClientScenario } from './client-scenarios.js';
import { HOST_SCENARIOS, type HostScenario } from './host-scenarios.js';
import { FIXTURES_DIR, runFixtures } from './fixtures.js';
import { HTTP_SCENARIO, runHttpScenario } from './http-scenario.js';
import { ensurePythonEnv, scrub, type PythonEnv } from './venv.js';

const OUT = join(SAMPLES_DIR, 'python');
const SAMPLE_LIMIT_MS = 120_000;

interface Written {
  capture: string;
  expected: string;
}

function writeSample(format: SampleFormat, name: string, text: string, truth: Truth, request: string, shows: string, observed: unknown, via: string): Written {
  const dir = join(OUT, format);
  mkdirSync(dir, { recursive: true });
  const capture = `${name}${EXTENSION[format]}`;
  const expected = {
    capture,
    format,
    shows,
    request,
    outcome: truth.outcome,
    cause: truth.cause,
    serverState: truth.serverState,
    rules: truth.rules,
    notRules: truth.notRules,
    args: truth.args ?? [],
    problems: [],
    note: truth.note,
    via,
    observed,
  };
  writeFileSync(join(dir, capture), text);
  writeFileSync(join(dir, `${name}.expected.json`), JSON.stringify(expected, null, 2) + '\n');
  return { capture: join(dir, capture), expected: join(dir, `${name}.expected.json`) };
}

function requestKey(rec: Recorder, target: Truth['target'], cut: boolean): string {
  // A log cut at its head loses the earlier lifetimes' ids, so the id alone names the request.
  return rec.lifetimes > 1 && !cut ? `s${target.life}:${String(target.id)}` : String(target.id);
}

async function runHost(s: HostScenario, env: PythonEnv): Promise<Written[]> {
  const v = makeVariant(false);
  let r: ScenarioResult | undefined;
  for (let attempt = 1; !r; attempt++) {
    const run = await within(s.run(v, env.python), SAMPLE_LIMIT_MS, s.name);
    killAllServers();
    const wrong = verifyTruth(run.rec, run.truth);
    if (wrong.length === 0) r = run;
    else if (attempt >= 2) throw new Error(`the run did not show what the sample claims: ${wrong.join('; ')}`);
    else console.log(`  ${s.name}: the run did not show what the sample claims (${wrong.join('; ')}); retrying`);
  }
  const via = `TypeScript v1 client (@modelcontextprotocol/sdk 1.32.2) over stdio, the capture tap on the server's pipes; ${env.pythonVersion}, mcp ${env.mcp}, fastmcp ${env.fastmcp}`;
  const out: Written[] = [];
  for (const format of s.formats) {
    let text = scrub(render(format, r.rec, { zone: v.zone }), env);
    if (format === 'claude-desktop' && s.claudeCut) text = s.claudeCut(text);
    out.push(writeSample(format, s.name, text, r.truth, requestKey(r.rec, r.truth.target, format === 'claude-desktop' && s.claudeCut !== undefined), s.shows, r.observed, via));
  }
  return out;
}

/** The recorder's capture as tap events, so the same ground-truth check runs on it. */
function asRecorder(lines: CapLine[], name: string): Recorder {
  const rec = new Recorder(name);
  const lives = new Map<string, number>();
  const lifeOf = (l: CapLine): number => {
    const key = typeof l['l'] === 'string' ? l['l'] : '';
    let n = lives.get(key);
    if (n === undefined) {
      n = rec.newLife();
      lives.set(key, n);
    }
    return n;
  };
  for (const l of lines) {
    const t = l.t ? Date.parse(l.t) : 0;
    let e: TapEvent | null = null;
    if (l.type === 'message') e = { t, kind: l['from'] === 'client' ? 'send' : 'recv', life: lifeOf(l), line: JSON.stringify(l['message'] ?? l['raw']) };
    else if (l.type === 'exit') e = { t, kind: 'exit', life: lifeOf(l), code: (l['code'] as number | null) ?? null, signal: (l['signal'] as string | null) ?? null };
    if (e) rec.push(e);
  }
  return rec;
}

function toolCallId(lines: CapLine[], tool: string): { life: number; id: string | number } {
  const hits = lines.filter((l) => {
    const m = l['message'] as { method?: unknown; id?: unknown; params?: { name?: unknown } } | undefined;
    return l.type === 'message' && l['from'] === 'client' && m?.method === 'tools/call' && m.params?.name === tool;
  });
  const m = hits.at(-1)?.['message'] as { id: string | number } | undefined;
  if (!m) throw new Error(`no tools/call ${tool} in the capture`);
  return { life: 1, id: m.id };
}

function killCaptureServers(capture: string): void {
  if (!existsSync(capture)) return;
  try {
    for (const pid of serverPids(readCapture(capture))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  } catch {
    /* a capture cut short */
  }
}

async function runClient(s: ClientScenario, env: PythonEnv): Promise<Written[]> {
  const dir = join(OUT, 'mcpcap');
  mkdirSync(dir, { recursive: true });
  const capture = join(dir, `${s.name}.mcpcap.jsonl`);
  const tool = s.clientArgs.at(-2) ?? '';
  for (let attempt = 1; ; attempt++) {
    // The recorder appends one lifetime per process (docs/record.md): start from an empty file.
    rmSync(capture, { force: true });
    try {
      const run = await runPythonClient(env.python, s, capture, SAMPLE_LIMIT_MS);
      const lines = readCapture(capture);
      if (!lines.some((l) => l.type === 'exit')) throw new Error('the recorder wrote no exit');
      const target = toolCallId(lines, tool);
      const truth: Truth = { target, ...s.truth(target.id) };
      const wrong = [...verifyTruth(asRecorder(lines, s.name), truth), ...s.check(run.caller, run.stderr)];
      if (wrong.length > 0) {
        if (attempt >= 2) throw new Error(`the run did not show what the sample claims: ${wrong.join('; ')}`);
        console.log(`  ${s.name}: the run did not show what the sample claims (${wrong.join('; ')}); retrying`);
        continue;
      }
      const rc = recorderCommand();
      const via = `Python client (mcp ${env.mcp} ClientSession, ${env.pythonVersion}); its server command was \`mcp-triage record -o <file> -- <server>\` (${rc.kind === 'built' ? 'bin/mcp-triage.js' : 'src/cli/main.ts under tsx'}); server: ${s.server}`;
      const text = scrub(readFileSync(capture, 'utf8'), env);
      return [writeSample('mcpcap', s.name, text, truth, String(target.id), s.shows, { callerError: run.caller.callerError, onerror: [], caller: run.caller }, via)];
    } finally {
      killCaptureServers(capture);
    }
  }
}

/** The legacy Streamable HTTP sample: the recording proxy's capture is the sample (http-scenario.ts). */
async function runHttp(env: PythonEnv): Promise<Written[]> {
  const dir = join(OUT, 'mcpcap');
  mkdirSync(dir, { recursive: true });
  const name = HTTP_SCENARIO.name;
  const capture = join(dir, `${name}.mcpcap.jsonl`);
  for (let attempt = 1; ; attempt++) {
    rmSync(capture, { force: true });
    const observed = { callerError: null as string | null, onerror: [] as string[] };
    const partial = await within(runHttpScenario(env.python, capture, observed), SAMPLE_LIMIT_MS, name);
    const lines = readCapture(capture);
    const target = toolCallId(lines, 'slow_task');
    const truth: Truth = { target, ...partial };
    const ack = lines.find((l) => l['from'] === 'server' && (l['message'] as { id?: unknown; error?: { code?: unknown } } | undefined)?.error?.code === -32800);
    const wrong = [...verifyTruth(asRecorder(lines, name), truth), ...(ack ? [] : ['no -32800 answer in the capture'])];
    if (wrong.length > 0) {
      if (attempt >= 2) throw new Error(`the run did not show what the sample claims: ${wrong.join('; ')}`);
      console.log(`  ${name}: the run did not show what the sample claims (${wrong.join('; ')}); retrying`);
      continue;
    }
    const via = `TypeScript v1 client (@modelcontextprotocol/sdk 1.32.2) over Streamable HTTP through startHttpProxy (what \`mcp-triage record --http\` runs); ${env.pythonVersion}, server: ${HTTP_SCENARIO.server}`;
    return [writeSample('mcpcap', name, scrub(readFileSync(capture, 'utf8'), env), truth, String(target.id), HTTP_SCENARIO.shows, observed, via)];
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new Set((argv[onlyIdx + 1] ?? '').split(',')) : null;
  const started = Date.now();
  const env = ensurePythonEnv();
  console.log(`${env.pythonVersion}, mcp ${env.mcp}, fastmcp ${env.fastmcp} (${relative(ROOT, env.python)})`);
  if (argv.includes('--fixtures')) {
    const outIdx = argv.indexOf('--out');
    const out = outIdx >= 0 ? (argv[outIdx + 1] ?? FIXTURES_DIR) : FIXTURES_DIR;
    const failures = await runFixtures(env, only, out);
    killAllServers();
    console.log(`python fixtures: ${failures} failed; ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return failures === 0 ? 0 : 1;
  }
  const written = new Set<string>();
  let failures = 0;
  const one = async (name: string, run: () => Promise<Written[]>): Promise<void> => {
    if (only && !only.has(name)) return;
    const t0 = Date.now();
    try {
      for (const w of await run()) written.add(w.capture).add(w.expected);
      console.log(`✔ python/${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failures += 1;
      console.error(`✘ python/${name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      killAllServers();
    }
  };
  for (const s of HOST_SCENARIOS) await one(s.name, () => runHost(s, env));
  for (const s of CLIENT_SCENARIOS) await one(s.name, () => runClient(s, env));
  await one(HTTP_SCENARIO.name, () => runHttp(env));

  // A complete, successful run owns samples/python/: drop captures of samples that no longer exist.
  if (!only && failures === 0 && existsSync(OUT)) {
    for (const format of readdirSync(OUT)) {
      const dir = join(OUT, format);
      for (const f of readdirSync(dir)) if (!written.has(join(dir, f))) rmSync(join(dir, f));
    }
  }
  const n = writeReadme(SAMPLES_DIR);
  console.log(`python samples: ${failures} failed; README lists ${n} samples; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures === 0 ? 0 : 1;
}

runSampleMain(main);
