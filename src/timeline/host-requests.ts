/**
 * Requests from a host's words (issue: most logs people attach carry no JSON-RPC bodies). A
 * host-log event whose `said` a catalogue row filled (ingest/hosts) is joined to the request it
 * speaks of, or starts one (`basis: host-log`):
 * - by id when the words name one (then a wire response or cancel with that id joins it too);
 * - else the newest open request of the session with the same method and target (a wire one
 *   first: the words then add to a request the wire already shows, `basis: mixed`);
 * - connection-level words (the process exited, the connection closed) reach every open request
 *   of the session, as a transport close does.
 * A line that ends a request (completed, failed, timed out, cancelled, closed) takes it out of
 * the open set; what it adds up to is diagnose's business (classify/host-words.ts).
 */
import type { HostSaid, WireEvent } from '../events.js';
import type { ConnectionFailureKind } from '../protocol/connection-failure.js';
import { BROKEN_STREAM_RE, CLIENT_NOT_CONNECTED_GUARD_RE, matchReason, TASK_GROUP_SUMMARY_RE } from '../protocol/reasons.js';
import { isRelayDeadlineStatus } from '../protocol/errors.js';
import { catchesConnectErrors, phraseHost } from '../protocol/hosts.js';
import { isDiscoverProbe } from '../protocol/methods.js';
import { ID0_GUESS_NOTE, numberedKey, startHostRequest, withdraw, type Correlation } from './correlate.js';
import { clip } from './details.js';
import { isObject } from './json.js';
import { dirKey } from './keys.js';
import { addCappedEntry, keepCappedIn, newestById, openElseNewestById, S_ANSWERED, S_EMITTED, S_HOST_ENDED, S_WORDS, unlinkOpen, type Req, type Sess } from './state.js';

/** Host sentences kept per request (a host that logs "still running" every second). */
export const SAID_PER_REQUEST = 50;

/** Kinds that end the request they speak of. */
const ENDS: ReadonlySet<HostSaid['kind']> = new Set(['completed', 'failed', 'timer-fired', 'cancelled', 'session-not-found']);
/**
 * Whether the words end the request they speak of: an ending kind, or an HTTP refusal (a 4xx/5xx status
 * answers the POST that carried it, as classify/host-words.ts reads it; the next refused POST in an
 * access log is another request: tadata-org/fastapi_mcp#56).
 */
function ends(said: HostSaid): boolean {
  return ENDS.has(said.kind) || (said.kind === 'http-status' && (said.status ?? 0) >= 400);
}

/**
 * Words that end the request they speak of, for a quotation of them (quotedAgain): an ending kind, or a close's words
 * that reject the request pending on it (HostSaid.pending: "External MCP tools/call failed: Transport closed" in a
 * fence, then quoted in the template's Actual section: MayDay-wpf/snow-app#51).
 */
function endsQuoted(said: HostSaid): boolean {
  return ends(said) || (said.kind === 'connection-closed' && said.pending === true);
}

/** Kinds that speak of a request and may start one when none is open. */
const STARTS: ReadonlySet<HostSaid['kind']> = new Set(['request-sent', 'waiting', 'timer-fired', 'failed', 'completed', 'cancelled', 'http-status', 'session-not-found']);

/**
 * What the host's words remember across the sessions of one input, by capture file or by capture session label
 * (closeKey): words that follow a close may land after the close ended the timeline session. One per builder,
 * with the correlation state the requests they start are counted in (no callbacks into the builder).
 */
export interface HostWords {
  readonly cx: Correlation;
  /**
   * By label: the last connection-level close (no request named) that found no open request to end. A host that
   * logs the close and, in the same instant, fails a request it had not logged sending (VS Code rejects its pending
   * logging/setLevel with "Canceled" when the connection goes to Error: MicrosoftDocs/mcp#118; "Server exited
   * before responding to `initialize`" right after "Error sending message …": microsoft/vscode#252388) speaks of
   * one incident: the close belongs to that request's story.
   */
  readonly lastClose: Map<string, WireEvent>;
  /** By label: the host's last words that said something (to tell what came right before). */
  readonly lastSaid: Map<string, WireEvent>;
  /**
   * By file: the newest request the host's words gave up on (its timer fired, or it cancelled) — the one an
   * answer for an id the requester no longer tracks belongs to.
   */
  readonly gaveUp: Map<string, Req>;
  /**
   * By file: the last host line with words, and the request it ended (if it ended one). A server logs a refusal
   * in its own words and then its HTTP server logs the exchange (the Python SDK's "Could not find session for ID:
   * …", then uvicorn's `"POST /messages/?session_id=… HTTP/1.1" 404`: PrefectHQ/fastmcp#831): the status line
   * right after is the same exchange, not another request.
   */
  readonly lastWords: Map<string, LastWords>;
  /** By label: the host's words that it started the connection, until the connection carries something. */
  readonly connecting: Map<string, WireEvent>;
  /**
   * By label: the connects in `connecting` that are an HTTP client's (no process started): their close says nothing of
   * a handshake in flight (see `connecting` in onWords), only the end of the capture with no word of their outcome does.
   */
  readonly httpConnects: Set<string>;
  /**
   * By label: earlier process starts still waiting when the words started another on the same label (Cursor 2.0's
   * CreateClient and ReloadClient each "Starting new stdio process" in one millisecond: microsoft/mcp#1045). One
   * "connected" answers one start; a start the words never answer, close, or fail is a handshake still waiting where
   * the capture stops — told only once the label's words have shown one of them answered in so many words
   * (`overlapAnswered`), so a build that never words its connects, or words only the calls, leaves none.
   */
  readonly overlapping: Map<string, WireEvent[]>;
  /** By label: a "connected" answered one of the label's overlapping starts. */
  readonly overlapAnswered: Set<string>;
  /** By label: the initialize a failed send or a lost handshake stood for, until words name it. */
  readonly sentInitialize: Map<string, { req: Req; close: WireEvent }>;
  /** By label: the host's words have spoken of a request on it. */
  readonly spoke: Set<string>;
  /** By label: the connection's transport is HTTP with SSE, its session given before any message (HostSaid.sseSession). */
  readonly sseSession: Set<string>;
  /**
   * By label: a legacy SSE stream opened, with the count of requests its session had seen then. While no request has
   * been seen since and no words have spoken on it, its first failed send is its initialize (freshSse).
   */
  readonly sseFresh: Map<string, number>;
  /**
   * By file: a transport strategy's refused probe (HostSaid.probe), until the words tell of the connect's handshake. By
   * file, not label: the fallback reconnects, and a reader may label its connection anew (mcp-remote's "Connecting to
   * remote server" again after "falling-back-to-alternate-transport").
   */
  readonly probes: Map<string, WireEvent>;
  /**
   * The request the words just read ended cleanly (endedClean), for the builder to hold as it holds a cleanly answered
   * wire request (builder.ts holdClean); null otherwise. Valid until the next words are read.
   */
  clean: Req | null;
  /**
   * The words onHostSaid is reading now: keepSaid records in keptBy only the requests that take this event, the one
   * endedBy asks about (a limit kept again by every request must not grow a list). Per builder, not per module, so a
   * finished run holds no event and two runs never see each other's.
   */
  reading: WireEvent | null;
}

export function newHostWords(cx: Correlation): HostWords {
  return { cx, lastClose: new Map(), lastSaid: new Map(), gaveUp: new Map(), lastWords: new Map(), connecting: new Map(), httpConnects: new Set(), overlapping: new Map(), overlapAnswered: new Set(), sentInitialize: new Map(), spoke: new Set(), sseSession: new Set(), sseFresh: new Map(), probes: new Map(), clean: null, reading: null };
}

/**
 * A new process start on `key` while an earlier spawned one still waits, on a label whose words have neither started an
 * HTTP connect nor spoken of a request: the earlier start joins the label's overlapping ones (HostWords.overlapping).
 */
function overtaken(w: HostWords, key: string): void {
  const prior = w.connecting.get(key);
  if (prior === undefined || prior.said?.spawned !== true || w.httpConnects.has(key) || w.spoke.has(key)) return;
  const list = w.overlapping.get(key);
  if (list === undefined) w.overlapping.set(key, [prior]);
  else list.push(prior);
}

/**
 * "Connected" with starts overlapping on `key`: it answers the oldest still waiting (the first started is the first to
 * finish its handshake); the newest start then waits with the others.
 */
function overlapConnected(w: HostWords, key: string): void {
  const waiting = w.overlapping.get(key);
  if (waiting === undefined || waiting.length === 0) return;
  waiting.shift();
  w.overlapAnswered.add(key);
  const newest = w.connecting.get(key);
  if (newest !== undefined && newest.said?.spawned === true) waiting.push(newest);
}

/**
 * By the capture's own session label: the close may have ended the timeline session the next line opens anew. The last
 * key is kept and handed out again for the same file and label: one line's words ask for it up to a dozen times, and a
 * new joined string each time was a new string to hash for every map it was looked up in (docs/performance.md,
 * twenty-eighth round).
 */
function closeKey(e: WireEvent): string {
  const file = e.source.file;
  const session = e.session;
  if (file === lastKeyFile && session === lastKeySession) return lastKey;
  lastKeyFile = file;
  lastKeySession = session;
  return (lastKey = `${file}\u0000${session ?? ''}`);
}
let lastKeyFile: string | null = null;
let lastKeySession: string | null | undefined = undefined;
let lastKey = '';

/**
 * A message on the wire of `sess` (builder.ts): the last one is what the host's next words may follow (answered).
 * Kept on the session (Sess.lastWire), not in a WeakMap beside it: a WeakMap set for every message was 0.3–0.7 % of a
 * 200 MiB run, and its entries are ephemerons the collector must trace apart (docs/performance.md, seventeenth round).
 */
export function onWireSeen(sess: Sess, e: WireEvent): void {
  sess.lastWire = e;
}

/** The longest a handshake's own timer is known to run (protocol/timeouts.ts: 300 s) when the words state none. */
const HANDSHAKE_WAIT_MS = 300_000;

/**
 * The client's `notifications/initialized` that the host's words about a failed or timed-out initialize follow: the
 * client sends it only once the initialize result arrived (spec, lifecycle §Initialization), so the server answered.
 * Only when it is the last thing on the connection before these words (nothing on the wire since, no words of the
 * host's between: a later lifetime starts with words or messages of its own), in the same file, and no longer before
 * them than the limit the words state (else the longest known handshake limit): a notification of an earlier lifetime
 * is followed by its traffic, or lies further back (quarkiverse/quarkus-langchain4j#1632: the Quarkus transport waited
 * for an answer to that notification and the client's initialization timer fired 30 s later).
 */
function answeredBefore(sess: Sess, e: WireEvent, said: HostSaid, before: WireEvent | null): WireEvent | null {
  const n = sess.lastWire;
  if (n === null || n.from === 'server' || n.source.file !== e.source.file || n.source.line >= e.source.line) return null;
  const m = n.message as { method?: unknown; id?: unknown } | undefined;
  if (m?.method !== 'notifications/initialized' || m.id !== undefined) return null;
  if (before !== null && before.source.file === n.source.file && before.source.line > n.source.line) return null;
  if (n.at === null || e.at === null) return null;
  const gap = e.at - n.at;
  const wait = said.limitMs ?? said.elapsedMs ?? HANDSHAKE_WAIT_MS;
  return gap >= 0 && gap <= wait + Math.min(1500, Math.max(100, wait * 0.02)) ? n : null;
}

/** Per session: the last limit the host stated ("Starting connection with timeout of 30000ms"). */
const limits = new WeakMap<Sess, WireEvent>();

/**
 * Per session: the requests the last connection-level close ended. A host often reports the
 * close first and then fails each call it had in flight with the close as the error (Cursor:
 * "Client closed for command", then "Error calling tool 'x': MCP error -32000: Connection
 * closed", designcomputer/mysql_mcp_server#49): that failure line is the same call, not a new one.
 */
const closedByConnection = new WeakMap<Sess, Req[]>();

/**
 * The requests whose `said` took each words event (keepSaid). endedBy looks among them instead of walking every live
 * request of the session for each line: a long host log keeps thousands of requests live (each failure the host
 * reports is one), and the walk made reading it quadratic.
 */
const keptBy = new WeakMap<WireEvent, Req[]>();

/**
 * `e` joins the host's words about `req` (its `said`, capped), and keptBy remembers that it did — only for the words
 * being read now (onHostSaid), the one event endedBy asks about. An earlier line kept again (the connection's stated
 * limit, which joins every request of the session) is not recorded: its list would grow with the session, and walking
 * it for each request made the reading quadratic again.
 */
function keepSaid(w: HostWords, req: Req, e: WireEvent): void {
  keepCappedIn(req.t, 'said', e, SAID_PER_REQUEST);
  // The transport the words' own frames or sentence prove is this request's (HostSaid.transport), kept past the cap.
  const own = e.said?.transport;
  if (own !== undefined && req.t.ownTransport === undefined) req.t.ownTransport = own;
  if (e !== w.reading) return;
  const by = keptBy.get(e);
  if (by === undefined) keptBy.set(e, [req]);
  else if (!by.includes(req)) by.push(req);
}

/**
 * The request `e` (a timer or cancel line) ended in `sess`: the newest live one whose words hold `e` (a capped list may
 * have let it go again). Live requests are in start order, which `seq` follows within a session.
 */
function endedBy(sess: Sess, e: WireEvent): Req | null {
  const by = keptBy.get(e);
  if (by === undefined) return null;
  let best: Req | null = null;
  for (const r of by) if (r.sess === sess && r.liveAt >= 0 && (best === null || r.seq > best.seq) && r.said.includes(e)) best = r;
  return best;
}

/**
 * An answer that came after the requester stopped waiting (HostSaid.late): the request the host
 * last gave up on, in this session, else (a line that names no server) in this capture. It adds to
 * that request's story and starts nothing (anthropics/claude-code#62121).
 */
