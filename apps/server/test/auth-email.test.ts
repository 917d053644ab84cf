import { LIMITS, type Locale } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, oneTimeTokens, pendingSignUps, reviews, sessions, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { purgeExpiredSignUps } from '../src/features/auth/sign-up.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { completeSignUpRequest, signUpThroughMail } from './support/sign-up.ts';
import { linkIn, type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher.ts';

// The real argon2, watched: the no-enumeration tests count password work instead of timing it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, hash: vi.fn(original.hash), verify: vi.fn(original.verify) };
});

let t: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '200',
      PUBLIC_URL: 'http://app.test',
      RATE_LIMIT_SCALE: '100',
      ...FAST_CAPTCHA_ENV,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const PASSWORD = 'Lantern1234';
let counter = 0;
const uniqueEmail = () => `renter${++counter}-${Date.now()}@example.com`;

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('/api/v1/auth/sign-up', {
    method: 'POST',
    json: { type: 'email', password: PASSWORD, name: 'Nino', agreement: true, ...body },
    headers,
  });
const signIn = (email: string, password: string) =>
  t.request('/api/v1/auth/sign-in', { method: 'POST', json: { type: 'email', email, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SIGN_UP_SUBJECT = {
  en: 'Finish creating your SofaScout account',
  ru: 'Завершите регистрацию в SofaScout',
};

/** Sign-up, then the link of its mail: the session of the new account (as a new user does it). */
const signUpComplete = (
  body: { email: string } & Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  signUpThroughMail(t, body, {
    headers,
    link: async (email) =>
      linkIn(
        await smtp.waitFor(
          (m) => m.recipients.includes(email) && Boolean(m.text?.includes('/auth/sign-up/complete')),
        ),
        '/auth/sign-up/complete',
      ),
  });

/** An account made before sign-up needed the link (decision 013): unverified, with a password. */
async function legacyUnverifiedAccount(language: Locale = 'en') {
  const email = uniqueEmail();
  const user = await createTestUser(t.database.db, {
    email,
    name: 'Nino',
    language,
    isVerified: false,
    passwordHash: await hashPassword(PASSWORD),
  });
  return { email, user };
}
const resend = (token: string) =>
  t.request('/api/v1/auth/email/verify/resend', { method: 'POST', headers: bearer(token) });

const verifyLink = async (email: string, path: string) =>
  linkIn(await smtp.waitFor((m) => m.recipients.includes(email)), path).searchParams.get('token')!;

const usersWith = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));
const pendingFor = (email: string) =>
  t.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));

