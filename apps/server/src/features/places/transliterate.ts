import type { Locale } from '@app/contracts';
import { detectScriptLanguage, transliterateToLatin } from './address.ts';

/*
 * An address typed in one script, written in the other two: "12 Chavchavadze Ave" is also
 * "проспект Чавчавадзе, 12" and "ჩავჩავაძე გამზირი 12". Street types and months are translated
 * (avenue / проспект / გამზირი), names transliterated letter by letter (through Latin for Cyrillic ↔
 * Georgian). A machine's spelling, good enough to read and to search; the first person who types the
 * building in that script replaces it (learnBuildingName).
 */

interface Translated {
  forms: readonly string[];
  en: string;
  ru: string;
  ka: string;
}

/** Rows of [en, ru, ka, other forms typed…]: the three written forms are typed forms too. */
const translations = (rows: ReadonlyArray<readonly string[]>): Translated[] =>
  rows.map(([en, ru, ka, ...more]) => ({
    forms: [en!, ru!, ka!, ...more].map((form) => form.toLowerCase()),
    en: en!,
    ru: ru!,
    ka: ka!,
  }));

/** Street types: the word each language writes, then the abbreviations people type (no dot). */
const STREET_TYPES = translations([
  ['Street', 'улица', 'ქუჩა', 'st', 'str', 'ул', 'ქ'],
  ['Avenue', 'проспект', 'გამზირი', 'ave', 'av', 'пр', 'пр-т', 'прт', 'просп', 'გამზ', 'გამ'],
  ['Lane', 'переулок', 'შესახვევი', 'ln', 'пер', 'შეს'],
  ['Boulevard', 'бульвар', 'ბულვარი', 'blvd', 'бул'],
  ['Square', 'площадь', 'მოედანი', 'sq', 'пл', 'მოედ'],
  ['Highway', 'шоссе', 'გზატკეცილი', 'hwy', 'ш', 'გზ'],
  ['Embankment', 'набережная', 'სანაპირო', 'emb', 'наб'],
  ['Alley', 'аллея', 'ხეივანი'],
  ['Dead End', 'тупик', 'ჩიხი', 'dead-end', 'туп'],
  ['Ascent', 'подъём', 'აღმართი', 'подъем'],
  ['Descent', 'спуск', 'დაღმართი'],
  ['Block', 'корпус', 'კორპუსი', 'корп', 'კორპ'],
]);

/**
 * Months, for the streets named after a date: 9 April Street, улица 9 Апреля, 9 აპრილის ქუჩა (the
 * genitive, then the nominatives people also type).
 */
const MONTHS = translations([
  ['January', 'Января', 'იანვრის', 'январь', 'იანვარი'],
  ['February', 'Февраля', 'თებერვლის', 'февраль', 'თებერვალი'],
  ['March', 'Марта', 'მარტის', 'март', 'მარტი'],
  ['April', 'Апреля', 'აპრილის', 'апрель', 'აპრილი'],
  ['May', 'Мая', 'მაისის', 'май', 'მაისი'],
  ['June', 'Июня', 'ივნისის', 'июнь', 'ივნისი'],
  ['July', 'Июля', 'ივლისის', 'июль', 'ივლისი'],
  ['August', 'Августа', 'აგვისტოს', 'август', 'აგვისტო'],
  ['September', 'Сентября', 'სექტემბრის', 'сентябрь', 'სექტემბერი'],
  ['October', 'Октября', 'ოქტომბრის', 'октябрь', 'ოქტომბერი'],
  ['November', 'Ноября', 'ნოემბრის', 'ноябрь', 'ნოემბერი'],
  ['December', 'Декабря', 'დეკემბრის', 'декабрь', 'დეკემბერი'],
]);

const wordsByForm = (table: readonly Translated[]) =>
  new Map(table.flatMap((entry) => entry.forms.map((form) => [form, entry] as const)));
const STREET_TYPE_BY_FORM = wordsByForm(STREET_TYPES);
const MONTH_BY_FORM = wordsByForm(MONTHS);

