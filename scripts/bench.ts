/**
 * `npm run bench [-- --size 200MB] [--sizes 200MB,1GB] [--formats claude-desktop,ndjson,vscode,mcpcap]
 *                  [--runs N] [--keep] [--dir <tmp>] [--cpu-prof <dir>] [--cli <entry.js>] [--floor-only] [--no-recorder]`
 *
 * For each format and size: generates a deterministic capture (scripts/bench/generate.ts), then
 * runs, each in its own child process so that peak RSS is the analyzer's alone,
 *   - the floor (scripts/bench/floor.mjs: read lines + JSON.parse each message), twice, and
 *   - the built CLI: `node bin/mcp-triage.js <file> --format json -o /dev/null`,
 * with both floors (`stream`: createReadStream's fresh chunks; `reuse`: readSync into one reused
 * buffer), and prints CPU seconds (user + sys), MiB/s, the CPU and wall ratios to each floor and peak RSS
 * (`/usr/bin/time -v` when present, else the child's own maxRSS), each the median of --runs interleaved runs.
 * Goals (docs/performance.md, issue 12): ≥ 0.7× the stream floor in CPU on Claude Desktop and NDJSON
 * (≥ 0.4× the reused-buffer floor); peak RSS < 200 MB on 1 GiB.
 *
 * Also prints the recorder's table from scripts/bench-record.ts (`benchRecorder()`) if present.
 * Generated files are deleted afterwards unless --keep.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BENCH_EXTRA, BENCH_FORMATS, BENCH_SHAPES, generateCapture, type BenchFormat } from './bench/generate.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MiB = 1024 * 1024;

function parseSize(s: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g|kib|mib|gib)?\s*$/i.exec(s);
  if (!m) throw new Error(`bad size: ${s}`);
  const n = Number(m[1]);
  const unit = (m[2] ?? 'b').toLowerCase();
  const mult = unit.startsWith('g') ? 1024 ** 3 : unit.startsWith('m') ? MiB : unit.startsWith('k') ? 1024 : 1;
  return Math.round(n * mult);
}

interface Args {
  sizes: number[];
  formats: BenchFormat[];
  runs: number;
  keep: boolean;
  dir: string | null;
  cpuProf: string | null;
  skipTriage: boolean;
  /** The CLI entry to run (default bin/mcp-triage.js, which imports dist/). */
  cli: string;
  /** Also run scripts/bench-record.ts (`--no-recorder` skips it). */
  recorder: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { sizes: [200 * MiB], formats: [...BENCH_FORMATS, ...BENCH_SHAPES], runs: 1, keep: false, dir: null, cpuProf: null, skipTriage: false, cli: join(ROOT, 'bin', 'mcp-triage.js'), recorder: true };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = (): string => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${k} needs a value`);
      return x;
    };
    switch (k) {
      case '--size':
        a.sizes = [parseSize(v())];
        break;
      case '--sizes':
        a.sizes = v().split(',').map(parseSize);
        break;
      case '--formats':
        a.formats = v()
          .split(',')
          .map((f) => {
            const known: readonly string[] = [...BENCH_FORMATS, ...BENCH_SHAPES, ...BENCH_EXTRA];
            if (!known.includes(f)) throw new Error(`unknown format ${f} (${known.join(', ')})`);
            return f as BenchFormat;
          });
        break;
      case '--runs':
        a.runs = Math.max(1, Number(v()));
        break;
      case '--keep':
        a.keep = true;
        break;
      case '--dir':
        a.dir = v();
        break;
      case '--cpu-prof':
        a.cpuProf = resolve(v());
        break;
      case '--cli':
        a.cli = resolve(v());
        break;
      case '--floor-only':
        a.skipTriage = true;
        break;
      case '--no-recorder':
        a.recorder = false;
        break;
      default:
        throw new Error(`unknown option ${k}`);
    }
  }
  return a;
}

interface RunResult {
  ms: number;
  /** user + system CPU seconds of the child (from /usr/bin/time), null when unknown. */
  cpuMs: number | null;
  maxRssKb: number | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

const HAVE_TIME = existsSync('/usr/bin/time');

/** Runs `node <args>` and measures wall time (spawn → exit) and peak RSS. */
function runNode(args: string[], opts: { nodeFlags?: string[] } = {}): Promise<RunResult> {
  const nodeArgs = [...(opts.nodeFlags ?? []), ...args];
  const cmd = HAVE_TIME ? '/usr/bin/time' : process.execPath;
  const cmdArgs = HAVE_TIME ? ['-v', process.execPath, ...nodeArgs] : nodeArgs;
  return new Promise((resolvePromise, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < 1 << 20) stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < 1 << 20) stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      let maxRssKb: number | null = null;
      const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      if (m) maxRssKb = Number(m[1]);
      else {
        const j = /"maxRssKb":(\d+)/.exec(stdout) ?? /MAXRSS_KB=(\d+)/.exec(stderr);
        if (j) maxRssKb = Number(j[1]);
      }
      const u = /User time \(seconds\): ([\d.]+)/.exec(stderr);
      const sy = /System time \(seconds\): ([\d.]+)/.exec(stderr);
      const cpuMs = u && sy ? (Number(u[1]) + Number(sy[1])) * 1000 : null;
      resolvePromise({ ms, cpuMs, maxRssKb, code, stdout, stderr });
    });
  });
}

/** Runs the CLI; without /usr/bin/time the wrapper reports the child's own maxRSS. */
function runTriage(entry: string, file: string, cpuProfDir: string | null): Promise<RunResult> {
  const flags = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const cli = ['--format', 'json', '-o', '/dev/null'];
  if (HAVE_TIME) return runNode([entry, file, ...cli], { nodeFlags: flags });
  return runNode(['scripts/bench/run-with-rss.mjs', entry, file, ...cli], { nodeFlags: flags });
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const ys = [...xs].sort((p, q) => p - q);
  const m = ys.length >> 1;
  return ys.length % 2 === 1 ? (ys[m] as number) : ((ys[m - 1] as number) + (ys[m] as number)) / 2;
}

/** Medians over runs (the machine is shared: a median moves less than a best or a single run). */
interface Measured {
  wallMiBs: number;
  /** MiB per CPU second (user + sys): steadier than wall time on a shared machine. */
  cpuMiBs: number | null;
  cpuS: number | null;
  rssMb: number | null;
  exit: number | null;
  note: string;
}

function measured(bytes: number, rs: RunResult[]): Measured {
  const wall = median(rs.map((r) => r.ms)) as number;
  const cpu = median(rs.map((r) => r.cpuMs).filter((x): x is number => x !== null));
  const rss = median(rs.map((r) => r.maxRssKb).filter((x): x is number => x !== null));
  const bad = rs.find((r) => r.code !== 0);
  let note = '';
  if (bad) {
    const err = bad.stderr.split('\n').find((l) => l.trim() !== '' && !/^\s*(Command being timed|User time)/.test(l));
    note = `failed: ${(err ?? '').slice(0, 80)}`;
  }
  return {
    wallMiBs: bytes / MiB / (wall / 1000),
    cpuMiBs: cpu === null ? null : bytes / MiB / (cpu / 1000),
    cpuS: cpu === null ? null : cpu / 1000,
    rssMb: rss === null ? null : rss / 1024,
    exit: bad ? bad.code : 0,
    note,
  };
}

function fmtSize(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GiB` : `${(bytes / MiB).toFixed(0)} MiB`;
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

