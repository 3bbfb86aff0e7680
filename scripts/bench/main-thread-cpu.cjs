/**
 * Preloaded by per-message.mjs (`node --require`): when the process exits, appends to the file named by
 * MAIN_THREAD_CPU_OUT one line of JSON — the main thread's time on a CPU in nanoseconds (the first field of
 * /proc/self/task/<pid>/schedstat: the scheduler's own account, exact to the nanosecond, no sampling) and the whole
 * process's user and system CPU (`process.resourceUsage()`, every thread: the compile and collector threads too).
 * The main thread's id is the process id on Linux.
 */
'use strict';
const { appendFileSync, readFileSync } = require('node:fs');

const out = process.env.MAIN_THREAD_CPU_OUT;
if (out) {
  process.on('exit', () => {
    const [run] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').trim().split(/\s+/);
    const u = process.resourceUsage();
    appendFileSync(
      out,
      `${JSON.stringify({ mainNs: Number(run), userUs: u.userCPUTime, sysUs: u.systemCPUTime, involuntary: u.involuntaryContextSwitches })}\n`,
    );
  });
}
