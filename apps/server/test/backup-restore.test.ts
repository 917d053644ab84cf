import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { places, reviews } from '../src/db/schema.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { createTestUser, type TestUser } from '../src/testing/factories.ts';
import { hasWebBuild, readJson, startTestApp, type TestApp, webBuild } from '../src/testing/index.ts';
import { createScratchDatabase, missingServices, type ScratchDatabase } from './support/shared-services.ts';

/**
 * The backup procedure of docs/scaling.md, run for real: pg_dump a seeded database, pg_restore it
 * into a fresh one, start the app on the copy and get the same answers (sessions included).
 */
const run = promisify(execFile);
/** The built web app, when a build exists (the second `npm test` pass of CI has one): pages too. */
const webEnv = { WEB_BUILD_DIR: webBuild };
const scripts = path.resolve(import.meta.dirname, '../../../scripts');
const skipReason = await missingServices();

describe.skipIf(skipReason)(`backup and restore${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let source: ScratchDatabase;
  let restored: ScratchDatabase;
  let folder: string;
  let original: TestApp;
  let copy: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    [source, restored, folder] = await Promise.all([
      createScratchDatabase(),
      createScratchDatabase({ migrate: false }),
      fs.mkdtemp(path.join(os.tmpdir(), 'scale-backup-')),
    ]);
    const seeding = await openDatabase({ url: source.url, poolSize: 2 });
    await seedDemoDataIfEmpty(seeding.db);
    user = await createTestUser(seeding.db);
    await seeding.close();
    original = await startTestApp({ databaseUrl: source.url, withWeb: hasWebBuild, env: webEnv });
  });
  afterAll(async () => {
    await Promise.all([original?.close(), copy?.close()]);
    await Promise.all([source?.drop(), restored?.drop()]);
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('a pg_dump restored into a fresh database serves the same answers', async () => {
    const db = original.database.db;
    const [building] = await db.select().from(places).where(eq(places.kind, 'building')).limit(1);
    const [city] = await db.select().from(places).where(eq(places.id, building!.cityId!));
    const [review] = await db.select().from(reviews).orderBy(desc(reviews.createdAt)).limit(1);
    expect(review).toBeDefined();
    const paths = [
      '/api/v1/reviews/latest?lang=en&limit=20',
      '/api/v1/reviews/latest?lang=ka&limit=20',
      `/api/v1/reviews?placeId=${city!.id}&lang=ru&limit=20`,
      `/api/v1/reviews/stats?placeId=${building!.id}&lang=en`,
      `/api/v1/reviews/${review!.id}?lang=en`,
      `/api/v1/places/suggestions?q=${encodeURIComponent(city!.nameEn.slice(0, 4))}&lang=en`,
      `/api/v1/ai-summary?placeId=${building!.id}&lang=en`,
      '/api/v1/auth/current',
    ];
    const answers = async (app: TestApp) =>
      Promise.all(
        paths.map(async (p) => {
          const response = await app.request(p, { headers: user.auth });
          expect(response.status, `${p}: ${await response.clone().text()}`).toBe(200);
          return readJson(response);
        }),
      );
    const before = await answers(original);

    // The procedure of docs/scaling.md, with its scripts.
    const file = path.join(folder, 'sofascout.dump');
    await run(path.join(scripts, 'db-backup.sh'), [source.url, file]);
    await run(path.join(scripts, 'db-restore.sh'), [file, restored.url]);
    // Restoring twice into the same database is refused rather than mixed.
    await expect(run(path.join(scripts, 'db-restore.sh'), [file, restored.url])).rejects.toThrow(/not empty/);

    // The restored copy carries its migration journal: starting on it migrates nothing.
    const check = await openDatabase({ url: restored.url, poolSize: 1 });
    await check.migrate();
    await check.close();
    copy = await startTestApp({ databaseUrl: restored.url, withWeb: hasWebBuild, env: webEnv });
    expect(await answers(copy)).toEqual(before);

    if (!hasWebBuild) return;
    // The same server-rendered pages, in each language (the per-request CSP nonce aside).
    const pages = [
      '/en',
      `/ru/reviews?placeId=${city!.id}`,
      `/ka/reviews?placeId=${building!.id}`,
      `/en/reviews/${review!.id}`,
    ];
    const render = async (app: TestApp) =>
      Promise.all(
        pages.map(async (page) => {
          const response = await app.request(page, {
            headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
          });
          expect(response.status, page).toBe(200);
          // What a reader sees: the text outside scripts. Streaming may place chunks in another order
          // from one render to the next, so the words are compared as a sorted list.
          return (await response.text())
            .replace(/<script[\s\S]*?<\/script>/g, ' ')
            .replace(/<[^>]+>/g, ' ')
            .split(/\s+/)
            .filter(Boolean)
            .sort()
            .join(' ');
        }),
      );
    const [pagesBefore, pagesAfter] = await Promise.all([render(original), render(copy)]);
    for (const [index, page] of pages.entries()) {
      expect(pagesAfter[index], page).toBe(pagesBefore[index]);
      expect(pagesAfter[index]!.length, page).toBeGreaterThan(500);
    }
  });
});
