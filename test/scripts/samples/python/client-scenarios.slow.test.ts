/**
 * runPythonClient (scripts/samples/python/client-scenarios.ts) with a stand-in for the venv's python: a shell script
 * that ignores py_client.py's arguments. `within` bounds the wait but does not stop the client, so the deadline must
 * still kill it; its exit code and its last stdout line are what the sample reads. Spawns processes, so slow.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_SCENARIOS, runPythonClient } from '../../../../scripts/samples/python/client-scenarios.js';
import { alive } from '../../../process-alive.js';

const dir = mkdtempSync(join(tmpdir(), 'py-client-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const scenario = CLIENT_SCENARIOS[0]!;
const capture = join(dir, 'unused.mcpcap.jsonl');

/** A stand-in python: writes its pid to `<name>.pid`, then runs `body` (sh). */
function python(name: string, body: string): { path: string; pid(): number } {
  const path = join(dir, `${name}.sh`);
  const pidFile = join(dir, `${name}.pid`);
  writeFileSync(path, `#!/bin/sh\necho $$ > '${pidFile}'\n${body}\n`);
  chmodSync(path, 0o755);
  return { path, pid: () => Number(readFileSync(pidFile, 'utf8')) };
}

describe('runPythonClient', () => {
  it('kills a client that has not finished by the deadline', async () => {
    const py = python('hangs', 'exec sleep 60');
    await expect(runPythonClient(py.path, scenario, capture, 1500)).rejects.toThrow(`py_client.py ${scenario.name}: not done within 1500 ms`);
    for (let i = 0; i < 100 && alive(py.pid()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(alive(py.pid())).toBe(false);
  });

  it('reads the caller\'s report from the last stdout line of a client that exits 0', async () => {
    const py = python('answers', `echo 'starting'\necho '{"callerError":null,"progress":4,"result":"completed"}'\necho 'a warning' >&2`);
    const run = await runPythonClient(py.path, scenario, capture, 10_000);
    expect(run.caller).toEqual({ callerError: null, progress: 4, result: 'completed' });
    expect(run.stderr).toBe('a warning\n');
  });

  it.each([
    ['exits non-zero', "echo 'Traceback: boom' >&2\nexit 2", /py_client.py exited 2: Traceback: boom/],
    ['prints no JSON', "echo 'not json'", /py_client.py printed no result: not json/],
  ])('rejects a client that %s', async (name, body, message) => {
    const py = python(name.replace(/\W+/g, '-'), body);
    await expect(runPythonClient(py.path, scenario, capture, 10_000)).rejects.toThrow(message);
  });
});
