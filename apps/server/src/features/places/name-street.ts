import type { Locale, StreetNames, StreetNaming } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { normalizeAddress, parseAddressKey } from './address.ts';
import { addressOnStreet } from './imported-addresses.ts';
import { isLooseStreetOf, looseText } from './loose-text.ts';
import { buildSearchText } from './normalize.ts';
import { queryRows } from './place-queries.ts';
import { namesInThreeScripts } from './transliterate.ts';

/*
 * A street the app did not know, named by a moderator (issue 33, item 3). Until then its buildings
 * read as their writers typed them in every language (resolve-place-for-review.ts); once named, the
 * writers' buildings on it read as each language writes an address on it, as an imported street's
 * do ("45 Vazha-Pshavela Avenue", "проспект Важа-Пшавелы, 45", "ვაჟა-ფშაველას გამზირი 45"), search
 * finds them by every name (the search index follows the places' change log, migration 0031), and
 * the street is known (findNamedStreet): later writers typing any of its names land on it.
 */

const LANGS = ['en', 'ru', 'ka'] as const;

/** How each language sets off a block of a building: "12 Street, block 2". */
const BLOCK_WORD: Record<Locale, string> = { en: 'block', ru: 'корпус', ka: 'კორპუსი' };

/** The street part of a stored key, as known-street.ts cuts it in SQL: "mtatsmindskai" of "mtatsmindskai 7 #2". */
const STREET_OF_KEY = sql`regexp_replace(p.normalized_address, ' [^ ]*[0-9][^ ]*( #.*)?$', '')`;

/** An apartment's names in its building, in each language: "12 Street, apt. 5". */
export function apartmentNames(building: Record<Locale, string>, number: string): Record<Locale, string> {
  return {
    en: `${building.en}, apt. ${number}`,
    ru: `${building.ru}, кв. ${number}`,
    ka: `${building.ka}, ბინა ${number}`,
  };
}

/** The stems of a street's name as a building on it is keyed: the name with a house number, parsed. */
function streetKeyOfName(name: string, lang: Locale): string {
  return normalizeAddress(addressOnStreet(name, '1', lang)).street.join(' ');
}

/** The loose spellings (loose_text) a named street answers to: its first writer's and its three names'. */
function looseKeysOf(streetKey: string, names: StreetNames): string[] {
  const keys = [streetKey, ...LANGS.map((lang) => streetKeyOfName(names[lang], lang))];
  return [...new Set(keys.map(looseText).filter((key) => key.length >= 3))];
}

interface BuildingRow {
  id: string;
  city_id: string | null;
  parent_id: string | null;
  kind: string;
  normalized_address: string | null;
  name_en: string;
}

async function buildingOf(db: Pick<Db, 'execute'>, placeId: string): Promise<BuildingRow | null> {
  const [row] = await queryRows<BuildingRow>(
    db,
    sql`select coalesce(b.id, p.id) as id, p.city_id, p.parent_id, coalesce(b.kind, p.kind) as kind,
               coalesce(b.normalized_address, p.normalized_address) as normalized_address,
               coalesce(b.name_en, p.name_en) as name_en
        from places p left join places b on p.kind = 'apartment' and b.id = p.parent_id
        where p.id = ${placeId}::uuid`,
  );
  if (row?.kind !== 'building' || !row.city_id || !row.normalized_address) return null;
  const address = parseAddressKey(row.normalized_address);
  return address.street.length > 0 && address.houseNumber ? row : null;
}

/**
 * The street of a typed address without its house number (and block): "Мтацминдская улица" of
 * "Мтацминдская улица 7, корпус 2". The house number is the key's; the words are the writer's.
 */
function typedStreetOf(typed: string, houseNumber: string, hasBlock: boolean): string {
  const words = typed.replace(/\s+/g, ' ').trim().split(' ');
  const plain = (word: string) => word.replace(/[,.;]+$/u, '').toLowerCase();
  const at = words.findLastIndex((word) => plain(word) === houseNumber.toLowerCase());
  if (at < 0) return typed.trim();
  const kept = hasBlock && at > 0 ? words.slice(0, at) : [...words.slice(0, at), ...words.slice(at + 1)];
  return kept
    .join(' ')
    .replace(/[\s,]+$/u, '')
    .replace(/^[\s,]+/u, '');
}

/**
 * What a moderator starts from when naming the street of a place: the street as typed, in the
 * writer's script for that language and the machine's spelling for the others. Null for a place
 * without a street (a city, a district).
 */
export async function getStreetNaming(
  db: Pick<Db, 'execute'>,
  placeId: string,
  typed: string,
): Promise<StreetNaming | null> {
  const building = await buildingOf(db, placeId);
  if (!building?.normalized_address) return null;
  const address = parseAddressKey(building.normalized_address);
  const street = typedStreetOf(typed || building.name_en, address.houseNumber!, !!address.block);
  return { typed: street, suggestions: namesInThreeScripts(street) };
}

