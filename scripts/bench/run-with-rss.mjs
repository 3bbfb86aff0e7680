#!/usr/bin/env node
/**
 * Fallback peak-RSS probe for `npm run bench` when /usr/bin/time is absent:
 * `node run-with-rss.mjs <script> [args…]` runs <script> in this process as if it were the main
 * module and prints `MAXRSS_KB=<n>` to stderr on exit (process.resourceUsage().maxRSS is in KiB).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...rest] = process.argv.slice(2);
if (!script) {
  process.stderr.write('usage: run-with-rss.mjs <script> [args…]\n');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...rest];
process.on('exit', () => {
  process.stderr.write(`MAXRSS_KB=${process.resourceUsage().maxRSS}\n`);
});
await import(pathToFileURL(resolve(script)).href);
