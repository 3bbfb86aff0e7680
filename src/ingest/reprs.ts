/**
 * JSON-RPC written in something other than JSON, as logs print it (hosts-in-the-wild.md, "Messages in
 * other encodings"):
 * - JSON escaped inside a string: a Go struct print or a JSON log field (`msg="{\"jsonrpc\":…}"`);
 * - Python pydantic reprs: `root=JSONRPCRequest(method='resources/list', params={}, jsonrpc='2.0', id=8)`
 *   (the Python SDK's `mcp.server.sse` / `mcp.client.sse` debug lines);
 * - pydantic's `str()` of a message model, its fields with no class name around them: `jsonrpc='2.0' id=2
 *   method='tools/call' params={…}` (the Python SDK 2.x Streamable HTTP client's `Sending client message:` and `SSE
 *   message:` debug lines, whose messages are plain models, no longer a `root=` wrapper);
 * - Node `util.inspect` objects: `{ jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }`
 *   (supergateway, runebookai/tome#50);
 * - Rust Debug structs from rmcp: `JsonRpcRequest { jsonrpc: JsonRpcVersion2_0, id: Number(2),
 *   request: ListToolsRequest(…) }` (agentgateway/agentgateway#464);
 * - protobuf text format from a Go server on protobuf-generated types: `jsonrpc:"2.0"  method:"cancelled"
 *   params:"{\"requestId\":33}"` (riza-io/mcp-go#14);
 * - Python `dict` reprs, a decoded message printed as is (`print(msg)`, `f"{msg}"`, `logger.info("…: %s", msg)`):
 *   `{'jsonrpc': '2.0', 'id': 2, 'method': 'resources/list', 'params': {}}` — Dify's plugin daemon relaying both
 *   an MCP server plugin's and an MCP client plugin's lines (hjlarry/dify-plugin-mcp_server#36).
 * `findJsonRpcAnywhere` tries plain JSON first (embedded.ts) and these only when their cheap
 * marker is in the text, so a line without any message costs a few `includes`.
 * It only decodes; who sent the message is the reader's question.
 */
import type { JsonRpcMessage } from '../events.js';
import { directionFromShape, findJsonRpc, type Embedded } from './embedded.js';
import { parseJsonRpc } from './jsonrpc.js';
import { valueEnd } from '../json.js';

/** The first JSON-RPC message(s) in `text` in any encoding this module knows, or null. */
export function findJsonRpcAnywhere(text: string): Embedded | null {
  const plain = findJsonRpc(text);
  if (plain !== null) return plain;
  if (text.includes('"jsonrpc"')) {
    const r = findEnclosing(text);
    if (r !== null) return r;
  }
  if (text.includes('jsonrpc\\')) {
    const r = findEscaped(text);
    if (r !== null) return r;
  }
  if (text.includes('JSONRPC')) {
    const r = findPydantic(text);
    if (r !== null) return r;
  }
  if (text.includes("jsonrpc='") || text.includes('jsonrpc="')) {
    const r = findPydanticStr(text);
    if (r !== null) return r;
  }
  if (text.includes('jsonrpc:')) {
    const r = findInspect(text) ?? (text.includes('jsonrpc:"') ? findProtoText(text) : null);
    if (r !== null) return r;
  }
  if (text.includes('JsonRpcVersion2_0')) {
    const r = findRustDebug(text);
    if (r !== null) return r;
  }
  if (text.includes("'jsonrpc'")) {
    const r = findPythonDict(text);
    if (r !== null) return r;
  }
  if (text.includes('"jsonrpc"=>') || text.includes('"jsonrpc" =>')) {
    const r = findRubyHash(text);
    if (r !== null) return r;
  }
  return null;
}

/**
 * True when `text` holds a message in any known encoding (for sniffers: no parse when the gate fails). A Ruby hash's
 * `"jsonrpc"=>` (findRubyHash) passes the first test.
 */
export function mayHoldJsonRpc(text: string): boolean {
  return (
    text.includes('"jsonrpc"') ||
    text.includes('jsonrpc\\') ||
    text.includes('JSONRPC') ||
    text.includes("jsonrpc='") ||
    text.includes('jsonrpc="') ||
    text.includes('jsonrpc:') ||
    text.includes('JsonRpcVersion2_0') ||
    text.includes("'jsonrpc'")
  );
}

