/**
 * The timeline builder: a streaming state machine from WireEvents (capture order) to
 * RequestTimelines and SessionTimelines.
 *
 * Sessions. A reader's `session` label is authoritative: a new label is a new session, a label
 * seen again is the same one (an HTTP `Mcp-Session-Id`), and a labelled session ends at a
 * transport close, when the same stdio server answers a newer lifetime's initialize, or at the
 * end of the input (interleaved labels are normal: one Claude Desktop `mcp.log` holds several
 * servers). Without a label, a client `initialize` after the session
 * already initialized or made calls starts a new session (ids restart per process lifetime:
 * Claude Desktop and the TS SDK from 0, VS Code from 1), and so does any message after a
 * transport close.
 *
 * Memory. A cleanly answered request is emitted once CLEAN_HOLD_REQUESTS more requests have
 * started in its session, or CLEAN_HOLD_ALL_REQUESTS in the whole capture (a quiet session's);
 * so is a call the host's words started and ended cleanly (host-requests.ts endedClean), and a
 * request the words start counts as a start. Everything else is held until its session ends. What is left of an
 * emitted request is a few bounded maps (see limits.ts and `debugStats`).
 */
import { labelServer, type HostSaid, type Transport, type WireEvent } from '../events.js';
import type { ClockKind } from '../ingest/types.js';
import { isDiscoverProbe } from '../protocol/methods.js';
import { connectionFailureKind } from '../protocol/connection-failure.js';
import { isClientInitialize, onMessage, onPlainInitialize, type Correlation, type Decision } from './correlate.js';
import { clip, hostLogDetail, splitDetail, transportCloseDetail } from './details.js';
import { closingInitialize, handshakeLost, handshakesUnanswered, newHostWords, noteAbout, onUnreadWords, onHostSaid, onWireSeen, SAID_PER_REQUEST, type HostWords } from './host-requests.js';
import { asId } from './json.js';
import { dirKey } from './keys.js';
import { plainEvent, PlainEvent } from '../plain-event.js';
import { CLEAN_HOLD_ALL_REQUESTS, CLEAN_HOLD_REQUESTS, RETRY_WINDOW_REQUESTS, STDERR_BEFORE_CLOSE, CONNECTION_FAILURES_PER_SESSION, OWN_REQUEST_WORDS_PER_SESSION } from './limits.js';
import { RetryIndex } from './retries.js';
import { addCappedEntry, addEntry, AllHolds, isOpen, keep, newSession, openElseNewestById, S_ANSWERED, S_HOST_ENDED, Slots, unlinkOpen, type Req, type Sess } from './state.js';
import { objectArray } from './elements.js';
import { observeStream, onStreamEvent, releaseStreams, syncStreams } from './streams.js';
import type { SessionTimeline, TimelineEntry, TimelineSink } from './types.js';

export interface TimelineInput {
  file: string;
  clock: ClockKind;
  zone: string | null;
  zoneAssumed: boolean;
  /** Prefix for session keys (`b` → `b.s1`) so keys stay unique across inputs. */
  sessionPrefix?: string;
  /** False: no request is kept plain (Correlation.plain); for the tests that compare both ways. */
  plainRequests?: boolean;
  /** False: plain requests are `Req`s from their start, none a slot (Correlation.slots); for the tests that compare. */
  slots?: boolean;
}

/** Sizes of the builder's internal maps, for tests that assert bounded memory. */
export interface TimelineBuilderStats {
  liveSessions: number;
  liveRequests: number;
  openRequests: number;
  byId: number;
  tokens: number;
  tasks: number;
  streams: number;
  unlinkedStreams: number;
  pendingStreams: number;
  eventIds: number;
  finished: number;
  keyIntervals: number;
  keyOthers: number;
  dupCounts: number;
  cleanQueue: number;
  heldBatches: number;
  heldRequests: number;
  retryCandidates: number;
  retryLists: number;
  requestsStarted: number;
  /** Slots in use (state.ts Slots), the `Req`s made of them included. */
  slots: number;
}

export interface TimelineBuilder {
  /** Feed one event, in capture order. */
  push(e: WireEvent): void;
  /** The input ended: ends every session and emits everything still held. */
  end(): void;
  debugStats(): TimelineBuilderStats;
}

/**
 * An ended session waiting to be emitted. A class, not an object literal: a class's declared fields are made first as
 * undefined, so V8 types `tl` as any object; a literal's field would take the first timeline's shape, which depends on
 * whether `lateCancels` and `dropped` were added to it, and a later session's other shape would change the field's
 * type and deoptimise `act` (flushBatches inlined) tens of thousands of requests in (docs/performance.md, fifty-eighth
 * round).
 */
class Batch {
  readonly reqs: Req[];
  readonly tl: SessionTimeline;
  /** Released once this many requests have started in the builder (−1: at once). */
  readonly releaseAt: number;

  constructor(reqs: Req[], tl: SessionTimeline, releaseAt: number) {
    this.reqs = reqs;
    this.tl = tl;
    this.releaseAt = releaseAt;
  }
}

export function createTimelineBuilder(sink: TimelineSink, input: TimelineInput): TimelineBuilder {
  return new Builder(sink, input);
}

