/**
 * A plain event's bytes copied at its chunk's end (src/plain-event.ts ChunkBytes, docs/performance.md seventy-second
 * round): its message read while the line is still in the scanner's memory, read after the chunk has left it (from the
 * copy), and the text path's message are one value, with every fact the pipeline reads in place of the message; an
 * event let go before its chunk's end keeps no bytes, one let go after it keeps its copy; and a timeline builder that
 * is its events' only reader (TimelineInput.soleReader) emits what one that lets nothing go emits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCapture } from '../../../scripts/bench/generate.js';
import type { WireEvent } from '../../../src/events.js';
import { openInput } from '../../../src/ingest/index.js';
import { plainEvent, type PlainEvent } from '../../../src/plain-event.js';
import { createTimelineBuilder } from '../../../src/timeline/index.js';
import { tempFile } from '../helpers.js';

/** The formats whose plain lines the fast path reads (a reader with a byte cut). */
const FAST_FORMATS = ['ndjson', 'claude-desktop'] as const;

const dir = mkdtempSync(join(tmpdir(), 'mcp-triage-chunk-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the pipeline reads of a plain event instead of its message (docs/performance.md, seventy-first round). */
function fields(e: PlainEvent): unknown {
  return { shape: e.shape, id: e.id, method: e.method, request: e.request === null ? null : { token: e.request.token, target: e.request.target, task: e.request.task }, token: e.token, progress: e.progress, meta: e.meta };
}

/** A line of every shape the fast path takes, and bodies long enough to be kept as a Buffer (BUFFER_MIN_BYTES). */
const LINES = [
  '{"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}},"jsonrpc":"2.0","id":0}',
  '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"2"}}}',
  '{"method":"notifications/initialized","jsonrpc":"2.0"}',
  '{"method":"tools/call","params":{"name":"t","arguments":{"a":1},"_meta":{"progressToken":7}},"jsonrpc":"2.0","id":2}',
  '{"method":"tools/call","params":{"name":"t","_meta":{"progressToken":8,"x":1}},"jsonrpc":"2.0","id":4}',
  '{"method":"notifications/progress","params":{"progressToken":7,"progress":1,"total":3,"message":"caf\u00e9"},"jsonrpc":"2.0"}',
  '{"method":"notifications/progress","params":{"progressToken":"tok","progress":0.5},"jsonrpc":"2.0"}',
  '{"method":"notifications/cancelled","params":{"requestId":4,"reason":"timed out"},"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"' + 'r'.repeat(3000) + '"}]}}',
  '{"jsonrpc":"2.0","id":16,"result":"' + 'é'.repeat(1500) + '"}',
  '{"result":{"content":[{"type":"text","text":"é ü \\u00e9"}]},"id":15,"jsonrpc":"2.0"}',
  '{"jsonrpc":"2.1","method":"notifications/progress","params":{"progressToken":7,"progress":1}}',
  '{"jsonrpc":"2.0","method":"notifications/x","params":{"a":[1],"b":2}}',
];

function linesCapture(format: 'ndjson' | 'claude-desktop', repeat: number): string {
  const stamp = '2026-11-30T12:00:00.002Z';
  const body: string[] = [];
  for (let k = 0; k < repeat; k++) body.push(...LINES);
  if (format === 'ndjson') return tempFile(`chunk-bytes-${repeat}.ndjson`, body.join('\n') + '\n');
  const cd = [
    `${stamp} [srv] [info] Initializing server... { metadata: undefined }`,
    ...body.map((l) => `${stamp} [srv] [info] Message from ${l.includes('"result"') ? 'server' : 'client'}: ${l} { metadata: undefined }`),
  ];
  return tempFile(`chunk-bytes-${repeat}.log`, cd.join('\n') + '\n');
}

/** Every event of `path` read with the fast path; `during` is called with each as it comes (its chunk still scanned). */
async function read(path: string, format: 'ndjson' | 'claude-desktop', wasm: boolean, during?: (e: PlainEvent) => void): Promise<WireEvent[]> {
  const input = await openInput(path, { inputFormat: format, tz: 'UTC', wasm });
  const events: WireEvent[] = [];
  await input.read((e) => {
    events.push(e);
    const pe = plainEvent(e);
    if (pe !== null && during !== undefined) during(pe);
  });
  return events;
}

const captures: Array<[string, 'ndjson' | 'claude-desktop', () => string]> = [
  ['the table of lines, ndjson (one chunk)', 'ndjson', () => linesCapture('ndjson', 1)],
  ['the table of lines, claude-desktop (one chunk)', 'claude-desktop', () => linesCapture('claude-desktop', 1)],
  // ~1.3 MB: across the 1 MiB read chunk, so some events are read after their chunk left the scanner's memory
  ['the table of lines ×150, ndjson (two chunks)', 'ndjson', () => linesCapture('ndjson', 150)],
  ['the table of lines ×150, claude-desktop (two chunks)', 'claude-desktop', () => linesCapture('claude-desktop', 150)],
  ...FAST_FORMATS.map((f): [string, 'ndjson' | 'claude-desktop', () => string] => [
    `a generated bench ${f} capture (2.5 MB, three chunks)`,
    f,
    () => {
      const path = join(dir, `${f}.log`);
      generateCapture({ format: f, path, bytes: 2_500_000, seed: 11 });
      return path;
    },
  ]),
];

describe('a plain event whose bytes are copied at its chunk end', () => {
  it.each(captures)('%s: its message within the chunk, after it and by the text path are one, its fields the message\'s', async (_name, format, make) => {
    const path = make();
    const text = await read(path, format, false);
    // within the chunk: every other event's message made from the scanner's memory as it comes
    let k = 0;
    const madeDuring: PlainEvent[] = [];
    const within = await read(path, format, true, (e) => {
      if (k++ % 2 === 0) {
        void e.message;
        madeDuring.push(e);
      }
    });
    // after the read: every message from its copy
    const after = await read(path, format, true);
    expect(madeDuring.length).toBeGreaterThan(5);
    const plainAfter = after.map(plainEvent).filter((e): e is PlainEvent => e !== null);
    expect(plainAfter.length).toBeGreaterThan(after.length / 2);
    expect(JSON.stringify(within)).toBe(JSON.stringify(text));
    expect(JSON.stringify(after)).toBe(JSON.stringify(text));
    // the extracted fields, event by event, the same both ways and the message's (plain-event.test.ts checks the latter)
    const plainWithin = within.map(plainEvent);
    after.forEach((e, i) => {
      const a = plainEvent(e);
      const b = plainWithin[i]!;
      expect(a === null).toBe(b === null);
      if (a === null || b === null) return;
      expect(fields(a)).toStrictEqual(fields(b));
      expect(a.message).toStrictEqual(text[i]!.message);
    });
  });
});

describe('an event let go (its slot emitted from its columns)', () => {
  it('before its chunk ends keeps no bytes; after it, keeps its copy; never let go, reads whole', async () => {
    const path = linesCapture('ndjson', 150);
    const text = await read(path, 'ndjson', false);
    const early = new Set<PlainEvent>();
    let k = 0;
    const events = await read(path, 'ndjson', true, (e) => {
      // every third answer or progress notification (their messages wait on bytes; a cancel's the labeller reads) let
      // go as it comes
      if ((e.shape === 'result' || e.method === 'notifications/progress') && k++ % 3 === 0) {
        e.letGo();
        early.add(e);
      }
    });
    expect(early.size).toBeGreaterThan(100);
    let late = 0;
    events.forEach((e, i) => {
      const pe = plainEvent(e);
      if (pe === null) return;
      if (early.has(pe)) {
        expect(() => pe.message).toThrow(/let go/);
        return;
      }
      // let go after its chunk ended: its copy was made then, and stays
      if (i % 2 === 0) {
        pe.letGo();
        late++;
      }
      expect(pe.message).toStrictEqual(text[i]!.message);
    });
    expect(late).toBeGreaterThan(100);
  });

  it.each(FAST_FORMATS.map((f) => [f]))('a builder that is its events\' only reader emits what one that lets nothing go emits (%s)', async (format) => {
    const path = join(dir, `sole-${format}.log`);
    generateCapture({ format, path, bytes: 2_500_000, seed: 5 });
    const run = async (soleReader: boolean): Promise<{ out: string[]; events: WireEvent[] }> => {
      const input = await openInput(path, { tz: 'UTC' });
      const out: string[] = [];
      const b = createTimelineBuilder(
        {
          request: (t) => out.push(`request ${JSON.stringify(t)}`),
          session: (s) => out.push(`session ${JSON.stringify(s)}`),
          plain: (f, s) => {
            out.push(`plain ${s.key} ${JSON.stringify(f)}`);
            return true;
          },
        },
        { file: input.path, clock: input.clock, zone: input.zone, zoneAssumed: input.zoneAssumed, soleReader },
      );
      const events: WireEvent[] = [];
      await input.read((e) => {
        events.push(e);
        b.push(e);
      });
      b.end();
      return { out, events };
    };
    const sole = await run(true);
    const shared = await run(false);
    expect(sole.out.length).toBeGreaterThan(1000);
    expect(sole.out).toStrictEqual(shared.out);
    // the sole reader let the bytes of the slots it emitted go; the other builder let nothing go
    const unreadable = (events: WireEvent[]): number =>
      events.filter((e) => {
        try {
          void e.message;
          return false;
        } catch {
          return true;
        }
      }).length;
    expect(unreadable(sole.events)).toBeGreaterThan(1000);
    expect(unreadable(shared.events)).toBe(0);
  });
});
