/**
 * The short human `detail` of each timeline entry.
 *
 * Redaction policy: a detail never carries argument values or result contents — only method,
 * target, ids, codes, counts and keys. Text the *peer* wrote about the request itself
 * (a cancel reason, an error message, a progress message, a log line) is kept, clipped:
 * it is the evidence, and `redactText` scrubs secrets from it at report time.
 */
import type { JsonRpcMessage, WireEvent } from '../events.js';
import { field, isObject, stringField } from './json.js';
import { showId } from './keys.js';
import { DETAIL_MAX } from './limits.js';
import type { JsonRpcId } from '../events.js';
import type { EntryKind } from './types.js';

/** One line, at most DETAIL_MAX characters. */
export function clip(s: string, max = DETAIL_MAX): string {
  if (s.length <= max && oneLine(s)) return s;
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/**
 * Whether `s` is already what clip makes of it: no white space (`\s`) but single spaces between other characters. A
 * host's line of words is such a sentence, and the replace and trim over it were ~10 µs a line on a Claude Desktop
 * capture's bridge lines (docs/performance.md, twenty-eighth round).
 */
function oneLine(s: string): boolean {
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === n - 1 || s.charCodeAt(i - 1) === 32) return false;
    } else if (c < 128 ? c >= 9 && c <= 13 : isSpaceAbove127(c)) return false;
  }
  return true;
}

