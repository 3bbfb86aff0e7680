/**
 * Capturing stdio client transports for the v1 and v2 SDK clients.
 *
 * Both keep the SDK's own `StdioClientTransport` doing all the work and only attach the tap
 * (./tap.ts) to the child process it spawned, so what is recorded is what the SDK really did.
 */
import type { ChildProcess } from 'node:child_process';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StdioClientTransport as V2StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Recorder, now, tapChildProcess } from './tap.js';

export interface ServerCommand {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

/** The SDK keeps the child in a private field; we only read it to listen on its pipes. */
function childOf(transport: object): ChildProcess | undefined {
  return (transport as { _process?: ChildProcess })._process;
}

/** v1 (`@modelcontextprotocol/sdk`): a subclass is fine, v1 never clones its transport. */
export class CapturingStdioClientTransport extends V1StdioClientTransport {
  private life = 0;

  constructor(
    private readonly rec: Recorder,
    server: ServerCommand,
  ) {
    super({ command: server.command, args: server.args, cwd: server.cwd, ...(server.env ? { env: server.env } : {}), stderr: 'pipe' });
  }

  override async start(): Promise<void> {
    this.life = this.rec.newLife();
    this.rec.push({ t: now(), kind: 'spawn', life: this.life, command: [this.serverCommand(), ...this.serverArgs()] });
    await super.start();
    const proc = childOf(this);
    if (proc) tapChildProcess(proc, this.rec, this.life);
    // The SDK pipes stderr into a PassThrough that nobody reads; keep it flowing.
    this.stderr?.on('data', () => {});
  }

  override async close(): Promise<void> {
    if (childOf(this)) this.rec.push({ t: now(), kind: 'client-close', life: this.life, intentional: this.rec.shutdownRequested });
    await super.close();
  }

  private serverCommand(): string {
    return (this as unknown as { _serverParams: { command: string } })._serverParams.command;
  }
  private serverArgs(): string[] {
    return (this as unknown as { _serverParams: { args?: string[] } })._serverParams.args ?? [];
  }
}

/**
 * v2 (`@modelcontextprotocol/client`): a pinned/auto client probes `server/discover` on a
 * *sibling* process cloned from `transport.constructor` + its params — but only when the
 * transport is exactly the SDK base class (a subclass probes in place, see
 * `readStdioServerParams` in the client). To capture the real two-process behaviour
 * (sdk-behaviour #20) we therefore patch the base prototype once and route each instance to its
 * recorder through a symbol key in its server params: object spread copies symbol keys, so the
 * sibling (`{...params, stderr: 'ignore'}`) is recorded by the same recorder.
 */
const RECORDER = Symbol('mcp-triage-samples-recorder');
let v2Patched = false;

function patchV2(): void {
  if (v2Patched) return;
  v2Patched = true;
  const proto = V2StdioClientTransport.prototype as unknown as Record<string, unknown>;
  const start = proto['start'] as (this: object) => Promise<void>;
  const close = proto['close'] as (this: object) => Promise<void>;
  const dispose = proto['_dispose'] as (this: object) => Promise<void>;
  const recOf = (self: object): Recorder | undefined =>
    (self as { _serverParams?: Record<symbol, Recorder> })._serverParams?.[RECORDER];
  const lifeOf = new WeakMap<object, number>();
  proto['start'] = async function (this: object): Promise<void> {
    const rec = recOf(this);
    if (!rec) return start.call(this);
    const life = rec.newLife();
    lifeOf.set(this, life);
    const p = (this as { _serverParams: { command: string; args?: string[] } })._serverParams;
    rec.push({ t: now(), kind: 'spawn', life, command: [p.command, ...(p.args ?? [])] });
    await start.call(this);
    const proc = childOf(this);
    if (proc) tapChildProcess(proc, rec, life);
    (this as { stderr?: NodeJS.ReadableStream | null }).stderr?.on('data', () => {});
  };
  const closing = (original: (this: object) => Promise<void>) =>
    async function (this: object): Promise<void> {
      const rec = recOf(this);
      const life = lifeOf.get(this);
      if (rec && life !== undefined && childOf(this)) {
        // The probe sibling is reaped by the SDK itself: a planned shutdown, not a failure.
        const sibling = original === dispose;
        rec.push({ t: now(), kind: 'client-close', life, intentional: sibling || rec.shutdownRequested });
      }
      return original.call(this);
    };
  proto['close'] = closing(close);
  proto['_dispose'] = closing(dispose);
}

export function capturingV2Transport(rec: Recorder, server: ServerCommand): V2StdioClientTransport {
  patchV2();
  const params = { command: server.command, args: server.args, cwd: server.cwd, ...(server.env ? { env: server.env } : {}), stderr: 'pipe' as const, [RECORDER]: rec };
  return new V2StdioClientTransport(params);
}
