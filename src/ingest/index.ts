/**
 * ingest's public face: `openInput()` opens a capture, picks its reader, and `read()` streams
 * every line through it, counting what happened to each (shared/design/architecture.md, "Nothing lost":
 * `lines === event + part + blank + problem`).
 */
import type { Problem, Source, WireEvent } from '../events.js';
import { detectFormat, readerByName, type Detection } from './detect.js';
import { InputError, notACapture } from './errors.js';
import { READERS } from './formats/index.js';
import { isBlank, MAX_LINE_BYTES, openSource } from './open.js';
import { commandBlock, FenceFilter, fencing, SectionFilter, sections } from './fenced.js';
import { leadInIntroduces, ProseFilter, proseEdges, type ProseEdges } from './prose-edges.js';
import { isCrashDumpLine } from './crash-dump.js';
import { ansiIn, fenceLine, looseWrap, pasteShape, rowJoin, rowJoiner, trimLineEnd, unpaste, unwrapRows } from './paste.js';
import type { ScannedLines } from './open.js';
import type { FencedBlock } from './fenced.js';
import type { PasteShape } from './paste.js';
import { createZoneResolver } from './time.js';
import type { ClockKind, FormatName, InputSummary, LineDisposition, LineSink } from './types.js';
import { jsonLines, release, type JsonLines } from './wasm/load.js';
import { offered, ScannedPlainLine } from './wasm/plain.js';
import { readSaidFacts } from './said-facts.js';
import { PlainEvent } from '../plain-event.js';
import { LOOP_REPORT_RE } from './formats/host-lines.js';
import { clientNamed } from './formats/jsonrpc-in-text.js';

/** The reporter's fences kept at once while no words follow them (WireEvent.parted). */
const MAX_FENCES_KEPT = 256;

/**
 * How many of the `seen` fence lines read so far lie above `line`: a reader may emit a line's words after reading the
 * lines under it, so the newest fences (`recent`, ascending) at or below it are taken off. Counted, not filtered: this
 * runs for every event with words in a paste that has a fence.
 */
function fencesAbove(seen: number, recent: readonly number[], line: number): number {
  let below = 0;
  for (let i = recent.length - 1; i >= 0 && recent[i]! >= line; i--) below++;
  return seen - below;
}

export { InputError, UsageError } from './errors.js';
export { READERS } from './formats/index.js';
export type { FormatName, InputSummary, ClockKind } from './types.js';

/** At most this many lines make a paste too short for its rows to prove a hard wrap's width (paste.ts looseWrap). */
const TINY_PASTE_LINES = 3;

/** Problems kept per input; the count in the summary covers all of them. */
export const MAX_PROBLEMS_KEPT = 1000;

export interface OpenInputOptions {
  inputFormat?: FormatName | 'auto';
  tz?: string;
  stdin?: NodeJS.ReadableStream;
  /** Lines longer than this many UTF-8 bytes are skipped with a Problem (default 64 MiB). */
  maxLineBytes?: number;
  /**
   * The WebAssembly validator's fast path (ingest/wasm/) for Claude Desktop and NDJSON files: their plain lines are
   * offered to the reader before they are decoded. On unless false (or MCP_TRIAGE_NO_WASM=1, which keeps it off
   * whatever is asked); off, or where the module cannot be loaded, the JavaScript path reads every line. The events
   * and problems are the same either way.
   *
   * On by default since its module's memory was made small (3.25 MiB): at 18 MiB, as external memory to V8, it made
   * V8 start a full collection early on a 60 MB polling capture, after which the peak RSS went from ~113 to ~190–230 MB
   * (docs/performance.md "Seventeenth round", "Default").
   */
  wasm?: boolean;
}

export interface ReadOutcome {
  summary: InputSummary;
  problems: Problem[];
}

