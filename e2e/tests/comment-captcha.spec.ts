import { LIMITS } from '@app/contracts';
import { expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { LOCALES, translators } from './support.ts';

/**
 * Issue 31, finding 5: an account without e-mail costs nothing to make, so past its first comments
 * of the day each comment needs a solved captcha. The form shows why, and the widget, and posts once
 * it is solved; nothing the reader typed is lost.
 */
for (const locale of LOCALES) {
  const t = translators[locale];

  test(`an anonymous account past its first comments of the day solves a captcha to comment (${locale})`, async ({
    browser,
    request,
  }) => {
    const signIn = await request.post('/api/v1/auth/anonymous/sign-in');
    expect(signIn.status()).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const latest = await request.get(`/api/v1/reviews/latest?limit=1&lang=${locale}`);
    const [review] = ((await latest.json()) as { items: Array<{ id: string }> }).items;
    expect(review).toBeDefined();
    for (let n = 0; n < LIMITS.anonymousCommentsWithoutCaptcha; n += 1) {
      const posted = await request.post('/api/v1/comments', {
        headers: { authorization: `Bearer ${token}` },
        data: { reviewId: review!.id, text: `Earlier comment ${n + 1} (${locale})` },
      });
      expect(posted.status()).toBe(201);
    }

    const page = await pageAs(browser, token);
    await page.goto(`/${locale}/reviews/${review!.id}`);
    const thread = page.getByRole('region', { name: new RegExp(t('comments.title')) });
    // Letters only: a long number would be masked as a phone number.
    const tag = Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8);
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
