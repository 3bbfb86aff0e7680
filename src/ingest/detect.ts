/**
 * Which reader understands a capture: the highest `sniff()` score over the head lines wins
 * (registry order breaks ties); below `MIN_SCORE` the input is not a capture (exit 1).
 */
import { nothingRecognised, UsageError } from './errors.js';
import { familiesTried } from './families.js';
import { RELAY_LABEL_RE, ownPart } from './formats/relay-label.js';
import type { FormatName, Reader } from './types.js';

/** A reader must be at least this sure. Readers score a stray matching line ≤ 0.3. */
export const MIN_SCORE = 0.4;

export interface Detection {
  reader: Reader;
  score: number;
}

/** Sniffs `head` (≤64 non-blank lines, each ≤4 KiB). Throws InputError when nothing fits. */
export function detectFormat(display: string, head: readonly string[], readers: readonly Reader[]): Detection {
  let best: Detection | null = null;
  for (const reader of readers) {
    let score: number;
    try {
      score = sniffScore(reader, head);
    } catch {
      score = 0; // a sniffer must be pure and cheap; one that throws simply does not claim the file
    }
    if (!(score >= MIN_SCORE)) continue;
    if (best === null || score > best.score) best = { reader, score };
  }
  if (best === null) {
    throw nothingRecognised(display, familiesTried(readers.map((r) => r.name)));
  }
  return best;
}

/**
 * A reader's score for `head`: its `sniff`, or where its lines are about all of its program (Reader.besideMcp) the
 * score those lines give when some head line says MCP in its words, whichever is higher. A text whose words never say
 * MCP is no capture (docs/formats.md, What makes a capture): one rule here, each host only naming its words. The
 * program's lines are read without what a client relays behind its label for a server's output (relay-label.ts,
 * the same label the readers cut, stdout's included where it opens the line: Kimi Code's `[server stdout: <tag>] `):
 * a program run as another client's stdio server (Codex under Warp, warpdotdev/warp#6419) has its own targets in that
 * client's log, which is not the program's.
 */
export function sniffScore(reader: Reader, head: readonly string[]): number {
  const own = reader.sniff(head);
  const beside = reader.besideMcp;
  if (beside === undefined) return own;
  // The words first: a line test, where the program's score is the host's whole grammar over the head.
  if (!head.some((l) => beside.words.test(l))) return own;
  // The same array when nothing is relayed: a reader's tally of the head is kept per array (head-tally.ts).
  const program = beside.sniff(head.some((l) => RELAY_LABEL_RE.test(l)) ? head.map(ownPart) : head);
  return program > own ? program : own;
}

/** `--input-format <name>`: skips detection. Unknown names are a usage error (exit 2). */
export function readerByName(name: string, readers: readonly Reader[]): Reader {
  const r = readers.find((x) => x.name === (name as FormatName));
  if (!r) {
    throw new UsageError(
      `--input-format: unknown format "${name}" (known: auto, ${readers.map((x) => x.name).join(', ')})`,
    );
  }
  return r;
}
