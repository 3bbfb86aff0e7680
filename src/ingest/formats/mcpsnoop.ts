/**
 * mcpsnoop session logs (kerlenton/mcpsnoop: `~/.local/state/mcpsnoop/sessions/<label>-<pid>-<nonce>.jsonl`,
 * or the `trace-file` of its config). One JSON object per line, the proxy's "envelope":
 *
 *   {"session_id":"…","server_label":"…","seq":3,"ts":"2026-…+09:00","direction":"c2s","transport":"stdio","raw":{…}}
 *
 * - `direction`: `meta` (seq 1 on stdio: the wrapped command and cwd), `c2s` (client → server), `s2c`
 *   (server → client), `stderr` (a line the server wrote to stderr, in `text`).
 * - `raw` is the JSON-RPC message exactly as forwarded (a batch is split, one envelope per element,
 *   with `batch: true`). A line that is not JSON goes to `text` instead, on the protocol channel: the
 *   stdout-corruption case. A frame cut at the proxy's size cap has `truncated: true` and its fragment
 *   in `text` (the forwarded bytes were whole; only the copy is short).
 * - `ts` is Go's RFC3339Nano (trailing zeros dropped: `.13Z`, `.9Z`, none on a whole second) in the machine's
 *   zone, `Z` or an offset (kerlenton/mcpsnoop#25 shows the UTC form); `seq` numbers the envelopes of a
 *   session from 1, and a jump means the proxy dropped envelopes on a full buffer (it drops rather
 *   than slow the traffic down).
 * - HTTP mode (`mcpsnoop http --target`): `transport: "http"`, `status` on server frames (the HTTP
 *   status of the response they rode on), `conn_id` for the client connection. No stream lifecycle is
 *   logged: a stream close cannot be seen in this format.
 *
 * Cancels and late results are not marked in the log: mcpsnoop's hub derives them (its store settles a
 * call as cancelled when a `notifications/cancelled` names it, and counts a response after that as a
 * late result). Here they are what they are on the wire, the c2s notification and the s2c response,
 * and the timeline correlates them as for any capture.
 */
import type { Party, Transport, WireEvent } from '../../events.js';
import { parseJsonRpc, toMessage } from '../jsonrpc.js';
import { isBlank } from '../open.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';
import { isObject } from '../../json.js';

type Obj = Record<string, unknown>;

const DIRECTIONS = new Set(['c2s', 's2c', 'stderr', 'meta']);

/** Sessions whose last seq is remembered (for the dropped-envelope check). */
const MAX_SESSIONS = 1024;

function str(o: Obj, k: string): string | undefined {
  const v = Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
  return typeof v === 'string' ? v : undefined;
}

function envelope(text: string): Obj | null {
  try {
    const v: unknown = JSON.parse(text);
    return isObject(v) ? v : null;
  } catch {
    return null;
  }
}

function isEnvelope(o: Obj): boolean {
  return typeof o.session_id === 'string' && typeof o.seq === 'number' && typeof o.ts === 'string' &&
    typeof o.direction === 'string' && DIRECTIONS.has(o.direction);
}

