import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { createTestUser, type TestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { signUpThroughMail } from './support/sign-up.ts';

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

describe('sessions list', () => {
  const signIn = async (email: string) =>
    (
      await readJson(
        await t.request('/api/v1/auth/sign-in', {
          method: 'POST',
          json: { type: 'email', email, password: 'Divan5678' },
        }),
      )
    ).token as string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('lists your sessions, signs one out, then every one', async () => {
    const email = `sessions-${Date.now()}@example.com`;
    const first = (await signUpThroughMail(t, { email, password: 'Divan5678' })).token;
    const second = await signIn(email);
    const third = await signIn(email);
    const listed = await readJson(await t.request('/api/v1/auth/sessions', { headers: bearer(second) }));
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // Another user's session cannot be ended, nor listed.
    const stranger = await createTestUser(t.database.db);
    const ids = listed.sessions.map((s: { id: string }) => s.id);
    const foreign = await t.request(`/api/v1/auth/sessions/${ids[0]}`, {
      method: 'DELETE',
      headers: stranger.auth,
    });
    expect(foreign.status).toBe(404);
    // Sign out the first device from the second.
    const firstId = listed.sessions.find((s: { current: boolean; id: string }) => !s.current)!.id;
    expect(
      (await t.request(`/api/v1/auth/sessions/${firstId}`, { method: 'DELETE', headers: bearer(second) }))
        .status,
    ).toBe(204);
    const after = await readJson(await t.request('/api/v1/auth/sessions', { headers: bearer(second) }));
    expect(after.sessions).toHaveLength(2);
    // Everywhere: no token works any more.
    expect(
      (await t.request('/api/v1/auth/sign-out-everywhere', { method: 'POST', headers: bearer(second) }))
        .status,
    ).toBe(204);
    for (const token of [first, second, third]) {
      expect((await t.request('/api/v1/auth/current', { headers: bearer(token) })).status).toBe(401);
    }
  });

  it('does not let an anonymous account end its only session from the list', async () => {
    const anonymous = await createTestUser(t.database.db, { anonymous: true });
    const response = await t.request('/api/v1/auth/sign-out-everywhere', {
      method: 'POST',
      headers: anonymous.auth,
    });
    expect(response.status).toBe(403);
    expect((await current(anonymous)).status).toBe(200);
  });

  it('shows each session’s device (coarse, never the raw user agent) and signs out the others only', async () => {
    const email = `others-${Date.now()}@example.com`;
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const onPhone = (await signUpThroughMail(t, { email, password: 'Divan5678' })).token;
    const onDesktop = await signIn(email);
    await t.request('/api/v1/auth/current', { headers: { ...bearer(onPhone), 'user-agent': phone } });
    const listed = await readJson(
      await t.request('/api/v1/auth/sessions', {
        // Without TRUST_PROXY a country header is not believed.
        headers: { ...bearer(onDesktop), 'user-agent': desktop, 'cf-ipcountry': 'GE' },
      }),
    );
    expect(
      listed.sessions.map((s: { device: string; place: string | null }) => [s.device, s.place]).sort(),
    ).toEqual([
      ['Chrome on Android', null],
      ['Firefox on Windows', null],
    ]);
    // The brands apart, for the page's language to join ("Chrome на Android").
    expect(
      listed.sessions.map((s: { browser: string; system: string }) => `${s.browser}|${s.system}`).sort(),
    ).toEqual(['Chrome|Android', 'Firefox|Windows']);
    const rows = await t.database.db.select({ device: sessions.device }).from(sessions);
    expect(rows.some((row) => row.device?.includes('Mozilla'))).toBe(false);
    expect(
      (
        await t.request('/api/v1/auth/sessions/sign-out-others', {
          method: 'POST',
          headers: bearer(onDesktop),
        })
      ).status,
    ).toBe(204);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(onPhone) })).status).toBe(401);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(onDesktop) })).status).toBe(200);
  });
});
