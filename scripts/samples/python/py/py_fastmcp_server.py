"""A FastMCP 4.0.10 server for the samples, over stdio: one tool that reports progress and logs
through the context, then completes."""
from __future__ import annotations

import argparse

import anyio
from fastmcp import Context, FastMCP

parser = argparse.ArgumentParser()
parser.add_argument("--name", default="py-notes")
args = parser.parse_args()

mcp = FastMCP(args.name)


@mcp.tool
async def index_notes(ctx: Context, batches: int = 4, batch_ms: int = 150) -> str:
    """Indexes notes in batches, reporting progress and a log line per batch."""
    for i in range(1, batches + 1):
        await anyio.sleep(batch_ms / 1000)
        await ctx.report_progress(i, batches)
        await ctx.info(f"indexed batch {i} of {batches}")
    return f"indexed {batches} batches"


if __name__ == "__main__":
    mcp.run("stdio")
