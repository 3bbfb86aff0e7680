/**
 * The server command a host would configure to record a stdio server with `mcp-triage record`:
 * `<recorder> record -o <file> -- <server command…>`.
 *
 * The recorder is the real CLI. The built `bin/mcp-triage.js` is used when `dist/` is at least as
 * new as every source file; otherwise (no build, or sources edited since `npm run build`) the same
 * `main()` runs from the sources under tsx (cli-entry.ts), so a stale build never records.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.js';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(p) : st.mtimeMs);
  }
  return newest;
}

export interface RecorderCommand {
  /** `built` = bin/mcp-triage.js over dist/; `tsx` = the same main() from src/. */
  kind: 'built' | 'tsx';
  command: string;
  /** Arguments before `record`. */
  prefix: string[];
}

let chosen: RecorderCommand | undefined;

export function recorderCommand(): RecorderCommand {
  if (chosen) return chosen;
  const distMain = join(ROOT, 'dist/cli/main.js');
  const fresh = existsSync(distMain) && newestMtime(join(ROOT, 'dist')) >= newestMtime(join(ROOT, 'src'));
  chosen = fresh
    ? { kind: 'built', command: process.execPath, prefix: [join(ROOT, 'bin/mcp-triage.js')] }
    : { kind: 'tsx', command: process.execPath, prefix: ['--import', 'tsx', join(ROOT, 'scripts/samples/recorder/cli-entry.ts')] };
  return chosen;
}

/** `node … record -o <output> -- <server…>` as { command, args } for a StdioClientTransport. */
export function recordedServer(output: string, server: string[]): { command: string; args: string[] } {
  const r = recorderCommand();
  return { command: r.command, args: [...r.prefix, 'record', '-o', output, '--', ...server] };
}