describe('sign-up with e-mail', () => {
  it('answers a new and a known address the same, in any letter case (no enumeration)', async () => {
    const known = uniqueEmail();
    await signUpComplete({ email: known });
    const answers = [
      await signUp({ email: uniqueEmail() }),
      await signUp({ email: ` ${known.toUpperCase()}` }),
    ];
    const bodies = [];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      bodies.push(await readJson(answer));
    }
    expect(bodies[0]).toEqual({ status: 'verification-sent' });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('does the same work for both: one password hash and one outbox mail, whatever the address', async () => {
    const known = uniqueEmail();
    await signUpComplete({ email: known });
    const hash = vi.mocked(argon2.hash);
    const work = async (email: string) => {
      hash.mockClear();
      expect((await signUp({ email })).status).toBe(202);
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      return { hashes: hash.mock.calls.length, mails: mails.length };
    };
    const before = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, known)))
      .length;
    const forKnown = await work(known);
    const forNew = await work(uniqueEmail());
    expect(forNew).toEqual({ hashes: 1, mails: 1 });
    expect({ ...forKnown, mails: forKnown.mails - before }).toEqual(forNew);
  });

  it('creates nothing for a new address before the link; mails the link in the request’s language', async () => {
    const email = uniqueEmail();
    const response = await signUp({
      email: `  ${email.toUpperCase()} `,
      language: 'ru',
      timezone: 'Asia/Tbilisi',
    });
    expect(response.status).toBe(202);
    expect(await usersWith(email)).toEqual([]);
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe(SIGN_UP_SUBJECT.ru);
    expect(mail.html).toContain('Здравствуйте, Nino!');
    const link = linkIn(mail, '/ru/auth/sign-up/complete');
    expect(link.origin).toBe('http://app.test');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored, with an argon2 hash of the password and an expiry in a day.
    const [pending] = await pendingFor(email);
    expect(pending).toMatchObject({
      tokenHash: hashToken(token),
      name: 'Nino',
      language: 'ru',
      timezone: 'Asia/Tbilisi',
    });
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
  });

  it('the link creates the verified account and signs in, once', async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, language: 'ru', timezone: 'Asia/Tbilisi' })).status).toBe(202);
    // A second sign-up ("send again") mails a second link; either completes, then neither works.
    expect((await signUp({ email, language: 'ru', timezone: 'Asia/Tbilisi' })).status).toBe(202);
    await smtp.waitFor(
      (m) =>
        m.recipients.includes(email) && smtp.mails.filter((x) => x.recipients.includes(email)).length === 2,
    );
    const [first, second] = smtp.mails
      .filter((m) => m.recipients.includes(email))
      .map((m) => linkIn(m, '/ru/auth/sign-up/complete').searchParams.get('token'));
    const response = await completeSignUpRequest(t, second!);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email,
      name: 'Nino',
      language: 'ru',
      mapsLanguage: 'ru',
      timezone: 'Asia/Tbilisi',
      verified: true,
      authProvider: 'email',
      anonymous: false,
      score: 0,
      avatarUrl: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session?.tokenHash).toBe(hashToken(body.token));
    const current = await t.request('/api/v1/auth/current', { headers: bearer(body.token) });
    expect((await readJson(current)).user.id).toBe(body.user.id);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
    expect(await pendingFor(email)).toEqual([]);
    for (const token of [second, first]) {
      const reused = await completeSignUpRequest(t, token!);
      expect(reused.status).toBe(400);
      expect(await readJson(reused)).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('mails the owner of a known address in their language, and creates or changes nothing', async () => {
    const email = uniqueEmail();
    const owner = await createTestUser(t.database.db, {
      email,
      name: 'Tamar',
      language: 'ka',
      passwordHash: await hashPassword(PASSWORD),
    });
    const response = await signUp({ email, password: 'Other5678', name: 'Mallory', language: 'en' });
    expect(response.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe('SofaScout-ის ანგარიში უკვე გაქვთ');
    expect(mail.text).toContain('გამარჯობა, Tamar!');
    expect(linkIn(mail, '/ka/auth/sign-in').search).toBe('');
    expect(linkIn(mail, '/ka/auth/email/password-reset').search).toBe('');
    expect(mail.text).not.toContain('token');
    expect(await pendingFor(email)).toEqual([]);
    const [row] = await usersWith(email);
    expect(row).toMatchObject({ id: owner.id, name: 'Tamar', language: 'ka' });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, 'Other5678')).status).toBe(401);
  });

  it('refuses an expired link, and a link whose address got an account meanwhile', async () => {
    const expired = uniqueEmail();
    expect((await signUp({ email: expired })).status).toBe(202);
    const expiredMail = await smtp.waitFor((m) => m.recipients.includes(expired));
    await t.database.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, expired));
    const late = await completeSignUpRequest(
      t,
      linkIn(expiredMail, '/auth/sign-up/complete').searchParams.get('token'),
    );
    expect(late.status).toBe(400);
    expect(await readJson(late)).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'The link has expired or is invalid',
    });
    expect(await usersWith(expired)).toEqual([]);
    // The minute's erasure forgets it (an address and a password hash are not kept past the day).
    expect(await purgeExpiredSignUps(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await pendingFor(expired)).toEqual([]);

    const raced = uniqueEmail();
    expect((await signUp({ email: raced })).status).toBe(202);
    const racedMail = await smtp.waitFor((m) => m.recipients.includes(raced));
    await createTestUser(t.database.db, { email: raced });
    const taken = await completeSignUpRequest(
      t,
      linkIn(racedMail, '/auth/sign-up/complete').searchParams.get('token'),
    );
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await usersWith(raced)).toHaveLength(1);

    for (const token of ['a'.repeat(43), ''])
      expect((await completeSignUpRequest(t, token)).status).toBe(400);
  });

  it('an anonymous author who signs up keeps their reviews under a new id, and becomes a member only through the link', async () => {
    const tree = await createPlaceTree(t.database.db);
    const anonymous = await readJson(await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }));
    const author = { id: anonymous.user.id, token: anonymous.token, auth: bearer(anonymous.token) };
    const review = await publishTestReview(t, author, { placeId: tree.apartment });
    const email = uniqueEmail();
    expect((await signUp({ email }, bearer(anonymous.token))).status).toBe(202);
    // Until the link, nothing changed: still anonymous, still signed in.
    const before = await readJson(
      await t.request('/api/v1/auth/current', { headers: bearer(anonymous.token) }),
    );
    expect(before.user).toMatchObject({ id: anonymous.user.id, anonymous: true, email: null });
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    // The link may be opened in another browser: the pending sign-up names the account.
    const response = await completeSignUpRequest(
      t,
      linkIn(mail, '/auth/sign-up/complete').searchParams.get('token'),
    );
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.user).toMatchObject({ email, anonymous: false, verified: true });
    // Issue 30: a new public identity; the review follows it and stays without author.
    expect(body.user.id).not.toBe(anonymous.user.id);
    expect(body.user.id[14]).toBe('4');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ authorId: body.user.id, hideAuthor: true });
    const own = await readJson(
      await t.request(`/api/v1/reviews/${review.id}`, { headers: bearer(body.token) }),
    );
    expect(own).toMatchObject({ isOwn: true, author: null });
    // The anonymous token is retired; the new session is the way in.
    expect((await t.request('/api/v1/auth/current', { headers: bearer(anonymous.token) })).status).toBe(401);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(body.token) })).status).toBe(200);
  });

  it('answers each invalid field with the spec’s texts', async () => {
    const response = await t.request('/api/v1/auth/sign-up', {
      method: 'POST',
      json: { type: 'email', email: 'not-an-email', password: 'short', name: '   ', agreement: false },
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(
      body.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(byField).toMatchObject({
      email: 'Please enter a valid email address',
      password: `Password must be at least ${LIMITS.passwordMinLength} characters long`,
      name: 'Name is required',
      agreement: 'You must agree to the Privacy Policy and Terms of Service to continue',
    });
  });

  it('requires upper case, lower case and digits in the password', async () => {
    for (const password of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const response = await signUp({ email: uniqueEmail(), password });
      expect(response.status).toBe(400);
      expect((await readJson(response)).details[0]).toMatchObject({
        field: 'password',
        message: 'Password must contain uppercase and lowercase letters and numbers',
      });
    }
  });

  it('answers malformed bodies with 400, not 500', async () => {
    for (const json of [{}, { type: 'facebook' }, { type: 'email' }, [], 'x']) {
      const response = await t.request('/api/v1/auth/sign-up', { method: 'POST', json });
      expect(response.status).toBe(400);
    }
  });
});

describe('sign-in with e-mail', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail();
    await signUpComplete({ email });
  });

  it('signs in with the right password and opens a new session', async () => {
    const response = await signIn(email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.user.email).toBe(email);
    const current = await t.request('/api/v1/auth/current', { headers: bearer(body.token) });
    expect(current.status).toBe(200);
    expect((await readJson(current)).user.id).toBe(body.user.id);
  });

  it('answers a wrong password and an unknown e-mail identically (no enumeration)', async () => {
    const wrong = await signIn(email, 'Wrong1234');
    const unknown = await signIn(uniqueEmail(), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await readJson(wrong), await readJson(unknown)];
    expect(a).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect({ ...b, requestId: undefined }).toEqual({ ...a, requestId: undefined });
  });

  it('does the same work for an unknown e-mail as for a wrong password', async () => {
    // Counted, not timed (a stopwatch on a busy machine measures the machine): each answer costs
    // one argon2 verification with the same algorithm and cost, a dummy hash for the unknown e-mail.
    const verify = vi.mocked(argon2.verify);
    const hashChecked = async (address: string) => {
      verify.mockClear();
      expect((await signIn(address, 'Wrong1234')).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      return String(verify.mock.calls[0]![0]);
    };
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    const known = await hashChecked(email);
    const unknown = await hashChecked(uniqueEmail());
    expect(parameters(known)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(parameters(unknown)).toBe(parameters(known));
  });
});

