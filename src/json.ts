import type { JsonRpcId } from './events.js';

/**
 * Safe reads of captured JSON: the one home of the JSON object check (issue 12, item 4) for every room.
 * Captures are hostile input: a value may have any type and an
 * object may carry `__proto__` or `constructor` as own keys, so only own properties are read.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function field(o: unknown, key: string): unknown {
  return isObject(o) && Object.hasOwn(o, key) ? o[key] : undefined;
}

export function stringField(o: unknown, key: string): string | null {
  const v = field(o, key);
  return typeof v === 'string' ? v : null;
}

/** JSON-RPC 2.0 §4: an id is a string or a number (null is "no id"). */
export function asId(v: unknown): JsonRpcId | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return null;
}
