/**
 * Emacs' jsonrpc.el, as MCP clients built on it log their connection (mcp.el, which gptel uses for MCP tools:
 * lizqwerscott/mcp.el). Its events buffer (`*<server> events*`, shown by `mcp-hub`'s `l`) writes one header per
 * message: `[jsonrpc] e[HH:MM:SS.mmm] --> <method>[<id>] ` for a request sent, `<-- <method>[<id>] ` for its answer
 * (the body follows on the same line as JSON in older builds, as a pretty-printed plist on the lines under it in
 * newer ones: lizqwerscott/mcp.el#68, #75), and `[jsonrpc] i[HH:MM:SS.mmm] [<id>] timed-out request ':<method>'` when
 * its own request timer fires (jsonrpc.el's `jsonrpc-request` / `jsonrpc-async-request` `:timeout`, 10 s by default).
 * On that timer jsonrpc.el only drops the request's continuation and runs the timeout function: it sends nothing to
 * the server (no `notifications/cancelled`), so the request is abandoned by the host's own deadline
 * (lizqwerscott/mcp.el#10, where an SSE server's answers never reached mcp.el).
 */
import type { HostPhrase } from './phrase.js';

/** A JSON-RPC method as jsonrpc.el prints it (MCP's `tools/list`, `notifications/initialized`). */
const METHOD = String.raw`(?<method>[A-Za-z$][\w$./-]*)`;

export const emacsJsonrpcPhrases: readonly HostPhrase[] = [
  {
    // jsonrpc.el's own request timer: the method is printed as the keyword it was passed as (":tools/list").
    id: 'emacs-jsonrpc/timed-out-request',
    said: 'timer-fired',
    timer: 'host',
    scope: 'request',
    hint: 'timed-out request',
    re: new RegExp(String.raw`^\[(?<id>\d+)\] timed-out request '?:?${METHOD}'?`),
    seen: ['lizqwerscott/mcp.el#10'],
  },
  {
    // jsonrpc.el's own event when the server's process changed state (Emacs' process sentinel): the plist under an
    // `[internal] <ctime>:` header, `(:message "Connection state changed" :change "killed: 9\n")` (lizqwerscott/mcp.el#41,
    // the title of #68), or "exited abnormally with code 1". The connection is gone with whatever it carried.
    id: 'emacs-jsonrpc/connection-state-changed',
    said: 'connection-closed',
    scope: 'connection',
    pending: true,
    hint: 'Connection state changed',
    re: /^\(:message "Connection state changed" :change "(?<error>(?:killed|exited abnormally|finished|deleted|failed|connection broken)[^"\\]*)/,
    seen: ['lizqwerscott/mcp.el#41', 'lizqwerscott/mcp.el#68'],
  },
  {
    // An answer whose body, on the same line, is an error (older builds print the JSON there; the plist of newer
    // ones starts on the header line when it is short): the server's error.
    id: 'emacs-jsonrpc/error-received',
    said: 'failed',
    hint: '<-- ',
    re: new RegExp(String.raw`^<-- ${METHOD}\[(?<id>\d+)\].*?(?<error>:error \(:code -?\d+ :message "[^"]*"|"error":\{"code":-?\d+,"message":"[^"]*")`),
    seen: ['lizqwerscott/mcp.el#10'],
  },
  {
    // The answer to a request: jsonrpc.el names the request's method and id on it.
    id: 'emacs-jsonrpc/reply-received',
    said: 'completed',
    hint: '<-- ',
    re: new RegExp(String.raw`^<-- ${METHOD}\[(?<id>\d+)\](?!.*(?::error \(|"error":))`),
    seen: ['lizqwerscott/mcp.el#68', 'lizqwerscott/mcp.el#75'],
  },
  {
    // A request sent (a notification has no `[<id>]`: not a request).
    id: 'emacs-jsonrpc/request-sent',
    said: 'request-sent',
    hint: '--> ',
    re: new RegExp(String.raw`^--> ${METHOD}\[(?<id>\d+)\]`),
    seen: ['lizqwerscott/mcp.el#10', 'lizqwerscott/mcp.el#68', 'lizqwerscott/mcp.el#75'],
  },
];
