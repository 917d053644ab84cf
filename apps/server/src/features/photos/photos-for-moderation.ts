import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

type Reader = Pick<Executor, 'select'>;
type PhotoRow = typeof photos.$inferSelect;

/** A photo by id, whatever its status (a moderator's target); undefined when there is none. */
export async function findPhoto(db: Reader, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/**
 * The photos a moderator sees with an item, whatever their status: a photo itself, a review's, or
 * else those attached to a comment of the item's id.
 */
export async function photosOfItem(db: Reader, item: { type: string; id: string }): Promise<PhotoRow[]> {
  if (item.type === 'photo') return db.select().from(photos).where(eq(photos.id, item.id));
  if (item.type === 'review') return db.select().from(photos).where(eq(photos.reviewId, item.id));
  return db.select().from(photos).where(eq(photos.commentId, item.id));
}
