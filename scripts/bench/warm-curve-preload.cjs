// Preloaded by scripts/bench/warm-curve.mjs (`node -r`): the CPU a run has spent by the time its reader asks for each
// next chunk of the capture (files opened through node:fs/promises: the CLI's capture). The reader is sequential — it
// awaits one read, splits and analyses the chunk, then asks for the next — so when a read is called at position P every
// byte before P has been read and analysed: the CPU at that call is the cost of the input up to P. Each record is
// [P, the main thread's on-CPU ns (the first field of /proc/self/task/<pid>/schedstat: the scheduler's account, exact),
// the process's user + system µs (process.cpuUsage(): every thread — the compile and collector threads too), the
// CLOCK_MONOTONIC ns of the call (process.hrtime: `perf record -k CLOCK_MONOTONIC` stamps its samples on the same clock,
// so a profile can be cut by input position)]; start-up is the first record's CPU, and a record at 'exit' ends the list.
// At exit the list is written as JSON to WARM_CURVE_OUT. With WARM_CURVE_MARKS=1 each call also prints
// `[warm-pos P]` on stdout with a synchronous write, so that under `stdbuf -o0` V8's `--trace-opt`/`--trace-deopt`
// lines (printed to stdout) can be placed in the input. Measurement only: the CLI's reads are wrapped, not changed.
'use strict';
const fs = require('node:fs');
const { wrapCaptureReads } = require('./capture-reads.cjs');

const out = process.env.WARM_CURVE_OUT;
const marks = process.env.WARM_CURVE_MARKS === '1';
const stat = `/proc/self/task/${process.pid}/schedstat`;
const mainNs = () => Number(fs.readFileSync(stat, 'latin1').split(' ', 1)[0]);
const procUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
/** @type {number[][]} */
const records = [];
let total = 0;
wrapCaptureReads({
  beforeRead() {
    records.push([total, mainNs(), procUs(), Number(process.hrtime.bigint())]);
    if (marks) fs.writeSync(1, `[warm-pos ${total}]\n`);
  },
  afterRead(bytesRead) {
    total += bytesRead;
  },
});
process.on('exit', () => {
  records.push([-1, mainNs(), procUs(), Number(process.hrtime.bigint())]);
  if (out) fs.writeFileSync(out, JSON.stringify(records));
});
