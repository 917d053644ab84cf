import { detectTextLanguage, type Review } from '@app/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { gotoHydrated, LOCALES, type Locale, signUpTestUser, translators } from './support.ts';

/**
 * Issue 16: reviews and comments in another language than the page's carry a Translate control.
 * The e2e app translates through a LibreTranslate-compatible peer on loopback (start-server.ts),
 * which answers "[<target>] <text>", so the translation is recognisable on the page.
 */

/** The language of the review and of the comment each page language translates. */
const PAIRS: Record<Locale, { review: Locale; comment: Locale }> = {
  en: { review: 'ka', comment: 'ru' },
  ru: { review: 'ka', comment: 'en' },
  ka: { review: 'ru', comment: 'en' },
};

const COMMENTS: Record<Locale, string> = {
  en: 'The heating works well in winter, and the landlord answers quickly.',
  ru: 'Зимой отопление работает хорошо, хозяин отвечает быстро.',
  ka: 'ზამთარში გათბობა კარგად მუშაობს, მეპატრონე სწრაფად პასუხობს.',
};

/** A published demo review written in `language`, with comments on two aspects or more. */
async function findReview(request: APIRequestContext, language: Locale) {
  let cursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const response = await request.get(
      `/api/v1/reviews/latest?lang=en&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = (await response.json()) as { items: Review[]; nextCursor: string | null };
    for (const review of body.items) {
      const comments = review.aspects.flatMap((a) => (a.comment ? [a.comment] : []));
      if (comments.length >= 2 && detectTextLanguage(comments.join('\n')) === language) {
        return { id: review.id, comments };
      }
    }
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  throw new Error(`no demo review written in ${language}`);
}

/** The first line of a text, short enough to find it in the page whatever the line breaks. */
const head = (text: string) => text.split('\n')[0]!.slice(0, 40);

for (const locale of LOCALES) {
  const t = translators[locale];
  const pair = PAIRS[locale];

  test(`a reader translates a review and a comment, sees the originals again, and the choice is remembered (${locale})`, async ({
    browser,
    request,
  }) => {
    const review = await findReview(request, pair.review);
    const reader = await signUpTestUser(request, locale, { prefix: 'translate', name: 'Reader' });
    // A unique mark in letters and digits (a long run of digits would be masked as a phone number).
    const commentText = `${COMMENTS[pair.comment]} (${Date.now().toString(36)})`;
    const posted = await request.post('/api/v1/comments', {
      headers: { authorization: `Bearer ${reader.token}` },
      data: { reviewId: review.id, text: commentText },
    });
    expect(posted.status()).toBe(201);

    const page = await pageAs(browser, reader.token);
    await gotoHydrated(page, `/${locale}/reviews/${review.id}`);

    // The review: one Translate control for all its texts (issue 33), not one per aspect; every
    // comment translated in place, marked once, the originals one tap away.
    const scores = page.locator('[data-section="scores"]');
    for (const comment of review.comments) await expect(scores).toContainText(head(comment));
    await expect(scores.getByRole('button', { name: t('translation.translate') })).toHaveCount(1);
    // Signed in, the control comes before any tap (to read the account's choice): tap that one.
    await expect(scores.locator('[data-translation]')).toHaveCount(1);
    await scores.getByRole('button', { name: t('translation.translate') }).click();
    for (const comment of review.comments) {
      await expect(scores).toContainText(`[${locale}] ${head(comment)}`);
    }
    await expect(scores.getByTestId('machine-translated')).toHaveCount(1);
    await expect(scores.getByTestId('machine-translated')).toHaveText(
      `${t(`translation.from.${pair.review}`)} · ${t('translation.provider.libretranslate')}`,
    );
    await scores.getByRole('button', { name: t('translation.showOriginal') }).click();
    await expect(scores).not.toContainText(`[${locale}]`);
    for (const comment of review.comments) await expect(scores).toContainText(head(comment));

    // The comment: translated, then "always translate from" its language.
    const comment = page.getByTestId('comment').filter({ hasText: commentText });
    await comment.getByRole('button', { name: t('translation.translate') }).click();
    const translatedComment = page.getByTestId('comment').filter({ hasText: `[${locale}] ${commentText}` });
    await expect(translatedComment.getByTestId('machine-translated')).toHaveText(
      `${t(`translation.from.${pair.comment}`)} · ${t('translation.provider.libretranslate')}`,
    );
    const always = translatedComment.getByRole('button', { name: t(`translation.always.${pair.comment}`) });
    await always.click();
    await expect(
      translatedComment.getByRole('button', { name: t(`translation.alwaysOn.${pair.comment}`) }),
    ).toHaveAttribute('aria-pressed', 'true');

    // After a reload the comment's language is translated at once; the review's is not.
    await page.reload();
    await expect(translatedComment.getByTestId('machine-translated')).toBeVisible();
    await expect(scores.getByRole('button', { name: t('translation.translate') })).toHaveCount(1);
    await expect(scores).not.toContainText(`[${locale}]`);
    await translatedComment.getByRole('button', { name: t('translation.showOriginal') }).click();
    // The translation stays at hand: one tap shows it again.
    await expect(comment.getByRole('button', { name: t('translation.showTranslation') })).toBeVisible();
    await expect(page.getByText(`[${locale}] ${commentText}`)).toHaveCount(0);

    // The account remembers it too: a browser that never chose sees the comment translated.
    const elsewhere = await pageAs(browser, reader.token);
    await elsewhere.goto(`/${locale}/reviews/${review.id}`);
    await expect(
      elsewhere
        .getByTestId('comment')
        .filter({ hasText: `[${locale}] ${commentText}` })
        .getByTestId('machine-translated'),
    ).toBeVisible();
    await elsewhere.context().close();
    await page.context().close();
  });
}

test('a quote in the AI summary, written in another language, is translated in place (en)', async ({
  page,
}) => {
  const t = translators.en;
  // 41 Pekini Avenue: its summary quotes a Georgian review about the evening water pressure.
  const answer = await page.request.get('/api/v1/places/suggestions?q=Pekini&lang=en');
  const { items } = (await answer.json()) as { items: Array<{ id: string; kind: string; name: string }> };
  const building = items.find((item) => item.kind === 'building' && item.name.includes('41 Pekini'))!;
  await gotoHydrated(page, `/en/reviews?placeId=${building.id}`);
  const panel = page.getByRole('region', { name: t('aiSummary.title') });
  await panel.getByRole('button', { name: t('aiSummary.open') }).click();
  await expect(panel.getByTestId('ai-summary-headline')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: t('aiSummary.expand') }).click();
  // Found by its words: once translated it is no longer a Georgian blockquote.
  const original = (await panel.locator('figure blockquote[lang="ka"]').first().textContent())!;
  const quote = panel
    .locator('figure')
    .filter({ hasText: head(original) })
    .first();
  await quote.getByRole('button', { name: t('translation.translate') }).click();
  await expect(quote).toContainText(`[en] ${head(original)}`);
  await expect(quote.getByTestId('machine-translated')).toHaveText(
    `${t('translation.from.ka')} · ${t('translation.provider.libretranslate')}`,
  );
  await quote.getByRole('button', { name: t('translation.showOriginal') }).click();
  await expect(quote).not.toContainText('[en]');
});
