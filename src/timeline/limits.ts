/**
 * The bounds that keep the timeline's memory proportional to open requests and incidents,
 * not to the size of the capture (shared/design/architecture.md, "Streaming and bounded").
 * Each is a count, never a time: output must not depend on how fast the capture is read.
 */

/**
 * A request answered cleanly is held until this many more requests have started in its
 * session, so that a late cancel (the TS SDK's stale maxTotalTimeout cancel arrives ~0.4 s
 * after the result, shared/reference/sdk-behaviour.md #6), a duplicate response or progress-after-response
 * still attach to it. Then it is emitted and forgotten.
 */
export const CLEAN_HOLD_REQUESTS = 256;

/**
 * Builder-wide: a cleanly answered request is emitted at the latest once this many more requests
 * have started in any session. A session that goes quiet without ending (a Claude lifetime
 * superseded with no close line and no initialize; a VS Code restart without "Stopped") would
 * otherwise keep its last CLEAN_HOLD_REQUESTS answered requests to the end of the capture, each
 * such session its own: 20,000 of them held 20,000 requests. 4,096 starts are far more than
 * arrive in the ~0.4 s a late cancel takes, so only an idle session's holds are cut short.
 */
export const CLEAN_HOLD_ALL_REQUESTS = 4096;

/**
 * A session that ends with unanswered requests is held this many more request starts (in any
 * session of the builder) so that a retry after a restart (incidents A6) can still be added
 * to the earlier request's `retries`.
 */
export const RETRY_WINDOW_REQUESTS = 256;

/** Per session: ids of emitted requests remembered to label a late cancel "already finished". */
export const FINISHED_MEMORY = 1024;

/** Per session: non-integer request keys remembered to keep `#n` suffixes unique. */
export const STRING_KEY_MEMORY = 4096;

/** Per session: HTTP streams linked to no request (notification POSTs, GET streams). */
export const UNLINKED_STREAMS = 1024;

/** Per session: SSE event ids remembered for `Last-Event-ID` resumption. */
export const EVENT_ID_MEMORY = 4096;

/** Builder: emitted unanswered requests remembered as retry candidates. */
export const RETRY_EMITTED_MEMORY = 1024;

/** Builder: candidates kept per (from, method, target). */
export const RETRY_PER_CALL = 64;

/** Per request: stored progress events / log events / non-JSON entries; beyond, the newest replaces the last kept. */
export const PROGRESS_PER_REQUEST = 2000;
export const LOGS_PER_REQUEST = 1000;
export const NON_JSON_PER_REQUEST = 20;
/** Per request: cancel / duplicate-response / task entries kept; beyond, the newest replaces the last kept. */
export const CANCELS_PER_REQUEST = 1000;
export const RESPONSES_PER_REQUEST = 1000;
export const TASK_ENTRIES_PER_REQUEST = 1000;
/**
 * Per request: later requests that repeat it (`retries` and its retry entries). A host polling one call every few
 * seconds after one timed out repeated it 80,000 times in a 60 MB log, one entry each; the rules only read the
 * first and the latest, and the report shows the first, the count and the last.
 */
export const RETRIES_PER_REQUEST = 100;
/** Per request: keep-alive entries that do not collapse into a run of one stream (alternating streams). */
export const KEEPALIVES_PER_REQUEST = 1000;
/** Per request: http-status entries from exchanges that answer no known request (a GET stream refused, a notification POST failing). */
export const OTHER_STATUS_PER_REQUEST = 20;

/** Per session: orphans and non-JSON lines kept; the rest are counted in `dropped`. */
export const ORPHANS_PER_SESSION = 1000;
/** The host's words of a connection's failure kept per session (a host that retries logs one per attempt). */
export const CONNECTION_FAILURES_PER_SESSION = 20;
/** The host's words about its own protocol's requests (HostSaid.ownProtocol) kept per session, the same bound. */
export const OWN_REQUEST_WORDS_PER_SESSION = 20;

/** Crash evidence: server stderr lines kept before a transport close. */
export const STDERR_BEFORE_CLOSE = 3;

/** Longest text copied into an entry's `detail`. */
export const DETAIL_MAX = 200;
