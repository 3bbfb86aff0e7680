/**
 * The recorder samples' limits (scripts/samples/recorder/limits.ts): the defaults, the environment overrides in
 * seconds, and an override that is not a positive number refused rather than replaced by the default.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, recorderLimits } from '../../../../scripts/samples/recorder/limits.js';

describe('recorderLimits', () => {
  it('leaves room beyond the 14.75 s one sample took at load ~20', () => {
    expect(recorderLimits({})).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS.sampleMs).toBeGreaterThanOrEqual(30_000);
    expect(DEFAULT_LIMITS.totalMs).toBeGreaterThan(DEFAULT_LIMITS.sampleMs);
  });

  it.each([
    [{ MCP_TRIAGE_RECORDER_SAMPLE_S: '90' }, { sampleMs: 90_000, totalMs: DEFAULT_LIMITS.totalMs }],
    [{ MCP_TRIAGE_RECORDER_TOTAL_S: '600' }, { sampleMs: DEFAULT_LIMITS.sampleMs, totalMs: 600_000 }],
    [{ MCP_TRIAGE_RECORDER_SAMPLE_S: '2.5', MCP_TRIAGE_RECORDER_TOTAL_S: '30' }, { sampleMs: 2500, totalMs: 30_000 }],
    [{ MCP_TRIAGE_RECORDER_SAMPLE_S: '' }, DEFAULT_LIMITS],
  ])('reads the overrides %j', (env, limits) => {
    expect(recorderLimits(env)).toEqual(limits);
  });

  it.each([
    ['MCP_TRIAGE_RECORDER_SAMPLE_S', '0'],
    ['MCP_TRIAGE_RECORDER_SAMPLE_S', '-5'],
    ['MCP_TRIAGE_RECORDER_TOTAL_S', '60s'],
    ['MCP_TRIAGE_RECORDER_TOTAL_S', 'Infinity'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => recorderLimits({ [name]: value })).toThrow(`${name} must be a positive number of seconds, not "${value}"`);
  });
});
