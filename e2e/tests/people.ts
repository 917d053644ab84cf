import type { APIRequestContext, Browser } from '@playwright/test';
import { signInAs } from './support.ts';

/** A person's Chrome: headless Chromium's own user agent is a robot to the page-view counter. */
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The account's sofas, as the API reports them for the current user. */
export async function scoreOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/v1/auth/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { user: { score: number } }).user.score;
}

/** A fresh browser context: signed in with the token, or a visitor without an account. */
export async function pageAs(browser: Browser, token: string | null, options: { clipboard?: boolean } = {}) {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    ...(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
  });
  const page = await context.newPage();
  if (token) await signInAs(page, token);
  return page;
}
