/**
 * Session labels from a host log's own lifecycle lines (`Initializing server...`, `Starting
 * server X`). JSON-RPC ids restart on every reconnect (shared/reference/log-formats.md §0), so the reader says
 * where a new process lifetime begins; `timeline/` still splits on `initialize` itself.
 */
export class Lifetimes {
  private n = 0;
  private eventsSinceStart = 0;

  constructor(private readonly label: (n: number) => string) {}

  /**
   * A lifecycle start line. `coalesce`: several start lines in a row with nothing between them
   * are one start (VS Code writes `Starting server X` then `Connection state: Starting`).
   * Lines seen before the first start line form lifetime 1 (the capture began mid-lifetime).
   */
  start(coalesce: boolean): string {
    if (this.n === 0 || !coalesce || this.eventsSinceStart > 0) this.n++;
    this.eventsSinceStart = 0;
    return this.label(this.n);
  }

  /** The label for any other line. */
  current(): string {
    if (this.n === 0) this.n = 1;
    this.eventsSinceStart++;
    return this.label(this.n);
  }

  /** The label without counting the line (e.g. stderr, which does not prove a lifetime). */
  peek(): string | null {
    return this.n === 0 ? null : this.label(this.n);
  }
}
