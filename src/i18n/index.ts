/** The message catalogue of a language: a property access, no lookup by string at run time. */
import { en } from './en.js';
import { ko } from './ko.js';
import type { Lang } from './lang.js';
import type { Messages } from './messages.js';

export { LANGS, isLang, langFromEnv, type Lang } from './lang.js';
export type { DiagnoseMessages, Messages, Noun, RuleMessages } from './messages.js';

const CATALOGUES: Record<Lang, Messages> = { en, ko };

export function messages(lang: Lang | undefined): Messages {
  return CATALOGUES[lang ?? 'en'];
}
