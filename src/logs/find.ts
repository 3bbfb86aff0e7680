/**
 * Finds the MCP logs of the hosts installed for this user (`mcp-triage logs`): resolves each
 * location of locations.ts for one home folder, platform and environment (all injected, so a
 * test can lay out a fake home for each OS) and lists the files that match, newest first.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOG_LOCATIONS, type HostOs, type LogLocation } from './locations.js';

export interface FindOptions {
  home: string;
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  locations?: readonly LogLocation[];
}

export interface FoundLog {
  host: string;
  /** The server the file belongs to, when its name says; null for a host-wide log (mcp.log, Zed.log). */
  server: string | null;
  path: string;
  bytes: number;
  modified: Date;
}

export interface FindResult {
  os: HostOs;
  logs: FoundLog[];
  /** Every folder looked in, existing or not (said when nothing is found). */
  searched: { host: string; folder: string; exists: boolean }[];
}

export function hostOs(platform: NodeJS.Platform): HostOs {
  if (platform === 'darwin') return 'macos';
  if (platform === 'win32') return 'windows';
  return 'linux';
}

/** An absolute path from the environment, or the default (XDG Base Directory spec: relative values are ignored). */
function dir(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const v = env[name];
  return v !== undefined && v !== '' && (v.startsWith('/') || /^[A-Za-z]:[\\/]/.test(v) || v.startsWith('\\\\')) ? v : fallback;
}

/** The folder variables of locations.ts for one user. */
export function folderVariables(o: Pick<FindOptions, 'home' | 'platform' | 'env'>): Record<string, string> {
  const { home, env } = o;
  return {
    HOME: home,
    APPDATA: dir(env, 'APPDATA', join(home, 'AppData', 'Roaming')),
    LOCALAPPDATA: dir(env, 'LOCALAPPDATA', join(home, 'AppData', 'Local')),
    XDG_CONFIG_HOME: dir(env, 'XDG_CONFIG_HOME', join(home, '.config')),
    XDG_CACHE_HOME: dir(env, 'XDG_CACHE_HOME', join(home, '.cache')),
    XDG_DATA_HOME: dir(env, 'XDG_DATA_HOME', join(home, '.local', 'share')),
    XDG_STATE_HOME: dir(env, 'XDG_STATE_HOME', join(home, '.local', 'state')),
    // Claude Code and Codex move their whole folder with these (Codex docs, "Environment variables").
    CLAUDE_CONFIG_DIR: dir(env, 'CLAUDE_CONFIG_DIR', join(home, '.claude')),
    CODEX_HOME: dir(env, 'CODEX_HOME', join(home, '.codex')),
  };
}

export function resolveFolder(folder: string, vars: Record<string, string>): string {
  const m = /^\{([A-Z_]+)\}(.*)$/.exec(folder);
  if (!m) return folder;
  const base = vars[m[1]!];
  if (base === undefined) throw new Error(`unknown folder variable ${m[1]}`);
  const rest = m[2]!.split('/').filter((p) => p !== '');
  return join(base, ...rest);
}

async function isDir(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Files below `root` up to `depth` levels, as `/`-joined relative paths (symlinks are not followed into). */
async function filesBelow(root: string, depth: number): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, rel: string, left: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isFile()) out.push(r);
      else if (e.isDirectory() && left > 1) await walk(join(abs, e.name), r, left - 1);
    }
  };
  await walk(root, '', depth);
  return out;
}

export async function findLogs(o: FindOptions): Promise<FindResult> {
  const os = hostOs(o.platform);
  const vars = folderVariables(o);
  const rows = (o.locations ?? LOG_LOCATIONS).filter((l) => l.os === os);
  const searched: FindResult['searched'] = [];
  const seen = new Set<string>();
  const logs: FoundLog[] = [];
  const listed = new Map<string, Promise<string[]>>();
  for (const row of rows) {
    const folder = resolveFolder(row.folder, vars);
    const exists = await isDir(folder);
    if (!searched.some((s) => s.host === row.host && s.folder === folder)) searched.push({ host: row.host, folder, exists });
    if (!exists) continue;
    const key = `${folder}\u0000${row.depth}`;
    if (!listed.has(key)) listed.set(key, filesBelow(folder, row.depth));
    for (const rel of await listed.get(key)!) {
      const m = row.match.exec(rel);
      if (!m) continue;
      const path = join(folder, ...rel.split('/'));
      if (seen.has(path)) continue;
      seen.add(path);
      let st;
      try {
        st = await stat(path);
      } catch {
        continue;
      }
      const captured = m.slice(1).find((g) => g !== undefined);
      logs.push({
        host: row.host,
        server: captured !== undefined ? (row.server ? row.server(captured) : captured) : null,
        path,
        bytes: st.size,
        modified: st.mtime,
      });
    }
  }
  logs.sort((a, b) => b.modified.getTime() - a.modified.getTime() || (a.path < b.path ? -1 : 1));
  return { os, logs, searched };
}
