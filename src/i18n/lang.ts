/**
 * The language of the report's prose (output contract, "Additions": `--lang <en|ko>`, default from
 * `LC_ALL`/`LC_MESSAGES`/`LANG`, else English). Only prose changes: JSON keys and vocabularies
 * (outcome, cause, serverState, severity, rule ids, entry kinds) never do.
 */
export const LANGS = ['en', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(s: string): s is Lang {
  return (LANGS as readonly string[]).includes(s);
}

/**
 * The language the locale environment asks for. POSIX precedence: a non-empty `LC_ALL` overrides
 * `LC_MESSAGES`, which overrides `LANG` (XBD §8.2). `ko`, `ko_KR.UTF-8`, `ko-KR` → ko; anything else
 * (`C`, `POSIX`, `en_US.UTF-8`, unset) → en.
 */
export function langFromEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  if (locale === undefined) return 'en';
  const code = locale.toLowerCase().split(/[_.@-]/)[0] ?? '';
  return isLang(code) ? code : 'en';
}
