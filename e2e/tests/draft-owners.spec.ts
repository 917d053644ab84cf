import { expect, type Page, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { journeyLocales, type Locale, pickVake, rateAspect, signUpTestUser, translators } from './support.ts';

/**
 * Issue 30, item 6: a review draft belongs to one person. Signing out takes the account's drafts
 * out of the browser; a draft written without an account is not offered to whoever signs in next.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sofascout:review-draft:')));

const stars = (page: Page, locale: Locale) =>
  page
    .getByRole('group', { name: translators[locale]('aspect.district.general'), exact: true })
    .getByRole('radio');

async function signIn(page: Page, locale: Locale, email: string) {
  const t = translators[locale];
  await page.goto(`/${locale}/auth/sign-in`);
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill('Lantern-Harbor-2026');
  await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
}

/** Starts a review of Vake with a rating: the form keeps it as a draft. */
async function startDraft(page: Page, locale: Locale, rating: number) {
  await page.goto(`/${locale}/reviews/create`);
  await pickVake(page, locale);
  await rateAspect(page, translators[locale]('aspect.district.general'), rating);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
}

/** Opens the form for Vake again and checks that nothing was restored into it. */
async function expectNoDraftOffered(page: Page, locale: Locale) {
  const t = translators[locale];
  await page.goto(`/${locale}/reviews/create`);
  await pickVake(page, locale);
  await expect(page.getByRole('button', { name: t('form.discardDraft') })).toHaveCount(0);
  await expect(page.getByText(t('form.draftRestored'))).toHaveCount(0);
  for (const star of await stars(page, locale).all()) await expect(star).not.toBeChecked();
}

for (const locale of journeyLocales('ka', { postgres: true })) {
  const t = translators[locale];

  test(`a draft is offered only to the person who wrote it (${locale}) @postgres`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const first = await signUpTestUser(request, locale, { prefix: 'draft-a', name: 'Draft Writer' });
    const second = await signUpTestUser(request, locale, { prefix: 'draft-b', name: 'Next Person' });
    const page = await pageAs(browser, null);
    await page.setViewportSize(locale === 'en' ? DESKTOP : PHONE);

    // A visitor without an account starts a review: it is theirs again after a reload.
    await startDraft(page, locale, 2);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t('form.draftRestored') })).toBeVisible();
    await expect(stars(page, locale).nth(1)).toBeChecked();

    // Someone signs in on the same browser: the visitor's draft is not offered to them.
    await signIn(page, locale, first.user.email!);
    expect(await draftKeys(page)).toEqual([]);
    await expectNoDraftOffered(page, locale);

    // The account's own draft comes back to it...
    await rateAspect(page, t('aspect.district.general'), 4);
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t('form.draftRestored') })).toBeVisible();
    await expect(stars(page, locale).nth(3)).toBeChecked();

    // ...and leaves the browser when the account signs out.
    await page.getByRole('button', { name: t('auth.menu.label', { name: first.user.name ?? '' }) }).click();
    await page.getByRole('menuitem', { name: t('auth.menu.signOut') }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('nav.signIn'), exact: true }),
    ).toBeVisible();
    await expect.poll(() => draftKeys(page)).toEqual([]);

    // The next account on this browser finds an empty form.
    await signIn(page, locale, second.user.email!);
    await expectNoDraftOffered(page, locale);
    await page.context().close();
  });
}
