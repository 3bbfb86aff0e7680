/**
 * "By construction" must hold on this run too: timing on a loaded machine could, in principle,
 * turn a planned timeout into a completion. Before a sample is written, its ground truth is
 * checked against the capture itself; a sample that does not show what it claims is not written.
 */
import type { Truth } from './scenario.js';
import type { Recorder } from './tap.js';

interface Seen {
  t: number;
  dir: 'send' | 'recv';
  m: { id?: unknown; method?: unknown; params?: { requestId?: unknown; progressToken?: unknown }; result?: unknown; error?: unknown };
}

export function verifyTruth(rec: Recorder, truth: Truth): string[] {
  const { life, id } = truth.target;
  const msgs: Seen[] = [];
  for (const e of rec.events) {
    if ((e.kind === 'send' || e.kind === 'recv') && e.life === life) {
      try {
        msgs.push({ t: e.t, dir: e.kind, m: JSON.parse(e.line) as Seen['m'] });
      } catch {
        /* not JSON: irrelevant here */
      }
    }
  }
  const request = msgs.find((x) => x.dir === 'send' && x.m.id === id && typeof x.m.method === 'string');
  const token = request ? (request.m.params as { _meta?: { progressToken?: unknown } } | undefined)?._meta?.progressToken : undefined;
  const cancel = msgs.find((x) => x.dir === 'send' && x.m.method === 'notifications/cancelled' && x.m.params?.requestId === id);
  const response = msgs.find((x) => x.dir === 'recv' && x.m.id === id && x.m.method === undefined);
  const progressAfterCancel =
    cancel !== undefined && token !== undefined && msgs.some((x) => x.dir === 'recv' && x.t > cancel.t && x.m.method === 'notifications/progress' && x.m.params?.progressToken === token);
  const exited = rec.events.some((e) => e.kind === 'exit' && e.life === life && e.code !== 0);
  const problems: string[] = [];
  const need = (ok: boolean, what: string): void => {
    if (!ok) problems.push(what);
  };
  need(request !== undefined, `request ${String(id)} is not in lifetime ${life}`);
  switch (truth.outcome) {
    case 'completed':
      need(response !== undefined, 'no response');
      need(cancel === undefined || (response !== undefined && cancel.t > response.t), 'a cancel preceded the response');
      break;
    case 'cancelled':
      need(cancel !== undefined, 'no notifications/cancelled for the id');
      need(response === undefined || (cancel !== undefined && response.t > cancel.t), 'a response preceded the cancel');
      break;
    case 'abandoned':
      need(response !== undefined, 'no response (expected one after the silent give-up)');
      need(cancel === undefined || (response !== undefined && cancel.t > response.t), 'a cancel preceded the response');
      break;
    case 'lost':
      need(response === undefined && cancel === undefined, 'a response or cancel exists');
      need(exited, 'the server did not exit abnormally');
      break;
    default:
      break;
  }
  if (truth.serverState === 'continued') need(progressAfterCancel, 'no progress after the cancel');
  if (truth.serverState === 'completed') need(response !== undefined && response.m.result !== undefined, 'no result from the server');
  if (truth.rules.includes('response-after-cancel')) need(cancel !== undefined && response !== undefined && response.t > cancel.t, 'no response after the cancel');
  if (truth.rules.includes('cancel-unknown-request')) need(cancel !== undefined && response !== undefined && cancel.t > response.t, 'the cancel did not follow the response');
  if (truth.notRules.includes('progress-after-cancel')) need(!progressAfterCancel, 'progress after the cancel');
  return problems;
}
