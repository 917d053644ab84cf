import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { paginationQuerySchema } from './pagination.ts';
import { photoSchema } from './reviews.ts';

export const COMMENT_ORDERS = ['oldest', 'newest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/** Trimmed, required, at most LIMITS.commentMax characters (ours: the spec leaves it open). */
const commentTextSchema = z
  .string({ error: 'Comment text is required' })
  .trim()
  .min(1, 'Comment text is required')
  .max(LIMITS.commentMax, `Comment is too long (maximum ${LIMITS.commentMax} characters)`);

const commentPhotoIdsSchema = z
  .array(z.uuid())
  .max(LIMITS.photoMaxPerComment, `A comment can have at most ${LIMITS.photoMaxPerComment} photos`)
  .describe('Ids of your own uploads from POST /photos/upload, not yet attached to anything');

export const createCommentBodySchema = z.object({
  reviewId: z.uuid({ error: 'Review not found' }),
  text: commentTextSchema,
  photoIds: commentPhotoIdsSchema.optional(),
  /**
   * A solved captcha: required (CAPTCHA_REQUIRED) of an account without e-mail once it has written
   * `LIMITS.anonymousCommentsWithoutCaptcha` comments in a day.
   */
  captcha: z.string().min(1).max(20_000).optional(),
});

export const updateCommentBodySchema = z.object({
  text: commentTextSchema,
  photoIds: commentPhotoIdsSchema.optional().describe('The comment keeps exactly these photos when given'),
});

export type CreateCommentBody = z.input<typeof createCommentBodySchema>;
export type UpdateCommentBody = z.input<typeof updateCommentBodySchema>;

export const commentIdParamsSchema = z.object({ id: z.uuid({ error: 'Comment not found' }) });

export const listCommentsQuerySchema = paginationQuerySchema.extend({
  reviewId: z.uuid({ error: 'reviewId must be a review id' }),
  order: z.enum(COMMENT_ORDERS).default('oldest'),
});

export const commentSchema = z
  .object({
    id: z.uuid(),
    reviewId: z.uuid(),
    text: z.string(),
    /** null for anonymous accounts: no author information is ever exposed for them */
    author: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
    isOwn: z.boolean().describe('True only for the author'),
    isEdited: z.boolean(),
    /**
     * 'held': waiting for a moderator before anyone else sees it (a link from a new account); only
     * its author is ever given a held comment.
     */
    status: z.enum(['published', 'held']),
    likesCount: z.int(),
    dislikesCount: z.int(),
    myVote: z.enum(['like', 'dislike']).nullable(),
    photos: z.array(photoSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Comment' });

export type Comment = z.infer<typeof commentSchema>;