class Builder implements TimelineBuilder {
  /** Correlation's cross-session state (retry index, request count): plain data it reads and counts in. */
  private readonly cx: Correlation;
  /** What the host's words remember across sessions (host-requests.ts). */
  private readonly words: HostWords;
  private readonly liveSessions = new Set<Sess>();
  /** Live sessions in open order, ended ones removed lazily (compacted when half are ended): the newest live one in O(1). */
  private liveOrder: Sess[] = [];
  private endedInOrder = 0;
  /** Live sessions by server name (initialized: only same-name sessions are candidates). */
  private readonly byServer = new Map<string, Map<string | null, Set<Sess>>>();
  private readonly byLabel = new Map<string, Sess>();
  private current: Sess | null = null;
  private sessionCount = 0;
  /**
   * For Builder.endedBefore, per input file: the configured servers whose session has ended (`file` NUL `server`), the
   * session opened last with the file of the event that opened it, and the configured server the host's words named
   * for a live session that has no label.
   */
  private readonly endedServers = new Set<string>();
  /** The lifetime labels (`file` NUL `label`) whose session has ended: labelled words are judged by their own lifetime. */
  private readonly endedLabels = new Set<string>();
  private lastOpened: { s: Sess; file: string } | null = null;
  private readonly wordsServer = new Map<Sess, string>();
  /** The file of the event that opened each live session (merged captures are read by one builder). */
  private readonly openedIn = new Map<Sess, string>();
  /**
   * The last client `initialize` on the wire: its file and the `seq` its request takes (the next start), for a discover
   * probe's fallback (noFallback). Order is by seq, as everywhere in the timeline, not by line numbers.
   */
  private lastInitialize: { file: string; seq: number } | null = null;
  private readonly batches: Array<Batch | null> = objectArray();
  private batchHead = 0;
  /** Every session's clean holds in answer order (CLEAN_HOLD_ALL_REQUESTS). */
  private readonly holds = new AllHolds();
  /** The quiet plain requests of every session, kept as slots (state.ts Slots). */
  private readonly slots = new Slots();
  private done = false;

  constructor(
    private readonly sink: TimelineSink,
    private readonly input: TimelineInput,
  ) {
    const plain = input.plainRequests !== false;
    this.cx = { retries: new RetryIndex(this.slots), requests: 0, plain, slots: plain && input.slots !== false ? this.slots : undefined };
    this.words = newHostWords(this.cx);
  }

  /**
   * Labelled stdio lifetimes end at their transport close, but a host does not always log one
   * (the app quit, the log rotated). When the same server answers a new initialize in a newer
   * lifetime, the older lifetime of that server is over: its open requests were lost with it.
   * Only for stdio, where one process serves one connection; concurrent HTTP sessions with one
   * server are normal.
   */
  private endOlderLifetimes(sess: Sess, initialize: WireEvent): void {
    const name = sess.info.server?.value.name;
    const label = sess.info.label;
    if (label === null || sess.info.transport !== 'stdio' || name === undefined) return;
    this.indexServer(sess);
    // In open order, as a walk over the live sessions would end them.
    for (const o of this.olderLifetimes(sess, name, labelServer(label))) this.endSession(o, null, initialize);
  }

  /** The live labelled stdio sessions opened before `sess` that run server `name` as configured server `server`, in open order. */
  private olderLifetimes(sess: Sess, name: string, server: string | null): Sess[] {
    const over: Sess[] = [];
    // Only sessions of this serverInfo name, and of this configured server or of none: one package run
    // under thousands of configured names must not make every initialize walk them all.
    const groups = this.byServer.get(name);
    const candidates: Set<Sess>[] = [];
    if (groups !== undefined) {
      if (server === null) candidates.push(...groups.values());
      else {
        const a = groups.get(server);
        const b = groups.get(null);
        if (a) candidates.push(a);
        if (b) candidates.push(b);
      }
    }
    for (const o of candidates.flatMap((c) => [...c])) {
      if (o === sess || o.opened > sess.opened) continue; // older sessions only
      if (o.info.label !== null && o.info.transport === 'stdio' && o.info.server?.value.name === name && sameConfiguredServer(o.info.label, server)) {
        over.push(o);
      }
    }
    if (over.length > 1) over.sort((a, b) => a.opened - b.opened);
    return over;
  }

  /** A clean answer is held a while for a late cancel, a second response, late progress (limits.ts). */
  private holdClean(sess: Sess, req: Req | number): void {
    // The request in its session's queue only; the builder-wide queue names its place there. Whichever releases it
    // first lets go of the request, so the builder-wide queue (CLEAN_HOLD_ALL_REQUESTS starts) does not keep a request
    // its session released long before: holding the request itself in both kept every request ~16 times longer, and
    // promoted them (docs/performance.md, twentieth round).
    const place = sess.cleanQueue.push(req, typeof req === 'number' ? this.slots.seqOf(req) : -1, sess.started + CLEAN_HOLD_REQUESTS);
    this.holds.push(sess, place, this.cx.requests + CLEAN_HOLD_ALL_REQUESTS);
  }

