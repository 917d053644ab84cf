import { detectTextLanguage, type Locale } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { normalizeSpace } from './load-translatable-texts.ts';
import { translations } from './schema.ts';
import { hashText } from './translate-texts.ts';
import type { ServerProvider } from './translation-providers.ts';

export interface FindCachedTranslationsOptions {
  /** Summary quotes as a summary shows them. */
  quotes: readonly string[];
  target: Locale;
}

export type CachedTranslations = Map<string, { text: string; source: Locale; provider: ServerProvider }>;

/**
 * The translations into `target` that readers already had made of these summary quotes, keyed by
 * the quote as given: one indexed read of the shared cache, keyed as POST /translations stores a
 * summary quote (translateTexts). Never a provider call: rendering a summary costs no one's budget.
 */
export async function findCachedTranslations(
  db: Pick<Db, 'select'>,
  options: FindCachedTranslationsOptions,
): Promise<CachedTranslations> {
  const found: CachedTranslations = new Map();
  const wanted = new Map<string, { quote: string; source: Locale }[]>();
  for (const quote of new Set(options.quotes)) {
    const text = normalizeSpace(quote);
    const source = detectTextLanguage(text);
    if (text === '' || source === options.target) continue;
    const hash = hashText(text);
    wanted.set(hash, [...(wanted.get(hash) ?? []), { quote, source }]);
  }
  if (wanted.size === 0) return found;
  const rows = await db
    .select()
    .from(translations)
    .where(
      and(
        inArray(translations.textHash, [...wanted.keys()]),
        eq(translations.targetLanguage, options.target),
      ),
    );
  for (const row of rows) {
    for (const { quote, source } of wanted.get(row.textHash) ?? []) {
      if (source === row.sourceLanguage) {
        found.set(quote, { text: row.translatedText, source, provider: row.provider as ServerProvider });
      }
    }
  }
  return found;
}
