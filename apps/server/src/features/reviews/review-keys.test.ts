import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema.ts';
import {
  createPlaceTree,
  createTestImage,
  createTestUser,
  publishTestReview,
  type TestUser,
} from '../../testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../../testing/index.ts';
import { reviewKeyGrants, reviewKeys } from './schema.ts';

/**
 * Issue 30, item 2: a review written without an account has a management link and code that work in
 * any browser, for that review only, and can be revoked and re-issued; only hashes are stored, and
 * no secret reaches the logs. The real app over HTTP, its production logger at trace into memory.
 */
let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
  t = await startTestApp({ logStream: stream, env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await t?.close();
});

async function anonymousReview() {
  const author = await createTestUser(t.database.db, { anonymous: true });
  const tree = await createPlaceTree(t.database.db);
  const review = await publishTestReview(t, author, { placeId: tree.apartment });
  return { author, reviewId: review.id as string };
}

const issueKey = (reviewId: string, headers: Record<string, string>) =>
  t.request(`/api/v1/reviews/${reviewId}/key`, { method: 'POST', headers });
const exchange = (key: string) =>
  t.request('/api/v1/review-keys/exchange', { method: 'POST', json: { key } });
const asGrant = (grant: string) => ({ 'x-review-key': grant });
const edit = (reviewId: string, headers: Record<string, string>, body: unknown) =>
  t.request(`/api/v1/reviews/${reviewId}?lang=en`, { method: 'PATCH', headers, json: body });
const grantCount = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(reviewKeyGrants))[0]!.n);

