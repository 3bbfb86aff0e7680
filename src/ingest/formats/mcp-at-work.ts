/**
 * A log that shows an MCP server or client at work but holds no request: a server's start banner ("Weather MCP
 * Server running on stdio", "MCP server started and ready to accept connections"), a host's connection lines
 * ("Connected to MCP server 'docs'"), tools registered or listed by an MCP client. Such a log is what a user has
 * when a request never reached the log at all (the app froze after the server said it was ready:
 * syahiidkamil/mcp-postgres-full-access#5), and what they want back is "nothing failed in what was read", not
 * "not a capture": the file is an MCP log, it just says nothing went wrong.
 *
 * The bar is kept where the project's other rules put it: the words must say MCP themselves (a log with no MCP
 * word stays refused: an app's own "request cancelled" lines, a Copilot pane that never names MCP), and they
 * must be a log's line, not a sentence of someone's prose quoting them: the line carries a log's clock or a level
 * word, and the MCP words open the line's message (after the clock, the level and a few bracketed tags) rather
 * than sitting mid-sentence.
 */

/** A line's clock, as logs commonly write it: ISO or Go's slashes, bracketed or not; a time of day alone. */
const CLOCK_RE = /^\s*\[?(?:\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?|\d\d:\d\d:\d\d(?:[.,]\d{1,3})?Z?)\]?(?:\s*\|)?\s+/;
/** A level word opening the message (bracketed, padded, or with a colon as uvicorn and Python's basicConfig write it). */
const LEVEL_RE = /^\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?:?(?=\s)\s*/i;
/** A bracketed tag before the message: a component, a logger, a server's name (`[backend]`, `[mcp]`). */
const TAG_RE = /^\[[^\]\s][^\]]{0,60}\]:?\s+/;

/** A word of a name before `MCP server`: capitalised, quoted, or a package's or a path's (`@scope/x`, `notes-db`). */
const NAME = `(?:(?:[A-Z0-9@'"\`][\\w.@/'"\`-]*|[a-z][\\w.@/-]*[-_/@.][\\w.@/-]*) )`;

/**
 * The MCP words that open a line's message when a server or client is at work. Each needs `MCP` itself: the same
 * sentences without it are any program's ("Server started", "Registered 5 tools").
 */
