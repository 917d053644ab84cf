import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, places, users } from '../src/db/schema.ts';
import { commonPasswordCount } from '../src/features/auth/common-passwords.ts';
import { issueOneTimeToken } from '../src/features/auth/one-time-tokens.ts';
import { createPlaceTree, createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/** Issue 20, finding 8: `Password1`, `Qwerty123` and `Aa1aaaaa` met the rules and were accepted. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(async () => {
  await t?.close();
});

const COMMON = ['Password1', 'Qwerty123', 'Aa1aaaaa', 'Iloveyou1'];

describe('common passwords', () => {
  it('checks against a list of tens of thousands that could pass the rules', () => {
    // The package's list has 437,651 passwords; those with 8+ characters, a letter and a digit.
    expect(commonPasswordCount()).toBeGreaterThan(90_000);
  });

  it('are refused at sign-up, at the password field, with the spec-style message', async () => {
    for (const password of COMMON) {
      const response = await t.request('/api/v1/auth/sign-up', {
        method: 'POST',
        json: {
          type: 'email',
          email: `common-${Date.now()}@example.com`,
          password,
          name: 'Nino',
          agreement: true,
        },
      });
      expect(response.status, password).toBe(400);
      expect(await readJson(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Password is too common, please choose a less predictable one',
        details: [{ field: 'password' }],
      });
    }
    const fine = await t.request('/api/v1/auth/sign-up', {
      method: 'POST',
      json: {
        type: 'email',
        email: `fine-${Date.now()}@example.com`,
        password: 'Divan5678',
        name: 'Nino',
        agreement: true,
      },
    });
    expect(fine.status).toBe(202);
  });

  it('are refused at a password reset, and the link still works for a better one', async () => {
    const user = await createTestUser(t.database.db);
    const token = await issueOneTimeToken(t.database.db, user.id, 'reset_password');
    const refused = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: { token, password: 'Qwerty123' },
    });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).details[0].field).toBe('password');
    const [row] = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(row?.usedAt ?? null).toBeNull();
    const accepted = await t.request('/api/v1/auth/email/password-reset', {
      method: 'POST',
      json: { token, password: 'Divan5678' },
    });
    expect(accepted.status).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('are refused when made of the site, a place of Georgia, a keyboard walk or the person (issue 31, finding 8)', async () => {
    const tree = await createPlaceTree(t.database.db);
    await t.database.db
      .update(places)
      .set({ nameEn: 'Saburtalo', nameRu: 'Сабуртало', nameKa: 'საბურთალო' })
      .where(eq(places.id, tree.district));
    const signUp = (
      password: string,
      person = { email: `context-${randomUUID()}@example.com`, name: 'Nino' },
    ) =>
      t.request('/api/v1/auth/sign-up', {
        method: 'POST',
        json: { type: 'email', ...person, password, agreement: true },
      });
    for (const password of [
      'Sofascout1',
      'Sofa-Scout-2026',
      'Tbilisi2024',
      'თბილისი2024Ab',
      'Saburtalo9',
      'Сабуртало1990',
      'Qwertyui9',
      'Йцукен123',
      'Asdfgh77!',
    ]) {
      const response = await signUp(password);
      expect(response.status, password).toBe(400);
      expect((await readJson(response)).details[0], password).toMatchObject({
        field: 'password',
        code: 'PASSWORD_TOO_COMMON',
      });
    }
    // The person's own name or e-mail.
    const person = { email: `tamar.b-${randomUUID().slice(0, 4)}@example.com`, name: 'Tamar Beridze' };
    expect((await signUp('Beridze1990', person)).status).toBe(400);
    expect((await signUp('Tamar2024!', person)).status).toBe(400);
    // Words that merely hold a place or the site among others pass, as do unrelated ones.
    for (const password of ['Tbilisi-river-cats-9', 'Lantern-Harbor-2026', 'Divan5678', 'NewSofa987']) {
      expect((await signUp(password, person)).status, password).toBe(202);
    }
  });
});
