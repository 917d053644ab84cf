import { LOCALES, type Locale } from '@app/contracts';
import { shareCardPath } from '@app/contracts/share-card';
import { translatorFor } from '@app/i18n/catalogs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../src/db/schema.ts';
import {
  listPublicReviewEntries,
  publicReviewSliceStarts,
  setReviewStatus,
} from '../src/features/reviews/index.ts';
import { composeShareCard, loadShareCardSubject } from '../src/features/seo/share-card.ts';
import { ENTRIES_PER_FILE, MAX_URLS_PER_FILE } from '../src/features/seo/sitemaps.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { checkSitemapIndex, checkUrlset, type SitemapUrl } from './support/sitemap-schema.ts';

/*
 * Issue 36: sitemaps (public content only, three language versions each, anonymity kept), share
 * cards (a real 1200×630 PNG drawn from what the page shows), the web app manifest and its icons.
 */

let t: TestApp;
let named: TestUser;
let anonymous: TestUser;
let tree: TestPlaceTree;
let hiddenTree: TestPlaceTree;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  const db = t.database.db;
  named = await createTestUser(db);
  anonymous = await createTestUser(db, { anonymous: true });
  tree = await createPlaceTree(db);
  hiddenTree = await createPlaceTree(db, { lat: 41.72, lng: 44.78 });
  const publish = async (user: TestUser, fields: { placeId: string } & Record<string, unknown>) =>
    (await publishTestReview(t, user, fields)).id as string;
  ids.named = await publish(named, { placeId: tree.apartment, aspects: { general: { rating: 5 } } });
  ids.nameless = await publish(anonymous, { placeId: tree.building, aspects: { general: { rating: 3 } } });
  ids.hidden = await publish(named, { placeId: tree.apartment });
  ids.held = await publish(named, { placeId: tree.apartment });
  ids.deleted = await publish(named, { placeId: tree.apartment });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  ids.scheduled = await publish(named, { placeId: tree.building, publishAt: tomorrow });
  await publish(named, { placeId: hiddenTree.building });
  await setReviewStatus(db, ids.hidden, 'hidden');
  await setReviewStatus(db, ids.held, 'held');
  const deleted = await t.request(`/api/v1/reviews/${ids.deleted}`, {
    method: 'DELETE',
    headers: named.auth,
  });
  expect(deleted.status).toBe(204);
  // A moderator's hiding of a place, on the place alone: its page is gone even if a review were left.
  await db.update(places).set({ hiddenAt: new Date() }).where(eq(places.id, hiddenTree.building));
});
afterAll(async () => {
  await t?.close();
});

async function fetchText(path: string) {
  const response = await t.request(path);
  expect(response.status, path).toBe(200);
  return { response, text: await response.text() };
}

/** Every URL of every file the index names, each file checked against the schema's rules. */
async function readAllSitemaps(): Promise<{ files: string[]; urls: SitemapUrl[] }> {
  const { response, text } = await fetchText('/sitemap.xml');
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const files = checkSitemapIndex(text);
  const urls: SitemapUrl[] = [];
  for (const file of files) {
    expect(file.startsWith(`${t.config.publicUrl}/sitemaps/`)).toBe(true);
    urls.push(...checkUrlset((await fetchText(file.slice(t.config.publicUrl.length))).text));
  }
  return { files, urls };
}

const reviewUrl = (id: string, lang: Locale) => `${t.config.publicUrl}/${lang}/reviews/${id}`;
const placeUrl = (id: string, lang: Locale) => `${t.config.publicUrl}/${lang}/reviews?placeId=${id}`;

