import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { type OidcIssuer, startOidcIssuer } from '../src/testing/oidc-issuer.ts';
import { signUpThroughMail } from './support/sign-up.ts';
import { linkIn, type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher.ts';

const PUBLIC_URL = 'http://app.test';
let t: TestApp;
let oidc: OidcIssuer;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  oidc = await startOidcIssuer({ redirectUris: [`${PUBLIC_URL}/en/auth/google/callback`] });
  t = await startTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      RATE_LIMIT_SCALE: '100',
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '200',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
  await smtp?.close();
});

const NONCE = 'n'.repeat(32);
const googleSignIn = (token: string, nonce = NONCE, headers: Record<string, string> = {}) =>
  t.request('/api/v1/auth/sign-in', { method: 'POST', headers, json: { type: 'google', token, nonce } });
const passwordSignIn = (email: string, password: string) =>
  t.request('/api/v1/auth/sign-in', { method: 'POST', json: { type: 'email', email, password } });
const current = (token: string) =>
  t.request('/api/v1/auth/current', { headers: { authorization: `Bearer ${token}` } });

describe('Google (OpenID Connect) sign-in', () => {
  it('publishes where the browser starts the flow, from the issuer’s discovery document', async () => {
    const body = await readJson(await t.request('/api/v1/auth/google/config'));
    expect(body).toEqual({
      authorizationEndpoint: `${oidc.issuer}/auth`,
      clientId: oidc.clientId,
      scope: 'openid email profile',
    });
  });

  it('signs up with a valid ID token, then signs the same account in again', async () => {
    const claims = {
      sub: 'google-1',
      aud: oidc.clientId,
      nonce: NONCE,
      email: 'Ketevan@Example.com',
      email_verified: true,
      name: 'Ketevan',
    };
    const first = await googleSignIn(await oidc.signIdToken(claims));
    expect(first.status).toBe(200);
    const body = await readJson(first);
    expect(body.user).toMatchObject({
      email: 'ketevan@example.com',
      name: 'Ketevan',
      authProvider: 'google',
      verified: true,
      anonymous: false,
    });
    const again = await readJson(await googleSignIn(await oidc.signIdToken(claims)));
    expect(again.user.id).toBe(body.user.id);
  });

  it('rejects a token signed with a key the issuer does not publish (forged)', async () => {
    const token = await oidc.signIdToken(
      { sub: 'x', aud: oidc.clientId, nonce: NONCE, email: 'f@example.com', email_verified: true },
      { key: 'forged' },
    );
    const response = await googleSignIn(token);
    expect(response.status).toBe(401);
    expect(await readJson(response)).toMatchObject({ message: 'Google sign-in failed' });
  });

  it('rejects an expired token, a wrong audience and a wrong nonce', async () => {
    const base = { sub: 'y', email: 'y@example.com', email_verified: true };
    const expired = await oidc.signIdToken(
      { ...base, aud: oidc.clientId, nonce: NONCE },
      { expiresIn: Math.floor(Date.now() / 1000) - 120 },
    );
    expect((await googleSignIn(expired)).status).toBe(401);
    const otherAudience = await oidc.signIdToken({ ...base, aud: 'someone-else', nonce: NONCE });
    expect((await googleSignIn(otherAudience)).status).toBe(401);
    const valid = await oidc.signIdToken({ ...base, aud: oidc.clientId, nonce: NONCE });
    expect((await googleSignIn(valid, 'm'.repeat(32))).status).toBe(401);
    expect((await googleSignIn('not.a.jwt')).status).toBe(401);
  });

  it('links to an existing verified e-mail account only when the provider vouches for the address', async () => {
    const email = `linked-${Date.now()}@example.com`;
    const signUp = await signUpThroughMail(
      t,
      { email, password: 'Lantern1234', name: 'Eka' },
      {
        link: async (to) =>
          linkIn(await smtp.waitFor((m) => m.recipients.includes(to)), '/en/auth/sign-up/complete'),
      },
    );
    expect(signUp.user.verified).toBe(true);
    const unverifiedClaim = await oidc.signIdToken({
      sub: 'g-unverified',
      aud: oidc.clientId,
      nonce: NONCE,
      email,
      email_verified: false,
    });
    expect((await googleSignIn(unverifiedClaim)).status).toBe(409);
    const vouched = await oidc.signIdToken({
      sub: 'g-verified',
      aud: oidc.clientId,
      nonce: NONCE,
      email,
      email_verified: true,
    });
    const linked = await readJson(await googleSignIn(vouched));
    expect(linked.user).toMatchObject({ id: signUp.user.id, verified: true });
    // The verified owner keeps their password and their other sessions.
    expect((await current(signUp.token)).status).toBe(200);
    expect((await passwordSignIn(email, 'Lantern1234')).status).toBe(200);
  });

  it('takes an unverified e-mail account over for the address’s owner: the squatter’s password and sessions die', async () => {
    const email = `victim-${Date.now()}@example.com`;
    // Someone else registered the victim's address with their own password, before sign-up needed
    // the mailed link (decision 013: a sign-up can no longer squat an address it cannot read).
    const squatterAccount = await createTestUser(t.database.db, {
      email,
      name: 'Mallory',
      isVerified: false,
      passwordHash: await hashPassword('Attacker1'),
    });
    const squatter = { token: squatterAccount.token, user: { id: squatterAccount.id } };
    const secondSquatterSession = await readJson(await passwordSignIn(email, 'Attacker1'));
    // The real owner signs in with Google, which vouches for the address.
    const owner = await readJson(
      await googleSignIn(
        await oidc.signIdToken({
          sub: 'g-victim',
          aud: oidc.clientId,
          nonce: NONCE,
          email,
          email_verified: true,
        }),
      ),
    );
    expect(owner.user).toMatchObject({ id: squatter.user.id, verified: true });
    expect((await current(owner.token)).status).toBe(200);
    // The squatter's sessions are revoked and the password no longer signs in (same 401 as a wrong one).
    expect((await current(squatter.token)).status).toBe(401);
    expect((await current(secondSquatterSession.token)).status).toBe(401);
    const refused = await passwordSignIn(email, 'Attacker1');
    expect(refused.status).toBe(401);
    expect(await readJson(refused)).toMatchObject({ message: 'Invalid credentials' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.passwordHash).toBeNull();
    // The owner can still set a password through the reset link sent to the address.
    const request = await t.request('/api/v1/auth/email/password-reset/request', {
      method: 'POST',
      json: { email },
    });
    expect(request.status).toBe(202);
    const resetMail = await smtp.waitFor(
      (m) => m.recipients.includes(email) && m.subject?.startsWith('Reset') === true,
    );
    const reset = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: {
        token: linkIn(resetMail, '/en/auth/email/password-reset').searchParams.get('token'),
        password: 'Owner9876',
      },
    });
    expect(reset.status).toBe(200);
    expect((await passwordSignIn(email, 'Owner9876')).status).toBe(200);
    expect((await passwordSignIn(email, 'Attacker1')).status).toBe(401);
  });

  it('signs up with Google only with the agreement', async () => {
    const claims = {
      sub: 'g-sign-up',
      aud: oidc.clientId,
      nonce: NONCE,
      email: `g-sign-up-${Date.now()}@example.com`,
      email_verified: true,
      name: 'Tamar',
    };
    const signUp = (extra: Record<string, unknown>) =>
      oidc.signIdToken(claims).then((token) =>
        t.request('/api/v1/auth/sign-up', {
          method: 'POST',
          json: { type: 'google', token, nonce: NONCE, ...extra },
        }),
      );
    const without = await signUp({});
    expect(without.status).toBe(400);
    expect(await readJson(without)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          field: 'agreement',
          message: 'You must agree to the Privacy Policy and Terms of Service to continue',
        },
      ],
    });
    const agreed = await signUp({ agreement: true });
    expect(agreed.status).toBe(201);
    expect((await readJson(agreed)).user).toMatchObject({
      name: 'Tamar',
      authProvider: 'google',
      verified: true,
    });
  });

  it('upgrades the caller’s anonymous account under a new id', async () => {
    const anonymous = await readJson(await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }));
    const token = await oidc.signIdToken({
      sub: 'g-anon',
      aud: oidc.clientId,
      nonce: NONCE,
      email: `anon-${Date.now()}@example.com`,
      email_verified: true,
    });
    const body = await readJson(
      await googleSignIn(token, NONCE, { authorization: `Bearer ${anonymous.token}` }),
    );
    expect(body.user).toMatchObject({ anonymous: false, authProvider: 'google' });
    // Issue 30: the named account's public id is not the one it had while anonymous.
    expect(body.user.id).not.toBe(anonymous.user.id);
    expect(body.user.id[14]).toBe('4');
  });

  it('takes a token with several audiences only when it was issued to us (azp)', async () => {
    const base = { sub: 'multi', email: 'multi@example.com', email_verified: true, nonce: NONCE };
    const forOther = await oidc.signIdToken({ ...base, aud: [oidc.clientId, 'other'], azp: 'other' });
    expect((await googleSignIn(forOther)).status).toBe(401);
    const noParty = await oidc.signIdToken({ ...base, aud: [oidc.clientId, 'other'] });
    expect((await googleSignIn(noParty)).status).toBe(401);
    const ours = await oidc.signIdToken({ ...base, aud: [oidc.clientId, 'other'], azp: oidc.clientId });
    expect((await googleSignIn(ours)).status).toBe(200);
  });

  it('refuses an authorization code for a redirect URI that is not ours', async () => {
    const response = await t.request('/api/v1/auth/sign-in', {
      method: 'POST',
      json: {
        type: 'google',
        token: 'code',
        nonce: NONCE,
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'https://evil.example/cb',
      },
    });
    expect(response.status).toBe(401);
  });
});

describe('with the provider unreachable', () => {
  it('answers 503 in the error envelope with a retry time, for the config and a sign-in', async () => {
    const gone = await startOidcIssuer({ redirectUris: [`${PUBLIC_URL}/en/auth/google/callback`] });
    await gone.close();
    const app = await startTestApp({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: gone.issuer,
        GOOGLE_CLIENT_ID: gone.clientId,
        GOOGLE_CLIENT_SECRET: gone.clientSecret,
      },
    });
    try {
      const config = await app.request('/api/v1/auth/google/config');
      expect(config.status).toBe(503);
      expect(await readJson(config)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 30 });
      const signIn = await app.request('/api/v1/auth/sign-in', {
        method: 'POST',
        json: { type: 'google', token: 'x', nonce: NONCE },
      });
      expect(signIn.status).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('without Google configured', () => {
  it('answers 404 for the Google config and Google sign-in', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.request('/api/v1/auth/google/config')).status).toBe(404);
      const response = await plain.request('/api/v1/auth/sign-in', {
        method: 'POST',
        json: { type: 'google', token: 'x', nonce: NONCE },
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
