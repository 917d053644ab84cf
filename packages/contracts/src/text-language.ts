import type { Locale } from './locales.ts';

const SCRIPTS: Array<[Locale, RegExp]> = [
  ['ka', /\p{Script=Georgian}/u],
  ['ru', /\p{Script=Cyrillic}/u],
  ['en', /\p{Script=Latin}/u],
];

/**
 * The language of a review or comment by its script, as addresses are told apart
 * (apps/server places/address.ts): Georgian, Cyrillic (Russian) or Latin (English). A text that mixes scripts
 * (a Russian comment naming a Georgian street) is taken as the language most of its letters are
 * written in, and translated as a whole; a text without letters counts as English.
 */
export function detectTextLanguage(text: string): Locale {
  const counts = new Map<Locale, number>();
  for (const char of text) {
    for (const [locale, script] of SCRIPTS) {
      if (script.test(char)) {
        counts.set(locale, (counts.get(locale) ?? 0) + 1);
        break;
      }
    }
  }
  let best: Locale = 'en';
  let bestCount = 0;
  for (const [locale, count] of counts) {
    if (count > bestCount) {
      best = locale;
      bestCount = count;
    }
  }
  return best;
}