describe('current user and sign-out', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      bearer('x'.repeat(43)),
      { authorization: 'Basic abc' },
    ]) {
      const response = await t.request('/api/v1/auth/current', { headers });
      expect(response.status).toBe(401);
      expect(await readJson(response)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('revokes the session on sign-out; other sessions stay', async () => {
    const email = uniqueEmail();
    const first = (await signUpComplete({ email })).token;
    const second = (await readJson(await signIn(email, PASSWORD))).token;
    const out = await t.request('/api/v1/auth/sign-out', { method: 'POST', headers: bearer(first) });
    expect(out.status).toBe(204);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(first) })).status).toBe(401);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(second) })).status).toBe(200);
  });
});

describe('e-mail verification (accounts made before sign-up needed the link)', () => {
  it('follows the link from the e-mail once; the link cannot be reused', async () => {
    const { email, user } = await legacyUnverifiedAccount('ka');
    expect((await resend(user.token)).status).toBe(204);
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe('დაადასტურეთ ელფოსტის მისამართი');
    const link = linkIn(mail, '/ka/auth/email/verify');
    const verify = () =>
      t.request('/api/v1/auth/email/verify', {
        method: 'POST',
        json: { token: link.searchParams.get('token') },
      });
    expect((await verify()).status).toBe(204);
    const current = await readJson(await t.request('/api/v1/auth/current', { headers: user.auth }));
    expect(current.user).toMatchObject({ id: user.id, verified: true });
    const reused = await verify();
    expect(reused.status).toBe(400);
    expect(await readJson(reused)).toMatchObject({ message: 'The link has expired or is invalid' });
  });

  it('refuses an expired token and an unknown one', async () => {
    const { email, user } = await legacyUnverifiedAccount();
    expect((await resend(user.token)).status).toBe(204);
    const token = await verifyLink(email, '/auth/email/verify');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    for (const candidate of [token, 'a'.repeat(43)]) {
      const response = await t.request('/api/v1/auth/email/verify', {
        method: 'POST',
        json: { token: candidate },
      });
      expect(response.status).toBe(400);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isVerified).toBe(false);
  });

  it('enforces the 120-second resend cooldown on the server, with the seconds left', async () => {
    const { email, user } = await legacyUnverifiedAccount();
    expect((await resend(user.token)).status).toBe(204);
    const early = await resend(user.token);
    expect(early.status).toBe(429);
    const body = await readJson(early);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.retryAfterSeconds).toBeGreaterThan(LIMITS.resendCooldownSeconds - 10);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(LIMITS.resendCooldownSeconds);
    expect(early.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));

    // Pretend the first link went out 121 seconds ago.
    await t.database.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(Date.now() - 121_000) })
      .where(eq(oneTimeTokens.userId, user.id));
    expect((await resend(user.token)).status).toBe(204);
    await smtp.waitFor(
      (m) =>
        m.recipients.includes(email) && smtp.mails.filter((x) => x.recipients.includes(email)).length === 2,
    );
    // And the cooldown starts again.
    expect((await resend(user.token)).status).toBe(429);
  });

  it('refuses resend without a token (401) and for a verified account (409)', async () => {
    expect((await t.request('/api/v1/auth/email/verify/resend', { method: 'POST' })).status).toBe(401);
    const { token } = await signUpComplete({ email: uniqueEmail() });
    expect((await resend(token)).status).toBe(409);
  });
});

