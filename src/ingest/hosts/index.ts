/**
 * The host-phrase catalogues, one module per host (shared/reference/hosts-in-the-wild.md). A
 * reader imports its host's rows from here; `KNOWN_HOSTS` are the names `inputs[].host` uses.
 */
export type { HostPhrase } from './phrase.js';
export { announcedOnlyIds, readSaid, parseDuration } from './phrase.js';
export { ALREADY_CONNECTED, SERVER_CRASH_ROWS, typescriptSdkPhrases, typescriptServerPhrases, typescriptServerQuotedPhrases, typescriptProtocolStackPhrases } from './typescript-sdk.js';
export { codexPhrases } from './codex.js';
export { goosePhrases } from './goose.js';
export { clinePhrases } from './cline.js';
export { librechatPhrases } from './librechat.js';
export { geminiCliPhrases } from './gemini-cli.js';
export { inspectorPhrases } from './inspector.js';
export { mcpRemotePhrases } from './mcp-remote.js';
export { claudeCodePhrases, claudeCodeQuotedPhrases, claudeCodeTranscriptPhrases } from './claude-code.js';
export { zedPhrases } from './zed.js';
export { cursorPhrases } from './cursor.js';
export { copilotChatQuotedPhrases, vscodeChannelQuotedPhrases, vscodePhrases } from './vscode.js';
export { claudeAppQuotedPhrases, claudeDesktopLauncherPhrases, claudeDesktopPhrases, claudeDesktopRemoteCallPhrases, claudeDesktopStderrPhrases, CLAUDE_DESKTOP_APP_LOG_RE, CLAUDE_DESKTOP_SERVER_LOG_RE } from './claude-desktop.js';
export { windsurfPhrases } from './windsurf.js';
export { emacsJsonrpcPhrases } from './emacs-jsonrpc.js';

/** Output contract, Additions: who wrote a capture. */
export const KNOWN_HOSTS = [
  'claude-desktop', 'claude-code', 'cursor', 'vscode', 'zed', 'windsurf', 'mcp-remote', 'codex', 'goose',
  'cline', 'librechat', 'inspector', 'gemini-cli', 'copilot-cli',
  'mcphub', 'mcp-proxy', 'supergateway', 'toolhive', 'docker-mcp-gateway', 'litellm', 'agentgateway', 'mcpo', 'obot',
  'python-sdk', 'fastmcp', 'dotnet-sdk', 'go-sdk', 'rust-sdk', 'java-sdk', 'typescript-sdk',
  'mcp-triage', 'unknown',
] as const;
export { mcphubPhrases } from './mcphub.js';
export { toolhivePhrases } from './toolhive.js';
export { DOCKER_GATEWAY_FRAME_RE, dockerMcpGatewayPhrases } from './docker-mcp-gateway.js';
export { mcpoPhrases } from './mcpo.js';
export { agentgatewayPhrases } from './agentgateway.js';
export { supergatewayPhrases, supergatewayCrashPhrases } from './supergateway.js';
export { smitheryPhrases } from './smithery.js';
export { mcpProxyPhrases, mcpProxyPythonPhrases } from './mcp-proxy.js';
export { SSE_POST_CLOSED_RE, SSE_POST_INTO_CLOSED_SESSION, SSE_POST_WRITE_RE, pythonSdkPhrases, pythonSdkProcessingPhrases, fastmcpPhrases, pythonSdkClientPhrases, pythonSdkV2ClientPhrases, pythonHttpxExchangePhrases, pythonExceptionNotePhrases, PYTHON_SDK_BARE_WARNINGS } from './python-sdk.js';
export { javaSdkPhrases, JAVA_CLIENT_METHODS } from './java-sdk.js';
export { rustSdkPhrases } from './rust-sdk.js';
export { GO_MCP_FRAME_RE, GO_PANIC_HEAD_RE, goSdkPhrases, goServerCrash, goServerCrashPhrases, MCP_GO_ANSWER_REFUSED_BODY } from './go-sdk.js';
export { devtoolsMcpPhrases } from './devtools-mcp.js';
export { dotnetSdkPhrases } from './dotnet-sdk.js';
export { litellmPhrases } from './litellm.js';
export { otherClientPhrases, LANGCHAIN4J_CLIENT_METHODS } from './other-clients.js';
export { higressPhrases } from './higress.js';
export { mcpxPhrases } from './mcpx.js';
export { serverAppPhrases } from './server-apps.js';
export { genericClientPhrases } from './generic-clients.js';
export { DOTNET_CLIENT_FRAME_RE, DOTNET_FRAMED_ROWS, dotnetSdkClientPhrases } from './dotnet-sdk-client.js';
export { accessRequest, type AccessRequest, curlCommandLine, httpExchangePhrases, legacyFallbackShown, MCP_PATH_RE, mcpAccessLine, mcpEndpointPath, PROBE_DECLINED_NOTE, probeRefused, REDIRECT_FOLLOWED_NOTE, redirectedPost, redirectedPostPhrase, redirectRepeated, RAILS_COMPLETED_ELAPSED_RE, RAILS_PARAMETERS_RE, RAILS_PROCESSING_RE, RAILS_STARTED_RE } from './http-exchange.js';
export { composeServiceExited, platformPhrases } from './platforms.js';

import { dotnetSdkClientPhrases as dotnetClient } from './dotnet-sdk-client.js';
import { genericClientPhrases as generic } from './generic-clients.js';
import { httpExchangePhrases as exchange } from './http-exchange.js';
import { otherClientPhrases as other } from './other-clients.js';
import { higressPhrases as higress } from './higress.js';
import { mcpxPhrases as mcpx } from './mcpx.js';
import { serverAppPhrases as serverApp } from './server-apps.js';
import { pythonHttpxExchangePhrases as httpx, pythonSdkClientPhrases as pyClient, pythonSdkV2ClientPhrases as pyClientV2 } from './python-sdk.js';
import { typescriptProtocolStackPhrases as tsStack, typescriptSdkPhrases as tsSdk, typescriptServerQuotedPhrases as tsServer } from './typescript-sdk.js';
/**
 * The words every client or server without a reader of its own still shares: its own row when one exists
 * (other-clients.ts), else a family many clients write (generic-clients.ts), else the SDK it is built on,
 * whose sentences it prints as they are. Read by the reader of last resort, and by a reader whose grammar
 * another client borrows (an extension's own log in VS Code's output-channel grammar). Not a TypeScript server's
 * crash words (a refused connect(), a write EPIPE, an answer with no connection), which end a connection only with
 * evidence none of these rows sees (typescriptServerQuotedPhrases).
 */
export const unknownClientPhrases = [...other, ...higress, ...mcpx, ...serverApp, ...generic, ...pyClient, ...pyClientV2, ...httpx, ...dotnetClient, ...tsSdk, ...tsServer, ...tsStack, ...exchange];
