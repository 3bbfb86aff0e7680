/**
 * connection-failed-no-request: the host said a connection failed, and no request's record ends with it.
 * A failed connect is often no request's incident: the process never ran (nothing was written), the host refused the
 * server's config before starting it (Goose's allowlist: aaif-goose/goose#2007), the SSE client could not open its event
 * stream, so it never sent the initialize that waits for the stream's endpoint (mcpjungle/MCPJungle#114), or the
 * initialize completed and the
 * transport broke on the client's next step, `notifications/initialized` (the Go SDK's `sending
 * "notifications/initialized": …`: upstash/context7#1508; rmcp's and Codex's "…, when send initialized notification").
 * Without this finding such a report says "No incidents" while the user's server never came up. A request that was not
 * completed and carries the words (SessionRuleContext.carried) already tells them: no second report.
 */
import { labelServer, type HostSaid, type WireEvent } from '../../events.js';
import { oneLine } from '../classify/text.js';
import { failedConnectError, type ConnectionFailureKind } from '../../protocol/connection-failure.js';
import { TRANSPORT_URL_SCHEME_RE } from '../../protocol/reasons.js';
import type { SessionTimeline } from '../../timeline/types.js';
import type { RuleMeta, SessionRule } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'connection-failed-no-request';

const meta = {
  id,
  severity: 'error',
  summary: 'the host said a connection failed or was refused, and no request ended with it',
  docs: docsPath(id),
  messages: {
    exited: { message: 'connectionFailedExited' },
    refused: { message: 'connectionFailedRefused' },
    stream: { message: 'connectionFailedStream' },
    scheme: { message: 'connectionFailedUrlScheme' },
    transport: { message: 'connectionFailedTransport' },
  },
} as const satisfies RuleMeta;
const say = reporter(meta);

/**
 * The message for a kind. A refused URL scheme is its own verdict: the words ("Invalid URL protocol: …") name no URL, and
 * a host that derives URLs from the configured one (its OAuth discovery, an SSE endpoint) says them with a correct
 * https:// address in the config (forum.cursor.com/t/…/156221, …/138768), so they prove only that some URL the transport
 * was handed had another scheme, not that the configuration was wrong.
 */
function messageFor(kind: ConnectionFailureKind, said: HostSaid): keyof typeof meta.messages {
  if (kind === 'refused' && TRANSPORT_URL_SCHEME_RE.test(failedConnectError(said) ?? '')) return 'scheme';
  return kind;
}

/** The host's words as one short line (what the finding quotes). */
function quoted(e: WireEvent): string {
  return oneLine(e.said?.error ?? e.text ?? '', 100);
}

/**
 * The configured server the words name, else the session's server, else the name in the reader's lifetime label
 * (`<server>#<n>`: events.ts labelServer, as the report's byServer reads it), else null.
 */
function serverName(s: SessionTimeline, e: WireEvent): string | null {
  const named = e.said?.server ?? s.info.server?.value.name;
  if (named !== undefined) return named;
  const fromLabel = s.info.label === null ? null : labelServer(s.info.label);
  return fromLabel === '' ? null : fromLabel;
}

export const connectionFailedNoRequest: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    const failures = s.connectionFailures;
    if (failures === undefined) return [];
    const out = [];
    // One finding per server and message: a host that retries says the same failure once per attempt.
    const told = new Set<string>();
    // The kind is the one the builder read once as it kept the words (SessionTimeline.connectionFailures).
    for (const { event: e, kind } of failures) {
      if (ctx.carried?.has(e) === true) continue;
      const message = messageFor(kind, e.said!);
      const server = serverName(s, e);
      const key = `${message}\u0000${server ?? ''}`;
      if (told.has(key)) continue;
      told.add(key);
      out.push(say(ctx.options.lang, message, e.source, server, quoted(e)));
    }
    return out;
  },
};
