import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { createTestUser, type TestUser } from '../src/testing/factories.ts';
import { startTestApp, type TestApp } from '../src/testing/index.ts';

/** Issue 20: a session used every day used to last for ever; now 90 days from the sign-in at most. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function ageSession(user: TestUser, days: number) {
  await t.database.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(days => ${days})`,
      lastUsedAt: sql`now()`,
      expiresAt: sql`now() + interval '20 days'`,
    })
    .where(eq(sessions.userId, user.id));
}
const current = (user: TestUser) => t.request('/api/v1/auth/current', { headers: user.auth });

describe('session lifetime', () => {
  it('ends a registered account’s session 90 days after the sign-in, however recently it was used', async () => {
    const user = await createTestUser(t.database.db);
    await ageSession(user, 89);
    expect((await current(user)).status).toBe(200);
    await ageSession(user, 91);
    expect((await current(user)).status).toBe(401);
  });

  it('keeps an anonymous account’s session while it is used: it has no other way in', async () => {
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    await ageSession(anonymous, 200);
    expect((await current(anonymous)).status).toBe(200);
  });
});
