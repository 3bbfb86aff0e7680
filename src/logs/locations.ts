/**
 * Where each MCP host keeps its logs, one row per host × OS (`mcp-triage logs`, README "Where the
 * logs are"). Data only: find.ts resolves the folders for a home, a platform and an environment,
 * and walks them. Each row names its source; "convention" marks a folder derived from how the
 * host's framework places logs (Electron/VS Code user-data folders, env-paths, XDG), not read in
 * the host's own documentation or code.
 *
 * A folder is written `{VAR}/rest`, with VAR one of the variables resolved in find.ts (HOME,
 * APPDATA, LOCALAPPDATA, XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_DATA_HOME, XDG_STATE_HOME,
 * CLAUDE_CONFIG_DIR, CODEX_HOME) and `/` as the separator on every OS. `match` is tested against
 * the path of a file relative to that folder, with `/` separators; its first capture group that
 * matched, when any, names the server.
 */

export type HostOs = 'macos' | 'windows' | 'linux';

export interface LogLocation {
  /** As in `inputs[].host` where the analyzer has a name for it. */
  host: string;
  os: HostOs;
  folder: string;
  /** How deep below `folder` the files are (VS Code: logs/<session>/window<N>/exthost/<ext>/<file>). */
  depth: number;
  match: RegExp;
  /** How a server name is read from the capture group (VS Code ids carry a scope prefix). */
  server?: (captured: string) => string;
  source: string;
}

const ALL: readonly HostOs[] = ['macos', 'windows', 'linux'];

/** Electron's per-user data folder (app.getPath('userData')) of a VS Code-family editor. */
function userData(os: HostOs, app: string): string {
  if (os === 'macos') return `{HOME}/Library/Application Support/${app}`;
  if (os === 'windows') return `{APPDATA}/${app}`;
  return `{XDG_CONFIG_HOME}/${app}`;
}

/** `mcp.config.usrlocal.my-server` → `my-server` (VS Code prefixes a definition id with its collection). */
function vscodeServer(id: string): string {
  return id.replace(/^mcp\.config\.[^.]+\./, '');
}

/** VS Code and its forks: the window log folders of each session under `<userData>/logs`. */
const VSCODE_FAMILY: readonly { host: string; app: string }[] = [
  { host: 'vscode', app: 'Code' },
  { host: 'vscode', app: 'Code - Insiders' },
  { host: 'vscode', app: 'VSCodium' },
  { host: 'cursor', app: 'Cursor' },
  { host: 'windsurf', app: 'Windsurf' },
];

function vscodeFamilyRows(): LogLocation[] {
  const rows: LogLocation[] = [];
  for (const { host, app } of VSCODE_FAMILY) {
    for (const os of ALL) {
      const folder = `${userData(os, app)}/logs`;
      // The "MCP: <server>" output channel: a hidden logger `mcpServer.<definition id>` in the
      // window's log folder (microsoft/vscode src/vs/workbench/contrib/mcp/common/mcpServer.ts).
      rows.push({
        host,
        os,
        folder,
        depth: 3,
        match: /^[^/]+\/window\d+\/mcpServer\.(.+)\.log$/,
        server: vscodeServer,
        source: 'microsoft/vscode mcpServer.ts (logger id mcpServer.<id>); user-data folder by Electron convention',
      });
      if (host === 'cursor') {
        // Cursor's own MCP channels in the extension-host logs: "Cursor MCP.log" (0.4x,
        // exthost/anysphere.cursor-always-local), later "MCP Logs" and one channel per server.
        rows.push({
          host,
          os,
          folder,
          depth: 5,
          match: /^[^/]+\/window\d+\/exthost\/anysphere\.[^/]+\/(?:Cursor MCP|MCP Logs|MCP (?:user|project)-(.+))\.log$/,
          source: 'shared/reference/log-formats.md §2.2 (Cursor MCP.log path, 0.46–0.48); later channel names by convention',
        });
      }
      // Cline, an extension in any of these editors: its output channel.
      rows.push({
        host: 'cline',
        os,
        folder,
        depth: 5,
        match: /^[^/]+\/window\d+\/exthost\/saoudrizwan\.claude-dev\/[^/]+\.log$/,
        source: 'convention (VS Code extension output channels under exthost/<extension id>/); Cline reports MCP errors mostly in its UI (shared/reference/hosts-in-the-wild.md §5)',
      });
    }
  }
  return rows;
}

