/**
 * LibreChat's `debug.log` (`<ISO ms>Z <level>: <message>`) and its container console
 * (`LibreChat   | 2025-03-30 20:36:31 info: …`, local time without zone; or docker's own ISO ns
 * stamp before it). MCP lines are tagged `[MCP][<server>]`, sometimes `[MCP][User: <id>][<server>]`
 * and a tool tag after; JSON metadata may follow on indented lines.
 */
import { librechatPhrases } from '../hosts/librechat.js';
import { parseIsoUtc } from '../time.js';
import type { ZoneResolver } from '../types.js';
import type { HostLine } from './host-lines.js';
import { indented, recordReader } from './host-records.js';

const PREFIX_RE = /^(?:\S+\s+\|\s+|\[[\w-]+\]\s+\d{4}-\d\d-\d\dT[\d:.]+Z\s+)?/;
const ISO_RE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) (\w+): (.*)$/;
const LOCAL_RE = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) (\w+): (.*)$/;
const MCP_TAG_RE = /^\[MCP\](?:\[User: [^\]]*\])?(?:\[(?<server>[^\]]+)\])?\s*/;

function start(line: string, tz: ZoneResolver): HostLine | null {
  if (indented(line) && !/^\s*\S+\s+\|\s/.test(line)) return null;
  const rest = line.slice(PREFIX_RE.exec(line)![0].length);
  let at: number;
  let level: string;
  let msg: string;
  const iso = ISO_RE.exec(rest);
  if (iso !== null) {
    at = parseIsoUtc(iso[1]!);
    level = iso[2]!;
    msg = iso[3]!;
  } else {
    const loc = LOCAL_RE.exec(rest);
    if (loc === null) return null;
    at = tz.toEpoch(+loc[1]!, +loc[2]!, +loc[3]!, +loc[4]!, +loc[5]!, +loc[6]!, 0);
    level = loc[7]!;
    msg = loc[8]!;
  }
  const tag = MCP_TAG_RE.exec(msg);
  let server: string | null = null;
  if (tag !== null && tag[0] !== '') {
    server = tag.groups?.['server'] ?? null;
    msg = msg.slice(tag[0].length);
  }
  return { at, level, server, msg };
}

/**
 * winston's npm levels, the only words LibreChat's logger writes after its clock. Any other word there is not its level:
 * an error's class after a runtime's clock (`2025-10-02T08:14:11.456789012Z McpError: MCP error -32001: …`, a container
 * log read through its CRI or json-file envelope, paste.ts) is another program's line.
 */
const LEVEL_WORD_RE = /^\S+ (?:error|warn|info|http|verbose|debug|silly):/;

function sniff(head: readonly string[]): number {
  let shaped = 0;
  let strong = false;
  for (const l of head) {
    const rest = l.slice(PREFIX_RE.exec(l)![0].length);
    if (!ISO_RE.test(rest) && !LOCAL_RE.test(rest)) continue;
    if (!LEVEL_WORD_RE.test(ISO_RE.test(rest) ? rest : rest.slice(11))) continue;
    shaped++;
    if (/ \w+: \[MCP\]/.test(rest)) strong = true;
  }
  if (shaped === 0) return 0;
  if (strong) return 0.85;
  return shaped / head.length >= 0.5 ? 0.45 : 0.2;
}

export const librechat = recordReader({
  name: 'librechat',
  title: 'LibreChat debug.log and container console',
  clock: 'mixed',
  host: 'librechat',
  self: 'client',
  phrases: librechatPhrases,
  sniff,
  start,
});
