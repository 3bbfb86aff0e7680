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
import { requestTransport } from '../timeline/request-transport.js';
import type { Classification, DiagnoseOptions, IncidentRecord, RecordField } from './types.js';
import { messages, type DiagnoseMessages } from '../i18n/index.js';
import { FIRST_MODERN_VERSION, HEADER_ABSENT_VERSION } from '../protocol/versions.js';
import { progressValue, requestFacts, type RequestFacts } from './facts.js';

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
export function formatInstant(ms: number | null, s: Pick<SessionInfo, 'clock' | 'zone' | 'zoneAssumed'>, m: DiagnoseMessages = messages('en').diag): string {
  if (ms === null || !Number.isFinite(ms)) return m.record.noClock;
  if (s.clock === 'utc') return new Date(ms).toISOString();
  if (s.zone) {
    let local: string;
    try {
      local = localIso(ms, s.zone);
    } catch {
      return m.record.zoneNotUnderstood(new Date(ms).toISOString(), s.zone);
    }
    return s.zoneAssumed ? m.record.zoneAssumed(local, s.zone) : m.record.zoneKnown(local, s.zone);
  }
  // Local wall-clock time with no zone at all: show the wall clock as written, without pretending it is UTC.
  return m.record.zoneUnknown(new Date(ms).toISOString().replace('Z', ''));
}

const TRANSPORT_NAMES: Record<Transport, string> = {
  stdio: 'stdio',
  'streamable-http': 'Streamable HTTP',
  'http+sse': 'HTTP+SSE',
};

/** How the protocol version was learnt, in words. */
function basisText(b: VersionBasis, m: DiagnoseMessages): string {
  const t = m.record.versionBasis[b];
  return typeof t === 'function' ? t(HEADER_ABSENT_VERSION) : t;
}

export function buildRecord(t: RequestTimeline, c: Classification, opts: DiagnoseOptions = {}, f: RequestFacts = requestFacts(t)): IncidentRecord {
  const s = t.session;
  const m = messages(opts.lang).diag;
  const at = (ms: number | null): string => formatInstant(ms, s, m);
  const offset = (ms: number | null): string => (ms !== null && f.startAt !== null ? m.record.offset(ms - f.startAt) : '');

  const client = s.client ? field(m.record.peer(s.client.value.name, s.client.value.version ?? null), true, s.client.source) : field(m.record.noClientInfo, false);
  const server = s.server ? field(m.record.peer(s.server.value.name, s.server.value.version ?? null), true, s.server.source) : field(m.record.noServerInfo, false);

  // An initialize the server answered only with an error agreed on nothing: the version in its params is the client's
  // proposal, and "the server MUST respond with" the version it uses only in a result (lifecycle §Version Negotiation).
  // Said so on the initialize's own record rather than "the result is not in the capture" (a server serving only
  // 2026-07-28 refusing a legacy initialize with -32022 after its server/discover answer, github/copilot-cli#4888).
  const refusedInitialize =
    t.method === 'initialize' &&
    s.protocolVersionBasis === 'initialize-request' &&
    t.responses.length > 0 &&
    t.responses.every((r) => r.message?.error !== undefined);
  const protocolVersion = refusedInitialize
    ? field(`${s.protocolVersion} (${m.record.initializeRefused})`, false, s.protocolVersionSource)
    : s.protocolVersion !== null
      ? field(
          `${s.protocolVersion}${s.protocolVersionBasis ? ` (${basisText(s.protocolVersionBasis, m)})` : ''}`,
          s.protocolVersionBasis !== 'header-absent',
          s.protocolVersionSource,
        )
      : field(m.record.noVersion, false);

  const tr = requestTransport(t);
  const transport = tr ? field(TRANSPORT_NAMES[tr], true, null) : field(m.record.unknown, false);

  // A request known only from words that name no id (a host's line, an access line) has the id null: the capture never
  // shows one, so none is printed as if it did (a message with a null id is no request: JSON-RPC 2.0 §4, MCP's
  // "MUST NOT be null").
  const hasId = t.id !== null && !(typeof t.id === 'string' && t.id.length === 0);
  const requestId = hasId
    ? field(typeof t.id === 'string' ? JSON.stringify(t.id) : String(t.id), true, t.request.source)
    : field(m.record.notInCapture, false);

  const startedAt =
    t.request.at !== null ? field(at(t.request.at), s.clock !== 'none', t.request.source) : field(m.record.noRequestClock, false, t.request.source);

  const timeouts = timeoutsField(c, opts, m);

  const lp = f.lastProgress;
  let lastProgressAt: RecordField;
  if (lp) {
    const v = progressValue(lp);
    lastProgressAt = field(m.record.lastProgress(`${at(lp.at)}${offset(lp.at)}`, v.progress, v.total, t.progress.length), true, lp.source);
  } else {
    lastProgressAt = field(t.progressToken !== null ? m.record.tokenNoProgress(JSON.stringify(t.progressToken)) : m.record.noToken, false);
  }

  const cancelSignal = cancelField(t, c, at, offset, m);
  const serverState = serverStateField(t, c, f, m);

  // The spec defines list/read/get and lifecycle requests as reading or setting up state only
  // (protocol/methods.ts): there is no external effect to check before a retry.
  const externalResult = hasNoExternalEffect(t.method)
    ? field(m.record.noExternalEffect(t.method), true)
    : field(c.serverState === 'completed' ? m.record.externalUnconfirmedResult : m.record.externalUnconfirmed, false);

  const rec: IncidentRecord = { client, server, protocolVersion, transport, requestId, startedAt, timeouts, lastProgressAt, cancelSignal, serverState, externalResult };
  const task = taskField(t, c, at, offset, m);
  if (task) rec.task = task;
  return rec;
}

