/**
 * The goose phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { goosePhrases } from '../../../src/ingest/hosts/goose.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // aaif-goose/goose#7496: later CLI builds' start-up warning, the name quoted and the reason in parentheses
  ["the start-up warning", "Warning: Failed to start extension 'ledger' (invalid config: Unknown platform extension: ledger), continuing without it", {"kind": "failed", "phrase": "goose/start-extension-warning", "server": "ledger", "method": "initialize", "scope": "connection", "error": "invalid config: Unknown platform extension: ledger"}],
  ["the warning's reason holds parentheses", "Warning: Failed to start extension 'notes' (No such file or directory (os error 2)), continuing without it", {"kind": "failed", "server": "notes", "error": "No such file or directory (os error 2)"}],
  // aaif-goose/goose#2007: the extension allowlist refusing the configured command before anything is spawned
  ["the allowlist's refusal", "Extension 'mcp_ledger@latest' is not in the allowed extensions list. Command: '/Applications/Goose.app/Contents/Resources/bin/uvx mcp_ledger@latest'. If you require access please ask your administrator to update the allowlist.", {"kind": "failed", "phrase": "goose/extension-not-allowed", "server": "mcp_ledger@latest", "method": "initialize", "scope": "connection"}],
  ["the allowlist's words inside prose are no refusal of a name", "Is there a way to see which extensions are not in the allowed extensions list?", null],
  ["a rendered call", "─── file_edit | workbench ──────────────────────────", {"kind": "request-sent", "target": "file_edit", "server": "workbench", "method": "tools/call"}],
  ["Goose's own timer", "Execution failed: Call to 'workbench' failed for 'tools/call'. Error from mcp-server: request timed out", {"kind": "timer-fired", "phrase": "goose/call-timed-out", "server": "workbench", "method": "tools/call"}],
  // aaif-goose/goose#930
  ["the extension's channel was gone", "Failed a client call to an MCP server: Call to 'ScreenHelperExtension' failed for 'tools/list'. Error from mcp-server: Channel closed", {"kind": "connection-closed", "phrase": "goose/call-channel-closed", "server": "ScreenHelperExtension", "method": "tools/list"}],
  // Goose 1.0's wording of a call that failed for another reason (held-out round 4).
  ["Goose 1.0's wording of a failed call", "Failed a client call to an MCP server: Call to 'notes' failed for 'tools/call'. Error from mcp-server: invalid params", {"kind": "failed", "phrase": "goose/call-failed", "server": "notes", "method": "tools/call", "error": "Error from mcp-server: invalid params"}],
  ["another failure", "Execution failed: Call to 'workbench' failed for 'tools/call'. Error from mcp-server: Stdio process error: boom", {"kind": "failed", "phrase": "goose/call-failed", "server": "workbench", "method": "tools/call"}],
  // A "Stdio process error" is Goose 1.0's word for a child process that exited (aaif-goose/goose#1763).
  ["a start whose process exited on initialize", "Failed to start extension: gdrive, \"Failed to start the MCP server from configuration `Stdio(gdrive: npx -y pkg)` `Call to '' failed for 'initialize'. Error from mcp-server: Stdio process error: panicked`\"", {"kind": "connection-closed", "phrase": "goose/start-extension-process-exited", "server": "gdrive", "method": "initialize", "scope": "connection"}],
  ["the builtin server panicked", "Failed to start extension: Memory, \"Failed to start the MCP server from configuration `Builtin(Memory)` `Call to '' failed for 'initialize'. Error from mcp-server: Stdio process error: \\nthread 'main' panicked at crates/goose-cli/src/commands/mcp.rs:30:55:\\nUnknown server requested Memory\\n`\"", {"kind": "connection-closed", "phrase": "goose/start-extension-process-exited", "server": "Memory", "method": "initialize"}],
  // aaif-goose/goose#1868: the same error copied with real line breaks; the space after the colon trimmed away.
  ["the stderr on the next line", "Failed to start extension: Memory, \"Failed to start the MCP server from configuration `Builtin(Memory)` `Call to '' failed for 'initialize'. Error from mcp-server: Stdio process error:\nthread 'main' panicked at crates/goose-cli/src/commands/mcp.rs:30:55:\nUnknown server requested Memory`\"", {"kind": "connection-closed", "phrase": "goose/start-extension-process-exited", "server": "Memory", "method": "initialize"}],
  ["a start that failed on initialize otherwise", "Failed to start extension: gdrive, \"Failed to start the MCP server from configuration `Stdio(gdrive: npx -y pkg)` `Call to '' failed for 'initialize'. Error from mcp-server: Invalid params`\"", {"kind": "failed", "phrase": "goose/start-extension-failed", "server": "gdrive", "method": "initialize"}],
  // aaif-goose/goose#3249: the server's JSON-RPC error under a rendered call.
  ["a rendered call's RPC error", "Execution failed: RPC error: code=-32603, message=File not found: lib/ledger", {"kind": "failed", "phrase": "goose/execution-failed-rpc-error", "method": "tools/call", "error": "RPC error: code=-32603, message=File not found: lib/ledger"}],
  // aaif-goose/goose#5340: goose's error chain around rmcp's ServiceError.
  ["goose's chain around the server's error", "-32603: -32603: Mcp error: -32603: keyValidator._parse is not a function", {"kind": "failed", "phrase": "goose/tool-mcp-error", "method": "tools/call", "error": "Mcp error: -32603: keyValidator._parse is not a function"}],
  ["a transport that could not send", "Failed to load extension notes-mcp: failed to initialize MCP client: Send message error\nTransport [rmcp::transport::worker::WorkerTransport<…>] … ConnectionRefused", {"kind": "connection-closed", "server": "notes-mcp", "method": "initialize", "scope": "connection"}],
  // aaif-goose/goose#12257, #11985: the id-0 request a Python SDK transport refused with id "server-error" is the
  // discover-first client's server/discover probe (the initialize is exempt from that refusal), wrapped or not.
  ["an error answer with another id", "Failed to load extension billing-mcp: failed to initialize MCP client: uncorrelated error response:\nexpected id 0, error response carried server-error", {"kind": "failed", "phrase": "goose/extension-discover-uncorrelated-refusal", "server": "billing-mcp", "method": "server/discover", "id": 0}],
  ["the CLI's warning for the same refusal", "⚠ Failed to start extension 'searchhub' (failed to initialize MCP client: uncorrelated error response: expected id 0, error response carried server-error), continuing without it", {"kind": "failed", "phrase": "goose/extension-discover-uncorrelated-refusal", "server": "searchhub", "method": "server/discover", "scope": "connection"}],
  ["another uncorrelated id stays the catch-all", "Failed to load extension billing-mcp: failed to initialize MCP client: uncorrelated error response: expected id 3, error response carried null", {"kind": "failed", "phrase": "goose/extension-initialize-failed", "method": "initialize"}],
  // aaif-goose/goose#6073: rmcp's send error for an initialize POST refused with an HTTP status, desktop and CLI heads
  ["desktop: the initialize refused 401", "Failed to add extension: failed to initialize MCP client: Send message error Transport [rmcp::transport::worker::WorkerTransport<rmcp::transport::streamable_http_client::StreamableHttpClientWorker<reqwest::async_impl::client::Client>>] error: Client error: HTTP status client error (401 Unauthorized) for url (https://mcp.example.test/mcp), when send initialize request", {"kind": "http-status", "phrase": "goose/extension-initialize-http-status", "status": 401, "method": "initialize", "scope": "connection"}],
  ["CLI: the initialize refused 503", "Failed to load extension vault: failed to initialize MCP client: Send message error Transport [rmcp::transport::worker::WorkerTransport<…>] error: Client error: HTTP status server error (503 Service Unavailable) for url (https://vault.example.test/mcp), when send initialize request", {"kind": "http-status", "server": "vault", "status": 503}],
  ["desktop: the handshake's connection closed", "Failed to add extension: failed to initialize MCP client: connection closed: initialize response", {"kind": "connection-closed", "phrase": "goose/extension-connection-closed", "method": "initialize"}],
  ["the discover probe closed", "Failed to load extension lite: failed to initialize MCP client: connection closed: discover response", {"kind": "connection-closed", "phrase": "goose/extension-connection-closed", "server": "lite"}],
  ["the process quit", "Failed to add extension: process quit before initialization: stderr = ", {"kind": "connection-closed", "method": "initialize"}],
  // aaif-goose/goose#5048, #3849, #3030: Goose Desktop's activation error, the client's error in Rust Debug form.
  ["desktop: the process exited in the handshake", "Error activating extension: Failed to add extension configuration, error: ProcessExit(ProcessExit { stderr: \"2025-10-07 06:26:46 - Initializing hermit.\\n\", source: ConnectionClosed(\"initialize response\") })", {"kind": "connection-closed", "phrase": "goose/add-extension-connection-closed", "method": "initialize", "scope": "connection"}],
  ["desktop: the channel closed", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"files\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(ChannelClosed) })", {"kind": "connection-closed", "method": "initialize"}],
  // The old stdio transport's report of a child that exited (the bundled uvx could not fetch the package: #3030).
  ["desktop: the process exited with its stderr", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"cal\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(StdioProcessError(\"could not fetch the package\")) })", {"kind": "connection-closed", "phrase": "goose/add-extension-connection-closed", "method": "initialize"}],
  // The same error wrapping mcp-client's failed spawn (spawn().map_err): an io::Error, no process, nothing sent.
  ["desktop: the spawn failed", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"cal\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(StdioProcessError(\"No such file or directory (os error 2)\")) })", {"kind": "failed", "phrase": "goose/add-extension-spawn-failed", "method": "initialize", "scope": "connection", "error": "StdioProcessError(\"No such file or directory (os error 2)\")"}],
  ["desktop: the spawn failed on Windows", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"cal\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(StdioProcessError(\"The system cannot find the file specified. (os error 2)\")) })", {"kind": "failed", "phrase": "goose/add-extension-spawn-failed"}],
  ["desktop: a process's stderr line naming an os error is the exited form", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"cal\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(StdioProcessError(\"Error: Permission denied (os error 13)\\n\")) })", {"kind": "connection-closed", "phrase": "goose/add-extension-connection-closed"}],
  ["desktop: another failure", "Error activating extension: Failed to add extension configuration, error: Initialization(Stdio { name: \"cal\" }, McpServerError { method: \"initialize\", server: \"\", source: ServerBoxError(UnexpectedResponse) })", {"kind": "failed", "phrase": "goose/add-extension-failed", "method": "initialize"}],
  // aaif-goose/goose#10702: the 2026 CLI's call header, its arguments below it, and the refusal to send it
  ["the 2026 call header", "▸ shell\n    command: which rg", {"kind": "request-sent", "phrase": "goose/tool-header-arrow", "target": "shell", "method": "tools/call"}],
  ["an arrow line that is not a call header", "▸ shell | more words", null],
  ["a call made before the extension connected", "Error: not connected", {"kind": "connection-closed", "phrase": "goose/call-not-connected", "method": "tools/call", "error": "not connected"}],
  ["provider errors are not MCP", "Error: Request failed: Request failed with status: 400 Bad Request.", null],
];

describe('goose phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(goosePhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of goosePhrases) {
      if (!row.id.startsWith('goose/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(goosePhrases.map((r) => r.id)).size).toBe(goosePhrases.length);
  });
});