describe('what verification unlocks', () => {
  it('an e-mail account votes only once its address is verified through the mailed link', async () => {
    const tree = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, await createTestUser(t.database.db), {
      placeId: tree.apartment,
    });
    const { email, user } = await legacyUnverifiedAccount();
    const like = () =>
      t.request(`/api/v1/reviews/${review.id}/vote`, {
        method: 'PUT',
        headers: user.auth,
        json: { value: 'like' },
      });
    const refused = await like();
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });

    expect((await resend(user.token)).status).toBe(204);
    const verify = await t.request('/api/v1/auth/email/verify', {
      method: 'POST',
      json: { token: await verifyLink(email, '/en/auth/email/verify') },
    });
    expect(verify.status).toBe(204);
    const liked = await like();
    expect(liked.status).toBe(200);
    expect(await readJson(liked)).toMatchObject({ likesCount: 1, myVote: 'like' });
  });

  it('an account made through the sign-up link votes at once', async () => {
    const tree = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, await createTestUser(t.database.db), {
      placeId: tree.apartment,
    });
    const { token } = await signUpComplete({ email: uniqueEmail() });
    const liked = await t.request(`/api/v1/reviews/${review.id}/vote`, {
      method: 'PUT',
      headers: bearer(token),
      json: { value: 'like' },
    });
    expect(liked.status).toBe(200);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.request('/api/v1/auth/email/password-reset/request', { method: 'POST', json: { email } });

  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const email = uniqueEmail();
    await signUpComplete({ email });
    const stranger = uniqueEmail();
    const [known, unknown] = [await requestReset(email), await requestReset(stranger)];
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await readJson(known)).toEqual(await readJson(unknown));
    await smtp.waitFor((m) => m.recipients.includes(email) && m.subject === 'Reset your SofaScout password');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.some((m) => m.recipients.includes(stranger))).toBe(false);
  });

  it('sets the new password, revokes every old session, and the link works once', async () => {
    const email = uniqueEmail();
    const { token: oldSession } = await signUpComplete({ email });
    await requestReset(email);
    const mail = await smtp.waitFor(
      (m) => m.recipients.includes(email) && m.subject?.startsWith('Reset') === true,
    );
    const resetToken = linkIn(mail, '/en/auth/email/password-reset').searchParams.get('token');
    const reset = () =>
      t.request('/api/v1/auth/email/password-reset', {
        method: 'POST',
        json: { token: resetToken, password: 'NewSofa987' },
      });
    const response = await reset();
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.user).toMatchObject({ email, verified: true });
    expect((await t.request('/api/v1/auth/current', { headers: bearer(oldSession) })).status).toBe(401);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(body.token) })).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'NewSofa987')).status).toBe(200);
    const reused = await reset();
    expect(reused.status).toBe(400);
  });

  it('refuses a weak new password and a missing token', async () => {
    const weak = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: { token: 'whatever', password: 'weak' },
    });
    expect(weak.status).toBe(400);
    const missing = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: { token: '', password: 'NewSofa987' },
    });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).message).toBe('Password reset token is missing');
  });
});

