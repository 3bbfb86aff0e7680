/**
 * Capture arguments → the files to analyze (output contract, "Additions", "Command line"):
 * - a directory stands for the capture files directly in it (by name: `.log`, `.txt`, `.jsonl`,
 *   `.ndjson`, `.har`, `.sse`, `.json`, rotated `.log.1`, each also `.gz`); other files in it
 *   (READMEs, screenshots, our own `*.expected.json` reports) are left out and counted;
 * - an argument with `*`, `?` or `[…]` that names no existing file is a glob, matched here:
 *   Windows shells (cmd, PowerShell) pass `logs\*.log` through unexpanded, and a quoted glob
 *   on any shell does the same;
 * - `-` is stdin, and no argument at all is stdin when stdin is not a terminal (`cat x | mcp-triage`).
 *
 * Files are not opened here: a name that looks like a capture but is not one (Claude's
 * `main.log` beside its `mcp-server-*.log`) is skipped by analyze() with its reason.
 *
 * Globs are matched without a dependency: Node 20 has no stable `fs.glob`/`path.matchesGlob`
 * (both arrived experimental in 22), and the syntax needed is small.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, posix, win32 } from 'node:path';

/** A file name that may hold a capture (the extensions of the formats in docs/formats.md). */
const CAPTURE_NAME = /\.(?:log|txt|jsonl|ndjson|har|sse|json)(?:\.\d+)?(?:\.gz)?$/i;
/** Reports we wrote ourselves (`samples/**\/*.expected.json`, `-o report.json`) are not captures. */
const OUR_REPORT = /\.expected\.json$/i;

export function isCaptureName(name: string): boolean {
  return !name.startsWith('.') && CAPTURE_NAME.test(name) && !OUR_REPORT.test(name);
}

export interface ExpandedInputs {
  /** Paths (or `-`) in the order given; a directory's and a glob's files sorted by name. */
  paths: string[];
  /** One line each for stderr: directories' files left out by name, arguments that matched nothing. */
  notes: string[];
}

export interface ExpandOptions {
  /** `win32`: `\` separates path parts and is never an escape. Default: the running platform. */
  platform?: NodeJS.Platform;
}

export function hasGlobMagic(arg: string): boolean {
  return /[*?[]/.test(arg);
}

async function kind(path: string): Promise<'file' | 'dir' | null> {
  try {
    const st = await stat(path);
    return st.isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
}

export async function expandInputs(args: readonly string[], opts: ExpandOptions = {}): Promise<ExpandedInputs> {
  const platform = opts.platform ?? process.platform;
  const paths: string[] = [];
  const notes: string[] = [];
  for (const arg of args) {
    if (arg === '-') {
      paths.push(arg);
      continue;
    }
    const k = await kind(arg);
    if (k === 'dir') {
      const { files, leftOut, folders } = await captureFilesIn(arg);
      paths.push(...files);
      if (files.length === 0) {
        const deeper = folders > 0 ? `; sub-folders are not searched: try '${join(arg, '**', '*.log')}'` : '';
        notes.push(`${arg}: no capture files in this directory (looked for ${CAPTURE_NAMES_HELP})${deeper}`);
      }
      if (leftOut.length > 0) {
        const shown = leftOut.slice(0, 3).join(', ');
        notes.push(`${arg}: ${leftOut.length} other file${leftOut.length === 1 ? '' : 's'} left out (${shown}${leftOut.length > 3 ? ', …' : ''})`);
      }
      continue;
    }
    if (k === null && hasGlobMagic(arg)) {
      const matched = await glob(arg, platform);
      if (matched.length === 0) {
        notes.push(`${arg}: no file matches`);
      } else {
        paths.push(...matched);
      }
      continue;
    }
    // A file, or a missing path: analyze() says what is wrong with it.
    paths.push(arg);
  }
  return { paths, notes };
}

const CAPTURE_NAMES_HELP = '.log, .txt, .jsonl, .ndjson, .har, .sse, .json, also gzipped';

async function captureFilesIn(dir: string): Promise<{ files: string[]; leftOut: string[]; folders: number }> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  const leftOut: string[] = [];
  let folders = 0;
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    // Sub-folders are not descended into (a glob with ** does that); hidden files (.DS_Store) are not mentioned.
    if (e.name.startsWith('.')) continue;
    if (e.isDirectory()) {
      folders++;
      continue;
    }
    const path = join(dir, e.name);
    // A symlink to a file counts as the file (`~/.claude/debug/latest`).
    const isFile = e.isFile() || (e.isSymbolicLink() && (await kind(path)) === 'file');
    if (!isFile) continue;
    if (isCaptureName(e.name)) files.push(path);
    else leftOut.push(e.name);
  }
  return { files, leftOut, folders };
}

