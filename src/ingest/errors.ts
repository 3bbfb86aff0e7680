/**
 * The two ways an input can be refused before any analysis starts (output contract, "Exit status"):
 * `1` an input could not be read at all, `2` bad usage. Everything short of that is a Problem.
 */

/** The input cannot be read at all: missing, a directory, unreadable, empty, or not a capture. */
export class InputError extends Error {
  readonly exitCode = 1 as const;
  override readonly name = 'InputError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * Refuses an input no reader could take (empty, only blank lines, or no format fits). The one
 * line names the file and the formats tried, so the user sees what was expected:
 * `empty.log: empty file (tried: claude-desktop, vscode, …)`.
 */
export function notACapture(display: string, why: string, formats: readonly string[]): InputError {
  return new InputError(`${display}: ${why} (tried: ${formats.join(', ')})`);
}

/**
 * Refuses an input that has content but that no reader claims (issue 10 item 7). One line: the
 * readers tried grouped by family (ingest/families.ts), and the way to get a capture that is
 * certain to be read, `mcp-triage record` (docs/record.md).
 */
export function nothingRecognised(display: string, tried: string): InputError {
  return new InputError(
    `${display}: not a capture in any known format (tried ${tried}). ` +
      'To capture the traffic itself, run the server under `mcp-triage record -o out.mcpcap.jsonl -- <server command>` (see docs/record.md)',
  );
}

/** A bad option value (e.g. `--tz Mars/Base`, `--input-format pcap`). */
export class UsageError extends Error {
  readonly exitCode = 2 as const;
  override readonly name = 'UsageError';
  constructor(message: string) {
    super(message);
  }
}