function onLate(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid): boolean {
  let req: Req | null = null;
  // The words carry the answer's id (the answer printed after them): that request, whatever ended it.
  if (said.id !== undefined) req = newestById(sess, dirKey('client', said.id)) ?? null;
  if (req === null) {
    const live = sess.live;
    for (const h of live.handlesBack()) {
      if ((live.stateAt(h) & (S_HOST_ENDED | S_ANSWERED)) !== S_HOST_ENDED) continue;
      const r = live.reqAt(h);
      if (r.said.some((x) => gaveUpOn(x.said))) {
        req = r;
        break;
      }
    }
  }
  if (req === null && e.session === null) req = w.gaveUp.get(e.source.file) ?? null;
  // Words that name the id of an answer the requester could not place, with no answer of theirs to read
  // (WireEvent.quoted) and no request to join: a call made before the excerpt, known only from these words (a Go
  // client's "lack response chan: requestID=2" after the answer it printed as a Go struct: ThinkInAIXYZ/go-mcp#117).
  // Without an id the words name nothing, and start nothing.
  if (req === null && said.id !== undefined && said.undelivered === true && !sess.keys.has(String(said.id))) {
    // The server side's words that it had the answer for an id whose requester's stream was already gone (a TypeScript
    // SDK server transport's "No connection established for request ID: 0", supergateway crashing on it:
    // supercorp-ai/supergateway#84, #143): the request the log shows nothing else of. Started before the capture as
    // correlate.ts beforeCapture does (the client's id 0 is its initialize unless the words name its method), ended by
    // these words.
    req = startHostRequest(w.cx, sess, { ...e, at: null }, said.method ?? (said.id === 0 ? 'initialize' : 'unknown'), said.target ?? null, said.id);
    note(w, req, e, true);
    return true;
  }
  // The server side's words that a message it had for the session could not be written, the client's end of the
  // stream broken, naming no request (the Java SDK's WebMvc SSE transport: "Failed to send message to session <id>:
  // Response not usable after response errors.", spring-projects/spring-ai#3035): each line is an answer that never
  // arrived, to a request the log shows nothing else of. Only words whose error says the stream broke.
  if (req === null && said.id === undefined && said.undelivered === true && said.error !== undefined && BROKEN_STREAM_RE.test(said.error)) {
    req = startHostRequest(w.cx, sess, { ...e, at: null }, said.method ?? 'unknown', null, null);
    note(w, req, e, true);
    return true;
  }
  if (req === null && said.id !== undefined && e.quoted === undefined) req = startHostRequest(w.cx, sess, { ...e, at: null }, said.method ?? 'unknown', said.target ?? null, said.id);
  if (req !== null) note(w, req, e, false);
  return req !== null;
}

/**
 * How long after a server's words refusing a request its access log may write that exchange's status line: the
 * access log is written when the response is done, a few milliseconds after the handler's own line (Quarkus:
 * "Mcp session not found: …" at ,394, then its `io.quarkus.http.access-log` line `"POST /mcp HTTP/1.1" 404` at ,400:
 * quarkiverse/quarkus-langchain4j#2002).
 */
const ACCESS_LINE_AFTER_MS = 1000;
/** …and how far below it: the next line or two (another thread's line may fall between). */
const ACCESS_LINE_BELOW_LINES = 2;

/** A file's last line with words and the request those words ended, if they ended one (HostWords.lastWords). */
interface LastWords {
  /** The line with words. */
  readonly e: WireEvent;
  /** The request its words ended, or null. */
  readonly ended: Req | null;
}

/** A file's last line with words when those words ended a request: the stored entry, `ended` known. */
type EndedAbove = LastWords & { readonly ended: Req };

/** The stored entry's words ended a request. */
function hasEnded(last: LastWords): last is EndedAbove {
  return last.ended !== null;
}

/**
 * The opening every join of `e` to the words just above it shares: the file's last line with words, when those words
 * ended a request (none ended, nothing to join), when `e` sits at most `near.lines` lines below it (any distance
 * without), and when, both clocked, their clocks are at most `near.ms` apart (either way; any time without).
 */
function endedAbove(w: HostWords, e: WireEvent, near: { lines?: number; ms?: number } = {}): EndedAbove | null {
  const last = w.lastWords.get(e.source.file);
  if (last === undefined || !hasEnded(last)) return null;
  if (near.lines !== undefined) {
    const below = e.source.line - last.e.source.line;
    if (below <= 0 || below > near.lines) return null;
  }
  if (near.ms !== undefined && last.e.at !== null && e.at !== null && Math.abs(e.at - last.e.at) > near.ms) return null;
  return last;
}

/** The request the last line with words ended, when `e` is its HTTP status line (HostWords.lastWords). */
function sameExchange(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (said.kind !== 'http-status' || said.method !== undefined || said.id !== undefined) return null;
  // Any distance: the same instant joins wherever it sits; another instant only on the lines just below (below).
  const last = endedAbove(w, e);
  if (last === null) return null;
  if (last.e.at !== e.at) {
    // Not the same instant: the access line written right after the refusal, a refusal status (the handler's words
    // refused the request; a 2xx line is another exchange), on the lines just below.
    if ((said.status ?? 0) < 400) return null;
    const below = e.source.line - last.e.source.line;
    if (below <= 0 || below > ACCESS_LINE_BELOW_LINES) return null;
    // One of the two lines carries no clock: uvicorn's access line never prints one, while the app's logging record
    // beside it may (`2025-05-06 20:14:51,866 - mcp.server.sse - WARNING - Could not find session for ID: …`, then
    // `INFO:     … "POST /messages/?session_id=… HTTP/1.1" 404 Not Found`: majidmanzarpour/vibe-blocks-mcp#3). The
    // line just below, a refusal status, is then the pair on its place alone, as two clockless lines are. Only an access
    // log's line: another clockless status (an error page's title under a client's clocked words) is its own story.
    if (last.e.at !== null && e.at !== null) {
      const gap = e.at - last.e.at;
      if (gap < 0 || gap > ACCESS_LINE_AFTER_MS) return null;
    } else if (said.side !== 'server') return null;
  }
  if (last.ended.said.some((x) => x.said?.kind === 'http-status')) return null;
  return last.ended;
}

/**
 * How far apart a server's access line and a client's words about the same refused POST may sit in a paste: five
 * lines of it (a sentence, a fence, the popup's head between them: pi-for-excel#711 has them three apart), twice that
 * for the blank line a reporter's paste may put after every line (test/wild/edits.ts, double-spaced). The other
 * conditions (one line of each side, the same status, no clock or clocks within a second, one side each) keep two
 * POSTs apart, not the distance.
 */
const SIDES_APART_LINES = 10;

/**
 * The request the last line with words ended, when `e` and that line are the two sides of one refused POST: a server's
 * access line (`"POST /mcp HTTP/1.1" 406 Not Acceptable`, uvicorn's, which prints no clock; HostSaid.side) and a client's
 * own words with the same status (`<server>: MCP request failed(406):`), in either order, a few lines apart with the
 * reporter's prose or a fence between (an Excel add-in's popup under the LiteLLM proxy's access line, quoted in the
 * sentence above it: tmustier/pi-for-excel#711). Each side writes one line a POST; two lines of one writer are two POSTs,
 * and so are two sides whose statuses differ, whose clocks are more than a moment apart, or that name different methods.
 * A method one side names (a request log's arrow note, a client's words naming what failed) is the POST's whichever line
 * comes first, and the request takes it; words naming an id are their own request's (found by the id).
 */
function sidesOfOnePost(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid): Req | null {
  if (!refusedPostSide(said)) return null;
  const last = endedAbove(w, e, { lines: SIDES_APART_LINES, ms: ACCESS_LINE_AFTER_MS });
  const before = last?.e.said;
  if (last === null || before === undefined || !refusedPostSide(before) || before.status !== said.status) return null;
  if ((before.side === 'server') === (said.side === 'server')) return null;
  const req = last.ended;
  // The request holds only the one side so far: a second line of either side is another POST's.
  if (req.said.filter((x) => x.said?.kind === 'http-status').length !== 1) return null;
  if (said.method !== undefined) {
    if (req.method === 'unknown') {
      // The first side named no method: this one names the POST's, and the key it was given (`<session>:unknown#1`) with it.
      renamed(sess, req, said.method);
    } else if (req.method !== said.method) return null;
  }
  return req;
}

/**
 * `req` is now known to be `method`'s: its method, and the key it was given under its old one (`<session>:unknown#1`,
 * `<session>:tools/list#1`) numbered again under the new one, as a request first seen with that method is keyed.
 */
function renamed(sess: Sess, req: Req, method: string): void {
  req.t.method = method;
  req.t.key = numberedKey(sess, `${method}#`);
}

/** A line that may be one side of a refused POST: a refusal status, no id (words naming an id are that request's). */
function refusedPostSide(x: HostSaid): boolean {
  return x.kind === 'http-status' && x.status !== undefined && x.status >= 400 && x.id === undefined;
}

/** How far below its status line an error page's title may sit: curl's headers and the page's head between them. */
const PAGE_BELOW_STATUS_LINES = 40;

/**
 * The request the last status line refused, when `e` is the title of the error page under it with the same status
 * (ingest/hosts/http-exchange.ts `html/error-page-title`): `curl -i` / `-v` prints the status line, the headers, then
 * the page (nginx's `<head><title>504 Gateway Time-out</title></head>` under `< HTTP/2 504`), one refusal, not two.
 */
function pageOfRefusal(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (said.kind !== 'http-status') return null;
  const last = endedAbove(w, e, { lines: PAGE_BELOW_STATUS_LINES });
  const before = last?.e.said;
  if (last === null || before?.kind !== 'http-status' || before.status !== said.status) return null;
  if (said.phrase === 'html/error-page-title') return last.ended;
  // A browser console prints the refused fetch, then the page's own error for it on the next lines (the web client's
  // `Error: Error POSTing to endpoint (HTTP 504): …` under `POST https://host/mcp 504 (Gateway Timeout)`): one refusal.
  if (before.phrase?.startsWith('devtools/') === true) return e.source.line - last.e.source.line <= RESTATED_BELOW_CONSOLE_LINES ? last.ended : null;
  return null;
}

/** How far below a browser console's refused fetch the page's own error for it may sit. */
const RESTATED_BELOW_CONSOLE_LINES = 3;

/** How far below its status line a response's plain-text body may sit: the response's header lines and a blank line. */
const BODY_BELOW_STATUS_LINES = 16;

/**
 * The request the last status line refused, when `e` is that response's plain-text body: words of a failure naming no
 * method, id or target, below the status line as an HTTP exchange is printed (status line, headers, a blank line, the
 * body), no clock on either. The Python SDK's Streamable HTTP transport refuses a POST for a session it does not know
 * with a 400 whose body is "Bad Request: No valid session ID provided" (the author's request and response to a server
 * restarted under a client's session: dremio/dremio-mcp#106): one refusal, its status and its reason, not a second
 * request of no method.
 */
function bodyOfStatus(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (said.kind !== 'failed' || said.method !== undefined || said.id !== undefined || said.target !== undefined) return null;
  const last = endedAbove(w, e, { lines: BODY_BELOW_STATUS_LINES });
  if (last === null || last.e.said?.phrase !== 'curl/status-line' || e.at !== null || last.e.at !== null) return null;
  return last.ended;
}

/**
 * The request the last line with words ended, when `e` is the host's closing account of that connection in the same
 * instant: words that the connection closed before the request they name was answered (connection-scoped, the same
 * method, no id), right after the words that already ended it with the refusal. VS Code ≥ 1.100 fails the handshake
 * with "Connection state: Error 404 status connecting to <url> as SSE: <page>" and in the same millisecond logs
 * "Server exited before responding to `initialize` request." (microsoft/vscode#246685), or a tick later: one initialize, refused, and
 * its connection gone with it, not a second initialize lost. Lines with no words between (the page's own lines) do
 * not part them.
 */
function closedAfterEnd(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (said.kind !== 'connection-closed' || said.scope !== 'connection' || said.method === undefined || said.id !== undefined) return null;
  const last = endedAbove(w, e);
  // VS Code writes the exit line as the handshake's promise rejects, 0–3 ms after the state line in pastes (a 401 'as SSE'
  // refusal through Azure API Management then the exit 1 ms later: Azure-Samples/remote-mcp-apim-appservice-dotnet#2).
  if (last === null || !nearInstant(last.e, e)) return null;
  const before = last.e.said;
  // Another connection's close in the same instant (a router failing three servers' handshakes in one millisecond)
  // names another server, or is itself a close: each is its own request.
  if (before === undefined || before.scope !== 'connection' || before.kind === 'connection-closed' || before.server !== said.server) return null;
  return last.ended.method === said.method ? last.ended : null;
}

/**
 * The request the last line with words ended, when `e` says the same failure again in the same instant and names the
 * server the first line did not: a client logs its transport's failure, then its own account of which server it was
 * starting (GitHub Copilot for JetBrains: "[CopilotMCP] Connection failed: McpError: MCP error -32000: Connection
 * closed", then 1 ms later "[CopilotMCP] Error initializing MCP server <name>: McpError: …" with the same stack:
 * microsoft/copilot-intellij-feedback#229). The name puts the second line in the server's session; the failure is one.
 */
function namedAgain(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (said.server === undefined || said.id !== undefined || !(ends(said) || said.kind === 'connection-closed') || said.error === undefined) return null;
  const last = endedAbove(w, e);
  if (last === null || last.e.session !== null) return null;
  const before = last.e.said;
  if (before === undefined || before.server !== undefined || before.kind !== said.kind || before.method !== said.method) return null;
  if (before.scope !== said.scope || !sameError(before.error, said.error)) return null;
  if (!nearInstant(last.e, e)) return null;
  return last.ended;
}

/**
 * Returns false only for a late answer's words that joined no request given up on (the builder then reads the answer
 * they quote: WireEvent.quoted); true otherwise. `failure`: the connection failure the words tell
 * (protocol/connection-failure.ts), read once by the builder, which keeps such words for the session.
 */
export function onHostSaid(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid, failure: ConnectionFailureKind | null): boolean {
  w.reading = e;
  w.clean = null;
  // Any words but a connect's own tell of the connection's requests: a refused probe no longer stands for its handshake.
  if (said.kind !== 'connecting') w.probes.delete(e.source.file);
  if (said.late === true) return onLate(w, sess, e, said);
  const same = sameExchange(w, e, said) ?? namedAgain(w, e, said) ?? pageOfRefusal(w, e, said) ?? sidesOfOnePost(w, sess, e, said) ?? bodyOfStatus(w, e, said) ?? reasonOfSummary(w, e, said) ?? closedAfterEnd(w, e, said) ?? relayDeadlineOfStatus(w, sess, e, said);
  if (same !== null) {
    note(w, same, e, false);
    w.lastWords.set(e.source.file, { e, ended: null });
    return true;
  }
  onWords(w, sess, e, said, failure);
  const ended = endedBy(sess, e);
  w.lastWords.set(e.source.file, { e, ended: ended !== null && ended.hostEnded ? ended : null });
  if (gaveUpOn(said) && ended !== null) w.gaveUp.set(e.source.file, ended);
  if (ended !== null && said.kind === 'completed' && endedClean(ended, e)) {
    ended.troubled = false;
    w.clean = ended;
  }
  return true;
}

/**
 * Whether `e`, words that a call completed, ended `req` cleanly: a call the host's words started ("Calling MCP tool: x")
 * and these words ended ("Tool 'x' completed successfully in 12ms"), with nothing else said of it — its words are its
 * start, the connection's stated limit (which joins every request of the connection) and this line, and nothing on the
 * wire, no close, no task, no retry. Such a call is what a cleanly answered wire pair is, in words: it is held a while
 * for a later line that speaks of it (note: such a line makes it troubled again, and it is held to the end of its
 * session) and then released, instead of being held, as every request the words start is, to the end of its session
 * (a Claude Code debug log keeps tens of thousands: docs/performance.md, twenty-fifth round). Only calls the words name
 * no id for (a wire answer or cancel finds a request by its id) and no lifecycle or task request (the words about a
 * connect look for its initialize long after; a discover probe's fallback is decided when its session ends).
 */
