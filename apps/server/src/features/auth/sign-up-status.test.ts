import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSignUpRequest, outboxLink, signUpThroughMail } from '../../../test/support/sign-up.ts';
import { createTestUser } from '../../testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../../testing/index.ts';
import { signUpWatches, users } from './schema.ts';
import { purgeExpiredSignUps } from './sign-up.ts';

/**
 * Issue 30, item 3: the browser that started an e-mail sign-up learns when its link was opened
 * (here or on another device) by asking with a secret only it holds, never with the address: the
 * answer must not tell whether an address has an account.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(async () => {
  await t?.close();
});

const newWatch = () => randomBytes(24).toString('base64url');
const statusOf = async (watch: string) => {
  const response = await t.request('/api/v1/auth/sign-up/status', { method: 'POST', json: { watch } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await readJson(response)).status as string;
};
const signUp = (email: string, watch: string) =>
  t.request('/api/v1/auth/sign-up', {
    method: 'POST',
    json: { type: 'email', email, password: 'Lantern1234', name: 'Nino', agreement: true, watch },
  });

describe('POST /auth/sign-up/status', () => {
  it('is pending until the mailed link is opened, then completed for the browser that started it only', async () => {
    const watch = newWatch();
    const email = `status-${Date.now()}@example.com`;
    expect((await signUp(email, watch)).status).toBe(202);
    expect(await statusOf(watch)).toBe('pending');
    // The link opened elsewhere (another device: no session, no watch).
    const link = await outboxLink(t, email, '/auth/sign-up/complete');
    expect((await completeSignUpRequest(t, link.searchParams.get('token'))).status).toBe(200);
    expect(await statusOf(watch)).toBe('completed');
    expect(await statusOf(newWatch())).toBe('pending');
  });

  it('a resend from the same browser keeps the watch; the link of either mail completes it', async () => {
    const watch = newWatch();
    const email = `status-resend-${Date.now()}@example.com`;
    expect((await signUp(email, watch)).status).toBe(202);
    expect((await signUp(email, watch)).status).toBe(202);
    const link = await outboxLink(t, email, '/auth/sign-up/complete');
    expect((await completeSignUpRequest(t, link.searchParams.get('token'))).status).toBe(200);
    expect(await statusOf(watch)).toBe('completed');
  });

  it('is no oracle: a registered address answers exactly as a new one whose link nobody opened', async () => {
    const owner = await createTestUser(t.database.db);
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.id));
    const known = newWatch();
    const fresh = newWatch();
    const knownAnswer = await signUp(row!.email!, known);
    const freshAnswer = await signUp(`status-new-${Date.now()}@example.com`, fresh);
    expect(knownAnswer.status).toBe(freshAnswer.status);
    expect(await knownAnswer.json()).toEqual(await freshAnswer.json());
    expect(await statusOf(known)).toBe('pending');
    expect(await statusOf(fresh)).toBe('pending');
    // Only the watch's hash is stored.
    const stored = JSON.stringify(await t.database.db.select().from(signUpWatches));
    expect(stored).not.toContain(known);
    expect(stored).not.toContain(fresh);
  });

  it('refuses a malformed watch with a 400, and expired watches are purged', async () => {
    const bad = await t.request('/api/v1/auth/sign-up/status', { method: 'POST', json: { watch: 'short' } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).code).toBe('VALIDATION_FAILED');
    const watch = newWatch();
    await signUpThroughMail(t, { email: `status-purge-${Date.now()}@example.com`, watch });
    expect(await statusOf(watch)).toBe('completed');
    await t.database.db.execute(sql`update sign_up_watches set expires_at = now() - interval '1 minute'`);
    expect(await statusOf(watch)).toBe('pending');
    await purgeExpiredSignUps(t.database.db);
    expect(await t.database.db.select().from(signUpWatches)).toEqual([]);
  });
});