interface Row {
  format: BenchFormat;
  size: number;
  genMs: number;
  /** The stream floor: `createReadStream`, a fresh buffer per chunk. */
  floor: Measured;
  /** The reused-buffer floor: `readSync` into one 1 MiB buffer. */
  reuse: Measured;
  triage: Measured | null;
}

function ratio(t: Measured | null, f: Measured, cpu: boolean): number | null {
  if (t === null) return null;
  if (!cpu) return t.wallMiBs / f.wallMiBs;
  return t.cpuMiBs === null || f.cpuMiBs === null ? null : t.cpuMiBs / f.cpuMiBs;
}

function printTable(rows: Row[]): void {
  const head = ['format', 'size', 'stream CPU-s', 'reuse CPU-s', 'triage CPU-s', 'cpu ratio', 'cpu ratio/reuse', 'wall ratio', 'stream RSS', 'reuse RSS', 'triage RSS', 'exit', 'note'];
  const widths = [17, 10, 12, 11, 12, 9, 15, 10, 10, 9, 10, 4, 0];
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i >= 2 && i <= 11 ? pad(c, widths[i] ?? 0, true) : pad(c, widths[i] ?? 0))).join('  ');
  const num = (x: number | null, d = 2): string => (x === null ? '-' : x.toFixed(d));
  const x = (r: number | null): string => (r === null ? '-' : `${r.toFixed(2)}×`);
  const mb = (r: number | null): string => (r === null ? '?' : `${r.toFixed(0)} MB`);
  console.log(line(head));
  for (const r of rows) {
    console.log(
      line([
        r.format,
        fmtSize(r.size),
        num(r.floor.cpuS),
        num(r.reuse.cpuS),
        num(r.triage?.cpuS ?? null),
        x(ratio(r.triage, r.floor, true)),
        x(ratio(r.triage, r.reuse, true)),
        x(ratio(r.triage, r.floor, false)),
        mb(r.floor.rssMb),
        mb(r.reuse.rssMb),
        mb(r.triage?.rssMb ?? null),
        r.triage === null ? '-' : String(r.triage.exit),
        [r.floor.note, r.reuse.note, r.triage?.note ?? ''].filter((n) => n !== '').join('; '),
      ]),
    );
  }
  console.log('\nMiB/s (wall) and MiB/CPU-s:');
  for (const r of rows) {
    const f = (m: Measured | null): string => (m === null ? '-' : `${m.wallMiBs.toFixed(1)} / ${num(m.cpuMiBs, 1)}`);
    console.log(`  ${pad(r.format, 17)} ${pad(fmtSize(r.size), 10)} stream ${f(r.floor)}   reuse ${f(r.reuse)}   triage ${f(r.triage)}`);
  }
}

