/**
 * The mcpcap envelope (docs/mcpcap.md, version 1), stdio events: `message`, `stderr`,
 * `close`, `exit`. One file records one server process, as `mcp-triage record` would.
 */
import type { Recorder } from '../lib/tap.js';

export function renderMcpcap(rec: Recorder): string {
  if (rec.lifetimes !== 1) throw new Error(`mcpcap records one process; this run had ${rec.lifetimes}`);
  const spawn = rec.events.find((e) => e.kind === 'spawn');
  const iso = (t: number): string => new Date(t).toISOString();
  const out: unknown[] = [
    {
      type: 'header',
      format: 'mcpcap',
      version: 1,
      tool: 'mcp-triage-samples',
      toolVersion: '0.1.0',
      startedAt: iso(spawn?.t ?? 0),
      transport: 'stdio',
      command: spawn?.kind === 'spawn' ? spawn.command : [],
    },
  ];
  for (const e of rec.events) {
    switch (e.kind) {
      case 'send':
      case 'recv': {
        const from = e.kind === 'send' ? 'client' : 'server';
        try {
          out.push({ type: 'message', t: iso(e.t), from, message: JSON.parse(e.line) as unknown });
        } catch (err) {
          out.push({ type: 'message', t: iso(e.t), from, raw: e.line, error: (err as Error).message });
        }
        break;
      }
      case 'stderr':
        out.push({ type: 'stderr', t: iso(e.t), text: e.line });
        break;
      case 'pipe-close':
        out.push({ type: 'close', t: iso(e.t), stream: e.stream, by: e.stream === 'stdin' ? 'client' : 'server' });
        break;
      case 'exit':
        out.push({ type: 'exit', t: iso(e.t), code: e.code, signal: e.signal });
        break;
      default:
        break;
    }
  }
  return out.map((o) => JSON.stringify(o)).join('\n') + '\n';
}
