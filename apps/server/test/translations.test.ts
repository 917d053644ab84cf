import { detectTextLanguage } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { reviews, users } from '../src/db/schema.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestUser,
} from '../src/testing/factories.ts';
import { hasWebBuild, readJson, startTestApp, type TestApp, webBuild } from '../src/testing/index.ts';
import {
  type TranslationPeer as Peer,
  startChatCompletionsPeer as startChatCompletions,
  startLibreTranslatePeer as startLibreTranslate,
} from '../src/testing/translation-peers.ts';

/**
 * Machine translation of reviews and comments against real HTTP peers on 127.0.0.1: one speaks
 * the LibreTranslate API (POST /translate), one the chat-completions API. What they receive is
 * captured and checked: the text and the languages, nothing about the author.
 */
const RUSSIAN = 'Тихая квартира на улице Палиашвили, 15, аренда 1200 лари. Хозяин: [•••]';
const GEORGIAN_COMMENT = 'ძალიან კარგი ბინაა, გირჩევთ.';

async function translate(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/v1/translations', { method: 'POST', json: body, headers });
}

describe('translations through a LibreTranslate API', () => {
  let libre: Peer;
  let app: TestApp;
  let author: TestUser;
  let review: { id: string };
  let commentId: string;

  beforeAll(async () => {
    libre = await startLibreTranslate();
    app = await startTestApp({
      env: {
        ...FAST_CAPTCHA_ENV,
        TRANSLATE_URL: libre.url,
        TRANSLATE_API_KEY: 'libre-key',
        TRANSLATE_TIMEOUT_MS: '400',
      },
    });
    const tree = await createPlaceTree(app.database.db);
    author = await createTestUser(app.database.db, {
      name: 'Nino Beridze',
      email: 'nino.beridze@example.com',
    });
    review = await publishTestReview(app, author, {
      placeId: tree.apartment,
      aspects: {
        general: { rating: 4, comment: RUSSIAN },
        noise: { rating: 5, comment: 'Quiet at night, no traffic.' },
      },
    });
    const commenter = await createTestUser(app.database.db, { name: 'Giorgi Commenter' });
    const comment = await readJson(
      await app.request('/api/v1/comments', {
        method: 'POST',
        headers: commenter.auth,
        json: { reviewId: review.id, text: GEORGIAN_COMMENT },
      }),
    );
    commentId = comment.id;
  });
  afterAll(async () => {
    await app?.close();
    await libre?.close();
  });
  beforeEach(() => {
    libre.mode = 'ok';
    libre.received.length = 0;
  });

  it('translates a review and a comment once; the second reader gets the cached translation', async () => {
    const body = {
      items: [
        { kind: 'reviewAspect', id: review.id, field: 'general' },
        { kind: 'comment', id: commentId },
        { kind: 'reviewAspect', id: review.id, field: 'noise' },
      ],
      target: 'en',
    };
    const first = await translate(app, body);
    expect(first.status).toBe(200);
    const answer = await readJson(first);
    expect(answer.translations).toEqual([
      expect.objectContaining({
        kind: 'reviewAspect',
        id: review.id,
        field: 'general',
        source: 'ru',
        target: 'en',
        provider: 'libretranslate',
        text: `[en] ${RUSSIAN}`,
      }),
      expect.objectContaining({
        kind: 'comment',
        id: commentId,
        source: 'ka',
        text: `[en] ${GEORGIAN_COMMENT}`,
      }),
    ]);
    // The English aspect is already in the reader's language.
    expect(answer.failed).toEqual([
      { kind: 'reviewAspect', id: review.id, field: 'noise', reason: 'sameLanguage' },
    ]);
    expect(libre.received).toHaveLength(2);

    // Another reader, signed in this time: nothing reaches the provider again.
    const reader = await createTestUser(app.database.db);
    const second = await readJson(await translate(app, body, reader.auth));
    expect(second.translations.map((t: { text: string }) => t.text)).toEqual(
      answer.translations.map((t: { text: string }) => t.text),
    );
    expect(libre.received).toHaveLength(2);

    // The stored original is untouched.
    const stored = await readJson(await app.request(`/api/v1/reviews/${review.id}?lang=en`));
    expect(stored.aspects.find((a: { aspect: string }) => a.aspect === 'general').comment).toBe(RUSSIAN);
  });

  it('sends the text and the languages only: no author, no ids; masked contacts stay masked', async () => {
    await translate(app, { items: [{ kind: 'reviewAspect', id: review.id }], target: 'ka' });
    expect(libre.received).toHaveLength(1);
    const [sent] = libre.received;
    expect(sent!.path).toBe('/translate');
    expect(sent!.body).toEqual({
      q: RUSSIAN,
      source: 'ru',
      target: 'ka',
      format: 'text',
      api_key: 'libre-key',
    });
    for (const personal of ['Nino', 'Beridze', 'nino.beridze@example.com', author.id, review.id]) {
      expect(sent!.raw).not.toContain(personal);
    }
    expect(sent!.raw).toContain('[•••]');
  });

  it('translates an edited text anew (a new hash), and the old translation is not served for it', async () => {
    const edited = 'Тихая квартира, но зимой холодно. Хозяин отвечает быстро.';
    const patch = await app.request(`/api/v1/reviews/${review.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { aspects: { general: { rating: 3, comment: edited } } },
    });
    expect(patch.status).toBe(200);
    const answer = await readJson(
      await translate(app, {
        items: [{ kind: 'reviewAspect', id: review.id, field: 'general' }],
        target: 'en',
      }),
    );
    expect(answer.translations[0].text).toBe(`[en] ${edited}`);
    expect(libre.received).toHaveLength(1);
    expect(libre.received[0]!.body.q).toBe(edited);
  });

  it('keeps the original when the provider is too slow, and says so per item', async () => {
    libre.mode = 'slow';
    const response = await translate(app, { items: [{ kind: 'comment', id: commentId }], target: 'ru' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      translations: [],
      failed: [{ kind: 'comment', id: commentId, reason: 'timeout' }],
    });
    // Nothing was cached: once the provider answers again, the text is translated.
    libre.mode = 'ok';
    const again = await readJson(
      await translate(app, { items: [{ kind: 'comment', id: commentId }], target: 'ru' }),
    );
    expect(again.translations[0].text).toBe(`[ru] ${GEORGIAN_COMMENT}`);
  });

  it('reports a provider error as unavailable', async () => {
    libre.mode = 'error';
    const answer = await readJson(
      await translate(app, { items: [{ kind: 'reviewAspect', id: review.id }], target: 'ru' }),
    );
    expect(answer.failed).toEqual([{ kind: 'reviewAspect', id: review.id, reason: 'sameLanguage' }]);
    const other = await readJson(
      await translate(app, { items: [{ kind: 'comment', id: commentId }], target: 'en' }),
    );
    expect(other.translations).toHaveLength(1); // cached by the first test
    const uncached = await readJson(
      await translate(app, {
        items: [{ kind: 'reviewAspect', id: review.id, field: 'general' }],
        target: 'ka',
      }),
    );
    expect(uncached.failed).toEqual([
      { kind: 'reviewAspect', id: review.id, field: 'general', reason: 'unavailable' },
    ]);
  });

  it('translates only public texts loaded by id: hidden reviews, unknown ids and made-up quotes are not found', async () => {
    const tree = await createPlaceTree(app.database.db);
    const hidden = await publishTestReview(app, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 2, comment: 'Сырость и плесень в ванной комнате.' } },
    });
    await app.database.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, hidden.id));
    const answer = await readJson(
      await translate(app, {
        items: [
          { kind: 'reviewAspect', id: hidden.id },
          { kind: 'comment', id: review.id },
          { kind: 'summaryQuote', id: review.id, quote: 'Переведи мне этот произвольный текст, пожалуйста' },
        ],
        target: 'en',
      }),
    );
    expect(answer.failed.map((f: { reason: string }) => f.reason)).toEqual([
      'notFound',
      'notFound',
      'notFound',
    ]);
    expect(answer.translations).toEqual([]);
    expect(libre.received).toEqual([]);
  });

  it("translates a summary's quotes, and no other excerpt of the same review (each would be a provider call)", async () => {
    const tree = await createPlaceTree(app.database.db);
    const comment = 'Светлая квартира, до метро две минуты. Соседи тихие, хозяин вернул залог полностью.';
    const quoted = await publishTestReview(app, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 5, comment } },
    });
    const summary = await readJson(await app.request(`/api/v1/ai-summary?placeId=${tree.apartment}&lang=en`));
    type Claim = { quotes: Array<{ reviewId: string; text: string }> };
    const quotes = summary.sections.flatMap((section: { claims: Claim[] }) =>
      section.claims.flatMap((claim) => claim.quotes),
    ) as Claim['quotes'];
    const quote = quotes.find((q) => q.reviewId === quoted.id)?.text;
    expect(quote).toBeTruthy();
    const excerpts = ['Светлая квартира', 'до метро две минуты', 'Соседи тихие'];
    const answer = await readJson(
      await translate(app, {
        items: [
          { kind: 'summaryQuote', id: quoted.id, quote },
          ...excerpts.map((excerpt) => ({ kind: 'summaryQuote', id: quoted.id, quote: excerpt })),
        ],
        target: 'en',
      }),
    );
    expect(answer.translations).toEqual([
      expect.objectContaining({ kind: 'summaryQuote', quote, text: `[en] ${quote}` }),
    ]);
    expect(answer.failed.map((f: { reason: string }) => f.reason)).toEqual(excerpts.map(() => 'notFound'));
    expect(libre.received.map((r) => r.body.q)).toEqual([quote]);

    // Read again, the summary carries that translation beside the original quote (issue 34), from
    // the cache alone: no provider call. A summary in the quote's own language carries none.
    const quotesOf = async (lang: string) =>
      (
        await readJson(await app.request(`/api/v1/ai-summary?placeId=${tree.apartment}&lang=${lang}`))
      ).sections.flatMap((section: { claims: Claim[] }) => section.claims.flatMap((claim) => claim.quotes));
    const translated = (await quotesOf('en')).find((q: { reviewId: string }) => q.reviewId === quoted.id);
    expect(translated).toMatchObject({
      reviewId: quoted.id,
      text: quote,
      translation: { text: `[en] ${quote}`, source: 'ru', provider: 'libretranslate' },
    });
    const inRussian = await quotesOf('ru');
    expect(inRussian.length).toBeGreaterThan(0);
    for (const q of inRussian) expect(q).not.toHaveProperty('translation');
    // Not asked for in Georgian: the Georgian summary quotes the original alone.
    for (const q of await quotesOf('ka')) expect(q).not.toHaveProperty('translation');
    expect(libre.received).toHaveLength(1);
  });

  it('refuses bad requests with the error envelope', async () => {
    const empty = await translate(app, { items: [], target: 'en' });
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const text = await translate(app, { items: [{ kind: 'text', id: review.id }], target: 'fr' });
    expect(text.status).toBe(400);
  });

  it('remembers per account which languages are always translated', async () => {
    const reader = await createTestUser(app.database.db);
    expect(
      await readJson(await app.request('/api/v1/translations/preferences', { headers: reader.auth })),
    ).toEqual({
      alwaysFrom: [],
    });
    const saved = await app.request('/api/v1/translations/preferences', {
      method: 'PUT',
      headers: reader.auth,
      json: { alwaysFrom: ['ka', 'ru'] },
    });
    expect(await readJson(saved)).toEqual({ alwaysFrom: ['ka', 'ru'] });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, reader.id));
    expect(row!.translateFrom).toEqual(['ka', 'ru']);
    expect((await app.request('/api/v1/translations/preferences')).status).toBe(401);
  });
});

describe('translations through the chat-completions model', () => {
  let model: Peer;
  let app: TestApp;

  beforeAll(async () => {
    model = await startChatCompletions();
    app = await startTestApp({
      env: {
        ...FAST_CAPTCHA_ENV,
        AI_PROVIDER_URL: model.url,
        AI_API_KEY: 'model-key',
        AI_MODEL: 'translator-test',
        TRANSLATE_PROVIDER: 'model,libretranslate',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  it('sends the text alone with instructions that keep names, numbers and masks; answers the translation', async () => {
    const tree = await createPlaceTree(app.database.db);
    const author = await createTestUser(app.database.db, { name: 'Tamar Author' });
    const review = await publishTestReview(app, author, {
      placeId: tree.apartment,
      aspects: { general: { rating: 5, comment: RUSSIAN } },
    });
    const answer = await readJson(
      await translate(app, { items: [{ kind: 'reviewAspect', id: review.id }], target: 'en' }),
    );
    expect(answer.translations).toEqual([
      expect.objectContaining({
        provider: 'model',
        source: 'ru',
        target: 'en',
        text: `[English] ${RUSSIAN}`,
      }),
    ]);
    expect(model.received).toHaveLength(1);
    const sent = model.received[0]!;
    expect(sent.path).toBe('/chat/completions');
    expect(sent.body.model).toBe('translator-test');
    const messages = sent.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toBe(RUSSIAN);
    expect(messages[0]!.content).toMatch(/from Russian to English/);
    expect(messages[0]!.content).toMatch(/numbers.*amounts and currencies exactly as written/);
    expect(messages[0]!.content).toMatch(/translation only/);
    for (const personal of ['Tamar', author.id, review.id]) expect(sent.raw).not.toContain(personal);
  });
});

describe('translation limits and configuration', () => {
  let libre: Peer;
  let app: TestApp;

  beforeAll(async () => {
    libre = await startLibreTranslate();
    // Limits scaled down so that a handful of requests meets them.
    app = await startTestApp({ env: { TRANSLATE_URL: libre.url, RATE_LIMIT_SCALE: '0.01' } });
  });
  afterAll(async () => {
    await app?.close();
    await libre?.close();
  });

  it('is in the OpenAPI document', async () => {
    const doc = await readJson(await app.request('/api/v1/openapi.json'));
    const post = doc.paths['/api/v1/translations'].post;
    expect(post.requestBody.content['application/json'].schema).toBeDefined();
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(doc.paths['/api/v1/translations/preferences'].put).toBeDefined();
  });

  it('answers 429 with the error envelope once a visitor has asked too often', async () => {
    const body = { items: [{ kind: 'comment', id: '0190a0b0-0000-7000-8000-000000000000' }], target: 'en' };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await translate(app, body);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    expect(await readJson(last!)).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('offers translation only where a provider is configured', async () => {
    expect(loadConfig({}).translation.order).toEqual(['device']);
    expect(loadConfig({ TRANSLATE_PROVIDER: 'none', TRANSLATE_URL: libre.url }).translation.order).toEqual(
      [],
    );
    expect(loadConfig({ TRANSLATE_PROVIDER: 'model,libretranslate' }).translation.order).toEqual([]);
    expect(
      loadConfig({ TRANSLATE_URL: libre.url, AI_PROVIDER_URL: 'http://127.0.0.1:9/v1' }).translation.order,
    ).toEqual(['device', 'model', 'libretranslate']);
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'google' })).toThrow(/TRANSLATE_PROVIDER/);
    const off = await startTestApp({ env: { TRANSLATE_PROVIDER: 'device' } });
    try {
      const response = await translate(off, {
        items: [{ kind: 'comment', id: commentLikeId }],
        target: 'en',
      });
      expect(response.status).toBe(503);
      expect(await readJson(response)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await off.close();
    }
  });
});

const commentLikeId = '0190a0b0-0000-7000-8000-000000000001';

describe('the provider budget per visitor', () => {
  let libre: Peer;
  let app: TestApp;

  beforeAll(async () => {
    libre = await startLibreTranslate();
    // Scaled so that one address may make 3 provider calls an hour (its /24: 12), all visitors 60.
    app = await startTestApp({
      env: { ...FAST_CAPTCHA_ENV, TRANSLATE_URL: libre.url, RATE_LIMIT_SCALE: '0.02', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await libre?.close();
  });

  it("stops one address at its share of provider calls; another network's readers still get theirs", async () => {
    const tree = await createPlaceTree(app.database.db);
    const author = await createTestUser(app.database.db);
    const aspects = ['general', 'security', 'neighbors', 'noise', 'renovation', 'landlord'] as const;
    const review = await publishTestReview(app, author, {
      placeId: tree.apartment,
      aspects: Object.fromEntries(
        aspects.map((aspect, i) => [aspect, { rating: 4, comment: `Текст номер ${i + 1} про квартиру.` }]),
      ),
    });
    const items = (fields: readonly string[]) => ({
      items: fields.map((field) => ({ kind: 'reviewAspect', id: review.id, field })),
      target: 'en',
    });
    const greedy = await translate(app, items(aspects.slice(0, 4)), { 'x-forwarded-for': '203.0.113.7' });
    expect(greedy.status).toBe(429);
    expect(await readJson(greedy)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(libre.received).toHaveLength(0);

    const other = await translate(app, items(aspects.slice(4)), { 'x-forwarded-for': '198.51.100.20' });
    expect(other.status).toBe(200);
    expect((await readJson(other)).translations).toHaveLength(2);
    expect(libre.received).toHaveLength(2);
  });
});

describe('language of a text', () => {
  it('goes by the script most letters are written in', () => {
    expect(detectTextLanguage('Хорошая квартира на улице Vazha-Pshavela')).toBe('ru');
    expect(detectTextLanguage('კარგი ბინა, Wi-Fi სწრაფია')).toBe('ka');
    expect(detectTextLanguage('Nice flat near ვაკე park')).toBe('en');
    expect(detectTextLanguage('1200 ₾')).toBe('en');
  });
});

describe.skipIf(!hasWebBuild)('the Translate control on the rendered page (needs npm run build)', () => {
  let libre: Peer;
  beforeAll(async () => {
    libre = await startLibreTranslate();
  });
  afterAll(async () => {
    await libre?.close();
  });

  /** The review page as the server renders it, for a Russian review read in English. */
  async function renderRussianReview(env: Record<string, string>) {
    const app = await startTestApp({
      withWeb: true,
      env: { ...FAST_CAPTCHA_ENV, WEB_BUILD_DIR: webBuild, ...env },
    });
    try {
      const tree = await createPlaceTree(app.database.db);
      const author = await createTestUser(app.database.db);
      const review = await publishTestReview(app, author, {
        placeId: tree.apartment,
        aspects: { general: { rating: 4, comment: RUSSIAN } },
      });
      const page = await app.request(`/en/reviews/${review.id}`);
      expect(page.status).toBe(200);
      return await page.text();
    } finally {
      await app.close();
    }
  }

  it('is on the page with a server provider, and absent without one (never a button that fails)', async () => {
    expect(await renderRussianReview({ TRANSLATE_URL: libre.url })).toMatch(/>Translate<\/button>/);
    // Only the browser's own Translator API is left: known after hydration, so not in the page.
    expect(await renderRussianReview({})).not.toMatch(/>Translate<\/button>/);
    expect(await renderRussianReview({ TRANSLATE_PROVIDER: 'none', TRANSLATE_URL: libre.url })).not.toMatch(
      />Translate<\/button>/,
    );
  });
});
