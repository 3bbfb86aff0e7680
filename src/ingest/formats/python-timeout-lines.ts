/**
 * The lines of a Python traceback that say a deadline ended the wait, read by more than one reader of tracebacks (the
 * text reader's chains and timers in jsonrpc-in-text.ts, the MCP-named frames of mcp-named-frames.ts): one definition,
 * so the two read the same lines alike.
 */

/**
 * A bare TimeoutError, as CPython prints one raised without words: its class alone, module-qualified or not
 * (`asyncio.exceptions.TimeoutError`, concurrent.futures' `raise TimeoutError()` from `Future.result(timeout)`).
 */
export const PY_BARE_TIMEOUT_RE = /^(?:asyncio\.(?:exceptions\.)?|concurrent\.futures\.(?:_base\.)?)?TimeoutError\s*$/;

/**
 * anyio's `fail_after` frame (`File "…/anyio/_core/_tasks.py", line N, in fail_after`): the wait ran inside that timer,
 * whose deadline raises TimeoutError from this frame.
 */
export const PY_FAIL_AFTER_FRAME_RE = /[\\/]anyio[\\/]_core[\\/]_tasks\.py", line \d+, in fail_after\s*$/;
