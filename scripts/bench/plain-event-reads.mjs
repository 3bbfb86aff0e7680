#!/usr/bin/env node
/**
 * What the pipeline reads of a plain line's event (docs/performance.md, seventy-first round): a lazy slot keeps a
 * pair's bytes and the few facts the timeline reads at its start and answer, and rebuilds the events only where
 * something reads more. This counts, for a build, which of a PlainEvent's getters are read on how many events, by the
 * event's shape (and a request's or notification's method), and where the first read of `message` / `source` of an
 * event comes from (three frames). Not the project's code: it patches a copy of a build's dist/plain-event.js.
 *
 * `make-nocopy` writes a copy of a build whose plain events keep no bytes (copyOf returns `{}`): a measure of what the
 * events' eager copies cost (warm-instructions.mjs), not a build whose reports are right — a message read from such an
 * event is `{}` or a result of `{}`.
 *
 * usage:
 *   node scripts/bench/plain-event-reads.mjs reads <dist> <capture> [<capture> …]
 *   node scripts/bench/plain-event-reads.mjs make-nocopy <dist> <out dir>
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [cmd, distArg, ...rest] = process.argv.slice(2);
if ((cmd !== 'reads' && cmd !== 'make-nocopy') || !distArg || rest.length === 0) {
  process.stderr.write('usage: plain-event-reads.mjs reads <dist> <capture>… | make-nocopy <dist> <out dir>\n');
  process.exit(2);
}
const dist = resolve(distArg);

/** A copy of the build (dist/ and package.json) beside a link to the checkout's node_modules, as the CLI's tree has. */
function copyBuild(out) {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, join(out, 'dist'), { recursive: true });
  const pkg = join(dirname(dist), 'package.json');
  if (existsSync(pkg)) cpSync(pkg, join(out, 'package.json'));
  symlinkSync(resolve('node_modules'), join(out, 'node_modules'));
  return join(out, 'dist');
}

/** Replaces `from` once in a file of the copy; a build whose text has moved stops the script rather than count nothing. */
function patch(file, from, to) {
  const s = readFileSync(file, 'utf8');
  if (!s.includes(from)) throw new Error(`${file}: not found: ${from}`);
  writeFileSync(file, s.replace(from, to));
}

if (cmd === 'make-nocopy') {
  const d = copyBuild(resolve(rest[0]));
  patch(join(d, 'ingest/wasm/message.js'), 'function copyOf(w, a, b) {\n', "function copyOf(w, a, b) {\n    return '{}';\n");
  process.stdout.write(`${d}\n`);
  process.exit(0);
}

const d = copyBuild(mkdtempSync(join(tmpdir(), 'plain-reads-')));
const file = join(d, 'plain-event.js');
const counter = `const __seen = new WeakMap();
function __read(e, getter) {
  const __reads = globalThis.__plainReads;
  let got = __seen.get(e);
  if (got === undefined) __seen.set(e, (got = new Set()));
  if (got.has(getter)) return;
  got.add(getter);
  const k = e.shape + ' ' + getter;
  __reads.read[k] = (__reads.read[k] ?? 0) + 1;
  if (getter === 'message' || getter === 'bodyMessage' || getter === 'source') {
    const frames = new Error().stack.split('\\n').slice(3, 6).map((l) => l.trim().replace(/^at /, '').replace(/\\(.*\\/dist\\//, '('));
    const w = k + ' @ ' + frames.join(' < ');
    __reads.where[w] = (__reads.where[w] ?? 0) + 1;
  }
}
`;
writeFileSync(file, counter + readFileSync(file, 'utf8'));
patch(
  file,
  'constructor(at, file, line, session, transport, bytes, bits, id, method, request, token, progress) {\n',
  "constructor(at, file, line, session, transport, bytes, bits, id, method, request, token, progress) {\n        { const __reads = globalThis.__plainReads; const k = ['request', 'notification', 'result', 'invalid'][(bits >>> 2) & 3] + (method ? ' ' + method : ''); __reads.made[k] = (__reads.made[k] ?? 0) + 1; }\n",
);
for (const g of ['source', 'message', 'bodyMessage', 'id', 'method', 'request', 'token', 'progress', 'meta']) patch(file, `    get ${g}() {\n`, `    get ${g}() {\n        __read(this, '${g}');\n`);

const { analyze } = await import(pathToFileURL(join(d, 'analyze.js')).href);
for (const capture of rest) {
  const reads = (globalThis.__plainReads = { made: {}, read: {}, where: {} });
  const r = await analyze([resolve(capture)]);
  process.stdout.write(`${capture}: ${r.summary.requests} requests\nevents made, by shape and method:\n`);
  for (const [k, v] of Object.entries(reads.made).sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${v}\t${k}\n`);
  process.stdout.write('events a getter was read on, by shape:\n');
  for (const [k, v] of Object.entries(reads.read).sort()) process.stdout.write(`  ${v}\t${k}\n`);
  process.stdout.write('first reads of message / source, by where:\n');
  for (const [k, v] of Object.entries(reads.where).sort((a, b) => b[1] - a[1])) process.stdout.write(`  ${v}\t${k}\n`);
}
rmSync(dirname(d), { recursive: true, force: true });