/**
 * Names the street of a place's building in the three scripts, in the caller's transaction: the
 * street becomes known, and the writers' buildings on it (the same key, or typed another way and
 * still named as typed in every language) and their apartments take the names. Answers the ids of
 * the buildings renamed, or null when the place has no street to name.
 */
export async function nameStreet(
  db: Pick<Db, 'execute'>,
  input: { placeId: string; names: StreetNames },
): Promise<{ buildingIds: string[] } | null> {
  const building = await buildingOf(db, input.placeId);
  if (!building?.normalized_address || !building.city_id) return null;
  const streetKey = parseAddressKey(building.normalized_address).street.join(' ');
  const { names } = input;
  await db.execute(sql`
    insert into named_streets (city_id, street_key, name_en, name_ru, name_ka)
    values (${building.city_id}::uuid, ${streetKey}, ${names.en}, ${names.ru}, ${names.ka})
    on conflict (city_id, street_key) do update
      set name_en = excluded.name_en, name_ru = excluded.name_ru, name_ka = excluded.name_ka, updated_at = now()`);

  const looseKeys = looseKeysOf(streetKey, names);
  const rows = await queryRows<{
    id: string;
    parent_id: string;
    normalized_address: string;
    search_text: string;
  }>(
    db,
    sql`select p.id, p.parent_id, p.normalized_address, p.search_text from places p
        where p.kind = 'building' and p.city_id = ${building.city_id}::uuid and p.normalized_address is not null
          and (p.id = ${building.id}::uuid
               or ${STREET_OF_KEY} = ${streetKey}
               or (p.name_en = p.name_ru and p.name_ru = p.name_ka
                   and loose_text(${STREET_OF_KEY}) in (${joinValues(looseKeys)})))
        order by p.id
        for update`,
  );
  const renamed: string[] = [];
  for (const row of rows) {
    const address = parseAddressKey(row.normalized_address);
    if (!address.houseNumber) continue;
    const named = Object.fromEntries(
      LANGS.map((lang) => {
        const name = addressOnStreet(names[lang], address.houseNumber!, lang);
        return [lang, address.block ? `${name}, ${BLOCK_WORD[lang]} ${address.block}` : name];
      }),
    ) as Record<Locale, string>;
    const block = address.block ? ` #${address.block}` : '';
    const key = `${streetKey} ${address.houseNumber}${block}`;
    // Another writer's spelling of the same street moves to its key, unless a building of the same
    // parent already has it: the two are one house typed twice, which is not this step's to merge.
    await db.execute(sql`
      update places p
         set name_en = ${named.en}, name_ru = ${named.ru}, name_ka = ${named.ka},
             search_text = ${buildSearchText([row.search_text, named.en, named.ru, named.ka, key])},
             normalized_address = case
               when exists (select 1 from places q where q.kind = 'building' and q.parent_id = p.parent_id
                                                     and q.normalized_address = ${key} and q.id <> p.id)
               then p.normalized_address else ${key} end,
             updated_at = now()
       where p.id = ${row.id}::uuid`);
    const apartments = await queryRows<{ id: string; apartment_number: string; search_text: string }>(
      db,
      sql`select id, apartment_number, search_text from places
          where kind = 'apartment' and parent_id = ${row.id}::uuid and apartment_number is not null`,
    );
    for (const apartment of apartments) {
      const flat = apartmentNames(named, apartment.apartment_number);
      await db.execute(sql`
        update places
           set name_en = ${flat.en}, name_ru = ${flat.ru}, name_ka = ${flat.ka},
               search_text = ${buildSearchText([apartment.search_text, flat.en, flat.ru, flat.ka])},
               updated_at = now()
         where id = ${apartment.id}::uuid`);
    }
    renamed.push(row.id);
  }
  return { buildingIds: renamed };
}

function joinValues(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`null`
    : sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      );
}

/**
 * A street of the city that a moderator named, typed as `street` (the stems of a typed address):
 * by its first writer's key, or loosely by any of its names, in full or by its last words.
 */
export async function findNamedStreet(
  db: Pick<Db, 'execute'>,
  input: { cityId: string; street: string },
): Promise<{ streetKey: string; names: StreetNames } | null> {
  const rows = await queryRows<{ street_key: string; name_en: string; name_ru: string; name_ka: string }>(
    db,
    sql`select street_key, name_en, name_ru, name_ka from named_streets
        where city_id = ${input.cityId}::uuid order by street_key`,
  );
  if (rows.length === 0) return null;
  const typedLoose = looseText(input.street);
  const toNamed = (row: (typeof rows)[number]) => ({
    streetKey: row.street_key,
    names: { en: row.name_en, ru: row.name_ru, ka: row.name_ka },
  });
  const exact = rows.find((row) => row.street_key === input.street);
  if (exact) return toNamed(exact);
  const loose = rows.find((row) =>
    looseKeysOf(row.street_key, toNamed(row).names).some((key) => isLooseStreetOf(typedLoose, key)),
  );
  return loose ? toNamed(loose) : null;
}
