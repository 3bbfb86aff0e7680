/**
 * Codex CLI (host and its VS Code extension): the TUI's call and error rendering, its startup
 * warnings, and codex_core's error chain as the extension's log relays it. Codex stops waiting on
 * its own deadline ("timed out awaiting tools/call after 120s", "deadline has elapsed") without a
 * notifications/cancelled; the diagnosis of that is diagnose's, the words are read here.
 */
import type { HostPhrase } from './phrase.js';
import { RMCP_WORKER_QUIT_RE } from './rust-sdk.js';

/**
 * A JSON string member of Codex's structured events, by key, wherever it sits in the object (`"server":"notes"`, or
 * `"server": "notes"` as the session rollout prints it).
 */
const member = (key: string, group: string): string => String.raw`(?=[\s\S]*?"${key}":\s*"(?<${group}>(?:[^"\\]|\\.)*)")`;

/** What Codex says when it withdrew an MCP call because its approval could not be asked (HostSaid.withdrawn). */
const WITHDRAWN = String.raw`user (?:cancelled|rejected) MCP tool call`;

/**
 * The server's name in Codex's "MCP client for <name> failed to start: …" / "… timed out after …": in backticks as the
 * TUI prints it (openai/codex#11851), bare in builds that print it without them ("⚠ MCP client for avalonia failed to
 * start: MCP startup failed: …": openai/codex#6020; a reporter quoting the sentence whole in backticks, the name bare
 * inside: UfoMiao/zcf#131), or in quotes as a retyped head has it ("MCP client for 'sql' failed to start":
 * openai/codex#5044). A name is one token: the sentence's own words follow it.
 */
const SERVER_NAME = String.raw`(?:\`(?<server>[^\`]+)\`|['"]?(?<serverQuoted>[^\s\`'"]+)['"]?)`;

/**
 * codex_core's "tool call failed for `<server>/<tool>`", the pair in backticks or bare. The TUI wraps a long line inside
 * the backticks, so the pair may break after its slash onto an indented line ('tool call failed for `quint-code/' /
 * '        quint_decide`': m0n0x41d/haft#21); only a backticked pair is read across that break.
 */
const FAILED_FOR = String.raw`tool call failed for \`?(?<server>[^\`/\s]+)\/(?:(?<=\`[^\`/\s]+\/)\s*\n\s*)?(?<target>[^\`\s]+?)\`?(?=[\s:,\\"']|$)`;

/**
 * The TUI's head of a finished call: '• Called <server>.<tool>(' on one line, or, when the call is too long for it,
 * '• Called' alone with the call on the '└ ' line under it (formats/codex.ts joins the two into one record; a
 * grep_scripts call with wrapped arguments: Chrrxs/robloxstudio-mcp#71, a batch call: justrach/codedb#278).
 */
const CALLED = String.raw`^• Called(?: |\n└ )(?<server>[^\s.(]+)\.(?<target>[^\s(]+)`;
/**
 * A finished call's head through to what came back, on the '└ ' line after the call in either layout: the TUI's own
 * under a one-line header; under a lone header the reader puts what the TUI printed below the call's closing
 * parenthesis on one (formats/codex.ts recordText finds that parenthesis with the brackets balanced and strings
 * skipped; a ')' at a line's end inside the arguments is no end). codex/called-returned and its error object.
 */
const CALLED_RETURNED = CALLED + String.raw`\([\s\S]*?\n└ `;

/** `codex exec`'s plain-text head for an MCP call: 'mcp: <server>/<tool>' (openai/codex#38794). */
const EXEC_TEXT = String.raw`^mcp: (?<server>[^\s/]+)\/(?<target>\S+) `;

/**
 * The Codex plugin's job-log lines for an MCP call (codex-companion; the '[<ISO>Z] ' stamp cut by formats/codex.ts):
 * 'Calling <server>/<tool>.' and 'Tool <server>/<tool> ' before its status. A tool's name may hold dots
 * ('issues.create.'): the sentence's own period is the last character. The server is a name from Codex's config, which
 * codex_core's validate_mcp_server_name holds to ASCII letters, digits, '_' and '-' (dots let through, as connectors'
 * names may carry them): it starts with a letter or digit, so a path ('Calling ./scripts/build.sh.'), a URL or a quoted
 * pair in prose is no call.
 */
