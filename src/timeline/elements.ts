/**
 * V8 keeps an array's elements in the narrowest kind its values fit: small integers, then doubles, then any value.
 * An empty literal (`[]`) starts as small integers, and the first object stored widens it; code optimised while an
 * array of that kind held only numbers (a queue of slot numbers that meets its first `Req`, or a store still empty)
 * is thrown away at that store ("not a Smi", "wrong map") and compiled again. The timeline's stores of requests, slot
 * numbers and events are made here already in the kind they end in, so the code optimised for them stays optimised
 * (docs/performance.md, fiftieth round).
 */

/** An empty array whose elements are of V8's "any value" kind from the start. */
export function objectArray<T>(): T[] {
  // A one-element literal of `null` is of that kind; emptying it keeps the kind (kinds only widen).
  const a = [null] as unknown as T[];
  a.length = 0;
  return a;
}

/**
 * `[null, null]`, writable in place from the first store: a literal run more than once hands out copies of one
 * template whose store is shared until written (copy on write), and the first write to each copy — in code optimised
 * on the first, which was not such a copy — threw that code away ("wrong map").
 */
export function nullPair<T>(): [T | null, T | null] {
  const a = objectArray<T | null>();
  a.push(null, null);
  return a as [T | null, T | null];
}