/**
 * The `{` that encloses position k at depth 0, scanning back over nested objects and arrays and over strings quoted with
 * any of `quotes` (a backslash before a quote escapes it); -1 when there is none, or when the enclosing bracket is `[`.
 */
function openerBefore(text: string, k: number, quotes: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = k - 1; i >= 0; i--) {
    const c = text[i]!;
    if (quote !== null) {
      if (c === quote && text[i - 1] !== '\\') quote = null;
      continue;
    }
    if (quotes.includes(c)) quote = c;
    else if (c === '}' || c === ']') depth++;
    else if (c === '{' || c === '[') {
      if (depth === 0) return c === '{' ? i : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * A JSON object whose `"jsonrpc"` key comes after a nested object (`{"method":…,"params":{…},
 * "jsonrpc":"2.0","id":1}`, the TypeScript SDK's key order, as a Python server logs it in
 * `b'…'`): the `{` that encloses the key at depth 0, then the balanced object from there.
 */
function findEnclosing(text: string): Embedded | null {
  const start = openerBefore(text, text.indexOf('"jsonrpc"'), '"');
  if (start < 0) return null;
  const end = valueEnd(text, start);
  const r = parseJsonRpc(text.slice(start, end));
  if (r.messages.length === 0) return null;
  const out: Embedded = { messages: r.messages as JsonRpcMessage[], at: start, recovered: r.recovered };
  if (r.problem) out.problem = r.problem;
  return out;
}

/**
 * The key `"jsonrpc"` escaped k levels deep: each level doubles the backslashes before a quote and adds one
 * (`\"` once, `\\\"` twice, `\\\\\\\"` three times).
 */
const ESCAPED_KEY_RE = /(\\+)"jsonrpc\1"/;

/**
 * JSON inside a string literal, however many literals deep: a Go %q value or a JSON log field holds it once
 * (`msg="{\"jsonrpc\":…}"`); a body kept as a string inside an error term that a logger then printed as a
 * string again holds it twice (an Elixir client's `reason: "{:http_error, 406, \"{\\\"jsonrpc\\\":…}\"}"`:
 * bh-rat/context-awesome#11). Each level is one string's escapes (`\"` → `"`, `\\` → `\`), undone as many times
 * as the key's backslashes say, then the text is read as JSON.
 */
function findEscaped(text: string): Embedded | null {
  const km = ESCAPED_KEY_RE.exec(text);
  if (km === null) return null;
  const slashes = km[1]!.length;
  // 2^k − 1 backslashes for k levels.
  const levels = Math.log2(slashes + 1);
  if (!Number.isInteger(levels) || levels > 4) return null;
  const k = km.index;
  const start = text.lastIndexOf('{', k);
  if (start < 0) return null;
  // The outermost string ends at the first quote no backslash escapes.
  let end = start;
  while (end < text.length) {
    const c = text[end];
    if (c === '\\') {
      end += 2;
      continue;
    }
    if (c === '"') break;
    end++;
  }
  let raw = text.slice(start, end);
  for (let i = 0; i < levels; i++) raw = raw.replace(/\\(["\\/])/g, '$1');
  // The outer literals' own closing (`}\"}` of the term around the body) is not part of the body.
  const found = findJsonRpc(raw.slice(0, valueEnd(raw, 0)));
  if (found === null) return null;
  return { ...found, at: start };
}

// ---------------------------------------------------------------------------------------------
// A small reader for Python and JavaScript literals: enough for pydantic reprs and util.inspect.
// Values: strings ('…', "…", b'…'), numbers, None/null/undefined/True/true/False/false, dicts and
// objects (quoted or bare keys), lists and tuples, and calls `Name(kw=value, …)`, read as an
// object of their keyword arguments (the first positional argument when there is no keyword).

class LiteralReader {
  i = 0;
  /** Members or items were left out: a printer's `... 2 more items`, a reporter's `...` or `…` for the rest. */
  elided = false;
  constructor(readonly s: string) {}

  ws(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  /**
   * Skips an elision where a member or an item would start: util.inspect's own `... 3 more items` past its array
   * limit, or a reporter's `...` / `…` for members they cut (supergateway's `Stdio → Streamable HTTP: { jsonrpc: '2.0',
   * id: 0, method: 'initialize', ... }` as pasted in docker/mcp-gateway#412). What was cut is not read; what is there is.
   */
  elision(): boolean {
    const m = /^(?:\.{3}|…)(?: \d+ more items?)?(?=\s*[,}\])])/.exec(this.s.slice(this.i, this.i + 24));
    if (m === null) return false;
    this.i += m[0].length;
    this.elided = true;
    return true;
  }

  value(depth = 0): unknown {
    if (depth > 64) throw new Error('too deep');
    this.ws();
    const c = this.s[this.i];
    if (c === undefined) throw new Error('end of text');
    if (c === '{') return this.object(depth);
    if (c === '[' || c === '(') return this.list(c === '[' ? ']' : ')', depth);
    if (c === "'" || c === '"') return this.string();
    if ((c === 'b' || c === 'r' || c === 'u') && (this.s[this.i + 1] === "'" || this.s[this.i + 1] === '"')) {
      this.i++;
      return this.string();
    }
    if (/[-+\d]/.test(c)) return this.number();
    if (/[A-Za-z_]/.test(c)) return this.word(depth);
    throw new Error(`unexpected ${c}`);
  }

  string(): string {
    const q = this.s[this.i++]!;
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i++]!;
      if (c === q) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.s[this.i++];
      if (e === 'n') out += '\n';
      else if (e === 't') out += '\t';
      else if (e === 'r') out += '\r';
      else if (e === 'x' || e === 'u') {
        const n = e === 'x' ? 2 : 4;
        out += String.fromCharCode(parseInt(this.s.slice(this.i, this.i + n), 16));
        this.i += n;
      } else if (e !== undefined) out += e;
    }
    throw new Error('unterminated string');
  }

  number(): number {
    const m = /^[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(this.s.slice(this.i));
    if (m === null) throw new Error('bad number');
    this.i += m[0].length;
    return Number(m[0]);
  }

  /**
   * A bare word: a constant, a name, or a call `Name(…)`. A printer writes a call's `(` right after the name (Python's
   * repr, Rust's Debug), and a constant is never called, so a word ends at the first character that cannot continue a
   * dotted name: in `params=None (attempt 2)` or `params=None.` the logger's own text after the value is not part of it.
   */
  word(depth: number): unknown {
    const m = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/.exec(this.s.slice(this.i))!;
    this.i += m[0].length;
    const w = m[0];
    if (w === 'None' || w === 'null' || w === 'undefined') return null;
    if (w === 'True' || w === 'true') return true;
    if (w === 'False' || w === 'false') return false;
    if (this.s[this.i] === '(') return this.call(depth);
    return w;
  }

  call(depth: number): unknown {
    this.i++; // (
    const kw: Record<string, unknown> = {};
    const pos: unknown[] = [];
    for (;;) {
      this.ws();
      if (this.s[this.i] === ')') {
        this.i++;
        break;
      }
      const m = /^([A-Za-z_]\w*)\s*=(?!=)/.exec(this.s.slice(this.i));
      if (m !== null) {
        this.i += m[0].length;
        kw[m[1]!] = this.value(depth + 1);
      } else pos.push(this.value(depth + 1));
      this.ws();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== ')') throw new Error('bad call');
    }
    return Object.keys(kw).length > 0 || pos.length === 0 ? kw : pos[0];
  }

  object(depth: number): Record<string, unknown> {
    this.i++; // {
    const out: Record<string, unknown> = {};
    for (;;) {
      this.ws();
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      if (this.elision()) {
        this.ws();
        if (this.s[this.i] === ',') this.i++;
        continue;
      }
      const c = this.s[this.i];
      let key: string;
      if (c === "'" || c === '"') key = this.string();
      else {
        const m = /^[\w$]+/.exec(this.s.slice(this.i));
        if (m === null) throw new Error('bad key');
        key = m[0];
        this.i += key.length;
      }
      this.ws();
      if (this.s[this.i] !== ':') throw new Error('bad object');
      this.i++;
      out[key] = this.value(depth + 1);
      this.ws();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== '}') throw new Error('bad object');
    }
  }

  list(close: string, depth: number): unknown[] {
    this.i++;
    const out: unknown[] = [];
    for (;;) {
      this.ws();
      if (this.s[this.i] === close) {
        this.i++;
        return out;
      }
      if (!this.elision()) out.push(this.value(depth + 1));
      this.ws();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== close) throw new Error('bad list');
    }
  }
}

