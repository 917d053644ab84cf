import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { findPlaceRow } from '../places/index.ts';
import { findReview } from '../reviews/index.ts';

/**
 * The quotes of one review that stored summaries show: those of the summaries of its place and of
 * every place around it (its building, district and city), in any language. A reader can ask to
 * translate only these (translations/), so a visitor cannot mint a new provider call per substring.
 * The review's place is asked of reviews and places; the summaries are ai-summary's own.
 */
export async function quotesOfReviewInSummaries(
  db: Pick<Db, 'select' | 'execute'>,
  reviewId: string,
): Promise<string[]> {
  const review = await findReview(db, reviewId);
  const place = review ? await findPlaceRow(db, review.placeId) : undefined;
  if (!place) return [];
  const around = [place.id, place.parentId, place.districtId, place.cityId];
  const result = await db.execute(sql`
    select distinct q.text #>> '{}' as text
    from ai_summaries s
    cross join lateral jsonb_path_query(
      s.content,
      '$.**.quotes[*] ? (@.reviewId == $r).text',
      jsonb_build_object('r', ${reviewId}::text)
    ) as q(text)
    where s.place_id in (${sql.join(
      around.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<{ text: string }>(result).map((row) => row.text);
}
