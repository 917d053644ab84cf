/**
 * Benchmark data: the GeoNames gazetteer (~197,000 cities and districts) plus generated buildings and
 * apartments around the 60 largest cities (200,000+ places in all), 20,000 users and, by default,
 * 1,000,000 reviews with 3 aspects each in en/ru/ka (one place is made busy: a tenth of all reviews),
 * 3,000,000 votes, 500,000 comments and the points ledger those earn, all consistent with the
 * counters the app keeps.
 * Generated with set-based SQL on PostgreSQL (PGlite is for development; see docs/performance.md).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_bench REVIEWS=1000000 npm run seed -w bench
 */
import { POINTS, pointsForReview } from '@app/contracts';
import { importGazetteer, openDatabase, recomputePlaceStats, rowsOf } from '@app/server/bench';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { BENCH_URL } from './config.ts';

const REVIEWS = Number(process.env.REVIEWS ?? 1_000_000);
const BUILDINGS = Number(process.env.BUILDINGS ?? 60_000);
const USERS = 20_000;

/**
 * How many votes or comments one review (or comment) gets, drawn from these skewed lists: most
 * get none or a few, some many. For 1M reviews: 2.5M review votes, 500k comments and ~500k comment
 * votes (the hash draws comments' lists about a tenth below their mean of 1.1), ~3M votes in all.
 */
const VOTES_PER_REVIEW = [0, 0, 0, 1, 1, 2, 3, 4, 6, 8];
const COMMENTS_PER_REVIEW = [0, 0, 0, 0, 0, 0, 0, 1, 1, 3];
const VOTES_PER_COMMENT = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2];
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const REVIEW_VOTES = REVIEWS * mean(VOTES_PER_REVIEW);
const COMMENTS = REVIEWS * mean(COMMENTS_PER_REVIEW);
const COMMENT_VOTES = COMMENTS * mean(VOTES_PER_COMMENT);
/** Every generated review rates 3 aspects and comments on one; no photos, no rent. */
const REVIEW_WORTH = pointsForReview({ aspectsRated: 3, aspectsCommented: 1, photos: 0, sharesRent: false });

const COMMENT_TEXTS: Record<'en' | 'ru' | 'ka', string[]> = {
  en: [
    'Thanks, this helped a lot. Did the landlord return the deposit in full?',
    'We lived two floors up in 2023 and had the same problem with the heating.',
    'How is the water pressure in the mornings? We are thinking of renting here.',
    'Agree about the noise from the bar downstairs, weekends are the worst.',
    'The building manager changed last year and things have been much better since.',
    'Was the rent negotiable, or did they insist on the listed price?',
    'Good to know about the mould. Which side of the building was your flat on?',
    'Lived here for three years and can confirm everything in this review.',
  ],
  ru: [
    'Спасибо, очень помогло. Хозяин вернул залог полностью?',
    'Мы жили двумя этажами выше в 2023-м, с отоплением была та же беда.',
    'Какой напор воды по утрам? Думаем снять здесь квартиру.',
    'Согласна насчёт шума от бара внизу, хуже всего по выходным.',
    'В прошлом году сменилась управляющая компания, с тех пор стало намного лучше.',
    'Цену можно было обсудить или хозяин настаивал на указанной?',
    'Хорошо, что написали про плесень. На какую сторону выходили окна?',
    'Прожил здесь три года, подтверждаю всё, что написано в отзыве.',
  ],
  ka: [
    'გმადლობთ, ძალიან დამეხმარა. მეპატრონემ დეპოზიტი სრულად დაგიბრუნათ?',
    '2023 წელს ორი სართულით ზემოთ ვცხოვრობდით და გათბობასთან იგივე პრობლემა გვქონდა.',
    'დილით წყლის წნევა როგორია? აქ ბინის ქირაობაზე ვფიქრობთ.',
    'ქვემოთ ბარის ხმაურზე გეთანხმებით, შაბათ-კვირას განსაკუთრებით ცუდადაა.',
    'შარშან მმართველი კომპანია შეიცვალა და მას შემდეგ ბევრად უკეთესადაა.',
    'ფასზე შეთანხმება შეიძლებოდა, თუ მეპატრონე მითითებულ ფასს ითხოვდა?',
    'კარგია, რომ ობის შესახებ დაწერეთ. ბინის ფანჯრები რომელ მხარეს გადიოდა?',
    'აქ სამი წელი ვცხოვრობდი და ვადასტურებ ყველაფერს, რაც შეფასებაშია დაწერილი.',
  ],
};

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (texts: string[]) => `array[${texts.map(literal).join(', ')}]`;

