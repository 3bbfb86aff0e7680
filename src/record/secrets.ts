/**
 * What the recorder keeps out of a capture file unless `--keep-secrets` is given.
 *
 * A capture is attached to bug reports by people who did not read it first, so the recorder
 * removes credentials at the source: header values, URL query parameters, command arguments,
 * `NAME_TOKEN=value` style text and secret string values in messages. Which names and shapes are
 * secret is decided in one place, `src/redact.ts`, and a value reads as in reports
 * (`<redacted:kind>`). The recorder keeps the name, because *that* a credential was sent (e.g. an
 * Authorization header on the request that got a 401) is evidence; JSON-RPC message content is
 * otherwise recorded as sent: messages are the evidence the analyzer needs.
 */
import { isSecretHeader, redactHeaderValue } from '../redact.js';

export { isSecretHeader, mayContainSecret, redactArgs, redactJsonStrings, redactText, redactUrl } from '../redact.js';

/**
 * Lower-cased header names → string values, credential headers redacted unless `keepSecrets`
 * (an `Authorization` value keeps its scheme). Other values are kept as sent: a challenge such as
 * `WWW-Authenticate: Bearer resource_metadata="…"` is evidence, not a credential.
 */
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
    out[name] = !keepSecrets && isSecretHeader(name) ? redactHeaderValue(name, value, true) : value;
  }
  return out;
}