describe('sitemaps', () => {
  it('robots.txt names the sitemap index', async () => {
    const { text } = await fetchText('/robots.txt');
    expect(text).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('list every public review and place in three languages, each naming all three versions', async () => {
    const { urls } = await readAllSitemaps();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const expectTriple = (urlOf: (lang: Locale) => string, dated = true) => {
      for (const lang of LOCALES) {
        const url = byLoc.get(urlOf(lang));
        expect(url, urlOf(lang)).toBeDefined();
        expect(url!.alternates).toEqual(LOCALES.map((hreflang) => ({ hreflang, href: urlOf(hreflang) })));
        if (dated) expect(url!.lastmod).not.toBeNull();
      }
    };
    expectTriple((lang) => reviewUrl(ids.named!, lang));
    expectTriple((lang) => reviewUrl(ids.nameless!, lang));
    for (const place of [tree.city, tree.district, tree.building, tree.apartment]) {
      expectTriple((lang) => placeUrl(place, lang));
    }
    expectTriple((lang) => `${t.config.publicUrl}/${lang}`, false);
    // No URL twice.
    expect(byLoc.size).toBe(urls.length);
  });

  it('never list hidden, held, scheduled or deleted reviews, nor a hidden place', async () => {
    const { urls } = await readAllSitemaps();
    const all = JSON.stringify(urls);
    for (const key of ['hidden', 'held', 'scheduled', 'deleted']) {
      expect(all, key).not.toContain(ids[key]!);
    }
    expect(all).not.toContain(hiddenTree.building);
  });

  it('date a nameless review and every place by the day only, a named review to the second', async () => {
    const { urls } = await readAllSitemaps();
    const lastmodOf = (loc: string) => urls.find((url) => url.loc === loc)?.lastmod;
    expect(lastmodOf(reviewUrl(ids.nameless!, 'en'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmodOf(placeUrl(tree.building, 'en'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmodOf(placeUrl(tree.apartment, 'en'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The page's own answer to a stranger: the same day, nothing finer.
    const page = await readJson(await t.request(`/api/v1/reviews/${ids.nameless}?lang=en`));
    expect(lastmodOf(reviewUrl(ids.nameless!, 'en'))).toBe(page.updatedAt.slice(0, 10));
    expect(lastmodOf(reviewUrl(ids.named!, 'en'))).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('slice files at 50,000 URLs and read them by keyset without gaps or overlaps', async () => {
    expect(ENTRIES_PER_FILE * LOCALES.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE);
    const db = t.database.db;
    const all = (await listPublicReviewEntries(db, { limit: 1000 })).map((entry) => entry.id);
    expect(all).toEqual([...all].sort());
    const starts = await publicReviewSliceStarts(db, 1);
    expect(starts).toEqual(all);
    const pairs = await publicReviewSliceStarts(db, 2);
    const sliced: string[] = [];
    for (const from of pairs)
      sliced.push(...(await listPublicReviewEntries(db, { from, limit: 2 })).map((e) => e.id));
    expect(sliced).toEqual(all);
  });

  it('a file of an unknown shape is a 404 envelope', async () => {
    for (const path of [
      '/sitemaps/reviews-nope.xml',
      '/sitemaps/users-00000000-0000-4000-8000-000000000000.xml',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect((await readJson(response)).code).toBe('NOT_FOUND');
    }
  });

  it('are kept between requests and emptied by a write that changes them', async () => {
    const before = await readAllSitemaps();
    // Changed behind the API's back: the kept files still say what they said.
    await setReviewStatus(t.database.db, ids.named!, 'hidden');
    expect((await readAllSitemaps()).urls).toEqual(before.urls);
    // A vote changes pages, not sitemaps: still kept.
    const vote = await t.request(`/api/v1/reviews/${ids.nameless}/vote`, {
      method: 'PUT',
      headers: named.auth,
      json: { value: 'like' },
    });
    expect(vote.status).toBe(200);
    expect(JSON.stringify((await readAllSitemaps()).urls)).toContain(ids.named!);
    // A new review through the API empties them: it appears, and the hidden one is gone.
    const fresh = (await publishTestReview(t, named, { placeId: tree.district })).id as string;
    const after = JSON.stringify((await readAllSitemaps()).urls);
    expect(after).toContain(fresh);
    expect(after).not.toContain(ids.named!);
    await setReviewStatus(t.database.db, ids.named!, 'published');
  });
});

async function placeDetails(placeId: string, lang: Locale) {
  const response = await t.request('/api/v1/places/details', { method: 'POST', json: { placeId, lang } });
  expect(response.status).toBe(200);
  return (await readJson(response)).place as AnyJson;
}

async function fetchCard(path: string) {
  const response = await t.request(path, { redirect: 'manual' });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('share cards', () => {
  it('draw a real 1200×630 PNG of a place, in each language, from the words its page shows', async () => {
    for (const lang of LOCALES) {
      const place = await placeDetails(tree.building, lang);
      const path = shareCardPath({
        kind: 'place',
        id: tree.building,
        lang,
        name: place.name,
        context: place.context,
        score: place.overallScore,
        reviewCount: place.reviewCount,
      });
      const { response, bytes } = await fetchCard(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

      const subject = await loadShareCardSubject(t.database.db, 'place', tree.building, lang);
      const texts = Object.fromEntries(
        composeShareCard(subject!).texts.map((text) => [text.role, text.text]),
      );
      const translate = translatorFor(lang);
      expect(texts).toEqual({
        brand: 'SofaScout',
        label: translate('places.kind.building'),
        name: place.name,
        context: place.context,
        score: new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          Math.round(place.overallScore * 10) / 10,
        ),
        count: translate('shareCard.reviewCount', { count: place.reviewCount }),
      });
    }
  });

  it('show nothing of an anonymous review that its page does not show a stranger', async () => {
    const page = await readJson(await t.request(`/api/v1/reviews/${ids.nameless}?lang=ru`));
    expect(page.author).toBeNull();
    const subject = await loadShareCardSubject(t.database.db, 'review', ids.nameless!, 'ru');
    const model = composeShareCard(subject!);
    expect(model.texts.map((text) => text.text)).toEqual([
      'SofaScout',
      translatorFor('ru')('shareCard.review'),
      page.place.name,
      new Intl.NumberFormat('ru', { minimumFractionDigits: 1 }).format(page.overallRating),
    ]);
    const path = shareCardPath({ ...subject!, context: null, reviewCount: null });
    const { response, bytes } = await fetchCard(path);
    expect(response.status).toBe(200);
    expect((await sharp(bytes).metadata()).width).toBe(1200);
  });

  it('move to a new address when the score changes; the old one leads to the new card', async () => {
    const subjectBefore = (await loadShareCardSubject(t.database.db, 'place', tree.city, 'en'))!;
    const before = shareCardPath(subjectBefore);
    await publishTestReview(t, named, { placeId: tree.city, aspects: { general: { rating: 1 } } });
    const after = shareCardPath((await loadShareCardSubject(t.database.db, 'place', tree.city, 'en'))!);
    expect(after).not.toBe(before);
    const { response } = await fetchCard(before);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(after);
  });

  it('refuse unknown and private ids and anything but an id and a language with 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/share/review/${unknown}/en/x.png`,
      `/share/place/${unknown}/en/x.png`,
      `/share/review/${ids.held}/en/x.png`,
      `/share/review/${ids.scheduled}/en/x.png`,
      `/share/review/${ids.deleted}/en/x.png`,
      `/share/place/${hiddenTree.building}/en/x.png`,
      `/share/review/${ids.named}/fr/x.png`,
      `/share/user/${named.id}/en/x.png`,
      `/share/review/not-an-id/en/x.png`,
    ]) {
      const { response } = await fetchCard(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the installable app', () => {
  it('has a manifest per language whose start is that language, with icons that are real PNGs', async () => {
    for (const lang of LOCALES) {
      const response = await t.request(`/manifest.${lang}.webmanifest`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = await readJson(response);
      expect(manifest).toMatchObject({
        id: '/',
        name: 'SofaScout',
        short_name: 'SofaScout',
        start_url: `/${lang}`,
        scope: '/',
        display: 'standalone',
        lang,
      });
      expect(manifest.description).toBe(translatorFor(lang)('app.tagline'));
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      const purposes = manifest.icons.map((icon: AnyJson) => `${icon.sizes} ${icon.purpose}`);
      expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const png = Buffer.from(await (await t.request(icon.src)).arrayBuffer());
        const meta = await sharp(png).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
        expect(meta.format).toBe('png');
      }
    }
    const touch = await sharp(
      Buffer.from(await (await t.request('/apple-touch-icon.png')).arrayBuffer()),
    ).metadata();
    expect([touch.width, touch.height, touch.hasAlpha && touch.channels === 4]).toEqual([180, 180, false]);
  });
});
