/** The progress line on stderr (issue 11, item 15): shown only on a terminal, after a delay, with bytes, requests and rate. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgress, humanBytes, progressLine, showsProgress } from '../../src/cli/progress.js';
import { run } from './harness.js';

class Sink extends Writable {
  text = '';
  isTTY?: boolean;
  columns?: number;
  override _write(chunk: Buffer, _e: BufferEncoding, cb: () => void): void {
    this.text += chunk.toString();
    cb();
  }
}

describe('showsProgress', () => {
  it.each([
    [true, {}, true],
    [false, {}, false],
    [undefined, {}, false],
    [true, { TERM: 'dumb' }, false],
  ] as const)('stderr TTY %s, env %j → %s', (isTTY, env, expected) => {
    expect(showsProgress(isTTY === undefined ? {} : { isTTY }, env)).toBe(expected);
  });
});

describe('the line', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1536, '1.5 KB'],
    [123_456_789, '123.5 MB'],
    [2_000_000_000_000, '2.0 TB'],
  ])('humanBytes(%i) = %s', (n, s) => {
    expect(humanBytes(n)).toBe(s);
  });

  it('names the input, the bytes read, the requests and the rate', () => {
    expect(progressLine({ path: 'mcp-server-build.log', bytes: 60_000_000, requests: 12_345, elapsedMs: 2000 })).toBe(
      'mcp-server-build.log: 60.0 MB read · 12,345 requests · 30.0 MB/s',
    );
    expect(progressLine({ path: '-', bytes: 1000, requests: 1, elapsedMs: 0 })).toBe('-: 1.0 KB read · 1 request');
  });

  it('fits the width by cutting the start of a long path, and cannot carry escapes', () => {
    const line = progressLine({ path: `/very/${'long/'.repeat(40)}x\u001b[2Jy.log`, bytes: 5, requests: 0, elapsedMs: 1000 }, 60);
    expect(line.length).toBeLessThanOrEqual(59);
    expect(line.startsWith('…')).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u001f]/);
  });
});

describe('createProgress', () => {
  it('is null when stderr is not a terminal', () => {
    expect(createProgress({ stderr: new Sink(), env: {} })).toBeNull();
  });

  it('says nothing in the first second, then rewrites one line at most every 250 ms, and erases it at the end', () => {
    const stderr = new Sink();
    stderr.isTTY = true;
    stderr.columns = 80;
    let t = 0;
    const p = createProgress({ stderr, env: {} }, { now: () => t })!;
    const at = (ms: number, bytes: number, requests: number): void => {
      t = ms;
      p.update({ path: 'big.log', bytes, requests });
    };
    at(5000, 0, 0); // the first chunk: the clock starts here, not at start-up
    at(5500, 1_000_000, 10);
    expect(stderr.text).toBe('');
    at(6000, 2_000_000, 20);
    at(6100, 3_000_000, 30); // too soon after the last one
    at(6300, 4_000_000, 40);
    t = 6600;
    p.update({ path: 'second.log', bytes: 500_000, requests: 41 }); // rate of this input since its own start
    t = 6900;
    p.update({ path: 'second.log', bytes: 800_000, requests: 45 });
    p.done();
    expect(stderr.text).toBe(
      '\r\u001b[Kbig.log: 2.0 MB read · 20 requests · 2.0 MB/s' +
        '\r\u001b[Kbig.log: 4.0 MB read · 40 requests · 3.1 MB/s' +
        '\r\u001b[Ksecond.log: 500.0 KB read · 41 requests' +
        '\r\u001b[Ksecond.log: 800.0 KB read · 45 requests · 2.7 MB/s' +
        '\r\u001b[K',
    );
  });

  it('a short run leaves nothing behind', () => {
    const stderr = new Sink();
    stderr.isTTY = true;
    let t = 0;
    const p = createProgress({ stderr, env: {} }, { now: () => t })!;
    p.update({ path: 'x', bytes: 1, requests: 0 });
    t = 5000; // a slow machine, but one chunk: one update, at the clock's start
    p.done();
    t = 0;
    p.done();
    expect(stderr.text).toBe('');
  });
});

describe('in a run', () => {
  it('a quick run on a terminal and any run in a pipe write nothing but the report', async () => {
    const tty = await run(['samples/claude-desktop/client-timeout.log'], { stderrTTY: true });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toBe('');
  });

  it('a long one on a terminal shows the line and erases it before the report', async () => {
    // 4 MB of completed calls: several 1 MiB chunks, read with the delay at 0.
    const lines: string[] = [];
    for (let i = 1; i <= 2000; i++) {
      lines.push(JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'get_status', arguments: { pad: 'x'.repeat(2000) } } }));
      lines.push(JSON.stringify({ jsonrpc: '2.0', id: i, result: { content: [] } }));
    }
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-triage-progress-')), 'big.ndjson');
    writeFileSync(file, lines.join('\n'));
    const r = await run([file], { stderrTTY: true, env: { MCP_TRIAGE_PROGRESS_DELAY_MS: '0' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^\r\u001b\[K.*big\.ndjson: \d+\.\d MB read · [\d,]+ requests/);
    // (The rate joins from the next update on, 250 ms later: covered above with a fake clock.)
    expect(r.stderr.endsWith('\r\u001b[K')).toBe(true);
    const piped = await run([file], { env: { MCP_TRIAGE_PROGRESS_DELAY_MS: '0' } });
    expect(piped.stderr).toBe('');
  });
});
