// Preloaded by scripts/bench/parts.mjs (`node -r`): the process's CPU (process.cpuUsage: every thread, user + system)
// at the points that split a CLI run into its fixed parts and its read — when this preload runs (Node's own start
// before it), the first read of a file opened through node:fs/promises (the capture: the CLI opens it before the
// report), that file's end (a read of 0 bytes), the report's first write to `-o`, and the 'exit' event (after it
// only the process's teardown). Printed to stderr at exit as one line, `PARTS {json}`. Measurement only: the reads
// and writes are the CLI's own, wrapped, not changed. A preload (`-r`) does not change V8's flags, so the CLI still
// runs the CommonJS bundle with its code cache.
'use strict';
const fsp = require('node:fs/promises');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const marks = { preload: cpuMs() };
const open = fsp.open;
let wrapped = false;
fsp.open = async function (...args) {
  const fh = await open.apply(this, args);
  if (!wrapped) {
    // Every FileHandle shares one prototype: wrap its read and write once.
    wrapped = true;
    const proto = Object.getPrototypeOf(fh);
    const read = proto.read;
    const write = proto.write;
    proto.read = async function (...a) {
      marks.firstRead ??= cpuMs();
      const r = await read.apply(this, a);
      if (r.bytesRead === 0) marks.lastRead ??= cpuMs();
      return r;
    };
    proto.write = function (...a) {
      marks.firstWrite ??= cpuMs();
      return write.apply(this, a);
    };
  }
  return fh;
};
process.on('exit', () => {
  marks.exit = cpuMs();
  require('node:fs').writeSync(2, `PARTS ${JSON.stringify(marks)}\n`);
});
