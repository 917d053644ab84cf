import { LOCALE_TAGS, STORAGE_KEYS } from '@app/contracts';
import { formatDayInSentence } from '@app/i18n';
import { expect, type Page, test } from '@playwright/test';
import {
  completeSignUpFromMail,
  expectAccessible,
  journeyLocales,
  type Locale,
  SAMPLE_PNG,
  translators,
} from './support.ts';

async function signUp(page: Page, locale: Locale, name: string) {
  const email = `e2e-settings-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: { type: 'email', email, password: 'Lantern-Harbor-2026', name, agreement: true, language: locale },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { token, user } = await completeSignUpFromMail(page.request, email, locale);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.authToken,
    token,
  ] as const);
  return user;
}

for (const locale of journeyLocales('ru')) {
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

for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test(`renaming alone says "name updated", and says so when it fails (${locale})`, async ({ page }) => {
    const user = await signUp(page, locale, 'Nino');
    await page.goto(`/${locale}/settings`);
    const name = page.getByRole('textbox', { name: t('settings.name') });
    // "Member since" in the page's language and the user's zone, Georgian included although this
    // Chromium has no Georgian ICU data; inside the sentence Georgian declines the month
    // ("წევრი 2026 წლის 26 ნოემბრიდან").
    const since = formatDayInSentence(new Date(user.createdAt), LOCALE_TAGS[locale], 'since', user.timezone);
    if (locale === 'ka') expect(since).toMatch(/^\d{4} წლის \d{1,2} \p{Script=Georgian}+დან$/u);
    await expect(page.getByText(t('settings.memberSince', { date: since }))).toBeVisible();
    const save = page.getByRole('button', { name: t('settings.save'), exact: true });
    await expect(name).toHaveValue('Nino');

    await name.fill('Tamar');
    await save.click();
    await expect(page.getByText(t('settings.nameUpdated'))).toBeVisible();
    // The header follows at once; the name is kept.
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name: 'Tamar' }) })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('settings.name') })).toHaveValue('Tamar');

    // The profile call fails (the server is down): the edit stays, ready to save again.
    await page.route('**/api/v1/users/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' }),
          })
        : route.fallback(),
    );
    await page.getByRole('textbox', { name: t('settings.name') }).fill('Ketevan');
    await save.click();
    await expect(page.getByText(t('settings.nameFailed'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('settings.name') })).toHaveValue('Ketevan');
    await expect(save).toBeEnabled();
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name: 'Tamar' }) })).toBeVisible();
  });
}