  push(e: WireEvent): void {
    if (this.done) return;
    // A plain line's event (plain-event.ts: most of a busy capture's events) is a message: told by its class, one
    // prototype check, before the switch loads `kind`, a load that meets every reader's literals as well and was
    // megamorphic on a host log's capture, whose host-log lines are literals of several shapes (docs/performance.md,
    // fifty-first to fifty-third rounds).
    if (e instanceof PlainEvent) {
      this.onPlainMessage(e);
      return;
    }
    this.onOtherEvent(e);
  }

  /**
   * push of an event that is not a plain line's: the readers' literals, a few in a busy capture (a host's lines).
   * Out of push's body so that a kind first met late — a host's transport close, first at its first server restart,
   * a literal of a shape the `kind` load had not seen — meets this function, which so few events leave unoptimised,
   * and not push's optimised code, which it threw away there ("wrong map": docs/performance.md, seventieth round).
   */
  private onOtherEvent(e: WireEvent): void {
    switch (e.kind) {
      case 'host-log':
        this.onHostLog(e);
        return;
      case 'transport-close':
        this.onTransportClose(e);
        return;
      case 'unparsed':
        this.onUnparsed(e);
        return;
      case 'message':
        this.onWireMessage(e);
        return;
      default: {
        const s = this.sessionFor(e);
        this.touch(s, e);
        onStreamEvent(s, e, observeStream(s, e));
      }
    }
  }

  private onHostLog(e: WireEvent): void {
    if (e.about !== undefined && this.onAbout(e, e.about)) return;
    if (e.said !== undefined) {
      // The host's words about a request: they may start one (host-requests.ts).
      const before = this.current;
      const opened = this.sessionCount;
      const last = this.lastOpened;
      const s = this.sessionFor(e);
      this.touch(s, e);
      // Words about a request of the host's own protocol (Codex Desktop's renderer to its app-server) start no MCP
      // request: kept for the rule that tells them outside any request (diagnose/rules/app-server-request-timeout.ts).
      if (e.said.ownProtocol === true) {
        const kept = (s.ownRequestWords ??= []);
        if (kept.length < OWN_REQUEST_WORDS_PER_SESSION) kept.push(e);
        return;
      }
      // Read once here: notStarted (host-requests.ts) decides by the same kind, and a sink tells which kept words a
      // request carries by the list (TimelineSink.request).
      const failure = connectionFailureKind(e.said);
      if (failure !== null) {
        const kept = (s.connectionFailures ??= []);
        if (kept.length < CONNECTION_FAILURES_PER_SESSION) kept.push({ event: e, kind: failure });
      }
      if (e.said.server !== undefined && s.info.label === null && !this.wordsServer.has(s)) this.wordsServer.set(s, e.said.server);
      const started = this.cx.requests;
      // A late answer's words that joined no request the host gave up on: the answer they quote is read as the
      // message it is (WireEvent.quoted), a request that started before the capture.
      if (!onHostSaid(this.words, s, e, e.said, failure) && e.quoted !== undefined) {
        this.onWireMessage(e.quoted);
        return;
      }
      if (this.sessionCount !== opened && s.started === 0 && endsConnection(e.said) && this.endedBefore(e, e.said, last)) {
        this.unopen(s, before, last);
        return;
      }
      // What the words decided, carried out as act() carries out a message's: a call they ended cleanly is held as a
      // clean wire pair is, and a request they started releases the holds and batches it ends.
      const clean = this.words.clean;
      if (clean !== null) {
        this.words.clean = null;
        this.holdClean(clean.sess, clean);
      }
      if (this.cx.requests !== started) {
        this.releaseClean(s);
        this.releaseHolds();
        this.flushBatches(false);
      }
      return;
    }
    // Words no row reads about a connect the host's words started: its fate is theirs, not the end of the capture's.
    onUnreadWords(this.words, e);
    const s = this.liveFor(e);
    if (s === null || s.inputClosed) return;
    this.touch(s, e);
    // Not an entry: every stderr line on every open request would grow with the capture.
    // The last few server lines are kept as crash evidence for a transport close.
    if (e.from !== 'client') {
      s.stderr.push(e);
      if (s.stderr.length > STDERR_BEFORE_CLOSE) s.stderr.shift();
    }
  }

  private onTransportClose(e: WireEvent): void {
    const s = this.liveFor(e);
    if (s === null) return;
    if (s.inputClosed) {
      // The server's side ends a session whose input the client had closed: it ended there for the client.
      this.endSession(s, null, null);
      this.flushBatches(false);
      return;
    }
    this.touch(s, e);
    if (e.close?.inputOnly === true) {
      this.closeInput(s, e);
      return;
    }
    // A connection the host's words started closes before any message: its handshake went with it.
    // An initialize the host's words left waiting goes with the close too; either is remembered for the
    // host's words that follow the close.
    // A deliberate close (VS Code's "Stopping server", then "Connection state: Stopped") loses no handshake of its
    // own, but an initialize the host's words left waiting still ends with it, and the host's note that follows
    // ("Server exited before responding to `initialize` request.") is that request's (upstash/context7#300).
    if (e.close?.expected === true || handshakeLost(this.words, s, e) === null) closingInitialize(this.words, s, e);
    this.endSession(s, e, null);
    this.flushBatches(false);
  }