export interface OpenedInput {
  path: string;
  format: FormatName;
  clock: ClockKind;
  /** Zone used for timestamps written without one; null when the format needs none. */
  zone: string | null;
  zoneAssumed: boolean;
  /** `progress` (optional) is told the bytes read so far, once per chunk (about 1 MiB). */
  read(onEvent: (e: WireEvent) => void, progress?: (bytes: number) => void): Promise<ReadOutcome>;
}

/**
 * Opens `path` (`-` = stdin; gzip by magic bytes) and picks its reader. Throws `InputError`
 * (exit 1) when the input cannot be read or is not a capture, `UsageError` (exit 2) for a bad
 * `tz` or `inputFormat`.
 */
export async function openInput(path: string, opts: OpenInputOptions = {}): Promise<OpenedInput> {
  const tz = createZoneResolver(opts.tz);
  const forced = opts.inputFormat !== undefined && opts.inputFormat !== 'auto' ? readerByName(opts.inputFormat, READERS) : null;
  const src = await openSource(path, { stdin: opts.stdin, maxLineBytes: opts.maxLineBytes ?? MAX_LINE_BYTES });
  let reader = forced;
  // A pasted excerpt is read as the host wrote it (paste.ts); the readers never see the edits.
  let shape = pasteShape(src.head, src.headBlanks);
  let { unpasted, head } = sniffed(src.head, shape);
  // A hard wrap seen only by its prose rests, in lines that start every which way (paste.ts Wrap.anyStart), is read
  // joined only when a reader claims the joined lines as surely as the lines as they are (a Go panic's `goroutine 587
  // [running]:` under its long first line is no rest of it; a reporter's Markdown paragraphs are no log either way).
  if (forced === null && shape?.wrap?.anyStart === true) {
    const plain = pasteShape(src.head, src.headBlanks, false);
    const asIs = sniffed(src.head, plain);
    const joinedD = sniffs(src.display, head);
    const asIsD = sniffs(src.display, asIs.head);
    if (joinedD === null || (asIsD !== null && (asIsD.reader !== joinedD.reader || asIsD.score > joinedD.score))) {
      shape = plain;
      ({ unpasted, head } = asIs);
    }
  }
  // A console's or a hard wrap's rows are one line to every reader (paste.ts rowJoiner): the sniff sees them whole too.
  let joins = rowJoiner(shape);
  let score = 1;
  // Which lines are the fenced blocks to read when only they were claimed (fenced.ts); null: every line is the log's.
  let fenced: FenceFilter | SectionFilter | null = null;
  // The reporter's sentences above and under an unfenced log, when the log is claimed more surely without them (prose-edges.ts).
  let prose: ProseEdges | null = null;
  try {
    if (head.length === 0) {
      const tried = (forced ? [forced] : READERS).map((r) => r.name);
      throw notACapture(src.display, src.empty ? 'empty file' : 'no content (only blank lines)', tried);
    }
    if (reader === null) {
      let d: ReturnType<typeof detectFormat>;
      try {
        d = detectFormat(src.display, head, READERS);
      } catch (refused) {
        if (!(refused instanceof InputError)) throw refused;
        // Nothing claims the paste as it is: a short paste hard-wrapped at a width its few rows cannot prove may
        // still be read whole (paste.ts looseWrap). The first refusal stands when that does not help either.
        const loose = looseWrap(unpasted, shape);
        let again: Detection | null = null;
        if (loose !== null) {
          const looseJoins = rowJoiner(loose)!;
          try {
            again = detectFormat(src.display, unwrapRows(unpasted, looseJoins).map(trimLineEnd), READERS);
            shape = loose;
            joins = looseJoins;
          } catch {
            // Refused joined as well.
          }
        }
        // … or a log fenced inside the reporter's Markdown: its fenced blocks read alone (fenced.ts).
        if (again === null) {
          const f = fencedLog(src.display, src.head, src.headBlanks);
          if (f !== null) {
            again = f.detection;
            shape = f.shape;
            joins = rowJoiner(shape);
            fenced = f.filter;
          }
        }
        // … or a log between the reporter's unfenced sentences: the lead-in and closing paragraphs set aside, when every
        // one of their lines ends as a sentence does (prose-edges.ts strict) and the rest alone is claimed.
        if (again === null) {
          const p = proseLog(src.display, src.head, src.headBlanks, src.headIsAll, null);
          if (p !== null) {
            again = p.detection;
            shape = p.shape;
            joins = rowJoiner(shape);
            prose = p.edges;
          }
        }
        if (again === null) throw refused;
        d = again;
      }
      // Claimed whole, but less surely than its fenced blocks alone (an issue's body: the reporter's heading and words
      // around the fence lowered the reader's sniff, or the reader of last resort took the whole): the blocks. Not at an
      // equal score: fences the log itself holds (a config block between a host's lines) pair up with the reporter's
      // outer fence as blocks whose reading loses some of the host's lines (codex--failed-to-start-attempts-between-toml-blocks, fenced).
      // … or, with no fence, the Markdown sections its headings part, when one section alone is claimed more surely than
      // the whole (a server's console under one heading, the host's channel under the next: fenced.ts sections). The
      // other sections are the reporter's to have pasted, counted as prose is.
      if (fenced === null && prose === null) {
        for (const part of [fencedLog, sectionLog]) {
          const f = part(src.display, src.head, src.headBlanks);
          // As surely as the whole, by the same reader, when all outside the fences is a heading or a sentence (an issue's
          // template and the reporter's words around the one log): those lines were the reporter's, not the log's.
          const asSurely = f !== null && 'outsideWords' in f && f.outsideWords && surer(f.detection, d);
          // The whole holds a block of the output the reporter wishes they had seen (fenced.ts FencedBlock.expected): read
          // whole, its lines would be events of what happened. The blocks without it, by the same reader or as surely.
          const wished = f !== null && 'leftOut' in f && f.leftOut && (f.detection.reader === d.reader || f.detection.score >= d.score);
          if (f !== null && (f.detection.score > d.score || asSurely || wished)) {
            d = f.detection;
            shape = f.shape;
            joins = rowJoiner(shape);
            fenced = f.filter;
            break;
          }
        }
      }
      // Claimed whole, but not more surely than without the reporter's sentences around it: the sentences are theirs.
      if (fenced === null && prose === null) {
        const p = proseLog(src.display, src.head, src.headBlanks, src.headIsAll, d);
        if (p !== null) {
          d = p.detection;
          shape = p.shape;
          joins = rowJoiner(shape);
          prose = p.edges;
        }
      }
      // A paste of one or two records, one of them hard-wrapped, is claimed by its host's reader as it is, with the
      // row's rest read as a line of its own (Windsurf's "… transport error: context" over "deadline exceeded"): the
      // few rows prove no width (paste.ts hardWrap). Read joined when the same reader claims it as surely that way,
      // and only where the rest goes on in prose (a lowercase word): the longest row is no proof of the edge.
      if (fenced === null && prose === null && shape?.wrap === undefined && shape?.padded === undefined && unpasted.length <= TINY_PASTE_LINES) {
        const loose = looseWrap(unpasted, shape, true);
        if (loose !== null) {
          const looseJoins = rowJoiner(loose)!;
          try {
            const again = detectFormat(src.display, unwrapRows(unpasted, looseJoins).map(trimLineEnd), READERS);
            if (again.reader === d.reader && again.score >= d.score) {
              d = again;
              shape = loose;
              joins = looseJoins;
            }
          } catch {
            // Refused joined: the first reading stands.
          }
        }
      }
      reader = d.reader;
      score = d.score;
    }
  } catch (err) {
    src.close();
    throw err;
  }
  const chosen = reader;
  const local = chosen.clock === 'local' || chosen.clock === 'mixed';
  const zone = local ? tz.zone : null;
  const zoneAssumed = local && !tz.explicit;

  return {
    path: src.display,
    format: chosen.name,
    clock: chosen.clock,
    zone,
    zoneAssumed,
    async read(onEvent: (e: WireEvent) => void, progress?: (bytes: number) => void): Promise<ReadOutcome> {
      const problems: Problem[] = [];
      let problemCount = 0;
      let events = 0;
      let unparsedEvents = 0;
      const acc: Record<LineDisposition, number> = { event: 0, part: 0, blank: 0, problem: 0 };
      let downstream = null as { error: unknown } | null;
      const addProblem = (source: Source, message: string): void => {
        problemCount++;
        if (problems.length < MAX_PROBLEMS_KEPT) problems.push({ source, message });
      };
      // The reader's own test for a record its grammar shows cut short by a hard wrap (Reader.rowRest), beside the
      // paste's width: a short paste proves no width, but a stamped record left owing its body shows the wrap.
      const shapeJoins = joins;
      const joinRow = rowJoin(shape);
      const rest = chosen.rowRest;
      const rowJoins: ((row: string, next: string, record: string) => boolean) | null =
        rest === undefined ? shapeJoins
        : shapeJoins === null ? (row, next, record) => rest(record, row, next)
        : (row, next, record) => shapeJoins(row, next) || rest(record, row, next);
      // The last physical line of each row a hard wrap or a console broke (by the row's first line), so that an event
      // read from the joined row points at all of its lines.
      const rowEnds = rowJoins === null ? null : new Map<number, number>();
      // The reporter's fences not yet behind the last line whose words said something (WireEvent.parted), and that line.
      const fenceLines: number[] = [];
      let lastSaidLine = 0;
      // Every fence line of the paste so far, opening or closing, for WireEvent.fenced: how many there were, and the
      // newest of them by line (bounded: a reader emits a line's words at most a record's lines after reading it).
      let fencesSeen = 0;
      const recentFences: number[] = [];
      const hand = (e: WireEvent): void => {
        try {
          onEvent(e);
        } catch (err) {
          // Not the reader's fault: let the caller's own error surface unchanged.
          downstream = { error: err };
          throw err;
        }
      };
      const sink: LineSink = chosen.open({
        file: src.display,
        tz,
        emit(e: WireEvent): void {
          events++;
          // A plain line's event (the fast path's: never under a paste's row joins, no host words, a message): handed
          // on without the reads below, which meet every reader's event literals (megamorphic loads on every event).
          if (e instanceof PlainEvent) {
            hand(e);
            return;
          }
          if (rowEnds !== null && rowEnds.size > 0) e = spanRows(e, rowEnds);
          if (e.said !== undefined) {
            // What the line shows of the words beyond the row that read them: who closed the SDK's transport, words
            // inside a result (said-facts.ts).
            readSaidFacts(e);
            // A fence between the words before and these (WireEvent.parted): the reporter's blocks part them. A reader
            // may emit a line's words after reading the lines under it (a record's continuation): fences are kept by
            // line, not as the last one read.
            const line = e.source.line;
            if (lastSaidLine > 0 && fenceLines.some((f) => f > lastSaidLine && f < line)) e.parted = true;
            // Inside a fenced block: an odd number of fence lines above it (WireEvent.fenced).
            if (fencesSeen > 0 && fencesAbove(fencesSeen, recentFences, line) % 2 === 1) e.fenced = true;
            if (line > lastSaidLine) {
              lastSaidLine = line;
              while (fenceLines.length > 0 && fenceLines[0]! < lastSaidLine) fenceLines.shift();
            }
          }
          if (e.kind === 'unparsed') unparsedEvents++;
          hand(e);
        },
        problem: addProblem,
        recount(from: LineDisposition, to: LineDisposition): void {
          if (from === to) return;
          acc[from]--;
          acc[to]++;
        },
      });
      const deliver = (line: string, no: number): void => {
      const text = trimLineEnd(line);
      let d: LineDisposition;
      try {
        d = sink.line(text, no);
      } catch (err) {
        if (downstream) throw downstream.error;
        // A reader bug must not lose the rest of the capture: list it and go on.
        addProblem({ file: src.display, line: no }, `${chosen.name} reader failed on this line: ${(err as Error).message}`);
        d = 'problem';
      }
      if (acc[d] === undefined) {
        addProblem({ file: src.display, line: no }, `${chosen.name} reader gave no disposition for this line`);
        d = 'problem';
      }
      acc[d]++;
      };
      // The fast path (docs/performance.md "Fifteenth round"): a reader that declares a byte cut has its capture
      // scanned by the WebAssembly validator, and a line whose body is one plain message is offered to its
      // `plain()` before anything is decoded. Not for a paste (its lines are edited before the reader sees them).
      let scanned: ScannedLines | undefined;
      let scanner: JsonLines | null = null;
      if (opts.wasm !== false && chosen.plainCut !== undefined && sink.plain !== undefined && shape === null && rowJoins === null && fenced === null && prose === null) {
        const w = jsonLines(chosen.plainCut);
        scanner = w;
        if (w !== null) {
          const plainLine = new ScannedPlainLine(w);
          const plain = sink.plain.bind(sink);
          scanned = {
            scanner: w,
            take(i: number, no: number): boolean {
              if (!offered(w, i)) return false;
              plainLine.at(i);
              let d: LineDisposition | null;
              try {
                d = plain(plainLine, no);
              } catch (err) {
                if (downstream) throw downstream.error;
                addProblem({ file: src.display, line: no }, `${chosen.name} reader failed on this line: ${(err as Error).message}`);
                d = 'problem';
              }
              if (d === null) return false;
              acc[d]++;
              return true;
            },
          };
        }
      }
      // A console's or a hard wrap's row waits for its next line (paste.ts rowJoiner); the rest joined to it counts as a part.
      let pending: { text: string; no: number; last: string } | null = null;
      // A double-spaced paste (paste.ts `spaced`): of each run of blank lines, the first is the paste's and the
      // next of each pair the log's own (k blank lines of the log became 2k + 1).
      const spaced = shape?.spaced === true;
      let blanks = 0;
      const fences = fenced;
      const proseLines = prose === null ? null : new ProseFilter(prose, src.head.length, (raw) => !isBlank(raw) && !isCrashDumpLine(raw));
      // The client the reporter's own environment line names, among the words set aside (a template's "- Client: Cursor
      // IDE MCP client" above the fenced log: grafana/mcp-grafana#934): who wrote the log when its reader names none.
      let reporterClient: string | null = null;
      // Read as the reporter wrote it, under a quoted reply's marks and a copied screen's colour codes (paste.ts unpaste).
      const namedIn = (raw: string): string | null => clientNamed(shape === null ? raw : (unpaste(raw, shape) ?? raw));
      const reading = src.readLines({
        line(raw: string, no: number): void {
          const fence = fenceLine(raw, shape);
          if (fence) {
            fencesSeen++;
            if (recentFences.length >= MAX_FENCES_KEPT) recentFences.shift();
            recentFences.push(no);
          }
          // The reporter's lead-in and closing sentences: their words, not the log's (counted blank, as a fence is).
          if (proseLines !== null && proseLines.take(raw)) {
            reporterClient ??= namedIn(raw);
            acc.blank++;
            return;
          }
          if (fences !== null) {
            const f = fences.take(raw);
            if (f !== 'in') {
              if (f !== 'fence') reporterClient ??= namedIn(raw);
              // The reporter's prose and fences: their markup, as a fence is in any paste (counted blank). A block's
              // last row is not joined across them to the next block's first.
              if (f === 'fence' && pending !== null) {
                deliver(pending.text, pending.no);
                pending = null;
              }
              acc.blank++;
              return;
            }
          }
          const text = shape === null ? raw : unpaste(raw, shape);
          if (spaced) {
            // A quoted paste's blank lines are bare quote marks (paste.ts quoteMarksAsBlanks).
            if (raw.trim() === '' || (shape!.quote && text !== null && text.trim() === '')) {
              if (++blanks % 2 === 1) {
                acc.blank++;
                return;
              }
            } else blanks = 0;
          }
          // A second event-loop exception report parts its words from the first's as a fence does (LOOP_REPORT_RE).
          if (text !== null && LOOP_REPORT_RE.test(text)) {
            if (fenceLines.length >= MAX_FENCES_KEPT) fenceLines.shift();
            fenceLines.push(no);
          }
          if (text === null) {
            if (fence) {
              // Bounded: thousands of fences with no words between say no more than the newest of them.
              if (fenceLines.length >= MAX_FENCES_KEPT) fenceLines.shift();
              fenceLines.push(no);
            }
            acc.blank++;
            return;
          }
          if (rowJoins === null) {
            deliver(text, no);
            return;
          }
          // An event loop's report header begins a record of its own, never the wrapped tail of the line above
          // (asyncio's "Task exception was never retrieved" under a traceback's last line: MoonshotAI/kimi-cli#677).
          if (pending !== null && !LOOP_REPORT_RE.test(text) && rowJoins(pending.last, text, pending.text)) {
            pending.text = joinRow(pending.text, text);
            pending.last = text;
            rowEnds!.set(pending.no, no);
            acc.part++;
            return;
          }
          if (pending !== null) deliver(pending.text, pending.no);
          pending = { text, no, last: text };
        },
        tooLong(no: number, bytes: number): void {
          addProblem({ file: src.display, line: no }, `line of ${bytes} bytes skipped (limit ${opts.maxLineBytes ?? MAX_LINE_BYTES} bytes)`);
          acc.problem++;
        },
      }, progress, scanned);
      let result: Awaited<typeof reading>;
      try {
        result = await reading;
      } finally {
        // The read is over, whichever way: its scanner may serve the next capture's (wasm/load.ts release).
        if (scanner !== null) release(scanner);
      }
      if (pending !== null) {
        const p: { text: string; no: number } = pending;
        pending = null;
        deliver(p.text, p.no);
      }
      try {
        sink.end();
      } catch (err) {
        if (downstream) throw downstream.error;
        addProblem({ file: src.display, line: result.lines }, `${chosen.name} reader failed at end of input: ${(err as Error).message}`);
      }
      if (result.error) {
        addProblem(
          { file: src.display, line: result.lines + 1 },
          `${src.gzip ? 'gzip stream' : 'input'} ended with an error after ${result.lines} lines: ${result.error.message}`,
        );
      }
      if (problemCount > problems.length) {
        problems.push({
          source: { file: src.display, line: result.lines },
          message: `${problemCount - problems.length} more problems not listed`,
        });
      }
      const summary: InputSummary = {
        path: src.display,
        format: chosen.name,
        // A reader that names no writer of its own (the reader of last resort) takes the reporter's named client.
        host: sink.host?.() ?? (chosen.host === 'unknown' ? reporterClient : null) ?? chosen.host ?? 'unknown',
        detection: { score: Math.round(score * 100) / 100, forced: forced !== null, pasted: shape !== null || fenced !== null || prose !== null },
        lines: result.lines,
        events,
        unparsed: unparsedEvents + acc.problem,
        problems: problemCount,
        lineAccounting: acc,
        clock: chosen.clock,
        zone,
        zoneAssumed,
        bytes: result.bytes,
        gzip: src.gzip,
      };
      return { summary, problems };
    },
  };
}