function readLiteral(s: string, from: number): unknown {
  return readLiteralElided(s, from).value;
}

/** The literal at `from`, and whether the text left members or items out (LiteralReader.elision). */
function readLiteralElided(s: string, from: number): { value: unknown; elided: boolean } {
  const r = new LiteralReader(s);
  r.i = from;
  try {
    return { value: r.value(), elided: r.elided };
  } catch {
    return { value: undefined, elided: false };
  }
}

/** An object that reads as one JSON-RPC message, through the JSON reader (same checks as a wire message). */
function asMessage(v: unknown): JsonRpcMessage | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = { ...(v as Record<string, unknown>) };
  if (o.jsonrpc === undefined) o.jsonrpc = '2.0';
  // pydantic prints unset optional fields as None: absent on the wire.
  for (const k of ['params', 'result', 'error']) if (o[k] === null) delete o[k];
  if (o.id === null && !('error' in o)) delete o.id;
  const r = parseJsonRpc(JSON.stringify(o));
  const m = r.messages.length === 1 && r.problem === undefined ? (r.messages[0] as JsonRpcMessage) : null;
  return m !== null && isWhole(m) ? m : null;
}

/** A request, a notification or a response: a decoded object that is none of them is not a message. */
function isWhole(m: JsonRpcMessage): boolean {
  if (typeof m.method === 'string') return true;
  return m.id !== undefined && (m.result !== undefined || m.error !== undefined);
}

