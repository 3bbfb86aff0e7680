/**
 * How long the recorder samples may take: one sample (an attempt, retried once within the same limit) and the whole
 * set. The samples' own timers are short (1–5 s), but each spawns the recorder, a client and a server: at load ~20 on
 * a two-core machine one sample took 14.75 s against a limit of 15 s, and the set its 60 s. The defaults leave about
 * three times that room; a machine that needs more (or a run that should fail faster) sets the override, in seconds:
 *
 *   MCP_TRIAGE_RECORDER_SAMPLE_S   one sample (default 45)
 *   MCP_TRIAGE_RECORDER_TOTAL_S    the whole set (default 300)
 *
 * An override that is not a positive number of seconds is an error, not a silent fallback to the default.
 */
export interface RecorderLimits {
  sampleMs: number;
  totalMs: number;
}

export const DEFAULT_LIMITS: RecorderLimits = { sampleMs: 45_000, totalMs: 300_000 };

function seconds(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const s = Number(raw);
  if (!Number.isFinite(s) || s <= 0) throw new Error(`${name} must be a positive number of seconds, not ${JSON.stringify(raw)}`);
  return Math.round(s * 1000);
}

export function recorderLimits(env: NodeJS.ProcessEnv = process.env): RecorderLimits {
  return {
    sampleMs: seconds(env, 'MCP_TRIAGE_RECORDER_SAMPLE_S', DEFAULT_LIMITS.sampleMs),
    totalMs: seconds(env, 'MCP_TRIAGE_RECORDER_TOTAL_S', DEFAULT_LIMITS.totalMs),
  };
}
