import { STORAGE_KEYS } from '@app/contracts';
import { expect, type Page, test } from '@playwright/test';
import { oidcIssuer } from '../ports.ts';
import { expectAccessible, journeyLocales, translators } from './support.ts';

/**
 * "Sign in with Google" end to end: the browser goes to a real OpenID provider on 127.0.0.1
 * (start-oidc.ts, oidc-provider's own login and consent pages), comes back to
 * /{lang}/auth/google/callback with a code, and the server exchanges it (client secret, PKCE) for
 * an ID token it verifies. The provider knows any login; it becomes the account's name and
 * `{login}@example.com` its verified address.
 */

type T = (typeof translators)['en'];

const uniqueLogin = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ context }) => {
  // The provider's pages link a web font; this machine has no Internet, so fail that fast.
  await context.route(/^https:\/\//, (route) => route.abort());
});

/** The provider's login and consent pages, as a person fills them in. */
async function loginAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Holds the app's call that completes the sign-in until the callback page has been seen saying
 * "authenticating", then lets it through to the real server.
 */
async function expectAuthenticatingWhile(
  page: Page,
  t: T,
  endpoint: 'sign-in' | 'sign-up',
  act: () => Promise<void>,
) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/v1/auth/${endpoint}`, async (route) => {
    await released;
    await route.continue();
  });
  await act();
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('auth.google.authenticating'));
  // From here on the route lets every call through (unrouting could race the held one).
  release();
}

async function currentUser(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const response = await page.request.get('/api/v1/auth/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).user as {
    id: string;
    email: string;
    anonymous: boolean;
    authProvider: string;
  };
}

async function openGoogleTab(page: Page, t: T) {
  await page.getByRole('tab', { name: t('auth.tabs.google') }).click();
  return page.getByRole('button', { name: t('auth.google.button') });
}

for (const locale of journeyLocales('ka', { postgres: true })) {
  const t = translators[locale];

  test(`sign up with Google (agreement first), sign out, sign in again as the same user (${locale}) @postgres`, async ({
    page,
  }) => {
    const login = uniqueLogin(`google-${locale}`);
    const menu = page.getByRole('button', { name: t('auth.menu.label', { name: login }) });

    await page.goto(`/${locale}/auth/sign-up`);
    const google = await openGoogleTab(page, t);
    await expect(page.getByText(t('auth.google.hint'))).toBeVisible();
    await expectAccessible(page);
    // Sign-up asks for the agreement before leaving for Google too.
    await google.click();
    await expect(page.getByText(t('auth.validation.agreement'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/sign-up$`));
    await expectAccessible(page);
    await page.getByRole('checkbox').check();
    await google.click();

    await expectAuthenticatingWhile(page, t, 'sign-up', () => loginAtProvider(page, login));
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(menu).toBeVisible();
    const first = await currentUser(page);
    expect(first).toMatchObject({ email: `${login}@example.com`, anonymous: false, authProvider: 'google' });
    // A Google account's address is vouched for: no verification banner.
    await expect(page.getByText(t('auth.banner.text'))).toBeHidden();

    await menu.click();
    await page.getByRole('menuitem', { name: t('auth.menu.signOut') }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('nav.signIn'), exact: true }),
    ).toBeVisible();

    // Signing in again from a guarded page: the provider remembers this browser (no login page),
    // the callback lands back on the page the visitor wanted, as the same account.
    await page.goto(`/${locale}/settings`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/sign-in\\?redirect=`));
    await expectAuthenticatingWhile(page, t, 'sign-in', async () => {
      await (await openGoogleTab(page, t)).click();
    });
    await expect(page).toHaveURL(new RegExp(`/${locale}/settings$`));
    await expect(page.getByRole('textbox', { name: t('settings.name') })).toHaveValue(login);
    await expect(menu).toBeVisible();
    expect((await currentUser(page)).id).toBe(first.id);
  });
}

for (const locale of journeyLocales('ka')) {
  const t = translators[locale];

  test(`a new browser signs in with the same Google account: login and consent again, same user (${locale})`, async ({
    page,
    browser,
  }) => {
    const login = uniqueLogin(`google-again-${locale}`);
    await page.goto(`/${locale}/auth/sign-in`);
    const button = await openGoogleTab(page, t);
    // A first Google sign-in creates the account: the tab says so, with the policies linked.
    const notice = page
      .getByRole('tabpanel')
      .getByText(t('auth.google.signInAgreement').split('{')[0]!.trim());
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: t('auth.agreement.tos') })).toHaveAttribute(
      'href',
      `/${locale}/tos`,
    );
    await button.click();
    await loginAtProvider(page, login);
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name: login }) })).toBeVisible();
    const first = await currentUser(page);

    const other = await browser.newContext();
    try {
      await other.route(/^https:\/\//, (route) => route.abort());
      const second = await other.newPage();
      await second.goto(`/${locale}/auth/sign-in`);
      await (await openGoogleTab(second, t)).click();
      await loginAtProvider(second, login);
      await expect(second).toHaveURL(new RegExp(`/${locale}$`));
      await expect(second.getByRole('button', { name: t('auth.menu.label', { name: login }) })).toBeVisible();
      expect((await currentUser(second)).id).toBe(first.id);
    } finally {
      await other.close();
    }
  });

  test(`an anonymous account continued with Google becomes a named one with a new id (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/auth/sign-in`);
    await page.getByRole('button', { name: t('auth.anonymous.button') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    const anonymous = await currentUser(page);
    expect(anonymous.anonymous).toBe(true);

    await page.goto(`/${locale}/auth/sign-up`);
    await expect(page.getByText(t('auth.signUp.keepsReviews'))).toBeVisible();
    const google = await openGoogleTab(page, t);
    await page.getByRole('checkbox').check();
    await google.click();
    const login = uniqueLogin(`google-anon-${locale}`);
    await loginAtProvider(page, login);
    await expect(page.getByRole('button', { name: t('auth.menu.label', { name: login }) })).toBeVisible();
    const named = await currentUser(page);
    expect(named).toMatchObject({ anonymous: false, authProvider: 'google', email: `${login}@example.com` });
    // Nothing public links the named account to the anonymous one (issue 30): a new id.
    expect(named.id).not.toBe(anonymous.id);
  });
}

test('a callback that this browser did not start is refused', async ({ page }) => {
  const t = translators.ka;
  await page.goto('/ka/auth/google/callback?code=forged-code&state=forged-state');
  await expect(page.getByRole('alert')).toHaveText(t('auth.error.authFailed'));
  await expect(page.getByRole('link', { name: t('auth.google.backToSignIn') })).toBeVisible();
  await expectAccessible(page);
});

test('the provider’s answer is checked by the server: a forged code is refused', async ({ request }) => {
  const response = await request.post('/api/v1/auth/sign-in', {
    data: {
      type: 'google',
      token: 'a-code-the-provider-never-issued',
      nonce: 'n'.repeat(32),
      codeVerifier: 'v'.repeat(43),
      redirectUri: `${new URL(test.info().project.use.baseURL ?? '').origin}/en/auth/google/callback`,
    },
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ message: 'Google sign-in failed' });
});
