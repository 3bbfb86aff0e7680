/**
 * What a host's client does that its log does not say: whether it sends `notifications/cancelled`
 * when its own request timer fires. A host log says "timed out"; whether the server was told to
 * stop depends on the client underneath. Keyed by the host part of a phrase id (`<host>/<slug>`).
 *
 * - TypeScript SDK `Protocol.request()` (v1 ≥ 1.0, v2): on its timeout it calls `cancel()`, which
 *   sends `notifications/cancelled` with the timeout error as the reason (shared sdk-behaviour
 *   notes, observed with 1.32 and 2.4). Hosts built on it: Claude Desktop, Claude Code, Cursor,
 *   Cline, LibreChat, the Inspector, mcp-remote, Gemini CLI.
 * - Codex and Goose wrap the Rust SDK's call in their own deadline (`timed out awaiting tools/call
 *   after 120s … deadline has elapsed`, openai/codex#6127): the future is dropped; nothing in
 *   their logs or the threads shows a cancel being sent.
 * - Zed (2026 builds, `after the response exceeded`) sends `notifications/cancelled` for an issued request on its
 *   timer, never for initialize; its older builds (`which took over`) do not — the phrase rows tell them apart.
 * - Everything else: not known — the verdict says so instead of guessing.
 */
export interface HostClient {
  host: string;
  /** true: sends notifications/cancelled when its timer fires; false: does not; null: not known. */
  cancelsOnTimer: boolean | null;
  basis: string;
}

const TS_SDK = 'built on the TypeScript SDK, whose request timeout sends notifications/cancelled';

export const HOST_CLIENTS: readonly HostClient[] = [
  { host: 'typescript-sdk', cancelsOnTimer: true, basis: 'the TypeScript SDK itself, whose request timeout sends notifications/cancelled' },
  { host: 'claude-desktop', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'claude-code', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'cursor', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'cline', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'librechat', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'inspector', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'mcp-remote', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'gemini-cli', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'mcp-proxy', cancelsOnTimer: true, basis: TS_SDK },
  { host: 'supergateway', cancelsOnTimer: true, basis: TS_SDK },
  // Its connect errors carry the SDK's own timer in their stack (protocol.js timeoutHandler): samanhappy/mcphub#324.
  { host: 'mcphub', cancelsOnTimer: true, basis: TS_SDK },
  // The Python SDK 2.x's own request timer (its wording tells it from 1.x, which never cancels): a courtesy
  // notifications/cancelled with reason "timed out after <n>s", except for the handshake (mcp 2.x
  // shared/jsonrpc_dispatcher.py send_raw_request, client/session.py _preconnect_stamp; checked against mcp 2.3.0).
  { host: 'python-sdk-v2', cancelsOnTimer: true, basis: "the Python SDK 2.x, whose request timeout sends a courtesy notifications/cancelled (never for initialize)" },
  // langchain4j's own MCP client (Java; Quarkus's too): its tool-execution timeout sends notifications/cancelled for the
  // call (quarkiverse/quarkus-langchain4j#1877: the cancel 30 s in; #2234: the server logging the cancel it got). Its
  // other operations' timeouts are read as its own deadline (ingest/hosts/other-clients.ts, timer 'host').
  { host: 'langchain4j', cancelsOnTimer: true, basis: "langchain4j's DefaultMcpClient, whose tool-execution timeout sends notifications/cancelled for the call" },
  // OpenClaw's bundled MCP client: its list deadline aborts the signal the SDK's request was given, which sends
  // notifications/cancelled (its mcp-pagination collector; openclaw/openclaw#137379). Its connect deadline closes the
  // transport instead, read as the host's deadline by the rows that say it.
  { host: 'openclaw', cancelsOnTimer: true, basis: "its bundled client's list deadline aborts the TypeScript SDK request's signal, which sends notifications/cancelled" },
  { host: 'codex', cancelsOnTimer: false, basis: 'its own deadline around the Rust SDK call drops the request (openai/codex#6127)' },
  { host: 'goose', cancelsOnTimer: false, basis: 'its own deadline around the Rust SDK call drops the request (aaif-goose/goose#1164)' },
  // Only the rows that leave `timer` unset reach this: Zed's 2026 wording for an issued request ('after the response
  // exceeded'); its older wording and the queued or initialize cases are the host's deadline (ingest/hosts/zed.ts).
  { host: 'zed', cancelsOnTimer: true, basis: "its request timer sends notifications/cancelled for a request already issued, never for initialize (crates/context_server/src/client.rs, queue_cancellation_if_issued)" },
];

/** The host part of a phrase id, `claude-code/tool-failed` → `claude-code`. */
export function phraseHost(phrase: string): string {
  const i = phrase.indexOf('/');
  return i < 0 ? phrase : phrase.slice(0, i);
}

export function hostClient(host: string): HostClient | null {
  return HOST_CLIENTS.find((h) => h.host === host) ?? null;
}

/** Whether the host that wrote a phrase is known to send notifications/cancelled when its own timer lets a request go. */
export function writerCancelsOnTimer(phrase: string): boolean {
  return hostClient(phraseHost(phrase))?.cancelsOnTimer === true;
}

/**
 * Hosts whose connect (the initialize) is awaited inside their own error handling: a rejected initialize is logged in
 * their words and never reaches Node's unhandled-rejection printout, so an uncaught McpError their process prints is a
 * request's after the connect. A script that awaits `client.connect()` unguarded prints the initialize's own
 * (modelcontextprotocol/typescript-sdk#1049).
 * - Claude Code: a failed connect is its own debug line (`MCP server "x" Connection failed after 1172ms: …`,
 *   ingest/hosts/claude-code.ts); its uncaught 'Connection closed' crashes came when the IDE's connection closed under
 *   a session already in use (anthropics/claude-code#1995, #3634, #3071, #3184).
 * - The Dart `mcp_client` package (its rows' host `dart-mcp-client`): its connect entry points (`createAndConnect`,
 *   `connectWithRetry`) wrap a failed handshake in their own words (`Failed to connect after <n> attempts: …`), so its
 *   bare `McpError : Transport disconnected` is most often a later request's (app-appplayer/mcp_client#5: connect, then
 *   list tools); only a bare `connect()` rethrows the handshake's own, so the request stays unnamed, not the initialize.
 */
const CONNECT_CAUGHT: ReadonlySet<string> = new Set(['claude-code', 'dart-mcp-client']);

/** Whether `host` (a HostSaid.writer) catches its own connect's errors (CONNECT_CAUGHT). */
export function catchesConnectErrors(host: string | undefined): boolean {
  return host !== undefined && CONNECT_CAUGHT.has(host);
}
