import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LOCALES, translators } from './support.ts';

type LatestPage = { items: Array<{ id: string; placeType: string }>; nextCursor: string | null };

/** The review ids the list shows, in order (each card links to its review). */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('all-reviews-list')
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('a[href*="/reviews/"]')?.getAttribute('href') ?? ''),
    );
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test.describe(`All reviews (${locale})`, () => {
    test('"See all" from home lands on the page; Show more appends without moving the reader @postgres', async ({
      page,
      request,
    }) => {
      await page.goto(`/${locale}`);
      await page
        .getByRole('link', { name: t('allReviews.seeAll') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/latest$`));
      await expect(page.getByRole('heading', { level: 1, name: t('allReviews.title') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t('allReviews.title')));
      const first = (await (
        await request.get(`/api/v1/reviews/latest?limit=12&lang=${locale}`)
      ).json()) as LatestPage;
      expect(first.nextCursor, 'the demo data has more than one page').not.toBeNull();
      await expect.poll(() => shownIds(page)).toEqual(first.items.map((item) => item.id));

      const more = page.getByRole('link', { name: t('reviews.loadMore') });
      await more.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await more.click();
      await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(12);
      const ids = await shownIds(page);
      expect(ids.slice(0, 12)).toEqual(first.items.map((item) => item.id));
      expect(new Set(ids).size).toBe(ids.length);
      // Still on the same document and at the same place: appended, not navigated.
      await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/latest$`));
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
      await expect(page.getByText(t('allReviews.shown', { count: ids.length }))).toBeVisible();
      await expectAccessible(page);
    });

    test('filter by kind of place narrows the list', async ({ page, request }) => {
      await page.goto(`/${locale}/reviews/latest`);
      const all = await shownIds(page);
      await page.getByRole('link', { name: t('placeType.district'), exact: true }).click();
      await expect(page).toHaveURL(/placeType=district/);
      const expected = (await (
        await request.get(`/api/v1/reviews/latest?limit=12&lang=${locale}&placeType=district`)
      ).json()) as LatestPage;
      expect(expected.items.every((item) => item.placeType === 'district')).toBe(true);
      await expect.poll(() => shownIds(page)).toEqual(expected.items.map((item) => item.id));
      expect(await shownIds(page)).not.toEqual(all);
      await expect(page.getByRole('link', { name: t('placeType.district'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessible(page);
    });
  });

  test(`the ?cursor= link works without JavaScript (${locale})`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`/${locale}/reviews/latest`);
      const next = page.getByRole('link', { name: t('reviews.loadMore') });
      const href = await next.getAttribute('href');
      expect(href).toMatch(/\?cursor=/);
      await next.click();
      await expect(page).toHaveURL(/\?cursor=/);
      const second = (await (
        await request.get(
          `/api/v1/reviews/latest?limit=12&lang=${locale}&cursor=${new URL(href!, 'http://x').searchParams.get('cursor')}`,
        )
      ).json()) as LatestPage;
      expect(await shownIds(page)).toEqual(second.items.map((item) => item.id));
      // A tampered cursor is a clear 400 page, never a 500.
      const bad = await request.get(`/${locale}/reviews/latest?cursor=garbage`);
      expect(bad.status()).toBe(400);
    } finally {
      await context.close();
    }
  });
}