/** Latin to Cyrillic, longest spelling first (the usual romanisations of Russian and Georgian). */
const LATIN_TO_CYRILLIC: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['gh', 'г'],
  ['ph', 'ф'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['j', 'дж'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

/** Latin to Georgian (the national romanisation read backwards; q is ყ, k კ, p პ, t თ). */
const LATIN_TO_GEORGIAN: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'შჩ'],
  ['zh', 'ჟ'],
  ['kh', 'ხ'],
  ['ts', 'ც'],
  ['ch', 'ჩ'],
  ['sh', 'შ'],
  ['gh', 'ღ'],
  ['ph', 'ფ'],
  ['dz', 'ძ'],
  ['yu', 'იუ'],
  ['ya', 'ია'],
  ['a', 'ა'],
  ['b', 'ბ'],
  ['c', 'ც'],
  ['d', 'დ'],
  ['e', 'ე'],
  ['f', 'ფ'],
  ['g', 'გ'],
  ['h', 'ჰ'],
  ['i', 'ი'],
  ['j', 'ჯ'],
  ['k', 'კ'],
  ['l', 'ლ'],
  ['m', 'მ'],
  ['n', 'ნ'],
  ['o', 'ო'],
  ['p', 'პ'],
  ['q', 'ყ'],
  ['r', 'რ'],
  ['s', 'ს'],
  ['t', 'თ'],
  ['u', 'უ'],
  ['v', 'ვ'],
  ['w', 'ვ'],
  ['x', 'ქს'],
  ['y', 'ი'],
  ['z', 'ზ'],
];

function fromLatin(word: string, table: ReadonlyArray<readonly [string, string]>): string {
  const lower = word.toLowerCase();
  let out = '';
  let i = 0;
  outer: while (i < lower.length) {
    for (const [latin, letter] of table) {
      if (lower.startsWith(latin, i)) {
        // "y" after a vowel is a consonant: Nikolay → Николай.
        out +=
          latin === 'y' && /[aeiou]/.test(lower[i - 1] ?? '') && table === LATIN_TO_CYRILLIC ? 'й' : letter;
        i += latin.length;
        continue outer;
      }
    }
    out += lower[i];
    i += 1;
  }
  return out;
}

/** One word (a name, or a house number with a letter: 12a → 12а → 12ა) in the target script. */
function transliterateWord(word: string, to: Locale): string {
  const from = detectScriptLanguage(word);
  if (from === to) return word;
  const latin = from === 'en' ? word : transliterateToLatin(word);
  // Names keep their capital; a word typed in Georgian (no capitals) gets one in Latin and Cyrillic.
  const titled = /^\p{Lu}/u.test(word) || from === 'ka';
  if (to === 'en') return titled ? latin.replace(/(^|-)(\p{L})/gu, (m) => m.toUpperCase()) : latin;
  const out = fromLatin(latin, to === 'ru' ? LATIN_TO_CYRILLIC : LATIN_TO_GEORGIAN);
  return to === 'ru' && titled ? out.replace(/(^|-)(\p{L})/gu, (m) => m.toUpperCase()) : out;
}

/**
 * Georgian names a street in the genitive ("ვაჟა-ფშაველას გამზირი", "ჭავჭავაძის 12", "რუსთაველის
 * ქუჩა"), English and Russian in the nominative ("Vazha-Pshavela Avenue", "проспект Чавчавадзе").
 * A transliteration that kept the case would write "Vazha-Pshavelas" or "პეკინი გამზირი".
 * The rules cover the endings of Georgian surnames and place names (-ძე/-ძის, -ი/-ის, -ა/-ას);
 * a vowel dropped inside the stem (წერეთელი → წერეთლის) is not restored.
 */
const kaNominative = (word: string) =>
  word.length <= 3
    ? word
    : word
        .replace(/ძის$/u, 'ძე')
        .replace(/(?<!ძ)ის$/u, 'ი')
        .replace(/([აოუე])ს$/u, '$1');
const kaGenitive = (word: string) =>
  /ის$|[აოუ]ს$/u.test(word)
    ? word
    : word
        .replace(/[ეი]$/u, '')
        .replace(/([აოუ])$/u, '$1ს')
        .replace(/([^აოუს])$/u, '$1ის');

type Token =
  | { kind: 'type'; entry: Translated }
  | { kind: 'number'; text: string }
  | { kind: 'word'; text: string };