describe('durable outbox', () => {
  it('keeps mail while SMTP is down and delivers it once it is back, exactly once', async () => {
    smtp.setDown(true);
    const email = uniqueEmail();
    await signUp({ email });
    // The worker tried and failed: the row waits for a retry.
    await expect
      .poll(
        async () => {
          const [row] = await t.database.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.toAddress, email));
          return row?.status === 'pending' && row.attempts >= 1 ? row.lastError : null;
        },
        { timeout: 30_000 },
      )
      .toBeTruthy();
    smtp.setDown(false);
    // Make it due now instead of waiting out the backoff.
    await t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.toAddress, email));
    await t.app.mailer.runOnce();
    await smtp.waitFor((m) => m.recipients.includes(email));
    await t.app.mailer.runOnce();
    expect(smtp.mails.filter((m) => m.recipients.includes(email))).toHaveLength(1);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps no raw token at rest: the bodies are blanked once the message is sent', async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    const token = linkIn(mail, '/en/auth/sign-up/complete').searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
        .then((rows) => rows[0]!);
    await expect.poll(async () => (await stored()).status).toBe('sent');
    const row = await stored();
    expect(row.textBody).not.toContain(token);
    expect(row.htmlBody).not.toContain(token);
    expect(row).toMatchObject({ textBody: '', htmlBody: '', subject: mail.subject, toAddress: email });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries for three days, not a number of attempts, then gives up and blanks the bodies', async () => {
    smtp.setDown(true);
    try {
      const email = uniqueEmail();
      await signUp({ email });
      const where = eq(emailOutbox.toAddress, email);
      const stored = () =>
        t.database.db
          .select()
          .from(emailOutbox)
          .where(where)
          .then((rows) => rows[0]!);
      // The first attempt has failed and its retry is booked (the row is no longer being sent).
      await expect
        .poll(async () => {
          const row = await stored();
          return row.status === 'pending' && row.attempts >= 1;
        })
        .toBe(true);
      // Many failed attempts over two days: still waiting for the server to come back.
      const dayMs = 24 * 60 * 60 * 1000;
      await t.database.db
        .update(emailOutbox)
        .set({ attempts: 30, createdAt: new Date(Date.now() - 2 * dayMs), nextAttemptAt: new Date() })
        .where(where);
      await expect
        .poll(
          async () => {
            const row = await stored();
            return row.attempts === 31 && row.status !== 'sending' ? row.status : null;
          },
          { timeout: 30_000 },
        )
        .toBe('pending');
      expect((await stored()).textBody).toContain('/en/auth/sign-up/complete');
      // Past the three days the next failure gives up, and the link goes with the bodies.
      await t.database.db
        .update(emailOutbox)
        .set({ createdAt: new Date(Date.now() - 3 * dayMs - 60_000), nextAttemptAt: new Date() })
        .where(where);
      await expect.poll(async () => (await stored()).status, { timeout: 30_000 }).toBe('failed');
      expect(await stored()).toMatchObject({ textBody: '', htmlBody: '', toAddress: email });
    } finally {
      smtp.setDown(false);
    }
  });
});
