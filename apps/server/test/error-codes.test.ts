import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_DETAIL_CODES,
  type ErrorCode,
  type ErrorDetailCode,
  LIMITS,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeWatches, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { WATCHES_PER_WATCHER } from '../src/features/watches/create-watch.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { completeSignUpRequest, outboxLink } from './support/sign-up.ts';

/**
 * The web explains refusals by their code, never by the English message (apps/web/app/shared/lib/api-errors.ts):
 * each specific code in contracts' errors.ts is answered by a real request here, with its fixed status.
 */
let t: TestApp;
let tree: TestPlaceTree;
let author: TestUser;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_SCALE: '100', ...FAST_CAPTCHA_ENV } });
  tree = await createPlaceTree(t.database.db);
  author = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Lantern1234';
let counter = 0;
const uniqueEmail = () => `codes${++counter}-${Date.now()}@example.com`;
const MISSING_ID = '01900000-0000-7000-8000-000000000000';

const post = (path: string, json: unknown, who?: TestUser) =>
  t.request(`/api/v1${path}`, { method: 'POST', json, headers: who?.auth ?? {} });
const patch = (path: string, json: unknown, who?: TestUser) =>
  t.request(`/api/v1${path}`, { method: 'PATCH', json, headers: who?.auth ?? {} });
const signUp = (body: Record<string, unknown>) =>
  post('/auth/sign-up', {
    type: 'email',
    email: uniqueEmail(),
    password: PASSWORD,
    name: 'Nino',
    agreement: true,
    ...body,
  });
const signIn = (email: string, password = PASSWORD) =>
  post('/auth/sign-in', { type: 'email', email, password });

/** A user with an e-mail and PASSWORD, as sign-in finds them. */
async function userWithPassword(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createTestUser(t.database.db, overrides);
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email! };
}

const codeCases: Array<[ErrorCode, () => Promise<Response>]> = [
  ['INVALID_CREDENTIALS', () => signIn(uniqueEmail())],
  ['ACCOUNT_SUSPENDED', async () => signIn((await userWithPassword({ bannedAt: new Date() })).email)],
  [
    'EMAIL_NOT_VERIFIED',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      const unverified = await createTestUser(t.database.db, { isVerified: false });
      return t.request(`/api/v1/reviews/${review.id}/vote`, {
        method: 'PUT',
        json: { value: 'like' },
        headers: unverified.auth,
      });
    },
  ],
  [
    'EMAIL_TAKEN',
    async () => {
      // A sign-up never says it (decision 013); its link does, when the address got an account
      // after the form was sent.
      const email = uniqueEmail();
      expect((await signUp({ email })).status).toBe(202);
      const link = await outboxLink(t, email, '/auth/sign-up/complete');
      await createTestUser(t.database.db, { email });
      return completeSignUpRequest(t, link.searchParams.get('token'));
    },
  ],
  [
    'EMAIL_ALREADY_VERIFIED',
    async () => post('/auth/email/verify/resend', {}, await createTestUser(t.database.db)),
  ],
  ['INVALID_TOKEN', () => post('/auth/email/verify', { token: 'x'.repeat(43) })],
  ['REVIEW_NOT_FOUND', () => t.request(`/api/v1/reviews/${MISSING_ID}`)],
  ['REVIEW_KEY_INVALID', () => post('/review-keys/exchange', { key: 'x'.repeat(43) })],
  ['PLACE_NOT_FOUND', () => post('/places/details', { placeId: MISSING_ID })],
  [
    'LOCATION_UNKNOWN',
    () =>
      post('/places/details/for-reviews', {
        address: '1 Ocean Road',
        lat: -60,
        lng: 100,
        buildingType: 'apartments',
        pointConfirmed: true,
      }),
  ],
  [
    'REVIEW_EDIT_FORBIDDEN',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      const stranger = await createTestUser(t.database.db);
      return patch(`/reviews/${review.id}`, { aspects: { general: { rating: 1 } } }, stranger);
    },
  ],
  [
    'REVIEW_LOCKED',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      expect((await patch(`/reviews/${review.id}`, { locked: true }, author)).status).toBe(200);
      return patch(`/reviews/${review.id}`, { aspects: { general: { rating: 1 } } }, author);
    },
  ],
  [
    'AUTHOR_VISIBILITY_FIXED',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      return patch(`/reviews/${review.id}`, { hideAuthor: true }, author);
    },
  ],
  [
    'REVIEW_ALREADY_PUBLISHED',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      return patch(`/reviews/${review.id}`, { publishAt: tomorrow }, author);
    },
  ],
  [
    'ALREADY_REPORTED',
    async () => {
      const review = await publishTestReview(t, author, { placeId: tree.apartment });
      const reporter = await createTestUser(t.database.db);
      const report = () =>
        post('/reports', { targetType: 'review', targetId: review.id, reason: 'spam' }, reporter);
      expect((await report()).status).toBe(201);
      return report();
    },
  ],
  [
    'WATCH_NOT_FOUND',
    () => t.request(`/api/v1/watches/${MISSING_ID}`, { method: 'DELETE', headers: author.auth }),
  ],
  ['WATCH_LINK_INVALID', () => post('/watches/unsubscribe', { token: 'x'.repeat(43) })],
  ['WATCH_EMAIL_REQUIRED', () => post('/watches', { placeId: tree.building, lang: 'en' })],
  [
    'WATCH_LIMIT_REACHED',
    async () => {
      const watcher = await createTestUser(t.database.db);
      await t.database.db.insert(placeWatches).values(
        Array.from({ length: WATCHES_PER_WATCHER }, (_, i) => ({
          id: randomUUID(),
          userId: watcher.id,
          language: 'en' as const,
          cityId: tree.city,
          addressKey: `limit street ${i}`,
          addressText: `Limit Street ${i}`,
          confirmedAt: new Date(),
        })),
      );
      return post('/watches', { placeId: tree.building, lang: 'en' }, watcher);
    },
  ],
];

