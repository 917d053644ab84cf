import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { rowsOf } from '../src/db/client.ts';
import { findDeniedProblem, findWrongNumber } from '../src/features/ai-summary/model-provider.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  solveCaptcha,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

/**
 * The OpenAI-compatible provider against a real HTTP peer on 127.0.0.1 that speaks the
 * chat-completions protocol: a normal answer, a slow one beyond the timeout, a 500, garbage,
 * the wrong language and a refusal. Whatever the model does, the reader gets a summary.
 */
type Mode =
  | 'ok'
  | 'slow'
  | 'slow-ok'
  | 'error'
  | 'garbage'
  | 'english-for-russian'
  | 'refusal'
  | 'invented-sources'
  | 'inflated-numbers'
  | 'true-numbers'
  | 'denies-problem';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

let mode: Mode = 'ok';
const received: Received[] = [];

/** A model smoothing over the mould a review reports, per language. */
const DENIAL: Record<string, string> = {
  English: 'No tenant has ever had mould here; the flat is dry and quiet.',
  Russian: 'Плесени здесь никто не видел, квартира сухая и тихая.',
  Georgian: 'ობი აქ არავის უნახავს, ბინა მშრალი და წყნარია.',
};

const PROSE: Record<string, { overview: string; praise: string }> = {
  English: {
    overview: 'Tenants describe a quiet flat with fast internet, though one reported mould in the bathroom.',
    praise: 'The internet connection is praised as fast and stable.',
  },
  Russian: {
    overview:
      'Жильцы описывают тихую квартиру с быстрым интернетом, но один из них сообщил о плесени в ванной.',
    praise: 'Интернет хвалят за скорость и стабильность.',
  },
  Georgian: {
    overview: 'მცხოვრებლები აღწერენ წყნარ ბინას სწრაფი ინტერნეტით, თუმცა ერთმა აბაზანაში ობი ახსენა.',
    praise: 'ინტერნეტს აქებენ სისწრაფისა და სტაბილურობისთვის.',
  },
};

/** A sentence with a rating and a review count, as a model might write it, per language. */
const PROSE_WITH_NUMBERS: Record<string, (average: string, count: number) => string> = {
  English: (average, count) =>
    `Tenants rate the flat ${average} of 5 from ${count} reviews and praise the fast internet.`,
  Russian: (average, count) =>
    `Жильцы оценивают квартиру на ${average.replace('.', ',')} из 5 по ${count} отзывам и хвалят быстрый интернет.`,
  Georgian: (average, count) =>
    `მცხოვრებლები ბინას 5-დან ${average.replace('.', ',')} ქულით აფასებენ ${count} შეფასებაში და აქებენ სწრაფ ინტერნეტს.`,
};

function answer(body: Received['body']): { status: number; content: string } {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const refs = [...user.matchAll(/^(R\d+) \(/gm)].map((m) => m[1]!);
  const language = /Write in (\w+)/.exec(system)?.[1] ?? 'English';
  const prose = PROSE[mode === 'english-for-russian' ? 'English' : language] ?? PROSE.English!;
  if (mode === 'error') return { status: 500, content: '{"error":{"message":"upstream failed"}}' };
  if (mode === 'garbage') return { status: 200, content: 'Here is your summary!!! <html>oops' };
  const sources = mode === 'invented-sources' ? ['R99', 'R100'] : refs.slice(0, 2);
  // The numbers the prompt gives, or numbers a two-review place cannot have.
  const given = /Overall rating: ([\d.]+) of 5 from (\d+) reviews/.exec(user);
  const withNumbers = PROSE_WITH_NUMBERS[language] ?? PROSE_WITH_NUMBERS.English!;
  const text =
    mode === 'refusal'
      ? "I'm sorry, but as an AI language model I cannot summarise these reviews."
      : mode === 'denies-problem'
        ? DENIAL[language]!
        : mode === 'inflated-numbers'
          ? withNumbers('4.8', 40)
          : mode === 'true-numbers' && given
            ? withNumbers(Number(given[1]).toFixed(1), Number(given[2]))
            : prose.overview;
  return {
    status: 200,
    content: JSON.stringify({
      sections: [
        { kind: 'overview', claims: [{ text, sources }] },
        { kind: 'praise', claims: [{ text: prose.praise, sources: sources.slice(0, 1) }] },
      ],
    }),
  };
}

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
  received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 3000));
  if (mode === 'slow-ok') await new Promise((resolve) => setTimeout(resolve, 400));
  const { status, content } = answer(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  if (status !== 200 || mode === 'garbage') {
    res.end(
      status === 200 ? JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }) : content,
    );
    return;
  }
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }),
  );
});