describe('a review’s management key', () => {
  let author: TestUser;
  let reviewId: string;
  let issued: { key: string; code: string; grant: string | null };
  const secrets: string[] = [];

  beforeAll(async () => {
    ({ author, reviewId } = await anonymousReview());
    const response = await issueKey(reviewId, author.auth);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    issued = await readJson(response);
    secrets.push(issued.key, issued.code);
  });

  it('is issued to the anonymous author once: a 256-bit link secret and a 16-character code, stored only as hashes', async () => {
    expect(issued.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(issued.grant).toBeNull();
    const rows = await t.database.db.select().from(reviewKeys).where(eq(reviewKeys.reviewId, reviewId));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(issued.key);
    expect(stored).not.toContain(issued.code.replace(/-/g, ''));
    expect(stored).not.toContain(issued.code);
  });

  it('opens the review as its author in a browser without a session: read, edit, lock', async () => {
    const opened = await exchange(issued.key);
    expect(opened.status).toBe(200);
    const { reviewId: openedId, grant } = await readJson(opened);
    secrets.push(grant);
    expect(openedId).toBe(reviewId);
    // Without the grant a stranger reads it; with it, its author.
    const stranger = await readJson(await t.request(`/api/v1/reviews/${reviewId}?lang=en`));
    expect(stranger.isOwn).toBe(false);
    const own = await readJson(
      await t.request(`/api/v1/reviews/${reviewId}?lang=en`, { headers: asGrant(grant) }),
    );
    expect(own.isOwn).toBe(true);
    const edited = await edit(reviewId, asGrant(grant), {
      aspects: { general: { rating: 2, comment: 'Damp walls' } },
    });
    expect(edited.status).toBe(200);
    expect((await readJson(edited)).aspects[0].comment).toBe('Damp walls');
  });

  it('the typed code works too, whatever its case, spaces and dashes', async () => {
    const typed = ` ${issued.code.toLowerCase().replace(/-/g, ' ')} `;
    const opened = await exchange(typed);
    expect(opened.status).toBe(200);
    const body = await readJson(opened);
    secrets.push(body.grant);
    expect(body.reviewId).toBe(reviewId);
  });

  it('a grant is for that one review only: another review of the same account stays out of reach', async () => {
    const tree = await createPlaceTree(t.database.db);
    const other = await publishTestReview(t, author, { placeId: tree.apartment });
    const { grant } = await readJson(await exchange(issued.key));
    secrets.push(grant);
    const refused = await edit(other.id, asGrant(grant), { aspects: { general: { rating: 1 } } });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).code).toBe('REVIEW_KEY_INVALID');
    const read = await readJson(
      await t.request(`/api/v1/reviews/${other.id}?lang=en`, { headers: asGrant(grant) }),
    );
    expect(read.isOwn).toBe(false);
  });

  it('adds photos to that review through a grant, as its author and to it only', async () => {
    const { grant } = await readJson(await exchange(issued.key));
    secrets.push(grant);
    const upload = async (id: string, headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await createTestImage())]), 'balcony.jpg');
      return t.request(`/api/v1/reviews/${id}/photos`, { method: 'POST', body: form, headers });
    };
    // A browser with no session of the author's: the photo is the author's, waiting for the save.
    const uploaded = await upload(reviewId, asGrant(grant));
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const photo = await readJson(uploaded);
    const saved = await edit(reviewId, asGrant(grant), { photoIds: [photo.id] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await readJson(saved)).photos.map((p: { id: string }) => p.id)).toEqual([photo.id]);
    const [stored] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(stored).toMatchObject({ ownerId: author.id, reviewId });
    // Not for another review of the same account, nor for a signed-in stranger.
    const tree = await createPlaceTree(t.database.db);
    const other = await publishTestReview(t, author, { placeId: tree.apartment });
    const elsewhere = await upload(other.id, asGrant(grant));
    expect(elsewhere.status).toBe(400);
    expect((await readJson(elsewhere)).code).toBe('REVIEW_KEY_INVALID');
    const stranger = await createTestUser(t.database.db);
    const refused = await upload(reviewId, stranger.auth);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).code).toBe('REVIEW_EDIT_FORBIDDEN');
    // Nothing without a grant or a session.
    expect((await upload(reviewId, {})).status).toBe(401);
  });

  it('a forged link, a forged code or a forged grant changes nothing and says REVIEW_KEY_INVALID', async () => {
    const before = await grantCount();
    for (const forged of ['A'.repeat(43), 'ABCD-EFGH-JKMN-PQRS', 'not a key']) {
      const response = await exchange(forged);
      expect(response.status).toBe(400);
      expect((await readJson(response)).code).toBe('REVIEW_KEY_INVALID');
    }
    const refused = await edit(reviewId, asGrant('B'.repeat(43)), { aspects: { general: { rating: 5 } } });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).code).toBe('REVIEW_KEY_INVALID');
    expect(await grantCount()).toBe(before);
    const review = await readJson(await t.request(`/api/v1/reviews/${reviewId}?lang=en`));
    expect(review.aspects[0].rating).toBe(2);
  });

  it('an expired grant no longer works', async () => {
    const { grant } = await readJson(await exchange(issued.key));
    secrets.push(grant);
    await t.database.db.execute(sql`update review_key_grants set expires_at = now() - interval '1 minute'`);
    const refused = await edit(reviewId, asGrant(grant), { aspects: { general: { rating: 5 } } });
    expect((await readJson(refused)).code).toBe('REVIEW_KEY_INVALID');
  });

  it('its holder re-issues it: the old link, code and grants stop working, the new ones work', async () => {
    const { grant: holder } = await readJson(await exchange(issued.key));
    const { grant: elsewhere } = await readJson(await exchange(issued.key));
    secrets.push(holder, elsewhere);
    const reissued = await issueKey(reviewId, asGrant(holder));
    expect(reissued.status).toBe(201);
    const next = await readJson(reissued);
    secrets.push(next.key, next.code, next.grant);
    expect(next.grant).toEqual(expect.any(String));
    expect((await exchange(issued.key)).status).toBe(400);
    expect((await exchange(issued.code)).status).toBe(400);
    expect((await readJson(await edit(reviewId, asGrant(elsewhere), { locked: true }))).code).toBe(
      'REVIEW_KEY_INVALID',
    );
    expect((await exchange(next.key)).status).toBe(200);
    issued = next;
  });

  it('its holder revokes it: link, code and every grant stop working; the author’s own session still does', async () => {
    const { grant } = await readJson(await exchange(issued.key));
    secrets.push(grant);
    const revoked = await t.request(`/api/v1/reviews/${reviewId}/key`, {
      method: 'DELETE',
      headers: asGrant(grant),
    });
    expect(revoked.status).toBe(204);
    expect((await exchange(issued.key)).status).toBe(400);
    expect((await exchange(issued.code)).status).toBe(400);
    expect((await edit(reviewId, asGrant(grant), { locked: true })).status).toBe(400);
    expect(await grantCount()).toBe(0);
    const own = await edit(reviewId, author.auth, { aspects: { general: { rating: 3 } } });
    expect(own.status).toBe(200);
  });

  it('locks and then deletes the review through a grant; the key of a deleted review answers REVIEW_KEY_INVALID', async () => {
    const fresh = await readJson(await issueKey(reviewId, author.auth));
    secrets.push(fresh.key, fresh.code);
    const { grant } = await readJson(await exchange(fresh.key));
    secrets.push(grant);
    const locked = await edit(reviewId, asGrant(grant), { locked: true });
    expect((await readJson(locked)).isLocked).toBe(true);
    const deleted = await t.request(`/api/v1/reviews/${reviewId}`, {
      method: 'DELETE',
      headers: asGrant(grant),
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/v1/reviews/${reviewId}?lang=en`)).status).toBe(404);
    expect((await exchange(fresh.key)).status).toBe(400);
    expect((await exchange(fresh.code)).status).toBe(400);
  });

  it('none of the secrets reached the log', () => {
    const text = log.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of secrets.filter(Boolean)) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.replace(/-/g, ''));
    }
  });
});

describe('who may hold a key', () => {
  it('a registered author signs in anywhere and gets none; a stranger gets none', async () => {
    const author = await createTestUser(t.database.db);
    const tree = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, author, { placeId: tree.apartment });
    expect((await issueKey(review.id, author.auth)).status).toBe(403);
    const { reviewId } = await anonymousReview();
    const stranger = await createTestUser(t.database.db, { anonymous: true });
    const refused = await issueKey(reviewId, stranger.auth);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).code).toBe('REVIEW_EDIT_FORBIDDEN');
    expect(
      (await t.request(`/api/v1/reviews/${reviewId}/key`, { method: 'DELETE', headers: stranger.auth }))
        .status,
    ).toBe(403);
  });

  it('guessing is limited per network, like sign-in', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) answers.push((await exchange(`GUESS-${i}-XXXXXXXXXXXXXXXXXXXX`)).status);
    // The earlier cases spent part of this network's allowance: refusals first, then only 429.
    const first = answers.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(new Set(answers.slice(0, first))).toEqual(new Set([400]));
    expect(new Set(answers.slice(first))).toEqual(new Set([429]));
  });
});
