/**
 * A polling host's log (issue 11, item 5): after `initialize`, the host calls `get_status {}` every
 * few seconds; each call is answered in a few milliseconds, except one in the middle that gets no
 * answer, times out after 60 s and is cancelled (the TypeScript SDK's default request timeout and
 * its `notifications/cancelled` reason text). Every later poll then repeats, with the same
 * arguments, a call that never got a response: the shape that once gave a report of one "retry"
 * row per poll.
 *
 * Line grammar as in samples/claude-desktop/*.log (written by the host from real SDK runs):
 * `<ISO time> [<server>] [info] Message from client: <json> { metadata: undefined }`. The ndjson
 * form is one JSON-RPC message per line, as samples/ndjson/*.ndjson. Deterministic: the same
 * options give the same bytes.
 *
 *   npx tsx scripts/polling-capture.ts <out.log> [--mb 60] [--format claude-desktop|ndjson] [--every 5000]
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export type PollingFormat = 'claude-desktop' | 'ndjson';

export interface PollingOptions {
  /** Approximate size of the capture in bytes (it stops after the first poll past it). */
  bytes: number;
  format?: PollingFormat;
  /** Poll interval, ms (default 5,000). */
  everyMs?: number;
  /** Host-side request timeout of the call that gets no answer, ms (default 60,000). */
  timeoutMs?: number;
}

export interface PollingStats {
  bytes: number;
  lines: number;
  polls: number;
  /** JSON-RPC id of the call that timed out. */
  timedOutId: number;
}

const START = Date.parse('2026-11-30T09:00:00.000Z');
const SERVER = 'status';

export function writePollingCapture(path: string, opts: PollingOptions): PollingStats {
  const format = opts.format ?? 'claude-desktop';
  const every = opts.everyMs ?? 5_000;
  const timeout = opts.timeoutMs ?? 60_000;
  const fd = openSync(path, 'w');
  let parts: string[] = [];
  let pending = 0;
  let bytes = 0;
  let lines = 0;
  const flush = (): void => {
    if (parts.length === 0) return;
    writeSync(fd, parts.join(''));
    parts = [];
    pending = 0;
  };
  const put = (s: string): void => {
    parts.push(s, '\n');
    pending += s.length + 1;
    bytes += s.length + 1;
    lines++;
    if (pending >= 1 << 20) flush();
  };
  const msg = (at: number, who: 'client' | 'server', json: string): void => {
    if (format === 'ndjson') put(json);
    else put(`${new Date(at).toISOString()} [${SERVER}] [info] Message from ${who}: ${json} { metadata: undefined }`);
  };
  const note = (at: number, text: string): void => {
    if (format === 'claude-desktop') put(`${new Date(at).toISOString()} [${SERVER}] [info] ${text} { metadata: undefined }`);
  };

  let t = START;
  note(t, 'Initializing server...');
  note(t + 8, 'Server started and connected successfully');
  t += 8;
  msg(t, 'client', '{"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"claude-ai","version":"0.1.0"}},"jsonrpc":"2.0","id":0}');
  t += 412;
  msg(t, 'server', '{"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"status-server","version":"2.3.0"}},"jsonrpc":"2.0","id":0}');
  t += 1;
  msg(t, 'client', '{"method":"notifications/initialized","jsonrpc":"2.0"}');

  // Size of one answered poll (two lines, ids of about six digits), to place the timed-out call in the middle.
  const perPoll = format === 'ndjson' ? 210 : 380;
  const total = Math.max(2, Math.ceil(opts.bytes / perPoll));
  const stuck = Math.floor(total / 2);
  let id = 1;
  let polls = 0;
  let timedOutId = -1;
  let n = 0;
  while (bytes < opts.bytes || id <= stuck + 1) {
    t += every;
    n++;
    msg(t, 'client', `{"method":"tools/call","params":{"name":"get_status","arguments":{}},"jsonrpc":"2.0","id":${id}}`);
    polls++;
    if (id === stuck) {
      timedOutId = id;
      t += timeout;
      msg(
        t,
        'client',
        `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${id},"reason":"McpError: MCP error -32001: Request timed out"}}`,
      );
    } else {
      // 3–17 ms, varied without a PRNG so the bytes are stable.
      t += 3 + ((n * 7) % 15);
      msg(t, 'server', `{"result":{"content":[{"type":"text","text":"{\\"state\\":\\"idle\\",\\"queue\\":${n % 4}}"}]},"jsonrpc":"2.0","id":${id}}`);
    }
    id++;
  }
  t += 40;
  note(t, 'Client transport closed');
  flush();
  closeSync(fd);
  return { bytes, lines, polls, timedOutId };
}

function main(argv: string[]): void {
  const out = argv[0];
  if (out === undefined || out.startsWith('-')) {
    process.stderr.write('usage: tsx scripts/polling-capture.ts <out> [--mb 60] [--format claude-desktop|ndjson] [--every ms]\n');
    process.exit(2);
  }
  const opts: PollingOptions = { bytes: 60 * 1024 * 1024 };
  for (let i = 1; i < argv.length; i += 2) {
    const v = argv[i + 1] ?? '';
    if (argv[i] === '--mb') opts.bytes = Math.round(Number(v) * 1024 * 1024);
    else if (argv[i] === '--format') opts.format = v as PollingFormat;
    else if (argv[i] === '--every') opts.everyMs = Number(v);
    else {
      process.stderr.write(`unknown option ${argv[i]}\n`);
      process.exit(2);
    }
  }
  const s = writePollingCapture(out, opts);
  process.stdout.write(`${out}: ${s.bytes} bytes, ${s.lines} lines, ${s.polls} polls, id ${s.timedOutId} timed out\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
