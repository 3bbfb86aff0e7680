/**
 * Who may cancel what, per era/version (shared/reference/protocol-rules.md §1, §3.2, §4).
 *
 * - 2024-11-05 … 2025-11-25 `basic/utilities/cancellation.mdx`: "Either side can send a cancellation notification";
 *   it "MUST only reference requests that: Were previously issued in the same direction; Are believed to still be
 *   in-progress"; "The `initialize` request MUST NOT be cancelled by clients"; receivers SHOULD "Not send a response
 *   for the cancelled request"; "The sender of the cancellation notification SHOULD ignore any response to the
 *   request that arrives afterward".
 * - 2025-11-25 adds: "For task-augmented requests, the `tasks/cancel` request MUST be used instead of the
 *   `notifications/cancelled` notification".
 * - 2026-07-28 `basic/patterns/cancellation.mdx`: "A client SHOULD send a cancellation notification"; the server
 *   "MUST send notifications/cancelled referencing a subscriptions/listen request ID when it tears down that
 *   subscription stream … Servers MUST NOT send notifications/cancelled for any other purpose"; stdio: "MUST NOT send
 *   any further messages for it"; SEP-2663: "The notifications/cancelled notification MUST NOT be used for task
 *   cancellation."
 * - Lifecycle §Timeouts (2025-03-26, 06-18, 11-25; moved to cancellation.mdx in 2026): "When the request has not
 *   received a success or error response within the timeout period, the sender SHOULD issue a cancellation
 *   notification for that request and stop waiting". 2024-11-05 only says implementations "SHOULD implement
 *   appropriate timeouts for all requests".
 */
import { atLeast, eraOf, type Era } from './versions.js';

/** Method names that carry a cancellation. `cancelled` is what TS SDK 0.6.0–1.0.1 sent (riza-io/mcp-go#14). */
export const CANCEL_METHODS: readonly string[] = ['notifications/cancelled', 'cancelled'];

export interface CancellationRule {
  key: string;
  era: Era;
  /** Applies from this version on within its era (null = whole era). */
  fromVersion: string | null;
  /** Who may send `notifications/cancelled`. */
  senders: 'either' | 'client';
  /** Legacy: a cancel must name a request issued in the same direction. */
  sameDirection: boolean;
  /** The only request a server may cancel (2026: its own teardown of `subscriptions/listen`). */
  serverMayCancel: string | null;
  /** `initialize` may not be cancelled (legacy); null where initialize does not exist. */
  initializeCancellable: boolean | null;
  /** How tasks are cancelled, when tasks exist in this version. */
  taskCancel: 'tasks/cancel' | null;
  /** After a cancel the receiver SHOULD NOT respond (legacy) / MUST NOT send further messages (2026). */
  noResponseAfterCancel: 'SHOULD' | 'MUST';
  /** The requester SHOULD cancel when its own timer fires (lifecycle §Timeouts; absent in 2024-11-05). */
  cancelOnTimeout: 'SHOULD' | null;
  /** The spec text this row rests on, quoted for findings. */
  spec: {
    who: string;
    initialize: string | null;
    tasks: string | null;
    afterCancel: string;
    timeout: string;
  };
}

const LEGACY_WHO = '"Either side can send a cancellation notification"; it "MUST only reference requests that: Were previously issued in the same direction; Are believed to still be in-progress"';
const LEGACY_INIT = '"The initialize request MUST NOT be cancelled by clients"';
const LEGACY_AFTER = 'receivers SHOULD "Stop processing the cancelled request; Free associated resources; Not send a response for the cancelled request"';
const TIMEOUT_SHOULD = 'lifecycle §Timeouts: "When the request has not received a success or error response within the timeout period, the sender SHOULD issue a cancellation notification for that request and stop waiting for a response"';

