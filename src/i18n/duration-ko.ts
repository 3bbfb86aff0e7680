/** 한국어 시간 길이: 단위 낱말만 다르고 구간은 src/duration.ts와 같습니다. */
import { formatDuration, type DurationUnits } from '../duration.js';

export const KO_DURATION: DurationUnits = { ms: 'ms', s: '초', min: '분', h: '시간', unknown: '알 수 없음' };

/** `850ms`, `60초`, `1.001초`, `2분 5초`, `2시간 5분`. */
export function koDuration(ms: number): string {
  return formatDuration(ms, KO_DURATION);
}
