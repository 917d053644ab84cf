import { randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, photos, places, reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/storage.ts';

/** Sizes served to browsers (longest side, px): a lightbox, a list thumbnail, a tiny preview. */
export const PHOTO_SIZES = [1600, 800, 400] as const;

export interface UploadPhotoOptions {
  ownerId: string;
  file: Buffer;
  placeId?: string | undefined;
  reviewId?: string | undefined;
  commentId?: string | undefined;
}

async function countPhotos(db: Db, column: typeof photos.reviewId | typeof photos.commentId, id: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(photos).where(eq(column, id));
  return row?.n ?? 0;
}

/**
 * Stores a photo: re-encoded (metadata, GPS included, dropped), in several sizes, under a fresh key.
 * A photo may be attached at once to the uploader's own review or comment, or uploaded first and
 * attached when the review is published (the review form does that).
 */
export async function uploadPhoto(db: Db, storage: MediaStorage, options: UploadPhotoOptions) {
  if (options.reviewId) {
    const [review] = await db
      .select({ authorId: reviews.authorId })
      .from(reviews)
      .where(eq(reviews.id, options.reviewId));
    if (!review) throw notFound('Review not found');
    if (review.authorId !== options.ownerId)
      throw new AppError('FORBIDDEN', "You don't have permission to edit this review");
    if ((await countPhotos(db, photos.reviewId, options.reviewId)) >= LIMITS.photoMaxPerReview) {
      throw new AppError('CONFLICT', `A review can have at most ${LIMITS.photoMaxPerReview} photos`);
    }
  }
  if (options.commentId) {
    const [comment] = await db
      .select({ authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, options.commentId));
    if (!comment) throw notFound('Comment not found');
    if (comment.authorId !== options.ownerId)
      throw new AppError('FORBIDDEN', "You don't have permission to edit this comment");
    if ((await countPhotos(db, photos.commentId, options.commentId)) >= LIMITS.photoMaxPerComment) {
      throw new AppError('CONFLICT', `A comment can have at most ${LIMITS.photoMaxPerComment} photos`);
    }
  }
  if (options.placeId) {
    const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, options.placeId));
    if (!place) throw notFound('Place not found');
  }
  // Unattached uploads per user are bounded too, so the form cannot be used as free storage.
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(
      and(
        eq(photos.ownerId, options.ownerId),
        sql`${photos.reviewId} is null and ${photos.commentId} is null`,
      ),
    );
  if ((pending?.n ?? 0) >= LIMITS.photoMaxPerReview * 2) {
    throw new AppError('CONFLICT', 'Too many photos waiting to be published');
  }

  const image = await processImage(options.file, { maxBytes: LIMITS.photoMaxBytes, sizes: PHOTO_SIZES });
  // The key names nobody: photos of reviews without an author must not point back at the account.
  const base = `photos/${randomBytes(16).toString('hex')}`;
  const stored: Array<{ width: number; height: number; key: string }> = [];
  try {
    for (const variant of image.variants) {
      const key = `${base}-${variant.size}.${variant.extension}`;
      await storage.put(key, variant.data, variant.contentType);
      stored.push({ width: variant.width, height: variant.height, key });
    }
  } catch (cause) {
    // Storage full or unwritable: remove what was written, keep no row, tell the client clearly.
    for (const file of stored) await storage.delete(file.key).catch(() => {});
    throw new AppError('SERVICE_UNAVAILABLE', 'Failed to upload photo', { cause });
  }
  const largest = stored[0]!;
  // A random id, not a time-ordered one: the id of a photo must not date an anonymous review.
  const id = randomUUID();
  try {
    await db.insert(photos).values({
      id,
      ownerId: options.ownerId,
      placeId: options.placeId ?? null,
      reviewId: options.reviewId ?? null,
      commentId: options.commentId ?? null,
      storageKey: largest.key,
      mimeType: 'image/webp',
      width: largest.width,
      height: largest.height,
      bytes: image.variants[0]!.data.length,
      variants: stored.map(({ width, key }) => ({ width, key })).sort((a, b) => a.width - b.width),
    });
  } catch (error) {
    for (const file of stored) await storage.delete(file.key).catch(() => {});
    throw error;
  }
  return {
    id,
    url: storage.publicUrl(largest.key),
    width: largest.width,
    height: largest.height,
    variants: stored
      .map(({ width, key }) => ({ width, url: storage.publicUrl(key) }))
      .sort((a, b) => a.width - b.width),
  };
}
