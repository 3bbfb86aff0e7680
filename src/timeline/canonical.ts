/**
 * Retry detection compares calls by a hash of their canonical params, never by the params
 * themselves: the retry index must not hold argument values (redaction policy) and must stay small.
 */

const MAX_DEPTH = 64;

/** Canonical JSON (sorted keys) of `params` without its top-level `_meta` (progress tokens and
 * the 2026 envelope differ between a call and its retry). */
export function canonicalParams(params: unknown): string {
  const out: string[] = [];
  write(params, 0, out, true);
  return out.join('');
}

function write(v: unknown, depth: number, out: string[], top: boolean): void {
  if (v === null || typeof v !== 'object') {
    out.push(JSON.stringify(v) ?? 'null');
    return;
  }
  if (depth >= MAX_DEPTH) {
    out.push('"<deep>"');
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(',');
      write(v[i], depth + 1, out, false);
    }
    out.push(']');
    return;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  out.push('{');
  let first = true;
  for (const k of keys) {
    if (top && k === '_meta') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(k), ':');
    write(obj[k], depth + 1, out, false);
  }
  out.push('}');
}

/**
 * A 53-bit string hash: two independent 32-bit FNV-1a style lanes (different offsets and a
 * final avalanche), combined into a safe integer. Not cryptographic; equality is also checked
 * on the length, and a collision only produces a "possible" retry.
 */
export function hash53(s: string): number {
  let a = 0x811c9dc5;
  let b = 0x2b3c4d5e;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  b ^= b >>> 16;
  b = Math.imul(b, 0xc2b2ae35);
  b ^= b >>> 16;
  return (b & 0x1fffff) * 0x100000000 + (a >>> 0);
}
