/**
 * An Elixir MCP server on Hermes (cloudwalk/hermes-mcp, continued as anubis-mcp): its own words in the server's Logger
 * output (formats/elixir-logger.ts). Hermes runs one server process per server module (`GenServer {Hermes.Server.Registry,
 * {:server, <module>}}`) and one transport process in front of it (`{:transport, <module>, :streamable_http}`); the HTTP
 * Plug waits on the transport, the transport on the server, each through a GenServer.call.
 *
 * - At debug level Hermes' telemetry prints each message the transport hands on (`MCP transport details: %{message: %{"id"
 *   => 10, …, "method" => "tools/call", …}, session_id: …}`): the request, as the server received it.
 * - A handler that raises takes the server process down with the request in hand: Logger's crash report `GenServer
 *   {Hermes.Server.Registry, {:server, <module>}} terminating`, the exception, and the frames, the handler's frame with the
 *   request map it was given (a tools/call or prompts/get without `arguments` matched no clause of Hermes 0.13's handler:
 *   cloudwalk/hermes-mcp#209, #215). The server answers nothing for it; the call the transport and the Plug were waiting in
 *   exits with the crash, so the client's POST ends in an error from the server's side: the request failed in the server.
 *   The same crash at debug level first, as the `terminating` event's details (`%{reason: {:function_clause, [{<handler>,
 *   :handle_call, [<request map>, …]} …]}`).
 * - The Plug's own GenServer.call to the transport kept OTP's default 5000 ms while the tool ran in a task bounded by the
 *   server's request_timeout (30 s): a tool slower than 5 s exits the Plug with `** (exit) exited in: GenServer.call({:via,
 *   Registry, {Hermes.Server.Registry, {:transport, …}}}, {:handle_message_for_sse, …}, 5000)` / `** (EXIT) time out`, and
 *   the client's POST gets the web server's 500 while the server's task goes on (cloudwalk/hermes-mcp#251, which makes the
 *   call :infinity). A timer of the server's own, not the client's: the request failed on the server's side, and what the
 *   task did the line does not say.
 *
 * An Elixir map prints a string key as `"method" => "tools/call"`; the rows read the first request map on the line.
 */
import type { HostPhrase } from './phrase.js';

/** The request map's members, wherever they stand in it (Elixir sorts a small map's keys). */
// The id without its quotes (a string id that is all digits reads as a number: the rows cannot tell them apart).
// The target: the params map's own "name", past any member map sorted before it ("arguments" => %{…}); lookaheads only,
// the optional part inside one (an optional group that matches nothing is skipped, its name lost).
const REQUEST_MAP = String.raw`(?=[^\n]*?"id" => "?(?<id>[^",}\s\\]+))(?=[^\n]*?"method" => "(?<method>[\w/.-]+)")(?=(?:[^\n]*?"params" => %\{(?:[^{}]|%\{[^{}]*\})*?"name" => "(?<target>[^"\\]+)")?)`;

/**
 * An Anubis/Hermes client process's own GenServer.call, as OTP's exit report prints it: the calls a client application
 * makes into its client (`:get_server_capabilities`, `:get_server_info`, `:get_client_info`, `{:operation, …}`). The
 * `anubis/client-call-timeout` row reads their timeout, and anubisSpeaker says such a report is the client's.
 */
const CLIENT_CALL = String.raw`exited in: GenServer\.call\([^,]+, (?::get_server_capabilities|:get_server_info|:get_client_info|\{:operation, )`;
const CLIENT_CALL_EXIT_RE = new RegExp(String.raw`^\*\* \((?:exit|stop)\) ${CLIENT_CALL}`);

