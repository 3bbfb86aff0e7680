/** English: the report's original wording (every sample's expected text is written in it). */
import { OPTIONAL_RECORD_LABELS, RECORD_LABELS } from '../diagnose/types.js';
import { formatDuration } from '../duration.js';
import type { Messages, Noun } from './messages.js';
import { enDiagnose } from './en-diagnose.js';
import { enRules } from './en-rules.js';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const NOUNS: Record<Noun, string> = { input: 'input', session: 'session', request: 'request', line: 'line', event: 'event' };

export const en = {
  lang: 'en',
  duration: formatDuration,
  recordLabels: RECORD_LABELS,
  optionalRecordLabels: OPTIONAL_RECORD_LABELS,
  outcome: { completed: 'completed', failed: 'failed', cancelled: 'cancelled', abandoned: 'abandoned', lost: 'lost', pending: 'pending' },

  report: {
    count: (n, noun) => plural(n, NOUNS[noun]),
    tally: (parts) => parts.map(([n, o]) => `${n} ${o}`).join(', '),
    noRequestMatches: (f, s) => `No request matches --request: ${plural(f, 'request')} in ${plural(s, 'session')} left out.`,
    noRequests: (i, l, s) => `No JSON-RPC requests found: ${plural(i, 'input')} (${plural(l, 'line')}), ${plural(s, 'session')}.`,
    noIncidentsOne: (s) => `No incidents: 1 request in ${plural(s, 'session')} completed normally. Use --all to list it.`,
    noIncidentsAll: (r, s) => `No incidents: ${r} requests in ${plural(s, 'session')} all completed normally. Use --all to list them.`,
    noneListed: (r, s) => `No incidents: ${plural(r, 'request')} in ${plural(s, 'session')}; none is listed.`,
    noFailedRequest: (r, s) => `No request failed: ${plural(r, 'request')} in ${plural(s, 'session')} ended without a failure.`,
    errorsOutside: (n) => `But ${plural(n, 'error')} ${n === 1 ? 'was' : 'were'} found outside any request: see the findings outside any request.`,
    othersNotListed: (n) =>
      `${plural(n, 'other request')} completed normally and ${n === 1 ? 'is' : 'are'} not listed (use --all to list ${n === 1 ? 'it' : 'them'}).`,
    leftOutByRequest: (n) => `${plural(n, 'request')} left out by --request.`,
    redaction: 'Secrets and argument values are redacted; use --no-redact to show them.',
    rollUp: { cause: 'By cause', rule: 'By rule', server: 'By server' },
  },

  html: {
    title: (v) => `MCP incident report (mcp-triage ${v})`,
    heading: 'MCP incident report',
    intro: (v, i, s, r, tally) => `mcp-triage ${v}: ${plural(i, 'input')}, ${plural(s, 'session')}, ${plural(r, 'request')}${tally ? ` (${tally})` : ''}.`,
    input: (format, lines, events, unparsed, zone, assumed) =>
      `${format}, ${plural(lines, 'line')}, ${plural(events, 'event')}, ${unparsed} unparsed${zone ? `, times in ${zone}${assumed ? ' (assumed)' : ''}` : ''}`,
    confidence: (level, state) => `Confidence: ${level}; server state: ${state}.`,
    incidentRecord: 'Incident record',
    timeline: 'Timeline',
    from: (start, dur) => `from ${start ?? 'an unknown start time'}${dur !== null ? `, ${dur}` : ''}`,
    evidence: 'Evidence',
    findings: 'Findings',
    nextSteps: 'Next steps',
    findingsOutside: 'Findings outside any request',
    problems: (n) => `Problems (${n})`,
    columns: { request: 'Request', methodTarget: 'Method / target', outcome: 'Outcome', cause: 'Cause', server: 'Server', duration: 'Duration', time: 'Time', event: 'Event', detail: 'Detail', source: 'Source' },
    noClock: 'no clock',
  },

  text: {
    unparsed: (n) => `${n} unparsed`,
    gzip: 'gzip',
    times: (zone, assumed) => (assumed ? `times in ${zone} (assumed; pass --tz to set)` : `times in ${zone}`),
    confidence: (level) => `confidence ${level}`,
    from: (party) => `from ${party}`,
    mcp: (version) => `MCP ${version}`,
    mcpUnknown: 'MCP version unknown',
    transportUnknown: 'transport unknown',
    started: (at) => `started ${at}`,
    startUnknown: 'start time unknown',
    lasted: (duration) => `lasted ${duration}`,
    serverState: (state) => `server: ${state}`,
    problems: (n) => `Problems (${n}): lines skipped or only partly read`,
    moreProblems: (n) => `… and ${n} more (all are in --format json)`,
  },

  markdown: {
    field: 'Field',
    value: 'Value',
    moreProblems: (n) => `and ${n} more (see the JSON report)`,
    sequenceDiagram: 'Sequence diagram',
  },

  diag: enDiagnose,
  rules: enRules,

  swimlane: {
    lanes: { client: 'client', stream: 'HTTP stream', server: 'server' },
    duration: formatDuration,
    timer: (ms, measuredOnly) => (measuredOnly ? `timer fired after ${formatDuration(ms)} (no known limit matches)` : `timer ${formatDuration(ms)}`),
    noClock: 'no clock: capture order',
    more: (n) => `${n} more event${n === 1 ? '' : 's'} in the table below`,
    title: (key) => `Timeline of ${key}`,
    outcome: 'outcome',
  },

  next: {
    raiseTimeout: (name, at) =>
      `Raise the requester's timeout for ${name} above how long the server really needs for it${at !== null ? ` (it fired at ${formatDuration(at)})` : ''}: in the TypeScript SDK pass { timeout } per request; check the host's own cap too (some hosts ignore MCP_TOOL_TIMEOUT / per-server timeouts).`,
    letProgressExtend:
      'Let progress extend the wait: pass onprogress (this is what sends _meta.progressToken) together with resetTimeoutOnProgress: true, and have the server send notifications/progress.',
    progressDidNotExtend: 'Progress arrived but did not extend the timer: set resetTimeoutOnProgress: true (with onprogress) and keep a maxTotalTimeout as the hard cap.',
    raiseMaxTotal: (name) =>
      `Raise maxTotalTimeout for ${name} or split the work (e.g. a task with tasks/get polling); the TypeScript SDK sends no cancellation at the cap, so the server keeps working and a stale cancel may follow later.`,
    userCancel: 'The cancellation was asked for by a person or the application (see the reason): confirm it was intended before treating this as a fault.',
    clientCancelTruncated:
      "Find what cancelled it on the client side (UI action, the client's own log around the cancel time): the host log cut the reason text, so the capture cannot say why.",
    clientCancel: 'Find what cancelled it on the client side (UI action, host log around the cancel time): the signal itself carries no reason.',
    streamIntermediaries:
      'Check every intermediary between client and server for idle/read timeouts (nginx proxy_read_timeout 60 s, load balancer idle timeout, Cloudflare 100/125 s) and send SSE keep-alives (comment lines every 15–30 s; TS SDK keepAliveMs) with X-Accel-Buffering: no.',
    streamResumable:
      'Make the response stream resumable (SSE event ids and an event store) so the client can resume with GET + Last-Event-ID; to cancel on this version the client must POST notifications/cancelled — a closed stream does not stop the server.',
    streamEitherVersion:
      "The capture does not say the protocol version, and a broken stream means different things: up to 2025-11-25 it is not a cancellation (the server may have finished the work, so a retry may run it twice; a resumable stream, GET + Last-Event-ID, is what recovers the answer), while under 2026-07-28 closing the request's stream is the cancellation and the request is re-issued with a new id. Find the negotiated version (the initialize result or the MCP-Protocol-Version header) before deciding.",
    streamReissue: 'Under 2026-07-28 a broken stream loses the request: re-issue it with a new id only after checking whether the first one took effect.',
    gateway:
      'An intermediary answered instead of the server: raise its timeout for the MCP endpoint (nginx proxy_read_timeout, Cloudflare 100/125 s, ALB idle timeout, API Gateway ~29 s) or make long tools return early and report progress/keep-alives.',
    connectionClosed: "Read the server's stderr and exit status around the close: in-flight requests on a closed transport are lost and must be re-issued after reconnecting.",
    sessionExpired:
      'The client must start a new session with initialize after HTTP 404 (the TypeScript SDK client does not re-initialize by itself); a server that answers an unknown session with 400 should answer 404.',
    serverError: 'Fix the server-side error shown in the response; it is not about cancellation or timeouts.',
    discoverFallback:
      'Nothing to fix in the probe itself: look at the initialize the client sends next. If it is missing or fails, that request is the incident (a client pinned to 2026-07-28 cannot fall back to an older server).',
    pendingCapture: 'Capture until the request ends, or get the server-side log for it: the capture stops while it is still open.',
    collectClientLog: (name, cancelled) =>
      `Collect the client's own log for ${name} around ${cancelled ? 'the cancellation' : 'the time it went silent'}: the capture does not show why it ended.`,
    serverContinued:
      'The server kept working after the cancellation: make the handler honour its abort signal (TS: extra.signal; Python: the anyio cancel scope) and stop sending progress for the id.',
    cancelledButCompleted:
      'The server finished the work after the cancellation and the requester discarded the result: do not run it again just because the UI said "cancelled".',
    cancelInitialize:
      'Do not cancel initialize: give the server more time to start (connect/initialize timeout) or fix its slow start-up; TS SDK v2 no longer sends this cancel.',
    disconnectIsNotCancel: 'On this protocol version POST notifications/cancelled to cancel; closing the stream does not stop the server.',
    notificationOnModernHttp: "Under 2026-07-28 Streamable HTTP cancel by closing the request's SSE stream (abort the POST); the notification is for stdio only.",
    taskCancel: 'Cancel tasks with tasks/cancel {taskId} and confirm with tasks/get.',
    timeoutWithoutCancel:
      'Make the requester send notifications/cancelled (stdio, legacy HTTP) or close the stream (2026 HTTP) when its timer fires, so the server can stop.',
    lateResponses: 'The server must not answer a cancelled request; make the client tolerate late responses for unknown ids instead of dropping the connection.',
    duplicateRetry: 'Give non-idempotent tools an idempotency key, and never auto-retry a call whose first attempt may have run.',
    checkBeforeRetry: (name) =>
      `Before retrying ${name}, check with a read-only query whether its effect already happened; do not retry a non-idempotent call until that is confirmed.`,
  },
} as const satisfies Messages;