const JOB_SERVER = String.raw`(?<server>[A-Za-z0-9][\w.-]*)`;
const JOB_CALL = String.raw`^Calling ${JOB_SERVER}\/(?<target>\S+)\.`;
const JOB_TOOL = String.raw`^Tool ${JOB_SERVER}\/(?<target>\S+) `;
/** A call's start; its end, completed or failed: the rows below, and formats/codex.ts's sniff of the job log. */
export const JOB_CALL_RE = new RegExp(JOB_CALL + String.raw`\s*$`);
const JOB_COMPLETED_RE = new RegExp(JOB_TOOL + String.raw`completed\.\s*$`);
const JOB_FAILED_RE = new RegExp(JOB_TOOL + String.raw`failed\.\s*$`);
export const JOB_END_RE = new RegExp(JOB_TOOL + String.raw`(?:completed|failed)\.\s*$`);

export const codexPhrases: readonly HostPhrase[] = [
  // `codex exec --json` prints the turn as item events, one JSON object a line; an MCP call is an item of type
  // mcp_tool_call: `item.started` (status in_progress), then `item.completed` with status completed or failed and
  // its error (openai/codex#16685). The session rollout (~/.codex/sessions/…jsonl) logs the same call as
  // mcp_tool_call_begin / mcp_tool_call_end, the end carrying `"result": {"Ok": …}` or `{"Err": "<text>"}`
  // (openai/codex-plugin-cc#641, reflowed over lines by the reporter). When Codex's approval of the call (an
  // elicitation to its user or controlling client) cannot be had — exec mode cannot ask, a headless client
  // answers -32601 — Codex ends the call itself before sending it: "user cancelled/rejected MCP tool call".
  {
    id: 'codex/exec-mcp-call-withdrawn',
    said: 'cancelled',
    withdrawn: true,
    hint: 'MCP tool call',
    re: new RegExp(String.raw`^\{\s*"type":\s*"item\.completed"(?=[\s\S]*?"type":\s*"mcp_tool_call")` + member('server', 'server') + member('tool', 'target') + String.raw`(?=[\s\S]*?"message":\s*"(?<error>` + WITHDRAWN + ')")'),
    method: 'tools/call',
    seen: ['openai/codex#16685'],
  },
  {
    id: 'codex/rollout-mcp-call-withdrawn',
    said: 'cancelled',
    withdrawn: true,
    hint: 'mcp_tool_call_end',
    re: new RegExp(String.raw`"type":\s*"mcp_tool_call_end"` + member('server', 'server') + member('tool', 'target') + String.raw`(?=[\s\S]*?"Err":\s*"(?<error>` + WITHDRAWN + ')")'),
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  {
    id: 'codex/exec-mcp-call-started',
    said: 'request-sent',
    hint: 'item.started',
    re: new RegExp(String.raw`^\{\s*"type":\s*"item\.started"(?=[\s\S]*?"type":\s*"mcp_tool_call")` + member('server', 'server') + member('tool', 'target')),
    method: 'tools/call',
    seen: ['openai/codex#16685'],
  },
  {
    id: 'codex/exec-mcp-call-failed',
    said: 'failed',
    hint: 'item.completed',
    re: new RegExp(String.raw`^\{\s*"type":\s*"item\.completed"(?=[\s\S]*?"type":\s*"mcp_tool_call")(?=[\s\S]*?"status":\s*"failed")` + member('server', 'server') + member('tool', 'target') + member('message', 'error')),
    method: 'tools/call',
    seen: ['openai/codex#16685'],
  },
  {
    id: 'codex/exec-mcp-call-completed',
    said: 'completed',
    hint: 'item.completed',
    re: new RegExp(String.raw`^\{\s*"type":\s*"item\.completed"(?=[\s\S]*?"type":\s*"mcp_tool_call")(?=[\s\S]*?"status":\s*"completed")` + member('server', 'server') + member('tool', 'target')),
    method: 'tools/call',
    seen: ['openai/codex#16685'],
  },
  {
    id: 'codex/rollout-mcp-call-begin',
    said: 'request-sent',
    hint: 'mcp_tool_call_begin',
    re: new RegExp(String.raw`"type":\s*"mcp_tool_call_begin"` + member('server', 'server') + member('tool', 'target')),
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  {
    id: 'codex/rollout-mcp-call-err',
    said: 'failed',
    hint: 'mcp_tool_call_end',
    re: new RegExp(String.raw`"type":\s*"mcp_tool_call_end"` + member('server', 'server') + member('tool', 'target') + String.raw`(?=[\s\S]*?"Err":\s*"(?<error>(?:[^"\\]|\\.)*)")`),
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  {
    id: 'codex/rollout-mcp-call-ok',
    said: 'completed',
    hint: 'mcp_tool_call_end',
    re: new RegExp(String.raw`"type":\s*"mcp_tool_call_end"` + member('server', 'server') + member('tool', 'target') + String.raw`(?=[\s\S]*?"Ok":)`),
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  // `codex exec` without --json prints each MCP call's progress as text: 'mcp: <server>/<tool> started', then the same
  // head with '(completed)' or '(failed)'; a failure's reason follows on its own line ("Error calling tool '<tool>':
  // <reason>", empty in openai/codex#38794, where the bundled build failed a call a standalone build completed).
  {
    id: 'codex/exec-text-mcp-started',
    said: 'request-sent',
    hint: 'mcp: ',
    re: new RegExp(EXEC_TEXT + String.raw`started\s*$`),
    method: 'tools/call',
    seen: ['openai/codex#38794'],
  },
  {
    // The reason under '(failed)' (formats/codex.ts keeps it in the record) is Codex's own withdrawal of the call when
    // its approval could not be asked, as the JSON form says it (codex/exec-mcp-call-withdrawn): openai/codex#29857,
    // where `codex exec` declined a plugin server's call under `default_tools_approval_mode = "approve"`.
    id: 'codex/exec-text-mcp-withdrawn',
    said: 'cancelled',
    withdrawn: true,
    hint: 'MCP tool call',
    re: new RegExp(EXEC_TEXT + String.raw`\(failed\)[ \t]*\n\s*(?<error>` + WITHDRAWN + String.raw`)\s*$`),
    method: 'tools/call',
    seen: ['openai/codex#29857'],
  },
  {
    id: 'codex/exec-text-mcp-failed',
    said: 'failed',
    hint: 'mcp: ',
    // The reason's line may be the label alone, its reason empty ("Error calling tool '<tool>':").
    re: new RegExp(EXEC_TEXT + String.raw`\(failed\)(?:[ \t]*\n\s*(?:Error calling tool '[^'\n]*':[ \t]*)?(?<error>\S[^\n]*)?)?\s*$`),
    method: 'tools/call',
    seen: ['openai/codex#38794', 'openai/codex#29857'],
  },
  {
    id: 'codex/exec-text-mcp-completed',
    said: 'completed',
    hint: 'mcp: ',
    re: new RegExp(EXEC_TEXT + String.raw`\(completed\)\s*$`),
    method: 'tools/call',
    seen: ['openai/codex#38794'],
  },
  // The Codex plugin for Claude Code (codex-companion) keeps a job log of the app-server's item events: an MCP call's
  // item/started as 'Calling <server>/<tool>.' and its item/completed as 'Tool <server>/<tool> <status>.', the status
  // 'completed' or 'failed' (plugins/codex/scripts/lib/codex.mjs describeStartedItem / describeCompletedItem). The
  // line names the call and whether it ended, never why: a failure's reason is in Codex's rollout, not here. A call
  // started and never ended is a review stuck on it (xcode/XcodeListWindows: openai/codex-plugin-cc#250); both ends
  // pasted bare, without the stamps, in openai/codex-plugin-cc#641. formats/codex.ts reads the '[<ISO>Z] ' stamp.
  {
    id: 'codex/plugin-job-call-started',
    said: 'request-sent',
    hint: 'Calling ',
    re: JOB_CALL_RE,
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#250', 'openai/codex-plugin-cc#641'],
  },
  {
    id: 'codex/plugin-job-call-completed',
    said: 'completed',
    hint: 'Tool ',
    re: JOB_COMPLETED_RE,
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  {
    id: 'codex/plugin-job-call-failed',
    said: 'failed',
    hint: 'Tool ',
    re: JOB_FAILED_RE,
    method: 'tools/call',
    seen: ['openai/codex-plugin-cc#641'],
  },
  // `codex exec`'s human-readable output (no --json) heads an MCP call 'tool <server>.<tool>(<args>)' and its end
  // '<server>.<tool>(<args>) success in 5.53s:' or '… failed in 2.45s:', the result under it: the CallToolResult as
  // pretty JSON, or the call's error text (codex-rs/exec event_processor_with_human_output.rs; formats/codex.ts keeps
  // the body in the end line's record). 'failed' is Codex's is_success false: an error result (isError) from the
  // server, whose text the verdict reads, or the call's own error (microsoft/playwright-mcp#1229: a browser_tabs call
  // the server answered with isError, beside a browser_snapshot that succeeded).
  {
    id: 'codex/exec-human-tool-begin',
    said: 'request-sent',
    hint: 'tool ',
    re: /^tool (?<server>[^\s.(]+)\.(?<target>[^\s(]+)\(/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#1229'],
  },
  {
    id: 'codex/exec-human-tool-error-result',
    said: 'failed',
    serverAnswer: true,
    hint: ' failed in ',
    re: /^(?<server>[^\s.(]+)\.(?<target>[^\s(]+)\(.*\) failed in [\dms. ]+:[ \t]*\n\{[\s\S]*?"text":\s*"(?<error>(?:[^"\\]|\\.)*)"/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#1229'],
  },
  {
    id: 'codex/exec-human-tool-failed',
    said: 'failed',
    hint: ' failed in ',
    re: /^(?<server>[^\s.(]+)\.(?<target>[^\s(]+)\(.*\) failed in [\dms. ]+:[ \t]*(?:\n(?<error>\S[\s\S]*?))?\s*$/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#1229'],
  },
  {
    id: 'codex/exec-human-tool-success',
    said: 'completed',
    hint: ' success in ',
    re: /^(?<server>[^\s.(]+)\.(?<target>[^\s(]+)\(.*\) success in [\dms. ]+:/,
    method: 'tools/call',
    seen: ['microsoft/playwright-mcp#1229'],
  },
  {
    // The whole chain in one record: the TUI's `└ Error: …` with its `Caused by:` lines, or the
    // extension's one-line `message="…\n\nCaused by:\n    0: timed out awaiting …"`.
    id: 'codex/tool-call-timed-out',
    said: 'timer-fired',
    hint: 'timed out awaiting',
    re: new RegExp(FAILED_FOR + String.raw`[\s\S]*?(?<error>timed out awaiting (?<method>[\w/]+) after (?<limit>\d+(?:\.\d+)?(?:ms|s|m)))`),
    seen: ['openai/codex#6127', 'getsentry/XcodeBuildMCP#155', 'kky42/codex-as-mcp#5', 'olavocarvalho/vscode-runtime-notebook-mcp#4', 'taptap/instant-games-open-mcp#493', 'taptap/instant-games-open-mcp#457'],
  },
  {
    // The chain alone (a paste that starts at the cause).
    id: 'codex/timed-out-awaiting',
    said: 'timer-fired',
    hint: 'timed out awaiting',
    re: /(?<error>timed out awaiting (?<method>[\w/]+) after (?<limit>\d+(?:\.\d+)?(?:ms|s|m)))/,
    seen: ['osanoai/multicli#49'],
  },
  {
    // The same error retold by a reporter: codex_core's sentence in backticks, then 'caused by' and the cause in
    // backticks ('`tool call failed for codestory/ground` caused by `Transport closed`': TheGreenCedar/CodeStory#441).
    // The cause is what the anyhow chain prints under 'Caused by:'; read before the row below, whose error needs the heading.
    id: 'codex/tool-call-failed-prose-cause',
    said: 'failed',
    hint: 'tool call failed for ',
    re: new RegExp(FAILED_FOR + String.raw`[^\n]*?\bcaused by \`(?<error>[^\`\n]+)\``),
    method: 'tools/call',
    seen: ['TheGreenCedar/CodeStory#441'],
  },
  {
    id: 'codex/tool-call-failed',
    said: 'failed',
    // The backticks are the TUI's and codex_core's; a reporter who retypes the chain or a UI that renders it as
    // text drops them ('tool call failed for game-studio/studio_build_project': taptap/instant-games-open-mcp#493).
    hint: 'tool call failed for ',
    re: new RegExp(FAILED_FOR + String.raw`(?:[\s\S]*?Caused by:\s*(?<error>[\s\S]+))?`),
    method: 'tools/call',
    // Its cause the transport gone ("Caused by: tools/call failed: Transport closed"): openai/codex#7155, #18977.
    seen: ['openai/codex#5315', 'openai/codex#7155', 'openai/codex#18977', 'm0n0x41d/haft#21'],
  },
  {
    // What came back under a finished call (below) is a JSON object whose first member is "error": the tool's own
    // failure, its text the server's (a Studio bridge's '{"error": "tool_failed", "message": "Studio plugin connection
    // timeout. …"}' under '└ robloxstudio.grep_scripts({…})', the server fixed on its side: Chrrxs/robloxstudio-mcp#71).
    // The message when it names one, else the error's own string.
    id: 'codex/called-returned-error-object',
    said: 'failed',
    serverAnswer: true,
    hint: 'Called',
    re: new RegExp(CALLED_RETURNED + String.raw`\{\s*"error":\s*(?:"(?:[^"\\]|\\.)*"\s*,\s*"message":\s*)?"(?<error>(?:[^"\\]|\\.)*)"`),
    method: 'tools/call',
    seen: ['Chrrxs/robloxstudio-mcp#71'],
  },
  {
    // The TUI words a call '• Called' once it has finished ('• Calling' while it runs) and prints what came back
    // on the '  └ ' line under it: a result there, not an error, is the call answered ('• Called x.test_connection({})'
    // / '  └ {"success": true, …}' before the next call broke: vespo92/OPNSenseMCP#48). The reader keeps that line in
    // the header's record; an error there is a record of its own (codex/tool-call-failed). A call too long for the
    // header's line goes under it: '• Called' alone, the call on the '  └ ' line, what came back indented below the
    // call's closing parenthesis (CALLED), which the reader puts on a '└ ' line once it has found that parenthesis
    // (CALLED_RETURNED).
    id: 'codex/called-returned',
    said: 'completed',
    hint: 'Called',
    re: new RegExp(CALLED_RETURNED + String.raw`(?!Error\b|tool call error\b)\S`),
    method: 'tools/call',
    seen: ['vespo92/OPNSenseMCP#48', 'Chrrxs/robloxstudio-mcp#71'],
  },
  {
    id: 'codex/called',
    said: 'request-sent',
    hint: 'Called',
    re: new RegExp(CALLED + String.raw`\(`),
    method: 'tools/call',
    seen: ['openai/codex#6127', 'getsentry/XcodeBuildMCP#155', 'Chrrxs/robloxstudio-mcp#71'],
  },
  {
    // Codex Desktop's renderer log: its own timer on a request to Codex's app-server, as key=value fields after the event
    // name ('mcp_request_timeout method=thread/start timeoutMs=30000', a conversationId field before the method in other
    // builds): openai/codex#30348, #29416. Despite the event's name these are not MCP requests: `thread/start`,
    // `mcpServerStatus/list` are methods of the app-server's own JSON-RPC protocol (its README likens it to MCP), between
    // the renderer and the app-server. What was slow behind them is usually an MCP server starting inside the app-server
    // (#29416: disabling a slow optional server fixed it), which these lines do not name. So the rows are `ownProtocol`:
    // no MCP request is started from them, and the rule app-server-request-timeout says what they show, outside any
    // request. The renderer drops the request's promise (a later answer finds none: codex/desktop-no-promise); no cancel.
    id: 'codex/desktop-request-timeout',
    said: 'timer-fired',
    timer: 'host',
    ownProtocol: true,
    hint: 'mcp_request_timeout',
    re: /\bmcp_request_timeout\b(?: \w+=\S*)*? method=(?<method>[\w/]+)(?: \w+=\S*)*? timeoutMs=(?<limit>\d+)\b/,
    seen: ['openai/codex#30348', 'openai/codex#29416'],
  },
  {
    // The same log's line for the app-server's answer reaching the renderer, with the request's method and how long it
    // took ('response_routed method=thread/start durationMs=44066'). The renderer routes every answer so; one after a
    // timeout of its method is that request answered late (app-server-request-timeout reads the two together).
    id: 'codex/desktop-response-routed',
    said: 'completed',
    late: true,
    ownProtocol: true,
    hint: 'response_routed',
    re: /\bresponse_routed\b(?: \w+=\S*)*? method=(?<method>[\w/]+)(?: \w+=\S*)*? durationMs=(?<elapsed>\d+)\b/,
    seen: ['openai/codex#30348'],
  },
  {
    // …and its words that the answer found no promise waiting for it: the request's timer had fired and its promise was
    // discarded (openai/codex#30348: after thread/start's 30 s timer, the answer at 44 s; mcpServerStatus/list's at 104 s).
    id: 'codex/desktop-no-promise',
    said: 'completed',
    late: true,
    ownProtocol: true,
    hint: 'No promise for request ID',
    // The renderer's request ids are its own (UUIDs), not the app-server's: the words are not read for one.
    re: /^No promise for request ID\b/,
    seen: ['openai/codex#30348'],
  },
  {
    // The name in backticks as the TUI prints it, or in quotes or bare as other builds and retyping reporters write it
    // (SERVER_NAME below).
    id: 'codex/startup-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'MCP client for ',
    re: new RegExp(String.raw`MCP client for ${SERVER_NAME} timed out after (?<limit>\d+(?:\.\d+)? ?(?:seconds?|s|ms))`),
    method: 'initialize',
    scope: 'connection',
    seen: ['openai/codex#11851', 'affaan-m/ECC#544'],
  },
  {
    // The handshake's own deadline as codex_core words it when a tool call needs the client that never came up
    // ("tool call error: failed to get client" / "Caused by: MCP startup failed: timed out handshaking with MCP
    // server after 30s", Codex Desktop's built-in codex_apps connector: the reporter's trace on
    // stepcodex.com/en/issue/codex-desktop-codex-apps-mcp-handshake). Codex's startup deadline, not the SDK's request
    // timer: the handshake is dropped, no cancel is sent; the call that asked for the client never reached the server.
    id: 'codex/handshake-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'timed out handshaking with MCP server',
    re: /(?<error>timed out handshaking with MCP server after (?<limit>\d+(?:\.\d+)?\s*(?:ms|s|seconds?)))/,
    method: 'initialize',
    scope: 'connection',
    seen: ['https://www.stepcodex.com/en/issue/codex-desktop-codex-apps-mcp-handshake'],
  },
  {
    id: 'codex/startup-request-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'failed to start: request timed out',
    re: new RegExp(String.raw`MCP client for ${SERVER_NAME} failed to start: (?<error>request timed out)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['mcp-router/mcp-router#57', 'UfoMiao/zcf#131'],
  },
  {
    // A required server (app-server clients, `codex exec` with `required = true`) failing its handshake ends
    // the session's creation; codex_core names the server and the handshake's error after the list
    // ("Failed to create session: required MCP servers failed to initialize: <s>: handshaking with MCP server
    // failed: connection closed: initialize response": t8y2/dbx#1690, where the server process exited first).
    id: 'codex/required-failed-to-initialize',
    said: 'failed',
    hint: 'required MCP servers failed to initialize: ',
    // The app-server then fails its client's thread/start with the same words wrapped ("Error: thread/start: …
    // Fatal error: Failed to initialize session: required MCP servers …"), on stderr right under codex_core's
    // own line: a restatement of that one handshake, not a second one — the reader keeps it in codex_core's record
    // (formats/codex.ts). Pasted alone, as an app that starts Codex threads shows it ("Error: error creating thread:
    // Fatal error: Failed to initialize session: …": yilewang/llm-for-zotero#190), the wrapper is the only account.
    re: /required MCP servers failed to initialize: (?<server>[^:\s]+): (?<error>.+?)(?: \(code -?\d+\))?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['t8y2/dbx#1690', 'yilewang/llm-for-zotero#190'],
  },
  {
    // The handshake broke on rmcp's step after the initialize's answer: its error names the step it was sending
    // (", when send initialized notification"), so the initialize had its result and the notification that follows
    // it is what the server refused (a 400/404 or a 200 with a body where the transport wants 202 Accepted: the
    // reporters' own curl checks in netdata/netdata#22594, hechtcarmel/jetbrains-index-mcp-plugin#53,
    // Leantime/leantime#3785; a version header the server rejects after initialize in openai/codex#5619). The
    // connection is gone but no request was waiting: the initialize completed. Pasted whole ("MCP client for `x`
    // failed to start: MCP startup failed: handshaking with MCP server failed: Send message error Transport […]
    // error: Transport channel closed, when send initialized notification"), split by the reporter's editor over
    // lines, or only its tail retyped ("handshaking with MCP server failed: Transport channel closed when send
    // initialized notification"); the words may wrap anywhere between them.
    id: 'codex/handshake-failed-after-initialize',
    said: 'completed',
    hint: 'handshaking',
    re: /(?:MCP client for `(?<server>[^`]+)` failed to start: [\s\S]*?)?handshaking\s+with\s+MCP\s+server\s+failed:[\s\S]*?,?\s+when\s+send\s+initiali[sz]ed\s+notification\b/,
    method: 'initialize',
    scope: 'connection',
    afterHandshake: true,
    seen: ['netdata/netdata#22594', 'openai/codex#5619', 'hechtcarmel/jetbrains-index-mcp-plugin#53'],
  },
  {
    // Codex's handshake failure without the TUI's "MCP client for `x` failed to start:" before it, the sentence at the
    // line's start: the desktop app's error view, a reporter quoting it from its middle or retyping its head with the
    // name in quotes ("MCP client for 'sql' failed to start: handshaking with MCP server failed: …", openai/codex#5044's
    // codex-tui.log excerpt). Inside codex_core's session sentence it is the required-server row's.
    id: 'codex/handshake-failed',
    said: 'failed',
    hint: 'handshaking with MCP server failed:',
    // The error after the colon on the same line or, laid out over lines, on the next (openai/codex#26955).
    // Codex Desktop puts the request that needed the client in front when the agent's call finds it never started
    // ("resources/list failed: failed to get client: MCP startup failed: handshaking with MCP server failed: …":
    // webfansplz/vite-plugin-vue-mcp#34, NoOne-hub/JSReverser-MCP#12); that request had no client to go out on, so
    // the line is still only the handshake's account.
    re: /^\s*(?:(?:Error|Caused by|MCP startup failed|[a-z]+\/[a-zA-Z]+ failed|failed to get client|MCP client for ['"](?<server>[^'"\s]+)['"] failed to start):\s*)*handshaking with MCP server failed:\s+(?<error>\S[\s\S]*)/,
    method: 'initialize',
    scope: 'connection',
    seen: ['openai/codex#5044', 'hechtcarmel/jetbrains-index-mcp-plugin#53', 'openai/codex#26955', 'webfansplz/vite-plugin-vue-mcp#34'],
  },
  {
    // codex_rmcp_client's warning when the HTTP POST carrying a message to a Streamable HTTP server could not be made,
    // with the message's method among its fields ('streamable HTTP post_message failed' / 'endpoint_host="127.0.0.1"
    // endpoint_path="/mcp" mcp_method="initialize"'): the send itself failed, the message never had an answer
    // (nothing listening on the configured port: openai/codex#40766). The transport worker quits right after.
    id: 'codex/rmcp-post-message-failed',
    said: 'connection-closed',
    sending: true,
    hint: 'post_message failed',
    re: /streamable HTTP post_message failed\b[\s\S]*?\bmcp_method="(?<method>[\w/]{1,60})"/,
    seen: ['openai/codex#40766'],
  },
  {
    // rmcp's client transport worker ending on a fatal error inside Codex, under rmcp's own tracing target (the
    // rust-sdk row 'rust-sdk/worker-quit-fatal' reads the same words): the connection is gone ('worker quit with fatal:
    // Transport channel closed' after the initialize's POST failed: openai/codex#40766).
    id: 'codex/rmcp-worker-quit-fatal',
    said: 'connection-closed',
    hint: 'worker quit with fatal: ',
    re: RMCP_WORKER_QUIT_RE,
    scope: 'connection',
    seen: ['openai/codex#40766'],
  },
  {
    id: 'codex/startup-failed',
    said: 'failed',
    hint: 'failed to start: ',
    // The error runs on over the TUI's wrapped continuation lines (zhizhuodemao/js-reverse-mcp#12).
    re: new RegExp(String.raw`MCP client for ${SERVER_NAME} failed to start: (?<error>[\s\S]+)`),
    method: 'initialize',
    scope: 'connection',
    seen: ['mcp-router/mcp-router#57', 'zhizhuodemao/js-reverse-mcp#12', 'openai/codex#6020'],
  },
];
