import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createPlaceTree } from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { createScratchDatabase, missingServices, type ScratchDatabase } from './support/shared-services.ts';

it('refuses a read replica without a primary PostgreSQL', () => {
  expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://127.0.0.1/replica' })).toThrow(ConfigError);
  expect(() =>
    loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/p', DATABASE_READ_URL: 'mysql://x' }),
  ).toThrow(/DATABASE_READ_URL/);
});

/**
 * DATABASE_READ_URL (docs/scaling.md): public lists and searches read the replica, everything that
 * must see its own writes reads the primary. The "replica" here is a second database holding a
 * city the primary lacks, so each answer shows where it was read.
 */
const skipReason = await missingServices();

describe.skipIf(skipReason)(`a read replica${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let primary: ScratchDatabase;
  let replica: ScratchDatabase;
  let cityId: string;
  let t: TestApp;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createScratchDatabase(), createScratchDatabase()]);
    const onReplica = await openDatabase({ url: replica.url, poolSize: 1 });
    try {
      cityId = (await createPlaceTree(onReplica.db)).city;
    } finally {
      await onReplica.close();
    }
    t = await startTestApp({ databaseUrl: primary.url, readDatabaseUrl: replica.url });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  it('serves searches and review lists from the replica, place details from the primary', async () => {
    const details = await t.request('/api/v1/places/details', {
      method: 'POST',
      json: { placeId: cityId, lang: 'en' },
    });
    expect(details.status).toBe(404);
    const stats = await t.request(`/api/v1/reviews/stats?placeId=${cityId}&lang=en`);
    expect(stats.status).toBe(200);
    const suggestions = await readJson(
      await t.request('/api/v1/places/suggestions?q=City&lang=en&kinds=city'),
    );
    expect(suggestions.items.map((item: AnyJson) => item.id)).toContain(cityId);
    const reviews = await t.request(`/api/v1/reviews?placeId=${cityId}&lang=en`);
    expect(reviews.status).toBe(200);
    expect(await readJson(reviews)).toMatchObject({ items: [] });
  });

  it('is ready only while both answer', async () => {
    expect((await t.request('/api/v1/ready')).status).toBe(200);
    await replica.drop();
    const ready = await t.request('/api/v1/ready');
    expect(ready.status).toBe(503);
    expect(await readJson(ready)).toEqual({ status: 'unavailable', database: 'down' });
  });
});
