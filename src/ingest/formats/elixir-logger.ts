/**
 * An Elixir MCP server's console log through Elixir's Logger, its default format `$time $metadata[$level] $message`:
 *
 *   `21:00:16.988 [debug] MCP transport details: %{message: %{"id" => 10, …}, session_id: "session_…"}`
 *   `09:50:24.960 [error] GenServer {Hermes.Server.Registry, {:server, App.MCP.Server}} terminating`
 *
 * the time of day with milliseconds and no date (a date before it when the application configures one), metadata as
 * `key=value` words before the level, and a crash report's further lines under the record without a stamp: the
 * exception (`** (FunctionClauseError) …`) and the frames, indented (`    (hermes_mcp 0.13.0) lib/…:27: …`). A process's
 * exit report printed on its own has no stamp at all: `** (exit) exited in: GenServer.call(…)` over the indented reason
 * (`    ** (EXIT) time out`). The log is the server's: its lines speak as the server.
 *
 * Detection: the shape is any Elixir program's; a Hermes server's own modules or telemetry words (hosts/hermes.ts) make
 * it an MCP server's log (cloudwalk/hermes-mcp#209, #215, #251), under its later name Anubis too, its Logging words at
 * whatever level the event has (a refused protocol version is a warning: zoedsoupe/anubis-mcp#295). A Hermes *client*'s exit reports name its client
 * modules and carry the JSON-RPC they sent: the reader of last resort reads those.
 */
import { HERMES_SERVER_RE, anubisSpeaker, hermesPhrases } from '../hosts/hermes.js';
import type { Reader, ZoneResolver } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';

const LEVELS = 'debug|info|notice|warning|warn|error|critical|alert|emergency';
/** `[YYYY-MM-DD ]HH:MM:SS.mmm [key=value …][level] message`. */
const LOGGER_RE = new RegExp(String.raw`^(?:(\d{4})-(\d\d)-(\d\d) )?(\d\d):(\d\d):(\d\d)\.(\d{3}) (?:[\w.]+=\S* )*\[(${LEVELS})\] ?(.*)$`);
/** An exit report printed on its own, unstamped (IEx, a Plug's crash, a paste of the report alone). */
const EXIT_REPORT_RE = /^\*\* \((?:exit|stop)\) (\S.*)$/;

export const elixirLoggerLog: Reader = {
  ...hostLineReader({
    name: 'elixir-logger',
    title: "Elixir Logger console log of an MCP server (`HH:MM:SS.mmm [level] message`, crash reports under it: Hermes)",
    clock: 'local',
    host: 'unknown',
    self: 'server',
    header(line: string, tz: ZoneResolver): HostLine | null {
      const m = LOGGER_RE.exec(line);
      if (m !== null) {
        // Logger's default prints the time of day alone: the day is not in the log.
        const at = m[1] !== undefined ? tz.toEpoch(+m[1], +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!) : tz.toEpoch(1970, 1, 1, +m[4]!, +m[5]!, +m[6]!, +m[7]!);
        const msg = m[9]!;
        const from = anubisSpeaker(msg);
        return { at, level: m[8] === 'warn' ? 'warning' : m[8]!, msg, ...(from !== null ? { from } : {}) };
      }
      if (!EXIT_REPORT_RE.test(line)) return null;
      // A client call's exit report is the client's words (hosts/hermes.ts anubisSpeaker), whatever the log's writer.
      const from = anubisSpeaker(line.trim());
      return { at: null, level: 'error', msg: line.trim(), ...(from !== null ? { from } : {}) };
    },
    phrases: hermesPhrases,
    wordsFrom: 'server',
    headerless: 'continue',
    sniff(head) {
      let shape = 0;
      let own = 0;
      let lines = 0;
      for (const l of head) {
        if (l.trim() === '') continue;
        lines++;
        if (LOGGER_RE.test(l) || EXIT_REPORT_RE.test(l)) shape++;
        if (HERMES_SERVER_RE.test(l)) own++;
      }
      if (lines === 0 || shape === 0) return 0;
      return own > 0 ? 0.85 : 0;
    },
  }),
  host: 'unknown',
  // A crash or exit report's lines under its first (the exception, the indented frames, the exit's reason) are the
  // rest of that record: joined, the rows read the report whole (hosts/hermes.ts).
  rowRest(record: string, _row: string, next: string): boolean {
    if (next.trim() === '' || LOGGER_RE.test(next) || EXIT_REPORT_RE.test(next) || record.length > 64 * 1024) return false;
    if (!REPORT_RE.test(record)) return false;
    return /^\s/.test(next) || next.startsWith('** (');
  },
};

/** The first line of a record whose report runs on under it. */
const REPORT_RE = /(?:^|\] )(?:GenServer \S.* terminating\b|\*\* \((?:exit|stop)\) )/;
