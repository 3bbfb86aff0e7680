/**
 * A late answer ("Received a response for an unknown message ID") logged right after the host's words that dropped a
 * connection of a stated age carries that age (HostSaid.connectionAgeMs), and a connection under a second old makes it
 * an answer already had, not a call the host let go (anthropics/claude-code#50095; names replaced). Table-driven: the
 * per-server log lines, the age wanted on the late answer, and whether a dropped request is reported.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/index.js';
import { readAll, tempFile } from '../helpers.js';

const unknownId = '{"debug":"Connection error: Received a response for an unknown message ID: {\\"jsonrpc\\":\\"2.0\\",\\"id\\":4,\\"result\\":{\\"resourceTemplates\\":[]}}"}';

const CASES: Array<[string, string[], number | undefined, number]> = [
  ['dropped after 0 s: an answer had twice', ['{"debug":"Successfully connected (transport: stdio) in 176ms"}', '{"debug":"STDIO connection dropped after 0s uptime"}', unknownId], 0, 0],
  ['dropped after 40 s: a call let go', ['{"debug":"Successfully connected (transport: stdio) in 176ms"}', '{"debug":"STDIO connection dropped after 40s uptime"}', unknownId], 40000, 1],
  ['other words in between: no age', ['{"debug":"STDIO connection dropped after 0s uptime"}', '{"debug":"Successfully connected (transport: stdio) in 90ms"}', unknownId], undefined, 1],
];

describe('a late answer on a dropped connection', () => {
  it.each(CASES)('%s', async (name, lines, age, listed) => {
    const path = tempFile(`late-age-${name.replace(/\W+/g, '-')}.jsonl`, `${lines.join('\n')}\n`);
    const { events } = await readAll(path, { tz: 'UTC' });
    const late = events.find((e) => e.said?.late === true);
    expect(late?.said?.connectionAgeMs).toBe(age);
    const report = await analyze([path], { tz: 'UTC' });
    expect(report.requests).toHaveLength(listed);
  });
});
