/**
 * The incident record (output contract "The incident record"; diagnosis guide §5): the minimal record a support
 * engineer attaches to a bug report. Every field carries its value, whether the capture shows it, and the line it
 * came from. A field the capture does not show says so (`unknown`, `none`, `not in capture`); nothing is guessed.
 * The guide's core rule: "that the client observed a cancellation, that the server stopped, and that the external
 * result is unchanged are separate facts — confirming one does not fill in the others".
 */
import { hasNoExternalEffect } from '../protocol/methods.js';
import { TZDate } from '@date-fns/tz';
import { wholeHourOffset } from '../ingest/time.js';
// The subpath, not the package index: the index loads all of date-fns (~130 ms at every start, docs/performance.md).
import { format } from 'date-fns/format';
import type { Source, Transport } from '../events.js';
import type { RequestTimeline, SessionInfo, VersionBasis } from '../timeline/types.js';
import type { Classification, DiagnoseOptions, IncidentRecord, RecordField } from './types.js';
import { formatDuration } from '../protocol/timeouts.js';
import { FIRST_MODERN_VERSION, HEADER_ABSENT_VERSION } from '../protocol/versions.js';
import { progressValue, requestFacts } from './facts.js';

const field = (value: string, known: boolean, source: Source | null = null): RecordField => ({ value, known, source });

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n));

