import { LOCALE_TAGS } from '@app/contracts';
import { formatNumber } from '@app/i18n';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  completeAndPublishReview,
  expectAccessible,
  journeyLocales,
  type Locale,
  pickApartment,
  rateAspect,
  translators,
} from './support.ts';

/** A score as every screen writes it: one decimal, in the locale's way ("1.0", "1,0"). */
const shown = (value: number, locale: Locale) =>
  formatNumber(value, LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The numbers in a text, read in the locale's way ("2,3" in Russian and Georgian). */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.')));

/** The overview of the built-in summary: its first claim that carries the overall score. */
async function summaryOverview(request: APIRequestContext, placeId: string, locale: Locale) {
  const answer = await request.get(`/api/v1/ai-summary?placeId=${placeId}&lang=${locale}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const summary = (await answer.json()) as {
    sections: Array<{ kind: string; claims: Array<{ text: string }> }>;
  };
  return (summary.sections.find((s) => s.kind === 'overview')?.claims ?? []).map((c) => c.text).join(' ');
}

/** The place's page: the header's and the stats panel's overall numbers, which must be one. */
async function expectOneOverall(page: Page, request: APIRequestContext, placeId: string, locale: Locale) {
  await page.goto(`/${locale}/reviews?placeId=${placeId}`);
  const header = page.getByTestId('header-overall-score');
  const stats = page.getByTestId('stats-overall-score');
  await expect(header).toBeVisible();
  const number = (await header.textContent())!;
  await expect(stats).toHaveText(number);

  // The same number in the page's HTML as the server sent it, and in every API answer.
  const html = await (await request.get(`/${locale}/reviews?placeId=${placeId}`)).text();
  expect(html).toContain(`data-testid="header-overall-score">${number}<`);
  expect(html).toContain(`data-testid="stats-overall-score">${number}<`);
  const value = Number(number.replace(',', '.'));
  const details = await request.post('/api/v1/places/details', { data: { placeId, lang: locale } });
  expect(((await details.json()) as { place: { overallScore: number } }).place.overallScore).toBe(value);
  const statsAnswer = await request.get(`/api/v1/reviews/stats?placeId=${placeId}&lang=${locale}`);
  expect(((await statsAnswer.json()) as { overall: { average: number } }).overall.average).toBe(value);
  const overview = await summaryOverview(request, placeId, locale);
  expect(numbersIn(overview)).toContain(value);
  // Written as the cards write it ("1.0", "1,0"), never "1 of 5" beside a card's "1.0".
  expect(overview).toContain(number);
  return value;
}

for (const locale of journeyLocales('ru', { postgres: true })) {
  const t = translators[locale];

  test(`a review rated General 1★ and Internet 4★ scores 1, and its place shows one overall number everywhere (${locale}) @postgres`, async ({
    page,
    request,
  }) => {
    // An apartment nobody reviewed yet (a retry picks another), in a building with demo reviews.
    const apartment = String(100 + Math.floor(Math.random() * 9000));
    await page.goto(`/${locale}/reviews/create`);
    await pickApartment(page, locale, apartment);
    // The form says what 5 stars mean, and how a review's score is made.
    await expect(page.getByText(t('aspectHint.internet'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('reviews.scoreRule'), { exact: false })).toBeVisible();
    await rateAspect(page, t('aspect.apartment.general'), 1);
    await rateAspect(page, t('aspect.apartment.internet'), 4);
    await completeAndPublishReview(page, locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));

    // The review's own page: the reviewer's verdict, 1, not the mean 2.5.
    await expect(page.getByTestId('review-score')).toHaveText(shown(1, locale));
    const reviewId = page.url().split('/').at(-1)!;
    const review = (await (await request.get(`/api/v1/reviews/${reviewId}`)).json()) as {
      overallRating: number;
      place: { id: string };
      breadcrumbs: Array<{ id: string; kind: string }>;
    };
    expect(review.overallRating).toBe(1);

    // The apartment's page: the card says 1, and so do the header, the stats and the summary.
    expect(await expectOneOverall(page, request, review.place.id, locale)).toBe(1);
    await expect(page.getByTestId('review-card-score')).toHaveText([shown(1, locale)]);
    // Colour follows the value, beside the written number: the 1★ aspect is red, the 4★ one green.
    const stats = page.getByRole('region', { name: t('reviews.overall') });
    const bands = (label: string) =>
      stats
        .getByRole('listitem')
        .filter({ hasText: label })
        .locator('[data-band]')
        .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-band')));
    await expect.poll(() => bands(t('aspect.apartment.general'))).toEqual(['low', 'low']);
    await expect.poll(() => bands(t('aspect.apartment.internet'))).toEqual(['good', 'good']);
    await expect(page.getByTestId('stats-overall-score')).toHaveClass(/text-red-700/);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The building's page (its demo reviews and this one): one number in header, stats and summary.
    // Other tests running beside this one publish reviews of the same demo building: a review that
    // lands between the page and the API reads changes the number, so the check is repeated until
    // it sees one moment throughout.
    const building = review.breadcrumbs.find((b) => b.kind === 'building')!;
    await expect(async () => {
      await expectOneOverall(page, request, building.id, locale);
    }).toPass({ timeout: 30_000 });
    // (Its card is checked on the apartment's page above: on the building's, the day's reviews
    // without their author's name stand in an order that tells nothing of their time (issue 30),
    // so among the parallel tests' reviews this one need not be on the first page.)
  });
}
