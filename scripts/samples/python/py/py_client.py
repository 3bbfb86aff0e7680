"""A Python MCP client (mcp 2.3.0 `ClientSession` over `stdio_client`) for the samples.

    py_client.py <scenario> <tool> <arguments-json> -- <server command…>

The server command is whatever a host would configure (in the samples: `mcp-triage record -o <file>
-- <server…>`). The client connects with the 2025-11-25 handshake (`initialize`), makes one
tools/call and ends it the way the scenario says:

  timeout   `read_timeout_seconds=1.0` on the call: the SDK sends its courtesy cancel
            ("timed out after 1.0s") and raises MCPError -32001 "Request 'tools/call' timed out"
  cancel    the application cancels the task awaiting the call after --cancel-after seconds (a Stop
            button, or anyio.move_on_after): the SDK sends "caller cancelled"
  complete  the call is awaited to the end

Then it lingers --linger seconds (late traffic is captured) and closes the session and transport.
What the caller saw is printed on stdout as one JSON object; stdout is not the MCP stream here.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

import anyio
import mcp
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

parser = argparse.ArgumentParser()
parser.add_argument("scenario", choices=["timeout", "cancel", "complete"])
parser.add_argument("tool")
parser.add_argument("arguments")
parser.add_argument("--timeout", type=float, default=1.0)
parser.add_argument("--cancel-after", type=float, default=1.2)
parser.add_argument("--linger", type=float, default=0.8)
parser.add_argument("--progress", action="store_true", help="pass a progress_callback (the SDK then sends a progressToken)")
parser.add_argument("server", nargs=argparse.REMAINDER)
args = parser.parse_args()
server_cmd = args.server[1:] if args.server[:1] == ["--"] else args.server


def ms() -> int:
    return int(time.time() * 1000)


async def main() -> dict:
    out: dict = {"sdk": f"mcp {mcp.__version__}" if hasattr(mcp, "__version__") else "mcp", "callerError": None, "progress": 0}
    params = StdioServerParameters(command=server_cmd[0], args=server_cmd[1:])

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        out["progress"] += 1

    callback = on_progress if args.progress else None
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, client_info=mcp.types.Implementation(name="triage-sample-py-host", version="1.0.0")) as session:
            await session.initialize()
            out["protocolVersion"] = session.protocol_version
            arguments = json.loads(args.arguments)
            out["callAt"] = ms()
            if args.scenario == "timeout":
                try:
                    await session.call_tool(args.tool, arguments, read_timeout_seconds=args.timeout, progress_callback=callback)
                    out["result"] = "completed"
                except MCPError as e:
                    out["callerError"] = f"MCPError {e.error.code}: {e.error.message}"
            elif args.scenario == "cancel":
                with anyio.move_on_after(args.cancel_after) as scope:
                    await session.call_tool(args.tool, arguments, progress_callback=callback)
                    out["result"] = "completed"
                if scope.cancelled_caught:
                    out["callerError"] = f"cancelled by the application after {args.cancel_after}s"
            else:
                result = await session.call_tool(args.tool, arguments, progress_callback=callback)
                out["result"] = "error" if result.is_error else "completed"
            out["endAt"] = ms()
            await anyio.sleep(args.linger)
            out["closeAt"] = ms()
    return out


if __name__ == "__main__":
    result = anyio.run(main)
    print(json.dumps(result), flush=True)
