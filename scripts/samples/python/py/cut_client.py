"""Calls slow_task over Streamable HTTP (through cut_proxy.py) with the SDK's loggers at DEBUG on stderr, through
either of the SDK 2.x client interfaces; for test/fixtures/ingest/python-sdk/2.3.0-*cut*/ and 2.3.0-http-resumed/
(READMEs there), made by `npm run samples:python -- --fixtures`.

    cut_client.py session <url> <steps> <linger-seconds>
        `streamable_http_client` + `ClientSession`: initialize, then the call (2025-11-25)
    cut_client.py client <url> <steps> <linger-seconds> [<mode>]
        `mcp.Client(url, mode=<mode>)`, 2026-07-28 unless told: no handshake, the call alone

What the caller saw goes to stdout, apart from the log."""
import logging, sys
import anyio
from mcp import Client, ClientSession
from mcp.client.streamable_http import streamable_http_client

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logging.getLogger("httpcore2").setLevel(logging.INFO)

interface, url, steps, linger = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])


async def call(session) -> None:  # type: ignore[no-untyped-def]
    try:
        r = await session.call_tool("slow_task", {"steps": steps, "step_ms": 500})
        print("caller: result, isError =", r.is_error, flush=True)
    except Exception as e:
        print("caller:", type(e).__name__, e, flush=True)
    await anyio.sleep(linger)


async def main() -> None:
    if interface == "session":
        async with streamable_http_client(url) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                await session.initialize()
                await call(session)
    elif interface == "client":
        async with Client(url, mode=sys.argv[5] if len(sys.argv) > 5 else "2026-07-28") as client:
            await call(client)
    else:
        sys.exit(f"cut_client.py: unknown interface {interface!r} (session or client)")


anyio.run(main)
