import { randomUUID } from 'node:crypto';
import {
  AI_SUMMARY_VERSION,
  type AiSummary,
  type AiSummaryContent,
  type AiSummaryQuote,
  aiSummaryContentSchema,
  type Locale,
} from '@app/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicDayOf } from '../../lib/public-views.ts';
import {
  collectPlaceFacts,
  findSummaryPlace,
  readSummaryBasis,
  type SummaryStamp,
  summaryStampOf,
} from './collect-place-facts.ts';
import { composeBuiltinSummary } from './compose-summary.ts';
import { type ModelProviderConfig, writeSummaryWithModel } from './model-provider.ts';
import { aiSummaries, aiSummaryVotes } from './schema.ts';

/**
 * A place's summary in one language, from the cache when it still describes the same reviews,
 * otherwise generated once however many readers ask at the same moment: requests of one instance
 * share a promise; instances sharing a PostgreSQL serialise on an advisory lock and the later one
 * finds the earlier one's row.
 */
export interface SummaryGenerator {
  db: Db;
  /** PostgreSQL: lock across instances. PGlite is one process, and a long transaction there would
   * hold its only connection for the whole model call, so the in-process single flight is enough. */
  lockAcrossInstances: boolean;
  model: ModelProviderConfig | undefined;
  ttlHours: number;
  /** Generations in flight in this process, keyed by place and language. */
  inFlight: Map<string, Promise<SummaryRow>>;
  /**
   * Called when this request is about to generate (rate limits): after the single flight and the
   * lock, once the cache is found out of date; never for a cached answer or one that another request
   * or instance generated meanwhile. `usesModel` says whether it will call the configured model.
   * May throw; nothing is written then.
   */
  beforeGenerate?: (generation: { usesModel: boolean }) => Promise<void>;
  onModelFailure?: (error: unknown) => void;
  /**
   * The cached translations of quotes into the summary's language (translations/ owns that cache
   * and reads stored summaries to check its quotes, so it is handed in rather than imported).
   */
  findQuoteTranslations?: FindQuoteTranslations;
}

export type FindQuoteTranslations = (
  db: Pick<Db, 'select'>,
  options: { quotes: readonly string[]; target: Locale },
) => Promise<Map<string, NonNullable<AiSummaryQuote['translation']>>>;

type SummaryRow = typeof aiSummaries.$inferSelect;
type Executor = Pick<Db, 'select' | 'execute' | 'insert' | 'delete'>;

/** A summary made after the model failed is kept briefly, so the next reader tries the model again. */
const FALLBACK_TTL_MINUTES = 15;

export function createSummaryGenerator(options: Omit<SummaryGenerator, 'inFlight'>): SummaryGenerator {
  return { ...options, inFlight: new Map() };
}

async function latestSummary(db: Executor, placeId: string, lang: Locale): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(aiSummaries)
    .where(and(eq(aiSummaries.placeId, placeId), eq(aiSummaries.language, lang)))
    .orderBy(desc(aiSummaries.generatedAt))
    .limit(1);
  return row;
}

/**
 * Fresh: of the current version (an older one was written with older wording and problem
 * detection), not expired, same number of reviews, and none written or edited since it was made.
 */
export function isSummaryFresh(
  row: SummaryRow | undefined,
  basis: SummaryStamp,
  now = new Date(),
): row is SummaryRow {
  return (
    row !== undefined &&
    (row.content as { version?: unknown } | null)?.version === AI_SUMMARY_VERSION &&
    row.expiresAt > now &&
    row.reviewCount === basis.reviewCount &&
    (basis.lastChangeAt === null || basis.lastChangeAt <= row.generatedAt)
  );
}

/** A place without reviews gets the built-in answer even when a model is configured. */
const callsModel = (generator: SummaryGenerator, basis: SummaryStamp) =>
  generator.model !== undefined && basis.reviewCount > 0;

