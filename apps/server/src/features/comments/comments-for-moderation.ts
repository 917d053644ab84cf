import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from './schema.ts';

/** A comment by id, whatever its status (a moderator's target); undefined when there is none. */
export async function findComment(
  db: Pick<Executor, 'select'>,
  id: string,
): Promise<typeof comments.$inferSelect | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}
