import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Machine translations, shared by every reader and instance: keyed by the SHA-256 of the text as
 * stored (an edit makes a new key), its language and the reader's. Originals are never changed.
 */
export const translations = pgTable(
  'translations',
  {
    textHash: text('text_hash').notNull(),
    sourceLanguage: text('source_language').$type<Locale>().notNull(),
    targetLanguage: text('target_language').$type<Locale>().notNull(),
    translatedText: text('translated_text').notNull(),
    /** 'model' | 'libretranslate' (the browser's own translations never reach the server). */
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'translations_pkey', columns: [t.textHash, t.sourceLanguage, t.targetLanguage] }),
    check('translations_provider_check', sql`${t.provider} in ('model', 'libretranslate')`),
  ],
);
