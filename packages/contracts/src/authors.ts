import { z } from 'zod';
import { commentSchema } from './comments.ts';
import { DECISION_REASONS } from './moderation-constants.ts';
import { localeQuerySchema, paginationQuerySchema } from './pagination.ts';
import { reviewSchema } from './reviews.ts';

/**
 * An author's public page (issue 17): named accounts only. Anonymous accounts have none, and
 * nothing here counts or lists what an author published without their name.
 */
export const authorIdParamsSchema = z.object({ id: z.uuid({ error: 'Author not found' }) });

export const authorProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    /** The first day of the month the account was made: the month is all a reader needs. */
    memberSince: z.iso.date(),
    /** Sofas from what the page can show: points of reviews published without the name are left out. */
    sofas: z.int(),
    reviewCount: z.int().describe('Published reviews with the author named'),
    commentCount: z.int().describe('Published comments'),
  })
  .meta({ id: 'AuthorProfile' });
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

export const authorReviewsQuerySchema = paginationQuerySchema.extend({
  lang: localeQuerySchema.describe('Language of place names'),
});

export const authorCommentsQuerySchema = authorReviewsQuerySchema;

/** A comment on an author's page, with the place of the review it answers. */
export const authorCommentSchema = commentSchema
  .extend({ placeName: z.string().describe('The reviewed place, in the requested language') })
  .meta({ id: 'AuthorComment' });
export type AuthorComment = z.infer<typeof authorCommentSchema>;

/** "My reviews": every review of the caller, whatever its status, with a moderator's reason. */
export const myReviewsQuerySchema = authorReviewsQuerySchema;

export const myReviewSchema = reviewSchema
  .extend({
    hiddenReason: z
      .enum(DECISION_REASONS)
      .nullable()
      .describe("The moderator's reason when the review is hidden; null otherwise"),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof myReviewSchema>;
