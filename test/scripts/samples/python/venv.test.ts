/**
 * scrub() (scripts/samples/python/venv.ts): the machine's paths out of what the Python samples and fixtures write —
 * the checkout relative, the interpreter's prefix as `/usr/local`, and extra prefixes — in one pass, longest prefix
 * first, a replacement never scanned again.
 */
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../scripts/samples/lib/paths.js';
import { scrub, type PythonEnv } from '../../../../scripts/samples/python/venv.js';

const env = (basePrefix: string): PythonEnv => ({ python: '/x/bin/python', pythonVersion: 'Python 3.11.7', basePrefix, mcp: '2.3.0', fastmcp: '4.0.10' });
const PYENV = '/root/.pyenv/versions/3.11.7';
const VENV = `${ROOT}/tmp/python-samples/venv`;

describe('scrub', () => {
  it.each<[string, string, string, [string, string][], string]>([
    ['the interpreter\'s prefix as /usr/local', PYENV, `File "${PYENV}/lib/python3.11/asyncio/runners.py", line 118`, [], 'File "/usr/local/lib/python3.11/asyncio/runners.py", line 118'],
    ['the checkout relative', PYENV, `python ${ROOT}/scripts/samples/python/py/py_server.py`, [], 'python scripts/samples/python/py/py_server.py'],
    ['every occurrence on a line', PYENV, `${PYENV}/bin/python3 ${ROOT}/a.py ${ROOT}/b.py`, [], '/usr/local/bin/python3 a.py b.py'],
    ['an extra prefix with its replacement', PYENV, '/srv/py/cut_client.py', [['/srv/py', '/app/py/']], '/app/py/cut_client.py'],
    ['the longer of two nested prefixes wins (the venv inside the checkout)', PYENV, `${VENV}/lib/python3.11/site-packages/mcp/x.py`, [[VENV, '/usr/local/']], '/usr/local/lib/python3.11/site-packages/mcp/x.py'],
    ['a distribution\'s /usr: its paths become /usr/local', '/usr', 'File "/usr/lib/python3.11/asyncio/base_events.py"', [], 'File "/usr/local/lib/python3.11/asyncio/base_events.py"'],
    ['/usr and the venv: the /usr/local/ just written is not rescanned into /usr/local/local/', '/usr', `${VENV}/lib/python3.11/site-packages/httpx2/_client.py`, [[VENV, '/usr/local/']], '/usr/local/lib/python3.11/site-packages/httpx2/_client.py'],
    ['a prefix counts only as a whole folder: a sibling sharing its start is kept', '/opt/py', '/opt/py2/lib/x.py and /opt/python/y.py', [], '/opt/py2/lib/x.py and /opt/python/y.py'],
    ['the prefix itself without a slash after it is kept', '/opt/py', 'sys.base_prefix = /opt/py', [], 'sys.base_prefix = /opt/py'],
    ['regex characters in a prefix are literal', '/opt/py+3.11 (x)', '/opt/py+3.11 (x)/lib/a.py /opt/pyy3.11 (x)/lib/b.py', [], '/usr/local/lib/a.py /opt/pyy3.11 (x)/lib/b.py'],
    ['text without the paths is unchanged', PYENV, 'caller: MCPError SSE stream ended without a response', [], 'caller: MCPError SSE stream ended without a response'],
  ])('%s', (_, basePrefix, text, more, want) => {
    expect(scrub(text, env(basePrefix), more)).toBe(want);
  });
});
