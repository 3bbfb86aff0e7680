/**
 * The one place that decides what is secret (shared/design/architecture.md, "redact.ts").
 *
 * Captures are attached to public bug reports, so by default every string that leaves the
 * analyzer goes through `redactText`: credentials in headers, bearer/basic tokens, well-known
 * API-key shapes, JWTs, secret-looking query/env parameters and JSON fields, URL userinfo and the
 * user name inside home-directory paths. A replacement is always visible and typed
 * (`<redacted:bearer>`), never an empty string, so a reader can tell that something was there.
 *
 * Over-redaction is preferred to a leak: a rule that also catches an innocent word costs a
 * little evidence, a rule that misses costs a credential. The rules are still anchored
 * (word boundaries, minimum lengths, "looks random" checks) so that ordinary protocol text —
 * method names, request ids, ISO times, `progressToken`, "max tokens" — is left alone.
 *
 * Cost: every rule is a precompiled regex, and a string is only scanned by them when a cheap
 * keyword pre-check finds something that could start a secret. Most report strings (method
 * names, times, `file:line` sources) never pass the pre-check.
 *
 * The recorder (`src/record/`) uses the same rules at the source, before a capture is written:
 * header values by name (`isSecretHeader`, `redactHeaderValue`), command arguments
 * (`redactArgs`) and the string values of JSON-RPC messages (`redactJsonStrings`).
 */
import type { Report, ReportRequest } from './report/contract.js';

/** Visible, typed placeholder. */
function mark(kind: string): string {
  return `<redacted:${kind}>`;
}

/** Header names whose whole value is a credential (matched case-insensitively). */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'api-key',
  'x-auth-token',
  'x-access-token',
  'mcp-proxy-auth-token',
]);

/**
 * SECRET_HEADERS as a regex alternation, the longest name first, for the rules that find those headers in text
 * (HEADER_VALUE, the HAR header-object rule): one list, so a header added there is found everywhere.
 */
const SECRET_HEADER_NAMES = [...SECRET_HEADERS].sort((a, b) => b.length - a.length).join('|');

/** A header whose value is a credential, whatever its case. */
export function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase()) || SECRET_HEADER_LIKE.test(name);
}

/**
 * A name that a name/value object (a HAR header, query or form parameter) holds as a header's: a listed credential
 * header, or a hyphenated name the header map redacts (isSecretHeader; RFC 9110 §5.1's shape, as HEADER_LIKE_NAME
 * reads it in text). A bare word (`token`, `sig`) is left to the parameter judgement, which keeps a state word.
 */
function isHeaderLikeSecret(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase()) || (name.includes('-') && SECRET_HEADER_LIKE.test(name));
}

/**
 * The placeholder for a credential header's value. With `keepScheme`, an `Authorization` value
 * keeps its scheme (`Bearer <redacted:authorization>`): Basic vs Bearer vs DPoP matters in an
 * auth incident, the credential never does.
 */
export function redactHeaderValue(name: string, value: string, keepScheme = false): string {
  const kind = mark(headerKind(name));
  if (keepScheme && /authorization$/i.test(name)) {
    const m = /^\s*([A-Za-z][A-Za-z0-9_-]*)\s+\S/.exec(value);
    if (m) return `${m[1]} ${kind}`;
  }
  return kind;
}

function headerKind(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('cookie')) return 'cookie';
  if (n.includes('authorization')) return 'authorization';
  if (n.includes('key')) return 'api-key';
  return 'token';
}

/**
 * How one secret word is read, beyond ending a name (`token=`, `DB_PWD=`, `{"api_key":…}`, `--pwd x`, which every
 * word does after a separator or a capital).
 * - `run`: also run on from a lowercase word (`accesstoken`, `clientsecret`, `sessioncookie`): a long word no
 *   ordinary word ends in. The short ones (`monkey`, `design`, `oauth`, `bypass`) end ordinary words.
 * - `alone`: names a secret alone before a colon or a spaced `=` in lower case (`password: …`, `token: …`), where
 *   prose is read too: no prose word is one, and the value is still judged (isKeptValue). `key` and `auth` are not:
 *   `key: my-server-1` is a map entry, `auth: oauth2` a scheme.
 * - `whole`: only as one of WHOLE_SECRET_NAMES (`sid`, not `consid`; `sessionid`, not the MCP `sessionId`).
 * - `sep`: only after a separator (`DB_PASS`; a test runner's `pass=3` is a count).
 * - `env`: how an upper-case env name holds it anywhere (`SECRET_KEY_BASE`, `GITHUB_TOKEN_X`), for the words that
 *   were read so before there was one list; other words count where they end the name (`DB_PWD`, `DB_COOKIE`).
 * - `gate`: how the cheap gate (MAYBE_SECRET) looks for the word, when not as itself: `sig` only as a name's last
 *   word (`sig=`, `aSig:`), never run on into one (`signal`, `SIGTERM`, `design`).
 * - `header`: how a hyphenated header-like name holds it anywhere (HEADER_LIKE_WORDS: `x-amz-security-token`,
 *   `x-goog-api-key`), for the words a header names a credential by; `token` but not `tokens`: a rate-limit header
 *   counts tokens (`x-ratelimit-remaining-tokens: 100`, `anthropic-ratelimit-tokens-remaining`, `max-tokens`) and is
 *   the incident's evidence. `credential` holds `credentials` too. `passphrase` and `cookie` count anywhere
 *   (`CB-ACCESS-PASSPHRASE`, Coinbase's exchange API; `X-Session-Cookie`); `sig`/`sign` only as a whole
 *   hyphen-separated part (`CB-ACCESS-SIGN`, a request's HMAC), never run on into one (`X-Design`, `X-Signal-Id`). `auth` is read by the header rules as a whole
 *   hyphen-separated part (`X-Auth`, not `x-author`), not as a header word.
 */
type SecretWord = { word: string; run?: true; alone?: true; whole?: true; sep?: true; env?: string; gate?: string; header?: string };

/**
 * The one list of secret names, read by every rule that reads `NAME sep value` (PARAM_VALUE `=`, the upper-case env
 * rule, the colon rule, the spaced `=` rule, `--flag value` in text and in argv, JSON fields, HAR `name`/`value`
 * objects, percent-encoded parameters) and by the cheap gate (MAYBE_SECRET): the rules differ only in their
 * separators and in how sure their value must look (isKeptValue). Three lists drifted once: `DB_PWD: short`,
 * `db_cookie=…` and `--pwd …` were each kept by one rule and redacted by another.
 */
const SECRET_WORDS: readonly SecretWord[] = [
  { word: 'token', run: true, alone: true, env: 'TOKEN', header: 'token(?!s)' },
  { word: 'apikey', run: true, alone: true, env: 'API_?KEY', header: 'api-?key' },
  { word: 'secret', run: true, alone: true, env: 'SECRET', header: 'secret' },
  { word: 'password', run: true, alone: true, env: 'PASSWORD', header: 'password' },
  { word: 'passwd', run: true, alone: true, env: 'PASSWD', header: 'passwd' },
  { word: 'passphrase', run: true, alone: true, env: 'PASSPHRASE', header: 'passphrase' },
  { word: 'signature', run: true, alone: true, header: 'signature' },
  { word: 'credentials?', run: true, alone: true, env: 'CREDENTIALS?', header: 'credential' },
  { word: 'cookie', run: true, header: 'cookie' },
  { word: 'key', env: '(?:ACCESS|PRIVATE)_?KEY' },
  { word: 'pass', sep: true },
  { word: 'pwd', alone: true },
  { word: 'auth', env: 'AUTH(?!OR(?!IZATION))' },
  { word: 'sig', alone: true, gate: 'sig(?![a-z])', header: '(?<![A-Za-z0-9])sign?(?![A-Za-z0-9])' },
  { word: 'sid', whole: true, alone: true },
  { word: 'sessionid', whole: true, alone: true },
  { word: 'verifier', whole: true, alone: true },
  { word: 'assertion', whole: true, alone: true },
];

/**
 * The header-like words that are no word of SECRET_WORDS: `access-key` (`x-amz-access-key`; a parameter's
 * `access_key` is read through `key`), and `authorization` where it ends the name: a gateway's own credential header
 * is named after the standard one (`X-Authorization`, `X-Api-Authorization`, `X-Forwarded-Authorization`) and holds
 * the same `Bearer …` value; a name that goes on after it (`authorization-server`) names a place, not a credential.
 */
const HEADER_ONLY_WORDS = ['access-?key', 'authorization(?![A-Za-z0-9-])'];

/** The spellings SECRET_WORDS gives for one reading (`env`, `header`), in the list's order, of the words that have one. */
function spellingsOf(form: 'env' | 'header'): string[] {
  return SECRET_WORDS.flatMap((w) => (w[form] !== undefined ? [w[form]] : []));
}

/**
 * Header names that look like credentials beyond the listed headers (SECRET_HEADERS): `x-goog-api-key`,
 * `x-amz-security-token`, `x-client-secret`, `x-auth-user`… (`www-authenticate` is a challenge, not a credential, and
 * does not match). The words are SECRET_WORDS' `header` spellings and the two only a header name holds
 * (HEADER_ONLY_WORDS), so a word given a header spelling in the one list is read by the map, the text rule and the
 * gate alike.
 */
const HEADER_LIKE_WORDS = [...spellingsOf('header'), ...HEADER_ONLY_WORDS].join('|');
const SECRET_HEADER_LIKE = new RegExp(String.raw`(?:${HEADER_LIKE_WORDS})|(?:^|-)auth(?:$|-)`, 'i');

/**
 * SECRET_HEADER_LIKE as the text header rule reads it: a hyphenated name (`X-Auth`, `X-Amz-Security-Token`, the
 * shape of an HTTP header field name, RFC 9110 §5.1) holding one of its words, built from the same words so that a
 * header line and a header map (isSecretHeader) judge one name alike. A name without a hyphen (`token`, `password`)
 * is left to the field rules, which keep a state word (`token: none`): a bare word there is a config or JSON field as
 * often as a header. The lookahead stays inside the name's run (letters, digits, hyphens), so a start reads its own
 * name only. `auth` counts as SECRET_HEADER_LIKE counts it, a whole hyphen-separated part. A name right after a quote
 * (a JSON key, plain or escaped inside a JSON string) is read only when a JSON array of strings is its value
 * (`{"X-Authorization": ["…"]}`, a header with its values as a list): parsed JSON judges such an array by the header
 * name (headerValueList), while a quoted key with a string value stays with the JSON field rule, which parsed JSON
 * also applies (`{"x-amz-security-token": "none"}` keeps its state word on both paths).
 */
const HEADER_LIKE_NAME = String.raw`(?:(?<!["'])|(?=[A-Za-z0-9-]+\\?["'][ \t]*:[ \t]*\[[ \t]*(?:\\?"|')))(?=[A-Za-z0-9-]*?(?:${HEADER_LIKE_WORDS}|(?<![A-Za-z0-9])auth(?![A-Za-z0-9])))[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+`;

