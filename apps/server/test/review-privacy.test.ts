import { moneyBand } from '@app/contracts/money-bands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMonth, monthRange, sinceMonth } from '../src/features/ai-summary/summary-dates.ts';
import type { TestPlaceTree, TestUser } from '../src/testing/factories.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
} from '../src/testing/factories.ts';
import {
  type AnyJson,
  hasWebBuild,
  readJson,
  startTestApp,
  type TestApp,
  webBuild,
} from '../src/testing/index.ts';

/**
 * Issue 30, private by default: a review published without its author's name, with the form's
 * defaults (no precision chosen), shows everyone but its author the living period as years and the
 * rent and bills as bands. Every public answer (lists, the review, author pages, summaries, stats,
 * feeds, the answer cache and, with a web build, the page cache) is searched for its months and
 * exact amounts. Aggregates give a mean only from three reviews on.
 */

const thisYear = new Date().getUTCFullYear();
const thisMonth = new Date().getUTCMonth() + 1;
// Months no page shows for another reason: not this month or the last (reviews are dated today).
const fromMonth = ((thisMonth + 3) % 12) + 1;
const toMonth = ((thisMonth + 6) % 12) + 1;
const livedFrom = { month: fromMonth, year: thisYear - 2 };
const livedTo = { month: toMonth, year: thisYear - 1 };
const RENT = 1234.56;
const WINTER = 256.78;
const SUMMER = 83.21;
const money = {
  rent: { amount: RENT, currency: 'GEL' },
  utilities: { winter: WINTER, summer: SUMMER, currency: 'GEL' },
};

/**
 * A month as the three languages write it: in a date ("March 2024", "марта", "მარტი, 2024") and in
 * the summaries' sentences ("в марте", "მარტიდან", "მარტამდე"), each a whole word.
 */
