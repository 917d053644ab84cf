import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NormalizedAddress, parseAddressKey } from './address.ts';
import { addressOnStreet } from './imported-addresses.ts';
import { findNamedStreet } from './name-street.ts';
import { queryRows } from './place-queries.ts';

/*
 * A street typed in one script is the street the city already knows by that name (issue 29): "Чавчавадзе
 * 64" typed in Russian is house 64 of Ilia Chavchavadze Avenue, named as its other buildings are in
 * each language ("ილია ჭავჭავაძის გამზირი 64", not the letter-by-letter "ჩავჩავაძის 64"), and
 * keyed by that street's stems, so the three scripts land on one street. Known streets are those of
 * the city's public buildings (users' own names), then those of the OpenStreetMap import. The
 * match is on the loose spelling (migration 0023), so "Tchavtchavadze" and "Kazbegis" count too.
 * Where the known street has no name in a language, the writer's own spelling stands (issue 33
 * item 3): a letter-by-letter transliteration of it is how "ჩავჩავაძის" was born. A street a
 * moderator named (name-street.ts) is known first, by any of its names: theirs is the last word.
 */

export interface KnownStreetAddress {
  /** The address's key on the known street: "ilia chavchavadz 64". */
  key: string;
  /** The building's names in each language, on the known street. */
  names: Record<Locale, string>;
}

const LANGS = ['en', 'ru', 'ka'] as const;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A known building's name with its house number changed: null when the number is not one word of it. */
function withHouseNumber(name: string, from: string, to: string): string | null {
  const pattern = new RegExp(`(^|[\\s,])${escapeRegExp(from)}(?=$|[\\s,])`, 'gu');
  const found = name.match(pattern);
  if (found?.length !== 1) return null;
  return name.replace(pattern, (_, before: string) => `${before}${to}`);
}

/** The address as its writer typed it, spaces tidied, for every language. */
export function writersSpelling(typed: string): Record<Locale, string> {
  const tidy = typed.replace(/\s+/g, ' ').trim();
  return { en: tidy, ru: tidy, ka: tidy };
}

function keyOn(street: readonly string[], address: NormalizedAddress): string {
  const block = address.block ? ` #${address.block}` : '';
  return `${street.join(' ')} ${address.houseNumber}${block}`;
}

export async function findKnownStreetAddress(
  db: Pick<Db, 'execute'>,
  input: { cityId: string; typed: string; address: NormalizedAddress },
): Promise<KnownStreetAddress | null> {
  const { address } = input;
  if (address.street.length === 0 || !address.houseNumber) return null;
  const street = address.street.join(' ');
  const asTyped = writersSpelling(input.typed);

  const named = await findNamedStreet(db, { cityId: input.cityId, street });
  if (named) {
    const names = { ...asTyped };
    // A block ("корпус 2") is the typed building's own: the typed form stands then, as below.
    if (!address.block) {
      for (const lang of LANGS) names[lang] = addressOnStreet(named.names[lang], address.houseNumber, lang);
    }
    return { key: keyOn(named.streetKey.split(' '), address), names };
  }

  // A public building of the city on a street of that name (the typed stems are its last words:
  // "Chavchavadze" is Ilia Chavchavadze Avenue), the most reviewed first.
  const [building] = await queryRows<{
    normalized_address: string;
    name_en: string;
    name_ru: string;
    name_ka: string;
  }>(
    db,
    sql`select p.normalized_address, p.name_en, p.name_ru, p.name_ka from places p
        where p.kind = 'building' and p.review_count > 0 and p.hidden_at is null
          and p.city_id = ${input.cityId}::uuid and p.normalized_address is not null
          and p.search_loose like '%' || loose_text(${street}) || '%'
          and (' ' || loose_text(regexp_replace(p.normalized_address, ' [^ ]*[0-9][^ ]*( #.*)?$', '')) || ' ')
              like '% ' || loose_text(${street}) || ' %'
          and loose_text(regexp_replace(p.normalized_address, ' [^ ]*[0-9][^ ]*( #.*)?$', ''))
              like '%' || loose_text(${street})
        order by p.review_count desc, p.id
        limit 1`,
  );
  if (building) {
    const known = parseAddressKey(building.normalized_address);
    if (known.houseNumber) {
      const names = { ...asTyped };
      for (const lang of LANGS) {
        const name = withHouseNumber(building[`name_${lang}`], known.houseNumber, address.houseNumber);
        // A block ("корпус 2") is the typed building's own: keep the typed form then.
        if (name && !address.block && !known.block) names[lang] = name;
      }
      return { key: keyOn(known.street, address), names };
    }
  }

  // A street of the OpenStreetMap import, by its key or ending with the typed stems, else loosely.
  const streets = (condition: ReturnType<typeof sql>) =>
    queryRows<{
      street_key: string;
      name: string;
      name_en: string | null;
      name_ru: string | null;
      name_ka: string | null;
    }>(
      db,
      sql`select street_key, name, name_en, name_ru, name_ka from imported_streets
          where city_id = ${input.cityId}::uuid and ${condition}
          order by street_key = ${street} desc, way_count desc, street_key limit 1`,
    );
  const byKey = await streets(sql`(street_key = ${street} or (' ' || street_key) like ${`% ${street}`})`);
  const [imported] =
    byKey.length > 0
      ? byKey
      : await streets(sql`(' ' || loose_text(street_key)) like '% ' || loose_text(${street})`);
  if (!imported) return null;
  const names = { ...asTyped };
  for (const lang of LANGS) {
    const name = imported[`name_${lang}`];
    if (name) names[lang] = addressOnStreet(name, address.houseNumber, lang);
  }
  return { key: keyOn(imported.street_key.split(' '), address), names };
}
