import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed-demo.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Search correctness on the demo data (issue 14 item 4): a typed house number never matches a flat
 * number, and a street nobody knows answers no building of another street.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (q: string, lang: string) => {
  const response = await t.request(
    `/api/v1/places/suggestions?${new URLSearchParams({ q, lang, limit: '10' })}`,
  );
  expect(response.status).toBe(200);
  return (await readJson(response)).items as AnyJson[];
};
const homes = (items: AnyJson[]) =>
  items.filter((item) => item.kind === 'building' || item.kind === 'apartment').map((item) => item.name);

describe('suggestions for a typed address', () => {
  it('never offers a flat whose number is the typed house number of another street', async () => {
    for (const [q, lang] of [
      ['проспект Важа-Пшавела, 45', 'ru'],
      ['Vazha-Pshavela Avenue 45', 'en'],
      ['ვაჟა-ფშაველას გამზირი 45', 'ka'],
      // Pekini Avenue itself has no house 45: its flat 45 is not one.
      ['Pekini Avenue 45', 'en'],
    ] as const) {
      const names = homes(await suggest(q, lang));
      expect(names, q).toEqual([]);
    }
    // The flat is there, and found as what it is.
    expect(homes(await suggest('Pekini Avenue 41', 'en'))).toContain('41 Pekini Avenue, apt. 45');
  });

  it('answers no building for a street it does not know, even with a house number it does', async () => {
    for (const [q, lang] of [
      ['проспект Важа-Пшавела, 41', 'ru'],
      ['Vazha-Pshavela Avenue 41', 'en'],
      ['Nonexistent Street 24', 'en'],
      // A street type alone names no street.
      ['Avenue 41', 'en'],
      ['проспект 41', 'ru'],
    ] as const) {
      expect(homes(await suggest(q, lang)), q).toEqual([]);
    }
  });

  it('still finds a building across scripts and with a typo', async () => {
    for (const [q, lang] of [
      ['проспект Пекина, 41', 'ru'],
      ['პეკინის გამზირი 41', 'ka'],
      ['Pekini 41', 'ru'],
      ['Pekinii Avenue 41', 'en'],
      ['Пекина 41', 'en'],
    ] as const) {
      const items = await suggest(q, lang);
      expect(items[0], q).toMatchObject({ kind: 'building' });
      expect(items[0].id, q).toBe((await suggest('41 Pekini Avenue', 'en'))[0].id);
    }
  });
});
