/** One row of a run's curve (warm-curve.mjs): 'start', a slice ('a–b', `from` its first MiB) or 'end'. */
export interface Row {
  name: string;
  from?: number;
  mainMs: number;
  otherMs: number;
  mib: number;
}
/**
 * A run's read-call records ([position, main-thread ns, process µs, CLOCK_MONOTONIC ns], the last at exit with
 * position −1) by slice.
 */
export function slices(records: number[][], sliceMiB: number): Row[];
/** A marked `--trace-opt --trace-deopt` run's compiles and deoptimisations by slice, and each function's compiles. */
export function placeTrace(
  text: string,
  sliceMiB: number,
  size: number,
): { compiles: Map<number | string, number>; deopts: Map<number | string, number>; fns: Map<string, Array<number | string>> };
/** The end of a last slice of `size` bytes starting at `from` MiB, as its row names it (a span that shows). */
export function mibEnd(size: number, from: number): string;
/** The command line as options; throws an Error whose message is for the user on a bad argument. */
export function parseArgs(argv: string[]): {
  runs: number;
  slice: number;
  bin: string;
  nodeFlags: string[];
  trace: boolean;
  predictable: boolean;
  window: [number, number];
  jsonOut: string | null;
  captures: { label: string; file: string }[];
};
/** Whether the file starts with gzip's magic bytes. */
export function isGzip(file: string): boolean;
