import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { moderationLog, reviews } from '../src/db/schema.ts';
import { uuidv7 } from '../src/lib/uuid.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/** Issue 17: author pages (GET /authors/{id}…) and "my reviews" (GET /reviews/my). */

let t: TestApp;
let tree: TestPlaceTree;
let named: TestUser;
let anonymous: TestUser;
const named1: { id?: string; hidden?: string; named2?: string; anonymous?: string } = {};

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
  named = await createTestUser(t.database.db, { name: 'Nino Author' });
  anonymous = await createTestUser(t.database.db, { anonymous: true });
  named1.id = (await publishTestReview(t, named, { placeId: tree.apartment })).id;
  named1.hidden = (
    await publishTestReview(t, named, {
      placeId: tree.building,
      hideAuthor: true,
      aspects: { general: { rating: 2, comment: 'The roof leaked every spring.' } },
    })
  ).id;
  named1.named2 = (
    await publishTestReview(t, named, {
      placeId: tree.district,
      aspects: { general: { rating: 5, comment: 'Quiet streets and a market nearby.' } },
    })
  ).id;
  named1.anonymous = (
    await publishTestReview(t, anonymous, {
      placeId: tree.city,
      aspects: { general: { rating: 3, comment: 'Buses are late in winter.' } },
    })
  ).id;
  const comment = await t.request('/api/v1/comments', {
    method: 'POST',
    headers: named.auth,
    json: { reviewId: named1.anonymous, text: 'Same on my street.' },
  });
  expect(comment.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /authors/{id}', () => {
  it('shows a named author with counts and sofas of what carries their name only', async () => {
    const profile = await readJson(await t.request(`/api/v1/authors/${named.id}`));
    expect(profile).toMatchObject({ id: named.id, name: 'Nino Author', reviewCount: 2, commentCount: 1 });
    expect(profile.memberSince).toMatch(/^\d{4}-\d{2}-01$/);
    const me = await readJson(await t.request('/api/v1/auth/current', { headers: named.auth }));
    const own = await readJson(await t.request(`/api/v1/reviews/${named1.hidden}`, { headers: named.auth }));
    expect(own.points).toBeGreaterThan(0);
    // The hidden review's sofas are the author's, but not the public page's.
    expect(profile.sofas).toBe(me.user.score - own.points);
  });

  it('is 404 for anonymous accounts and unknown ids, with the same answer', async () => {
    for (const id of [anonymous.id, uuidv7()]) {
      for (const path of [`/authors/${id}`, `/authors/${id}/reviews`, `/authors/${id}/comments`]) {
        const response = await t.request(`/api/v1${path}`);
        expect(response.status, path).toBe(404);
        expect(await readJson(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Author not found' });
      }
    }
    const bad = await t.request('/api/v1/authors/not-an-id/reviews?cursor=zzz');
    expect([400, 404]).toContain(bad.status);
  });
});

describe('GET /authors/{id}/reviews and /comments', () => {
  it('pages through the named reviews only, newest first', async () => {
    const first = await readJson(await t.request(`/api/v1/authors/${named.id}/reviews?limit=1&lang=ru`));
    expect(first.items.map((r: { id: string }) => r.id)).toEqual([named1.named2]);
    expect(first.nextCursor).toBeTruthy();
    const second = await readJson(
      await t.request(`/api/v1/authors/${named.id}/reviews?limit=1&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((r: { id: string }) => r.id)).toEqual([named1.id]);
    expect(second.nextCursor).toBeNull();
    for (const page of [first, second]) expect(JSON.stringify(page)).not.toContain(named1.hidden);
    expect(second.items[0].author).toMatchObject({ id: named.id, name: 'Nino Author' });
    const tampered = await t.request(`/api/v1/authors/${named.id}/reviews?cursor=eyJ4IjoxfQ`);
    expect(tampered.status).toBe(400);
  });

  it('lists comments with the reviewed place', async () => {
    const page = await readJson(await t.request(`/api/v1/authors/${named.id}/comments?lang=en`));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ text: 'Same on my street.', reviewId: named1.anonymous });
    expect(page.items[0].placeName).toBeTruthy();
  });

  it('leaves out comments under a review that is not published, and pages past them', async () => {
    const reviewer = await createTestUser(t.database.db);
    const writer = await createTestUser(t.database.db, { name: 'Giorgi Commenter' });
    const [first, held, last] = [
      (await publishTestReview(t, reviewer, { placeId: tree.apartment })).id,
      (await publishTestReview(t, reviewer, { placeId: tree.building })).id,
      (await publishTestReview(t, reviewer, { placeId: tree.district })).id,
    ];
    const texts = [
      'The heating came on in October.',
      'Our landlord fixed the door in a day.',
      'The yard is full of cats, nice ones.',
      'Water pressure is weak on the top floor.',
      'The district market opens at seven.',
    ];
    const ids: string[] = [];
    for (const [index, reviewId] of [first, held, held, held, last].entries()) {
      const response = await t.request('/api/v1/comments', {
        method: 'POST',
        headers: writer.auth,
        json: { reviewId, text: texts[index] },
      });
      expect(response.status).toBe(201);
      ids.push((await readJson(response)).id);
    }
    await t.database.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, held!));
    const path = `/api/v1/authors/${writer.id}/comments?lang=en&limit=1`;
    const one = await readJson(await t.request(path));
    expect(one.items.map((c: { id: string }) => c.id)).toEqual([ids[4]]);
    expect(one.items[0]).toMatchObject({ reviewId: last, placeName: expect.any(String) });
    expect(one.nextCursor).toBeTruthy();
    const two = await readJson(await t.request(`${path}&cursor=${one.nextCursor}`));
    expect(two.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(two.nextCursor).toBeNull();
    const all = await readJson(await t.request(`/api/v1/authors/${writer.id}/comments?lang=en`));
    expect(all.items.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[0]]);
    for (const item of all.items) expect(item.placeName).toBeTruthy();
  });
});

describe('GET /reviews/my', () => {
  it('is 401 without a session: there is no way to ask for someone else’s', async () => {
    expect((await t.request('/api/v1/reviews/my')).status).toBe(401);
    expect((await t.request(`/api/v1/reviews/my?authorId=${named.id}`)).status).toBe(401);
    const other = await createTestUser(t.database.db);
    const page = await readJson(
      await t.request(`/api/v1/reviews/my?authorId=${named.id}`, { headers: other.auth }),
    );
    expect(page.items).toEqual([]);
  });

  it('lists an anonymous author’s own reviews', async () => {
    const page = await readJson(await t.request('/api/v1/reviews/my', { headers: anonymous.auth }));
    expect(page.items.map((r: { id: string }) => r.id)).toEqual([named1.anonymous]);
    expect(page.items[0]).toMatchObject({ isOwn: true, status: 'published', hiddenReason: null });
  });

  it('lists every status, a hidden review with the moderator’s reason', async () => {
    await t.database.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, named1.id!));
    await t.database.db.insert(moderationLog).values({
      id: uuidv7(),
      targetType: 'review',
      targetId: named1.id!,
      action: 'hide',
      reason: 'personal_data',
      note: 'internal note',
    });
    const page = await readJson(await t.request('/api/v1/reviews/my?limit=50', { headers: named.auth }));
    const byId = new Map(page.items.map((r: { id: string }) => [r.id, r]));
    expect(byId.size).toBe(3);
    expect(byId.get(named1.id)).toMatchObject({ status: 'hidden', hiddenReason: 'personal_data' });
    expect(byId.get(named1.hidden)).toMatchObject({ status: 'published', hideAuthor: true, isOwn: true });
    expect(JSON.stringify(page)).not.toContain('internal note');
    // The public page no longer lists the hidden one.
    const pub = await readJson(await t.request(`/api/v1/authors/${named.id}/reviews`));
    expect(pub.items.map((r: { id: string }) => r.id)).toEqual([named1.named2]);
  });
});

describe('indexes (migration 0019)', () => {
  it('reads each list along its own index', async () => {
    const plans: Record<string, string> = {};
    const id = named.id;
    const queries = {
      reviews_author_public_idx: sql`select id from reviews where author_id = ${id} and status = 'published'
        and hide_author = false order by created_at desc nulls last, id desc nulls last limit 13`,
      reviews_author_created_idx: sql`select id from reviews where author_id = ${id} and status <> 'removed'
        order by created_at desc nulls last, id desc nulls last limit 21`,
      comments_author_created_idx: sql`select c.id from comments c join reviews r on r.id = c.review_id
        where c.author_id = ${id} and c.status = 'published' and r.status = 'published'
        order by c.created_at desc nulls last, c.id desc nulls last limit 11`,
    };
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [index, query] of Object.entries(queries)) {
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
        plans[index] = rows.map((row) => Object.values(row)[0]).join('\n');
      }
    });
    for (const [index, plan] of Object.entries(plans)) expect(plan, index).toContain(index);
  });
});
