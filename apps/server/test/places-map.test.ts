import { PLACE_LIMITS } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlacesInArea } from '../src/features/places/find-places-in-area.ts';
import { queryRows } from '../src/features/places/place-queries.ts';
import { uuidv7 } from '../src/lib/uuid.ts';
import { createPlaceTree, type TestPlaceTree } from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/** Issue 14 item 6: GET /places/in-area, the reviewed buildings a close map or an area page shows. */

/** A made-up town far from any other test data, so boxes see only what this file creates. */
const AT = { lat: 10, lng: 20 };

let t: TestApp;
let tree: TestPlaceTree;
let otherTree: TestPlaceTree;
const ids: Record<string, string> = {};

async function addBuilding(key: string, at: { lat: number; lng: number }, reviews: number, parent = tree) {
  const id = uuidv7();
  ids[key] = id;
  await t.database.db.execute(sql`
    insert into places (id, kind, parent_id, city_id, district_id, name_en, name_ru, name_ka, search_text,
                        normalized_address, lat, lng, review_count)
    values (${id}::uuid, 'building', ${parent.district}::uuid, ${parent.city}::uuid, ${parent.district}::uuid,
            ${`${key} Street 1`}, ${`улица ${key}, 1`}, ${`${key} ქუჩა 1`}, ${key}, ${key},
            ${at.lat}, ${at.lng}, ${reviews})`);
}

beforeAll(async () => {
  t = await startTestApp();
  tree = await createPlaceTree(t.database.db, AT);
  otherTree = await createPlaceTree(t.database.db, { lat: AT.lat + 0.5, lng: AT.lng + 0.5 });
  await t.database.db.execute(sql`update places set review_count = 1 where id = ${tree.building}::uuid`);
  await addBuilding('popular', { lat: AT.lat + 0.01, lng: AT.lng + 0.01 }, 9);
  await addBuilding('quiet', { lat: AT.lat - 0.01, lng: AT.lng - 0.01 }, 2);
  await addBuilding('unreviewed', { lat: AT.lat, lng: AT.lng + 0.005 }, 0);
  // Inside the circle around the test box but outside the box itself (near its corner).
  await addBuilding('corner', { lat: AT.lat + 0.049, lng: AT.lng + 0.0505 }, 4);
  await addBuilding('elsewhere', { lat: AT.lat + 0.5, lng: AT.lng + 0.5 }, 5, otherTree);
});
afterAll(async () => {
  await t?.close();
});

const get = async (query: string) => {
  const response = await t.request(`/api/v1/places/in-area?${query}`);
  return { status: response.status, body: await readJson(response) };
};
const box = (west: number, south: number, east: number, north: number) => `${west},${south},${east},${north}`;
const testBox = box(AT.lng - 0.05, AT.lat - 0.05, AT.lng + 0.05, AT.lat + 0.05);

