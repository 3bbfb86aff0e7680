/**
 * Claude Code's session transcript: the JSON Lines file it keeps per session under
 * `~/.claude/projects/<project>/<session>.jsonl` (Windows `%USERPROFILE%\.claude\projects\…`), one record per
 * turn: `{"type":"assistant","message":{"content":[{"type":"tool_use","id":"toolu_…","name":"mcp__<server>__<tool>",
 * "input":{…}}]},"timestamp":"…Z",…}`, then the user record carrying the call's result, `{"type":"tool_result",
 * "tool_use_id":"toolu_…","content":…,"is_error":true}`. Reporters grep these files for a failed MCP call and paste
 * the records (anthropics/claude-code#90844 searched them for CONNECTION_CLOSED; a Streamable HTTP call ended with
 * the result `"The operation timed out."`, is_error true: anthropics/claude-code#93143).
 *
 * It holds Claude Code's side only: an MCP tool's use is a `tools/call` the host started (the server and tool from
 * the name Claude Code gives MCP tools, `mcp__<server>__<tool>`), its result how the call ended — an error result's
 * text is the server's error result relayed, unless the words are Claude Code's or its SDK's own
 * (claude-code-transcript.ts HOST_WORDS_RE): the verdict reads them. No JSON-RPC is in it. Other tools' uses and
 * results (Bash, Read, …) are the session's, not MCP's: skipped without a problem. The clock is each record's
 * `timestamp` (UTC).
 */
import type { HostSaid, WireEvent } from '../../events.js';
import type { LineSink, Reader, ReaderContext } from '../types.js';
import { HOST_WORDS_RE } from './claude-code-transcript.js';
import { ServerLifetimes } from '../server-lifetimes.js';

