import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { normalizeAddress } from './address.ts';
import { upgradeColumnOnce } from './column-version.ts';
import { normalizeText, SEARCH_NAME_SEPARATOR } from './normalize.ts';
import { queryRows } from './place-queries.ts';

/*
 * Buildings store the key of their address (`normalized_address`), and duplicates are found by
 * it: when the rules of `normalizeAddress` change, the stored keys of an older database no longer
 * match what the same address gives now. Version 2: the day of a street named after a date stays
 * in the street ("april9 5", no longer "april 9"), ordinals are street words, and the vowel that
 * the Georgian genitive drops goes from every spelling ("agmashenebl 150"). Version 3: a block
 * (корпус, კორპუსი) is its own part of the key ("chavchavadz 12 #2", no longer "chavchavadz block
 * 12"); keys of addresses without a block do not change.
 */
export const ADDRESS_KEY_VERSION = 3;

const PAGE_SIZE = 5000;

interface BuildingRow {
  id: string;
  parent_id: string;
  normalized_address: string;
  name_en: string;
  name_ru: string;
  name_ka: string;
  city_en: string | null;
  city_ru: string | null;
  city_ka: string | null;
}

/**
 * The key a building has under the current rules: its stored key while one of its names still
 * gives it, else the key of its first name (English, Russian, Georgian) that has a street.
 */
function currentAddressKey(row: BuildingRow): string {
  const ignoreWords = [row.city_en, row.city_ru, row.city_ka].filter((name): name is string => !!name);
  const keys = [row.name_en, row.name_ru, row.name_ka]
    .map((name) => normalizeAddress(name, { ignoreWords }).key)
    .filter(Boolean);
  return keys.includes(row.normalized_address) ? row.normalized_address : (keys[0] ?? row.normalized_address);
}

/**
 * Re-keys the buildings of a database keyed under older rules, once (see above). A building whose
 * new key another building of the same parent already has keeps its old key: the two are the
 * duplicates the old rules let in, and merging their reviews is not a start-up job.
 */
export async function rekeyBuildingAddresses(db: Db): Promise<{ rekeyed: number; keptApart: number } | null> {
  let rekeyed = 0;
  let keptApart = 0;
  const ran = await upgradeColumnOnce(db, 'normalized_address', ADDRESS_KEY_VERSION, async (tx) => {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await queryRows<BuildingRow>(
        tx,
        sql`select p.id, p.parent_id, p.normalized_address, p.name_en, p.name_ru, p.name_ka,
                   c.name_en as city_en, c.name_ru as city_ru, c.name_ka as city_ka
            from places p left join places c on c.id = p.city_id
            where p.kind = 'building' and p.normalized_address is not null and p.id > ${after}::uuid
            order by p.id limit ${PAGE_SIZE}`,
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const changes: Array<{ id: string; parent_id: string; key: string; words: string }> = [];
      const claimed = new Set<string>();
      for (const row of rows) {
        const key = currentAddressKey(row);
        if (key === row.normalized_address) continue;
        // Two buildings of this page moving to one key: the first takes it.
        if (claimed.has(`${row.parent_id} ${key}`)) {
          keptApart++;
          continue;
        }
        claimed.add(`${row.parent_id} ${key}`);
        changes.push({ id: row.id, parent_id: row.parent_id, key, words: normalizeText(key) });
      }
      if (changes.length === 0) continue;
      const updated = await queryRows<{ id: string }>(
        tx,
        sql`update places p
               set normalized_address = v.key,
                   search_text = p.search_text || ${SEARCH_NAME_SEPARATOR} || v.words,
                   updated_at = now()
              from json_to_recordset(${JSON.stringify(changes)}::json)
                   as v(id uuid, parent_id uuid, key text, words text)
             where p.id = v.id
               and not exists (select 1 from places q
                               where q.kind = 'building' and q.parent_id = v.parent_id
                                 and q.normalized_address = v.key)
         returning p.id`,
      );
      rekeyed += updated.length;
      keptApart += changes.length - updated.length;
      // Apartments carry their building's key in their search text.
      const updatedIds = new Set(updated.map((row) => row.id));
      const moved = changes.filter((change) => updatedIds.has(change.id));
      if (moved.length > 0) {
        await tx.execute(sql`
          update places a
             set search_text = a.search_text || ${SEARCH_NAME_SEPARATOR} || v.words
            from json_to_recordset(${JSON.stringify(moved)}::json) as v(id uuid, words text)
           where a.kind = 'apartment' and a.parent_id = v.id`);
      }
    }
  });
  return ran ? { rekeyed, keptApart } : null;
}
