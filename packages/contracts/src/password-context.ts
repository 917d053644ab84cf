/*
 * Passwords made of what an attacker tries first here (issue 31, finding 8): the site's own name,
 * the country's main cities, keyboard walks and the person's own name or e-mail, with digits and
 * symbols around them ("Sofascout1", "Tbilisi2024", "Qwerty123!", "Eka1990"). The composition
 * rules (spec section 5) pass them all. The browser checks these as the person types; the server
 * checks them again and also every Georgian city and district it knows (auth/context-passwords.ts).
 */

/** The site and the places a Georgian renter types first, in our three scripts. */
const SITE_AND_PLACES = [
  'sofascout',
  'sofa',
  'scout',
  'sofaskaut',
  'софаскаут',
  'georgia',
  'sakartvelo',
  'грузия',
  'საქართველო',
  'tbilisi',
  'тбилиси',
  'თბილისი',
  'batumi',
  'батуми',
  'ბათუმი',
  'kutaisi',
  'кутаиси',
  'ქუთაისი',
  'rustavi',
  'рустави',
  'რუსთავი',
];

/** Rows of keys as they sit on the keyboards people here use (Latin, Russian, Georgian). */
const KEYBOARD_ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qazwsxedcrfvtgbyhnujmikolp',
  'azertyuiop',
  'qwertzuiop',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
  'ქწერტყუიოპ',
  'ასდფგჰჯკლ',
  'ზხცვბნმ',
];

/** The letters of a text, lower case: what is left of a password without digits and symbols. */
export const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/** A word the password may not be made of, give or take two letters around it. */
function madeOf(core: string, word: string): boolean {
  return word.length >= 3 && core.includes(word) && core.length <= word.length + 2;
}

/** Four keys or more in a row of one keyboard, forwards or backwards, and nothing much else. */
function isKeyboardWalk(core: string): boolean {
  if (core.length < 4) return false;
  return KEYBOARD_ROWS.some((row) => {
    const reversed = Array.from(row).reverse().join('');
    for (const line of [row, reversed]) {
      for (let length = Math.min(line.length, core.length); length >= 4; length--) {
        for (let start = 0; start + length <= line.length; start++) {
          if (madeOf(core, line.slice(start, start + length))) return true;
        }
      }
    }
    return false;
  });
}

/**
 * Whether a new password is the site's name, one of the main places, a keyboard walk, or the
 * person's name or e-mail, with digits and symbols around it.
 */
export function isGuessableByContext(
  password: string,
  person: { email?: string | null | undefined; name?: string | null | undefined },
): boolean {
  const core = lettersOf(password);
  if (core.length < 3) return false;
  const own = [
    ...(person.email ? [lettersOf(person.email.split('@')[0] ?? '')] : []),
    ...(person.name ?? '').split(/[\s.'’-]+/u).map(lettersOf),
  ];
  return [...SITE_AND_PLACES, ...own].some((word) => madeOf(core, word)) || isKeyboardWalk(core);
}