const PYDANTIC_RE = /\bJSONRPC(?:Request|Notification|Response|Error)\(/;

/** `JSONRPCRequest(method='…', params={…}, jsonrpc='2.0', id=8)`, alone or inside `root=` / `SessionMessage(…)`. */
function findPydantic(text: string): Embedded | null {
  const m = PYDANTIC_RE.exec(text);
  if (m === null) return null;
  const v = readLiteral(text, m.index);
  const msg = asMessage(v);
  return msg === null ? null : { messages: [msg], at: m.index, recovered: false };
}

/** The first field of pydantic's str() of a message model, at a word's start: `jsonrpc='2.0'` (either quote). */
const PYDANTIC_STR_RE = /(?<![\w.=(,'"])jsonrpc=(['"])2\.0\1/;
/** The next field of that str(): one space, then `name=` (not `==`); sticky, tried where the last value ended. */
const PYDANTIC_FIELD_RE = / ([A-Za-z_]\w*)=(?!=)/y;

/**
 * pydantic's `str()` of a message model: its fields in order, `name=<repr>` joined by single spaces, with no class
 * name around them — `jsonrpc='2.0' id=2 method='tools/call' params={'name': 'slow_task', …}`, `jsonrpc='2.0' id=1
 * result={…}`, `jsonrpc='2.0' id=3 error=ErrorData(code=-32001, message='…', data=None)`. The Python SDK 2.x Streamable
 * HTTP client logs its messages so (`Sending client message: {message}`, `SSE message: {message}` in
 * mcp/client/streamable_http.py, recorded from a real mcp 2.3.0 run), where 1.x printed `root=JSONRPCRequest(…)`. The
 * fields end where the next text is not ` name=`, so a logger's own words after the message (`params=None (attempt
 * 2)`) end it and are not read; a field cut short by the end of the text leaves no message.
 */
function findPydanticStr(text: string): Embedded | null {
  const m = PYDANTIC_STR_RE.exec(text);
  if (m === null) return null;
  const r = new LiteralReader(text);
  r.i = m.index + 'jsonrpc='.length;
  const o: Record<string, unknown> = {};
  try {
    o.jsonrpc = r.value();
    for (;;) {
      PYDANTIC_FIELD_RE.lastIndex = r.i;
      const f = PYDANTIC_FIELD_RE.exec(text);
      if (f === null) break;
      r.i += f[0].length;
      o[f[1]!] = r.value();
    }
  } catch {
    return null;
  }
  const msg = asMessage(o);
  return msg === null ? null : { messages: [msg], at: m.index, recovered: false };
}

/** `{ jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }` (Node util.inspect). */
function findInspect(text: string): Embedded | null {
  const k = text.search(/\bjsonrpc:\s*['"]2\.0['"]/);
  if (k < 0) return null;
  // The object that holds the key: the nearest `{` before it at the same depth.
  let depth = 0;
  let start = -1;
  for (let i = k - 1; i >= 0; i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth === 0) {
        start = i;
        break;
      }
      depth--;
    }
  }
  if (start < 0) return null;
  const lit = readLiteralElided(text, start);
  const msg = asMessage(lit.value);
  return msg === null ? null : { messages: [msg], at: start, recovered: lit.elided };
}

/** The key of a Python dict repr's message: `'jsonrpc': '2.0'` (a dict prints its keys and strings single-quoted). */
const PY_DICT_KEY_RE = /'jsonrpc':\s*'2\.0'/;

/**
 * `{'jsonrpc': '2.0', 'id': 2, 'error': {'code': -32001, 'message': 'unsupported method'}}` (Python's dict repr:
 * hjlarry/dify-plugin-mcp_server#36). The object that holds the key, read as a Python literal (quoted keys, None,
 * True/False); a string holding a brace does not end it (the reader reads strings whole).
 */
function findPythonDict(text: string): Embedded | null {
  const k = text.search(PY_DICT_KEY_RE);
  if (k < 0) return null;
  // The dict that holds the key: keys before `'jsonrpc'` may hold dicts; a dict's strings take either quote.
  const start = openerBefore(text, k, `'"`);
  if (start < 0) return null;
  const lit = readLiteralElided(text, start);
  const msg = asMessage(lit.value);
  return msg === null ? null : { messages: [msg], at: start, recovered: lit.elided };
}

/**
 * A Ruby `Hash#inspect` of a decoded message, as Rails' request log prints the parameters it parsed from a JSON body:
 * `  Parameters: {"jsonrpc"=>"2.0", "method"=>"tools/call", "params"=>{"name"=>"search", …}, "id"=>3}` (ActionController's
 * LogSubscriber#start_processing, under `Started POST "/mcp"` and `Processing by …`; Ruby 3.4 prints `"key" => value`
 * with spaces). Keys are strings in double quotes, `=>` between key and value, `nil` for null; strings use Ruby's
 * escapes, which are JSON's for what a message holds (a `\e`, `\#` or `\u{…}` makes the print unreadable here: no
 * message). A key Rails' parameter wrapping adds beside the message's own (the controller's name holding a copy of
 * them, `"mcp"=>{…}`) is left to the message's other members.
 */
function findRubyHash(text: string): Embedded | null {
  const k = text.search(/"jsonrpc" ?=>/);
  if (k < 0) return null;
  const start = openerBefore(text, k, '"');
  if (start < 0) return null;
  // The hash's text to its balanced close, `=>` made `:` and `nil` made `null` outside strings.
  let out = '';
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === '=' && text[i + 1] === '>') {
      out += ':';
      i++;
      continue;
    }
    if (c === 'n' && text.startsWith('nil', i) && !/\w/.test(text[i + 3] ?? '') && !/\w/.test(text[i - 1] ?? '')) {
      out += 'null';
      i += 2;
      continue;
    }
    out += c;
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) break;
    }
  }
  if (depth !== 0) return null;
  let value: unknown;
  try {
    value = JSON.parse(out);
  } catch {
    return null;
  }
  const msg = asMessage(value);
  return msg === null ? null : { messages: [msg], at: start, recovered: false };
}

