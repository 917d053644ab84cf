import { STORAGE_KEYS } from '@app/contracts';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { Locale } from './support.ts';

/** A person's Chrome: headless Chromium's own user agent is (rightly) treated as a crawler. */
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let counter = 0;
/** A new account made by a real sign-up through the API; `label` keeps each spec's e-mails apart. */
export async function registeredUser(
  request: APIRequestContext,
  locale: Locale,
  label: string,
  name: string,
) {
  counter += 1;
  const response = await request.post('/api/v1/auth/sign-up', {
    data: {
      type: 'email',
      email: `e2e-${label}-${Date.now()}-${counter}-${locale}@example.com`,
      password: 'Sofa-Scout-2026',
      name: `${name} ${counter}`,
      agreement: true,
      language: locale,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** The account's sofas, as the API reports them for the current user. */
export async function scoreOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/v1/auth/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { user: { score: number } }).user.score;
}

/** A fresh browser context: signed in with the token (as the app stores it), or a visitor. */
export async function pageAs(browser: Browser, token: string | null, options: { clipboard?: boolean } = {}) {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  const page = await context.newPage();
  if (token) {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.authToken,
      token,
    ] as const);
  }
  return page;
}
