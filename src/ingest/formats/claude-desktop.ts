/**
 * Claude Desktop: `mcp-server-<name>.log` and `mcp.log` (shared/reference/log-formats.md §1).
 *
 * Three line grammars, all with an ISO 8601 UTC stamp:
 *   per-server file   `<ts> [<name>] [<level>] <msg>`
 *   mcp.log (2025+)   `<ts> [<level>] [<name>] <msg>`
 *   mcp.log (2024)    `<ts> [<level>] <msg>`
 * plus an optional util.inspect suffix ` { metadata: … }` (cut at its LAST occurrence), which
 * may span lines (`…: {` / `  metadata: {` / … / `} %o`). Lines without a stamp are the
 * server's raw stderr (npx, Python logging, mcp-remote `[pid] [Local→Remote] x`).
 *
 * Timestamps are not monotonic (aaronsb/obsidian-mcp-plugin#32): events keep file order.
 */
import type { JsonRpcMessage, Party, WireEvent } from '../../events.js';
import { parseJsonRpc } from '../jsonrpc.js';
import { Lifetimes } from '../lifetimes.js';
import { isBlank } from '../open.js';
import { parseIsoUtc } from '../time.js';
import type { LineDisposition, LineSink, Reader, ReaderContext } from '../types.js';

const META = ' { metadata:';
const META_UNDEFINED = ' { metadata: undefined }';

export interface ClaudeHeader {
  /** epoch ms; NaN when the stamp is well-shaped but not a real time */
  at: number;
  /** null in the 2024 `mcp.log` grammar */
  name: string | null;
  level: string;
  /** index where the message starts */
  msg: number;
}

/**
 * `[<level>] ` starting at `open` (the `[`): returns the index of `]`, or -1. Fixed-string
 * checks, no slicing: this runs on every line.
 */
function levelEnd(s: string, open: number): number {
  const i = open + 1;
  let close = -1;
  switch (s.charCodeAt(i)) {
    case 105: // i
      if (s.startsWith('info]', i)) close = i + 4;
      break;
    case 101: // e
      if (s.startsWith('error]', i)) close = i + 5;
      break;
    case 119: // w
      if (s.startsWith('warn]', i)) close = i + 4;
      else if (s.startsWith('warning]', i)) close = i + 7;
      break;
    case 100: // d
      if (s.startsWith('debug]', i)) close = i + 5;
      break;
    case 116: // t
      if (s.startsWith('trace]', i)) close = i + 5;
      break;
  }
  return close > 0 && s.charCodeAt(close + 1) === 32 ? close : -1;
}

/** Parses the stamp and bracket groups of a Claude Desktop line; null when it has none. */
export function parseClaudeHeader(s: string): ClaudeHeader | null {
  if (s.length < 28 || s.charCodeAt(24) !== 32 || s.charCodeAt(25) !== 91) return null;
  // The stamp's shape decides that this is a Claude line; an impossible date inside a
  // well-shaped stamp (month 13) leaves `at` NaN and the reader says so.
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) return null;
  const at = parseIsoUtc(s, 0);
  const lv = levelEnd(s, 25);
  if (lv > 0) {
    const level = s.slice(26, lv);
    const rest = lv + 2;
    if (s.charCodeAt(rest) === 91) {
      // `[level] [name] msg` — the name runs to the first `] `.
      const close = s.indexOf('] ', rest + 1);
      if (close > rest + 1) return { at, name: s.slice(rest + 1, close), level, msg: close + 2 };
    }
    return { at, name: null, level, msg: rest };
  }
  // `[name] [level] msg` — the name may hold spaces and parentheses; it ends at `] [<level>] `.
  for (let i = s.indexOf('] [', 26); i > 26; i = s.indexOf('] [', i + 1)) {
    const le = levelEnd(s, i + 2);
    if (le > 0) return { at, name: s.slice(26, i), level: s.slice(i + 3, le), msg: le + 2 };
  }
  return null;
}

function normLevel(level: string): string {
  return level === 'warning' ? 'warn' : level;
}

