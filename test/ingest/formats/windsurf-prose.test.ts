/**
 * Windsurf's panel error quoted inside a reporter's prose (formats/windsurf.ts QUOTED_DEADLINE_RE): the Go client's
 * 'context deadline exceeded', in quotes, in a text that names Windsurf, is the start's initialize abandoned on the
 * host's own deadline (disruption-hub/payloadcmsmcp#2). Unquoted words, or a text that never names Windsurf, are not
 * claimed for it. Lines follow that paste's shape; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const config = ['{', '  "mcpServers": {', '    "notes": { "command": "notes-mcp", "args": ["--port", "9000"] }', '  }', '}'];

const READ: Array<[string, string[]]> = [
  ['single quotes with the stop inside', ['After restarting Windsurf the server list shows the error \'context deadline exceeded.\'', ...config]],
  ['double quotes', ['In Windsurf the MCP panel says "context deadline exceeded" for this server.', ...config]],
  ['backticks with the client prefix', ['Windsurf shows `failed to initialize: context deadline exceeded` next to the server.', ...config]],
  ['typographic quotes, Windsurf named on another line', ['Using the Cascade agent.', 'The panel shows “context deadline exceeded” after a while.', ...config]],
];

describe("Windsurf's panel deadline error quoted in prose", () => {
  for (const [name, text] of READ) {
    it(name, async () => {
      const report = await analyze([tempFile('issue.txt', lines(...text))], { tz: 'UTC' });
      expect(report.inputs[0]).toMatchObject({ format: 'windsurf', host: 'windsurf' });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause, r.basis])).toEqual([['initialize', 'abandoned', 'client-timeout', 'host-log']]);
    });
  }

  it('the words unquoted are the reporter\'s, not a copy of the panel', async () => {
    const text = lines('Windsurf keeps failing with context deadline exceeded on this server.', ...config);
    await expect(analyze([tempFile('issue.txt', text)], { tz: 'UTC' })).rejects.toThrow(/not a capture in any known format/);
  });

  it('a text that never names Windsurf is not claimed for it', async () => {
    const text = lines('The MCP panel says \'context deadline exceeded\' for this server.', ...config);
    const format = await analyze([tempFile('issue.txt', text)], { tz: 'UTC' }).then((r) => {
      const input = r.inputs[0];
      return input !== undefined && 'format' in input ? input.format : null;
    }, () => null);
    expect(format).not.toBe('windsurf');
  });
});
