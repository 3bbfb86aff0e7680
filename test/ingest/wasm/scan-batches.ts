/**
 * The readers' batch loop over one final chunk, for the WebAssembly tests: `data` copied into the instance's input, then
 * scanned batch after batch from the end of the last line of the batch before, until the data is read or a scan
 * reports no line. `onBatch` is given each batch's line count while its columns hold it.
 */
import { F, type JsonLines } from '../../../src/ingest/wasm/load.js';

export function scanBatches(w: JsonLines, data: Buffer, onBatch: (n: number) => void): void {
  w.reserve(data.length);
  data.copy(w.buf, w.input);
  let from = 0;
  while (from < data.length) {
    const n = w.scan(from, data.length, true);
    if (n === 0) break;
    onBatch(n);
    from = w.f(F.LE, n - 1) + 1;
  }
}