function endedClean(req: Req, e: WireEvent): boolean {
  if (!req.hostEnded || req.emitted || req.id !== null || req.links.length > 0 || req.taskOf !== null || req.taskId !== null || e.said?.id !== undefined) return false;
  const method = req.method;
  if (method === 'initialize' || method === 'unknown' || isDiscoverProbe(method) || method.startsWith('tasks/')) return false;
  const t = req.t;
  const start = t.request;
  if (start.kind !== 'host-log' || start.said?.kind !== 'request-sent' || t.basis !== 'host-log') return false;
  if (t.responses.length + t.cancels.length + t.progress.length + t.logs.length + t.streams.length + t.retries.length > 0) return false;
  if (t.transportClose !== null || t.openAtEnd || t.retryOf !== null || t.refusedUnnamed !== undefined || (t.task ?? null) !== null) return false;
  const said = t.said;
  if (said[said.length - 1] !== e || !said.includes(start)) return false;
  for (const x of said) if (x !== start && x !== e && x.said?.kind !== 'limit') return false;
  const entries = t.entries;
  return entries.length === 2 && entries[0]!.kind === 'request' && entries[0]!.event === start && entries[1]!.kind === 'host-log' && entries[1]!.event === e;
}

/**
 * Words that say the requester stopped waiting: its timer, its cancel, or a failure whose error is its own cancel or
 * timer text (Claude Code's `Tool 'x' failed after 57s: MCP error -32001: user-cancel`, after which the server's
 * acknowledgement came back as an unknown id: anthropics/claude-code#51073). Not a failure the server or the network
 * caused: an answer after those is no late answer to a request the host gave up on.
 */
function gaveUpOn(said: HostSaid | undefined): boolean {
  if (said === undefined) return false;
  if (said.kind === 'timer-fired' || said.kind === 'cancelled') return true;
  return failedOnOwnStop(said);
}

/** A failure whose error is the requester's own cancel or timer text (REQUESTER_GAVE_UP_RE). */
export function failedOnOwnStop(said: HostSaid): boolean {
  return said.kind === 'failed' && said.error !== undefined && REQUESTER_GAVE_UP_RE.test(said.error);
}

/**
 * The requester's own words for its cancel or its timer inside a failure's error (protocol/reasons.ts rows), and Claude
 * Code's own timers restated in its failure line (`Tool 'x' failed after 1s: MCP server "s" tool "x" timed out after 1s`,
 * `… sent no response or progress for 300s; aborting.`: anthropics/claude-code#62121, #78911).
 */
const REQUESTER_GAVE_UP_RE = /\buser-cancel\b|Request timed out|Maximum total timeout exceeded|\bThis operation was aborted\b|" timed out after \d|sent no response or progress for/;

/**
 * The Python SDK's session end, which says nothing of what was in flight: the requests open under it keep their
 * reading (onWords, case connection-closed).
 */
const SESSION_TERMINATED = 'python-sdk/session-terminated';

/**
 * The host's words `said` (on line `e`, in `sess`): joined to the request they speak of, or starting one. What they
 * decide stays in the session and in `w`: the builder only routes them. A request started here is troubled until its
 * words end it cleanly (endedClean, `w.clean`): the builder then holds it as it holds a clean wire pair, and a start
 * here releases holds as a wire start does.
 */
function onWords(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid, failure: ConnectionFailureKind | null): void {
  if (sentNamingNone(e, said)) {
    const found = joinable(sess, said, said.method!);
    if (found !== null) {
      joinSent(w, sess, e, said, found);
      return;
    }
  }
  const before = w.lastSaid.get(closeKey(e)) ?? null;
  w.lastSaid.set(closeKey(e), e);
  // Words that end or fail a connection on the label leave no overlapping start to tell of: which start they speak of
  // is not in them.
  if ((said.scope === 'connection' || said.kind === 'connection-closed') && said.kind !== 'connecting' && said.kind !== 'connected') {
    w.overlapping.delete(closeKey(e));
  }
  if (refusedUnsent(said)) {
    // The client's own guard refused to write anything (reasons.ts CLIENT_NOT_CONNECTED_GUARD_RE): the connect's
    // initialize had its answer before the state turned, so a close after these words loses no handshake, and the
    // words end no request of their own (google-gemini/gemini-cli#16830).
    w.connecting.delete(closeKey(e));
    return;
  }
  if (notStarted(failure)) {
    // The server's process could not be spawned: nothing ran, so no initialize was written and the
    // connect's close that follows ("Client closed for command") lost no handshake (Cursor's "A system
    // error occurred (spawn npx ENOENT)": eyaltoledano/claude-task-master#422, upstash/context7#19).
    w.connecting.delete(closeKey(e));
    // Node reports a failed spawn asynchronously (the child's 'error' event), so a client may already have
    // written its first messages into the stdin of a process that never ran: Claude Desktop logs its initialize
    // and then "spawn <path> ENOENT" 83 ms later (BeehiveInnovations/pal-mcp-server#149). Nothing received
    // them; they went with the connection.
    const ended = sess.open.reqsWithout(S_HOST_ENDED);
    for (const req of ended) note(w, req, e, true);
    if (ended.length > 0) closedByConnection.set(sess, ended);
    // The same failed start told just before without its reason (GitHub Copilot CLI's notice "Failed to connect to MCP
    // server 'x'. Execute '/mcp show x' …", then the card's " Error:    spawn <cmd> ENOENT": githubnext/agentics#242):
    // the reason says no process ran, so that connect wrote no initialize either, and is no request.
    const told = explained(sess, e, said, said.method ?? 'initialize');
    if (told !== null && !told.emitted) withdraw(sess, told);
    return;
  }
  switch (said.kind) {
    case 'limit':
      limits.set(sess, e);
      return;
    case 'connecting': {
      if (said.probe === true) w.probes.set(e.source.file, e);
      // A legacy SSE stream just opened is a new session, given before any message: nothing has been carried on it yet,
      // whatever an earlier attempt on the label sent (a Streamable HTTP probe refused before the fallback's GET:
      // oraios/serena#487), so the first send refused after it is its initialize (HostWords.sseFresh).
      if (said.sseSession === true) {
        w.sseSession.add(closeKey(e));
        w.sseFresh.set(closeKey(e), sess.byId.size);
      } else w.sseSession.delete(closeKey(e));
      // Only a started process: an HTTP connect's exchanges (auth, the listening stream) are not all
      // in the words, so its close says nothing about a handshake in flight.
      // An HTTP client's words that its connect began, naming the handshake (Cursor's "Connecting to streamableHttp
      // server"): kept apart for the end of the capture alone. A connect the log leaves with no word of its outcome —
      // neither connected, nor failed, nor closed — is an initialize still unanswered where the paste stops
      // (ruaan-deysel/unraid-management-agent#59: ten seconds of "No server info found" after it, nothing else).
      if (said.spawned !== true) {
        if (said.method !== 'initialize') return;
        w.connecting.set(closeKey(e), e);
        w.httpConnects.add(closeKey(e));
        return;
      }
      overtaken(w, closeKey(e));
      w.connecting.set(closeKey(e), e);
      w.httpConnects.delete(closeKey(e));
      return;
    }
    case 'connected':
      overlapConnected(w, closeKey(e));
      w.connecting.delete(closeKey(e));
      // Words that the handshake is done (the initialize answered): a failed send after them was not
      // the initialize (the Inspector proxy's "Received POST message for sessionId": Azure/MCP#39).
      if (said.method === 'initialize') markSpoke(w, e);
      return;
    case 'connection-closed':
      if (said.method === undefined && said.target === undefined && said.id === undefined) {
        // The client's hang-up that ends the traceback under the server's error record for a request (disconnectUnder).
        const under = disconnectUnder(sess, e, said);
        if (under !== null) {
          note(w, under, e, false);
          const last = lastEnded.get(sess);
          if (last !== undefined) lastEnded.set(sess, { ...last, e });
          return;
        }
        // The Python SDK transport's "Terminating session: <id>" ends the server's session, but says nothing of what
        // was in flight: the session manager logs it on a client's clean DELETE as on an idle timeout, and its INFO log
        // never records a request's end ("Processing request of type …" has no closing line), so a healthy session's
        // answered calls would read as lost. The requests open under it keep their reading (pending where the log
        // stops); only a crash (python-sdk/session-crashed) or the manager's stop ends them.
        if (said.phrase === SESSION_TERMINATED) return;
        const ended = sess.open.reqsWithout(S_HOST_ENDED);
        // A failed send on a connection that has carried nothing yet: the message was the initialize
        // (microsoft/vscode#319688: "Error sending message to <url>: fetch failed" 9 ms after Running).
        // So is a pending request's rejection by the close there (events.ts HostSaid.pending: the TS SDK's
        // -32000 under a child's exit, ee0pdt/Godot-MCP#24): the first request a client waits on is its initialize.
        // Not when the process that printed the rejection is a host known to catch its own connect's errors (protocol/hosts.ts
        // catchesConnectErrors): its uncaught one is a later request's (anthropics/claude-code#1995).
        if (ended.length === 0 && (said.sending === true || (said.pending === true && !catchesConnectErrors(said.writer ?? phraseHost(said.phrase)))) && !carried(w, sess, e) && !outOfStory(e)) {
          const req = startHostRequest(w.cx, sess, { ...e, at: null }, 'initialize', null, null);
          note(w, req, e, true);
          closedByConnection.set(sess, [req]);
          // The host's next words about that initialize may land after the close split the session.
          rememberInitialize(w, req, e);
          return;
        }
        // A pending request's rejection printed by a host that catches its connect's errors, with nothing open in the
        // excerpt: a request after the connect, not named, lost with the connection (Claude Code's uncaught McpError as
        // the IDE's connection closed: anthropics/claude-code#1995, #3634). Its process died on it: no words follow.
        if (ended.length === 0 && said.pending === true && catchesConnectErrors(said.writer ?? phraseHost(said.phrase)) && !outOfStory(e)) {
          const req = startHostRequest(w.cx, sess, { ...e, at: null }, 'unknown', null, null);
          note(w, req, e, true);
          closedByConnection.set(sess, [req]);
          return;
        }
        // The host started the connection and it closed before carrying anything: the initialize a
        // client sends first went with it (Cursor "Starting new stdio process" then "Client closed for
        // command" 975 ms later: AgentDeskAI/browser-tools-mcp#123).
        if (ended.length === 0) {
          const req = handshakeLost(w, sess, e);
          // handshakeLost has remembered it for the host's next words.
          if (req !== null) {
            note(w, req, e, true);
            closedByConnection.set(sess, [req]);
            return;
          }
        }
        // A close said right after the words that ended a connect with only a task group's summary, with no clock
        // of its own or in their instant: the summary's reason (mcp-agent's "Failed to initialize with error:
        // 'unhandled errors in a TaskGroup (1 sub-exception)'", then its session's "send_request failed: Connection
        // closed": HKUDS/DeepCode#47). The SDK's line names no server; the summary's request is the connect's.
        if (ended.length === 0) {
          const summary = summaryEnded(w, e);
          if (summary !== null) {
            note(w, summary, e, false);
            return;
          }
        }
        // Only a close that found no request to end waits for the one the host names next. The same close
        // said again by a second log handler a moment later (mcp-agent's own line and the stdlib logger's copy,
        // 402 ms apart: HKUDS/DeepCode#105) is the first one restated: the first keeps its instant.
        const prior = w.lastClose.get(closeKey(e));
        if (ended.length === 0) {
          if (!(prior !== undefined && restatedClose(prior, e))) w.lastClose.set(closeKey(e), e);
        } else w.lastClose.delete(closeKey(e));
        for (const req of ended) note(w, req, e, true);
        if (ended.length > 0) closedByConnection.set(sess, ended);
        return;
      }
      break;
    default:
      break;
  }
  // Words about a failed send that name no message, on a connection that has carried nothing and has
  // nothing open: the message was the initialize, the first a client sends (obot-platform/obot#3419).
  // Not the TypeScript SDK's own sentence with no words of the host's before it: any host prints that error
  // for whichever message the send carried, at any point of a session, and a paste of that one line shows no
  // connection's start (Claude Code's tool calls refused 'Error POSTing to endpoint: Gateway Timeout'
  // mid-session: anthropics/claude-code#44415). The request is one the excerpt does not show. So is the Java SDK client
  // transports' "Sending message failed with a non-OK HTTP code: <status>", whichever host throws it on
  // (symgraph/GhidrAssistMCP#50's call, refused 404 mid-session).
  // A session refusal is no initialize's on Streamable HTTP (its session comes with the initialize's answer), but on
  // HTTP with SSE the session is the stream's, given before any message: there the first message refused is the
  // initialize (AdirAmsalem/mcp-it#6, HostSaid.sseSession).
  const sdkLineAlone = said.opens === true && before === null && (said.phrase?.startsWith('typescript-sdk/') === true || said.phrase === 'java-sdk/send-non-ok-status');
  const method =
    said.method ??
    (said.scope === 'connection' || (said.sending === true && !sdkLineAlone && sess.open.size === 0 && (!carried(w, sess, e) || connectGaveUp(before) || freshSse(w, sess, e)) && (!sessionRefused(said) || w.sseSession.has(closeKey(e))) && !outOfStory(e)) ? 'initialize' : null);
  markSpoke(w, e);
  if (method !== null && method !== 'initialize') handshakeAnswered(w, sess, e, said);
  const cancelled = cancelRestated(sess, e, said, method);
  if (cancelled !== null) {
    note(w, cancelled, e, false);
    return;
  }
  const stacked = deeperFrame(sess, e, said, method, before);
  if (stacked !== null) {
    note(w, stacked, e, false);
    return;
  }
  const named = cancelNamed(w, e, said, method);
  if (named !== null) {
    named.t.method = method!;
    if (said.target !== undefined && named.target === null) named.t.target = said.target;
    note(w, named, e, false);
    return;
  }
  // The request a session refusal naming no message was, named by the host's next words about it: the TypeScript
  // SDK's "Error POSTing to endpoint: Not Found: Session not found", then the host's "tools/list failed (MCP error
  // -32000: Connection closed)" once it closed the expired session and rejected what was pending (Claude Code behind
  // a multi-replica deployment: beyondessential/canopy#275). One request: the refusal was its POST's answer.
  const refused = method !== null ? (refusalNamed(sess, e, said, method) ?? wireRefusalNamed(sess, e, said, before)) : null;
  if (refused !== null) {
    refused.t.method = method!;
    if (said.target !== undefined && refused.target === null) refused.t.target = said.target;
    note(w, refused, e, false);
    // The refusal's words said again with the same error: a third account of it in the same instant (Claude Code's
    // error logger at `[ERROR]`: anthropics/claude-code#21721) restates this line (restated()). Other words end it.
    const last = lastEnded.get(sess);
    if (last !== undefined && said.error !== undefined && sameError(last.said.error, said.error)) lastEnded.set(sess, { ...last, e });
    else lastEnded.delete(sess);
    return;
  }
  // An HTTP refusal naming no message, right under the request whose body the paste just showed: that request's
  // refusal (curl's `-d '{…"method":"tools/list"…}'` then `HTTP 400` and the error body: robhunter/agentdeals#1054),
  // not a second request of unknown method.
  // The same for a log's line that the POST was answered (request-log/post-answered-json).
  // And for a send that failed naming no message, right under the message the client logged as it wrote it (a
  // bridge's "[MCP Client] Sending message: {…initialize…}" then "Failed to send message: write EPIPE" when the
  // process never spawned: patruff/ollama-mcp-bridge#12): that message's failed write, not a second request.
  const failedSend = said.kind === 'failed' && said.target === undefined && method === null && said.id === undefined;
  const refusedSend = (said.kind === 'http-status' || said.kind === 'completed') && method === null && said.id === undefined ? shownJustBefore(sess, e) : failedSend ? writeFailedOf(sess, e) : null;
  if (refusedSend !== null) {
    note(w, refusedSend, e, true);
    remember(sess, refusedSend, e, said, method);
    return;
  }
  const found = joinable(sess, said, method);
  if (found !== null) {
    namedById(found, said);
    note(w, found, e, ends(said) || said.kind === 'connection-closed');
    remember(sess, found, e, said, method);
    return;
  }
  // The same failure said again in the same instant: a second line about the request the first ended,
  // not a second request (Claude Code's `[DEBUG] … Connection failed after 270ms: <error>` then
  // `[ERROR] … Connection failed: <error>`: anthropics/claude-code#30147; Cursor printing its
  // connect error twice: benborla/mcp-server-mysql#111, smart-mcp-proxy/mcpproxy-go#38).
  const reason = explained(sess, e, said, method);
  if (reason !== null) {
    note(w, reason, e, false);
    remember(sess, reason, e, said, method);
    return;
  }
  // Another member line of a receiver's refusal of one cancel (refusedCancelAgain): the same cancel, its id from
  // whichever line names it.
  const member = refusedCancelAgain(sess, e, said, method);
  if (member !== null) {
    note(w, member, e, false);
    const last = lastEnded.get(sess);
    if (last !== undefined) lastEnded.set(sess, { ...last, e });
    return;
  }
  const quoted = quotedAgain(sess, e, said, method);
  if (quoted !== null) {
    note(w, quoted, e, false);
    lastQuoted.set(sess, { req: quoted, e, said, method });
    return;
  }
  const again = restated(sess, e, said, method);
  if (again !== null) {
    note(w, again, e, false);
    // A third line restating it is adjacent to this one, not to the first (Claude Code's
    // `Connection failed:`, `Error message:`, `Error stack:` records: modelcontextprotocol/servers#2338).
    const last = lastEnded.get(sess);
    if (last !== undefined) lastEnded.set(sess, { ...last, e });
    return;
  }
  // A logger prints the exception's message first and its traceback after: a frame inside the client
  // session's method that follows the line which ended a call of that method is that call's traceback,
  // not a second call ("MCP tool 'x' failed: McpError: Session terminated", then `… session.py", line 383,
  // in call_tool` in the same second: HKUDS/nanobot#4168).
  const traced = tracedBack(sess, e, said, method) ?? frameUnderClose(sess, e, said, method, before);
  if (traced !== null) {
    note(w, traced, e, false);
    return;
  }
  // A timer that fires for a request the connection's close already ended is that request's (a client
  // that does not notice the close waits out its timer: hkr04/cpp-mcp#35), not a second call.
  // … and so is a server's frame naming the request its crash ended (SERVER_FRAME_ROW_RE): the printout under the close.
  const closed =
    said.kind === 'failed' || said.kind === 'connection-closed' || said.kind === 'timer-fired'
      ? endedByClose(sess, said, method) ?? sentBefore(w, e, method)
      : said.kind === 'request-sent' && SERVER_FRAME_ROW_RE.test(said.phrase)
        ? endedByClose(sess, said, method)
        : null;
  if (closed !== null) {
    note(w, closed, e, false);
    remember(sess, closed, e, said, method);
    return;
  }
  if (!STARTS.has(said.kind) && said.kind !== 'connection-closed') return;
  // A server's handler frame names the request its crash ended (the joins above and below); one with no crash header
  // right above it is a stack logged for another reason (a recovery middleware printing the stack of a panic it turned
  // into an error answer), and starts no call of its own.
  if (said.kind === 'request-sent' && SERVER_FRAME_ROW_RE.test(said.phrase)) {
    const crashClose = w.lastClose.get(closeKey(e));
    if (crashClose === undefined || before !== crashClose || !(e.at === null || crashFrameOf(crashClose, e, said))) return;
  }
  // … and it was handling that request since before the crash: when it started, the frame does not say.
  const start = said.kind === 'request-sent' && SERVER_FRAME_ROW_RE.test(said.phrase) ? { ...e, at: null } : startEvent(e, said);
  const req = startHostRequest(w.cx, sess, start, method ?? 'unknown', said.target ?? null, said.id ?? null);
  // The handshake the words give up on was answered: the client's notifications/initialized came right before.
  const answered = method === 'initialize' && (said.kind === 'timer-fired' || said.kind === 'failed') ? answeredBefore(sess, e, said, before) : null;
  if (answered !== null) note(w, req, answered, false);
  // The limit the host stated for this connection is part of this request's story (record: timeouts).
  const limit = limits.get(sess);
  if (limit !== undefined) keepSaid(w, req, limit);
  // The SDK's bare close names no server (the unnamed session) while the client's words about the same connect
  // name it: said in the same instant, they are one connection's (mcp-agent's "send_request failed: Connection
  // closed" then "MCP Server: 'x': Failed to initialize with error: …": HKUDS/DeepCode#105).
  const close = w.lastClose.get(closeKey(e)) ?? (e.session !== null && said.kind === 'failed' ? w.lastClose.get(closeKey({ ...e, session: null })) : undefined);
  if (close !== undefined && close !== e && failureTakesClose(w, e, said, close, before)) note(w, req, close, false);
  if (start !== e) note(w, req, e, ends(said) || said.kind === 'connection-closed');
  else {
    keepSaid(w, req, e);
    if (ends(said)) end(req);
  }
  // A logger prints an exception's message first and its traceback after (Python's logger.exception:
  // "… - ClosedResourceError:", then the frames down to ClientSession.call_tool: OpenHands/OpenHands#9103).
  // A close that found no request, said right before a call's frames that carry no clock of their own,
  // is that call's end: the session was gone when it tried to send.
  if (said.kind === 'request-sent' && close !== undefined && before === close && (e.at === null || crashFrameOf(close, e, said))) {
    w.lastClose.delete(closeKey(e));
    note(w, req, close, true);
    // The stack goes on down to the SDK: a deeper frame of the same method (the framework's own call_tool,
    // then ClientSession.call_tool: OpenHands/OpenHands#9103) is this call's traceback, not a second call
    // (tracedBack reads it as the frames under a line that ended the call).
    if (close.said !== undefined && method !== null) {
      lastEnded.set(sess, { req, e: close, said: close.said, method });
      return;
    }
  }
  remember(sess, req, e, said, method);
}

