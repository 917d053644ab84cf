import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { createTestUser, FAST_CAPTCHA_ENV, publishTestReview } from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/*
 * Issue "Search like a local", item 3: every typed address has somewhere to go. The search offers
 * a street address nobody has reviewed as typed (`source: 'typed'`), and GET /places/address
 * describes it (city, district when known, the street's and district's scores, reviewed buildings
 * nearby) without creating anything. Demo data: no building on Vazha-Pshavela Avenue, one at
 * 12 Ilia Chavchavadze Avenue (Vake), one at 41 Pekini Avenue.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  expect(await seedDemoDataIfEmpty(t.database.db)).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (q: string, lang: string, extra: Record<string, string> = {}) => {
  const response = await t.request(
    `/api/v1/places/suggestions?${new URLSearchParams({ q, lang, limit: '8', ...extra })}`,
  );
  expect(response.status).toBe(200);
  return (await readJson(response)).items as AnyJson[];
};
const typedOf = (items: AnyJson[]) => items.filter((item) => item.source === 'typed');

const addressPage = (query: Record<string, string>) =>
  t.request(`/api/v1/places/address?${new URLSearchParams(query)}`);

const countPlaces = async () => {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from places`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
};

describe('the typed address in the suggestions', () => {
  it.each([
    ['Vazha-Pshavela 45', 'en', 'Tbilisi'],
    ['Важа-Пшавела 45', 'ru', 'Тбилиси'],
    ['ვაჟა-ფშაველას 45', 'ka', 'თბილისი'],
    ['Chavchavadze 64', 'en', 'Tbilisi'],
  ])('offers %s (%s) as typed, in the default city', async (q, lang, city) => {
    const items = await suggest(q, lang);
    expect(typedOf(items)).toEqual([
      {
        id: null,
        kind: 'building',
        name: q,
        context: city,
        location: { lat: expect.any(Number), lng: expect.any(Number) },
        reviewCount: 0,
        source: 'typed',
      },
    ]);
    expect(items.length).toBeLessThanOrEqual(8);
  });

  it('finds the reviewed house past a typo in its street', async () => {
    // The typo tier with a house number compares the places carrying it (by id, from the index).
    const items = await suggest('Chavhavadze Avenue 12', 'en');
    expect(items.map((item) => item.name)).toContain('12 Ilia Chavchavadze Avenue');
    expect(typedOf(items)).toEqual([]);
  });

  it('reads the city named after the address, and leaves it out of the name', async () => {
    const [typed] = typedOf(await suggest('  Vazha-Pshavela   45 ,  Batumi ', 'en'));
    expect(typed).toMatchObject({ name: 'Vazha-Pshavela 45', context: 'Batumi' });
  });

  it.each([
    ['Vazha-Pshavela 45 Batumi', 'en', 'Vazha-Pshavela 45', 'Batumi'],
    ['Важа-Пшавела 45 Батуми', 'ru', 'Важа-Пшавела 45', 'Батуми'],
    ['ვაჟა-ფშაველას 45 ბათუმი', 'ka', 'ვაჟა-ფშაველას 45', 'ბათუმი'],
    ['45 Vazha-Pshavela Ave Batumi', 'en', '45 Vazha-Pshavela Ave', 'Batumi'],
  ])('reads a city named last without a comma: %s (%s)', async (q, lang, name, city) => {
    const [typed] = typedOf(await suggest(q, lang));
    expect(typed).toMatchObject({ name, context: city });
  });

  it('keeps a last word that names no city in the street', async () => {
    const [typed] = typedOf(await suggest('Chavchavadze 64 Korpusi', 'en'));
    expect(typed).toMatchObject({ name: 'Chavchavadze 64 Korpusi', context: 'Tbilisi' });
  });

  it.each([
    ['Pekini 41', 'en'],
    ['проспект Пекина, 41', 'ru'],
    ['პეკინის გამზირი 41', 'ka'],
    ['Chavchavadze 12', 'en'],
  ])('is not offered when the building exists: %s (%s)', async (q, lang) => {
    const items = await suggest(q, lang);
    expect(items.some((item) => item.kind === 'building' && item.source === 'places')).toBe(true);
    expect(typedOf(items)).toEqual([]);
  });

  it.each(['Vake', 'Avenue 41', '45', 'Tbil'])(
    'is not offered without a street and a number: %s',
    async (q) => {
      expect(typedOf(await suggest(q, 'en'))).toEqual([]);
    },
  );

  it('stays within the limit and out of answers of other kinds', async () => {
    expect(await suggest('Vazha-Pshavela 45', 'en', { limit: '1' })).toEqual([
      expect.objectContaining({ source: 'typed' }),
    ]);
    expect(typedOf(await suggest('Vazha-Pshavela 45', 'en', { kinds: 'city,district' }))).toEqual([]);
  });
});

/*
 * The review form's picker asks with addresses (withAddresses) and offers "Add ‹text› as a new
 * address" exactly when its answer ends with the typed address: the text is read once, here, not
 * by a splitter of the web's own (the cases that splitter's tests held).
 */
