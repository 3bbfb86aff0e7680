// V8 flags the CLI runs with, set by the bin before its bundle is compiled (docs/performance.md, sixty-second round).
// A run's fixed part is mostly warm-up: TurboFan's first compiles of the hot functions on V8's worker threads, and the
// functions running unoptimised until then. Two knobs of Node 20's V8 (11.3) make it compile fewer, later and larger
// units: `--max-bytecode-size-for-early-opt=0` stops the compile of every small function (≤ 81 bytecode bytes) on its
// first budget tick — they are inlined into their callers anyway — and `--interrupt-budget=135168` (twice V8's 67,584)
// lets a function run twice as long before it is weighed for optimisation, so it is compiled once with fuller feedback
// instead of early and again. Measured at 200 MiB: optimised compiles 183 → 102 (Claude Desktop) and 151 → 92
// (NDJSON), deoptimisations 17 → 14 and 25 → 14 (`--predictable`); the compile threads' CPU lower at 20 MiB, 200 MiB
// and 1 GiB, the main thread's not higher at 1 GiB.
// `--no-regexp-peephole-optimization` (sixty-fourth round): V8 compiles a regular expression to bytecode at its first
// execution and to native code at its second (`--regexp-tier-up-ticks=1`), so the pass that optimises the bytecode
// works on code that runs once (286 patterns compiled on a 3 MiB head, 257 of them compiled again); 22.5 M of 88 M
// instructions in the regexp compilers on a 5 MiB head. The patterns match the same either way.
//
// Set here, before bin/bundle.js asks V8 for its cache tag: the code cache (scripts/bundle-cli.mjs) is written under
// the same flags, so it fits. `MCP_TRIAGE_V8_DEFAULTS=1` leaves V8's own values (the code cache then does not fit and
// the ES module bundle runs); a flag the user gave node on its command line stands.
// Node's next V8 may weigh these knobs differently, or not know them (v8.setFlagsFromString then throws nothing but
// prints 'Error: unrecognized flag' on stderr, every run): they are set only on the V8 they were measured on, Node 20's
// 11.3 (`engines` admits any Node from 20); measure again before widening MEASURED_V8.
import v8 from 'node:v8';

/** The V8 versions the flags were measured on (process.versions.v8): Node 20's. */
const MEASURED_V8 = /^11\.3\./;

/** The flags, as `node --v8-options` names them. */
export const V8_FLAGS = ['--max-bytecode-size-for-early-opt=0', '--interrupt-budget=135168', '--no-regexp-peephole-optimization'];

/**
 * Whether `flag`'s name appears among `given` (node's own arguments) in any spelling V8's parser takes: one dash or
 * two, `_` or `-` inside the name, `=value` after it, and for a boolean `no`, `no-` or `no_` before it
 * (`-interrupt_budget=1000`, `--noregexp_peephole_optimization` and `--no-regexp-peephole-optimization` all reach
 * V8 through node). NODE_OPTIONS is not looked at: node refuses V8 flags such as these there ("is not allowed in
 * NODE_OPTIONS").
 */
function named(flag, given) {
  const eq = flag.indexOf('=');
  const name = (eq < 0 ? flag.slice(2) : flag.slice(2, eq)).replace(/^no-/, '').replace(/[-_]/g, '[-_]');
  return new RegExp(`(^|\\s)--?(no[-_]?)?${name}(=|\\s|$)`).test(given);
}

/**
 * Sets V8_FLAGS in this process (`set`: v8.setFlagsFromString) unless `env.MCP_TRIAGE_V8_DEFAULTS` is `1` or this is
 * not the V8 they were measured on (`v8Version`, MEASURED_V8), leaving out any the user gave node in `execArgv`;
 * returns the flags set.
 */
export function setV8Flags(
  env = process.env,
  execArgv = process.execArgv,
  set = (f) => v8.setFlagsFromString(f),
  v8Version = process.versions.v8,
) {
  if (env.MCP_TRIAGE_V8_DEFAULTS === '1' || !MEASURED_V8.test(v8Version)) return [];
  const given = execArgv.join(' ');
  const flags = V8_FLAGS.filter((f) => !named(f, given));
  for (const f of flags) set(f);
  return flags;
}