export const CANCELLATION_RULES: readonly CancellationRule[] = [
  {
    key: 'legacy-2024-11-05',
    era: 'legacy',
    fromVersion: null,
    senders: 'either',
    sameDirection: true,
    serverMayCancel: null,
    initializeCancellable: false,
    taskCancel: null,
    noResponseAfterCancel: 'SHOULD',
    cancelOnTimeout: null,
    spec: {
      who: LEGACY_WHO,
      initialize: LEGACY_INIT,
      tasks: null,
      afterCancel: LEGACY_AFTER,
      timeout: 'lifecycle (2024-11-05): "Implementations SHOULD implement appropriate timeouts for all requests"; no rule yet to send a cancellation on timeout',
    },
  },
  {
    key: 'legacy-2025-03-26',
    era: 'legacy',
    fromVersion: '2025-03-26',
    senders: 'either',
    sameDirection: true,
    serverMayCancel: null,
    initializeCancellable: false,
    taskCancel: null,
    noResponseAfterCancel: 'SHOULD',
    cancelOnTimeout: 'SHOULD',
    spec: { who: LEGACY_WHO, initialize: LEGACY_INIT, tasks: null, afterCancel: LEGACY_AFTER, timeout: TIMEOUT_SHOULD },
  },
  {
    key: 'legacy-2025-11-25',
    era: 'legacy',
    fromVersion: '2025-11-25',
    senders: 'either',
    sameDirection: true,
    serverMayCancel: null,
    initializeCancellable: false,
    taskCancel: 'tasks/cancel',
    noResponseAfterCancel: 'SHOULD',
    cancelOnTimeout: 'SHOULD',
    spec: {
      who: LEGACY_WHO,
      initialize: `${LEGACY_INIT}; schema: "A client MUST NOT attempt to cancel its initialize request."`,
      tasks: '"For task-augmented requests, the tasks/cancel request MUST be used instead of the notifications/cancelled notification"',
      afterCancel: LEGACY_AFTER,
      timeout: TIMEOUT_SHOULD,
    },
  },
  {
    key: 'modern-2026-07-28',
    era: 'modern',
    fromVersion: null,
    senders: 'client',
    sameDirection: false,
    serverMayCancel: 'subscriptions/listen',
    initializeCancellable: null,
    taskCancel: 'tasks/cancel',
    noResponseAfterCancel: 'MUST',
    cancelOnTimeout: 'SHOULD',
    spec: {
      who: '"A client SHOULD send a cancellation notification"; servers MUST send one only to tear down a subscriptions/listen stream: "Servers MUST NOT send notifications/cancelled for any other purpose"',
      initialize: 'there is no initialize in 2026-07-28 (stateless; server/discover replaces it)',
      tasks: 'tasks extension (SEP-2663): "The notifications/cancelled notification MUST NOT be used for task cancellation"; use tasks/cancel',
      afterCancel: 'the server "SHOULD stop work on a cancelled request as soon as practical and MUST NOT send any further messages for it"',
      timeout: '2026-07-28 cancellation §Timeouts: the sender "SHOULD cancel the request and stop waiting" — Streamable HTTP: close the response stream; stdio: send notifications/cancelled',
    },
  },
];

export interface CancellationLookup {
  rule: CancellationRule;
  /** The version was unknown; the legacy 2025-03-26 row was assumed. */
  assumed: boolean;
}

/** The cancellation row for a version (unknown → legacy 2025-03-26, flagged `assumed`). */
export function lookupCancellation(version: string | null): CancellationLookup {
  const era = eraOf(version);
  if (era === 'modern') return { rule: CANCELLATION_RULES[3]!, assumed: false };
  if (era === null) return { rule: CANCELLATION_RULES[1]!, assumed: true };
  if (atLeast(version, '2025-11-25')) return { rule: CANCELLATION_RULES[2]!, assumed: false };
  if (atLeast(version, '2025-03-26')) return { rule: CANCELLATION_RULES[1]!, assumed: false };
  return { rule: CANCELLATION_RULES[0]!, assumed: false };
}

export function isCancelMethod(method: string | undefined): boolean {
  return method !== undefined && CANCEL_METHODS.includes(method);
}