/** The words of SECRET_WORDS that `pick` selects, as a regex alternation (the longest first: `passphrase` before `pass`). */
function wordsWhere(pick: (w: SecretWord) => boolean): string {
  return SECRET_WORDS.filter(pick)
    .map((w) => w.word)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/**
 * The words that end a JSON / util.inspect key whose string value is secret whatever runs on before them, as a regex
 * source: the `run` words, the `key` compounds that are secret in any case, and `authorization` (a field ending in it
 * holds a header's credential). The other words are read by FIELD_MORE_WORDS, judged as a parameter's name is.
 */
const SECRET_KEY_WORDS = `${wordsWhere((w) => w.run === true)}|api_key|api-key|private_?key|authorization`;

/** A JSON / util.inspect key whose string value is secret. */
const SECRET_KEY_NAME = `[A-Za-z0-9_-]*?(?:${SECRET_KEY_WORDS})`;

/**
 * Keys that end like a secret name but are protocol vocabulary: MCP progress tokens and paging cursors (`nextToken`,
 * and `pageToken`/`nextPageToken` as list APIs name the cursor a client sends back: a position, not a credential).
 */
const NOT_SECRET_KEYS = new Set(['progresstoken', 'nexttoken', 'pagetoken', 'nextpagetoken', 'tokentype', 'token_type']);

/**
 * Values of a secret-named parameter that are a state, not a credential: Cursor's 2026 connection machine prints
 * `conn=connecting,auth=unknown -> conn=failed,auth=unknown`, and whether auth was `valid`, `unknown` or `expired` is the
 * fact an auth incident turns on. No credential is one of these words, so keeping them hides nothing.
 */
const STATE_VALUES = new Set([
  'unknown', 'valid', 'invalid', 'none', 'null', 'undefined', 'missing', 'expired', 'required', 'pending', 'true', 'false',
  'ok', 'yes', 'no', 'failed', '-', 'authenticated', 'unauthenticated', 'authorized', 'unauthorized', 'present', 'absent',
]);

/**
 * The state words a password's value may be and still be kept: only those that say no password is there. A password
 * is any word a person chose (`ok`, `yes`, `false`, `secret`), so the other state words are credentials under a
 * password name (`{"password":"ok"}`, `PASSWORD="yes"`). `-` stays: it is the command-line sign for "read it from
 * stdin" (`--password -`) and a table's empty cell, and a one-character password guards nothing.
 */
const PASSWORD_ABSENT_VALUES = new Set(['none', 'null', 'unknown', 'missing', '-']);

function keyKind(name: string): string {
  const n = name.toLowerCase();
  if (n.includes('pass') || n.includes('pwd')) return 'password';
  if (n.includes('secret')) return 'secret';
  if (n.includes('cookie')) return 'cookie';
  if (n.includes('authorization')) return 'authorization';
  if (n.includes('cred')) return 'credential';
  if (n.includes('key')) return 'api-key';
  return 'token';
}

/** A token that looks machine-made (not an English word): has a digit/symbol or inner capitals. */
function looksRandom(tok: string): boolean {
  if (tok.length < 8) return false;
  return /[0-9+/=_.~-]/.test(tok) || /[a-z][A-Z]/.test(tok) || tok.length >= 24;
}

/**
 * After an auth scheme a shorter token counts too when it has a digit or a symbol
 * (`Bearer xyz.123`); a word (`Bearer token missing`, `bearer realm="x"`) does not.
 */
function looksLikeCredential(tok: string): boolean {
  return looksRandom(tok) || (tok.length >= 6 && /[0-9+/_.~-]/.test(tok));
}

/**
 * Prefixes of the well-known credential shapes that the key-shape rules below match (`sk-…`, `rk_live_…`, `ghp_…`,
 * `github_pat_…`, `glpat-…`, `hf_…`, `npm_…`, `xoxb-…`, `AIza…`, `AKIA…`/`ASIA…`, a JWT's `eyJ…`), as one regex
 * source read case-insensitively.
 * It is the one list: the logfmt name check refuses a value that starts like one (CREDENTIAL_PREFIX) and the cheap
 * gate lets every string holding one through to the rules (MAYBE_SECRET), so the two cannot disagree.
 */
const KEY_PREFIXES = 'sk[-_]|[rp]k_|gh[pousr]_|github_pat|glpat-|hf_|npm_|xox[abposr]-|aiza|akia|asia|eyj';

/** A value that starts like a well-known credential is never read as a name. */
const CREDENTIAL_PREFIX = new RegExp(`^(?:${KEY_PREFIXES})`, 'i');

/**
 * One member of a code expression's name (`self`, `_token`, `api_key`, `environ`, `v2`): letters and underscores, digits
 * only at the end. A credential's dotted parts hold digits inside (`ya29.a0AfH6SMB`), so a path of these is not one.
 */
const CODE_MEMBER = String.raw`[A-Za-z_$][A-Za-z_$]{0,39}[0-9]{0,3}`;
/** A dotted name path (`self._token`, `settings.api_key`) alone, or one called or indexed (`getToken(`, `tokens[0`). */
const CODE_EXPRESSION = new RegExp(String.raw`^${CODE_MEMBER}(?:\.${CODE_MEMBER})*(?:[(\[](.*)|(?<=\.${CODE_MEMBER}))$`);

/**
 * A bare value of a spaced `=` that is code, not a credential: a pasted assignment reads the secret from elsewhere
 * (`token = getToken();`, `token = os.environ["X"]`, `api_key = settings.api_key`, `key = keys.pop()`). What follows
 * the `(` or `[` is still judged (`token = f(abc123def456)` is redacted), and a single word is judged as it always was.
 * Under a password name a dotted path alone is judged too (see below).
 */
function isCodeExpression(bare: string, password: boolean): boolean {
  const m = CODE_EXPRESSION.exec(bare);
  // Case flipping at every letter (`AbCdEf.GhIj`) is a random run, not a name. A password may be words joined by dots
  // (`correct.horse.battery`), so under a password name only a call or an index is code.
  return (
    m !== null && !looksLikeCredential(m[1] ?? '') && !/(?:[a-z][A-Z]){2}/.test(bare) && (!password || m[1] !== undefined)
  );
}

/**
 * How sure a value must look to be a credential, by the form it is written in. `any`: a form that is not prose
 * (`name=value` with no blank, an upper-case env name, a `--flag`, a JSON field, a HAR object), where any value is
 * one. `shape`: a lower-case name before a colon or a spaced `=`, which is prose as often (`token: none`, `if token
 * = null`), where only a value that looks like a credential (looksLikeCredential) and holds no blank is one. A
 * quoted value is read as `any` in either form, whatever the separator: a quoted string is a literal, not prose, so
 * the name alone (the one list, SECRET_WORDS) decides. `secret = "abc def"` is the credential that `secret="abc def"`,
 * `secret: "abc def"`, `{"secret": "abc def"}` and `SECRET = "abc def"` are; a password is whatever a person chose
 * (`db_password = "correct horse"`, `passwd = "letmein"`), as it always was. The spaced `=` rule was the one form
 * that judged a quoted value's looks (its blank kept `secret = "abc def"` while `client_secret: "abc def"` was
 * redacted).
 */
type ValueForm = 'any' | 'shape';

/**
 * The one judgement of the value of a secret name, for every rule that reads `NAME sep value`: true when the value is
 * kept. Kept are a state word (STATE_VALUES), quoted or not: no credential is `none`, `unknown` or `null`, so
 * `TOKEN = "none"`, `{"token": "none"}` and `token: none` are the same fact (no token) and the quotes change nothing;
 * under a password name (`password`) only a word that says none is there (PASSWORD_ABSENT_VALUES: `ok` and `false`
 * may be the password);
 * a bare code expression (isCodeExpression: `API_KEY = os.environ["API_KEY"]`, `token=getToken()`), except in a URL
 * (`url`: a query or a path holds no code, and `?token=a.b` is a value); an empty value or a placeholder (nothing to
 * hide); and, for the `shape` form, an unquoted value that does not look like a credential.
 */
function isKeptValue(value: string, o: { form: ValueForm; quoted: boolean; password: boolean; url?: boolean }): boolean {
  if (value === '' || value.startsWith('<redacted:')) return true;
  if ((o.password ? PASSWORD_ABSENT_VALUES : STATE_VALUES).has(value.toLowerCase())) return true;
  if (!o.quoted && !o.url && isCodeExpression(value, o.password)) return true;
  if (o.form === 'any' || o.quoted) return false;
  return /\s/.test(value) || URL_VALUE.test(value) || isNameValue(value) || !looksLikeCredential(value);
}

/**
 * A value after a prose separator that is itself a secret name of words joined by `_`, `.` or `-`, its last word a
 * secret word whole (`refresh_token`, `client.api_key`): a name said in prose (`access token: refresh_token missing`),
 * not a credential. The separators are what made looksLikeCredential take it; a word alone (`password: secret`) is
 * judged by that as before, and a run-on (`COOKIESECRET`) is no name. Where no blank follows the `=`, a value is
 * never a name (`POSTGRES_PASSWORD=postgres_password` may be the password).
 */
function isNameValue(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z]+(?:[_.-][A-Za-z]+)+$/.test(value)) return false;
  const m = NAME_SPLIT.exec(value);
  return m !== null && m[1] === '' && isSecretParamName(value, '', m[2] ?? '');
}

/**
 * A URL after a prose separator (`API Access Token: https://example.com/docs#auth`): a link, not a credential; what a
 * URL can hold (userinfo, query parameters, a path's `key=`) is read by the URL rules wherever it stands.
 */
const URL_VALUE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Characters that end an unquoted `name=value` wherever it stands (space, `&`, quotes, `<>`, `;`, `,`, `\`, closers). */
const STOP_CHARS = String.raw`\s&"'<>;,\\)\]}`;
const VALUE_STOP = new RegExp(`[${STOP_CHARS}]`, 'g');
/** In a URL query a value also ends at the fragment's `#`. */
const QUERY_STOP = new RegExp(`[${STOP_CHARS}#]`, 'g');
/** In a path segment a value also ends at `/`, `?` and `#`. */
const SEGMENT_STOP = new RegExp(`[${STOP_CHARS}/?#]`, 'g');

/**
 * A Windows path at the value's start (`C:\Users\bob\tok.txt`, `C:\\Users\\…` inside a JSON string): its `\` is a
 * separator, so the value goes on over it. Stopped at the first `\`, the value was `C:` and the rest of the path, with
 * the user name in it, stayed in the text after the placeholder (the home-directory rule only sees a path it meets
 * whole). An escaped quote or a `\\` before one (`\"`, `\\"`: a JSON string's end) still ends it. `stop` is the
 * characters the reading rule's own bare value ends at; a drive letter with no separator after it (`a:b`) is no path.
 */
function drivePath(stop: string): string {
  return String.raw`[A-Za-z]:(?=[\\/])(?:\\\\(?!["\\])|\\(?![\\"])|[^${stop}])+`;
}
const DRIVE_PATH_AT = new RegExp(drivePath(STOP_CHARS), 'y');

/** The index of the first `stop` character in `s` from `from` on (`s.length` if none). */
function stopFrom(s: string, from: number, stop: RegExp): number {
  stop.lastIndex = from;
  return stop.exec(s)?.index ?? s.length;
}

/**
 * A path segment that may be the rest of a standard-base64 credential cut by its `/` (`/key=AbC+/xYz==`): base64
 * characters only, with a `+`, padding, a capital, or letters and digits over 8 characters. A lowercase word or a
 * short version (`/tools`, `/v1`) is a path segment: no credential of that shape is plausible.
 */
function continuesBase64(seg: string): boolean {
  if (!/^[A-Za-z0-9+]+={0,2}$/.test(seg)) return false;
  return /[+=A-Z]/.test(seg) || (seg.length >= 8 && /[0-9]/.test(seg) && /[a-z]/.test(seg));
}

/**
 * Where the credential that starts at `start` in `s` (the unquoted text after `name=`) ends, given the character
 * `before` the name. Anywhere, the value ends at VALUE_STOP. After `?` or `&` (a URL query) it also ends at `#`: a
 * fragment begins there and a query holds no raw `#` (RFC 3986 §3.4–3.5). After `/` (a path segment,
 * `https://h/api/key=abc/tools/list`) it also ends at `/`, `?` and `#`: a segment holds none of them (RFC 3986 §3.3),
 * so the rest of the path and the query stay readable. Standard base64 does hold `/`, so a base64-looking value
 * goes on over the segments that may continue it (continuesBase64): a cut there costs a path segment, a miss
 * would leak half a key. Only what is read is scanned, so a long line of `key=` values stays linear.
 */
function credentialEnd(s: string, start: number, before: string): number {
  if (before === '?' || before === '&') return stopFrom(s, start, QUERY_STOP);
  if (before !== '/') {
    DRIVE_PATH_AT.lastIndex = start;
    return DRIVE_PATH_AT.test(s) ? DRIVE_PATH_AT.lastIndex : stopFrom(s, start, VALUE_STOP);
  }
  let at = stopFrom(s, start, SEGMENT_STOP);
  if (s[at] !== '/' || !/^[A-Za-z0-9+]+$/.test(s.slice(start, at))) return at;
  while (s[at] === '/') {
    const segEnd = stopFrom(s, at + 1, SEGMENT_STOP);
    if (!continuesBase64(s.slice(at + 1, segEnd))) break;
    at = segEnd;
  }
  return at;
}

/** Auth schemes (RFC 9110 §11.1 and the IANA registry, plus GitHub's `token`) whose next word is the credential. */
const AUTH_SCHEMES =
  'bearer|basic|digest|dpop|token|negotiate|ntlm|oauth|apikey|hawk|mac|hoba|mutual|vapid|privatetoken|aws4-hmac-sha256|scram-sha-1|scram-sha-256';
const AUTH_SCHEME = new RegExp(`^(?:${AUTH_SCHEMES})$`, 'i');

/** An Authorization value's scheme and the space after it (` `, a query's `+` or `%20`), read where the value starts. */
const SCHEME_AT = /([A-Za-z][A-Za-z0-9_-]*)([ \t]+|%20|\+)(?=\S)/y;

/** A cookie value written after `=`: its first pair and every further `; name=value` pair (`Cookie=sid=a; theme=b`). */
const COOKIE_PAIRS_AT = new RegExp(`[^${STOP_CHARS}]*(?:;[ \\t]*[^${STOP_CHARS}=]+=[^${STOP_CHARS}]*)*`, 'y');

/**
 * Where the credential ends that starts at `start` in `s`, the unquoted text after a credential header's name and
 * `=` (`Authorization=Bearer abc`, `x-api-key=abc`, `Cookie=sid=a; b=c`: Java's Map.toString, logfmt, query
 * strings). An Authorization value is its scheme and the credential after it: the next word when the scheme is a
 * known one or the word looks like a credential (`Authorization=Bearer abc123, Accept=…`); a cookie is all its
 * pairs; any other value ends where a parameter's does (credentialEnd).
 */
function headerValueEnd(name: string, s: string, start: number, before: string): number {
  const n = name.toLowerCase();
  if (n.includes('cookie')) {
    COOKIE_PAIRS_AT.lastIndex = start;
    return start + (COOKIE_PAIRS_AT.exec(s)?.[0].length ?? 0);
  }
  if (n.includes('authorization')) {
    SCHEME_AT.lastIndex = start;
    const m = SCHEME_AT.exec(s);
    if (m) {
      const tokStart = start + m[0].length;
      const tokEnd = tokenEnd(s, tokStart);
      const tok = s.slice(tokStart, tokEnd);
      if (tok !== '' && (AUTH_SCHEME.test(m[1] ?? '') || looksLikeCredential(tok))) return tokEnd;
      return start + (m[1] ?? '').length;
    }
  }
  return credentialEnd(s, start, before);
}

/**
 * Written right after a quote: the quote opens no value, because JSON's structure follows it (`,` `:` `}` `]`, after
 * optional blanks, or the line's end) and so it closes the JSON string that holds the text (`"msg":"Cookie: sid=abc ","t":1`,
 * `"msg":"Authorization=Bearer ","user":"kim"`). The one source of that test for every rule that reads a quoted value
 * (QUOTED_AT, HEADER_VALUE's plain and escaped quotes).
 */
const OPENS_NO_QUOTE = String.raw`(?![ \t]*(?:[,:}\]\r\n]|$))`;

/**
 * A quoted token (`Bearer "tok"`) or auth-params (RFC 9110 §11.2: `Digest username="bob", response="…"`) after a
 * scheme, read as one credential: cut at its first `"` or `=`, the token was read as empty and the quoted half got
 * through. A quote that JSON's structure follows (`,` `:` `}` `]`, the line's end) closes the JSON string holding
 * the text (`"msg":"Authorization=Bearer ","user":"kim"`) and opens no token. A list of params may run into the next `name=value` of a Java map
 * (`{Authorization=Digest username="bob", response="…", Accept=application/json}` loses `Accept`): that costs a field,
 * a cut at a guessed end leaks (auth-param names are case-insensitive, RFC 9110 §11.2, so no name marks the list's
 * end). An unquoted value stops at `}`, which no token or token68 holds, so the map's close stays.
 */
const QUOTED_AT = new RegExp(String.raw`"${OPENS_NO_QUOTE}[^"\r\n]*"?|'${OPENS_NO_QUOTE}[^'\r\n]*'?`, 'y');
const AUTH_PARAMS_AT =
  /[A-Za-z0-9_.-]+[ \t]*=[ \t]*(?:"[^"\r\n]*"?|[^\s,"}]*)(?:[ \t]*,[ \t]*[A-Za-z0-9_.-]+[ \t]*=[ \t]*(?:"[^"\r\n]*"?|[^\s,"}]*))*/y;

