/**
 * The codex phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { codexPhrases } from '../../../src/ingest/hosts/codex.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // m0n0x41d/haft#21: the TUI wrapped the backticked pair after its slash.
  ["the pair wrapped after its slash", "Error: tool call error: tool call failed for `plan-kit/\n        plan_commit`\n        Caused by:\n            tools/call failed: Transport closed", {"kind": "failed", "phrase": "codex/tool-call-failed", "server": "plan-kit", "target": "plan_commit", "method": "tools/call", "error": "tools/call failed: Transport closed"}],
  ["a wrapped pair with a timer", "tool call failed for `nbtools/\n  read_cells`\nCaused by:\n    0: timed out awaiting tools/call after 60s", {"kind": "timer-fired", "server": "nbtools", "target": "read_cells", "limitMs": 60000}],
  ["a bare pair is not read across a line break", "tool call failed for plan-kit/\nplan_commit", null],
  // openai/codex-plugin-cc#250, #641: the Codex plugin's job log, its stamp cut by the reader; a tool's name may hold dots
  ["plugin job log: a call started", "Calling xcode/ListWindows.", {"kind": "request-sent", "phrase": "codex/plugin-job-call-started", "server": "xcode", "target": "ListWindows", "method": "tools/call"}],
  ["plugin job log: a dotted tool name keeps its dots", "Calling tracker/issues.create.", {"kind": "request-sent", "server": "tracker", "target": "issues.create"}],
  ["plugin job log: a call failed, no reason", "Tool tracker/issues.create failed.", {"kind": "failed", "phrase": "codex/plugin-job-call-failed", "server": "tracker", "target": "issues.create", "method": "tools/call"}],
  ["plugin job log: a call completed", "Tool tracker/issues.create completed.", {"kind": "completed", "phrase": "codex/plugin-job-call-completed", "target": "issues.create", "method": "tools/call"}],
  ["plugin job log: other words after the pair are no end", "Tool tracker/issues.create is slow.", null],
  ["plugin job log: a call without its server is no MCP call", "Calling apply_patch.", null],
  ["plugin job log: a command line is no call", "Command completed: git show HEAD:a/b.swift (exit 0)", null],
  ["plugin job log: a path is no server", "Calling ./scripts/build.sh.", null],
  ["plugin job log: a URL is no server", "Calling https://example.com/api.", null],
  ["plugin job log: a quoted pair in prose is no call", 'Tool "notes/search" failed.', null],
  // openai/codex#38794: `codex exec`'s plain-text progress lines.
  ["exec text: started", "mcp: notes/list_entries started", {"kind": "request-sent", "phrase": "codex/exec-text-mcp-started", "server": "notes", "target": "list_entries", "method": "tools/call"}],
  ["exec text: failed", "mcp: notes/list_entries (failed)", {"kind": "failed", "phrase": "codex/exec-text-mcp-failed", "server": "notes", "target": "list_entries", "method": "tools/call"}],
  ["exec text: completed", "mcp: notes/list_entries (completed)", {"kind": "completed", "server": "notes", "target": "list_entries"}],
  // openai/codex#29857: the reason on the line under '(failed)' (the reader keeps it in the record): Codex's own withdrawal
  ["exec text: failed, then Codex's withdrawal", "mcp: nb-exec/run_cell (failed)\nuser cancelled MCP tool call", {"kind": "cancelled", "phrase": "codex/exec-text-mcp-withdrawn", "withdrawn": true, "server": "nb-exec", "target": "run_cell", "method": "tools/call", "error": "user cancelled MCP tool call"}],
  ["exec text: failed, then another reason", "mcp: nb-exec/run_cell (failed)\nmissing field `path`", {"kind": "failed", "phrase": "codex/exec-text-mcp-failed", "target": "run_cell", "error": "missing field `path`"}],
  ["exec text: failed, then the empty label (no error)", "mcp: notes/list_entries (failed)\nError calling tool 'list_entries':", {"kind": "failed", "phrase": "codex/exec-text-mcp-failed", "target": "list_entries"}],
  // microsoft/playwright-mcp#1229: `codex exec`'s human-readable call lines (the reader keeps the result in the end line's record)
  ["exec human: a call's head", "tool shop.cart_add({\"sku\":\"A-7\"})", {"kind": "request-sent", "phrase": "codex/exec-human-tool-begin", "server": "shop", "target": "cart_add", "method": "tools/call"}],
  ["exec human: an error result", "shop.cart_add({}) failed in 2.45s:\n{\n  \"content\": [\n    {\n      \"text\": \"Error: cart is locked\",\n      \"type\": \"text\"\n    }\n  ],\n  \"isError\": true\n}", {"kind": "failed", "phrase": "codex/exec-human-tool-error-result", "target": "cart_add", "error": "Error: cart is locked"}],
  ["exec human: the call's own error", "shop.cart_add({}) failed in 1m 05s:\ntool call error: tools/call failed: Transport closed", {"kind": "failed", "phrase": "codex/exec-human-tool-failed", "error": "tool call error: tools/call failed: Transport closed"}],
  ["exec human: a success", "shop.cart_view({}) success in 850ms:\n{\n  \"content\": []\n}", {"kind": "completed", "phrase": "codex/exec-human-tool-success", "server": "shop", "target": "cart_view"}],
  ["exec human: prose with 'failed in' is not a call", "the build failed in 2.45s:", null],
  // openai/codex#40766: codex_rmcp_client's failed POST with its fields, then rmcp's worker quitting
  ["rmcp: the initialize's POST failed", "streamable HTTP post_message failed\n  endpoint_host=\"127.0.0.1\" endpoint_path=\"/mcp\" mcp_method=\"initialize\"", {"kind": "connection-closed", "phrase": "codex/rmcp-post-message-failed", "sending": true, "method": "initialize"}],
  ["rmcp: the worker quit", "worker quit with fatal: Transport channel closed", {"kind": "connection-closed", "phrase": "codex/rmcp-worker-quit-fatal", "scope": "connection", "error": "Transport channel closed"}],
  ["rmcp: a post_message line without its method names none", "streamable HTTP post_message failed", null],
  // openai/codex#26955: the handshake's error on the line after its colon
  ["a handshake failure laid out over lines", "MCP startup failed: handshaking with MCP server failed:\nSend message error Transport\n[rmcp::transport::worker::WorkerTransport<X>]\nerror: Unexpected content type: Some(\"missing-content-type; body: \"), when send initialize request", {"kind": "failed", "phrase": "codex/handshake-failed", "method": "initialize", "scope": "connection"}],
  ["exec text: other words after the head are not a call", "mcp: notes/list_entries is slow today", null],
  ["the TUI chain, joined as one record", "Error: tool call error: tool call failed for `helper_mcp/summarize`\nCaused by:\n0: timed out awaiting tools/call after 120s\n1: deadline has elapsed", {"kind": "timer-fired", "phrase": "codex/tool-call-timed-out", "server": "helper_mcp", "target": "summarize", "method": "tools/call", "limitMs": 120000}],
  ["the extension's one-line chain", "cli:} message=\"codex_core::mcp_tool_call: MCP tool call error: \"tool call error: tool call failed for `nbtools/read_cells`\n\nCaused by:\n    0: timed out awaiting tools/call after 60s\n    1: deadline has elapsed\"\"", {"kind": "timer-fired", "server": "nbtools", "target": "read_cells", "limitMs": 60000}],
  // taptap/instant-games-open-mcp#493: the reporter retyped the chain without the backticks, the single cause joined onto 'Caused by:'
  ["the chain without backticks, the cause on the heading's line", "tool call error: tool call failed for game-studio/studio_build_project\nCaused by: timed out awaiting tools/call after 300s", {"kind": "timer-fired", "phrase": "codex/tool-call-timed-out", "server": "game-studio", "target": "studio_build_project", "method": "tools/call", "limitMs": 300000}],
  // taptap/instant-games-open-mcp#457: the chain inside a JSON string of an error report, its newlines escaped
  ["the chain inside a JSON string", "\"error_message\": \"tool call error: tool call failed for `game-studio/studio_build_project`\\n\\nCaused by:\\n    timed out awaiting tools/call after 300s\",", {"kind": "timer-fired", "server": "game-studio", "target": "studio_build_project", "limitMs": 300000}],
  ["a failure without backticks or cause", "tool call failed for zen/chat", {"kind": "failed", "server": "zen", "target": "chat", "method": "tools/call"}],
  ["a path in prose is not a call", "the tool call failed for some reason", null],
  ["a cause line alone", "0: timed out awaiting tools/call after 120s", {"kind": "timer-fired", "phrase": "codex/timed-out-awaiting", "method": "tools/call", "limitMs": 120000}],
  ["a failure without cause", "Error: tool call error: tool call failed for `zen/chat`", {"kind": "failed", "server": "zen", "target": "chat", "method": "tools/call"}],
  // t8y2/dbx#1690: a required server's handshake failing session creation (codex_core's sentence), and the app-server's thread/start wrapper restating it
  ["a required server's failed handshake", "Failed to create session: required MCP servers failed to initialize: tablekit: handshaking with MCP server failed: connection closed: initialize response", {"kind": "failed", "phrase": "codex/required-failed-to-initialize", "server": "tablekit", "method": "initialize", "scope": "connection", "error": "handshaking with MCP server failed: connection closed: initialize response"}],
  // The wrapper alone, as an app that starts Codex threads shows it (yilewang/llm-for-zotero#190); beside codex_core's own
  // line the reader keeps it in that line's record (test/ingest/formats/host-records.test.ts)
  ["the app-server's wrapper read alone", "Error: thread/start: thread/start failed: error creating thread: Fatal error: Failed to initialize session: required MCP servers failed to initialize: tablekit: handshaking with MCP server failed: connection closed: initialize response (code -32603)", {"kind": "failed", "phrase": "codex/required-failed-to-initialize", "server": "tablekit", "method": "initialize", "error": "handshaking with MCP server failed: connection closed: initialize response"}],
  // vespo92/OPNSenseMCP#48: a finished call with its result under it (the reader keeps the '└' line in the header's record)
  ["a finished call with its result", "• Called routerctl.ping_router({})\n└ {\"ok\": true, \"build\": \"4.2.1\"}", {"kind": "completed", "phrase": "codex/called-returned", "server": "routerctl", "target": "ping_router", "method": "tools/call"}],
  ["a finished call whose result is an error is not answered", "• Called routerctl.add_nat_rule({})\n└ Error: tool call error: tool call failed for `routerctl/add_nat_rule`", {"kind": "failed", "phrase": "codex/tool-call-failed", "target": "add_nat_rule"}],
  // Chrrxs/robloxstudio-mcp#71: what came back is the tool's own error object, its message the server's words
  ["a finished call whose result is an error object", "• Called placeforge.grep_scripts({\"pattern\":\"Roll\"})\n└ {\"error\": \"tool_failed\", \"message\": \"Studio plugin connection timeout.\"}", {"kind": "failed", "phrase": "codex/called-returned-error-object", "server": "placeforge", "target": "grep_scripts", "method": "tools/call", "error": "Studio plugin connection timeout.", "serverAnswer": true}],
  ["an error object without a message", "• Called placeforge.grep_scripts({})\n└ {\"error\": \"plugin not connected\"}", {"kind": "failed", "phrase": "codex/called-returned-error-object", "error": "plugin not connected"}],
  ["a result object with an error member later is an answer", "• Called placeforge.grep_scripts({})\n└ {\"matches\": [], \"error\": null}", {"kind": "completed", "phrase": "codex/called-returned"}],
  // A call too long for the header's line: '• Called' alone, the call under it, the result below its closing parenthesis,
  // which the reader puts on a '└ ' line of its own once it has found that parenthesis (formats/codex.ts recordText;
  // test/ingest/formats/codex-layouts.test.ts)
  ["the call under a lone header, its result an error object", "• Called\n└ placeforge.grep_scripts({\"pattern\":\"Roll\",\n\"maxResults\":20})\n└ {\"error\": \"tool_failed\", \"message\": \"Studio plugin connection\ntimeout.\"}", {"kind": "failed", "phrase": "codex/called-returned-error-object", "server": "placeforge", "target": "grep_scripts", "error": "Studio plugin connection\ntimeout."}],
  ["the call under a lone header, answered", "• Called\n└ placeforge.list_places({\"owner\":\"me\"})\n└ {\"places\": []}", {"kind": "completed", "phrase": "codex/called-returned", "target": "list_places"}],
  ["the call under a lone header, still running", "• Called\n└ placeforge.list_places({\"owner\":", {"kind": "request-sent", "phrase": "codex/called", "target": "list_places"}],
  // Without the reader's mark nothing came back: a ')' that ends a line inside the arguments is no end of the call
  ["the call under a lone header, a ')' at a wrapped line's end", "• Called\n└ docs.search({\"q\":\"f(a)\n\",\"n\":2})", {"kind": "request-sent", "phrase": "codex/called", "target": "search"}],
  ["a one-line header, a ')' at a wrapped line's end", "• Called docs.search({\"q\":\"f(a)\n\",\"n\":2})", {"kind": "request-sent", "phrase": "codex/called", "target": "search"}],
  ["a call", "• Called AppBuilder.build_and_launch({\"scheme\":\"Reader\"})", {"kind": "request-sent", "server": "AppBuilder", "target": "build_and_launch", "method": "tools/call"}],
  ["the startup warning", "⚠ MCP client for `browser` timed out after 10 seconds. Add or adjust `startup_timeout_sec` in your config.toml:", {"kind": "timer-fired", "server": "browser", "method": "initialize", "limitMs": 10000, "scope": "connection"}],
  ["a start that timed out with no limit", "■ MCP client for `router` failed to start: request timed out", {"kind": "timer-fired", "phrase": "codex/startup-request-timed-out", "server": "router", "method": "initialize"}],
  ["a start whose error wraps onto the next line", "⚠ MCP client for `probe` failed to start: MCP startup failed: handshaking with MCP server failed: connection\n  closed: initialize response", {"kind": "failed", "phrase": "codex/startup-failed", "server": "probe", "method": "initialize", "error": "MCP startup failed: handshaking with MCP server failed: connection\n  closed: initialize response"}],
  // The server's name bare or quoted in the start-up sentence: another build's TUI (openai/codex#6020), a reporter's
  // sentence quoting it whole in backticks (UfoMiao/zcf#131), a retyped head in quotes (openai/codex#5044), a
  // reporter's bullet (affaan-m/ECC#544)
  ["a bare name, the TUI's handshake failure", "⚠ MCP client for avalonia failed to start: MCP startup failed: handshaking with MCP server failed: connection closed: initialize response", {"kind": "failed", "phrase": "codex/startup-failed", "server": "avalonia", "method": "initialize"}],
  ["a bare name inside a quoted sentence", "codex 启动后报`MCP client for task-board failed to start: request timed out`，其它正常", {"kind": "timer-fired", "phrase": "codex/startup-request-timed-out", "server": "task-board", "method": "initialize", "timer": "host"}],
  ["a quoted name", "MCP client for 'sql' failed to start: request timed out", {"kind": "timer-fired", "phrase": "codex/startup-request-timed-out", "server": "sql", "method": "initialize"}],
  ["a bullet's timeout", "- MCP client for `tracker` timed out after 10 seconds", {"kind": "timer-fired", "phrase": "codex/startup-timed-out", "server": "tracker", "limitMs": 10000, "timer": "host"}],
  ["a client for a server is not a start's name", "Failed to start MCP client for server 'workitems': A task was canceled.", null],
  ["the startup summary says nothing of one request", "⚠ MCP startup incomplete (failed: browser, docs)", null],
  // Codex Desktop's codex_apps connector (stepcodex.com/en/issue/codex-desktop-codex-apps-mcp-handshake): the chain
  // inside a tool result's JSON string, its newlines escaped, and as the UI prints it
  ["the handshake deadline inside a tool result", "[{\"type\":\"text\",\"text\":\"tool call error: failed to get client\\n\\nCaused by:\\n    MCP startup failed: timed out handshaking with MCP server after 30s\"}]", {"kind": "timer-fired", "phrase": "codex/handshake-timed-out", "timer": "host", "method": "initialize", "scope": "connection", "limitMs": 30000}],
  ["the handshake deadline as printed", "Caused by: MCP startup failed: timed out handshaking with MCP server after 45 seconds", {"kind": "timer-fired", "phrase": "codex/handshake-timed-out", "limitMs": 45000}],
  ["a handshake that failed is not a deadline", "MCP startup failed: handshaking with MCP server failed: connection closed: initialize response", {"kind": "failed", "phrase": "codex/handshake-failed", "method": "initialize", "scope": "connection", "error": "connection closed: initialize response"}],
  // The handshake broke on the notification after the initialize's answer (rmcp names the step it was sending): the
  // initialize completed. netdata/netdata#22594 (the reporter's editor split the sentence), openai/codex#5619 (the
  // terminal wrapped it mid-word), hechtcarmel/jetbrains-index-mcp-plugin#53 (its tail retyped, the comma lost)
  ["the notification after initialize refused, split over lines", "MCP client for `telemetry` failed to start: MCP startup failed: handshaking with MCP server failed: Send message error\nTransport\n[rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<codex_rmcp_client::http_client_adapter::StreamableHttpClientAdapter>>] error: Transport channel closed, when send initialized notification", {"kind": "completed", "phrase": "codex/handshake-failed-after-initialize", "afterHandshake": true, "server": "telemetry", "method": "initialize", "scope": "connection"}],
  ["the notification after initialize refused, wrapped mid-word", "MCP client for `doc-fetch` failed to start: MCP startup failed: handshaking with MCP\n  server failed: Send message error Transport\n  [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::Stre\n  amableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Transport channel\n  closed, when send initialized notification", {"kind": "completed", "phrase": "codex/handshake-failed-after-initialize", "afterHandshake": true, "server": "doc-fetch", "method": "initialize"}],
  ["the notification after initialize refused, retyped", "handshaking with MCP server failed: Transport channel closed when send initialized notification", {"kind": "completed", "phrase": "codex/handshake-failed-after-initialize", "afterHandshake": true, "method": "initialize"}],
  ["the initialize itself refused is no completed one", "handshaking with MCP server failed: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Client error: HTTP status client error (400 Bad Request) for url (https://mcp.example.test/mcp/), when send initialize request", {"kind": "failed", "phrase": "codex/handshake-failed", "method": "initialize"}],
  // webfansplz/vite-plugin-vue-mcp#34, NoOne-hub/JSReverser-MCP#12: Codex Desktop's agent request that found no client,
  // in front of the handshake's error
  ["the request that found no client in front", "resources/list failed: failed to get client: MCP startup failed: handshaking with MCP server failed: connection closed: initialize response", {"kind": "failed", "phrase": "codex/handshake-failed", "method": "initialize", "scope": "connection", "error": "connection closed: initialize response"}],
  ["the name retyped in quotes", "MCP client for 'sql' failed to start: handshaking with MCP server failed: connection closed: initialize response", {"kind": "failed", "phrase": "codex/handshake-failed", "server": "sql", "method": "initialize"}],
  // openai/codex#16685: `codex exec --json` item events for an MCP call; exec mode could not ask the call's approval
  ["an exec item started", '{"type":"item.started","item":{"type":"mcp_tool_call","server":"notes","tool":"append","status":"in_progress"}}', {"kind": "request-sent", "phrase": "codex/exec-mcp-call-started", "server": "notes", "target": "append", "method": "tools/call"}],
  ["an exec item started with its id first", '{"type":"item.started","item":{"id":"item_2","type":"mcp_tool_call","server":"notes","tool":"append","arguments":{},"status":"in_progress"}}', {"kind": "request-sent", "server": "notes", "target": "append"}],
  ["an exec item withdrawn by Codex", '{"type":"item.completed","item":{"type":"mcp_tool_call","server":"notes","tool":"append","status":"failed","error":{"message":"user cancelled MCP tool call"}}}', {"kind": "cancelled", "phrase": "codex/exec-mcp-call-withdrawn", "withdrawn": true, "server": "notes", "target": "append", "method": "tools/call", "error": "user cancelled MCP tool call"}],
  ["an exec item failed for another reason", '{"type":"item.completed","item":{"type":"mcp_tool_call","server":"notes","tool":"append","status":"failed","error":{"message":"tool call failed: timed out"}}}', {"kind": "failed", "phrase": "codex/exec-mcp-call-failed", "target": "append", "error": "tool call failed: timed out"}],
  ["an exec item completed", '{"type":"item.completed","item":{"type":"mcp_tool_call","server":"notes","tool":"append","status":"completed","result":{"content":[]}}}', {"kind": "completed", "phrase": "codex/exec-mcp-call-completed", "target": "append"}],
  ["an exec item of another type", '{"type":"item.completed","item":{"type":"command_execution","command":"ls","status":"failed"}}', null],
  // openai/codex-plugin-cc#641: the rollout's end event, reflowed over lines by the reporter, with their '...'
  ["a rollout end withdrawn (reflowed)", '{"type": "mcp_tool_call_end",\n "invocation": {"server": "tracker", "tool": "issues.create", ...},\n "duration": {"secs": 0, "nanos": 0},\n "result": {"Err": "user rejected MCP tool call"}}', {"kind": "cancelled", "phrase": "codex/rollout-mcp-call-withdrawn", "withdrawn": true, "server": "tracker", "target": "issues.create", "method": "tools/call"}],
  ["a rollout end with another error", '{"type":"mcp_tool_call_end","invocation":{"server":"tracker","tool":"issues.create"},"result":{"Err":"tool call failed: Transport closed"}}', {"kind": "failed", "phrase": "codex/rollout-mcp-call-err", "target": "issues.create", "error": "tool call failed: Transport closed"}],
  ["a rollout end answered", '{"type":"mcp_tool_call_end","invocation":{"server":"tracker","tool":"issues.create"},"result":{"Ok":{"content":[]}}}', {"kind": "completed", "phrase": "codex/rollout-mcp-call-ok", "target": "issues.create"}],
  ["a rollout begin", '{"type":"mcp_tool_call_begin","invocation":{"server":"tracker","tool":"issues.create","arguments":{}}}', {"kind": "request-sent", "phrase": "codex/rollout-mcp-call-begin", "target": "issues.create"}],
];

describe('codex phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(codexPhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of codexPhrases) {
      if (!row.id.startsWith('codex/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(codexPhrases.map((r) => r.id)).size).toBe(codexPhrases.length);
  });
});
