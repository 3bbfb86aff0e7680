import { describe, expect, it } from 'vitest';
import { Capture, kinds, run } from './events.js';

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
