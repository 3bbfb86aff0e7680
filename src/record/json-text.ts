/**
 * Turning observed text (a stdio line, an HTTP body, SSE data) into the JSON that goes into a
 * `message` event — without re-serialising megabytes when it can be avoided.
 */
import { redactJsonStrings, redactText, mayContainSecret } from './secrets.js';

export type ParsedText =
  /** `json` is a JSON text of an object or array, safe to embed as-is in one JSON Lines line. */
  | { ok: true; json: string; value: unknown }
  | { ok: false; error: string };

const MAX_ERROR_CHARS = 200;

/**
 * Parses `text` as a JSON-RPC message (an object, or a batch array — 2025-03-26 allowed batches).
 * When the text is valid and has no line breaks it is embedded verbatim (a 10 MB tool result is
 * parsed once to validate it, never stringified again); otherwise it is re-serialised.
 * Secret-looking string values are redacted unless `keepSecrets`.
 */
export function parseMessageText(text: string, keepSecrets: boolean): ParsedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const short = msg.length > MAX_ERROR_CHARS ? msg.slice(0, MAX_ERROR_CHARS) + '…' : msg;
    return { ok: false, error: `not JSON: ${keepSecrets ? short : redactText(short)}` };
  }
  if (value === null || typeof value !== 'object') {
    return { ok: false, error: `not a JSON-RPC message: a JSON ${value === null ? 'null' : typeof value}` };
  }
  // The gate reads the raw text, where a `\u` escape hides a name or a value from it (`{"\u0074oken":"…"}` is a
  // `token` once parsed, `"\u0042earer …"` a bearer credential), so a text holding an escape always goes through
  // the parsed value's redaction: that reads decoded strings.
  if (!keepSecrets && (text.includes('\\u') || mayContainSecret(text)) && redactJsonStrings(value)) {
    return { ok: true, json: JSON.stringify(value), value };
  }
  // JSON whitespace may include \r or \n between tokens; a JSON Lines line must not.
  if (/[\r\n]/.test(text)) return { ok: true, json: JSON.stringify(value), value };
  return { ok: true, json: text.trim(), value };
}

/**
 * Builds a `message` event line. `fields` come before `message` so a reader (or a person with
 * `head -c`) sees type, time and direction before the possibly huge payload.
 */
export function messageLine(iso: string, fields: Record<string, unknown>, json: string): string {
  const head = JSON.stringify({ type: 'message', t: iso, ...fields });
  return `${head.slice(0, -1)},"message":${json}}`;
}
