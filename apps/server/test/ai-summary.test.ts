import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { AI_SUMMARY_LIMITS } from '../src/features/ai-summary/ai-summary.routes.ts';
import { createSummaryGenerator, summarisePlace } from '../src/features/ai-summary/summarise-place.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let author: TestUser;
const lastYear = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  t = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100' } });
  tree = await createPlaceTree(t.database.db);
  author = await createTestUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function postReview(
  placeId: string,
  language: 'en' | 'ru' | 'ka',
  aspects: Record<string, { rating: number; comment?: string }>,
  extra: Record<string, unknown> = {},
) {
  const response = await t.request('/api/v1/reviews', {
    method: 'POST',
    headers: author.auth,
    json: {
      placeId,
      aspects,
      language,
      livedFrom: { month: 3, year: lastYear - 1 },
      livedTo: { month: 9, year: lastYear },
      agreedToTerms: true,
      captcha: await solveCaptcha(t.url),
      ...extra,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson(response)).id as string;
}

async function getSummary(placeId: string, lang: string, headers: Record<string, string> = {}) {
  const response = await t.request(`/api/v1/ai-summary?placeId=${placeId}&lang=${lang}`, { headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson(response);
}

const allClaims = (summary: AnyJson) =>
  summary.sections.flatMap((s: AnyJson) => s.claims) as Array<{
    text: string;
    reviewIds: string[];
    quotes: Array<{ reviewId: string; text: string; language: string }>;
    problem: string | null;
  }>;

const share = (text: string, script: RegExp) => {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
};

describe('GET /ai-summary on a place with no reviews', () => {
  it('says honestly that there is nothing to summarise, in each language', async () => {
    const empty = await createPlaceTree(t.database.db);
    const en = await getSummary(empty.building, 'en');
    expect(en).toMatchObject({
      placeId: empty.building,
      language: 'en',
      provider: 'builtin',
      reviewCount: 0,
    });
    expect(en.isInsufficientData).toBe(true);
    expect(en.headline).toContain('No one has reviewed');
    expect(en.sources).toEqual([]);
    expect(en.sections.map((s: AnyJson) => s.kind)).toEqual(['gaps']);
    const ru = await getSummary(empty.building, 'ru');
    expect(ru.headline).toContain('ещё нет отзывов');
    const ka = await getSummary(empty.building, 'ka');
    expect(share(ka.headline, /\p{Script=Georgian}/u)).toBeGreaterThan(0.6);
  });

  it('answers 404 for an unknown place and 400 for a malformed id', async () => {
    const missing = await t.request(
      '/api/v1/ai-summary?placeId=0190f0a0-0000-7000-8000-000000000000&lang=en',
    );
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toMatchObject({ code: 'PLACE_NOT_FOUND', message: 'Place not found' });
    expect((await t.request('/api/v1/ai-summary?placeId=nope')).status).toBe(400);
  });
});

describe('GET /ai-summary on reviewed places', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.quiet = await postReview(
      tree.apartment,
      'en',
      {
        general: { rating: 5 },
        internet: { rating: 5, comment: 'Fibre at 300 Mbit, never dropped once in two years.' },
        landlord: { rating: 4, comment: 'Answered every message within the hour.' },
      },
      { rent: { amount: 1200, currency: 'GEL' } },
    );
    ids.mould = await postReview(
      tree.apartment,
      'ru',
      {
        general: { rating: 2 },
        renovation: {
          rating: 1,
          comment: 'Ремонт старый. Зимой в ванной пошла чёрная плесень, хозяин только закрасил её.',
        },
        internet: { rating: 4 },
      },
      { rent: { amount: 1400, currency: 'GEL' } },
    );
    ids.gas = await postReview(tree.apartment, 'en', {
      general: { rating: 3 },
      appliances: {
        rating: 1,
        comment:
          'The old boiler is dangerous. The kitchen smelled of gas for weeks until the gas company sealed it.',
      },
    });
    ids.deposit = await postReview(tree.building, 'ka', {
      general: { rating: 2 },
      cleanliness: {
        rating: 2,
        comment: 'სადარბაზო ბინძურია. მეპატრონემ დეპოზიტი არ დაგვიბრუნა და ტელეფონზე აღარ გვპასუხობს.',
      },
    });
    ids.cheerful = await postReview(tree.building, 'en', {
      general: { rating: 4 },
      yard: {
        rating: 5,
        comment: 'A big green yard where children play all day; our own gas boiler worked fine.',
      },
    });
  });

  it('puts serious problems first, most dangerous first, each with the reviews and words behind it', async () => {
    const summary = await getSummary(tree.building, 'en');
    expect(summary.sections[0].kind).toBe('serious');
    const problems = summary.sections[0].claims.map((c: AnyJson) => c.problem);
    expect(problems).toEqual(['gas', 'mould', 'deposit_not_returned']);
    const [gas, mould, deposit] = summary.sections[0].claims;
    expect(gas.reviewIds).toEqual([ids.gas]);
    expect(gas.text).toMatch(/gas leak.*1 review/i);
    expect(gas.quotes[0]).toEqual({
      reviewId: ids.gas,
      language: 'en',
      text: 'The kitchen smelled of gas for weeks until the gas company sealed it.',
    });
    // Quotes stay in the review's own language, marked with it.
    expect(mould.quotes[0]).toMatchObject({ reviewId: ids.mould, language: 'ru' });
    expect(mould.quotes[0].text).toContain('плесень');
    expect(deposit.quotes[0]).toMatchObject({ reviewId: ids.deposit, language: 'ka' });
    // "our own gas boiler worked fine" is no gas report.
    expect(gas.reviewIds).not.toContain(ids.cheerful);
  });

  it('states facts that match the database: counts, average, period, cited reviews, verbatim quotes', async () => {
    const summary = await getSummary(tree.building, 'en');
    const [db] = rowsOf<{ count: number; avg: string; first: Date; last: Date }>(
      await t.database.db.execute(sql`
        select count(*)::int as count, avg(overall_rating)::text as avg, min(created_at) as first, max(created_at) as last
        from reviews where building_id = ${tree.building} and status = 'published'`),
    );
    expect(summary.reviewCount).toBe(db!.count);
    expect(summary.reviewCount).toBe(5);
    expect(summary.headline).toMatch(/^Based on 5 reviews written/);
    const average = Math.round(Number(db!.avg) * 10) / 10;
    const overview = summary.sections.find((s: AnyJson) => s.kind === 'overview');
    expect(overview.claims.map((c: AnyJson) => c.text).join(' ')).toContain(
      `Overall rating: ${average} of 5 from 5 reviews`,
    );
    // Days only: a time to the second could tell which tenant wrote a review.
    expect(summary.period.firstReviewAt).toBe(
      `${new Date(db!.first).toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    expect(summary.period).toMatchObject({ livedFrom: `${lastYear - 1}-03`, livedTo: `${lastYear}-09` });

    const comments = rowsOf<{ reviewId: string; comment: string }>(
      await t.database.db.execute(sql`
        select review_id as "reviewId", comment from review_aspects where comment is not null`),
    );
    const reviewIds = new Set(Object.values(ids));
    for (const claim of allClaims(summary)) {
      for (const id of claim.reviewIds) expect(reviewIds.has(id)).toBe(true);
      for (const quote of claim.quotes) {
        const source = comments.filter((c) => c.reviewId === quote.reviewId).map((c) => c.comment);
        expect(source.some((c) => c.includes(quote.text.replace(/…$/, '')))).toBe(true);
        expect(claim.reviewIds).toContain(quote.reviewId);
      }
    }
    const cited = new Set(allClaims(summary).flatMap((c) => c.reviewIds));
    expect(summary.sources.map((s: AnyJson) => s.id).sort()).toEqual([...cited].sort());
    expect(summary.sources.map((s: AnyJson) => s.number)).toEqual(
      summary.sources.map((_: unknown, i: number) => i + 1),
    );

    const rent = summary.sections.find((s: AnyJson) => s.kind === 'costs').claims[0];
    // Two rents (1,200 and 1,400): no median that would give one away, the span of their bands (issue 30).
    expect(rent.text).toMatch(/Rent reported by 2 tenants: between GEL.1,000 and GEL.1,500 a month/);
    expect(rent.reviewIds.sort()).toEqual([ids.quiet, ids.mould].sort());
    const gaps = summary.sections.at(-1);
    expect(gaps.kind).toBe('gaps');
    expect(gaps.claims.map((c: AnyJson) => c.text).join(' ')).toContain('No one has rated: Safety');
  });

  it('writes in the requested language whatever the reviews are written in', async () => {
    const ru = await getSummary(tree.building, 'ru');
    const ka = await getSummary(tree.building, 'ka');
    expect(ru.language).toBe('ru');
    expect(ru.headline).toMatch(/^На основе 5 отзывов, написанных/);
    expect(ru.sections[0].title).toBe('Серьёзные проблемы');
    expect(ru.sections[0].claims[0].text).toContain('Об утечке газа');
    expect(ka.sections[0].title).toBe('სერიოზული პრობლემები');
    for (const [summary, script] of [
      [ru, /\p{Script=Cyrillic}/u],
      [ka, /\p{Script=Georgian}/u],
    ] as const) {
      const prose = allClaims(summary)
        .map((c) => c.text)
        .join(' ');
      expect(share(`${summary.headline} ${prose}`, script)).toBeGreaterThan(0.8);
    }
    // The English quote stays English inside the Russian summary.
    expect(ru.sections[0].claims[0].quotes[0].language).toBe('en');
  });

  it('marks a place with very few reviews as insufficient data', async () => {
    const summary = await getSummary(tree.apartment, 'en');
    expect(summary.reviewCount).toBe(3);
    expect(summary.isInsufficientData).toBe(false);
    const lone = await createPlaceTree(t.database.db);
    await postReview(lone.apartment, 'en', {
      general: { rating: 4 },
      view: { rating: 5, comment: 'Sea view.' },
    });
    const few = await getSummary(lone.apartment, 'en');
    expect(few.isInsufficientData).toBe(true);
    expect(allClaims(few)[0]!.text).toContain("Only 1 review so far: read it as one person's experience");
    expect(few.headline).toMatch(/^Based on 1 review written in /);
    // Short, and each figure once (issue 34): no general verdict restating the rating, no list of
    // topics nobody mentioned, no list of unrated aspects; the view is said from the text.
    const texts = allClaims(few).map((c) => c.text);
    const figures = texts.flatMap((text) => text.match(/\d\.\d/g) ?? []);
    expect(new Set(figures).size).toBe(figures.length);
    expect(
      texts.some((text) => /^Not mentioned|^No one has rated|rates the place as a whole/.test(text)),
    ).toBe(false);
    expect(texts).toContain('1 review praises the light or the view.');
    expect(texts.length).toBeLessThanOrEqual(8);
  });
});

describe('quotes from general comments', () => {
  const sentences = [
    'A quiet courtyard flat with a kind landlord who fixed everything within a day or two.',
    'We stayed three years, paid the same rent all along and would gladly stay again.',
    'The only downside is the steep stairwell, which matters little once you are used to it and carry less.',
  ];
  const ids: Record<string, string> = {};
  let place: TestPlaceTree;
  beforeAll(async () => {
    place = await createPlaceTree(t.database.db);
    ids.praise = await postReview(place.apartment, 'en', {
      general: { rating: 5, comment: sentences.join(' ') },
      internet: { rating: 5, comment: 'Fast fibre, never dropped.' },
    });
    ids.denial = await postReview(place.apartment, 'en', {
      general: {
        rating: 2,
        comment: 'No mould, never had cockroaches, but the street is loud day and night.',
      },
    });
    ids.rude = await postReview(place.apartment, 'ru', {
      general: { rating: 1, comment: 'Хозяин грубит и заходит, когда ему вздумается.' },
    });
    ids.neutral = await postReview(place.apartment, 'ka', {
      general: { rating: 3, comment: 'ჩვეულებრივი ბინაა, არაფერი განსაკუთრებული.' },
    });
  });

  it("quotes reviewers' general comments verbatim as praise or complaint by their general rating", async () => {
    const summary = await getSummary(place.apartment, 'en');
    const praise = summary.sections.find((s: AnyJson) => s.kind === 'praise');
    expect(praise.claims[0].text).toBe('1 review rates the place as a whole 4 of 5 or higher.');
    // Whole sentences that fit, cut where a sentence ends, and the review it came from.
    expect(praise.claims[0].quotes).toEqual([
      { reviewId: ids.praise, language: 'en', text: `${sentences[0]} ${sentences[1]}` },
    ]);
    expect(praise.claims[0].reviewIds).toEqual([ids.praise]);

    const complaints = summary.sections.find((s: AnyJson) => s.kind === 'complaints');
    expect(complaints.claims[0].text).toBe('2 reviews rate the place as a whole 2 of 5 or lower.');
    // The reader's language first, then the strongest verdict.
    expect(complaints.claims[0].quotes).toEqual([
      {
        reviewId: ids.denial,
        language: 'en',
        text: 'No mould, never had cockroaches, but the street is loud day and night.',
      },
      { reviewId: ids.rude, language: 'ru', text: 'Хозяин грубит и заходит, когда ему вздумается.' },
    ]);
    expect(complaints.claims[0].reviewIds.sort()).toEqual([ids.denial, ids.rude].sort());

    // Every quoted review is a numbered source the reader can open.
    const sources = new Map(summary.sources.map((s: AnyJson) => [s.id, s.number]));
    for (const id of [ids.praise, ids.denial, ids.rude]) expect(sources.has(id)).toBe(true);

    // No words are quoted twice: a theme does not quote again what a general verdict quotes, and the
    // ratings are said once, under Ratings, not restated as praise (issue 34).
    const quotes = [...praise.claims, ...complaints.claims].flatMap((c: AnyJson) => c.quotes);
    for (const [i, a] of quotes.entries())
      for (const b of quotes.slice(i + 1))
        if (a.reviewId === b.reviewId) expect(a.text.includes(b.text) || b.text.includes(a.text)).toBe(false);
    expect(quotes.map((q: AnyJson) => q.reviewId)).not.toContain(ids.neutral);
    expect(JSON.stringify(summary)).not.toContain('Fast fibre');
    expect(JSON.stringify(praise)).not.toContain('rated highly');
    // The kind landlord who fixed everything is praise read from the text, citing that review.
    const landlord = praise.claims.find((c: AnyJson) => c.theme?.name === 'landlord');
    expect(landlord).toMatchObject({
      text: '1 review speaks well of the landlord.',
      reviewIds: [ids.praise],
    });

    // "No mould, never had cockroaches" is no report of mould or pests; a landlord who is rude and
    // comes in whenever he likes is a report of his conduct.
    const serious = summary.sections.find((s: AnyJson) => s.kind === 'serious');
    expect(serious.claims.map((c: AnyJson) => c.problem)).toEqual(['harassment']);
    // An absence is stated only as "not mentioned", and only for topics no review touches: mould,
    // pests, noise (denied or reported) and the landlord are mentioned, so they are not listed.
    expect(allClaims(summary).map((c) => c.text)).toContain(
      'Not mentioned in any of the 4 reviews: gas leaks, heating, water supply and pressure, hot water and the boiler, power cuts, break-ins and safety, eviction, the deposit, the lift.',
    );
  });

  it('writes the general claims in the reader language and keeps the quotes in the review language', async () => {
    const ru = await getSummary(place.apartment, 'ru');
    const complaints = ru.sections.find((s: AnyJson) => s.kind === 'complaints');
    expect(complaints.claims[0].text).toBe('В 2 отзывах место в целом оценено на 2 из 5 или ниже.');
    // A Russian reader sees the Russian comment first.
    expect(complaints.claims[0].quotes.map((q: AnyJson) => q.reviewId)).toEqual([ids.rude, ids.denial]);
    const ka = await getSummary(place.apartment, 'ka');
    const praise = ka.sections.find((s: AnyJson) => s.kind === 'praise');
    expect(praise.claims[0].text).toBe('1 შეფასებაში ადგილის საერთო ქულა 5-დან 4 ან მეტია.');
    expect(praise.claims[0].quotes[0]).toMatchObject({ reviewId: ids.praise, language: 'en' });
  });
});

describe('cache and single flight', () => {
  it('serves the cached summary until a review arrives, then regenerates once', async () => {
    const place = await createPlaceTree(t.database.db);
    await postReview(place.apartment, 'en', { general: { rating: 4 } });
    const first = await getSummary(place.apartment, 'en');
    const again = await getSummary(place.apartment, 'en');
    expect(again.id).toBe(first.id);
    expect(again.generatedAt).toBe(first.generatedAt);
    // Public to the day only: the first read after a review would otherwise date that review.
    expect(first.generatedAt).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    await postReview(place.apartment, 'ru', { general: { rating: 2 } });
    const fresh = await getSummary(place.apartment, 'en');
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.reviewCount).toBe(2);
    // The superseded, unvoted version is gone; one row per place and language remains.
    const rows = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as count from ai_summaries where place_id = ${place.apartment} and language = 'en'`,
      ),
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('regenerates after an edit of a review, whose count stays the same', async () => {
    const place = await createPlaceTree(t.database.db);
    const id = await postReview(place.apartment, 'en', { general: { rating: 4, comment: 'Quiet flat.' } });
    const first = await getSummary(place.apartment, 'en');
    expect((await getSummary(place.apartment, 'en')).id).toBe(first.id);
    const edited = await t.request(`/api/v1/reviews/${id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { aspects: { general: { rating: 2, comment: 'Mould in the bathroom every winter.' } } },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const next = await getSummary(place.apartment, 'en');
    expect(next.id).not.toBe(first.id);
    expect(next.reviewCount).toBe(1);
    expect(JSON.stringify(next.sections)).toContain('Mould in the bathroom');
  });

  it('regenerates after the time to live', async () => {
    const place = await createPlaceTree(t.database.db);
    const first = await getSummary(place.district, 'ka');
    await t.database.db.execute(
      sql`update ai_summaries set expires_at = now() - interval '1 minute' where id = ${first.id}`,
    );
    const next = await getSummary(place.district, 'ka');
    expect(next.id).not.toBe(first.id);
  });

  it('shares one generation among concurrent requests for the same place and language', async () => {
    const place = await createPlaceTree(t.database.db);
    await postReview(place.building, 'en', {
      general: { rating: 3 },
      yard: { rating: 4, comment: 'Small yard.' },
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => getSummary(place.building, 'ru')));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const rows = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as count from ai_summaries where place_id = ${place.building}`,
      ),
    );
    expect(rows[0]!.count).toBe(1);
  });
});

describe('who is counted against the generation limits', () => {
  it('counts only the request that generates; a reader joining a refused starter generates itself', async () => {
    const place = await createPlaceTree(t.database.db);
    await postReview(place.apartment, 'en', { general: { rating: 5 } });
    const generator = createSummaryGenerator({
      db: t.database.db,
      lockAcrossInstances: false,
      model: undefined,
      ttlHours: 24,
    });
    const counted: string[] = [];
    // The first reader to be counted is over its limit (as the rate limiter answers: after an await
    // on its store); everyone after it is within theirs.
    const reader = (name: string) => ({
      ...generator,
      beforeGenerate: async () => {
        const refused = counted.push(name) === 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (refused) throw new AppError('RATE_LIMITED', 'Too many requests, please try again later');
      },
    });
    const ask = (name: string) =>
      summarisePlace(reader(name), { placeId: place.apartment, lang: 'ka', viewerId: null });

    // Three readers at once: whoever starts is refused; those who joined it are not, and are served
    // by one generation, counted once more.
    const answers = await Promise.allSettled([ask('first'), ask('second'), ask('third')]);
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { code: 'RATE_LIMITED' } });
    const served = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.id] : []));
    expect(served).toHaveLength(2);
    expect(new Set(served).size).toBe(1);
    expect(counted).toHaveLength(2);

    // Cached now: nobody is counted.
    await ask('later');
    expect(counted).toHaveLength(2);
  });
});

