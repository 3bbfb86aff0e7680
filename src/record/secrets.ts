/**
 * What the recorder keeps out of a capture file unless `--keep-secrets` is given.
 *
 * A capture is attached to bug reports by people who did not read it first, so the recorder
 * removes credentials at the source: header values, URL query parameters and `NAME_TOKEN=value`
 * style text. Redaction replaces the value with `[redacted]` and keeps the name, because *that*
 * a credential was sent (e.g. an Authorization header on the request that got a 401) is evidence.
 * JSON-RPC message content is recorded as sent except for string values matching the text
 * patterns below: messages are the evidence the analyzer needs.
 */

export const REDACTED = '[redacted]';

/** Header names whose values are credentials (lower-case). */
const SECRET_HEADER_EXACT = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'api-key',
]);
/** Header names that look like credentials: `x-auth-token`, `x-goog-api-key`, `x-amz-security-token`… */
const SECRET_HEADER_LIKE = /(?:api-?key|access-?key|token|secret|passw(?:or)?d|credential|signature)|(?:^|-)auth(?:$|-)/i;

export function isSecretHeader(name: string): boolean {
  const n = name.toLowerCase();
  return SECRET_HEADER_EXACT.has(n) || SECRET_HEADER_LIKE.test(n);
}

/**
 * `Bearer abc` → `Bearer [redacted]`: the scheme tells Basic from Bearer from DPoP, which matters
 * for auth incidents; the credential never does.
 */
export function redactHeaderValue(name: string, value: string): string {
  const n = name.toLowerCase();
  if (n === 'authorization' || n === 'proxy-authorization') {
    const m = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s+\S/.exec(value);
    if (m) return `${m[1]} ${REDACTED}`;
  }
  return REDACTED;
}

/** Lower-cased header names → string values, secrets redacted unless `keepSecrets`. */
export function recordHeaders(
  headers: Record<string, string | string[] | number | undefined>,
  keepSecrets: boolean,
): Record<string, string> {
  // A null-prototype object: header names come from the network (`__proto__` is a legal name).
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [rawName, rawValue] of Object.entries(headers)) {
    if (rawValue === undefined) continue;
    const name = rawName.toLowerCase();
    const value = Array.isArray(rawValue)
      ? name === 'set-cookie'
        ? rawValue.join('\n')
        : rawValue.join(', ')
      : String(rawValue);
    out[name] = !keepSecrets && isSecretHeader(name) ? redactHeaderValue(name, value) : value;
  }
  return out;
}

/** Query parameters that carry credentials. `sessionId` (HTTP+SSE) is kept: it is the correlation key. */
const SECRET_QUERY = /([?&;](?:token|key|api[_-]?key|apikey|access[_-]?token|refresh[_-]?token|id[_-]?token|auth|code|password|passwd|secret|client[_-]?secret|sig|signature)=)([^&;#\s"'<>]*)/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, (_m, name: string, value: string) => (value === '' ? name : name + REDACTED));
}

/**
 * Text patterns (stderr lines, non-JSON output, command arguments, message string values):
 * - `MCP_PROXY_AUTH_TOKEN=…`, `GITHUB_TOKEN: …`, `OPENAI_API_KEY="…"` — upper-case env-style names only,
 *   so ordinary words (`progressToken`) are untouched;
 * - `Bearer …` / `Basic …` / `DPoP …` credentials (a value with a digit or punctuation);
 * - `Authorization: …` / `Cookie: …` header dumps;
 * - credential query parameters inside URLs.
 * Values stop at whitespace, quotes, `&`, `,`, `;` and `\`, so a replacement inside a JSON string
 * never breaks the JSON.
 */
const ENV_STYLE = /\b((?:[A-Z][A-Z0-9_]*)?(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)[A-Z0-9_]*)(\s*[=:]\s*)(["']?)([^\s"'&,;\\]+)/g;
// A credential has a digit or punctuation in it; this keeps `Bearer token missing` readable.
const AUTH_SCHEME = /\b(Bearer|bearer|BEARER|Basic|DPoP)(\s+)(?=[A-Za-z0-9._~+/=-]*[0-9._~+/=-])([A-Za-z0-9._~+/=-]{6,})/g;
const HEADER_DUMP = /\b(authorization|proxy-authorization|cookie|set-cookie|x-api-key)(["']?\s*[:=]\s*["']?)(?!\[redacted\])(?:(Bearer|Basic|Token|DPoP)\s+)?([^\s"'\\,;][^"'\\\r\n,;]*)/gi;

/** Quick test before doing any replacement work (most lines have no secret). */
const ANY_SECRET = /(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)|bearer|basic|token|dpop|authorization|cookie|x-api-key|[?&;](?:token|key|api|apikey|access|refresh|id_|id-|auth|code|passw|secret|client|sig)/i;

export function mayContainSecret(text: string): boolean {
  return ANY_SECRET.test(text);
}

export function redactText(text: string): string {
  if (!ANY_SECRET.test(text)) return text;
  return redactUrl(
    text
      .replace(HEADER_DUMP, (_m, name: string, sep: string, scheme: string | undefined) =>
        scheme ? `${name}${sep}${scheme} ${REDACTED}` : `${name}${sep}${REDACTED}`,
      )
      .replace(ENV_STYLE, (_m, name: string, sep: string, quote: string) => `${name}${sep}${quote}${REDACTED}`)
      .replace(AUTH_SCHEME, (m, scheme: string, space: string, value: string) =>
        value === REDACTED ? m : `${scheme}${space}${REDACTED}`,
      ),
  );
}

/** Flags whose next argument (or `=value`) is a credential: `--token abc`, `--api-key=abc`. */
const SECRET_FLAG = /^--?(?:[a-z0-9]+[-_])*(?:token|api[-_]?key|apikey|key|password|passwd|secret|auth|credentials?)$/i;

export function redactArgs(args: readonly string[]): string[] {
  const out: string[] = [];
  let redactNext = false;
  for (const arg of args) {
    if (redactNext) {
      out.push(REDACTED);
      redactNext = false;
      continue;
    }
    const eq = arg.indexOf('=');
    if (arg.startsWith('-') && eq > 0 && SECRET_FLAG.test(arg.slice(0, eq))) {
      out.push(`${arg.slice(0, eq + 1)}${REDACTED}`);
      continue;
    }
    if (SECRET_FLAG.test(arg)) redactNext = true;
    out.push(redactText(arg));
  }
  return out;
}

/**
 * Redacts string values inside a parsed JSON value in place (keys are kept: they are structure).
 * Own `__proto__` keys produced by JSON.parse are rewritten with defineProperty so no prototype
 * is ever touched. Returns true when something changed.
 */
export function redactJsonStrings(value: unknown): boolean {
  let changed = false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (typeof item === 'string') {
          const r = redactText(item);
          if (r !== item) {
            v[i] = r;
            changed = true;
          }
        } else if (item !== null && typeof item === 'object') stack.push(item);
      }
      continue;
    }
    const obj = v as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const item = obj[key];
      if (typeof item === 'string') {
        const r = redactText(item);
        if (r !== item) {
          Object.defineProperty(obj, key, { value: r, writable: true, enumerable: true, configurable: true });
          changed = true;
        }
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return changed;
}