export const LOG_LOCATIONS: readonly LogLocation[] = [
  // Claude Desktop: mcp.log for every server, mcp-server-<name>.log per server.
  {
    host: 'claude-desktop',
    os: 'macos',
    folder: '{HOME}/Library/Logs/Claude',
    depth: 1,
    match: /^(?:mcp|mcp-server-(.+))\.log$/,
    source: 'MCP docs, "Debugging"; shared/reference/log-formats.md §1 (modelcontextprotocol/docs PR #79)',
  },
  {
    host: 'claude-desktop',
    os: 'windows',
    folder: '{APPDATA}/Claude/logs',
    depth: 1,
    match: /^(?:mcp|mcp-server-(.+))\.log$/,
    source: 'MCP docs, "Debugging"; shared/reference/log-formats.md §1',
  },
  {
    host: 'claude-desktop',
    os: 'linux',
    folder: '{XDG_CONFIG_HOME}/Claude/logs',
    depth: 1,
    match: /^(?:mcp|mcp-server-(.+))\.log$/,
    source: 'convention: no official Linux build; community builds keep Electron user data under ~/.config/Claude',
  },
  // Claude Code: `claude --debug` logs, and per-server MCP logs in its cache folder.
  ...ALL.map(
    (os): LogLocation => ({
      host: 'claude-code',
      os,
      folder: '{CLAUDE_CONFIG_DIR}/debug',
      depth: 1,
      match: /^(?!latest)[^/]+\.txt$/,
      source: 'shared/reference/log-formats.md §2.3 (anthropics/claude-code#16837, #17653)',
    }),
  ),
  {
    host: 'claude-code',
    os: 'macos',
    folder: '{HOME}/Library/Caches/claude-cli-nodejs',
    depth: 3,
    match: /^[^/]+\/mcp-logs-([^/]+)\/[^/]+\.(?:jsonl|txt|log)$/,
    source: 'shared/reference/hosts-in-the-wild.md §1 (anthropics/claude-code#69427)',
  },
  {
    host: 'claude-code',
    os: 'linux',
    folder: '{XDG_CACHE_HOME}/claude-cli-nodejs',
    depth: 3,
    match: /^[^/]+\/mcp-logs-([^/]+)\/[^/]+\.(?:jsonl|txt|log)$/,
    source: 'shared/reference/log-formats.md §2.3 (anthropics/claude-code#72); folder name by env-paths convention',
  },
  {
    host: 'claude-code',
    os: 'windows',
    folder: '{LOCALAPPDATA}/claude-cli-nodejs/Cache',
    depth: 3,
    match: /^[^/]+\/mcp-logs-([^/]+)\/[^/]+\.(?:jsonl|txt|log)$/,
    source: 'convention (env-paths cache folder on Windows)',
  },
  ...vscodeFamilyRows(),
  // Zed: one Zed.log (and Zed.log.old) with every context server's lines.
  {
    host: 'zed',
    os: 'macos',
    folder: '{HOME}/Library/Logs/Zed',
    depth: 1,
    match: /^Zed(?:\.old)?\.log(?:\.old)?$/,
    source: 'zed-industries/zed crates/paths/src/paths.rs logs_dir()',
  },
  {
    host: 'zed',
    os: 'linux',
    folder: '{XDG_DATA_HOME}/zed/logs',
    depth: 1,
    match: /^Zed(?:\.old)?\.log(?:\.old)?$/,
    source: 'zed-industries/zed crates/paths/src/paths.rs logs_dir() = data_dir()/logs',
  },
  {
    host: 'zed',
    os: 'windows',
    folder: '{LOCALAPPDATA}/Zed/logs',
    depth: 1,
    match: /^Zed(?:\.old)?\.log(?:\.old)?$/,
    source: 'zed-industries/zed crates/paths/src/paths.rs logs_dir() = data_dir()/logs',
  },
  // Goose: a log per CLI session, by date.
  ...(['macos', 'linux'] as const).map(
    (os): LogLocation => ({
      host: 'goose',
      os,
      folder: '{XDG_STATE_HOME}/goose/logs',
      depth: 3,
      match: /^[^/]+\/(?:[^/]+\/)?[^/]+\.log$/,
      source: 'shared/reference/hosts-in-the-wild.md §4 (aaif-goose/goose#12266)',
    }),
  ),
  {
    host: 'goose',
    os: 'windows',
    folder: '{APPDATA}/Block/goose/data/logs',
    depth: 3,
    match: /^[^/]+\/(?:[^/]+\/)?[^/]+\.log$/,
    source: 'convention (the etcetera crate\'s Windows app folders)',
  },
  // Codex CLI: codex-tui.log under CODEX_HOME.
  ...ALL.map(
    (os): LogLocation => ({
      host: 'codex',
      os,
      folder: '{CODEX_HOME}/log',
      depth: 1,
      match: /^codex-[^/]*\.log$/,
      source: 'Codex docs, "Environment variables" (CODEX_HOME holds the logs); log folder from openai/codex',
    }),
  ),
  // Windsurf's own MCP errors come from its language server (shared/reference/hosts-in-the-wild.md §6): the
  // Codeium/Windsurf channel in the extension-host logs.
  ...ALL.map(
    (os): LogLocation => ({
      host: 'windsurf',
      os,
      folder: `${userData(os, 'Windsurf')}/logs`,
      depth: 5,
      match: /^[^/]+\/window\d+\/exthost\/codeium\.windsurf\/[^/]+\.log$/,
      source: 'shared/reference/hosts-in-the-wild.md §6 (imskyleen/animate-ui#71: language-server lines in the VS Code channel grammar); folder by convention',
    }),
  ),
];