describe('POST /ai-summary/:id/vote', () => {
  it('keeps one changeable vote per user, anonymous accounts included, and counts them', async () => {
    const summary = await getSummary(tree.apartment, 'en');
    const vote = (user: TestUser | null, helpful: boolean, id = summary.id) =>
      t.request(`/api/v1/ai-summary/${id}/vote`, {
        method: 'POST',
        json: { helpful },
        ...(user ? { headers: user.auth } : {}),
      });
    expect((await vote(null, true)).status).toBe(401);
    const reader = await createTestUser(t.database.db);
    const guest = await createTestUser(t.database.db, { anonymous: true });
    expect(await readJson(await vote(reader, true))).toEqual({
      helpfulCount: 1,
      unhelpfulCount: 0,
      myVote: 'helpful',
    });
    expect(await readJson(await vote(reader, true))).toEqual({
      helpfulCount: 1,
      unhelpfulCount: 0,
      myVote: 'helpful',
    });
    expect(await readJson(await vote(reader, false))).toEqual({
      helpfulCount: 0,
      unhelpfulCount: 1,
      myVote: 'unhelpful',
    });
    expect(await readJson(await vote(guest, true))).toEqual({
      helpfulCount: 1,
      unhelpfulCount: 1,
      myVote: 'helpful',
    });
    const seen = await getSummary(tree.apartment, 'en', reader.auth);
    expect(seen).toMatchObject({ id: summary.id, helpfulCount: 1, unhelpfulCount: 1, myVote: 'unhelpful' });
    expect((await getSummary(tree.apartment, 'en')).myVote).toBeNull();
    const missing = await vote(reader, true, '0190f0a0-0000-7000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(
      (
        await t.request(`/api/v1/ai-summary/${summary.id}/vote`, {
          method: 'POST',
          json: {},
          headers: reader.auth,
        })
      ).status,
    ).toBe(400);
  });
});

