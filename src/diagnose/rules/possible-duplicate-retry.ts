/**
 * possible-duplicate-retry: the same tool and arguments sent again after an unresolved cancel or timeout.
 * Incidents A6: "A transport failure or timeout after dispatch does not prove the call was not executed"; two
 * tools/call with the same name and arguments, the second after the first ended without a response. The 2026
 * changelog even requires re-issuing after a broken stream ("with a new request ID"), so the risk is by design there.
 * MRTR retries (`resultType: "input_required"`) are the protocol's own continuation and are not flagged.
 */
import type { RequestRule } from '../types.js';
import { requestFacts } from '../facts.js';
import { docsPath, finding, gapText } from './support.js';

const id = 'possible-duplicate-retry';

export const possibleDuplicateRetry: RequestRule = {
  meta: { id, severity: 'warning', summary: 'the same tool and arguments sent again after an unresolved cancel or timeout', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    if (t.retries.length === 0) return [];
    const c = ctx.classification;
    const f = requestFacts(t);
    const result = f.firstResponse?.message?.result;
    if (result && typeof result === 'object' && (result as Record<string, unknown>)['resultType'] === 'input_required') return [];
    const unresolved =
      c.outcome === 'cancelled' ||
      c.outcome === 'abandoned' ||
      c.outcome === 'lost' ||
      c.outcome === 'pending' ||
      (c.outcome === 'failed' && c.cause !== 'server-error' && c.cause !== 'session-expired');
    if (!unresolved) return [];
    const r = t.retries[0]!;
    const ran = c.serverState === 'completed' || c.serverState === 'continued';
    return [
      finding(
        id,
        ran ? 'error' : 'warning',
        `The same ${t.method}${t.target ? ` ${t.target}` : ''} with the same arguments was sent again as id ${JSON.stringify(r.id)}${gapText(f.startAt, r.at) ? `${gapText(f.startAt, r.at)} after the first` : ''}, after the first ended ${c.outcome} (${c.cause}) with server state ${c.serverState}. ${ran ? 'The first call did the work, so the tool most likely ran twice.' : 'The first call may still have run.'} Unless the tool is idempotent, confirm the effect with a read-only query before retrying, or pass an idempotency key.`,
        r.source,
      ),
    ];
  },
};
