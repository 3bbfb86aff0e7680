"""Ends a Python SDK 2.x client's request each way the SDK raises MCPError for, with the traceback a caller that does
not catch it prints: the fixtures test/fixtures/ingest/python-sdk/2.3.0-session-404 and 2.3.0-stdio-* (READMEs there,
made by `npm run samples:python -- --fixtures`).

    error_client.py closed  -- <server command…>   tools/call native_crash: the server process dies under the call
    error_client.py unknown -- <server command…>   tools/call of a tool the server does not have
    error_client.py missing -- <server command…>   resources/read of a resource the server does not have
    error_client.py gone <url> <restart-file>       Streamable HTTP: initialize, wait until <restart-file> exists (the
                                                    server was restarted meanwhile, its sessions forgotten), tools/list

Logging at DEBUG on stderr; what the call returned, or the traceback of what it raised, also on stderr."""
import logging, os, sys, traceback, anyio
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
logging.getLogger("httpcore2").setLevel(logging.INFO)


async def call(session: ClientSession, mode: str) -> None:
    try:
        if mode == "closed":
            r = await session.call_tool("native_crash", {})
        elif mode == "unknown":
            r = await session.call_tool("find_ordr", {})
        elif mode == "missing":
            r = await session.read_resource("file:///nowhere.txt")
        else:
            r = await session.list_tools()
        print("caller: returned", r, file=sys.stderr, flush=True)
    except Exception:
        traceback.print_exc()


async def main() -> None:
    mode = sys.argv[1]
    if mode == "gone":
        async with streamable_http_client(sys.argv[2]) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                await session.initialize()
                while not os.path.exists(sys.argv[3]):
                    await anyio.sleep(0.1)
                await call(session, mode)
        return
    cmd = sys.argv[3:]
    async with stdio_client(StdioServerParameters(command=cmd[0], args=cmd[1:])) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            await call(session, mode)


anyio.run(main)
