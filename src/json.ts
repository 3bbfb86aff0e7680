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

/** Where a walk over a JSON text stands: brackets left open, and whether it is inside a string. */
export interface BracketState {
  depth: number;
  inString: boolean;
}

/**
 * Walks `text` from `from`, counting the `{`/`[` a JSON text leaves open (strings and their escapes skipped), from
 * `state` (a text continued over several lines carries it from line to line). `untilWhole`: stop as soon as the count
 * comes back to 0 (a whole value has been read; extra closers before that count below 0); otherwise read to the end,
 * never below 0. The readers use it to tell a body a terminal or a reporter wrapped onto the next lines.
 */
export function scanBrackets(text: string, from: number, state: BracketState, untilWhole: boolean): BracketState {
  bracketWalk(text, from, state.depth, state.inString, untilWhole);
  return { depth: walkDepth, inString: walkInString };
}

/**
 * Where the JSON object or array opening at `start` ends (exclusive; strings and their escapes skipped), or the text's
 * end when it never closes (a cut body). Readers use it to take an embedded body whole from the text around it.
 */
export function valueEnd(text: string, start: number): number {
  const end = bracketWalk(text, start, 0, false, true);
  return end < 0 ? text.length : end;
}

/** Where the last bracketWalk left the count and the string state (module state: no object made per walk). */
let walkDepth = 0;
let walkInString = false;

/**
 * The one walk behind scanBrackets and valueEnd: from `depth` and `inString`, the position after the closer that brings
 * the count back to 0 when `untilWhole`, else −1 with the state at the text's end in walkDepth and walkInString.
 */
function bracketWalk(text: string, from: number, depth: number, inString: boolean, untilWhole: boolean): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (untilWhole) {
        if (--depth === 0) {
          walkDepth = 0;
          walkInString = false;
          return i + 1;
        }
      } else if (depth > 0) depth--;
    }
  }
  walkDepth = depth;
  walkInString = inString;
  return -1;
}
