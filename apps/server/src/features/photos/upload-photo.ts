import { randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/storage.ts';
import { placeExists } from '../places/index.ts';
import { pointsAuthorOf, syncReviewPoints } from '../points/index.ts';
import { photoHolders } from './photo-holders.ts';
import { photos } from './schema.ts';

/** Sizes served to browsers (longest side, px): a lightbox, a list thumbnail, a tiny preview. */
export const PHOTO_SIZES = [1600, 800, 400] as const;

export interface UploadPhotoOptions {
  ownerId: string;
  file: Buffer;
  placeId?: string | undefined;
  reviewId?: string | undefined;
  commentId?: string | undefined;
  /**
   * The review whose edit the photo is for (issue 30: a browser managing it by its private link
   * uploads as its author, for it only): checked as `reviewId` is, but left unattached until the
   * edit is saved, as every upload of the form is.
   */
  editingReviewId?: string | undefined;
}

async function countPhotos(
  db: Executor,
  column: typeof photos.reviewId | typeof photos.commentId,
  id: string,
) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(photos).where(eq(column, id));
  return row?.n ?? 0;
}

/**
 * The review a photo is attached to directly must be the uploader's, still take edits (the same
 * answers as the edit path: removed is not found, locked is refused) and be visible: a review a
 * moderator hid takes no new material. Checked before the image work, and again under the row lock
 * when the photo is recorded, so a lock set in between still holds.
 */
async function loadReviewForPhoto(db: Executor, reviewId: string, ownerId: string, lock: boolean) {
  const review = await photoHolders().review(db, reviewId, { lock });
  if (!review || review.status === 'removed') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  if (review.authorId !== ownerId)
    throw new AppError('REVIEW_EDIT_FORBIDDEN', "You don't have permission to edit this review");
  if (review.lockedAt) throw new AppError('REVIEW_LOCKED', 'This review is locked');
  if (review.status === 'hidden') throw new AppError('FORBIDDEN', 'This review is hidden by a moderator');
  if ((await countPhotos(db, photos.reviewId, reviewId)) >= LIMITS.photoMaxPerReview) {
    throw new AppError('CONFLICT', `A review can have at most ${LIMITS.photoMaxPerReview} photos`);
  }
  return review;
}

/** A stored photo's files, largest first: what its row records. */
export interface StoredPhotoFiles {
  stored: Array<{ width: number; height: number; key: string }>;
  /** Size of the largest file. */
  bytes: number;
}

/**
 * Re-encodes an image (metadata, GPS included, dropped) in every PHOTO_SIZES size and writes the
 * files under a fresh random key; on a storage failure removes what was written. Every photo goes
 * this way, an upload as well as a demo photo of the seed.
 */
export async function storePhotoFiles(storage: MediaStorage, file: Buffer): Promise<StoredPhotoFiles> {
  const image = await processImage(file, { maxBytes: LIMITS.photoMaxBytes, sizes: PHOTO_SIZES });
  // The key names nobody: photos of reviews without an author must not point back at the account.
  const base = `photos/${randomBytes(16).toString('hex')}`;
  const stored: StoredPhotoFiles['stored'] = [];
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
  return { stored, bytes: image.variants[0]!.data.length };
}

/** The columns of a photo row that describe its stored files. */
export function photoFileColumns({ stored, bytes }: StoredPhotoFiles) {
  const largest = stored[0]!;
  return {
    storageKey: largest.key,
    mimeType: 'image/webp',
    width: largest.width,
    height: largest.height,
    bytes,
    variants: stored.map(({ width, key }) => ({ width, key })).sort((a, b) => a.width - b.width),
  };
}

/**
 * Stores a photo: re-encoded (metadata, GPS included, dropped), in several sizes, under a fresh key.
 * A photo may be attached at once to the uploader's own review or comment, or uploaded first and
 * attached when the review is published (the review form does that). A photo added straight to a
 * review changes what the review is worth, so the points ledger is corrected in the same
 * transaction as the photo's row.
 */
export async function uploadPhoto(db: Db, storage: MediaStorage, options: UploadPhotoOptions) {
  const reviewId = options.reviewId ?? options.editingReviewId;
  if (reviewId) await loadReviewForPhoto(db, reviewId, options.ownerId, false);
  if (options.commentId) {
    const authorId = await photoHolders().commentAuthor(db, options.commentId);
    if (!authorId) throw notFound('Comment not found');
    if (authorId !== options.ownerId)
      throw new AppError('FORBIDDEN', "You don't have permission to edit this comment");
    if ((await countPhotos(db, photos.commentId, options.commentId)) >= LIMITS.photoMaxPerComment) {
      throw new AppError('CONFLICT', `A comment can have at most ${LIMITS.photoMaxPerComment} photos`);
    }
  }
  if (options.placeId) {
    if (!(await placeExists(db, options.placeId))) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
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

  const files = await storePhotoFiles(storage, options.file);
  const { stored } = files;
  const largest = stored[0]!;
  // A random id, not a time-ordered one: the id of a photo must not date an anonymous review.
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const review = options.reviewId
        ? await loadReviewForPhoto(tx, options.reviewId, options.ownerId, true)
        : null;
      await tx.insert(photos).values({
        id,
        ownerId: options.ownerId,
        // A review's photo belongs to the review's place (as when the review form attaches it).
        placeId: review ? review.placeId : (options.placeId ?? null),
        reviewId: options.reviewId ?? null,
        commentId: options.commentId ?? null,
        ...photoFileColumns(files),
      });
      if (review) {
        await syncReviewPoints(tx, review, await pointsAuthorOf(tx, review.authorId));
      }
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
