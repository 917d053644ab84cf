import { STORAGE_KEYS } from '@app/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, LOCALES, SAMPLE_PNG, translators } from './support.ts';

async function signUp(page: Page, locale: string, name: string) {
  const email = `e2e-settings-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: { type: 'email', email, password: 'Sofa-Scout-2026', name, agreement: true, language: locale },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.authToken,
    token,
  ] as const);
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`settings are guarded, saved, kept after reload, with avatar and unsaved-changes warning (${locale})`, async ({
    page,
  }) => {
    // The "auth" guard sends a visitor to sign in, remembering where they were going.
    await page.goto(`/${locale}/settings`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/sign-in\\?redirect=%2F${locale}%2Fsettings$`));

    await signUp(page, locale, 'Nino');
    await page.goto(`/${locale}/settings`);
    const name = page.getByRole('textbox', { name: t('settings.name') });
    await expect(name).toHaveValue('Nino');
    // The score (spec: sofas) is shown here too; a new account has none yet.
    await expect(page.getByRole('main').getByText(t('sofas.count', { count: 0 }))).toBeVisible();
    await expectAccessible(page);

    await name.fill('Nino Beridze');
    await page.getByRole('combobox', { name: t('settings.mapsLanguage') }).selectOption('ka');
    await page.getByRole('combobox', { name: t('settings.timezone') }).selectOption('Asia/Tbilisi');
    await page.getByRole('button', { name: t('settings.save'), exact: true }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('settings.name') })).toHaveValue('Nino Beridze');
    await expect(page.getByRole('combobox', { name: t('settings.timezone') })).toHaveValue('Asia/Tbilisi');
    await expect(page.getByRole('combobox', { name: t('settings.mapsLanguage') })).toHaveValue('ka');

    // Avatar: uploaded, shown, removed.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
    await expect(page.getByText(t('settings.avatarUpdated'))).toBeVisible();
    await expect(page.getByRole('img', { name: t('settings.avatarAlt') })).toBeVisible();
    await page.getByRole('button', { name: t('settings.avatarRemove') }).click();
    await expect(page.getByText(t('settings.avatarRemoved'))).toBeVisible();

    // Leaving with unsaved changes asks first; staying keeps the edit.
    await page.getByRole('textbox', { name: t('settings.name') }).fill('Someone else');
    await page
      .locator('footer')
      .getByRole('link', { name: t('footer.tos') })
      .click();
    const dialog = page.getByRole('alertdialog', { name: t('settings.unsavedTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('settings.stay') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/settings$`));
    await expect(page.getByRole('textbox', { name: t('settings.name') })).toHaveValue('Someone else');
  });
}
