/**
 * broken-stream-not-reissued: 2026-07-28 Streamable HTTP — the request's response stream broke before the final
 * response (closed by the network, or ended by the server without the response) and the client did not re-issue the
 * call as a new request with a new id. A re-issue that reused the same id is flagged too, with its own message.
 *
 * Spec: 2026-07-28 changelog #9, "A broken response stream loses the in-flight request; clients MUST re-issue it as a
 * new request with a new request ID" — stated only in the changelog; the transport text says only that resumption via
 * Last-Event-ID is not supported. Which rows carry the duty is the stream-close table's `reissueOnBrokenStream`
 * (legacy eras resume with GET + Last-Event-ID instead; `disconnect-is-not-cancel` covers them).
 * SDK: the TS v2 client 2.4.0 reports `SSE stream disconnected: TypeError: terminated` and does not re-issue; it waits
 * for its own timeout (shared/reference/sdk-behaviour.md #21) — named as the likely cause.
 * A client close is the 2026 cancellation (meaning `cancellation`, never `disconnect`), so it never reaches this rule.
 * A re-issue is a later request with the same method, target and arguments: the timeline links it in `retries`.
 */
import type { RequestRef } from '../../timeline/types.js';
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { brokeWithoutAnswer, type RequestFacts, type StreamEnd, between } from '../facts.js';
import { BROKEN_STREAM_REISSUE_SPEC } from '../../protocol/stream-close.js';
import { docsPath, reporter } from './support.js';

const id = 'broken-stream-not-reissued';

/** Was this retry sent after the stream broke? By capture position when its entry is found, else by clock. */
function sentAfter(f: RequestFacts, r: RequestRef, cut: StreamEnd): boolean {
  const i = f.retryPos(r);
  if (i !== null) return i > cut.pos;
  return r.at === null || cut.close.at === null || r.at >= cut.close.at;
}

const meta = {
  id,
  severity: 'warning',
  summary: '2026 HTTP: a broken response stream lost the request and the client did not re-issue it with a new id',
  docs: docsPath(id),
  needs: ['stream'],
  messages: {
    reused: { message: 'brokenStreamReused' },
    notReissued: { message: 'brokenStreamNotReissued' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const brokenStreamNotReissued: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const lookup = f.stream;
    // Only where the table puts the duty, and only on a known version: an assumed (legacy) row never has it.
    if (!lookup || lookup.assumed || !lookup.rule.reissueOnBrokenStream) return [];
    if (f.firstResponse) return []; // the call was answered after all: nothing was lost
    // A broken stream: a close before the response that is not the client's cancellation.
    const cut = f.streamEnds.find(brokeWithoutAnswer);
    if (!cut) return [];
    // The requester had already cancelled (closed another stream, or POSTed a cancel): a re-issue is not expected.
    if (f.signal && f.signal.pos < cut.pos) return [];

    const by = cut.stream.closedBy ?? cut.close.stream?.closedBy ?? null;
    const reissues = t.retries.filter((r) => sentAfter(f, r, cut));
    // Re-issued as a new request with a new id, as the spec asks (`===` keeps `7` and `"7"` apart, JSON-RPC 2.0 §4).
    if (reissues.some((r) => r.id !== t.id)) return [];

    const reused = reissues[0];
    if (reused) {
      return [
        say(ctx.options.lang, 'reused', reused.source, JSON.stringify(t.id), by, t.method, t.target, JSON.stringify(reused.id), between(cut.close.at, reused.at), f.version, BROKEN_STREAM_REISSUE_SPEC),
      ];
    }
    return [
      say(ctx.options.lang, 'notReissued', cut.close.source, JSON.stringify(t.id), by, t.method, t.target, f.version, BROKEN_STREAM_REISSUE_SPEC),
    ];
  },
};
