import { randomUUID } from 'node:crypto';
import { type Endpoint, endpoints, findControlCharacters, hasControlCharacters } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, FAST_CAPTCHA_ENV, type TestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Issue 31, finding 1: a NUL in sign-up's name answered 202 for a known address and 400 for a new
 * one (only the new-address branch wrote the name, and PostgreSQL refuses U+0000). Every string of
 * every operation is now refused with the same 400 before its schema and its handler.
 */

const PROBES = ['probe\u0000', 'probe\u001b[31m', 'probe\u007f', 'probe\ud800', 'a\u0008b'];

describe('hasControlCharacters', () => {
  it.each(PROBES)('finds one in %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each(['Vake, Tbilisi', 'line one\nline two\r\n\ttabbed', 'ვაკე 😀 Ваке', ''])(
    'finds none in %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(false);
    },
  );

  it('names the field, in objects, arrays and keys', () => {
    expect(findControlCharacters({ a: 'ok', b: { c: ['ok', 'x\u0000'] } })).toBe('b.c.1');
    expect(findControlCharacters({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findControlCharacters('x\u0001')).toBe('');
    expect(findControlCharacters({ a: 1, b: null, c: ['fine'] })).toBe(null);
  });
});

/** The top-level fields of a schema that is an object (a union's members together). */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
  if (def.type === 'pipe') return fieldsOf(def.in);
  if ('innerType' in def) return fieldsOf(def.innerType);
  return [];
}

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  user = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('every operation', () => {
  const operations = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) => !e.multipart);

  it('refuses a control character in any field of its body, query or path with the same 400', async () => {
    let probed = 0;
    for (const [name, endpoint] of operations) {
      const path = endpoint.path.replace(/:(\w+)/g, () => randomUUID());
      const cases: { field: string; url: string; body?: unknown }[] = [];
      fieldsOf(endpoint.body).forEach((field, i) => {
        cases.push({ field, url: path, body: { [field]: PROBES[i % PROBES.length] } });
      });
      fieldsOf(endpoint.query).forEach((field, i) => {
        const probe = i % 2 === 0 ? 'probe\u0000' : 'probe\u001b';
        cases.push({ field, url: `${path}?${new URLSearchParams({ [field]: probe })}` });
      });
      for (const param of endpoint.path.match(/:(\w+)/g) ?? []) {
        const field = param.slice(1);
        cases.push({
          field,
          url: endpoint.path.replace(/:(\w+)/g, (p) => (p === param ? 'x%00' : randomUUID())),
        });
      }
      for (const probe of cases) {
        const response = await t.request(`/api/v1${probe.url}`, {
          method: endpoint.method,
          headers: user.auth,
          ...(probe.body !== undefined ? { json: probe.body } : {}),
        });
        const body = await readJson(response);
        const where = `${name} ${probe.field}`;
        expect(response.status, `${where}: ${JSON.stringify(body)}`).toBe(400);
        expect(body, where).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Text may not contain control characters',
          details: [{ field: probe.field, code: 'CONTROL_CHARACTERS' }],
        });
        probed++;
      }
    }
    // Every operation with a body, query or path parameter was probed.
    expect(probed).toBeGreaterThan(100);
  });

  it('answers sign-up the same for a known and a new address', async () => {
    const signUp = (email: string) =>
      t.request('/api/v1/auth/sign-up', {
        method: 'POST',
        json: { type: 'email', email, password: 'Correct-Horse-42', name: 'probe\u0000', agreement: true },
      });
    const known = (await t.database.db.execute(
      sql`select email from users where id = ${user.id}::uuid`,
    )) as unknown as {
      rows: { email: string }[];
    };
    const answers = [];
    for (const email of [known.rows[0]!.email, `new-${randomUUID()}@example.com`]) {
      const response = await signUp(email);
      const { requestId: _, ...body } = await readJson(response);
      answers.push({ status: response.status, body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(400);
  });
});