/**
 * The head as the sniff sees it with a paste's shape: its lines unpasted (a reporter's edits removed), and those lines
 * with a console's or a hard wrap's rows joined (paste.ts rowJoiner) and without white space at their end, as the
 * readers will see them (`deliver`).
 */
function sniffed(raw: readonly string[], shape: PasteShape | null): { unpasted: string[]; head: string[] } {
  const unpasted = shape === null ? [...raw] : raw.flatMap((l) => {
    const u = unpaste(l, shape);
    return u === null || u.trim() === '' ? [] : [u];
  });
  const joins = rowJoiner(shape);
  return { unpasted, head: (joins !== null ? unwrapRows(unpasted, joins, rowJoin(shape)) : unpasted).map(trimLineEnd) };
}

/** The reader that claims the head, or null when none does. */
function sniffs(display: string, head: readonly string[]): Detection | null {
  if (head.length === 0) return null;
  try {
    return detectFormat(display, head, READERS);
  } catch {
    return null;
  }
}

/**
 * A log fenced inside the reporter's Markdown that no reader claims whole (fenced.ts): the fenced blocks' lines,
 * unpasted as any paste is, claimed by a reader together, else the single surest block and the others that reader claims
 * alone too; the fences paired as they come first, then with an outer fence around the whole text set aside. Null when
 * there is no prose to leave out or no block is claimed.
 */
