import type { Locale, PlaceKind, PlaceSuggestion } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  isSimilarAddress,
  type NormalizedAddress,
  normalizeAddress,
  parseAddressKey,
  transliterateToLatin,
} from './address.ts';
import { normalizeText } from './normalize.ts';
import {
  countryName,
  nameOf,
  PLACE_COLUMNS,
  type PlaceRow,
  PUBLIC_HOME,
  queryRows,
} from './place-queries.ts';

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

interface SuggestionRow extends PlaceRow {
  /** An apartment's building's address key ("pekin 41"): the house number a typed one must match. */
  building_address: string | null;
  city_name_en: string | null;
  city_name_ru: string | null;
  city_name_ka: string | null;
  district_name_en: string | null;
  district_name_ru: string | null;
  district_name_ka: string | null;
}

const AREA_KINDS: readonly PlaceKind[] = ['city', 'district'];
const HOME_KINDS: readonly PlaceKind[] = ['building', 'apartment'];

/**
 * The most buildings and apartments one text brings to the ranking. A long avenue's name matches
 * every house and flat on it (the benchmark's street, 120,000); ranking them all cost 250 ms a
 * keystroke. Past the cap the first ones found are ranked: the typed house number narrows them.
 */
export const HOME_CANDIDATE_CAP = 1000;

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
  areas: SQL,
  homes: SQL | null,
  exactHomes: SQL | null = null,
): SQL {
  const wanted = (group: readonly PlaceKind[]) =>
    kinds && kinds.length > 0 ? group.filter((kind) => kinds.includes(kind)) : group;
  // Homes only once a review of them is published (isPublicPlace): the author of a failed or
  // scheduled review finds theirs by its id, nobody else finds it at all.
  const branch = (group: readonly PlaceKind[], where: SQL, cap: SQL) => sql`(
    select p.id, p.kind, p.name_en, p.name_ru, p.name_ka, p.search_text, p.population, p.review_count,
           p.lat, p.lng
    from places p
    where p.kind in (${kindList(group)}) ${group.some((kind) => HOME_KINDS.includes(kind)) ? sql`and ${PUBLIC_HOME}` : sql``}
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
          sql`p.parent_id in (select p.id from places p where p.kind = 'building' and ${exactHomes})`,
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

/**
 * Ranked suggestions for the search box. Candidates come from the trigram index (word
 * similarity: prefixes and small typos; substring for 3+ letters); the rank adds up match
 * quality (a word starting with the text, an exact name), the kind (cities first, then districts,
 * buildings, apartments), popularity (population, reviews) and nearness to `lat`/`lng`.
 */
export async function suggestPlaces(db: Db, options: SuggestPlacesOptions): Promise<PlaceSuggestion[]> {
  const terms = searchTermsOf(options.q);
  if (terms.length === 0) return [];
  const main = terms[0]!;

  const nameColumn = sql.raw(
    options.lang === 'ru' ? 'p.name_ru' : options.lang === 'ka' ? 'p.name_ka' : 'p.name_en',
  );
  const anyTerm = (each: (term: string) => SQL) => sql`(${sql.join(terms.map(each), sql` or `)})`;
  const wholeWords = anyTerm((t) => sql`(' ' || p.search_text || ' ') like ${`% ${t} %`}`);
  const wordStart = anyTerm((t) => sql`p.search_text like ${`${t}%`} or p.search_text like ${`% ${t}%`}`);
  // The exact name in any of our languages, or any other name of the place ("Kiev", "Tiflis"):
  // "Paris" on a Russian page is Paris, France first.
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

  // Tier 1, words starting with the text. With 3+ letters the trigram index finds them and the
  // check is a cheap LIKE; shorter text matches too much to be useful except among the larger
  // cities, the districts and the reviewed homes.
  const contains = anyTerm((t) => sql`p.search_text like ${`%${t}%`}`);
  // The same, in the shape the trigram index can use (a word ends at a space or the end).
  const wholeWordsIndexed = anyTerm(
    (t) => sql`p.search_text like ${`%${t} %`} or p.search_text like ${`%${t}`}`,
  );
  const prefixCandidates =
    main.length >= 3
      ? candidates(
          options.kinds,
          sql`${contains} and ${wordStart}`,
          sql`${contains} and ${wordStart}`,
          // Only a typed house number makes whole words selective enough to be worth a branch.
          /\d/.test(main) ? sql`${wholeWordsIndexed} and ${wholeWords}` : null,
        )
      : main.length === 2
        ? candidates(
            options.kinds,
            sql`(p.kind = 'district' or p.population >= 15000) and ${wordStart}`,
            sql`${PUBLIC_HOME} and ${wordStart}`,
          )
        : candidates(options.kinds, sql`p.kind = 'city' and p.population >= 100000 and ${wordStart}`, null);
  // Ranked ids, then their rows with the parents' names: one round trip per tier.
  const withParents = (ranked: SQL) => sql`
    select ${PLACE_COLUMNS}, ranked.score,
           c.name_en as city_name_en, c.name_ru as city_name_ru, c.name_ka as city_name_ka,
           d.name_en as district_name_en, d.name_ru as district_name_ru, d.name_ka as district_name_ka,
           b.normalized_address as building_address
    from (${ranked}) ranked
    join places p on p.id = ranked.id
    left join places c on c.id = p.city_id and p.city_id <> p.id
    left join places d on d.id = p.district_id and p.district_id <> p.id
    left join places b on b.id = p.parent_id and p.kind = 'apartment'
    order by ranked.score desc, ranked.population desc, ranked.name_length, p.id`;
  const typed = normalizeAddress(options.q);
  const rows = (
    await queryRows<SuggestionRow>(
      db,
      withParents(sql`
      select p.id, ${rank} as score, p.population, length(${nameColumn}) as name_length
      from (${prefixCandidates}) p
      order by score desc, p.population desc, name_length, p.id limit ${options.limit}`),
    )
  ).filter((row) => fitsTypedAddress(row, typed, { similarStreet: false }));
  // Tier 2, typos ("Tbilsi"): word similarity, only when the prefixes found too few; it reads the
  // posting lists of common trigrams and costs several times a prefix search. Not for an address
  // with a house number that already matched: similarity there brings every house of a long street, and
  // ranking them all cost seconds on a street of 60,000 buildings (docs/performance.md).
  const wantsSimilar = rows.length === 0 || (rows.length < Math.min(3, options.limit) && !/\d/.test(main));
  if (wantsSimilar && main.length >= 4) {
    const seen = rows.map((r) => sql`${r.id}::uuid`);
    // A typed house number is not a typo: only places carrying that number are similar, which
    // keeps a long street's other houses out of the ranking.
    const houseNumber = typed.houseNumber ? normalizeText(typed.houseNumber) : null;
    // The default word-similarity threshold (0.6) misses one-letter typos in short names
    // ("Tbilsi" is 0.57 from "Tbilisi"); 0.5 still keeps unrelated words out.
    const similarWhere = sql`${anyTerm((t) => sql`p.search_text %> ${t}`)}
      ${seen.length > 0 ? sql`and p.id not in (${sql.join(seen, sql`, `)})` : sql``}
      ${houseNumber ? sql`and (' ' || p.search_text || ' ') like ${`% ${houseNumber} %`}` : sql``}`;
    const similar = await db.transaction(async (tx) => {
      await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.5`);
      return queryRows<SuggestionRow>(
        tx,
        withParents(sql`
        select p.id, greatest(${sql.join(
          terms.map((t) => sql`word_similarity(${t}, p.search_text)`),
          sql`, `,
        )}) + ${rank} as score, p.population, length(${nameColumn}) as name_length
        from (${candidates(options.kinds, similarWhere, similarWhere)}) p
        order by score desc, p.population desc, name_length, p.id limit ${SIMILAR_OVERFETCH * options.limit}`),
      );
    });
    rows.push(
      ...similar
        .filter((row) => fitsTypedAddress(row, typed, { similarStreet: true }))
        .slice(0, options.limit - rows.length),
    );
  }

  return rows.map((row) => {
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
