/**
 * IPython's traceback layout (Jupyter notebooks, the IPython shell: IPython 8's ultratb), rewritten line by line into
 * CPython's own, which the readers know:
 *
 *   McpError                                  Traceback (most recent call last)     Traceback (most recent call last):
 *   Cell In[4], line 2                                                              File "<Cell In[4]>", line 2, in <module>
 *   ----> 2 await session.initialize()                                                  await session.initialize()
 *   File ~/.venv/…/mcp/client/session.py:151, in ClientSession.initialize(self)     File "~/.venv/…/mcp/client/session.py", line 151, in initialize
 *       149 async def initialize(self):                                                 async def initialize(self):
 *   --> 151     result = await self.send_request(                                       result = await self.send_request(
 *
 * The frame head names the function by its qualified name with its arguments, where CPython names the code object
 * (`in initialize`): its last dotted part is taken. The numbered source lines around the arrow become the frame's
 * indented source lines, stripped as CPython prints them; IPython's `(...)` for source lines it skipped goes with its
 * number. The exception's own last line (`McpError: Connection closed`) is the same in both layouts and stays. A Python
 * MCP client run from a notebook prints its failures so (the exception name padded to the header's column over
 * `Cell In[n], line n`: a notebook's BrokenPipeError under a client's initialize, alexeygrigorev/toyaikit#1;
 * smolagents' connect timeout from a notebook cell, huggingface/smolagents#1186). IPython 7's older layout (`<path> in
 * <name>(<args>)` with no line number in the head) is not rewritten.
 */

/** The header: the exception's name padded to a column, then CPython's heading without its colon. */
const IPY_HEAD_RE = /^([A-Za-z_][\w.]*)\s{2,}Traceback \(most recent call last\)\s*$/;
/** A frame head: `File <path>:<line>, in <qualified name>(<arguments>)`. */
const IPY_FRAME_RE = /^File (\S.*?):(\d+), in ([\w.<>]+)\(.*\)\s*$/;
/** The cell's own frame: `Cell In[<n>], line <line>`. */
const IPY_CELL_RE = /^Cell (In\[\d+\]), line (\d+)\s*$/;
/** A numbered source line: the arrow (`---->`, `-->`) on the failing line, or the number right-aligned in spaces. */
const IPY_SOURCE_RE = /^(?:-+> ?|\s{1,8})\d{1,6}(?: (.*))?$/;
/** IPython's mark for source lines it skipped, with the next line's number after it or not. */
const IPY_SKIPPED_RE = /^\s*\(\.\.\.\)(?:\s+\d{1,6}(?: (.*))?)?\s*$/;
/** The arrow on a numbered source line. */
const IPY_ARROW_RE = /^-+> ?\d{1,6} /;

/**
 * Whether the lines hold an IPython traceback: its header, or one of its frame heads beside the cell's frame or an
 * arrowed source line (a paste cut above the header).
 */
export function ipythonTraceback(lines: readonly string[]): boolean {
  let frame = false;
  let cellOrArrow = false;
  for (const l of lines) {
    if (IPY_HEAD_RE.test(l)) return true;
    if (IPY_FRAME_RE.test(l)) frame = true;
    else if (IPY_CELL_RE.test(l) || IPY_ARROW_RE.test(l)) cellOrArrow = true;
    if (frame && cellOrArrow) return true;
  }
  return false;
}

/** One line of an IPython traceback in CPython's layout; any other line as it is. */
export function cpythonLine(l: string): string {
  if (IPY_HEAD_RE.test(l)) return 'Traceback (most recent call last):';
  let m = IPY_FRAME_RE.exec(l);
  if (m !== null) {
    const name = m[3]!.slice(m[3]!.lastIndexOf('.') + 1);
    return `  File "${m[1]!}", line ${m[2]!}, in ${name}`;
  }
  m = IPY_CELL_RE.exec(l);
  if (m !== null) return `  File "<Cell ${m[1]!}>", line ${m[2]!}, in <module>`;
  m = IPY_SKIPPED_RE.exec(l);
  if (m !== null) return `    ${(m[1] ?? '...').trimStart()}`;
  m = IPY_SOURCE_RE.exec(l);
  if (m !== null) return `    ${(m[1] ?? '').trimStart()}`;
  return l;
}
