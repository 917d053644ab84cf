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

/**
 * Street types as people type them in Latin letters (romanised Georgian and Russian: "Kazbegis
 * gamziri 24", "ulitsa Abashidze 42"). Search drops them from what it looks for; address keys do
 * not, so that a building's stored key never changes with this list.
 */
const LATIN_STREET_WORDS = new Set([
  'gamziri',
  'gamz',
  'kucha',
  'kuca',
  'qucha',
  'quca',
  'shesakhvevi',
  'chikhi',
  'moedani',
  'prospekt',
  'prosp',
  'ulitsa',
  'ulica',
  'pereulok',
  'per',
  'bulvar',
  'shosse',
  'ploshchad',
  'naberezhnaya',
]);

/** Words that join a street's name and do not separate it: "9th of April". */
const FILLER_WORDS = new Set(['of', 'the']);

/**
 * Month names (English; Russian nominative and genitive; Georgian nominative and genitive), for the
 * streets named after a date: 9 April Street, ул. 9 Апреля, 9 აპრილის ქუჩა; 26 May Square.
 */
const MONTHS: ReadonlyMap<string, string> = new Map(
  (
    [
      ['january', 'январь', 'января', 'იანვარი', 'იანვრის'],
      ['february', 'февраль', 'февраля', 'თებერვალი', 'თებერვლის'],
      ['march', 'март', 'марта', 'მარტი', 'მარტის'],
      ['april', 'апрель', 'апреля', 'აპრილი', 'აპრილის'],
      ['may', 'май', 'мая', 'მაისი', 'მაისის'],
      ['june', 'июнь', 'июня', 'ივნისი', 'ივნისის'],
      ['july', 'июль', 'июля', 'ივლისი', 'ივლისის'],
      ['august', 'август', 'августа', 'აგვისტო', 'აგვისტოს'],
      ['september', 'сентябрь', 'сентября', 'სექტემბერი', 'სექტემბრის'],
      ['october', 'октябрь', 'октября', 'ოქტომბერი', 'ოქტომბრის'],
      ['november', 'ноябрь', 'ноября', 'ნოემბერი', 'ნოემბრის'],
      ['december', 'декабрь', 'декабря', 'დეკემბერი', 'დეკემბრის'],
    ] as const
  ).flatMap((forms) => forms.map((form) => [form, forms[0]] as const)),
);

/**
 * Ordinal numbers are names, never house numbers: "2nd Lane", "2-й переулок", "მე-2 შესახვევი",
 * "9th of April", "9-го Апреля". A lone Russian "-е" needs its hyphen ("12е" is a house letter).
 */
const ORDINAL = [
  /^(\d{1,3})(?:st|nd|rd|th)$/u,
  /^(\d{1,3})-?(?:й|я|го|ого|ый|ий|ой|ая|ое|ье|ья)$/u,
  /^(\d{1,3})-(?:е|ე)$/u,
  /^მე-?(\d{1,3})$/u,
];

/** Words for a building (in en, ru and ka), beside which an ordinal is the house number. */
const BUILDING_WORDS = new Set([
  'building',
  'bldg',
  'house',
  'block',
  'дом',
  'д',
  'корпус',
  'корп',
  'კორპუსი',
  'კორპ',
  'სახლი',
]);

/**
 * Words for one building of several at one house number (a block, a корпус, a კორპუსი): the
 * number or letter beside it is part of the building's identity, never a street word.
 */
