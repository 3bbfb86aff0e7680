/**
 * Pastes from users writing in other languages: a host's English error retyped through a Chinese, Japanese or Korean
 * input method (full-width punctuation, phrase.ts halfWidth), retyped quotes around Cherry Studio's IPC channel,
 * Windows' own "file not found" in the user's language behind a failed start (reasons.ts OS_SPAWN_FAILED), a client's
 * connect deadline in its own words, a tool's caught exception as Claude Code shows it. Lines follow the threads
 * cited; names are ours.
 */
import { describe, expect, it } from 'vitest';
import { claudeCodeTranscriptPhrases, genericClientPhrases, otherClientPhrases, readSaid } from '../../../src/ingest/hosts/index.js';
import { SPAWN_FAILED_RE, WIN_FILE_NOT_FOUND } from '../../../src/protocol/reasons.js';

const ROWS = [...otherClientPhrases, ...genericClientPhrases];

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  // CherryHQ/cherry-studio#8336: Cherry Studio's error retyped with full-width colons and a cut last word
  ['full-width colons around the activation error',
    "启用失败Error invoking remote method 'mcp：list-tools'： Error：[MCP] Error activating server Crawler： MCP error-32001： Request timed [out。。。",
    { kind: 'failed', method: 'initialize', server: 'Crawler', error: 'MCP error-32001: Request timed [out。。。' }],
  // wolfcoming/adb_mcp_server#1: a backtick closing the channel, under Cherry Studio's Chinese toast title
  ['a backtick closing the channel',
    "我启用的时候提示这个：切换失败: Error invoking remote method 'mcp:set-server-active`: McpError: MCP error -32000: Connection closed",
    { kind: 'connection-closed', phrase: 'cherry-studio/remote-method-connect-closed', method: 'initialize' }],
  // CherryHQ/cherry-studio#4057: the quote glued to "method" and doubled, two colons after the class
  ['glued and doubled quotes, two colons',
    "[错误]: Error invoking remote method'mcp:add-server'':McpError::MCP error-32000:Connection closed",
    { kind: 'connection-closed', phrase: 'cherry-studio/remote-method-connect-closed', method: 'initialize' }],
  // sansan0/TrendRadar#292: Title-Cased, the class name in Cyrillic look-alikes: the connect's failure still reads
  ['Title Case and look-alike letters',
    "启动失败 Error Invoking Remote Method 'Mcp:List-Tools': \u041c\u0441\u0440\u0435r\u0433or: \u041c\u0441\u0440 Erro\u0433 -32000: Connection Closed，前后检查",
    { method: 'initialize', scope: 'connection', error: 'Connection Closed' }],
  // QwenLM/Qwen-Agent#630: Qwen-Agent's MCP manager, Windows' message in Chinese
  ['a connect that failed in the WinError code',
    '2025-06-24 20:51:44,317 - mcp_manager.py - 385 - WARNING - Failed in connecting to MCP server: [WinError 2] 系统找不到指定的文件。',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed-winerror', method: 'initialize', scope: 'connection', error: '[WinError 2] 系统找不到指定的文件。' }],
  // openai/openai-agents-python#363
  ['the Agents SDK\'s connect',
    'Error initializing MCP server: [WinError 2] 系统找不到指定的文件。    ',
    { kind: 'failed', method: 'initialize', scope: 'connection' }],
  // mcp-use/mcp-use#48: the English message
  ['mcp-use\'s connect, in English',
    '2025-04-20 10:42:27,779 - mcp_use - ERROR - Failed to connect to MCP implementation: [WinError 2] The system cannot find the file specified',
    { kind: 'failed', phrase: 'generic/connect-spawn-failed-winerror', method: 'initialize' }],
  ['a WinError with no connect in the words', 'Unexpected error: [WinError 2] 系统找不到指定的文件。', null],
  // icip-cas/LiveMCPBench#2: a harness's own connect deadline, per server
  ['a client\'s connect deadline naming the server',
    'ERROR 2025-08-16 10:20:27 [__main__] Timeout connecting to server slidegen',
    { kind: 'timer-fired', phrase: 'generic/timed-out-connecting-to-server', timer: 'host', server: 'slidegen', method: 'initialize', scope: 'connection' }],
  ['the same worded with its limit', "WARN Timed out connecting to MCP server 'docs' after 30s",
    { kind: 'timer-fired', phrase: 'generic/timed-out-connecting-to-server', server: 'docs', limitMs: 30_000 }],
  ['any network client\'s bare phrase', 'Timeout connecting to server. Trying again.', null],
  ['the harness restating it by display name', 'ERROR 2025-08-16 10:20:27 [__main__] Timeout processing server MCP SlideGen Server', null],
];

describe('words from pastes in other languages', () => {
  it.each(CASES)('%s', (_name, line, want) => {
    const said = readSaid(ROWS, line);
    if (want === null) {
      expect(said).toBeNull();
      return;
    }
    expect(said).toMatchObject(want);
  });

  it('keeps a name with full-width characters as written', () => {
    // AstrBotDevs/AstrBot#2698: a knowledge tool named with full-width parentheses, logged with full-width colons
    const said = readSaid(otherClientPhrases, '使用工具：（1.2）团队文档检索试用版，参数：{"query": "排班"}');
    expect(said).toMatchObject({ kind: 'request-sent', target: '（1.2）团队文档检索试用版' });
  });

  it('reads a tool\'s caught exception under a Claude Code call as its failure', () => {
    // kky42/codex-as-mcp#2
    expect(readSaid(claudeCodeTranscriptPhrases, '⎿ Unexpected error: [WinError 2] 系统找不到指定的文件。')).toMatchObject({
      kind: 'failed',
      phrase: 'claude-code/transcript-error-text',
      error: 'Unexpected error: [WinError 2] 系统找不到指定的文件。',
    });
    expect(readSaid(claudeCodeTranscriptPhrases, '⎿ No unexpected error: found in the logs')).toMatchObject({ kind: 'completed' });
  });
});

describe("Windows' file-not-found message in its display languages", () => {
  const MESSAGES = [
    'The system cannot find the file specified.',
    '系统找不到指定的文件。',
    '系統找不到指定的檔案。',
    '指定されたファイルが見つかりません。',
    '지정된 파일을 찾을 수 없습니다.',
    'Das System kann die angegebene Datei nicht finden.',
    'Le fichier spécifié est introuvable.',
    'El sistema no puede encontrar el archivo especificado.',
    'O sistema não pode encontrar o arquivo especificado.',
    'Не удается найти указанный файл.',
  ];
  it.each(MESSAGES)('%s', (msg) => {
    expect(new RegExp(WIN_FILE_NOT_FOUND).test(msg)).toBe(true);
    // a .NET Process.Start's Win32Exception prints the message alone
    expect(SPAWN_FAILED_RE.test(`An error occurred trying to start process 'npx' with working directory 'C:\\work'. ${msg}`)).toBe(true);
  });
  it('not a missing path or another file a server opened', () => {
    expect(SPAWN_FAILED_RE.test('Das System kann den angegebenen Pfad nicht finden.')).toBe(false);
    expect(SPAWN_FAILED_RE.test('FileNotFoundError: config.json')).toBe(false);
  });
});
