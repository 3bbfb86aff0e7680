/**
 * Session labels for host and gateway logs that name the configured server on each line:
 * `<server>#<n>` (events.ts, WireEvent.session), a new lifetime n+1 at a `connecting` line once the
 * server has spoken in lifetime n. Shared by the line and record toolkits (formats/host-lines.ts,
 * formats/host-records.ts).
 */
import type { HostSaid } from '../events.js';

export class ServerLifetimes {
  private readonly byName = new Map<string, { n: number; spoke: boolean }>();

  /**
   * The label for a line of `server` (or the server its words name); null when neither names one. `startsAgain`: the
   * words are, by the host's grammar, a start of their own (a new lifetime once the server has spoken, as `connecting`
   * words begin one) though they do not say a connect began (RecordGrammar.startsAgain).
   */
  label(server: string | null | undefined, said: HostSaid | null, startsAgain = false): string | null {
    const name = server ?? said?.server ?? null;
    if (name === null) return null;
    let lt = this.byName.get(name);
    if (lt === undefined) {
      lt = { n: 1, spoke: false };
      this.byName.set(name, lt);
    } else if ((said?.kind === 'connecting' || startsAgain) && lt.spoke) {
      lt.n++;
      lt.spoke = false;
    }
    if (said?.kind !== 'connecting') lt.spoke = true;
    return `${name}#${lt.n}`;
  }
}
