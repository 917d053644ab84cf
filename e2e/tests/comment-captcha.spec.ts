import { LIMITS } from '@app/contracts';
import { expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { anonymousCommenter, journeyLocales, letterTag, translators } from './support.ts';

/**
 * Issue 31, finding 5: an account without e-mail costs nothing to make, so past its first comments
 * of the day each comment needs a solved captcha. The form shows why, and the widget, and posts once
 * it is solved; nothing the reader typed is lost.
 */
for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test(`an anonymous account past its first comments of the day solves a captcha to comment (${locale})`, async ({
    browser,
    request,
  }) => {
    const { token, reviewId } = await anonymousCommenter(request, locale);
    for (let n = 0; n < LIMITS.anonymousCommentsWithoutCaptcha; n += 1) {
      const posted = await request.post('/api/v1/comments', {
        headers: { authorization: `Bearer ${token}` },
        data: { reviewId, text: `Earlier comment ${n + 1} (${locale})` },
      });
      expect(posted.status()).toBe(201);
    }

    const page = await pageAs(browser, token);
    await page.goto(`/${locale}/reviews/${reviewId}`);
    const thread = page.getByRole('region', { name: new RegExp(t('comments.title')) });
    const tag = letterTag();
    const text = `${t('comments.label')}: captcha ${tag}`;
    await thread.getByRole('textbox', { name: t('comments.label') }).fill(text);
    await thread.getByRole('button', { name: t('comments.submit') }).click();
    await expect(thread.getByText(t('comments.captchaNeeded'))).toBeVisible();
    await expect(thread.getByRole('textbox', { name: t('comments.label') })).toHaveValue(text);
    // The widget solves its proof of work by itself; then the comment goes.
    await expect(thread.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 20_000 });
    await thread.getByRole('button', { name: t('comments.submit') }).click();
    await expect(page.getByText(t('comments.added'))).toBeVisible();
    await expect(thread.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await page.context().close();
  });
}