/** The server a 2024 `mcp.log` line speaks of, from its fixed phrases. */
function name2024(msg: string): string | null {
  if (msg.startsWith('Attempting to connect to MCP server ')) {
    const rest = msg.slice(36);
    return rest.endsWith('...') ? rest.slice(0, -3) : rest;
  }
  if (msg.startsWith('Connected to MCP server ')) {
    const rest = msg.slice(24);
    return rest.endsWith('!') ? rest.slice(0, -1) : rest;
  }
  if (msg.startsWith('MCP server ')) {
    const i = msg.indexOf(' disconnected', 11);
    if (i > 11) return msg.slice(11, i);
  }
  return null;
}

interface CloseInfo {
  reason: string;
  expected?: boolean;
  from: Party | null;
}

/** Transport lines (log-formats.md §1.3). Order matters: longer phrases first. */
function transportClose(msg: string): CloseInfo | null {
  if (msg.startsWith('Server transport closed')) {
    if (msg.startsWith(' unexpectedly', 23)) {
      // "…likely due to the process exiting early": the child went away on its own.
      return { reason: 'server transport closed unexpectedly', expected: false, from: 'server' };
    }
    if (msg.startsWith(' (intentional shutdown)', 23)) {
      return { reason: 'server transport closed (intentional shutdown)', expected: true, from: 'client' };
    }
    return { reason: 'server transport closed', from: null };
  }
  if (msg.startsWith('Client transport closed')) return { reason: 'client transport closed', from: null };
  if (msg.startsWith('Server disconnected.')) return { reason: 'server disconnected', expected: false, from: null };
  if (msg.startsWith('MCP server ') && msg.includes(' disconnected', 11)) {
    return { reason: 'server disconnected', expected: false, from: null };
  }
  return null;
}

/**
 * Lifetimes asks for its label on every line: hand back the same string while the lifetime lasts, so the
 * timeline's per-event session lookup hashes one string instead of a fresh one per line.
 */
function sameLabel(make: (n: number) => string): (n: number) => string {
  let lastN = -1;
  let last = '';
  return (n) => {
    if (n !== lastN) {
      lastN = n;
      last = make(n);
    }
    return last;
  };
}