/** A count drawn from `list` by a cheap integer hash of `key` (an SQL expression). */
const fanOut = (list: number[], key: string) =>
  `(array[${list.join(',')}])[1 + ((${key})::bigint * 2246822519) % 1000003 % ${list.length}]`;

/**
 * Stages the votes on each row of `items` (a staged table with id, author_id, author_rn, created_at
 * and the integer `key`): as many as `perItem` draws, one in `dislikeEvery` a dislike. The j-th voter
 * is the j-th user after the author in steps of 7919 (prime to USERS): distinct for each j < USERS
 * and never the author, so nobody votes twice on one item or on their own.
 */
const stageVotes = (
  target: { table: string; items: string; itemId: string; key: string },
  perItem: number[],
  shape: { dislikeEvery: number; hoursApart: number },
): SQL =>
  sql.raw(`create temporary table ${target.table} as
    select i.id as ${target.itemId}, i.author_id, u.id as user_id,
           case when (i.${target.key} + j) % ${shape.dislikeEvery} = 0 then -1 else 1 end as value,
           i.created_at + j * interval '${shape.hoursApart} hours' as created_at
    from ${target.items} i
    cross join lateral generate_series(1, ${fanOut(perItem, `i.${target.key}`)}) j
    join bench_users u on u.rn = 1 + (i.author_rn - 1 + j * 7919) % ${USERS}`);

