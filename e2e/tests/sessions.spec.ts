import { devices, expect, type Page, test } from '@playwright/test';
import {
  completeSignUpFromMail,
  expectAccessible,
  journeyLocales,
  signInAs,
  translators,
} from './support.ts';

/**
 * Issue 20: one's sessions in the settings. The same account in two browsers (a desktop and a
 * phone); ending one from the other signs it out, and "everywhere else" keeps only the asking one.
 */
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

for (const locale of journeyLocales('ka', { postgres: true })) {
  const t = translators[locale];

  test(`sessions: listed with their devices, one signed out from another, then everywhere else (${locale}) @postgres`, async ({
    browser,
    request,
  }) => {
    const email = `e2e-sessions-${locale}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'Lantern-Harbor-2026';
    const signUp = await request.post('/api/v1/auth/sign-up', {
      data: { type: 'email', email, password, name: 'Tamar', agreement: true, language: locale },
    });
    expect(signUp.status(), await signUp.text()).toBe(202);
    const signedUp = await completeSignUpFromMail(request, email, locale);
    const signIn = async () => {
      const response = await request.post('/api/v1/auth/sign-in', {
        data: { type: 'email', email, password },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };
    const open = async (token: string, kind: 'desktop' | 'phone'): Promise<Page> => {
      const context = await browser.newContext(
        kind === 'phone'
          ? { ...devices['Pixel 7'] }
          : { userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 } },
      );
      const page = await context.newPage();
      await signInAs(page, token);
      return page;
    };
    const sessions = (page: Page) =>
      page.getByRole('list', { name: t('sessions.title') }).getByRole('listitem');
    const goToSettings = async (page: Page) => {
      await page.goto(`/${locale}/settings`);
      await expect(page.getByRole('heading', { name: t('sessions.title') })).toBeVisible();
    };
    const expectSignedOut = async (page: Page) => {
      await page.goto(`/${locale}/settings`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/sign-in\\?redirect=`));
    };

    const desktop = await open(signedUp.token, 'desktop');
    const phone = await open(await signIn(), 'phone');
    await goToSettings(phone);
    await goToSettings(desktop);

    // Both are listed with their devices; this one is marked and has no sign-out button.
    await expect(sessions(desktop)).toHaveCount(2);
    const current = sessions(desktop).filter({ hasText: t('sessions.current') });
    await expect(current).toContainText(t('sessions.device', { browser: 'Chrome', system: 'Windows' }));
    await expect(current.getByRole('button')).toHaveCount(0);
    const other = sessions(desktop).filter({
      hasText: t('sessions.device', { browser: 'Chrome', system: 'Android' }),
    });
    await expect(other).toContainText(t('sessions.lastUsed', { date: '' }).trim());
    await expectAccessible(desktop);

    // The desktop ends the phone's session: the phone is signed out.
    await other.getByRole('button', { name: t('sessions.signOut') }).click();
    await expect(desktop.getByText(t('sessions.signedOut'))).toBeVisible();
    await expect(sessions(desktop)).toHaveCount(1);
    await expect(desktop.getByText(t('sessions.onlyThis'))).toBeVisible();
    await expectSignedOut(phone);

    // Signed in again on the phone (and a third browser): the phone signs out everywhere else.
    await signInAs(phone, await signIn());
    const third = await open(await signIn(), 'desktop');
    await goToSettings(phone);
    await expect(sessions(phone)).toHaveCount(3);
    await expectAccessible(phone);
    await phone.getByRole('button', { name: t('sessions.signOutOthers') }).click();
    const dialog = phone.getByRole('alertdialog', { name: t('sessions.othersTitle') });
    await expect(dialog).toContainText(t('sessions.othersText', { count: 2 }));
    await dialog.getByRole('button', { name: t('sessions.othersConfirm') }).click();
    await expect(phone.getByText(t('sessions.othersSignedOut'))).toBeVisible();
    await expect(sessions(phone)).toHaveCount(1);
    await expectSignedOut(desktop);
    await expectSignedOut(third);
    await phone.reload();
    await expect(phone.getByRole('heading', { name: t('sessions.title') })).toBeVisible();

    for (const page of [desktop, phone, third]) await page.context().close();
  });
}
