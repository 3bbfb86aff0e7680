/**
 * The heap policy for large inputs. What a run keeps alive is small and flat (the open requests and the clean holds:
 * ~16 MB after each full collection on a 200 MiB capture, ~26 MB near the end of a 1 GiB one, the growth being the
 * requests the report lists); its peak resident memory is garbage the old generation is allowed to hold before V8's
 * next full collection, and V8 lets that grow with the run. On 1 GiB captures the peak reached 194–209 MB
 * (twentieth round), 184–189 MB at the forty-fourth. Doubling the old generation a step
 * (`--heap-growing-percent=100`) keeps it at 158–181 MB there. The twentieth round chose 50 % (158–167 MB then) for
 * 10–25 % more CPU; with a fifth less allocated since, 50 % ran 14 full collections on a 1 GiB NDJSON capture where
 * 100 % runs 8 and V8's default 3: the marker walks half as much (303 → 163 MB NDJSON, 193 → 94 MB Claude Desktop),
 * a few per cent of the run at most, not resolved in CPU (docs/performance.md, forty-fourth round). At 200 MiB the
 * default already stays near 125 MB, so it is set for large inputs only. The CLI's choice, not the library's: an
 * embedding program owns its own heap.
 */
import { stat } from 'node:fs/promises';
import v8 from 'node:v8';

/** From this much input (all files of one run together) the old generation grows by HEAP_GROWING_PERCENT a step. */
export const BOUNDED_HEAP_FROM_BYTES = 512 * 1024 * 1024;
export const HEAP_GROWING_PERCENT = 100;

/**
 * The growth to set for a run over `inputBytes` of input, or null to leave V8's own. Null too when the user chose a
 * growth on node's command line or in NODE_OPTIONS: theirs stands.
 */
export function heapGrowthFor(inputBytes: number, execArgv: readonly string[], nodeOptions: string | undefined): number | null {
  const chosen = (s: string): boolean => /(^|\s)--heap[-_]growing[-_]percent\b/.test(s);
  if (execArgv.some(chosen) || chosen(nodeOptions ?? '')) return null;
  return inputBytes >= BOUNDED_HEAP_FROM_BYTES ? HEAP_GROWING_PERCENT : null;
}

/** The total size of the inputs that are files (stdin, and what cannot be stat'ed, count nothing). */
export async function inputBytes(paths: readonly string[]): Promise<number> {
  let n = 0;
  for (const p of paths) {
    if (p === '-') continue;
    try {
      const s = await stat(p);
      if (s.isFile()) n += s.size;
    } catch {
      // Read errors are the analyzer's to report, with the file's name.
    }
  }
  return n;
}

/** Applies heapGrowthFor to this process before the read; returns the growth set, or null. */
export async function boundHeap(paths: readonly string[], env: NodeJS.ProcessEnv, execArgv: readonly string[] = process.execArgv): Promise<number | null> {
  const growth = heapGrowthFor(await inputBytes(paths), execArgv, env.NODE_OPTIONS);
  if (growth !== null) v8.setFlagsFromString(`--heap-growing-percent=${growth}`);
  return growth;
}
