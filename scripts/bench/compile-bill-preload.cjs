// Preloaded by scripts/bench/compile-bill.mjs (`node -r`): prints `[read-pos <bytes>]` on stdout each time the
// capture's reads (files opened through node:fs/promises: the CLI's capture) pass another MiB, with a synchronous
// write to fd 1, so that under `stdbuf -o0` the marks interleave with V8's `--trace-opt` lines (which V8 prints to
// stdout) and each compile can be placed in the input. Under `--predictable` every compile is synchronous, on the main
// thread, so a compile printed after a mark happened while the reader was at most one read chunk (1 MiB) past it.
// Measurement only: the CLI's reads are wrapped, not changed.
'use strict';
const fs = require('node:fs');
const { wrapCaptureReads } = require('./capture-reads.cjs');

let total = 0;
let nextMark = 0;
wrapCaptureReads({
  afterRead(bytesRead) {
    total += bytesRead;
    if (total >= nextMark) {
      fs.writeSync(1, `[read-pos ${total}]\n`);
      nextMark = (Math.floor(total / 1048576) + 1) * 1048576;
    }
    if (bytesRead === 0) fs.writeSync(1, `[read-end ${total}]\n`);
  },
});
