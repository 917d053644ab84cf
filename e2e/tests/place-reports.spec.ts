import { expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { STAFF } from './staff.ts';
import {
  completeAndPublishReview,
  expectAccessible,
  journeyLocales,
  pickApartment,
  rateAspect,
  signUpTestUser,
  translators,
} from './support.ts';

/**
 * Issue 20: places can be reported. An apartment of its own (a number nobody else uses, so hiding it
 * touches no other test) gets a review; a visitor reports the place from its page; a moderator hides
 * it; the page then answers 404.
 */
for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test(`a visitor reports a place from its page, a moderator hides it, its page answers 404 (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const author = await signUpTestUser(request, locale, { prefix: 'place-report', name: 'Renter' });
    const page = await pageAs(browser, author.token);
    await page.goto(`/${locale}/reviews/create`);
    await pickApartment(page, locale, String(500 + Math.floor(Math.random() * 9000)));
    await rateAspect(page, t('aspect.apartment.general'), 4);
    await completeAndPublishReview(page, locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/reviews/[0-9a-f-]{36}$`));
    const reviewId = page.url().split('/').at(-1);
    const review = (await (await request.get(`/api/v1/reviews/${reviewId}?lang=${locale}`)).json()) as {
      placeId?: string;
      place?: { id: string };
    };
    const placeId = review.placeId ?? review.place?.id;
    expect(placeId).toBeTruthy();
    const placeUrl = `/${locale}/reviews?placeId=${placeId}`;

    // A visitor without an account reports the apartment from its page.
    const visitor = await pageAs(browser, null);
    expect((await visitor.goto(placeUrl))?.status()).toBe(200);
    await visitor.getByRole('button', { name: new RegExp(t('report.title.place')) }).click();
    const dialog = visitor.getByRole('dialog', { name: t('report.title.place') });
    await dialog.getByRole('radio', { name: t('report.reason.spam') }).check();
    await expectAccessible(visitor);
    await dialog.getByRole('button', { name: t('report.submit') }).click();
    await expect(visitor.getByText(t('report.sent'))).toBeVisible();

    // The moderator finds it in the queue as a place, and hides it.
    const signIn = await request.post('/api/v1/auth/sign-in', {
      data: { type: 'email', email: STAFF.moderator.email, password: STAFF.moderator.password },
    });
    const { token } = (await signIn.json()) as { token: string };
    const moderator = await pageAs(browser, token);
    await moderator.goto(`/${locale}/moderation?type=place`);
    await expect(
      moderator.getByRole('link', { name: t('moderation.type.place'), exact: true }),
    ).toBeVisible();
    await moderator.goto(`/${locale}/moderation/place/${placeId}`);
    await expect(moderator.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(moderator);
    const decision = await request.post(`/api/v1/moderation/items/place/${placeId}/decision`, {
      headers: { authorization: `Bearer ${token}` },
      data: { action: 'hide', reason: 'spam' },
    });
    expect(decision.status(), await decision.text()).toBe(200);

    // Gone: the page answers 404 (the page cache is emptied by the write).
    await expect.poll(async () => (await visitor.goto(placeUrl))?.status(), { timeout: 15_000 }).toBe(404);
    for (const p of [page, visitor, moderator]) await p.context().close();
  });
}