function fencedLog(display: string, head: readonly string[], blanks: readonly number[]): { detection: Detection; shape: PasteShape | null; filter: FenceFilter; outsideWords: boolean; leftOut: boolean } | null {
  for (const outer of [false, true]) {
    const f = fencing(head, blanks, outer);
    if (f === null || !f.prose) continue;
    // A block under a section that says what should have happened is the reporter's wish, not output (fenced.ts
    // FencedBlock.expected): left out while another block remains to be the log.
    // So is a block holding only the command that started a program (fenced.ts commandBlock).
    const kept = f.blocks.filter((b) => b.expected !== true && !commandBlock(b, f.ansi));
    const leftOut = kept.length > 0 && kept.length < f.blocks.length;
    const blocks = leftOut ? kept : f.blocks;
    const chosen = chooseBlocks(display, blocks);
    if (chosen === null) continue;
    const which = chosen.chosen === 'all' && leftOut ? new Set(blocks.map((b) => b.index)) : chosen.chosen;
    return { detection: chosen.detection, shape: chosen.shape, filter: new FenceFilter(which, f.ansi, f.outer), outsideWords: f.outsideWords, leftOut };
  }
  return null;
}

/** The one section (fenced.ts sections) claimed most surely on its own, its reader and shape. Null when none is claimed. */
function sectionLog(display: string, head: readonly string[], blanks: readonly number[]): { detection: Detection; shape: PasteShape | null; filter: SectionFilter } | null {
  const blocks = sections(head, blanks);
  if (blocks === null) return null;
  let best: { detection: Detection; shape: PasteShape | null; index: number } | null = null;
  for (const b of blocks) {
    const shape = pasteShape(b.lines, b.blanks);
    const { head: lines } = sniffed(b.lines, shape);
    const detection = lines.length === 0 ? null : sniffs(display, lines);
    if (detection !== null && (best === null || detection.score > best.detection.score)) best = { detection, shape, index: b.index };
  }
  return best === null ? null : { detection: best.detection, shape: best.shape, filter: new SectionFilter(best.index, ansiIn(head)) };
}

