import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, reviews } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestComment,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { signUpThroughMail } from './support/sign-up.ts';

/**
 * The hostile audit of issue 30 (item 5), replayed: a visitor writes a review without an account (on
 * a flat the review creates) and a comment, signs up, and writes under their name. Then every public
 * answer is read, by a stranger and by a signed-in reader, looking for any value that ties the
 * nameless writing to the name within an hour: a time-ordered id (its first 48 bits are a
 * millisecond), the anonymous account's id, a cursor that can be read, a time finer than the day on
 * the nameless writing, or a link from the name to it.
 */

const HOUR = 60 * 60 * 1000;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Ids derived from a fixed epoch (the gazetteer's, the demo's): the same on every machine. */
const FIXED_EPOCH = '018cc251-f400-';
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

let t: TestApp;
let tree: TestPlaceTree;
let startedAt: number;
const anonymous = { id: '', token: '' };
let named: TestUser;
let anonymousReview: AnyJson;
let anonymousComment: AnyJson;
let namedReview: AnyJson;
let namedComment: AnyJson;
const flats: string[] = [];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The millisecond a version 7 UUID was made at, or null for any other id. */
function timeOfV7(id: string): number | null {
  if (id[14] !== '7' || id.toLowerCase().startsWith(FIXED_EPOCH)) return null;
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

async function flatFor(author: { auth: Record<string, string> }, apartmentNumber: string) {
  const response = await t.request('/api/v1/places/details/for-reviews', {
    method: 'POST',
    headers: author.auth,
    json: { placeId: tree.building, apartmentNumber, lang: 'en' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = await readJson(response);
  expect(body.created).toBe(true);
  flats.push(body.place.id);
  return body.place.id as string;
}

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
  startedAt = Date.now();
  const signedIn = await readJson(await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }));
  Object.assign(anonymous, { id: signedIn.user.id, token: signedIn.token });
  const anonymousAuthor = { id: anonymous.id, token: anonymous.token, auth: bearer(anonymous.token) };
  anonymousReview = await publishTestReview(t, anonymousAuthor, {
    placeId: await flatFor(anonymousAuthor, '77'),
    aspects: { general: { rating: 1, comment: 'The landlord kept the deposit for a scratch on the door.' } },
  });
  anonymousComment = await publishTestComment(
    t,
    anonymousAuthor,
    anonymousReview.id,
    'And the heating never worked.',
  );

  const signedUp = await signUpThroughMail(
    t,
    { email: `audit-${startedAt}@example.com`, name: 'Eka Lomidze' },
    { headers: bearer(anonymous.token) },
  );
  named = { id: signedUp.user.id, token: signedUp.token, auth: bearer(signedUp.token) };
  namedReview = await publishTestReview(t, named, {
    placeId: await flatFor(named, '78'),
    aspects: { general: { rating: 4, comment: 'Quiet courtyard, a fair landlady, warm in winter.' } },
  });
  namedComment = await publishTestComment(t, named, namedReview.id, 'The bus stop is right outside too.');
});
afterAll(async () => {
  await t?.close();
});

