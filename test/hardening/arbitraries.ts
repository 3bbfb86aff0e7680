/**
 * fast-check arbitraries shared by the hardening suites: hostile text, JSON-RPC-ish objects in
 * every format's wrapping, and mutations of real capture lines.
 */
import fc from 'fast-check';
import { REAL_LINES, WRAP, type Party } from './corpus.js';

/** Text with everything hostile in it: controls, escapes, surrogates, NUL, CR, BOM. */
export const hostileChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', '\r', '\u001b', '\u001b[31m', '\u001b]8;;http://x\u0007', '\b', '\ufeff', '\ud800', '\udfff', '{', '}', '"', '\\', ':', '[', ']', ' { metadata: ') },
);
export const hostileLine = fc.array(hostileChar, { maxLength: 80 }).map((a) => a.join('').replace(/\n/g, ' '));

export const ids = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom('9007199254740993', '1e400', '-0', '__proto__', 'constructor'),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
  fc.array(fc.integer(), { maxLength: 2 }),
);
export const methods = fc.oneof(
  fc.constantFrom(
    'initialize',
    'tools/call',
    'tools/list',
    'resources/read',
    'notifications/cancelled',
    'notifications/progress',
    'notifications/message',
    'notifications/initialized',
    'sampling/createMessage',
    'ping',
    'tasks/cancel',
    'subscriptions/listen',
  ),
  fc.string({ maxLength: 12 }),
);
/** A JSON-RPC-ish object: right and wrong member types, hostile keys, any JSON below. */
export const rpcObject = fc
  .record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), fc.constant('1.0'), fc.integer()),
      id: ids,
      method: methods,
      params: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record({ requestId: ids, reason: fc.string({ maxLength: 20 }) }),
        fc.record({ progressToken: ids, progress: fc.oneof(fc.integer(), fc.double()), total: fc.integer() }),
        fc.record({ name: fc.string({ maxLength: 8 }), arguments: fc.jsonValue({ maxDepth: 2 }), _meta: fc.record({ progressToken: ids }) }),
        fc.record({
          protocolVersion: fc.constantFrom('2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28', 'x'),
          clientInfo: fc.record({ name: fc.string({ maxLength: 6 }), version: fc.string({ maxLength: 6 }) }),
        }),
      ),
      result: fc.jsonValue({ maxDepth: 3 }),
      error: fc.oneof(fc.record({ code: fc.oneof(fc.integer(), fc.string()), message: fc.string({ maxLength: 20 }) }), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  )
  .chain((o) =>
    fc.constantFrom('none', '__proto__', 'constructor').map((k) => {
      if (k === 'none') return JSON.stringify(o);
      // A hostile key spelled into the JSON text itself (JSON.stringify would drop a real one).
      return JSON.stringify(o).replace(/^\{/, `{"${k}":{"polluted":"yes"},`);
    }),
  );

export const rpcLines = fc.array(fc.tuple(rpcObject, fc.constantFrom<Party>('client', 'server'), fc.constantFrom(...Object.keys(WRAP))), { maxLength: 25 }).map((xs) =>
  xs.flatMap(([json, from, fmt], i) => (WRAP[fmt] as (j: string, f: Party, i: number) => string[])(json, from, i)),
);

/** Mutations of real lines: cut at any offset, splice junk in, drop a range, repeat, shuffle. */
export const allReal = Object.values(REAL_LINES).flat();
export const mutatedLine = fc.tuple(fc.constantFrom(...allReal), fc.nat(), fc.nat(), hostileLine, fc.constantFrom('cut', 'insert', 'delete', 'keep', 'double')).map(([line, a, b, junk, op]) => {
  const i = a % (line.length + 1);
  const j = Math.min(line.length, i + (b % 16));
  switch (op) {
    case 'cut':
      return line.slice(0, i);
    case 'insert':
      return line.slice(0, i) + junk + line.slice(i);
    case 'delete':
      return line.slice(0, i) + line.slice(j);
    case 'double':
      return line + line;
    default:
      return line;
  }
});
export const mutatedCapture = fc.array(mutatedLine, { maxLength: 40 });

export const randomBytesAsLines = fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b).toString('utf8').split('\n'));

