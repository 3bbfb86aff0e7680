// Shared by the bench preloads that follow a CLI run through its capture (warm-curve-preload.cjs, parts-preload.cjs,
// compile-bill-preload.cjs): wraps the reads (and, when asked, the writes) of files opened through node:fs/promises —
// the CLI opens its capture that way. Every FileHandle shares one prototype, so its methods are wrapped once, at the
// first open. Measurement only: the CLI's reads and writes are wrapped, not changed.
'use strict';
const fsp = require('node:fs/promises');

/**
 * @param {{ beforeRead?: () => void, afterRead?: (bytesRead: number) => void, beforeWrite?: () => void }} hooks
 *   beforeRead runs when a read is called, afterRead with its byte count when it returns, beforeWrite when a write is called.
 */
function wrapCaptureReads({ beforeRead, afterRead, beforeWrite }) {
  const open = fsp.open;
  let wrapped = false;
  fsp.open = async function (...args) {
    const fh = await open.apply(this, args);
    if (!wrapped) {
      wrapped = true;
      const proto = Object.getPrototypeOf(fh);
      const read = proto.read;
      proto.read = async function (...a) {
        beforeRead?.();
        const r = await read.apply(this, a);
        afterRead?.(r.bytesRead);
        return r;
      };
      if (beforeWrite) {
        const write = proto.write;
        proto.write = function (...a) {
          beforeWrite();
          return write.apply(this, a);
        };
      }
    }
    return fh;
  };
}

module.exports = { wrapCaptureReads };
