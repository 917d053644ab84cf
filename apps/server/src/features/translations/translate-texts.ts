import { createHash } from 'node:crypto';
import {
  detectTextLanguage,
  type Locale,
  type TranslationFailureItem,
  type TranslationItem,
  type TranslationsResponse,
} from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { TranslationConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { itemKey, loadTranslatableTexts } from './load-translatable-texts.ts';
import { translations } from './schema.ts';
import {
  type ServerProvider,
  TranslationProviderError,
  translateWithProviders,
} from './translation-providers.ts';

export const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

/** Provider calls made at once for one request (a page of comments must not open 50 connections). */
const PROVIDER_CONCURRENCY = 4;

/** Translations being fetched in this process: readers asking for the same text wait for one call. */
const inFlight = new Map<string, Promise<{ text: string; provider: ServerProvider }>>();

/**
 * Translates public texts named by id into `target`: from the shared cache when any reader asked
 * before, else from the configured providers (then cached). `beforeProviderCall` runs once per text
 * that needs a provider (the global cost limit); it may throw to refuse. Originals are never changed.
 */
export async function translateTexts(
  db: Db,
  options: {
    items: readonly TranslationItem[];
    target: Locale;
    config: TranslationConfig;
    beforeProviderCall(count: number): Promise<void>;
  },
): Promise<TranslationsResponse> {
  const { target } = options;
  const texts = await loadTranslatableTexts(db, options.items);
  const failed: TranslationFailureItem[] = [];
  const wanted: Array<{ item: TranslationItem; text: string; source: Locale; hash: string }> = [];
  for (const item of options.items) {
    const text = texts.get(itemKey(item));
    if (text === undefined) {
      failed.push({ ...item, reason: 'notFound' });
      continue;
    }
    const source = detectTextLanguage(text);
    if (source === target) failed.push({ ...item, reason: 'sameLanguage' });
    else wanted.push({ item, text, source, hash: hashText(text) });
  }

  const cacheKey = (hash: string, source: Locale) => `${hash}:${source}:${target}`;
  const cached = new Map<string, { text: string; provider: ServerProvider }>();
  if (wanted.length > 0) {
    const rows = await db
      .select()
      .from(translations)
      .where(
        and(
          inArray(translations.textHash, [...new Set(wanted.map((w) => w.hash))]),
          eq(translations.targetLanguage, target),
        ),
      );
    for (const row of rows) {
      cached.set(cacheKey(row.textHash, row.sourceLanguage), {
        text: row.translatedText,
        provider: row.provider as ServerProvider,
      });
    }
  }

  const misses = new Map<string, { text: string; source: Locale; hash: string }>();
  for (const w of wanted) {
    const key = cacheKey(w.hash, w.source);
    if (!cached.has(key)) misses.set(key, w);
  }
  const fresh = new Map<string, { text: string; provider: ServerProvider } | TranslationProviderError>();
  if (misses.size > 0) {
    await options.beforeProviderCall(misses.size);
    const queue = [...misses];
    const work = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, miss] = next;
        try {
          fresh.set(key, await translateOnce(db, options.config, key, miss, target));
        } catch (error) {
          if (!(error instanceof TranslationProviderError)) throw error;
          fresh.set(key, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PROVIDER_CONCURRENCY, queue.length) }, work));
  }

  const done: TranslationsResponse['translations'] = [];
  for (const w of wanted) {
    const key = cacheKey(w.hash, w.source);
    const result = cached.get(key) ?? fresh.get(key);
    if (!result || result instanceof TranslationProviderError) {
      failed.push({ ...w.item, reason: result?.reason ?? 'unavailable' });
    } else {
      done.push({ ...w.item, source: w.source, target, text: result.text, provider: result.provider });
    }
  }
  return { translations: done, failed };
}

/** One provider call per text at a time in this process; the result is stored for every reader. */
function translateOnce(
  db: Db,
  config: TranslationConfig,
  key: string,
  miss: { text: string; source: Locale; hash: string },
  target: Locale,
) {
  let running = inFlight.get(key);
  if (!running) {
    running = (async () => {
      const result = await translateWithProviders(config, miss.text, { source: miss.source, target });
      await db
        .insert(translations)
        .values({
          textHash: miss.hash,
          sourceLanguage: miss.source,
          targetLanguage: target,
          translatedText: result.text,
          provider: result.provider,
        })
        .onConflictDoNothing();
      return result;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}