describe('GET /places/in-area', () => {
  it('lists the reviewed buildings inside a box, most reviewed first, in the requested language', async () => {
    const { status, body } = await get(`bbox=${testBox}&lang=ru`);
    expect(status).toBe(200);
    expect(body.truncated).toBe(false);
    expect(body.items.map((p: AnyJson) => p.id)).toEqual([ids.popular, ids.quiet, tree.building]);
    expect(body.items[0]).toMatchObject({
      kind: 'building',
      name: 'улица popular, 1',
      reviewCount: 9,
      location: { lat: AT.lat + 0.01, lng: AT.lng + 0.01 },
      distanceM: null,
    });
    expect(body.items[0].context).toMatch(/^Район \d+, Город \d+$/);
    // The box's exact edge counts: the building just outside its corner is not in it.
    const wider = await get(`bbox=${box(AT.lng - 0.05, AT.lat - 0.05, AT.lng + 0.051, AT.lat + 0.05)}`);
    expect(wider.body.items.map((p: AnyJson) => p.id)).toContain(ids.corner);
  });

  it('caps the count and says so', async () => {
    const { body } = await get(`bbox=${testBox}&limit=2`);
    expect(body.items).toHaveLength(2);
    expect(body.truncated).toBe(true);
  });

  it('lists the reviewed buildings of a city or a district', async () => {
    const city = await get(`within=${tree.city}&lang=en`);
    expect(city.status).toBe(200);
    expect(new Set(city.body.items.map((p: AnyJson) => p.id))).toEqual(
      new Set([ids.popular, ids.quiet, ids.corner, tree.building]),
    );
    const district = await get(`within=${otherTree.district}`);
    expect(district.body.items.map((p: AnyJson) => p.id)).toEqual([ids.elsewhere]);
  });

  it('answers 404 for an unknown area and 400 for a building', async () => {
    const unknown = await get('within=01900000-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PLACE_NOT_FOUND');
    const building = await get(`within=${tree.building}`);
    expect(building.status).toBe(400);
    expect(building.body.details.map((d: AnyJson) => d.field)).toEqual(['within']);
  });

  it.each([
    '',
    'bbox=x',
    'bbox=1,2,3',
    'bbox=1,2,3,4,5',
    'bbox=20,10,,10.5',
    'bbox=20.5,10,20,10.5',
    'bbox=20,10.5,20.5,10',
    'bbox=190,10,190.5,10.5',
    'bbox=20,95,20.5,96',
    `bbox=20,10,${20 + PLACE_LIMITS.areaSpanMaxDeg + 0.1},10.5`,
    `bbox=${'1'.repeat(200)}`,
    `bbox=${testBox}&within=${'01900000-0000-7000-8000-000000000000'}`,
    'within=not-a-uuid',
    `bbox=${testBox}&limit=0`,
    `bbox=${testBox}&limit=${PLACE_LIMITS.areaMax + 1}`,
    `bbox=${testBox}&lang=de`,
  ])('rejects %s with the error envelope', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.length).toBeGreaterThan(0);
  });

  it('reads the partial indexes of reviewed places, not every building', async () => {
    const db = t.database.db;
    const plans: string[] = [];
    // Each query runs twice: once explained (the plan is kept), once for real.
    const explaining = {
      execute: async (query: SQL) => {
        const plan = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
        plans.push(plan.map((row) => Object.values(row)[0]).join('\n'));
        return db.execute(query);
      },
    } as unknown as typeof db;
    // A city full of imported, unreviewed buildings (as after an OpenStreetMap import).
    await db.execute(sql`
      insert into places (id, kind, parent_id, city_id, district_id, name_en, name_ru, name_ka, search_text,
                          normalized_address, lat, lng)
      select gen_random_uuid(), 'building', ${tree.district}::uuid, ${tree.city}::uuid, ${tree.district}::uuid,
             'Imported ' || n, 'Imported ' || n, 'Imported ' || n, 'imported ' || n, 'imported ' || n,
             ${AT.lat} + (n % 100) * 0.0005, ${AT.lng} + (n / 100) * 0.0005
      from generate_series(1, 5000) as n`);
    await db.execute(sql`analyze places`);
    await db.execute(sql`set enable_seqscan = off`);
    try {
      await findPlacesInArea(explaining, {
        bbox: { west: AT.lng - 0.05, south: AT.lat - 0.05, east: AT.lng + 0.05, north: AT.lat + 0.05 },
        lang: 'en',
        limit: 10,
      });
      expect(plans[0]).toContain('places_mapped_location_gist');
      plans.length = 0;
      await findPlacesInArea(explaining, { within: tree.city, lang: 'en', limit: 10 });
      expect(plans[1]).toContain('places_mapped_buildings_city_idx');
      plans.length = 0;
      await findPlacesInArea(explaining, { within: tree.district, lang: 'en', limit: 10 });
      expect(plans[1]).toContain('places_mapped_buildings_district_idx');
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});