/** One `key:value` field of a protobuf text-format print: a quoted (Go-escaped) string, or a bare token. */
const PROTO_FIELD_RE = /([A-Za-z_]\w*):\s?("(?:[^"\\]|\\.)*"|[^\s"]+)/y;

/**
 * A message printed in protobuf's text format, as a Go server built on protobuf-generated MCP types logs
 * it (`jsonrpc:"2.0"  method:"cancelled"  params:"{\"requestId\":33,…}"`: riza-io/mcp-go#14): fields
 * separated by spaces, strings quoted with Go escapes, the params / result / error as JSON in a string.
 * Only a run of fields that starts at `jsonrpc:` is read.
 */
function findProtoText(text: string): Embedded | null {
  const at = text.search(/\bjsonrpc:"2\.0"/);
  if (at < 0) return null;
  const o: Record<string, unknown> = {};
  let i = at;
  for (;;) {
    PROTO_FIELD_RE.lastIndex = i;
    const f = PROTO_FIELD_RE.exec(text);
    if (f === null) break;
    o[f[1]!] = protoValue(f[2]!);
    i = PROTO_FIELD_RE.lastIndex;
    while (text[i] === ' ' || text[i] === '\t') i++;
  }
  for (const k of ['params', 'result', 'error']) {
    if (typeof o[k] !== 'string') continue;
    try {
      o[k] = JSON.parse(o[k] as string);
    } catch {
      return null;
    }
  }
  const msg = asMessage(o);
  return msg === null ? null : { messages: [msg], at, recovered: false };
}

