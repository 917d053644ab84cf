import { expect, test } from '@playwright/test';
import { linkPath, uniqueEmail, waitForMail } from './mail.ts';
import { pageAs } from './people.ts';
import {
  expectAccessible,
  gotoHydrated,
  journeyLocales,
  publishReviewThroughApi,
  signUpTestUser,
  translators,
  uniqueText,
  VAKE,
} from './support.ts';

/**
 * Issue 36, item 4: a reader watches a place (signed in: one button; a visitor: an e-mail and its
 * confirmation link), a review published there mails them in their language, and the mail's
 * unsubscribe link ends the watch without signing in; the mail carries RFC 8058's headers.
 */
// One after another: each language's watcher would otherwise be told of the others' reviews of Vake.
test.describe.configure({ mode: 'serial' });

for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test(`watch a place, get the mail of a new review, unsubscribe from it (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const found = await request.get(
      `/api/v1/places/suggestions?${new URLSearchParams({ q: VAKE[locale].typed, kinds: 'district', lang: locale })}`,
    );
    const vake = ((await found.json()) as { items: { id: string; name: string }[] }).items[0]!;
    const placePage = `/${locale}/reviews?placeId=${vake.id}`;

    // A visitor: an e-mail, then the confirmation link, which needs no account.
    const visitorEmail = uniqueEmail(`watch-visitor-${locale}`);
    const visitor = await pageAs(browser, null);
    await gotoHydrated(visitor, placePage);
    const watchBox = visitor.getByRole('region', { name: t('watch.title') });
    await watchBox.getByRole('textbox', { name: t('watch.email') }).fill(visitorEmail);
    await watchBox.getByRole('button', { name: t('watch.submit') }).click();
    await expect(watchBox.getByText(t('watch.sent', { email: visitorEmail }))).toBeVisible();
    const confirmation = await waitForMail(
      visitorEmail,
      t('mail.watchConfirm.subject', { place: vake.name }),
    );
    await gotoHydrated(visitor, linkPath(confirmation));
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: t('watch.confirm.submit') }).click();
    await expect(visitor.getByText(t('watch.confirm.done', { place: vake.name }))).toBeVisible();

    // A signed-in reader with a verified address: one button, and the page says they watch.
    const reader = await signUpTestUser(request, locale, { prefix: `watch-${locale}`, name: 'Watcher' });
    const readerPage = await pageAs(browser, reader.token);
    await gotoHydrated(readerPage, placePage);
    const readerBox = readerPage.getByRole('region', { name: t('watch.title') });
    await readerBox.getByRole('button', { name: t('watch.button') }).click();
    await expect(readerBox.getByText(t('watch.watching'))).toBeVisible();
    await expectAccessible(readerPage);
    await readerPage.reload();
    await expect(readerBox.getByRole('button', { name: t('watch.stop') })).toBeVisible();
    // Settings list it, for them alone.
    await gotoHydrated(readerPage, `/${locale}/settings`);
    const list = readerPage.getByRole('list', { name: t('watch.settings.title') });
    await expect(list.getByRole('link', { name: vake.name })).toBeVisible();

    // Someone else reviews the place.
    const author = await signUpTestUser(request, locale, {
      prefix: `watch-author-${locale}`,
      name: 'Author',
    });
    await publishReviewThroughApi(request, author.token, locale, uniqueText());
    // Its mail, or one about another review of Vake published meanwhile by a test running beside
    // this one (the watcher is then told of theirs first, and of this one in the next day's digest).
    const reviewLink = new RegExp(`/${locale}/reviews/[0-9a-f-]{36}\\n`);

    const subject = t('mail.watch.subject', { place: vake.name });
    const mail = await waitForMail(reader.user.email!, subject, 30_000);
    expect(mail.text).toMatch(reviewLink);
    const headers = new Map(mail.headers.map((h) => [h.key, h.value]));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('list-unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/v1\/watches\/unsubscribe\/one-click\?token=[^>]+>$/,
    );
    const visitorMail = await waitForMail(visitorEmail, subject, 30_000);
    expect(visitorMail.text).toMatch(reviewLink);

    // The mail's link, opened signed out, ends the watch.
    const unsubscribe = (mail.text ?? '').match(/https?:\/\/\S+\/watch\/unsubscribe\?token=\S+/)![0];
    const stranger = await pageAs(browser, null);
    await gotoHydrated(stranger, `${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`);
    await expect(stranger.getByRole('heading', { name: t('watch.unsubscribe.title') })).toBeVisible();
    await stranger.getByRole('button', { name: t('watch.unsubscribe.submit') }).click();
    await expect(stranger.getByText(t('watch.unsubscribe.done'))).toBeVisible();
    await expectAccessible(stranger);
    // Used again, the link says it no longer works.
    await stranger.reload();
    await stranger.getByRole('button', { name: t('watch.unsubscribe.submit') }).click();
    await expect(stranger.getByText(t('watch.link.invalid'))).toBeVisible();

    await gotoHydrated(readerPage, placePage);
    await expect(readerBox.getByRole('button', { name: t('watch.button') })).toBeVisible();
  });
}
