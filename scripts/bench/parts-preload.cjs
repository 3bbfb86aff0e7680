// Preloaded by scripts/bench/parts.mjs (`node -r`): the process's CPU (process.cpuUsage: every thread, user + system)
// at the points that split a CLI run into its fixed parts and its read — when this preload runs (Node's own start
// before it), the first read of a file opened through node:fs/promises (the capture: the CLI opens it before the
// report), that file's end (a read of 0 bytes), the report's first write to `-o`, and the 'exit' event (after it
// only the process's teardown). Printed to stderr at exit as one line, `PARTS {json}`. Measurement only: the reads
// and writes are the CLI's own, wrapped, not changed. A preload (`-r`) does not change V8's flags, so the CLI still
// runs the CommonJS bundle with its code cache.
'use strict';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const marks = { preload: cpuMs() };
// Required after the first mark, so that the 'node' part stays Node's own start.
const { wrapCaptureReads } = require('./capture-reads.cjs');
wrapCaptureReads({
  beforeRead() {
    marks.firstRead ??= cpuMs();
  },
  afterRead(bytesRead) {
    if (bytesRead === 0) marks.lastRead ??= cpuMs();
  },
  beforeWrite() {
    marks.firstWrite ??= cpuMs();
  },
});
process.on('exit', () => {
  marks.exit = cpuMs();
  require('node:fs').writeSync(2, `PARTS ${JSON.stringify(marks)}\n`);
});
