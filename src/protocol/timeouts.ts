/**
 * Well-known time limits and where they come from. "Round-number timing is the strongest discriminator"
 * (shared/reference/incidents-and-prior-art.md, cross-cutting #2): an interval that lands on one of these, and not on the configured
 * value, points at the layer that owns it.
 *
 * Sources: TS SDK v1/v2 `DEFAULT_REQUEST_TIMEOUT_MSEC = 60000` (shared/reference/protocol-rules.md §5.2–5.3); incidents A1 (host caps:
 * 10 s FastMCP 1.2.1 / early Claude Desktop, 30 s langflow/jan/cai, ~2 min Copilot CLI, 180 s Antigravity, ~240 s Claude
 * Desktop on Windows, 5 min VS Code Copilot), A1b (undici headersTimeout/bodyTimeout 300 s, AbortSignal.timeout(60000)),
 * A3 (nginx proxy_read_timeout 60 s, ALB idle 60 s, Cloudflare 100 s → 125 s, API Gateway ~29 s), A4 (Node
 * server.requestTimeout 300 s); Inspector v1 `MCP_SERVER_REQUEST_TIMEOUT` default 10000 and
 * `MCP_REQUEST_MAX_TOTAL_TIMEOUT` 60000 (B1); PY1 `sse_read_timeout=300`, PY2 `MCP_DEFAULT_TIMEOUT = 30.0` (HTTP only).
 */

export type LimitLayer = 'requester' | 'intermediary' | 'transport';

export interface KnownLimit {
  /** Who owns a timer of this length. */
  who: string;
  layer: LimitLayer;
}

export interface KnownTimeout {
  ms: number;
  /** Short label for reports, naming every layer that uses this value. */
  label: string;
  /** Shorter labels when the layer is known (a requester's cancel, a gateway's answer, an idle stream cut). */
  byLayer: Partial<Record<LimitLayer, string>>;
  limits: readonly KnownLimit[];
}

export const KNOWN_TIMEOUTS: readonly KnownTimeout[] = [
  {
    ms: 10_000,
    label: 'a 10 s client limit (early Claude Desktop, FastMCP 1.2.1, MCP Inspector v1 default)',
    byLayer: { requester: 'a 10 s client limit (early Claude Desktop, FastMCP 1.2.1, MCP Inspector v1 default)' },
    limits: [
      { who: 'Claude Desktop (early 2025)', layer: 'requester' },
      { who: 'FastMCP 1.2.1', layer: 'requester' },
      { who: 'MCP Inspector v1 MCP_SERVER_REQUEST_TIMEOUT default', layer: 'requester' },
    ],
  },
  {
    ms: 29_000,
    label: 'the ~29 s AWS API Gateway integration timeout',
    byLayer: { intermediary: 'the ~29 s AWS API Gateway integration timeout' },
    limits: [{ who: 'AWS API Gateway', layer: 'intermediary' }],
  },
  {
    ms: 30_000,
    label: 'a 30 s limit (langflow, jan, cai; Python SDK HTTP timeout)',
    byLayer: { requester: 'a 30 s client limit (langflow, jan, cai)', transport: 'the Python SDK HTTP timeout (30 s)' },
    limits: [
      { who: 'langflow / jan / cai host caps', layer: 'requester' },
      { who: 'Python SDK streamablehttp_client timeout=30 / MCP_DEFAULT_TIMEOUT', layer: 'transport' },
    ],
  },
  {
    ms: 60_000,
    label: 'the TypeScript SDK default (DEFAULT_REQUEST_TIMEOUT_MSEC = 60000); also nginx proxy_read_timeout and ALB idle timeout',
    byLayer: { requester: 'the TypeScript SDK default', intermediary: 'the nginx proxy_read_timeout / ALB idle timeout default (60 s)', transport: 'an AbortSignal.timeout(60000) in the HTTP transport' },
    limits: [
      { who: 'TypeScript SDK DEFAULT_REQUEST_TIMEOUT_MSEC', layer: 'requester' },
      { who: 'MCP Inspector v1 MCP_REQUEST_MAX_TOTAL_TIMEOUT default', layer: 'requester' },
      { who: 'nginx proxy_read_timeout default', layer: 'intermediary' },
      { who: 'AWS ALB idle timeout default', layer: 'intermediary' },
      { who: 'AbortSignal.timeout(60000) in an HTTP transport', layer: 'transport' },
    ],
  },
  {
    ms: 100_000,
    label: 'the 100 s Cloudflare proxy timeout (HTTP 524)',
    byLayer: { intermediary: 'the 100 s Cloudflare proxy timeout' },
    limits: [{ who: 'Cloudflare (older documented limit)', layer: 'intermediary' }],
  },
  {
    ms: 120_000,
    label: 'a 2 min client limit (Copilot CLI)',
    byLayer: { requester: 'a 2 min client limit (Copilot CLI)' },
    limits: [{ who: 'GitHub Copilot CLI', layer: 'requester' }],
  },
  {
    ms: 125_000,
    label: 'the 125 s Cloudflare proxy timeout (HTTP 524)',
    byLayer: { intermediary: 'the 125 s Cloudflare proxy timeout' },
    limits: [{ who: 'Cloudflare (current documented limit)', layer: 'intermediary' }],
  },
  {
    ms: 180_000,
    label: 'a 180 s client limit (Antigravity)',
    byLayer: { requester: 'a 180 s client limit (Antigravity)' },
    limits: [{ who: 'Google Antigravity', layer: 'requester' }],
  },
  {
    ms: 240_000,
    label: 'the ~240 s Claude Desktop (Windows) tool-call limit',
    byLayer: { requester: 'the ~240 s Claude Desktop (Windows) limit' },
    limits: [{ who: 'Claude Desktop on Windows', layer: 'requester' }],
  },
  {
    ms: 300_000,
    label: 'a 300 s limit (undici headersTimeout/bodyTimeout, Node server.requestTimeout, VS Code Copilot 5 min)',
    byLayer: { requester: 'the VS Code 5 min limit', transport: 'a 300 s transport limit (undici headersTimeout/bodyTimeout, Node server.requestTimeout)' },
    limits: [
      { who: 'VS Code Copilot (5 min)', layer: 'requester' },
      { who: 'undici headersTimeout / bodyTimeout', layer: 'transport' },
      { who: 'Node http server.requestTimeout', layer: 'transport' },
      { who: 'Python SDK sse_read_timeout=300', layer: 'transport' },
    ],
  },
];

