"""Calls slow_task over Streamable HTTP through cut_proxy.py with the SDK's loggers at DEBUG on stderr, for
test/fixtures/ingest/python-sdk/2.3.0-http-cut/ (README there).

    http_cut_client.py <url> <steps> <linger-seconds>

What the caller saw goes to stdout, apart from the log."""
import logging, sys, anyio
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logging.getLogger("httpcore2").setLevel(logging.INFO)


async def main() -> None:
    async with streamable_http_client(sys.argv[1]) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            try:
                r = await session.call_tool("slow_task", {"steps": int(sys.argv[2]), "step_ms": 500})
                print("caller: result, isError =", r.is_error, flush=True)
            except Exception as e:
                print("caller:", type(e).__name__, e, flush=True)
            await anyio.sleep(float(sys.argv[3]))


anyio.run(main)
