#!/usr/bin/env node
/**
 * After `tsc -p tsconfig.build.json`: copies the committed WebAssembly modules from src/ into dist/, beside the
 * JavaScript that loads them (src/ingest/wasm/load.ts reads the file next to itself). Without it the CLI still
 * works, on the JavaScript path only.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'dist');
const from = join(ROOT, 'src', 'ingest', 'wasm');
const to = join(out, 'ingest', 'wasm');
mkdirSync(to, { recursive: true });
for (const f of readdirSync(from)) if (f.endsWith('.wasm')) copyFileSync(join(from, f), join(to, f));
