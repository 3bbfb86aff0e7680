import { describe, expect, it } from 'vitest';
import { Capture, kinds, run } from './events.js';

describe('the client closes only the server\'s input (stdio shutdown)', () => {
  // mcpcap `close stdin by client`: the server may still write until it exits, and a Python SDK 2.x server answers each
  // open request with -32000 "Connection closed" (sdk-behaviour.md, Python #12; samples/python/mcpcap/py-server-stdin-eof).
  function shutdownRun(inputOnly: boolean) {
    const c = new Capture({ session: '7616-1796125537904' });
    c.v1Handshake();
    c.call(1, 'slow_task');
    c.wait(1000);
    const close = c.add({ kind: 'transport-close', from: 'client', close: { reason: 'stdin closed by client', expected: true, ...(inputOnly ? { inputOnly: true } : {}) } });
    c.hostLog('py-server: slow_task 1 cancelled at step 4/10');
    c.wait(5).err('server', 1, -32000, 'Connection closed');
    c.wait(30).add({ kind: 'transport-close', from: 'server', close: { reason: 'stdout closed by server' } });
    c.add({ kind: 'transport-close', from: 'server', close: { reason: 'process exited', exitCode: 0, signal: null } });
    return { r: run(c.events), close };
  }

  it('the server\'s answer after the input close belongs to the request, which the input close also closed', () => {
    const { r, close } = shutdownRun(true);
    const t = r.byKey('s1:1');
    expect(t.transportClose).toBe(close);
    expect(t.responses.map((e) => e.message)).toEqual([{ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Connection closed' } }]);
    expect(kinds(t)).toEqual(['request', 'transport-close', 'error-response']);
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0]!.info.end).toBe(close);
    expect(r.sessions[0]!.dropped).toBeUndefined();
  });

  it('a full close still ends the session there: the answer after it has no request', () => {
    const { r, close } = shutdownRun(false);
    expect(r.byKey('s1:1').transportClose).toBe(close);
    expect(r.byKey('s1:1').responses).toEqual([]);
    expect(r.sessions.length).toBeGreaterThan(1);
  });

  it('a request left open by the input close stays closed by it when the server exits without answering', () => {
    const c = new Capture({ session: 'l1' });
    c.v1Handshake();
    c.call(1, 'slow_task');
    const close = c.wait(1000).add({ kind: 'transport-close', from: 'client', close: { reason: 'stdin closed by client', expected: true, inputOnly: true } });
    c.wait(2000).add({ kind: 'transport-close', from: 'server', close: { reason: 'process exited', exitCode: null, signal: 'SIGTERM' } });
    const r = run(c.events);
    expect(r.byKey('s1:1').transportClose).toBe(close);
    expect(kinds(r.byKey('s1:1'))).toEqual(['request', 'transport-close']);
    expect(r.sessions[0]!.info.end).toBe(close);
  });
});

describe('transport close and end of capture', () => {
  it('marks requests still open at a transport close, not the answered ones (crash, sdk-behaviour #8)', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'a');
    c.call(2, 'b');
    c.res('server', 1, {});
    c.wait(100).close('Server transport closed unexpectedly, this is likely due to the process exiting early.', 1);
    const r = run(c.events);
    const close = c.events.at(-1)!;
    expect(r.byKey('s1:1').transportClose).toBeNull();
    expect(r.byKey('s1:2').transportClose).toBe(close);
    expect(r.byKey('s1:2').openAtEnd).toBe(false);
    expect(r.byKey('s1:2').entries.at(-1)?.detail).toBe(
      'transport closed (Server transport closed unexpectedly, this is likely due to the process exiting early., exit code 1)',
    );
  });

  it('keeps the last three server stderr lines before the close as crash evidence, in capture order', () => {
    const c = new Capture();
    c.v1Handshake();
    c.hostLog('started'); // before the request: not evidence for it
    c.call(1, 'a', {}, { progress: true });
    c.hostLog('line 1');
    c.hostLog('client says hi', 'client');
    c.hostLog('Error: boom');
    c.progress(1, 1);
    c.hostLog('    at main (server.js:10:5)');
    c.hostLog('    at process (node:internal)');
    c.close();
    const t = run(c.events).byKey('s1:1');
    expect(kinds(t)).toEqual(['request', 'host-log', 'progress', 'host-log', 'host-log', 'transport-close']);
    expect(t.entries.filter((e) => e.kind === 'host-log').map((e) => e.detail)).toEqual([
      'host log: Error: boom',
      'host log: at main (server.js:10:5)',
      'host log: at process (node:internal)',
    ]);
    const lines = t.entries.map((e) => e.source.line);
    expect([...lines].sort((a, b) => a - b)).toEqual(lines);
  });

  it('marks requests open at the end of the capture', () => {
    const c = new Capture();
    c.v1Handshake();
    c.call(1, 'a');
    c.cancel('client', 1, 'User requested cancellation');
    const r = run(c.events);
    const t = r.byKey('s1:1');
    expect(t.openAtEnd).toBe(true);
    expect(t.transportClose).toBeNull();
    expect(r.sessions[0]?.info.end).toBeNull();
  });

  it('collects non-JSON stdout lines and adds them to requests open at that moment (incidents A10)', () => {
    const c = new Capture();
    c.unparsed('Server starting on stdio...'); // banner before initialize: same lifetime
    c.v1Handshake();
    c.call(1, 'a');
    c.res('server', 1, {});
    c.call(2, 'b');
    c.unparsed('DEBUG: connecting to db');
    const r = run(c.events);
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0]?.nonJson.map((e) => e.text)).toEqual(['Server starting on stdio...', 'DEBUG: connecting to db']);
    expect(kinds(r.byKey('s1:1'))).toEqual(['request', 'response']);
    expect(r.byKey('s1:2').entries.at(-1)?.detail).toBe('non-JSON on stdout: "DEBUG: connecting to db"');
  });

  it('ignores unparsed lines outside stdio', () => {
    const c = new Capture({ transport: 'streamable-http' });
    c.call(1, 'a');
    c.unparsed('garbage');
    const r = run(c.events);
    expect(r.sessions[0]?.nonJson).toHaveLength(0);
  });

  it('bounds non-JSON per session and per request, counting what it drops', () => {
    const c = new Capture();
    c.call(1, 'a');
    for (let i = 0; i < 1500; i++) c.unparsed(`noise ${i}`);
    const r = run(c.events);
    const s = r.sessions[0]!;
    expect(s.nonJson).toHaveLength(1000);
    expect(s.dropped?.nonJson).toBe(500);
    expect(r.byKey('s1:1').entries.filter((e) => e.kind === 'host-log')).toHaveLength(20);
  });

  it('end() is idempotent and pushes after it are ignored', () => {
    const c = new Capture();
    c.call(1, 'a');
    const r = run(c.events);
    r.builder.end();
    r.builder.push(c.events[0]!);
    expect(r.order).toEqual(['r:s1:1', 's:s1']);
  });
});