  private onUnparsed(e: WireEvent): void {
    // Only the stdio message stream must be JSON ("The server MUST NOT write anything to
    // its stdout that is not a valid MCP message"); elsewhere it is a capture problem.
    const transport = e.transport ?? this.liveFor(e)?.info.transport ?? null;
    if (transport !== 'stdio') return;
    // A client's own message that does not parse is not the server's stdout: in a pasted host log it is
    // a body the reporter cut (a last line ending inside `{"method":"prompts/`: AgentDeskAI/browser-tools-mcp#109).
    if (e.from === 'client') return;
    if (this.liveFor(e)?.inputClosed === true) return;
    const s = this.sessionFor(e);
    this.touch(s, e);
    keep(s, 'nonJson', e);
    // Incidents A10: stdout noise right before a timeout is evidence for what was waiting.
    s.nonJsonTargets.forEach((req) => addEntry(req, 'host-log', e, hostLogDetail(e)));
  }

  private onWireMessage(e: WireEvent): void {
    // A plain line's event has its message (made when read: plain-event.ts).
    if (plainEvent(e) !== null) {
      this.onPlainMessage(e as PlainEvent);
      return;
    }
    if (e.message === undefined) return;
    const s = this.sessionFor(e);
    this.touch(s, e);
    onWireSeen(s, e);
    this.act(s, onMessage(this.cx, s, e, observeStream(s, e)));
  }

  /**
   * onWireMessage of a plain line's event: its label, transport and stamp read here, where only this class's events
   * come, so the loads stay monomorphic (sessionFor and touch are reached by every kind of event).
   */
  private onPlainMessage(e: PlainEvent): void {
    // A session's start on its own path (onPlainSessionStart): the one test here, fed by every message.
    if (e.method === 'initialize') {
      this.onPlainSessionStart(e);
      return;
    }
    const s = this.sessionIn(e.session, e);
    this.touchAt(s, e.transport, e.at);
    onWireSeen(s, e);
    this.act(s, onMessage(this.cx, s, e, observeStream(s, e)));
  }

  /**
   * onPlainMessage of an `initialize` (a session's start): the same steps, in functions only a session's start calls —
   * its session found by sessionAtInitialize, its request by correlate.ts onPlainInitialize. A later session's start is
   * first met at a capture's first server restart, after the hot functions were optimised without it (the first
   * session's ran before they had feedback): as their path, its sites threw their optimised code away there
   * (docs/performance.md, sixty-sixth and sixty-eighth rounds). The call here is the one site left unfed.
   */
  private onPlainSessionStart(e: PlainEvent): void {
    const s = this.sessionAtInitialize(e);
    this.touchAt(s, e.transport, e.at);
    onWireSeen(s, e);
    const st = observeStream(s, e);
    this.act(s, e.shape === 'request' ? onPlainInitialize(this.cx, s, e, st) : onMessage(this.cx, s, e, st));
  }

  /**
   * What correlation decided, carried out: the initialize's older lifetimes end before the clean answer is held
   * (the order the decisions were made in); a start releases the holds it ends and the batches whose retry
   * window it closes.
   */
  private act(s: Sess, d: Decision): void {
    if (d.initialize !== null) this.endOlderLifetimes(s, d.initialize.t.request);
    if (d.clean !== null) this.holdClean(s, d.clean);
    // One comparison per message: the index follows the server name when a session learns it late (`_meta`).
    if (s.info.server !== null && s.info.server !== s.serverIndex?.by) this.indexServer(s);
    if (d.started !== null) {
      this.releaseClean(s);
      this.releaseHolds();
      this.flushBatches(false);
    }
  }

  /**
   * A line the merge step placed on a request (an application log's mention of it: timeline/merge/mentions.ts):
   * an entry of that request, as a host's words about it are; the host's own words from another capture
   * (timeline/merge/words.ts) join its words too. False when the request is not live here.
   */
  private onAbout(e: WireEvent, about: NonNullable<WireEvent['about']>): boolean {
    const s = this.liveFor(e);
    if (s === null) return false;
    const req = openElseNewestById(s, dirKey(about.from, about.id));
    if (req === undefined || req.emitted) return false;
    this.touch(s, e);
    if (about.words === true && e.said !== undefined) noteAbout(this.words, req, e, e.said);
    else addCappedEntry(req, 'host-log', e, clip(e.text ?? '', 200), SAID_PER_REQUEST);
    return true;
  }

  end(): void {
    if (this.done) return;
    this.done = true;
    // A connect the host's words started and the capture ends on, unanswered: its initialize is still waiting.
    handshakesUnanswered(this.words, (e) => this.liveFor(e));
    for (const s of [...this.liveSessions]) this.endSession(s, null, null);
    this.flushBatches(true);
  }

  /** The live session an event belongs to, without creating one. */
  private liveFor(e: WireEvent): Sess | null {
    if (e.session !== null) return this.byLabel.get(e.session) ?? null;
    return this.current;
  }

  /** The session an event belongs to, creating (and splitting) as needed. */
  private sessionFor(e: WireEvent): Sess {
    return this.sessionIn(e.session, e);
  }

