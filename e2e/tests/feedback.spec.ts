import { LOCALE_TAGS } from '@app/contracts';
import { formatNumber } from '@app/i18n';
import { expect, test } from '@playwright/test';
import { expectAccessible, gotoHydrated, LOCALES, translators } from './support.ts';

for (const locale of LOCALES) {
  test(`feedback dialog sends, thanks and closes after 2 seconds (${locale})`, async ({ page }) => {
    const t = translators[locale];
    // The footer's button opens the dialog once the page has hydrated (a tap before is lost).
    await gotoHydrated(page, `/${locale}/tos`);
    await page.getByRole('button', { name: t('footer.reportButton') }).click();
    const dialog = page.getByRole('dialog', { name: t('feedback.title') });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: t('feedback.send') });
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: t('feedback.textLabel'), exact: true }).fill('   ');
    await expect(send).toBeDisabled();
    await dialog
      .getByRole('textbox', { name: t('feedback.contactsLabel'), exact: true })
      .fill('@renter_tbilisi');
    // One counter format, the page's numbers: "5,000" in English, "5 000" in Russian, "5000" in Georgian.
    const of5000 = (n: number) => `${n}/${formatNumber(5000, LOCALE_TAGS[locale])}`;
    expect(of5000(1)).toBe({ en: '1/5,000', ru: '1/5\u00a0000', ka: '1/5000' }[locale]);
    await expect(dialog.getByText('15/500')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: t('feedback.textLabel'), exact: true })
      .fill('The map does not load on my phone');
    await expect(dialog.getByText(of5000(33))).toBeVisible();
    await expectAccessible(page);
    await send.click();
    await expect(dialog.getByText(t('feedback.success'))).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    // It opens empty again.
    await page.getByRole('button', { name: t('footer.reportButton') }).click();
    await expect(dialog.getByRole('textbox', { name: t('feedback.textLabel'), exact: true })).toHaveValue('');
  });
}

test('feedback failure shows the inline error', async ({ page }) => {
  await page.route('**/api/v1/feedback', (route) => route.fulfill({ status: 503, body: '{}' }));
  await gotoHydrated(page, '/en');
  await page.getByRole('button', { name: 'Report an issue' }).click();
  await page.getByLabel('Message').fill('Something broke');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
});
