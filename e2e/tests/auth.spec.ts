import { LIMITS, STORAGE_KEYS } from '@app/contracts';
import { expect, type Page, test } from '@playwright/test';
import { linkPath, uniqueEmail, waitForMail } from './mail.ts';
import { expectAccessible, journeyLocales, translators } from './support.ts';

const PASSWORD = 'Lantern1234';
const NEW_PASSWORD = 'Divan5678';

async function signOut(page: Page, name: string, t: (typeof translators)['en']) {
  await page.getByRole('button', { name: t('auth.menu.label', { name }) }).click();
  await page.getByRole('menuitem', { name: t('auth.menu.signOut') }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('nav.signIn'), exact: true }),
  ).toBeVisible();
}

for (const locale of journeyLocales('ru', { postgres: true })) {
  const t = translators[locale];

  test(`sign up through the mailed link, sign out, sign in and reset the password (${locale}) @postgres`, async ({
    page,
  }) => {
    // The whole account journey: two sign-ups with their mails, a reset mail, nine screens
    // checked for accessibility. It takes longer than one test's usual minute on a busy machine.
    test.slow();
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

    // The same answer whatever the address (decision 013): check your e-mail, and what to do if
    // nothing arrives. Nothing is an account yet.
    await expect(page.getByRole('heading', { name: t('auth.verify.checkEmail') })).toBeVisible();
    await expect(page.getByText(t('auth.signUp.sentText', { email }))).toBeVisible();
    await expect(page.getByText(t('auth.signUp.noMail'))).toBeVisible();
    const resend = page.getByRole('main').getByRole('button', { name: /\d/ });
    await expect(resend).toBeDisabled();
    // Every plural form of "Resend in N seconds", with any number.
    const countdown = [1, 2, 5].map((n) =>
      t('auth.verify.resendIn', { count: n }).replace(String(n), '\\d+'),
    );
    await expect(resend).toHaveText(new RegExp(`^(${countdown.join('|')})$`));
    await expectAccessible(page);
    const early = await page.request.post('/api/v1/auth/sign-in', {
      data: { type: 'email', email, password: PASSWORD },
    });
    expect(early.status()).toBe(401);

    // The link of the mail creates the account and signs in where a new user lands.
    const invitation = await waitForMail(email, t('mail.signUp.subject'));
    expect(invitation.html).toContain(t('mail.greeting', { name }));
    await page.goto(linkPath(invitation));
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.getByText(t('auth.completeSignUp.welcome', { name }))).toBeVisible();
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name }) })).toContainText(
      t('sofas.count', { count: 0 }),
    );
    await expect(page.getByText(t('auth.banner.text'))).toBeHidden();
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    const current = await page.request.get('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await current.json()).user).toMatchObject({ email, name, verified: true, language: locale });

    // The same link a second time fails, and says what to do.
    await page.goto(linkPath(invitation));
    await expect(page.getByRole('alert')).toHaveText(t('auth.completeSignUp.invalid'));
    await expect(page.getByRole('link', { name: t('auth.completeSignUp.signUpAgain') })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/${locale}`);

    await signOut(page, name, t);

    // Signing up again with the address answers the same; its owner is mailed instead.
    await page.goto(`/${locale}/auth/sign-up`);
    await page.getByLabel(t('auth.name'), { exact: true }).fill(name);
    await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
    await expect(page.getByText(t('auth.signUp.sentText', { email }))).toBeVisible();
    const notice = await waitForMail(email, t('mail.alreadyRegistered.subject'));
    expect(linkPath(notice)).toBe(`/${locale}/auth/sign-in`);

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

  test(`anonymous sign-in, then sign-up keeps the same account (${locale}) @postgres`, async ({ page }) => {
    // The page's clock, so that "send again" need not wait a real minute.
    await page.clock.install();
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
    await expect(page.getByText(t('auth.signUp.sentText', { email }))).toBeVisible();
    // Until the link is opened the visitor stays the anonymous account.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBe(
      anonymousToken,
    );

    // A minute later the mail can be sent again (the same sign-up, a second link).
    await page.clock.fastForward((LIMITS.signUpResendSeconds + 1) * 1000);
    await page.getByRole('button', { name: t('auth.verify.resend'), exact: true }).click();
    await expect(page.getByText(t('auth.signUp.resent'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /\d/ })).toBeDisabled();

    const invitation = await waitForMail(email, t('mail.signUp.subject'));
    await page.goto(linkPath(invitation));
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name: 'Giorgi' }) })).toBeVisible();
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    expect(token).not.toBe(anonymousToken);
    const current = await page.request.get('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    const named = (await current.json()).user;
    // The same account under a new public id (issue 30): nothing public leads from one to the other.
    expect(named.id).not.toBe(anonymousId);
    expect(named).toMatchObject({
      anonymous: false,
      email,
      verified: true,
    });
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
