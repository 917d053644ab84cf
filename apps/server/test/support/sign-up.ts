import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect } from 'vitest';
import { type AnyJson, readJson, type TestApp } from '../../src/testing/index.ts';

/**
 * The first link to `page` in a mail to `to` that the app wrote to its outbox folder (no SMTP_URL),
 * waited for. Mails to the same address before `after` files are skipped by the caller's filter.
 */
export async function outboxLink(t: TestApp, to: string, page: string, timeoutMs = 15_000): Promise<URL> {
  const dir = t.config.mailOutboxDir;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
      const mail = await PostalMime.parse(await fs.readFile(path.join(dir, file)));
      if (!mail.to?.some((address) => address.address === to)) continue;
      const href = (mail.text ?? '')
        .match(/https?:\/\/\S+/g)
        ?.find((h) => new URL(h).pathname.endsWith(page));
      if (href) return new URL(href);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a link to ${page} within ${timeoutMs} ms`);
}

/** POST /auth/sign-up/complete with the token of a sign-up link. */
export const completeSignUpRequest = (t: TestApp, token: string | null) =>
  t.request('/api/v1/auth/sign-up/complete', { method: 'POST', json: { token } });

/**
 * An e-mail sign-up as a new user makes it (decision 013): the form (202, nothing created yet),
 * then the link of the mail, which answers the session of the new, verified account. `body` is
 * merged over a valid sign-up; `link` finds the mailed link (default: the outbox folder).
 */
export async function signUpThroughMail(
  t: TestApp,
  body: { email: string } & Record<string, unknown>,
  options: { headers?: Record<string, string>; link?(email: string): Promise<URL> } = {},
): Promise<{ token: string; user: AnyJson }> {
  const response = await t.request('/api/v1/auth/sign-up', {
    method: 'POST',
    json: { type: 'email', password: 'Lantern1234', name: 'Nino', agreement: true, ...body },
    headers: options.headers ?? {},
  });
  expect(response.status, await response.clone().text()).toBe(202);
  const email = body.email.trim().toLowerCase();
  const link = await (options.link?.(email) ?? outboxLink(t, email, '/auth/sign-up/complete'));
  const completed = await completeSignUpRequest(t, link.searchParams.get('token'));
  expect(completed.status, await completed.clone().text()).toBe(200);
  return readJson(completed);
}
