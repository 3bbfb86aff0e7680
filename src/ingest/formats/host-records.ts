/**
 * A reader for host output whose sentences span lines: a terminal rendering (Codex's
 * `• Called …` with its indented `Caused by:` chain, Goose's `─── tool | extension ───` block),
 * a message wrapped onto an indented continuation (Goose's WARN records, Cline's
 * `… skipping:` + next line), a Node stack or util.inspect object under an error (the Inspector
 * proxy console, mcp-remote). `host-lines.ts` reads one line at a time; here a grammar says
 * which lines start a record, and the record's lines are read together:
 * - the joined text goes through the host's phrase catalogue (rows may match across lines);
 * - JSON-RPC embedded in it becomes `message` events, direction from the words;
 * - a sentence that names no call (Codex's error chain, Goose's `Execution failed: …`) and comes
 *   right after the host announced a call (a `request-sent` record, only blank lines between)
 *   is about that call: it takes the call's method, target and session. That is what the host's
 *   rendering says (the failure is printed under the call), not a correlation of separate lines;
 * - the same sentence printed twice, once without a clock and once with one (mcp-remote writes its
 *   stderr line and its `--debug` line; pastes mix both), is one event;
 * - a `request-sent` followed at once by a richer `request-sent` for the same call (mcp-remote's
 *   `[Local→Remote] tools/list` then `Local → Remote message { method: 'tools/list', id: 2 }`)
 *   is one event, with the id.
 * Nothing here correlates requests: that is the timeline's business.
 */
import type { HostSaid, JsonRpcMessage, Party, Transport, WireEvent } from '../../events.js';
import { directionFromShape, directionFromWords, findJsonRpc } from '../embedded.js';
import { httpErrorBody, readSaid, type HostPhrase } from '../hosts/phrase.js';
import { isBlank } from '../open.js';
import { ServerLifetimes } from '../server-lifetimes.js';
import type { BesideMcp, ClockKind, FormatName, LineDisposition, LineSink, Reader, ReaderContext, ZoneResolver } from '../types.js';
import type { HostLine } from './host-lines.js';

/** What a grammar may look at when it decides whether a line starts a record. */
export interface RecordState {
  /** The lines of the record being read (as written), or null before the first record. */
  readonly lines: readonly string[] | null;
  /** A blank line came after the record's last line. */
  readonly blankSince: boolean;
}

export interface RecordGrammar {
  name: FormatName;
  title: string;
  clock: ClockKind;
  /** `inputs[].host`. */
  host: string;
  /**
   * Words only this host writes. Given, the input's host is `host` only when a line says one of them, else `unknown`:
   * for a host whose forks print its sentences word for word, a paste holding only those sentences does not say which
   * of them wrote it.
   */
  ownWords?: RegExp;
  /**
   * Marks of another program that prints this host's sentences word for word (a fork built from its code, run its own
   * way), or that runs the host as its child and prints its own lines between the host's: a line with one makes the
   * input's host `unknown` unless a line says `ownWords`.
   */
  foreignWords?: RegExp;
  /**
   * Words that the host prints once per start of their server, so the same words for a server that has already spoken
   * are a later start (a new session lifetime, ServerLifetimes.label), not the first start's failure said again.
   */
  startsAgain?(said: HostSaid, text: string): boolean;
  /** Whose output it is: a host's (client) or a server's; null for a proxy in the middle. */
  self: Party | null;
  transport?: Transport | null;
  phrases: readonly HostPhrase[];
  sniff(head: readonly string[]): number;
  /** Lines about all of the program, which claim a text only beside a word that says MCP (Reader.besideMcp). */
  besideMcp?: BesideMcp;
  /**
   * The header of a line that starts a record; null when the line continues the current record
   * (a stack frame, a wrapped message, an argument of a rendered call); 'skip' for decoration
   * that carries nothing (a box frame), counted as blank.
   */
  start(line: string, tz: ZoneResolver, state: RecordState): HostLine | null | 'skip';
  /**
   * The same line twice in a row is one line printed twice (a tee, logging plus a console
   * handler) — true by default. False where a repeat is a real second event (mcp-remote logs each
   * forwarded message: a client that sends a call twice shows two identical lines).
   */
  doubledLines?: boolean;
  /**
   * A continuation line's text (default: the line trimmed), and whether it is the same sentence the
   * terminal wrapped at its width (joined to the line before with a space, so a phrase reads across the
   * wrap) rather than a line of its own (a stack frame, a cause). `prev` is the line before as written.
   */
  part?(line: string, prev: string): { text: string; wrapped: boolean };
  /**
   * The text the phrase catalogue reads for a record (default: its lines joined with newlines, the text the event
   * keeps), for a host whose words are read better with a mark only the whole record can place (where a rendered
   * call's arguments end: formats/codex.ts). The event's text stays the record as written.
   */
  sayText?(lines: readonly string[]): string;
}

