/**
 * Zed's sentences about context servers (MCP), from `Zed.log` (`zed: open log`). Zed's client
 * (`crates/context_server/src/client.rs`) logs a request whose timer fired as
 * `cancelled csp request task for "<method>" id <id> which took over <limit>` and gives up on it
 * (in the builds that print that wording the timeout path sends no `notifications/cancelled`).
 * Newer builds say which phase ran out, `after the response exceeded <limit>` or `after the queue
 * exceeded <limit>`, and on the response timer they send `notifications/cancelled` for a request
 * already issued — never for `initialize`, never for one still queued (client.rs
 * `queue_cancellation_if_issued`; its tests `request_timeout_removes_handler_and_aborts_transport` and
 * `initialize_timeout_does_not_notify_server`). The failed start that follows names
 * the server; the timer line does not (the reader joins them, formats/zed.ts).
 * Default limit 60 s (`context_server_timeout`; helixml/helix#2320).
 */
import type { HostPhrase } from './phrase.js';

export const zedPhrases: readonly HostPhrase[] = [
  {
    // The builds with this wording drop the request on their timer without a cancel: the host's deadline.
    id: 'zed/request-timed-out',
    said: 'timer-fired',
    timer: 'host',
    hint: 'cancelled csp request task for',
    re: /^cancelled csp request task for "(?<method>[^"]+)" id (?<id>\S+) which took over (?<limit>[\d.]+\s*[a-zµ]*s)/,
    seen: ['maquina-app/rails-mcp-server#33', 'zed-industries/zed#44786', 'LoamStudios/zed-mcp-server-github#27'],
  },
  {
    // The newer wording, the request issued and waiting for its response: Zed cancels it as its timer
    // fires (protocol/hosts.ts, row zed). A long tool call cut at the timeout though the server was still
    // sending progress is this line (zed-industries/zed#56774, zed-industries/zed#32668).
    id: 'zed/request-timed-out-phase',
    said: 'timer-fired',
    hint: 'cancelled csp request task for',
    re: /^cancelled csp request task for "(?<method>(?!initialize")[^"]+)" id (?<id>\S+) after the response exceeded (?<limit>[\d.]+\s*[a-zµ]*s)/,
    seen: ['zed-industries/zed (crates/context_server/src/client.rs, 2026 wording)', 'zed-industries/zed#56774'],
  },
  {
    // The newer wording where no cancel goes out: a request still in Zed's outbound queue (never sent), or
    // the initialize, which the spec forbids cancelling. Zed stops waiting: the host's deadline.
    id: 'zed/request-timed-out-uncancelled',
    said: 'timer-fired',
    timer: 'host',
    hint: 'cancelled csp request task for',
    re: /^cancelled csp request task for "(?<method>[^"]+)" id (?<id>\S+) after the (?:response|queue) exceeded (?<limit>[\d.]+\s*[a-zµ]*s)/,
    seen: ['zed-industries/zed (crates/context_server/src/client.rs, 2026 wording)'],
  },
  {
    // The start failed because the initialize timer fired (it restates the line above when that one is there).
    id: 'zed/failed-to-start-timeout',
    said: 'timer-fired',
    hint: 'context server failed to start: Context server request timeout',
    re: /^(?<server>\S+) context server failed to start: Context server request timeout/,
    method: 'initialize',
    scope: 'connection',
    seen: ['maquina-app/rails-mcp-server#33', 'zed-industries/zed#44786'],
  },
  {
    // The same error as Zed's settings panel shows it for the server, with nothing else: what a reporter copies when
    // the log holds nothing ("Error: Context server request timeout.": akbxr/zed-mcp-server-context7#1; the panel's
    // red state in zed-industries/zed#52076). Zed's client bails with it when a request's timer fires; shown for a
    // server, it is the start's initialize, on which Zed never sends a cancel.
    id: 'zed/request-timeout-bare',
    said: 'timer-fired',
    timer: 'host',
    hint: 'Context server request timeout',
    re: /^(?:Error:\s*)?Context server request timeout\.?$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['akbxr/zed-mcp-server-context7#1', 'zed-industries/zed#52076', 'evalops/deep-code-reasoning-mcp#1'],
  },
  {
    id: 'zed/failed-to-start',
    said: 'failed',
    hint: 'context server failed to start: ',
    re: /^(?<server>\S+) context server failed to start: (?<error>.+)$/,
    method: 'initialize',
    scope: 'connection',
    seen: ['zed-industries/zed#44786'],
  },
  {
    // The stdio transport's write to a server whose process is gone.
    id: 'zed/broken-pipe',
    said: 'connection-closed',
    hint: 'Broken pipe',
    re: /^Broken pipe \(os error 32\)/,
    scope: 'connection',
    seen: ['zed-industries/zed#63718'],
  },
];