describe("the typed address in the picker's suggestions (withAddresses)", () => {
  const picker = (q: string, lang: string) => suggest(q, lang, { withAddresses: 'true' });

  it.each([
    ['Vazha-Pshavela Avenue 45', 'en'],
    ['проспект Важа-Пшавела, 45', 'ru'],
    ['ვაჟა-ფშაველას გამზირი 45', 'ka'],
    // Another house of a street with a reviewed building.
    ['Pekini Avenue 30', 'en'],
    ['ჭავჭავაძის 12ა', 'ka'],
  ])('ends the list when no building is that house: %s (%s)', async (q, lang) => {
    const items = await picker(q, lang);
    expect(typedOf(items)).toHaveLength(1);
    expect(items.at(-1)).toMatchObject({ source: 'typed', id: null, kind: 'building' });
  });

  it.each([
    ['Chavchavadze 12', 'en'],
    ['ჭავჭავაძის 12', 'ka'],
    ['пр. Пекина, 41', 'ru'],
  ])('is not there when the building is: %s (%s)', async (q, lang) => {
    const items = await picker(q, lang);
    expect(items.some((item) => item.kind === 'building' && item.source === 'places')).toBe(true);
    expect(typedOf(items)).toEqual([]);
  });

  it.each(['Vake', 'Pekini Avenue', '12', 'Avenue 41'])(
    'is not there without a street and a number: %s',
    async (q) => {
      expect(typedOf(await picker(q, 'en'))).toEqual([]);
    },
  );

  it('takes a house of that address in any city as found, unless the text names the city', async () => {
    // 7 Sherif Khimshiashvili Street is in Batumi; the picker's city is chosen in the next step.
    expect(typedOf(await picker('Khimshiashvili 7', 'en'))).toEqual([]);
    expect(typedOf(await picker('Khimshiashvili 7, Tbilisi', 'en'))).toEqual([
      expect.objectContaining({ name: 'Khimshiashvili 7', context: 'Tbilisi' }),
    ]);
    // The home search reads a bare address in the default city, where that house is new.
    expect(typedOf(await suggest('Khimshiashvili 7', 'en'))).toHaveLength(1);
  });

  it('stays within the limit', async () => {
    const items = await suggest('Vazha-Pshavela 45', 'en', { withAddresses: 'true', limit: '1' });
    expect(items).toEqual([expect.objectContaining({ source: 'typed' })]);
  });
});

