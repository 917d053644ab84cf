import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pointsForReview } from '@app/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema.ts';
import { getScore } from '../src/features/points/sync-points.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
  uploadTestPhoto,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-photos-'));
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, DATA_DIR: dataDir } });
  tree = await createPlaceTree(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A real JPEG carrying GPS coordinates in its EXIF, as a phone camera writes them. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 42/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 47/1 0/1',
      },
    })
    .toBuffer();
}

const upload = (user: TestUser, file: Buffer, name = 'photo.jpg', fields: Record<string, string> = {}) =>
  uploadTestPhoto(t, user, { file, name, fields });

describe('POST /photos/upload', () => {
  it('re-encodes to WebP sizes and strips EXIF and GPS from every stored file', async () => {
    const user = await createTestUser(t.database.db);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(user, original);
    expect(response.status).toBe(201);
    const photo = await readJson(response);
    expect(photo).toMatchObject({ width: 1200, height: 900 });
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    for (const variant of photo.variants) {
      const served = await t.request(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('checks the content, not the name: a text file called .jpg is refused', async () => {
    const user = await createTestUser(t.database.db);
    const response = await upload(user, Buffer.from('definitely not an image'), 'evil.jpg');
    expect(response.status).toBe(415);
    expect(await readJson(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const gif = await upload(user, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.png');
    expect(gif.status).toBe(415);
  });

  it("answers 'File too large' for an oversized file and for a decompression bomb", async () => {
    const user = await createTestUser(t.database.db);
    const big = await upload(user, Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(await readJson(big)).toMatchObject({ message: 'File too large' });
    // 8000 × 8000 pixels of one colour compress to a tiny PNG but exceed the 50-megapixel decode cap.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(user, bomb, 'bomb.png');
    expect(response.status).toBe(413);
    expect(await readJson(response)).toMatchObject({ message: 'File too large' });
  });

  it("takes a place's photo for a place that exists, and answers PLACE_NOT_FOUND for one that does not", async () => {
    const user = await createTestUser(t.database.db);
    const missing = await upload(user, await jpegWithGps(), 'a.jpg', {
      placeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'Place not found' });
    expect((await upload(user, await jpegWithGps(), 'a.jpg', { placeId: tree.city })).status).toBe(201);
  });

  it('needs a signed-in user and a file', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await jpegWithGps())]), 'a.jpg');
    expect((await t.request('/api/v1/photos/upload', { method: 'POST', body: form })).status).toBe(401);
    const user = await createTestUser(t.database.db);
    const empty = new FormData();
    empty.append('placeId', tree.city);
    expect(
      (await t.request('/api/v1/photos/upload', { method: 'POST', body: empty, headers: user.auth })).status,
    ).toBe(400);
    const json = await t.request('/api/v1/photos/upload', {
      method: 'POST',
      json: { file: 'x' },
      headers: user.auth,
    });
    expect(json.status).toBe(415);
    expect((await upload(user, await jpegWithGps(), 'a.jpg', { reviewId: 'nope' })).status).toBe(400);
  });

  it('attaches own uploads to a review, refuses someone else’s, and removes files with the review', async () => {
    const author = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const mine = await readJson(await upload(author, await jpegWithGps()));
    const theirs = await readJson(await upload(other, await jpegWithGps()));
    const stolen = await postTestReview(t, author, { placeId: tree.apartment, photoIds: [theirs.id] });
    expect(stolen.status).toBe(400);
    const review = await publishTestReview(t, author, { placeId: tree.apartment, photoIds: [mine.id] });
    expect(review.photos.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect(review.points).toBe(10 + 1 + 2);

    const files = review.photos[0].variants.map((v: { url: string }) =>
      path.join(dataDir, 'media', v.url.replace(/^\/media\//, '')),
    );
    for (const file of files) await expect(fs.stat(file)).resolves.toBeTruthy();
    expect(
      (await t.request(`/api/v1/reviews/${review.id}`, { method: 'DELETE', headers: author.auth })).status,
    ).toBe(204);
    for (const file of files) await expect(fs.stat(file)).rejects.toThrow();

    const foreign = await upload(other, await jpegWithGps(), 'a.jpg', { reviewId: review.id });
    expect(foreign.status).toBe(404);
  });
  it('adds a photo straight onto the author’s own review and pays for it in the ledger at once', async () => {
    const author = await createTestUser(t.database.db);
    const review = await publishTestReview(t, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 4, comment: 'Bright rooms' } },
    });
    const worth = (photoCount: number) =>
      pointsForReview({ aspectsRated: 1, aspectsCommented: 1, photos: photoCount, sharesRent: false });
    expect(await getScore(t.database.db, author.id)).toBe(worth(0));
    const added = await upload(author, await jpegWithGps(), 'a.jpg', { reviewId: review.id });
    expect(added.status).toBe(201);
    const photo = await readJson(added);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({ reviewId: review.id, placeId: tree.apartment });
    // The review shows the richer worth and the author's score (the ledger) says the same.
    const shown = await readJson(await t.request(`/api/v1/reviews/${review.id}`));
    expect(shown.points).toBe(worth(1));
    expect(await getScore(t.database.db, author.id)).toBe(worth(1));
    const current = await readJson(await t.request('/api/v1/auth/current', { headers: author.auth }));
    expect(current.user.score).toBe(worth(1));
  });

  it('refuses photos on a locked, a hidden or a removed review, and on someone else’s', async () => {
    const author = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const moderator = await createTestUser(t.database.db, { role: 'moderator' });
    const image = await jpegWithGps();
    const addTo = (reviewId: string, who = author) => upload(who, image, 'a.jpg', { reviewId });

    const locked = await publishTestReview(t, author, { placeId: tree.apartment });
    const lock = await t.request(`/api/v1/reviews/${locked.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { locked: true },
    });
    expect(lock.status).toBe(200);
    const scoreBefore = await getScore(t.database.db, author.id);
    const refusedLocked = await addTo(locked.id);
    expect(refusedLocked.status).toBe(403);
    expect(await readJson(refusedLocked)).toMatchObject({
      code: 'REVIEW_LOCKED',
      message: 'This review is locked',
    });

    const hidden = await publishTestReview(t, author, { placeId: tree.apartment });
    const decide = (reviewId: string, action: string) =>
      t.request(`/api/v1/moderation/items/review/${reviewId}/decision`, {
        method: 'POST',
        headers: moderator.auth,
        json: { action, reason: 'spam' },
      });
    expect((await decide(hidden.id, 'hide')).status).toBe(200);
    const refusedHidden = await addTo(hidden.id);
    expect(refusedHidden.status).toBe(403);
    expect((await readJson(refusedHidden)).code).toBe('FORBIDDEN');

    const removed = await publishTestReview(t, author, { placeId: tree.apartment });
    expect((await decide(removed.id, 'remove')).status).toBe(200);
    expect((await addTo(removed.id)).status).toBe(404);

    const open = await publishTestReview(t, author, { placeId: tree.apartment });
    const foreign = await addTo(open.id, other);
    expect(foreign.status).toBe(403);

    // Nothing was stored and nobody was paid for the refused uploads.
    const attached = await t.database.db.select().from(photos).where(eq(photos.ownerId, author.id));
    expect(attached).toEqual([]);
    expect(await t.database.db.select().from(photos).where(eq(photos.ownerId, other.id))).toEqual([]);
    expect(await getScore(t.database.db, author.id)).toBe(
      scoreBefore + pointsForReview({ aspectsRated: 1, aspectsCommented: 0, photos: 0, sharesRent: false }),
    );
  });
});