export function recordReader(g: RecordGrammar): Reader {
  return { name: g.name, title: g.title, clock: g.clock, host: g.host, sniff: g.sniff, ...(g.besideMcp !== undefined ? { besideMcp: g.besideMcp } : {}), open: (ctx) => openRecords(g, ctx) };
}

interface Rec {
  no: number;
  end: number;
  h: HostLine;
  lines: string[];
}

interface Announced {
  said: HostSaid;
  session: string | null;
}

function openRecords(g: RecordGrammar, ctx: ReaderContext): LineSink {
  const file = ctx.file;
  let rec: Rec | null = null;
  let prevMsg: string | null = null;
  let prevAt: number | null = null;
  let prevSingle = false;
  let blankSince = false;
  let lastAt: number | null = null;
  let lastServer: string | null = null;
  let announced: Announced | null = null;
  let held: WireEvent | null = null;
  let lastRaw: string | null = null;
  /** The record's last line as written (for `part`). */
  let prevRaw: string | null = null;

  /** A line said words only this host writes (`ownWords`). */
  let own = false;
  /** A line carried a mark of a fork that prints this host's words (`foreignWords`). */
  let foreign = false;

  const lifetimes = new ServerLifetimes();
  const sessionOf = (server: string | null | undefined, said: HostSaid | null, text = ''): string | null =>
    lifetimes.label(server, said, said !== null && g.startsAgain !== undefined && g.startsAgain(said, text));

  const release = (): void => {
    if (held !== null) ctx.emit(held);
    held = null;
  };

  const flush = (): void => {
    const r = rec;
    rec = null;
    if (r === null) return;
    const text = r.lines.join('\n');
    const source = r.end > r.no ? { file, line: r.no, endLine: r.end } : { file, line: r.no };
    const transport = r.h.transport ?? g.transport ?? null;
    let said = readSaid(g.phrases, g.sayText !== undefined ? g.sayText(r.lines) : text);
    // Words that report an HTTP error status carry the answer's body after them ("Error POSTing to endpoint
    // (HTTP 404): {…"id":null}": punkpeye/mcp-remote#106): the HTTP exchange's, not a message on the stream.
    const json = httpErrorBody(said) ? null : findJsonRpc(text);
    const found = json !== null && httpErrorBody(said, text.slice(0, json.at)) ? null : json;
    if (found !== null) {
      const words = text.slice(0, found.at);
      const session = sessionOf(r.h.server, null);
      const m = found.messages.length === 1 && !found.problem ? (found.messages[0] as JsonRpcMessage) : null;
      const h = held;
      if (
        h !== null &&
        m !== null &&
        words.trim() === '' &&
        h.session === session &&
        h.said?.kind === 'request-sent' &&
        h.said.id === undefined &&
        'method' in m &&
        m.method === h.said.method &&
        'id' in m &&
        (typeof m.id === 'number' || typeof m.id === 'string')
      ) {
        // The call just announced, printed as the message itself on its own record (mcp-remote logs
        // `[Local→Remote] initialize` and then the initialize it forwards, pretty-printed:
        // meltylabs/chorus#58): one event, with the message's id.
        h.said = { ...h.said, id: m.id };
        h.source = { file, line: h.source.line, endLine: r.end };
        if (h.at === null) h.at = r.h.at;
        release();
        announced = { said: h.said!, session: h.session };
        return;
      }
      release();
      announced = null;
      if (found.problem) ctx.problem(source, found.problem);
      for (const message of found.messages) {
        const from = r.h.from ?? directionFromWords(words, g.self) ?? directionFromShape(message as JsonRpcMessage);
        const e: WireEvent = { at: r.h.at, source, session, transport, from, kind: 'message', message };
        if (found.recovered) e.recovered = true;
        ctx.emit(e);
      }
      return;
    }
    let session: string | null;
    const a = announced;
    if (
      said !== null &&
      said.kind !== 'request-sent' &&
      a !== null &&
      said.id === undefined &&
      (said.method === undefined || said.method === a.said.method) &&
      (said.target === undefined || said.target === a.said.target)
    ) {
      // Printed under the call it is about (see the module comment).
      said = { ...said };
      if (a.said.method !== undefined) said.method = a.said.method;
      if (a.said.target !== undefined) said.target = a.said.target;
      if (said.server === undefined && a.said.server !== undefined) said.server = a.said.server;
      session = a.session;
    } else {
      session = sessionOf(r.h.server, said, text);
    }
    const e: WireEvent = { at: r.h.at, source, session, transport, from: r.h.from ?? null, kind: 'host-log', text };
    if (r.h.level !== undefined) e.level = r.h.level;
    if (said !== null) e.said = said;
    if (said?.server !== undefined) lastServer = said.server;

    const h = held;
    if (
      h !== null &&
      said?.kind === 'request-sent' &&
      h.said?.kind === 'request-sent' &&
      h.session === session &&
      h.said.method === said.method &&
      h.said.id === undefined &&
      said.id !== undefined
    ) {
      // The same call said again with its id: one event.
      h.said = { ...h.said, id: said.id };
      if (h.said.target === undefined && said.target !== undefined) h.said.target = said.target;
      h.source = { file, line: h.source.line, endLine: r.end };
      if (h.at === null) h.at = e.at;
      release();
      announced = { said: h.said!, session: h.session };
      return;
    }
    release();
    if (said?.kind === 'request-sent') {
      held = e;
      announced = { said, session };
    } else {
      ctx.emit(e);
      announced = null;
    }
  };

  return {
    line(text: string, no: number): LineDisposition {
      if (isBlank(text)) {
        blankSince = true;
        return 'blank';
      }
      if (text === lastRaw && g.doubledLines !== false) return 'part';
      lastRaw = text;
      if (!own && g.ownWords !== undefined && g.ownWords.test(text)) own = true;
      if (!foreign && g.foreignWords !== undefined && g.foreignWords.test(text)) foreign = true;
      const before = prevRaw;
      prevRaw = text;
      let h = g.start(text, ctx.tz, { lines: rec?.lines ?? null, blankSince });
      if (h === 'skip') return 'blank';
      if (h !== null && h.at !== null && Number.isNaN(h.at)) {
        ctx.problem({ file, line: no }, 'timestamp is not a valid time; the line is kept in capture order');
        h = { ...h, at: null };
      }
      if (h === null) {
        if (rec !== null) {
          const p = g.part !== undefined && before !== null ? g.part(text, before) : null;
          if (p !== null && p.wrapped && rec.lines.length > 0) rec.lines[rec.lines.length - 1] = `${rec.lines[rec.lines.length - 1]!.trimEnd()} ${p.text}`;
          else rec.lines.push(p?.text ?? text.trim());
          rec.end = no;
          prevSingle = false;
          blankSince = false;
          return 'part';
        }
        h = { at: lastAt, server: lastServer, msg: text.trim() };
      }
      // mcp-remote's stderr line and its --debug copy (one with a clock, one without): one event.
      if (prevSingle && prevMsg === h.msg && (prevAt === null) !== (h.at === null) && rec !== null) {
        if (rec.h.at === null) rec.h = { ...rec.h, at: h.at };
        rec.end = no;
        blankSince = false;
        return 'part';
      }
      flush();
      if (h.at !== null) lastAt = h.at;
      if (h.server) lastServer = h.server;
      rec = { no, end: no, h, lines: [h.msg] };
      prevMsg = h.msg;
      prevAt = h.at;
      prevSingle = true;
      blankSince = false;
      return 'event';
    },
    end(): void {
      flush();
      release();
    },
    host(): string | null {
      if (own) return null;
      return g.ownWords !== undefined || foreign ? 'unknown' : null;
    },
  };
}

/** `text` starts with a space or a tab: a continuation in most renderings. */
export function indented(text: string): boolean {
  const c = text.charCodeAt(0);
  return c === 32 || c === 9;
}
