/**
 * A Node process's crash, as Node prints it on stderr when an exception nobody caught ends the process:
 *
 *   node:internal/process/promises:288          ← where it was thrown (Node's own module for an unhandled rejection,
 *               triggerUncaughtException(…);       node:events for an 'error' event nobody listens to), its line, a caret
 *               ^
 *
 *   McpError: MCP error -32001: Request timed out   ← the error and its stack, util.inspect's `{ code: … }` after it
 *       at Timeout.timeoutHandler (…)
 *   }
 *
 *   Node.js v18.20.5                            ← the last line before the process exits (code 1)
 *
 * Real pastes: an unhandled rejection of the SDK's timeout (KelvinQiu802/llm-mcp-rag#3: node:internal/process/promises
 * then `Node.js v18.20.5`); an unhandled 'error' event (a-bonus/google-docs-mcp#3: node:events:513, then `Error
 * [ERR_UNHANDLED_ERROR]: Unhandled error. ({ error: McpError … })` — FastMCP emitting its failed ping as 'error');
 * `UnhandledPromiseRejection: This error originated …` (s-stefanov/actual-mcp#95, `Node.js v25.2.1`); a plain
 * uncaught Error under a `file:…:6665` header then `Node.js v20.20.2` (esengine/DeepSeek-Reasonix#742).
 *
 * Such a block says the process whose output this is ended there: Node's documentation (events, "Error events")
 * says an 'error' event with no listener "is thrown, a stack trace is printed, and the Node.js process exits", and
 * since Node 15 an unhandled rejection is thrown the same way (--unhandled-rejections=throw, the default). Whatever
 * that process had in flight went with it. A reader labels the block a transport-close with the crash as its reason;
 * what it ends is the timeline's business.
 */

/** The version line Node prints last before it exits on an uncaught exception. */
const TRAILER_RE = /^Node\.js v\d+\.\d+\.\d+\s*$/;

/**
 * Lines only a fatal exception prints: the throw site in Node's own modules (`node:events:513`,
 * `node:internal/process/promises:288`), the unhandled 'error' event's error, the unhandled rejection's error.
 * A `file:///…:292` header is any uncaught exception's, but is also a caught one's in a logger: not on its own.
 */
const OPENER_RE = /^(?:node:(?:events|internal\/[\w/]+):\d+\s*$|Error \[ERR_UNHANDLED_ERROR\]: Unhandled error\.|\[?UnhandledPromiseRejection: )/;

/**
 * A line still inside a crash's printout: blank, indented (frames, the caret, util.inspect's members), a brace or
 * paren closing the inspected object, a frame, an elision, the error line under the throw site's caret
 * (`McpError: …`, `Error: …`), Node's "Emitted 'error' event on … at:" note.
 */
// … and the error line of a bundled program, whose class's minified name stands before its `name` in brackets
// (`hF [McpError]: MCP error -32000: Connection closed`, Claude Code's cli.js: anthropics/claude-code#3634, #3071).
const INSIDE_RE = /^(?:\s|$|[})\]]|at\s|\.\.\.|…|\^|(?:[A-Z]\w*)?Error(?: \[\w+\])?: |[\w$]{1,40} \[[A-Z]\w*Error\]: |\[?UnhandledPromiseRejection|Emitted 'error' event)/;

export type CrashLine = 'trailer' | 'opener' | 'inside' | null;

/** What `line` is to a Node crash printout (`inCrash`: a crash's opener came before and nothing else since). */
export function nodeCrashLine(line: string, inCrash: boolean): CrashLine {
  const c = line.charCodeAt(0);
  // N(ode.js v…), n(ode:…), E(rror […]), U / [ (UnhandledPromiseRejection): the cheap gate on the hot path.
  if (c === 78 && TRAILER_RE.test(line)) return 'trailer';
  if ((c === 110 || c === 69 || c === 85 || c === 91) && OPENER_RE.test(line)) return 'opener';
  if (inCrash && INSIDE_RE.test(line)) return 'inside';
  return null;
}

/** The crash's reason for its transport-close: the error's own line, else the opener. */
export function crashReason(lines: readonly string[]): string {
  const err = lines.find((l) => /^(?:[A-Z]\w*)?Error(?: \[\w+\])?: |^[\w$]{1,40} \[[A-Z]\w*Error\]: |^\[?UnhandledPromiseRejection: /.test(l));
  const inner = lines.find((l) => /^\s+(?:error|reason): \S/.test(l));
  // `Error [ERR_UNHANDLED_ERROR]: Unhandled error. ({`: the inspected object opens after the message.
  const base = (err ?? lines[0] ?? 'uncaught exception').trim().replace(/\s*\(?\{\s*$/, '');
  return `process crashed: ${base}${inner !== undefined && !base.includes(inner.trim()) ? ` (${inner.trim()})` : ''}`.slice(0, 300);
}
