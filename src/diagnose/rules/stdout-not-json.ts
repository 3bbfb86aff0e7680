/**
 * stdout-not-json: non-JSON text on a stdio message stream.
 * Spec (stdio, every version): "The server MUST NOT write anything to its stdout that is not a valid MCP message";
 * logging goes to stderr. Incidents A10: banners/logs on stdout show up as parse errors, timeouts and reconnect loops.
 */
import type { RuleMeta, SessionRule } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'stdout-not-json';

const meta = {
  id,
  severity: 'error',
  summary: 'non-JSON text on a stdio message stream',
  docs: docsPath(id),
  messages: {
    nonJson: { message: 'stdoutNotJson' },
  },
} as const satisfies RuleMeta;
const say = reporter(meta);

export const stdoutNotJson: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    if (s.nonJson.length === 0) return [];
    if (s.info.transport !== null && s.info.transport !== 'stdio') return [];
    const first = s.nonJson[0]!;
    const raw = (first.text ?? '').replace(/\s+/g, ' ').trim();
    const sample = raw.length > 60 ? `${raw.slice(0, 57)}…` : raw;
    return [
      say(ctx.options.lang, 'nonJson', first.source, s.nonJson.length, sample),
    ];
  },
};
