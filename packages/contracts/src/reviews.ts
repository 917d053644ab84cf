import { z } from 'zod';
import { BUILDING_TYPES, PLACE_TYPES } from './aspects.ts';
import { AUTH_MESSAGES, REVIEW_MESSAGES } from './auth-rules.ts';
import { CURRENCIES, LIMITS, MONEY_PRECISIONS, PERIOD_PRECISIONS, REVIEW_SORTS } from './constants.ts';
import { LOCALES } from './locales.ts';
import { localeQuerySchema, paginationQuerySchema } from './pagination.ts';

export const monthYearSchema = z.object({
  month: z.int().min(1).max(12),
  year: z.int().min(1950).max(2100),
});
export type MonthYear = z.infer<typeof monthYearSchema>;

export const reviewPeriodSchema = z.object({ month: z.int().min(1).max(12).nullable(), year: z.int() });
export type ReviewPeriod = z.infer<typeof reviewPeriodSchema>;

const monthIndex = (p: MonthYear) => p.year * 12 + (p.month - 1);

export interface AspectInput {
  rating: number;
  comment?: string | undefined;
}

/**
 * Ratings and comments keyed by aspect name. Checked entry by entry so the error names the aspect
 * in the spec's words: 'Invalid rating for aspect {aspectType}', 'Comment too long for aspect
 * {aspectType} (maximum {maxLength} characters)'. Whether an aspect belongs to the place type is
 * checked by the service, which knows the place.
 */
export const aspectsInputSchema = z
  .record(z.string().regex(/^[a-z_]{1,40}$/, 'Unknown aspect'), z.unknown())
  .superRefine((aspects, ctx) => {
    const entries = Object.entries(aspects);
    if (entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'At least one rating is required',
        params: { code: 'RATING_REQUIRED' },
      });
      return;
    }
    for (const [aspect, value] of entries) {
      const entry = (value ?? {}) as { rating?: unknown; comment?: unknown };
      const rating = entry.rating;
      if (
        typeof rating !== 'number' ||
        !Number.isInteger(rating) ||
        rating < LIMITS.ratingMin ||
        rating > LIMITS.ratingMax
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [aspect, 'rating'],
          message: `Invalid rating for aspect ${aspect}`,
          params: { code: 'RATING_INVALID' },
        });
      }
      const comment = entry.comment;
      if (comment !== undefined && comment !== null && typeof comment !== 'string') {
        ctx.addIssue({
          code: 'custom',
          path: [aspect, 'comment'],
          message: `Invalid comment for aspect ${aspect}`,
          params: { code: 'ASPECT_COMMENT_INVALID' },
        });
      } else if (typeof comment === 'string' && comment.trim().length > LIMITS.aspectCommentMax) {
        ctx.addIssue({
          code: 'custom',
          path: [aspect, 'comment'],
          message: `Comment too long for aspect ${aspect} (maximum ${LIMITS.aspectCommentMax} characters)`,
          params: { code: 'ASPECT_COMMENT_TOO_LONG' },
        });
      }
    }
  })
  .transform((aspects) => {
    const clean: Record<string, AspectInput> = {};
    for (const [aspect, value] of Object.entries(aspects)) {
      const entry = value as { rating: number; comment?: string | null };
      const comment = entry.comment?.trim();
      clean[aspect] = comment ? { rating: entry.rating, comment } : { rating: entry.rating };
    }
    return clean;
  })
  .meta({
    description: 'Rating 1–5 and optional comment per aspect of the place type, keyed by aspect name',
    examples: [{ noise: { rating: 2, comment: 'A bar downstairs until 2 am' }, internet: { rating: 5 } }],
  });

const moneySchema = z.number().min(0).max(10_000_000);

export const rentSchema = z.object({ amount: moneySchema, currency: z.enum(CURRENCIES) });
export const utilitiesSchema = z.object({
  winter: moneySchema.optional(),
  summer: moneySchema.optional(),
  currency: z.enum(CURRENCIES),
});

