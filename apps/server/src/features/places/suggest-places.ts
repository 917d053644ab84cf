import type { Locale, PlaceKind, PlaceSuggestion } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  isSimilarAddress,
  type NormalizedAddress,
  normalizeAddress,
  parseAddressKey,
  placeWordsOf,
  transliterateToLatin,
} from './address.ts';
import { looseText } from './loose-text.ts';
import { normalizeText } from './normalize.ts';
import {
  countryName,
  nameOf,
  PLACE_COLUMNS,
  type PlaceRow,
  PUBLIC_HOME,
  queryRows,
} from './place-queries.ts';
import type { PlaceSearchIndex } from './search-index.ts';
import { HOME_COUNTRY, type SearchScope, scopeOfQuery } from './search-scope.ts';
import {
  type IndexTierInput,
  MATCH_CLASS,
  type RankedFields,
  rankIndexTier,
  rankTypoTier,
} from './suggest-from-index.ts';

export interface SuggestPlacesOptions {
  q: string;
  lang: Locale;
  lat?: number | undefined;
  lng?: number | undefined;
  kinds?: readonly PlaceKind[] | undefined;
  limit: number;
}

/**
 * What to look for: the text as typed (normalised), its Latin transliteration ("Тбил" and "თბილ"
 * also find places known only by their Latin name) and the address key ("ჭავჭავაძის 12" finds
 * the building stored as "12 Chavchavadze Ave").
 */
export function searchTermsOf(q: string): string[] {
  const text = normalizeText(q);
  const terms = new Set<string>();
  if (text) terms.add(text);
  const latin = normalizeText(transliterateToLatin(text));
  if (latin) terms.add(latin);
  // As search_text stores it: a fractional house number "7/2" is the words "7 2" there.
  const key = normalizeText(normalizeAddress(q).key);
  if (key && /\d/.test(key)) terms.add(key);
  return [...terms].slice(0, 3);
}

type SuggestionRow = PlaceRow & RankedFields;

export { MATCH_CLASS };

/** What a far-away place may match by and still stand in a list beside a good local match. */
const FAR_AWAY_BESIDE_LOCAL: ReadonlySet<number> = new Set([
  MATCH_CLASS.worldCityName,
  MATCH_CLASS.farPrefix,
]);

/** A far-away town smaller than this is no world city: its exact name counts as a prefix match. */
const WORLD_CITY_POPULATION = 100_000;

/** A place this near the reader's point is local wherever it is. */
const LOCAL_RADIUS_M = 100_000;

const AREA_KINDS: readonly PlaceKind[] = ['city', 'district'];
const HOME_KINDS: readonly PlaceKind[] = ['building', 'apartment'];

/**
 * The most buildings and apartments one text brings to the ranking. A long avenue's name matches
 * every house and flat on it (the benchmark's street, 120,000); ranking them all cost 250 ms a
 * keystroke. Past the cap the first ones found are ranked: the typed house number narrows them.
 */
export const HOME_CANDIDATE_CAP = 1000;

/**
 * The same cap for the in-memory index, which reads a street's homes best ranked first (by
 * reviews), so far fewer make the list; the house typed in full comes past it as in SQL.
 */
export const INDEX_HOME_CANDIDATE_CAP = 300;

