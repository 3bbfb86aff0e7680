/**
 * The Python side of the Python samples: a virtual environment made with nothing but `python3`,
 * holding exactly the SDK versions the samples claim (`mcp` 2.3.0, `fastmcp` 4.0.10), installed
 * with pip through whatever index pip is configured to use.
 *
 * It lives in the git-ignored `tmp/python-samples/venv` and is reused while its versions are the
 * pinned ones; otherwise it is (re)built. `PYTHON` picks another interpreter than `python3`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.js';

export const PINS = { mcp: '2.3.0', fastmcp: '4.0.10' } as const;
export const VENV = join(ROOT, 'tmp/python-samples/venv');
export const VENV_PYTHON = join(VENV, process.platform === 'win32' ? 'Scripts/python.exe' : 'bin/python');

export interface PythonEnv {
  python: string;
  /** `Python 3.11.7`, for the samples' notes. */
  pythonVersion: string;
  /** The interpreter's install prefix (`sys.base_prefix`): its paths appear in tracebacks and crash dumps. */
  basePrefix: string;
  mcp: string;
  fastmcp: string;
}

/**
 * Paths of this checkout and of the interpreter's install appear in crash dumps, tracebacks and
 * recorded commands: they are written relative to the repository, and the interpreter's prefix as
 * `/usr/local` (where a stock CPython lives), so a sample does not carry the machine it was made on.
 * `more` adds prefixes (each with its replacement) to the same pass.
 *
 * One pass, longest prefix first, and a replacement is never scanned again: replaced one after the
 * other, an interpreter prefix of `/usr` (a distribution's python3) would turn the `/usr/local/`
 * just written for another prefix into `/usr/local/local/`; and of two prefixes where one holds the
 * other (the checkout and the venv inside it) the longer must win.
 */
export function scrub(text: string, env: PythonEnv, more: [prefix: string, to: string][] = []): string {
  const to = new Map<string, string>([[`${env.basePrefix}/`, '/usr/local/'], [`${ROOT}/`, '']]);
  for (const [prefix, replacement] of more) to.set(`${prefix}/`, replacement);
  const alternation = [...to.keys()]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return text.replace(new RegExp(alternation, 'g'), (m) => to.get(m)!);
}

function run(cmd: string, args: string[], what: string): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
  if (r.error) throw new Error(`${what}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${what} exited ${r.status}:\n${(r.stderr || r.stdout).slice(-2000)}`);
  return r.stdout.trim();
}

/** Installed versions in the venv, or null when it is missing or broken. */
function installed(): { mcp: string; fastmcp: string; python: string; basePrefix: string } | null {
  if (!existsSync(VENV_PYTHON)) return null;
  const r = spawnSync(
    VENV_PYTHON,
    ['-c', 'import importlib.metadata as m, platform; import sys; print(m.version("mcp"), m.version("fastmcp"), platform.python_version(), sys.base_prefix)'],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (r.status !== 0) return null;
  const [mcp, fastmcp, python, basePrefix] = r.stdout.trim().split(/\s+/);
  return mcp && fastmcp && python && basePrefix ? { mcp, fastmcp, python, basePrefix } : null;
}

export function ensurePythonEnv(log: (s: string) => void = console.log): PythonEnv {
  let have = installed();
  if (!have || have.mcp !== PINS.mcp || have.fastmcp !== PINS.fastmcp) {
    const python3 = process.env['PYTHON'] ?? 'python3';
    if (!existsSync(VENV_PYTHON)) {
      log(`creating ${VENV} with ${python3}`);
      mkdirSync(join(VENV, '..'), { recursive: true });
      run(python3, ['-m', 'venv', VENV], `${python3} -m venv`);
    }
    log(`installing mcp==${PINS.mcp} fastmcp==${PINS.fastmcp} (pip, into the venv)`);
    run(VENV_PYTHON, ['-m', 'pip', 'install', '--quiet', `mcp==${PINS.mcp}`, `fastmcp==${PINS.fastmcp}`], 'pip install');
    have = installed();
    if (!have || have.mcp !== PINS.mcp || have.fastmcp !== PINS.fastmcp) {
      throw new Error(`the venv holds mcp ${have?.mcp ?? '?'} / fastmcp ${have?.fastmcp ?? '?'}, not the pinned ${PINS.mcp} / ${PINS.fastmcp}`);
    }
  }
  return { python: VENV_PYTHON, pythonVersion: `Python ${have.python}`, basePrefix: have.basePrefix, mcp: have.mcp, fastmcp: have.fastmcp };
}
