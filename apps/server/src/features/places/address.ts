import { normalizeText } from './normalize.ts';

/*
 * Address normalisation: "12 Chavchavadze Ave", "ул. Чавчавадзе 12" and "ჭავჭავაძის გამზ. 12" must
 * become one key, so that the same building is one place however people type it. The key is the
 * street's name, transliterated to a common Latin spelling and reduced to a stem, plus the house
 * number. Street types (avenue, улица, ქუჩა…) are dropped: people omit or abbreviate them freely,
 * and two streets that differ only by type in the same city are rare enough to leave to the
 * map check (the point must also agree).
 */

const GEORGIAN_TO_LATIN: Record<string, string> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'e',
  ґ: 'g',
  ў: 'u',
};

const GEORGIAN = /[\u10D0-\u10FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** Transliterates Georgian (national system) and Cyrillic to Latin; other letters pass through. */
export function transliterateToLatin(value: string): string {
  let out = '';
  const lower = value.toLowerCase().replace(/дж/g, 'j');
  for (const char of lower) out += GEORGIAN_TO_LATIN[char] ?? CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

/**
 * Spelling differences between the usual romanisations of the same Georgian or Russian name
 * ("Kh"/"H", "Y"/"I", "W"/"V", doubled letters): folded so that all of them meet.
 */
function foldLatin(word: string): string {
  return word
    .replace(/kh/g, 'h')
    .replace(/gh/g, 'g')
    .replace(/ph/g, 'p')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** Street types and filler words in en, ru and ka (normalised: lower case, no punctuation). */
const STREET_WORDS = new Set([
  // English
  'street',
  'st',
  'str',
  'avenue',
  'ave',
  'av',
  'boulevard',
  'blvd',
  'road',
  'rd',
  'lane',
  'ln',
  'alley',
  'square',
  'sq',
  'highway',
  'hwy',
  'drive',
  'dr',
  'embankment',
  'emb',
  'dead',
  'end',
  'turn',
  'deadend',
  'passage',
  'descent',
  'ascent',
  'settlement',
  'district',
  'house',
  'building',
  'bldg',
  'no',
  'nr',
  'number',
  'apt',
  'of',
  'the',
  // Russian
  'улица',
  'ул',
  'проспект',
  'пр',
  'пр-т',
  'прт',
  'просп',
  'переулок',
  'пер',
  'бульвар',
  'бул',
  'б',
  'р',
  'шоссе',
  'ш',
  'площадь',
  'пл',
  'набережная',
  'наб',
  'тупик',
  'туп',
  'проезд',
  'пр-д',
  'д',
  'спуск',
  'подъем',
  'подъём',
  'дом',
  'номер',
  'т',
  'кв',
  'квартира',
  'г',
  'город',
  // Georgian
  'ქუჩა',
  'ქ',
  'გამზირი',
  'გამზ',
  'გამ',
  'შესახვევი',
  'შეს',
  'ჩიხი',
  'მოედანი',
  'მოედ',
  'ხეივანი',
  'სანაპირო',
  'გზატკეცილი',
  'გზ',
  'აღმართი',
  'დაღმართი',
  'სახლი',
  'ნომერი',
  'ბინა',
  'ქალაქი',
  'ბულვარი',
  'დასახლება',
  'კორპ',
]);

/** Country names people add to addresses, in the three languages. */
const COUNTRY_WORDS = new Set(['georgia', 'грузия', 'საქართველო', 'sakartvelo']);

/** "12", "12a", "12б", "12/1", "12-2", "12ა": a house number, optionally with a letter or fraction. */
const HOUSE_NUMBER = /^\d{1,5}(?:[/-]\d{1,4})?[\p{L}]?$/u;
const NUMBER_SIGN = /^(?:№|#|n|no)?(\d.*)$/u;

export interface NormalizedAddress {
  /** The comparable form: "chavchavadz 12". Empty when the input has no street name. */
  key: string;
  /** Street stems in order: ["chavchavadz"]. */
  street: string[];
  houseNumber: string | null;
}

/**
 * Reduces a Latin word to its stem: the Georgian genitive ending (-ის / -ს, as in "ჭავჭავაძის",
 * "კოსტავას") and one final vowel go, so Чавчавадзе, Chavchavadze and ჭავჭავაძის agree.
 */
function stemWord(latin: string, isGeorgian: boolean): string {
  let word = latin;
  if (isGeorgian && word.length > 4) {
    if (word.endsWith('is')) word = word.slice(0, -2);
    else if (/[aou]s$/.test(word)) word = word.slice(0, -1);
  }
  if (word.length > 3) word = word.replace(/[aeiou]$/, '');
  return foldLatin(word);
}

export interface NormalizeAddressOptions {
  /** Words to ignore besides street types: e.g. the names of the city the address is in. */
  ignoreWords?: Iterable<string>;
}

/** Turns an address typed in any of our scripts into its comparable key (see the file comment). */
export function normalizeAddress(address: string, options: NormalizeAddressOptions = {}): NormalizedAddress {
  const ignore = new Set<string>();
  for (const word of options.ignoreWords ?? [])
    for (const part of normalizeText(word).split(' ')) ignore.add(part);
  // "пр-т", "б-р" fall apart into street words below; "№ 12" is a number sign, not a word.
  const prepared = address.normalize('NFKC').replace(/№\s*/g, ' ');
  const tokens = prepared
    .split(/[\s,;()]+/u)
    .map((token) => token.replace(/^[.'"’]+|[.'"’]+$/gu, ''))
    .filter(Boolean);

  const numbers: string[] = [];
  const street: string[] = [];
  for (const raw of tokens) {
    const lower = raw.toLowerCase();
    const numberMatch = NUMBER_SIGN.exec(lower);
    const candidate = numberMatch?.[1] ?? lower;
    if (HOUSE_NUMBER.test(candidate)) {
      numbers.push(transliterateToLatin(candidate).replace('-', '/'));
      continue;
    }
    for (const part of normalizeText(raw).split(' ')) {
      if (!part || STREET_WORDS.has(part) || COUNTRY_WORDS.has(part) || ignore.has(part)) continue;
      if (/^\d+$/.test(part)) {
        numbers.push(part);
        continue;
      }
      street.push(stemWord(transliterateToLatin(part), GEORGIAN.test(part)));
    }
  }
  // A postcode (4+ digits) is not a house number when a shorter number is there too.
  const houseNumber = numbers.find((n) => !/^\d{4,}$/.test(n)) ?? numbers[0] ?? null;
  const key = street.length > 0 ? [...street, houseNumber ?? ''].join(' ').trim() : '';
  return { key, street, houseNumber };
}

/** Trigram similarity (as pg_trgm computes it, on padded words) between two strings. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (value: string) => {
    const set = new Set<string>();
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const left = grams(a);
  const right = grams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * Whether two normalised addresses name the same building when they stand a few metres apart:
 * the same house number and a similar street (a typo, a first name added, another romanisation).
 */
export function isSimilarAddress(a: NormalizedAddress, b: NormalizedAddress): boolean {
  if (!a.key || !b.key) return false;
  if (a.key === b.key) return true;
  if (a.houseNumber !== b.houseNumber) return false;
  const left = a.street.join(' ');
  const right = b.street.join(' ');
  if (left.includes(right) || right.includes(left)) return true;
  return trigramSimilarity(left, right) >= 0.45;
}

/** The script an address is written in decides which language's name it fills. */
export function detectScriptLanguage(value: string): 'en' | 'ru' | 'ka' {
  if (GEORGIAN.test(value)) return 'ka';
  if (CYRILLIC.test(value)) return 'ru';
  return 'en';
}
