#!/usr/bin/env node
/**
 * Prototype and bounds for the design of docs/performance.md's sixty-fifth round: the WebAssembly module pairs a
 * plain request with its answer itself and hands JavaScript only the lines it cannot decide.
 *
 * usage:
 *   node scripts/bench/proto-module-pairs.mjs scan <dist> <capture> line|claude-desktop
 *       bound (a): the module's scan alone over the capture (read in the reader's chunks into its memory, every line
 *       scanned and validated, its columns written), no JavaScript per line; prints lines and CPU-s
 *   node scripts/bench/proto-module-pairs.mjs read <dist> <capture>
 *       bound (b): today's read alone — openInput(capture).read() with every event dropped, the bin's V8 flags set
 *   node scripts/bench/proto-module-pairs.mjs make <out-dir> [PROTO_PAIRS default]
 *       a copy of this tree (src, scripts, bin, configs; node_modules linked) whose driver asks the stand-in
 *       (proto-module-pairs-hook.mjs, loaded with `node --import`) first for every scanned line, built there (its
 *       dist, bundle and code cache). Its bin then runs as `node --import <hook> <out>/bin/mcp-triage.js …`, and
 *       runs as the bin it was copied from when the hook is not loaded; <out>/bin/proto.js is that bin with the hook
 *       loaded first (PROTO_PAIRS its mode, else the default given).
 * Not imported by src/; nothing here lands.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, openSync, readSync, closeSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const [cmd, ...args] = process.argv.slice(2);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

if (cmd === 'scan') {
  const [distS, file, cut] = args;
  const { setV8Flags } = await import(pathToFileURL(join(root, 'bin/v8-flags.js')).href);
  setV8Flags();
  const { jsonLines, F } = await import(pathToFileURL(join(resolve(distS), 'ingest/wasm/load.js')).href);
  const w = jsonLines(cut);
  const CHUNK = 1 << 20;
  const fd = openSync(file, 'r');
  let carry = 0;
  let lines = 0;
  for (;;) {
    w.reserve(carry + CHUNK);
    const n = readSync(fd, w.buf, w.input + carry, CHUNK, null);
    const total = carry + n;
    const final = n === 0;
    let from = 0;
    for (;;) {
      const k = w.scan(from, total, final);
      if (k === 0) break;
      lines += k;
      from = w.o[F.LE * w.maxLines + k - 1] + 1;
      if (k < w.maxLines) break;
    }
    if (final) break;
    carry = total - from;
    if (carry > 0 && from > 0) w.buf.copyWithin(w.input, w.input + from, w.input + total);
  }
  closeSync(fd);
  console.log(JSON.stringify({ bound: 'scan', file, lines, cpuS: +cpu().toFixed(3) }));
} else if (cmd === 'read') {
  const [distS, file] = args;
  const { setV8Flags } = await import(pathToFileURL(join(root, 'bin/v8-flags.js')).href);
  setV8Flags();
  const { openInput } = await import(pathToFileURL(join(resolve(distS), 'ingest/index.js')).href);
  const input = await openInput(file);
  let events = 0;
  await input.read(() => void events++);
  console.log(JSON.stringify({ bound: 'read', file, events, cpuS: +cpu().toFixed(3) }));
} else if (cmd === 'make') {
  const out = resolve(args[0]);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const p of ['src', 'scripts', 'bin', 'samples', 'package.json', 'tsconfig.json', 'tsconfig.build.json']) {
    cpSync(join(root, p), join(out, p), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'));
  const drv = join(out, 'src/ingest/index.ts');
  const text = readFileSync(drv, 'utf8');
  const at = '              if (!offered(w, i)) return false;\n';
  if (!text.includes(at)) throw new Error('the driver changed: the stand-in\'s hook has no place');
  const hook =
    '              const pp = (globalThis as { __protoModulePairs?: { take(w: JsonLines, i: number, no: number): boolean } }).__protoModulePairs;\n' +
    '              if (pp !== undefined && pp.take(w, i, no)) {\n' +
    '                acc.event++;\n' +
    '                return true;\n' +
    '              }\n';
  writeFileSync(drv, text.replace(at, hook + at));
  const run = (c, a) => execFileSync(c, a, { cwd: out, stdio: 'inherit' });
  run('npx', ['tsc', '-p', 'tsconfig.build.json']);
  run('node', ['scripts/copy-wasm.mjs']);
  run('node', ['scripts/bundle-cli.mjs']);
  // The bin then runs the bundle as installed (no src/ beside dist/ is looked at once src/ is gone).
  rmSync(join(out, 'src'), { recursive: true });
  // bin/proto.js: the bin with the stand-in loaded first (for measures that take a bin path, paired.mjs), its mode
  // PROTO_PAIRS when set, else the one given here.
  const hookUrl = pathToFileURL(join(here, 'proto-module-pairs-hook.mjs')).href;
  writeFileSync(
    join(out, 'bin/proto.js'),
    `#!/usr/bin/env node\nprocess.env.PROTO_PAIRS ??= ${JSON.stringify(args[1] ?? 'live')};\nawait import(${JSON.stringify(hookUrl)});\nawait import('./mcp-triage.js');\n`,
  );
  console.log(`built ${out}: node --import ${join(here, 'proto-module-pairs-hook.mjs')} ${join(out, 'bin/mcp-triage.js')} …`);
} else {
  console.error('usage: proto-module-pairs.mjs scan|read|make …');
  process.exit(2);
}
