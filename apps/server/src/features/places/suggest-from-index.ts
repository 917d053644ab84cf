import type { Locale, PlaceKind } from '@app/contracts';
import { trigramSimilarity } from './address.ts';
import type { PlaceRow } from './place-queries.ts';
import {
  hasWholeWords,
  hasWordStart,
  type PlaceSearchIndex,
  staticScore,
  withinOneEdit,
} from './search-index.ts';

/*
 * The prefix tiers of the search (suggest-places.ts) answered from the in-memory index: the same
 * candidates and the same match class and score as the SQL there, computed here for each
 * candidate, so the corpus and the ranking tests hold for both (they run on this path).
 */

/** The columns the ranking and the answer read, as suggest-places.ts's SQL gives them. */
/** What the ranking adds to a place's columns (suggest-places.ts's SQL gives the same). */
export interface RankedFields {
  /** An apartment's building's address key ("pekin 41"): the house number a typed one must match. */
  building_address: string | null;
  city_name_en: string | null;
  city_name_ru: string | null;
  city_name_ka: string | null;
  district_name_en: string | null;
  district_name_ru: string | null;
  district_name_ka: string | null;
  /** How well the text matched (MATCH_CLASS), and whether the place is local to the reader. */
  match_class: number;
  is_local: boolean;
  score: number;
  name_length: number;
}

export type RankedRow = Pick<
  PlaceRow,
  | 'id'
  | 'kind'
  | 'name_en'
  | 'name_ru'
  | 'name_ka'
  | 'country_code'
  | 'population'
  | 'review_count'
  | 'lat'
  | 'lng'
  | 'normalized_address'
> &
  RankedFields;

/**
 * How well a place matched, best first (issue 29, "rank like a local"). Suggestions are ordered by
 * this, then local before far away, then the score. A far-away world city by its own name comes
 * right after a local place's name; another of its names (Beijing's Georgian "Pekini", Kyiv's
 * "Kiev") or the exact name of a far-away village only after a local street or district that
 * starts with the text. Homes count as local here: their addresses are never another place's name.
 */
export const MATCH_CLASS = {
  localName: 6,
  worldCityName: 5,
  localPrefix: 4,
  farOtherName: 3,
  farPrefix: 2,
  contains: 1,
  typo: 0,
} as const;

const CLASS = MATCH_CLASS;

export interface IndexTierInput {
  /** The normalised terms (searchTermsOf), the first is the text as typed. */
  terms: readonly string[];
  /** The query's loose text (loose_text of its place words), or null when shorter than 3. */
  loose: string | null;
  lang: Locale;
  lat?: number | undefined;
  lng?: number | undefined;
  kinds?: readonly PlaceKind[] | undefined;
  limit: number;
  /** The scope: only places of this city, district or country. */
  scope: { cityId: string | null; districtId: string | null; countryCode: string | null };
  /** The country whose places are local (the scope's, else the home country). */
  localCountry: string;
  worldCityPopulation: number;
  localRadiusM: number;
  homeCap: number;
  /** Ids already found by an earlier tier. */
  exclude?: ReadonlySet<string>;
}

