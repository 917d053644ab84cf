import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isStreetWordStart, placeWordsOf } from './address.ts';
import { looseText } from './loose-text.ts';
import { normalizeText } from './normalize.ts';
import { PLACE_COLUMNS, type PlaceRow, queryRows } from './place-queries.ts';
import type { PlaceSearchIndex } from './search-index.ts';

/*
 * "Vake, Tbilisi", "Chavchavadze 12, Tbilisi", "Тбилиси, Ваке", "Paris, France": the part of a
 * search before or after a comma may name where to look (a city, a district of it, a country)
 * rather than what. It becomes the search's scope, and the rest is searched inside it.
 */

/** The country whose places come first when the reader's is not known (issue 29). */
export const HOME_COUNTRY = 'GE';

export interface SearchScope {
  /** What is left to look for. */
  text: string;
  /** The condition on `places p` the results must meet, or null for everywhere. */
  where: SQL | null;
  /** The country the query named ("Paris, France"): its places are the local ones. */
  countryCode: string | null;
  /** The city or district named (`where` as ids, for the in-memory index). */
  cityId?: string | null;
  districtId?: string | null;
}

/** At most this many parts are read as a scope: "12 Chavchavadze, Vake, Tbilisi" has two. */
const MAX_SCOPE_PARTS = 2;

let countryCodes: Map<string, string> | null = null;

/** Every country's name in en, ru and ka (as Intl knows them), normalised, to its ISO code. */
function countryCodeOf(words: string): string | null {
  if (!countryCodes) {
    const byName = new Map<string, string>([['sakartvelo', 'GE']]);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const lang of ['en', 'ru', 'ka']) {
      const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
      for (const first of letters) {
        for (const second of letters) {
          const code = `${first}${second}`;
          let name: string | undefined;
          try {
            name = names.of(code);
          } catch {
            continue;
          }
          if (name) byName.set(normalizeText(name), code);
        }
      }
    }
    countryCodes = byName;
  }
  return countryCodes.get(normalizeText(words)) ?? null;
}

/**
 * A city (or, inside `cityId`, a district of it) whose name is `words` in any of its spellings,
 * local first, then the most populous. From the in-memory index when it is built (the same rule,
 * PlaceSearchIndex.findAreaNamed), asking PostgreSQL nothing.
 */
export async function findAreaNamed(
  db: Pick<Db, 'execute'>,
  words: string,
  cityId: string | null,
  countryCode: string | null,
  index: PlaceSearchIndex | null = null,
): Promise<PlaceRow | null> {
  if (words.length < 3) return null;
  if (index) return index.findAreaNamed(looseText(words), { cityId, countryCode, homeCountry: HOME_COUNTRY });
  // Whole words, in the shape the trigram index reads selectively (its trigrams at a word's
  // edges): "%uli%" would read every city with "uli" inside a word.
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind in ('city', 'district')
          and (p.search_loose like loose_text(${words}) || ' %' or p.search_loose like '% ' || loose_text(${words}) || ' %'
               or p.search_loose like '% ' || loose_text(${words}) or p.search_loose = loose_text(${words}))
          and ('| ' || p.search_loose || ' |') like '%| ' || loose_text(${words}) || ' |%'
          and ${cityId ? sql`p.kind = 'district' and p.city_id = ${cityId}::uuid` : sql`p.kind = 'city'`}
          ${countryCode ? sql`and p.country_code = ${countryCode}` : sql``}
        order by coalesce(p.country_code = ${HOME_COUNTRY}, false) desc, p.population desc, p.id
        limit 1`,
  );
  return row ?? null;
}

/** Whether what is left after taking a scope still names something: "31" alone does not. */
const hasLetters = (parts: readonly string[]) => parts.some((part) => /\p{L}/u.test(part));

/**
 * Reads the scope out of a search text (see above). Only parts separated by commas count, and
 * only whole names: "Vake Tbilisi" is searched as typed.
 */
export async function scopeOfQuery(
  db: Pick<Db, 'execute'>,
  q: string,
  searchIndex: PlaceSearchIndex | null = null,
): Promise<SearchScope> {
  let parts = q
    .split(/[,;،]/u)
    .map((part) => part.trim())
    .filter((part) => normalizeText(part).length > 0);
  const none: SearchScope = { text: q, where: null, countryCode: null };
  // Without a comma only a last word can be a city ("Vake Tbilisi"); a wrong guess costs nothing,
  // as a scoped search that finds nothing is searched again without it (suggestPlaces).
  if (parts.length === 1 && !/\d/.test(q)) {
    const words = parts[0]!.split(/\s+/u);
    // A word still being typed ("Тестовая ули", "Тестовая улиц") is no city yet: four letters
    // at least, and not the start of a street type.
    const last = words.at(-1)!;
    if (words.length >= 2 && placeWordsOf(last).length >= 4 && !isStreetWordStart(last)) {
      parts = [words.slice(0, -1).join(' '), words.at(-1)!];
    }
  }
  if (parts.length < 2) return none;
  let cityId: string | null = null;
  let districtId: string | null = null;
  let countryCode: string | null = null;
  for (let taken = 0; taken < MAX_SCOPE_PARTS && parts.length >= 2; taken++) {
    let found = false;
    // The scope is usually last ("Vake, Tbilisi"), in Russian and Georgian forms also first.
    for (const index of [parts.length - 1, 0]) {
      const rest = parts.filter((_, i) => i !== index);
      if (!hasLetters(rest)) continue;
      if (!countryCode && !cityId) {
        const code = countryCodeOf(parts[index]!);
        if (code) {
          countryCode = code;
          parts = rest;
          found = true;
          break;
        }
      }
      const words = placeWordsOf(parts[index]!);
      if (districtId || !words) continue;
      const area = await findAreaNamed(db, words, cityId, countryCode, searchIndex);
      if (!area) continue;
      if (area.kind === 'city') cityId = area.id;
      else districtId = area.id;
      parts = rest;
      found = true;
      break;
    }
    if (!found) break;
  }
  if (!cityId && !districtId && !countryCode) return none;
  const conditions: SQL[] = [];
  if (districtId) conditions.push(sql`p.district_id = ${districtId}::uuid`);
  else if (cityId) conditions.push(sql`p.city_id = ${cityId}::uuid`);
  if (countryCode) conditions.push(sql`p.country_code = ${countryCode}`);
  return {
    text: parts.join(', '),
    where: sql.join(conditions, sql` and `),
    countryCode,
    cityId: districtId ? null : cityId,
    districtId,
  };
}
