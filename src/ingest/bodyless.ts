/**
 * Claude Desktop's 2026 builds log a message without its body (hosts-in-the-wild.md, Claude Desktop 2026 builds): the
 * client's as `method="<m>"`, then ` id=<n>` for a request, ` params` when it had some (oscardvs/zoteus#18); the
 * server's answer as `id=<n> result` (anthropics/claude-ai-mcp#664) — a tools/call's with the count of its content
 * blocks, `id=<n> result(1 blocks)` (anthropics/claude-code#86235) — or, for an error, with its code and no message:
 * `id=<n> error(code=<c>)` (mcp-router/mcp-router#206). Read here once for both places the form appears: the per-server
 * log's own lines (formats/claude-desktop.ts) and the same lines pasted where no reader of that log claims the text
 * (embedded.ts).
 */
import type { JsonRpcMessage } from '../events.js';

/** The client's side: the method, the id when it was a request, the word `params` when it had some. */
const BODYLESS_REQUEST_RE = /^method="([^"\s]+)"(?: id=(\S+))?(?: (params))?\s*$/;
/**
 * The server's side. A result may carry its content's block count in parentheses (the count says nothing of what the
 * blocks held, so none is made up), always with the plural word, one block included: `result(1 blocks)`
 * (anthropics/claude-code#86235); no paste shows a singular, so none is read. A bare `error` without a code is left
 * unparsed: a code would have to be made up.
 */
const BODYLESS_ANSWER_RE = /^id=(\S+) (?:(result)(?:\(\d+ blocks\))?|error\(code=(-?\d+)\))\s*$/;

/** An id as the form prints it: a number bare, a string maybe in quotes. */
function bodylessId(raw: string): string | number {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw.replace(/^"(.*)"$/, '$1');
}

/**
 * The message a body-less form `text` (all of it, the words before it cut off) stands for, or null; `recovered` when
 * the message as sent had params the form does not show.
 */
export function bodylessMessage(text: string): { message: JsonRpcMessage; recovered: boolean } | null {
  if (text.startsWith('method="')) {
    const q = BODYLESS_REQUEST_RE.exec(text);
    if (q === null) return null;
    const message: JsonRpcMessage = { jsonrpc: '2.0', method: q[1]! };
    if (q[2] !== undefined) message.id = bodylessId(q[2]);
    // The params it had are not logged: not the message as sent; the timeline gives a cancel (its requestId among
    // them) the one request it can name. A cancel always has params (its requestId is required: cancellation
    // §Message), so one quoted without the word (a reporter's trim of the line: anthropics/claude-code#84136) lost
    // them the same way.
    const cancel = q[2] === undefined && (q[1] === 'notifications/cancelled' || q[1] === 'cancelled');
    return { message, recovered: q[3] !== undefined || cancel };
  }
  if (text.startsWith('id=')) {
    const a = BODYLESS_ANSWER_RE.exec(text);
    if (a === null) return null;
    // That it was a result or an error (and its code) is what the words say; an error's message is not logged, so
    // none is made up.
    const id = bodylessId(a[1]!);
    const message: JsonRpcMessage = a[2] !== undefined ? { jsonrpc: '2.0', id, result: {} } : { jsonrpc: '2.0', id, error: { code: Number(a[3]), message: '' } };
    return { message, recovered: false };
  }
  return null;
}