function monthWords(month: number): RegExp[] {
  const wordsOf = (m: number) => {
    const date = new Date(Date.UTC(2000, m - 1, 15));
    const intl = ['en-US', 'ru-RU', 'ka-GE'].flatMap((tag) => [
      new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(date),
      new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date),
      new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(date),
    ]);
    const point = { year: 2000, month: m };
    const sentences = (['en', 'ru', 'ka'] as const).flatMap((lang) => [
      inMonth(point, lang),
      sinceMonth(point, lang),
      monthRange({ year: 1999, month: m }, point, lang),
    ]);
    return new Set([...intl, ...sentences].flatMap((text) => text.split(/[^\p{L}]+/u)));
  };
  // Only the month's own words: not "between", "წლის" or "г.", which every month's phrases share.
  const others = wordsOf((month % 12) + 1);
  return [...wordsOf(month)]
    .filter((word) => word.length >= 3 && !others.has(word))
    .map((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'));
}

/** What may not appear in a public answer: the months and the exact amounts, in any form. */
const secrets: Array<{ label: string; test: (body: string) => boolean }> = [
  ...[livedFrom, livedTo].flatMap((point) => [
    {
      label: `the month ${point.year}-${point.month}`,
      test: (body: string) =>
        body.includes(`${point.year}-${String(point.month).padStart(2, '0')}`) ||
        new RegExp(`"month":\\s*${point.month}\\b`).test(body),
    },
    ...monthWords(point.month).map((word) => ({
      label: `the month word ${word.source}`,
      test: (body: string) => word.test(body),
    })),
  ]),
  ...[RENT, WINTER, SUMMER].map((amount) => ({
    label: `the amount ${amount}`,
    test: (body: string) => body.includes(String(amount)),
  })),
  ...[RENT, WINTER].map((amount) => {
    // As money is written: GEL 1,235 / 1 235 GEL / 1235 ₾.
    const rounded = String(Math.round(amount));
    const digits = rounded.length > 3 ? `${rounded.slice(0, -3)}[,\\s\\u202f]?${rounded.slice(-3)}` : rounded;
    const pattern = new RegExp(`(GEL|₾)\\s*${digits}(?![\\d,])|(?<![\\d,])${digits}\\s*(GEL|₾)`);
    return { label: `the amount ${rounded}`, test: (body: string) => pattern.test(body) };
  }),
];

let t: TestApp;
let tree: TestPlaceTree;
let namedAuthor: TestUser;
const reviews: Array<{ id: string; author: TestUser; label: string }> = [];

beforeAll(async () => {
  t = await startTestApp({
    withWeb: hasWebBuild,
    env: {
      ...FAST_CAPTCHA_ENV,
      RATE_LIMIT_SCALE: '100',
      WEB_BUILD_DIR: webBuild,
      // Long enough that the second request of a pair is answered from the caches on a slow machine.
      API_CACHE_TTL_MS: '60000',
      PAGE_CACHE_TTL_MS: '60000',
    },
  });
  tree = await createPlaceTree(t.database.db);
  const anonymous = await createTestUser(t.database.db, { anonymous: true });
  const unnamed = await createTestUser(t.database.db, { name: 'Eka Unnamed' });
  namedAuthor = await createTestUser(t.database.db, { name: 'Giorgi Careful' });
  const publish = async (
    author: TestUser,
    label: string,
    fields: { placeId: string } & Record<string, unknown>,
  ) => {
    const review = await publishTestReview(t, author, { livedFrom, livedTo, ...money, ...fields });
    expect(review.status, label).toBe('published');
    reviews.push({ id: review.id, author, label });
  };
  // The form's defaults: no precision chosen.
  await publish(anonymous, 'anonymous account', {
    placeId: tree.apartment,
    aspects: { general: { rating: 2, comment: 'The landlord kept the deposit for a scratch on the door.' } },
  });
  await publish(unnamed, 'named account without its name', {
    placeId: tree.building,
    hideAuthor: true,
    aspects: { general: { rating: 3, comment: 'Lift out of order half of every winter.' } },
  });
  // A named author may choose the same (their author page is public too).
  await publish(namedAuthor, 'named author with years and ranges', {
    placeId: tree.building,
    periodPrecision: 'year',
    moneyPrecision: 'range',
    aspects: { general: { rating: 4, comment: 'Quiet courtyard, good neighbours on our floor.' } },
  });
});
afterAll(async () => {
  await t?.close();
});

const publicAnswers = (lang: string) => [
  ...reviews.map((r) => `/api/v1/reviews/${r.id}?lang=${lang}`),
  ...(['apartment', 'building', 'district', 'city'] as const).flatMap((scope) => [
    `/api/v1/reviews?placeId=${tree[scope]}&lang=${lang}`,
    `/api/v1/reviews?placeId=${tree[scope]}&sort=helpful&lang=${lang}`,
    `/api/v1/reviews/stats?placeId=${tree[scope]}&lang=${lang}`,
    `/api/v1/ai-summary?placeId=${tree[scope]}&lang=${lang}`,
  ]),
  `/api/v1/reviews/latest?limit=50&lang=${lang}`,
  `/api/v1/reviews/latest?limit=50&cityId=${tree.city}&lang=${lang}`,
  `/api/v1/reviews/nearby?lat=41.7097&lng=44.762&radius=5000&limit=50&lang=${lang}`,
  `/api/v1/authors/${namedAuthor.id}`,
  `/api/v1/authors/${namedAuthor.id}/reviews?limit=50&lang=${lang}`,
];

const pages = (lang: string) => [
  `/${lang}`,
  `/${lang}/reviews/latest`,
  ...reviews.map((r) => `/${lang}/reviews/${r.id}`),
  ...(['apartment', 'building', 'city'] as const).map((scope) => `/${lang}/reviews?placeId=${tree[scope]}`),
  `/${lang}/authors/${namedAuthor.id}`,
];

function expectNoSecret(body: string, where: string) {
  for (const secret of secrets) expect(secret.test(body), `${where} shows ${secret.label}`).toBe(false);
}

describe('private by default (issue 30)', () => {
  it('shows the author the months and amounts they entered, and stores them', async () => {
    for (const review of reviews) {
      const own = await readJson(
        await t.request(`/api/v1/reviews/${review.id}`, { headers: review.author.auth }),
      );
      expect(own, review.label).toMatchObject({
        isOwn: true,
        periodPrecision: 'year',
        moneyPrecision: 'range',
        livedFrom,
        livedTo,
        rent: { amount: RENT, range: moneyBand(RENT), currency: 'GEL' },
        utilities: { winter: WINTER, summer: SUMMER, winterRange: moneyBand(WINTER) },
      });
    }
  });

  it('answers everyone else years and bands, signed in or not, in every public answer', async () => {
    const stranger = await createTestUser(t.database.db);
    // The authors ask first: their precise answers must not be kept for anyone else.
    for (const review of reviews) {
      for (const lang of ['en', 'ru', 'ka']) {
        await t.request(`/api/v1/reviews/${review.id}?lang=${lang}`, { headers: review.author.auth });
      }
    }
    let cacheHits = 0;
    let checked = 0;
    for (const lang of ['en', 'ru', 'ka']) {
      for (const url of publicAnswers(lang)) {
        // Twice without a session (the second from the answer cache), once signed in as a stranger.
        for (const headers of [{}, {}, stranger.auth]) {
          const response = await t.request(url, { headers });
          expect(response.status, url).toBe(200);
          if (response.headers.get('x-answer-cache') === 'hit') cacheHits += 1;
          expectNoSecret(await response.text(), url);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(cacheHits, 'the answer cache served some of them').toBeGreaterThan(10);

    for (const review of reviews) {
      const seen = await readJson(
        await t.request(`/api/v1/reviews/${review.id}`, { headers: stranger.auth }),
      );
      expect(seen, review.label).toMatchObject({
        isOwn: false,
        livedFrom: { year: livedFrom.year, month: null },
        livedTo: { year: livedTo.year, month: null },
        rent: { amount: null, range: { from: 1000, to: 1500 }, currency: 'GEL' },
        utilities: {
          winterRange: { from: 200, to: 300 },
          summerRange: { from: 75, to: 100 },
          currency: 'GEL',
        },
      });
      expect(seen.utilities.winter).toBeUndefined();
      expect(seen.utilities.summer).toBeUndefined();
    }
  });

  it('words summaries with years and the span of the bands', async () => {
    const apartment = await readJson(await t.request(`/api/v1/ai-summary?placeId=${tree.apartment}&lang=en`));
    const texts = apartment.sections
      .flatMap((s: AnyJson) => s.claims.map((c: AnyJson) => c.text))
      .join(' ')
      .replace(/\u00a0/g, ' ');
    expect(texts).toContain('Rent reported by 1 tenant: between GEL 1,000 and GEL 1,500 a month.');
    expect(texts).toContain('Utility bills in winter: between GEL 200 and GEL 300 a month (1 report).');
    expect(texts).toContain(`The reviewers lived here between ${livedFrom.year} and ${livedTo.year}.`);
    expect(apartment.period).toMatchObject({
      livedFrom: String(livedFrom.year),
      livedTo: String(livedTo.year),
    });
    // Three rents: a rounded median between band edges.
    const building = await readJson(await t.request(`/api/v1/ai-summary?placeId=${tree.building}&lang=ru`));
    const rent = building.sections
      .flatMap((s: AnyJson) => s.claims.map((c: AnyJson) => c.text))
      .find((text: string) => text.startsWith('Аренду'));
    expect(rent).toMatch(
      /^Аренду назвали 3 жильца: в среднем \(медиана\) 1\s200\sGEL в месяц, от 1\s000\sGEL до 1\s500\sGEL\.$/u,
    );
  });

  it.runIf(hasWebBuild)(
    'renders pages, fresh and from the page cache, without the months or amounts',
    async () => {
      let cacheHits = 0;
      for (const lang of ['en', 'ru', 'ka']) {
        for (const url of pages(lang)) {
          for (let round = 0; round < 2; round++) {
            const response = await t.request(url, { headers: { accept: 'text/html' } });
            expect(response.status, url).toBe(200);
            if (response.headers.get('x-page-cache') === 'hit') cacheHits += 1;
            expectNoSecret(await response.text(), url);
          }
        }
      }
      expect(cacheHits, 'the page cache served some of them').toBeGreaterThan(5);
      const page = await (await t.request(`/en/reviews/${reviews[0]!.id}`)).text();
      expect(page).toContain(`Lived here ${livedFrom.year} – ${livedTo.year}`);
      expect(page.replace(/\u00a0/g, ' ')).toContain('Rent: GEL 1,000–1,500 a month');
    },
  );
});

describe('aggregates (issue 30)', () => {
  it('give a mean rent and bills only from three reviews, rounded', async () => {
    const other = await createPlaceTree(t.database.db, { lat: 41.72, lng: 44.78 });
    const rents = [1010, 1130, 1290];
    const places = [other.apartment, other.building, other.building];
    for (const [i, amount] of rents.entries()) {
      const author = await createTestUser(t.database.db, { name: `Tenant ${i}` });
      await publishTestReview(t, author, {
        placeId: places[i]!,
        livedFrom: { month: 5, year: thisYear - 3 },
        livedTo: { month: 6, year: thisYear - 2 },
        rent: { amount, currency: 'GEL' },
        utilities: { winter: 150 + i * 40, currency: 'GEL' },
        aspects: {
          general: { rating: 3 + (i % 2), comment: `Tenant ${i}: ${['damp', 'loud', 'cold'][i]} flat.` },
        },
      });
      const history = async (placeId: string) =>
        (await readJson(await t.request(`/api/v1/reviews/stats?placeId=${placeId}`))).history.find(
          (point: AnyJson) => point.year === thisYear - 3,
        );
      const building = await history(other.building);
      expect(building.rentCount).toBe(i + 1);
      if (i < 2) {
        // One or two rents: no figure that gives one of them away.
        expect(building).toMatchObject({ averageRent: null, averageWinterUtilities: null });
      } else {
        // (1010 + 1130 + 1290) / 3 = 1143.3 → 1,100; (150 + 190 + 230) / 3 = 190.
        expect(building).toMatchObject({ averageRent: 1100, averageWinterUtilities: 190 });
      }
      expect((await history(other.apartment)).averageRent).toBeNull();
    }
    const summary = await readJson(await t.request(`/api/v1/ai-summary?placeId=${other.building}&lang=en`));
    const body = JSON.stringify(summary).replace(/\u00a0/g, ' ');
    for (const amount of ['1,010', '1,130', '1,290']) expect(body).not.toContain(amount);
    expect(body).toContain(
      'Rent reported by 3 tenants: median GEL 1,100 a month, from GEL 1,000 to GEL 1,500.',
    );
  });
});
