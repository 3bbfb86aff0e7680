"""A Python MCP server (mcp 2.3.0, MCPServer) for the samples, over stdio.

Tools:
  slow_task(steps, step_ms)  reports progress each step; says on stderr when it is cancelled
  native_crash()             a real native crash (NULL read through ctypes) with faulthandler on:
                             Python prints its crash dump on stderr and the process dies of SIGSEGV

`--name` sets serverInfo.name; `--http PORT` serves Streamable HTTP on 127.0.0.1:PORT/mcp. `--pool N` starts N idle worker threads at start-up, as a server
with a connection or model pool has: faulthandler dumps every thread, so the dump grows with them.
With `--http`, `--event-store` makes the answer streams resumable: an in-memory event store (a priming event on each
stream, `retry` 500 ms, replay after a Last-Event-ID); `--debug` puts Python logging at DEBUG on stderr (the
transport's `Stored …`, `Request stream … not found` records). `--plain-log` logs as MCPServer does where `rich` is not
installed (`%(message)s` on stderr, one line a record) rather than through rich's wrapped columns, so a log does not
depend on whether the venv has rich (fastmcp brings it in).
Everything the server says for people goes to stderr: stdout is the JSON-RPC stream.
"""
from __future__ import annotations

import argparse
import ctypes
import faulthandler
import itertools
import logging
import queue
import sys
import threading

import anyio
from mcp.server.mcpserver import Context, MCPServer

parser = argparse.ArgumentParser()
parser.add_argument("--name", default="py-reports")
parser.add_argument("--pool", type=int, default=0)
parser.add_argument("--http", type=int, default=0, help="serve Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio")
parser.add_argument("--event-store", action="store_true", help="with --http: resumable answer streams (in-memory event store)")
parser.add_argument("--debug", action="store_true", help="Python logging at DEBUG on stderr")
parser.add_argument("--plain-log", action="store_true", help="MCPServer's own logging as without rich installed")
args = parser.parse_args()

if args.debug:
    # Before the server is made: it logs its own initialisation.
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
    for noisy in ("httpcore2", "sse_starlette", "asyncio"):
        logging.getLogger(noisy).setLevel(logging.INFO)
elif args.plain_log:
    # MCPServer's configure_logging falls back to exactly this without rich, and adds nothing once the root has a handler.
    logging.basicConfig(level=logging.INFO, format="%(message)s")

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


def _memory_event_store() -> object:
    """The smallest EventStore the transport accepts: every event kept, replay of one stream after an event id."""
    from mcp.server.streamable_http import EventMessage, EventStore

    class MemoryEventStore(EventStore):
        def __init__(self) -> None:
            self.events: list[tuple[str, str, object]] = []
            self.ids = itertools.count(1)

        async def store_event(self, stream_id, message):  # type: ignore[no-untyped-def]
            eid = f"{stream_id}:{next(self.ids)}"
            self.events.append((eid, stream_id, message))
            return eid

        async def replay_events_after(self, last_event_id, send_callback):  # type: ignore[no-untyped-def]
            hit = next((i for i, e in enumerate(self.events) if e[0] == last_event_id), None)
            if hit is None:
                return None
            stream = self.events[hit][1]
            for eid, sid, msg in self.events[hit + 1 :]:
                if sid == stream and msg is not None:
                    await send_callback(EventMessage(msg, eid))
            return stream

    return MemoryEventStore()


if __name__ == "__main__":
    if args.http and args.event_store:
        server.run("streamable-http", host="127.0.0.1", port=args.http, event_store=_memory_event_store(), retry_interval=500)
    elif args.http:
        server.run("streamable-http", host="127.0.0.1", port=args.http)
    else:
        server.run("stdio")