async function benchRecorderTable(): Promise<void> {
  const p = join(ROOT, 'scripts', 'bench-record.ts');
  if (!existsSync(p)) {
    console.log('\n(recorder: scripts/bench-record.ts not present, skipped)');
    return;
  }
  const mod = (await import(pathToFileURL(p).href)) as { benchRecorder?: (...a: unknown[]) => unknown };
  if (typeof mod.benchRecorder !== 'function') {
    console.log('\n(recorder: scripts/bench-record.ts has no benchRecorder(), skipped)');
    return;
  }
  console.log('\nrecorder (scripts/bench-record.ts):');
  const out = await mod.benchRecorder();
  if (typeof out === 'string') {
    console.log(out);
    return;
  }
  // { calls, <transport>: { directMs, tappedMs, overheadMs }, … } → one row per transport.
  const o = (out ?? {}) as Record<string, unknown>;
  const rows = Object.entries(o).filter(
    (e): e is [string, { directMs: number; tappedMs: number; overheadMs: number }] =>
      typeof e[1] === 'object' && e[1] !== null && typeof (e[1] as { directMs?: unknown }).directMs === 'number',
  );
  if (rows.length === 0) {
    console.log(JSON.stringify(out, null, 2));
    return;
  }
  if (typeof o.calls === 'number') console.log(`median round trip of ${o.calls} tools/call`);
  console.log(`${pad('transport', 12)}  ${pad('direct ms', 10, true)}  ${pad('recorded ms', 12, true)}  ${pad('overhead ms', 12, true)}`);
  for (const [name, r] of rows) {
    console.log(`${pad(name, 12)}  ${pad(r.directMs.toFixed(3), 10, true)}  ${pad(r.tappedMs.toFixed(3), 12, true)}  ${pad(r.overheadMs.toFixed(3), 12, true)}`);
  }
}

/**
 * Start-up: the CLI on a bundled sample of a few lines (what most support runs are), against node starting and exiting
 * (`node -e 0`), interleaved, median of `rounds` each. A run's fixed cost: loading the CLI, reading and reporting
 * (docs/performance.md, twenty-first round).
 */
