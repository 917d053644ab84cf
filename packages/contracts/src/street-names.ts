import { z } from 'zod';
import type { Locale } from './locales.ts';
import { STREET_NAME_MESSAGES, streetNameProblem } from './street-name-rules.ts';

/*
 * A street the app did not know, named by a moderator in the three scripts (issue 33, item 3): the
 * writers' buildings on it then read as each language writes an address, search finds them by every
 * name, and later writers typing any of them land on this street.
 */

const streetNameSchema = (lang: Locale) =>
  z
    .string({ error: STREET_NAME_MESSAGES.required })
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .superRefine((name, context) => {
      const problem = streetNameProblem(name, lang);
      if (!problem) return;
      const message =
        problem === 'STREET_NAME_REQUIRED'
          ? STREET_NAME_MESSAGES.required
          : problem === 'STREET_NAME_TOO_LONG'
            ? STREET_NAME_MESSAGES.tooLong
            : STREET_NAME_MESSAGES.script[lang];
      context.addIssue({ code: 'custom', message, params: { code: problem } });
    });

/** POST /moderation/places/:placeId/street-names: the street's name in each language, without a house number. */
export const streetNamesBodySchema = z.object({
  en: streetNameSchema('en'),
  ru: streetNameSchema('ru'),
  ka: streetNameSchema('ka'),
});
export type StreetNamesBody = z.input<typeof streetNamesBodySchema>;
export type StreetNames = z.infer<typeof streetNamesBodySchema>;

export const streetNamesParamsSchema = z.object({ placeId: z.uuid({ error: 'Place not found' }) });

/**
 * What a moderator starts from on a place flagged `unknown_street`: the street as its writer typed
 * it (without the house number), in the writer's script for that language and the machine's
 * transliteration for the others; every field is the moderator's to correct.
 */
export const streetNamingSchema = z.object({
  typed: z.string(),
  suggestions: z.object({ en: z.string(), ru: z.string(), ka: z.string() }),
});
export type StreetNaming = z.infer<typeof streetNamingSchema>;