  /**
   * sessionFor of an event whose label (`e.session`) the caller read. A plain `initialize` has a copy of these steps
   * (sessionAtInitialize): a change here is made there too.
   */
  private sessionIn(label: string | null, e: WireEvent): Sess {
    if (label !== null) {
      // The session the last event went to, when it has this label: a live session with a label is the one `byLabel`
      // names for it (a label is mapped only while no live session has it, and unmapped only when its session ends),
      // and `current` is always live. A host log interleaves few servers, so this spares most events' map lookup.
      const cur = this.current;
      if (cur !== null && cur.info.label === label) return cur;
      const known = this.byLabel.get(label);
      if (known !== undefined) return known;
      if (cur !== null && cur.info.label === null) {
        // The label arrived late (a Streamable HTTP session id is assigned on the initialize
        // response, so the initialize exchange itself has none): same session.
        cur.info.label = label;
        this.byLabel.set(label, cur);
        return cur;
      }
      return this.open(label, e.source.file);
    }
    const initialize = isClientInitialize(e);
    if (initialize) this.lastInitialize = { file: e.source.file, seq: this.cx.requests + 1 };
    const cur = this.current;
    if (cur === null) return this.open(null, e.source.file);
    if (initialize && (cur.hadInitialize || cur.hadClientCall)) {
      // A labelled session is not ended by an unlabelled initialize (it may be a second HTTP
      // session); an unlabelled one is a process lifetime that must have ended.
      if (cur.info.label === null) this.endSession(cur, null, e);
      return this.open(null, e.source.file);
    }
    return cur;
  }

  /**
   * sessionIn(e.session, e) of a plain `initialize` (onPlainSessionStart), written out: isClientInitialize(e) is its
   * id and sender test here, `e.method` being 'initialize'. A copy, not a call, so that a later session's start runs
   * in no function the hot path's optimised code holds (onPlainSessionStart); it must stay step for step equal to
   * sessionIn, which test/timeline/session-start.test.ts checks by reading each capture on both paths. The sender test
   * decides nothing on today's readers — an unlabelled plain event is NDJSON's, whose labeller names every initialize
   * with an id the client's (ingest/formats/ndjson.ts DirectionLabeller) — so no capture there can catch its drift.
   */
  private sessionAtInitialize(e: PlainEvent): Sess {
    const label = e.session;
    if (label !== null) {
      const cur = this.current;
      if (cur !== null && cur.info.label === label) return cur;
      const known = this.byLabel.get(label);
      if (known !== undefined) return known;
      if (cur !== null && cur.info.label === null) {
        cur.info.label = label;
        this.byLabel.set(label, cur);
        return cur;
      }
      return this.open(label, e.source.file);
    }
    const initialize = asId(e.id) !== null && (e.from === 'client' || e.from === null);
    if (initialize) this.lastInitialize = { file: e.source.file, seq: this.cx.requests + 1 };
    const cur = this.current;
    if (cur === null) return this.open(null, e.source.file);
    if (initialize && (cur.hadInitialize || cur.hadClientCall)) {
      if (cur.info.label === null) this.endSession(cur, null, e);
      return this.open(null, e.source.file);
    }
    return cur;
  }

  private open(label: string | null, file: string): Sess {
    this.sessionCount++;
    const n = `s${this.sessionCount}`;
    const key = this.input.sessionPrefix ? `${this.input.sessionPrefix}.${n}` : n;
    const s = newSession(key, label, this.input, this.sessionCount, this.slots);
    this.liveSessions.add(s);
    this.liveOrder.push(s);
    if (label !== null) this.byLabel.set(label, s);
    this.current = s;
    this.openedIn.set(s, file);
    this.lastOpened = { s, file };
    return s;
  }

  /**
   * Takes back the session `open` just made for words that end a connection and started nothing in it (endsConnection)
   * when a session of that connection already ended (endedBefore): the words are about what ended (a repeated "Client
   * closed", a server's shutdown after the DELETE), read against it, and open none. `before` is the session that was
   * current, `last` the session opened last before them.
   */
  private unopen(s: Sess, before: Sess | null, last: { s: Sess; file: string } | null): void {
    this.liveSessions.delete(s);
    if (this.liveOrder[this.liveOrder.length - 1] === s) this.liveOrder.pop();
    const label = s.info.label;
    if (label !== null && this.byLabel.get(label) === s) this.byLabel.delete(label);
    this.sessionCount--;
    this.current = before;
    this.lastOpened = last;
    this.wordsServer.delete(s);
    this.openedIn.delete(s);
  }

