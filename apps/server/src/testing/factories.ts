import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { places, users } from '../db/schema.ts';
import { createSession } from '../features/auth/sessions.ts';
import { buildSearchText } from '../features/places/normalize.ts';
import { answerCaptcha, type CaptchaChallenge } from './captcha-answer.ts';
import type { AnyJson, TestApp } from './index.ts';

/**
 * One factory module for tests (STYLE.md): unique values, overridable fields, real rows and real
 * sessions (the same code paths the API uses), never mocks.
 */
let sequence = 0;
const next = () => ++sequence;

export interface TestUser {
  id: string;
  token: string;
  auth: { authorization: string };
}

export async function createTestUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { anonymous?: boolean } = {},
): Promise<TestUser> {
  const n = next();
  const { anonymous = false, ...rest } = overrides;
  const id = randomUUID();
  await db.insert(users).values({
    id,
    email: anonymous ? null : `renter${n}.${id.slice(-6)}@example.com`,
    name: anonymous ? null : `Renter ${n}`,
    isAnonymous: anonymous,
    isVerified: !anonymous,
    authProvider: anonymous ? null : 'email',
    ...rest,
  });
  const { token } = await createSession(db, id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

export interface TestPlaceTree {
  city: string;
  district: string;
  building: string;
  apartment: string;
}

type PlaceInsert = typeof places.$inferInsert;

async function insertPlace(db: Db, values: Omit<PlaceInsert, 'id' | 'searchText'> & { id?: string }) {
  const id = values.id ?? randomUUID();
  await db
    .insert(places)
    .values({ ...values, id, searchText: buildSearchText([values.nameEn, values.nameRu, values.nameKa]) });
  return id;
}

/** city › district › building › apartment around a point (Tbilisi by default). */
export async function createPlaceTree(
  db: Db,
  at: { lat: number; lng: number } = { lat: 41.7097, lng: 44.762 },
): Promise<TestPlaceTree> {
  const n = next();
  const city = await insertPlace(db, {
    kind: 'city',
    nameEn: `City ${n}`,
    nameRu: `Город ${n}`,
    nameKa: `ქალაქი ${n}`,
    lat: at.lat,
    lng: at.lng,
    countryCode: 'GE',
  });
  const district = await insertPlace(db, {
    kind: 'district',
    parentId: city,
    cityId: city,
    nameEn: `District ${n}`,
    nameRu: `Район ${n}`,
    nameKa: `უბანი ${n}`,
    lat: at.lat + 0.001,
    lng: at.lng + 0.001,
    countryCode: 'GE',
  });
  const building = await insertPlace(db, {
    kind: 'building',
    parentId: district,
    cityId: city,
    districtId: district,
    nameEn: `${n} Test Street`,
    nameRu: `Тестовая улица, ${n}`,
    nameKa: `სატესტო ქუჩა ${n}`,
    normalizedAddress: `test street ${n}`,
    buildingType: 'apartments',
    lat: at.lat + 0.002,
    lng: at.lng + 0.002,
    countryCode: 'GE',
  });
  const apartment = await insertPlace(db, {
    kind: 'apartment',
    parentId: building,
    cityId: city,
    districtId: district,
    nameEn: `${n} Test Street, apt. 5`,
    nameRu: `Тестовая улица, ${n}, кв. 5`,
    nameKa: `სატესტო ქუჩა ${n}, ბინა 5`,
    apartmentNumber: '5',
    buildingType: 'apartments',
    lat: at.lat + 0.002,
    lng: at.lng + 0.002,
    countryCode: 'GE',
  });
  return { city, district, building, apartment };
}

export { answerCaptcha };

/** Fetches a challenge from the running app and solves it as the browser widget would. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as CaptchaChallenge;
  return answerCaptcha(challenge);
}

/**
 * Posts a review through the real API with a freshly solved captcha and the terms agreed, and returns
 * the raw answer (for tests of refusals). Defaults: one 'general' rating of 4, lived there since March
 * last year; `fields` replace top-level fields (aspects, livedFrom, photoIds, rent, captcha…).
 */
export async function postTestReview(
  app: Pick<TestApp, 'url' | 'request'>,
  author: TestUser,
  fields: { placeId: string } & Record<string, unknown>,
): Promise<Response> {
  return app.request('/api/v1/reviews', {
    method: 'POST',
    headers: author.auth,
    json: {
      aspects: { general: { rating: 4 } },
      livedFrom: { month: 3, year: new Date().getUTCFullYear() - 1 },
      agreedToTerms: true,
      captcha: await solveCaptcha(app.url),
      ...fields,
    },
  });
}

/** Publishes a review as `postTestReview` does and returns it; throws with the answer unless 201. */
export async function publishTestReview(
  app: Pick<TestApp, 'url' | 'request'>,
  author: TestUser,
  fields: { placeId: string } & Record<string, unknown>,
): Promise<AnyJson> {
  const response = await postTestReview(app, author, fields);
  if (response.status !== 201) {
    throw new Error(`publishing a review answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** POST /comments as `author`, expecting 201; answers the comment. */
export async function publishTestComment(
  app: Pick<TestApp, 'request'>,
  author: Pick<TestUser, 'auth'>,
  reviewId: string,
  text: string,
): Promise<AnyJson> {
  const response = await app.request('/api/v1/comments', {
    method: 'POST',
    headers: author.auth,
    json: { reviewId, text },
  });
  if (response.status !== 201) {
    throw new Error(`publishing a comment answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** A real image of the given size and format (one colour), for upload tests. */
export function createTestImage(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, format = 'jpeg' } = options;
  return sharp({ create: { width, height, channels: 3, background: '#4a8' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * Uploads a file through POST /photos/upload as a browser form does and returns the raw answer.
 * Without `file`, an 800 × 600 JPEG; `fields` are the optional placeId, reviewId, commentId.
 */
export async function uploadTestPhoto(
  app: Pick<TestApp, 'request'>,
  user: TestUser,
  options: { file?: Buffer; name?: string; fields?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const file = options.file ?? (await createTestImage());
  form.append('file', new Blob([new Uint8Array(file)]), options.name ?? 'photo.jpg');
  return app.request('/api/v1/photos/upload', { method: 'POST', body: form, headers: user.auth });
}

/** Low-cost captcha so that tests solve it in milliseconds. */
export const FAST_CAPTCHA_ENV = {
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '20',
  CAPTCHA_SECRET: 'test-secret-test-secret',
};