function protoValue(raw: string): unknown {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw.slice(1, -1);
    }
  }
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * rmcp's method marker types (`ListToolsRequestMethod`) → the wire method (rmcp `model.rs`
 * `const_string!` declarations).
 */
const RUST_METHODS: Record<string, string> = {
  InitializeResultRequestMethod: 'initialize',
  InitializeRequestMethod: 'initialize',
  PingRequestMethod: 'ping',
  ListToolsRequestMethod: 'tools/list',
  CallToolRequestMethod: 'tools/call',
  ListResourcesRequestMethod: 'resources/list',
  ListResourceTemplatesRequestMethod: 'resources/templates/list',
  ReadResourceRequestMethod: 'resources/read',
  SubscribeRequestMethod: 'resources/subscribe',
  UnsubscribeRequestMethod: 'resources/unsubscribe',
  ListPromptsRequestMethod: 'prompts/list',
  GetPromptRequestMethod: 'prompts/get',
  CompleteRequestMethod: 'completion/complete',
  SetLevelRequestMethod: 'logging/setLevel',
  CreateMessageRequestMethod: 'sampling/createMessage',
  ListRootsRequestMethod: 'roots/list',
  CreateElicitationRequestMethod: 'elicitation/create',
  InitializedNotificationMethod: 'notifications/initialized',
  CancelledNotificationMethod: 'notifications/cancelled',
  ProgressNotificationMethod: 'notifications/progress',
  LoggingMessageNotificationMethod: 'notifications/message',
  ResourceUpdatedNotificationMethod: 'notifications/resources/updated',
  ResourceListChangedNotificationMethod: 'notifications/resources/list_changed',
  ToolListChangedNotificationMethod: 'notifications/tools/list_changed',
  PromptListChangedNotificationMethod: 'notifications/prompts/list_changed',
  RootsListChangedNotificationMethod: 'notifications/roots/list_changed',
};

const RUST_KIND_RE = /\bJsonRpc(Request|Notification|Response|Error)\s*\{/;
const RUST_ID_RE = /\bid:\s*(?:Number\((-?\d+)\)|String\("((?:[^"\\]|\\.)*)"\))/;

/**
 * rmcp's Debug print of a message. Only what identifies it is read: the kind, the id, the method
 * (from its marker type), a tool name, an error's code and message; the rest of the params is
 * not reconstructed.
 */