/**
 * A review's rent and bills as answered (issue 30): when the author shows money as ranges, readers
 * get each amount's band (from ≤ amount < to, money-bands.ts) and null or no amount; the author gets
 * both. (Comments, not descriptions: every page's JavaScript carries these schemas.)
 */
const moneyRangeSchema = z.object({ from: z.number(), to: z.number() });
export const reviewRentSchema = rentSchema.extend({
  amount: z.number().nullable(),
  range: moneyRangeSchema.nullable(),
});
export const reviewUtilitiesSchema = utilitiesSchema.extend({
  winterRange: moneyRangeSchema.optional(),
  summerRange: moneyRangeSchema.optional(),
});

/** Living period: from ≤ to, and neither in the future (checked against today's month). */
function checkPeriod(
  value: { livedFrom?: MonthYear | undefined; livedTo?: MonthYear | null | undefined },
  ctx: z.RefinementCtx,
) {
  const now = new Date();
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (value.livedFrom && monthIndex(value.livedFrom) > current) {
    ctx.addIssue({
      code: 'custom',
      path: ['livedFrom'],
      message: 'The living period cannot start in the future',
      params: { code: 'PERIOD_START_FUTURE' },
    });
  }
  if (value.livedTo) {
    if (monthIndex(value.livedTo) > current) {
      ctx.addIssue({
        code: 'custom',
        path: ['livedTo'],
        message: 'The living period cannot end in the future',
        params: { code: 'PERIOD_END_FUTURE' },
      });
    }
    if (value.livedFrom && monthIndex(value.livedTo) < monthIndex(value.livedFrom)) {
      ctx.addIssue({
        code: 'custom',
        path: ['livedTo'],
        message: 'The living period must end after it starts',
        params: { code: 'PERIOD_ORDER' },
      });
    }
  }
}

const reviewFields = {
  aspects: aspectsInputSchema,
  isCommercial: z.boolean(),
  livedFrom: monthYearSchema,
  livedTo: monthYearSchema.nullable().describe('null while the author still lives there'),
  rent: rentSchema.nullable().optional(),
  utilities: utilitiesSchema.nullable().optional(),
  language: z.enum(LOCALES).optional().describe('Language the review is written in'),
  photoIds: z.array(z.uuid()).max(LIMITS.photoMaxPerReview).optional(),
  /** Publish without the author's name (anonymous accounts always are). */
  hideAuthor: z.boolean().optional(),
  /** Show the living period as years only, so a landlord cannot tell which tenant wrote it. */
  // Default for both: 'year' and 'range' for a review without its author's name, else 'month' and 'exact'.
  periodPrecision: z.enum(PERIOD_PRECISIONS).optional(),
  /** Show rent and bills as bands (GEL 1,000–1,500), so the exact amount does not identify the tenant. */
  moneyPrecision: z.enum(MONEY_PRECISIONS).optional(),
  /** Publish only from this day on (e.g. after moving out); null publishes at once. */
  publishAt: z.iso
    .date({ error: REVIEW_MESSAGES.invalidDate })
    .nullable()
    .optional()
    .describe('YYYY-MM-DD; the review stays private until this day (UTC)'),
};

/** The publication date must be today or later, and within LIMITS.publishDelayMaxDays. */
function checkPublishAt(value: { publishAt?: string | null | undefined }, ctx: z.RefinementCtx) {
  if (!value.publishAt) return;
  const today = new Date().toISOString().slice(0, 10);
  const latest = new Date(Date.now() + LIMITS.publishDelayMaxDays * 86_400_000).toISOString().slice(0, 10);
  if (value.publishAt < today) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: 'The publication date cannot be in the past',
      params: { code: 'PUBLISH_DATE_PAST' },
    });
  } else if (value.publishAt > latest) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: `The publication date can be at most ${LIMITS.publishDelayMaxDays} days ahead`,
      params: { code: 'PUBLISH_DATE_TOO_FAR' },
    });
  }
}

