import { type openDatabase, rowsOf } from '@app/server/bench';
import { sql } from 'drizzle-orm';

/** The places and the review the load and Lighthouse runs ask for. */
export interface BenchTargets {
  /** The busiest place: a tenth of all reviews. */
  busy: string;
  /** Where the busiest place stands (the nearby scenario's point). */
  lat: number;
  lng: number;
  /** The city with the most reviews. */
  city: string;
  /** The most discussed review of the busiest place. */
  review: string;
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

export async function findBenchTargets(db: Db): Promise<BenchTargets> {
  const [targets] = rowsOf<BenchTargets>(
    await db.execute(sql`
      with busy as (select place_id from reviews group by place_id order by count(*) desc limit 1)
      select b.place_id as busy, p.lat, p.lng,
             (select city_id from reviews where city_id is not null group by city_id order by count(*) desc limit 1) as city,
             (select id from reviews r where r.place_id = b.place_id order by comments_count desc, created_at desc limit 1) as review
      from busy b join places p on p.id = b.place_id`),
  );
  if (!targets) throw new Error('The benchmark database has no reviews: run `npm run seed -w bench` first.');
  return targets;
}