const BLOCK_WORDS = new Set([
  'block',
  'blk',
  'bldg',
  'building',
  'korpus',
  'корпус',
  'корп',
  'к',
  'строение',
  'стр',
  'კორპუსი',
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
  /** The block (корпус, კორპუსი) at that house number, in Latin letters: "2", "b". */
  block: string | null;
}

/** Marks the block's part of a key: "chavchavadz 12 #2". Only keys with a block have it. */
const BLOCK_MARK = '#';

/**
 * Reduces a Latin word to its stem: the Georgian genitive ending (-ის / -ს, as in "ჭავჭავაძის",
 * "კოსტავას") and one final vowel go, so Чавчавадзе, Chavchavadze and ჭავჭავაძის agree. The
 * genitive also drops the last vowel of a stem in -ელ/-ალ/-ერ (აღმაშენებელი → აღმაშენებლის,
 * წერეთელი → წერეთლის, გორგასალი → გორგასლის), so that vowel goes from every spelling:
 * Agmashenebeli, Агмашенебели and აღმაშენებლის all give "agmashenebl".
 */
function stemWord(latin: string, isGeorgian: boolean): string {
  let word = latin;
  if (isGeorgian && word.length > 4) {
    if (word.endsWith('is')) word = word.slice(0, -2);
    else if (/[aou]s$/.test(word)) word = word.slice(0, -1);
  }
  if (word.length > 3) word = word.replace(/[aeiou]$/, '');
  if (word.length > 4) word = word.replace(/([^aeiou])[ea]([lr])$/, '$1$2');
  return foldLatin(word);
}

export interface NormalizeAddressOptions {
  /** Words to ignore besides street types: e.g. the names of the city the address is in. */
  ignoreWords?: Iterable<string>;
}

/** One token of an address, in order; `segment` counts the commas (and ; ( )) before it. */
type Piece = { segment: number } & (
  | { kind: 'number'; value: string; day: number | null }
  | { kind: 'ordinal'; value: number }
  | { kind: 'month'; value: string }
  /** A street word's stem, or a month with its day: "april9". */
  | { kind: 'word'; value: string; typed?: string }
  /** A street type, filler or ignored word: not part of the key, but it separates numbers. */
  | { kind: 'gap'; typed: string }
);

const dayOf = (value: number) => (value >= 1 && value <= 31 ? value : null);

function ordinalOf(token: string): number | null {
  for (const pattern of ORDINAL) {
    const match = pattern.exec(token);
    if (match) return Number(match[1]);
  }
  return null;
}

function splitAddress(address: string, ignore: ReadonlySet<string>): Piece[] {
  // "пр-т", "б-р" fall apart into street words below; "№ 12" is a number sign, not a word.
  const prepared = address.normalize('NFKC').replace(/№\s*/g, ' ');
  const pieces: Piece[] = [];
  prepared.split(/[,;()]/u).forEach((part, segment) => {
    const tokens = part
      .split(/\s+/u)
      .map((token) => token.replace(/^[.'"’]+|[.'"’]+$/gu, ''))
      .filter(Boolean);
    for (const raw of tokens) {
      const lower = raw.toLowerCase();
      const ordinal = ordinalOf(lower);
      if (ordinal !== null) {
        pieces.push({ segment, kind: 'ordinal', value: ordinal });
        continue;
      }
      const candidate = NUMBER_SIGN.exec(lower)?.[1] ?? lower;
      if (HOUSE_NUMBER.test(candidate)) {
        const day = /^\d{1,2}$/.test(candidate) ? dayOf(Number(candidate)) : null;
        pieces.push({
          segment,
          kind: 'number',
          value: transliterateToLatin(candidate).replace('-', '/'),
          day,
        });
        continue;
      }
      for (const word of normalizeText(raw).split(' ')) {
        if (!word || FILLER_WORDS.has(word)) continue;
        if (STREET_WORDS.has(word) || COUNTRY_WORDS.has(word) || ignore.has(word)) {
          pieces.push({ segment, kind: 'gap', typed: word });
        } else if (/^\d+$/.test(word)) {
          pieces.push({
            segment,
            kind: 'number',
            value: word,
            day: word.length <= 2 ? dayOf(Number(word)) : null,
          });
        } else {
          const month = MONTHS.get(word);
          pieces.push(
            month
              ? { segment, kind: 'month', value: month }
              : {
                  segment,
                  kind: 'word',
                  value: stemWord(transliterateToLatin(word), GEORGIAN.test(word)),
                  typed: word,
                },
          );
        }
      }
    }
  });
  return pieces;
}

/**
 * A number beside a month is the day of a street named after a date ("9 April Street 5",
 * "ул. 9 Апреля, 5", "9 აპრილის ქუჩა 5": the street is "april9", the house 5). The day comes before
 * the month in all three languages; after it ("April 9 Street 5") only as an ordinal or when
 * another number is left for the house.
 */
function joinDatesToMonths(pieces: Piece[]): void {
  for (let i = 0; i < pieces.length; i++) {
    const month = pieces[i]!;
    if (month.kind !== 'month') continue;
    const dayAt = (j: number): number | null => {
      const piece = pieces[j];
      if (!piece || piece.segment !== month.segment) return null;
      if (piece.kind === 'ordinal') return dayOf(piece.value);
      return piece.kind === 'number' ? piece.day : null;
    };
    let dayIndex = dayAt(i - 1) !== null ? i - 1 : -1;
    if (dayIndex < 0 && dayAt(i + 1) !== null) {
      const after = pieces[i + 1]!;
      const houseLeft = pieces.some(
        (p, j) => j !== i + 1 && p.kind === 'number' && !/^\d{4,}$/.test(p.value),
      );
      if (after.kind === 'ordinal' || houseLeft) dayIndex = i + 1;
    }
    const day = dayIndex >= 0 ? dayAt(dayIndex) : null;
    pieces[i] = { segment: month.segment, kind: 'word', value: `${month.value}${day ?? ''}` };
    if (dayIndex >= 0) {
      pieces.splice(dayIndex, 1);
      if (dayIndex < i) i--;
    }
  }
}

/**
 * An ordinal beside the word for a building is its number: Georgian counts buildings ("მე-4
 * კორპუსი", the 4th building, is building 4).
 */
function numberBuildingOrdinals(pieces: Piece[]): void {
  const isBuildingWord = (piece: Piece | undefined, segment: number) =>
    isWordOf(BUILDING_WORDS, piece, segment);
  pieces.forEach((piece, i) => {
    if (piece.kind !== 'ordinal') return;
    if (isBuildingWord(pieces[i - 1], piece.segment) || isBuildingWord(pieces[i + 1], piece.segment)) {
      pieces[i] = { segment: piece.segment, kind: 'number', value: String(piece.value), day: null };
    }
  });
}

/** Whether a piece of this segment is one of these words, as typed. */
function isWordOf(words: ReadonlySet<string>, piece: Piece | undefined, segment: number): boolean {
  return (
    piece !== undefined &&
    piece.segment === segment &&
    (piece.kind === 'gap' || piece.kind === 'word') &&
    piece.typed !== undefined &&
    words.has(piece.typed)
  );
}

const isBlockWord = (piece: Piece | undefined, segment: number) => isWordOf(BLOCK_WORDS, piece, segment);

/** A block's own value: a number ("2", "2а") or a single letter of any script ("B", "Б", "ბ"). */
function blockValueOf(piece: Piece | undefined, segment: number): string | null {
  if (!piece || piece.segment !== segment) return null;
  if (piece.kind === 'number') return piece.value;
  if (piece.kind === 'ordinal') return String(piece.value);
  // A letter may also be a street type's abbreviation ("б" for бульвар): beside a block word it is the block.
  if ((piece.kind === 'word' || piece.kind === 'gap') && piece.typed && [...piece.typed].length === 1)
    return foldLatin(transliterateToLatin(piece.typed));
  return null;
}

/**
 * Takes the block out of the pieces: "block 2", "корп. 2", "კორპუსი 2", "მე-2 კორპუსი", "block B".
 * Only when another number is left for the house: "მე-4 კორპუსი" alone is house 4 (as before).
 */
function extractBlock(pieces: Piece[]): string | null {
  for (let i = 0; i < pieces.length; i++) {
    const word = pieces[i]!;
    if (!isBlockWord(word, word.segment)) continue;
    let at = i + 1;
    let value = blockValueOf(pieces[at], word.segment);
    if (value === null) {
      at = i - 1;
      const before = pieces[at];
      value =
        before?.kind === 'number' || before?.kind === 'ordinal' ? blockValueOf(before, word.segment) : null;
    }
    if (value === null) continue;
    const houseLeft = pieces.some((p, j) => j !== at && p.kind === 'number' && !/^\d{4,}$/.test(p.value));
    if (!houseLeft) continue;
    pieces.splice(Math.max(i, at), 1);
    pieces.splice(Math.min(i, at), 1);
    return value;
  }
  return null;
}

/** Turns an address typed in any of our scripts into its comparable key (see the file comment). */
export function normalizeAddress(address: string, options: NormalizeAddressOptions = {}): NormalizedAddress {
  const ignore = new Set<string>();
  for (const word of options.ignoreWords ?? [])
    for (const part of normalizeText(word).split(' ')) ignore.add(part);
  const pieces = splitAddress(address, ignore);
  joinDatesToMonths(pieces);
  numberBuildingOrdinals(pieces);
  const block = extractBlock(pieces);

  const numbers: string[] = [];
  const street: string[] = [];
  const ordinals: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'number') numbers.push(piece.value);
    else if (piece.kind === 'ordinal') ordinals.push(`ord${piece.value}`);
    else if (piece.kind === 'word') street.push(piece.value);
  }
  // Ordinals stand before the street in English and Russian, after it in Georgian: put them last.
  street.push(...ordinals);
  // A postcode (4+ digits) is not a house number when a shorter number is there too.
  const houseNumber = numbers.find((n) => !/^\d{4,}$/.test(n)) ?? numbers[0] ?? null;
  // The block is appended only when there is one, so the keys of addresses without one stay as
  // they were.
  const blockPart = block && houseNumber ? `${BLOCK_MARK}${block}` : '';
  const key = street.length > 0 ? [...street, houseNumber ?? '', blockPart].join(' ').trim() : '';
  return { key, street, houseNumber, block: blockPart ? block : null };
}

/**
 * The words of a search text that can name a place, normalised: street types (in any of our
 * scripts, abbreviated or romanised), country names and filler words go. "ул. Чавчавадзе, 12" is
 * "чавчавадзе 12", "Kazbegis gamziri 24" is "kazbegis 24".
 */
export function placeWordsOf(text: string): string {
  return normalizeText(text)
    .split(' ')
    .filter(
      (word) =>
        word &&
        !STREET_WORDS.has(word) &&
        !LATIN_STREET_WORDS.has(word) &&
        !COUNTRY_WORDS.has(word) &&
        !FILLER_WORDS.has(word),
    )
    .join(' ');
}

let streetWordStarts: Set<string> | null = null;

/**
 * Whether a normalised word is the start of a longer street type ("улиц" of "улица", "aven" of
 * "avenue"): a word still being typed, no place's name yet.
 */
export function isStreetWordStart(word: string): boolean {
  if (!streetWordStarts) {
    streetWordStarts = new Set();
    for (const street of [...STREET_WORDS, ...LATIN_STREET_WORDS]) {
      const letters = Array.from(street);
      for (let length = 1; length < letters.length; length++) {
        streetWordStarts.add(letters.slice(0, length).join(''));
      }
    }
  }
  return streetWordStarts.has(normalizeText(word));
}

/** Back from a stored key ("chavchavadz 12") to its parts, for the similarity check. */
export function parseAddressKey(key: string): NormalizedAddress {
  const words = key.split(' ').filter(Boolean);
  const block = words.at(-1)?.startsWith(BLOCK_MARK) ? words.pop()!.slice(BLOCK_MARK.length) : null;
  const last = words.at(-1);
  const houseNumber = last && /^\d/.test(last) ? last : null;
  return { key, street: houseNumber ? words.slice(0, -1) : words, houseNumber, block };
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
  if (a.houseNumber !== b.houseNumber || (a.block ?? null) !== (b.block ?? null)) return false;
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