/**
 * Words that a request was sent which name no id and no target, on a line with a clock, of a method other than the
 * initialize: mcp-remote's `[Local→Remote] tools/call` for every call it forwards, most of a bridged server's words in
 * a Claude Desktop capture (1,269 of its 9,073 stderr lines at 200 MiB). When a request on the wire takes them
 * (joinable), onWords' answer is known before any of its other readings, and joinSent gives it without them: onWords is
 * a large function that a capture's few thousand words lines leave unoptimised (docs/performance.md, thirty-fifth round).
 */
function sentNamingNone(e: WireEvent, said: HostSaid): boolean {
  return said.kind === 'request-sent' && said.id === undefined && said.target === undefined && said.method !== undefined && said.method !== 'initialize' && said.scope !== 'connection' && e.at !== null;
}

/**
 * onWords for words sentNamingNone accepts, which `found` (joinable's answer) takes: the same steps in the same order,
 * without the readings that cannot apply. joinable reads nothing the steps before it in onWords change: they write `w`'s
 * maps, and handshakeAnswered ends only initialize requests, which joinable passes over for another method. What onWords
 * reads between, and why each answers nothing here:
 * - the connection's overlapping starts are dropped only for connection words (`scope` is not `connection`, the kind
 *   not `connection-closed`); refusedUnsent and notStarted need a failure or a close; the switch has no case for
 *   `request-sent`; the method is the words' own;
 * - cancelRestated and cancelNamed need a timer or a failure; deeperFrame a line without a clock; refusalNamed words
 *   that end a request or a close (`request-sent` is neither, ends()); wireRefusalNamed a failure or a cancel; the
 *   refused send a status, a completion or a failure.
 * So onWords would note the words on `found` and remember them, as here.
 */
function joinSent(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid, found: Req): void {
  w.lastSaid.set(closeKey(e), e);
  markSpoke(w, e);
  handshakeAnswered(w, sess, e, said);
  note(w, found, e, ends(said));
  remember(sess, found, e, said, said.method!);
}

/**
 * The request whose wire cancel these words restate: a timer or failure line naming no id whose text carries the
 * reason a `notifications/cancelled` of this session gave. The TypeScript SDK's `Protocol.request` cancels with
 * `reason: String(error)` and then rejects the caller with that same error, so whatever the caller logs or throws
 * next is that request's story, not a timer of the newest open one (FastMCP's failed keep-alive ping: the cancel
 * for id 0, then the unhandled 'error' event carrying the same McpError while pings up to 59 were open:
 * a-bonus/google-docs-mcp#3, ee0pdt/Godot-MCP#5).
 */
function cancelRestated(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if ((said.kind !== 'timer-fired' && said.kind !== 'failed') || said.id !== undefined || e.text === undefined) return null;
  if (sess.cancelledLive.size === 0) return null;
  const text = e.text.replace(/\s+/g, ' ');
  // The newest-started such request: live requests are in start order, which `seq` follows within a session.
  let best: Req | null = null;
  for (const req of sess.cancelledLive) {
    if (req.emitted || req.answered || (method !== null && req.method !== method) || (best !== null && req.seq < best.seq)) continue;
    if (restatesCancel(req, text)) best = req;
  }
  return best;
}

