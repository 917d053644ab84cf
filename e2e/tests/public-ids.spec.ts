import { STORAGE_KEYS } from '@app/contracts';
import { expect, test } from '@playwright/test';
import { pageAs, USER_AGENT } from './people.ts';
import {
  completeSignUpFromMail,
  expectAccessible,
  journeyLocales,
  publishReview,
  publishReviewThroughApi,
  translators,
  uniqueText,
} from './support.ts';

/**
 * Issue 30, item 5: a visitor writes a review without an account, signs up, and writes under the
 * name. The named account has a new public id: its author page lists only what carries the name,
 * the nameless review links to no author, the anonymous id has no page, and the person still finds
 * both reviews in "My reviews". In every language, on a phone and a desktop.
 */

/** A phone, then a desktop. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

for (const locale of journeyLocales('ru', { postgres: true })) {
  const t = translators[locale];

  test(`signing up after an anonymous review gives a new public identity that does not lead to it (${locale}) @postgres`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const visitor = await pageAs(browser, null);
    await visitor.goto(`/${locale}/auth/sign-in`);
    await visitor.getByRole('button', { name: t('auth.anonymous.button') }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${locale}$`));
    const anonymousToken = (await visitor.evaluate(
      (key) => localStorage.getItem(key),
      STORAGE_KEYS.authToken,
    ))!;
    const bearer = { authorization: `Bearer ${anonymousToken}` };
    const anonymousId = (
      await (await visitor.request.get('/api/v1/auth/current', { headers: bearer })).json()
    ).user.id as string;
    const namelessText = uniqueText();
    const namelessUrl = await publishReview(visitor, locale, namelessText);

    // Signs up from the anonymous session, then opens the mailed link.
    const email = `e2e-ids-${Date.now()}-${locale}@example.com`;
    const signUp = await visitor.request.post('/api/v1/auth/sign-up', {
      headers: bearer,
      data: {
        type: 'email',
        email,
        password: 'Lantern-Harbor-2026',
        name: 'Tamar Ids',
        agreement: true,
        language: locale,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(202);
    const account = await completeSignUpFromMail(visitor.request, email, locale);
    expect(account.user.id).not.toBe(anonymousId);
    const namedText = uniqueText();
    const namedUrl = await publishReviewThroughApi(visitor.request, account.token, locale, namedText);
    const author = await pageAs(browser, account.token);

    const stranger = await pageAs(browser, null);
    for (const viewport of VIEWPORTS) {
      await stranger.setViewportSize(viewport);
      // The nameless review links to no one and its page holds neither id.
      await stranger.goto(namelessUrl);
      await expect(stranger.getByText(namelessText)).toBeVisible();
      await expect(stranger.locator('a[href*="/authors/"]')).toHaveCount(0);
      const html = await (
        await stranger.request.get(namelessUrl, { headers: { 'user-agent': USER_AGENT } })
      ).text();
      expect(html.includes(anonymousId)).toBe(false);
      expect(html.includes(account.user.id)).toBe(false);
      // The name leads to a page with the named review only.
      await stranger.goto(namedUrl);
      await stranger.getByRole('link', { name: 'Tamar Ids', exact: true }).first().click();
      await expect(stranger).toHaveURL(new RegExp(`/${locale}/authors/${account.user.id}$`));
      await expect(stranger.getByTestId('author-stats')).toContainText(t('author.reviewCount', { count: 1 }));
      await expect(stranger.getByText(namedText)).toBeVisible();
      await expect(stranger.getByText(namelessText)).toHaveCount(0);
    }
    await expectAccessible(stranger);
    // The anonymous id has no page.
    expect((await stranger.goto(`/${locale}/authors/${anonymousId}`))?.status()).toBe(404);

    // The person still has both, the nameless one marked so.
    await author.setViewportSize(VIEWPORTS[0]);
    await author.goto(`/${locale}/reviews/my`);
    const mine = author.getByTestId('my-reviews');
    await expect(mine.getByText(namelessText)).toBeVisible();
    await expect(mine.getByText(namedText)).toBeVisible();
    await expect(mine.getByText(t('reviews.withoutName'))).toHaveCount(1);
  });
}