describe('rate limits', () => {
  /** Every place of `count` new trees in every language: one built-in generation each. */
  async function targetsIn(app: TestApp, count: number) {
    const trees: TestPlaceTree[] = [];
    for (let i = 0; i < count; i += 1) trees.push(await createPlaceTree(app.database.db));
    return trees
      .flatMap((tree) => Object.values(tree))
      .flatMap((id) => ['en', 'ru', 'ka'].map((lang) => `/api/v1/ai-summary?placeId=${id}&lang=${lang}`));
  }

  it('lets a reader click through many places in three languages when no model is configured', async () => {
    const app = await startTestApp();
    try {
      const targets = await targetsIn(app, 4);
      expect(targets.length).toBeGreaterThan(AI_SUMMARY_LIMITS.modelPerIp.limit * 2);
      const first: string[] = [];
      for (const url of targets) {
        const response = await app.request(url);
        expect(response.status, url).toBe(200);
        first.push((await readJson(response)).id);
      }
      // Going back through the same pages serves the cached summaries.
      for (const [index, url] of targets.entries()) {
        const response = await app.request(url);
        expect(response.status, url).toBe(200);
        expect((await readJson(response)).id).toBe(first[index]);
      }
    } finally {
      await app.close();
    }
  });

  it('caps generations by all visitors together per hour; cached summaries are still served (issue 31, finding 9)', async () => {
    // 12,000 × 0.001 = 12 generations an hour for everyone; one per address (its /24: 2).
    const app = await startTestApp({ env: { RATE_LIMIT_SCALE: '0.001', TRUST_PROXY: 'true' } });
    try {
      const global = Math.round(AI_SUMMARY_LIMITS.builtinGlobal.limit * 0.001);
      const targets = await targetsIn(app, 2);
      const from = (n: number) => ({ 'x-forwarded-for': `10.${n}.0.1` });
      for (let n = 0; n < global; n += 1) {
        const response = await app.request(targets[n]!, { headers: from(n) });
        expect(response.status, `generation ${n + 1}`).toBe(200);
      }
      const over = await app.request(targets[global]!, { headers: from(global) });
      expect(over.status).toBe(429);
      expect(await readJson(over)).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await app.request(targets[0]!, { headers: from(global + 1) })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('still limits built-in generations per IP, and cached answers never count against it', async () => {
    // Scaled down so that the limit is met in a test: 600 × 0.05 = 30 generations, 60 reads.
    const app = await startTestApp({ env: { RATE_LIMIT_SCALE: '0.05' } });
    try {
      const generations = Math.round(AI_SUMMARY_LIMITS.builtinPerIp.limit * 0.05);
      const targets = await targetsIn(app, 3);
      const statuses: number[] = [];
      const get = async (url: string) => {
        const response = await app.request(url);
        statuses.push(response.status);
        return response;
      };
      // 20 generations, the same 20 again from the cache, then the rest of the allowance.
      for (const url of targets.slice(0, 20)) await get(url);
      for (const url of targets.slice(0, 20)) await get(url);
      for (const url of targets.slice(20, generations)) await get(url);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(statuses).toHaveLength(20 + generations);
      const over = await get(targets[generations]!);
      expect(over.status).toBe(429);
      expect(await readJson(over)).toMatchObject({ code: 'RATE_LIMITED' });
      // Summaries already generated are still served.
      expect((await get(targets[0]!)).status).toBe(200);
      expect((await get(targets[generations - 1]!)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