/** One of the request's wire cancels gave a reason (ten characters or more) that `text` quotes. */
function restatesCancel(req: Req, text: string): boolean {
  for (const c of req.t.cancels) {
    const reason = (c.message?.params as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string' && reason.trim().length >= 10 && text.includes(reason.replace(/\s+/g, ' ').trim())) return true;
  }
  return false;
}

/**
 * The request a client's cancel line just ended, known only by its id, whose method these words name: the SDK logs
 * the cancel it sends for an id, and the caller right under it says which operation gave up, naming no id (the Rust
 * SDK's `cancelled {"id":"7","reason":"request timeout"}`, then Copilot CLI's catalog `Failed to list MCP tools for
 * x; … MCP request timed out after 60000 ms`: github/copilot-cli#4731). The TypeScript SDK does the same (it cancels,
 * then rejects the caller with the same error), which cancelRestated reads when the cancel is on the wire. Only the
 * very next line with words, in the same instant (or neither line with a clock), a timer or failure naming a method
 * and no id: anything said between, or a clock apart, is another story.
 */
function cancelNamed(w: HostWords, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if ((said.kind !== 'timer-fired' && said.kind !== 'failed') || said.id !== undefined || method === null) return null;
  const last = endedAbove(w, e);
  if (last === null || last.e.said?.kind !== 'cancelled') return null;
  const req = last.ended;
  if (req.method !== 'unknown' || req.id === null || req.answered) return null;
  if (!(nearInstant(last.e, e) || (last.e.at === null && e.at === null))) return null;
  return req;
}

/** A request a host's words ended: the words, and the method they named. */
interface Ended {
  req: Req;
  e: WireEvent;
  said: HostSaid;
  method: string | null;
}

/** Per session: the last request a line's words ended, with that line (for `restated`). */
const lastEnded = new WeakMap<Sess, Ended>();

/** Lines of one failure written twice are at most this far apart (same instant, give or take a clock tick). */
const RESTATED_MS = 10;
/**
 * … and a failed connect's words written twice, by the connect and by its caller, a little further apart when nothing
 * was said about the connection between them (the AI Toolkit's two identical "Failed to connect to MCP Server 'x'. Error:
 * SSE error: Non-200 status code (405)" lines 47 ms apart under one "Connecting to MCP Server x...":
 * microsoft/foundry-dev-tools#232). A client that tries again says so, or waits its backoff first.
 */
const RESTATED_CONNECT_MS = 250;

/** Nothing has been said about the ended request since the words that ended it. */
function quietSince(last: Ended): boolean {
  return last.req.said[last.req.said.length - 1] === last.e;
}

/** A clocked line is close enough to the failure it would restate: the same instant, or a connect's within RESTATED_CONNECT_MS. */
function closeInTime(last: Ended, at: number, said: HostSaid): boolean {
  const apart = Math.abs(at - last.e.at!);
  if (apart <= RESTATED_MS) return true;
  const quiet = quietSince(last);
  return quiet && said.scope === 'connection' && last.said.scope === 'connection' && apart <= RESTATED_CONNECT_MS;
}

/** Both lines without a clock, or both clocked and close in time (closeInTime). */
function sameMoment(last: Ended, e: WireEvent, said: HostSaid): boolean {
  if (e.at === null || last.e.at === null) return e.at === last.e.at;
  return closeInTime(last, e.at, said);
}

function remember(sess: Sess, req: Req, e: WireEvent, said: HostSaid, method: string | null): void {
  // Clockless words that ended a request, whatever they quote (quotedAgain): a timer's bare sentence carries no error.
  if (e.at === null && endsQuoted(said)) lastQuoted.set(sess, { req, e, said, method });
  else lastQuoted.delete(sess);
  // An HTTP refusal ends the request as an ending kind does: a stack printed under it is that request's
  // (.NET's HttpRequestException, then the C# client's frames: alphavantage/alpha_vantage_mcp#1).
  if (ends(said) && said.error !== undefined) lastEnded.set(sess, { req, e, said, method });
  // … and a failure naming its request whose words quote no error: the error may follow on the lines under it
  // (raisedUnder).
  else if (said.kind === 'failed' && method !== null && said.scope !== 'connection' && said.id === undefined) lastEnded.set(sess, { req, e, said, method });
  else if (said.kind === 'failed' && said.scope === 'connection' && said.server !== undefined && said.id === undefined) lastUnexplained.set(sess, { req, e, said, method });
}

/** Per session: the last connect whose failure the words told without its reason (for `explained`). */
const lastUnexplained = new WeakMap<Sess, Ended>();

/**
 * The failed connect whose reason these words give: a client that reports the failure without a reason and leaves
 * it to a detail view (GitHub Copilot CLI's "Failed to connect to MCP server 'x'. Execute '/mcp show x' to inspect
 * …", then the view's "Status: ✗ Failed" / "Error: fetch failed": github/copilot-cli#2282) tells one failure twice.
 * The last connect the words ended with no reason, of the same method and server, with nothing said about it since,
 * both lines without a clock or a connect's instant apart (RESTATED_CONNECT_MS); these words fail it with a reason.
 * Null otherwise: a second connect of that server says its own starting words first.
 */
function explained(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  // … or the host's own timer for that connect, in words that name no server, on the same server's lines (Claude
  // Desktop's window: "Could not connect to MCP server x" beside "MCP x: UtilityProcess spawn timeout":
  // anthropics/claude-code#64671): the timer is the reason, and decides.
  const timer = said.kind === 'timer-fired' && said.scope === 'connection' && said.server === undefined;
  // … or the view's reason row that names no server, under the status row that named it: Claude Code 2.0.x's /mcp
  // details (`Notes MCP Server`, ` Status: × failed`, ` URL: …`, then ` Error: HTTP 404: …`: xpzouying/x-mcp#5). The
  // same session, nothing said since and both lines without a clock (or a connect's instant apart) tie the two rows;
  // a row that names another server is another connect.
  const unnamed = said.kind === 'failed' && said.scope === 'connection' && said.error !== undefined && said.server === undefined;
  if (!timer && !unnamed && (said.kind !== 'failed' || said.scope !== 'connection' || said.error === undefined || said.server === undefined)) return null;
  if (said.id !== undefined) return null;
  const last = lastUnexplained.get(sess);
  if (last === undefined || last.method !== method || (!timer && !unnamed && last.said.server !== said.server)) return null;
  if (!quietSince(last) || !sameMoment(last, e, said)) return null;
  lastUnexplained.delete(sess);
  return last.req;
}

/**
 * The request a connection-level failure line restates: the last one the words ended, when this line
 * names the same method (and target, no id), carries the same error text, and comes in the same instant
 * (both without clocks counts only when they are adjacent in the words). Only words about the connection
 * (its handshake, one per connection), or words of a send that name no message: two calls of one tool can
 * fail together with the same error, and their two lines are two calls (designcomputer/mysql_mcp_server#49).
 * Null otherwise.
 */
function restated(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  // Words of a failed send that name no message (`sending`) are restated too: a traceback's cause and its
  // final exception carry one message ("httpcore.RemoteProtocolError: Server disconnected …", then
  // "httpx.RemoteProtocolError: Server disconnected …": PrefectHQ/fastmcp#444), and they cannot tell two
  // sends apart anyway.
  // … and a receiver's words about a cancel that name no request, once per member of a union it was
  // refused as (pydantic's "validation errors for ClientNotification", each member's line quoting the same
  // input: MarkusPfundstein/mcp-gsuite#21): one cancel.
  // … and a failure whose words name no request at all restating the error the last one ended on: a Python app
  // logs the exception, its traceback prints it again, and a caller up the stack logs it once more ("Failed to
  // list tools via MCP session: Session terminated", the frames, "McpError: Session terminated", then "Unexpected
  // error fetching MCP tool definitions from <url>: Session terminated": Eigenwise/atomic-agents#135). Words that
  // name nothing cannot tell a second request apart.
  // … and a timer's words that name no request (often bare, with no error group of their own) restating the timer
  // the last one ended on, in the same instant: a proxy logs the failed call, then its summary block ("错误信息: MCP
  // error -32001: Request timed out" twice, then "错误堆栈: McpError: MCP error -32001: …" in the same second:
  // shenjingnan/xiaozhi-client#127). One timer fired.
  const again = bareTimerAgain(sess, e, said, method) ?? timerRelayed(sess, e, said, method) ?? elidedAgain(sess, e, said, method) ?? raisedUnder(sess, e, said, method) ?? statusOfFailedConnect(sess, e, said, method) ?? refusalBodyAfter(sess, e, said, method);
  if (again !== null) return again;
  const bare =
    (said.sending === true || (said.kind === 'cancelled' && said.received === true) || (said.kind === 'failed' && method === null)) &&
    said.method === undefined && said.target === undefined;
  // Not a server's own refusal: it logs one line per request it refused, so the same words again are the next request
  // (the Python SDK's "Failed to validate request: Received request before initialization was complete" once per POST
  // of a client that skipped the handshake: wenb1n-dev/mysql_mcp_server_pro#52, lanbaoshen/mcp-jenkins#35).
  if (bare && said.kind === 'failed' && said.speaker === 'server' && said.scope !== 'connection') return null;
  // … nor a server's own refusal of a session it does not hold, naming the refused message's method: one line per POST it
  // turned away, three in one second when the client sent three calls at once (modelcontextprotocol/rust-sdk#733).
  if (said.kind === 'session-not-found' && said.speaker === 'server' && said.method !== undefined) return null;
  if ((said.scope !== 'connection' && !bare) || !ends(said) || said.error === undefined || said.id !== undefined) return null;
  const last = lastEnded.get(sess);
  if (last === undefined || (last.method !== method && !(bare && method === null))) return null;
  if (said.target !== undefined && last.req.target !== null && last.req.target !== said.target) return null;
  if (!sameError(last.said.error, said.error) && !sameRefusal(last.said, said) && !sameConnectCause(last.said, said)) return null;
  if (e.at === null || last.e.at === null) {
    // Without a clock on this line the only instant it has is the record it continues: a multi-line message
    // whose later line restates the error the stamped lines above already said (Langflow's "Task … failed with
    // exception: Error building Component MCP Tools:", a blank line, then "Error updating tool list: Timeout
    // waiting for STDIO session … to initialize" under it: langflow-ai/openrag#253). Nothing said about the
    // request since is what ties it; a clocked line after a clockless one has a time of its own and must match.
    if ((e.at !== null && e.at !== last.e.at) || !quietSince(last)) return null;
    // … and within one block of the paste: words the reporter pasted under another fence are another run's (three
    // Codex starts, each failure under the config block it tried: upstash/context7#575).
    if (e.parted === true) return null;
  } else if (!closeInTime(last, e.at, said)) return null;
  return last.req;
}

/** Per session: the last request clockless words ended, with those words (for `quotedAgain`). */
const lastQuoted = new WeakMap<Sess, Ended>();

/**
 * The request a failure's words ended when `e` says them again on the other side of the reporter's fence: an issue
 * template quotes the error in its prose ("Claude Code answers with a misleading error:" over the line) and pastes it
 * again in its logs block, or pastes the block first and quotes it under ("shows the error above")
 * (anthropics/claude-code#12974). One of the two lines in a fenced block and the other outside any (WireEvent.fenced),
 * neither with a clock, the same row's words for the same method, target and error, nothing said about the request
 * since. Two runs' failures pasted as two blocks are both fenced (upstash/context7#575), and a log's own lines are
 * all on one side: those stay apart (restated). Null otherwise.
 */
function quotedAgain(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (e.at !== null || said.id !== undefined || !endsQuoted(said)) return null;
  const last = lastQuoted.get(sess);
  if (last === undefined || last.e.at !== null || (last.e.fenced === true) === (e.fenced === true) || !quietSince(last)) return null;
  if (last.said.phrase !== said.phrase || last.method !== method || (last.said.target ?? null) !== (said.target ?? null)) return null;
  const a = last.said.error;
  const b = said.error;
  if (a === undefined || b === undefined ? a !== b : !sameError(a, b)) return null;
  return last.req;
}

/**
 * The rows that read a receiver's refusal of a cancel it could not validate: pydantic prints one line per member of the
 * notification union it tried, each quoting the one notification it refused, the method as input to `.method` members
 * and the params (`{'requestId': 9, 'reason'… Request timed out'}`) to the members missing a field.
 */
const REFUSED_CANCEL_ROWS = new Set(['python-sdk/cancel-notification-refused', 'python-sdk/cancel-params-refused']);

/**
 * The request a refused cancel already ended, when `e` is another member line of the same refusal, in the same printout
 * (no clock on either, or the same instant) with nothing said about the request since: one cancel, not one per member
 * of the union (MarkusPfundstein/mcp-gsuite#21, modelcontextprotocol/python-sdk#147). The id, when a line names it, is
 * the cancel's; a line naming another id is another cancel.
 */
function refusedCancelAgain(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (!REFUSED_CANCEL_ROWS.has(said.phrase) || method !== null || said.method !== undefined || said.target !== undefined) return null;
  const last = lastEnded.get(sess);
  if (last === undefined || !REFUSED_CANCEL_ROWS.has(last.said.phrase) || !quietSince(last)) return null;
  if (e.at !== null && (last.e.at === null || Math.abs(e.at - last.e.at) > RESTATED_MS)) return null;
  const id = said.id ?? null;
  if (id !== null && last.req.id !== null && String(last.req.id) !== String(id)) return null;
  if (id !== null && last.req.id === null) last.req.t.id = id;
  return last.req;
}

/**
 * The request a timer ended, when `e` is a timer's words naming nothing (no method, tool or id) in the same instant:
 * the same timer said again (restated's comment). Its error, when it has one, must be the same.
 */
function bareTimerAgain(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'timer-fired' || method !== null || said.method !== undefined || said.target !== undefined || said.id !== undefined) return null;
  const last = lastEnded.get(sess);
  if (last === undefined || last.said.kind !== 'timer-fired' || e.at === null || last.e.at === null) return null;
  if (said.error !== undefined && !sameError(last.said.error, said.error)) return null;
  return closeInTime(last, e.at, said) ? last.req : null;
}

/**
 * The request a timer ended, when `e` is another layer's words for that same timer: an agent framework logs the SDK's
 * timeout where its MCP client caught it, then its tool runner says it again in its own words with the same limit, and
 * the agent's result dump quotes that once more on an unclocked line ("… mcp_client - ERROR - Failed to call MCP tool
 * 'x': Timed out while waiting for response to ClientRequest. Waited 12.0 seconds.", then "… root - WARNING - Error
 * executing async tool 'x': MCP call timed out after 12.0 seconds" at the same millisecond, then "msgs=[BaseMessage(…
 * MCP call timed out after 12.0 seconds …)]": CAMEL, camel-ai/camel#2890). One timer fired. The same method, the tool
 * when both name one, the same limit, nothing said about the request since; a clocked line at the same instant in
 * other words than the first (the same words twice at one instant are two calls that timed out together, as two calls
 * of one tool fail together: designcomputer/mysql_mcp_server#49), or a line without a clock under the clocked one,
 * which belongs to its record. Null otherwise.
 */
function timerRelayed(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'timer-fired' || method === null || said.id !== undefined || said.limitMs === undefined) return null;
  const last = lastEnded.get(sess);
  if (last === undefined || last.said.kind !== 'timer-fired' || last.method !== method || last.said.limitMs !== said.limitMs) return null;
  if (!quietSince(last) || last.e.at === null) return null;
  if (said.target !== undefined && last.req.target !== null && last.req.target !== said.target) return null;
  if (e.at === null) return last.req;
  return said.phrase !== last.said.phrase && closeInTime(last, e.at, said) ? last.req : null;
}

/** An error the reporter cut to an ellipsis: no words left of it. */
const ELIDED_RE = /^(?:\.{3}|…)$/;

/**
 * The request a failure line names again with its error cut ("agents.exceptions.AgentsException: Error invoking MCP
 * tool x: ..." closing the traceback under the line that said the failure in full, the reporter's own elision:
 * openai/openai-agents-python#879): the last one the words ended, of the same method and target, with nothing said
 * about it since, in the same instant (or both lines without a clock). Two calls of one tool failing together each
 * carry their error (designcomputer/mysql_mcp_server#49); a line whose error was cut has none to tell a second call
 * apart. Null otherwise.
 */
function elidedAgain(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'failed' || said.id !== undefined || said.error === undefined || !ELIDED_RE.test(said.error.trim())) return null;
  const last = justEnded(sess, e);
  if (last === null || method === null || last.method !== method) return null;
  if (said.target !== undefined && last.req.target !== said.target) return null;
  return last.req;
}

/**
 * The failed connect a status view's entry restates without a reason, right under the words that said it with one (the
 * error the connect ended with, then the /mcp details' `Status: ✘ failed`: ref-tools/ref-tools-mcp#30): the last
 * connect the words ended, with nothing said about it since, in the same instant or both lines without a clock. An
 * entry with no reason cannot tell a second attempt apart; one that gives a reason is read by `restated`. Null otherwise.
 */
function statusOfFailedConnect(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'failed' || said.scope !== 'connection' || said.error !== undefined || said.status !== undefined || said.id !== undefined) return null;
  const last = justEnded(sess, e);
  if (last === null || method === null || last.method !== method || last.said.scope !== 'connection') return null;
  return last.req;
}

/** A traceback's final line: the exception's fully qualified type, then its message. */
const RAISED_RE = /^[a-z_][\w]*(?:\.[a-z_][\w]*)+\.[A-Z]\w*(?:Error|Exception): \S/;

/**
 * The request whose logged failure a traceback's final exception line explains: a failure naming no request whose
 * error is the raised exception itself ("mcp.shared.exceptions.McpError: GET <service-url>: 422 <service-error>" under
 * "Error invoking MCP tool <tool_name>: GET <service-url>?q=<masked_query>: 422 <service-error>" and the frames:
 * openai/openai-agents-python#879), the last one the words ended with nothing said about it since, in the same instant
 * or both lines without a clock. The app's message and the exception may word the error apart (the reporter's
 * redactions here); the frames between tie them. Null otherwise.
 */
function raisedUnder(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'failed' || method !== null || said.method !== undefined || said.target !== undefined || said.id !== undefined) return null;
  if (said.error === undefined) return null;
  const last = justEnded(sess, e);
  if (last === null) return null;
  if (RAISED_RE.test(said.error)) return last.req;
  // … or the error printed on the lines under a header that named the failed request but quoted no error: FastMCP
  // (TypeScript) writes "[FastMCP error] received error listing roots." and then the SDK's McpError with its stack
  // ("McpError: MCP error -32600: List roots not supported": brightdata/brightdata-mcp#16). The header's request
  // failed with that error; it is not a second request.
  if (last.said.kind === 'failed' && last.said.error === undefined && last.method !== null) return last.req;
  return null;
}

/**
 * The session's last request its words ended, when those words are still the last it was told and came at the same
 * instant as `e` (within RESTATED_MS; both without a clock counts as the same): what a restatement under them can join.
 */
function justEnded(sess: Sess, e: WireEvent): Ended | null {
  const last = lastEnded.get(sess);
  if (last === undefined || !quietSince(last)) return null;
  if (e.at === null || last.e.at === null) return e.at === last.e.at ? last : null;
  return Math.abs(e.at - last.e.at) <= RESTATED_MS ? last : null;
}

/**
 * The request of unknown method the last words ended with a session refusal (sessionRefused), when these words end a
 * request they name (`method`), or say the close rejected it, and nothing was said about the refused one since, in the same instant or both without
 * a clock: the host's own account of the same failure, not a second request. Null otherwise.
 */