function tokenize(address: string): Token[] {
  return address
    .split(/[\s,;]+/)
    .map((raw) => raw.replace(/^[.(]+|[.)]+$/g, ''))
    .filter(Boolean)
    .map((text): Token => {
      const lower = text.toLowerCase();
      const type = STREET_TYPE_BY_FORM.get(lower);
      if (type) return { kind: 'type', entry: type };
      if (/^\d/.test(text) || /^[№#]/.test(text)) return { kind: 'number', text };
      return { kind: 'word', text };
    });
}

/**
 * The address in the given language's script: street type and month translated, the rest
 * transliterated. Russian puts the street type first and the house number after a
 * comma ("проспект Пекина, 41"); English and Georgian put it after ("41 Pekini Avenue",
 * "პეკინის გამზირი 41", the name in the genitive). Text already in that script comes back unchanged.
 */
export function transliterateAddress(address: string, to: Locale): string {
  const trimmed = address.replace(/\s+/g, ' ').trim();
  if (detectScriptLanguage(trimmed) === to) return trimmed;
  const tokens = tokenize(trimmed);
  const fromGeorgian = detectScriptLanguage(trimmed) === 'ka';
  // In Georgian the street's name ends in the genitive: its last word, before the street type.
  const words = tokens.flatMap((token, index) => (token.kind === 'word' ? [index] : []));
  const typeIndex = tokens.findIndex((token) => token.kind === 'type');
  const lastName = words.findLast((index) => index < typeIndex) ?? words.at(-1) ?? -1;
  const rendered = tokens.map((token, index) => {
    if (token.kind === 'type') return { token, text: token.entry[to] };
    if (token.kind === 'number') return { token, text: transliterateWord(token.text, to) };
    const month = MONTH_BY_FORM.get(token.text.toLowerCase());
    if (month) return { token, text: month[to] };
    if (fromGeorgian) return { token, text: transliterateWord(kaNominative(token.text), to) };
    const text = transliterateWord(token.text, to);
    return { token, text: to === 'ka' && index === lastName ? kaGenitive(text) : text };
  });
  // The one house number: first in English ("41 Pekini Avenue"), last in Russian and Georgian.
  // Two numbers ("9 April Street 5") stay as typed: one of them is the street's name.
  const numbers = rendered.filter((r) => r.token.kind === 'number');
  if (numbers.length === 1 && rendered.length > 1) {
    const at = rendered.indexOf(numbers[0]!);
    if (at === 0 || at === rendered.length - 1) {
      rendered.splice(at, 1);
      if (to === 'en') rendered.unshift(numbers[0]!);
      else rendered.push(numbers[0]!);
    }
  }
  // One street type moves to where the language writes it: before the name in Russian, after it
  // in English and Georgian.
  const typeAt = rendered.findIndex((r) => r.token.kind === 'type');
  const firstName = rendered.findIndex((r) => r.token.kind === 'word');
  if (typeAt >= 0 && firstName >= 0) {
    const [type] = rendered.splice(typeAt, 1);
    const names = rendered.map((r, i) => (r.token.kind === 'word' ? i : -1)).filter((i) => i >= 0);
    const at = to === 'ru' ? 0 : names.at(-1)! + 1;
    rendered.splice(at, 0, type!);
  }
  const parts = rendered.map((r) => r.text);
  // "проспект Пекина, 41": Russian sets the trailing house number off with a comma.
  if (to === 'ru' && rendered.length > 1 && rendered.at(-1)!.token.kind === 'number') {
    return `${parts.slice(0, -1).join(' ')}, ${parts.at(-1)}`;
  }
  return parts.join(' ');
}

/**
 * The three names of a building typed as `address`: the author's own form in its script's column,
 * the other two transliterated.
 */
export function namesInThreeScripts(address: string): Record<Locale, string> {
  const typed = address.replace(/\s+/g, ' ').trim();
  const own = detectScriptLanguage(typed);
  const names = {
    en: transliterateAddress(typed, 'en'),
    ru: transliterateAddress(typed, 'ru'),
    ka: transliterateAddress(typed, 'ka'),
  };
  names[own] = typed;
  return names;
}

/** Whether a stored name is only the machine's spelling of another column (then typing replaces it). */
export function isTransliteratedName(names: Record<Locale, string>, language: Locale): boolean {
  return (['en', 'ru', 'ka'] as const).some(
    (other) => other !== language && transliterateAddress(names[other], language) === names[language],
  );
}
