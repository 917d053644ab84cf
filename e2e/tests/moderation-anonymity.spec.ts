import { expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { STAFF } from './staff.ts';
import {
  expectAccessible,
  journeyLocales,
  keepScreenshot,
  publishReview,
  translators,
  uniqueText,
} from './support.ts';

/**
 * Issue 30, item 4: a moderator's screen of a review published without an account names nobody,
 * dates it by the day only, and tells who wrote it only after a written reason, which the log keeps.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A clock time in any of the three languages' formats ("14:05", "2:05 PM"). */
const CLOCK = /\d{1,2}:\d{2}/;

for (const locale of journeyLocales('ru', { postgres: true })) {
  const t = translators[locale];
  const viewport = locale === 'en' ? DESKTOP : PHONE;

  test(`the moderator's screen of a nameless review shows no author and no time, and reveals only for a logged reason (${locale}) @postgres`, async ({
    browser,
    request,
  }) => {
    test.slow();
    // A visitor without an account writes it: the review goes out as an anonymous account's.
    const writer = await pageAs(browser, null);
    const reviewUrl = await publishReview(writer, locale, uniqueText());
    const reviewId = reviewUrl.split('/').pop()!;
    const token = await writer.evaluate(() => localStorage.getItem('auth_token'));
    const current = await request.get('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    const authorId = ((await current.json()) as { user: { id: string } }).user.id;
    const reported = await request.post('/api/v1/reports', {
      data: { targetType: 'review', targetId: reviewId, reason: 'not_tenancy' },
    });
    expect(reported.status(), await reported.text()).toBe(201);

    const signIn = await request.post('/api/v1/auth/sign-in', {
      data: { type: 'email', email: STAFF.moderator.email, password: STAFF.moderator.password },
    });
    const moderator = await pageAs(browser, ((await signIn.json()) as { token: string }).token);
    await moderator.setViewportSize(viewport);
    await moderator.goto(`/${locale}/moderation/review/${reviewId}`);
    await expect(moderator.getByRole('heading', { level: 1 })).toHaveText(
      t('moderation.item.heading', {
        type: t('moderation.type.review'),
        author: t('moderation.item.anonymousAuthor'),
      }),
    );
    await expect(moderator.getByText(t('moderation.item.authorHidden'))).toBeVisible();
    // No account: no id anywhere in the page, no member-since date, no link to the account's history.
    expect(await moderator.content()).not.toContain(authorId);
    const memberSince = t('moderation.item.memberSince', { date: '' }).trim();
    await expect(moderator.getByText(memberSince)).toHaveCount(0);
    await expect(moderator.getByRole('link', { name: t('moderation.item.authorLog') })).toHaveCount(0);
    // Dated by the day, as the public sees it: the written date, the report and every log line.
    const written = moderator.getByText(t('moderation.item.written', { date: '' }).trim());
    await expect(written).toBeVisible();
    expect(await written.textContent()).not.toMatch(CLOCK);
    const times = moderator.locator('main time');
    await expect(times.first()).toBeVisible();
    for (const time of await times.allTextContents()) expect(time).not.toMatch(CLOCK);
    await keepScreenshot(moderator, `moderation-nameless-${locale}`);

    // The reveal step asks why, and refuses a reason that says nothing.
    await moderator.getByRole('button', { name: t('moderation.reveal.open') }).click();
    const reason = moderator.getByRole('textbox', { name: t('moderation.reveal.reason') });
    await expect(moderator.getByText(t('moderation.reveal.explain'))).toBeVisible();
    await reason.fill('curious');
    await moderator.getByRole('button', { name: t('moderation.reveal.submit') }).click();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(t('moderation.reveal.tooShort', { count: 20 }));
    await expectAccessible(moderator);
    await keepScreenshot(moderator, `moderation-reveal-form-${locale}`);
    expect(await moderator.content()).not.toContain(authorId);

    // With a reason: the account is told, and the log says who asked, when and why.
    const why = `${t('report.reason.not_tenancy')}: the same text came from three accounts this week.`;
    await reason.fill(why);
    await moderator.getByRole('button', { name: t('moderation.reveal.submit') }).click();
    const revealed = moderator.getByTestId('revealed-author');
    await expect(revealed).toContainText(t('moderation.reveal.account', { id: authorId }));
    await expect(revealed.getByRole('status')).toHaveText(t('moderation.reveal.logged'));
    const line = moderator
      .getByTestId('log-entry')
      .filter({ hasText: t('moderation.logAction.reveal_author') });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(STAFF.moderator.name);
    await expect(line).toContainText(why);
    await keepScreenshot(moderator, `moderation-revealed-${locale}`);
    await Promise.all([writer, moderator].map((page) => page.context().close()));
  });
}