/** Where the credential after an auth scheme ends (its start is `start`): a quoted token, auth-params, or a word. */
function tokenEnd(s: string, start: number): number {
  QUOTED_AT.lastIndex = start;
  const quoted = QUOTED_AT.exec(s)?.[0];
  if (quoted) return start + quoted.length;
  AUTH_PARAMS_AT.lastIndex = start;
  const params = AUTH_PARAMS_AT.exec(s)?.[0];
  if (params?.includes('=')) return start + params.length;
  return credentialEnd(s, start, ' ');
}

/**
 * opencode's logfmt names an MCP server by its config key (`service=mcp key=github type=local status=failed`;
 * accomplish-ai/coworker#216's paste has `key=page-tools-mcp`), and
 * hiding that name hides whose server failed. A bare lowercase `key=` that opens a logfmt field (start of the text
 * or after white space, never a URL query's `?key=`/`&key=` or a path) keeps a value that reads as a name: lowercase
 * letters, digits and `-_.` starting with a letter, at most 40 characters and three digits (`context7`, `k8s`,
 * `sequential-thinking`). Everything a credential looks like stays redacted: any capital (base64, `AbC123xyz`), hex
 * with a digit (`abc123`, `5f3a9c1b…`), more digits, longer values, and the well-known key prefixes (`sk-…`).
 */
function isLogfmtServerKey(value: string, before: string): boolean {
  if (before !== '' && !/\s/.test(before)) return false;
  if (value.length > 40 || !/^[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*$/.test(value)) return false;
  if ((value.match(/[0-9]/g) ?? []).length > 3) return false;
  if (/[0-9]/.test(value) && /^[0-9a-f._-]+$/.test(value)) return false;
  return !CREDENTIAL_PREFIX.test(value);
}

/** A rule whose every match is replaced (String.prototype.replace). */
type ReplaceRule = { re: RegExp; replace: (m: string, ...groups: (string | undefined)[]) => string };

/**
 * A rule that decides how much of the text its match starts is secret: `cut` returns the replacement of
 * `whole.slice(m.index, m.index + used)`, which may be less than the match (a value cut at a path's `/`) or more
 * (a value read on past the match), and the scan goes on right there. The text after a cut value is matched again
 * (`/key=a/token=b` holds two), and none of it is read twice over, so a line of many values stays linear.
 */
type CutRule = { re: RegExp; cut: (m: RegExpExecArray, whole: string, scan: Scan) => { text: string; used: number } };

/** What one applyCut scan of one text remembers between its matches (made anew for every scan, never shared). */
type Scan = { lastList: ListStops };

type Rule = ReplaceRule | CutRule;

function applyCut(s: string, { re, cut }: CutRule): string {
  let out = '';
  let done = 0;
  const scan: Scan = { lastList: { from: -1, at: -1 } };
  re.lastIndex = 0;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    const { text, used } = cut(m, s, scan);
    out += s.slice(done, m.index) + text;
    done = m.index + used;
    // Every cut uses at least the name; the guard only keeps a scan from ever standing still.
    re.lastIndex = Math.max(done, m.index + 1);
  }
  return done === 0 ? s : out + s.slice(done);
}

/** The character just before `at` in `s` ('' at its start): where a value stands (a path, a query, free text). */
function charBefore(s: string, at: number): string {
  return at > 0 ? s.charAt(at - 1) : '';
}

/**
 * The strings of a header's value list written as an array: JSON's `"…"`, the same escaped inside a JSON string
 * (`\\"…\\"`), and util.inspect's `'…'` (Node prints a header map as `{ 'X-Auth': [ 'abc' ] }`, a string with a `'`
 * in it as `"…"`). ARRAY_STRING finds each one in the list HEADER_VALUE matched.
 */
const ARRAY_ITEM = String.raw`"(?:[^"\\\r\n]|\\.)*"|\\"(?:[^"\\\r\n]|\\(?!"))*\\"|'(?:[^'\\\r\n]|\\.)*'`;
const ARRAY_ITEMS = String.raw`(?:${ARRAY_ITEM})(?:[ \t]*,[ \t]*(?:${ARRAY_ITEM}))*`;

/**
 * Header lines and header-ish key/values: `Authorization: Bearer …`, `"cookie":"a=b"`, `authorization: 'Bearer …'`
 * (util.inspect), `\"authorization\":\"…\"` (JSON inside a string), `x-api-key=…` / `Authorization=Bearer …`. After
 * `:` an unquoted value is the rest of the line (group 9), quoted parts included where a quote opens after `=` or a
 * space (`Cookie: sid="abc"`, `Bearer "tok"`, Digest's `response="…"`; RFC 6265 §4.1.1 allows a quoted cookie
 * value, RFC 9110 §11.2 quoted auth-params), while a quote after any other character still ends it: that is the
 * close of a JSON string holding the header line (`"msg":"Cookie: sid=abc","t":1`). Nor does a quote open a value
 * when JSON's structure follows it (`,` `:` `}` `]` or the line's end): after a space it closes that JSON string too
 * (`"msg":"Cookie: sid=abc ","t":1` read `","` as a quoted part and swallowed the next key). After `=` the match stops
 * where the value starts and headerValueEnd reads it. A value list in brackets (group 7, only its `[`: listStop finds
 * its end) is Go's http.Header printed with %v (`map[Authorization:[Bearer …] X-Api-Key:[…]]`) or Java's
 * Map<String, List<String>> (`{Cookie=[sid=abc]}`): the list is the value. A JSON array of strings (group 8, `"x-api-key": ["abc"]`) keeps its shape, each string
 * redacted. The guard before a bare value looks past spaces: the separator gives its spaces back on a failed match,
 * and `: [` used to let `[` through as the start of a bare value that ended at the first `"`.
 */
const HEADER_VALUE = new RegExp(
  String.raw`(?<![A-Za-z0-9_-])(\\?["']?)(${SECRET_HEADER_NAMES}|${HEADER_LIKE_NAME})\1([ \t]*[:=][ \t]*)(?:"((?:[^"\\\r\n]|\\.)*)"|'((?:[^'\\\r\n]|\\.)*)'|\\"((?:[^"\\\r\n]|\\(?!"))*)\\"|(\[)(?=[ \t]*[^\]\r\n"\\ \t])(?![ \t]*${ARRAY_ITEMS}[ \t]*\])|\[[ \t]*(${ARRAY_ITEMS})[ \t]*\]|(?![ \t]*[{[])(?:(?<=:[ \t]*)((?:[^\r\n"\\]|(?<=[=\s])"${OPENS_NO_QUOTE}[^"\r\n\\]*"?|(?<=[=\s])\\"${OPENS_NO_QUOTE}(?:[^"\\\r\n]|\\(?!"))*(?:\\")?)+)|(?=[^\r\n"\\])))`,
  'gi',
);

/**
 * Where a bracketed header value list that opens at `from` stops: its `]`, or the first `"`, `\` or line end (the
 * list holds none of them), else the text's end. The regex used to read the list itself, so every `Cookie=[` left
 * unclosed read on to the line's end (200 KB of `{Cookie=[`: 2.3 s). One scan of a text keeps its last answer
 * (`Scan.lastList`, made per applyCut call and dropped with it): a `from` between the last `from` and its stop stops
 * there too, and the scan goes left to right, so a line is read once. Nothing is kept between calls, so a long line
 * is not held after its scan and no call can see another's answer.
 */
const LIST_STOP = /[\]\r\n"\\]/g;
type ListStops = { from: number; at: number };
function listStop(s: string, from: number, last: ListStops): number {
  if (from >= last.from && from <= last.at) return last.at;
  LIST_STOP.lastIndex = from;
  const at = LIST_STOP.exec(s)?.index ?? s.length;
  last.from = from;
  last.at = at;
  return at;
}

/** One string of a JSON array of header values, plain (`"…"`) or escaped inside a JSON string (`\\"…\\"`). */
const ARRAY_STRING = new RegExp(ARRAY_ITEM, 'g');

function cutHeader(m: RegExpExecArray, s: string, scan: Scan): { text: string; used: number } {
  const [all, q = '', name = '', sep = '', dq, sq, eq, list, strings, bare] = m;
  const kind = mark(headerKind(name));
  const key = `${q}${name}${q}${sep}`;
  const used = all.length;
  // A quoted name with a quoted value is a JSON (or util.inspect) field, and a state word there is kept as parsed JSON
  // keeps it (isJsonFieldSecret, isKeptValue): `{"x-auth-token": "none"}` says no token was set on both paths, as
  // `{"x-amz-security-token": "none"}` does. No credential is a state word; a header line (`X-Auth-Token: none`,
  // unquoted name) still redacts any value. An empty value is kept here too, as the lines below write it.
  const quotedValue = dq ?? sq ?? eq;
  if (q !== '' && quotedValue !== undefined && isKeptValue(quotedValue, { form: 'any', quoted: true, password: false })) {
    return { text: all, used };
  }
  // An empty quoted value stays visibly empty, as parsed JSON keeps it (redactJsonStrings) and as `Cookie=` keeps
  // its name alone: there is no credential to hide, and that the client sent an empty `Authorization` or `Cookie` is
  // the fact an auth incident turns on. A placeholder there would claim a credential that was never sent.
  if (quotedValue !== undefined) {
    const vq = quoteOf(dq, sq, eq);
    return { text: `${key}${vq}${quotedValue === '' ? '' : kind}${vq}`, used };
  }
  if (list !== undefined) {
    // The list is the value up to its `]`. Unclosed (a `"`, `\` or the line's end comes first), a `:` header's
    // value is the rest of the line as ever (up to that stop) and an `=` parameter's is read after the `[`.
    const open = m.index + all.length;
    const stop = listStop(s, open, scan.lastList);
    if (s.charAt(stop) === ']') return { text: `${key}[${kind}]`, used: stop + 1 - m.index };
    if (sep.includes(':')) return { text: `${key}${kind}`, used: stop - m.index };
    const end = headerValueEnd(name, s, open, '[');
    return { text: end === open ? `${key}[` : `${key}[${kind}`, used: end - m.index };
  }
  // A JSON array of values keeps its shape: each string becomes the placeholder, in the quoting it was written in.
  if (strings !== undefined) {
    // The list is rewritten where it stands, so util.inspect's blanks inside the brackets (`[ 'abc' ]`) stay too.
    const items = all.slice(key.length).replace(ARRAY_STRING, (q) => {
      if (q === '""' || q === "''" || q === '\\"\\"') return q;
      if (q.startsWith("'")) return `'${kind}'`;
      return q.startsWith('\\') ? `\\"${kind}\\"` : `"${kind}"`;
    });
    return { text: `${key}${items}`, used };
  }
  // With `:` the value is the rest of the line (a header line cannot say where it ends).
  if (bare !== undefined) return { text: `${key}${kind}`, used };
  // With `=` it is a parameter: the credential ends where headerValueEnd says and the text after it is scanned on
  // (it may hold the next `Cookie=…`). A value that is a placeholder already ends where it starts (`<` stops every
  // value), so the name is kept alone and a redacted text redacts to itself (`x-api-key=<redacted:api-key>` used to
  // gain a second placeholder on every pass).
  const start = m.index + all.length;
  const end = headerValueEnd(name, s, start, charBefore(s, m.index));
  return { text: end === start ? key : `${key}${kind}`, used: end - m.index };
}