export const hermesPhrases: readonly HostPhrase[] = [
  {
    id: 'hermes/server-process-crashed',
    said: 'failed',
    hint: 'Hermes.Server.Registry, {:server, ',
    // Read on the report the reader joined (elixir-logger.ts rowRest): the exception up to the first frame, and the
    // request map the first frame was called with.
    re: new RegExp(String.raw`^GenServer \{Hermes\.Server\.Registry, \{:server, [\w.]+\}\} terminating\b\s*(?<error>\*\* \([\w.]+\) [^\n]*?)(?=\s+\([\w-]+ [\w.-]+\) |\s*$)` + String.raw`(?:[^\n]*?\(%\{` + REQUEST_MAP + ')?'),
    speaker: 'server',
    seen: ['cloudwalk/hermes-mcp#209', 'cloudwalk/hermes-mcp#215'],
  },
  {
    // The same crash as the telemetry's `terminating` event tells it at debug level, the exception as a reason tuple.
    id: 'hermes/server-terminating-reason',
    said: 'failed',
    hint: 'MCP event details: %{reason: {',
    re: new RegExp(String.raw`^MCP event details: %\{reason: \{(?<error>:[a-z_]+), \[\{Hermes\.Server\.Handlers\.[\w.]+, :\w+, \[%\{` + REQUEST_MAP),
    speaker: 'server',
    seen: ['cloudwalk/hermes-mcp#209'],
  },
  {
    id: 'hermes/transport-message',
    said: 'request-sent',
    hint: 'MCP transport details: %{message: %{',
    re: new RegExp(String.raw`^MCP transport details: %\{message: %\{` + REQUEST_MAP),
    speaker: 'server',
    seen: ['cloudwalk/hermes-mcp#209'],
  },
  {
    // Anubis' Logging prints each message a side sends or receives as `[MCP message] <direction> <type>: <summary>`,
    // the summary `id=<id> method=<method>` for a request (lib/anubis/logging.ex create_message_summary). The client
    // logs its outgoing requests and every incoming message (lib/anubis/client.ex); the server only its own outgoing
    // requests and notifications (server_requests.ex). The reader says whose line it is (elixir-logger.ts
    // anubisSpeaker): a client's request sent (zoedsoupe/anubis-mcp#120: the interactive CLI's initialize).
    id: 'anubis/message-outgoing-request',
    said: 'request-sent',
    hint: '[MCP message] outgoing request: ',
    re: /^\[MCP message\] outgoing request: id=(?!none )(?<id>\S+) method=(?<method>[\w/.-]+)\s*$/,
    seen: ['zoedsoupe/anubis-mcp#120'],
  },
  {
    // The answer the client received, its summary `id=<id> success` or `id=<id> error: <code>`: only a client logs
    // incoming messages (client.ex handle_response).
    id: 'anubis/message-incoming-response',
    said: 'completed',
    hint: '[MCP message] incoming response: ',
    re: /^\[MCP message\] incoming response: id=(?<id>\S+) success\s*$/,
    seen: ['zoedsoupe/anubis-mcp#120'],
  },
  {
    id: 'anubis/message-incoming-error',
    said: 'failed',
    hint: '[MCP message] incoming ',
    re: /^\[MCP message\] incoming (?:response|error): id=(?<id>\S+)(?: (?<error>error: -?\d+))?\s*$/,
    seen: ['zoedsoupe/anubis-mcp#120'],
  },
  {
    // A client application's own call into its Anubis/Hermes client process that outlived GenServer.call's timeout
    // (OTP's default 5000 ms) while the request it waits on is in flight: the caller exits `time out` and sends
    // nothing (the interactive CLI's `GenServer.call(#PID<…>, :get_server_capabilities, 5000)` while its initialize
    // went unanswered: zoedsoupe/anubis-mcp#120; the same nested timeout of the client's operation call:
    // cloudwalk/hermes-mcp#69, #71). The client's own timer; the request is the one it was waiting on.
    id: 'anubis/client-call-timeout',
    said: 'timer-fired',
    timer: 'host',
    hint: '** (EXIT) time out',
    re: new RegExp(String.raw`^\*\* \((?:exit|stop)\) (?<error>${CLIENT_CALL}[\s\S]*?, \d+\)\s+\*\* \(EXIT\) time out)\b`),
    seen: ['zoedsoupe/anubis-mcp#120'],
  },
  {
    // Anubis' Streamable HTTP Plug checks the MCP-Protocol-Version header before it reads the body: a version outside
    // the server's list is answered HTTP 400 (`send_error(conn, 400, "Unsupported MCP-Protocol-Version: …")`, a JSON-RPC
    // -32603 under an id the server mints, since no body was read), after this warning. The server refused the POST
    // that carried the header; which request it was, the line does not say (zoedsoupe/anubis-mcp#295: a 2026-07-28
    // client's every request refused this way, the connection never made).
    id: 'anubis/unsupported-protocol-version',
    said: 'http-status',
    status: 400,
    hint: 'MCP transport event: unsupported_protocol_version',
    re: /^MCP transport event: (?<error>unsupported_protocol_version)\s*$/,
    speaker: 'server',
    seen: ['zoedsoupe/anubis-mcp#295'],
  },
  {
    // The Plug's exit is the HTTP exchange's end: the web server answers a handler that crashed with 500 (Plug.Cowboy,
    // Bandit), whatever the task behind it went on to do. The server's answer to the POST, not its handler's failure.
    id: 'hermes/plug-transport-call-timeout',
    said: 'http-status',
    status: 500,
    hint: 'Hermes.Server.Registry, {:transport, ',
    re: /^\*\* \((?:exit|stop)\) (?<error>exited in: GenServer\.call\(\{:via, Registry, \{Hermes\.Server\.Registry, \{:transport, [\w.]+, :\w+\}\}\}, \{:handle_message(?:_for_sse)?\b.*?, \d+\)\s+\*\* \(EXIT\) time out)\s*$/,
    speaker: 'server',
    seen: ['cloudwalk/hermes-mcp#251'],
  },
];

/** Methods only a server sends: its own outgoing requests (Anubis logs them as the server's, server_requests.ex). */
const SERVER_SENT_RE = /^(?:sampling|roots|elicitation)\/|^ping$/;

/**
 * Whose words an Anubis/Hermes Logger record is when the record itself shows it (the reader's lines are otherwise the
 * server's): a request it sent whose method a client sends, any message it received (only the client logs those), and
 * a client call that timed out (the `anubis/client-call-timeout` row's calls). Null when the record does not say.
 */
export function anubisSpeaker(msg: string): 'client' | null {
  const out = /^\[MCP message\] outgoing request: id=\S+ method=([\w/.-]+)/.exec(msg);
  if (out !== null) return SERVER_SENT_RE.test(out[1]!) ? null : 'client';
  if (msg.startsWith('[MCP message] incoming ')) return 'client';
  if (CLIENT_CALL_EXIT_RE.test(msg)) return 'client';
  return null;
}

/**
 * A Hermes server's own modules in a line, or its Logging words: the log is an Elixir MCP server's. The project went on
 * as anubis-mcp with the same layout under `Anubis.` (zoedsoupe/anubis-mcp#120, #295), and its Logging prints
 * `MCP transport event: <event>` / `MCP server event: <event>` with their `… details: %{…}` at whatever level the event is
 * configured to (a refused protocol version is a warning: `lib/anubis/logging.ex`, `streamable_http/plug.ex`); Logger's
 * metadata (`request_id=…`) may stand before the level. `MCP client event:` is a client's, not this reader's. Its
 * message records (`[MCP message] outgoing request: id=… method=…`) are its own too, on either side: the reader says
 * whose each is (anubisSpeaker).
 */
export const HERMES_SERVER_RE =
  /\b(?:Hermes|Anubis)\.Server\.(?:Registry|Base|Handlers|Transport)\b|^(?:\S+ )*\[(?:debug|info|notice|warning|warn|error)\] (?:MCP (?:transport details: %\{|(?:transport|server) event: [a-z_]+\s*$|event details: %\{)|\[MCP message\] (?:outgoing|incoming) (?:request|response|notification|error): )/;
