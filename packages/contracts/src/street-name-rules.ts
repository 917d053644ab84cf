import type { Locale } from './locales.ts';

/*
 * The rules of a street's name in each script (issue 33, item 3), without zod: the web imports
 * them, and a module with a schema built at its top level would bring zod into every page's first
 * load (+21 KB gzip). The request schemas are in street-names.ts.
 */

export const STREET_NAME_LIMITS = { max: 100 } as const;

/**
 * The same rule for the browser's own validation (an input's `pattern`, read with the `v` flag):
 * letters of the script only, and at least one.
 */
export const STREET_NAME_PATTERN: Record<Locale, string> = {
  en: '(?:\\p{Script=Latin}|\\P{L})*\\p{Script=Latin}(?:\\p{Script=Latin}|\\P{L})*',
  ru: '(?:\\p{Script=Cyrillic}|\\P{L})*\\p{Script=Cyrillic}(?:\\p{Script=Cyrillic}|\\P{L})*',
  ka: '(?:\\p{Script=Georgian}|\\P{L})*\\p{Script=Georgian}(?:\\p{Script=Georgian}|\\P{L})*',
};

/** The script each language's name is written in: English in Latin, Russian in Cyrillic, Georgian in Georgian. */
const SCRIPT_OF: Record<Locale, RegExp> = {
  en: /\p{Script=Latin}/u,
  ru: /\p{Script=Cyrillic}/u,
  ka: /\p{Script=Georgian}/u,
};

export const STREET_NAME_MESSAGES = {
  required: 'Enter the street name',
  tooLong: `At most ${STREET_NAME_LIMITS.max} characters`,
  script: {
    en: 'Write the English name in Latin letters',
    ru: 'Write the Russian name in Cyrillic letters',
    ka: 'Write the Georgian name in Georgian letters',
  },
} as const;

/**
 * Why a name does not fit its language: null when it does. Every letter is of the language's script
 * (digits, spaces and the punctuation of a name, such as "9 April Street" or "Vazha-Pshavela", are
 * free), and there is a letter at all. The house number is not part of a street's name, but a
 * digit may be ("9 April Street"), so it is not refused.
 */
export function streetNameProblem(
  name: string,
  lang: Locale,
): 'STREET_NAME_REQUIRED' | 'STREET_NAME_TOO_LONG' | 'STREET_NAME_SCRIPT' | null {
  const tidy = name.replace(/\s+/g, ' ').trim();
  if (!tidy) return 'STREET_NAME_REQUIRED';
  if ([...tidy].length > STREET_NAME_LIMITS.max) return 'STREET_NAME_TOO_LONG';
  const letters = tidy.match(/\p{L}/gu) ?? [];
  if (letters.length === 0 || letters.some((letter) => !SCRIPT_OF[lang].test(letter)))
    return 'STREET_NAME_SCRIPT';
  return null;
}
