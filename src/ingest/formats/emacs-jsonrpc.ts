/**
 * Emacs' jsonrpc.el events buffer, as MCP clients built on it keep it (mcp.el's `*<server> events*`, opened from
 * `mcp-hub` with `l`; the phrases and the threads are in hosts/emacs-jsonrpc.ts):
 *
 *   `[jsonrpc] e[14:40:46.089] --> initialize[1] ` then the message (JSON on the line in older builds, a plist
 *   pretty-printed on the lines under it in newer ones); `[jsonrpc] i[20:48:59.264] [2] timed-out request ':tools/list'`;
 *   `[stderr]  <a line the server wrote to stderr>`; `[internal] <ctime>:` then a plist of jsonrpc.el's own event.
 *
 * The clock is the time of day only, local, no date: a fixed day keeps order and gaps. Lines without a tag (the plist
 * of a message, a stderr line's wrap) continue the event before them. Eglot, Emacs' LSP client, writes the same grammar
 * for language servers: only MCP's own methods and fields make the buffer an MCP client's log.
 * Where it is: an Emacs buffer, saved by the user (`C-x C-w`); mcp.el keeps no file of its own.
 */
import { emacsJsonrpcPhrases } from '../hosts/emacs-jsonrpc.js';
import type { Reader, ZoneResolver } from '../types.js';
import { hostLineReader, type HostLine } from './host-lines.js';

/** `[jsonrpc] e[HH:MM:SS.mmm] words`, `[stderr]  words`, `[internal] words`. */
const LINE_RE = /^\[(jsonrpc|stderr|internal)\] ?(?:([a-z])\[(\d\d):(\d\d):(\d\d)\.(\d{3})\] ?)?(.*)$/;
/** A jsonrpc.el header line. */
const SHAPE_RE = /^\[jsonrpc\] [a-z]\[\d\d:\d\d:\d\d\.\d{3}\] /;
/**
 * What only an MCP client's buffer says: MCP's methods on a message header or a timed-out request, or MCP's fields in
 * a body (`protocolVersion`, mcp.el's clientInfo `mcp-emacs`). LSP's `initialize` alone is Eglot's.
 */
const MCP_RE =
  /^\[jsonrpc\] [a-z]\[[\d:.]+\] (?:(?:-->|<--) (?:tools|prompts|resources|completion|logging)\/|--> notifications\/(?:initialized|cancelled)|\[\d+\] timed-out request ':?(?:tools|prompts|resources)\/)|:protocolVersion "|"protocolVersion":|"mcp-emacs"/;

function timeOfDay(tz: ZoneResolver, h: number, mi: number, s: number, ms: number): number {
  return tz.toEpoch(1970, 1, 1, h, mi, s, ms);
}

export const emacsJsonrpc: Reader = {
  ...hostLineReader({
    name: 'emacs-jsonrpc',
    title: "Emacs jsonrpc.el events buffer of an MCP client (mcp.el: [jsonrpc] e[HH:MM:SS.mmm] --> method[id])",
    clock: 'local',
    host: 'unknown',
    self: 'client',
    header(line: string, tz: ZoneResolver): HostLine | null {
      if (line.charCodeAt(0) !== 91) return null;
      const m = LINE_RE.exec(line);
      if (m === null) return null;
      const at = m[3] !== undefined ? timeOfDay(tz, +m[3], +m[4]!, +m[5]!, +m[6]!) : null;
      // The server's stderr as jsonrpc.el relays it: the server's words, not the client's.
      if (m[1] === 'stderr') return { at, from: 'server', msg: m[7]!.trim() };
      return { at, msg: m[7]!.trim() };
    },
    phrases: emacsJsonrpcPhrases,
    sniff(head) {
      let shape = 0;
      let strong = 0;
      for (const l of head) {
        if (SHAPE_RE.test(l)) shape++;
        if (MCP_RE.test(l)) strong++;
      }
      if (shape === 0 || strong === 0) return 0;
      return Math.min(0.95, 0.8 + 0.05 * Math.min(3, strong));
    },
    // A message's plist continues its header; jsonrpc.el's own state event (a row) stands alone.
    headerless: 'phrase-or-continue',
  }),
  host: 'unknown',
};
