import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { signUpThroughMail } from './support/sign-up.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-users-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
async function newUser() {
  const body = await signUpThroughMail(t, {
    email: `user${++counter}-${Date.now()}@example.com`,
    name: 'Lasha',
  });
  return { id: body.user.id as string, headers: { authorization: `Bearer ${body.token}` } };
}

function upload(
  userId: string,
  headers: Record<string, string>,
  bytes: Buffer,
  name: string,
  type: string,
  app: TestApp = t,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${app.url}/api/v1/users/${userId}/avatar`, { method: 'PUT', headers, body: form });
}

describe('PATCH /users/{id}', () => {
  it('changes one’s own name and language', async () => {
    const me = await newUser();
    const response = await t.request(`/api/v1/users/${me.id}`, {
      method: 'PATCH',
      headers: me.headers,
      json: { name: '  Tamar  ', language: 'ka' },
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).user).toMatchObject({ id: me.id, name: 'Tamar', language: 'ka' });
  });

  it('answers 403 for someone else’s id, whatever the token, and 401 without one', async () => {
    const me = await newUser();
    const other = await newUser();
    const response = await t.request(`/api/v1/users/${other.id}`, {
      method: 'PATCH',
      headers: me.headers,
      json: { name: 'Hacker' },
    });
    expect(response.status).toBe(403);
    for (const [method, suffix] of [
      ['GET', '/settings'],
      ['PUT', '/settings'],
      ['DELETE', '/avatar'],
    ] as const) {
      const answer = await t.request(`/api/v1/users/${other.id}${suffix}`, {
        method,
        headers: me.headers,
        ...(method === 'PUT'
          ? { json: { name: 'X', language: 'en', mapsLanguage: 'en', timezone: 'UTC' } }
          : {}),
      });
      expect(answer.status, `${method} ${suffix}`).toBe(403);
    }
    const noToken = await t.request(`/api/v1/users/${me.id}`, { method: 'PATCH', json: { name: 'X' } });
    expect(noToken.status).toBe(401);
  });

  it('refuses malformed bodies and ids', async () => {
    const me = await newUser();
    for (const json of [{}, { language: 'fr' }, { name: '' }, { name: 'x'.repeat(61) }]) {
      const response = await t.request(`/api/v1/users/${me.id}`, {
        method: 'PATCH',
        headers: me.headers,
        json,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    const badId = await t.request('/api/v1/users/not-a-uuid', {
      method: 'PATCH',
      headers: me.headers,
      json: { name: 'A' },
    });
    expect(badId.status).toBe(400);
  });
});

describe('settings', () => {
  it('reads and saves display name, language, maps language and time zone', async () => {
    const me = await newUser();
    const initial = await readJson(
      await t.request(`/api/v1/users/${me.id}/settings`, { headers: me.headers }),
    );
    expect(initial).toEqual({
      settings: { name: 'Lasha', language: 'en', mapsLanguage: 'en', timezone: 'UTC' },
      avatarUrl: null,
    });
    const settings = { name: 'Lasha B.', language: 'ru', mapsLanguage: 'ka', timezone: 'Asia/Tbilisi' };
    const saved = await t.request(`/api/v1/users/${me.id}/settings`, {
      method: 'PUT',
      headers: me.headers,
      json: settings,
    });
    expect(saved.status).toBe(200);
    expect((await readJson(saved)).user).toMatchObject(settings);
    const again = await readJson(await t.request(`/api/v1/users/${me.id}/settings`, { headers: me.headers }));
    expect(again.settings).toEqual(settings);
  });

  it('refuses an unknown time zone', async () => {
    const me = await newUser();
    const response = await t.request(`/api/v1/users/${me.id}/settings`, {
      method: 'PUT',
      headers: me.headers,
      json: { name: 'A', language: 'en', mapsLanguage: 'en', timezone: 'Mars/Olympus' },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).details[0]).toMatchObject({ field: 'timezone' });
  });
});

describe('avatar', () => {
  it('limits avatar uploads per account (each one is decoded and re-encoded), counting no refused request', async () => {
    const strict = await startTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '0.1' } });
    try {
      const me = await createTestUser(strict.database.db);
      const other = await createTestUser(strict.database.db);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const statuses: number[] = [];
      // Someone else's avatar is refused (403) before the caller's limit counts it (issue 32)…
      for (let i = 0; i < 3; i++) {
        statuses.push((await upload(other.id, me.auth, png, 'me.png', 'image/png', strict)).status);
      }
      // …so both uploads an hour (at this scale) are still the caller's.
      for (let i = 0; i < 3; i++) {
        statuses.push((await upload(me.id, me.auth, png, 'me.png', 'image/png', strict)).status);
      }
      expect(statuses).toEqual([403, 403, 403, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('re-encodes to WebP, strips EXIF (GPS included), serves it with long caching, and deletes it', async () => {
    const me = await newUser();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 43/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(me.id, me.headers, photo, 'me.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { user } = await readJson(response);
    expect(user.avatarUrl).toMatch(new RegExp(`^/media/avatars/${me.id}/[0-9a-f]{16}-256\\.webp$`));

    const served = await fetch(`${t.url}${user.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const stored = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret camera'))).toBe(false);

    // A new upload replaces the old files.
    const second = await readJson(await upload(me.id, me.headers, photo, 'me.jpg', 'image/jpeg'));
    expect(second.user.avatarUrl).not.toBe(user.avatarUrl);
    expect((await fetch(`${t.url}${user.avatarUrl}`)).status).toBe(404);

    const removed = await t.request(`/api/v1/users/${me.id}/avatar`, {
      method: 'DELETE',
      headers: me.headers,
    });
    expect((await readJson(removed)).user.avatarUrl).toBeNull();
    expect((await fetch(`${t.url}${second.user.avatarUrl}`)).status).toBe(404);
  });

  it('leaves only the last avatar in storage when several uploads replace it at once', async () => {
    const me = await newUser();
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a84' } })
      .jpeg()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => upload(me.id, me.headers, photo, 'me.jpg', 'image/jpeg')),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const current = await readJson(await t.request('/api/v1/auth/current', { headers: me.headers }));
    const base = /\/([0-9a-f]{16})-256\.webp$/.exec(current.user.avatarUrl)![1];
    const files = await fs.readdir(path.join(dataDir, 'media', 'avatars', me.id));
    expect(files.length).toBeGreaterThan(0);
    // Every file left is a size of the current avatar: none of the replaced ones stays public.
    for (const file of files) expect(file.startsWith(`${base}-`), file).toBe(true);
  });

  it('refuses a text file named .jpg (the bytes decide, not the name or the declared type)', async () => {
    const me = await newUser();
    const response = await upload(
      me.id,
      me.headers,
      Buffer.from('hello, I am not a picture'),
      'cat.jpg',
      'image/jpeg',
    );
    expect(response.status).toBe(415);
    expect(await readJson(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a truncated image and an oversized file with the spec’s text', async () => {
    const me = await newUser();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const broken = await upload(me.id, me.headers, png.subarray(0, 40), 'a.png', 'image/png');
    expect(broken.status).toBe(400);
    const huge = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await upload(me.id, me.headers, huge, 'big.png', 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(await readJson(tooLarge)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large' });
  });

  it('refuses a decompression bomb', async () => {
    const me = await newUser();
    // 10 000 × 10 000 px of one colour: a few kilobytes compressed, 400 MB decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(me.id, me.headers, bomb, 'bomb.png', 'image/png');
    expect([400, 413]).toContain(response.status);
  });

  it('needs a registered account: anonymous users get 403', async () => {
    const anonymous = await readJson(await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }));
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await upload(
      anonymous.user.id,
      { authorization: `Bearer ${anonymous.token}` },
      png,
      'a.png',
      'image/png',
    );
    expect(response.status).toBe(403);
  });
});