describe('GET /places/address', () => {
  it('describes an address on a street with reviewed buildings, and creates nothing', async () => {
    const before = await countPlaces();
    const response = await addressPage({ q: 'Chavchavadze 64', lang: 'en' });
    expect(response.status).toBe(200);
    const page = await readJson(response);
    expect(page).toMatchObject({
      address: 'Chavchavadze 64',
      street: 'Chavchavadze',
      houseNumber: '64',
      block: null,
      city: { kind: 'city', name: 'Tbilisi' },
      cityFrom: 'default',
      district: { kind: 'district', name: 'Vake' },
      locationFrom: 'buildings',
      building: null,
      streetScore: { buildingCount: 1, reviewCount: expect.any(Number) },
      districtScore: { reviewCount: expect.any(Number) },
    });
    expect(page.streetScore.overallScore).toBeGreaterThan(0);
    expect(page.streetScore.reviewCount).toBeGreaterThan(0);
    expect(page.districtScore.overallScore).toBeGreaterThan(0);
    expect(page.nearby.length).toBeGreaterThan(0);
    expect(page.nearby.map((p: AnyJson) => p.name)).toContain('12 Ilia Chavchavadze Avenue');
    expect(page.nearby.every((p: AnyJson) => p.kind === 'building' && p.reviewCount > 0)).toBe(true);
    expect(await countPlaces()).toBe(before);
  });

  it.each([
    ['Vazha-Pshavela 45', 'en', 'Vazha-Pshavela', 'Tbilisi'],
    ['проспект Важа-Пшавела, 45', 'ru', 'проспект Важа-Пшавела', 'Тбилиси'],
    ['ვაჟა-ფშაველას 45', 'ka', 'ვაჟა-ფშაველას', 'თბილისი'],
  ])('knows the city of %s (%s) and says the district is unknown', async (q, lang, street, city) => {
    const before = await countPlaces();
    const response = await addressPage({ q, lang });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      street,
      houseNumber: '45',
      city: { name: city },
      district: null,
      locationFrom: 'city',
      building: null,
      streetScore: { overallScore: null, reviewCount: 0, buildingCount: 0 },
      districtScore: null,
      nearby: [],
    });
    expect(await countPlaces()).toBe(before);
  });

  it.each([
    ['Pekini 41', 'en', '41 Pekini Avenue'],
    ['Chavchavadze 12', 'en', '12 Ilia Chavchavadze Avenue'],
    ['ჭავჭავაძის 12', 'ka', 'ილია ჭავჭავაძის გამზირი 12'],
  ])('names the existing building of %s (%s)', async (q, lang, name) => {
    const response = await addressPage({ q, lang });
    const body = await readJson(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.building).toMatchObject({ kind: 'building', name });
  });

  it('reads the city named after the address, past its district', async () => {
    const response = await addressPage({ q: 'Chavchavadze 64, Vake, Tbilisi', lang: 'en' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      address: 'Chavchavadze 64',
      city: { name: 'Tbilisi' },
      cityFrom: 'typed',
      district: { name: 'Vake' },
    });
  });

  it('reads the city named last without a comma, and leaves it out of the street', async () => {
    const response = await addressPage({ q: 'Vazha-Pshavela 45 Batumi', lang: 'en' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      address: 'Vazha-Pshavela 45',
      street: 'Vazha-Pshavela',
      houseNumber: '45',
      city: { name: 'Batumi' },
      cityFrom: 'typed',
    });
  });

  it('gives the parts as typed, the flat named after the house among them', async () => {
    const response = await addressPage({ q: 'ул. Руставели, 12а, кв. 5, Батуми', lang: 'ru' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      address: 'ул. Руставели, 12а',
      street: 'ул. Руставели',
      houseNumber: '12а',
      apartmentNumber: '5',
      city: { name: 'Батуми' },
      cityFrom: 'typed',
    });
    const plain = await readJson(await addressPage({ q: 'Gorgiladze Street 7 / 2, Batumi', lang: 'en' }));
    expect(plain).toMatchObject({ street: 'Gorgiladze Street', houseNumber: '7/2', apartmentNumber: null });
  });

  it('takes the city asked for', async () => {
    const [batumi] = await suggest('Batumi', 'en', { kinds: 'city' });
    const response = await addressPage({ q: 'Vazha-Pshavela 45', lang: 'ru', cityId: batumi.id });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      city: { id: batumi.id, name: 'Батуми' },
      cityFrom: 'given',
    });
  });

  it.each([
    ['empty', { q: '', lang: 'en' }],
    ['no house number', { q: 'Vazha-Pshavela', lang: 'en' }],
    ['no street', { q: '45', lang: 'en' }],
    ['too long', { q: `Vazha-Pshavela ${'4'.repeat(10_000)}`, lang: 'en' }],
    ['emoji', { q: 'Vazha-Pshavela 45 🏠', lang: 'en' }],
    ['markup', { q: '<script>alert(1)</script> 45', lang: 'en' }],
    ['a city id that is not one', { q: 'Vazha-Pshavela 45', lang: 'en', cityId: 'nope' }],
    [
      'an unknown city',
      { q: 'Vazha-Pshavela 45', lang: 'en', cityId: '01890000-0000-7000-8000-000000000000' },
    ],
    ['a bad language', { q: 'Vazha-Pshavela 45', lang: 'xx' }],
  ])('answers 400 for %s', async (_name, query) => {
    const before = await countPlaces();
    const response = await addressPage(query);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await countPlaces()).toBe(before);
  });
});

