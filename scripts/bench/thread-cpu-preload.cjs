/**
 * Preloaded by thread-cpu.mjs (`node --require`): when the process exits, appends to the file named by THREAD_CPU_OUT
 * one line of JSON — every thread's time on a CPU in nanoseconds (the first field of /proc/self/task/<tid>/schedstat:
 * the scheduler's own account, no sampling, and it does not move with how long the thread waited for a CPU), keyed by
 * thread id, the main thread's id (the process id on Linux), and the whole process's user + system CPU
 * (`process.resourceUsage()`, every thread's, also those that ended before 'exit') to check the threads' sum against.
 * Node 20 names none of its threads (every `comm` reads "node"): the main thread is told by its id, V8's platform
 * workers (TurboFan's concurrent compiles and the collector's concurrent and parallel work share them) and libuv's
 * pool are the rest; thread-cpu.mjs splits the workers by `perf` samples when asked.
 */
'use strict';
const { appendFileSync, readFileSync, readdirSync } = require('node:fs');

const out = process.env.THREAD_CPU_OUT;
if (out) {
  process.on('exit', () => {
    const threads = {};
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        threads[tid] = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended between the listing and the read: its time is in the process's total only
      }
    }
    const u = process.resourceUsage();
    appendFileSync(out, `${JSON.stringify({ pid: process.pid, threads, processUs: u.userCPUTime + u.systemCPUTime })}\n`);
  });
}
