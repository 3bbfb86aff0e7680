/**
 * A Python traceback of an MCP client that is no SDK: an app's or a course's own client (`MCPClient.initialize` writing
 * to its server's stdin: alexeygrigorev/toyaikit#1; a platform's `_yield_mcp_response` over httpx's connect error:
 * 1Panel-dev/MaxKB#4959). Its frames are named for MCP (the function, or the module it sits in), and the exception that
 * ends the printout is the transport's: a pipe the server's process no longer reads (BrokenPipeError), a socket reset
 * or refused, httpx's ConnectError. That is the client's request failing on its transport; the frame named for a
 * request says which request, and a connect error or a write that names none is the connection's first message.
 *
 * A bare TimeoutError ending such a printout, under a frame named for a request, is the client's own deadline on that
 * request: a future's `result(timeout)` or a wait that expired, with no words of its own (OpenHands' agent SDK printing
 * its CLI's traceback down through `create_mcp_tools` to concurrent.futures' `raise TimeoutError()`:
 * OpenHands/software-agent-sdk#1168, the deadline #1169 then worded). A printout through anyio's fail_after is left to
 * the reader's own reading of that deadline (jsonrpc-in-text.ts PY_FAIL_AFTER_APP).
 *
 * The reader (jsonrpc-in-text.ts) follows each printout with McpFramesTracker and restates the exception's line with
 * mcpFramesNote (mcpFramesTimeoutNote) for the row that reads it (hosts/other-clients.ts
 * `python-app/mcp-frames-transport-error`, `python-app/mcp-frames-timeout`). Prose names
 * no frame; a traceback whose frames say nothing of MCP, or whose exception is not the transport's, stays refused. The
 * Python SDK's own frames have rows of their own (python-sdk-client-marks.ts): a printout through them is left to those.
 */
import { pyClientMark } from './python-sdk-client-marks.js';
import { PY_BARE_TIMEOUT_RE, PY_FAIL_AFTER_FRAME_RE } from './python-timeout-lines.js';
import { PY_FRAME_RE, PY_TRACEBACK_RE, atMargin } from './python-printout.js';

/** A function named for MCP: `mcp` as a word of a snake_case name, `MCP`/`Mcp` opening a CamelCase word. */
const MCP_FN_RE = /(?:^|[_.])(?:mcp(?=[_.]|$)|(?:MCP|Mcp)(?=[A-Z_.]|$))/;
/** A module named for MCP: a folder or a file called `mcp`, or a snake_case name with `mcp` as a word of it. */
const MCP_MODULE_RE = /[\\/](?:\w+_)?mcp(?:_\w+)?(?:[\\/]|\.py$)/i;
/** The Python SDK's own modules (server and shared too: those frames are read by the SDK's rows). */
const SDK_MODULE_RE = /[\\/]mcp[\\/](?:client|shared|server)[\\/]/;
/** A method named for the request it sends, as the SDKs name theirs (ClientSession.initialize, call_tool, list_tools). */
const REQUEST_OF: Readonly<Record<string, string>> = { initialize: 'initialize', call_tool: 'tools/call', list_tools: 'tools/list' };
/**
 * A function that makes an app's tools from its MCP servers' listings (`create_mcp_tools`: OpenHands' agent SDK;
 * `load_mcp_tools`: langchain-mcp-adapters): the request it waits on is the listing.
 */
const TOOLS_LISTING_FN_RE = /^(?:create|load|get|fetch|list)_mcp_tools$/;
/**
 * The printout's last line: the transport's error, alone or as the message of a wrapper the app raised from it
 * (`RuntimeError: ConnectError: All connection attempts failed`).
 */
const TRANSPORT_ERROR_RE = /^(?:[A-Za-z_][\w.]*(?:Error|Exception): )?(?:[A-Za-z_]\w*\.)*(?:BrokenPipeError|Connection(?:Reset|Refused|Aborted)Error|ConnectError)(?::|\s*$)/;

/** The note the reader appends to the exception's line: the request the frames name, or none. */
export function mcpFramesNote(method: string | null): string {
  return method === null ? "(raised under an MCP client's frames)" : `(raised under an MCP client's ${method} frames)`;
}

/** The note for a bare TimeoutError under the frames: the client's own deadline on the request they name. */
export function mcpFramesTimeoutNote(method: string): string {
  return `(the client's own deadline under an MCP client's ${method} frames)`;
}

export class McpFramesTracker {
  private named = false;
  private sdk = false;
  private method: string | null = null;
  private failAfter = false;

  /**
   * Feed a line (as the reader will read it); the line restated with mcpFramesNote when it ends a printout whose frames
   * are an MCP client's with the transport's error, else the line.
   */
  line(text: string): string {
    if (PY_TRACEBACK_RE.test(text)) {
      this.reset();
      return text;
    }
    const f = PY_FRAME_RE.exec(text);
    if (f !== null) {
      const [, file, fn] = f as unknown as [string, string, string];
      if (SDK_MODULE_RE.test(file) || pyClientMark(text)) this.sdk = true;
      // anyio's fail_after frame: that deadline has its own reading (jsonrpc-in-text.ts PY_FAIL_AFTER_APP).
      if (PY_FAIL_AFTER_FRAME_RE.test(text)) this.failAfter = true;
      const module = MCP_MODULE_RE.test(file);
      if (module || MCP_FN_RE.test(fn)) {
        this.named = true;
        // The innermost frame named for a request, in code named for MCP, names the request.
        const name = fn.slice(fn.lastIndexOf('.') + 1);
        const request = REQUEST_OF[name] ?? (TOOLS_LISTING_FN_RE.test(name) ? 'tools/list' : undefined);
        if (request !== undefined) this.method = request;
      }
      return text;
    }
    // The printout's last line is at the margin; anything else there ends it.
    if (!atMargin(text)) return text;
    const t = text.trimEnd();
    const ours = this.named && !this.sdk;
    const method = this.method;
    const deadline = ours && method !== null && !this.failAfter && PY_BARE_TIMEOUT_RE.test(t);
    const hit = ours && TRANSPORT_ERROR_RE.test(t);
    this.reset();
    if (deadline) return `${t} ${mcpFramesTimeoutNote(method)}`;
    return hit ? `${t} ${mcpFramesNote(method)}` : text;
  }

  private reset(): void {
    this.named = false;
    this.sdk = false;
    this.method = null;
    this.failAfter = false;
  }
}

/** Whether the head holds such a printout (the sniff's test: the reader would read it). */
export function mcpFramesOverTransportError(head: readonly string[]): boolean {
  const t = new McpFramesTracker();
  return head.some((l) => t.line(l) !== l);
}
