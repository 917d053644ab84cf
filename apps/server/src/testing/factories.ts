import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/client.ts';
import { places, users } from '../db/schema.ts';
import { createSession } from '../features/auth/sessions.ts';
import { buildSearchText } from '../features/places/normalize.ts';
import { uuidv7 } from '../lib/uuid.ts';

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
  const id = uuidv7();
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
  const id = values.id ?? uuidv7();
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

type CaptchaChallenge = Parameters<typeof solveChallenge>[0]['challenge'];

/** Fetches a challenge from the running app and solves it as the browser widget would. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as CaptchaChallenge;
  return answerCaptcha(challenge);
}

/** The payload the browser widget sends for a solved challenge. */
export async function answerCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Low-cost captcha so that tests solve it in milliseconds. */
export const FAST_CAPTCHA_ENV = {
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '20',
  CAPTCHA_SECRET: 'test-secret-test-secret',
};
