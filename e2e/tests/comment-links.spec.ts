import { expect, test } from '@playwright/test';
import { pageAs } from './people.ts';
import { anonymousCommenter, journeyLocales, letterTag, translators } from './support.ts';

/**
 * Issue 31, finding 5: a link from a new account waits for a moderator. Its writer is told so and
 * sees it in the thread marked as waiting; nobody else sees it meanwhile.
 */
for (const locale of journeyLocales('ru')) {
  const t = translators[locale];

  test(`a new account's link in a comment waits for a moderator (${locale})`, async ({
    browser,
    request,
  }) => {
    const { token, reviewId } = await anonymousCommenter(request, locale);

    const page = await pageAs(browser, token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/reviews/${reviewId}`);
    const thread = page.getByRole('region', { name: new RegExp(t('comments.title')) });
    const tag = letterTag();
    const text = `${t('comments.label')}: cheaper-flats-${tag}.ge`;
    await thread.getByRole('textbox', { name: t('comments.label') }).fill(text);
    await thread.getByRole('button', { name: t('comments.submit') }).click();
    await expect(page.getByText(t('comments.addedHeld'))).toBeVisible();
    const mine = thread.getByTestId('comment').filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText(t('comments.heldBadge'))).toBeVisible();
    await expect(mine.getByText(t('comments.heldNote'))).toBeVisible();
    await page.reload();
    await expect(thread.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await page.context().close();

    // A reader without an account does not see it.
    const reader = await pageAs(browser, null);
    await reader.goto(`/${locale}/reviews/${reviewId}`);
    const readerThread = reader.getByRole('region', { name: new RegExp(t('comments.title')) });
    await expect(readerThread).toBeVisible();
    await expect(readerThread.getByText(text)).toHaveCount(0);
    await reader.context().close();
  });
}
