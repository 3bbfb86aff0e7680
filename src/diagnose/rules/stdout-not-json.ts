/**
 * stdout-not-json: non-JSON text on a stdio message stream.
 * Spec (stdio, every version): "The server MUST NOT write anything to its stdout that is not a valid MCP message";
 * logging goes to stderr. Incidents A10: banners/logs on stdout show up as parse errors, timeouts and reconnect loops.
 */
import type { SessionRule } from '../types.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'stdout-not-json';

export const stdoutNotJson: SessionRule = {
  meta: { id, severity: 'error', summary: 'non-JSON text on a stdio message stream', docs: docsPath(id) },
  scope: 'session',
  check(s, ctx) {
    const m = messages(ctx.options.lang).rules;
    if (s.nonJson.length === 0) return [];
    if (s.info.transport !== null && s.info.transport !== 'stdio') return [];
    const first = s.nonJson[0]!;
    const raw = (first.text ?? '').replace(/\s+/g, ' ').trim();
    const sample = raw.length > 60 ? `${raw.slice(0, 57)}…` : raw;
    return [
      finding(
        id,
        'error',
        m.stdoutNotJson(s.nonJson.length, sample),
        first.source,
      ),
    ];
  },
};
