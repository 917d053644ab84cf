import type { Locale } from './locales.ts';

const letters = (text: string, script: RegExp) => text.match(script)?.length ?? 0;

/**
 * The language of a review or comment by its script, as addresses are told apart (apps/server
 * places/address.ts): Georgian, Cyrillic (Russian) or Latin (English). A text that mixes scripts
 * (a Russian comment naming a Georgian street) is taken as the language most of its letters are
 * written in, and translated as a whole; a text without letters counts as English.
 */
export function detectTextLanguage(text: string): Locale {
  const ka = letters(text, /\p{Script=Georgian}/gu);
  const ru = letters(text, /\p{Script=Cyrillic}/gu);
  const en = letters(text, /\p{Script=Latin}/gu);
  if (ka > 0 && ka >= ru && ka >= en) return 'ka';
  return ru > 0 && ru >= en ? 'ru' : 'en';
}
