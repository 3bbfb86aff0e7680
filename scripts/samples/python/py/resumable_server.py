"""A Python SDK 2.x MCPServer over Streamable HTTP with an in-memory event store, so its answer streams are resumable
(priming event, `retry` 500 ms, replay after a Last-Event-ID); DEBUG logging on stderr. Run by hand for
test/fixtures/ingest/python-sdk/2.3.0-http-resumed/ (README there).

    resumable_server.py <port> [<server name>]
"""
import itertools, logging, sys
import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.streamable_http import EventStore, EventMessage

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
for n in ("httpcore2", "sse_starlette", "asyncio"): logging.getLogger(n).setLevel(logging.INFO)


class MemoryEventStore(EventStore):
    def __init__(self) -> None:
        self.events: list[tuple[str, str, object]] = []
        self.ids = itertools.count(1)

    async def store_event(self, stream_id, message):
        eid = f"{stream_id}:{next(self.ids)}"
        self.events.append((eid, stream_id, message))
        return eid

    async def replay_events_after(self, last_event_id, send_callback):
        hit = next((i for i, e in enumerate(self.events) if e[0] == last_event_id), None)
        if hit is None:
            return None
        stream = self.events[hit][1]
        for eid, sid, msg in self.events[hit + 1:]:
            if sid == stream and msg is not None:
                await send_callback(EventMessage(msg, eid))
        return stream


server = MCPServer(name=sys.argv[2] if len(sys.argv) > 2 else "py-reports")


@server.tool()
async def slow_task(ctx: Context, steps: int = 10, step_ms: int = 300) -> str:
    """Works for steps x step_ms milliseconds."""
    for step in range(1, steps + 1):
        await anyio.sleep(step_ms / 1000)
    return f"done: {steps} steps"


server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[1]), event_store=MemoryEventStore(), retry_interval=500)