  /**
   * Whether close words `e` that found no live session are about a session of their connection that already ended in
   * this input: with a lifetime label, that lifetime's session ended earlier in the same file (a later lifetime of the
   * same server is a new connection: Claude Desktop's `spawn … ENOENT` on a restart after a run that ended is that
   * restart's only record); else with the configured server they name (the words' `server`), a session of that server
   * ended earlier in the same file; naming none, `last`, the session opened before them, was opened in the same
   * file and has ended. Only then
   * do they open nothing (Builder.unopen). A first close with nothing before it is the record of a connection that
   * failed before anything was written (a spawn that failed: claude-desktop--windows-spawn-npx-enoent-no-request), and a
   * close of a session begun before the capture is that session's end (startsMidSession): each is a session.
   */
  private endedBefore(e: WireEvent, said: HostSaid, last: { s: Sess; file: string } | null): boolean {
    const file = e.source.file;
    if (e.session !== null) return this.endedLabels.has(`${file}\0${e.session}`);
    const server = said.server ?? null;
    if (server !== null) return this.endedServers.has(`${file}\0${server}`);
    return last !== null && last.file === file && last.s.ended;
  }

  private indexServer(s: Sess): void {
    const by = s.info.server;
    if (by === null || s.ended) return;
    this.unindexServer(s);
    const name = by.value.name;
    const server = s.info.label === null ? null : labelServer(s.info.label);
    let groups = this.byServer.get(name);
    if (groups === undefined) this.byServer.set(name, (groups = new Map()));
    let set = groups.get(server);
    if (set === undefined) groups.set(server, (set = new Set()));
    set.add(s);
    s.serverIndex = { by, name, server };
  }

  private unindexServer(s: Sess): void {
    const at = s.serverIndex;
    if (at === null) return;
    s.serverIndex = null;
    const groups = this.byServer.get(at.name);
    const set = groups?.get(at.server);
    set?.delete(s);
    if (set?.size === 0) groups?.delete(at.server);
    if (groups?.size === 0) this.byServer.delete(at.name);
  }

  private touch(s: Sess, e: WireEvent): void {
    this.touchAt(s, e.transport, e.at);
  }

  /** touch of an event whose transport and stamp the caller read. */
  private touchAt(s: Sess, transport: Transport | null, at: number | null): void {
    this.current = s;
    if (s.info.transport === null && transport !== null) s.info.transport = transport;
    if (at !== null) {
      if (s.info.startedAt === null) s.info.startedAt = at;
      if (s.info.endedAt === null || at > s.info.endedAt) s.info.endedAt = at;
    }
  }

  /** Emits the cleanly answered requests of `s` whose hold in the session is over. */
  private releaseClean(s: Sess): void {
    s.cleanQueue.drain(s.started, this.emitClean);
  }

  /**
   * Emits the cleanly answered requests of any session held CLEAN_HOLD_ALL_REQUESTS starts. This queue is in
   * answer order, as each session's is, so what leaves here is at the head of its session's queue, which is
   * drained of it too: a quiet session keeps nothing.
   */
  private releaseHolds(): void {
    this.holds.drain(this.cx.requests, this.emitHeld);
  }

  /** A held request (or slot `x`, whose start seq was `seq`) released: emitted unless trouble came or it went already. */
  private readonly emitClean = (x: Req | number, seq: number): void => {
    if (typeof x === 'number') {
      // Let go already (emitted with its session): its number may be another request's now.
      if (this.slots.seqOf(x) !== seq) return;
      const made = this.slots.made(x);
      // A slot is never troubled.
      if (made === null) {
        this.emitSlot(x);
        return;
      }
      x = made;
    }
    if (!x.troubled && !x.emitted) this.emit(x);
  };

  private readonly emitHeld = (sess: Sess, x: Req | number, seq: number): void => {
    // Only what its session let go of already, which precedes it: every hold's count is `started` +
    // CLEAN_HOLD_REQUESTS, above −1. A small integer, not −Infinity: `drain`, optimised on the counts the per-message
    // drains pass, met its first non-integer count here (the capture's first still-held release, late) and was
    // thrown away ("not a Smi") and compiled again (docs/performance.md, fifty-sixth round).
    sess.cleanQueue.drain(-1, this.emitClean);
    this.emitClean(x, seq);
  };

  /**
   * stdio: the client closed the server's input. For the client the session ends here — the requests still open are
   * closed by it, exactly as at a full close — but the server may still write until it exits (lifecycle §Shutdown),
   * and a Python SDK 2.x server does: -32000 "Connection closed" for each open request (sdk-behaviour.md, Python
   * #12). So the session stays live for the server's messages alone; its next close ends it, and the other lines
   * after this one (stderr, pipe closes) are not the session's, as they were not before the input close was told
   * apart.
   */
  private closeInput(s: Sess, close: WireEvent): void {
    s.inputClosed = true;
    s.info.end = close;
    const live = s.live;
    for (const h of live.handles()) if ((live.stateAt(h) & (S_ANSWERED | S_HOST_ENDED)) === 0) this.closeRequest(s, live.reqAt(h), close);
  }

  private closeRequest(s: Sess, req: Req, close: WireEvent): void {
    const t = req.t;
    for (const h of s.stderr) if (h.source.line > t.request.source.line) insertInOrder(t.entries, h);
    t.transportClose = close;
    addEntry(req, 'transport-close', close, transportCloseDetail(close));
  }

