import { expect, test } from '@playwright/test';
import { waitForMail } from './mail.ts';
import { pageAs } from './people.ts';
import {
  completeAndPublishReview,
  expectAccessible,
  gotoHydrated,
  journeyLocales,
  type Locale,
  rateAspect,
  serveMapStyle,
  signUpTestUser,
  translators,
} from './support.ts';

/**
 * Issue 36, item 4, the address page's watch: a reader watches a typed address nobody has
 * reviewed; the first review there creates the building, the watch becomes the building's, and the
 * reader gets its mail and sees the building among the places they watch. Not Tbilisi (the AI
 * summary specs read Tbilisi's demo reviews as they are); a house number of its own per run, so a
 * retry never finds the building its first try created.
 */
const CASES: Record<Locale, { street: string; city: string }> = {
  en: { street: 'Gorgiladze Street', city: 'Batumi' },
  ru: { street: 'улица Руставели', city: 'Kutaisi' },
  ka: { street: 'ვაჟა-ფშაველას', city: 'Rustavi' },
};

for (const locale of journeyLocales('ru')) {
  const t = translators[locale];
  const c = CASES[locale];

  test(`watch an address nobody has reviewed; its first review mails the watcher (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const found = await request.get(
      `/api/v1/places/suggestions?${new URLSearchParams({ q: c.city, kinds: 'city', lang: locale })}`,
    );
    const city = ((await found.json()) as { items: { id: string; name: string }[] }).items[0]!;
    const typed = `${c.street} ${200 + Math.floor(Math.random() * 700)}`;
    const addressPage = `/${locale}/address?${new URLSearchParams({ q: typed, cityId: city.id })}`;

    // The reader watches the address page: one button, and the page says so after a reload too.
    const reader = await signUpTestUser(request, locale, {
      prefix: `watch-address-${locale}`,
      name: 'Watcher',
    });
    const readerPage = await pageAs(browser, reader.token);
    await gotoHydrated(readerPage, addressPage);
    await expect(readerPage.getByRole('heading', { level: 1 })).toHaveText(typed);
    const watchBox = readerPage.getByRole('region', { name: t('watch.title') });
    await watchBox.getByRole('button', { name: t('watch.button') }).click();
    await expect(watchBox.getByText(t('watch.watching'))).toBeVisible();
    await expectAccessible(readerPage);
    await readerPage.reload();
    await expect(watchBox.getByRole('button', { name: t('watch.stop') })).toBeVisible();
    await gotoHydrated(readerPage, `/${locale}/settings`);
    const list = readerPage.getByRole('list', { name: t('watch.settings.title') });
    await expect(
      list.getByText(t('watch.settings.noReviewsYet', { address: typed, city: city.name })),
    ).toBeVisible();

    // Someone writes the first review from the same address page: the building is created.
    const author = await signUpTestUser(request, locale, {
      prefix: `watch-address-author-${locale}`,
      name: 'Author',
    });
    const authorPage = await pageAs(browser, author.token);
    await serveMapStyle(authorPage, 'plain');
    await gotoHydrated(authorPage, addressPage);
    await authorPage.getByRole('link', { name: t('places.address.beFirst') }).click();
    const step = authorPage.getByRole('region', { name: t('places.add.title') });
    await expect(step.getByRole('textbox', { name: t('places.add.street') })).toHaveValue(c.street);
    await expect(step.getByRole('combobox', { name: t('places.add.city') })).toHaveValue(
      new RegExp(`^${city.name}`),
    );
    const map = step.getByRole('region', { name: t('places.picker.marker') });
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 15_000 });
    await step.getByRole('button', { name: t('places.add.pinConfirm') }).click();
    await step.getByRole('button', { name: t('places.add.continue') }).click();
    await expect(authorPage.getByTestId('picked-place')).toBeVisible();
    await rateAspect(authorPage, t('aspect.building.general'), 4);
    await completeAndPublishReview(authorPage, locale);
    await expect(authorPage).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
    const reviewId = authorPage.url().split('/').pop()!;
    const review = (await (await request.get(`/api/v1/reviews/${reviewId}?lang=${locale}`)).json()) as {
      place: { id: string; name: string };
    };

    // The watcher is told of it under the building's name, and now watches the building.
    const mail = await waitForMail(
      reader.user.email!,
      t('mail.watch.subject', { place: review.place.name }),
      30_000,
    );
    expect(mail.text).toContain(`/${locale}/reviews/${reviewId}`);
    const headers = new Map(mail.headers.map((h) => [h.key, h.value]));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await gotoHydrated(readerPage, `/${locale}/settings`);
    await expect(list.getByRole('link', { name: review.place.name })).toHaveAttribute(
      'href',
      `/${locale}/reviews?placeId=${review.place.id}`,
    );
    await gotoHydrated(readerPage, `/${locale}/reviews?placeId=${review.place.id}`);
    await expect(watchBox.getByRole('button', { name: t('watch.stop') })).toBeVisible();
  });
}
