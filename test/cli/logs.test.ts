/** `mcp-triage logs`: fake home folders laid out as on macOS, Windows and Linux; no real home is read. */
import { copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/io.js';
import { recentLogs } from '../../src/cli/logs.js';
import { main } from '../../src/cli/main.js';
import { findLogs, folderVariables, resolveFolder } from '../../src/logs/find.js';
import { LOG_LOCATIONS } from '../../src/logs/locations.js';

const CLAUDE_LOG = 'samples/claude-desktop/client-timeout.log';
const VSCODE_LOG = 'samples/vscode/client-timeout.log';
const NOW = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;

/** Writes `files` (path relative to `root` → [content or a sample to copy, hours before NOW]). */
function layout(root: string, files: Record<string, [string, number]>): void {
  for (const [rel, [content, hoursAgo]] of Object.entries(files)) {
    const path = join(root, ...rel.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    if (content.startsWith('samples/')) copyFileSync(content, path);
    else writeFileSync(path, content);
    const t = new Date(NOW - hoursAgo * HOUR);
    utimesSync(path, t, t);
  }
}

function home(): string {
  return mkdtempSync(join(tmpdir(), 'mcp-triage-home-'));
}

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _e: BufferEncoding, cb: () => void): void {
    this.text += chunk.toString();
    cb();
  }
}

