/**
 * The reader registry. Order breaks sniff ties (first wins) and is the order named in the
 * "not a capture" message. `har` and `sse` readers are appended here by their own module.
 */
import type { Reader } from '../types.js';
import { claudeCodeReader } from './claude-code.js';
import { claudeCodeTranscript } from './claude-code-transcript.js';
import { claudeCodeSession } from './claude-code-session.js';
import { claudeDesktop } from './claude-desktop.js';
import { cline } from './cline.js';
import { codex } from './codex.js';
import { geminiCli } from './gemini-cli.js';
import { goose } from './goose.js';
import { inspector } from './inspector.js';
import { librechat } from './librechat.js';
import { mcpRemote } from './mcp-remote.js';
import { harReader } from './har.js';
import { mcpcap } from './mcpcap.js';
import { ndjson } from './ndjson.js';
import { sseReader } from './sse.js';
import { vscode } from './vscode.js';
import { agentgateway, dockerMcpGateway, litellm, mcphub, mcpo, mcpProxy, mcpProxyPython, supergateway, toolhive } from './gateways.js';
import { dotnetSdkLog, goSdkLog, rustSdkLog } from './sdk-logs.js';
import { fastmcpLog, javaSdkLog, pythonSdkLog } from './server-logs.js';
import { jsonRpcInText } from './jsonrpc-in-text.js';
import { windsurfReader } from './windsurf.js';
import { zedReader } from './zed.js';
import { mcpsnoop } from './mcpsnoop.js';
import { inspectorExport, mcpjamLog } from './inspector-export.js';
import { otlp } from './otlp.js';
import { nodeDebugLog } from './node-debug.js';
import { emacsJsonrpc } from './emacs-jsonrpc.js';
import { elixirLoggerLog } from './elixir-logger.js';

export const READERS: Reader[] = [
  claudeDesktop, vscode, ndjson, mcpcap, harReader, sseReader,
  // Other tools' captures and exports (issue 13): each claims only its own document shape.
  mcpsnoop, inspectorExport, mcpjamLog, otlp,
  // Host terminal output and logs (wild corpus, issue 10).
  codex, goose, cline, librechat, geminiCli, inspector, mcpRemote,
  claudeCodeReader, claudeCodeTranscript, claudeCodeSession, zedReader, windsurfReader,
  // Emacs' jsonrpc.el events buffer of an MCP client (mcp.el).
  emacsJsonrpc,
  // Gateways and SDK logs (issue 10): each claims only its own grammar.
  mcphub, toolhive, dockerMcpGateway, mcpo, agentgateway, supergateway, mcpProxy, mcpProxyPython, litellm,
  fastmcpLog, pythonSdkLog, javaSdkLog, dotnetSdkLog, rustSdkLog, goSdkLog,
  // MCP servers' own logs through Node's `debug` package (chrome-devtools-mcp's --logFile).
  nodeDebugLog,
  // An Elixir MCP server's Logger output (Hermes): claims only with the server's own modules in it.
  elixirLoggerLog,
  // Last: any text with JSON-RPC in it, when nothing above claims it (scores 0.42–0.45).
  jsonRpcInText,
];
