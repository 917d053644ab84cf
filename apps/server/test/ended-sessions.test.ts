import { eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewKeyGrants, sessions } from '../src/db/schema.ts';
import { purgeEndedSessions } from '../src/features/auth/index.ts';
import { purgeExpiredGrants } from '../src/features/reviews/index.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { createPlaceTree, createTestUser, publishTestReview } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * Ended sessions (each with a device label and a country) and expired review-key grants are
 * deleted by the minute's maintenance, not kept forever; live ones stay and keep working.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const current = (auth: Record<string, string>) => t.request('/api/v1/auth/current', { headers: auth });

describe('maintenance of ended access', () => {
  it('deletes sessions a day after they expired or were revoked, and keeps the others', async () => {
    const [live, expired, revoked, justEnded] = [
      await createTestUser(t.database.db),
      await createTestUser(t.database.db),
      await createTestUser(t.database.db),
      await createTestUser(t.database.db),
    ];
    const set = (userId: string, values: Partial<typeof sessions.$inferInsert>) =>
      t.database.db.update(sessions).set(values).where(eq(sessions.userId, userId));
    await set(expired.id, { expiresAt: sql`now() - interval '2 days'` as unknown as Date });
    await set(revoked.id, { revokedAt: sql`now() - interval '2 days'` as unknown as Date });
    await set(justEnded.id, { revokedAt: sql`now() - interval '1 hour'` as unknown as Date });

    expect(await purgeEndedSessions(t.database.db)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(inArray(sessions.userId, [live.id, expired.id, revoked.id, justEnded.id]));
    expect(left.map((s) => s.userId).sort()).toEqual([live.id, justEnded.id].sort());
    expect((await current(live.auth)).status).toBe(200);
    expect((await current(expired.auth)).status).toBe(401);
  });

  it('deletes expired review-key grants, and a live grant still opens its review', async () => {
    const author = await createTestUser(t.database.db, { anonymous: true });
    const tree = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, author, { placeId: tree.apartment });
    const issued = await readJson(
      await t.request(`/api/v1/reviews/${review.id}/key`, { method: 'POST', headers: author.auth }),
    );
    const exchange = async () =>
      (
        await readJson(
          await t.request('/api/v1/review-keys/exchange', { method: 'POST', json: { key: issued.key } }),
        )
      ).grant as string;
    await exchange();
    const kept = await exchange();
    const [first] = await t.database.db
      .select({ id: reviewKeyGrants.id })
      .from(reviewKeyGrants)
      .where(ne(reviewKeyGrants.tokenHash, hashToken(kept)));
    // The first grant expires; the second stays valid.
    await t.database.db
      .update(reviewKeyGrants)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reviewKeyGrants.id, first!.id));
    expect(await purgeExpiredGrants(t.database.db)).toBe(1);
    expect(
      await t.database.db.select().from(reviewKeyGrants).where(eq(reviewKeyGrants.id, first!.id)),
    ).toEqual([]);
    const read = await t.request(`/api/v1/reviews/${review.id}`, { headers: { 'x-review-key': kept } });
    expect(read.status).toBe(200);
    expect((await readJson(read)).isOwn).toBe(true);
  });
});
