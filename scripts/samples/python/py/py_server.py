"""A Python MCP server (mcp 2.3.0, MCPServer) for the samples, over stdio.

Tools:
  slow_task(steps, step_ms)  reports progress each step; says on stderr when it is cancelled
  native_crash()             a real native crash (NULL read through ctypes) with faulthandler on:
                             Python prints its crash dump on stderr and the process dies of SIGSEGV

`--name` sets serverInfo.name; `--http PORT` serves Streamable HTTP on 127.0.0.1:PORT/mcp. `--pool N` starts N idle worker threads at start-up, as a server
with a connection or model pool has: faulthandler dumps every thread, so the dump grows with them.
Everything the server says for people goes to stderr: stdout is the JSON-RPC stream.
"""
from __future__ import annotations

import argparse
import ctypes
import faulthandler
import queue
import sys
import threading

import anyio
from mcp.server.mcpserver import Context, MCPServer

parser = argparse.ArgumentParser()
parser.add_argument("--name", default="py-reports")
parser.add_argument("--pool", type=int, default=0)
parser.add_argument("--http", type=int, default=0, help="serve Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio")
args = parser.parse_args()

# Python's own crash dump (Fatal Python error + thread stacks) on stderr, as a server that enables
# faulthandler (or runs with PYTHONFAULTHANDLER=1 / -X faulthandler) prints it.
faulthandler.enable(file=sys.stderr)

jobs: queue.Queue[object] = queue.Queue()


def _wait_for_job() -> object:
    return jobs.get()


def _pool_worker() -> None:
    while True:
        _wait_for_job()


for _ in range(args.pool):
    threading.Thread(target=_pool_worker, daemon=True).start()

server = MCPServer(args.name, version="1.4.0")


def log(text: str) -> None:
    print(f"py-server: {text}", file=sys.stderr, flush=True)


@server.tool()
async def slow_task(ctx: Context, steps: int = 10, step_ms: int = 300) -> str:
    """Works for steps x step_ms milliseconds, reporting progress after each step."""
    rid = ctx.request_id
    step = 0
    try:
        for step in range(1, steps + 1):
            await anyio.sleep(step_ms / 1000)
            await ctx.report_progress(step, steps, f"step {step}/{steps}")
    except anyio.get_cancelled_exc_class():
        log(f"slow_task {rid} cancelled at step {step}/{steps}")
        raise
    log(f"slow_task {rid} finished {steps} steps")
    return f"done: {steps} steps"


def _segfault() -> None:
    ctypes.string_at(0)


@server.tool()
async def native_crash() -> str:
    """Dies in native code (a NULL read), the way a broken C extension does."""
    log("native_crash: calling into native code")
    _segfault()
    return "unreachable"


if __name__ == "__main__":
    if args.http:
        server.run("streamable-http", host="127.0.0.1", port=args.http)
    else:
        server.run("stdio")
