import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * A street typed in one script is the street the city already knows (issue 29 item 2): a new house
 * on Ilia Chavchavadze Avenue typed in Russian, Georgian or informal Latin gets that avenue's names
 * in every language and its key, never a letter-by-letter transliteration of what was typed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
});

const create = async (address: string, lang: string) => {
  const response = await t.request('/api/v1/places/details/for-reviews', {
    method: 'POST',
    // Beside 12 Ilia Chavchavadze Avenue (41.7101, 44.77), far enough to be another house.
    json: { address, lat: 41.7092, lng: 44.7655, buildingType: 'apartments', pointConfirmed: true, lang },
  });
  expect(response.status).toBe(200);
  return (await readJson(response)) as AnyJson;
};

const namesOf = async (id: string) =>
  Object.fromEntries(
    await Promise.all(
      ['en', 'ru', 'ka'].map(async (lang) => {
        const response = await t.request('/api/v1/places/details/for-reviews', {
          method: 'POST',
          json: { placeId: id, lang },
        });
        return [lang, ((await readJson(response)) as AnyJson).place.name];
      }),
    ),
  );

describe('a new building on a street the city knows', () => {
  it('takes the street’s names in every language when typed in Russian', async () => {
    const created = await create('Чавчавадзе 64', 'ru');
    expect(created.created).toBe(true);
    expect(await namesOf(created.place.id)).toEqual({
      en: '64 Ilia Chavchavadze Avenue',
      ru: 'проспект Ильи Чавчавадзе, 64',
      ka: 'ილია ჭავჭავაძის გამზირი 64',
    });
  });

  it('is the same building typed in Georgian or informal Latin', async () => {
    const [first] = [await create('Чавчавадзе 64', 'ru')];
    const georgian = await create('ჭავჭავაძის 64', 'ka');
    const informal = await create('Tchavtchavadze 64', 'en');
    expect(georgian.created).toBe(false);
    expect(informal.created).toBe(false);
    expect(georgian.place.id).toBe(first.place.id);
    expect(informal.place.id).toBe(first.place.id);
  });

  it('keeps a street nobody knows as typed, transliterated', async () => {
    const created = await create('Важа-Пшавела 45', 'ru');
    expect(created.created).toBe(true);
    const names = await namesOf(created.place.id);
    expect(names.ru).toBe('Важа-Пшавела 45');
  });
});
