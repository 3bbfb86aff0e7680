/**
 * The grammar of a Python traceback printout as CPython writes it, shared by the readers that follow one line by line
 * (jsonrpc-in-text.ts, whose Python SDK client states ride on it; mcp-named-frames.ts, the frames of clients that are
 * no SDK): the head, the frames (IPython's layout is rewritten into CPython's first: ipython-traceback.ts; a frame in an
 * exception group's box keeps its `|`), the chain's links, the exception lines, and where a printout ends.
 *
 * CPython prints a chain cause first (traceback.py, "The above exception was the direct cause…" / "During handling of
 * the above exception…"), each link with a head of its own; the frames and their source lines are indented, and the
 * exception's line stands at the margin. So a line at the margin that is none of these ends the printout.
 */

/** A printout's head, at the margin or glued onto a log record's message. */
export const PY_TRACEBACK_RE = /Traceback \(most recent call last\):\s*$/;
/** A printout's head alone at the margin. */
export const PY_TRACEBACK_HEAD_RE = /^Traceback \(most recent call last\):\s*$/;
/** A frame: the file and the function, whole on its line (in an exception group's box or not). */
export const PY_FRAME_RE = /^\s*(?:\|\s*)?File "([^"]*)", line \d+, in (\S+)\s*$/;
/** A link of the chain, or a head: the printout goes on after it. */
export const PY_CHAIN_RE = /^(?:The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:|Traceback \(most recent call last\):)\s*$/;
/** An exception's line with its message after the colon. */
export const PY_EXCEPTION_LINE_RE = /^[A-Za-z_][\w.]*(?:Error|Exception|Group): /;
/** The traceback's last line: an exception class, dotted or not, alone or before its message. */
export const PY_LAST_EXCEPTION_RE = /^[A-Za-z_][\w.]*(?:Error|Exception|Timeout|Group|Cancelled)\b(?::.*)?\s*$/;

/**
 * A printout's exception line at the margin, bare (`httpcore2.ReadTimeout`: httpx's and httpcore's timeouts print no text)
 * or with its message, whose text may hold a carriage return or a line separator the copy kept (PY_EXCEPTION_LINE_RE
 * reads it to the colon only). The one test of an exception line for the hold (printoutGoesOn) and for what the reader
 * reads as the printout's exceptions (jsonrpc-in-text.ts: the listening GET stream's).
 */
export const pyExceptionLine = (line: string): boolean => {
  const t = line.trimEnd();
  return PY_LAST_EXCEPTION_RE.test(t) || PY_EXCEPTION_LINE_RE.test(t);
};

/** A line at the margin: a printout's exception line, a link of its chain, or whatever ends it. */
export const atMargin = (line: string): boolean => /^\S/.test(line);

/**
 * Whether a line is still the printout's: blank, indented (frames, their source, carets), an exception's line or a
 * chain's link at the margin. Any other line at the margin (a log record, prose) ends it.
 */
export function printoutGoesOn(line: string): boolean {
  if (line.trim() === '' || !atMargin(line)) return true;
  return PY_CHAIN_RE.test(line.trimEnd()) || pyExceptionLine(line);
}