// earthdistance's sphere (earth()) and its cube: ll_to_earth, earth_box, earth_distance.
const EARTH_M = 6378168;
function toCube(lat: number, lng: number): [number, number, number] {
  const la = (lat * Math.PI) / 180;
  const lo = (lng * Math.PI) / 180;
  return [
    EARTH_M * Math.cos(la) * Math.cos(lo),
    EARTH_M * Math.cos(la) * Math.sin(lo),
    EARTH_M * Math.sin(la),
  ];
}
/** earth_box(center, radius) @> point: within the cube around the center (gc_to_sec of the radius). */
function inEarthBox(center: readonly number[], point: readonly number[], radiusM: number): boolean {
  const half = radiusM / EARTH_M > Math.PI ? 2 * EARTH_M : 2 * EARTH_M * Math.sin(radiusM / (2 * EARTH_M));
  return (
    Math.abs(point[0]! - center[0]!) <= half &&
    Math.abs(point[1]! - center[1]!) <= half &&
    Math.abs(point[2]! - center[2]!) <= half
  );
}
function earthDistance(a: readonly number[], b: readonly number[]): number {
  const chord = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  return chord / (2 * EARTH_M) > 1 ? Math.PI * EARTH_M : 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

const AREA_KINDS: readonly PlaceKind[] = ['city', 'district'];
const HOME_KINDS: readonly PlaceKind[] = ['building', 'apartment'];

/** The ranking's order (suggest-places.ts `byRank`). */
export function compareRanked(
  a: Pick<RankedRow, 'match_class' | 'is_local' | 'score' | 'population' | 'name_length' | 'id'>,
  b: Pick<RankedRow, 'match_class' | 'is_local' | 'score' | 'population' | 'name_length' | 'id'>,
): number {
  return (
    b.match_class - a.match_class ||
    Number(b.is_local) - Number(a.is_local) ||
    b.score - a.score ||
    b.population - a.population ||
    a.name_length - b.name_length ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Which entries a tier may take: the kinds asked, the scope, none found already. */
function tierFilters(index: PlaceSearchIndex, input: IndexTierInput) {
  const wanted = (group: readonly PlaceKind[]) =>
    input.kinds && input.kinds.length > 0 ? group.filter((kind) => input.kinds!.includes(kind)) : group;
  const { scope } = input;
  return {
    areaKinds: new Set(wanted(AREA_KINDS)),
    homeKinds: new Set(wanted(HOME_KINDS)),
    inScope: (entry: number) =>
      (scope.districtId === null || index.districtIds[entry] === scope.districtId) &&
      (scope.districtId !== null || scope.cityId === null || index.cityIds[entry] === scope.cityId) &&
      (scope.countryCode === null || index.countryCodes[entry] === scope.countryCode),
    notSeen: (entry: number) => !input.exclude?.has(index.ids[entry]!),
  };
}

/** The shortest query word the typo tier reads with one edit: shorter ones are too close to too many. */
const TYPO_WORD_MIN = 4;

/**
 * The typo tier without a house number, from memory: places whose text holds, for each word typed,
 * the word itself, a word it starts (the last one typed), or a word one edit away (withinOneEdit:
 * "Tbilsi", "Vkae", "Бтауми", "ვკაე"), in any of the terms (as typed, in Latin letters). Read
 * through the typed words' longest, of four letters at least; ranked as the SQL's typo tier ranks
 * (match class typo; local first; closeness, then the kind, population, reviews and nearness).
 */
export function rankTypoTier(index: PlaceSearchIndex, input: IndexTierInput): RankedRow[] {
  const { areaKinds, homeKinds, inScope, notSeen } = tierFilters(index, input);
  const accept = (entry: number) => {
    const kind = index.kinds[entry]!;
    return inScope(entry) && notSeen(entry) && (areaKinds.has(kind) || homeKinds.has(kind));
  };
  const closeness = new Map<number, number>();
  for (const term of input.terms) {
    const words = term.split(' ').filter(Boolean);
    const anchor = words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
    if (anchor.length < TYPO_WORD_MIN || words.some((word) => /\d/.test(word))) continue;
    for (const entry of index.findNear(anchor, { accept, homeCap: input.homeCap })) {
      const known = index.texts[entry]!.split(' ').filter((word) => word !== '' && word !== '|');
      let similarity = 0;
      const fits = words.every((word, at) => {
        let best = -1;
        for (const other of known) {
          if (other === word || (at === words.length - 1 && other.startsWith(word))) best = Math.max(best, 1);
          else if (word.length >= TYPO_WORD_MIN && withinOneEdit(word, other))
            best = Math.max(best, trigramSimilarity(word, other));
        }
        similarity += Math.max(best, 0);
        return best >= 0;
      });
      if (fits) closeness.set(entry, Math.max(closeness.get(entry) ?? 0, similarity / words.length));
    }
  }
  const query = queryOf(input);
  const keys = Array.from(closeness, ([entry, similarity]) => {
    // The SQL's score: the word similarity added to the rank of a prefix match.
    const key = rankKey(index, entry, input, query);
    return { ...key, match_class: CLASS.typo, score: key.score + similarity };
  });
  keys.sort(compareRanked);
  return keys.slice(0, input.limit).map((key) => rankedRow(index, key));
}

/**
 * One prefix tier: the candidates of `field` (the text as typed, or its loose spelling), ranked,
 * the best `limit`. The candidates are those of suggest-places.ts's `candidates` for the same tier.
 */
export function rankIndexTier(
  index: PlaceSearchIndex,
  input: IndexTierInput,
  field: 'text' | 'loose',
): RankedRow[] {
  const main = input.terms[0]!;
  const { areaKinds, homeKinds, inScope, notSeen } = tierFilters(index, input);
  // The kinds and sizes each length of text reads (suggest-places.ts: 3+ letters everything,
  // 2 the districts, towns of 15,000 and homes, 1 the cities of 100,000).
  const accept = (entry: number) => {
    const kind = index.kinds[entry]!;
    if (!inScope(entry) || !notSeen(entry)) return false;
    if (areaKinds.has(kind)) {
      if (main.length >= 3) return true;
      if (main.length === 2) return kind === 'district' || index.populations[entry]! >= 15000;
      return kind === 'city' && index.populations[entry]! >= 100000;
    }
    return homeKinds.has(kind) && main.length >= 2;
  };
  const searchTerms = field === 'text' ? input.terms : input.loose ? [input.loose] : [];
  const found = new Set<number>();
  for (const term of searchTerms) {
    for (const entry of index.find({ term, field, accept, homeCap: input.homeCap })) found.add(entry);
  }
  // The house typed in full, and its flats, past the cap (suggest-places.ts `exactHomes`).
  if (main.length >= 3 && /\d/.test(main)) {
    const exact = (entry: number) => inScope(entry) && notSeen(entry) && index.kinds[entry] === 'building';
    for (const term of searchTerms) {
      for (const building of index.find({
        term,
        field,
        wholeWords: true,
        accept: exact,
        homeCap: input.homeCap,
      })) {
        if (homeKinds.has('building')) found.add(building);
        if (!homeKinds.has('apartment')) continue;
        for (const flat of index.flatsOf(index.ids[building]!)) {
          if (inScope(flat) && notSeen(flat)) found.add(flat);
        }
      }
    }
  }
  // Ranked on the order's fields alone; the answer's rows are built for the best `limit` only.
  const query = queryOf(input);
  const keys = Array.from(found, (entry) => rankKey(index, entry, input, query));
  keys.sort(compareRanked);
  return keys.slice(0, input.limit).map((key) => rankedRow(index, key));
}

/** What one query compares every candidate with, computed once. */
interface QueryParts {
  main: string;
  /** "| main |": the text typed is one of a place's names. */
  wholeName: string;
  looseName: string | null;
  reader: readonly number[] | null;
}

function queryOf(input: IndexTierInput): QueryParts {
  return {
    main: input.terms[0]!,
    wholeName: `| ${input.terms[0]!} |`,
    looseName: input.loose === null ? null : `| ${input.loose} |`,
    reader: input.lat !== undefined && input.lng !== undefined ? toCube(input.lat, input.lng) : null,
  };
}

/** Whether `name` ("| x |") is one of the names of `text` (`'| ' || text || ' |' like '%| x |%'`). */
function hasName(text: string, name: string): boolean {
  // The same as `| ${text} |`.includes(name) without building that string.
  const inner = name.slice(2, -2);
  return (
    text === inner ||
    (text.startsWith(inner) && text.startsWith(' |', inner.length)) ||
    (text.endsWith(inner) && text.endsWith('| ', text.length - inner.length)) ||
    text.includes(name)
  );
}

/** A candidate with the ranking's fields (compareRanked), before its answer's row is built. */
interface RankKey {
  entry: number;
  id: string;
  match_class: number;
  is_local: boolean;
  score: number;
  population: number;
  name_length: number;
}

function rankKey(index: PlaceSearchIndex, entry: number, input: IndexTierInput, query: QueryParts): RankKey {
  const { main, reader } = query;
  const kind = index.kinds[entry]!;
  const text = index.texts[entry]!;
  const looseText = index.looseTexts[entry];
  const population = index.populations[entry]!;
  const reviewCount = index.reviewCounts[entry]!;
  const point = reader === null ? null : toCube(index.lats[entry]!, index.lngs[entry]!);
  const isLocal =
    index.countryCodes[entry] === input.localCountry ||
    (reader !== null && inEarthBox(reader, point!, input.localRadiusM));
  const isLocalHere = isLocal || kind === 'building' || kind === 'apartment';
  const lowerEn = index.lowerNamesEn[entry]!;
  const lowerRu = index.lowerNamesRu[entry]!;
  const lowerKa = index.lowerNamesKa[entry]!;
  const isName = main === lowerEn || main === lowerRu || main === lowerKa;
  const ownName = isName && (isLocal || kind !== 'city' || population >= input.worldCityPopulation);
  const isWholeName = hasName(text, query.wholeName);
  const otherName =
    isWholeName || (query.looseName !== null && looseText != null && hasName(looseText, query.looseName));
  const wordStart =
    input.terms.some((term) => hasWordStart(text, term)) ||
    (input.loose !== null && looseText != null && hasWordStart(looseText, input.loose));
  const ownNameStart = input.terms.some(
    (term) =>
      lowerEn.startsWith(term) ||
      lowerRu.startsWith(term) ||
      lowerKa.startsWith(term) ||
      lowerEn.includes(` ${term}`),
  );
  const matchClass = ownName
    ? isLocalHere
      ? CLASS.localName
      : CLASS.worldCityName
    : otherName
      ? isLocalHere
        ? CLASS.localName
        : CLASS.farOtherName
      : wordStart
        ? isLocalHere
          ? CLASS.localPrefix
          : ownNameStart
            ? CLASS.farPrefix
            : CLASS.contains
        : CLASS.contains;
  let score =
    (isName || isWholeName ? 0.4 : 0) +
    (input.terms.some((term) => hasWholeWords(text, term)) ? 0.2 : 0) +
    staticScore(kind, population, reviewCount);
  if (reader !== null && inEarthBox(reader, point!, 50000)) {
    score += 0.3 * Math.max(0, 1 - earthDistance(reader, point!) / 50000);
  }
  const name =
    input.lang === 'ru'
      ? index.namesRu[entry]!
      : input.lang === 'ka'
        ? index.namesKa[entry]!
        : index.namesEn[entry]!;
  return {
    entry,
    id: index.ids[entry]!,
    match_class: matchClass,
    is_local: isLocal,
    score,
    population,
    name_length: name.length,
  };
}

function rankedRow(index: PlaceSearchIndex, key: RankKey): RankedRow {
  const { entry } = key;
  const kind = index.kinds[entry]!;
  const parent = (id: string | null) => {
    if (id === null || id === index.ids[entry]) return undefined;
    return index.entryOf(id);
  };
  const city = parent(index.cityIds[entry]!);
  const district = parent(index.districtIds[entry]!);
  const building = kind === 'apartment' ? parent(index.parentIds[entry]!) : undefined;
  return {
    id: index.ids[entry]!,
    kind,
    name_en: index.namesEn[entry]!,
    name_ru: index.namesRu[entry]!,
    name_ka: index.namesKa[entry]!,
    country_code: index.countryCodes[entry]!,
    population: key.population,
    review_count: index.reviewCounts[entry]!,
    lat: index.lats[entry]!,
    lng: index.lngs[entry]!,
    normalized_address: index.addresses[entry]!,
    building_address: building === undefined ? null : index.addresses[building]!,
    city_name_en: city === undefined ? null : index.namesEn[city]!,
    city_name_ru: city === undefined ? null : index.namesRu[city]!,
    city_name_ka: city === undefined ? null : index.namesKa[city]!,
    district_name_en: district === undefined ? null : index.namesEn[district]!,
    district_name_ru: district === undefined ? null : index.namesRu[district]!,
    district_name_ka: district === undefined ? null : index.namesKa[district]!,
    match_class: key.match_class,
    is_local: key.is_local,
    score: key.score,
    name_length: key.name_length,
  };
}
