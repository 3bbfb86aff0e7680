/**
 * The recorder (`mcp-triage record`): a stdio tap and an HTTP recording reverse proxy that
 * write mcpcap captures (docs/mcpcap.md, docs/record.md).
 */
export { runStdioTap, exitStatusOf, type StdioTapOptions, type StdioTapResult } from './stdio-tap.js';
export { startHttpProxy, type HttpProxy, type HttpProxyOptions } from './http-proxy.js';
export { CaptureWriter, DEFAULT_MAX_BUFFER_BYTES, type RecordingStatus } from './writer.js';
export { SseChunkParser, type SseItem, type SseBlock, type SseComment } from './sse-chunks.js';
export { recordHeaders, redactText, redactUrl, redactArgs, isSecretHeader } from './secrets.js';