describe('specific error codes', () => {
  it('covers every code the web has a text for', () => {
    const covered = new Set(codeCases.map(([code]) => code));
    const specific = (Object.keys(ERROR_CODES) as ErrorCode[]).slice(
      (Object.keys(ERROR_CODES) as ErrorCode[]).indexOf('INVALID_CREDENTIALS'),
    );
    expect(specific.filter((code) => !covered.has(code))).toEqual([]);
  });

  it.each(codeCases)('%s', async (code, request) => {
    const response = await request();
    const body = await readJson(response);
    expect(body, JSON.stringify(body)).toMatchObject({ code, statusCode: ERROR_CODES[code] });
    expect(response.status).toBe(ERROR_CODES[code]);
  });
});

const nextMonth = () => {
  const now = new Date();
  return { month: ((now.getUTCMonth() + 1) % 12) + 1, year: now.getUTCFullYear() + 1 };
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const review = (fields: Record<string, unknown>) => () =>
  postTestReview(t, author, { placeId: tree.apartment, ...fields });

const detailCases: Array<[ErrorDetailCode, string, () => Promise<Response>]> = [
  ['INVALID_EMAIL', 'email', () => signUp({ email: 'not-an-address' })],
  ['PASSWORD_TOO_SHORT', 'password', () => signUp({ password: 'Aa1' })],
  ['PASSWORD_TOO_LONG', 'password', () => signUp({ password: `Aa1${'x'.repeat(LIMITS.passwordMaxLength)}` })],
  ['PASSWORD_CLASSES', 'password', () => signUp({ password: 'alllowercase1' })],
  ['PASSWORD_TOO_COMMON', 'password', () => signUp({ password: 'Password1' })],
  ['AGREEMENT_REQUIRED', 'agreement', () => signUp({ agreement: false })],
  ['NAME_REQUIRED', 'name', () => signUp({ name: '' })],
  ['NAME_TOO_LONG', 'name', () => signUp({ name: 'N'.repeat(LIMITS.displayNameMax + 1) })],
  ['RATING_REQUIRED', 'aspects', review({ aspects: {} })],
  ['RATING_INVALID', 'aspects.general.rating', review({ aspects: { general: { rating: 9 } } })],
  ['RATING_INVALID', 'aspects.no_such_aspect', review({ aspects: { no_such_aspect: { rating: 3 } } })],
  [
    'ASPECT_COMMENT_INVALID',
    'aspects.general.comment',
    review({ aspects: { general: { rating: 3, comment: 7 } } }),
  ],
  [
    'ASPECT_COMMENT_TOO_LONG',
    'aspects.general.comment',
    review({ aspects: { general: { rating: 3, comment: 'x'.repeat(LIMITS.aspectCommentMax + 1) } } }),
  ],
  ['PERIOD_START_FUTURE', 'livedFrom', review({ livedFrom: nextMonth() })],
  ['PERIOD_END_FUTURE', 'livedTo', review({ livedFrom: { month: 1, year: 2020 }, livedTo: nextMonth() })],
  [
    'PERIOD_ORDER',
    'livedTo',
    review({ livedFrom: { month: 5, year: 2021 }, livedTo: { month: 4, year: 2021 } }),
  ],
  ['DATE_INVALID', 'publishAt', review({ publishAt: 'someday' })],
  ['PUBLISH_DATE_PAST', 'publishAt', review({ publishAt: '2001-01-01' })],
  ['PUBLISH_DATE_TOO_FAR', 'publishAt', review({ publishAt: inDays(LIMITS.publishDelayMaxDays + 3) })],
  ['TERMS_REQUIRED', 'agreedToTerms', review({ agreedToTerms: false })],
  ['CAPTCHA_REQUIRED', 'captcha', review({ captcha: '' })],
  ['CAPTCHA_REQUIRED', 'captcha', review({ captcha: Buffer.from('{"not":"solved"}').toString('base64') })],
  ['PHOTO_UNKNOWN', 'photoIds', review({ photoIds: [MISSING_ID] })],
  [
    'LOCATION_UNKNOWN',
    'cityId',
    // A pin in the sea with the test's Tbilisi chosen as the city.
    () =>
      post('/places/details/for-reviews', {
        address: '1 Ocean Road',
        lat: -60,
        lng: 100,
        cityId: tree.city,
        buildingType: 'apartments',
        pointConfirmed: true,
      }),
  ],
  [
    'POINT_NOT_CONFIRMED',
    'pointConfirmed',
    // The marker never left the city's centre and no district was chosen.
    () =>
      post('/places/details/for-reviews', {
        address: '3 Unknown Street',
        lat: 41.7097,
        lng: 44.762,
        cityId: tree.city,
        buildingType: 'apartments',
      }),
  ],
  [
    'DISTRICT_NOT_IN_CITY',
    'districtId',
    async () => {
      const other = await createPlaceTree(t.database.db, { lat: 41.6168, lng: 41.6367 });
      return post('/places/details/for-reviews', {
        address: '3 Unknown Street',
        lat: 41.6168,
        lng: 41.6367,
        cityId: other.city,
        districtId: tree.district,
        buildingType: 'apartments',
        pointConfirmed: true,
      });
    },
  ],
  ['CONTROL_CHARACTERS', 'text', () => post('/feedback', { text: 'The map does not load\u0000' })],
  ...(
    [
      ['STREET_NAME_REQUIRED', 'en', { en: '  ', ru: 'улица Мтацминда', ka: 'მთაწმინდის ქუჩა' }],
      ['STREET_NAME_TOO_LONG', 'ru', { en: 'Mtatsminda Street', ru: 'у'.repeat(101), ka: 'მთაწმინდის ქუჩა' }],
      ['STREET_NAME_SCRIPT', 'ka', { en: 'Mtatsminda Street', ru: 'улица Мтацминда', ka: 'Mtatsminda' }],
    ] as const
  ).map(([code, field, names]): [ErrorDetailCode, string, () => Promise<Response>] => [
    code,
    field,
    async () =>
      post(
        `/moderation/places/${tree.building}/street-names`,
        names,
        await createTestUser(t.database.db, { role: 'moderator' }),
      ),
  ]),
];

describe('validation detail codes', () => {
  it.each(detailCases)('%s (%s)', async (code, field, request) => {
    const response = await request();
    const body = await readJson(response);
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('covers every detail code a request can produce', () => {
    const covered = new Set(detailCases.map(([code]) => code));
    expect(ERROR_DETAIL_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });
});
