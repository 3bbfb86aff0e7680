/** Test helper: read a capture file as parsed JSON Lines, asserting each line is valid JSON. */
import { readFileSync } from 'node:fs';

export type CaptureLine = Record<string, unknown> & { type: string; t?: string };

export function readCapture(path: string): CaptureLine[] {
  const text = readFileSync(path, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) throw new Error(`${path}: last line not terminated`);
  return text
    .split('\n')
    .slice(0, -1)
    .map((line, i) => {
      try {
        return JSON.parse(line) as CaptureLine;
      } catch (err) {
        throw new Error(`${path}:${i + 1}: invalid JSON (${String(err)}): ${line.slice(0, 200)}`);
      }
    });
}

/** Every `t` is ISO 8601 UTC with ms and never goes backwards (docs/mcpcap.md). */
export function assertMonotonic(lines: CaptureLine[]): void {
  let last = '';
  for (const l of lines) {
    if (l.type === 'header') continue;
    if (typeof l.t !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(l.t)) {
      throw new Error(`bad t in ${JSON.stringify(l).slice(0, 200)}`);
    }
    if (l.t < last) throw new Error(`time went backwards: ${l.t} after ${last}`);
    last = l.t;
  }
}