let t: TestApp;
const writers: TestUser[] = [];
const lastYear = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await startTestApp({
    env: {
      ...FAST_CAPTCHA_ENV,
      RATE_LIMIT_SCALE: '100',
      AI_PROVIDER_URL: `http://127.0.0.1:${port}/v1/`,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

/** A fresh apartment with two reviews: fast internet, and mould with an e-mail address typed in. */
async function reviewedApartment() {
  const tree = await createPlaceTree(t.database.db);
  // A new author each time: the same text twice from one author is held as a duplicate.
  const writer = await createTestUser(t.database.db, { name: 'Nino Beridze' });
  writers.push(writer);
  const ids: string[] = [];
  for (const aspects of [
    { general: { rating: 4 }, internet: { rating: 5, comment: 'Fast and stable fibre internet.' } },
    {
      general: { rating: 2 },
      renovation: {
        rating: 1,
        comment: 'Black mould in the bathroom every winter. Write me at nino.b@example.com.',
      },
    },
  ]) {
    const response = await t.request('/api/v1/reviews', {
      method: 'POST',
      headers: writer.auth,
      json: {
        placeId: tree.apartment,
        aspects,
        language: 'en',
        livedFrom: { month: 1, year: lastYear },
        livedTo: null,
        agreedToTerms: true,
        captcha: await solveCaptcha(t.url),
      },
    });
    expect(response.status).toBe(201);
    ids.push((await readJson(response)).id);
  }
  return { placeId: tree.apartment, ids };
}

async function summary(placeId: string, lang = 'en') {
  const response = await t.request(`/api/v1/ai-summary?placeId=${placeId}&lang=${lang}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson(response);
}

describe('OpenAI-compatible provider', () => {
  it('uses the model for the prose, keeps serious problems first and maps citations to reviews', async () => {
    const { placeId, ids } = await reviewedApartment();
    const result = await summary(placeId, 'ru');
    expect(result.provider).toBe('openai-compatible:test-model');
    expect(result.sections.map((s: { kind: string }) => s.kind).slice(0, 3)).toEqual([
      'serious',
      'overview',
      'praise',
    ]);
    expect(result.sections[0].claims[0].problem).toBe('mould');
    const overview = result.sections[1];
    expect(overview.title).toBe('Общая картина');
    expect(overview.claims[0].text).toBe(PROSE.Russian!.overview);
    // R1 is the newest review; the model never sees ids, the server maps its references back.
    expect(overview.claims[0].reviewIds).toEqual([ids[1], ids[0]]);
    for (const id of overview.claims[0].reviewIds)
      expect(result.sources.map((s: { id: string }) => s.id)).toContain(id);
    // Sources the model cited beyond the built-in ones are dated by day too (decision 009).
    for (const source of result.sources) expect(source.createdAt).toMatch(/T00:00:00\.000Z$/);

    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer sk-test-key');
    expect(call.body.model).toBe('test-model');
    const prompt = JSON.stringify(call.body.messages);
    expect(prompt).toContain('Write in Russian');
    expect(prompt).toContain('Fast and stable fibre internet.');
    // Only the place's data: no author, no user id, no review id, no e-mail address.
    expect(prompt).not.toContain('Nino Beridze');
    for (const writer of writers) expect(prompt).not.toContain(writer.id);
    for (const id of ids) expect(prompt).not.toContain(id);
    expect(prompt).not.toContain('nino.b@example.com');
    // Masked when it was written, before any model could see it.
    expect(prompt).toContain('[•••]');
  });

  it('is not asked again while the cached summary is fresh', async () => {
    const { placeId } = await reviewedApartment();
    const first = await summary(placeId, 'ka');
    const second = await summary(placeId, 'ka');
    expect(second.id).toBe(first.id);
    expect(received).toHaveLength(1);
  });

  for (const [failure, why] of [
    ['slow', 'an answer slower than AI_TIMEOUT_MS'],
    ['error', 'a 500'],
    ['garbage', 'an answer that is not the requested JSON'],
    ['english-for-russian', 'an answer in the wrong language'],
    ['refusal', 'a refusal'],
    ['invented-sources', 'claims citing reviews it was never given'],
    ['inflated-numbers', 'a rating and a review count that contradict the data (4.8 of 5 from 40 reviews)'],
    ['denies-problem', 'prose that denies the mould a review reports'],
  ] as const) {
    it(`falls back to the built-in summary on ${why}, and retries the model soon`, async () => {
      const { placeId } = await reviewedApartment();
      mode = failure;
      // Not timed: the slow model answers well after AI_TIMEOUT_MS, so a built-in summary proves the
      // time limit, and one request received proves there was no second try within this one.
      const result = await summary(placeId, 'ru');
      expect(received).toHaveLength(1);
      expect(result.provider).toBe('builtin');
      expect(result.sections[0].kind).toBe('serious');
      expect(result.headline).toMatch(/^На основе 2 отзывов/);
      const [row] = rowsOf<{ minutes: number }>(
        await t.database.db.execute(
          sql`select extract(epoch from expires_at - generated_at) / 60 as minutes from ai_summaries where id = ${result.id}`,
        ),
      );
      expect(Number(row!.minutes)).toBeLessThanOrEqual(16);
    });
  }

  it('accepts ratings and counts that match the data it was given, in each language', async () => {
    mode = 'true-numbers';
    for (const lang of ['en', 'ru', 'ka'] as const) {
      const { placeId } = await reviewedApartment();
      const result = await summary(placeId, lang);
      expect(result.provider).toBe('openai-compatible:test-model');
      const overview = result.sections.find((s: { kind: string }) => s.kind === 'overview');
      // Two reviews, overall 4.5 and 1.5: 3.0 of 5 from 2 reviews.
      expect(overview.claims[0].text).toMatch(/\b3[.,]0\b.*\b2\b/);
    }
  });

  it('asks the model once for concurrent readers of the same place and language', async () => {
    const { placeId } = await reviewedApartment();
    mode = 'slow-ok';
    const answers = await Promise.all(Array.from({ length: 5 }, () => summary(placeId, 'ka')));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[0].provider).toBe('openai-compatible:test-model');
    expect(received).toHaveLength(1);
  });

  it('limits generations that call the model to protect the paid provider, but not cached or built-in ones', async () => {
    const { port } = server.address() as AddressInfo;
    // Scaled down so that the limits are met in a test: 20 × 0.1 = 2 model generations an hour.
    const limited = await startTestApp({
      env: {
        ...FAST_CAPTCHA_ENV,
        RATE_LIMIT_SCALE: '0.1',
        AI_PROVIDER_URL: `http://127.0.0.1:${port}/v1`,
        AI_MODEL: 'test-model',
      },
    });
    try {
      const tree = await createPlaceTree(limited.database.db);
      const writer = await createTestUser(limited.database.db);
      const posted = await limited.request('/api/v1/reviews', {
        method: 'POST',
        headers: writer.auth,
        json: {
          placeId: tree.apartment,
          aspects: {
            general: { rating: 4 },
            internet: { rating: 5, comment: 'Fast and stable fibre internet.' },
          },
          language: 'en',
          livedFrom: { month: 1, year: lastYear },
          livedTo: null,
          agreedToTerms: true,
          captcha: await solveCaptcha(limited.url),
        },
      });
      expect(posted.status).toBe(201);
      const get = (placeId: string, lang: string) =>
        limited.request(`/api/v1/ai-summary?placeId=${placeId}&lang=${lang}`);

      const en = await readJson(await get(tree.apartment, 'en'));
      expect(en.provider).toBe('openai-compatible:test-model');
      expect((await get(tree.apartment, 'ru')).status).toBe(200);
      expect(received).toHaveLength(2);
      const third = await get(tree.apartment, 'ka');
      expect(third.status).toBe(429);
      expect(await readJson(third)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(received).toHaveLength(2);

      // The cached answer is served and costs nothing.
      for (let i = 0; i < 5; i += 1) {
        const again = await get(tree.apartment, 'en');
        expect(again.status).toBe(200);
        expect((await readJson(again)).id).toBe(en.id);
      }
      // Places without reviews are summarised without the model, under the built-in limit.
      const empty = await createPlaceTree(limited.database.db);
      for (const placeId of [empty.city, empty.district, empty.building, empty.apartment])
        for (const lang of ['en', 'ru', 'ka']) {
          const response = await get(placeId, lang);
          expect(response.status).toBe(200);
          expect((await readJson(response)).provider).toBe('builtin');
        }
      expect(received).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('does not call the model for a place without reviews', async () => {
    const tree = await createPlaceTree(t.database.db);
    const result = await summary(tree.building, 'en');
    expect(result.provider).toBe('builtin');
    expect(result.isInsufficientData).toBe(true);
    expect(received).toHaveLength(0);
  });
});

describe('numbers in the model prose', () => {
  // What the prompt of a two-review place gives: overall 3.00, aspects and single ratings.
  const numbers = { reviewCount: 2, ratings: [3, 4.5, 1.5, 4, 5, 2, 1, 3.25], problems: [] };
  it.each([
    'Tenants rate the flat 4.8 of 5 from 40 reviews.',
    'Rated 4.8/5 by its tenants.',
    'The average rating is 4.2, which is high.',
    'Жильцы оценивают квартиру на 4,8 из 5 по 2 отзывам.',
    'Средняя оценка — 4,1.',
    'По 12 отзывам картина ясна.',
    'მცხოვრებლები ბინას 5-დან 4,8 ქულით აფასებენ.',
    'ბინას 40 შეფასებაში ახსენებენ.',
    'It has 4.7 stars.',
    'Rated 7 of 5.',
  ])('rejects a count or rating that is not in the data: %s', (prose) => {
    expect(findWrongNumber(prose, numbers)).not.toBeNull();
  });
  it.each([
    'Tenants rate the flat 3.0 of 5 from 2 reviews.',
    'Internet scores 5 of 5; renovation 1.5 out of 5.',
    'One of the 2 reviews mentions mould; 3.3 of 5 for noise (rounded from 3.25).',
    'Жильцы оценивают квартиру на 3 из 5 по 2 отзывам.',
    'მცხოვრებლები ბინას 5-დან 4,5 ქულით აფასებენ 2 შეფასებაში.',
    'Rent is 1,200 GEL, fibre runs at 300 Mbit and the flat is on floor 12.',
  ])('accepts numbers that match the data and numbers that are no rating or count: %s', (prose) => {
    expect(findWrongNumber(prose, numbers)).toBeNull();
  });
});

// Two instances need one shared database server; an embedded PGlite belongs to one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  it("generate a place summary once: the second waits on the advisory lock and serves the first one's row", async () => {
    const { placeId } = await reviewedApartment();
    const second = await buildApp({ config: t.config, database: t.database, withWeb: false, logger: false });
    try {
      mode = 'slow-ok';
      const [a, b] = await Promise.all([
        summary(placeId, 'en'),
        second
          .inject({ url: `/api/v1/ai-summary?placeId=${placeId}&lang=en` })
          .then((response) => response.json()),
      ]);
      expect(b.id).toBe(a.id);
      expect(a.provider).toBe('openai-compatible:test-model');
      expect(received).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('reported problems in the model prose', () => {
  it.each([
    ['Nobody reported missing water.', 'water'],
    ['No tenant has ever had mould here.', 'mould'],
    ['С водой проблем нет, напор хороший.', 'water'],
    ['Лифт не ломается.', 'lift'],
    ['წყლის წნევა კარგია და პრობლემა არ არის.', 'water'],
    ['ობი არავის უნახავს.', 'mould'],
  ] as const)('rejects prose that denies a reported problem: %s', (prose, problem) => {
    expect(findDeniedProblem(prose, [problem])).toBe(problem);
  });
  it.each([
    ['Evening water pressure is weak, which makes showering hard.', 'water'],
    ['The lift breaks down every month, never for long.', 'lift'],
    ['Напор воды по вечерам слабый.', 'water'],
    ['ლიფტი ყოველ თვე ფუჭდება.', 'lift'],
    ['The internet never dropped.', 'water'],
  ] as const)('accepts prose that reports it or speaks of something else: %s', (prose, problem) => {
    expect(findDeniedProblem(prose, [problem])).toBeNull();
  });
});
