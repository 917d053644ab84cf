import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LOCALES } from './locales.ts';

/**
 * Machine translation of public texts (issue 16). The client names texts by id; the server loads
 * them itself (only published, visible texts) and never translates text the client supplies.
 */

/**
 * - reviewAspect: an aspect's comment of a published review (`id` the review, `field` the aspect;
 *   'general' is the review's general comment);
 * - comment: a published comment on a published review;
 * - summaryQuote: a quote of an AI summary (`id` the review quoted, `quote` the quote's text as the
 *   summary shows it: it is translated only when it is an excerpt of that review's comments).
 */
export const TRANSLATION_ITEM_KINDS = ['reviewAspect', 'comment', 'summaryQuote'] as const;
export type TranslationItemKind = (typeof TRANSLATION_ITEM_KINDS)[number];

/** Who translated: the browser's own model, the summaries' model, a LibreTranslate API. */
export const TRANSLATION_PROVIDERS = ['device', 'model', 'libretranslate'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/** Why an item was not translated. */
export const TRANSLATION_FAILURES = [
  /** No such text, or not public. */
  'notFound',
  /** The text is already in the target language. */
  'sameLanguage',
  /** The provider did not answer in time (TRANSLATE_TIMEOUT_MS). */
  'timeout',
  /** No provider could translate it (unreachable, refused, an unusable answer). */
  'unavailable',
] as const;
export type TranslationFailure = (typeof TRANSLATION_FAILURES)[number];

export const translationItemSchema = z.object({
  kind: z.enum(TRANSLATION_ITEM_KINDS),
  id: z.uuid(),
  /** reviewAspect: the aspect ('general' when omitted; a city's are snake_case: traffic_jams). */
  field: z
    .string()
    .regex(/^[a-z][a-zA-Z_]{0,39}$/, 'Unknown field')
    .optional(),
  /** summaryQuote: the quote as shown. */
  quote: z.string().min(1).max(LIMITS.commentMax).optional(),
});
export type TranslationItem = z.infer<typeof translationItemSchema>;

export const translationsRequestSchema = z
  .object({
    items: z
      .array(translationItemSchema)
      .min(1, 'Nothing to translate')
      .max(LIMITS.translationItemsMax, `At most ${LIMITS.translationItemsMax} texts per request`),
    target: z.enum(LOCALES),
  })
  .meta({ id: 'TranslationsRequest' });
export type TranslationsRequest = z.infer<typeof translationsRequestSchema>;

export const translationSchema = translationItemSchema.extend({
  source: z.enum(LOCALES),
  target: z.enum(LOCALES),
  text: z.string(),
  provider: z.enum(TRANSLATION_PROVIDERS),
});
export type Translation = z.infer<typeof translationSchema>;

export const translationFailureSchema = translationItemSchema.extend({
  reason: z.enum(TRANSLATION_FAILURES),
});
export type TranslationFailureItem = z.infer<typeof translationFailureSchema>;

export const translationsResponseSchema = z
  .object({
    translations: z.array(translationSchema),
    failed: z.array(translationFailureSchema),
  })
  .meta({ id: 'TranslationsResponse' });
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

/** The languages a signed-in reader always has translated (remembered per account). */
export const translationPreferencesSchema = z
  .object({ alwaysFrom: z.array(z.enum(LOCALES)).max(LOCALES.length) })
  .meta({ id: 'TranslationPreferences' });
export type TranslationPreferences = z.infer<typeof translationPreferencesSchema>;

/** What the page knows about translation (from the configuration, in the loader). */
export interface TranslationAvailability {
  /** Providers in the order they are tried; empty: no control is shown. */
  order: TranslationProvider[];
}