function refusalNamed(sess: Sess, e: WireEvent, said: HostSaid, method: string): Req | null {
  if (said.method === undefined || said.id !== undefined || !(ends(said) || said.kind === 'connection-closed')) return null;
  const last = lastEnded.get(sess);
  if (last === undefined) return null;
  // … or any refused send the transport reported naming no message, restated in the same instant by its caller's
  // words that name it, with the same refusal: the SDK's onerror echo ("[Runner] Streamable HTTP error: Error POSTing
  // to endpoint (HTTP 404): Server not found"), then the caller's "[Runner] Failed to send heartbeat: Error POSTing to
  // endpoint (HTTP 404): Server not found" 1 ms later (arcadeai-labs/smithery-cli#188). One refusal of one message.
  const echoed = echoedRefusal(last.said, last.e, said, e) || echoedFailedSend(last.said, last.e, said, e);
  if (!echoed && !sessionRefused(last.said)) return null;
  // … or the same call, already named, which the host then reports failed with the close the refusal caused (Claude
  // Code: "Connection error: … Error POSTing to endpoint: {…"Session not found"…}", "MCP session expired …", then
  // "Tool 'x' failed after 0s: MCP error -32000: Connection closed" and its retry after re-initializing: a Claude Code
  // debug log quoted in edobry/minsky's restart spike). A close's words only: another error is another call's — unless
  // it is the refusal's own words again, the call's failure quoting the same body in the same instant ("Connection
  // error: Streamable HTTP error: Error POSTing to endpoint: {…"No transport found for sessionId"…}", then "Tool 'x'
  // failed after 0s: " with the same error: anthropics/claude-code#21721).
  const named = last.req.method === method && (said.target === undefined || last.req.target === null || last.req.target === said.target);
  if (named) {
    const closeWords = said.kind === 'connection-closed' || matchReason(said.error ?? '', 'host-log')?.meaning === 'connection-closed';
    if (!closeWords && !echoed) return null;
  } else if (!echoed && (last.method !== null || last.req.method !== 'unknown')) return null;
  if (!quietSince(last)) return null;
  const open = sess.open;
  for (const h of open.handles()) if ((open.stateAt(h) & S_HOST_ENDED) === 0 && open.methodAt(h) === method) return null;
  if (!sameMoment(last, e, said)) return null;
  return last.req;
}

/**
 * The request an error naming no request started, when the host's words right after it, in the same instant, fail a
 * request they name: the same refusal told by its caller. VS Code logs a session refusal with the server's answer
 * quoted ("Connection state: Error 404 status sending message to <url>: {…"error":{…"Session not found"},"id":null};
 * will retry with new session ID"), which is read as the wire answer to a message the capture does not show
 * (correlate.ts refusedBeforeCapture), and in the same millisecond rejects the request whose POST was refused
 * ("Failed to set MCP server log level: Canceled: Canceled": Michael-Obele/shadcn-svelte-mcp#6). The rejection is the
 * caller's account of that refusal, not a second request cancelled. Only words that fail or cancel (a request the host
 * says completed is another), and only the newest request of the session, of unknown method and id, whose one answer
 * is that error and is the session's last wire message, with no words between them.
 */
function wireRefusalNamed(sess: Sess, e: WireEvent, said: HostSaid, before: WireEvent | null): Req | null {
  if (said.method === undefined || said.id !== undefined || (said.kind !== 'failed' && said.kind !== 'cancelled')) return null;
  const wire = sess.lastWire;
  if (wire === null || wire.kind !== 'message' || wire.from !== 'server' || wire.source.file !== e.source.file || wire.source.line >= e.source.line) return null;
  const m = wire.message;
  if (m === undefined || m.error === undefined || m.id !== null) return null;
  if (before !== null && before.source.file === e.source.file && before.source.line > wire.source.line) return null;
  if (!(nearInstant(wire, e) || (wire.at === null && e.at === null))) return null;
  const live = sess.live;
  const h = live.newestAt();
  if (h < 0 || (live.stateAt(h) & S_EMITTED) !== 0 || live.methodAt(h) !== 'unknown' || live.idAt(h) !== null) return null;
  const req = live.reqAt(h);
  if (req.t.responses.length !== 1 || req.t.responses[0] !== wire) return null;
  if (req.t.said.length > 0 || req.t.cancels.length > 0) return null;
  return req;
}

/**
 * The status-less form of the same echo: the SDK's "Error POSTing to endpoint: <body>" naming no message, then its
 * caller's words naming the method, quoting the same answer, in the same instant or both without a clock (Claude Code's
 * mcp-logs "Connection error: Error POSTing to endpoint: {"id":1,…}", then "Failed to fetch tools: Error POSTing to
 * endpoint: {"id":1,…}": anthropics/claude-code#91812). A reporter may elide the two bodies differently, so the answer
 * they quote is compared by its id (HostSaid.postedAnswerId, read as the words were), the words before it by text.
 */
function echoedFailedSend(before: HostSaid, beforeE: WireEvent, said: HostSaid, e: WireEvent): boolean {
  if (before.kind !== 'failed' || before.sending !== true || before.method !== undefined) return false;
  if (said.kind !== 'failed' || said.method === undefined || said.error === undefined || before.error === undefined) return false;
  if (!(nearInstant(beforeE, e) || (beforeE.at === null && e.at === null))) return false;
  if (sameError(before.error, said.error)) return true;
  return before.postedAnswerId !== undefined && before.postedAnswerId === said.postedAnswerId;
}

/**
 * The request a POST refused with a 4xx just ended (an HTTP client's line for the exchange, naming no message: httpx's
 * `HTTP Request: POST … "HTTP/1.1 400 Bad Request"`), when `e` is words naming no message either that say the server did
 * not know the session, in the same instant with nothing said since: the refusal's body printed after its status line
 * (an app's own record of the failed POST, its message going on over lines: "400", then "Bad Request: No valid session":
 * openai/openai-agents-python#1404). One refusal, whose body says why.
 */
function refusalBodyAfter(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (method !== null || said.method !== undefined || said.target !== undefined || said.id !== undefined || !sessionRefused(said)) return null;
  const last = lastEnded.get(sess);
  if (last === undefined || !quietSince(last)) return null;
  const b = last.said;
  if (b.kind !== 'http-status' || b.sending !== true || b.method !== undefined || b.status === undefined || b.status < 400 || b.status >= 500) return null;
  // A body line of the record carries no clock of its own: nothing said since ties it (restated's clockless case).
  return nearInstant(last.e, e) || (e.at === null && e.parted !== true) ? last.req : null;
}

/** A refused send's words naming no message, and the same refusal (status and error) named in the same instant. */
function echoedRefusal(before: HostSaid, beforeE: WireEvent, said: HostSaid, e: WireEvent): boolean {
  return before.kind === 'http-status' && before.sending === true && before.method === undefined && said.kind === 'http-status' &&
    said.method !== undefined && said.status === before.status && said.error !== undefined && sameError(before.error, said.error) && nearInstant(beforeE, e);
}

/**
 * The request whose failure a bare "call under way" line (naming neither target nor id, e.g. a traceback
 * frame) explains: the last one the words ended, of the same method, with nothing said about it since, in
 * the same instant (or either line without a clock). Null otherwise.
 */
/**
 * The client's hang-up that ends the traceback under the server's own error record which ended a request: the Python SDK's
 * Streamable HTTP transport logging "Error handling POST request" with starlette's ClientDisconnect as the exception's last
 * line (ingest/hosts/python-sdk.ts python-sdk/client-disconnect: tadata-org/fastapi_mcp#259, strands-agents/harness-sdk#1852).
 * It is not a second request nor the connection's end: it says the exchange the record failed on was the client going
 * away, and it becomes that request's last word (diagnose reads the hang-up, not a handler's failure). Nothing said about
 * the request since the record, in the same instant or without a clock.
 */
function disconnectUnder(sess: Sess, e: WireEvent, said: HostSaid): Req | null {
  if (said.phrase !== 'python-sdk/client-disconnect') return null;
  const last = lastEnded.get(sess);
  if (last === undefined || !quietSince(last) || last.e.from !== 'server') return null;
  if (e.at !== null && last.e.at !== null && Math.abs(e.at - last.e.at) > RESTATED_MS) return null;
  return last.req;
}

function tracedBack(sess: Sess, e: WireEvent, said: HostSaid, method: string | null): Req | null {
  if (said.kind !== 'request-sent' || said.target !== undefined || said.id !== undefined || method === null) return null;
  const last = lastEnded.get(sess);
  // … or a line that ended a request it could not name (an exception's message: .NET's "TaskCanceledException: The
  // request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing." says no request), right
  // before the clockless frames of the client method that sent it: the frames name it (modelcontextprotocol/csharp-sdk#1205).
  const unnamed = last !== undefined && last.method === null && last.req.method === 'unknown' && e.at === null && quietSince(last);
  // … or one a client's label named by its operation's words alone ("Failed to list tools via MCP session: Session
  // terminated", the row that reads the method in the words: ingest/hosts/generic-clients.ts generic/mcp-session-gone),
  // right before the clockless frames of the Python SDK's ClientSession method that raised: the label names what the app
  // was doing, the frame the call that failed ("await session.initialize()" under it: Eigenwise/atomic-agents#135).
  const relabelled = last !== undefined && last.method !== method && last.said.phrase === 'generic/mcp-session-gone' && said.phrase.startsWith('python-sdk/client-session-') && last.req.id === null && e.at === null && quietSince(last);
  if (last === undefined || (last.method !== method && !unnamed && !relabelled)) return null;
  if (unnamed || relabelled) {
    // A label's method was in the key it was given (`<session>:tools/list#1`): the frame's method names it now, key and all.
    if (relabelled) renamed(sess, last.req, method);
    else last.req.t.method = method;
    // The frame is now the last word about it: the same error printed again below the frames (an inspected error's
    // `context:` copy of it, punkpeye/fastmcp#15) restates this failure, not another (restated).
    lastEnded.set(sess, { ...last, method, e });
    return last.req;
  }
  // Nothing said about it since, but the traceback's other frames (a stack names the request's methods
  // at several depths: .NET's transport connect, then the handshake step that called it).
  const told = last.req.t.said;
  const i = told.lastIndexOf(last.e);
  if (i < 0 || told.slice(i + 1).some((x) => x.said?.kind !== 'request-sent' || x.said.target !== undefined || x.at !== null)) return null;
  if (e.at !== null && last.e.at !== null && Math.abs(e.at - last.e.at) > RESTATED_MS) return null;
  return last.req;
}

/**
 * The call a connection-level close just ended, when these words are the clockless frames printed under that close: an
 * app names the call, the client's exception says the transport was gone, then the client's frames name the method again
 * (Semantic Kernel's "Function <Plugin>-<tool> failed. Error: Transport is not connected", the C# client's "McpException:
 * Transport is not connected", then `at ModelContextProtocol.Client.McpClientTool.InvokeCoreAsync(…)`:
 * microsoft/semantic-kernel#11649). The close ended that one call and was the last word on the label; the frame is its
 * traceback, not a second call. Null otherwise.
 */
function frameUnderClose(sess: Sess, e: WireEvent, said: HostSaid, method: string | null, before: WireEvent | null): Req | null {
  if (said.kind !== 'request-sent' || said.target !== undefined || said.id !== undefined || method === null || e.at !== null) return null;
  // Right under the close, or under a frame already read as this call's (a stack names the call at several depths).
  const frame = before?.said?.kind === 'request-sent' && before.said.target === undefined && before.at === null;
  if (before === null || (before.said?.kind !== 'connection-closed' && !frame)) return null;
  const list = closedByConnection.get(sess);
  if (list === undefined || list.length !== 1) return null;
  const req = list[0]!;
  const told = req.t.said;
  return req.method === method && told[told.length - 1] === before ? req : null;
}

/**
 * Two accounts of one HTTP refusal of a send: the same status, both words about a send that name no message. A bridge
 * says it in its own words, then prints its SDK's error for it ("[Runner] Server returned 502 Bad Gateway", then
 * "Failed to send message: Error POSTing to endpoint (HTTP 502): …" a millisecond later: chrisdoc/hevy-mcp#133).
 * The second account may be the writer's failure with that status rather than a send's words: httpx's `HTTP Request: POST
 * … "HTTP/1.1 404 Not Found"`, then the Python SDK's `Error in post_writer: Client error '404 Not Found' for url '…'` for
 * the same POST (its raise_for_status on that response: PrefectHQ/fastmcp#382). A failure naming no message that carries
 * the refused send's status, under it, is that refusal; `restated` keeps it to the same instant with nothing said since.
 */
function sameRefusal(a: HostSaid, b: HostSaid): boolean {
  const bSend = b.sending === true || (b.kind === 'failed' && b.scope !== 'connection');
  return a.status !== undefined && a.status === b.status && a.sending === true && bSend && a.method === undefined && b.method === undefined;
}

/**
 * Two connection-level failures whose error chains end on the same innermost cause: a Go client logs the call's
 * failure and then, a millisecond later, its caller's account of the connection wrapping it again, each as a JSON
 * field of its own structured line ("MCP initialize JSON-RPC call failed | {… "error": "transport error: context
 * deadline exceeded"}", then "Connection failed | {… "error": "MCP initialize failed for stdio transport: MCP
 * initialize failed: transport error: context deadline exceeded"}": smart-mcp-proxy/mcpproxy-go#56). The wrappers
 * differ; the cause after the last ': ' (quotes and braces of the record around it dropped) is one. Only for the
 * handshake's words (one per connection), and restated() keeps them within a connect's instant.
 */
function sameConnectCause(a: HostSaid, b: HostSaid): boolean {
  if (a.scope !== 'connection' || b.scope !== 'connection' || a.error === undefined || b.error === undefined) return false;
  const x = innermostCause(a.error);
  return x.length >= 8 && x === innermostCause(b.error);
}