function sniff(head: readonly string[]): number {
  let yes = 0;
  let no = 0;
  for (const l of head) {
    const t = l.trim();
    if (t === '') continue;
    // Head lines are cut at 4 KiB: a long frame does not parse, so look at its first keys.
    const o = envelope(t);
    if (o !== null ? isEnvelope(o) : /^\{"session_id":"[^"]*","server_label":"[^"]*","seq":\d+,"ts":"/.test(t)) yes++;
    else no++;
  }
  if (yes === 0) return 0;
  return no === 0 ? 0.97 : yes >= no ? 0.7 : 0.3;
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  const lastSeq = new Map<string, number>();
  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) return 'blank';
      const source = { file, line: no };
      const o = envelope(text);
      if (o === null || !isEnvelope(o)) {
        ctx.problem(source, 'mcpsnoop: not a session envelope (expected session_id, seq, ts, direction)');
        return 'problem';
      }
      const session = o.session_id as string;
      const seq = o.seq as number;
      const prev = lastSeq.get(session);
      if (prev !== undefined && seq > prev + 1) {
        // AsyncSink drops envelopes on a full buffer instead of slowing the traffic (internal/proxy/sink.go):
        // the frames between are missing from the capture, not absent from the wire.
        ctx.problem(source, `mcpsnoop: ${seq - prev - 1} envelope(s) missing before seq ${seq} (dropped by the proxy)`);
      }
      lastSeq.delete(session);
      lastSeq.set(session, seq);
      if (lastSeq.size > MAX_SESSIONS) lastSeq.delete(lastSeq.keys().next().value as string);
      const ts = Date.parse(o.ts as string);
      const at = Number.isNaN(ts) ? null : ts;
      const transport: Transport | null = o.transport === 'stdio' ? 'stdio' : o.transport === 'http' ? 'streamable-http' : null;
      const base = { at, source, session, transport };
      const dir = o.direction as string;
      if (dir === 'meta') {
        const raw = o.raw;
        const cmd = raw !== null && typeof raw === 'object' && Array.isArray((raw as Obj).command)
          ? ` command: ${((raw as Obj).command as unknown[]).map(String).join(' ')}` : '';
        ctx.emit({ ...base, from: null, kind: 'host-log', text: `mcpsnoop session ${str(o, 'server_label') ?? ''}${cmd}`.trim() });
        return 'event';
      }
      if (dir === 'stderr') {
        ctx.emit({ ...base, from: 'server', kind: 'host-log', text: str(o, 'text') ?? '' });
        return 'event';
      }
      const from: Party = dir === 'c2s' ? 'client' : 'server';
      const status = typeof o.status === 'number' && o.status > 0 ? o.status : undefined;
      // HTTP frames are logged without their exchange (no stream open/close, no POST ↔ frame link):
      // they are messages with no stream; a bodiless response keeps only its status.
      const stream = {};
      if (Object.prototype.hasOwnProperty.call(o, 'raw')) {
        const r = toMessage(o.raw);
        if (r.message) {
          const e: WireEvent = { ...base, from, kind: 'message', message: r.message, ...stream };
          ctx.emit(e);
          return 'event';
        }
        ctx.emit({ ...base, from, kind: 'unparsed', text: JSON.stringify(o.raw).slice(0, 300) });
        ctx.problem(source, `mcpsnoop: ${r.problem ?? 'not a JSON-RPC message'}`);
        return 'event';
      }
      const body = str(o, 'text');
      if (body === undefined) {
        if (status !== undefined) {
          // A response with no JSON-RPC body (a 401 challenge, a 202): only its status.
          ctx.emit({ ...base, from, kind: 'http-status', stream: { id: `${str(o, 'conn_id') ?? 'conn'}#${seq}`, status } });
          return 'event';
        }
        ctx.problem(source, 'mcpsnoop: envelope with neither raw nor text');
        return 'problem';
      }
      if (o.truncated === true) {
        // The proxy's copy was cut at its frame cap; the forwarded frame was whole. Recover what we can.
        const p = parseJsonRpc(body);
        const m = p.messages[0];
        if (m !== undefined) {
          ctx.emit({ ...base, from, kind: 'message', message: m, recovered: true, ...stream });
          ctx.problem(source, `mcpsnoop: frame copy truncated by the proxy's size cap${p.recovered ? '; id and method recovered' : ''}`);
          return 'event';
        }
      }
      // Not JSON on the protocol channel (stdio: the stdout-corruption case).
      ctx.emit({ ...base, from, kind: 'unparsed', text: body });
      return 'event';
    },
    end(): void {},
  };
}

export const mcpsnoop: Reader = {
  name: 'mcpsnoop',
  title: 'mcpsnoop session log (JSONL envelopes)',
  clock: 'utc',
  host: 'mcpsnoop',
  sniff,
  open,
};