function findRustDebug(text: string): Embedded | null {
  const m = RUST_KIND_RE.exec(text);
  if (m === null) return null;
  const body = text.slice(m.index);
  const o: Record<string, unknown> = { jsonrpc: '2.0' };
  const idm = RUST_ID_RE.exec(body);
  if (idm !== null) o.id = idm[1] !== undefined ? Number(idm[1]) : idm[2]!.replace(/\\(.)/g, '$1');
  if (m[1] === 'Request' || m[1] === 'Notification') {
    const mm = /\bmethod:\s*(\w+Method)\b/.exec(body);
    const method = mm !== null ? RUST_METHODS[mm[1]!] : undefined;
    if (method === undefined) return null;
    o.method = method;
    const name = method === 'tools/call' ? /\bname:\s*"((?:[^"\\]|\\.)*)"/.exec(body) : null;
    if (name !== null) o.params = { name: name[1] };
    if (m[1] === 'Notification') delete o.id;
    else if (o.id === undefined) return null;
  } else if (m[1] === 'Response') {
    if (o.id === undefined) return null;
    o.result = {};
  } else {
    const code = /\bcode:\s*ErrorCode\((-?\d+)\)/.exec(body);
    if (code === null) return null;
    const msg = /\bmessage:\s*"((?:[^"\\]|\\.)*)"/.exec(body);
    o.id = o.id ?? null;
    o.error = { code: Number(code[1]), message: msg !== null ? msg[1]!.replace(/\\(.)/g, '$1') : '' };
  }
  const r = parseJsonRpc(JSON.stringify(o));
  return r.messages.length === 1 ? { messages: [r.messages[0] as JsonRpcMessage], at: m.index, recovered: false } : null;
}

const FROM_CLIENT_RE =
  /\b(?:client message|message from client|from client|post request|request from|Client→Server|Local→Remote)\b|(?:SSE|Stdio|WebSocket|HTTP|Client)\s*→\s*(?:Child|SSE|Server|Stdio)\b|\bclient\s*(?:->|→)/i;
const FROM_SERVER_RE =
  /\b(?:server message|message from server|from server|response from|Server→Client|Remote→Local)\b|(?:Child|Server)\s*→\s*(?:SSE|Stdio|Client|WebSocket|HTTP)\b|\bserver\s*(?:->|→)/i;
/** Python loggers name the side: `mcp.server.sse` on the server, `mcp.client.sse` on the client. */
const PY_SIDE_RE = /\bmcp\.(server|client)\b/;
const SENDS_RE = /\b(?:send(?:ing)?|sent|writ(?:e|ing)|outgoing)\b/i;
const RECEIVES_RE = /\b(?:receiv(?:e|ed|ing)|got|incoming|validated|read)\b/i;

/**
 * Who sent an embedded message in a log whose writer sits in the middle or is unknown: the
 * method first (only a client sends `tools/call`), then the words before it — arrows and
 * phrases that name a side ("SSE → Child", "Message from client", "post request … with body"),
 * then a Python logger's side with a verb ("mcp.server.sse … Sending message" is the server).
 * Null when nothing says.
 */
export function directionOfEmbedded(words: string, message: JsonRpcMessage): 'client' | 'server' | null {
  const shape = directionFromShape(message);
  if (shape !== null) return shape;
  // Supergateway's arrows name the hop: "Child → SSE" is the server's answer.
  const c = FROM_CLIENT_RE.exec(words);
  const s = FROM_SERVER_RE.exec(words);
  if (c && (!s || c.index > s.index)) return 'client';
  if (s) return 'server';
  const py = PY_SIDE_RE.exec(words);
  if (py !== null) {
    const self = py[1] === 'server' ? 'server' : 'client';
    const other = self === 'server' ? 'client' : 'server';
    const sends = SENDS_RE.exec(words);
    const gets = RECEIVES_RE.exec(words);
    if (sends && (!gets || sends.index < gets.index)) return self;
    if (gets) return other;
  }
  return null;
}

/**
 * Whether a debug print leaves a bracket open outside its quoted strings, so that its record goes on on the lines under
 * it: Rust's Debug of rmcp's refused handshake, `Some(Request(JsonRpcRequest { jsonrpc: JsonRpcVersion2_0,` continued
 * below (rudof-project/rudof#518, modelcontextprotocol/go-sdk#1177). `parensOnly`: only parentheses count, for a
 * sentence whose own braces or brackets are not the print's. A close with nothing open counts for nothing.
 */
export function debugPrintOpen(text: string, parensOnly: boolean): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 40 || (!parensOnly && (c === 123 || c === 91))) depth++;
    else if ((c === 41 || (!parensOnly && (c === 125 || c === 93))) && depth > 0) depth--;
  }
  return depth > 0;
}
