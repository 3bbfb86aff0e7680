/**
 * The tool's own version, for `report.tool.version` and `--version`: read from package.json,
 * which sits two levels up from both `src/report/` (tsx, vitest) and `dist/report/` (built).
 */
import { readFileSync } from 'node:fs';

let cached: string | null = null;

export function toolVersion(): string {
  if (cached !== null) return cached;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    cached = typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    cached = '0.0.0';
  }
  return cached;
}
