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
 * anthropics/claude-code#6710). `failed` says the server's connect (its initialize) failed, not how.
 */
const INIT_LIST_RE = /"mcp_servers"\s*:\s*\[/;
const INIT_NAME_RE = /"name"\s*:\s*"((?:[^"\\]|\\.)*)"/;
const INIT_STATUS_RE = /"status"\s*:\s*"([\w-]+)"/;

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
    if (INIT_LIST_RE.test(l)) {
      initList = true;
      if (l.includes('"subtype"') && INIT_STATUS_RE.test(l)) initStatus++;
    } else if (initList && INIT_STATUS_RE.test(l)) initStatus++;
    if (!RECORD_RE.test(l) || !SESSION_KEY_RE.test(l)) continue;
    records++;
    if (l.includes('"tool_use"') && l.includes('"mcp__')) mcp++;
    else if (l.includes('"tool_result"')) mcp += 0.5;
  }
  if (records === 0) return initList && initStatus > 0 ? 0.8 : 0;
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
  // The init message's server list pretty-printed: inside it, the entry's name waiting for its status.
  let inInitList = false;
  let initName: string | null = null;
  const emitInit = (server: string, status: string, t: string, source: { file: string; line: number }, at: number | null): boolean => {
    const said = initSaid(server, status);
    if (said === null) return false;
    ctx.emit({ at, source, session: lifetimes.label(server, said), transport: null, from: null, kind: 'host-log', text: t.length > 400 ? `${t.slice(0, 400)}…` : t, said });
    return true;
  };
  return {
    line(text: string, no: number) {
      const t = text.trim();
      if (t === '') return 'blank';
      const source = { file: ctx.file, line: no };
      // A pretty-printed init list, one member a line: names and statuses pair up until the list closes.
      if (!t.startsWith('{"') || inInitList) {
        if (INIT_LIST_RE.test(t) && !t.includes(']')) {
          inInitList = true;
          initName = null;
          return 'part';
        }
        if (inInitList) {
          if (/^\]/.test(t)) {
            inInitList = false;
            return 'part';
          }
          const name = INIT_NAME_RE.exec(t);
          if (name !== null) initName = name[1]!;
          const status = INIT_STATUS_RE.exec(t);
          if (status !== null && initName !== null) {
            const server = initName;
            initName = null;
            return emitInit(server, status[1]!, t, source, null) ? 'event' : 'part';
          }
          return 'part';
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
            said = { kind: 'failed', phrase: 'claude-code/session-tool-error', method: 'tools/call', ...call, error };
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
