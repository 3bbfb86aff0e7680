/**
 * `npm run samples` — records the sample captures from real SDK runs over stdio.
 *
 *   npm run samples                  # main set → samples/<format>/…
 *   npm run samples -- --holdout     # held-out set → samples/holdout/<format>/…
 *   npm run samples -- --only client-timeout,late-result
 *
 * Each scenario runs once and its recording is rendered in each of the scenario's host formats,
 * next to `<name>.expected.json` (the ground truth). Then, in the main set, the HTTP samples
 * (scripts/samples/http/index.ts, if present: `runHttpSamples(samples/http)`) run, and samples/README.md is regenerated from
 * every expected.json. Scenarios run one at a time (their timings are part of what they show),
 * each bounded; every server process still alive on exit is killed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Recorder } from './lib/tap.js';
import { killAllServers, runSampleMain } from './lib/tap.js';
import { within } from './lib/helpers.js';
import { ROOT, SAMPLES_DIR } from './lib/paths.js';
import { writeReadme } from './lib/readme.js';
import type { ScenarioResult } from './lib/scenario.js';
import { makeVariant, type Variant } from './lib/variant.js';
import { verifyTruth } from './lib/verify.js';
import { runRecorderSamples } from './recorder/index.js';
import { SCENARIOS } from './scenarios/index.js';
import { EXTENSION, render, type SampleFormat } from './writers/index.js';
import { renderClaudeDesktop } from './writers/claude-desktop.js';

const SCENARIO_LIMIT_MS = 30_000;
const FORMATS: SampleFormat[] = ['claude-desktop', 'vscode', 'ndjson', 'mcpcap'];

function requestKey(rec: Recorder, target: { life: number; id: string | number }, format: SampleFormat): string {
  // Ids restart per process lifetime; the analyzer numbers sessions s1, s2, … in capture order. A bare NDJSON tee has
  // no lifetimes (one stream, one session): the id alone (the v2 client's discover probe runs on a sibling process).
  return rec.lifetimes > 1 && format !== 'ndjson' ? `s${target.life}:${String(target.id)}` : String(target.id);
}

function write(dir: string, name: string, format: SampleFormat, text: string, r: ScenarioResult, shows: string, v: Variant): string[] {
  const capture = `${name}${EXTENSION[format]}`;
  const problems = text
    .split('\n')
    .flatMap((line, i) => (line.includes(' chars truncated]…') ? [i + 1] : []));
  const expected = {
    capture,
    format,
    shows,
    request: requestKey(r.rec, r.truth.target, format),
    outcome: r.truth.outcome,
    cause: r.truth.cause,
    serverState: r.truth.serverState,
    rules: r.truth.rules,
    notRules: r.truth.notRules,
    args: [...(format === 'vscode' ? ['--tz', v.zone] : []), ...(r.truth.args ?? [])],
    problems,
    note: r.truth.note,
    observed: r.observed,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, capture), text);
  writeFileSync(join(dir, `${name}.expected.json`), JSON.stringify(expected, null, 2) + '\n');
  return [join(dir, capture), join(dir, `${name}.expected.json`)];
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const holdout = argv.includes('--holdout');
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new Set((argv[onlyIdx + 1] ?? '').split(',')) : null;
  const v = makeVariant(holdout);
  const base = holdout ? join(SAMPLES_DIR, 'holdout') : SAMPLES_DIR;
  const started = Date.now();
  const written = new Set<string>();
  let failures = 0;

  for (const s of SCENARIOS) {
    if (only && !only.has(s.name)) continue;
    const t0 = Date.now();
    try {
      // A loaded machine can shift a run's timing (server start-up is 0.7–2 s under tsx); a run
      // that does not show what the sample claims is retried once, and never written.
      let r: ScenarioResult | undefined;
      for (let attempt = 1; !r; attempt++) {
        const run = await within(s.run(v), SCENARIO_LIMIT_MS, s.name);
        killAllServers();
        const wrong = verifyTruth(run.rec, run.truth);
        if (wrong.length === 0) r = run;
        else {
          if (process.env['SAMPLES_DEBUG']) for (const e of run.rec.events) console.error(JSON.stringify(e).slice(0, 200));
          const why = `the run did not show what the sample claims: ${wrong.join('; ')}`;
          if (attempt >= 2) throw new Error(why);
          console.log(`  ${s.name}: ${why}; retrying`);
        }
      }
      for (const format of s.formats) {
        const text = render(format, r.rec, { zone: v.zone });
        for (const f of write(join(base, format), s.name, format, text, r, s.shows, v)) written.add(f);
      }
      if (s.truncatedClaudeCopy) {
        const text = renderClaudeDesktop(r.rec, { truncateOver: s.truncatedClaudeCopy.over });
        for (const f of write(join(base, 'claude-desktop'), `${s.name}-truncated`, 'claude-desktop', text, r, s.truncatedClaudeCopy.shows, v)) written.add(f);
      }
      const err = r.observed.callerError ? `  caller: ${r.observed.callerError}` : '';
      console.log(`✔ ${s.name} (${Date.now() - t0} ms) → ${s.formats.join(', ')}${err}`);
      for (const o of r.observed.onerror) console.log(`    onerror: ${o.slice(0, 160)}`);
    } catch (e) {
      failures += 1;
      console.error(`✘ ${s.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      killAllServers();
    }
  }

  // A complete, successful run owns its format directories: drop captures of scenarios that no longer exist.
  if (!only && failures === 0) {
    for (const format of FORMATS) {
      const dir = join(base, format);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (!written.has(p)) rmSync(p);
      }
    }
  }

  const http = resolve(ROOT, 'scripts/samples/http/index.ts');
  if (!holdout && !only && existsSync(http)) {
    const t0 = Date.now();
    try {
      const mod = (await import(pathToFileURL(http).href)) as { runHttpSamples?: (outDir: string) => Promise<unknown> };
      if (typeof mod.runHttpSamples === 'function') {
        await mod.runHttpSamples(join(SAMPLES_DIR, 'http'));
        console.log(`✔ http samples (${Date.now() - t0} ms)`);
      }
    } catch (e) {
      failures += 1;
      console.error(`✘ http samples: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  if (!holdout && !only) {
    try {
      await runRecorderSamples(join(SAMPLES_DIR, 'recorder'));
    } catch (e) {
      failures += 1;
      console.error(`✘ recorder samples: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  const n = writeReadme(SAMPLES_DIR);
  console.log(`${holdout ? 'held-out' : 'main'} set: ${failures} failed; README lists ${n} samples; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures === 0 ? 0 : 1;
}

runSampleMain(main);
