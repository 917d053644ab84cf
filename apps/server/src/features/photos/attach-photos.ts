import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { photoFileKeys } from '../../lib/storage.ts';
import { photos } from './schema.ts';

/** What photos are attached to: a review (whose place they show too) or a comment. */
export type PhotoHolder = { type: 'review'; id: string; placeId: string } | { type: 'comment'; id: string };

/** The holder's column and the other one, which must stay empty: a photo belongs to one thing. */
const columnsOf = (type: PhotoHolder['type']) =>
  type === 'review'
    ? { own: photos.reviewId, other: photos.commentId }
    : { own: photos.commentId, other: photos.reviewId };

/**
 * Attaches the author's own uploads that belong to nothing yet (or already to this holder);
 * anything else in the list is refused, so an id cannot take someone else's photo.
 */
export async function attachPhotos(
  tx: Executor,
  holder: PhotoHolder,
  authorId: string,
  photoIds: readonly string[],
) {
  if (photoIds.length === 0) return;
  const { own, other } = columnsOf(holder.type);
  const attached = await tx
    .update(photos)
    .set(
      holder.type === 'review' ? { reviewId: holder.id, placeId: holder.placeId } : { commentId: holder.id },
    )
    .where(
      and(
        inArray(photos.id, [...photoIds]),
        eq(photos.ownerId, authorId),
        isNull(other),
        sql`(${own} is null or ${own} = ${holder.id})`,
      ),
    )
    .returning({ id: photos.id });
  if (attached.length !== new Set(photoIds).size) {
    throw new AppError('VALIDATION_FAILED', 'Unknown photo', {
      details: [
        { field: 'photoIds', message: 'A photo does not exist or is not yours', code: 'PHOTO_UNKNOWN' },
      ],
    });
  }
}

/** An edit's photo list: those left out go back to the author's pending uploads, the listed ones attach. */
export async function replacePhotos(
  tx: Executor,
  holder: PhotoHolder,
  authorId: string,
  photoIds: readonly string[],
) {
  const { own } = columnsOf(holder.type);
  await tx
    .update(photos)
    .set(holder.type === 'review' ? { reviewId: null } : { commentId: null })
    .where(and(eq(own, holder.id), photoIds.length > 0 ? notInArray(photos.id, [...photoIds]) : undefined));
  await attachPhotos(tx, holder, authorId, photoIds);
}

/** The ids of a review's or comment's photos, in any state (moderation rewrites what it kept of them). */
export async function photoIdsOf(tx: Executor, holder: Pick<PhotoHolder, 'type' | 'id'>): Promise<string[]> {
  const rows = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(eq(columnsOf(holder.type).own, holder.id));
  return rows.map((row) => row.id);
}

/**
 * Every stored file of the photos of these holders, each key once: read before their rows go, and
 * removed by the caller after the commit (a rolled-back delete must keep them).
 */
export async function photoFilesOf(
  tx: Executor,
  holders: ReadonlyArray<Pick<PhotoHolder, 'type' | 'id'>>,
): Promise<string[]> {
  if (holders.length === 0) return [];
  const idsOf = (type: PhotoHolder['type']) => holders.filter((h) => h.type === type).map((h) => h.id);
  const conditions = (['review', 'comment'] as const)
    .filter((type) => idsOf(type).length > 0)
    .map((type) => inArray(columnsOf(type).own, idsOf(type)));
  const rows = await tx
    .select({ key: photos.storageKey, variants: photos.variants })
    .from(photos)
    .where(or(...conditions));
  return photoFileKeys(rows);
}
