#!/usr/bin/env node
/**
 * `analyze([capture])` of a build's library, N times in one process (warm-instructions.mjs runs it under valgrind):
 * the passes after the first run optimised code, with the fast path's module already made.
 *
 * usage: node scripts/bench/analyze-passes.mjs <dist> <capture> <passes>
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, file, n] = process.argv.slice(2);
const { analyze } = await import(pathToFileURL(resolve(dist, 'analyze.js')).href);
let requests = 0;
for (let p = 0; p < Number(n); p++) requests += (await analyze([resolve(file)])).summary.requests;
// read back, so that no pass is dead code to anything
if (requests < 0) console.log(requests);
