import { type NormalizeAddressOptions, normalizeAddress, placeWordsOf } from './address.ts';

/*
 * The loose spelling of a normalised search text: SQL's loose_text (migration 0023) in TypeScript,
 * letter for letter, so a keystroke answered from memory asks PostgreSQL nothing and two spellings
 * can be compared without a round trip. The stored columns (places.search_loose, the imported
 * streets' index) stay SQL's: loose-text.test.ts holds the two to the same answers.
 */

/** Latin letters that stand for another letter of the loose alphabet, before it gives them a meaning. */
const LATIN_FIRST: Record<string, string> = { q: 'k', w: 'v', y: 'i' };

/** Latin digraphs (the longest first) and the Cyrillic ones, in loose_text's order. */
const DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['tsch', 'q'],
  ['tch', 'q'],
  ['ch', 'q'],
  ['sh', 'w'],
  ['zh', 'j'],
  ['kh', 'x'],
  ['ts', 'c'],
  ['tz', 'c'],
  ['dz', 'z'],
  ['gh', 'g'],
  ['ph', 'p'],
  ['дж', 'j'],
  ['дз', 'z'],
  ['ю', 'iu'],
  ['я', 'ia'],
];

/** translate()'s two lists: a letter past the end of the second one is dropped (ъ, ь). */
const FROM = 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰабвгдеёжзийклмнопрстуфхцчшщыэъь';
const TO = 'abgdevztiklmnopjrstupkgkwqczcqxjhabvgdeejziiklmnoprstufxcqwwie';
const LETTERS = new Map<string, string>(Array.from(FROM, (letter, i) => [letter, TO[i] ?? '']));

// PostgreSQL's \m and \M: a word starts or ends between a word character and anything else.
const START = '(?<![\\p{L}\\p{N}_])';
const END = '(?![\\p{L}\\p{N}_])';
const DOUBLED = /([a-z])\1+/g;
const GENITIVE_IS = new RegExp(`${START}([a-z]{3,})is${END}`, 'gu');
const GENITIVE_S = new RegExp(`${START}([a-z]{3,}[aeiou])s${END}`, 'gu');
const LAST_VOWEL = new RegExp(`${START}([a-z]{3,})[aeiou]${END}`, 'gu');
const DROPPED_VOWEL = new RegExp(`${START}([a-z]{2,}[^aeiou\\s])[ea]([lr])${END}`, 'gu');

/** loose_text(value): "vazha pshavelas" and "важа пшавела" both come out as "vaj pwavl". */
export function looseText(value: string): string {
  let text = value.replace(/[qwy]/g, (letter) => LATIN_FIRST[letter]!);
  for (const [from, to] of DIGRAPHS) text = text.replaceAll(from, to);
  text = Array.from(text, (letter) => LETTERS.get(letter) ?? letter).join('');
  return text
    .replace(DOUBLED, '$1')
    .replace(GENITIVE_IS, '$1')
    .replace(GENITIVE_S, '$1')
    .replace(LAST_VOWEL, '$1')
    .replace(DROPPED_VOWEL, '$1$2');
}

/**
 * The loose spelling of an address's street: its words without street types in any script
 * (placeWordsOf: "Kazbegis gamziri 24" is "kazbegis 24"), without the house number, as the address
 * key reads them. "Kazbegis gamziri 24" and "ყაზბეგის 24" both give "kazbeg".
 */
export function looseStreetOf(address: string, options: NormalizeAddressOptions = {}): string {
  return looseText(normalizeAddress(placeWordsOf(address), options).street.join(' '));
}

/**
 * Whether a loose street is the known one typed in full or by its last words ("kazbeg" for
 * "aleksandr kazbeg", Aleksandre Kazbegi Avenue). Three letters at least: shorter says nothing.
 */
export function isLooseStreetOf(typed: string, known: string): boolean {
  return typed.length >= 3 && (known === typed || known.endsWith(` ${typed}`));
}