export interface Tolerance {
  /** The most a timer may fire late (ms). Default 1500. */
  absMs?: number;
  /** Relative lateness allowed: 2 % of the limit by default, at least `minMs`, at most `absMs`. */
  ratio?: number;
  /** The least lateness always allowed (ms), for short limits. Default 100. */
  minMs?: number;
  /**
   * Slack below the limit (ms). Timers fire late, never early; this only absorbs the capture's own clock
   * granularity (a host may log the request a few ms after the SDK armed its timer). Default 50.
   */
  earlyMs?: number;
}

/** How late a timer of `limitMs` may fire and still count as that timer. */
export function lateness(limitMs: number, tolerance: Tolerance = {}): number {
  return Math.min(tolerance.absMs ?? 1500, Math.max(tolerance.minMs ?? 100, (tolerance.ratio ?? 0.02) * limitMs));
}

/**
 * Does `elapsedMs` look like a timer of `limitMs` firing? Timers fire late, never early: the window is
 * [limit − earlyMs, limit + lateness], lateness = 2 % of the limit, at least 100 ms, at most 1.5 s (e.g. 60 s →
 * +1.2 s, 300 s → +1.5 s, 1.5 s → +100 ms). A fixed 1.5 s would swallow short test limits whole.
 */
export function firesAt(elapsedMs: number, limitMs: number, tolerance: Tolerance = {}): boolean {
  if (!Number.isFinite(elapsedMs) || !Number.isFinite(limitMs) || limitMs <= 0) return false;
  const late = lateness(limitMs, tolerance);
  const early = tolerance.earlyMs ?? 50;
  return elapsedMs >= limitMs - early && elapsedMs <= limitMs + late;
}

export interface KnownTimeoutMatch {
  timeout: KnownTimeout;
  /** The label for the first of the requested layers this value belongs to (else the general label). */
  label: string;
  /** The layer `label` names (null: the general label), so a translation can pick the same one. */
  layer: LimitLayer | null;
  /** elapsed − limit (ms): how late the timer fired. */
  deltaMs: number;
}

/**
 * The known constant `elapsedMs` lands on (the closest one when windows overlap), or null. `layers` restricts the
 * match to values used by those layers, in order of preference for the label.
 */
export function matchKnownTimeout(elapsedMs: number, tolerance: Tolerance = {}, layers?: readonly LimitLayer[]): KnownTimeoutMatch | null {
  let best: KnownTimeoutMatch | null = null;
  for (const k of KNOWN_TIMEOUTS) {
    if (layers && !k.limits.some((l) => layers.includes(l.layer))) continue;
    if (!firesAt(elapsedMs, k.ms, tolerance)) continue;
    const deltaMs = elapsedMs - k.ms;
    if (!best || Math.abs(deltaMs) < Math.abs(best.deltaMs)) {
      const layer = (layers ?? []).find((l) => k.byLayer[l] !== undefined);
      best = { timeout: k, deltaMs, label: layer ? k.byLayer[layer]! : k.label, layer: layer ?? null };
    }
  }
  return best;
}