function open(ctx: ReaderContext): LineSink {
  const file = ctx.file;
  const lifetimes = new Map<string, Lifetimes>();
  let unnamed: Lifetimes | null = null;
  let lastAt: number | null = null;
  let lastName: string | null = null;
  /** A host-log event whose util.inspect metadata continues on the next lines. */
  let pending: WireEvent | null = null;
  let pendingSawMeta = false;

  const lifetimeOf = (name: string | null): Lifetimes => {
    if (name === null) return (unnamed ??= new Lifetimes(sameLabel((n) => `#${n}`)));
    let l = lifetimes.get(name);
    if (!l) {
      l = new Lifetimes(sameLabel((n) => `${name}#${n}`));
      lifetimes.set(name, l);
    }
    return l;
  };

  const flush = (): void => {
    if (pending) {
      ctx.emit(pending);
      pending = null;
    }
  };

  const messages = (
    at: number | null,
    no: number,
    session: string,
    from: Party,
    body: string,
    suffix: string,
  ): void => {
    let r = parseJsonRpc(body);
    if (r.messages.length === 0 || r.recovered) {
      // The cut at the last ` { metadata:` may have hit text inside the JSON (old builds
      // had no suffix): the uncut text wins if it parses.
      if (suffix !== '') {
        const r2 = parseJsonRpc(body + suffix);
        if (r2.messages.length > 0 && !r2.recovered) r = r2;
      }
    }
    const source = { file, line: no };
    if (r.problem) ctx.problem(source, r.problem);
    if (r.messages.length === 0) {
      ctx.emit({ at, source, session, transport: 'stdio', from, kind: 'unparsed', text: body });
      return;
    }
    for (const message of r.messages) {
      const e: WireEvent = { at, source, session, transport: 'stdio', from, kind: 'message', message: message as JsonRpcMessage };
      if (r.recovered) e.recovered = true;
      ctx.emit(e);
    }
  };

  const stderrLine = (text: string, no: number): LineDisposition => {
    const session = lastName !== null ? lifetimeOf(lastName).peek() : (unnamed?.peek() ?? null);
    ctx.emit({ at: lastAt, source: { file, line: no }, session, transport: 'stdio', from: 'server', kind: 'host-log', text });
    return 'event';
  };

  return {
    line(text: string, no: number): LineDisposition {
      const h = parseClaudeHeader(text);
      if (h === null) {
        if (pending) {
          // Continuation of a multi-line `{\n  metadata: {…}\n} %o` object.
          const c0 = text.charCodeAt(0);
          if (!pendingSawMeta ? text.startsWith('  metadata:') : c0 === 32 || c0 === 9 || c0 === 125) {
            pendingSawMeta = true;
            pending.source.endLine = no;
            if (c0 === 125) flush();
            return 'part';
          }
          flush();
        }
        if (isBlank(text)) return 'blank';
        return stderrLine(text, no);
      }
      flush();
      let stamp: number | null = h.at;
      if (Number.isNaN(h.at)) {
        stamp = null;
        ctx.problem({ file, line: no }, `invalid timestamp ${JSON.stringify(text.slice(0, 24))}; line kept without a time`);
      } else {
        lastAt = h.at;
      }
      let msg = h.msg === 0 ? text : text.slice(h.msg);
      let suffix = '';
      const mi = msg.lastIndexOf(META);
      if (mi >= 0) {
        suffix = msg.slice(mi);
        msg = msg.slice(0, mi);
      }
      const name = h.name ?? name2024(msg);
      lastName = name;
      const level = normLevel(h.level);
      const source = { file, line: no };

      if (msg.startsWith('Message from ')) {
        const isClient = msg.startsWith('client: ', 13);
        if (isClient || msg.startsWith('server: ', 13)) {
          const session = lifetimeOf(name).current();
          const body = msg.slice(21);
          messages(stamp, no, session, isClient ? 'client' : 'server', body, suffix);
          return 'event';
        }
      }

      let session: string;
      if (msg.startsWith('Initializing server...') || (h.name === null && msg.startsWith('Attempting to connect to MCP server '))) {
        // A new process lifetime: JSON-RPC ids restart (log-formats.md §1.3).
        session = lifetimeOf(name).start(false);
      } else {
        session = lifetimeOf(name).current();
      }

      // The text keeps metadata that says something (`{ context: 'connection', … }`).
      const shown = suffix === '' || suffix === META_UNDEFINED ? msg : msg + suffix;
      const close = transportClose(msg);
      if (close) {
        const e: WireEvent = {
          at: stamp,
          source,
          session,
          transport: 'stdio',
          from: close.from,
          kind: 'transport-close',
          close: close.expected === undefined ? { reason: close.reason } : { reason: close.reason, expected: close.expected },
          text: shown,
          level,
        };
        ctx.emit(e);
        return 'event';
      }

      const e: WireEvent = { at: stamp, source, session, transport: 'stdio', from: 'client', kind: 'host-log', text: shown, level };
      // `Using MCP server command: … with args and path: {` + lines + `} %o`
      if (suffix === '' && msg.endsWith('{')) {
        pending = e;
        pendingSawMeta = false;
        return 'event';
      }
      ctx.emit(e);
      return 'event';
    },
    end(): void {
      flush();
    },
  };
}

function sniff(head: readonly string[]): number {
  let hit = 0;
  for (const line of head) if (parseClaudeHeader(line)) hit++;
  if (hit === 0) return 0;
  const frac = hit / head.length;
  return frac < 0.2 ? 0.3 : 0.55 + 0.45 * frac;
}

export const claudeDesktop: Reader = {
  name: 'claude-desktop',
  title: 'Claude Desktop mcp.log / mcp-server-<name>.log',
  clock: 'utc',
  sniff,
  open,
};
