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
