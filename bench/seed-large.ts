/**
 * Benchmark data: the GeoNames gazetteer (~197,000 cities and districts) plus generated buildings and
 * apartments around the 60 largest cities (200,000+ places in all), 20,000 users and, by default,
 * 1,000,000 reviews with 3 aspects each in en/ru/ka; one place is made busy (a tenth of all reviews).
 * Generated with set-based SQL on PostgreSQL (PGlite is for development; see docs/performance.md).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_bench REVIEWS=1000000 npm run seed -w bench
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { recomputePlaceStats } from '../apps/server/src/db/seed/seed-demo.ts';
import { importGazetteer } from '../apps/server/src/features/places/import-gazetteer.ts';
import { BENCH_URL } from './config.ts';

const REVIEWS = Number(process.env.REVIEWS ?? 1_000_000);
const BUILDINGS = Number(process.env.BUILDINGS ?? 60_000);
const USERS = 20_000;

async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing an unusual database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

const step = async (label: string, run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  console.info(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

async function main() {
  await recreateDatabase(BENCH_URL);
  const database = await openDatabase({ url: BENCH_URL, poolSize: 2, statementTimeoutMs: 0 });
  const db = database.db;
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  await step('migrations', () => database.migrate());
  await step('gazetteer (GeoNames cities500 + districts)', () => importGazetteer(db));

  await step(`${BUILDINGS} buildings + apartments`, async () => {
    await exec(sql`create temporary table bench_cities as
      select id, lat, lng, country_code, row_number() over (order by population desc) as rn
      from places where kind = 'city' order by population desc limit 60`);
    await exec(sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text, normalized_address,
                          building_type, lat, lng, country_code)
      select gen_random_uuid(), 'building', c.id, c.id, g || ' Bench Street', 'Тестовая улица, ' || g,
             'სატესტო ქუჩა ' || g, g || ' bench street тестовая улица სატესტო ქუჩა', 'bench ' || g, 'apartments',
             c.lat + ((g::bigint * 7919) % 1000 - 500) / 10000.0, c.lng + ((g::bigint * 104729) % 1000 - 500) / 10000.0, c.country_code
      from generate_series(1, ${BUILDINGS}) g join bench_cities c on c.rn = 1 + g % 60`);
    await exec(sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text, apartment_number,
                          building_type, lat, lng, country_code)
      select gen_random_uuid(), 'apartment', b.id, b.city_id, b.name_en || ', apt. 1', b.name_ru || ', кв. 1',
             b.name_ka || ', ბინა 1', b.search_text || ' 1', '1', 'apartments', b.lat, b.lng, b.country_code
      from places b where b.kind = 'building' and b.normalized_address like 'bench %'`);
  });

  await step(`${USERS} users`, () =>
    exec(sql`insert into users (id, email, name, is_verified, auth_provider)
      select gen_random_uuid(), 'bench' || g || '@example.com', 'Bench renter ' || g, true, 'email'
      from generate_series(1, ${USERS}) g`),
  );

  await step(`${REVIEWS} reviews with 3 aspects each`, async () => {
    await exec(sql`create temporary table bench_targets as
      select id, kind, city_id, case when kind = 'building' then id else parent_id end as building_id, lat, lng,
             row_number() over (order by id) as rn
      from places where kind in ('building', 'apartment') and (normalized_address like 'bench %' or apartment_number = '1')`);
    await exec(
      sql`create temporary table bench_users as select id, row_number() over (order by id) as rn from users`,
    );
    const [{ n: targets } = { n: 1 }] = rowsOf<{ n: number }>(
      await exec(sql`select count(*)::int as n from bench_targets`),
    );
    // One busy place gets a tenth of everything: the "busy place" list scenario.
    await exec(sql`create temporary table bench_reviews as
      select g, gen_random_uuid() as id, t.id as place_id, t.kind, t.city_id, t.building_id, t.lat, t.lng, u.id as author_id,
             1 + (g::bigint * 31) % 5 as r1, 1 + (g::bigint * 17 + 3) % 5 as r2, 1 + (g::bigint * 13 + 1) % 5 as r3,
             (array['en','ru','ka'])[1 + g % 3] as language
      from generate_series(1, ${REVIEWS}) g
      join bench_targets t on t.rn = case when g % 10 = 0 then 1 else 1 + (g * 2654435761::bigint) % ${targets} end
      join bench_users u on u.rn = 1 + g % ${USERS}`);
    await exec(sql`
      insert into reviews (id, place_id, author_id, place_type, city_id, building_id, lat, lng, language, is_commercial,
                           lived_from, lived_to, overall_rating, likes_count, dislikes_count, status, created_at, updated_at)
      select id, place_id, author_id, kind, city_id, building_id, lat, lng, language, g % 17 = 0,
             date '2019-01-01' + (g % 2000), null, round((r1 + r2 + r3) / 3.0, 2), g % 13, g % 5, 'published',
             timestamptz '2026-11-01' - (g % 1000) * interval '1 day' - (g % 86400) * interval '1 second',
             timestamptz '2026-11-01' - (g % 1000) * interval '1 day'
      from bench_reviews`);
    await exec(sql`
      insert into review_aspects (review_id, aspect, rating, comment)
      select id, 'general', r1,
             case language
               when 'en' then 'Warm in winter, the landlord answered within a day. Buses stop right outside.'
               when 'ru' then 'Зимой тепло, хозяин отвечал в тот же день. Остановка прямо у дома.'
               else 'ზამთარში თბილა, მეპატრონე იმავე დღეს პასუხობდა. გაჩერება სახლთანაა.' end
      from bench_reviews
      union all select id, case when kind = 'apartment' then 'noise' else 'cleanliness' end, r2, null from bench_reviews
      union all select id, case when kind = 'apartment' then 'landlord' else 'security' end, r3, null from bench_reviews`);
  });

  await step('aggregates (rolled up) and review counts', () =>
    db.transaction((tx) => recomputePlaceStats(tx)),
  );
  await step('analyze', () => exec(sql`analyze`));
  const [counts] = rowsOf<{ places: number; reviews: number; aspects: number }>(
    await exec(sql`select (select count(*) from places)::int as places, (select count(*) from reviews)::int as reviews,
                          (select count(*) from review_aspects)::int as aspects`),
  );
  console.info('done:', counts);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
