/**
 * Short names for the inputs of a report, for the human formats (issue 11, item 7): each input is named once
 * with its path, then every source is `name:line` instead of the full path on every row. A name is the file's
 * base name; inputs whose base names collide keep as many parent folders as tell them apart. The JSON report
 * keeps full `file:line` sources (output contract).
 */
import type { Report } from './contract.js';

/** Path segments, `/` and `\` both (a Windows path pasted on Linux). */
function segments(path: string): string[] {
  return path.split(/[\\/]+/).filter((s) => s.length > 0);
}

export class InputNames {
  /** path → name, longest path first (a path may be a prefix of another). */
  private readonly byPath: Array<[string, string]>;

  constructor(paths: readonly string[]) {
    const unique = [...new Set(paths)];
    const names = new Map<string, string>();
    const segs = new Map(unique.map((p) => [p, segments(p)]));
    // Grow the suffix of every colliding path until all names differ (or a path runs out of folders).
    let depth = 1;
    let pending = unique;
    while (pending.length > 0) {
      const byName = new Map<string, string[]>();
      for (const p of pending) {
        const s = segs.get(p)!;
        const name = s.length === 0 ? p : s.slice(Math.max(0, s.length - depth)).join('/');
        byName.set(name, [...(byName.get(name) ?? []), p]);
      }
      const next: string[] = [];
      for (const [name, ps] of byName) {
        const taken = [...names.values()].includes(name);
        if (ps.length === 1 && !taken) names.set(ps[0]!, name);
        else
          for (const p of ps) {
            if (depth >= (segs.get(p)!.length || 1)) names.set(p, p);
            else next.push(p);
          }
      }
      pending = next;
      depth++;
    }
    this.byPath = [...names].sort((a, b) => b[0].length - a[0].length);
  }

  static of(report: Report): InputNames {
    return new InputNames(report.inputs.map((i) => i.path));
  }

  /** The short name of an input path (the path itself when it is not an input). */
  name(path: string): string {
    for (const [p, n] of this.byPath) if (p === path) return n;
    return path;
  }

  /** Prose that cites `file:line` (a summary, a finding): each input's path before a `:` becomes its name. */
  prose(s: string): string {
    if (this.byPath.every(([p, n]) => p === n)) return s;
    let out = s;
    for (const [p, n] of this.byPath) if (p !== n) out = out.split(`${p}:`).join(`${n}:`);
    return out;
  }

  /** `file:line` (or `file:line(pointer)`) with the file shortened when it is one of the inputs. */
  source(s: string): string {
    for (const [p, n] of this.byPath) {
      if (s.length > p.length && s.startsWith(p) && s[p.length] === ':') return n + s.slice(p.length);
    }
    return s;
  }
}
