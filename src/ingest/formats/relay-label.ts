/**
 * A client's label for its stdio server's output, ahead of the server's own line in the client's log. The words after
 * the label are the server's (or, when a client runs another host as its server, that host's): they are quoted by the
 * client that wrote the file, so they never make the file that program's log. One pattern, for every reader that must
 * tell a relayed line from a line of its own, and for detection (detect.ts sniffScore).
 *
 * The labels seen in pasted logs:
 * - Warp: `MCP [pid: <n>] stderr: ` before each line of a stdio server (Codex run as one: warpdotdev/warp#6419);
 * - Claude Code: `MCP server "<name>" Server stderr: ` (anthropics/claude-code#23248 and its neighbours);
 * - Zed: `context server stderr: `; supergateway: `[supergateway] Child stderr: `;
 * - LM Studio: `[Plugin(mcp/<name>)] stderr: ` (lmstudio-ai/lmstudio-bug-tracker#1231);
 * - VS Code's MCP output channel: `[server stderr] `;
 * - Cherry Studio: `[MCP] Stdio stderr for server: <name>` (designcomputer/mysql_mcp_server#65);
 * - Trae: `MCPClient#onStderr [Server Internal Log] ` (Trae-AI/TRAE#2034);
 * - the AWS toolkit: `Log from MCP Server: ` (awslabs/mcp#1770);
 * - a label that opens the line, stdout or stderr (OPENING_RELAY below: Kimi Code's `[server stdout: <tag>] `).
 * A `stderr` word inside a line needs the colon or bracket that closes a label (or Cherry Studio's `for server`): a
 * sentence that only mentions stderr ("writes its log to stderr") labels nothing. A `stdout` word labels only in a
 * bracket that opens the line, the one place a client was seen relaying a server's stdout (Kimi Code); inside a line
 * it is any program's word for its own output.
 */
const QUOTING_RELAY = String.raw`\bstderr(?::\s|\]|\s+for server\b)|\bonStderr\b|\[Server Internal Log\]|\bLog from MCP Server:`;

/**
 * A relay label that opens the line: a client with no clock of its own puts `[<who> <stream>]` before each line it
 * copies from its stdio server, so nothing of the client's own is on the line and the rest is the server's line as the
 * server wrote it. The two labels seen: `[<server> stderr] ` (a VS Code extension's output channel, on each chunk it got
 * rather than on each line: tmonk/stata-workbench#36); `[server stdout: <tag>] `, the tag being whatever opened the
 * server's line (its level or its own short tag), as Kimi Code's `mcp test` prints a server's lines
 * (MoonshotAI/kimi-agent-sdk#170). Group 1 is the tag. Only those two: no paste shows a stdout label without a tag, a
 * stderr label with one, or a colon after the bracket, so none of those opens a line. A label behind the client's own
 * clock and level (VS Code's `… [warning] [server stderr] …`) does not open the line: that line is the client's,
 * quoting the server (QUOTING_RELAY).
 */
const OPENING_RELAY = String.raw`^\[[^\]\s][^\]]*? (?:stderr|stdout: ([^\]\s]{1,24}))\]\s+(?=\S)`;

/**
 * A relay label behind the client's own words (QUOTING_RELAY), never one that opens the line: for a reader that has
 * cut the opening label already (afterOpeningRelay) and asks whether the rest still quotes a server.
 */
export const QUOTING_RELAY_RE = new RegExp(QUOTING_RELAY, 'i');

/** Any relay label, opening the line or behind the client's own words: where the relayed words start. */
export const RELAY_LABEL_RE = new RegExp(`${OPENING_RELAY}|${QUOTING_RELAY}`, 'i');

/**
 * The relaying client's own part of `line`: all of it up to and with its relay label, the relayed words cut away. A
 * line with no label is all its writer's own.
 */
export function ownPart(line: string): string {
  const m = RELAY_LABEL_RE.exec(line);
  return m === null ? line : line.slice(0, m.index + m[0].length);
}

/** A relay label that opens the line (OPENING_RELAY): the rest of the line is the server's. Group 1 is the tag. */
export const OPENING_RELAY_RE = new RegExp(OPENING_RELAY, 'i');

/** The server's own line after a label that opens it (OPENING_RELAY_RE), or the line as it is. */
export function afterOpeningRelay(line: string): string {
  const m = OPENING_RELAY_RE.exec(line);
  return m === null ? line : line.slice(m[0].length);
}