/**
 * One path segment's pattern → a RegExp: `*` any run of characters but the separator, `?` one
 * character, `[abc]`/`[a-z]`/`[!x]`/`[^x]` a class; on POSIX `\x` is a literal x. A leading dot
 * is matched only by a pattern that starts with one (as shells do).
 */
export function segmentRegExp(pattern: string, platform: NodeJS.Platform): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && platform !== 'win32' && i + 1 < pattern.length) {
      re += escapeRe(pattern[++i]!);
    } else if (c === '*') {
      re += '[^/\\\\]*';
    } else if (c === '?') {
      re += '[^/\\\\]';
    } else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) {
        re += '\\[';
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith('!') || body.startsWith('^');
      if (negate) body = body.slice(1);
      re += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, (m) => `\\${m}`)}]`;
      i = end;
    } else {
      re += escapeRe(c);
    }
  }
  const dotOk = pattern.startsWith('.');
  return new RegExp(`^${dotOk ? '' : '(?!\\.)'}${re}$`, platform === 'win32' || platform === 'darwin' ? 'i' : '');
}

function escapeRe(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** `**` as a whole segment: any number of directories (zero included). */
const GLOBSTAR = '**';

/**
 * Files matching `pattern`, sorted. Relative patterns are matched from the working directory
 * and returned relative, as a shell would print them.
 */
export async function glob(pattern: string, platform: NodeJS.Platform = process.platform): Promise<string[]> {
  const p = platform === 'win32' ? win32 : posix;
  const normalized = platform === 'win32' ? pattern.replace(/\//g, '\\') : pattern;
  const sepRe = platform === 'win32' ? /\\/ : /\//;
  const parts = normalized.split(sepRe);
  // The literal beginning (`/var/log`, `C:`, `samples`) is where the walk starts.
  let i = 0;
  const base: string[] = [];
  while (i < parts.length - 1 && !hasGlobMagic(parts[i]!)) base.push(parts[i++]!);
  let root = base.length === 0 ? '' : base.length === 1 && base[0] === '' ? p.sep : base.join(p.sep);
  // `C:` alone is the drive's current directory; `C:\*.log` means its root.
  if (/^[A-Za-z]:$/.test(root)) root += p.sep;
  const rest = parts.slice(i);
  const out = new Set<string>();
  await walk(root, rest, out, p, platform);
  return [...out].sort();
}

async function walk(dir: string, parts: string[], out: Set<string>, p: typeof posix, platform: NodeJS.Platform): Promise<void> {
  const [head, ...tail] = parts;
  if (head === undefined) return;
  const where = dir === '' ? '.' : dir;
  const at = (name: string): string => (dir === '' ? name : p.join(dir, name));
  if (head === GLOBSTAR) {
    // Zero directories, then one more level at a time.
    await walk(dir, tail, out, p, platform);
    for (const e of await entries(where)) {
      if (e.isDirectory() && !e.name.startsWith('.')) await walk(at(e.name), parts, out, p, platform);
    }
    return;
  }
  if (!hasGlobMagic(head)) {
    const next = at(head);
    if (tail.length === 0) {
      if ((await kind(next)) === 'file') out.add(next);
    } else {
      await walk(next, tail, out, p, platform);
    }
    return;
  }
  const re = segmentRegExp(head, platform);
  for (const e of await entries(where)) {
    if (!re.test(e.name)) continue;
    const next = at(e.name);
    if (tail.length === 0) {
      if (e.isFile() || (e.isSymbolicLink() && (await kind(next)) === 'file')) out.add(next);
    } else if (e.isDirectory() || e.isSymbolicLink()) {
      await walk(next, tail, out, p, platform);
    }
  }
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
