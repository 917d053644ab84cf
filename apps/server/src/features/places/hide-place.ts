import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { places } from './schema.ts';

/**
 * Hides a place (its page answers 404, it leaves suggestions and maps: isPublicPlace), keeping the
 * first time it was hidden, or shows it again. Moderation decides; its reviews follow through the
 * reviews feature.
 */
export async function setPlaceHiddenAt(db: Executor, placeId: string, hidden: boolean) {
  await db
    .update(places)
    .set({ hiddenAt: hidden ? sql`coalesce(${places.hiddenAt}, now())` : null })
    .where(eq(places.id, placeId));
}
