import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema.ts';
import { signS3Request } from '../src/lib/storage.ts';
import { cspOrigins, pageCsp } from '../src/plugins/security-headers.ts';
import {
  createPlaceTree,
  createTestImage,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestUser,
  uploadTestPhoto,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { startTestS3Server, type TestS3Server } from './support/s3-server.ts';

const credentials = {
  bucket: 'sofascout-media',
  region: 'eu-central-1',
  accessKeyId: 'AKIATESTMEDIA',
  secretAccessKey: 'test/secret+key/for-media-uploads',
};

function s3Env(s3: TestS3Server, overrides: Record<string, string> = {}) {
  return {
    ...FAST_CAPTCHA_ENV,
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_REGION: credentials.region,
    S3_BUCKET: credentials.bucket,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    ...overrides,
  };
}

const upload = async (t: TestApp, user: TestUser) =>
  uploadTestPhoto(t, user, {
    file: await createTestImage({ width: 1000, height: 700 }),
    name: 'kitchen.jpg',
  });

describe('AWS Signature V4', () => {
  it('matches the signature of the example in the S3 documentation', async () => {
    // "GET Object" example of the Amazon S3 API reference (Authenticating Requests: AWS Signature V4),
    // signed as S3MediaStorage signs its requests.
    const client = new AwsClient({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    });
    const request = await signS3Request(client, 'https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: { Range: 'bytes=0-9' },
      datetime: '20130524T000000Z',
    });
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(request.headers.get('x-amz-date')).toBe('20130524T000000Z');
  });
});

describe('S3 media storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server(credentials);
    t = await startTestApp({ env: s3Env(s3) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('puts every size of an uploaded photo in the bucket and deletes them with the review', async () => {
    const author = await createTestUser(t.database.db);
    const response = await upload(t, author);
    expect(response.status, await response.clone().text()).toBe(201);
    const photo = await readJson(response);
    const publicBase = `${s3.url}/${credentials.bucket}/`;
    expect(photo.url.startsWith(publicBase)).toBe(true);
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1000]);

    const keys = photo.variants.map((v: { url: string }) => v.url.slice(publicBase.length));
    expect([...s3.objects.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const object = s3.objects.get(key)!;
      // Keys name nobody (photos of authorless reviews must not point back at the account).
      expect(key).toMatch(/^photos\/[0-9a-f]{32}-\d+\.webp$/);
      expect(key).not.toContain(author.id);
      expect(object.contentType).toBe('image/webp');
      expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
    }
    // The URL the API hands out is where the browser really finds the image.
    const served = await fetch(photo.variants[0].url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Nothing is written locally under /media when the bucket is in use.
    expect((await t.request(`/media/${keys[0]}`)).status).toBe(404);

    const place = await createPlaceTree(t.database.db);
    const review = await publishTestReview(t, author, { placeId: place.apartment, photoIds: [photo.id] });
    expect(review.photos[0].url).toBe(photo.url);
    // A neighbour's comment photo on that review goes with it too.
    const neighbour = await createTestUser(t.database.db);
    const commentPhoto = await readJson(await upload(t, neighbour));
    const commented = await t.request('/api/v1/comments', {
      method: 'POST',
      headers: neighbour.auth,
      json: { reviewId: review.id, text: 'Same kitchen here', photoIds: [commentPhoto.id] },
    });
    expect(commented.status).toBe(201);
    const commentKeys = commentPhoto.variants.map((v: { url: string }) => v.url.slice(publicBase.length));
    expect(s3.objects.size).toBe(keys.length + commentKeys.length);
    const deleted = await t.request(`/api/v1/reviews/${review.id}`, {
      method: 'DELETE',
      headers: author.auth,
    });
    expect(deleted.status).toBe(204);
    expect(s3.objects.size).toBe(0);
    // Each file is deleted once, with a request the bucket accepted.
    const deletes = s3.writes.filter((w) => w.method === 'DELETE');
    expect(deletes.map((w) => w.key).sort()).toEqual([...keys, ...commentKeys].sort());
    expect(deletes.every((w) => w.status === 204)).toBe(true);
  });

  it('lets pages load images from the bucket’s public URL', () => {
    const csp = pageCsp({ nonce: 'n' }, { ...cspOrigins(t.config), isProduction: false });
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: [^;]*${s3.url.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).not.toMatch(new RegExp(`connect-src[^;]*${s3.url.replace(/[.:/]/g, '\\$&')}`));
  });
});

describe('S3 media storage with a wrong secret', () => {
  it('answers 503 Failed to upload photo, keeps no row and leaves nothing in the bucket', async () => {
    const s3 = await startTestS3Server(credentials);
    const t = await startTestApp({ env: s3Env(s3, { S3_SECRET_ACCESS_KEY: 'not-the-secret' }) });
    try {
      const user = await createTestUser(t.database.db);
      const response = await upload(t, user);
      expect(response.status).toBe(503);
      expect(await readJson(response)).toMatchObject({ message: 'Failed to upload photo' });
      expect(s3.writes[0]).toMatchObject({ method: 'PUT', status: 403 });
      expect(s3.objects.size).toBe(0);
      expect(await t.database.db.select().from(photos).where(eq(photos.ownerId, user.id))).toEqual([]);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