  /**
   * Ends `s`: it takes no more events, its open requests end with its cause (`close`, a transport close; `split`, the
   * next lifetime's initialize; neither, the end of the input), and it waits in a batch to be emitted. The cause comes
   * as two arguments, not an object: a literal's field takes the first event's shape, and a later split's event of
   * another shape changed it and deoptimised the caller (`onPlainMessage`, where `sessionIn` is inlined) 40,000
   * requests in (docs/performance.md, fifty-eighth round).
   */
  private endSession(s: Sess, close: WireEvent | null, split: WireEvent | null): void {
    s.ended = true;
    this.noteEnded(s);
    this.unlist(s);
    if (close !== null) s.info.end = close;
    const reqs = s.live.reqsWithout(0);
    let hold = false;
    for (const req of reqs) {
      if (!isOpen(req)) continue;
      const t = req.t;
      if (t.transportClose !== null) {
        // Closed by the client's input close (closeInput) and never answered after it.
      } else if (close !== null) {
        this.closeRequest(s, req, close);
      } else if (split !== null) {
        t.transportClose = split;
        addEntry(req, 'transport-close', split, splitDetail(split));
      } else {
        t.openAtEnd = true;
      }
      if (req.retry !== null) hold = true;
    }
    // A discover probe with no initialize after it on its connection — none in its session, and the session did not
    // end on one that starts the next (the split): the client's fallback to initialize is not in the capture
    // (UsefulSoftwareCo/executor#1449: the bridge closed right after refusing it). A close ends the connection first.
    for (const req of reqs) {
      if (!isDiscoverProbe(req.method) || s.hadInitialize) continue;
      const init = this.lastInitialize;
      if (init === null || init.file !== req.t.request.source.file || init.seq <= req.seq) req.t.noFallback = true;
    }
    const tl = s.tl;
    if (s.lateCancels.length > 0) tl.lateCancels = s.lateCancels;
    if (s.connectionFailures !== null) tl.connectionFailures = s.connectionFailures;
    if (s.ownRequestWords !== null) tl.ownRequestWords = s.ownRequestWords;
    const d = s.dropped;
    if (d.orphanCancels + d.orphanProgress + d.orphanResponses + d.nonJson + d.lateCancels > 0) tl.dropped = d;
    // Unanswered calls wait a little for a retry in the next session (incidents A6).
    this.batches.push(new Batch(reqs, tl, hold ? this.cx.requests + RETRY_WINDOW_REQUESTS : -1));
  }

  /** Remembers that `s`, a session of its configured server in the file that opened it, ended (Builder.endedBefore). */
  private noteEnded(s: Sess): void {
    const label = s.info.label;
    const server = (label !== null ? labelServer(label) : null) ?? this.wordsServer.get(s) ?? null;
    this.wordsServer.delete(s);
    const file = this.openedIn.get(s);
    this.openedIn.delete(s);
    if (server !== null && file !== undefined) this.endedServers.add(`${file}\0${server}`);
    if (label !== null && file !== undefined) this.endedLabels.add(`${file}\0${label}`);
  }

  /** Takes an ended session out of the routing: its label, the server index, the live order, `current`. */
  private unlist(s: Sess): void {
    this.liveSessions.delete(s);
    const label = s.info.label;
    if (label !== null && this.byLabel.get(label) === s) this.byLabel.delete(label);
    this.unindexServer(s);
    this.endedInOrder++;
    const order = this.liveOrder;
    while (order.length > 0 && order[order.length - 1]!.ended) {
      order.pop();
      this.endedInOrder--;
    }
    if (this.endedInOrder > 64 && this.endedInOrder * 2 > order.length) {
      this.liveOrder = order.filter((o) => !o.ended);
      this.endedInOrder = 0;
    }
    if (this.current === s) this.current = this.liveOrder[this.liveOrder.length - 1] ?? null;
  }

  private flushBatches(all: boolean): void {
    while (this.batchHead < this.batches.length) {
      const b = this.batches[this.batchHead];
      if (b && !all && b.releaseAt > this.cx.requests) break;
      this.batches[this.batchHead] = null;
      this.batchHead++;
      if (!b) continue;
      for (const req of b.reqs) if (!req.emitted) this.emit(req);
      this.sink.session(b.tl);
    }
    if (this.batchHead > 64 && this.batchHead * 2 > this.batches.length) {
      this.batches.splice(0, this.batchHead);
      this.batchHead = 0;
    }
  }

  /**
   * Emits slot `x` (state.ts Slots), answered cleanly and held: offered to the sink's `plain` from its columns, and let
   * go from its session's keepers as emit() lets a request go, its key made for `finished` now. A sink that does not
   * take it gets the `Req` made of it (emit, not offered again).
   */
  private emitSlot(x: number): void {
    const sl = this.slots;
    const s = sl.sessionOf(x);
    const f = this.sink.plain !== undefined ? sl.facts(x) : null;
    if (f === null || !this.sink.plain!(f, s.info)) {
      this.emit(sl.req(x), false);
      return;
    }
    if (!s.ended) {
      s.live.delete(x);
      s.open.delete(x);
      const k = sl.idKeyOf(x);
      // Nothing before it with its id (a slot's id is no other live request's): byId's entry goes.
      if (s.byId.get(k) === x) s.byId.delete(k);
      const tk = sl.tokenKeyOf(x);
      if (tk !== null && s.tokens.get(tk) === x) s.tokens.delete(tk);
      s.finished.set(k, sl.finishedKey(x));
    }
    this.cx.retries.release(x);
    sl.release(x);
  }