/** `yyyy-MM-dd'T'HH:mm:ss.SSSxxx` of `ms` in `zone`, exactly as date-fns writes a TZDate. */
function localIso(ms: number, zone: string): string {
  const offset = wholeHourOffset(zone, ms);
  if (offset !== null) {
    const d = new Date(ms + offset * 60_000);
    const y = d.getUTCFullYear();
    if (y >= 1000 && y <= 9999) {
      const abs = Math.abs(offset);
      return `${y}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${pad3(d.getUTCMilliseconds())}${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
    }
  }
  return format(new TZDate(ms, zone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}

/** An instant as the capture's clock allows: UTC, a zone (given or assumed, and said so), or "zone unknown". */
export function formatInstant(ms: number | null, s: Pick<SessionInfo, 'clock' | 'zone' | 'zoneAssumed'>): string {
  if (ms === null || !Number.isFinite(ms)) return 'unknown (the capture has no clock for it)';
  if (s.clock === 'utc') return new Date(ms).toISOString();
  if (s.zone) {
    let local: string;
    try {
      local = localIso(ms, s.zone);
    } catch {
      return `${new Date(ms).toISOString()} (zone "${s.zone}" not understood; shown in UTC)`;
    }
    return s.zoneAssumed ? `${local} (local time, zone assumed ${s.zone} — pass --tz)` : `${local} (${s.zone})`;
  }
  // Local wall-clock time with no zone at all: show the wall clock as written, without pretending it is UTC.
  return `${new Date(ms).toISOString().replace('Z', '')} (local time, zone unknown)`;
}

const TRANSPORT_NAMES: Record<Transport, string> = {
  stdio: 'stdio',
  'streamable-http': 'Streamable HTTP',
  'http+sse': 'HTTP+SSE',
};

const BASIS_TEXT: Record<VersionBasis, string> = {
  'initialize-result': 'negotiated in the initialize result',
  'initialize-request': 'requested in initialize (the initialize result is not in the capture)',
  meta: 'from the request _meta io.modelcontextprotocol/protocolVersion',
  header: 'from the MCP-Protocol-Version header',
  'header-absent': `assumed: no MCP-Protocol-Version header, and the spec says to assume ${HEADER_ABSENT_VERSION}`,
  discover: 'from server/discover',
};

export function buildRecord(t: RequestTimeline, c: Classification, opts: DiagnoseOptions = {}): IncidentRecord {
  const s = t.session;
  const f = requestFacts(t);
  const at = (ms: number | null): string => formatInstant(ms, s);
  const offset = (ms: number | null): string => (ms !== null && f.startAt !== null ? ` (+${formatDuration(ms - f.startAt)})` : '');

  const client = s.client
    ? field(`${s.client.value.name} ${s.client.value.version ?? '(version not in capture)'}`, true, s.client.source)
    : field('unknown (no clientInfo in the capture)', false);
  const server = s.server
    ? field(`${s.server.value.name} ${s.server.value.version ?? '(version not in capture)'}`, true, s.server.source)
    : field('unknown (no serverInfo in the capture)', false);

  const protocolVersion =
    s.protocolVersion !== null
      ? field(
          `${s.protocolVersion}${s.protocolVersionBasis ? ` (${BASIS_TEXT[s.protocolVersionBasis]})` : ''}`,
          s.protocolVersionBasis !== 'header-absent',
          s.protocolVersionSource,
        )
      : field('unknown (no initialize, MCP-Protocol-Version header or _meta version in the capture)', false);

  const tr = s.transport ?? t.request.transport;
  const transport = tr ? field(TRANSPORT_NAMES[tr], true, null) : field('unknown', false);

  const hasId = !(typeof t.id === 'string' && t.id.length === 0);
  const requestId = hasId
    ? field(typeof t.id === 'string' ? JSON.stringify(t.id) : String(t.id), true, t.request.source)
    : field('not in capture', false);

  const startedAt =
    t.request.at !== null ? field(at(t.request.at), s.clock !== 'none', t.request.source) : field('unknown (the capture has no clock for the request)', false, t.request.source);

  const timeouts = timeoutsField(c, opts);

  const lp = f.lastProgress;
  let lastProgressAt: RecordField;
  if (lp) {
    const v = progressValue(lp);
    const pr = v.progress !== null ? ` — progress ${v.progress}${v.total !== null ? `/${v.total}` : ''}` : '';
    lastProgressAt = field(`${at(lp.at)}${offset(lp.at)}${pr} (${t.progress.length} notification(s) in all)`, true, lp.source);
  } else {
    lastProgressAt = field(t.progressToken !== null ? `none (progressToken ${JSON.stringify(t.progressToken)} was sent, no progress arrived)` : 'none (the request carried no progressToken)', false);
  }

  const cancelSignal = cancelField(t, c, at, offset);
  const serverState = serverStateField(t, c);

  // The spec defines list/read/get and lifecycle requests as reading or setting up state only
  // (protocol/methods.ts): there is no external effect to check before a retry.
  const externalResult = hasNoExternalEffect(t.method)
    ? field(`none expected — ${t.method} only reads or sets up state (it changes nothing outside the session)`, true)
    : field(
        c.serverState === 'completed'
          ? 'unconfirmed — the server reported a result, but the external effect itself is not in the capture; check it with a read-only query before any retry'
          : 'unconfirmed — nothing in the capture shows the external effect; check whether it happened with a read-only query before any retry',
        false,
      );

  const rec: IncidentRecord = { client, server, protocolVersion, transport, requestId, startedAt, timeouts, lastProgressAt, cancelSignal, serverState, externalResult };
  const task = taskField(t, c, at, offset);
  if (task) rec.task = task;
  return rec;
}

/**
 * The task a task-augmented request created (2025-11-25): its id, the last status the capture shows and who ended
 * it. Present only for task-augmented requests.
 */
function taskField(t: RequestTimeline, c: Classification, at: (ms: number | null) => string, offset: (ms: number | null) => string): RecordField | null {
  if (!t.taskAugmented) return null;
  const s = c.task;
  if (!s || !t.task) return field('task-augmented, but no task in the capture (the CreateTaskResult is missing)', false, t.request.source);
  const last = t.task.last;
  const when = last.event.at !== null ? ` at ${at(last.event.at)}${offset(last.event.at)}` : '';
  const status = `last status ${s.lastStatus}${s.statusMessage !== null ? ` ("${s.statusMessage}")` : ''}${when}`;
  let ended: string;
  if (!s.terminal) ended = 'not ended in the capture';
  else if (s.endedBy === null) ended = `ended ${s.lastStatus === 'cancelled' ? 'cancelled' : s.lastStatus} by a party the capture does not show`;
  else ended = `ended by the ${s.endedBy}${s.endedWith !== null ? ` (${s.endedWith})` : ''}`;
  return field(`${s.taskId}: ${status}; ${ended}; ${s.polls} tasks/get poll(s)`, true, s.source);
}

function timeoutsField(c: Classification, opts: DiagnoseOptions): RecordField {
  if (opts.timeoutMs !== undefined || opts.maxTotalTimeoutMs !== undefined) {
    const req = opts.timeoutMs !== undefined ? `request ${formatDuration(opts.timeoutMs)} (--timeout)` : 'request unknown';
    const max = opts.maxTotalTimeoutMs !== undefined ? `max total ${formatDuration(opts.maxTotalTimeoutMs)} (--max-total-timeout)` : 'max total unknown';
    return field(`${req}; ${max}`, true);
  }
  // A measured interval is not a configured limit: the field stays unknown and says what was measured.
  if (c.timeout?.measuredOnly) return field(`unknown — the timer fired ${c.timeout.basis}; pass --timeout / --max-total-timeout if you know them`, false, c.cancelSignal?.source ?? null);
  if (c.timeout) return field(`${c.timeout.basis}`, true, c.cancelSignal?.source ?? null);
  return field('unknown (pass --timeout / --max-total-timeout if you know them)', false);
}

function cancelField(t: RequestTimeline, c: Classification, at: (ms: number | null) => string, offset: (ms: number | null) => string): RecordField {
  const sig = c.cancelSignal;
  if (sig) {
    const when = `${at(sig.at)}${offset(sig.at)}`;
    const by = sig.by ?? 'an unknown party';
    if (sig.kind === 'tasks/cancel') {
      return field(`tasks/cancel from the ${by} at ${when} (the cancellation a task takes; it carries no reason)`, true, sig.source);
    }
    if (sig.kind === 'notification') {
      if (t.task) {
        return field(
          `notifications/cancelled from the ${by} at ${when}, ${sig.reason !== null ? `reason "${sig.reason}"` : 'no reason given'} — after the request had become task ${t.task.taskId}, which that notification does not cancel (2025-11-25: tasks/cancel)`,
          true,
          sig.source,
        );
      }
      return field(`notifications/cancelled from the ${by} at ${when}, ${sig.reason !== null ? `reason "${sig.reason}"` : 'no reason given'}`, true, sig.source);
    }
    const how = sig.kind === 'abort' ? `aborted the request's HTTP exchange${sig.reason ? ` (${sig.reason})` : ''}` : "closed the request's SSE stream";
    return field(`stream close: the ${by} ${how} at ${when} (${FIRST_MODERN_VERSION}+ Streamable HTTP: this is the cancellation)`, true, sig.source);
  }
  const late = t.cancels[0];
  if (late) {
    return field(`none before the response; notifications/cancelled at ${at(late.at)}${offset(late.at)} came after it`, true, late.source);
  }
  switch (c.outcome) {
    case 'abandoned':
      return field('none on the wire (the requester stopped waiting without cancelling)', true);
    case 'lost':
      return field(
        c.cause === 'stream-closed' ? 'none (the response stream closed; under this version that is not a cancellation)' : 'none (the transport closed with the request in flight)',
        true,
      );
    default:
      return field('none', true);
  }
}

function serverStateField(t: RequestTimeline, c: Classification): RecordField {
  const f = requestFacts(t);
  const resp = f.firstResponse;
  const task = t.task;
  if (task && c.task) {
    // The immediate answer only created the task: the server state is the task's, from the line that showed it.
    const src = c.task.source;
    switch (c.serverState) {
      case 'completed':
        return field(`completed — task ${task.taskId} reached completed`, true, task.terminal?.event.source ?? src);
      case 'failed':
        return field(`failed — task ${task.taskId} reached failed`, true, task.terminal?.event.source ?? src);
      case 'stopped':
        return field(`stopped — task ${task.taskId} was moved to cancelled (the work itself may have run on: a cancelled task "MUST remain in cancelled status even if execution continues")`, true, task.terminal?.event.source ?? src);
      case 'continued':
        return field(`in progress — task ${task.taskId} was still ${task.last.status} when last seen; no result was fetched`, true, src);
      default:
        break;
    }
  }
  switch (c.serverState) {
    case 'completed':
      return field('completed — the server sent a result for this id', true, resp?.source ?? null);
    case 'failed':
      return field('failed — the server answered with an error (not a cancellation acknowledgement)', true, resp?.source ?? null);
    case 'stopped':
      return field('stopped — the server acknowledged the cancellation', true, resp?.source ?? null);
    case 'continued': {
      const more = [...f.progressAfterSignal, ...f.logsAfterSignal];
      const src = more[more.length - 1]?.source ?? f.lastProgress?.source ?? null;
      return field('in progress — the server kept working after the cancellation; no result was captured', true, src);
    }
    case 'unknown':
      return field(`unconfirmed — ${unconfirmedWhy(c.missing.find((m) => /server|work/.test(m)))}`, false);
  }
}

/**
 * classify.ts writes each `missing` entry as "<what would settle it>: <why it is unknown>". When the head names
 * evidence ("a server-side log for this request") the record gives the reason first and the evidence after, so the
 * log does not read as the state; a head that is a question ("whether the server did the work: …") reads as is.
 */
function unconfirmedWhy(missing: string | undefined): string {
  if (missing === undefined) return 'nothing in the capture shows what the server did';
  const cut = missing.indexOf(': ');
  if (cut < 0) return missing;
  const head = missing.slice(0, cut);
  if (/^(whether|which|why|what|how)\b/.test(head)) return missing;
  return `${missing.slice(cut + 2)}; ${head} would settle it`;
}
