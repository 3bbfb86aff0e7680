"""A TCP proxy that aborts each connection CUT seconds after it opens, whatever is in flight: an idle or read timeout
in front of an MCP server (nginx proxy_read_timeout, a load balancer idle timeout), made short. Used by `npm run samples:python -- --fixtures` for
test/fixtures/ingest/python-sdk/2.3.0-*cut*/ and 2.3.0-http-resumed/ (READMEs there).

    cut_proxy.py <listen-port> <target-port> <cut-seconds>
"""
import asyncio, sys
LISTEN, TARGET, CUT = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
async def pipe(r, w):
    try:
        while data := await r.read(65536):
            w.write(data); await w.drain()
    except Exception: pass
async def handle(cr, cw):
    sr, sw = await asyncio.open_connection("127.0.0.1", TARGET)
    t = asyncio.gather(pipe(cr, sw), pipe(sr, cw))
    try: await asyncio.wait_for(t, CUT)
    except asyncio.TimeoutError: pass
    for w in (cw, sw):
        try: w.transport.abort()
        except Exception: pass
async def main():
    s = await asyncio.start_server(handle, "127.0.0.1", LISTEN)
    async with s: await s.serve_forever()
asyncio.run(main())