/**
 * The task a task-augmented request created (2025-11-25): its id, the last status the capture shows and who ended
 * it. Present only for task-augmented requests.
 */
function taskField(t: RequestTimeline, c: Classification, at: (ms: number | null) => string, offset: (ms: number | null) => string, m: DiagnoseMessages): RecordField | null {
  if (!t.taskAugmented) return null;
  const s = c.task;
  if (!s || !t.task) return field(m.record.taskMissing, false, t.request.source);
  const last = t.task.last;
  const when = last.event.at !== null ? `${at(last.event.at)}${offset(last.event.at)}` : null;
  const ended = !s.terminal ? null : { by: s.endedBy, with: s.endedWith };
  return field(m.record.task(s.taskId, s.lastStatus, s.statusMessage, when, ended, s.polls), true, s.source);
}

function timeoutsField(c: Classification, opts: DiagnoseOptions, m: DiagnoseMessages): RecordField {
  if (opts.timeoutMs !== undefined || opts.maxTotalTimeoutMs !== undefined) {
    return field(m.record.timeoutsGiven(opts.timeoutMs ?? null, opts.maxTotalTimeoutMs ?? null), true);
  }
  // A measured interval is not a configured limit: the field stays unknown and says what was measured.
  if (c.timeout?.measuredOnly) return field(m.record.timeoutMeasured(c.timeout.basis), false, c.cancelSignal?.source ?? null);
  if (c.timeout) return field(`${c.timeout.basis}`, true, c.cancelSignal?.source ?? null);
  return field(m.record.timeoutUnknown, false);
}

function cancelField(t: RequestTimeline, c: Classification, at: (ms: number | null) => string, offset: (ms: number | null) => string, m: DiagnoseMessages): RecordField {
  const sig = c.cancelSignal;
  if (sig) {
    const when = `${at(sig.at)}${offset(sig.at)}`;
    if (sig.kind === 'tasks/cancel') return field(m.record.tasksCancelSignal(sig.by, when), true, sig.source);
    if (sig.kind === 'notification') return field(m.record.notificationSignal(sig.by, when, sig.reason, t.task ? t.task.taskId : null), true, sig.source);
    return field(m.record.streamCloseSignal(sig.by, sig.kind === 'abort', sig.reason, when, FIRST_MODERN_VERSION), true, sig.source);
  }
  const late = t.cancels[0];
  if (late) return field(m.record.lateCancel(`${at(late.at)}${offset(late.at)}`), true, late.source);
  switch (c.outcome) {
    case 'abandoned':
      return field(m.record.noSignalAbandoned, true);
    case 'lost':
      return field(c.cause === 'stream-closed' ? m.record.noSignalStream : m.record.noSignalTransport, true);
    default:
      return field(m.record.none, true);
  }
}

function serverStateField(t: RequestTimeline, c: Classification, f: RequestFacts, m: DiagnoseMessages): RecordField {
  const resp = f.firstResponse;
  const task = t.task;
  if (task && c.task) {
    // The immediate answer only created the task: the server state is the task's, from the line that showed it.
    const src = c.task.source;
    switch (c.serverState) {
      case 'completed':
        return field(m.record.taskCompleted(task.taskId), true, task.terminal?.event.source ?? src);
      case 'failed':
        return field(m.record.taskFailed(task.taskId), true, task.terminal?.event.source ?? src);
      case 'stopped':
        return field(m.record.taskStopped(task.taskId), true, task.terminal?.event.source ?? src);
      case 'continued':
        return field(m.record.taskContinued(task.taskId, task.last.status), true, src);
      default:
        break;
    }
  }
  switch (c.serverState) {
    case 'completed':
      return field(m.record.completed, true, resp?.source ?? null);
    case 'failed':
      return field(m.record.failed, true, resp?.source ?? null);
    case 'stopped':
      return field(m.record.stopped, true, resp?.source ?? null);
    case 'continued': {
      const more = [...f.progressAfterSignal, ...f.logsAfterSignal];
      const src = more[more.length - 1]?.source ?? f.lastProgress?.source ?? null;
      return field(m.record.continued, true, src);
    }
    case 'unknown':
      return field(m.record.unconfirmed(c.missing), false);
  }
}