/**
 * Whether a reading without the reporter's words claims the log at least as surely as the reading with them: more
 * surely, or as surely by the same reader (the words are still the reporter's, and a reader's first line is the log's).
 */
function surer(without: Detection, whole: Detection): boolean {
  return without.score > whole.score || (without.score === whole.score && without.reader === whole.reader);
}

/**
 * A log between the reporter's unfenced sentences (prose-edges.ts), claimed more surely without them than `whole`
 * claimed the head, or as surely by the same reader when every sentence ends as one does (strict): the edges, the
 * rest's paste shape and the reader that claims it. Null otherwise.
 */
function proseLog(display: string, head: readonly string[], blanks: readonly number[], headIsAll: boolean, whole: Detection | null): { detection: Detection; shape: PasteShape | null; edges: ProseEdges } | null {
  // Nothing claimed the text with its words: only sentences that end as sentences do are set aside.
  if (whole === null) {
    const strict = proseEdges(head, blanks, headIsAll, true);
    return strict === null ? null : withoutEdges(display, head, blanks, strict);
  }
  const loose = proseEdges(head, blanks, headIsAll);
  if (loose === null) return null;
  // The whole was claimed, and its lead-in introduces the error under it (prose-edges.ts leadInIntroduces): the whole
  // is read, the lead-in with it.
  if (leadInIntroduces(head, loose.leadIn)) return null;
  const read = withoutEdges(display, head, blanks, loose);
  if (read === null) return null;
  if (read.detection.score > whole.score) return read;
  const strict = proseEdges(head, blanks, headIsAll, true);
  if (strict === null) return null;
  // The same edges read the same rest: no second sniff.
  const same = strict.leadIn === loose.leadIn && strict.leadOut === loose.leadOut;
  const again = same ? read : withoutEdges(display, head, blanks, strict);
  return again !== null && surer(again.detection, whole) ? again : null;
}

