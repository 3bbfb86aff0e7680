/**
 * Lines of Python's faulthandler crash dump (CPython `Python/traceback.c`, `Modules/faulthandler.c`),
 * as a server that enables faulthandler (`faulthandler.enable()`, `PYTHONFAULTHANDLER=1`, `-X faulthandler`)
 * prints it on stderr when it dies of a fatal signal:
 *
 *   Fatal Python error: Segmentation fault
 *   Thread 0x00007f3c2a7fc6c0 (most recent call first):
 *   Current thread 0x00007f3c2f1d9b80 (most recent call first):
 *     File "/srv/app/server.py", line 53 in _segfault          ← no comma before "in" (a traceback has one)
 *     <no Python frame>
 *     ...
 *   Extension modules: _cffi_backend (total: 1)
 *   Python runtime state: initialized
 *
 * Host logs carry a server's stderr verbatim (Claude Desktop writes it unprefixed), so such a dump can stand
 * at the head of a log — one per thread, growing with the server's thread pool (sdk-behaviour.md, Python #14).
 * It says nothing about the log's format, so the head given to the sniffers skips it (open.ts).
 */
const DUMP_LINE =
  /^(?:Fatal Python error: |(?:Current thread|Thread) 0x[0-9a-fA-F]+ \(most recent call first\):$|Stack \(most recent call first\):$|Extension modules: |Python runtime state: | {2}File ".*", line \d+ in \S+$| {2}<no Python frame>$| {2}\.\.\.$)/;

/** Whether `line` is a line of a Python faulthandler crash dump. */
export function isCrashDumpLine(line: string): boolean {
  return DUMP_LINE.test(line);
}
