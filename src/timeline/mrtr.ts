/**
 * Multi-round-trip requests (2026-07-28, SEP-2322, `basic/patterns/mrtr.mdx`): a server that needs input answers
 * `tools/call`, `prompts/get` or `resources/read` with an `InputRequiredResult` (`resultType: "input_required"`,
 * `inputRequests`, `requestState`). That answer is interim: the client sends the original request again with
 * `inputResponses` (and the `requestState` it was given) under a new JSON-RPC id ("The JSON-RPC `id` MUST be
 * different between the initial request and the retry"), and the operation ends with the retry's answer.
 * What is read of the messages here; correlate.ts keeps the interim answer from ending its request and links the two.
 */
import type { WireEvent } from '../events.js';
import { atLeast } from '../protocol/versions.js';
import { field, isObject } from './json.js';

/** The requests a server may answer with an InputRequiredResult (mrtr.mdx: tools, prompts, resources). */
const MRTR_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

/** The first version with MRTR; a session of an earlier one never gets an interim answer. */
const MRTR_SINCE = '2026-07-28';

/**
 * Whether an answer to a `method` request in a session of `version` may be interim: the method is one MRTR covers and
 * the version is 2026-07-28 or later, or not known (a pasted excerpt often shows no version). The answer's `result` is
 * read only then, so a session of an earlier version parses none of its results for this.
 */
export function mayBeInterim(method: string, version: string | null): boolean {
  return MRTR_METHODS.has(method) && (version === null || sinceMrtr(version));
}

// The last version asked about and its answer: asked for every answer to a call, nearly always of one version, and
// atLeast tests and orders its strings each time.
let lastVersion: string | null = null;
let lastSince = false;
function sinceMrtr(version: string): boolean {
  if (version !== lastVersion) {
    lastVersion = version;
    lastSince = atLeast(version, MRTR_SINCE);
  }
  return lastSince;
}

/** The answer is an InputRequiredResult (`result.resultType` is `"input_required"`). */
export function isInputRequired(e: WireEvent): boolean {
  const r = e.message?.result;
  return isObject(r) && r['resultType'] === 'input_required';
}

/** What a continuation must match: the same method and the same tool name, prompt name or resource uri. */
export function continuationKey(method: string, target: string | null): string {
  return `${method} ${target ?? ''}`;
}

/** A request's `params.inputResponses`, when it has them: it continues an interim answer. */
export function carriesInputResponses(params: unknown): boolean {
  return isObject(field(params, 'inputResponses'));
}

/** `requestState` (a result's or a retry's params'), or null when absent or not a string (mrtr.mdx: opaque string). */
export function requestStateOf(o: unknown): string | null {
  const v = field(o, 'requestState');
  return typeof v === 'string' ? v : null;
}

/**
 * Whether a request with these params continues the interim answer `answer`: it carries `inputResponses`, and when
 * both carry a `requestState` they are the same (the server's state is echoed back unchanged, mrtr.mdx).
 */
export function continuesAnswer(params: unknown, answer: WireEvent): boolean {
  if (!carriesInputResponses(params)) return false;
  const mine = requestStateOf(params);
  const theirs = requestStateOf(answer.message?.result);
  return mine === null || theirs === null || mine === theirs;
}
