/** A worker thread's perf sample by its symbol (thread-cpu.mjs). */
export function classify(symbol: string): 'compile' | 'gc' | 'other';
/** What one `--trace-opt --trace-deopt` run printed, counted (thread-cpu.mjs). */
export function countTrace(text: string): { compiles: number; osr: number; deopts: number; ms: number };
