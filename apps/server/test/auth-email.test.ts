import { LIMITS } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, oneTimeTokens, sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { linkIn, type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher.ts';

// The real argon2, watched: the no-enumeration test counts password checks instead of timing them.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
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

const PASSWORD = 'Sofa1234';
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

describe('sign-up with e-mail', () => {
  it('creates an unverified account, answers { token, user } and e-mails a link in the user’s language', async () => {
    const email = uniqueEmail();
    const response = await signUp({
      email: `  ${email.toUpperCase()} `,
      language: 'ru',
      timezone: 'Asia/Tbilisi',
    });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email,
      name: 'Nino',
      language: 'ru',
      timezone: 'Asia/Tbilisi',
      verified: false,
      authProvider: 'email',
      anonymous: false,
      score: 0,
      avatarUrl: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    // Only hashes are stored.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session?.tokenHash).toBe(hashToken(body.token));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.html).toContain('Здравствуйте, Nino!');
    const link = linkIn(mail, '/ru/auth/email/verify');
    expect(link.origin).toBe('http://app.test');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses an e-mail that is already registered, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await signUp({ email })).status).toBe(201);
    const again = await signUp({ email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
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
    await signUp({ email });
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
    const first = (await readJson(await signUp({ email }))).token;
    const second = (await readJson(await signIn(email, PASSWORD))).token;
    const out = await t.request('/api/v1/auth/sign-out', { method: 'POST', headers: bearer(first) });
    expect(out.status).toBe(204);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(first) })).status).toBe(401);
    expect((await t.request('/api/v1/auth/current', { headers: bearer(second) })).status).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('follows the link from the e-mail once; the link cannot be reused', async () => {
    const email = uniqueEmail();
    const { token, user } = await readJson(await signUp({ email, language: 'ka' }));
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe('დაადასტურეთ ელფოსტის მისამართი');
    const link = linkIn(mail, '/ka/auth/email/verify');
    const verify = () =>
      t.request('/api/v1/auth/email/verify', {
        method: 'POST',
        json: { token: link.searchParams.get('token') },
      });
    expect((await verify()).status).toBe(204);
    const current = await readJson(await t.request('/api/v1/auth/current', { headers: bearer(token) }));
    expect(current.user).toMatchObject({ id: user.id, verified: true });
    const reused = await verify();
    expect(reused.status).toBe(400);
    expect(await readJson(reused)).toMatchObject({ message: 'The link has expired or is invalid' });
  });

  it('refuses an expired token and an unknown one', async () => {
    const email = uniqueEmail();
    const { user } = await readJson(await signUp({ email }));
    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    const token = linkIn(mail, '/auth/email/verify').searchParams.get('token')!;
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
    const email = uniqueEmail();
    const { token, user } = await readJson(await signUp({ email }));
    const early = await t.request('/api/v1/auth/email/verify/resend', {
      method: 'POST',
      headers: bearer(token),
    });
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
    const later = await t.request('/api/v1/auth/email/verify/resend', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(later.status).toBe(204);
    await smtp.waitFor(
      (m) =>
        m.recipients.includes(email) && smtp.mails.filter((x) => x.recipients.includes(email)).length === 2,
    );
    // And the cooldown starts again.
    const again = await t.request('/api/v1/auth/email/verify/resend', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(again.status).toBe(429);
  });

  it('refuses resend without a token (401) and for a verified account (409)', async () => {
    expect((await t.request('/api/v1/auth/email/verify/resend', { method: 'POST' })).status).toBe(401);
    const email = uniqueEmail();
    const { token, user } = await readJson(await signUp({ email }));
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    const response = await t.request('/api/v1/auth/email/verify/resend', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(response.status).toBe(409);
  });
});

describe('what verification unlocks', () => {
  it('an e-mail account votes only once its address is verified through the mailed link', async () => {
    const tree = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, await createTestUser(t.database.db), {
      placeId: tree.apartment,
    });
    const email = uniqueEmail();
    const { token } = await readJson(await signUp({ email }));
    const like = () =>
      t.request(`/api/v1/reviews/${review.id}/vote`, {
        method: 'PUT',
        headers: bearer(token),
        json: { value: 'like' },
      });
    const refused = await like();
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });

    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    const verify = await t.request('/api/v1/auth/email/verify', {
      method: 'POST',
      json: { token: linkIn(mail, '/en/auth/email/verify').searchParams.get('token') },
    });
    expect(verify.status).toBe(204);
    const liked = await like();
    expect(liked.status).toBe(200);
    expect(await readJson(liked)).toMatchObject({ likesCount: 1, myVote: 'like' });
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.request('/api/v1/auth/email/password-reset/request', { method: 'POST', json: { email } });

  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const email = uniqueEmail();
    await signUp({ email });
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
    const { token: oldSession } = await readJson(await signUp({ email }));
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
    const token = linkIn(mail, '/en/auth/email/verify').searchParams.get('token')!;
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
      expect((await stored()).textBody).toContain('/en/auth/email/verify');
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
