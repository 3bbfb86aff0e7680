/**
 * The two sets: the main samples and a held-out set with other timings, ids, tool names, server
 * names and time zone (`--holdout`), so the analyzer can be checked on captures it was not tuned on.
 */
import { ROOT } from './paths.js';
import type { ServerCommand } from './transports.js';

export interface Variant {
  holdout: boolean;
  /** IANA zone the VS Code captures are written in (passed back as `--tz`). */
  zone: string;
  /** The server's name as the host shows it. */
  serverName: string;
  clientInfo: { name: string; version: string };
  /** `main` value or `holdout` value. */
  pick<T>(main: T, holdout: T): T;
  /** The tool's name in this set. */
  tool(name: 'slow_build' | 'crash_midway' | 'late_result'): string;
  /** Requests made right after connect; the held-out set makes some so the ids differ. */
  warmup(client: { listTools(): Promise<unknown>; ping(): Promise<unknown> }): Promise<void>;
  v1Server(flags?: string[]): ServerCommand;
  v2Server(flags?: string[]): ServerCommand;
  everythingServer(): ServerCommand;
}

const HOLDOUT_TOOLS = { slow_build: 'compile_assets', crash_midway: 'index_repository', late_result: 'sync_calendar' } as const;

export function makeVariant(holdout: boolean): Variant {
  const serverName = holdout ? 'ci-runner' : 'build';
  const renames = holdout ? Object.entries(HOLDOUT_TOOLS).map(([a, b]) => `${a}=${b}`).join(',') : '';
  const tsServer = (file: string, flags: string[]): ServerCommand => ({
    command: process.execPath,
    args: ['--import', 'tsx', `scripts/samples/servers/${file}`, '--name', `${serverName}-server`, ...(renames ? ['--rename', renames] : []), ...flags],
    cwd: ROOT,
  });
  return {
    holdout,
    zone: holdout ? 'America/New_York' : 'Asia/Seoul',
    serverName,
    clientInfo: holdout ? { name: 'triage-holdout-host', version: '2.3.1' } : { name: 'triage-sample-host', version: '1.0.0' },
    pick: (main, other) => (holdout ? other : main),
    tool: (name) => (holdout ? HOLDOUT_TOOLS[name] : name),
    async warmup(client) {
      if (!holdout) return;
      await client.listTools();
      await client.ping();
      await client.ping();
    },
    v1Server: (flags = []) => tsServer('v1-server.ts', flags),
    v2Server: (flags = []) => tsServer('v2-server.ts', flags),
    everythingServer: () => ({
      command: process.execPath,
      // The package's bin (`mcp-server-everything`) is dist/index.js; its first argument picks the transport.
      args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js', 'stdio'],
      cwd: ROOT,
    }),
  };
}