const AT_WORK_RES: readonly RegExp[] = [
  // A server's start banner: "Starting PostgreSQL Advanced MCP server...", "Launching MCP server 'x'".
  /^(?:Starting|Started|Launching|Launched|Running|Initializing|Initialized)\b[^.!?]{0,80}?\bMCP[ -]server\b/i,
  // … or named first: "Weather MCP Server running on stdio", "MCP server started and ready to accept connections"
  // (the name's words capitalised or quoted, as a program names a server: not a sentence's "user said the MCP server …").
  new RegExp(`^${NAME}{0,4}[Mm][Cc][Pp][ -][Ss]erver\\b[^.!?]{0,60}?\\b(?:started|starting|running|listening|ready|launched|initialized|connected)\\b`),
  // A host's connection lines: "Connected to MCP server 'docs'", "Connecting to MCP server at http://…".
  /^(?:Connected|Connecting|Reconnected|Reconnecting) to (?:the )?(?:[\w.@/'"-]+ ){0,3}MCP[ -]server\b/i,
  // … "MCP client connected", "MCP client for 'docs' initialized".
  new RegExp(`^${NAME}{0,3}[Mm][Cc][Pp][ -][Cc]lient\\b[^.!?]{0,60}?\\b(?:connected|initialized|started|ready)\\b`),
  // Tools registered or listed by an MCP client or server: "Registered 12 tools from MCP server 'x'", "MCP server x: 4 tools".
  /^(?:Registered|Loaded|Discovered|Listed|Found|Fetched|Received|Got)\s+\d+\s+(?:MCP\s+)?tools?\b(?=[^.!?]{0,80}\bMCP\b|\s*\(MCP\b)/i,
  /^(?:Registered|Loaded|Discovered|Listed|Fetched)\s+\d+\s+MCP\s+tools?\b/i,
];

/** Words of a failure in a line's message. */
const FAILURE_RE = /\b(?:fail(?:ed|s|ure)?|errors?|exception|refused|timed? ?out|could not|cannot|can't|unable|crash(?:ed)?|exit(?:ed)?)\b/i;

/** The message of a log line: after its clock, its level and up to three bracketed tags. Null when the line is no log line. */
export function loggedMessage(line: string): string | null {
  let rest = line;
  let logged = false;
  const clock = CLOCK_RE.exec(rest);
  if (clock !== null) {
    rest = rest.slice(clock[0].length);
    logged = true;
  }
  for (let i = 0; i < 4; i++) {
    const level = LEVEL_RE.exec(rest);
    if (level !== null) {
      rest = rest.slice(level[0].length);
      logged = true;
      continue;
    }
    const tag = i < 3 && logged ? TAG_RE.exec(rest) : null;
    if (tag === null) break;
    rest = rest.slice(tag[0].length);
  }
  return logged ? rest.trim() : null;
}

/**
 * The Python SDK server's own log of a request it handles, wherever a host's wrapper puts it on the line: the
 * sentence is the SDK's (lowlevel/server.py), never a reporter's. Rich may wrap the request's type onto the next
 * row, leaving the sentence with only its file column after it (LM Studio relaying a plugin's stderr:
 * lmstudio-ai/lmstudio-bug-tracker#1231); with the type on the line the Python SDK's own reader claims the log.
 */
const PY_SDK_HANDLING_RE = /\bProcessing request of type\b/;

/**
 * A server's tools registered or listed, said without the word MCP: "Successfully registered tools from catalog (took
 * 21.2s)" in a gateway's log that names catalog a server on its own line ("GetOrLaunch called for server: catalog":
 * github/gh-aw-mcpg#3718). Tools taken from a named server is MCP's own model in other words; the name must be
 * the log's server, so a toolkit's or a plugin's tools ("registered tools from toolkit") stay any program's.
 */
const TOOLS_FROM_RE = /^(?:Successfully )?(?:registered|loaded|discovered|listed|fetched|received)\s+(?:\d+\s+)?tools?\s+from\s+(?:(server)\s+)?['"`]?([\w.@/:-]{1,80})/i;

function toolsFromServer(head: readonly string[]): boolean {
  for (const l of head) {
    const message = loggedMessage(l);
    const m = message !== null && !FAILURE_RE.test(message) ? TOOLS_FROM_RE.exec(message) : null;
    if (m === null) continue;
    if (m[1] !== undefined) return true;
    const name = m[2]!.replace(/[.:]+$/, '');
    const named = new RegExp(`\\bserver(?::\\s*|\\s+)['"\`]?${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w.@/-])`, 'i');
    if (head.some((x) => loggedMessage(x) !== null && named.test(x))) return true;
  }
  return false;
}

/** Whether a head has a log's line showing an MCP server or client at work (module comment). */
export function mcpAtWork(head: readonly string[]): boolean {
  if (head.some(mcpAtWorkLine) || toolsFromServer(head)) return true;
  return head.some((l) => PY_SDK_HANDLING_RE.test(l)) && head.some((l) => loggedMessage(l) !== null && CLOCK_RE.test(l));
}

/** Whether a head line is a log's line whose message shows an MCP server or client at work (module comment). */
export function mcpAtWorkLine(line: string): boolean {
  if (!/MCP/i.test(line)) return false;
  const message = loggedMessage(line);
  return message !== null && mcpAtWorkMessage(message);
}

/**
 * Whether a log line's message (its clock and level already set apart: a structured record's `msg`, whose level and
 * time fields make it a log's line by construction) shows an MCP server or client at work.
 */
export function mcpAtWorkMessage(message: string): boolean {
  // A line that says something went wrong is no sign of work going well: unread, it must not become "nothing failed".
  return !FAILURE_RE.test(message) && AT_WORK_RES.some((re) => re.test(message));
}
