import { expect, type Page, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { STAFF } from './staff.ts';
import {
  expectAccessible,
  gotoHydrated,
  journeyLocales,
  keepScreenshot,
  type Locale,
  publishReview,
  publishReviewThroughApi,
  signUpTestUser,
  translators,
  uniqueText,
} from './support.ts';

/**
 * Issue 17, points 2 and 3: author pages and "My reviews", in every language, on a phone and a
 * desktop. Each test makes its own authors, so no count depends on what other specs wrote.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const reviewIdOf = (url: string) => url.split('/').pop()!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Links on the page that lead to an author page. */
const authorLinks = (page: Page) => page.locator('a[href*="/authors/"]');

for (const locale of journeyLocales('ka', { postgres: true })) {
  const t = translators[locale];

  test.describe(`Author pages and My reviews (${locale})`, () => {
    test('a named author’s page lists what carries the name, never what does not @postgres', async ({
      browser,
      request,
    }) => {
      test.setTimeout(150_000);
      const account = await signUpTestUser(request, locale, { prefix: 'author', name: 'Nino Page' });
      const me = (await (
        await request.get('/api/v1/auth/current', { headers: { authorization: `Bearer ${account.token}` } })
      ).json()) as { user: { id: string; name: string; email: string } };
      const namedText = uniqueText();
      const namedUrl = await publishReviewThroughApi(request, account.token, locale, namedText);
      const hiddenText = uniqueText();
      const hiddenUrl = await publishReviewThroughApi(request, account.token, locale, hiddenText, {
        hideAuthor: true,
      });
      const author = await pageAs(browser, account.token);

      // A reader follows the author's name from the review to the author page.
      const visitor = await pageAs(browser, null);
      for (const viewport of [DESKTOP, PHONE]) {
        await visitor.setViewportSize(viewport);
        await visitor.goto(namedUrl);
        await visitor.getByRole('link', { name: me.user.name, exact: true }).first().click();
        await expect(visitor).toHaveURL(new RegExp(`/${locale}/authors/${me.user.id}$`));
        await expect(visitor.getByRole('heading', { level: 1, name: me.user.name })).toBeVisible();
        const stats = visitor.getByTestId('author-stats');
        await expect(stats).toContainText(t('author.reviewCount', { count: 1 }));
        await expect(visitor.getByText(namedText)).toBeVisible();
        await expect(visitor.getByText(hiddenText)).toHaveCount(0);
        await expect(visitor.locator(`a[href$="/reviews/${reviewIdOf(hiddenUrl)}"]`)).toHaveCount(0);
        await expect(visitor).toHaveTitle(new RegExp(me.user.name));
        await keepScreenshot(visitor, `author-${locale}-${viewport.width}`);
      }
      await expectAccessible(visitor);
      const html = await (await visitor.request.get(`/${locale}/authors/${me.user.id}`)).text();
      expect(html).toContain(namedText);
      expect(html).not.toContain(hiddenText);
      expect(html).not.toContain(reviewIdOf(hiddenUrl));
      expect(html).not.toContain(me.user.email);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, 'an author with a published named review is indexed').not.toContain('noindex');

      // The review without the name shows no link to any author.
      await visitor.goto(hiddenUrl);
      await expect(visitor.getByText(hiddenText)).toBeVisible();
      await expect(visitor.getByText(t('reviews.anonymous')).first()).toBeVisible();
      await expect(authorLinks(visitor)).toHaveCount(0);

      // A reader's author page shows their newest comments and pages through the rest in the
      // browser: eleven comments, one more than the page renders (COMMENTS_PAGE_SIZE).
      const commenter = await signUpTestUser(request, locale, {
        prefix: 'commenter',
        name: 'Levan Comments',
      });
      const texts: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const text = uniqueText();
        const posted = await request.post('/api/v1/comments', {
          headers: { authorization: `Bearer ${commenter.token}` },
          data: { reviewId: reviewIdOf(namedUrl), text },
        });
        expect(posted.status()).toBe(201);
        texts.push(text);
      }
      await gotoHydrated(visitor, `/${locale}/authors/${commenter.user.id}`);
      await expect(visitor.getByTestId('author-stats')).toContainText(
        t('author.commentCount', { count: 11 }),
      );
      const comments = visitor.getByTestId('author-comments').locator(':scope > li');
      await expect(comments).toHaveCount(10);
      // Newest first: the first comment written is left for the next page.
      await expect(comments.first()).toContainText(texts[10]!);
      await expect(visitor.getByText(texts[0]!)).toHaveCount(0);
      const more = visitor.getByRole('button', { name: t('author.moreComments') });
      await more.click();
      await expect(comments).toHaveCount(11);
      await expect(comments.last()).toContainText(texts[0]!);
      await expect(more).toHaveCount(0);
      await keepScreenshot(visitor, `author-comments-${locale}`);
      // Each comment leads to the review it answers.
      await comments.last().getByRole('link').first().click();
      await expect(visitor).toHaveURL(new RegExp(`/${locale}/reviews/${reviewIdOf(namedUrl)}$`));

      // "My reviews" from the user menu: both, with their status, for the author only.
      for (const viewport of [DESKTOP, PHONE]) {
        await author.setViewportSize(viewport);
        await author.goto(`/${locale}`);
        await author.getByRole('button', { name: t('auth.menu.label', { name: me.user.name }) }).click();
        await author.getByRole('menuitem', { name: t('nav.myReviews') }).click();
        await expect(author).toHaveURL(new RegExp(`/${locale}/reviews/my$`));
        await expect(author.getByRole('heading', { level: 1, name: t('myReviews.title') })).toBeVisible();
        const list = author.getByTestId('my-reviews');
        await expect(list.getByText(namedText)).toBeVisible();
        await expect(list.getByText(hiddenText)).toBeVisible();
        await expect(list.getByTestId('my-review-status')).toHaveText([
          t('myReviews.published'),
          t('myReviews.published'),
        ]);
        await expect(list.getByText(t('reviews.withoutName'))).toHaveCount(1);
        await keepScreenshot(author, `my-reviews-${locale}-${viewport.width}`);
      }
      await expectAccessible(author);

      // Deleting from the list asks first, then the review is gone from the list and the page.
      await author
        .getByRole('button', { name: t('reviews.delete') })
        .first()
        .click();
      const confirm = author.getByRole('alertdialog', { name: t('reviews.deleteTitle') });
      await confirm.getByRole('button', { name: t('reviews.deleteConfirm') }).click();
      await expect(author.getByText(t('reviews.deleted'))).toBeVisible();
      await expect(author.getByTestId('my-review-status')).toHaveCount(1);

      // Nobody else's "my reviews": there is no way to ask for them.
      expect((await request.get('/api/v1/reviews/my')).status()).toBe(401);
      const other = await request.get(`/api/v1/reviews/my?authorId=${me.user.id}`, {
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect([401, 403]).toContain(other.status());
    });
  });
}

for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test.describe(`Author pages and My reviews (${locale})`, () => {
    test('My reviews shows a scheduled review with its day, a held one, and a hidden one with the reason', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const account = await signUpTestUser(request, locale, { prefix: 'statuses', name: 'Levan Status' });
      const author = await pageAs(browser, account.token);
      const later = new Date(Date.now() + 10 * 86_400_000);
      const scheduledText = uniqueText();
      await publishReviewThroughApi(request, account.token, locale, scheduledText, {
        publishAt: later.toISOString().slice(0, 10),
      });
      // A link in the text holds a review for a moderator (docs/decisions/009-moderation.md).
      const heldText = uniqueText();
      await publishReviewThroughApi(
        request,
        account.token,
        locale,
        `${heldText} Photos at https://flats.example.com/vake`,
      );
      const hiddenText = uniqueText();
      const hiddenUrl = await publishReviewThroughApi(request, account.token, locale, hiddenText);
      const moderator = (await (
        await request.post('/api/v1/auth/sign-in', {
          data: { type: 'email', email: STAFF.moderator.email, password: STAFF.moderator.password },
        })
      ).json()) as { token: string };
      const decided = await request.post(
        `/api/v1/moderation/items/review/${reviewIdOf(hiddenUrl)}/decision`,
        {
          headers: { authorization: `Bearer ${moderator.token}` },
          data: { action: 'hide', reason: 'spam' },
        },
      );
      expect(decided.status(), await decided.text()).toBeLessThan(300);

      const [before, after] = t('reviews.status.scheduled', { date: '\u0000' }).split('\u0000');
      for (const viewport of [PHONE, DESKTOP]) {
        await author.setViewportSize(viewport);
        await author.goto(`/${locale}/reviews/my`);
        const list = author.getByTestId('my-reviews');
        const item = (text: string) => list.locator(':scope > li').filter({ has: author.getByText(text) });
        await expect(item(scheduledText).getByTestId('my-review-status')).toHaveText(
          new RegExp(
            `^${escapeRegExp(before ?? '')}.*${later.getUTCFullYear()}.*${escapeRegExp(after ?? '')}$`,
          ),
        );
        await expect(item(heldText).getByTestId('my-review-status')).toHaveText(t('reviews.status.held'));
        await expect(item(hiddenText).getByTestId('my-review-status')).toHaveText(t('reviews.status.hidden'));
        await expect(item(hiddenText).getByTestId('my-review-reason')).toHaveText(
          t('myReviews.hiddenReason', { reason: t('moderation.reason.spam') }),
        );
        // Each can still be edited or deleted by its author.
        for (const text of [scheduledText, heldText, hiddenText]) {
          await expect(item(text).getByRole('link', { name: t('reviews.edit') })).toBeVisible();
          await expect(item(text).getByRole('button', { name: t('reviews.delete') })).toBeVisible();
        }
        if (viewport === PHONE) {
          expect(await author.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
        }
        await keepScreenshot(author, `my-reviews-statuses-${locale}-${viewport.width}`);
      }
      await expectAccessible(author);
    });

    test('an anonymous author finds and edits their review from this browser, without signing in', async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const author = await pageAs(browser, null);
      await author.setViewportSize(PHONE);
      await author.goto(`/${locale}/auth/sign-in`);
      await author.getByRole('button', { name: t('auth.anonymous.button') }).click();
      await expect(author).toHaveURL(new RegExp(`/${locale}$`));
      const text = uniqueText();
      const reviewUrl = await publishReview(author, locale, text);
      const token = (await author.evaluate(() => localStorage.getItem('auth_token')))!;
      const userId = (
        (await (
          await author.request.get('/api/v1/auth/current', { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { user: { id: string } }
      ).user.id;

      for (const viewport of [PHONE, DESKTOP]) {
        await author.setViewportSize(viewport);
        await author.goto(`/${locale}`);
        await author.getByRole('link', { name: t('nav.myReviews') }).click();
        await expect(author).toHaveURL(new RegExp(`/${locale}/reviews/my$`));
        await expect(author.getByText(t('myReviews.introAnonymous'))).toBeVisible();
        await expect(author.getByTestId('my-reviews').getByText(text)).toBeVisible();
        await expect(author.getByTestId('my-review-status')).toHaveText(t('myReviews.published'));
        await keepScreenshot(author, `my-reviews-anonymous-${locale}-${viewport.width}`);
      }
      // Edit leads to the form, not to the sign-in page.
      await author.getByRole('link', { name: t('reviews.edit') }).click();
      await expect(author).toHaveURL(new RegExp(`/${locale}/reviews/${reviewIdOf(reviewUrl)}/update$`));
      await expect(author.getByRole('heading', { level: 1, name: t('reviews.updateTitle') })).toBeVisible();
      await author.getByRole('button', { name: t('form.save') }).click();
      await expect(author).toHaveURL(new RegExp(`/${locale}/reviews/${reviewIdOf(reviewUrl)}$`));
      await expect(author.getByText(t('form.saved'))).toBeVisible();

      // Readers: no author link on the review, and no author page for the account.
      const visitor = await pageAs(browser, null);
      await visitor.goto(reviewUrl);
      await expect(visitor.getByText(text)).toBeVisible();
      await expect(authorLinks(visitor)).toHaveCount(0);
      const missing = await visitor.goto(`/${locale}/authors/${userId}`);
      expect(missing?.status()).toBe(404);
      await expect(visitor.getByRole('heading', { level: 1, name: t('author.notFound') })).toBeVisible();
      for (const path of ['', '/reviews', '/comments']) {
        expect((await visitor.request.get(`/api/v1/authors/${userId}${path}`)).status()).toBe(404);
      }
    });
  });
}

/** The author page of a registered author without named reviews is not for search engines. */
test('an author without named reviews is not indexed (en)', async ({ request }) => {
  const account = await signUpTestUser(request, 'en' as Locale, {
    prefix: 'quiet',
    name: 'Quiet Reader',
  });
  const html = await (await request.get(`/en/authors/${account.user.id}`)).text();
  expect(html).toContain('noindex');
  expect(html).toContain(translators.en('author.noReviews'));
});
