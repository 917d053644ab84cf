import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * The quotes of one review that stored summaries show: those of the summaries of its place and of
 * every place around it (its building, district and city), in any language. A reader can ask to
 * translate only these (translations/), so a visitor cannot mint a new provider call per substring.
 */
export async function quotesOfReviewInSummaries(
  db: Pick<Db, 'execute'>,
  reviewId: string,
): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct q.text #>> '{}' as text
    from reviews r
    join places p on p.id = r.place_id
    join ai_summaries s on s.place_id in (p.id, p.parent_id, p.district_id, p.city_id)
    cross join lateral jsonb_path_query(
      s.content,
      '$.**.quotes[*] ? (@.reviewId == $r).text',
      jsonb_build_object('r', ${reviewId}::text)
    ) as q(text)
    where r.id = ${reviewId}`);
  return rowsOf<{ text: string }>(result).map((row) => row.text);
}
