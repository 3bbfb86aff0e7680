import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCrashDumpLine } from '../../src/ingest/crash-dump.js';
import { detectFormat } from '../../src/ingest/detect.js';
import { READERS } from '../../src/ingest/formats/index.js';
import { HEAD_LINES, openSource } from '../../src/ingest/open.js';

/** A real run (npm run samples:python): a Python server with 12 pool threads died of SIGSEGV; the paste starts at the dump. */
const DUMP_HEAD_LOG = fileURLToPath(new URL('../../samples/python/claude-desktop/py-server-crash-dump-head.log', import.meta.url));

describe('isCrashDumpLine (Python faulthandler)', () => {
  it.each([
    'Fatal Python error: Segmentation fault',
    'Fatal Python error: Aborted',
    'Thread 0x00007fe8f37fe6c0 (most recent call first):',
    'Current thread 0x00007f4562dccb80 (most recent call first):',
    'Stack (most recent call first):',
    '  File "/usr/local/lib/python3.11/threading.py", line 327 in wait',
    '  File "scripts/samples/python/py/py_server.py", line 53 in _segfault',
    '  File "<frozen runpy>", line 88 in _run_code',
    '  <no Python frame>',
    '  ...',
    'Extension modules: _cffi_backend, pydantic_core._pydantic_core (total: 2)',
    'Python runtime state: initialized',
  ])('%s', (line) => {
    expect(isCrashDumpLine(line)).toBe(true);
  });

  it.each([
    // A traceback frame has a comma before "in": it is a log's own content, not a dump.
    '  File "/srv/app/server.py", line 12, in handler',
    'Traceback (most recent call last):',
    '2026-12-01T11:49:38.365Z [py-reports] [info] Message from server: {"jsonrpc":"2.0","id":1} { metadata: undefined }',
    '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"Connection closed"}}',
    'Thread 0x00007fe8f37fe6c0 started',
    '',
  ])('not: %s', (line) => {
    expect(isCrashDumpLine(line)).toBe(false);
  });
});

describe('a Claude Desktop log whose head is a crash dump', () => {
  it('the dump alone fills the 64 head lines a sniffer used to see, and no reader claimed them', () => {
    const raw = readFileSync(DUMP_HEAD_LOG, 'utf8').split('\n').filter((l) => l.trim() !== '').slice(0, HEAD_LINES);
    expect(raw.every(isCrashDumpLine)).toBe(true);
    expect(() => detectFormat('dump-head.log', raw, READERS)).toThrow(/not a capture/);
  });

  it('the head skips the dump, so the log is read as what it is', async () => {
    const src = await openSource(DUMP_HEAD_LOG);
    src.close();
    const rest = readFileSync(DUMP_HEAD_LOG, 'utf8').split('\n').filter((l) => l.trim() !== '' && !isCrashDumpLine(l));
    expect(src.head).toEqual(rest.slice(0, HEAD_LINES));
    expect(src.head[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \[py-reports\] \[info\] Server transport closed/);
    expect(detectFormat('dump-head.log', src.head, READERS).reader.name).toBe('claude-desktop');
  });
});
