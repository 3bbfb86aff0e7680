/**
 * The SDKs' own sentences as applications print them (read by the reader of last resort and by
 * server logs that mix several writers): the Python SDK client's timeout and traceback frames, a
 * TypeScript server's failed request to the client. Lines from the threads cited, names replaced.
 */
import { describe, expect, it } from 'vitest';
import {
  dotnetSdkClientPhrases, genericClientPhrases, httpExchangePhrases, javaSdkPhrases, PYTHON_SDK_BARE_WARNINGS, pythonHttpxExchangePhrases, pythonSdkClientPhrases, readSaid, rustSdkPhrases, supergatewayPhrases, typescriptSdkPhrases, typescriptServerPhrases,
} from '../../../src/ingest/hosts/index.js';
import { curlSendsNoMessage } from '../../../src/ingest/hosts/http-exchange.js';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const CASES: Array<[string, Parameters<typeof readSaid>[0], string, Record<string, unknown> | null]> = [
  // Mintplex-Labs/anythingllm-docs#181: the SSE client transport's send without a stream, the stack on the same line
  ["the TypeScript client transport's 'Not connected'", typescriptSdkPhrases,
    'Error toggling MCP server: Error: Not connected at SSEClientTransport.send (/app/server/node_modules/@modelcontextprotocol/sdk/dist/cjs/client/sse.js:139:19) at Client.ping',
    { kind: 'failed', phrase: 'typescript-sdk/transport-not-connected', error: 'Not connected' }],
  ["the Streamable HTTP client transport's, the same", typescriptSdkPhrases,
    'Error: Not connected at StreamableHTTPClientTransport.send (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js:300:19)',
    { kind: 'failed', phrase: 'typescript-sdk/transport-not-connected' }],
  // modelcontextprotocol/python-sdk#432: a server transport's send says it about a response, not a request
  ["a server transport's 'Not connected' is no client request", typescriptSdkPhrases,
    'Error: Not connected at SSEServerTransport.send (file:///C:/x/node_modules/@modelcontextprotocol/sdk/dist/esm/server/sse.js:103:19)', null],
  // actionhero/keryx#503: the refused POST's body an SSE event in place of a 404 (the older wording, no status)
  ["the TypeScript SDK's refused POST (no status in the text)", typescriptSdkPhrases, 'Streamable HTTP error: Error POSTing to endpoint: event: message data: {"error":"Session not found"}',
    { kind: 'failed', phrase: 'typescript-sdk/post-error', error: 'Error POSTing to endpoint: event: message data: {"error":"Session not found"}' }],
  // PrefectHQ/fastmcp#831: the SSE transport's warning for a session it does not hold
  ["the Python SDK's SSE session warning", PYTHON_SDK_BARE_WARNINGS, 'Could not find session for ID: 11111111-2222-4333-8444-555555555555',
    { kind: 'session-not-found', phrase: 'python-sdk/sse-session-not-found' }],
  // tadata-org/fastapi_mcp#56, PrefectHQ/fastmcp#831: uvicorn's access line for a refused POST
  ['an access line: a refused POST', httpExchangePhrases, 'INFO:     127.0.0.1:50110 - "POST /mcp/messages/?session_id=a9b8c7d6 HTTP/1.1" 404 Not Found',
    { kind: 'http-status', status: 404, phrase: 'access-log/post-refused', error: 'Not Found' }],
  ['an access line in the combined format (a proxy answered 502)', httpExchangePhrases, '10.0.0.7 - - [01/Dec/2026:10:00:00 +0000] "POST /mcp HTTP/1.1" 502 157 "-" "node"',
    { kind: 'http-status', status: 502, phrase: 'access-log/post-refused' }],
  ['an accepted POST is no refusal', httpExchangePhrases, 'INFO:     127.0.0.1:50110 - "POST /messages/?session_id=a9b8c7d6 HTTP/1.1" 202 Accepted', null],
  // homeassistant-ai/ha-mcp#750: the reporter's cut starts the line at the method; the OAuth probes after it are no MCP message
  ['an access line cut at the method', httpExchangePhrases, 'POST /private__<redacted> HTTP/1.1" 406 Not Acceptable',
    { kind: 'http-status', status: 406, phrase: 'access-log/post-refused', error: 'Not Acceptable' }],
  // openai/sample-deep-research-mcp#2: ChatGPT's connector posting to the bare host, then to the SSE path
  ['an access line for a POST to the root', httpExchangePhrases, 'INFO:     13.83.237.177:0 - "POST / HTTP/1.1" 404 Not Found',
    { kind: 'http-status', status: 404, phrase: 'access-log/post-root-refused', error: 'Not Found' }],
  ['an access line for a POST to the SSE path', httpExchangePhrases, 'INFO:     13.83.237.182:0 - "POST /sse/ HTTP/1.1" 405 Method Not Allowed',
    { kind: 'http-status', status: 405, phrase: 'access-log/post-sse-stream-refused', error: 'Method Not Allowed' }],
  // quarkiverse/quarkus-mcp-server#317: OpenAI's client probing a legacy server behind nginx (combined format)
  ['a combined access line for a POST to the SSE path', httpExchangePhrases, '198.51.100.48 - - [27/Jun/2025:04:57:15 +0000] "POST /sse HTTP/1.1" 404 112 "-" "openai-mcp/1.0.0"',
    { kind: 'http-status', status: 404, phrase: 'access-log/post-sse-stream-refused' }],
  ['a POST to a message endpoint under an sse prefix is no stream probe', httpExchangePhrases, 'INFO:     127.0.0.1:5 - "POST /sse/messages/?session_id=ab12 HTTP/1.1" 404 Not Found',
    { kind: 'http-status', status: 404, phrase: 'access-log/post-refused', error: 'Not Found' }],
  ['a refused dynamic registration is no MCP request', httpExchangePhrases, 'POST /register HTTP/1.1" 404 Not Found', null],
  ['a refused token request is no MCP request', httpExchangePhrases, 'INFO:     127.0.0.1:50110 - "POST /oauth/token HTTP/1.1" 400 Bad Request', null],
  ['a refused GET (the event stream) names no request', httpExchangePhrases, 'INFO:     127.0.0.1:50110 - "GET /sse HTTP/1.1" 404 Not Found', null],
  // OneUptime/oneuptime#2459: curl -i's status line
  ["curl's refused status line", httpExchangePhrases, 'HTTP/2 404', { kind: 'http-status', status: 404, phrase: 'curl/status-line' }],
  ["curl -v's refused status line", httpExchangePhrases, '< HTTP/1.1 404 Not Found', { kind: 'http-status', status: 404, error: 'Not Found' }],
  ["curl's success status line", httpExchangePhrases, 'HTTP/1.1 200 OK', null],
  // nginx's error log for a POST to an MCP path its upstream did not answer (grammar: fossar/selfoss#1427; 502 wording: github/github-mcp-server#772)
  ["nginx's upstream timeout before the response head", httpExchangePhrases,
    '2026/12/01 10:01:01 [error] 31#31: *1042 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.18.0.1, server: kb.example.test, request: "POST /mcp HTTP/1.1", upstream: "http://127.0.0.1:8080/mcp", host: "kb.example.test"',
    { kind: 'http-status', status: 504, phrase: 'nginx/upstream-timed-out', error: 'upstream timed out (110: Connection timed out)' }],
  ["nginx's upstream closing before the response head", httpExchangePhrases,
    '2026/12/01 10:00:00 [error] 31#31: *1041 upstream prematurely closed connection while reading response header from upstream, client: 172.18.0.1, server: , request: "POST /mcp HTTP/1.1", upstream: "http://127.0.0.1:8080/mcp"',
    { kind: 'http-status', status: 502, phrase: 'nginx/upstream-failed' }],
  ["nginx's refused connect to its upstream", httpExchangePhrases,
    '[error] 7#7: *3 connect() failed (111: Connection refused) while connecting to upstream, client: 10.0.0.2, server: _, request: "POST /messages/?session_id=ab12 HTTP/1.1", upstream: "http://10.0.0.9:8000/messages/?session_id=ab12"',
    { kind: 'http-status', status: 502, phrase: 'nginx/upstream-failed' }],
  ["a timeout while reading the body is a cut stream, no 504", httpExchangePhrases,
    '[error] 31#31: *9 upstream timed out (110: Connection timed out) while reading upstream, client: 172.18.0.1, server: , request: "POST /mcp HTTP/1.1"',
    { kind: 'failed', phrase: 'nginx/upstream-cut-mid-body', error: 'upstream timed out (110: Connection timed out) while reading upstream' }],
  // NodeBB/NodeBB#5295's grammar: the server dropped the connection mid-body
  ["the server closing mid-body is a cut stream too", httpExchangePhrases,
    '2026/11/30 09:12:44 [error] 7#7: *41 upstream prematurely closed connection while reading upstream, client: 10.0.0.2, server: mcp.example.test, request: "POST /mcp HTTP/1.1", upstream: "http://10.0.0.9:8000/mcp"',
    { kind: 'failed', phrase: 'nginx/upstream-cut-mid-body' }],
  // mjl-/mox#78: an event stream GET idle past proxy_read_timeout says nothing of a request
  ["the same cut of a GET event stream names no request", httpExchangePhrases,
    '2023/10/11 07:35:38 [error] 28612#28612: *377 upstream timed out (110: Connection timed out) while reading upstream, client: 10.0.0.2, server: mcp.example.test, request: "GET /mcp HTTP/2.0", upstream: "http://127.0.0.1:8000/mcp"', null],
  ["an upstream timeout for a GET (the event stream) names no request", httpExchangePhrases,
    '[error] 31#31: *9 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 172.18.0.1, server: , request: "GET /sse HTTP/1.1"', null],
  // A browser console's refused fetch (Chrome's line shape: modelcontextprotocol/inspector#805) and DevTools' General section (inspector#820)
  ["a console's refused POST to the MCP path", httpExchangePhrases, 'POST https://kb.example.test/mcp 504 (Gateway Timeout)',
    { kind: 'http-status', status: 504, phrase: 'devtools/console-post-refused', error: 'Gateway Timeout' }],
  ["the same with the script's location before and after", httpExchangePhrases, 'index-DkX3a.js:88  POST https://kb.example.test/api/mcp 502 (Bad Gateway)   index-DkX3a.js:88',
    { kind: 'http-status', status: 502, phrase: 'devtools/console-post-refused' }],
  ["a console's refused POST elsewhere is no MCP request", httpExchangePhrases, 'POST https://kb.example.test/api/login 401 (Unauthorized)', null],
  ["DevTools' status code line", httpExchangePhrases, 'Status Code: 504 Gateway Timeout', { kind: 'http-status', status: 504, phrase: 'devtools/headers-status-code' }],
  ["DevTools' success status is no refusal", httpExchangePhrases, 'Status Code: 200 OK', null],
  // curl's own error lines for the request it sent (libcurl's texts: curl/curl#10914, NrgXnat/oasis-scripts#16)
  ["curl's --max-time", httpExchangePhrases, 'curl: (28) Operation timed out after 60002 milliseconds with 0 bytes received',
    { kind: 'timer-fired', timer: 'host', elapsedMs: 60002, phrase: 'curl/operation-timed-out' }],
  ["curl's cut transfer", httpExchangePhrases, 'curl: (18) transfer closed with outstanding read data remaining', { kind: 'failed', phrase: 'curl/transfer-broken' }],
  ["curl's empty reply", httpExchangePhrases, 'curl: (52) Empty reply from server', { kind: 'failed', error: 'Empty reply from server' }],
  ["curl's refused connect", httpExchangePhrases, "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server", { kind: 'failed', phrase: 'curl/could-not-connect' }],
  ["curl's unresolved stray word is nothing", httpExchangePhrases, 'curl: (6) Could not resolve host: application', null],
  // pixellab-code/pixellab-mcp#10: curl's error after the reporter's result arrow, the unit abbreviated as pasted
  ["curl's --max-time after a result arrow, in ms", httpExchangePhrases, '→ curl: (28) Operation timed out after 90005 ms with 17891 bytes received',
    { kind: 'timer-fired', timer: 'host', elapsedMs: 90005, phrase: 'curl/operation-timed-out' }],
  ["curl's cut transfer after a shell prompt", httpExchangePhrases, '$ curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)',
    { kind: 'failed', phrase: 'curl/transfer-broken' }],
  ["curl's refused connect after a result arrow", httpExchangePhrases, "=> curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server",
    { kind: 'failed', phrase: 'curl/could-not-connect' }],
  ["libcurl's words inside another program's are not curl's line", httpExchangePhrases, 'pycurl.error: libcurl: (28) Operation timed out after 5000 milliseconds', null],
  // agentgateway/agentgateway#207: rmcp's service factory refusing the session names the handshake's request
  ["rmcp's refused service for the initialize", rustSdkPhrases,
    'Failed to create service: initialize failed: -32603: Failed to list connections: start sse client',
    { kind: 'failed', phrase: 'rust-sdk/failed-to-create-service', method: 'initialize', error: 'initialize failed: -32603: Failed to list connections: start sse client' }],
  // Heroku's router ending a request itself (the line's grammar: sendgrid/eventkit-rails#17, IIC2413/Syllabus-2020-2#448)
  ["Heroku's router ending a POST to the MCP path at its 30 s limit", httpExchangePhrases,
    '2026-01-15T16:13:56.982182+00:00 heroku[router]: at=error code=H12 desc="Request timeout" method=POST path="/mcp" host=notes-mcp.herokuapp.com request_id=7c9ad137-4e08-4089-8d50-f09d8b7654ab fwd="203.0.113.7" dyno=web.1 connect=2ms service=30000ms status=503 bytes=0 protocol=https',
    { kind: 'http-status', status: 503, phrase: 'heroku/router-refused', error: 'code=H12 desc="Request timeout"', elapsedMs: 30000 }],
  ["Heroku's router answering a POST elsewhere is no MCP request", httpExchangePhrases,
    'heroku[router]: at=error code=H12 desc="Request timeout" method=POST path="/submit" host=x.herokuapp.com dyno=web.1 connect=1ms service=30000ms status=503 bytes=0', null],
  ["Heroku's router's info line for an answered POST is no refusal", httpExchangePhrases,
    'heroku[router]: at=info method=POST path="/mcp" host=notes-mcp.herokuapp.com dyno=web.1 connect=0ms service=42ms status=200 bytes=512', null],
  // Vercel's request log line (PublicAffairs/openai-gemini#54)
  ["Vercel ending a POST to the MCP path at the function's limit", httpExchangePhrases,
    '[POST] /api/mcp reason=FUNCTION_INVOCATION_TIMEOUT, status=504, user_error=true',
    { kind: 'http-status', status: 504, phrase: 'vercel/request-refused', error: 'FUNCTION_INVOCATION_TIMEOUT' }],
  ["Vercel's line for another path is no MCP request", httpExchangePhrases,
    '[POST] /chat/completions reason=EDGE_FUNCTION_INVOCATION_TIMEOUT, status=504, user_error=true', null],
  // Caddy's JSON logs (the request object's layout: caddyserver/caddy#6817)
  ["Caddy's error log for a POST to the MCP path", httpExchangePhrases,
    '{"level":"error","ts":1764583260.1,"logger":"http.log.error","msg":"dial tcp 127.0.0.1:8080: connect: connection refused","request":{"remote_ip":"172.18.0.1","proto":"HTTP/1.1","method":"POST","host":"kb.example.test","uri":"/mcp","headers":{"Accept":["*/*"]}},"duration":0.001,"status":502}',
    { kind: 'http-status', status: 502, phrase: 'caddy/post-refused', error: 'dial tcp 127.0.0.1:8080: connect: connection refused' }],
  ["Caddy's access log for an answered POST is no refusal", httpExchangePhrases,
    '{"level":"info","ts":1764583200.0,"logger":"http.log.access.log0","msg":"handled request","request":{"method":"POST","host":"kb.example.test","uri":"/mcp"},"status":200}', null],
  ["Caddy's access log for a refused GET of the stream names no request", httpExchangePhrases,
    '{"level":"error","ts":1764583200.0,"logger":"http.log.access.log0","msg":"handled request","request":{"method":"GET","host":"kb.example.test","uri":"/sse"},"status":502}', null],
  // Envoy's JSON access records as Higress writes them (field names in order, response_code_details last:
  // higress-group/higress#2075, #3800)
  ["Envoy refusing a message POST itself, no healthy upstream", httpExchangePhrases,
    '{"ai_log":"-","authority":"10.0.0.7","bytes_received":"0","bytes_sent":"19","duration":"1","method":"POST","path":"/orders?sessionId=4a7e2c19-6b3d-4f80-9c5e-1d2b3a4c5e6f","protocol":"HTTP/1.1","response_code":"503","response_flags":"UH","start_time":"2025-04-16T08:28:53.381Z","upstream_host":"-","user_agent":"node","response_code_details":"no_healthy_upstream"}',
    { kind: 'http-status', status: 503, phrase: 'envoy/json-access-post-refused', error: 'no_healthy_upstream' }],
  ["Higress's mcp-server plugin refusing a message it names", httpExchangePhrases,
    '{"method":"POST","path":"/mcp-servers/notes?sessionId=a1e00bb5-f1a9-4d7f-a918-dfb67ccfe733","protocol":"HTTP/1.1","response_code":"500","response_flags":"-","user_agent":"node","response_code_details":"via_wasm::higress-system.mcp-server.internal::mcp:notes-server:tools/call"}',
    { kind: 'http-status', status: 500, phrase: 'envoy/json-access-post-refused', method: 'tools/call' }],
  ["Envoy AI Gateway's record, the code a number", httpExchangePhrases,
    '{"bytes_received":259,"method":"POST","path":"/mcp","response_code":504,"response_code_details":"upstream_response_timeout"}',
    { kind: 'http-status', status: 504, phrase: 'envoy/json-access-post-refused', error: 'upstream_response_timeout' }],
  ["two records run together on one line: the refused one is read, not the answered one joined to it", httpExchangePhrases,
    '{"method":"POST","path":"/mcp","response_code":"200","response_code_details":"via_upstream"}{"method":"POST","path":"/mcp","response_code":"504","response_flags":"UT","response_code_details":"upstream_response_timeout"}',
    { kind: 'http-status', status: 504, phrase: 'envoy/json-access-post-refused', error: 'upstream_response_timeout' }],
  ["a POST record with no path borrows none from the refused GET record after it", httpExchangePhrases,
    '{"method":"POST","authority":"x","response_code":"200"}{"method":"GET","path":"/mcp","response_code":"503","response_code_details":"no_healthy_upstream"}', null],
  // Records of another field order (path first, the method after the code) or cut short lend the next none of theirs.
  ["a POST record elsewhere borrows no path or code from a GET record of another field order after it", httpExchangePhrases,
    '{"path":"/api/orders","method":"POST","bytes_sent":"19"}{"path":"/mcp","response_code":"503","method":"GET","response_code_details":"no_healthy_upstream"}', null],
  ["a POST record with no code borrows none from the record after it", httpExchangePhrases,
    '{"method":"POST","path":"/mcp","bytes_sent":"19"}{"response_code":"503","response_code_details":"no_healthy_upstream"}', null],
  ["Envoy's record of a message answered is no refusal", httpExchangePhrases,
    '{"method":"POST","path":"/mcp-servers/notes?sessionId=a1e00bb5-f1a9-4d7f-a918-dfb67ccfe733","response_code":"200","response_flags":"-","response_code_details":"via_wasm::higress-system.mcp-server.internal::mcp:notes-server:initialize"}', null],
  ["Envoy's record of the event stream's GET refused names no request", httpExchangePhrases,
    '{"method":"GET","path":"/orders/sse","response_code":"503","response_flags":"UH","response_code_details":"no_healthy_upstream"}', null],
  ["Envoy's record of a POST elsewhere is no MCP request", httpExchangePhrases,
    '{"method":"POST","path":"/api/orders","response_code":"503","response_flags":"UH","response_code_details":"no_healthy_upstream"}', null],
  ["Envoy's record of an OAuth endpoint refused is no MCP request", httpExchangePhrases,
    '{"method":"POST","path":"/.well-known/oauth-protected-resource/mcp","response_code":"404","response_code_details":"via_upstream"}', null],
  // cloudflared's failed request to its origin (cloudflare/cloudflared#976's line shape)
  ["cloudflared's request to the MCP path its origin did not take", httpExchangePhrases,
    'ERR Request failed error="Unable to reach the origin service. The service may be down or it may not be responding to traffic from cloudflared: dial tcp 127.0.0.1:8000: connect: connection refused" connIndex=1 dest=https://kb.example.test/mcp event=0 ip=198.41.200.23 type=http',
    { kind: 'http-status', status: 502, phrase: 'cloudflared/origin-unreachable' }],
  ["cloudflared's failed favicon is no MCP request", httpExchangePhrases,
    'ERR Request failed error="Unable to reach the origin service. The service may be down or it may not be responding to traffic from cloudflared: EOF" connIndex=1 dest=https://kb.example.test/favicon.ico event=0 type=http', null],
  // An error page's title line as a client prints the body (zeegin/v8std#34 nginx, Azure/MCP#39 IIS, obot-platform/obot#3266 Cloudflare)
  ["nginx's error page head", httpExchangePhrases, '<head><title>500 Internal Server Error</title></head>',
    { kind: 'http-status', status: 500, phrase: 'html/error-page-title', error: '<title>500 Internal Server Error</title>' }],
  ["nginx's gateway page title alone", httpExchangePhrases, '<title>504 Gateway Time-out</title>', { kind: 'http-status', status: 504, phrase: 'html/error-page-title' }],
  ["IIS's page on one line", httpExchangePhrases, '<html><head><title>500 - The request timed out.</title></head><body>  <font color ="#aa0000">',
    { kind: 'http-status', status: 500, phrase: 'html/error-page-title' }],
  ["Cloudflare's page title, the site before a bar", httpExchangePhrases, '    <title>docs.example.org | 524: A timeout occurred</title>',
    { kind: 'http-status', status: 524, phrase: 'html/error-page-title' }],
  ['a page title with no status is no refusal', httpExchangePhrases, '    <title>Service unavailable</title>', null],
  ['an error sentence quoting a page is not the page', httpExchangePhrases, 'Error POSTing to endpoint (HTTP 500): <html><head><title>500 - The request timed out.</title>', null],
  // robhunter/agentdeals#1054: a write-up's status line without the version, above the error body
  ["a write-up's status line without version", httpExchangePhrases, 'HTTP 400', { kind: 'http-status', status: 400, phrase: 'curl/status-line' }],
  ['a status number in prose is no status line', httpExchangePhrases, 'HTTP 400 is what the server answers for a stale session', null],
  // anthropics/claude-ai-mcp#272: a middleware's request log, key=value fields, an arrow, the reporter's annotation
  ["a middleware's refused POST to the MCP path", httpExchangePhrases, '[mw] POST /api/mcp origin=(none) auth=(none) -> 401 unauthorized (no auth header)  // discovery probe',
    { kind: 'http-status', status: 401, phrase: 'request-log/post-refused', error: 'unauthorized (no auth header)' }],
  ["the same middleware's client registration is no MCP request", httpExchangePhrases, '[mw] POST /oauth/register -> 201 client_Qm7vTz41hbLwPc9nXr2d', null],
  // anthropics/claude-ai-mcp#172: a platform's HTTP log, an arrow and the duration in parentheses
  ["a platform's refused POST with its duration", httpExchangePhrases, 'POST /api/mcp → 502 (12ms)', { kind: 'http-status', status: 502, phrase: 'request-log/post-refused' }],
  // anthropics/claude-ai-mcp#227: the same record padded into columns, the user agent and source in brackets after it
  ["a platform's refused POST with bracketed fields", httpExchangePhrases, '09:42:07 POST /api/mcp  → 401  [UA=Claude-User] [src=160.79.106.52]', { kind: 'http-status', status: 401, phrase: 'request-log/post-refused' }],
  ["its OAuth probe's refusal is not a request's", httpExchangePhrases, '09:42:08 POST /oauth/register  → 400  [UA=Claude-User]', null],
  ["a platform's answered POST is no refusal", httpExchangePhrases, 'POST /api/mcp → 200 (12ms)', null],
  // anthropics/claude-ai-mcp#553: nginx's lines condensed into columns, each POST labelled by the reporter with its MCP method
  ["a request-log POST the reporter labelled initialize, answered", httpExchangePhrases, '19:09:09  POST /mcp  200  746   ← initialize',
    { kind: 'completed', phrase: 'request-log/post-noted-method-answered', method: 'initialize', status: 200 }],
  ["the same with the reporter's remark after the method", httpExchangePhrases, '19:09:10  POST /mcp  200  9872  ← tools/list (14 tools, shown in the UI)',
    { kind: 'completed', method: 'tools/list' }],
  // anthropics/claude-ai-mcp#86: a platform's arrow and size, the same note
  ["a platform's POST line labelled with its method", httpExchangePhrases, '03:32:05 POST → 200 (644b)    ← initialize', { kind: 'completed', method: 'initialize' }],
  ["a labelled POST refused", httpExchangePhrases, '19:12:40  POST /mcp  404  62    ← tools/call',
    { kind: 'http-status', phrase: 'request-log/post-noted-method-refused', method: 'tools/call', status: 404 }],
  ["a notification's POST is no request", httpExchangePhrases, '19:09:09  POST /mcp  202  0     ← notifications/initialized', null],
  ["a note that names no MCP method is a remark", httpExchangePhrases, '19:09:09  POST /mcp  200  746   ← this one worked', null],
  // anthropics/claude-ai-mcp#76: a server's own arrow log, the POST answered with a JSON body (the request's answer)
  ["a POST answered with a JSON body", httpExchangePhrases, '← POST /mcp 200 57ms res-sid=46aeed58-714e-4d39-ba2a-7a4970525031 res-ct=application/json',
    { kind: 'completed', phrase: 'request-log/post-answered-json' }],
  ['a POST answered by opening an event stream is no answer yet', httpExchangePhrases, '← POST /mcp 200 4ms res-sid=46aeed58 res-ct=text/event-stream', null],
  ["a notification's 202 is no answer", httpExchangePhrases, '← POST /mcp 202 2ms res-ct=application/json', null],
  // anthropics/claude-ai-mcp#62: a server's own log of the request it received and of the 401 challenge it answered
  ["a server's log of an MCP request it received", httpExchangePhrases, '2026-02-18 17:04:32.699 [INFO] MCP request INCOMING: method=initialize path=/mcp httpMethod=POST auth=False',
    { kind: 'request-sent', method: 'initialize', phrase: 'request-log/mcp-request-in' }],
  ['an HTTP method as method= is no MCP request', httpExchangePhrases, '2026-02-18 17:04:32.698 [WARN] EARLY-LOG /mcp hit: method=POST path=/mcp origin=(none) auth=False', null],
  // n8n-io/n8n#31056: a server's own line for the client that connected, its clientInfo name and version after it
  ["a server's line for an MCP client that connected", httpExchangePhrases, 'MCP client connected: @n8n/n8n-nodes-langchain.mcpClientTool 1.2',
    { kind: 'connected', method: 'initialize', scope: 'connection', speaker: 'server', phrase: 'request-log/mcp-client-connected' }],
  ['a sentence after the words is not that line', httpExchangePhrases, 'MCP client connected: yes, but the tools never showed up', null],
  ["the server's 401 challenge", httpExchangePhrases, '2026-02-18 17:04:32.699 [INFO] 401 Challenge sent. WWW-Authenticate: Bearer resource_metadata="https://mcp.example.test/.well-known/oauth-protected-resource"',
    { kind: 'http-status', status: 401, phrase: 'request-log/401-challenge' }],
  ['a challenge header quoted without a 401 is no refusal', httpExchangePhrases, 'the server must send WWW-Authenticate: Bearer resource_metadata="…"', null],
  // Express's morgan `dev` format (method, url, status, time, length)
  ["morgan's refused POST", httpExchangePhrases, 'POST /mcp 401 3.214 ms - 45', { kind: 'http-status', status: 401, phrase: 'request-log/post-refused' }],
  ["morgan's refused GET names no request", httpExchangePhrases, 'GET /mcp 500 1.002 ms - 52', null],
  // alibaba/spring-ai-alibaba#2144: Spring's WebClient under the Java SDK's WebFlux transport, the reporter's host redacted
  ["Spring WebClient's refused POST to the SSE message endpoint", httpExchangePhrases, 'org.springframework.web.reactive.function.client.WebClientResponseException$NotFound: 404 Not Found from POST http://xxx/mcp/messages',
    { kind: 'http-status', status: 404, phrase: 'webclient/post-refused', error: 'Not Found' }],
  ["Spring WebClient's refused POST elsewhere is no MCP message", httpExchangePhrases, 'org.springframework.web.reactive.function.client.WebClientResponseException$BadRequest: 400 Bad Request from POST https://api.example.com/v1/chat/completions', null],
  ["Reactor's checkpoint restating it is no second refusal", httpExchangePhrases, '*__checkpoint ⇢ 404 NOT_FOUND from POST http://xxx/mcp/messages [DefaultWebClient]', null],
  // openai/openai-agents-python#1026: the float form, a limit in seconds
  // open-webui/open-webui#23962: anyio refusing to close the client transport's task group from another task
  ["anyio's cancel-scope refusal as the client transport is closed", pythonSdkClientPhrases,
    'RuntimeError: Attempted to exit cancel scope in a different task than it was entered in',
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task', scope: 'connection' }],
  // agentscope-ai/QwenPaw#1767: an app's own words about closing its MCP client, anyio's sentence after them without the class
  ["anyio's refusal after an app's words about its MCP client's cleanup", pythonSdkClientPhrases,
    'WARNING | _stateful_client_base:close:91 - Error during MCP client cleanup: Attempted to exit cancel scope in a different task than it was entered in',
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task', scope: 'connection', error: 'Attempted to exit cancel scope in a different task than it was entered in' }],
  ["anyio's sentence alone, with no class and no MCP words, is prose", pythonSdkClientPhrases,
    'I think it says Attempted to exit cancel scope in a different task than it was entered in', null],
  // kagent-dev/kagent#859: the same words copied out of a boxed terminal pane, its padding and right border after them
  ["anyio's refusal with a terminal pane's padding and border after it", pythonSdkClientPhrases,
    ' Warning: Error during MCP session cleanup for session_no_headers: Attempted to exit cancel scope in a different task than it was entered in        │',
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task', error: 'Attempted to exit cancel scope in a different task than it was entered in' }],
  ['a border right after the words is no pane edge', pythonSdkClientPhrases,
    'Error during MCP session cleanup: Attempted to exit cancel scope in a different task than it was entered in │', null],
  // modelcontextprotocol/python-sdk#252, coleam00/ottomator-agents#16: the SDK's example chat client's cleanup words, and
  // anyio's other wording for the same cross-task exit
  ["the example client's cleanup words over anyio's refusal", pythonSdkClientPhrases,
    '2025-03-10 19:55:12,391 - ERROR - Error during cleanup of server notes: Attempted to exit cancel scope in a different task than it was entered in',
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task' }],
  ["anyio's other wording after the example client's words", pythonSdkClientPhrases,
    "2025-04-04 14:58:35,589 - ERROR - Error during cleanup of server notes: Attempted to exit a cancel scope that isn't the current tasks's current cancel scope",
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task', error: "Attempted to exit a cancel scope that isn't the current tasks's current cancel scope" }],
  ["anyio's newer spelling of it after the class", pythonSdkClientPhrases,
    "RuntimeError: Attempted to exit a cancel scope that isn't the current task's current cancel scope",
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task' }],
  // kagent-dev/kmcp#108: an app's record ending in the SDK's words for a 404, restated by the reader of last resort at
  // httpx's line for that 404 (formats/jsonrpc-in-text.ts PY_404_SESSION_TERMINATED)
  ["the SDK's 'Session terminated' restated under httpx's 404", pythonSdkClientPhrases,
    "2025-12-09 13:10:10,363 - app.executor - ERROR - Error handling request: Session terminated (the Python SDK client's words for the 404 to the POST above)",
    { kind: 'failed', phrase: 'python-sdk/post-404-session-terminated', status: 404, error: 'Session terminated' }],
  // openai/openai-agents-python#1393: the Agents SDK's MCP server cleanup, in the app's module-first layout
  ["the Agents SDK's cleanup words over anyio's refusal", pythonSdkClientPhrases,
    'server 320 2025-08-07 21:29:42,789 - ERROR - Error cleaning up server: Attempted to exit cancel scope in a different task than it was entered in',
    { kind: 'connection-closed', phrase: 'python-sdk/client-teardown-other-task' }],
  ["the same words over another error are no teardown", pythonSdkClientPhrases,
    '2025-08-07 21:29:42,789 - ERROR - Error cleaning up server: [Errno 3] No such process', null],
  ["a cleanup of some other server, with no anyio sentence, is no teardown", pythonSdkClientPhrases,
    '2025-03-10 19:55:12,391 - ERROR - Error during cleanup of server web: connection reset', null],
  // openai/openai-agents-python#1404: the TypeScript example servers' refusal body alone on its line, printed by the client
  ["the example servers' session refusal body alone on its line", genericClientPhrases, 'Bad Request: No valid session',
    { kind: 'failed', phrase: 'generic/mcp-session-gone', error: 'No valid session' }],
  ["'Bad Request' with other words is no session refusal", genericClientPhrases, 'Bad Request: missing field "name"', null],
  ['the Python SDK client\'s timer (float)', pythonSdkClientPhrases, '  Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.',
    { kind: 'timer-fired', timer: 'sdk', limitMs: 5000, error: 'Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.' }],
  // modelcontextprotocol/python-sdk#407: the timedelta form gives no limit, never a wrong one
  ['the Python SDK client\'s timer (timedelta)', pythonSdkClientPhrases, 'Timed out while waiting for response to ClientRequest. Waited 0:00:05 seconds.', { kind: 'timer-fired', timer: 'sdk' }],
  // PrefectHQ/fastmcp#1747: the Streamable HTTP transport's closing DELETE refused; its session's close, no request's failure
  ["the closing DELETE refused, the status alone", pythonSdkClientPhrases, 'Session termination failed: 404',
    { kind: 'connection-closed', scope: 'connection', phrase: 'python-sdk/session-termination-failed', status: 404 }],
  ["the same under the SDK's logger name", pythonSdkClientPhrases, 'WARNING:mcp.client.streamable_http:Session termination failed: 400',
    { kind: 'connection-closed', scope: 'connection', status: 400 }],
  ["the DELETE raised, under the SDK's logger name", pythonSdkClientPhrases,
    '2025-09-04 10:12:03,118 - mcp.client.streamable_http - WARNING - Session termination failed: All connection attempts failed',
    { kind: 'connection-closed', scope: 'connection', error: 'All connection attempts failed' }],
  ["another program's teardown in the same words is not the SDK's", pythonSdkClientPhrases, 'ERROR - Session termination failed: database is locked', null],
  ["a sentence going on past the status is not the SDK's", pythonSdkClientPhrases, 'Session termination failed: 404 errors are expected here', null],
  // derisk-ai/OpenDerisk#94: the SSE reader failed during the connect
  // home-assistant/core#140667: the reader cut mid-stream (the peer hung up; the empty ReadTimeout of the 5-minute read timeout)
  ['the SSE reader cut by the peer', pythonSdkClientPhrases, 'Error in sse_reader: peer closed connection without sending complete message body (incomplete chunked read)',
    { kind: 'connection-closed', scope: 'connection', phrase: 'python-sdk/sse-reader-stream-cut', error: 'peer closed connection without sending complete message body (incomplete chunked read)' }],
  ['the SSE reader on its read timeout, no words', pythonSdkClientPhrases, '2025-03-14 18:04:01.697 ERROR (MainThread) [mcp.client.sse] Error in sse_reader: ',
    { kind: 'connection-closed', scope: 'connection', phrase: 'python-sdk/sse-reader-stream-cut' }],
  ['httpx ReadTimeout named', pythonSdkClientPhrases, 'Error in sse_reader: httpx.ReadTimeout',
    { kind: 'connection-closed', phrase: 'python-sdk/sse-reader-stream-cut' }],
  // open-webui/mcpo#235: the newer logger.exception form, no colon (the exception on the traceback's last line)
  ['the SSE reader logged with its traceback', pythonSdkClientPhrases, '2025-08-20 12:57:46,279 - ERROR - Error in sse_reader',
    { kind: 'connection-closed', scope: 'connection', phrase: 'python-sdk/sse-reader-stream-cut' }],
  // the words going on past the name are not the SDK's line
  ['a sentence about the reader', pythonSdkClientPhrases, 'Error in sse_reader task handling is what I suspect', null],
  ['the SSE reader failed on an HTML answer', pythonSdkClientPhrases, "Error in sse_reader: Expected response header Content-Type to contain 'text/event-stream', got 'text/html'",
    { kind: 'failed', method: 'initialize', scope: 'connection', phrase: 'python-sdk/sse-reader-error', error: "Expected response header Content-Type to contain 'text/event-stream', got 'text/html'" }],
  // mcp-use/mcp-use#26: the SSE GET's status, a traceback's last line
  ['the legacy SSE connect got a 502', pythonSdkClientPhrases, "    | httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/sse'",
    { kind: 'http-status', status: 502, method: 'initialize', scope: 'connection', phrase: 'python-sdk/sse-connect-http-status' }],
  // docker/compose-for-agents#162: the same refusal as an app prints the error's text alone, quoted in backticks or bare
  ['the SSE connect refused, the class dropped', pythonSdkClientPhrases, "`Client error '401 Unauthorized' for url 'http://mcp-gateway:8811/sse'`",
    { kind: 'http-status', status: 401, method: 'initialize', scope: 'connection', phrase: 'python-sdk/sse-connect-http-status' }],
  ['the same on a line of its own', pythonSdkClientPhrases, "Client error '401 Unauthorized' for url 'http://mcp-gateway:8811/sse'",
    { kind: 'http-status', status: 401, phrase: 'python-sdk/sse-connect-http-status' }],
  ['the sentence inside prose is not the printed error', pythonSdkClientPhrases, "I get Client error '401 Unauthorized' for url 'http://mcp-gateway:8811/sse' every time", null],
  ['a bare status for another URL is no SSE connect', pythonSdkClientPhrases, "Client error '401 Unauthorized' for url 'http://api.example.com/v1/models'", null],
  // A status on the Streamable HTTP endpoint is its POST's, naming no message (google/adk-python#3708): no
  // connect in the words; the timeline takes it for the initialize only on a connection that carried nothing.
  ['a status on another URL names no connect', pythonSdkClientPhrases, "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/mcp'",
    { kind: 'http-status', status: 502, sending: true, phrase: 'python-sdk/post-http-status' }],
  // langchain-ai/langchain-mcp-adapters#142
  ['a ClientSession frame names the request', pythonSdkClientPhrases, 'File "/opt/homebrew/lib/python3.11/site-packages/mcp/client/session.py", line 263, in call_tool',
    { kind: 'request-sent', method: 'tools/call', phrase: 'python-sdk/client-session-call-tool' }],
  ['a Windows path frame', pythonSdkClientPhrases, 'File "C:\\py\\Lib\\site-packages\\mcp\\client\\session.py", line 151, in initialize', { kind: 'request-sent', method: 'initialize' }],
  // PrefectHQ/fastmcp#1172: a traceback abbreviated to its packages' paths, the SDK's frame at the path's start
  ['a frame whose path starts at the package', pythonSdkClientPhrases, 'File "mcp\\client\\session.py", line 133, in initialize', { kind: 'request-sent', method: 'initialize' }],
  ['a package that only ends in mcp is not the SDK', pythonSdkClientPhrases, 'File "fastmcp\\client\\session.py", line 133, in initialize', null],
  ['an adapter\'s own call_tool frame is not the SDK\'s', pythonSdkClientPhrases, 'File "/x/site-packages/langchain_mcp_adapters/tools.py", line 60, in call_tool', null],
  ['the server session is not the client\'s', pythonSdkClientPhrases, 'File "/x/site-packages/mcp/server/session.py", line 120, in call_tool', null],
  ['the traceback\'s last line: the session is closed', pythonSdkClientPhrases, 'anyio.ClosedResourceError', { kind: 'connection-closed', scope: 'connection' }],
  ['the raise in a frame is not the last line', pythonSdkClientPhrases, 'raise ClosedResourceError', null],
  ['the head of a repr-glued traceback is not the last line', pythonSdkClientPhrases, 'ClosedResourceError()Traceback (most recent call last):', null],
  // scaleapi/mcp-atlas#17
  ['a TS server\'s roots request hit the SDK\'s timer', typescriptServerPhrases, 'Failed to request initial roots from client: MCP error -32001: Request timed out',
    { kind: 'failed', method: 'roots/list', error: 'MCP error -32001: Request timed out' }],
  // cjo4m06/mcp-shrimp-task-manager#63, burugo/one-mcp#10: a server's own words over the SDK's error, the stack after it
  ['a server\'s "Failed to get roots" with the client\'s refusal', typescriptServerPhrases,
    'Failed to get roots: McpError: MCP error -32601: No request handler configured ',
    { kind: 'failed', method: 'roots/list', error: 'McpError: MCP error -32601: No request handler configured', phrase: 'typescript-sdk/server-get-roots-failed' }],
  ['… with the stack joined onto its line, the error stops at the first frame', typescriptServerPhrases,
    'Failed to get roots: McpError: MCP error -32601: Method not found at Server._onresponse (file:///x/protocol.js:220:27) at Socket.emit (node:events:518:28)',
    { kind: 'failed', method: 'roots/list', error: 'McpError: MCP error -32601: Method not found' }],
  ['"Failed to get roots" with no MCP error is not the row', typescriptServerPhrases, 'Failed to get roots: permission denied', null],
  // brightdata/brightdata-mcp#16: FastMCP (TypeScript) says the roots request failed; its error follows on the next lines
  ['FastMCP\'s roots refusal header', typescriptServerPhrases, '[FastMCP error] received error listing roots.',
    { kind: 'failed', method: 'roots/list', phrase: 'typescript-sdk/fastmcp-listing-roots-failed' }],
  // The TypeScript SDK's POST refused by status, whoever prints it: the status and the first line, never the stack.
  // punkpeye/mcp-remote#106 (mcp-remote), jenkinsci/mcp-server-plugin#15 (LibreChat), #22 (Cline), obot-platform/obot#3266 (a proxy).
  ['a POST answered 404 with a JSON-RPC body', typescriptSdkPhrases, 'Error from remote server: Error: Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null}',
    { kind: 'http-status', status: 404, sending: true, phrase: 'typescript-sdk/post-http-status' }],
  ['a proxy\'s 504 body in words', typescriptSdkPhrases, 'Ping failed: Error POSTing to endpoint (HTTP 504): upstream request timeout',
    { kind: 'http-status', status: 504, error: 'Error POSTing to endpoint (HTTP 504): upstream request timeout' }],
  ['an HTML page starting on the line', typescriptSdkPhrases, 'Error POSTing to endpoint (HTTP 504): <html>', { kind: 'http-status', status: 504, error: 'Error POSTing to endpoint (HTTP 504): <html>' }],
  ['a Cloudflare page behind a proxy\'s words', typescriptSdkPhrases, 'Error from MCP server: Error: Error POSTing to endpoint (HTTP 524): <!DOCTYPE html>', { kind: 'http-status', status: 524 }],
  // robert7/remnote-mcp-server#1, samanhappy/mcphub#196: the refused POST's body is an error for the request's own id
  ['the body\'s error names its request (no status in the text)', typescriptSdkPhrases,
    'Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid session ID: 5f1d9c07"},"id":3}',
    { kind: 'failed', phrase: 'typescript-sdk/post-error', id: 3 }],
  ['… and with the status, its id before the error', typescriptSdkPhrases,
    'Error: Error: Error POSTing to endpoint (HTTP 400): {"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Invalid Request: Session not found"}}',
    { kind: 'http-status', status: 400, id: 2 }],
  ['a string id is the request\'s too', typescriptSdkPhrases,
    'Error POSTing to endpoint (HTTP 404): {"jsonrpc":"2.0","id":"req-7","error":{"code":-32001,"message":"Session not found"}}', { kind: 'http-status', id: 'req-7' }],
  ['the Python SDK\'s placeholder id names no request', typescriptSdkPhrases,
    'Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}', { kind: 'failed', id: undefined }],
  ['an empty-string id names none either', typescriptSdkPhrases,
    'Error POSTing to endpoint (HTTP 404): {"error":{"code":-32001,"message":"Session not found"},"id":"","jsonrpc":"2.0"}', { kind: 'http-status', id: undefined }],
  ['null names none', typescriptSdkPhrases,
    'Error POSTing to endpoint (HTTP 400): {"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":null}', { kind: 'http-status', id: undefined }],
  // symgraph/GhidrAssistMCP#50: the Java SDK client transport's refused send, thrown to the host that ran the call
  ['the Java SDK\'s refused send, status alone', javaSdkPhrases, 'Sending message failed with a non-OK HTTP code: 404',
    { kind: 'http-status', phrase: 'java-sdk/send-non-ok-status', status: 404, sending: true }],
  ['… and with the body after it', javaSdkPhrases, 'java.lang.RuntimeException: Sending message failed with a non-OK HTTP code: 400 - Invalid message: {"id":"x"}',
    { kind: 'http-status', status: 400, error: 'Sending message failed with a non-OK HTTP code: 400 - Invalid message: {"id":"x"}' }],
  // ruvnet/RuVector#312: curl's write-out of the status under the command, behind the reporter's comment
  ["curl's write-out status, commented", httpExchangePhrases, '# Output: HTTP: 404', { kind: 'http-status', status: 404, phrase: 'curl/write-out-status' }],
  ["… spelled HTTP Status", httpExchangePhrases, 'HTTP Status: 502', { kind: 'http-status', status: 502, phrase: 'curl/write-out-status' }],
  ["a success written out is no refusal", httpExchangePhrases, 'HTTP: 200', null],
  ["a sentence about a status is no write-out", httpExchangePhrases, 'HTTP: 404 means the session is gone', null],
  ['the newer wording without a status is the status-less row', typescriptSdkPhrases, 'Streamable HTTP error: Error POSTing to endpoint: {"jsonrpc":"2.0","id":"server-error","error":{"code":-32600,"message":"Session not found"}}',
    { kind: 'failed', phrase: 'typescript-sdk/post-error' }],
  // modelcontextprotocol/python-sdk#906, #1070, #534, #666: the clients' post_writer logs what broke a POST and fails nothing
  ["the Python SDK's post_writer error (a disconnect)", pythonSdkClientPhrases, '06/09/2025 17:32:25 PM - 10832 - ERROR - Error in post_writer: Server disconnected without sending a response.',
    { kind: 'failed', phrase: 'python-sdk/post-writer-error', error: 'Server disconnected without sending a response.' }],
  // PrefectHQ/fastmcp#280, python-sdk#666: no text at all is the POST's own httpx timer (its timeout exceptions carry none)
  ["the post_writer error with no text is the POST's timer", pythonSdkClientPhrases, 'Error in post_writer: ', { kind: 'timer-fired', timer: 'host', phrase: 'python-sdk/post-writer-no-reason' }],
  ["… in 1.6's wording too", pythonSdkClientPhrases, 'Error in post writer:', { kind: 'timer-fired', phrase: 'python-sdk/post-writer-no-reason' }],
  ["… behind a logger's prefix", pythonSdkClientPhrases, '2025-05-29 11:07:42,258 - ERROR - Error in post_writer: ', { kind: 'timer-fired', phrase: 'python-sdk/post-writer-no-reason' }],
  ["a reason is not the timer's", pythonSdkClientPhrases, 'Error in post_writer: Server disconnected without sending a response.', { kind: 'failed', phrase: 'python-sdk/post-writer-error' }],
  ["1.6's wording", pythonSdkClientPhrases, 'Error in post writer: ReadTimeout()', { kind: 'failed', error: 'ReadTimeout()' }],
  // awslabs/agentcore-samples#142: httpx's status error on the message's own POST is read as that POST's status
  ["the post_writer's httpx status error gives the POST's status", pythonSdkClientPhrases,
    "Error in post_writer: Client error '403 Forbidden' for url 'https://runtime.example.com/invocations?qualifier=DEFAULT'",
    { kind: 'failed', phrase: 'python-sdk/post-writer-error', status: 403, error: "Client error '403 Forbidden' for url 'https://runtime.example.com/invocations?qualifier=DEFAULT'" }],
  ['a gateway\'s status the same way', pythonSdkClientPhrases, "Error in post_writer: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8000/messages/?session_id=4be1'",
    { kind: 'failed', phrase: 'python-sdk/post-writer-error', status: 502 }],
  // modelcontextprotocol/python-sdk#906: the application's own line as it calls the SDK's call_tool
  ['an app names call_tool, the tool and its argument dict', genericClientPhrases, "INFO call_tool > s http://10.0.0.9:38088/sse push_signal  {'unit': 'A1', 'kind': '2'}",
    { kind: 'request-sent', method: 'tools/call', target: 'push_signal' }],
  // a traceback's source line awaiting the call names its tool (the SDK's frame under it is the same call)
  ['the call awaited in code', genericClientPhrases, '      |     await s.call_tool("search_docs", {"query": "q"}, read_timeout_seconds=1)', { kind: 'request-sent', target: 'search_docs' }],
  ['call_tool with the name quoted', genericClientPhrases, "calling session.call_tool('get_forecast', {'city': 'Oslo'})", { kind: 'request-sent', target: 'get_forecast' }],
  ['call_tool without a dict names no call', genericClientPhrases, 'call_tool returned after 2.1 s', null],
  // modelcontextprotocol/servers#1257: mcpdotnet's stdio transport could not write the initialize; VS's exception helper
  ['the C# client could not send (VS helper)', dotnetSdkClientPhrases, '  Message=Failed to send message', { kind: 'connection-closed', scope: 'connection', error: 'Failed to send message' }],
  ['the C# client could not send (.NET print)', dotnetSdkClientPhrases, 'McpDotNet.Protocol.Transport.McpTransportException: Failed to send message', { kind: 'connection-closed' }],
  ['a state-machine frame of the factory (mcpdotnet)', dotnetSdkClientPhrases, '   at McpDotNet.Client.McpClientFactory.<CreateAsync>d__0.MoveNext()', { kind: 'request-sent', method: 'initialize' }],
  ['a .NET Core frame of the factory', dotnetSdkClientPhrases, '   at ModelContextProtocol.Client.McpClientFactory.CreateAsync(IClientTransport clientTransport)', { kind: 'request-sent', method: 'initialize' }],
  ["an app's own frame is none", dotnetSdkClientPhrases, '   at Ledger.Program.<Main>d__0.MoveNext()', null],
  // microsoft/mcp-on-windows-samples#21: the stdio transport failing the pending initialize when the server's process exits
  ['the C# client\'s server process exited', dotnetSdkClientPhrases, 'Unhandled exception. System.IO.IOException: MCP server process exited unexpectedly (exit code: 1)',
    { kind: 'connection-closed', phrase: 'dotnet-sdk/client-server-process-exited', scope: 'connection', pending: true, exitCode: 1, error: 'MCP server process exited unexpectedly (exit code: 1)' }],
  // modelcontextprotocol/csharp-sdk#362: the earlier SDKs' words for the same
  ['the earlier C# client\'s server shut down', dotnetSdkClientPhrases, "InvalidOperationException: 'The server shut down unexpectedly.'",
    { kind: 'connection-closed', phrase: 'dotnet-sdk/client-server-shut-down', pending: true, error: 'The server shut down unexpectedly' }],
  ['any program\'s own IOException is none', dotnetSdkClientPhrases, 'System.IO.IOException: The process exited unexpectedly', null],
  // openai/codex#46158: rmcp's client refusing a POST's answer by status, through Codex's transport words (the reporter's elisions)
  ["rmcp's unexpected server response, an unknown session", genericClientPhrases,
    'Transport send error: ... StreamableHttpClientWorker ... unexpected server response: HTTP 401: unknown session',
    { kind: 'failed', phrase: 'generic/rmcp-unexpected-server-response', status: 401, error: 'HTTP 401: unknown session' }],
  // modelcontextprotocol/rust-sdk#689: rmcp's servers' own 401 body for an expired session, as the client prints it
  ["rmcp's unexpected server response, the server's 'Session not found'", genericClientPhrases,
    'MCP error: Transport send error: StreamableHttpClientWorker error: Unexpected server response: HTTP 401: Unauthorized: Session not found',
    { kind: 'failed', phrase: 'generic/rmcp-unexpected-server-response', status: 401, error: 'HTTP 401: Unauthorized: Session not found' }],
  ['the bare sentence, no rmcp transport on the line, is none', genericClientPhrases, 'unexpected server response: HTTP 401: unknown session', null],
  // 0xPlaygrounds/rig#1914: rmcp's client starting again after a 404; the message is retried, the caller still waits
  ["rmcp's transparent re-initialization after a 404", rustSdkPhrases,
    'session expired (HTTP 404), attempting transparent re-initialization',
    { kind: 'waiting', phrase: 'rust-sdk/client-session-expired-reinit', status: 404, error: 'session expired (HTTP 404)' }],
  // modelcontextprotocol/rust-sdk#912: the re-initialization aborted the SSE task carrying an in-flight call's answer
  ["rmcp's SSE task cancelled under a call", rustSdkPhrases,
    'sse client event stream terminated with error: Err(TokioJoinError(JoinError::Cancelled(Id(20417))))',
    { kind: 'failed', phrase: 'rust-sdk/client-sse-task-cancelled', error: 'Err(TokioJoinError(JoinError::Cancelled(Id(20417))))' }],
  ['… a stream that ended with another error is none of it', rustSdkPhrases,
    'sse client event stream terminated with error: Err(Transport(Io(ConnectionReset)))', null],
  // rikkahub/rikkahub#730: the Kotlin SDK's SSE client transport after its stream dropped
  ["the Kotlin SDK's transport not initialized", javaSdkPhrases, 'java.lang.IllegalStateException: SseClientTransport is not initialized!',
    { kind: 'failed', phrase: 'kotlin-sdk/client-transport-not-initialized', error: 'SseClientTransport is not initialized!' }],
  ["the Kotlin SDK's Streamable HTTP transport, the same", javaSdkPhrases, 'IllegalStateException: StreamableHttpClientTransport is not initialized',
    { kind: 'failed', phrase: 'kotlin-sdk/client-transport-not-initialized' }],
  ['a server transport is none', javaSdkPhrases, 'IllegalStateException: SseServerTransport is not initialized!', null],
  // rikkahub/rikkahub#1373: the Kotlin SDK's close completing a pending request, its 0.8+ message with no code before it
  ["the Kotlin SDK's connection closed, the app's bracketed class", javaSdkPhrases,
    '"error": "[io.modelcontextprotocol.kotlin.sdk.types.McpException] Connection closed\\nio.modelcontextprotocol.kotlin.sdk.types.McpException: Connection closed\\n\\tat io.modelcontextprotocol.kotlin.sdk.shared.Protocol.doClose(r8-map-id-1:58)',
    { kind: 'connection-closed', phrase: 'kotlin-sdk/connection-closed', pending: true, error: 'Connection closed' }],
  ['… the exception as the JVM prints it', javaSdkPhrases, 'io.modelcontextprotocol.kotlin.sdk.types.McpException: Connection closed',
    { kind: 'connection-closed', phrase: 'kotlin-sdk/connection-closed' }],
  ['… another message of the class is none of it', javaSdkPhrases, 'io.modelcontextprotocol.kotlin.sdk.types.McpException: Connection closed by peer handshake', null],
  // Spring AI's client beans initialize each client: their timeout is an initialize's (spring-projects/spring-ai#4615,
  // alibaba/spring-ai-alibaba#2630), as Spring's BeanInstantiationException prints it
  ["Spring AI's client beans timing out", javaSdkPhrases,
    "Caused by: org.springframework.beans.BeanInstantiationException: Failed to instantiate [java.util.List]: Factory method 'mcpSyncClients' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoDeferContextual)' (and no fallback has been configured)",
    { kind: 'timer-fired', phrase: 'java-sdk/client-bean-initialize-timeout', method: 'initialize', scope: 'connection', limitMs: 20000 }],
  ['… the async beans, as the bean creation error words it', javaSdkPhrases,
    "Error creating bean with name 'mcpAsyncClients': Factory method 'mcpAsyncClients' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 30000ms in 'source(MonoDeferContextual)'",
    { kind: 'timer-fired', phrase: 'java-sdk/client-bean-initialize-timeout', method: 'initialize', limitMs: 30000 }],
  ['… another bean\'s factory is the request timer alone', javaSdkPhrases,
    "Factory method 'weatherTools' threw exception with message: java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoDeferContextual)'",
    { kind: 'timer-fired', phrase: 'java-sdk/request-timeout' }],
  // spring-projects/spring-ai#3178: the legacy SSE transport never got the server's endpoint event, under the beans
  ["the SSE transport's endpoint wait, under the client beans", javaSdkPhrases,
    "Factory method 'mcpSyncClients' threw exception with message: Failed to wait for the message endpoint",
    { kind: 'timer-fired', timer: 'host', phrase: 'java-sdk/client-beans-endpoint-wait-failed', method: 'initialize', scope: 'connection', error: 'Failed to wait for the message endpoint' }],
  // spring-projects/spring-ai#3287: the same wait failing a chat's request: the request is the frames' to name
  ['… failing any other message', javaSdkPhrases, 'io.modelcontextprotocol.spec.McpError: Failed to wait for the message endpoint',
    { kind: 'timer-fired', timer: 'host', phrase: 'java-sdk/endpoint-wait-failed', error: 'Failed to wait for the message endpoint' }],
  ['… the SDK 0.11+ exception class', javaSdkPhrases, 'io.modelcontextprotocol.spec.McpException: Failed to wait for the message endpoint',
    { kind: 'timer-fired', phrase: 'java-sdk/endpoint-wait-failed' }],
  // modelcontextprotocol/java-sdk#451, #882: the client's initialize wrapper, which names no reason
  ["the Java SDK's initialize wrapper", javaSdkPhrases, 'io.modelcontextprotocol.spec.McpError: Client failed to initialize by explicit API call',
    { kind: 'failed', phrase: 'java-sdk/client-initialize-failed', method: 'initialize', scope: 'connection', error: 'Client failed to initialize by explicit API call' }],
  ['… as a RuntimeException in 0.11', javaSdkPhrases, 'java.lang.RuntimeException: Client failed to initialize by explicit API call',
    { phrase: 'java-sdk/client-initialize-failed' }],
  // gradusnikov/eclipse-chatgpt-plugin#65: the client's initialization check refusing a request made before any initialize
  ["the Java client's initialization check, quoted", javaSdkPhrases, '> io.modelcontextprotocol.spec.McpError: Client must be initialized before listing tools',
    { kind: 'failed', phrase: 'java-sdk/client-not-initialized-tools-list', method: 'tools/list', error: 'Client must be initialized before listing tools', unsent: true }],
  ['… before a tool call', javaSdkPhrases, 'McpError: Client must be initialized before calling tools',
    { phrase: 'java-sdk/client-not-initialized-tools-call', method: 'tools/call', unsent: true }],
  ['… before listing resource templates, not resources', javaSdkPhrases, 'Client must be initialized before listing resource templates',
    { phrase: 'java-sdk/client-not-initialized-resources-templates-list', method: 'resources/templates/list' }],
  ['… before setting the logging level', javaSdkPhrases, 'McpError: Client must be initialized before setting logging level',
    { kind: 'failed', phrase: 'java-sdk/client-not-initialized-logging-setLevel', method: 'logging/setLevel', error: 'Client must be initialized before setting logging level' }],
  ['… before a completion', javaSdkPhrases, 'io.modelcontextprotocol.spec.McpError: Client must be initialized before complete completions',
    { kind: 'failed', phrase: 'java-sdk/client-not-initialized-completion-complete', method: 'completion/complete', error: 'Client must be initialized before complete completions' }],
  ['… before a notification, which is no request', javaSdkPhrases, 'McpError: Client must be initialized before sending roots list changed notification', null],
  // modelcontextprotocol/csharp-sdk#325, #1205, #1470: the C# client's handshake deadline and .NET's timeouts under its frames
  ["the C# client's initialization timeout", dotnetSdkClientPhrases, 'System.TimeoutException: Initialization timed out',
    { kind: 'timer-fired', phrase: 'dotnet-sdk/client-initialization-timed-out', method: 'initialize', scope: 'connection' }],
  ["HttpClient's timeout", dotnetSdkClientPhrases, 'System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.',
    { kind: 'timer-fired', timer: 'host', phrase: 'dotnet-sdk/client-httpclient-timeout', limitMs: 10000 }],
  ["the runtime's bare timeout", dotnetSdkClientPhrases, 'Unhandled exception. System.TimeoutException: The operation has timed out.',
    { kind: 'timer-fired', timer: 'host', phrase: 'dotnet-sdk/client-operation-timed-out', error: 'The operation has timed out' }],
  // quarkiverse/quarkus-langchain4j#1581: Vert.x's blocked-thread warning (the reader keeps it only under a client frame)
  ["Vert.x's blocked-thread warning", javaSdkPhrases,
    'Thread Thread[vert.x-eventloop-thread-0,5,main] has been blocked for 3337 ms, time limit is 2000 ms: io.vertx.core.VertxException: Thread blocked',
    { kind: 'waiting', phrase: 'vertx/thread-blocked-in-client-call', elapsedMs: 3337 }],
  ['… a worker thread past its 60 s limit', javaSdkPhrases,
    'Thread Thread[vert.x-worker-thread-1,5,main] has been blocked for 60770 ms, time limit is 60000 ms',
    { kind: 'waiting', phrase: 'vertx/thread-blocked-in-client-call', elapsedMs: 60770 }],
  // rmcp's TransportClosed in an app's sentence about the operation (janhq/jan#7891, MayDay-wpf/snow-app#51, openai/codex#5671)
  ["an rmcp client's tool listing on a closed transport", genericClientPhrases, 'failed to list tools: Transport closed',
    { kind: 'connection-closed', phrase: 'generic/operation-transport-closed', pending: true, error: 'Transport closed' }],
  ['… a tool call naming its method', genericClientPhrases, 'External MCP tools/call failed: Transport closed',
    { kind: 'connection-closed', phrase: 'generic/operation-transport-closed', error: 'Transport closed' }],
  ['… the method alone before it', genericClientPhrases, 'tools/call failed: Transport closed',
    { kind: 'connection-closed', phrase: 'generic/operation-transport-closed' }],
  // vercel/ai#5586: the Vercel AI SDK's client rejecting its pending requests as its transport closed, the line alone
  ["the AI SDK client's close alone, as Next.js prints it", genericClientPhrases, 'Error [MCPClientError]: Connection closed',
    { kind: 'connection-closed', phrase: 'generic/ai-sdk-client-closed-alone', method: 'initialize', scope: 'connection', error: 'Connection closed' }],
  ['… as Node prints it', genericClientPhrases, 'MCPClientError: Connection closed', { phrase: 'generic/ai-sdk-client-closed-alone' }],
  ['… with words after it is not alone', genericClientPhrases, 'MCPClientError: Connection closed by the load balancer after 30s', null],
  // ai-hero-dev/ai-sdk-v6-crash-course#7: the same client's SSE transport refusing its event stream at connect (405)
  ["the AI SDK's SSE stream refused at connect", genericClientPhrases, '`MCPClientError: MCP SSE Transport Error: 405 Method Not Allowed`',
    { kind: 'failed', phrase: 'generic/ai-sdk-sse-stream-refused-alone', method: 'initialize', scope: 'connection', error: 'MCP SSE Transport Error: 405 Method Not Allowed' }],
  ['… as Next.js prints it', genericClientPhrases, 'Error [MCPClientError]: MCP SSE Transport Error: 401 Unauthorized', { phrase: 'generic/ai-sdk-sse-stream-refused-alone' }],
  ['… under the error\'s own name', genericClientPhrases, 'AI_MCPClientError: MCP SSE Transport Error: 404 Not Found', { phrase: 'generic/ai-sdk-sse-stream-refused-alone', error: 'MCP SSE Transport Error: 404 Not Found' }],
  ['… the message alone', genericClientPhrases, 'MCP SSE Transport Error: 502 Bad Gateway', { phrase: 'generic/ai-sdk-sse-stream-refused-alone' }],
  // cloudflare/playwright-mcp#21: an app's onUncaughtError hook printing undici's terminated (a workers.dev SSE stream
  // cut by the body timeout): the connection's loss, naming and implying no request.
  ["an app's MCP client hook printing undici's terminated", genericClientPhrases, 'mcp client error: TypeError: terminated',
    { kind: 'connection-closed', phrase: 'generic/mcp-client-hook-terminated', error: 'TypeError: terminated' }],
  ['… a sentence going on after it is not the bare cut', genericClientPhrases, 'mcp client error: TypeError: terminated while calling tool x', null],
  ['… under a tool call\'s words it is that call\'s', genericClientPhrases, 'Error executing tool x: MCP SSE Transport Error: 500 Internal Server Error', { phrase: 'generic/calling-tool-failed', method: 'tools/call' }],
  ['… its refused POST is not the stream', genericClientPhrases, 'MCPClientError: MCP SSE Transport Error: POSTing to endpoint (HTTP 500): boom', null],
  ['… no operation named: any transport\'s words', genericClientPhrases, 'Transport closed', null],
  ['… a socket\'s words are no MCP request', genericClientPhrases, 'websocket: Transport closed by peer', null],
  // PrefectHQ/fastmcp#937: the Streamable HTTP client's read of a request's SSE answer timed out (Rich condensed the
  // record to the exception's name on the next line; the reader joins the label and it)
  ["the Streamable HTTP client's SSE answer read timed out", pythonSdkClientPhrases, 'Error reading SSE stream: ReadTimeout',
    { kind: 'timer-fired', timer: 'host', phrase: 'python-sdk/sse-response-read-timeout', error: 'ReadTimeout' }],
  // PrefectHQ/fastmcp#442: the same with httpx's qualified name
  ['… httpx.ReadTimeout', pythonSdkClientPhrases, 'Error reading SSE stream: httpx.ReadTimeout: timed out',
    { kind: 'timer-fired', phrase: 'python-sdk/sse-response-read-timeout' }],
  ['… the stream cut by the peer', pythonSdkClientPhrases, 'Error reading SSE stream: httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)',
    { kind: 'failed', phrase: 'python-sdk/sse-response-read-failed', error: 'httpx.RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)' }],
  ['… the label alone says nothing (a traceback or the exception follows)', pythonSdkClientPhrases, 'Error reading SSE stream:', null],
  ['… nor the label over the traceback', pythonSdkClientPhrases, 'Error reading SSE stream: Traceback (most recent call last):', null],
  // spring-projects/spring-ai-examples#24: the WebFlux SSE client's GET of the stream refused, so no initialize was posted
  ["the Java WebFlux SSE client's refused stream GET", javaSdkPhrases,
    '11:49:53.510 [reactor-http-nio-2] ERROR io.modelcontextprotocol.client.transport.WebFluxSseClientTransport -- Fatal SSE error, not retrying: 404 Not Found from GET http://localhost:18090/sse',
    { kind: 'failed', phrase: 'java-sdk/webflux-sse-get-refused', method: 'initialize', scope: 'connection', status: 404, error: '404 Not Found from GET http://localhost:18090/sse' }],
  ['… not a stream that opened and then broke', javaSdkPhrases,
    'ERROR io.modelcontextprotocol.client.transport.WebFluxSseClientTransport [] - Fatal SSE error, not retrying: 200 OK from GET http://localhost:17000/events, but response failed with cause: reactor.netty.http.client.PrematureCloseException: Connection prematurely closed DURING response', null],
  // supercorp-ai/supergateway#43: supergateway's SSE-to-stdio connect refused, printed as its fatal error
  ["supergateway's fatal SSE connect refusal", supergatewayPhrases, 'Fatal error: SseError: SSE error: Non-200 status code (404)',
    { kind: 'failed', phrase: 'supergateway/fatal-sse-non-200', method: 'initialize', scope: 'connection', status: 404, error: 'SSE error: Non-200 status code (404)' }],
  ['… not a network failure of it', supergatewayPhrases, 'Fatal error: SseError: SSE error: TypeError: fetch failed: getaddrinfo ENOTFOUND verywrong.me', null],
  // oraios/serena#487: httpx's line for the legacy SSE stream's GET answered 200 opens a new session
  ["httpx's GET of the SSE stream answered 200", pythonHttpxExchangePhrases, 'HTTP Request: GET https://xxx.dev/gw/mcp/indexer/sse "HTTP/1.1 200 OK"',
    { kind: 'connecting', phrase: 'python-sdk/httpx-sse-stream-opened', scope: 'connection', sseSession: true }],
  ['… not a Streamable HTTP GET', pythonHttpxExchangePhrases, 'HTTP Request: GET http://localhost:8000/mcp "HTTP/1.1 200 OK"', null],
  ['… nor a refused one', pythonHttpxExchangePhrases, 'HTTP Request: GET http://localhost:8000/sse "HTTP/1.1 404 Not Found"', null],
];

describe('SDK words printed by others', () => {
  it.each(CASES)('%s', (_n, rows, text, want) => {
    const got = readSaid(rows, text.trim());
    if (want === null) expect(got).toBeNull();
    else {
      // `id: undefined` in a row's want: the line names no request, so the event carries no id at all.
      const { id, ...rest } = want;
      expect(got).toMatchObject('id' in want && id === undefined ? rest : want);
      if ('id' in want && id === undefined) expect(got).not.toHaveProperty('id');
    }
  });

  it('a POST\'s status says no method and no connection scope', () => {
    const got = readSaid(pythonSdkClientPhrases, "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/mcp'");
    expect(got?.method).toBeUndefined();
    expect(got?.scope).toBeUndefined();
  });

  it("reads an Envoy JSON record whose path repeats an MCP segment and breaks off in linear time", () => {
    // A path of 15,000 `/mcp` and a record cut after it: each segment once rescanned the rest of the path (3 s).
    const cut = `{"method":"POST","path":"${'/mcp'.repeat(15_000)}x,"response_code":"503"}`;
    const t0 = performance.now();
    expect(readSaid(httpExchangePhrases, cut)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(250);
    // The same path closed is still read.
    expect(readSaid(httpExchangePhrases, `{"method":"POST","path":"${'/mcp'.repeat(15_000)}","response_code":"503","response_flags":"UH"}`)?.phrase).toBe('envoy/json-access-post-refused');
  });

  it('every row cites a thread and ids are unique', () => {
    for (const rows of [pythonSdkClientPhrases, typescriptServerPhrases]) {
      for (const r of rows) expect(r.seen.length, r.id).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
  });
});

describe('a pasted curl command that sends no MCP message', () => {
  it.each([
    ['a HEAD probe', 'curl -I https://knowledge.example.net', true],
    ['a HEAD probe, long flag, after a prompt', '$ curl --head -s https://host/mcp', true],
    ['a plain GET', 'curl -s https://host/mcp', true],
    ['a POST with a body', `curl -X POST https://host/mcp -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0"}'`, false],
    ['a body alone (curl POSTs it)', `curl -i https://host/mcp --data-raw '{"jsonrpc":"2.0"}'`, false],
    ['--json', `curl https://host/mcp --json '{"jsonrpc":"2.0"}'`, false],
    ['an explicit POST with no body (no message is the body)', 'curl -i -X POST https://host/mcp', true],
    ['-XPOST glued, no body', 'curl -XPOST https://host/mcp', true],
    ['a body from a file, glued', 'curl -X POST https://host/mcp -d@initialize.json', false],
    ['--data-ascii', `curl https://host/mcp --data-ascii '{"jsonrpc":"2.0"}'`, false],
  ])('%s', (_n, cmd, probe) => {
    expect(curlSendsNoMessage(cmd)).toBe(probe);
  });
});

describe("a server's own log of the GET streams a client held open", () => {
  // n8n-io/n8n#31056: the server cut each GET after its own limit and logged it 2xx, then the client's reconnect; the text
  // is claimed on the connect line, and no request is listed: a GET stream carries none.
  it('is read, with no request listed', async () => {
    const path = tempFile('held-get-streams.log', [
      'GET /api/mcp 200 [ASYNC: canceled] 600071ms',
      'MCP client connected: @n8n/n8n-nodes-langchain.mcpClientTool 1.2',
      'GET /api/mcp 200 [ASYNC: canceled] 600058ms',
      'MCP client connected: @n8n/n8n-nodes-langchain.mcpClientTool 1.2',
    ].join('\n') + '\n');
    const r = await analyze([path], { tz: 'UTC', all: true });
    expect((r.inputs[0] as { format?: string }).format).toBe('jsonrpc-in-text');
    expect(r.requests).toEqual([]);
  });
});