/**
 * The last words of WHOLE_SECRET_NAMES (below), the `whole` words of SECRET_WORDS, as a regex source for the rules
 * and the gate that must see those names (WHOLE_NAME_WORD, WHOLE_NAME_GATE).
 */
const WHOLE_WORDS = wordsWhere((w) => w.whole === true);

/**
 * The words that end a secret parameter's name (`token`, `api_key`, `MCP_PROXY_AUTH_TOKEN`): every word of
 * SECRET_WORDS, as a regex source. A JSON field is read by the same words: the `run` ones whatever ends them
 * (SECRET_KEY_WORDS), the rest judged as a parameter's name is (FIELD_MORE_WORDS); a test walks every word in every
 * form (`{"pwd":…}` was kept while `pwd=` was redacted, `passphrase=` kept while `{"passphrase":…}` was not).
 */
const PARAM_WORDS = wordsWhere(() => true);

/**
 * Whole names that hold a credential though no secret word ends them: session cookies passed as parameters (`sid=`,
 * `sessionid=`, Java's `jsessionid=`/`JSESSIONID=`) and PKCE's and client authentication's secrets (`code_verifier=`,
 * RFC 7636 §4.1; `client_assertion=`, RFC 7523 §2.2, a JWT that may be shorter than the JWT rule's minimum). Their
 * last words (`sid`, `verifier`, `assertion`) end ordinary names too (`consid`, `verifier=`), so only these count;
 * and only in one case: `sessionId`, the MCP transport's session, is how requests are matched up and stays.
 */
const WHOLE_SECRET_NAMES = new Set(['sid', 'sessionid', 'jsessionid', 'code_verifier', 'client_assertion']);
const WHOLE_NAME_WORD = new RegExp(`^(?:${WHOLE_WORDS})$`, 'i');

/**
 * A name's last word that counts with a colon or a spaced `=` when it is the whole name (`sid: …`, `Signature: …`,
 * `password: …`, `token: …`): the `alone` words of SECRET_WORDS, which name nothing but a secret (a YAML file or a
 * docker-compose service pasted into a report). The value is still judged (isKeptValue's `shape` form), so
 * `password: none`, `secret: true` and `token: none` stay. `key` is not one (`key: my-server-1` is a map entry);
 * `api_key: …` is a compound name and counts already.
 */
const ALONE_WORD = new RegExp(`^(?:${wordsWhere((w) => w.alone === true)})$`, 'i');

/**
 * The words that make a `…Key` or `…_key` name a lookup key: what it looks up or where it stands in a table
 * (`cacheKey`, `sortKey`, `primary_key`, `idempotency_key`, `partition_key`, DynamoDB's `hash_key`/`range_key`,
 * Kafka's `message_key`, S3's `object_key`, a tracker's `issue_key`). Such a name holds a credential only when its
 * value looks like one (looksLikeCredential), and keeps a word (`cacheKey=abc`, `cache_key = "list"`, as the JSON
 * field `"cacheKey":"abc"` is kept). Every other compound is a credential's name whatever its value, in either
 * spelling: the secret ones (`apiKey`, `private_key`, `sessionKey`, `encryption_key`), and the open set of what a key
 * unlocks (`license_key`, `webhook_key`, `ssh_key`, `deploy_key`, `stripe_key`, `openai_key`, Azure's `storage_key`,
 * PagerDuty's `routing_key`), where a value that reads as a word is a password a person chose. A list of the lookup
 * words, not of the secret ones: a name it misses costs a word of evidence, a missed secret compound cost a key.
 */
const LOOKUP_KEY_WORD = /^(?:cache|sort|primary|partition|idempotency|foreign|unique|composite|lookup|hash|range|row|object|file|issue|ticket|project|message|dedup|query|map|group|index|item|entry|record|table|column|field|list|node|label|value|data|id|name)$/i;

/**
 * A snake_case name ending in `_key` after a lower-case word (`cache_key`, `a.primary_key`: a dotted name by its last
 * segment), group 1 that word. An upper-case env name (`CACHE_KEY`) is not one: that form redacts any value.
 */
const KEY_SNAKE = /^(?:[a-z0-9]+_)*([a-z0-9]+)_key$/;

/**
 * A lookup key: a camelCase `…Key` or a snake_case `…_key` whose word before it is one of LOOKUP_KEY_WORD, secret
 * only with a value that looks like a credential. With `prose` (a spaced `=` and a bare value, where a lower-case
 * name is prose as often) a lone `key` is one too, as the colon rule reads `key:` as a map entry's key; a quoted
 * value there is a literal (`key = "…"` in Python or TOML holds an API key); with `=` and no blank a lone
 * `key` stays a parameter (`?key=` holds an API key).
 */
function keyNeedsCredential(name: string, joined: string, word: string, prose: boolean): boolean {
  if (word === 'Key') return LOOKUP_KEY_WORD.test(/[A-Z]?[a-z0-9]+$/.exec(joined)?.[0] ?? '');
  if (word !== 'key' || joined !== '') return false;
  const last = lastSegment(name);
  if (last === 'key') return prose;
  return LOOKUP_KEY_WORD.test(KEY_SNAKE.exec(last)?.[1] ?? '');
}

/**
 * The values of fetch's `RequestInit.credentials` (Fetch Standard, "request credentials mode": `omit`, `same-origin`,
 * `include`): a client's options logged with the request say whether cookies were sent, a state an auth incident
 * turns on, not a credential. Kept only under a name that is `credentials` itself, written in lower case as the
 * option is (`client_credentials = "include"` and `secret = "include"` stay redacted).
 */
const FETCH_CREDENTIALS_MODES = new Set(['omit', 'same-origin', 'include']);

function isFetchCredentialsMode(name: string, value: string): boolean {
  return lastSegment(name) === 'credentials' && FETCH_CREDENTIALS_MODES.has(value);
}

/**
 * Whether a secret name's value is kept for what the name is, beyond isKeptValue's judgement of the value: a lookup
 * key's value that does not look like a credential (keyNeedsCredential), or fetch's credentials mode
 * (isFetchCredentialsMode). The one test for every rule that reads a name's run and word (`cacheKey=abc`,
 * `"cache_key":"list"`, `cache_key = "list"`, `cacheKey%3Dabc`, a name/value object, `credentials: "include"`).
 */
function isKeptForName(name: string, joined: string, word: string, value: string, prose = false): boolean {
  return (keyNeedsCredential(name, joined, word, prose) && !looksLikeCredential(value)) || isFetchCredentialsMode(name, value);
}

/** A password's name (`--pwd`, `db_pass=`, `"password"`): its value is judged by PASSWORD_ABSENT_VALUES (isKeptValue). */
function isPasswordName(name: string): boolean {
  return /pass|pwd/i.test(name);
}

/** The placeholder kind for a secret parameter's or flag's value: a password (isPasswordName), or any other. */
function paramKind(name: string): string {
  return isPasswordName(name) ? 'password' : 'param';
}

/** The words of SECRET_WORDS that count only after a separator (`DB_PASS`, not `pass=3` or `bypass`). */
const SEP_WORD = new RegExp(`^(?:${wordsWhere((w) => w.sep === true)})$`, 'i');

/**
 * Secret words that end a secret name even when run on from a lowercase word (`accesstoken`, `clientsecret`), the
 * `run` words of SECRET_WORDS; the short ones end ordinary words too (`monkey`, `design`, `oauth`) and count only
 * after a separator or a capital.
 */
const LONG_PARAM_WORD = new RegExp(`^(?:${wordsWhere((w) => w.run === true)})$`, 'i');

/**
 * The words that make a `key` run on from them a credential's name in any case (`privatekey`, `secretkey`,
 * `accesskey`, `sessionkey`, `authkey`), as they do with a separator (`private_key`) or in camelCase (`privateKey`).
 */
const KEY_COMPOUND_RUN = /(?:private|secret|access|session|auth|signing)$/i;

/**
 * Whether a parameter name that ends in a secret word (`word`) after a run of name characters (`joined`, the part
 * after the name's last `_`, `.` or `-`) names a secret: nothing run on (`token`, `api_key`), a camelCase word
 * (`accessToken`, `clientSecret`, `apiKey`: OAuth and SDK options written as JavaScript names), or a long secret
 * word run on (`accesstoken`), or a `key` run on from a word of KEY_COMPOUND_RUN (`privatekey`). A short word run on
 * from lowercase (`monkey`, `design`) is a word, and the MCP names that end like a token (`progressToken`,
 * `nextToken`, `pageToken`) are protocol vocabulary. A name whose last word is one of WHOLE_NAME_WORD counts only
 * as one of WHOLE_SECRET_NAMES. A camelCase `…Key` (`cacheKey`) is a secret name, and its caller keeps a lookup
 * key's value that does not look like a credential (keyNeedsCredential).
 */
function isSecretParamName(name: string, joined: string, word: string): boolean {
  // Protocol vocabulary by the last dotted member too (`_meta.progressToken=`), as the JSON field rule reads it.
  if (NOT_SECRET_KEYS.has(lastSegment(name).toLowerCase())) return false;
  if (WHOLE_NAME_WORD.test(word)) {
    // A dotted name names its last member (`a.sid`, `cookie.sid`, `a.jsessionid`), as the JSON field rule reads it.
    const last = lastSegment(name);
    // A flag writes the name with `-` (`--code-verifier`, `--client-assertion`): the same name as `code_verifier`.
    return (
      WHOLE_SECRET_NAMES.has(last.toLowerCase().replace(/-/g, '_')) &&
      (last === last.toLowerCase() || last === last.toUpperCase())
    );
  }
  // `pass` alone is a word (a test runner's `pass=3`) and run on it ends words (`bypass`, `compass`): only a name
  // with a separator before it in its last dotted member (`DB_PASS`, `db-pass`, `a.db_pass`; `a.pass` as the JSON
  // field rule reads `{"a.pass":…}`) is a password's.
  if (SEP_WORD.test(word)) return joined === '' && lastSegment(name).length > word.length;
  if (joined === '') return true;
  if (/[a-z0-9]$/.test(joined) && /^[A-Z]/.test(word)) return true;
  if (/^key$/i.test(word) && KEY_COMPOUND_RUN.test(joined)) return true;
  return LONG_PARAM_WORD.test(word);
}

/** A name's last `_`/`.`/`-` part split into the run before its secret word and the word (isSecretParamName). */
const NAME_SPLIT = new RegExp(`^(?:.*[_.-])?([A-Za-z0-9]*?)(${PARAM_WORDS})$`, 'i');

/**
 * Whether a whole name (`DB_PWD`, `refresh_token`, `--api-key`'s `api-key`) names a secret, as PARAM_NAME reads it. A
 * flag's name is judged here too, in text and in argv (redactArgs): one list, where a flag's own once kept `--pwd` and
 * `--passphrase` on the text path; `--no-auth` and `--pass` read as their parameters do.
 */
function isSecretName(name: string): boolean {
  const m = NAME_SPLIT.exec(name);
  return m !== null && isSecretParamName(name, m[1] ?? '', m[2] ?? '');
}

/** The `env` forms of SECRET_WORDS, read by ENV_WORDS and ENV_ANYWHERE. */
const ENV_FORMS = spellingsOf('env');
/**
 * An upper-case env name's secret words as its rule's lookahead reads them: every word of SECRET_WORDS and the forms
 * it is held anywhere in (`API_?KEY`), upper case. The lookahead only finds a candidate; isEnvSecretName judges it.
 */
const ENV_WORDS = [...new Set([...SECRET_WORDS.map((w) => w.word.toUpperCase()), ...ENV_FORMS])].join('|');
/** The words an upper-case env name holds anywhere (`SECRET_KEY_BASE`, `GITHUB_TOKEN_X`, `OAUTH_CLIENT`). */
const ENV_ANYWHERE = new RegExp(ENV_FORMS.join('|'));

/**
 * Whether an upper-case env name names a secret: it holds a word of ENV_ANYWHERE, or it ends in a secret word as a
 * parameter's name does (isSecretName: `DB_PWD`, `DB_COOKIE`, `STRIPE_KEY`, `DB_SIG`, `SID`; not `PASS` alone, not
 * `MY_SID`, as `pass=` and `my_sid=` are kept).
 */
function isEnvSecretName(name: string): boolean {
  return ENV_ANYWHERE.test(name) || isSecretName(name);
}