async function logs(args: string[], o: { home: string; platform: NodeJS.Platform; env?: NodeJS.ProcessEnv }) {
  const stdout = new Sink();
  const stderr = new Sink();
  const io: CliIO = { stdout, stderr, stdin: Readable.from([]), env: o.env ?? {}, home: o.home, platform: o.platform, now: () => NOW };
  const code = await main(['node', 'mcp-triage', 'logs', ...args], io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('the location table', () => {
  it('has a row for each host on each OS, each with a source', () => {
    const hosts = ['claude-desktop', 'claude-code', 'cursor', 'vscode', 'zed', 'windsurf', 'goose', 'codex', 'cline'];
    for (const host of hosts) {
      for (const os of ['macos', 'windows', 'linux']) {
        expect(LOG_LOCATIONS.some((l) => l.host === host && l.os === os), `${host} on ${os}`).toBe(true);
      }
    }
    for (const l of LOG_LOCATIONS) {
      expect(l.source.length, `${l.host}/${l.os}`).toBeGreaterThan(10);
      expect(l.folder).toMatch(/^\{[A-Z_]+\}\//);
    }
  });

  it('folders follow the environment (absolute values only, as the XDG spec says)', () => {
    const h = '/home/u';
    const v = folderVariables({ home: h, platform: 'linux', env: { XDG_STATE_HOME: '/var/state', XDG_CACHE_HOME: 'relative/ignored', CODEX_HOME: '/opt/codex' } });
    expect(v.XDG_STATE_HOME).toBe('/var/state');
    expect(v.XDG_CACHE_HOME).toBe('/home/u/.cache');
    expect(v.XDG_DATA_HOME).toBe('/home/u/.local/share');
    expect(v.CODEX_HOME).toBe('/opt/codex');
    expect(v.CLAUDE_CONFIG_DIR).toBe('/home/u/.claude');
    expect(resolveFolder('{XDG_CONFIG_HOME}/Code - Insiders/logs', v)).toBe('/home/u/.config/Code - Insiders/logs');
    expect(folderVariables({ home: h, platform: 'win32', env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' } }).APPDATA).toBe('C:\\Users\\u\\AppData\\Roaming');
  });
});

describe('findLogs on a fake home', () => {
  it('macOS: Claude Desktop, Claude Code, VS Code, Cursor, Zed, Codex, newest first, with servers', async () => {
    const h = home();
    layout(h, {
      'Library/Logs/Claude/mcp.log': [CLAUDE_LOG, 1],
      'Library/Logs/Claude/mcp-server-build.log': [CLAUDE_LOG, 0.5],
      'Library/Logs/Claude/main.log': ['app log\n', 0.1], // not an MCP log
      'Library/Caches/claude-cli-nodejs/-Users-kim-proj/mcp-logs-github/2026-12-01T10-00-00.jsonl': ['{}\n', 2],
      '.claude/debug/0d3c.txt': ['x\n', 3],
      '.claude/debug/latest': ['x\n', 3],
      'Library/Application Support/Code/logs/20261201T090000/window1/mcpServer.mcp.config.usrlocal.my-db.log': [VSCODE_LOG, 4],
      'Library/Application Support/Code/logs/20261201T090000/window1/renderer.log': ['x\n', 4],
      'Library/Application Support/Cursor/logs/20261130T080000/window2/exthost/anysphere.cursor-mcp/MCP user-figma.log': ['x\n', 30],
      'Library/Application Support/Cursor/logs/20250225T012118/window1/exthost/anysphere.cursor-always-local/Cursor MCP.log': ['x\n', 5000],
      'Library/Logs/Zed/Zed.log': ['x\n', 6],
      '.codex/log/codex-tui.log': ['x\n', 7],
    });
    const r = await findLogs({ home: h, platform: 'darwin', env: {} });
    expect(r.os).toBe('macos');
    expect(r.logs.map((l) => [l.host, l.server])).toEqual([
      ['claude-desktop', 'build'],
      ['claude-desktop', null],
      ['claude-code', 'github'],
      ['claude-code', null],
      ['vscode', 'my-db'],
      ['zed', null],
      ['codex', null],
      ['cursor', 'figma'],
      ['cursor', null],
    ]);
    expect(r.logs[0]).toMatchObject({ path: join(h, 'Library/Logs/Claude/mcp-server-build.log'), modified: new Date(NOW - 0.5 * HOUR) });
    expect(r.logs[0]!.bytes).toBeGreaterThan(100);
  });

  it('Windows: APPDATA and LOCALAPPDATA from the environment, USERPROFILE folders for Claude Code and Codex', async () => {
    const h = home();
    const appdata = join(h, 'Roaming');
    const local = join(h, 'Local');
    layout(h, {
      'Roaming/Claude/logs/mcp-server-kim fs.log': [CLAUDE_LOG, 1],
      'Roaming/Code - Insiders/logs/20261201T090000/window3/mcpServer.mcp.config.wf0.search.log': [VSCODE_LOG, 2],
      'Roaming/Windsurf/logs/20261201T090000/window1/exthost/codeium.windsurf/Windsurf.log': ['x\n', 3],
      'Roaming/Code/logs/20261201T090000/window1/exthost/saoudrizwan.claude-dev/Cline.log': ['x\n', 4],
      'Local/Zed/logs/Zed.log': ['x\n', 5],
      'Local/claude-cli-nodejs/Cache/C--proj/mcp-logs-jira/a.jsonl': ['{}\n', 6],
      '.codex/log/codex-tui.log': ['x\n', 7],
      'Roaming/Block/goose/data/logs/cli/2026-12-01/1.log': ['x\n', 8],
      // A macOS folder in a Windows home is not looked at.
      'Library/Logs/Claude/mcp-server-x.log': [CLAUDE_LOG, 0],
    });
    const r = await findLogs({ home: h, platform: 'win32', env: { APPDATA: appdata, LOCALAPPDATA: local } });
    expect(r.os).toBe('windows');
    expect(r.logs.map((l) => [l.host, l.server])).toEqual([
      ['claude-desktop', 'kim fs'],
      ['vscode', 'search'],
      ['windsurf', null],
      ['cline', null],
      ['zed', null],
      ['claude-code', 'jira'],
      ['codex', null],
      ['goose', null],
    ]);
  });

  it('Linux: XDG folders, defaults and overrides', async () => {
    const h = home();
    const state = join(h, 'state-elsewhere');
    layout(h, {
      '.config/Code/logs/20261201T090000/window1/mcpServer.mcp.config.usrlocal.git.log': [VSCODE_LOG, 1],
      '.config/VSCodium/logs/20261201T090000/window1/mcpServer.mcp.config.usrlocal.notes.log': [VSCODE_LOG, 2],
      '.local/share/zed/logs/Zed.log.old': ['x\n', 3],
      '.cache/claude-cli-nodejs/-home-kim-proj/mcp-logs-sentry/b.txt': ['x\n', 4],
      'state-elsewhere/goose/logs/cli/2026-12-01/20261201_1.log': ['x\n', 5],
      '.local/state/goose/logs/cli/2026-12-01/ignored.log': ['x\n', 0], // XDG_STATE_HOME points elsewhere
      'custom-claude/debug/s.txt': ['x\n', 6],
    });
    const r = await findLogs({ home: h, platform: 'linux', env: { XDG_STATE_HOME: state, CLAUDE_CONFIG_DIR: join(h, 'custom-claude') } });
    expect(r.os).toBe('linux');
    expect(r.logs.map((l) => [l.host, l.server])).toEqual([
      ['vscode', 'git'],
      ['vscode', 'notes'],
      ['zed', null],
      ['claude-code', 'sentry'],
      ['goose', null],
      ['claude-code', null],
    ]);
  });

  it('an empty home finds nothing and says where it looked', async () => {
    const r = await findLogs({ home: home(), platform: 'linux', env: {} });
    expect(r.logs).toEqual([]);
    expect(r.searched.length).toBeGreaterThan(8);
    expect(r.searched.every((s) => !s.exists)).toBe(true);
  });
});

describe('mcp-triage logs', () => {
  it('prints a table, newest first', async () => {
    const h = home();
    layout(h, {
      'Library/Logs/Claude/mcp-server-build.log': [CLAUDE_LOG, 1],
      'Library/Logs/Zed/Zed.log': ['x\n', 2],
    });
    const r = await logs([], { home: h, platform: 'darwin' });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^HOST +SERVER +SIZE +LAST WRITE +PATH$/);
    expect(lines[1]).toMatch(new RegExp(`^claude-desktop +build +[\\d.]+ KB +2026-12-01 11:00Z +${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/Library/Logs/Claude/mcp-server-build\\.log$`));
    expect(lines[2]).toMatch(/^zed +\(all\) +2 B +2026-12-01 10:00Z /);
  });

  it('--json lists them for scripts', async () => {
    const h = home();
    layout(h, { '.codex/log/codex-tui.log': ['abc\n', 1] });
    const r = await logs(['--json'], { home: h, platform: 'linux' });
    expect(JSON.parse(r.stdout)).toEqual({
      os: 'linux',
      logs: [{ host: 'codex', server: null, path: join(h, '.codex/log/codex-tui.log'), bytes: 4, modified: '2026-12-01T11:00:00.000Z' }],
    });
  });

  it('nothing found: says where it looked, exit 0', async () => {
    const r = await logs([], { home: home(), platform: 'win32' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^No MCP logs found\. Looked in \(windows\):/);
    expect(r.stdout).toMatch(/claude-desktop: .*Claude[\\/]logs \(absent\)/);
  });

  it('--analyze reads the recent ones (Claude mcp.log left out beside per-server logs)', async () => {
    const h = home();
    layout(h, {
      'Library/Logs/Claude/mcp.log': [CLAUDE_LOG, 1],
      'Library/Logs/Claude/mcp-server-build.log': [CLAUDE_LOG, 1],
      'Library/Application Support/Code/logs/s/window1/mcpServer.mcp.config.usrlocal.db.log': [VSCODE_LOG, 3],
      'Library/Application Support/Code/logs/old/window1/mcpServer.mcp.config.usrlocal.old.log': [VSCODE_LOG, 48],
    });
    const r = await logs(['--analyze', '--json'], { home: h, platform: 'darwin' });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^mcp-triage: left out .*mcp\.log: it repeats the per-server logs beside it\n$/);
    const report = JSON.parse(r.stdout);
    expect(report.inputs.map((i: { path: string }) => i.path.replace(/^.*\//, ''))).toEqual(['mcp-server-build.log', 'mcpServer.mcp.config.usrlocal.db.log']);
    expect(report.requests.length).toBeGreaterThan(0);
    const wider = await logs(['--analyze', '--json', '--since', '72'], { home: h, platform: 'darwin' });
    expect(JSON.parse(wider.stdout).inputs).toHaveLength(3);
  });

  it('--analyze with nothing recent exits 1 naming the newest', async () => {
    const h = home();
    layout(h, { '.codex/log/codex-tui.log': ['x\n', 100] });
    const r = await logs(['--analyze'], { home: h, platform: 'linux' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no MCP log written in the last 24 h \(the newest: .*codex-tui\.log, 2026-11-27 08:00Z\)/);
  });

  it.each([['--since', '0'], ['--limit', 'x']])('%s %s is bad usage', async (opt, v) => {
    const r = await logs(['--analyze', opt, v], { home: home(), platform: 'linux' });
    expect(r.code).toBe(2);
  });
});

describe('recentLogs', () => {
  const log = (host: string, server: string | null, hoursAgo: number) => ({ host, server, path: `${host}/${server}`, bytes: 1, modified: new Date(NOW - hoursAgo * HOUR) });
  it('keeps the recent ones up to the limit; keeps mcp.log when it is the only Claude log', () => {
    const all = [log('claude-desktop', null, 1), log('zed', null, 2), log('codex', null, 3), log('goose', null, 30)];
    expect(recentLogs(all, NOW, 24, 2).chosen.map((l) => l.host)).toEqual(['claude-desktop', 'zed']);
    expect(recentLogs(all, NOW, 24, 10).dropped).toEqual([]);
  });
});
