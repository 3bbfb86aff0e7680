/**
 * MCP protocol versions and eras, as data.
 *
 * Sources (shared/reference/protocol-rules.md §0):
 * - SPEC `docs/specification/<v>/` for 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28 (and `draft`).
 * - `2026-07-28/basic/versioning.mdx`: "Modern" = "revision `2026-07-28` and later"; "Legacy" = versions that
 *   "establish a session with an `initialize` handshake (`2025-11-25` and earlier)".
 * - TS SDK v1 `src/types.ts` `SUPPORTED_PROTOCOL_VERSIONS` also accepts the pre-release `2024-10-07`.
 * - SEP-2663 names the 2026 release `2026-06-30` in one table: a pre-release name for 2026-07-28.
 */

export type Era = 'legacy' | 'modern';

export interface VersionInfo {
  version: string;
  era: Era;
  /** A released revision (false: pre-release names some SDKs accept or drafts used). */
  released: boolean;
  note: string;
}

/** Ordered oldest first. Version strings are dates, so lexical order is chronological order. */
export const KNOWN_VERSIONS: readonly VersionInfo[] = [
  { version: '2024-10-07', era: 'legacy', released: false, note: 'pre-release; still accepted by TS SDK v1 (SUPPORTED_PROTOCOL_VERSIONS)' },
  { version: '2024-11-05', era: 'legacy', released: true, note: 'first release; stdio and HTTP+SSE' },
  { version: '2025-03-26', era: 'legacy', released: true, note: 'Streamable HTTP; lifecycle §Timeouts (sender SHOULD cancel on timeout); assumed when MCP-Protocol-Version is absent' },
  { version: '2025-06-18', era: 'legacy', released: true, note: 'MCP-Protocol-Version header; no JSON-RPC batches' },
  { version: '2025-11-25', era: 'legacy', released: true, note: 'last version with initialize; SSE polling (SEP-1699); tasks' },
  { version: '2026-06-30', era: 'modern', released: false, note: 'pre-release name for 2026-07-28 (SEP-2663 table)' },
  { version: '2026-07-28', era: 'modern', released: true, note: 'stateless; closing the request SSE stream is the HTTP cancellation' },
] as const;

/** The first modern revision (`versioning.mdx`). */
export const FIRST_MODERN_VERSION = '2026-07-28';
/** The last legacy revision, and the first with SEP-1699 SSE polling (server may close after a priming event). */
export const POLLING_VERSION = '2025-11-25';
/** Streamable HTTP: "If [MCP-Protocol-Version is missing] the server SHOULD assume protocol version 2025-03-26" (2025-06-18+ transports). */
export const HEADER_ABSENT_VERSION = '2025-03-26';

const DATE_VERSION = /^\d{4}-\d{2}-\d{2}$/;

export function versionInfo(version: string): VersionInfo | undefined {
  return KNOWN_VERSIONS.find((v) => v.version === version);
}

export function isKnownVersion(version: string): boolean {
  return versionInfo(version) !== undefined;
}

/**
 * Orders two version strings. `draft` sorts after every dated version (it is "the next one").
 * Anything else that is not a date sorts first, so it never satisfies an `atLeast` check by accident.
 */
export function compareVersions(a: string, b: string): number {
  const rank = (v: string): [number, string] => (v === 'draft' ? [2, v] : DATE_VERSION.test(v) ? [1, v] : [0, v]);
  const [ra, va] = rank(a);
  const [rb, vb] = rank(b);
  if (ra !== rb) return ra - rb;
  return va < vb ? -1 : va > vb ? 1 : 0;
}

/** True when `version` is `min` or later (false for a null or unparseable version). */
export function atLeast(version: string | null, min: string): boolean {
  if (version === null) return false;
  if (version !== 'draft' && !DATE_VERSION.test(version)) return false;
  return compareVersions(version, min) >= 0;
}

/**
 * The era of a version, or null when it is not known (no version in the capture, or a string that is
 * not a version at all). Unknown dated versions are placed by date, so a future `2027-…` is modern.
 */
export function eraOf(version: string | null): Era | null {
  if (version === null) return null;
  const known = versionInfo(version);
  if (known) return known.era;
  if (version === 'draft') return 'modern';
  if (!DATE_VERSION.test(version)) return null;
  return compareVersions(version, FIRST_MODERN_VERSION) >= 0 ? 'modern' : 'legacy';
}
