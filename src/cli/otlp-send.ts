/**
 * `--otlp-endpoint [url]`: sends the report's spans (report/otlp.ts) to an OTLP/HTTP receiver as JSON
 * (`POST <endpoint>/v1/traces`, `Content-Type: application/json`; OTLP specification, "OTLP/HTTP").
 *
 * Where to (the OpenTelemetry SDK environment variables, so a machine already set up for a collector needs
 * no flag value): the option's URL; else `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (used as is); else
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (a base URL: `/v1/traces` is appended). A URL given to the option is a base
 * URL too, unless it already ends in `/v1/traces`. Headers (an API key for a hosted backend) come from
 * `OTEL_EXPORTER_OTLP_TRACES_HEADERS` / `OTEL_EXPORTER_OTLP_HEADERS` (`k=v,k2=v2`, values URL-encoded).
 *
 * Retries follow the OTLP/HTTP rules: 429, 502, 503, 504 and connection failures are retried with
 * exponential backoff (honouring `Retry-After`), other statuses are final.
 */
export class OtlpSendError extends Error {
  readonly exitCode = 1 as const;
  override readonly name = 'OtlpSendError';
}

export interface SendOptions {
  /** The option's value (`true` when given without one). */
  endpoint: string | true;
  env: NodeJS.ProcessEnv;
  /** Attempts in all (default 4). */
  attempts?: number;
  /** First backoff in ms (default 500; doubled each time, at most 8 s). */
  backoffMs?: number;
  /** Per-attempt timeout in ms (default 10 s). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE = new Set([429, 502, 503, 504]);

export function tracesUrl(endpoint: string | true, env: NodeJS.ProcessEnv): string {
  let url: string;
  if (endpoint !== true) url = endpoint.endsWith('/v1/traces') ? endpoint : `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  else if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  else if (env.OTEL_EXPORTER_OTLP_ENDPOINT) url = `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  else throw new OtlpSendError('--otlp-endpoint: give a URL (e.g. http://localhost:4318) or set OTEL_EXPORTER_OTLP_ENDPOINT');
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OtlpSendError(`--otlp-endpoint: '${url}' is not a URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new OtlpSendError(`--otlp-endpoint: '${url}' is not an http(s) URL`);
  return u.toString();
}

/** `k=v,k2=v2` with URL-encoded values (OTel SDK configuration, "OTEL_EXPORTER_OTLP_HEADERS"). */
export function parseHeaders(s: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!s) return out;
  for (const part of s.split(',')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const k = part.slice(0, i).trim();
    let v = part.slice(i + 1).trim();
    try {
      v = decodeURIComponent(v);
    } catch {
      // keep as written
    }
    if (k !== '') out[k] = v;
  }
  return out;
}

/** Sends `body` (an OTLP/JSON ExportTraceServiceRequest); returns the URL it went to. Throws OtlpSendError. */
export async function sendOtlp(body: string, opts: SendOptions): Promise<{ url: string; attempts: number }> {
  const url = tracesUrl(opts.endpoint, opts.env);
  const headers = {
    ...parseHeaders(opts.env.OTEL_EXPORTER_OTLP_HEADERS),
    ...parseHeaders(opts.env.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    'content-type': 'application/json',
  };
  const doFetch = opts.fetchImpl ?? fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const attempts = Math.max(1, opts.attempts ?? 4);
  let backoff = opts.backoffMs ?? 500;
  let last = '';
  for (let n = 1; n <= attempts; n++) {
    let retryAfter: number | null = null;
    try {
      const res = await doFetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
      const text = await res.text().catch(() => '');
      if (res.ok) {
        // A 200 may still carry a partial success: spans the receiver rejected (OTLP/HTTP, "Partial Success").
        const rejected = partialRejected(text);
        if (rejected !== null) throw new OtlpSendError(`${url} accepted the request but rejected ${rejected}`);
        return { url, attempts: n };
      }
      last = `HTTP ${res.status}${text ? `: ${text.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`;
      if (!RETRYABLE.has(res.status)) break;
      const ra = res.headers.get('retry-after');
      if (ra !== null && /^\d+$/.test(ra)) retryAfter = Math.min(Number(ra) * 1000, 30_000);
    } catch (e) {
      if (e instanceof OtlpSendError) throw e;
      const err = e as Error & { cause?: { code?: string; message?: string } };
      last = err.cause?.code ?? err.cause?.message ?? err.message;
    }
    if (n < attempts) {
      await sleep(retryAfter ?? backoff);
      backoff = Math.min(backoff * 2, 8000);
    }
  }
  throw new OtlpSendError(`could not send the traces to ${url}: ${last} (${attempts} attempt${attempts === 1 ? '' : 's'}); is the collector running?`);
}

function partialRejected(text: string): string | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as { partialSuccess?: { rejectedSpans?: string | number; errorMessage?: string } };
    const n = Number(v.partialSuccess?.rejectedSpans ?? 0);
    if (n > 0) return `${n} span(s)${v.partialSuccess?.errorMessage ? `: ${v.partialSuccess.errorMessage}` : ''}`;
  } catch {
    // not JSON: nothing to say
  }
  return null;
}