export const createReviewBodySchema = z
  .object({
    placeId: z.uuid().describe('From POST /places/details/for-reviews'),
    ...reviewFields,
    isCommercial: reviewFields.isCommercial.default(false),
    livedTo: reviewFields.livedTo.default(null),
    agreedToTerms: z.literal(true, { error: REVIEW_MESSAGES.termsRequired }),
    captcha: z
      .string({ error: AUTH_MESSAGES.captchaRequired })
      .min(1, AUTH_MESSAGES.captchaRequired)
      .max(20_000, AUTH_MESSAGES.captchaRequired),
  })
  .superRefine(checkPeriod)
  .superRefine(checkPublishAt);

export const updateReviewBodySchema = z
  .object({
    aspects: reviewFields.aspects.optional(),
    isCommercial: reviewFields.isCommercial.optional(),
    livedFrom: reviewFields.livedFrom.optional(),
    livedTo: reviewFields.livedTo.optional(),
    rent: reviewFields.rent,
    utilities: reviewFields.utilities,
    photoIds: reviewFields.photoIds,
    hideAuthor: reviewFields.hideAuthor,
    periodPrecision: reviewFields.periodPrecision,
    moneyPrecision: reviewFields.moneyPrecision,
    publishAt: reviewFields.publishAt,
    /** Locks the review against later edits, for good (anti-coercion). */
    locked: z.literal(true).optional(),
  })
  .superRefine(checkPeriod)
  .superRefine(checkPublishAt);

export type CreateReviewBody = z.input<typeof createReviewBodySchema>;
export type UpdateReviewBody = z.input<typeof updateReviewBodySchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: 'Review not found' }) });

/** A compact link to a place, as review lists show it. */
export const placeLinkSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PLACE_TYPES),
  name: z.string(),
});

export const photoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  variants: z.array(z.object({ width: z.int(), url: z.string() })),
});
export type Photo = z.infer<typeof photoSchema>;

