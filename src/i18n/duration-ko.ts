/** 한국어 시간 길이. */
const trimZeros = (s: string): string => s.replace(/\.?0+$/, '');

/** `850ms`, `60초`, `1.001초`, `2분 5초`: protocol/timeouts.ts formatDuration과 같은 구간. */
export function koDuration(ms: number): string {
  if (!Number.isFinite(ms)) return '알 수 없음';
  const a = Math.abs(ms);
  let s: string;
  if (a < 1000) s = `${Math.round(a)}ms`;
  else if (a < 120_000) s = `${trimZeros((a / 1000).toFixed(3))}초`;
  else {
    const min = Math.floor(a / 60_000);
    const rest = Math.round((a - min * 60_000) / 1000);
    s = rest === 0 ? `${min}분` : `${min}분 ${rest}초`;
  }
  return ms < 0 ? `-${s}` : s;
}
