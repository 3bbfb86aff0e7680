/**
 * VS Code "MCP: <server>" output channel at Debug level (log-formats.md §2.1):
 *
 *   YYYY-MM-DD HH:MM:SS.mmm [debug] [editor -> server] <JSON.stringify(message)>
 *
 * Local wall time with no zone: we render in a fixed IANA zone and record it in the sample's
 * expected.json (`--tz`). Lifecycle wording from pasted logs: "Starting server X",
 * "Connection state: Starting/Running/Stopped", "Connection state: Error Process exited with
 * code N", "[warning] [server stderr] …", "Stopping server X" (microsoft/vscode#327970).
 * The messages are the SDK client's, not VS Code's own (VS Code starts ids at 1 and sends
 * cancels without a reason): the format is what these samples exercise.
 */
import type { Recorder } from '../lib/tap.js';
import { lifeFacts } from './lifetimes.js';

export function formatInZone(t: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const p = (type: string): string => parts.find((x) => x.type === type)?.value ?? '00';
  const ms = String(((t % 1000) + 1000) % 1000).padStart(3, '0');
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}:${p('second')}.${ms}`;
}

function reserialize(line: string): string {
  try {
    return JSON.stringify(JSON.parse(line));
  } catch {
    return line;
  }
}

export function renderVsCode(rec: Recorder, zone: string): string {
  const out: string[] = [];
  const facts = lifeFacts(rec.events);
  const line = (t: number, level: string, text: string): void => {
    out.push(`${formatInZone(t, zone)} [${level}] ${text}`);
  };
  for (const e of rec.events) {
    switch (e.kind) {
      case 'spawn':
        line(e.t, 'info', `Starting server ${rec.serverName}`);
        line(e.t, 'info', 'Connection state: Starting');
        line(e.t, 'info', 'Starting server from LocalProcess extension host');
        line(e.t, 'debug', `Server command line: ${e.command.join(' ')}`);
        break;
      case 'spawned':
        line(e.t, 'info', 'Connection state: Running');
        break;
      case 'send':
        line(e.t, 'debug', `[editor -> server] ${reserialize(e.line)}`);
        break;
      case 'recv':
        line(e.t, 'debug', `[server -> editor] ${reserialize(e.line)}`);
        break;
      case 'stderr':
        line(e.t, 'warning', `[server stderr] ${e.line}`);
        break;
      case 'client-close':
        line(e.t, 'info', `Stopping server ${rec.serverName}`);
        break;
      case 'closed': {
        const f = facts.get(e.life);
        if (f?.clientClose) line(e.t, 'info', 'Connection state: Stopped');
        else {
          line(e.t, 'info', `Connection state: Error Process exited with code ${f?.exit?.code ?? 'null'}`);
          if (!f?.answeredInit) line(e.t, 'error', 'Server exited before responding to `initialize` request.');
        }
        break;
      }
      default:
        break;
    }
  }
  return out.join('\n') + '\n';
}