async function benchStartup(cli: string, rounds: number): Promise<void> {
  const sample = join(ROOT, 'samples', 'claude-desktop', 'client-timeout.log');
  const node: RunResult[] = [];
  const triage: RunResult[] = [];
  for (let i = 0; i < rounds; i++) {
    node.push(await runNode(['-e', '0']));
    triage.push(await runNode([cli, sample, '--format', 'json', '-o', '/dev/null']));
  }
  const row = (name: string, rs: RunResult[]): string => {
    const cpu = median(rs.flatMap((r) => (r.cpuMs === null ? [] : [r.cpuMs])));
    const wall = median(rs.map((r) => r.ms));
    const rss = median(rs.flatMap((r) => (r.maxRssKb === null ? [] : [r.maxRssKb / 1024])));
    return `  ${pad(name, 28)} CPU ${cpu === null ? '-' : `${(cpu / 1000).toFixed(2)} s`}   wall ${((wall ?? 0) / 1000).toFixed(2)} s   peak RSS ${rss === null ? '-' : `${rss.toFixed(0)} MB`}`;
  };
  console.log(`\nstart-up (median of ${rounds} interleaved runs):`);
  console.log(row('node -e 0', node));
  console.log(row('mcp-triage, a 13-line sample', triage));
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2).filter((a) => a !== '--'));
  const cliBuilt = args.cli !== join(ROOT, 'bin', 'mcp-triage.js') ? existsSync(args.cli) : existsSync(join(ROOT, 'dist', 'cli', 'main.js'));
  if (!cliBuilt && !args.skipTriage) {
    console.error('dist/cli/main.js is missing: run `npm run build` first (or pass --floor-only).');
    return 2;
  }
  if (args.dir !== null) mkdirSync(args.dir, { recursive: true });
  const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'mcp-triage-bench-'));
  console.log(`mcp-triage bench — node ${process.version}, peak RSS via ${HAVE_TIME ? '/usr/bin/time -v' : 'process.resourceUsage()'}`);
  console.log(`captures in ${dir}${args.keep ? ' (kept)' : ''}; median of ${args.runs} interleaved run(s)\n`);
  const rows: Row[] = [];
  /** Files this run created (an existing capture of the right size in --dir is reused, and kept). */
  const generated: string[] = [];
  try {
    for (const size of args.sizes) {
      for (const format of args.formats) {
        const file = join(dir, `bench-${format}-${size}.log`);
        const g0 = Date.now();
        if (!existsSync(file) || statSync(file).size < size) {
          generateCapture({ format, path: file, bytes: size });
          generated.push(file);
        }
        const genMs = Date.now() - g0;
        const bytes = statSync(file).size;
        // Interleaved: one run of each per round, so a change in the machine's load hits all three alike.
        const floors: RunResult[] = [];
        const reuses: RunResult[] = [];
        const ts: RunResult[] = [];
        for (let i = 0; i < args.runs; i++) {
          floors.push(await runNode(['scripts/bench/floor.mjs', format, file, 'stream']));
          reuses.push(await runNode(['scripts/bench/floor.mjs', format, file, 'reuse']));
          if (!args.skipTriage) ts.push(await runTriage(args.cli, file, args.cpuProf));
        }
        const row: Row = {
          format,
          size: bytes,
          genMs,
          floor: measured(bytes, floors),
          reuse: measured(bytes, reuses),
          triage: args.skipTriage ? null : measured(bytes, ts),
        };
        rows.push(row);
        process.stderr.write(`  done ${format} ${fmtSize(bytes)} (generated in ${(genMs / 1000).toFixed(1)} s)\n`);
      }
    }
  } finally {
    if (!args.keep) {
      if (args.dir === null) rmSync(dir, { recursive: true, force: true });
      else for (const f of generated) rmSync(f, { force: true });
    }
  }
  console.log('');
  printTable(rows);
  const goals: string[] = [];
  for (const r of rows) {
    const cpu = ratio(r.triage, r.floor, true) ?? ratio(r.triage, r.floor, false);
    if ((r.format === 'claude-desktop' || r.format === 'ndjson') && cpu !== null && cpu < 0.7) {
      goals.push(`${r.format} ${fmtSize(r.size)}: ${cpu.toFixed(2)}× the stream floor < 0.7×`);
    }
    const rss = r.triage?.rssMb ?? null;
    if (r.size >= 1024 ** 3 * 0.95 && rss !== null && rss >= 200) {
      goals.push(`${r.format} ${fmtSize(r.size)}: peak RSS ${rss.toFixed(0)} MB ≥ 200 MB`);
    }
  }
  console.log(goals.length === 0 ? '\ngoals: met (or not measured)' : `\ngoals missed:\n  ${goals.join('\n  ')}`);
  if (!args.skipTriage) await benchStartup(args.cli, Math.max(5, args.runs));
  if (args.recorder) await benchRecorderTable();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 2;
  },
);
