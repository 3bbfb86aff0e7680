"""Calls slow_task at 2026-07-28 (`Client(url, mode=...)`, no handshake) through cut_proxy.py with the SDK's loggers at DEBUG
on stderr, for test/fixtures/ingest/python-sdk/2.3.0-modern-http-cut/ (README there).

    modern_cut_client.py <url> <steps> <linger-seconds> [<mode>]
"""
import logging, sys, anyio
from mcp import Client
logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logging.getLogger("httpcore2").setLevel(logging.INFO)
async def main() -> None:
    async with Client(sys.argv[1], mode=sys.argv[4] if len(sys.argv) > 4 else "2026-07-28") as client:
        try:
            r = await client.call_tool("slow_task", {"steps": int(sys.argv[2]), "step_ms": 500})
            print("caller: result, isError =", r.is_error, flush=True)
        except Exception as e:
            print("caller:", type(e).__name__, e, flush=True)
        await anyio.sleep(float(sys.argv[3]))
anyio.run(main)
