/**
 * The reader of last resort on a reporter's line in Chinese, Japanese or Korean that ends on its words for "an error
 * came up", with the SDK's error alone on the line under it: the two read as one sentence, as a line ending in a colon
 * and the error under it do. Lines follow the pastes of the threads cited; the content is ours.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze.js';
import { tempFile } from '../helpers.js';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const CASES: Array<[string, string[], Array<[string, string, string]>]> = [
  // xpzouying/xiaohongshu-mcp#120: numbered steps, the failing one ending in 报错, the error quoted and indented under it
  ['a Chinese step ending in 报错, the error quoted under it', ['1.MCP 能连上', '2.Tools list 也正常', '3.点 Run Tools 之后报错', '   "MCP error -32001: Request timed out"'],
    [['tools/call', 'cancelled', 'client-timeout']]],
  ['a Chinese line ending in 出错 with a full-width colon, the error bare', ['调用工具的时候出错：', 'MCP error -32001: Request timed out'],
    [['tools/call', 'cancelled', 'client-timeout']]],
  ['a Japanese line ending in エラーが出ました', ['ツールを実行するとエラーが出ました。', 'McpError: MCP error -32001: Request timed out'],
    [['tools/call', 'cancelled', 'client-timeout']]],
  ['a Korean line ending in 오류가 발생했습니다', ['도구 호출 시 오류가 발생했습니다', '"MCP error -32001: Request timed out"'],
    [['tools/call', 'cancelled', 'client-timeout']]],
  ['a line full-width colon before a connect error', ['启动MCP服务器 notes 失败：', 'MCP error -32000: Connection closed'],
    [['initialize', 'lost', 'connection-closed']]],
];

describe('a CJK line that says an error came up, the SDK error under it', () => {
  for (const [name, text, want] of CASES) {
    it(name, async () => {
      const report = await analyze([tempFile('issue.txt', lines(...text))], { tz: 'UTC' });
      expect(report.requests.map((r) => [r.method, r.outcome, r.cause])).toEqual(want);
    });
  }

  it('does not join prose under the line: the error must be the whole of its line', async () => {
    const p = tempFile('note.txt', lines('调用工具的时候报错', '后来我把超时调大就好了，MCP error -32001: Request timed out 不再出现'));
    await expect(analyze([p], { tz: 'UTC' })).rejects.toThrow(/not a capture/);
  });
});
