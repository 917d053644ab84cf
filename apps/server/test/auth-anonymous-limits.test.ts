import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { signUpThroughMail } from './support/sign-up.ts';

/** Production limits (scale 1) and the "verification required for sign-in" setting. */
/** The Redis store runs when a Redis answers (TEST_REDIS_URL, else the default port on loopback). */
async function reachableRedis(): Promise<string | undefined> {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const open = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(500, () => socket.destroy());
    socket
      .once('connect', () => resolve(true))
      .once('error', () => resolve(false))
      .once('close', () => resolve(false));
  });
  return open ? url.toString() : undefined;
}
const redisUrl = await reachableRedis();
const stores: Array<[string, { REDIS_URL?: string }]> = [['memory', {}]];
if (redisUrl) stores.push(['redis', { REDIS_URL: redisUrl }]);

describe.each(stores)('rate limits and verification (%s store)', (_store, storeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    if (storeEnv.REDIS_URL) {
      // Redis outlives the test run: start this file's per-IP windows afresh.
      const redis = new Redis(storeEnv.REDIS_URL);
      await redis.del(
        ...['anonymous', 'sign-in', 'sign-up', 'sign-up-complete', 'reset-request'].flatMap((name) => [
          `rl:${name}:ip:127.0.0.1`,
          `rl:${name}:net:127.0.0.0/24`,
        ]),
      );
      await redis.quit();
    }
    t = await startTestApp({ env: { REQUIRE_VERIFIED_SIGN_IN: 'true', ...storeEnv } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, password: string) =>
    t.request('/api/v1/auth/sign-in', { method: 'POST', json: { type: 'email', email, password } });

  it('anonymous sign-in answers { token, user } with an anonymous user', async () => {
    const response = await t.request('/api/v1/auth/anonymous/sign-in', {
      method: 'POST',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.user).toMatchObject({
      anonymous: true,
      email: null,
      authProvider: null,
      verified: false,
      language: 'ru',
      score: 0,
    });
    const current = await t.request('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect((await readJson(current)).user.id).toBe(body.user.id);
  });

  it('signing up from an anonymous session gives the account a new id and retires the anonymous token', async () => {
    const anonymous = await readJson(await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }));
    const email = `upgrade-${Date.now()}-${_store}@example.com`;
    const body = await signUpThroughMail(
      t,
      { email, name: 'Ana' },
      { headers: { authorization: `Bearer ${anonymous.token}` } },
    );
    // Issue 30: the named account's public id is not the one it had while anonymous.
    expect(body.user.id).not.toBe(anonymous.user.id);
    expect(body.user).toMatchObject({
      anonymous: false,
      email,
      authProvider: 'email',
    });
    const old = await t.request('/api/v1/auth/current', {
      headers: { authorization: `Bearer ${anonymous.token}` },
    });
    expect(old.status).toBe(401);
    // The link proved the address: sign-in works even where verification is required.
    expect((await signIn(email, 'Lantern1234')).status).toBe(200);
  });

  it('refuses sign-in to an unverified e-mail account with 403 "Email not verified" when so configured', async () => {
    // An account made before sign-up needed the mailed link (decision 013) may be unverified.
    const email = `unverified-${Date.now()}-${_store}@example.com`;
    await createTestUser(t.database.db, {
      email,
      isVerified: false,
      passwordHash: await hashPassword('Lantern1234'),
    });
    const response = await signIn(email, 'Lantern1234');
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
    // A wrong password still says only "Invalid credentials".
    expect((await readJson(await signIn(email, 'Wrong1234'))).message).toBe('Invalid credentials');
  });

  it('slows password guesses per account and network with a captcha, never a 429 lockout', async () => {
    const email = `target-${Date.now()}-${_store}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(email, `Guess${i}abc`)).status);
    expect(statuses).toEqual([401, 401, 401, 403]);
    const asked = await signIn(email, 'Guess11abc');
    expect(await readJson(asked)).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.request('/api/v1/auth/sign-up', {
        method: 'POST',
        json: {
          type: 'email',
          email: `many-${Date.now()}-${i}-${_store}@example.com`,
          password: 'Lantern1234',
          name: 'Many',
          agreement: true,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses[0]).toBe(202);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits password-reset mails per account: the 6th request within the hour gets 429', async () => {
    const email = `known-${Date.now()}-${_store}@example.com`;
    await createTestUser(t.database.db, { email });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.request('/api/v1/auth/email/password-reset/request', {
        method: 'POST',
        json: { email },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('limits anonymous account creation per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' })).status);
    }
    expect(statuses).toContain(429);
  });
});
