import { type APIRequestContext, expect, test } from '@playwright/test';
import { LOCALES, translators } from './support.ts';

/**
 * Issue 36: a shared review or place link shows a card (og:image that loads: a 1200×630 PNG, with
 * twitter:card summary_large_image), and the app installs from every language (a valid manifest,
 * its icons real PNGs of their sizes, the apple-touch-icon). Sitemaps are named by robots.txt.
 */

/** The width and height a PNG's header (IHDR) declares. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function loadPng(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return pngSize(await response.body());
}

for (const locale of LOCALES) {
  const t = translators[locale];

  test(`a review's and a place's shared link carry a card that loads (${locale})`, async ({
    page,
    request,
  }) => {
    const latest = await (await request.get(`/api/v1/reviews/latest?limit=1&lang=${locale}`)).json();
    const review = latest.items[0];
    expect(review).toBeDefined();

    await page.goto(`/${locale}/reviews/${review.id}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`/share/review/${review.id}/${locale}/[0-9a-z]+\\.png$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      t('shareCard.reviewAlt', { name: review.place.name }),
    );
    // The card is served by this server whatever PUBLIC_URL says: asked for by its path.
    expect(await loadPng(request, new URL(image!).pathname)).toEqual({ width: 1200, height: 630 });

    await page.goto(`/${locale}/reviews?placeId=${review.place.id}`);
    const placeImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(placeImage).toMatch(new RegExp(`/share/place/${review.place.id}/${locale}/[0-9a-z]+\\.png$`));
    expect(await loadPng(request, new URL(placeImage!).pathname)).toEqual({ width: 1200, height: 630 });
    // The page's canonical and language links keep the place (they named the empty places page).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${locale}/reviews\\?placeId=${review.place.id}$`),
    );
  });

  test(`the app installs from the ${locale} pages: manifest, icons, theme colours`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest.${locale}.webmanifest`);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    // What Chrome's installability check asks of a manifest.
    expect(manifest).toMatchObject({
      name: t('app.name'),
      short_name: t('app.shortName'),
      start_url: `/${locale}`,
      display: 'standalone',
    });
    expect(new URL(manifest.start_url, 'http://x').pathname.startsWith(manifest.scope)).toBe(true);
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const size = await loadPng(request, icon.src);
      expect(`${size.width}x${size.height}`).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...sizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const touchHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await loadPng(request, touchHref!)).toEqual({ width: 180, height: 180 });
  });
}

test('robots.txt names the sitemap index, whose files list the reviews', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemap).toMatch(/\/sitemap\.xml$/);
  const index = await (await request.get(new URL(sitemap!).pathname)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files.some((file) => file.startsWith('/sitemaps/reviews-'))).toBe(true);
  const latest = await (await request.get('/api/v1/reviews/latest?limit=1&lang=en')).json();
  const reviewFiles = await Promise.all(
    files.filter((f) => f.startsWith('/sitemaps/reviews-')).map(async (f) => (await request.get(f)).text()),
  );
  expect(reviewFiles.join('')).toContain(`/en/reviews/${latest.items[0].id}</loc>`);
});