describe('POST /places/address-point on a street with reviewed buildings', () => {
  /** The add-address step's call once the writer picked the city by hand. */
  const startOf = async (street: string, houseNumber: string | undefined, lang: string) => {
    const [tbilisi] = await suggest('Tbilisi', 'en', { kinds: 'city' });
    const response = await t.request('/api/v1/places/address-point', {
      method: 'POST',
      json: { cityId: tbilisi.id, street, ...(houseNumber ? { houseNumber } : {}), lang },
    });
    const body = await readJson(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  };

  it.each([
    ['Чавчавадзе', '12б', 'ru', 'Ваке'],
    ['ჭავჭავაძის გამზ.', '64', 'ka', 'ვაკე'],
    ['Chavchavadze Avenue', '64', 'en', 'Vake'],
    // The street alone, before its house number is typed.
    ['проспект Чавчавадзе', '', 'ru', 'Ваке'],
  ])(
    'starts "%s %s" (%s) among them, not at the centre, as the page does',
    async (street, house, lang, vake) => {
      const before = await countPlaces();
      const body = await startOf(street, house || undefined, lang);
      const page = await readJson(await addressPage({ q: 'Chavchavadze 64', lang }));
      expect(page.locationFrom).toBe('buildings');
      expect(body).toMatchObject({ source: 'buildings', location: page.location, district: { name: vake } });
      expect(body.location).not.toEqual(body.city.location);
      expect(await countPlaces()).toBe(before);
    },
  );

  it.each([
    // Everyday Latin spellings (loose-text.ts) of the streets the demo's buildings stand on.
    ['Tchavtchavadze', '64', 'en', 'Vake'],
    ['Kazbegis', '30', 'en', 'Saburtalo'],
    ['Kazbegis gamziri', '', 'en', 'Saburtalo'],
  ])('starts a loosely spelt "%s %s" (%s) among them too', async (street, house, lang, district) => {
    const body = await startOf(street, house || undefined, lang);
    expect(body).toMatchObject({ source: 'buildings', district: { name: district } });
    expect(body.location).not.toEqual(body.city.location);
  });

  it('still starts at the centre on a street without reviewed buildings', async () => {
    expect(await startOf('Вашлована', '3', 'ru')).toMatchObject({ source: 'city' });
  });
});

describe('the same house in another city', () => {
  // Last: it publishes a review (the tests above count places).
  it('does not hide the typed address of the city read', async () => {
    const author = await createTestUser(t.database.db);
    const [batumi] = await suggest('Batumi', 'en', { kinds: 'city' });
    const resolved = await t.request('/api/v1/places/details/for-reviews', {
      method: 'POST',
      json: {
        address: '45 Vazha-Pshavela Avenue',
        lat: batumi.location.lat,
        lng: batumi.location.lng,
        buildingType: 'apartments',
        pointConfirmed: true,
        lang: 'en',
        cityId: batumi.id,
      },
      headers: author.auth,
    });
    expect(resolved.status).toBe(200);
    const { place } = await readJson(resolved);
    await publishTestReview(t, author, { placeId: place.id });

    const items = await suggest('Vazha-Pshavela 45', 'en');
    expect(items).toContainEqual(
      expect.objectContaining({ id: place.id, context: expect.stringMatching(/Batumi$/) }),
    );
    expect(typedOf(items)).toEqual([
      expect.objectContaining({ name: 'Vazha-Pshavela 45', context: 'Tbilisi' }),
    ]);
    expect(typedOf(await suggest('Vazha-Pshavela 45, Batumi', 'en'))).toEqual([]);
  });
});
