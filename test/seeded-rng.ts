/**
 * Seeded generators for the model and property tests: the same sequence on every run, so a failing seed is found
 * again. Two, because tests written against one keep their sequences: `xorshift32` (Marsaglia's 13/17/5 shifts; a
 * zero seed would stay zero, so it becomes 1) and `mulberry32`. Each returns draws in [0, 1).
 */
export function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