function innermostCause(error: string): string {
  const t = error.replace(/[\s"'}\]]+$/, '');
  const i = t.lastIndexOf(': ');
  return (i < 0 ? t : t.slice(i + 2)).replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The same error text, whitespace aside; a line that prefixes it with its type (`McpError: `) still says the same. */
function sameError(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = a.replace(/\s+/g, ' ').trim();
  const y = b.replace(/\s+/g, ' ').trim();
  return x === y || (x.length > 0 && y.length > 0 && (x.endsWith(`: ${y}`) || y.endsWith(`: ${x}`))) || sameRendered(x, y);
}

/** A Markdown link as a rendered page shows it when copied with its markup: `[text](url)`. */
const MD_LINK_RE = /\[([^\]\n]*)\]\([^)\s]*\)/g;

/**
 * The same error once as the issue page rendered it and once as the reporter typed it: Markdown ate its backticks and
 * made its URL a link (`token c'` beside ``token `c'``, `[https://…).'](https://…).')` beside `https://…).'`:
 * grahama1970/claude-code-mcp-enhanced#5). The letters and digits are the same, in the same order, once a link is
 * reduced to its text; only the punctuation the rendering moved differs. Long errors only: a few words' worth of
 * letters tell nothing apart.
 */
function sameRendered(x: string, y: string): boolean {
  if (!(x.includes('`') || y.includes('`') || x.includes('](') || y.includes(']('))) return false;
  const letters = (t: string): string => t.replace(MD_LINK_RE, '$1').replace(/[^\p{L}\p{N}]+/gu, '');
  const lx = letters(x);
  return lx.length >= 40 && lx === letters(y);
}

/**
 * The send was refused for the session it carried ("Session not found" in the refusal's body): that
 * message had a session id, so it was not the initialize, which is sent without one (after a server
 * restart the client's next call is refused: actionhero/keryx#503).
 */
function sessionRefused(said: HostSaid): boolean {
  return said.kind === 'session-not-found' || matchReason(said.error, 'host-log')?.meaning === 'session-expired';
}

/**
 * Words that name both the id and the method of a request the log showed only by its answer (correlate.ts
 * beforeCapture: started with an unknown method, the request line before the excerpt) name that request: an SDK's
 * line that it sent, failed or gave up on `tools/call` with id 7, then or before the answer for id 7, is one call
 * of that method. Only a request of unknown method whose id is the one the words name (a number or a string alike),
 * and only a method the words state themselves, not one guessed from the connection's state: a guess, or words
 * without an id, could be about another request. The client's id 0 is guessed its initialize (correlate.ts
 * beforeCapture): words naming that id and another method say what it was, and win over the guess — unless the
 * capture showed the initialize itself, or its answer reads as one (a result carrying the `protocolVersion` the
 * initialize result has: spec, lifecycle §Initialization).
 */
function namedById(req: Req, said: HostSaid): void {
  if (said.id === undefined || req.id !== said.id || said.method === undefined || said.method === 'unknown') return;
  if (req.method !== 'unknown' && !(req.method === 'initialize' && said.method !== 'initialize' && initializeGuessed(req))) return;
  if (req.method === 'initialize') {
    const first = req.t.entries[0];
    if (first !== undefined && first.kind === 'request' && first.detail.endsWith(ID0_GUESS_NOTE)) first.detail = first.detail.slice(0, -ID0_GUESS_NOTE.length);
  }
  req.t.method = said.method;
  if (said.target !== undefined && req.target === null) req.t.target = said.target;
}

/**
 * The request is the client's id 0 named `initialize` only by the guess (correlate.ts beforeCapture, onLate's request
 * known from its undelivered answer): neither the request's own event (a wire `initialize`, words that said they sent
 * one) nor its answer says so.
 */
function initializeGuessed(req: Req): boolean {
  if (req.id !== 0 || req.from !== 'client') return false;
  const start = req.requestEvent;
  if (start.kind === 'message' && isObject(start.message) && start.message.method === 'initialize') return false;
  if (start.said?.method === 'initialize') return false;
  const answer = req.lastAnswer;
  if (answer !== null && answer.kind === 'message' && isObject(answer.message) && isObject(answer.message.result) && 'protocolVersion' in answer.message.result) return false;
  return true;
}

/** The open request the words speak of, or null. */
function joinable(sess: Sess, said: HostSaid, method: string | null): Req | null {
  if (said.id !== undefined) {
    const byId = openElseNewestById(sess, dirKey('client', said.id));
    if (byId !== undefined && !byId.emitted) return byId;
  }
  // A new call is a new request; only a wire request just sent with the same method and target is
  // the one these words announce (hosts log "Calling tool x" around sending it).
  const starting = said.kind === 'request-sent';
  const open = sess.open;
  // The newest that fits: the first from the newest end (the walk changes nothing, so both ends see the same requests),
  // a step or two where a walk from the oldest read every open request's state (docs/performance.md, thirty-fifth round).
  for (const h of open.handlesBack()) {
    if (method !== null && open.methodAt(h) !== method) continue;
    const state = open.stateAt(h);
    if ((state & S_HOST_ENDED) !== 0) continue;
    if (said.target !== undefined) {
      const target = open.targetAt(h);
      if (target !== null && target !== said.target) continue;
    }
    if (starting && (state & S_WORDS) !== 0) continue;
    return open.reqAt(h);
  }
  return null;
}

/**
 * The request a traceback's outer frame started, when these words are a deeper frame of the same stack: a
 * bare "call under way" (no target, no id, no clock) of the same method right after another such line that
 * started a request still open (the outer one may name the tool: the source line awaiting it). A stack names one call at several depths — an application's wrapper frame,
 * then the SDK's ClientSession frame under it (`…/agno/utils/mcp.py", line 33, in call_tool` over `…/mcp/
 * client/session.py", line 277, in call_tool`, the exception line after them: agno-agi/agno#3336) — not a
 * second call. (The frames after the exception's line are tracedBack's.)
 */
function deeperFrame(sess: Sess, e: WireEvent, said: HostSaid, method: string | null, before: WireEvent | null): Req | null {
  if (said.kind !== 'request-sent' || said.target !== undefined || said.id !== undefined || method === null || e.at !== null || before === null) return null;
  const prev = before.said;
  // … or right after the traceback's source line that awaited the call and named its tool (`await s.call_tool("x",
  // {…})` over `…/mcp/client/session.py", line 1086, in call_tool`: the SDK's frame is that call, one level down).
  if (prev === undefined || prev.kind !== 'request-sent' || prev.id !== undefined || before.at !== null) return null;
  const open = sess.open;
  for (const h of open.handles()) {
    if ((open.stateAt(h) & (S_HOST_ENDED | S_WORDS)) !== S_WORDS || open.methodAt(h) !== method) continue;
    const req = open.reqAt(h);
    const told = req.t.said;
    if (told[told.length - 1] === before) return req;
  }
  return null;
}

/**
 * A request the last connection-level close ended that these failure words name (same method,
 * same target when both say one, no id): taken once, so a second failure line is a second call.
 */
function endedByClose(sess: Sess, said: HostSaid, method: string | null): Req | null {
  const list = closedByConnection.get(sess);
  if (list === undefined || said.id !== undefined || method === null) return null;
  const i = list.findIndex((r) => r.method === method && (said.target === undefined || r.target === null || r.target === said.target));
  if (i < 0) return null;
  const [req] = list.splice(i, 1);
  return req!;
}

/**
 * Words that the connect failed before any request: the server's process never ran or the host refused its
 * configuration, or the SSE client could not open its event stream (protocol/connection-failure.ts, kinds `exited`,
 * `refused` and `stream`: Node's spawn error, the launcher's own line that it could not run the program, the host's
 * config refusal, an address no transport could be built from, the stream's GET refused or failed).
 * They speak of no request. Only connection words: a tool's own failure to spawn a program ("Error calling tool 'x':
 * spawn git ENOENT") is that call's error, from a running server. `failure` is the words' kind as the builder read it.
 */
function notStarted(failure: ConnectionFailureKind | null): boolean {
  // Kind `stream`: the SSE client's start failed on the GET of its stream, before the endpoint event that the initialize
  // waits for (the AI SDK's transport refused with the server's status, a Streamable-HTTP-only server's 405,
  // ai-hero-dev/ai-sdk-v6-crash-course#7; mcp-go's GET failing, mcpjungle/MCPJungle#114).
  return failure === 'exited' || failure === 'refused' || failure === 'stream';
}

/**
 * A connect's failure whose words are the client's own guard refusing to send while it holds no connection
 * (reasons.ts CLIENT_NOT_CONNECTED_GUARD_RE): nothing was written, so they speak of no request. Only connection words.
 */
function refusedUnsent(said: HostSaid): boolean {
  if (said.error === undefined || (said.method !== undefined && said.method !== 'initialize')) return false;
  if (said.target !== undefined || said.id !== undefined || said.kind !== 'failed') return false;
  return CLIENT_NOT_CONNECTED_GUARD_RE.test(said.error);
}

/**
 * A connection the host's words started (`connecting`) that closes having carried nothing: the
 * initialize, which every client sends first (spec, lifecycle), was in flight. Starts that request
 * (dated at the connect) for the close to end; null when the words did not start this connection
 * or it carried something. Used for a close in words and for a transport close (builder.ts).
 */
export function handshakeLost(w: HostWords, sess: Sess, close: WireEvent): Req | null {
  w.overlapping.delete(closeKey(close));
  const start = w.connecting.get(closeKey(close));
  if (start === undefined) return null;
  w.connecting.delete(closeKey(close));
  // An HTTP connect's close says nothing of a handshake in flight (onWords, `connecting`): it only ends the wait.
  if (w.httpConnects.delete(closeKey(close))) return null;
  if (sess.open.size > 0 || carried(w, sess, close)) return null;
  const req = startHostRequest(w.cx, sess, start, 'initialize', null, null);
  // The host's words about that initialize may follow the close in the same instant, after it ended the
  // session (VS Code: "Process exited with code 1", then "Server exited before responding to
  // `initialize` request.": Automattic/mcp-wordpress-remote#17): they are this request's.
  rememberInitialize(w, req, close);
  return req;
}

/** Words about a connect or its process (to connect, start, spawn, launch, exit, initialize, the handshake). */
const CONNECT_WORDS_RE = /\b(?:connect|start|spawn|launch|exit|initiali[sz]|handshake)/i;

/**
 * The host's stdio client rejecting a line the process wrote on stdout (the TypeScript SDK's JSON.parse words, as Cursor
 * logs them: "Client error for command Unexpected token 'A', \"Aggregator\"... is not valid JSON"): the client drops the
 * line and keeps the connection (its read buffer's error does not close the transport), so the handshake still waits.
 */
const STDOUT_REJECTED_RE = /is not valid JSON|Unexpected end of JSON input|Unexpected (?:non-whitespace character|token)\b.*\bJSON|in JSON at position/;

/**
 * A POSIX shell's own diagnostic passed through from the process's stderr ("sh: line 1: method:initialize: command not
 * found", Cursor 2.0 logging it at error level when an npx started without its arguments read the client's initialize
 * from stdin as a command line: microsoft/mcp#1045). The process's output, not the host's word on its connect: the
 * initialize it names is still unanswered.
 */
const SHELL_DIAGNOSTIC_RE = /^(?:\/bin\/)?(?:sh|bash|zsh|dash)(?:: line \d+)?: .*: (?:command not found|not found)\s*$/;

/**
 * A host line this catalogue does not read (no `said`; not the server's stderr), at warning or error level, about the
 * connect or its process, on a connection its words started
 * and nothing carried yet: the connect's fate is in words no row reads ("Failed to connect to MCP Server 'x'. Error: SSE
 * error: Non-200 status code (405)" in VS Code's own channel), so the end of the capture does not say the handshake is
 * still waiting (handshakesUnanswered). The stdio client's rejection of a stray stdout line is not such a fate.
 */
export function onUnreadWords(w: HostWords, e: WireEvent): void {
  // The server's own stderr (VS Code's "[server stderr] …") is not the host's word on the connect.
  if (w.connecting.size === 0 || e.from === 'server' || (e.level !== 'error' && e.level !== 'warning' && e.level !== 'warn')) return;
  const key = closeKey(e);
  const text = e.text ?? '';
  if (!w.connecting.has(key) || !CONNECT_WORDS_RE.test(text) || STDOUT_REJECTED_RE.test(text) || SHELL_DIAGNOSTIC_RE.test(text)) return;
  w.connecting.delete(key);
  w.overlapping.delete(key);
}

/**
 * The connections the host's words started (a spawned process: "Starting new stdio process with command: …") that the
 * capture ends on with nothing more of them: no words that the connect returned, failed or closed, and nothing carried.
 * Every client sends the initialize first (spec, lifecycle), so it was written and is still unanswered where the log
 * stops: a handshake left waiting (a process that prints banners on stdout and never speaks MCP, the stdio client
 * rejecting each line: AgentDeskAI/browser-tools-mcp#44). Started here, dated at the connect, and left open for the
 * verdict (pending). Called once, at the end of every capture (builder.ts end).
 */
export function handshakesUnanswered(w: HostWords, sessionOf: (e: WireEvent) => Sess | null): void {
  for (const [key, start] of [...w.connecting]) {
    w.connecting.delete(key);
    w.httpConnects.delete(key);
    const sess = sessionOf(start);
    if (sess === null || sess.open.size > 0 || carried(w, sess, start)) continue;
    startHostRequest(w.cx, sess, start, 'initialize', null, null);
  }
  // Starts another on the same label overtook (HostWords.overlapping): one connect's answer on the label does not
  // answer them, so what it carried does not either.
  for (const [key, starts] of [...w.overlapping]) {
    w.overlapping.delete(key);
    if (!w.overlapAnswered.has(key)) continue;
    for (const start of starts) {
      const sess = sessionOf(start);
      if (sess !== null) startHostRequest(w.cx, sess, start, 'initialize', null, null);
    }
  }
  probesUnanswered(w, sessionOf);
}

/**
 * The refused probes of a transport strategy (HostSaid.probe) that the capture ends on with no other word of the
 * connect's requests: the fallback connected and the log tells of no initialize but the probe's, so the probe — a
 * one-off client's initialize (mcp-remote's `mcp-remote-fallback-test`) — is the only handshake the words show, and
 * it failed on the refusal the line quotes (yjacquin/fast-mcp#160's 405, punkpeye/mcp-remote#196's 404). When the
 * words go on about the connect — the fallback's own failure (penpot/penpot#8809), a forwarded initialize refused
 * (AdirAmsalem/mcp-it#6) — those tell the handshake's fate and the probe stays part of connecting: one handshake per
 * connect in the report. Started at the probe's line, ended by it.
 */
function probesUnanswered(w: HostWords, sessionOf: (e: WireEvent) => Sess | null): void {
  for (const [key, probe] of [...w.probes]) {
    w.probes.delete(key);
    const sess = sessionOf(probe);
    if (sess === null || sess.open.size > 0 || carried(w, sess, probe) || probe.said === undefined) continue;
    const refused: WireEvent = { ...probe, said: { ...probe.said, kind: 'failed', method: 'initialize' } };
    const req = startHostRequest(w.cx, sess, refused, 'initialize', null, null);
    note(w, req, refused, true);
  }
}

/**
 * The initialize still open when the transport closes (the host's words started it: "Waiting for server to
 * respond to `initialize` request..."): the host's words about it may follow the close, after the close ended
 * the session (VS Code: "Connection state: Error Process exited with code 243", then "Server exited before
 * responding to `initialize` request." a millisecond later: microsoft/azure-devops-mcp#59). They are that
 * request's, as after a handshake the close alone showed (handshakeLost).
 */
export function closingInitialize(w: HostWords, sess: Sess, close: WireEvent): void {
  const open = sess.open;
  for (const h of open.handles()) if (open.methodAt(h) === 'initialize' && (open.stateAt(h) & S_HOST_ENDED) === 0) rememberInitialize(w, open.reqAt(h), close);
}

/** Keeps the initialize a close ended, by the close's session label, for the host's words that follow it. */
function rememberInitialize(w: HostWords, req: Req, close: WireEvent): void {
  w.sentInitialize.set(closeKey(close), { req, close });
}

/**
 * Words a host's report lists apart from the connection's story: a /bug report's Errors array keeps a session's errors
 * without the lines around them (anthropics/claude-code#70340), so a failed send there says nothing about what the
 * connection had carried before it.
 */
function outOfStory(e: WireEvent): boolean {
  return e.said?.listed === true;
}

/** Whether the connection has carried anything: a message on the wire, or a request in the host's words. */
function carried(w: HostWords, sess: Sess, e: WireEvent): boolean {
  return sess.byId.size > 0 || sess.live.size > 0 || w.spoke.has(closeKey(e));
}

/**
 * Whether the last words on this label gave up the whole connect (a connection-level end of its handshake: "✖ Failed to
 * connect to server: MCP error -32001: Request timed out"). What the label carried went with that connection: a failed
 * send after it, with nothing open, is the next attempt's first message, its initialize (a CLI run twice and both runs
 * pasted one under the other: the Smithery CLI's timed-out connect, then a later run's POST refused with a 502 page,
 * arcadeai-labs/smithery-cli#383).
 */
function connectGaveUp(before: WireEvent | null): boolean {
  const s = before?.said;
  return s !== undefined && s.scope === 'connection' && s.method === 'initialize' && (s.kind === 'timer-fired' || s.kind === 'failed');
}

/** A legacy SSE stream opened on the label and nothing carried since: no request seen on the wire, no words spoken. */
function freshSse(w: HostWords, sess: Sess, e: WireEvent): boolean {
  const seen = w.sseFresh.get(closeKey(e));
  return seen !== undefined && seen === sess.byId.size;
}

function markSpoke(w: HostWords, e: WireEvent): void {
  w.connecting.delete(closeKey(e));
  w.sseFresh.delete(closeKey(e));
  w.spoke.add(closeKey(e));
}

/**
 * The connect the file's last words ended with only a task group's summary ("Failed to connect to MCP implementation via
 * HTTP/SSE: unhandled errors in a TaskGroup (1 sub-exception)", then the exception group's traceback down to
 * "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url …": mcp-use/mcp-use#26, openai/openai-agents-python#402),
 * when `said` ends a connect too (the handshake's, or words about the connection naming no request) on a line without a
 * clock (the traceback's) or in the same instant: the sub-exception is the summary's reason, not a second connect. The
 * reason, said last, decides (host-words.ts reads the last words that end a request). Null otherwise.
 */
function reasonOfSummary(w: HostWords, e: WireEvent, said: HostSaid): Req | null {
  if (!ends(said) || said.id !== undefined || said.target !== undefined) return null;
  if (said.method !== undefined ? said.method !== 'initialize' : said.scope !== 'connection') return null;
  const last = endedAbove(w, e);
  if (last === null) return null;
  const s = last.e.said;
  if (s === undefined || s.kind !== 'failed' || s.method !== 'initialize' || s.error === undefined || !TASK_GROUP_SUMMARY_RE.test(s.error)) return null;
  if (said.server !== undefined && s.server !== undefined && said.server !== s.server) return null;
  if (e.at !== null && (last.e.at === null || Math.abs(e.at - last.e.at) > RESTATED_MS)) return null;
  return last.ended;
}

/**
 * How far apart in time the two ends' words of one relay deadline may be (relayDeadlineOfStatus), when both are clocked:
 * the relay drops the command as its deadline passes and turns it into the status the caller logs at once, one hop
 * away, so the two lines are one instant give or take that hop and each logger's write. The thread's lines carry no
 * clock (openai/tunnel-client#58), so this is a bound, not a measured gap: a second, far under the relay deadlines
 * that produce these lines (a call's deadline is many seconds), so a later call's deadline is not taken for this one.
 */
export const RELAY_SIDES_MS = 1000;

/**
 * A relay's words that its deadline for a call passed with no answer (a timer naming no method or id), right after the
 * caller's words that the call ended on a gateway status (502/503/504, naming no method or id either), or the other
 * way round: the one call, seen from both ends of the relay that turned its deadline into that status (ChatGPT's
 * "HTTP 504: MCP request timed out", then OpenAI's tunnel-client "command response deadline reached; dropping without
 * posting a response": openai/tunnel-client#58). Only words next to each other in one file, nothing on the wire between
 * them, within a second when both are clocked; words that name a method, a target or an id are their own call's.
 */
function relayDeadlineOfStatus(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid): Req | null {
  if (said.method !== undefined || said.id !== undefined || said.target !== undefined) return null;
  const last = endedAbove(w, e, { ms: RELAY_SIDES_MS });
  if (last === null) return null;
  const s = last.e.said;
  if (s === undefined || s.method !== undefined || s.id !== undefined || s.target !== undefined) return null;
  const deadline = (x: HostSaid): boolean => x.kind === 'timer-fired' && x.timer === 'host';
  if (!((isRelayDeadlineStatus(s) && deadline(said)) || (deadline(s) && isRelayDeadlineStatus(said)))) return null;
  const req = last.ended;
  if (req.method !== 'unknown' || req.id !== null || req.t.said.length !== 1) return null;
  const wire = sess.lastWire;
  if (wire !== null && wire.source.file === e.source.file && wire.source.line > last.e.source.line) return null;
  return req;
}

/** The request the file's last words ended with only a task group's summary, when the close `e` follows them. */
function summaryEnded(w: HostWords, e: WireEvent): Req | null {
  const last = endedAbove(w, e);
  if (last === null) return null;
  const s = last.e.said;
  if (s === undefined || s.kind !== 'failed' || s.error === undefined || !TASK_GROUP_SUMMARY_RE.test(s.error)) return null;
  return e.at === null || sameInstant(last.e, e) ? last.ended : null;
}

/** A close said again within a second with the same words, by a second handler of the same logger. */
function restatedClose(prior: WireEvent, e: WireEvent): boolean {
  return prior.at !== null && e.at !== null && e.at >= prior.at && e.at - prior.at < 1000 && prior.said?.error === e.said?.error && prior.said?.phrase === e.said?.phrase;
}

/**
 * A server's stack frame naming the request it was handling (hosts/go-sdk.ts server-frame rows), stamped by a host that
 * dates each stderr line as it reads it, right after the crash's header closed the connection: the runtime writes the
 * whole printout at once, so its lines come within a burst (VS Code's `[server stderr]` lines of a Go panic 12 ms apart:
 * safedep/vet#544). Clockless frames join without this.
 */
const SERVER_FRAME_ROW_RE = /\/server-frame-/;
const CRASH_PRINTOUT_MS = 1000;
function crashFrameOf(close: WireEvent, e: WireEvent, said: HostSaid): boolean {
  return SERVER_FRAME_ROW_RE.test(said.phrase) && close.at !== null && e.at !== null && e.at >= close.at && e.at - close.at <= CRASH_PRINTOUT_MS;
}

/**
 * A failure said right after a close takes that close into its story (onWords, when the words start a request). The
 * shapes, each exact as it stands:
 * - words that the request failed or the connection closed, in the close's own instant (wherever they sit);
 * - a send that failed naming no message, the label's words right after a close that found nothing open: the message
 *   went out on a transport already gone (Home Assistant's MCP integration: the SDK's SSE reader cut after 5 minutes
 *   idle, then "Error in post_writer: Server disconnected without sending a response." for the next call:
 *   home-assistant/core#140667). The verdict weighs the close (diagnose/classify/host-words.ts);
 * - a framework's failure line that names the call but prints an empty reason (the str() of an exception with no
 *   message: mcp-agent's "Failed to call_tool 'x' on server 'y':" right under its session's "send_request failed:
 *   EndOfStream() (EndOfStream)": lastmile-ai/mcp-agent#151): the close is why it failed. Only a reason that printed
 *   empty, not one the words have no room for (Cline's `Failed to reconnect MCP server x:` whose error group is
 *   optional: docs/causes.md). The SDK's line names no server and the framework's does, so the labels differ and the
 *   close is found by the file's lines: it is the file's last line with words, at most EMPTY_REASON_BELOW_LINES above
 *   (or, both clocked, said in the same instant give or take a tick). Once the failure is said it is the last line
 *   with words, so a close gives its reason to one such failure only.
 */
function failureTakesClose(w: HostWords, e: WireEvent, said: HostSaid, close: WireEvent, before: WireEvent | null): boolean {
  if ((said.kind === 'failed' || said.kind === 'connection-closed') && sameInstant(close, e)) return true;
  if (said.kind !== 'failed') return false;
  if (said.method === undefined && said.target === undefined && before === close) return true;
  return said.error !== undefined && said.error.trim() === '' && closeJustAbove(w, e, close);
}

/** How far below a close an empty-reason failure may sit: the next line, or the one after a wrapped line. */
const EMPTY_REASON_BELOW_LINES = 2;

/** The close is the file's last line with words, on the lines just above `e` (or, both clocked, in its instant). */
function closeJustAbove(w: HostWords, e: WireEvent, close: WireEvent): boolean {
  if (w.lastWords.get(e.source.file)?.e !== close) return false;
  if (e.at !== null && close.at !== null) return nearInstant(close, e);
  const below = e.source.line - close.source.line;
  return below > 0 && below <= EMPTY_REASON_BELOW_LINES;
}

function sameInstant(a: WireEvent, b: WireEvent): boolean {
  return a.at !== null && a.at === b.at;
}

/** The same instant give or take a clock tick (two lines a host writes for one event: RESTATED_MS). */
function nearInstant(a: WireEvent, b: WireEvent): boolean {
  return a.at !== null && b.at !== null && b.at >= a.at && b.at - a.at <= RESTATED_MS;
}

/** The initialize a failed send on this session label stood for, taken once when words name it. */
function sentBefore(w: HostWords, e: WireEvent, method: string | null): Req | null {
  if (method !== 'initialize') return null;
  const sent = w.sentInitialize.get(closeKey(e));
  // The same incident: the words come in the instant of the failed send or close, give or take a clock tick
  // (or, without clocks, right after it).
  if (sent === undefined || !(nearInstant(sent.close, e) || (sent.close.at === null && e.at === null))) return null;
  w.sentInitialize.delete(closeKey(e));
  return sent.req;
}

/** Lines between a request's body and the status line that refused it: curl -i/-v prints its headers in between. */
const REFUSAL_GAP_LINES = 25;

/**
 * The newest request of this session when it is a client's message shown on the wire in `e`'s file a few lines
 * before it, unanswered and not yet reported; null otherwise. What may have been said about it already is the caller's
 * test.
 */
function messageJustBefore(sess: Sess, e: WireEvent): Req | null {
  const live = sess.live;
  const h = live.newestAt();
  if (h < 0 || (live.stateAt(h) & (S_EMITTED | S_ANSWERED)) !== 0 || live.fromAt(h) !== 'client' || live.methodAt(h) === 'unknown') return null;
  const newest = live.reqAt(h);
  const start = newest.t.request;
  if (start.kind !== 'message' || start.source.file !== e.source.file) return null;
  const gap = e.source.line - start.source.line;
  return gap > 0 && gap <= REFUSAL_GAP_LINES ? newest : null;
}

/** The request a refusal status line answers: the message just before it (messageJustBefore), no host's words about it yet. */
function shownJustBefore(sess: Sess, e: WireEvent): Req | null {
  const r = messageJustBefore(sess, e);
  return r !== null && !r.hostEnded && r.said.length === 0 ? r : null;
}

/**
 * The message whose write a failed send naming no message reports: the message just before it (messageJustBefore). Its
 * process may already have been said to fail in the same instant (the spawn error comes first, then the failed write
 * of the message queued for it: patruff/ollama-mcp-bridge#12's "Process error: spawn … ENOENT" then "Failed to send
 * message: write EPIPE"): the write is still that message's, not a second request's.
 */
function writeFailedOf(sess: Sess, e: WireEvent): Req | null {
  const r = messageJustBefore(sess, e);
  if (r === null || !r.hostEnded) return r;
  const last = r.said[r.said.length - 1];
  return last !== undefined && last.source.file === e.source.file && nearInstant(last, e) ? r : null;
}

/** The event that stands for the request's start: the line itself, or dated back by the elapsed time it states. */
function startEvent(e: WireEvent, said: HostSaid): WireEvent {
  if (said.kind === 'request-sent') return e;
  if (e.at !== null && said.elapsedMs !== undefined) return { ...e, at: e.at - said.elapsedMs };
  // Nothing says when it started (the capture begins mid-call): no clock for its start.
  return { ...e, at: null };
}

/**
 * The host says another request went out or was answered while the initialize it was only waiting on is open: the
 * handshake was answered, though the host's info level never says so. A client sends nothing but pings before the
 * server answers its initialize (MCP lifecycle, "Initialization"), so the later request is that answer's proof:
 * VS Code's "Waiting for server to respond to initialize request..." every 5 s while the server fetched its token,
 * then "Discovered 14 tools" (dynatrace-oss/dynatrace-mcp#38). Only an initialize the words merely waited on: one they
 * said failed or timed out is already ended.
 */
function handshakeAnswered(w: HostWords, sess: Sess, e: WireEvent, said: HostSaid): void {
  if (said.kind !== 'completed' && said.kind !== 'request-sent') return;
  const open = sess.open;
  for (const h of open.handles()) {
    // The method first: one member of the request, where its state is six (most open requests are not initializes).
    if (open.methodAt(h) !== 'initialize' || (open.stateAt(h) & S_HOST_ENDED) !== 0) continue;
    const req = open.reqAt(h);
    if (req.t.basis !== 'host-log') continue;
    if (!req.said.every((x) => x.said?.kind === 'waiting' || x.said?.kind === 'connecting' || x.said?.kind === 'request-sent')) continue;
    note(w, req, { ...e, said: { ...said, method: 'initialize', target: undefined, kind: 'completed' } }, true);
  }
}

/**
 * The host's words that the merge joined to a request another capture shows on the wire (WireEvent.about.words,
 * merge/words.ts): the request's words, as if its own capture held them — kept in its `said` (basis `mixed`), and
 * ending it for the host when they end a request.
 */
export function noteAbout(w: HostWords, req: Req, e: WireEvent, said: HostSaid): void {
  note(w, req, e, ends(said));
}

function note(w: HostWords, req: Req, e: WireEvent, ends: boolean): void {
  // Words about a request its words already ended: only one they ended cleanly (endedClean) is not troubled yet, and
  // these words make it so — held to the end of its session and diagnosed in full, as a wire pair's late cancel makes it.
  if (req.hostEnded) req.troubled = true;
  keepSaid(w, req, e);
  addCappedEntry(req, 'host-log', e, clip(e.text ?? '', 200), SAID_PER_REQUEST);
  if (ends) end(req);
}

function end(req: Req): void {
  if (req.hostEnded) return;
  req.hostEnded = true;
  req.troubled = true;
  const s = req.sess;
  if (s.open.delete(req)) unlinkOpen(s, req);
}
