import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from './schema.ts';

/** A review by id, whatever its status (a moderator's target, a summary's quote); undefined when there is none. */
export async function findReview(
  db: Pick<Executor, 'select'>,
  id: string,
): Promise<typeof reviews.$inferSelect | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}
