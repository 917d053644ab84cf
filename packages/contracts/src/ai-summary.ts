import { z } from 'zod';
import { PLACE_TYPES } from './aspects.ts';
import { LOCALES } from './locales.ts';
import { localeQuerySchema } from './pagination.ts';
import { TRANSLATION_PROVIDERS } from './translations.ts';

/**
 * AI summary of a place (spec sections 3, 4, 7): a digest of its reviews in the reader's language.
 * Every claim names the reviews it rests on; serious problems come first, whatever the averages.
 */

/** Problems shown first whatever the averages say: danger, health, supply and the landlord's conduct. */
export const SERIOUS_PROBLEMS = [
  'gas',
  'heating',
  'water',
  'hot_water',
  'electricity',
  'mould',
  'pests',
  'safety',
  'harassment',
  'illegal_eviction',
  'deposit_not_returned',
] as const;
export type SeriousProblem = (typeof SERIOUS_PROBLEMS)[number];

/**
 * Problems the summary reports from review text (issues 7 and 15), most dangerous first. The
 * serious ones open the summary whatever the averages say; the others (a lift that breaks, noise)
 * follow them as other problems tenants report.
 */
export const REPORTED_PROBLEMS = [...SERIOUS_PROBLEMS, 'lift', 'noise'] as const;
export type ReportedProblem = (typeof REPORTED_PROBLEMS)[number];

/**
 * The shape of the stored summary. A cached summary of an older version is out of date and is
 * generated again (its wording and problem detection are older too).
 */
export const AI_SUMMARY_VERSION = 4;

/**
 * What tenants keep saying about a place beyond its problems (issue 34), read from the review texts:
 * each theme is said in a good or a bad tone, and a review may say both ("returned the deposit minus
 * 100 GEL"). Praise lists the good ones, complaints the bad ones.
 */
export const SUMMARY_THEMES = [
  'transport',
  'landlord',
  'deposit',
  'rent',
  'neighbours',
  'light',
  'management',
] as const;
export type SummaryTheme = (typeof SUMMARY_THEMES)[number];
export const THEME_TONES = ['good', 'bad'] as const;
export type ThemeTone = (typeof THEME_TONES)[number];

export const AI_SUMMARY_SECTION_KINDS = [
  /** Serious problems any reviewer reported; always the first section when present. */
  'serious',
  /** Other problems tenants report (a lift that breaks, noise), after the serious ones. */
  'problems',
  /** How many reviews, which period, the overall rating and its trend. */
  'overview',
  /** Ratings per aspect with counts. */
  'ratings',
  'praise',
  'complaints',
  /** Rent and utility bills reported by tenants. */
  'costs',
  /** What the platform knows about the enclosing building, district and city. */
  'context',
  /** What the data does not cover. */
  'gaps',
] as const;
export type AiSummarySectionKind = (typeof AI_SUMMARY_SECTION_KINDS)[number];

export const aiSummaryQuoteSchema = z.object({
  reviewId: z.uuid(),
  /** Verbatim from the review (shortened with "…" at most), in the review's own language. */
  text: z.string(),
  language: z.enum(LOCALES),
  /**
   * The quote in the summary's language, when a reader already had it machine-translated (the shared
   * translation cache, issue 16). Added when the summary is read, never stored with it; reading a
   * summary never asks a provider (the quote's Translate control does, within the reader's budget).
   */
  translation: z
    .object({
      text: z.string(),
      /** The language the quote's text was found in (a review may mix languages). */
      source: z.enum(LOCALES),
      provider: z.enum(TRANSLATION_PROVIDERS),
    })
    .optional(),
});
export type AiSummaryQuote = z.infer<typeof aiSummaryQuoteSchema>;

export const aiSummaryClaimSchema = z.object({
  text: z.string(),
  /** The reviews this claim rests on (at most a dozen are listed; `sourceCount` says how many). */
  reviewIds: z.array(z.uuid()),
  sourceCount: z.int(),
  quotes: z.array(aiSummaryQuoteSchema),
  /** Set on claims of the 'serious' and 'problems' sections. */
  problem: z.enum(REPORTED_PROBLEMS).nullable(),
  /** Set on claims about a theme tenants mention (praise and complaints read from the texts). */
  theme: z
    .object({ name: z.enum(SUMMARY_THEMES), tone: z.enum(THEME_TONES) })
    .nullable()
    .default(null),
  /** A place whose page backs the claim (context claims about the district or city). */
  place: z.object({ id: z.uuid(), kind: z.enum(PLACE_TYPES), name: z.string() }).nullable(),
});
export type AiSummaryClaim = z.infer<typeof aiSummaryClaimSchema>;

export const aiSummarySectionSchema = z.object({
  kind: z.enum(AI_SUMMARY_SECTION_KINDS),
  title: z.string(),
  claims: z.array(aiSummaryClaimSchema),
});
export type AiSummarySection = z.infer<typeof aiSummarySectionSchema>;

/** A review a summary cites, numbered in the order the summary first cites it. */
export const aiSummarySourceSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  language: z.enum(LOCALES),
  createdAt: z.iso.datetime(),
});

export const aiSummaryPeriodSchema = z.object({
  /** When the oldest and newest summarised reviews were written. */
  firstReviewAt: z.iso.datetime().nullable(),
  lastReviewAt: z.iso.datetime().nullable(),
  /**
   * The tenancies they describe: earliest move-in and latest move-out ('YYYY-MM', or 'YYYY' when a
   * review shown as years only is at either end; null = still there).
   */
  livedFrom: z.string().nullable(),
  livedTo: z.string().nullable(),
});

/** What a provider produces; stored as `ai_summaries.content`. */
export const aiSummaryContentSchema = z.object({
  version: z.literal(AI_SUMMARY_VERSION),
  place: z.object({ id: z.uuid(), kind: z.enum(PLACE_TYPES), name: z.string() }),
  /** One sentence: how many reviews and which period. */
  headline: z.string(),
  /** True when there are too few reviews to draw conclusions (none, or very few). */
  isInsufficientData: z.boolean(),
  period: aiSummaryPeriodSchema,
  sections: z.array(aiSummarySectionSchema),
  sources: z.array(aiSummarySourceSchema),
});
export type AiSummaryContent = z.infer<typeof aiSummaryContentSchema>;

export const aiSummarySchema = aiSummaryContentSchema
  .extend({
    id: z.uuid(),
    placeId: z.uuid(),
    language: z.enum(LOCALES),
    /** 'builtin', or 'openai-compatible:<model>' when an external model wrote the prose. */
    provider: z.string(),
    generatedAt: z.iso.datetime(),
    reviewCount: z.int(),
    helpfulCount: z.int(),
    unhelpfulCount: z.int(),
    myVote: z.enum(['helpful', 'unhelpful']).nullable(),
  })
  .meta({ id: 'AiSummary' });
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const aiSummaryQuerySchema = z.object({
  placeId: z.uuid({ error: 'placeId must be a place id' }),
  lang: localeQuerySchema.describe('Language the summary is written in'),
});

export const aiSummaryIdParamsSchema = z.object({ id: z.uuid({ error: 'Summary not found' }) });

export const aiSummaryVoteBodySchema = z.object({ helpful: z.boolean() });

export const aiSummaryVoteResultSchema = z.object({
  helpfulCount: z.int(),
  unhelpfulCount: z.int(),
  myVote: z.enum(['helpful', 'unhelpful']),
});
export type AiSummaryVoteResult = z.infer<typeof aiSummaryVoteResultSchema>;