/** Claude Code's name for an MCP tool: `mcp__<server>__<tool>` (the server's name with other characters as `_`). */
const MCP_TOOL_RE = /^mcp__(.+?)__(.+)$/;
/** A record of a session transcript: its role, and the session's own keys. */
const RECORD_RE = /^\s*\{.*"type"\s*:\s*"(?:user|assistant)".*"message"\s*:/;
/**
 * The session's own keys: the transcript file's (`sessionId`, `parentUuid`, `uuid`, `isSidechain`), and the same
 * messages as `claude -p --output-format stream-json` and the Agent SDK print them (`session_id`,
 * `parent_tool_use_id`; no timestamp there, so no clock).
 */
const SESSION_KEY_RE = /"(?:sessionId|parentUuid|uuid|isSidechain|session_id|parent_tool_use_id)"\s*:/;

interface Block {
  type?: unknown;
  id?: unknown;
  name?: unknown;
  tool_use_id?: unknown;
  content?: unknown;
  is_error?: unknown;
  text?: unknown;
}

/**
 * The `mcp_servers` list of Claude Code's `system` / `init` message: each configured server's connect state when the
 * session started (`{"name":"<server>","status":"failed"}`), as `claude -p --output-format stream-json`, the Agent SDK
 * and the GitHub Action's log print it — on one line with the message, or pretty-printed, one member a line (the
 * Action's startup log: anthropics/claude-code-action#813; an SDK server always `failed` there:
 * anthropics/claude-code#6710). The Python Agent SDK hands the message over as a `SystemMessage` whose `data` is a
 * dict, and a printed one is Python's repr: single quotes, the list on one line
 * (`'mcp_servers': [{'name': 'calc', 'status': 'failed'}]`: anthropics/claude-agent-sdk-python#207). `failed` says
 * the server's connect (its initialize) failed, not how.
 */
const INIT_LIST_RE = /["']mcp_servers["']\s*:\s*\[/;
const INIT_NAME_RE = /["']?\bname["']?\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/;
const INIT_STATUS_RE = /["']?\bstatus["']?\s*:\s*["']([\w-]+)["']/;
/**
 * The states the Agent SDK's `McpServerStatus` takes (`connected`, `failed`, `needs-auth`, `pending`; `disabled` for a
 * server turned off). The same entries, alone in a JSON array, are what `query.mcpServerStatus()` returns and apps print
 * (`[{ "name": …, "status": "connected", "serverInfo": { "name": …, "version": … } }, { "name": …, "status": "failed" }]`:
 * anthropics/claude-code#15102).
 */
const SERVER_STATES = new Set(['connected', 'failed', 'needs-auth', 'pending', 'disabled']);

/**
 * Reads the members of a server-status list as it comes, a line at a time: the text at the members' own level (nested
 * objects such as `serverInfo`, whose `name` is the server's own, are skipped), a member's name paired with its status.
 */
class StatusList {
  /** Depth in braces below the list: 1 inside a member, 2 and more inside its nested objects. */
  private depth = 0;
  private name: string | null = null;
  private status: string | null = null;
  private emitted = false;
  /** The list's closing bracket was read. */
  closed = false;
  /** Feeds a line's text (from the list's `[` on); each member whose name and status are known, once. */
  feed(text: string): { server: string; status: string }[] {
    const out: { server: string; status: string }[] = [];
    let own = '';
    let quote: string | null = null;
    const flush = () => {
      if (own !== '') {
        const n = INIT_NAME_RE.exec(own);
        if (n !== null && this.name === null) this.name = n[1] ?? n[2] ?? null;
        const st = INIT_STATUS_RE.exec(own);
        if (st !== null && this.status === null) this.status = st[1]!;
        own = '';
      }
      if (!this.emitted && this.name !== null && this.status !== null) {
        out.push({ server: this.name, status: this.status });
        this.emitted = true;
      }
    };
    for (let i = 0; i < text.length && !this.closed; i++) {
      const ch = text[i]!;
      if (quote !== null) {
        if (ch === '\\') {
          if (this.depth === 1) own += ch + (text[i + 1] ?? '');
          i++;
          continue;
        }
        if (ch === quote) quote = null;
        if (this.depth === 1) own += ch;
        continue;
      }
      if (ch === '"' || ch === "'") {
        quote = ch;
        if (this.depth === 1) own += ch;
      } else if (ch === '{') {
        if (this.depth === 1) flush();
        this.depth++;
      } else if (ch === '}') {
        if (this.depth === 1) {
          flush();
          this.name = null;
          this.status = null;
          this.emitted = false;
        }
        this.depth = Math.max(0, this.depth - 1);
      } else if (ch === ']' && this.depth === 0) {
        this.closed = true;
      } else if (this.depth === 1) own += ch;
    }
    if (this.depth === 1) flush();
    return out;
  }
}

/**
 * A printed `mcpServerStatus()` result: an array whose members are servers with a name and one of `SERVER_STATES`,
 * with MCP's `serverInfo` on one of them or a state only a connection has (`connected`, `needs-auth`) — a list of jobs
 * or builds named and statused is not one.
 */
function statusArrayScore(head: readonly string[]): number {
  const lines = head.map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length === 0 || !/^\[\s*(?:\{.*)?$/.test(lines[0]!)) return 0;
  const list = new StatusList();
  const entries: { server: string; status: string }[] = [];
  let serverInfo = false;
  for (const l of lines) {
    entries.push(...list.feed(l));
    if (/["']?\bserverInfo["']?\s*:/.test(l)) serverInfo = true;
    if (list.closed) break;
  }
  if (entries.length === 0 || entries.some((e) => !SERVER_STATES.has(e.status))) return 0;
  return serverInfo || entries.some((e) => e.status === 'connected' || e.status === 'needs-auth') ? 0.7 : 0;
}

/** What an `mcp_servers` entry's status says of the server's connect, or null (pending, needs-auth, disabled: no end). */
function initSaid(server: string, status: string): HostSaid | null {
  if (status === 'failed') return { kind: 'failed', phrase: 'claude-code/init-server-failed', method: 'initialize', scope: 'connection', server };
  if (status === 'connected') return { kind: 'connected', phrase: 'claude-code/init-server-connected', method: 'initialize', scope: 'connection', server };
  return null;
}

/** Records of a session transcript with an MCP tool's use or result are strong; session records alone say less. */
function sniff(head: readonly string[]): number {
  let records = 0;
  let mcp = 0;
  // The init message's server list: its key, and entries with a status under it.
  let initList = false;
  let initStatus = 0;
  for (const l of head) {
    const at = l.search(INIT_LIST_RE);
    if (at >= 0) {
      initList = true;
      // The list on the line (stream-json's message, Python's repr): its members with a server's state.
      const list = new StatusList();
      const members = list.feed(l.slice(l.indexOf('[', at)));
      if (list.closed) initStatus += members.filter((m) => SERVER_STATES.has(m.status)).length;
    } else if (initList && INIT_STATUS_RE.test(l)) initStatus++;
    if (!RECORD_RE.test(l) || !SESSION_KEY_RE.test(l)) continue;
    records++;
    if (l.includes('"tool_use"') && l.includes('"mcp__')) mcp++;
    else if (l.includes('"tool_result"')) mcp += 0.5;
  }
  if (records === 0) return initList && initStatus > 0 ? 0.8 : statusArrayScore(head);
  if (mcp >= 1) return 0.88;
  return mcp > 0 ? 0.6 : 0.5;
}

/** The text of a tool result's content: a string, or its text blocks joined. */
function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const b of content as Block[]) if (b !== null && typeof b === 'object' && typeof b.text === 'string') parts.push(b.text);
  return parts.join('\n');
}

function open(ctx: ReaderContext): LineSink {
  // toolu id → the MCP tool it called; only MCP tools are kept.
  const calls = new Map<string, { server: string; target: string }>();
  // Sessions per server as every host reader labels them (`<server>#<n>`).
  const lifetimes = new ServerLifetimes();
  // A server-status list read across lines (the init message's pretty-printed, or mcpServerStatus()'s array).
  let list: StatusList | null = null;
  const emitInit = (server: string, status: string, t: string, source: { file: string; line: number }, at: number | null): boolean => {
    const said = initSaid(server, status);
    if (said === null) return false;
    ctx.emit({ at, source, session: lifetimes.label(server, said), transport: null, from: null, kind: 'host-log', text: t.length > 400 ? `${t.slice(0, 400)}…` : t, said });
    return true;
  };
  const feedList = (l: StatusList, text: string, t: string, source: { file: string; line: number }): 'event' | 'part' => {
    let any = false;
    for (const m of l.feed(text)) any = emitInit(m.server, m.status, t, source, null) || any;
    return any ? 'event' : 'part';
  };
  return {
    line(text: string, no: number) {
      const t = text.trim();
      if (t === '') return 'blank';
      const source = { file: ctx.file, line: no };
      if (list !== null) {
        const kind = feedList(list, t, t, source);
        if (list.closed) list = null;
        return kind;
      }
      if (!t.startsWith('{"')) {
        // The init message's list, not in a JSON record: pretty-printed from its key on, or on the line in a fragment
        // or a Python repr of the message.
        const at = t.search(INIT_LIST_RE);
        if (at >= 0) {
          const l = new StatusList();
          const kind = feedList(l, t.slice(t.indexOf('[', at)), t, source);
          if (!l.closed) list = l;
          return kind;
        }
        // mcpServerStatus()'s array, printed from its opening bracket.
        if (t.startsWith('[')) {
          const l = new StatusList();
          const kind = feedList(l, t, t, source);
          if (!l.closed) list = l;
          return kind;
        }
      }
      type SessionRecord = { type?: unknown; message?: { content?: unknown }; timestamp?: unknown };
      let rec: SessionRecord | null = null;
      try {
        const v: unknown = JSON.parse(t);
        if (v !== null && typeof v === 'object' && !Array.isArray(v)) rec = v as SessionRecord;
      } catch {
        rec = null;
      }
      if (rec === null) {
        ctx.problem(source, 'not a session transcript record (not a JSON object)');
        return 'problem';
      }
      const at = typeof rec.timestamp === 'string' ? Date.parse(rec.timestamp) : NaN;
      // The init message on one line: each listed server's connect state.
      const servers = (rec as { mcp_servers?: unknown }).mcp_servers;
      if (rec.type === 'system' && Array.isArray(servers)) {
        let any = false;
        for (const sv of servers as { name?: unknown; status?: unknown }[]) {
          if (sv === null || typeof sv !== 'object' || typeof sv.name !== 'string' || typeof sv.status !== 'string') continue;
          any = emitInit(sv.name, sv.status, t, source, Number.isNaN(at) ? null : at) || any;
        }
        return any ? 'event' : 'part';
      }
      const content = rec.message?.content;
      if (!Array.isArray(content)) return 'part';
      let emitted = false;
      for (const b of content as Block[]) {
        if (b === null || typeof b !== 'object') continue;
        let said: HostSaid | null = null;
        let from: WireEvent['from'] = null;
        if (b.type === 'tool_use' && typeof b.name === 'string') {
          const m = MCP_TOOL_RE.exec(b.name);
          if (m === null) continue;
          const call = { server: m[1]!, target: m[2]! };
          if (typeof b.id === 'string') calls.set(b.id, call);
          said = { kind: 'request-sent', phrase: 'claude-code/session-tool-use', method: 'tools/call', ...call };
        } else if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
          const call = calls.get(b.tool_use_id);
          if (call === undefined) continue;
          const words = resultText(b.content).trim();
          if (b.is_error === true) {
            // Claude Code shows an error result as "Error: <text>"; the record keeps the text alone.
            const error = words.replace(/^Error:\s*/, '');
            said = { kind: 'failed', phrase: 'claude-code/session-tool-error', method: 'tools/call', ...call, error, relayedResult: true };
            if (!HOST_WORDS_RE.test(error)) from = 'server';
          } else {
            said = { kind: 'completed', phrase: 'claude-code/session-tool-result', method: 'tools/call', ...call };
          }
        }
        if (said === null) continue;
        const e: WireEvent = { at: Number.isNaN(at) ? null : at, source, session: lifetimes.label(said.server, said), transport: null, from, kind: 'host-log', text: t.length > 400 ? `${t.slice(0, 400)}…` : t, said };
        ctx.emit(e);
        emitted = true;
      }
      return emitted ? 'event' : 'part';
    },
    end() {},
  };
}

export const claudeCodeSession: Reader = {
  name: 'claude-code-session',
  title: "Claude Code session transcript (~/.claude/projects/…/<session>.jsonl)",
  clock: 'utc',
  host: 'claude-code',
  sniff,
  open,
};
