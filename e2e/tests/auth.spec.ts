import { LIMITS, STORAGE_KEYS } from '@app/contracts';
import { expect, type Page, test } from '@playwright/test';
import { linkPath, uniqueEmail, waitForMail } from './mail.ts';
import { expectAccessible, LOCALES, translators } from './support.ts';

const PASSWORD = 'Sofa1234';
const NEW_PASSWORD = 'Divan5678';

async function signOut(page: Page, name: string, t: (typeof translators)['en']) {
  await page.getByRole('button', { name: t('auth.menu.label', { name }) }).click();
  await page.getByRole('menuitem', { name: t('auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('nav.signIn'), exact: true }),
  ).toBeVisible();
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`sign up, verify by e-mail, sign out, sign in and reset the password (${locale})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`e2e-${locale}`);
    const name = locale === 'ka' ? 'ნინო' : locale === 'ru' ? 'Нина' : 'Nina';

    await page.goto(`/${locale}/auth/sign-up`);
    await expectAccessible(page);
    const submit = page.getByRole('button', { name: t('auth.signUp.submit') });
    await submit.click();
    await expect(page.getByText(t('auth.validation.nameRequired'))).toBeVisible();
    await expect(page.getByText(t('auth.validation.email'))).toBeVisible();
    await expect(page.getByText(t('auth.validation.agreement'))).toBeVisible();

    await page.getByLabel(t('auth.name'), { exact: true }).fill(name);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill('lowercase1');
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill('different1');
    await submit.click();
    await expect(page.getByText(t('auth.validation.passwordClasses'))).toBeVisible();
    await expect(page.getByText(t('auth.validation.passwordsDoNotMatch'))).toBeVisible();
    // Too long is said as such, not as "too short".
    await page
      .getByLabel(t('auth.password'), { exact: true })
      .fill(`Aa1${'x'.repeat(LIMITS.passwordMaxLength - 2)}`);
    await submit.click();
    await expect(
      page.getByText(t('auth.validation.passwordTooLong', { count: LIMITS.passwordMaxLength })),
    ).toBeVisible();

    await page.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await submit.click();

    // Pending verification: the countdown started with the first mail and survives a reload.
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/email/verify$`));
    await expect(page.getByText(t('auth.verify.pendingText', { email }))).toBeVisible();
    const resend = page.getByRole('main').getByRole('button', { name: /\d/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(
      new RegExp(t('auth.verify.resendIn', { count: 11 }).replace(/11/, '1[01]\\d')),
    );
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name: /\d/ })).toBeDisabled();

    // The server's cooldown wins over a cleared local clock: resend fails and the countdown resumes.
    await page.evaluate((key) => localStorage.setItem(key, '0'), STORAGE_KEYS.lastResendAt);
    await page.reload();
    await page.getByRole('button', { name: t('auth.verify.resend') }).click();
    await expect(page.getByText(t('auth.error.resendFailed'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /\d/ })).toBeDisabled();

    // The banner shows elsewhere while the address is unverified.
    await page.goto(`/${locale}/tos`);
    await expect(page.getByText(t('auth.banner.text'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name }) })).toContainText(
      t('sofas.count', { count: 0 }),
    );

    const verification = await waitForMail(email, t('mail.verify.subject'));
    expect(verification.html).toContain(t('mail.greeting', { name }));
    await page.goto(linkPath(verification));
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/email/verify/success$`));
    await expect(page.getByText(t('auth.verify.success'))).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByText(t('auth.banner.text'))).toBeHidden();

    // The same link a second time fails.
    await page.goto(linkPath(verification));
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/email/verify/error$`));
    await expect(page.getByText(t('auth.error.verificationFailed'))).toBeVisible();
    await expectAccessible(page);

    await signOut(page, name, t);

    // Wrong password, then the right one.
    await page.goto(`/${locale}/auth/sign-in`);
    await expectAccessible(page);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('auth.error.invalidCredentials'));
    await page.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await signOut(page, name, t);

    // Forgot password.
    await page.goto(`/${locale}/auth/sign-in`);
    await page.getByRole('link', { name: t('auth.signIn.forgot') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/email/password-reset$`));
    await expectAccessible(page);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('auth.reset.requestSubmit') }).click();
    await expect(page.getByText(t('auth.reset.requestSent'))).toBeVisible();
    const reset = await waitForMail(email, t('mail.reset.subject'));
    await page.goto(linkPath(reset));
    await page.getByLabel(t('auth.reset.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(page.getByText(t('auth.validation.passwordsDoNotMatch'))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await expect(page.getByText(t('auth.reset.success'))).toBeVisible();
    await signOut(page, name, t);

    await page.goto(`/${locale}/auth/sign-in`);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name }) })).toBeVisible();
  });

  test(`anonymous sign-in, then sign-up keeps the same account (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/auth/sign-in`);
    await page.getByRole('button', { name: t('auth.anonymous.button') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    const anonymousToken = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    expect(anonymousToken).toBeTruthy();
    // An anonymous account is not "authenticated": the header still offers sign-in.
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('nav.signIn'), exact: true }),
    ).toBeVisible();
    const anonymous = await page.request.get('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${anonymousToken}` },
    });
    const anonymousId = (await anonymous.json()).user.id;

    await page.goto(`/${locale}/auth/sign-up`);
    await expect(page.getByText(t('auth.signUp.keepsReviews'))).toBeVisible();
    const email = uniqueEmail(`anon-${locale}`);
    await page.getByLabel(t('auth.name'), { exact: true }).fill('Giorgi');
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/email/verify$`));
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    const current = await page.request.get('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await current.json()).user).toMatchObject({ id: anonymousId, anonymous: false, email });
  });
}

test('a stale token is dropped: a 401 signs out', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'x'.repeat(43)), STORAGE_KEYS.authToken);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken))
    .toBeNull();
});

test('a reset link without a token says so', async ({ page }) => {
  await page.goto('/en/auth/email/password-reset?token=');
  await expect(page.getByRole('alert')).toHaveText('Password reset token is missing');
  await expectAccessible(page);
});
