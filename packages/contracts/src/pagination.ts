import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LOCALES } from './locales.ts';

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  cursor: z.string().max(500).optional().describe('Opaque cursor from the previous page'),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** One page of a list answer (`pageSchema`): the items and the cursor of the next page, if any. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The `lang` query parameter of every answer that names places or is written for a reader. */
export const localeQuerySchema = z.enum(LOCALES).default('en');

/** A query of `lang` alone (one review, a moderation item). */
export const localeQueryObjectSchema = z.object({
  lang: localeQuerySchema.describe('Language of place names'),
});
