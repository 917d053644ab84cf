import { POINTS, pointsForReview } from '@app/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { pageAs, scoreOf } from './people.ts';
import {
  expectAccessible,
  journeyLocales,
  type Locale,
  publishReviewThroughApi,
  signUpTestUser,
  translators,
  VAKE,
  waitForSection,
} from './support.ts';

const COMMENTS: Record<Locale, string> = {
  en: 'Still true in 2025: the courtyard is quiet, the bus stop is two minutes away.',
  ru: 'В 2025 году всё так же: двор тихий, до остановки две минуты.',
  ka: '2025 წელსაც ასეა: ეზო მშვიდია, გაჩერებამდე ორი წუთია.',
};

const registeredUser = (request: APIRequestContext, locale: Locale) =>
  signUpTestUser(request, locale, { prefix: 'community', name: 'Neighbour' });

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a8f3c' } })
    .png()
    .toBuffer();

for (const locale of journeyLocales('ru', { postgres: true })) {
  const t = translators[locale];

  test(`a reader likes a review and comments with a photo; the author's sofas rise; links are shared (${locale}) @postgres`, async ({
    browser,
    request,
  }) => {
    const author = await registeredUser(request, locale);
    // One rating and no comment: a review worth the least.
    const reviewUrl = await publishReviewThroughApi(request, author.token, locale, null);
    const worth = pointsForReview({ aspectsRated: 1, aspectsCommented: 0, photos: 0, sharesRent: false });
    expect(await scoreOf(request, author.token)).toBe(worth);
    // The header loads the score with the session (spec section 4: on start).
    const authorPage = await pageAs(browser, author.token);
    await authorPage.goto(reviewUrl);
    await expect(authorPage.getByText(t('sofas.count', { count: worth }), { exact: true })).toBeVisible();

    // A reader likes it and comments with a photo.
    const reader = await registeredUser(request, locale);
    const page = await pageAs(browser, reader.token, { clipboard: true });
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/v1/page-views') && r.status() === 204);
    await page.goto(reviewUrl);
    await counted;
    await waitForSection(page, 'actions');
    const like = page.getByRole('button', { name: new RegExp(t('reviews.like')) });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const thread = page.getByRole('region', { name: new RegExp(t('comments.title')) });
    await expect(thread.getByText(t('comments.empty'))).toBeVisible();
    await thread.getByRole('textbox', { name: t('comments.label') }).fill(COMMENTS[locale]);
    await thread.getByLabel(t('comments.addPhotos')).setInputFiles({
      name: 'courtyard.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    await expect(thread.getByRole('status').getByText(t('photos.uploaded', { count: 1 }))).toBeVisible();
    await expect(thread.getByRole('button', { name: t('photos.remove', { index: 1 }) })).toBeVisible();
    await expect(thread.getByText(t('comments.earns', { count: POINTS.commentWritten }))).toBeVisible();
    await thread.getByRole('button', { name: t('comments.submit') }).click();
    await expect(page.getByText(t('comments.added'))).toBeVisible();
    const comment = thread.getByTestId('comment');
    await expect(comment).toContainText(COMMENTS[locale]);
    await expect(comment.locator('img')).toHaveCount(1);
    await expect(thread.getByRole('heading', { level: 2 })).toContainText(t('comments.count', { count: 1 }));
    await expect(
      page.getByText(t('sofas.count', { count: POINTS.commentWritten }), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    // The author's score rose by the like, in the header after a reload.
    await authorPage.reload();
    await expect(authorPage.getByText(t('sofas.count', { count: worth + 1 }), { exact: true })).toBeVisible();
    // The author sees the comment (not as theirs) and cannot vote on their own review.
    await expect(authorPage.getByTestId('comment')).toContainText(COMMENTS[locale]);

    // The review shows its views: the reader's visit was counted.
    await page.reload();
    const counts = [1, 2, 3, 4].map((count) => t('views.count', { count }));
    await expect(page.getByText(new RegExp(`^(${counts.join('|')})$`))).toBeVisible();

    // Sharing the review, then its place, copies the link (no Web Share API on desktop Linux).
    await page.getByRole('button', { name: t('reviews.share') }).click();
    await expect(page.getByText(t('reviews.linkCopied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reviewUrl);
    await page.getByRole('link', { name: VAKE[locale].name }).last().click();
    await expect(page).toHaveURL(/placeId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VAKE[locale].name);
    await page
      .getByRole('button', { name: t('reviews.share') })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('placeId=');

    // "How sofas work" from the user menu.
    await authorPage
      .getByRole('button', { name: /Neighbour/ })
      .first()
      .click();
    await authorPage.getByRole('menuitem', { name: t('sofas.open') }).click();
    const dialog = authorPage.getByRole('dialog', { name: t('sofas.howTitle') });
    await expect(dialog).toContainText(t('sofas.ruleComment', { min: POINTS.commentMinLetters }));
    await expectAccessible(authorPage);
    await dialog.getByRole('button', { name: t('sofas.close') }).click();
    await expect(dialog).toBeHidden();

    await page.context().close();
    await authorPage.context().close();
  });
}
