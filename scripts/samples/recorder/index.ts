/**
 * Samples recorded by the recorder itself (`mcp-triage record`, src/record): real SDK runs over
 * stdio and Streamable HTTP, captured the way a user would capture them, with the ground truth
 * known by construction (`<name>.expected.json`, checked against the capture before it is
 * written; a run that does not show what its sample claims is retried once, never written).
 *
 *   stdio  the client's server command is `mcp-triage record -o <file> -- <server…>` (stdio.ts)
 *   HTTP   the client talks to `startHttpProxy`, the proxy `record --http` runs (http.ts); the
 *          idle-cut sample puts an idle-timeout proxy between the recorder and the server
 *          (idle-proxy.ts says why there)
 *
 * Run alone: `npx tsx scripts/samples/recorder/index.ts [outDir]` (default samples/recorder).
 * Bounded: every sample has a deadline (45 s), the whole set stops at 300 s; both scale by environment
 * (MCP_TRIAGE_RECORDER_SAMPLE_S, MCP_TRIAGE_RECORDER_TOTAL_S, in seconds: limits.ts says why these defaults);
 * loopback only; every server, recorder and child process is stopped.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { within } from '../lib/helpers.js';
import { SAMPLES_DIR } from '../lib/paths.js';
import { startEverything } from '../lib/everything.js';
import { killAllServers } from '../lib/tap.js';
import { HTTP_SAMPLES, runHttpSample, startV2HttpServer, type HttpSample } from './http.js';
import { recorderLimits, type RecorderLimits } from './limits.js';
import { recorderCommand } from './recorder-command.js';
import { STDIO_SAMPLES, killLeftovers, type StdioSample } from './stdio.js';
import { NotShown, writeExpected, type Observed, type Truth } from './truth.js';


/** One sample: run (retrying once if the run did not show what it claims), then write the truth. */
async function attempt(name: string, outDir: string, limits: RecorderLimits, deadline: number, run: (capture: string, observed: Observed) => Promise<Truth>, via: string): Promise<void> {
  const capture = join(outDir, `${name}.mcpcap.jsonl`);
  for (let n = 1; ; n++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`${name}: no time left in the ${limits.totalMs / 1000} s budget`);
    const observed: Observed = { callerError: null, onerror: [] };
    // The recorder appends one lifetime per process to its -o file (docs/record.md): each attempt
    // starts from an empty capture so only this run's lifetimes are in it.
    rmSync(capture, { force: true });
    const t0 = Date.now();
    try {
      const truth = await within(run(capture, observed), Math.min(limits.sampleMs, left), name);
      writeExpected(outDir, name, via, truth, observed);
      console.log(`✔ recorder/${name} (${Date.now() - t0} ms): ${truth.outcome}/${truth.cause}/${truth.serverState}`);
      return;
    } catch (e) {
      if (!(e instanceof NotShown) || n >= 2) {
        rmSync(capture, { force: true });
        throw e;
      }
      console.log(`  recorder/${name}: the run did not show what the sample claims (${e.message}); retrying`);
    }
  }
}

export async function runRecorderSamples(outDir: string): Promise<void> {
  const limits = recorderLimits();
  mkdirSync(outDir, { recursive: true });
  const deadline = Date.now() + limits.totalMs;
  const rc = recorderCommand();
  const stdioVia = `stdio: the client's server command was \`mcp-triage record -o <file> -- <server>\` (${rc.kind === 'built' ? 'bin/mcp-triage.js' : 'src/cli/main.ts under tsx: dist/ missing or older than src/'})`;
  const written = new Set<string>();
  const failures: string[] = [];
  const one = async (name: string, run: (capture: string, observed: Observed) => Promise<Truth>, via: string): Promise<void> => {
    try {
      await attempt(name, outDir, limits, deadline, run, via);
      written.add(`${name}.mcpcap.jsonl`).add(`${name}.expected.json`);
    } catch (e) {
      failures.push(name);
      console.error(`✘ recorder/${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  for (const s of STDIO_SAMPLES as StdioSample[]) {
    await one(
      s.name,
      async (capture, observed) => {
        try {
          return await s.run(capture, observed);
        } finally {
          killLeftovers(capture);
        }
      },
      `${stdioVia}; server: ${s.server}`,
    );
  }

  const httpVia = (s: HttpSample): string =>
    `Streamable HTTP: the client talked to startHttpProxy (what \`mcp-triage record --http\` runs)${s.idleCutMs !== undefined ? `, behind it an idle-timeout proxy (${s.idleCutMs} ms) in front of the server` : ''}; server: ${s.server === 'v2' ? 'v2 SDK createMcpHandler' : 'server-everything streamableHttp'}`;
  const everything = await startEverything('streamableHttp');
  // server-everything is stopped even when the v2 server fails to start.
  const v2 = await startV2HttpServer().catch(async (e: unknown) => {
    await everything.stop();
    throw e;
  });
  try {
    for (const s of HTTP_SAMPLES) {
      const port = s.server === 'v2' ? v2.port : everything.port;
      await one(s.name, async (capture, observed) => (await runHttpSample(s, port, capture, observed)).truth, httpVia(s));
    }
  } finally {
    await everything.stop();
    await v2.close();
  }

  // A complete run owns the directory: drop captures of samples that no longer exist.
  if (failures.length === 0 && existsSync(outDir)) {
    for (const f of readdirSync(outDir)) if (!written.has(f)) rmSync(join(outDir, f));
  }
  if (failures.length > 0) throw new Error(`recorder samples failed: ${failures.join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? join(SAMPLES_DIR, 'recorder');
  const t0 = Date.now();
  runRecorderSamples(out).then(
    () => {
      console.log(`recorder samples written to ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      killAllServers();
      process.exit(0);
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      killAllServers();
      process.exit(1);
    },
  );
}
