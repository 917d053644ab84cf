import type { TranslationItem } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { quotesOfReviewInSummaries } from '../ai-summary/index.ts';
import { publishedCommentTexts } from '../comments/index.ts';
import { publishedAspectComments, publishedReviewIds } from '../reviews/index.ts';

/** Identifies an item in maps: kind, id, field and quote. */
export const itemKey = (item: TranslationItem) =>
  JSON.stringify([item.kind, item.id, item.field ?? '', item.quote ?? '']);

/** Summary quotes are cached under their text with runs of white space made one space. */
export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The published comments among some whose review is published too (comments asked, then reviews). */
async function publishedCommentsOnPublishedReviews(db: Db, ids: string[]) {
  const rows = await publishedCommentTexts(db, ids);
  const published = await publishedReviewIds(db, [...new Set(rows.map((row) => row.reviewId))]);
  return rows.filter((row) => published.has(row.reviewId));
}

/**
 * The public text behind each item, loaded by id (never taken from the client): aspect comments of
 * published reviews, published comments on published reviews, and summary quotes that are excerpts
 * of a published review's comments and that a stored summary shows (any other substring would be a
 * new cache key and a provider call each: one visitor could spend everyone's budget). Items without
 * such a text are missing from the answer.
 */
export async function loadTranslatableTexts(
  db: Db,
  items: readonly TranslationItem[],
): Promise<Map<string, string>> {
  const reviewIds = [
    ...new Set(items.filter((i) => i.kind === 'reviewAspect' || i.kind === 'summaryQuote').map((i) => i.id)),
  ];
  const commentIds = [...new Set(items.filter((i) => i.kind === 'comment').map((i) => i.id))];
  const quotedReviewIds = [...new Set(items.filter((i) => i.kind === 'summaryQuote').map((i) => i.id))];
  const [aspectRows, commentRows, summaryQuotes] = await Promise.all([
    publishedAspectComments(db, reviewIds),
    publishedCommentsOnPublishedReviews(db, commentIds),
    Promise.all(
      quotedReviewIds.map(
        async (id) => [id, new Set((await quotesOfReviewInSummaries(db, id)).map(normalizeSpace))] as const,
      ),
    ).then((entries) => new Map(entries)),
  ]);
  const texts = new Map<string, string>();
  for (const item of items) {
    let text: string | undefined;
    if (item.kind === 'reviewAspect') {
      const aspect = item.field ?? 'general';
      text = aspectRows.find((r) => r.reviewId === item.id && r.aspect === aspect)?.comment ?? undefined;
    } else if (item.kind === 'comment') {
      text = commentRows.find((r) => r.id === item.id)?.text;
    } else if (item.quote) {
      // A summary shortens its quotes and ends them with "…": the rest must be a verbatim excerpt.
      const excerpt = normalizeSpace(item.quote.replace(/…$/u, ''));
      const isExcerpt =
        excerpt.length > 0 &&
        summaryQuotes.get(item.id)?.has(normalizeSpace(item.quote)) === true &&
        aspectRows.some(
          (r) => r.reviewId === item.id && r.comment && normalizeSpace(r.comment).includes(excerpt),
        );
      if (isExcerpt) text = normalizeSpace(item.quote);
    }
    if (text?.trim()) texts.set(itemKey(item), text);
  }
  return texts;
}
