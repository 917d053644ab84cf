import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { redactText, redactUrl } from '../src/lib/log-safety.ts';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * Issue 20, findings 1 and 9: whoever reads the logs must not find a token (and take an account
 * over with it), a password hash, an e-mail, a contact or a feedback text. Real flows run against
 * the app with its production logger at the most verbose level, writing into memory; the captured
 * log is then searched for every secret the flows created.
 */
let t: TestApp;
let outboxDir: string;
const log: string[] = [];

beforeAll(async () => {
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'log-secrets-outbox-'));
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
  t = await startTestApp({
    logStream: stream,
    env: {
      LOG_LEVEL: 'trace',
      MAIL_OUTBOX_DIR: outboxDir,
      MAIL_POLL_INTERVAL_MS: '100',
      PUBLIC_URL: 'http://app.test',
      RATE_LIMIT_SCALE: '100',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(outboxDir, { recursive: true, force: true });
});

/** The text part of the newest outbox file to `email`, quoted-printable decoded. */
async function mailTo(email: string, subjectWord: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const name of (await fs.readdir(outboxDir)).sort().reverse()) {
      const raw = await fs.readFile(path.join(outboxDir, name), 'utf8');
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
      if (decoded.includes(email) && subjectWord.test(decoded)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

const tokenIn = (mail: string, pathEnd: string) => {
  const link = mail.match(/https?:\/\/\S+/g)?.find((href) => new URL(href).pathname.endsWith(pathEnd));
  if (!link) throw new Error(`no ${pathEnd} link`);
  return new URL(link).searchParams.get('token')!;
};

describe('logs', () => {
  it('hold no token, hash, e-mail, contact or feedback text after real flows', async () => {
    const secrets: string[] = [];
    const email = `log-reader-victim-${Date.now()}@example.com`;
    secrets.push(email);

    const signUpBody = {
      type: 'email',
      email,
      password: 'Lantern1234',
      name: 'Nino',
      agreement: true,
      language: 'en',
    };
    const signUp = await t.request('/api/v1/auth/sign-up', { method: 'POST', json: signUpBody });
    expect(signUp.status).toBe(202);
    const signUpToken = tokenIn(await mailTo(email, /sign-up\/complete/), '/auth/sign-up/complete');
    secrets.push(signUpToken);
    // The page the link opens, then the API call it makes.
    await t.request(`/en/auth/sign-up/complete?token=${signUpToken}`);
    const completed = await t.request('/api/v1/auth/sign-up/complete', {
      method: 'POST',
      json: { token: signUpToken },
    });
    expect(completed.status).toBe(200);
    secrets.push((await readJson(completed)).token);
    // Signing up again with the now known address mails its owner; the answer is the same.
    expect((await t.request('/api/v1/auth/sign-up', { method: 'POST', json: signUpBody })).status).toBe(202);
    await mailTo(email, /already have/);

    // An account from before sign-up needed the link verifies its address with a link of its own.
    const legacyEmail = `log-reader-legacy-${Date.now()}@example.com`;
    secrets.push(legacyEmail);
    const legacy = await createTestUser(t.database.db, { email: legacyEmail, isVerified: false });
    secrets.push(legacy.token);
    expect(
      (await t.request('/api/v1/auth/email/verify/resend', { method: 'POST', headers: legacy.auth })).status,
    ).toBe(204);
    const verifyToken = tokenIn(await mailTo(legacyEmail, /verify/i), '/auth/email/verify');
    secrets.push(verifyToken);
    await t.request(`/en/auth/email/verify?token=${verifyToken}`);
    expect(
      (await t.request('/api/v1/auth/email/verify', { method: 'POST', json: { token: verifyToken } })).status,
    ).toBe(204);

    const resetRequest = await t.request('/api/v1/auth/email/password-reset/request', {
      method: 'POST',
      json: { email },
    });
    expect(resetRequest.status).toBe(202);
    const resetToken = tokenIn(await mailTo(email, /password-reset\?token=/), '/auth/email/password-reset');
    secrets.push(resetToken);
    await t.request(`/en/auth/email/password-reset?token=${resetToken}&lang=en`);
    const reset = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: { token: resetToken, password: 'NewSofa987' },
    });
    expect(reset.status).toBe(200);
    secrets.push((await readJson(reset)).token);

    const signIn = await t.request('/api/v1/auth/sign-in', {
      method: 'POST',
      json: { type: 'email', email, password: 'NewSofa987' },
    });
    expect(signIn.status).toBe(200);
    const signedIn = (await readJson(signIn)).token as string;
    secrets.push(signedIn);
    await t.request('/api/v1/auth/current', { headers: { authorization: `Bearer ${signedIn}` } });

    const feedbackText = `The map froze on my flat ${Date.now()}`;
    const contacts = `telegram @victim${Date.now()}`;
    secrets.push(feedbackText, contacts);
    const feedback = await t.request('/api/v1/feedback', {
      method: 'POST',
      json: { text: feedbackText, contacts, pagePath: '/en' },
      headers: { authorization: `Bearer ${signedIn}` },
    });
    expect(feedback.status).toBe(201);
    // A NUL byte that only the database refuses: the failed query's parameters hold the e-mail,
    // the new argon2 hash and the name.
    const nulEmail = `nul-byte-${Date.now()}@example.com`;
    secrets.push(nulEmail, 'Ni\u0000no', 'Ni\\u0000no');
    const nul = await t.request('/api/v1/auth/sign-up', {
      method: 'POST',
      json: { type: 'email', email: nulEmail, password: 'Lantern1234', name: 'Ni\u0000no', agreement: true },
    });
    expect(nul.status).toBeLessThan(500);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    secrets.push(row!.passwordHash!);
    // Let the mail worker log its deliveries.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const text = log.join('');
    // The log did capture the flows (else the search below would prove nothing).
    expect(text).toContain('/api/v1/auth/email/password-reset');
    expect(text).toContain('/en/auth/email/password-reset?token=[redacted]');
    expect(text).toContain('/en/auth/sign-up/complete?token=[redacted]');
    expect(text).toContain('mail written to the outbox folder');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2id\$/);
    expect(text).not.toMatch(/@example\.com/);
  });
});

describe('log redaction', () => {
  it('removes the values of token-like query parameters and nothing else', () => {
    expect(redactUrl('/en/auth/email/password-reset?token=abc&lang=en')).toBe(
      '/en/auth/email/password-reset?token=[redacted]&lang=en',
    );
    expect(redactUrl('/cb?code=1&state=2&api_key=3&page=4')).toBe(
      '/cb?code=[redacted]&state=[redacted]&api_key=[redacted]&page=4',
    );
    expect(redactUrl('/en/places?q=tbilisi')).toBe('/en/places?q=tbilisi');
  });

  it('cuts query parameters, e-mails and hashes out of error texts', () => {
    const text = redactText(
      'Failed query: insert into "users" values ($1, $2)\nparams: a@b.example,$argon2id$v=19$m=1$abc\n at x',
    );
    expect(text).toBe('Failed query: insert into "users" values ($1, $2)\nparams: [redacted]\n at x');
    expect(redactText('550 <someone@mail.example> unknown')).toBe('550 <[email]> unknown');
  });
});