/** `\s` above ASCII (ECMA-262 WhiteSpace and LineTerminator: NBSP, BOM, U+2028/9 and the space separators, Zs). */
function isSpaceAbove127(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function quoted(s: string): string {
  return JSON.stringify(clip(s));
}

/** A request's target: `params.name` (tools, prompts) or `params.uri` (resources). */
export function requestTarget(params: unknown): string | null {
  return stringField(params, 'name') ?? stringField(params, 'uri');
}

/**
 * The detail of an entry added without one (state.ts `Entry`): built from its event alone, exactly as the
 * correlation would have built it eagerly.
 */
export function detailOf(kind: EntryKind, e: WireEvent): string {
  const m = e.message;
  const params = m?.params;
  switch (kind) {
    case 'request':
      return requestDetail(typeof m?.method === 'string' ? m.method : '?', requestTarget(params), isObject(field(params, 'task')));
    case 'response':
    case 'error-response':
      return m ? responseDetail(m) : kind;
    case 'progress':
      return progressDetail(params);
    case 'log':
      return notificationDetail(typeof m?.method === 'string' ? m.method : '?', params);
    case 'cancel':
      return cancelDetail(params);
    default:
      return kind;
  }
}

export function requestDetail(method: string, target: string | null, taskAugmented: boolean): string {
  let d = clip(method, 100);
  if (target !== null) d += ` ${clip(target)}`;
  if (taskAugmented) d += ' (task-augmented)';
  return d;
}

export function responseDetail(m: JsonRpcMessage): string {
  if (m.error !== undefined && m.error !== null && typeof m.error === 'object') {
    const code = m.error.code;
    const msg = m.error.message;
    let d = 'error';
    if (typeof code === 'number' || typeof code === 'string') d += ` ${clip(String(code), 20)}`;
    if (typeof msg === 'string' && msg.length > 0) d += ` ${clip(msg)}`;
    return d;
  }
  const r = m.result;
  // Flags about the result's shape, never its content.
  if (field(r, 'isError') === true) return 'result (isError: true)';
  const task = field(r, 'task');
  if (isObject(task)) {
    const status = field(task, 'status');
    return typeof status === 'string' ? `result (task created, status ${clip(status, 40)})` : 'result (task created)';
  }
  const rt = field(r, 'resultType');
  if (typeof rt === 'string' && rt !== 'complete') return `result (resultType ${clip(rt, 40)})`;
  return 'result';
}

export function cancelDetail(params: unknown): string {
  const reason = field(params, 'reason');
  return typeof reason === 'string' && reason.length > 0 ? `cancelled: ${clip(reason)}` : 'cancelled (no reason)';
}

export function progressDetail(params: unknown): string {
  const p = field(params, 'progress');
  const total = field(params, 'total');
  const msg = field(params, 'message');
  let d = `progress ${typeof p === 'number' ? String(p) : '?'}`;
  if (typeof total === 'number') d += `/${total}`;
  if (typeof msg === 'string' && msg.length > 0) d += ` ${quoted(msg)}`;
  return d;
}

/** `notifications/message` and other request-scoped notifications. */
export function notificationDetail(method: string, params: unknown): string {
  if (method === 'notifications/message') {
    const level = field(params, 'level');
    const logger = field(params, 'logger');
    const data = field(params, 'data');
    let d = `log ${typeof level === 'string' ? clip(level, 20) : '?'}`;
    if (typeof logger === 'string') d += ` [${clip(logger, 60)}]`;
    if (typeof data === 'string') d += ` ${quoted(data)}`;
    else if (isObject(data)) d += ` {${clip(Object.keys(data).join(', '), 80)}}`;
    else if (data !== undefined) d += ` (${Array.isArray(data) ? 'array' : typeof data})`;
    return d;
  }
  return clip(method, 100);
}

export function streamOpenDetail(e: WireEvent): string {
  const s = e.stream;
  const lei = s?.headers?.['last-event-id'];
  let d = s?.method ? `${clip(s.method, 10)} stream opened` : 'stream opened';
  if (typeof lei === 'string') d += ` (Last-Event-ID ${clip(lei, 80)})`;
  return d;
}

export function statusDetail(status: number | null, contentType?: string): string {
  const base = status === 0 ? 'HTTP 0 (no response headers)' : `HTTP ${status ?? '?'}`;
  return contentType ? `${base} ${clip(contentType, 60)}` : base;
}

export function streamCloseDetail(e: WireEvent): string {
  const s = e.stream;
  let d = s?.closedBy ? `stream closed by ${s.closedBy}` : 'stream closed';
  if (s?.error) d += `: ${clip(s.error, 120)}`;
  if (s?.partial) d += ' (in the middle of an SSE event)';
  return d;
}

export function keepaliveDetail(count: number): string {
  return count <= 1 ? 'keepalive' : `keepalive (${count} on this stream)`;
}

export function transportCloseDetail(e: WireEvent): string {
  const c = e.close;
  const parts: string[] = [];
  if (c?.reason) parts.push(clip(c.reason));
  if (typeof c?.exitCode === 'number') parts.push(`exit code ${c.exitCode}`);
  if (c?.signal) parts.push(`signal ${clip(c.signal, 20)}`);
  if (c?.expected === true) parts.push('expected');
  return parts.length > 0 ? `transport closed (${parts.join(', ')})` : 'transport closed';
}

export function splitDetail(e: WireEvent): string {
  return `session ended: a new session started (${formatLine(e)})`;
}

export function hostLogDetail(e: WireEvent): string {
  const text = e.text ?? '';
  return e.kind === 'unparsed' ? `non-JSON on stdout: ${quoted(text)}` : `host log: ${clip(text)}`;
}

export function retryDetail(id: JsonRpcId, otherSession: string | null): string {
  return otherSession === null
    ? `same call sent again as id ${showId(id)}`
    : `same call sent again as id ${showId(id)} in session ${otherSession}`;
}

/** MRTR: the first request's entry naming the request that continues it (timeline/mrtr.ts). */
export function continuedAsDetail(id: JsonRpcId | null): string {
  return `continued as id ${id === null ? '?' : showId(id)} with inputResponses`;
}

/** MRTR: the continuation's entry naming the request it continues and the line of that request's interim answer. */
export function continuesDetail(id: JsonRpcId | null, answerLine: number): string {
  return `continues id ${id === null ? '?' : showId(id)} (its input_required answer, line ${answerLine})`;
}

export function resumeDetail(streamId: string, lastEventId: string): string {
  return `resumed by stream ${clip(streamId, 60)} (Last-Event-ID ${clip(lastEventId, 80)})`;
}

function formatLine(e: WireEvent): string {
  return `line ${e.source.line}`;
}