async function generateSummary(
  generator: SummaryGenerator,
  db: Executor,
  placeId: string,
  lang: Locale,
): Promise<SummaryRow> {
  const place = await findSummaryPlace(db, placeId);
  // Read before the facts: a review written meanwhile is newer than the summary and triggers the next one.
  const generatedAt = new Date();
  const stamp = summaryStampOf(place);
  const cached = await latestSummary(db, placeId, lang);
  if (isSummaryFresh(cached, stamp)) return cached;
  // Only now is this request the one generating: a reader that waited for another instance's
  // generation found its row above and is not counted against the limits.
  await generator.beforeGenerate?.({ usesModel: callsModel(generator, stamp) });
  const facts = await collectPlaceFacts(db, place, await readSummaryBasis(db, place));
  const builtin = composeBuiltinSummary(facts, lang, generatedAt);
  let content: AiSummaryContent = builtin;
  let provider = 'builtin';
  let ttlMinutes = generator.ttlHours * 60;
  if (generator.model && callsModel(generator, stamp)) {
    try {
      content = await writeSummaryWithModel(generator.model, facts, builtin, lang);
      provider = `openai-compatible:${generator.model.model}`;
    } catch (error) {
      generator.onModelFailure?.(error);
      ttlMinutes = Math.min(ttlMinutes, FALLBACK_TTL_MINUTES);
    }
  }
  const [row] = await db
    .insert(aiSummaries)
    .values({
      // Public: a time-ordered id would date the generation, which follows a review's publication.
      id: randomUUID(),
      placeId,
      language: lang,
      provider,
      content,
      // The stamp's count: what the next reader's freshness check compares with.
      reviewCount: stamp.reviewCount,
      generatedAt,
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    })
    .returning();
  // Older versions nobody voted on are of no further use; voted ones stay as the votes' record.
  await db
    .delete(aiSummaries)
    .where(
      and(
        eq(aiSummaries.placeId, placeId),
        eq(aiSummaries.language, lang),
        lt(aiSummaries.generatedAt, generatedAt),
        eq(aiSummaries.helpfulCount, 0),
        eq(aiSummaries.unhelpfulCount, 0),
      ),
    );
  return row!;
}

async function generateOnce(generator: SummaryGenerator, placeId: string, lang: Locale): Promise<SummaryRow> {
  const key = `${placeId}:${lang}`;
  const pending = generator.inFlight.get(key);
  // Joining a generation under way costs the provider nothing. The starter's own rate limit is not
  // this reader's: when it refused the starter, this reader tries as a starter of its own.
  if (pending) {
    return pending.catch((error: unknown) =>
      error instanceof AppError && error.code === 'RATE_LIMITED'
        ? generateOnce(generator, placeId, lang)
        : Promise.reject(error),
    );
  }
  const run = (async () => {
    if (!generator.lockAcrossInstances) return generateSummary(generator, generator.db, placeId, lang);
    return generator.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-summary:${key}`}))`);
      // The basis aggregates every review of the place once; on the bench's busy place (100,000)
      // PostgreSQL's JIT spent ~0.4 s compiling it, more than the whole query then took.
      await tx.execute(sql`set local jit = off`);
      return generateSummary(generator, tx, placeId, lang);
    });
  })().finally(() => generator.inFlight.delete(key));
  generator.inFlight.set(key, run);
  return run;
}

export async function summarisePlace(
  generator: SummaryGenerator,
  options: { placeId: string; lang: Locale; viewerId: string | null },
): Promise<AiSummary> {
  const { db } = generator;
  const place = await findSummaryPlace(db, options.placeId);
  let row = await latestSummary(db, options.placeId, options.lang);
  if (!isSummaryFresh(row, summaryStampOf(place)))
    row = await generateOnce(generator, options.placeId, options.lang);
  return toAiSummary(generator, row, options.viewerId);
}

/**
 * Each quote in another language than the summary's carries the translation a reader already had
 * made. The quote's language is its review's; the text's own is found again (a review may mix them).
 */
async function withQuoteTranslations(
  db: Db,
  content: AiSummaryContent,
  lang: Locale,
  find: FindQuoteTranslations | undefined,
): Promise<AiSummaryContent> {
  const quotes = content.sections.flatMap((section) => section.claims.flatMap((claim) => claim.quotes));
  if (!find || quotes.length === 0) return content;
  const found = await find(db, { quotes: quotes.map((quote) => quote.text), target: lang });
  if (found.size === 0) return content;
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      claims: section.claims.map((claim) => ({
        ...claim,
        quotes: claim.quotes.map((quote) => {
          const translation = found.get(quote.text);
          return translation ? { ...quote, translation } : quote;
        }),
      })),
    })),
  };
}

async function toAiSummary(
  generator: SummaryGenerator,
  row: SummaryRow,
  viewerId: string | null,
): Promise<AiSummary> {
  const { db } = generator;
  let myVote: AiSummary['myVote'] = null;
  if (viewerId) {
    const [vote] = await db
      .select({ isHelpful: aiSummaryVotes.isHelpful })
      .from(aiSummaryVotes)
      .where(and(eq(aiSummaryVotes.summaryId, row.id), eq(aiSummaryVotes.userId, viewerId)));
    if (vote) myVote = vote.isHelpful ? 'helpful' : 'unhelpful';
  }
  const content = await withQuoteTranslations(
    db,
    aiSummaryContentSchema.parse(row.content),
    row.language,
    generator.findQuoteTranslations,
  );
  return {
    ...content,
    id: row.id,
    placeId: row.placeId,
    language: row.language,
    provider: row.provider,
    // The day only (issue 30): a summary is made on the first read after a review changes, so its exact
    // time would bracket when that review (possibly a nameless one) was published.
    generatedAt: publicDayOf(row.generatedAt),
    reviewCount: row.reviewCount,
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
    myVote,
  };
}