/**
 * An upper-case env name that names where something is, not the thing (`TOKEN_URL`, `AUTH_SERVER_URL`,
 * `PRIVATE_KEY_PATH`): its secret word says what is found there. Such a name's value is kept when it is proved to hold
 * nothing (isHarmlessLocation); any other value stays redacted, as every secret env name's is.
 */
const LOCATION_NAME = /_(?:URL|URI|PATH)$/;

/**
 * A path segment that can hold no credential: a short lower-case run (`v1`, `mcp`, `8080`), or words of letters
 * joined by `-`, `_`, `.` with an optional extension (`oauth`, `.well-known`, `Library`, `key.pem`). Digits
 * inside a long run, inner capitals or symbols (`T0123/B0456/XXXXabcd1234`, a webhook's secret) are never harmless,
 * nor is a run of letters as long as looksRandom's random token (24): no word is that long.
 */
const HARMLESS_SEGMENT = /^(?:[a-z0-9]{1,7}|\.?[A-Za-z]?[a-z]{1,22}(?:[-_.][a-z]{1,23})*(?:\.[a-z0-9]{1,5})?|\.{1,2}|~)$/;

/**
 * A URL or path that is proved to hold no credential: a URL with a scheme, a host (and port) and no userinfo, query,
 * fragment or escape (RFC 3986 §3.2.1, §3.4: where a credential is written in a URL), or a file path; and every path
 * segment harmless (HARMLESS_SEGMENT). `http://localhost:8080/mcp`, `/var/lib/x.db` are; a webhook's
 * `/services/T…/B…/XXXX…`, `postgres://user:pass@host/db` and `https://h/x?token=…` are not.
 */
