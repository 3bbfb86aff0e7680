#!/usr/bin/env node
/**
 * Byte-identity check for engine changes: runs a built CLI's `main()` (in this process, one call per file: a
 * process per file costs more than most of the files) with `--json --all --tz UTC` on every file under
 * the given roots (default: samples/, test/fixtures/, test/wild/cases/) and writes each report (stdout,
 * stderr and exit code) to `<out>/<path with / as __>.out`. Two snapshots, taken with the build before and
 * after a change, are then compared with `diff -r` (or `--compare <dirA> <dirB>`). `--default`: the default
 * report (text, `--tz UTC` only) instead of `--json --all`.
 *
 * usage:
 *   node scripts/report-snapshot.mjs --dist dist --out /tmp/after [--default] [root-or-file …]
 *   node scripts/report-snapshot.mjs --compare /tmp/before /tmp/after
 */
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return null;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};

const cmp = argv.indexOf('--compare');
if (cmp >= 0) {
  const [a, b] = [argv[cmp + 1], argv[cmp + 2]];
  const names = new Set([...readdirSync(a), ...readdirSync(b)]);
  let same = 0;
  const differ = [];
  for (const n of [...names].sort()) {
    let x = null;
    let y = null;
    try {
      x = readFileSync(join(a, n));
    } catch {}
    try {
      y = readFileSync(join(b, n));
    } catch {}
    if (x !== null && y !== null && x.equals(y)) same++;
    else differ.push(n);
  }
  process.stdout.write(`${same} identical, ${differ.length} differ${differ.length ? ':\n  ' + differ.join('\n  ') : ''}\n`);
  process.exit(differ.length === 0 ? 0 : 1);
}

const defaultReport = argv.includes('--default');
if (defaultReport) argv.splice(argv.indexOf('--default'), 1);
const dist = resolve(opt('--dist') ?? 'dist');
const { main } = await import(pathToFileURL(join(dist, 'cli', 'main.js')).href);
const out = opt('--out');
if (!out) {
  process.stderr.write('usage: report-snapshot.mjs --dist <dist> --out <dir> [roots…] | --compare <a> <b>\n');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const roots = argv.length > 0 ? argv : ['samples', 'test/fixtures', 'test/wild/cases'];

function* files(p) {
  const st = statSync(p);
  if (st.isFile()) {
    yield p;
    return;
  }
  for (const e of readdirSync(p).sort()) yield* files(join(p, e));
}

function sink() {
  const parts = [];
  const w = new Writable({
    write(chunk, enc, cb) {
      parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, enc));
      cb();
    },
  });
  w.parts = parts;
  return w;
}

let n = 0;
for (const root of roots) {
  for (const f of files(root)) {
    // Expected reports and sources are not captures the tool is meant for, but their refusals are output too.
    const stdout = sink();
    const stderr = sink();
    const stdin = new (await import('node:stream')).Readable({ read() { this.push(null); } });
    process.exitCode = undefined;
    const args = defaultReport ? ['--tz', 'UTC', f] : ['--json', '--all', '--tz', 'UTC', f];
    const code = await main(['node', 'mcp-triage', ...args], { stdout, stderr, stdin, env: {} });
    const name = relative(process.cwd(), resolve(f)).replaceAll('/', '__') + '.out';
    writeFileSync(join(out, name), Buffer.concat([Buffer.from(`exit ${code}\n--- stderr\n`), ...stderr.parts, Buffer.from('\n--- stdout\n'), ...stdout.parts]));
    n++;
  }
}
process.stdout.write(`${n} reports written to ${out}\n`);
process.exitCode = 0;