/** One of the comment texts in the language `language` (an SQL expression), picked by `key`. */
const commentText = (language: string, key: string): SQL =>
  sql.raw(`(case ${language} when 'en' then ${textArray(COMMENT_TEXTS.en)} when 'ru' then ${textArray(COMMENT_TEXTS.ru)}
            else ${textArray(COMMENT_TEXTS.ka)} end)[1 + (${key}) % ${COMMENT_TEXTS.en.length}]`);

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
  const database = await openDatabase({ url: BENCH_URL, poolSize: 1, statementTimeoutMs: 0 });
  const db = database.db;
  // One connection: the staged rows live in temporary tables, which only their session sees.
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  /**
   * Bulk loads skip the foreign-key triggers (session_replication_role = replica, for this
   * transaction only): every reference is taken from rows just written, and checking 8.5M of them
   * one by one took most of the load time. The check step at the end verifies the result.
   */
  const bulkLoad = (tables: string[], run: (load: typeof exec) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      // Secondary indexes are built once after the load (sorting is far cheaper than millions of
      // random insertions); their definitions are read from the catalogue, so they come back as
      // the migrations made them. Constraint indexes (primary keys) stay.
      const indexes = rowsOf<{ name: string; definition: string }>(
        await tx.execute(sql`
          select indexname as name, indexdef as definition from pg_indexes i
          where schemaname = 'public' and tablename in ${tables}
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
      );
      for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
      await run((query) => tx.execute(query));
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
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
             'სატესტო ქუჩა ' || g,
             -- As the app writes it (buildSearchText): each name normalised, then the address key.
             g || ' bench street | тестовая улица ' || g || ' | სატესტო ქუჩა ' || g || ' | bench ' || g,
             'bench ' || g, 'apartments',
             c.lat + ((g::bigint * 7919) % 1000 - 500) / 10000.0, c.lng + ((g::bigint * 104729) % 1000 - 500) / 10000.0, c.country_code
      from generate_series(1, ${BUILDINGS}) g join bench_cities c on c.rn = 1 + g % 60`);
    await exec(sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text, apartment_number,
                          building_type, lat, lng, country_code)
      select gen_random_uuid(), 'apartment', b.id, b.city_id, b.name_en || ', apt. 1', b.name_ru || ', кв. 1',
             b.name_ka || ', ბინა 1',
             n || ' bench street apt 1 | тестовая улица ' || n || ' кв 1 | სატესტო ქუჩა ' || n || ' ბინა 1 | '
               || b.normalized_address,
             '1', 'apartments', b.lat, b.lng, b.country_code
      from places b, split_part(b.name_en, ' ', 1) n where b.kind = 'building' and b.normalized_address like 'bench %'`);
  });

  await step(`${USERS} users`, () =>
    exec(sql`insert into users (id, email, name, is_verified, auth_provider)
      select gen_random_uuid(), 'bench' || g || '@example.com', 'Bench renter ' || g, true, 'email'
      from generate_series(1, ${USERS}) g`),
  );

  await step(`${REVIEWS} reviews (staged)`, async () => {
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
      select g, gen_random_uuid() as id, t.id as place_id, t.kind, t.city_id, t.building_id, t.lat, t.lng,
             u.id as author_id, u.rn as author_rn,
             1 + (g::bigint * 31) % 5 as r1, 1 + (g::bigint * 17 + 3) % 5 as r2, 1 + (g::bigint * 13 + 1) % 5 as r3,
             (array['en','ru','ka'])[1 + g % 3] as language,
             timestamptz '2026-11-01' - (g % 1000) * interval '1 day' - (g % 86400) * interval '1 second' as created_at
      from generate_series(1, ${REVIEWS}) g
      join bench_targets t on t.rn = case when g % 10 = 0 then 1 else 1 + (g * 2654435761::bigint) % ${targets} end
      join bench_users u on u.rn = 1 + g % ${USERS}`);
  });

  // Votes and comments are generated before the rows that count them, so each counter is written
  // once, already equal to what the vote and comment tables say (the app recomputes them the same way).
  await step(`${REVIEW_VOTES + COMMENT_VOTES} votes and ${COMMENTS} comments (staged)`, async () => {
    await exec(
      stageVotes(
        { table: 'bench_review_votes', items: 'bench_reviews', itemId: 'review_id', key: 'g' },
        VOTES_PER_REVIEW,
        { dislikeEvery: 5, hoursApart: 7 },
      ),
    );
    await exec(sql`create temporary table bench_comments as
      select gen_random_uuid() as id, r.id as review_id, u.id as author_id, u.rn as author_rn,
             ${commentText('r.language', 'r.g + j')} as text,
             r.created_at + j * interval '1 day' + (r.g % 600) * interval '1 minute' as created_at,
             row_number() over () as n
      from bench_reviews r
      cross join lateral generate_series(1, ${sql.raw(fanOut(COMMENTS_PER_REVIEW, 'r.g'))}) j
      join bench_users u on u.rn = 1 + (r.author_rn + j * 104729) % ${USERS}`);
    await exec(
      stageVotes(
        { table: 'bench_comment_votes', items: 'bench_comments', itemId: 'comment_id', key: 'n' },
        VOTES_PER_COMMENT,
        { dislikeEvery: 4, hoursApart: 3 },
      ),
    );
  });

  await step('reviews, aspects, comments and votes', () =>
    bulkLoad(['reviews', 'comments', 'review_votes', 'comment_votes'], async (exec) => {
      await exec(sql`
      insert into reviews (id, place_id, author_id, place_type, city_id, building_id, lat, lng, language, is_commercial,
                           lived_from, lived_to, overall_rating, likes_count, dislikes_count, comments_count, status,
                           created_at, updated_at)
      select r.id, place_id, author_id, kind, city_id, building_id, lat, lng, language, g % 17 = 0,
             date '2019-01-01' + (g % 2000), null, r1,
             coalesce(v.likes, 0), coalesce(v.dislikes, 0), coalesce(c.n, 0), 'published',
             r.created_at, date_trunc('day', r.created_at)
      from bench_reviews r
      left join (select review_id, count(*) filter (where value = 1)::int as likes,
                        count(*) filter (where value = -1)::int as dislikes
                 from bench_review_votes group by review_id) v on v.review_id = r.id
      left join (select review_id, count(*)::int as n from bench_comments group by review_id) c on c.review_id = r.id`);
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
      await exec(sql`
      insert into comments (id, review_id, author_id, text, likes_count, dislikes_count, status, created_at, updated_at)
      select c.id, c.review_id, c.author_id, c.text, coalesce(v.likes, 0), coalesce(v.dislikes, 0), 'published',
             c.created_at, c.created_at
      from bench_comments c
      left join (select comment_id, count(*) filter (where value = 1)::int as likes,
                        count(*) filter (where value = -1)::int as dislikes
                 from bench_comment_votes group by comment_id) v on v.comment_id = c.id`);
      await exec(sql`insert into review_votes (review_id, user_id, value, created_at)
      select review_id, user_id, value, created_at from bench_review_votes`);
      await exec(sql`insert into comment_votes (comment_id, user_id, value, created_at)
      select comment_id, user_id, value, created_at from bench_comment_votes`);
    }),
  );

  // The ledger as syncPoints would have left it: one entry per source (sequence number 0), worth
  // what the source is worth now. Every bench user is registered, so every source earns.
  await step('points ledger (reviews, comments, likes received)', () =>
    bulkLoad(['points_ledger'], (exec) =>
      exec(sql`
      insert into points_ledger (id, user_id, amount, reason, source_type, source_id, actor_id, dedupe_key, created_at)
      select gen_random_uuid(), user_id, amount, reason, source_type, source_id, actor_id,
             source_type || ':' || source_id || ':' || user_id || ':' || coalesce(actor_id::text, '-') || ':0', created_at
      from (
        select author_id as user_id, ${REVIEW_WORTH}::int as amount, 'review_published' as reason, 'review' as source_type,
               id as source_id, null::uuid as actor_id, created_at
        from bench_reviews
        union all
        select author_id, ${POINTS.commentWritten}, 'comment_written', 'comment', id, null, created_at from bench_comments
        union all
        select author_id, ${POINTS.likeReceived}, 'like_received', 'review_like', review_id, user_id, created_at
        from bench_review_votes where value = 1
        union all
        select author_id, ${POINTS.likeReceived}, 'like_received', 'comment_like', comment_id, user_id, created_at
        from bench_comment_votes where value = 1
      ) entries`),
    ),
  );

  await step('aggregates (rolled up) and review counts', () =>
    db.transaction((tx) => recomputePlaceStats(tx)),
  );
  await step('analyze', () => exec(sql`analyze`));
  await step('check counters and points against the tables', async () => {
    const [check] = rowsOf<{ reviews: number; comments: number; own_votes: number; points: number }>(
      await exec(sql`
        select
          (select count(*) from reviews r
             left join (select review_id, count(*) filter (where value = 1) as l, count(*) filter (where value = -1) as d
                        from review_votes group by review_id) v on v.review_id = r.id
             left join (select review_id, count(*) as n from comments group by review_id) c on c.review_id = r.id
           where r.likes_count <> coalesce(v.l, 0) or r.dislikes_count <> coalesce(v.d, 0)
              or r.comments_count <> coalesce(c.n, 0))::int as reviews,
          (select count(*) from comments c
             left join (select comment_id, count(*) filter (where value = 1) as l, count(*) filter (where value = -1) as d
                        from comment_votes group by comment_id) v on v.comment_id = c.id
           where c.likes_count <> coalesce(v.l, 0) or c.dislikes_count <> coalesce(v.d, 0))::int as comments,
          (select count(*) from review_votes v join reviews r on r.id = v.review_id where v.user_id = r.author_id)::int
            + (select count(*) from comment_votes v join comments c on c.id = v.comment_id where v.user_id = c.author_id)::int
            as own_votes,
          ((select coalesce(sum(amount), 0) from points_ledger)
            - ${REVIEW_WORTH} * (select count(*) from reviews) - ${POINTS.commentWritten} * (select count(*) from comments)
            - ${POINTS.likeReceived} * ((select count(*) from review_votes where value = 1)
                                        + (select count(*) from comment_votes where value = 1)))::int as points`),
    );
    if (Object.values(check ?? {}).some((n) => n !== 0))
      throw new Error(`Inconsistent data: ${JSON.stringify(check)}`);
  });
  const [counts] = rowsOf<Record<string, number>>(
    await exec(sql`select (select count(*) from places)::int as places, (select count(*) from reviews)::int as reviews,
                          (select count(*) from review_aspects)::int as aspects,
                          (select count(*) from review_votes)::int as review_votes,
                          (select count(*) from comments)::int as comments,
                          (select count(*) from comment_votes)::int as comment_votes,
                          (select count(*) from points_ledger)::int as ledger_entries`),
  );
  console.info('done:', counts);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