function publicAnswers(): string[] {
  const places = [...flats, tree.building, tree.district, tree.city];
  return [
    ...[anonymousReview.id, namedReview.id].flatMap((id) => [
      `/api/v1/reviews/${id}?lang=en`,
      `/api/v1/comments?reviewId=${id}`,
      `/api/v1/comments?reviewId=${id}&limit=1`,
      `/api/v1/comments?reviewId=${id}&order=newest&limit=1`,
    ]),
    `/api/v1/comments/${anonymousComment.id}`,
    `/api/v1/comments/${namedComment.id}`,
    ...places.flatMap((id) => [
      `/api/v1/reviews?placeId=${id}&lang=en`,
      `/api/v1/reviews?placeId=${id}&limit=1`,
      `/api/v1/reviews?placeId=${id}&sort=helpful&limit=1`,
      `/api/v1/reviews?placeId=${id}&sort=highest&limit=1`,
      `/api/v1/reviews?placeId=${id}&sort=lowest&limit=1`,
      `/api/v1/reviews/stats?placeId=${id}`,
      `/api/v1/ai-summary?placeId=${id}&lang=en`,
    ]),
    '/api/v1/reviews/latest?limit=50',
    '/api/v1/reviews/latest?limit=1',
    `/api/v1/reviews/latest?cityId=${tree.city}&limit=1`,
    '/api/v1/reviews/nearby?lat=41.7097&lng=44.762&radius=5000&limit=1',
    '/api/v1/places/nearby?lat=41.7097&lng=44.762',
    '/api/v1/places/in-area?bbox=44.7,41.65,44.85,41.75',
    `/api/v1/places/in-area?within=${tree.city}`,
    `/api/v1/places/suggestions?q=${encodeURIComponent('Test Street')}&lang=en`,
    `/api/v1/authors/${named.id}`,
    `/api/v1/authors/${named.id}/reviews?limit=1`,
    `/api/v1/authors/${named.id}/reviews?limit=50`,
    `/api/v1/authors/${named.id}/comments?limit=1`,
    `/api/v1/authors/${named.id}/comments?limit=50`,
  ];
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every object in an answer with the given id (a review or comment inside a list, or the answer). */
function objectsWithId(value: unknown, id: string, found: AnyJson[] = []): AnyJson[] {
  if (Array.isArray(value)) for (const item of value) objectsWithId(item, id, found);
  else if (value && typeof value === 'object') {
    if ((value as AnyJson).id === id) found.push(value as AnyJson);
    for (const child of Object.values(value)) objectsWithId(child, id, found);
  }
  return found;
}

describe('anonymity audit (issue 30): nothing public ties nameless writing to the name it signed up under', () => {
  it('finds no time-ordered id, anonymous id, readable cursor, fine time or author link in any public answer', async () => {
    const stranger = { headers: {} };
    const reader = { headers: (await createTestUser(t.database.db)).auth };
    const problems: string[] = [];
    let read = 0;
    for (const path of publicAnswers()) {
      for (const viewer of [stranger, reader]) {
        // Twice: the second answer may come from the answer cache.
        for (const _time of [1, 2]) {
          const response = await t.request(path, viewer);
          if (response.status === 404) continue;
          expect(response.status, path).toBe(200);
          const text = await response.text();
          const body = JSON.parse(text) as AnyJson;
          read++;
          for (const id of text.match(UUID) ?? []) {
            const at = timeOfV7(id);
            if (at !== null && Math.abs(at - startedAt) < 24 * HOUR)
              problems.push(`${path}: time-ordered id ${id} (made ${new Date(at).toISOString()})`);
          }
          if (text.includes(anonymous.id)) problems.push(`${path}: the anonymous account's id`);
          const cursor = body.nextCursor;
          if (typeof cursor === 'string') {
            const opened = Buffer.from(cursor, 'base64url').toString('latin1');
            if (/\d{4}-\d{2}-\d{2}T|[0-9a-f]{8}-[0-9a-f]{4}-/i.test(opened) || isJson(opened))
              problems.push(`${path}: a readable cursor ${opened}`);
          }
          for (const nameless of [anonymousReview.id, anonymousComment.id]) {
            for (const item of objectsWithId(body, nameless)) {
              if (item.author != null) problems.push(`${path}: an author on nameless writing`);
              for (const time of JSON.stringify(item).match(ISO_TIME) ?? []) {
                if (!time.endsWith('T00:00:00.000Z')) problems.push(`${path}: ${time} on nameless writing`);
              }
            }
          }
          if (path.includes('/authors/')) {
            for (const nameless of [anonymousReview.id, anonymousComment.id, ...flats.slice(0, 1)])
              if (text.includes(nameless)) problems.push(`${path}: lists nameless writing`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(read).toBeGreaterThan(80);
  });

  it('lists the nameless review by its day: its place among named reviews tells no finer time', async () => {
    // A stranger's named review, public to the millisecond, written a second after the stored time
    // of the nameless one: were lists ordered by stored time, it would come first and bracket it.
    const stranger = await createTestUser(t.database.db, { name: 'Giorgi Neighbour' });
    const neighbours = await publishTestReview(t, stranger, {
      placeId: tree.apartment,
      aspects: { general: { rating: 3, comment: 'Loud street, but the rooms are big and bright.' } },
    });
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, anonymousReview.id));
    const after = new Date(stored!.createdAt.getTime() + 1000);
    await t.database.db
      .update(reviews)
      .set({ createdAt: after, updatedAt: after })
      .where(eq(reviews.id, neighbours.id));
    const lists = [
      '/api/v1/reviews/latest?limit=50',
      ...[tree.building, tree.district, tree.city].map((id) => `/api/v1/reviews?placeId=${id}&limit=50`),
    ];
    for (const path of lists) {
      const ids = (await readJson(await t.request(path))).items.map((r: { id: string }) => r.id);
      expect(ids.indexOf(neighbours.id), path).toBeGreaterThan(-1);
      expect(ids.indexOf(anonymousReview.id), path).toBeLessThan(ids.indexOf(neighbours.id));
    }
  });

  it('threads the nameless comment by its day: its place among named comments tells no finer time', async () => {
    // As for reviews: a named comment, public to the millisecond, stored a second after the nameless
    // one. Ordered by stored time it would come right after it in the thread and bracket its minute.
    const stranger = await createTestUser(t.database.db, { name: 'Nino Neighbour' });
    const neighbours = await publishTestComment(t, stranger, anonymousReview.id, 'Same here, no heating.');
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.id, anonymousComment.id));
    const after = new Date(stored!.createdAt.getTime() + 1000);
    await t.database.db
      .update(comments)
      .set({ createdAt: after, updatedAt: after })
      .where(eq(comments.id, neighbours.id));
    const thread = async (order: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `reviewId=${anonymousReview.id}&order=${order}&limit=${limit}`;
        const page: AnyJson = await readJson(
          await t.request(`/api/v1/comments?${query}${cursor ? `&cursor=${cursor}` : ''}`),
        );
        ids.push(...page.items.map((c: { id: string }) => c.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids;
    };
    const oldest = await thread('oldest', 50);
    expect(oldest.indexOf(neighbours.id)).toBeGreaterThan(-1);
    // Oldest first the nameless comment closes its day, newest first it opens it.
    expect(oldest.indexOf(anonymousComment.id)).toBeGreaterThan(oldest.indexOf(neighbours.id));
    const newest = await thread('newest', 50);
    expect(newest.indexOf(anonymousComment.id)).toBeLessThan(newest.indexOf(neighbours.id));
    // Paged one at a time, the thread is the same in both directions (the cursor holds the public order).
    expect(await thread('oldest', 1)).toEqual(oldest);
    expect(await thread('newest', 1)).toEqual(newest);
    expect([...newest].reverse()).toEqual(oldest);
  });

  it('counts on the author page only what was written under the name, and the writer still owns the rest', async () => {
    const profile = await readJson(await t.request(`/api/v1/authors/${named.id}`));
    expect(profile).toMatchObject({ id: named.id, reviewCount: 1, commentCount: 1 });
    expect(named.id).not.toBe(anonymous.id);
    // The anonymous account's id leads nowhere.
    expect((await t.request(`/api/v1/authors/${anonymous.id}`)).status).toBe(404);
    // Still theirs to see as their own and to edit (the old token is retired).
    const own = await readJson(
      await t.request(`/api/v1/reviews/${anonymousReview.id}`, { headers: named.auth }),
    );
    expect(own).toMatchObject({ isOwn: true, author: null });
    const mine = await readJson(await t.request('/api/v1/reviews/my?limit=50', { headers: named.auth }));
    expect(mine.items.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([anonymousReview.id, namedReview.id]),
    );
    const ownComment = await readJson(
      await t.request(`/api/v1/comments/${anonymousComment.id}`, { headers: named.auth }),
    );
    expect(ownComment).toMatchObject({ isOwn: true, author: null });
    expect((await t.request('/api/v1/auth/current', { headers: bearer(anonymous.token) })).status).toBe(401);
    // What was written without the name pays nothing on the named page, liked after the sign-up
    // too: a total that moved with it would tie it to the author.
    const sofas = async () => (await readJson(await t.request(`/api/v1/authors/${named.id}`))).sofas;
    const before = await sofas();
    const liker = await createTestUser(t.database.db);
    for (const path of [
      `/api/v1/comments/${anonymousComment.id}/vote`,
      `/api/v1/reviews/${anonymousReview.id}/vote`,
    ]) {
      const voted = await t.request(path, { method: 'PUT', headers: liker.auth, json: { value: 'like' } });
      expect(voted.status, path).toBeLessThan(300);
    }
    expect(await sofas()).toBe(before);
    // The summary of the nameless review's flat dates it by day too.
    const summary = await t.request(`/api/v1/ai-summary?placeId=${flats[0]}&lang=en`);
    if (summary.status === 200) {
      const { period } = await readJson(summary);
      for (const at of [period.firstReviewAt, period.lastReviewAt].filter(Boolean))
        expect(at).toMatch(/T00:00:00\.000Z$/);
    }
  });
});
