/**
 * IPython's traceback layout (ipython-traceback.ts): a Jupyter notebook's or the IPython shell's printout of an exception,
 * rewritten in CPython's layout so the readers take it as they take a plain traceback. Lines follow IPython 8's
 * ultratb layout as the notebooks in alexeygrigorev/toyaikit#1 and huggingface/smolagents#1186 show it; content ours.
 */
import { describe, expect, it } from 'vitest';
import { cpythonLine, ipythonTraceback } from '../../src/ingest/ipython-traceback.js';
import { pasteShape, unpaste } from '../../src/ingest/paste.js';
import { analyze } from '../../src/analyze.js';
import { tempFile } from './helpers.js';

describe("IPython's traceback lines in CPython's layout", () => {
  it.each([
    ['the header, the exception padded to its column', 'McpError                                  Traceback (most recent call last)', 'Traceback (most recent call last):'],
    ['a dotted exception name', 'anyio.ClosedResourceError                 Traceback (most recent call last)', 'Traceback (most recent call last):'],
    ["the cell's frame", 'Cell In[40], line 1', '  File "<Cell In[40]>", line 1, in <module>'],
    ['a frame head: the qualified name\'s last part, no arguments', 'File ~/lab/.venv/lib/python3.12/site-packages/mcp/client/session.py:151, in ClientSession.initialize(self)',
      '  File "~/lab/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 151, in initialize'],
    ['a frame of a module-level function', 'File /opt/app/run.py:9, in main(argv)', '  File "/opt/app/run.py", line 9, in main'],
    ['the arrowed source line', '--> 151     result = await self.send_request(', '    result = await self.send_request('],
    ["the cell's arrow", '----> 1 client.initialize()', '    client.initialize()'],
    ['a source line around it', '    149 async def initialize(self) -> types.InitializeResult:', '    async def initialize(self) -> types.InitializeResult:'],
    ['an empty source line', '     80', '    '],
    ['skipped source lines with the next number', '   (...)     76     },', '    },'],
    ['skipped source lines alone', '   (...)', '    ...'],
    ["the exception's last line stays", 'McpError: Connection closed', 'McpError: Connection closed'],
    ['a log line stays', '2025-06-01 10:00:00,123 - mcp.client.stdio - INFO - started', '2025-06-01 10:00:00,123 - mcp.client.stdio - INFO - started'],
    ["CPython's own frame stays", '  File "/opt/app/run.py", line 9, in main', '  File "/opt/app/run.py", line 9, in main'],
  ])('%s', (_n, line, want) => {
    expect(cpythonLine(line)).toBe(want);
  });

  it.each([
    ['the header', ['BrokenPipeError                           Traceback (most recent call last)', 'Cell In[40], line 1'], true],
    ['a frame head beside the cell frame, the header cut', ['Cell In[2], line 3', 'File /opt/app/run.py:9, in main(argv)'], true],
    ['a frame head beside an arrowed source line', ['File /opt/app/run.py:9, in main(argv)', '----> 9 serve()'], true],
    ["CPython's layout", ['Traceback (most recent call last):', '  File "/opt/app/run.py", line 9, in main', '    serve()', 'OSError: boom'], false],
    ['a frame-like line alone', ['File /opt/app/run.py:9, in main(argv)'], false],
  ])('a paste holds one: %s', (_n, lines, want) => {
    expect(ipythonTraceback(lines)).toBe(want);
  });
});

const CPYTHON = [
  'Traceback (most recent call last):',
  '  File "/home/me/notebooks/agent.py", line 2, in <module>',
  '    await session.initialize()',
  '  File "/home/me/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 151, in initialize',
  '    result = await self.send_request(',
  '  File "/home/me/.venv/lib/python3.12/site-packages/mcp/shared/session.py", line 286, in send_request',
  '    raise McpError(response_or_error.error)',
  'McpError: Connection closed',
];
const IPYTHON = [
  '---------------------------------------------------------------------------',
  'McpError                                  Traceback (most recent call last)',
  'Cell In[4], line 2',
  '      1 async with ClientSession(read, write) as session:',
  '----> 2     await session.initialize()',
  '',
  'File ~/.venv/lib/python3.12/site-packages/mcp/client/session.py:151, in ClientSession.initialize(self)',
  '    149 async def initialize(self) -> types.InitializeResult:',
  '    150     capabilities = types.ClientCapabilities()',
  '--> 151     result = await self.send_request(',
  '    152         types.ClientRequest(',
  '',
  'File ~/.venv/lib/python3.12/site-packages/mcp/shared/session.py:286, in BaseSession.send_request(self, request, result_type)',
  '    284 if isinstance(response_or_error, JSONRPCError):',
  '--> 286     raise McpError(response_or_error.error)',
  '',
  'McpError: Connection closed',
];

describe('a notebook\'s traceback through the Python SDK client', () => {
  it('is a paste shape whose lines read as CPython\'s', () => {
    const shape = pasteShape(IPYTHON);
    expect(shape?.ipython).toBe(true);
    expect(IPYTHON.map((l) => unpaste(l, shape!))).toContain('  File "~/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 151, in initialize');
  });

  it.each([
    ['in CPython\'s layout', CPYTHON],
    ['in IPython\'s layout', IPYTHON],
    ['in IPython\'s layout, fenced', ['```', ...IPYTHON, '```']],
  ])('the SDK rejecting the initialize as its transport closed, %s: the initialize lost', async (_n, lines) => {
    const report = await analyze([tempFile('notebook-error.txt', lines.join('\n') + '\n')], { tz: 'UTC' });
    expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.serverState])).toEqual([['initialize', 'lost', 'connection-closed', 'unknown']]);
  });
});
