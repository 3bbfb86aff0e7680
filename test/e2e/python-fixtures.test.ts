/**
 * The checks `npm run samples:python -- --fixtures` runs before it writes a Python SDK 2.3.0 fixture
 * (scripts/samples/python/fixtures.ts): each must hold on the committed fixture it remakes — else a faithful remake
 * would be refused, or the README claims something its own log does not show — and must refuse a log without the
 * line that shows the claim. No Python runs here: the runs are the harness's, these are its judgments.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, FIXTURES_DIR, normalise, tracebackBelow } from '../../scripts/samples/python/fixtures.js';
import { PY_DIR } from '../../scripts/samples/python/host-scenarios.js';
import { ROOT } from '../../scripts/samples/lib/paths.js';
import { VENV } from '../../scripts/samples/python/venv.js';

function logs(name: string): Record<string, string> {
  const dir = join(FIXTURES_DIR, name);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.log')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

// What the caller printed on stdout and how the client exited, as each README says (the HTTP clients' stdout is not a
// log of the fixture; the stdio client prints on stderr, its client.log).
const caller: Record<string, (files: Record<string, string>) => [string, number | null]> = {
  '2.3.0-http-cut': () => ['caller: MCPError SSE stream ended without a response\n', 0],
  '2.3.0-modern-http-cut': () => ['', 1],
  '2.3.0-http-resumed': () => ['caller: result, isError = False\n', 0],
  '2.3.0-session-404': (f) => [f['client.log'] ?? '', 0],
  '2.3.0-stdio-server-died': (f) => [f['client.log'] ?? '', 0],
  '2.3.0-stdio-unknown-resource': (f) => [f['client.log'] ?? '', 0],
  '2.3.0-stdio-unknown-tool': (f) => [f['client.log'] ?? '', 0],
};

// For each fixture, a line its check stands on: without it the run does not show what the README says.
const keyLine: Record<string, [string, RegExp]> = {
  '2.3.0-http-cut': ['server.log', /slow_task 2 finished/],
  '2.3.0-modern-http-cut': ['client.log', /dropped notifications\/cancelled/],
  '2.3.0-http-resumed': ['client.log', /Reconnected to SSE stream/],
  '2.3.0-session-404': ['server2.log', /Rejected request with unknown or expired session ID/],
  '2.3.0-stdio-server-died': ['client.log', /Fatal Python error/],
  '2.3.0-stdio-unknown-resource': ['client.log', /MCPError: Unknown resource/],
  '2.3.0-stdio-unknown-tool': ['client.log', /is_error=True/],
};

describe('the Python fixtures\' checks against the committed fixtures', () => {
  it('covers every 2.3.0 fixture folder, and no other', () => {
    const folders = readdirSync(FIXTURES_DIR).filter((d) => d.startsWith('2.3.0-')).sort();
    expect(FIXTURES.map((f) => f.name).sort()).toEqual(folders);
    expect(Object.keys(caller).sort()).toEqual(folders);
  });

  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s: the committed logs show every claim; without its key line they do not', (name, fx) => {
    const files = logs(name);
    const [out, code] = caller[name]!(files);
    expect(fx.check(files, out, code)).toEqual([]);
    const [file, re] = keyLine[name]!;
    const cut = { ...files, [file]: files[file]!.split('\n').filter((l) => !re.test(l)).join('\n') };
    expect(cut[file]).not.toEqual(files[file]);
    expect(fx.check(cut, file === 'client.log' && out === files['client.log'] ? cut[file]! : out, code)).not.toEqual([]);
  });

  it('a rich-wrapped server record still shows its claim (MCPServer logs through rich where it is installed)', () => {
    const fx = FIXTURES.find((f) => f.name === '2.3.0-session-404')!;
    const files = logs('2.3.0-session-404');
    const wrapped = files['server2.log']!.replace(
      /^Rejected request with unknown or expired session ID: (\w{20})(\w+)$/gm,
      '[12/05/26 05:24:36] INFO     Rejected request     streamable_http_manager.py:305\n                             with unknown or\n                             expired session ID:\n                             $1\n                             $2',
    );
    expect(wrapped).not.toMatch(/^Rejected request/m);
    expect(fx.check({ ...files, 'server2.log': wrapped }, files['client.log']!, 0)).toEqual([]);
  });
});

describe('normalise: the machine\'s paths as the fixtures\' READMEs write them', () => {
  const env = { python: join(VENV, 'bin/python'), pythonVersion: 'Python 3.11.7', basePrefix: '/root/.pyenv/versions/3.11.7', mcp: '2.3.0', fastmcp: '4.0.10' };
  it.each([
    ['the venv\'s site-packages', `  File "${VENV}/lib/python3.11/site-packages/mcp/client/session.py", line 586`, '  File "/usr/local/lib/python3.11/site-packages/mcp/client/session.py", line 586'],
    ['the interpreter\'s own library', '  File "/root/.pyenv/versions/3.11.7/lib/python3.11/asyncio/runners.py", line 118', '  File "/usr/local/lib/python3.11/asyncio/runners.py", line 118'],
    ['the scripts\' folder', `  File "${PY_DIR}/error_client.py", line 29, in call`, '  File "/app/scripts/samples/python/py/error_client.py", line 29, in call'],
    ['a path that is none of them', '  File "/srv/app/main.py", line 3', '  File "/srv/app/main.py", line 3'],
  ])('%s', (_, line, want) => {
    expect(normalise(line, env)).toBe(want);
  });

  // A distribution's python3 has the base prefix `/usr`: what another prefix became (`/usr/local/…`) is not scanned
  // again, else it would read `/usr/local/local/…`.
  const usr = { ...env, basePrefix: '/usr' };
  it.each([
    ['the venv\'s site-packages', `  File "${VENV}/lib/python3.12/site-packages/mcp/client/session.py", line 586`, '  File "/usr/local/lib/python3.12/site-packages/mcp/client/session.py", line 586'],
    ['the interpreter\'s own library', '  File "/usr/lib/python3.12/asyncio/runners.py", line 118', '  File "/usr/local/lib/python3.12/asyncio/runners.py", line 118'],
    ['the scripts\' folder', `  File "${PY_DIR}/error_client.py", line 29, in call`, '  File "/app/scripts/samples/python/py/error_client.py", line 29, in call'],
    ['the checkout', `  File "${ROOT}/tmp/other.py", line 3`, '  File "tmp/other.py", line 3'],
    [
      'all of them on one line',
      `${VENV}/bin/python /usr/lib/python3.12/x.py ${PY_DIR}/py_server.py ${ROOT}/README.md`,
      '/usr/local/bin/python /usr/local/lib/python3.12/x.py /app/scripts/samples/python/py/py_server.py README.md',
    ],
  ])('base prefix /usr: %s', (_, line, want) => {
    expect(normalise(line, usr)).toBe(want);
  });
});

describe('tracebackBelow: an exception counts for the record whose traceback holds it', () => {
  const rec = (msg: string, ms = 100): string => `2026-12-05 03:28:36,${ms} - mcp.client.streamable_http - DEBUG - ${msg}`;
  const tb = (exc: string): string => `Traceback (most recent call last):\n  File "x.py", line 1, in f\n${exc}`;
  const cut = 'httpx2.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)';
  const holds = tracebackBelow('GET stream error', /RemoteProtocolError: peer closed connection/);
  it.each([
    ['directly below its record', [rec('GET stream error'), tb(cut)], true],
    ['below its second record', [rec('GET stream error'), tb('httpx2.ConnectError: All connection attempts failed'), rec('GET stream error', 200), tb(cut)], true],
    ['only below a later record', [rec('GET stream error'), tb('httpx2.ConnectError: All connection attempts failed'), rec('Session termination failed: 404', 200), tb(cut)], false],
    ['only after a later record without a traceback', [rec('GET stream error'), rec('GET stream disconnected, reconnecting in 1000ms...', 200), tb(cut)], false],
    ['under a record that only ends alike', [rec('Another GET stream error'), tb(cut)], false],
    ['with no such record', [tb(cut)], false],
  ])('%s', (_, lines, want) => {
    expect(holds(lines.join('\n'))).toBe(want);
  });

  it.each([
    ['2.3.0-http-cut', 'SSE stream ended', 'no "SSE stream ended" with the RemoteProtocolError'],
    ['2.3.0-session-404', 'GET stream error', 'the GET stream was not cut by the stop'],
  ])('%s: the committed log with the traceback moved below a later record is refused', (name, message, claim) => {
    const files = logs(name);
    const lines = files['client.log']!.split('\n');
    const RECORD = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} - /;
    const at = lines.findIndex((l) => RECORD.test(l) && l.endsWith(` - ${message}`));
    const end = lines.findIndex((l, j) => j > at && RECORD.test(l));
    // Every traceback below a record of that message is moved to the end of the log, below its last record.
    const moved: string[] = [];
    const kept: string[] = [];
    let inside = false;
    for (const l of lines) {
      if (RECORD.test(l)) inside = l.endsWith(` - ${message}`);
      else if (inside) {
        moved.push(l);
        continue;
      }
      kept.push(l);
    }
    expect(at).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(at + 1);
    const log = [...kept.filter((l) => l !== ''), ...moved, ''].join('\n');
    expect(log).toMatch(/RemoteProtocolError: peer closed connection without sending complete message body/);
    const fx = FIXTURES.find((f) => f.name === name)!;
    const [out, code] = caller[name]!({ ...files, 'client.log': log });
    expect(fx.check({ ...files, 'client.log': log }, out, code)).toContain(claim);
  });
});