  /** `offer`: the sink's `plain` may take it (false: a slot's, offered already: emitSlot). */
  private emit(req: Req, offer = true): void {
    req.emitted = true;
    const s = req.sess;
    // A plain request has a wire request, no words, no streams (state.ts Req): nothing below changes it.
    if (!req.plain) {
      const t = req.t;
      if (t.request.kind === 'host-log') {
        if (t.responses.length + t.cancels.length + t.progress.length + t.streams.length > 0) t.basis = 'mixed';
      } else if (t.said.length > 0) t.basis = 'mixed';
      syncStreams(req);
    }
    if (!s.ended) {
      s.live.delete(req);
      s.cancelledLive.delete(req);
      if (s.open.delete(req)) unlinkOpen(s, req);
      if (s.byId.get(req.idKey) === req) {
        let p = req.prevSameId;
        while (p !== null && p.emitted) p = p.prevSameId;
        if (p !== null) s.byId.set(req.idKey, p);
        else s.byId.delete(req.idKey);
      }
      if (req.tokenKey !== null && s.tokens.get(req.tokenKey) === req) s.tokens.delete(req.tokenKey);
      if (req.taskId !== null && s.tasks.get(req.taskId) === req) s.tasks.delete(req.taskId);
      releaseStreams(s, req);
      s.finished.set(req.idKey, req.key);
    }
    req.prevSameId = null;
    req.taskOf = null;
    this.cx.retries.release(req);
    // Made from a slot: the slot goes with it (its number no keeper will find again: the seq tells).
    if (req.slot >= 0) {
      this.slots.release(req.slot);
      req.slot = -1;
    }
    // A plain request the sink can count from what it kept never gets a timeline (TimelineSink.plain).
    if (offer && this.sink.plain !== undefined) {
      const f = req.slotFacts();
      if (f !== null && this.sink.plain(f, s.info)) return;
    }
    this.sink.request(req.t, s.connectionFailures);
  }

  debugStats(): TimelineBuilderStats {
    const st: TimelineBuilderStats = {
      liveSessions: this.liveSessions.size,
      liveRequests: 0,
      openRequests: 0,
      byId: 0,
      tokens: 0,
      tasks: 0,
      streams: 0,
      unlinkedStreams: 0,
      pendingStreams: 0,
      eventIds: 0,
      finished: 0,
      keyIntervals: 0,
      keyOthers: 0,
      dupCounts: 0,
      cleanQueue: 0,
      heldBatches: 0,
      heldRequests: 0,
      retryCandidates: this.cx.retries.candidateCount,
      retryLists: this.cx.retries.listCount,
      requestsStarted: this.cx.requests,
      slots: 0,
    };
    for (const s of this.liveSessions) {
      st.liveRequests += s.live.size;
      st.openRequests += s.open.size;
      st.byId += s.byId.size;
      st.tokens += s.tokens.size;
      st.tasks += s.tasks.size;
      st.streams += s.streams.size;
      st.unlinkedStreams += s.unlinked.size;
      st.pendingStreams += s.pendingStreams.size;
      st.eventIds += s.eventIds.size;
      st.finished += s.finished.size;
      st.keyIntervals += s.keys.intervalCount;
      st.keyOthers += s.keys.otherCount;
      st.dupCounts += s.dupCount.size;
      st.cleanQueue += s.cleanQueue.size;
    }
    st.slots = this.slots.size;
    for (let i = this.batchHead; i < this.batches.length; i++) {
      const b = this.batches[i];
      if (!b) continue;
      st.heldBatches++;
      st.heldRequests += b.reqs.length;
    }
    return st;
  }
}

/**
 * Whether lifetime label `label` can belong to configured server `server`: yes unless both say
 * which server they are and name different ones. Two entries of Claude's config that run the
 * same package (`fs-home`, `fs-work`, both "secure-filesystem-server") are two servers.
 */
function sameConfiguredServer(label: string, server: string | null): boolean {
  if (server === null) return true;
  const i = label.lastIndexOf('#');
  return i < 0 || (i === server.length && label.startsWith(server));
}

/** Inserts a host-log entry at its capture position (after the request entry, which stays first). */
function insertInOrder(entries: TimelineEntry[], e: WireEvent): void {
  let i = entries.length;
  while (i > 1 && (entries[i - 1]?.source.line ?? 0) > e.source.line) i--;
  entries.splice(i, 0, { kind: 'host-log', at: e.at, source: e.source, detail: hostLogDetail(e), event: e });
}


/**
 * Words that a connection, its transport or the process behind it went away (HostSaid `connection-closed`): they end
 * what was open, and open nothing themselves. A stopped server says so long after its clients left (the Python SDK's
 * Streamable HTTP session manager logs "StreamableHTTP session manager shutting down" as uvicorn's lifespan ends, after
 * every session was terminated); an end with nothing live for it, after its connection's session ended, is no session
 * of its own (Builder.endedBefore, Builder.unopen).
 */
function endsConnection(said: HostSaid): boolean {
  return said.kind === 'connection-closed';
}
