import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../src/db/schema.ts';
import { normalizePagePath } from '../src/features/page-views/record-page-view.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let t: TestApp;
let tree: TestPlaceTree;
beforeAll(async () => {
  t = await startTestApp({ env: FAST_CAPTCHA_ENV });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const view = (path: string, userAgent = BROWSER) =>
  t.request('/api/v1/page-views', { method: 'POST', headers: { 'user-agent': userAgent }, json: { path } });

async function countOf(path: string) {
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await t.database.db
    .select()
    .from(pageViews)
    .where(and(eq(pageViews.path, path), eq(pageViews.day, day)));
  return row?.count ?? 0;
}

describe('normalizePagePath', () => {
  it('keeps the path only, in one spelling, and refuses what is not a page of the app', () => {
    expect(normalizePagePath('/en/reviews?placeId=abc&token=secret#x')).toBe('/en/reviews');
    expect(normalizePagePath('/ru//settings/')).toBe('/ru/settings');
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('/ka/reviews/0190A000-0000-7000-8000-00000000ABCD')).toBe(
      '/ka/reviews/0190a000-0000-7000-8000-00000000abcd',
    );
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/en',
      '/fr/reviews',
      '/en/<script>',
      'en',
      '/wp-admin',
    ]) {
      expect(normalizePagePath(bad), bad).toBeNull();
    }
    expect(normalizePagePath(`/en/${'a'.repeat(400)}`)).toBeNull();
  });
});

describe('POST /page-views', () => {
  it('counts per path and day, sets no cookie and stores nothing about the visitor', async () => {
    const before = await countOf('/en/tos');
    const response = await view('/en/tos?utm_source=mail');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    await view('/en/tos/');
    expect(await countOf('/en/tos')).toBe(before + 2);
    const rows = await t.database.db.select().from(pageViews);
    // Only path, day and count exist: no IP, user agent or user id column to fill.
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'path']);
  });

  it('ignores crawlers and refuses foreign paths', async () => {
    const before = await countOf('/en/privacy');
    expect(
      (await view('/en/privacy', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'))
        .status,
    ).toBe(204);
    expect((await view('/en/privacy', '')).status).toBe(204);
    expect(await countOf('/en/privacy')).toBe(before);
    expect((await view('https://evil.example/')).status).toBe(400);
  });

  it('raises the view count of a review page, in every language, and only for real reviews', async () => {
    const author = await createTestUser(t.database.db);
    const created = await t.request('/api/v1/reviews', {
      method: 'POST',
      headers: author.auth,
      json: {
        placeId: tree.apartment,
        aspects: { general: { rating: 4 } },
        livedFrom: { month: 1, year: new Date().getUTCFullYear() - 1 },
        agreedToTerms: true,
        captcha: await solveCaptcha(t.url),
      },
    });
    const review = await readJson(created);
    expect(review.viewsCount).toBe(0);
    await view(`/en/reviews/${review.id}`);
    await view(`/ka/reviews/${review.id}`);
    expect((await readJson(await t.request(`/api/v1/reviews/${review.id}`))).viewsCount).toBe(2);
    const ghost = '/en/reviews/0190a000-0000-7000-8000-000000000000';
    expect((await view(ghost)).status).toBe(204);
    expect(await countOf(ghost)).toBe(0);
  });

  it('rate-limits one visitor', async () => {
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const response = await limited.request('/api/v1/page-views', {
          method: 'POST',
          headers: { 'user-agent': BROWSER },
          json: { path: '/en' },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