export const reviewSchema = z
  .object({
    id: z.uuid(),
    placeType: z.enum(PLACE_TYPES),
    place: placeLinkSchema,
    /** city › district › building › apartment, the place itself last */
    breadcrumbs: z.array(placeLinkSchema),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    aspects: z.array(z.object({ aspect: z.string(), rating: z.int(), comment: z.string().nullable() })),
    overallRating: z.number(),
    isCommercial: z.boolean(),
    /** month is null when the author shows the period as years only (except to the author) */
    livedFrom: reviewPeriodSchema,
    livedTo: reviewPeriodSchema.nullable(),
    periodPrecision: z.enum(PERIOD_PRECISIONS),
    apartmentNumber: z.string().nullable(),
    buildingType: z.enum(BUILDING_TYPES).nullable(),
    /** Exact amounts only for the author when `moneyPrecision` is 'range'; readers get the bands. */
    rent: reviewRentSchema.nullable(),
    utilities: reviewUtilitiesSchema.nullable(),
    moneyPrecision: z.enum(MONEY_PRECISIONS),
    language: z.enum(LOCALES),
    /** null for anonymous reviews: no author information is ever exposed for them */
    author: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
    isOwn: z.boolean().describe('True only for the author'),
    /** Others only ever see published reviews; the author also sees held and scheduled ones. */
    status: z.enum(['published', 'held', 'scheduled', 'hidden']),
    /** Only for the author: the day a scheduled review goes public. */
    publishAt: z.iso.date().nullable(),
    /** Only for the author: whether they published it without their name. */
    hideAuthor: z.boolean(),
    isLocked: z.boolean().describe('Locked by its author against later edits'),
    likesCount: z.int(),
    dislikesCount: z.int(),
    commentsCount: z.int(),
    viewsCount: z.int(),
    myVote: z.enum(['like', 'dislike']).nullable(),
    photos: z.array(photoSchema),
    points: z
      .int()
      .describe(
        'Sofas this review earns its author; 0 for everyone but the author when it is published without a name',
      ),
    /** Day precision (midnight UTC) for reviews without an author, so time does not identify them. */
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Review' });

export type Review = z.infer<typeof reviewSchema>;

export const reviewWithDistanceSchema = reviewSchema.extend({ distanceMeters: z.number() });
export type ReviewWithDistance = z.infer<typeof reviewWithDistanceSchema>;

const langQuery = localeQuerySchema.describe('Language of place names');

export const listReviewsQuerySchema = paginationQuerySchema.extend({
  placeId: z.uuid({ error: 'placeId must be a place id' }),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  /** Only reviews of this place type (e.g. the apartments inside a building). */
  placeType: z.enum(PLACE_TYPES).optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  maxRating: z.coerce.number().int().min(1).max(5).optional(),
  isCommercial: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  language: z.enum(LOCALES).optional(),
  lang: langQuery,
});

export const latestReviewsQuerySchema = paginationQuerySchema.extend({
  lang: langQuery,
  cityId: z.uuid({ error: 'cityId must be a city id' }).optional().describe('Only reviews inside this city'),
  placeType: z
    .enum(PLACE_TYPES, { error: `placeType must be one of: ${PLACE_TYPES.join(', ')}` })
    .optional()
    .describe('Only reviews of this kind of place'),
});
export type LatestReviewsQuery = z.infer<typeof latestReviewsQuerySchema>;

export const nearbyReviewsQuerySchema = paginationQuerySchema.extend({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().int().min(100).max(100_000).default(10_000).describe('Metres'),
  lang: langQuery,
});

export const aspectStatSchema = z.object({
  /** place type + aspect, e.g. 'apartment.noise'; 'overall' for the mean of reviews' overall ratings */
  aspect: z.string(),
  average: z.number(),
  count: z.int(),
  /** counts of 1..5 star ratings */
  distribution: z.array(z.int()).length(5),
  /** the same aspect's average in the enclosing district (or city), for comparison */
  parentAverage: z.number().nullable(),
});

/** One year of a place's history, by the year tenancies began (when the experience happened). */
export const historyPointSchema = z.object({
  year: z.int(),
  reviewCount: z.int(),
  averageRating: z.number(),
  /**
   * Mean monthly rent among reviews that gave it in `currency`, rounded to two significant digits;
   * null when fewer than AGGREGATE_MIN_REVIEWS did (one review's rent could be read back out of it).
   */
  averageRent: z.number().nullable(),
  rentCount: z.int(),
  /** Like averageRent: null unless AGGREGATE_MIN_REVIEWS reviews gave winter bills. */
  averageWinterUtilities: z.number().nullable(),
  /** Mean summer bills in `currency`; optional until every server sends it (older answers lack it). */
  averageSummerUtilities: z.number().nullable(),
});

export const placeStatsSchema = z.object({
  placeId: z.uuid(),
  reviewCount: z.int(),
  overall: aspectStatSchema.nullable(),
  aspects: z.array(aspectStatSchema),
  comparedWith: placeLinkSchema.nullable(),
  /** Ratings and costs over time; money in the place's most common rent currency. */
  history: z.array(historyPointSchema),
  currency: z.enum(CURRENCIES).nullable(),
});
export type PlaceStats = z.infer<typeof placeStatsSchema>;
export type AspectStat = z.infer<typeof aspectStatSchema>;
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const reviewStatsQuerySchema = z.object({ placeId: z.uuid(), lang: langQuery });

export const voteBodySchema = z.object({ value: z.enum(['like', 'dislike']) });
export const voteResultSchema = z.object({
  likesCount: z.int(),
  dislikesCount: z.int(),
  myVote: z.enum(['like', 'dislike']).nullable(),
});