const kindList = (kinds: readonly PlaceKind[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * The places to rank, in two branches that each use their own trigram index (migration 0007):
 * every city and district matching `areas`, and at most HOME_CANDIDATE_CAP homes matching
 * `homes` (none when it is null). The buildings matching `exactHomes`, and their flats, get their
 * own cap, so the house typed in full ("Chavchavadze 12") is ranked even when its prefix also
 * brings 120–129 and 1200–1299 past the cap.
 */
function candidates(
  kinds: readonly PlaceKind[] | undefined,
  scope: SQL | null,
  areas: SQL,
  homes: SQL | null,
  exactHomes: SQL | null = null,
): SQL {
  const wanted = (group: readonly PlaceKind[]) =>
    kinds && kinds.length > 0 ? group.filter((kind) => kinds.includes(kind)) : group;
  // Homes only once a review of them is published (isPublicPlace): the author of a failed or
  // scheduled review finds theirs by its id, nobody else finds it at all.
  const branch = (group: readonly PlaceKind[], where: SQL, cap: SQL) => sql`(
    select p.id, p.kind, p.name_en, p.name_ru, p.name_ka, p.search_text, p.search_loose, p.population,
           p.review_count, p.country_code, p.lat, p.lng
    from places p
    where p.kind in (${kindList(group)}) ${group.some((kind) => HOME_KINDS.includes(kind)) ? sql`and ${PUBLIC_HOME}` : sql``}
      ${scope ? sql`and ${scope}` : sql``}
      and ${where} ${cap})`;
  const branches: SQL[] = [];
  const areaKinds = wanted(AREA_KINDS);
  if (areaKinds.length > 0) branches.push(branch(areaKinds, areas, sql``));
  const homeKinds = wanted(HOME_KINDS);
  const cap = sql`limit ${HOME_CANDIDATE_CAP}`;
  if (exactHomes) {
    // The house from the buildings' own index, and its flats through their parent: matching the
    // flats' text instead reads every flat of the street that shares the number ("кв. 1").
    if (homeKinds.includes('building')) branches.push(branch(['building'], exactHomes, cap));
    if (homeKinds.includes('apartment')) {
      branches.push(
        branch(
          ['apartment'],
          // A public flat's building is public too (its reviews count there as well): the public
          // buildings' indexes, of the text and of its loose spelling, find it.
          sql`p.parent_id in (select p.id from places p
                              where p.kind = 'building' and p.review_count > 0 and ${exactHomes})`,
          cap,
        ),
      );
    }
  }
  if (homes && homeKinds.length > 0) branches.push(branch(homeKinds, homes, cap));
  // Only homes asked for, with text too short for them: nothing to rank.
  if (branches.length === 0) return sql`select * from places p where false`;
  return sql.join(branches, sql` union `);
}

/** The typo tier ranks this many times the limit, as the address check below may drop some. */
const SIMILAR_OVERFETCH = 3;

/**
 * Whether a home fits the address typed: a typed house number is the building's number (an
 * apartment's own number never stands for it: "проспект Важа-Пшавела, 45" is no flat 45 of
 * Pekini Avenue), as typed so far (a prefix: "12" still offers 120 while typing). In the typo tier
 * the street must also be similar, so a street nobody knows answers no building rather than
 * another street's house of that number. Areas, and homes without an address key, always fit.
 */
export function fitsTypedAddress(
  row: Pick<SuggestionRow, 'kind' | 'normalized_address' | 'building_address'>,
  typed: NormalizedAddress,
  options: { similarStreet: boolean },
): boolean {
  if (!typed.houseNumber || (row.kind !== 'building' && row.kind !== 'apartment')) return true;
  const key = row.kind === 'building' ? row.normalized_address : row.building_address;
  if (!key) return true;
  const home = parseAddressKey(key);
  if (!home.houseNumber?.startsWith(typed.houseNumber)) return false;
  if (!options.similarStreet) return true;
  // "Avenue 41": a street type and a number name no street.
  if (typed.street.length === 0) return false;
  return isSimilarAddress(
    {
      ...typed,
      key: [...typed.street, home.houseNumber].join(' '),
      houseNumber: home.houseNumber,
      block: home.block,
    },
    home,
  );
}

/** The order of the ranking query (`withParents`), for merging the rows of two tiers. */
function byRank(a: SuggestionRow, b: SuggestionRow): number {
  return (
    Number(b.match_class) - Number(a.match_class) ||
    Number(b.is_local) - Number(a.is_local) ||
    Number(b.score) - Number(a.score) ||
    Number(b.population) - Number(a.population) ||
    Number(a.name_length) - Number(b.name_length) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * A far-away place matched only by another of its names, a part of a word or a typo never stands
 * above or beside a local place that matched by its name or a word's start: "Vake" is the district,
 * not Bouaké after it; "Pekini" is the avenue, without Beijing below it. Such places stay when
 * nothing local matched that well (the reader may be looking abroad).
 */
export function keepFarAwayApart<Row extends Pick<SuggestionRow, 'match_class' | 'is_local'>>(
  rows: readonly Row[],
): Row[] {
  const localMatch = rows.some((row) => row.is_local && Number(row.match_class) >= MATCH_CLASS.localPrefix);
  if (!localMatch) return [...rows];
  return rows.filter(
    (row) =>
      row.is_local ||
      Number(row.match_class) >= MATCH_CLASS.localPrefix ||
      FAR_AWAY_BESIDE_LOCAL.has(Number(row.match_class)),
  );
}

/**
 * Ranked suggestions for the search box. Candidates come from the trigram index (word
 * similarity: prefixes and small typos; substring for 3+ letters); the rank adds up match
 * quality (a word starting with the text, an exact name), the kind (cities first, then districts,
 * buildings, apartments), popularity (population, reviews) and nearness to `lat`/`lng`.
 */
export async function suggestPlaces(
  db: Db,
  options: SuggestPlacesOptions,
  index: PlaceSearchIndex | null = null,
): Promise<PlaceSuggestion[]> {
  if (searchTermsOf(options.q).length === 0) return [];
  // The same text typed again (by anyone) is answered as before until a place changes.
  const key = index ? answerKey(options) : '';
  const kept = index?.keptAnswer<PlaceSuggestion[]>(key);
  if (kept) return [...kept];
  const since = index?.changeCount ?? 0;
  const answer = await suggestAnywhere(db, options, index);
  index?.keepAnswer(key, answer, since);
  return [...answer];
}

/** Everything an answer depends on besides the places. */
function answerKey(options: SuggestPlacesOptions): string {
  return JSON.stringify([options.q, options.lang, options.lat, options.lng, options.kinds, options.limit]);
}

async function suggestAnywhere(
  db: Db,
  options: SuggestPlacesOptions,
  index: PlaceSearchIndex | null,
): Promise<PlaceSuggestion[]> {
  const scope = await scopeOfQuery(db, options.q, index);
  if (!scope.where) return suggestInScope(db, options, scope, index);
  const scoped = await suggestInScope(db, options, scope, index);
  // "Vake Tbilisi" read as the district in the city; "ул. Кутаиси, 31" is no house 31 in Kutaisi.
  return scoped.length > 0
    ? scoped
    : suggestInScope(db, options, { text: options.q, where: null, countryCode: null }, index);
}

/**
 * Tiers 1 and 1b (below) from the in-memory index: the same candidates, classes and scores, in
 * memory, the query's loose text too (loose-text.ts).
 */
function prefixTiersFromIndex(
  index: PlaceSearchIndex,
  options: SuggestPlacesOptions,
  scope: SearchScope,
  terms: string[],
  looseWords: string,
): SuggestionRow[] {
  const main = terms[0]!;
  const typed = normalizeAddress(scope.text);
  const input = indexTierInput(options, scope, terms, looseWords);
  const fits = (row: SuggestionRow) => fitsTypedAddress(row, typed, { similarStreet: false });
  let rows = (rankIndexTier(index, input, 'text') as SuggestionRow[]).filter(fits);
  const localFound = rows.some((row) => Number(row.match_class) >= MATCH_CLASS.localPrefix);
  if (input.loose && main.length >= 3 && (rows.length < options.limit || !localFound)) {
    const exclude = new Set(rows.map((row) => row.id));
    const looseRows = (rankIndexTier(index, { ...input, exclude }, 'loose') as SuggestionRow[]).filter(fits);
    rows = [...rows, ...looseRows].sort(byRank).slice(0, options.limit);
  }
  return rows;
}

/** What the in-memory tiers are asked: the query, the reader and the scope. */
function indexTierInput(
  options: SuggestPlacesOptions,
  scope: SearchScope,
  terms: string[],
  looseWords: string,
): IndexTierInput {
  const loose = looseWords.length >= 3 ? looseText(looseWords) : '';
  return {
    terms,
    loose: loose.length >= 3 ? loose : null,
    lang: options.lang,
    lat: options.lat,
    lng: options.lng,
    kinds: options.kinds,
    limit: options.limit,
    scope: {
      cityId: scope.cityId ?? null,
      districtId: scope.districtId ?? null,
      countryCode: scope.countryCode,
    },
    localCountry: scope.countryCode ?? HOME_COUNTRY,
    worldCityPopulation: WORLD_CITY_POPULATION,
    localRadiusM: LOCAL_RADIUS_M,
    homeCap: INDEX_HOME_CANDIDATE_CAP,
  };
}

/** Past this many places carrying a house number the typo tier reads them from PostgreSQL as before. */
const MAX_CARRYING = 2000;

/**
 * The typo tier's candidates with a typed house number, from the in-memory index: the public
 * places in scope, of the kinds asked, not found already, with the number as whole words (the
 * SQL's `like '% 12 %'`), as ids; null when there are too many to list.
 */
function placesCarrying(
  index: PlaceSearchIndex,
  houseNumber: string,
  kinds: readonly PlaceKind[] | undefined,
  scope: SearchScope,
  found: readonly SuggestionRow[],
): SQL[] | null {
  const wanted = new Set<PlaceKind>(kinds && kinds.length > 0 ? kinds : [...AREA_KINDS, ...HOME_KINDS]);
  const seen = new Set(found.map((row) => row.id));
  const cityId = scope.cityId ?? null;
  const districtId = scope.districtId ?? null;
  const entries = index.find({
    term: houseNumber,
    field: 'text',
    wholeWords: true,
    homeCap: MAX_CARRYING + 1,
    accept: (entry) =>
      wanted.has(index.kinds[entry]!) &&
      (districtId === null || index.districtIds[entry] === districtId) &&
      (districtId !== null || cityId === null || index.cityIds[entry] === cityId) &&
      (scope.countryCode === null || index.countryCodes[entry] === scope.countryCode) &&
      !seen.has(index.ids[entry]!),
  });
  if (entries.length > MAX_CARRYING) return null;
  return entries.map((entry) => sql`${index.ids[entry]!}::uuid`);
}

async function suggestInScope(
  db: Db,
  options: SuggestPlacesOptions,
  scope: SearchScope,
  index: PlaceSearchIndex | null,
): Promise<PlaceSuggestion[]> {
  const q = searchTermsOf(scope.text).length > 0 ? scope.text : options.q;
  const terms = searchTermsOf(q);
  if (terms.length === 0) return [];
  const main = terms[0]!;

  const nameColumn = sql.raw(
    options.lang === 'ru' ? 'p.name_ru' : options.lang === 'ka' ? 'p.name_ka' : 'p.name_en',
  );
  const anyTerm = (each: (term: string) => SQL) => sql`(${sql.join(terms.map(each), sql` or `)})`;
  const wholeWords = anyTerm((t) => sql`(' ' || p.search_text || ' ') like ${`% ${t} %`}`);
  const wordStart = anyTerm((t) => sql`p.search_text like ${`${t}%`} or p.search_text like ${`% ${t}%`}`);
  // The loose spelling (migration 0023: "Vaja", "Kazbegis", "Tchavtchavadze" meet the names we
  // store) of the words that can name a place. Too short a loose text would read the whole index:
  // the length check is on constants, so the planner drops the branch instead.
  const looseWords = placeWordsOf(q);
  const loose = looseWords.length >= 3 ? sql`loose_text(${looseWords})` : null;
  const ifLoose = (each: (l: SQL) => SQL) =>
    loose ? sql`(length(${loose}) >= 3 and ${each(loose)})` : sql`false`;
  const looseWordStart = ifLoose(
    (l) => sql`(p.search_loose like ${l} || '%' or p.search_loose like '% ' || ${l} || '%')`,
  );
  const looseName = ifLoose((l) => sql`('| ' || p.search_loose || ' |') like '%| ' || ${l} || ' |%'`);
  const isLocal = sql`(coalesce(p.country_code = ${scope.countryCode ?? HOME_COUNTRY}, false)${
    options.lat !== undefined && options.lng !== undefined
      ? sql` or earth_box(ll_to_earth(${options.lat}, ${options.lng}), ${LOCAL_RADIUS_M}) @> ll_to_earth(p.lat, p.lng)`
      : sql``
  })`;
  // The place's own name in one of our languages; for a far-away place only a world city's.
  const ownName = sql`${main} in (lower(p.name_en), lower(p.name_ru), lower(p.name_ka))
    and (${isLocal} or p.kind <> 'city' or p.population >= ${WORLD_CITY_POPULATION})`;
  const otherName = sql`(('| ' || p.search_text || ' |') like ${`%| ${main} |%`} or ${looseName})`;
  // A far-away area's own names, for a word starting with the text: its other names (GeoNames
  // lists dozens, in every language) are not what a reader here means by a prefix.
  const ownNameStart = anyTerm(
    (t) => sql`lower(p.name_en) like ${`${t}%`} or lower(p.name_ru) like ${`${t}%`}
      or lower(p.name_ka) like ${`${t}%`} or lower(p.name_en) like ${`% ${t}%`}`,
  );
  const isLocalHere = sql`(${isLocal} or p.kind in ('building', 'apartment'))`;
  const matchClass = sql`(case
    when ${ownName} then (case when ${isLocalHere} then ${MATCH_CLASS.localName} else ${MATCH_CLASS.worldCityName} end)
    when ${otherName} then (case when ${isLocalHere} then ${MATCH_CLASS.localName} else ${MATCH_CLASS.farOtherName} end)
    when ${wordStart} or ${looseWordStart} then (case when ${isLocalHere} then ${MATCH_CLASS.localPrefix}
      when ${ownNameStart} then ${MATCH_CLASS.farPrefix} else ${MATCH_CLASS.contains} end)
    else ${MATCH_CLASS.contains} end)`;
  // Within a class: an exact name, whole words, the kind (cities first, then districts,
  // buildings, apartments), popularity (population, reviews) and nearness to `lat`/`lng`.
  const rank = sql`(case when ${main} in (lower(p.name_en), lower(p.name_ru), lower(p.name_ka))
      or ('| ' || p.search_text || ' |') like ${`%| ${main} |%`} then 0.4 else 0 end)
    + (case when ${wholeWords} then 0.2 else 0 end)
    + (case p.kind when 'district' then 0.35 when 'city' then 0.25 when 'building' then 0.15 else 0.05 end)
    + greatest(0, log(p.population + 1) - 3) * 0.1 + ln(p.review_count + 1) * 0.08
    + ${
      options.lat !== undefined && options.lng !== undefined
        ? sql`(case when earth_box(ll_to_earth(${options.lat}, ${options.lng}), 50000) @> ll_to_earth(p.lat, p.lng)
            then 0.3 * greatest(0, 1 - earth_distance(ll_to_earth(${options.lat}, ${options.lng}),
                                                      ll_to_earth(p.lat, p.lng)) / 50000)
            else 0 end)`
        : sql`0`
    }`;

  // Ranked ids, then their rows with the parents' names: one round trip per tier.
  const withParents = (ranked: SQL) => sql`
    select ${PLACE_COLUMNS}, ranked.score, ranked.match_class, ranked.is_local, ranked.name_length,
           c.name_en as city_name_en, c.name_ru as city_name_ru, c.name_ka as city_name_ka,
           d.name_en as district_name_en, d.name_ru as district_name_ru, d.name_ka as district_name_ka,
           b.normalized_address as building_address
    from (${ranked}) ranked
    join places p on p.id = ranked.id
    left join places c on c.id = p.city_id and p.city_id <> p.id
    left join places d on d.id = p.district_id and p.district_id <> p.id
    left join places b on b.id = p.parent_id and p.kind = 'apartment'
    order by ranked.match_class desc, ranked.is_local desc, ranked.score desc, ranked.population desc,
             ranked.name_length, p.id`;
  // Tiers 1 and 1b in SQL, while the in-memory index is not built (or not used).
  const prefixTiersFromSql = async (): Promise<SuggestionRow[]> => {
    // Tier 1, words starting with the text. With 3+ letters the trigram index finds them and the
    // check is a cheap LIKE; shorter text matches too much to be useful except among the larger
    // cities, the districts and the reviewed homes.
    const contains = anyTerm((t) => sql`p.search_text like ${`%${t}%`}`);
    const looseContains = ifLoose((l) => sql`p.search_loose like '%' || ${l} || '%'`);
    // The same, in the shape the trigram index can use (a word ends at a space or the end).
    const wholeWordsIndexed = anyTerm(
      (t) => sql`p.search_text like ${`%${t} %`} or p.search_text like ${`%${t}`}`,
    );
    const looseWholeWords = ifLoose(
      (l) => sql`(p.search_loose like '%' || ${l} || ' %' or p.search_loose like '%' || ${l})
        and (' ' || p.search_loose || ' ') like '% ' || ${l} || ' %'`,
    );
    const prefixCandidates =
      main.length >= 3
        ? candidates(
            options.kinds,
            scope.where,
            sql`${contains} and ${wordStart}`,
            sql`${contains} and ${wordStart}`,
            // Only a typed house number makes whole words selective enough to be worth a branch.
            /\d/.test(main) ? sql`${wholeWordsIndexed} and ${wholeWords}` : null,
          )
        : main.length === 2
          ? candidates(
              options.kinds,
              scope.where,
              sql`(p.kind = 'district' or p.population >= 15000) and ${wordStart}`,
              sql`${PUBLIC_HOME} and ${wordStart}`,
            )
          : candidates(
              options.kinds,
              scope.where,
              sql`p.kind = 'city' and p.population >= 100000 and ${wordStart}`,
              null,
            );
    const prefixTier = (found: SQL) =>
      queryRows<SuggestionRow>(
        db,
        withParents(sql`
        select p.id, ${matchClass} as match_class, ${isLocal} as is_local, ${rank} as score, p.population,
               length(${nameColumn}) as name_length
        from (${found}) p
        order by match_class desc, is_local desc, score desc, p.population desc, name_length, p.id
        limit ${options.limit}`),
      );
    let rows = (await prefixTier(prefixCandidates)).filter((row) =>
      fitsTypedAddress(row, typed, { similarStreet: false }),
    );
    // Tier 1b, the loose spelling ("Vaja", "Kazbegis 24"), when the text as typed found too few or
    // nothing local: a street type or a common word ("Тестовая улица") matches a whole street in
    // either spelling, and the text as typed finds enough of it at a fraction of the cost.
    // (The match class counts a home as local: a home that starts with the text is enough.)
    const localFound = rows.some((row) => Number(row.match_class) >= MATCH_CLASS.localPrefix);
    if (loose && main.length >= 3 && (rows.length < options.limit || !localFound)) {
      const seen =
        rows.length > 0
          ? sql`and p.id not in (${sql.join(
              rows.map((r) => sql`${r.id}::uuid`),
              sql`, `,
            )})`
          : sql``;
      const looseWhere = sql`${looseContains} and ${looseWordStart} ${seen}`;
      const looseRows = await prefixTier(
        candidates(
          options.kinds,
          scope.where,
          looseWhere,
          looseWhere,
          /\d/.test(main) ? sql`${looseWholeWords} ${seen}` : null,
        ),
      );
      rows = [...rows, ...looseRows.filter((row) => fitsTypedAddress(row, typed, { similarStreet: false }))]
        .sort(byRank)
        .slice(0, options.limit);
    }
    return rows;
  };
  const typed = normalizeAddress(q);
  let rows: SuggestionRow[];
  if (index) {
    rows = prefixTiersFromIndex(index, options, { ...scope, text: q }, terms, looseWords);
  } else {
    rows = await prefixTiersFromSql();
  }
  // Tier 2, typos ("Tbilsi"): word similarity, only when the prefixes found too few; it reads the
  // posting lists of common trigrams and costs several times a prefix search. Not for an address
  // with a house number that already matched: similarity there brings every house of a long street, and
  // ranking them all cost seconds on a street of 60,000 buildings (docs/performance.md).
  // Nor for the whole name of a local place ("Ваке"): a name found as typed is no typo, and the
  // typo tier, read from PostgreSQL, is the costliest part of such a keystroke.
  const namedLocally = rows.some((row) => Number(row.match_class) === MATCH_CLASS.localName);
  const wantsSimilar =
    rows.length === 0 || (rows.length < Math.min(3, options.limit) && !/\d/.test(main) && !namedLocally);
  // Without a house number, the typo tier from memory first (one edit in a word, in any script:
  // "Tbilsi", "Vkae", "Бтауми"); PostgreSQL's trigram similarity only when memory found none.
  const houseNumber = typed.houseNumber ? normalizeText(typed.houseNumber) : null;
  const typos =
    index && wantsSimilar && main.length >= 4 && !houseNumber
      ? (rankTypoTier(index, {
          ...indexTierInput(options, scope, terms, looseWords),
          exclude: new Set(rows.map((row) => row.id)),
          limit: options.limit - rows.length,
        }) as SuggestionRow[])
      : [];
  rows.push(...typos);
  if (wantsSimilar && main.length >= 4 && typos.length === 0) {
    const seen = rows.map((r) => sql`${r.id}::uuid`);
    // A typed house number is not a typo: only places carrying that number are similar, which
    // keeps a long street's other houses out of the ranking.
    // The default word-similarity threshold (0.6) misses one-letter typos in short names
    // ("Tbilsi" is 0.57 from "Tbilisi"); 0.5 still keeps unrelated words out.
    // With a house number, the in-memory index knows the few places carrying it: PostgreSQL
    // compares those by their ids instead of reading the trigram index's long posting lists
    // ("12 bench s" read every Bench Street house: 1.5 s a keystroke, docs/performance.md).
    const carrying =
      index && houseNumber ? placesCarrying(index, houseNumber, options.kinds, scope, rows) : null;
    const similarWhere = sql`${anyTerm((t) => sql`p.search_text %> ${t}`)}
      ${seen.length > 0 ? sql`and p.id not in (${sql.join(seen, sql`, `)})` : sql``}
      ${houseNumber ? sql`and (' ' || p.search_text || ' ') like ${`% ${houseNumber} %`}` : sql``}
      ${carrying ? sql`and p.id in (${sql.join(carrying, sql`, `)})` : sql``}`;
    const similar =
      carrying?.length === 0
        ? []
        : await db.transaction(async (tx) => {
            await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.5`);
            return queryRows<SuggestionRow>(
              tx,
              withParents(sql`
        select p.id, ${MATCH_CLASS.typo} as match_class, ${isLocal} as is_local, greatest(${sql.join(
          terms.map((t) => sql`word_similarity(${t}, p.search_text)`),
          sql`, `,
        )}) + ${rank} as score, p.population, length(${nameColumn}) as name_length
        from (${candidates(options.kinds, scope.where, similarWhere, similarWhere)}) p
        order by is_local desc, score desc, p.population desc, name_length, p.id
        limit ${SIMILAR_OVERFETCH * options.limit}`),
            );
          });
    rows.push(
      ...similar
        .filter((row) => fitsTypedAddress(row, typed, { similarStreet: true }))
        .slice(0, options.limit - rows.length),
    );
  }

  return keepFarAwayApart(rows).map((row) => {
    const parents: string[] = [];
    if (row.kind === 'city') {
      const country = countryName(row.country_code, options.lang);
      if (country) parents.push(country);
    } else {
      if (row.district_name_en !== null) {
        parents.push(
          nameOf(
            { name_en: row.district_name_en, name_ru: row.district_name_ru!, name_ka: row.district_name_ka! },
            options.lang,
          ),
        );
      }
      if (row.city_name_en !== null) {
        parents.push(
          nameOf(
            { name_en: row.city_name_en, name_ru: row.city_name_ru!, name_ka: row.city_name_ka! },
            options.lang,
          ),
        );
      }
    }
    return {
      id: row.id,
      kind: row.kind,
      name: nameOf(row, options.lang),
      context: parents.length > 0 ? parents.join(', ') : null,
      location: { lat: Number(row.lat), lng: Number(row.lng) },
      reviewCount: Number(row.review_count),
      source: 'places' as const,
    };
  });
}
