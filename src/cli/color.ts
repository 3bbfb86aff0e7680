/**
 * Whether the text report is coloured. Chalk's own detection (its vendored supports-color)
 * honours FORCE_COLOR and TTY-ness but not NO_COLOR, and it looks at the real process rather
 * than the stream we are given; so the CLI decides here, the way Node's tty.getColorDepth does:
 * FORCE_COLOR first (`0`/`false` off, anything else on), then NO_COLOR (https://no-color.org:
 * any non-empty value disables colour), then: a TTY whose TERM is not `dumb`.
 */
export function shouldColor(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return !(force === '0' || force === 'false');
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}