/** The head without the reporter's lead-in and closing paragraphs, unpasted as any paste is, and the reader that claims it. */
function withoutEdges(display: string, head: readonly string[], blanks: readonly number[], edges: ProseEdges): { detection: Detection; shape: PasteShape | null; edges: ProseEdges } | null {
  const end = head.length - edges.leadOut;
  const rest = head.slice(edges.leadIn, end);
  // The blank lines that parted the lead-in from the log are the paste's, not the log's.
  const restBlanks = blanks.slice(edges.leadIn, end).map((b, i) => (i === 0 ? 0 : b));
  const shape = pasteShape(rest, restBlanks);
  const { head: lines } = sniffed(rest, shape);
  const detection = sniffs(display, lines);
  return detection === null ? null : { detection, shape, edges };
}

function chooseBlocks(display: string, blocks: readonly FencedBlock[]): { detection: Detection; shape: PasteShape | null; chosen: 'all' | ReadonlySet<number> } | null {
  const sniffed = (bs: readonly FencedBlock[]) => {
    const lines = bs.flatMap((b) => b.lines);
    const shape = pasteShape(lines, bs.flatMap((b) => b.blanks));
    const unpasted = shape === null ? lines : lines.flatMap((l) => {
      const u = unpaste(l, shape);
      return u === null || u.trim() === '' ? [] : [u];
    });
    if (unpasted.length === 0) return null;
    const joins = rowJoiner(shape);
    try {
      const detection = detectFormat(display, (joins !== null ? unwrapRows(unpasted, joins) : unpasted).map(trimLineEnd), READERS);
      return { detection, shape };
    } catch {
      return null;
    }
  };
  const all = sniffed(blocks);
  if (all !== null) return { ...all, chosen: 'all' };
  if (blocks.length === 1) return null;
  const alone = blocks.map((b) => sniffed([b]));
  let best = -1;
  for (let i = 0; i < blocks.length; i++) {
    const a = alone[i];
    if (a != null && (best < 0 || a.detection.score > alone[best]!.detection.score)) best = i;
  }
  if (best < 0) return null;
  const reader = alone[best]!.detection.reader;
  const same = blocks.filter((_, i) => alone[i]?.detection.reader === reader);
  const together = same.length > 1 ? sniffed(same) : null;
  if (together !== null && together.detection.reader === reader) return { ...together, chosen: new Set(same.map((b) => b.index)) };
  return { ...alone[best]!, chosen: new Set([blocks[best]!.index]) };
}

/** The event with its source's last line moved to the last physical line of the joined row it ends on. */
function spanRows(e: WireEvent, rowEnds: ReadonlyMap<number, number>): WireEvent {
  const src = e.source;
  const end = rowEnds.get(src.endLine ?? src.line);
  return end === undefined || src.pointer !== undefined ? e : { ...e, source: { ...src, endLine: end } };
}