function isHarmlessLocation(value: string): boolean {
  if (value.length > 400 || /[?#@%\s]/.test(value)) return false;
  const url = /^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?=\/|$)/i.exec(value)?.[0];
  const drive = /^[A-Za-z]:[\\/]/.test(value);
  // Any other scheme (`data:`, `mailto:`, `s3:` without `//`) is not read: nothing proves it harmless. Nor is a
  // value with no separator: a bare word (`SECRET_PATH=hunter2`) is not shown to be a path at all.
  if (url === undefined && !drive && (/^[a-z][a-z0-9+.-]*:/i.test(value) || !/[\\/]/.test(value))) return false;
  const path = url !== undefined ? value.slice(url.length) : drive ? value.slice(2) : value;
  return path.split(/[\\/]+/).every((seg) => seg === '' || HARMLESS_SEGMENT.test(seg));
}

/** A `/` in a URL, written plain or percent-encoded once or more (`%2F`, `%252F`: a URL passed as a query value). */
const URL_SLASH = String.raw`(?:\/|%(?:25)*2F)`;

/**
 * The routes of incoming-webhook URLs, whose path after them is the credential: Slack's
 * `hooks.slack.com/services/T…/B…/<secret>` (and its workflow and trigger forms) and Discord's
 * `discord.com/api/webhooks/<id>/<token>`, also under a versioned API (`/api/v10/webhooks/`, as an SDK calls it).
 * One source for the rule and the cheap gate (MAYBE_SECRET), read case-insensitively.
 */
const WEBHOOK_ROUTE = String.raw`hooks\.slack\.com${URL_SLASH}(?:services|workflows|triggers)${URL_SLASH}|discord(?:app)?\.com${URL_SLASH}api${URL_SLASH}(?:v[0-9]{1,2}${URL_SLASH})?webhooks${URL_SLASH}`;

/**
 * Whether the quoted value of a parameter named `name` is a credential, as cutParam judges `name="value"`: a secret
 * name (isSecretName), a value isKeptValue does not keep, and a camelCase lookup key's value only when it looks like
 * a credential (keyNeedsCredential).
 */
function isParamValueSecret(name: string, value: string): boolean {
  const m = NAME_SPLIT.exec(name);
  if (m === null || !isSecretParamName(name, m[1] ?? '', m[2] ?? '')) return false;
  if (isKeptForName(name, m[1] ?? '', m[2] ?? '', value)) return false;
  return !isKeptValue(value, { form: 'any', quoted: true, password: isPasswordName(name) });
}

/**
 * Whether the value a colon rule found at the end of its match (`value`, ending at `end` in `s`) is the next field's
 * name, not this one's value: a name of the one list that a colon and a blank or the text's end follow (`secret:
 * secret: x1y2z3`, `SECRET: SECRET: x1y2z3`, `api_key: DB_TOKEN: …`). Its rule then keeps its own name and the scan
 * goes on at that name, whose value is judged. The name is judged as every name is (isSecretName), never by its
 * ending alone: a credential that a colon follows is still a value (`API_KEY: abc123def456: unauthorized`,
 * `password: monkey: rejected`, whose `monkey` only ends in `key`, as `monkey=` is no secret name).
 */
function isNextName(value: string, s: string, end: number): boolean {
  if (!value.endsWith(':') || !/^[A-Za-z0-9_.-]+:$/.test(value)) return false;
  const after = s.charAt(end);
  return (after === '' || after === ' ' || after === '\t') && isSecretName(value.slice(0, -1));
}

/**
 * A flag's name after its dashes (`api-key`, `db_pwd`), as a regex source: `word-` parts, the run on and the secret
 * word, as PARAM_NAME reads a parameter's. Starts only after `--`, where no part is tried twice.
 */
const FLAG_NAME_SOURCE = `(?:[A-Za-z0-9]+[-_])*[A-Za-z0-9]*?(?:${PARAM_WORDS})(?![A-Za-z0-9_-])`;

/**
 * A secret parameter's name as PARAM_VALUE, the colon rule and the spaced `=` rule read it: group 1 the name, group 2
 * the run on before its secret word, group 3 the word (isSecretParamName). Where it may start, and why that keeps a
 * long run read once, is said at PARAM_VALUE.
 */
const PARAM_NAME = `(?<![A-Za-z0-9]|[A-Za-z0-9][_.-])((?:[A-Za-z0-9]+[_.-])*([A-Za-z0-9]*?)(${PARAM_WORDS}))`;

/**
 * Query and env parameters: ?token=…, &api_key=…, MCP_PROXY_AUTH_TOKEN=…, GITHUB_TOKEN=…, --api-key=…, /key=…/,
 * accessToken=… (isSecretParamName decides a name whose secret word is run on: group 2 the run, group 3 the word).
 * A name starts where its run of `word[_.-]` parts does: never right after such a part (`a_` in `a_key`), where
 * the match from the run's start has been tried already and would be the one found. Trying every part again read
 * a long run (`a_a_a_…`, a base64url blob) once per part, quadratic in the line. Nor does it start inside a run of
 * name characters: the run on is read by the lazy group 2 from the run's start, once.
 */
const PARAM_VALUE = new RegExp(
  `${PARAM_NAME}=(?:"([^"\\r\\n]*)"|'([^'\\r\\n]*)'|\\\\"([^"\\\\\\r\\n]*)\\\\"|[^${STOP_CHARS}])`,
  'gi',
);

const BRACKET_LIST_AT = new RegExp(`\\[(?:[^${STOP_CHARS}]+|<redacted:[a-z-]+>)\\]`, 'y');

/**
 * The quote a value was read in, to write around its placeholder: `"`, `'`, an escaped `\"` inside a JSON string, or
 * none (a bare value). The one reading for the header rule (cutHeader), cutParam, the JSON field rule, the spaced
 * `=` rule and the flag rule.
 */
function quoteOf(dq: string | undefined, sq: string | undefined, eq: string | undefined): string {
  return dq !== undefined ? '"' : sq !== undefined ? "'" : eq !== undefined ? '\\"' : '';
}

function cutParam(m: RegExpExecArray, s: string): { text: string; used: number } {
  const [all, n = '', joined = '', word = '', dq, sq, eq] = m;
  // Not a secret name: only the name and `=` are read, and the value is scanned on (`monkey="token=abc"`).
  if (!isSecretParamName(n, joined, word)) return { text: `${n}=`, used: n.length + 1 };
  const kept = { text: all, used: all.length };
  const kind = mark(paramKind(n));
  const password = isPasswordName(n);
  // A quoted value is read to its closing quote: plain, or escaped inside a JSON string (`"msg":"token=\"…\""`, a
  // log line written as JSON), as the spaced `=` rule and the header rule read it. An escaped quote stops every bare
  // value at its `\`, so without this form the value was kept on the text path while the parsed path redacted it.
  if (dq !== undefined || sq !== undefined || eq !== undefined) {
    const v = dq ?? sq ?? eq ?? '';
    if (isKeptValue(v, { form: 'any', quoted: true, password }) || isKeptForName(n, joined, word, v)) return kept;
    const q = quoteOf(dq, sq, eq);
    return { text: `${n}=${q}${kind}${q}`, used: all.length };
  }
  // A value list in brackets (Java's `{X-Api-Key=[abc]}`, left by HEADER_VALUE as `[<redacted:api-key>]`): the list
  // is the value and its brackets stay. The list holds no stop character, so it reads no further than the value would.
  const start = m.index + n.length + 1;
  BRACKET_LIST_AT.lastIndex = start;
  const list = BRACKET_LIST_AT.exec(s)?.[0];
  if (list !== undefined) {
    const text = /^\[<redacted:[a-z-]+>\]$/.test(list) ? list : `[${kind}]`;
    return { text: `${n}=${text}`, used: n.length + 1 + list.length };
  }
  // An unclosed list the header rule redacted already (`{Cookie=[<redacted:cookie>`, `X-Api-Key=[<redacted:api-key>`):
  // its `[` is no value, and read as one it gained a second placeholder.
  if (s.startsWith('[<redacted:', start)) return { text: `${n}=[`, used: n.length + 2 };
  // Unquoted: the credential ends where credentialEnd says (a path segment's `/`, a query's `#`) and the text after
  // it is scanned on.
  const before = charBefore(s, m.index);
  const end = credentialEnd(s, start, before);
  const value = s.slice(start, end);
  const used = end - m.index;
  // After `?`, `&`, `#`, `;` or `/` the value stands in a URL, where no code is written.
  const url = /^[?&#;/]$/.test(before);
  if (isKeptValue(value, { form: 'any', quoted: false, password, url })) return { text: `${n}=${value}`, used };
  if (isKeptForName(n, joined, word, value)) return { text: `${n}=${value}`, used };
  if (n === 'key' && isLogfmtServerKey(value, before)) return { text: `${n}=${value}`, used };
  return { text: `${n}=${kind}`, used };
}

/**
 * A parameter inside a percent-encoded URL (a `redirect_uri`/`state` holding `…%3Ftoken%3Dabc%26…`): the name
 * follows an encoded `?`, `&` or `#` (an implicit grant returns its access_token in the fragment, RFC 6749 §4.2.2),
 * or an encoded `;` or `/` (a matrix parameter, a path segment `%2FaccessToken%3D…`, as a plain name may follow them) and
 * its value ends at an encoded `&` or `#` (RFC 3986 §2.1). A URL encoded again inside another (a `state` holding a
 * `redirect_uri`) writes each `%` as `%25`: `%253D`, `%25253D` are the same `=`, so every escape is read with any
 * number of `25`s after its `%`. Groups: the name's `word[_.-]` parts, the
 * run on before its secret word, the word, the encoded `=`. The match stops where the value starts (a value char
 * must follow, never a placeholder's `<`): ENCODED_VALUE_AT reads the value of a secret name only, so a value that
 * is scanned on is read once (a match that read every value to its end read a line of `%3Fmonkey%3D` quadratically).
 */
const ENCODED_VALUE_CHAR = String.raw`(?:[^%\s&"'<>;,\\)\]}#]|%(?!(?:25)*2[36])[0-9A-Fa-f]{2})`;
const ENCODED_PARAM = new RegExp(
  `(?<=%(?:25)*(?:3F|26|23|3B|2F))((?:[A-Za-z0-9]+[_.-])*)([A-Za-z0-9]*?)(${PARAM_WORDS}|code)(%(?:25)*3D)(?=${ENCODED_VALUE_CHAR})`,
  'gi',
);
const ENCODED_VALUE_AT = new RegExp(`${ENCODED_VALUE_CHAR}+`, 'y');

/**
 * The name is judged as a plain one is (isSecretParamName: `accessToken%3D…` is a secret, `monkey%3D…` is not; a
 * `code` only alone or after a separator). A name that is not a secret keeps its value, which is scanned on as
 * cutParam does: it may hold a URL encoded once more (`monkey%3Dh%253Ftoken%253D…`), whose token a match that took
 * the whole value used to keep.
 */
function cutEncodedParam(m: RegExpExecArray, s: string): { text: string; used: number } {
  const [all, parts = '', joined = '', word = ''] = m;
  const name = `${parts}${joined}${word}`;
  const secret = word.toLowerCase() === 'code' ? joined === '' : isSecretParamName(name, joined, word);
  if (!secret) return { text: all, used: all.length };
  ENCODED_VALUE_AT.lastIndex = m.index + all.length;
  const value = ENCODED_VALUE_AT.exec(s)?.[0] ?? '';
  if (isKeptForName(name, joined, word, value)) return { text: all, used: all.length };
  // Judged as the same parameter in a plain URL is (cutParam with `url`): `%3Ftoken%3Dnone` as `?token=none`. A `code`
  // is not: the plain code rule redacts any value, so the encoded one does too.
  const kind = paramKind(name);
  if (word.toLowerCase() !== 'code' && isKeptValue(value, { form: 'any', quoted: false, password: isPasswordName(name), url: true })) {
    return { text: `${all}${value}`, used: all.length + value.length };
  }
  return { text: `${all}${mark(kind)}`, used: all.length + value.length };
}

/**
 * Field names the JSON rule reads beyond SECRET_KEY_NAME: a name ending in a word of SECRET_WORDS that is not a `run`
 * word (`key`, a WHOLE_NAME_WORD, or a short word that ends ordinary words too: `pwd`, `auth`, `sig`, `pass`),
 * judged as a parameter's name is: `{"auth":…}` as `auth=` is redacted, `{"oauth":…}` and `{"bypass":…}` kept as
 * `oauth=` is.
 */
const FIELD_MORE_WORDS = wordsWhere((w) => w.run !== true);
const FIELD_NAME_MORE = `[A-Za-z0-9_-]*?(?:${FIELD_MORE_WORDS})`;
const FIELD_NAME_SPLIT = new RegExp(`^(?:.*[_.-])?([A-Za-z0-9]*?)(${FIELD_MORE_WORDS})$`, 'i');

/**
 * Whether a JSON field named FIELD_NAME_MORE holds a secret, as the same name with `=` would (isSecretParamName,
 * keyNeedsCredential). A bare `key` is not one here: a JSON object's `"key"` is a map entry's key as often as not.
 */
function isFieldSecret(name: string, value: string): boolean {
  const m = FIELD_NAME_SPLIT.exec(name);
  if (!m || name.toLowerCase() === 'key') return false;
  const joined = m[1] ?? '';
  const word = m[2] ?? '';
  if (!isSecretParamName(name, joined, word)) return false;
  return !isKeptForName(name, joined, word, value);
}

const SECRET_KEY = new RegExp(`^${SECRET_KEY_NAME}$`, 'i');
/** A whole name the JSON field rule reads: of name characters only, as the rule's pattern requires on text. */
const FIELD_NAME = new RegExp(`^(?:${SECRET_KEY_NAME}|${FIELD_NAME_MORE})$`, 'i');

/**
 * The last dotted segment of a field name (`a.secretKey` → `secretKey`, `_meta.progressToken` → `progressToken`): a
 * dotted path names its last member, and that member's name says what the value is.
 */
function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * The one judgement of a field's value by its name (its last dotted segment), for the JSON field rule on text
 * (`"secretKey":"…"`) and for parsed JSON (redactJsonStrings, which the recorder runs on every message): a name of
 * SECRET_KEY_NAME, or one of FIELD_NAME_MORE that names a secret as the same name with `=` would (isFieldSecret).
 * Protocol vocabulary (NOT_SECRET_KEYS: progress tokens, paging cursors) is kept, and so is a value isKeptValue keeps
 * (an empty value, a placeholder already, a state word). Two judgements drifted once: a parsed `{"secretKey":"…"}` kept what the same text redacted.
 */
function isJsonFieldSecret(dotted: string, value: string): boolean {
  const name = lastSegment(dotted);
  if (NOT_SECRET_KEYS.has(name.toLowerCase())) return false;
  // A field's value is quoted: a state word is kept as a quoted parameter's is (`{"token":"none"}`, `token="none"`).
  if (isKeptValue(value, { form: 'any', quoted: true, password: isPasswordName(name) })) return false;
  // A `run` word's field (`"credentials"`) is secret by SECRET_KEY alone; fetch's mode under it is still a state.
  if (!FIELD_NAME.test(name) || isFetchCredentialsMode(name, value)) return false;
  return SECRET_KEY.test(name) || isFieldSecret(name, value);
}

/**
 * The placeholder for the value of a name/value object (`{"name":"Authorization","value":"…"}`, a HAR's headers,
 * `queryString` and `postData.params`, or such a list inside a JSON-RPC message), or null: a credential header's
 * value whatever it holds, a parameter's as the same `name="value"` is judged (isParamValueSecret). The one judgement
 * for the rule on text and for parsed JSON (redactJsonStrings), which wrote such a message out unredacted. The name
 * is read whole and the members' names in any case (`{"Name":…,"Value":…}`), as the rule on text reads them.
 */
function nameValueSecret(name: unknown, value: string): string | null {
  if (value === '' || typeof name !== 'string' || !/^[A-Za-z0-9_.-]{1,200}$/.test(name)) return null;
  if (isHeaderLikeSecret(name)) return mark(headerKind(name));
  return isParamValueSecret(name, value) ? mark(paramKind(name)) : null;
}

/** nameValueSecret for an object's `value` member (`value`) by its `name` member, either named in any case. */
function nameMemberSecret(obj: Record<string, unknown>, value: string): string | null {
  const nameKey = Object.keys(obj).find((k) => k.toLowerCase() === 'name');
  return nameKey === undefined ? null : nameValueSecret(obj[nameKey], value);
}

/**
 * A name/value object's text with its `value` redacted when nameValueSecret says so, name first: `pre` runs to the
 * value's opening quote and `close` is its closing one (`"`, or `\"` inside a JSON string). The one replacement for
 * the plain and the escaped rule.
 */
function nameFirstValue(m: string, pre = '', name = '', value = '', close = ''): string {
  const kind = nameValueSecret(name, value);
  return kind === null ? m : `${pre}${kind}${close}`;
}

/**
 * nameFirstValue for `value` before `name`: `post` runs from the value's closing quote past the name. It takes the
 * match and its four groups only, so a rule may pass it as its replacement (what String.replace adds after is unread).
 */
function valueFirstValue(m: string, pre = '', value = '', post = '', name = ''): string {
  const kind = nameValueSecret(name, value);
  return kind === null ? m : `${pre}${kind}${post}`;
}

/**
 * Rules in order. Earlier rules consume whole values (a header line swallows its `Bearer …`),
 * later ones catch what is left anywhere in free text. Running the rules again changes nothing
 * (idempotent: a report re-read or redacted twice reads the same): a value pattern either refuses
 * a leading `<` or keeps a value that is a placeholder already (`x-api-key=<redacted:api-key>`).
 */
const RULES: Rule[] = [
  // PEM private keys, possibly cut by truncation (no END line).
  {
    re: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
    replace: () => mark('private-key'),
  },
  // HAR cookie arrays: cookie names are arbitrary, every value is a credential.
  {
    re: /("cookies"\s*:\s*)\[(?!\s*\])(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]/g,
    replace: (_m, pre) => `${pre}["${mark('cookies')}"]`,
  },
  // HAR / recorder name-value objects: a header (`{"name":"Authorization","value":"…"}`, every value a credential)
  // or a query or form parameter named by the one list (`"queryString":[{"name":"sig","value":"…"}]`, a HAR's
  // `postData.params`; judged as a `name=value` of that name is, isParamValueSecret). The name is read whole.
  {
    re: /("name"\s*:\s*"([A-Za-z0-9_.-]{1,200})"\s*,\s*"value"\s*:\s*")((?:[^"\\]|\\.)*)"/gi,
    replace: (m, pre, name, value) => nameFirstValue(m, pre, name, value, '"'),
  },
  // The same object with `value` before `name` (`{"value":"…","name":"password"}`): JSON does not order members and
  // a parsed object is judged either way (nameMemberSecret), so the text is too. Also written inside a JSON string
  // (`\"value\":\"…\",\"name\":\"token\"`), as the name-first order is below.
  {
    re: /("value"\s*:\s*")((?:[^"\\]|\\.)*)("\s*,\s*"name"\s*:\s*"([A-Za-z0-9_.-]{1,200})")/gi,
    replace: valueFirstValue,
  },
  // Both orders written inside a JSON string (a captured message logged as a string): `\"name\":\"token\",\"value\":\"…\"`.
  {
    re: /(\\"name\\"\s*:\s*\\"([A-Za-z0-9_.-]{1,200})\\"\s*,\s*\\"value\\"\s*:\s*\\")((?:[^"\\\r\n]|\\(?!"))*)\\"/gi,
    replace: (m, pre, name, value) => nameFirstValue(m, pre, name, value, '\\"'),
  },
  {
    re: /(\\"value\\"\s*:\s*\\")((?:[^"\\\r\n]|\\(?!"))*)(\\"\s*,\s*\\"name\\"\s*:\s*\\"([A-Za-z0-9_.-]{1,200})\\")/gi,
    replace: valueFirstValue,
  },
  // Header lines and header-ish key/values (HEADER_VALUE).
  { re: HEADER_VALUE, cut: cutHeader },
  // Cookies named in prose: `cookie sid=…`, `Set-Cookie session=…; Path=/` (no colon after the word).
  {
    re: /(?<![A-Za-z0-9_-])((?:set-)?cookies?)([ \t]+)([^\s=;,"'<>:]+)=(?!<)([^\s;,"'<>]+)/gi,
    replace: (_m, word, sp, name) => `${word}${sp}${name}=${mark('cookie')}`,
  },
  // JSON and util.inspect fields with secret names: "password":"…", apiKey: '…', \"token\":\"…\"; also a name
  // that ends in `key` or a whole name of WHOLE_SECRET_NAMES, judged as a parameter's name is (isFieldSecret), so
  // `"secretKey":"…"`, `"sid":"…"` and `secretKey=…` agree, and so do `"cacheKey":"abc"` and `cacheKey=abc`. A dotted
  // name (`"a.secretKey"`, `"auth.token"`: flattened config, a logger's dotted context) is judged by its last segment,
  // as `auth.token=…` is. A name starts where its dotted run does, never after a `.` inside it, so a long `a.a.a…`
  // run is read from its first segment only.
  {
    re: new RegExp(
      `(?<![A-Za-z0-9_$-]|[A-Za-z0-9_$-]\\.)(\\\\?["']?)((?:[A-Za-z0-9_$-]+\\.)*(?:${SECRET_KEY_NAME}|${FIELD_NAME_MORE}))\\1(\\s*:\\s*)(?:"((?:[^"\\\\\\r\\n]|\\\\.)*)"|'((?:[^'\\\\\\r\\n]|\\\\.)*)'|\\\\"((?:[^"\\\\\\r\\n]|\\\\(?!"))*)\\\\")`,
      'gi',
    ),
    replace: (m, q, name, sep, dq, sq, eq) => {
      const n = name ?? '';
      const kind = secretKeyValue(n, dq ?? sq ?? eq ?? '');
      if (kind === null) return m;
      const vq = quoteOf(dq, sq, eq);
      return `${q}${n}${q}${sep}${vq}${kind}${vq}`;
    },
  },
  // URL userinfo: https://user:pass@host. The scheme is checked behind `://` once one is found: matched from its
  // first letter, a long run of scheme characters (`a.b.c.…`) was scanned again from every letter after a `.`/`-`.
  {
    re: /:\/\/(?<=\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@"'<>]+:[^/\s@"'<>]+@/gi,
    replace: () => `://${mark('userinfo')}@`,
  },
  // Query and env parameters (PARAM_VALUE).
  { re: PARAM_VALUE, cut: cutParam },
  // Env-style names with a colon, a spaced `=` or Go's `:=` (`TOKEN := "abc"`, read whole: as `:` its value began at
  // the `=` and the quoted value after it was left): `GITHUB_TOKEN: abc`, `API_KEY = "abc"`, `DB_PWD: short`. Upper
  // case only, so prose (`token: none`, `key points: …`) is left alone, and any value is a credential (isKeptValue's
  // `any` form: a state word and code are kept, `AUTH=unknown`, `SECRET_KEY = settings.SECRET_KEY`). The name is one
  // run of `[A-Z0-9_]` that a lookahead checks for a word of SECRET_WORDS (ENV_WORDS): written as prefix, word and
  // suffix, a 100 KB `TOKEN_TOKEN_…` run was tried at every split of every word in it (seconds). isEnvSecretName then
  // reads the name as the one list says. A value that is itself `NAME:` is the next field's name, not this one's value
  // (`SECRET: SECRET: x1y2z3`, isNextName): the rule keeps its name and the scan goes on at that name. A quoted value
  // is read to its closing quote. A name of a location (`TOKEN_URL`, `PRIVATE_KEY_PATH`, LOCATION_NAME) keeps a value
  // proved to hold no credential (isHarmlessLocation).
  {
    re: new RegExp(
      String.raw`\b(?=[A-Z0-9_]*?(?:${ENV_WORDS}))([A-Z][A-Z0-9_]*)([ \t]*(?::=|=|:(?!=))[ \t]*)(?:"([^"\r\n]*)"|'([^'\r\n]*)'|(["']?)(?!<)(${drivePath(String.raw`\s"'&,;\\<`)}|[^\s"'&,;\\<]+))`,
      'g',
    ),
    cut: (m, s) => {
      const [all, name = '', sep = '', dq, sq, q = '', bare = ''] = m;
      const used = all.length;
      // A closed quote is read to its end (`PASSWORD = "correct horse"`): read as a bare run, the value stopped at its
      // blank and the words after it were left in the text.
      const closed = quoteOf(dq, sq, undefined);
      const value = dq ?? sq ?? bare;
      if (closed === '' && isNextName(value, s, m.index + used)) return { text: `${name}${sep}${q}`, used: used - value.length };
      const password = isPasswordName(name);
      const quoted = closed !== '' || q !== '';
      if (!isEnvSecretName(name) || isKeptValue(value, { form: 'any', quoted, password })) return { text: all, used };
      if (LOCATION_NAME.test(name) && isHarmlessLocation(value)) return { text: all, used };
      const kind = mark(password ? 'password' : 'param');
      return { text: closed === '' ? `${name}${sep}${q}${kind}` : `${name}${sep}${closed}${kind}${closed}`, used };
    },
  },
  // A secret-named field written with a colon and no quotes (YAML, util.inspect, log lines): `accessToken: abc123`,
  // `access_token: abc123`. The env rule above takes upper case and the JSON rule a quoted value; lower case is prose
  // as often (`token: none`, `key points: …`), so the name is judged as a parameter's is (a separator or a camelCase
  // run before its secret word), a word alone counts only when it is an `alone` word of SECRET_WORDS (`token: …`,
  // `sid: …`, `password: …`: no prose word is one), and the value in isKeptValue's `shape` form. A value that is
  // itself `name:` is the next field's name (`secret: secret: x1y2z3`, isNextName): the rule keeps its name and the
  // scan goes on at that name, whose value is judged.
  {
    re: new RegExp(`${PARAM_NAME}(:(?!=)[ \t]*)(?![<"'])([^${STOP_CHARS}]+)`, 'gi'),
    cut: (m, s) => {
      const [all, name = '', joined = '', word = '', sep = '', value = ''] = m;
      const used = all.length;
      if (isNextName(value, s, m.index + used)) return { text: `${name}${sep}`, used: used - value.length };
      const kept =
        (name === word && !ALONE_WORD.test(word)) ||
        !isSecretParamName(name, joined, word) ||
        isKeptValue(value, { form: 'shape', quoted: false, password: isPasswordName(name) });
      return { text: kept ? all : `${name}${sep}${mark(paramKind(name))}`, used };
    },
  },
  // A secret-named parameter with a spaced `=` in any case (`api_key = "abc123def"`, `token = abc123def`, `sid =
  // "…"`: config files, Python and shell assignments). The env rule above takes upper case and PARAM_VALUE an `=`
  // with no blank; in lower case the form is prose as often (`token = none`, `if token = null`), so the name is judged
  // as a parameter's is and the value in isKeptValue's `shape` form (a bare value that is code, `token =
  // self._token`, `sig = computeSig(x)`, is kept). A quoted value is read to its closing quote (plain, or escaped
  // inside a JSON string), so a line of them is read once. Go's short declaration `:=` is one too (`token :=
  // "abc…"`, `password := "…"`): the colon rule does not take a `:` that begins it, and the env rule reads it whole.
  {
    re: new RegExp(
      `${PARAM_NAME}([ \t]+=[ \t]*|=[ \t]+|[ \t]*:=[ \t]*)(?:"([^"\r\n]*)"|'([^'\r\n]*)'|\\\\"([^"\\\\\r\n]*)\\\\"|([^${STOP_CHARS}]+))`,
      'gi',
    ),
    replace: (m, name = '', joined = '', word = '', sep = '', dq, sq, eq, bare) => {
      const value = dq ?? sq ?? eq ?? bare ?? '';
      if (value.startsWith('<') || !isSecretParamName(name, joined, word)) return m;
      if (isKeptValue(value, { form: 'shape', quoted: bare === undefined, password: isPasswordName(name) })) return m;
      // A camelCase lookup key (`cacheKey = "list"`) holds a credential only when its value looks like one, as with `=`.
      // A lone `key` is prose's lookup key only with a bare value (`key = value`): a quoted one is a literal, as
      // `key="…"` reads it, and a Python or TOML `key = "…"` holds an API key as often as not.
      if (isKeptForName(name, joined, word, value, bare !== undefined)) return m;
      const q = quoteOf(dq, sq, eq);
      return `${name}${sep}${q}${mark(paramKind(name))}${q}`;
    },
  },
  // A parameter inside a percent-encoded URL (ENCODED_PARAM).
  { re: ENCODED_PARAM, cut: cutEncodedParam },
  // An OAuth authorization code in a URL query (`/callback?code=…`).
  {
    re: /([?&;]code=)(?!<)([^&;#\s"'<>\\]+)/g,
    replace: (_m, pre) => `${pre}${mark('param')}`,
  },
  // Command-line flags with a separate value: --token abc, --api-key abc, --pwd abc, --API-KEY abc (FLAG_NAME: the
  // one list in any case, as redactArgs reads argv). A flag is not prose, so any value is a credential but a state word
  // or code (isKeptValue). A quoted value is read to its closing quote, plain or escaped inside a JSON string
  // (`--password "correct horse battery"`, `"msg":"run --token \"…\""`), as the spaced `=` rule reads one: a bare
  // value cannot start at a quote, so a quoted one was kept, and an escaped one was cut at its `\`, which left the
  // credential and a bare quote behind.
  {
    re: new RegExp(
      String.raw`(--(${FLAG_NAME_SOURCE}))([ \t]+)(?!-)(?:"([^"\r\n]*)"|'([^'\r\n]*)'|\\"([^"\\\r\n]*)\\"|([^\s"'<>]+))`,
      'gi',
    ),
    replace: (m, flag = '', name = '', sp = '', dq, sq, eq, bare) => {
      const value = dq ?? sq ?? eq ?? bare ?? '';
      if (value.startsWith('<') || !isSecretName(name)) return m;
      if (isKeptValue(value, { form: 'any', quoted: bare === undefined, password: isPasswordName(flag) })) return m;
      const q = quoteOf(dq, sq, eq);
      return `${flag}${sp}${q}${mark(paramKind(flag))}${q}`;
    },
  },
  // Bearer / Basic / DPoP credentials anywhere in text (also URL-encoded `Bearer%20…`, and after an escape such as
  // `Authorization%3A%20Bearer%20…`, whose `0` of `%20` is not a word before the scheme).
  {
    re: /(?:(?<![A-Za-z0-9])|(?<=%[0-9A-Fa-f]{2}))(bearer|basic|dpop)(\s+|%20|\+)(["']?)([A-Za-z0-9\-._~+/]+=*)/gi,
    replace: (m, scheme, sp, q, tok) => {
      if (!tok || !looksLikeCredential(tok)) return m;
      return `${scheme}${sp}${q}${mark((scheme ?? '').toLowerCase())}`;
    },
  },
  // GitHub's `token` scheme quoted in free text (`token "abc123def456"`, as its docs write the header); unquoted,
  // `token` is a word too often (`token expired_at_1`) to take the next one. Not after `progress`: there the quoted
  // value is a progress token named in a sentence (SDKs say `progress token "…"`, and so does the tool's own
  // unknown-progress finding), evidence that `progressToken` fields keep too, not a credential. Any other word
  // before it counts: a user's `failed for token "abc123def456"` is a credential.
  {
    re: /(?<![A-Za-z0-9_-])(?=token[ \t])(?<!progress[ \t]{1,8})(token)([ \t]+)(["'])([A-Za-z0-9\-._~+/]+=*)/gi,
    replace: (m, word, sp, q, tok) => (tok && looksLikeCredential(tok) ? `${word}${sp}${q}${mark('token')}` : m),
  },
  // Well-known key shapes.
  { re: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{8,}/g, replace: () => mark('anthropic-key') },
  { re: /(?<![A-Za-z0-9_-])sk-(?:proj-|live-|test-|svcacct-)?[A-Za-z0-9_-]{16,}/g, replace: () => mark('api-key') },
  { re: /(?<![A-Za-z0-9_])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}/g, replace: () => mark('api-key') },
  { re: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, replace: () => mark('github-token') },
  // GitLab personal access tokens (`glpat-` and 20 characters), Hugging Face user access tokens (`hf_` and 34
  // letters) and npm access tokens (`npm_` and 36 letters and digits): each provider's documented prefix, so a
  // token pasted with no name before it (a config dump, a command line) is still found. The run after `hf_` and
  // `npm_` holds no `_`, so an identifier (`hf_hub_download`, `npm_config_cache`) is not one.
  { re: /(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,}/g, replace: () => mark('gitlab-token') },
  { re: /(?<![A-Za-z0-9_])hf_[A-Za-z0-9]{30,}(?![A-Za-z0-9_])/g, replace: () => mark('huggingface-token') },
  { re: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36,}(?![A-Za-z0-9_])/g, replace: () => mark('npm-token') },
  { re: /(?<![A-Za-z0-9_])xox[abposr]-[A-Za-z0-9-]{8,}/g, replace: () => mark('slack-token') },
  { re: /(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: () => mark('aws-key') },
  { re: /(?<![A-Za-z0-9_])AIza[0-9A-Za-z_-]{35}/g, replace: () => mark('api-key') },
  // Incoming-webhook URLs, whose path is the credential (anyone holding it can post): WEBHOOK_ROUTE. The host and
  // the route stay: which service was called is evidence. The secret runs over `/` and an encoded `%2F` alike.
  {
    re: new RegExp(String.raw`(?:\b|(?<=${URL_SLASH}))(${WEBHOOK_ROUTE})(?!<)(?:[A-Za-z0-9_-]|${URL_SLASH})+`, 'gi'),
    replace: (_m, pre) => `${pre}${mark('webhook')}`,
  },
  // JWTs (base64url of `{"`): header alone survives truncation, so a bare `eyJ…` counts too.
  { re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){0,2}/g, replace: () => mark('jwt') },
  // Home directories: keep the path, drop the user name. A name may hold spaces
  // (`C:\Users\Kim Minsu\AppData`, `/Users/Kim Minsu/Library`): up to three more words are
  // taken when a path separator or a closing quote follows them, so the path goes on after the
  // name; otherwise only the first word is (`/home/bob and /home/alice/x` keeps its prose).
  // In a file:// URL the space is `%20` and is part of the word already.
  {
    re: /(?<![A-Za-z0-9.])(\/Users\/|\/home\/|\/var\/home\/)(?!(?:Shared|Public)(?![^/\\\s"'<>:;,|)\]}]))([^/\\\s"'<>:;,|)\]}]+(?: [^/\\\s"'<>:;,|)\]}]+){0,3}(?=[/\\"'])|[^/\\\s"'<>:;,|)\]}]+)/g,
    replace: (_m, pre) => `${pre}<user>`,
  },
  {
    re: /(?<![A-Za-z0-9])([A-Za-z]:(?:\\\\|\\|\/)(?:Users|Documents and Settings)(?:\\\\|\\|\/))(?!(?:Public|Default|All Users)(?![^\\/\s"'<>:;,|]))([^\\/\s"'<>:;,|]+(?: [^\\/\s"'<>:;,|]+){0,3}(?=[/\\"'])|[^\\/\s"'<>:;,|]+)/gi,
    replace: (_m, pre) => `${pre}<user>`,
  },
];

/**
 * Cheap gate: every rule above needs one of these substrings to match, or one of WHOLE_NAME_GATE's names. Strings
 * without any (the large majority: methods, ids, times, sources) skip the rule scan entirely. The name words are
 * SECRET_WORDS' (GATE_WORDS, each as its `gate` says), so a word added to the one list passes the gate too; the rest
 * are the auth schemes, the OAuth `code`, the key prefixes and the path and userinfo markers, and the words of a
 * hyphenated header-like name (HEADER_LIKE_WORDS, `auth` as a hyphen-separated part: `X-Auth`).
 */
const GATE_WORDS = SECRET_WORDS.filter((w) => w.whole !== true).map((w) => w.gate ?? w.word).join('|');
const MAYBE_SECRET = new RegExp(
  `${GATE_WORDS}|${HEADER_LIKE_WORDS}|-auth|auth-|bearer|basic|dpop|[?&;]code=|code%(?:25)*3d|${KEY_PREFIXES}|${WEBHOOK_ROUTE}|users[\\\\/]|settings[\\\\/]|home/|://[^\\s/]*@|private`,
  'i',
);

/**
 * The gate for the whole secret names (WHOLE_SECRET_NAMES), read as the rules read them: whole (no letter or digit
 * after the last word: `sid=`, `"sid":`, `sid%3D`; `code_verifier`'s `verifier` and `jsessionid`'s `sessionid` are
 * last words too) and all lower or all upper case (isSecretParamName). Before the name there may be anything: an
 * encoded `%3Fsid%3D…` has a hex digit there. Case-insensitive, `sessionid` let every MCP `sessionId` through to the
 * rules and `sid` every `inside` and `consider`, though no rule redacts a thing there.
 */
const WHOLE_NAME_GATE = new RegExp(`(?:${WHOLE_WORDS}|${WHOLE_WORDS.toUpperCase()})(?![A-Za-z0-9])`);

/** A regex source's alternatives, each optional letter (`s?`, `_?`) read both ways: `credentials?` → two names. */
function alternatives(source: string): string[] {
  return source.split('|').flatMap((w) => {
    const m = /^(.*?)(.)\?(.*)$/.exec(w);
    return m ? [`${m[1]}${m[2]}${m[3]}`, `${m[1]}${m[3]}`] : [w];
  });
}

/**
 * Every name and word the rules read, from the lists they are built from (header names, parameter and field words,
 * whole names, auth schemes): a test walks them in the forms the rules read to prove the gate lets each through.
 */
export function ruleNames(): string[] {
  return [
    ...new Set([
      ...SECRET_HEADERS, ...alternatives(PARAM_WORDS), ...alternatives(SECRET_KEY_WORDS), ...WHOLE_SECRET_NAMES,
      ...alternatives(AUTH_SCHEMES), 'code',
    ]),
  ];
}

/** The one list's words (SECRET_WORDS), each optional letter read both ways, and whether each counts only whole. */
export function secretWords(): { word: string; whole: boolean; sep: boolean }[] {
  return SECRET_WORDS.flatMap((w) =>
    alternatives(w.word).map((word) => ({ word, whole: w.whole === true, sep: w.sep === true })),
  );
}

/** False when `s` cannot hold anything `redactText` would replace (a cheap test, no rule runs). */
export function mayContainSecret(s: string): boolean {
  return MAYBE_SECRET.test(s) || WHOLE_NAME_GATE.test(s);
}

/**
 * A `\u` escape of a printable ASCII character other than a quote or a backslash (`\u0074` is `t`): JSON may write
 * any character so, and a name or scheme written with one (`{"\u0074oken":"…"}`, `"\u0042earer …"`) shows no rule
 * its word. Quotes and backslashes stay escaped, so the text keeps its JSON strings where they were. The run of
 * backslashes before the `u` is read whole (RFC 8259 §7: `\\` is one backslash): of `t` backslashes the escape's own
 * are the lowest power of two in `t` (one in a JSON string, two in a JSON string inside one, …) and the rest are
 * escaped backslashes, which stay. So `\\\u0073` is `\\s`, never the invalid `\s` that dropping one backslash wrote,
 * and `C:\\u0073id=…` in a JSON text is read `C:sid=…`, as its parsed string `C:\u0073id=…` is (redactJsonStrings).
 */
const ASCII_ESCAPE = /(?<!\\)(\\+)u00(2[013-689a-fA-F]|[346][0-9a-fA-F]|5[0-9abd-fABD-F]|7[0-9a-eA-E])/g;

/** An ASCII_ESCAPE match decoded: the escaped backslashes before it kept, the escape's own dropped. */
function decodeEscape(_m: string, run: string, hex: string): string {
  const own = run.length & -run.length;
  return '\\'.repeat(run.length - own) + String.fromCharCode(parseInt(hex, 16));
}

/**
 * Redacts every secret this module knows about in `s`. Idempotent. A text holding escaped ASCII (ASCII_ESCAPE) is
 * also read decoded, and when that reading finds a secret the decoded text is what is returned, redacted: parsed
 * JSON is judged decoded (redactJsonStrings), and the text of the same message must not keep what the parse hides.
 * The decoded reading is of the text redacted as written, never of the text alone: a value that ended at an
 * escape's `\` as written may run on once decoded (`token=a\u003d--token b`: `=`, `/`, `:` and letters end no
 * value) and swallow the next name, whose value the reading as written redacts.
 */
export function redactText(s: string): string {
  if (s.length < 4) return s;
  const out = mayContainSecret(s) ? applyRules(s) : s;
  if (!out.includes('\\u')) return out;
  const decoded = out.replace(ASCII_ESCAPE, decodeEscape);
  if (decoded === out || !mayContainSecret(decoded)) return out;
  const again = applyRules(decoded);
  return again === decoded ? out : again;
}

/**
 * Every rule on `s`, without the gate: what redactText does to a string that passes it. Exported so that a test can
 * prove the gate hides nothing (a string the gate turns away is one no rule changes).
 */
export function applyRules(s: string): string {
  let out = s;
  for (const rule of RULES) {
    if ('cut' in rule) {
      out = applyCut(out, rule);
      continue;
    }
    rule.re.lastIndex = 0;
    out = out.replace(rule.re, rule.replace as (m: string, ...a: unknown[]) => string);
  }
  return out;
}

/** A URL with userinfo, secret query parameters and home-directory user names removed. */
export function redactUrl(u: string): string {
  return redactText(u);
}

/**
 * Header map (any case of names) → a copy where credential headers read `<redacted:kind>` and
 * every other value is passed through `redactText`.
 */
export function redactHeaders(h: Readonly<Record<string, string>>): Record<string, string> {
  const entries: [string, string][] = [];
  for (const name of Object.keys(h)) {
    const value = h[name];
    if (typeof value !== 'string') continue;
    entries.push([name, isSecretHeader(name) ? redactHeaderValue(name, value) : redactText(value)]);
  }
  // Object.fromEntries defines own properties, so a hostile `__proto__` header stays a header.
  return Object.fromEntries(entries);
}

/** A flag whose next argument (or `=value`) is a credential: `--token abc`, `--api-key=abc`, `-pwd abc`. */
const SECRET_FLAG = /^--?([A-Za-z0-9][A-Za-z0-9_-]*)$/;
function isSecretArgFlag(arg: string): boolean {
  const m = SECRET_FLAG.exec(arg);
  return m !== null && isSecretName(m[1] ?? '');
}

/**
 * Whether an argv value of a secret flag is kept, in the separate form (`--token none`) and the `=` form
 * (`--token=none`) alike: an argument is one word, not prose, so it is judged as a quoted value is (isKeptValue).
 */
function isKeptFlagValue(flag: string, value: string): boolean {
  return isKeptValue(value, { form: 'any', quoted: true, password: isPasswordName(flag) });
}

/**
 * A command line (argv) with credentials replaced: the value after a secret flag
 * (`--api-key <v>`, `--token=<v>`), and whatever `redactText` finds in any argument.
 * Flag names stay: that a credential was passed is evidence.
 */
export function redactArgs(args: readonly string[]): string[] {
  const out: string[] = [];
  let secretFlag: string | null = null;
  for (const arg of args) {
    if (secretFlag !== null) {
      const flag = secretFlag;
      secretFlag = null;
      if (!isKeptFlagValue(flag, arg)) {
        out.push(mark(paramKind(flag)));
        continue;
      }
    }
    const eq = arg.indexOf('=');
    if (arg.startsWith('-') && eq > 0 && isSecretArgFlag(arg.slice(0, eq))) {
      // The flag decides, never its value (`--token=self.pass_word` is a token, as `--token self.pass_word` is).
      const flag = arg.slice(0, eq);
      out.push(isKeptFlagValue(flag, arg.slice(eq + 1)) ? arg : `${flag}=${mark(paramKind(flag))}`);
      continue;
    }
    if (isSecretArgFlag(arg)) secretFlag = arg;
    out.push(redactText(arg));
  }
  return out;
}

/**
 * The placeholder for the string value of a JSON key named like a secret (`password`, `apiKey`, `secretKey`, `sid`,
 * `a.secretKey`), or null: the one judgement and placeholder for the JSON field rule on text and for parsed JSON
 * (redactJsonStrings), so the two cannot drift.
 */
function secretKeyValue(key: string, value: string): string | null {
  return isJsonFieldSecret(key, value) ? mark(keyKind(lastSegment(key))) : null;
}

/**
 * Redacts string values inside a parsed JSON value in place: a value under a secret-named key
 * (`"password": "…"`, as the JSON field rule above does on text), the `value` of a name/value object
 * (nameValueSecret, as the HAR rule does on text), and whatever `redactText` finds in any string. Keys are kept: they are structure. Own `__proto__` keys produced by
 * JSON.parse are rewritten with defineProperty so no prototype is ever touched.
 * Returns true when something changed.
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
        const r =
          secretKeyValue(key, item) ??
          (key.toLowerCase() === 'value' ? nameMemberSecret(obj, item) : null) ??
          redactText(item);
        if (r !== item) {
          Object.defineProperty(obj, key, { value: r, writable: true, enumerable: true, configurable: true });
          changed = true;
        }
      } else if (Array.isArray(item) && headerValueList(key, item)) {
        changed = true;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return changed;
}

/**
 * A JSON array of strings under a credential header's name (`"cookie": ["sid=a", "t=b"]`, a header with many values;
 * a listed header or a hyphenated header-like name, isHeaderLikeSecret, as HEADER_VALUE reads the same text)
 * becomes one placeholder per non-empty string, in place, as the header rule leaves the same text: every value of
 * such a header is a credential, whatever it reads as (`theme=dark12` is a cookie too). An empty string stays empty.
 * False (and nothing changed) when the name is no credential header or the array holds anything but strings.
 */
function headerValueList(key: string, items: unknown[]): boolean {
  if (!isHeaderLikeSecret(key) || items.length === 0) return false;
  if (!items.every((x) => typeof x === 'string')) return false;
  const kind = mark(headerKind(key));
  let changed = false;
  for (let i = 0; i < items.length; i++) {
    if (items[i] === '' || items[i] === kind) continue;
    items[i] = kind;
    changed = true;
  }
  return changed;
}

const DESCRIBE_MAX_KEYS = 12;
const DESCRIBE_MAX_DEPTH = 2;

/**
 * Argument and result values never appear in a redacted report: this describes a value by its
 * shape only — keys, types and sizes (`{path: <string 12 chars>, force: <boolean>}`).
 */
export function describeValue(v: unknown, depth = 0): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return `<string ${v.length} chars>`;
    case 'number':
    case 'bigint':
      return '<number>';
    case 'boolean':
      return '<boolean>';
    case 'undefined':
      return '<undefined>';
    case 'object':
      break;
    default:
      return `<${typeof v}>`;
  }
  if (Array.isArray(v)) {
    const n = v.length;
    return `<array ${n} item${n === 1 ? '' : 's'}>`;
  }
  const keys = Object.keys(v as object);
  if (depth >= DESCRIBE_MAX_DEPTH) return `<object ${keys.length} key${keys.length === 1 ? '' : 's'}>`;
  const shown = keys.slice(0, DESCRIBE_MAX_KEYS).map((k) => {
    const name = redactText(k).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
    return `${name}: ${describeValue((v as Record<string, unknown>)[k], depth + 1)}`;
  });
  if (keys.length > DESCRIBE_MAX_KEYS) shown.push(`… ${keys.length - DESCRIBE_MAX_KEYS} more`);
  return `{${shown.join(', ')}}`;
}

/** Report keys that, if a room ever puts raw JSON-RPC payloads there, must be shape-only. */
const PAYLOAD_KEYS = new Set(['params', 'arguments', 'result', 'args', 'payload', 'body', 'data']);

function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

function walk(v: unknown, key: string | null): unknown {
  if (typeof v === 'string') return redactText(v);
  if (v === null || typeof v !== 'object') return v;
  if (key !== null && PAYLOAD_KEYS.has(key)) return describeValue(v);
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = walk(v[i], null);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) setOwn(out, k, walk((v as Record<string, unknown>)[k], k));
  return out;
}

/**
 * A deep copy of the report with every string redacted (problems, findings, record values,
 * timeline details, sessions, input paths' user names, request ids) and `redacted: true`.
 * The input report is not modified. `requestsDone`: its requests went through redactRequest
 * already (analyze() redacts each as it is listed, so that a report with many incidents is
 * not held twice at the end) and are taken as they are.
 */
export function redactReport(r: Report, opts: { requestsDone?: boolean } = {}): Report {
  if (!opts.requestsDone) {
    const out = walk({ ...r, summary: {} }, null) as Report;
    out.summary = redactSummary(r.summary);
    out.redacted = true;
    return out;
  }
  // Same member order: `requests` keeps its place, emptied for the walk.
  const out = walk({ ...r, summary: {}, requests: [] }, null) as Report;
  out.summary = redactSummary(r.summary);
  out.requests = r.requests;
  out.redacted = true;
  return out;
}

/**
 * The summary holds counts keyed by vocabulary values, rule ids and server names. Only the server names come
 * from the capture (a serverInfo name can hold anything): they are redacted as keys, and names that become the
 * same add up. Not walked: a server named like a payload member (`arguments`) must keep its counts.
 */
function redactSummary(s: Report['summary']): Report['summary'] {
  const out = structuredClone(s);
  const byServer: Report['summary']['byServer'] = {};
  for (const [name, counts] of Object.entries(s.byServer ?? {})) {
    const to = (byServer[redactText(name)] ??= {});
    for (const [o, n] of Object.entries(counts) as [keyof typeof counts, number][]) to[o] = (to[o] ?? 0) + n;
  }
  out.byServer = byServer;
  return out;
}

/** One listed request as redactReport would leave it (a report's array elements are walked alone). */
export function redactRequest(r: ReportRequest): ReportRequest {
  return walk(r, null) as ReportRequest;
}
