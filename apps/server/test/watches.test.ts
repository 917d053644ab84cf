import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, placeWatches, placeWatchTokens, reviews } from '../src/db/schema.ts';
import { publishDueReviews } from '../src/features/moderation/maintenance.ts';
import { buildSearchText } from '../src/features/places/normalize.ts';
import { keyTypedAddress } from '../src/features/places/typed-address.ts';
import { sendDueWatchMails } from '../src/features/watches/send-watch-mails.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  postTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { type CaughtMail, linkIn, type SmtpCatcher, startSmtpCatcher } from './support/smtp-catcher.ts';

let t: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    env: { ...FAST_CAPTCHA_ENV, SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '200', RATE_LIMIT_SCALE: '100' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let counter = 0;
const uniqueEmail = (tag: string) => `watch-${tag}-${Date.now()}-${++counter}@example.com`;

async function publish(author: TestUser, placeId: string, extra: Record<string, unknown> = {}) {
  const response = await postTestReview(t, author, { placeId, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson(response);
}

/** Mails what is due and waits until the outbox has handed it to the SMTP peer. */
async function deliverWatchMails() {
  await sendDueWatchMails(t.database.db, { publicUrl: t.config.publicUrl });
  await t.app.mailer.runOnce();
}

const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.recipients.includes(to));
const header = (mail: CaughtMail, name: string) =>
  mail.headers.find((h) => h.key === name.toLowerCase())?.value ?? null;

const watch = (json: Record<string, unknown>, user?: TestUser) =>
  t.request('/api/v1/watches', { method: 'POST', headers: user?.auth ?? {}, json });

async function emailOf(user: TestUser): Promise<string> {
  const rows = await t.database.db.execute(sql`select email from users where id = ${user.id}::uuid`);
  return (rows as unknown as { rows: { email: string }[] }).rows[0]!.email;
}

describe('watching a place', () => {
  let tree: TestPlaceTree;
  beforeAll(async () => {
    tree = await createPlaceTree(t.database.db);
  });

  it('a verified reader watches at once; a new review mails them once with one-click unsubscribe', async () => {
    const reader = await createTestUser(t.database.db, { language: 'ru' });
    const answer = await watch({ placeId: tree.building, lang: 'ru' }, reader);
    expect(answer.status).toBe(200);
    const { state, id } = await readJson(answer);
    expect(state).toBe('watching');
    // Again: the same watch, not a second one.
    expect((await readJson(await watch({ placeId: tree.building, lang: 'ru' }, reader))).id).toBe(id);
    const status = await readJson(
      await t.request(`/api/v1/watches/status?placeId=${tree.building}`, { headers: reader.auth }),
    );
    expect(status).toEqual({ id });

    const review = await publish(await createTestUser(t.database.db), tree.apartment);
    await deliverWatchMails();
    const to = await emailOf(reader);
    const mail = await smtp.waitFor((m) => m.recipients.includes(to));
    expect(mail.subject).toMatch(/^Новый отзыв: /);
    expect(mail.text).toContain(`/ru/reviews/${review.id}`);
    expect(mail.text).toContain('Оценка 4 из 5');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(mail, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(/^<https?:\/\/.+\/api\/v1\/watches\/unsubscribe\/one-click\?token=.+>$/);
    // The secret is stored only as its hash.
    const token = new URL(listUnsubscribe.slice(1, -1)).searchParams.get('token')!;
    const stored = JSON.stringify(await t.database.db.select().from(placeWatchTokens));
    expect(stored).not.toContain(token);

    // Nothing more for the same review, even after a day.
    await t.database.db.update(placeWatches).set({ lastMailedAt: new Date(Date.now() - 2 * 86_400_000) });
    await deliverWatchMails();
    expect(mailsTo(to)).toHaveLength(1);

    // RFC 8058: the mail client POSTs the form to the header's URL; no session.
    const oneClick = await fetch(listUnsubscribe.slice(1, -1).replace(t.config.publicUrl, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(204);
    expect(await t.database.db.select().from(placeWatches).where(eq(placeWatches.id, id))).toEqual([]);
    const after = await readJson(
      await t.request(`/api/v1/watches/status?placeId=${tree.building}`, { headers: reader.auth }),
    );
    expect(after).toEqual({ id: null });
  });

  it('sends a digest when several reviews come within a day, and never mails the writer', async () => {
    const place = await createPlaceTree(t.database.db);
    const reader = await createTestUser(t.database.db);
    const writer = await createTestUser(t.database.db);
    await watch({ placeId: place.district, lang: 'en' }, reader);
    await watch({ placeId: place.district, lang: 'en' }, writer);
    await publish(writer, place.apartment);
    await deliverWatchMails();
    const to = await emailOf(reader);
    await smtp.waitFor((m) => m.recipients.includes(to));
    expect(mailsTo(await emailOf(writer))).toHaveLength(0);

    await publish(await createTestUser(t.database.db), place.building);
    await publish(await createTestUser(t.database.db), place.apartment);
    await deliverWatchMails();
    expect(mailsTo(to)).toHaveLength(1);
    // A day after the first mail the two go together.
    await t.database.db
      .update(placeWatches)
      .set({ lastMailedAt: new Date(Date.now() - 86_400_001) })
      .where(sql`${placeWatches.placeId} = ${place.district}`);
    await deliverWatchMails();
    const digest = await smtp.waitFor(
      (m) => m.recipients.includes(to) && m.subject!.startsWith('2 new reviews'),
    );
    expect(digest.text!.match(/\/en\/reviews\/[0-9a-f-]{36}/g)).toHaveLength(2);
    // The writer is told of the others' two reviews in one mail, never of their own.
    expect(mailsTo(await emailOf(writer)).filter((m) => m.subject === digest.subject)).toHaveLength(1);
  });

  it('tells of a scheduled review when it comes due, and of a nameless one only the next day', async () => {
    const place = await createPlaceTree(t.database.db);
    const reader = await createTestUser(t.database.db);
    await watch({ placeId: place.building, lang: 'en' }, reader);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await publish(await createTestUser(t.database.db), place.apartment, {
      publishAt: tomorrow,
    });
    expect(scheduled.status).toBe('scheduled');
    await deliverWatchMails();
    const to = await emailOf(reader);
    expect(mailsTo(to)).toHaveLength(0);
    await t.database.db
      .update(reviews)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.id, scheduled.id));
    await publishDueReviews(t.database.db);
    await deliverWatchMails();
    const mail = await smtp.waitFor((m) => m.recipients.includes(to));
    expect(mail.text).toContain(`/en/reviews/${scheduled.id}`);

    const nameless = await publish(await createTestUser(t.database.db, { anonymous: true }), place.building);
    await t.database.db.update(placeWatches).set({ lastMailedAt: null });
    await deliverWatchMails();
    expect(mailsTo(to)).toHaveLength(1);
    await t.database.db.execute(
      sql`update place_watch_notices set due_at = now() - interval '1 second' where review_id = ${nameless.id}::uuid`,
    );
    await deliverWatchMails();
    await smtp.waitFor((m) => m.recipients.includes(to) && (m.text ?? '').includes(nameless.id));
  });
});

describe('watching by e-mail (double opt-in)', () => {
  it('mails a confirmation link; nothing is told before it is opened; the unsubscribe link works signed out', async () => {
    const place = await createPlaceTree(t.database.db);
    const email = uniqueEmail('visitor');
    const answer = await watch({ placeId: place.building, email, lang: 'ka' });
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({ state: 'confirmationSent', id: null });
    const confirmation = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(confirmation.subject).toMatch(/^დაადასტურეთ/);
    const confirmLink = linkIn(confirmation, '/ka/watch/confirm');

    // Not confirmed: a review tells nothing.
    await publish(await createTestUser(t.database.db), place.apartment);
    await deliverWatchMails();
    expect(mailsTo(email)).toHaveLength(1);

    // A confirmation secret does not unsubscribe, a forged one does nothing.
    const confirmToken = confirmLink.searchParams.get('token')!;
    const wrongPurpose = await t.request('/api/v1/watches/unsubscribe', {
      method: 'POST',
      json: { token: confirmToken },
    });
    expect(wrongPurpose.status).toBe(400);
    expect((await readJson(wrongPurpose)).code).toBe('WATCH_LINK_INVALID');

    const confirmed = await t.request('/api/v1/watches/confirm', {
      method: 'POST',
      json: { token: confirmToken },
    });
    expect(confirmed.status).toBe(200);
    // Named in the language the watch was asked in.
    expect(await readJson(confirmed)).toMatchObject({
      placeId: place.building,
      name: expect.stringMatching(/^სატესტო ქუჩა/),
    });
    // Spent: a second click finds nothing.
    const again = await t.request('/api/v1/watches/confirm', {
      method: 'POST',
      json: { token: confirmToken },
    });
    expect(again.status).toBe(400);

    const review = await publish(await createTestUser(t.database.db), place.building);
    await deliverWatchMails();
    const mail = await smtp.waitFor(
      (m) => m.recipients.includes(email) && m.subject!.startsWith('ახალი შეფასება'),
    );
    expect(mail.text).toContain(`/ka/reviews/${review.id}`);
    const unsubscribe = linkIn(mail, '/ka/watch/unsubscribe');

    const forged = await t.request('/api/v1/watches/unsubscribe', {
      method: 'POST',
      json: { token: randomBytes(32).toString('base64url') },
    });
    expect(forged.status).toBe(400);
    const forgedOneClick = await t.request(
      `/api/v1/watches/unsubscribe/one-click?token=${randomBytes(32).toString('base64url')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(forgedOneClick.status).toBe(400);
    expect(await t.database.db.select().from(placeWatches).where(eq(placeWatches.email, email))).toHaveLength(
      1,
    );

    const done = await t.request('/api/v1/watches/unsubscribe', {
      method: 'POST',
      json: { token: unsubscribe.searchParams.get('token') },
    });
    expect(done.status).toBe(204);
    expect(await t.database.db.select().from(placeWatches).where(eq(placeWatches.email, email))).toEqual([]);
  });

  it('answers the same for an address that already watches, and asks a visitor for an address', async () => {
    const place = await createPlaceTree(t.database.db);
    const email = uniqueEmail('known');
    await watch({ placeId: place.building, email, lang: 'en' });
    const link = linkIn(await smtp.waitFor((m) => m.recipients.includes(email)), '/en/watch/confirm');
    await t.request('/api/v1/watches/confirm', {
      method: 'POST',
      json: { token: link.searchParams.get('token') },
    });
    const known = await watch({ placeId: place.building, email, lang: 'en' });
    const fresh = await watch({ placeId: place.building, email: uniqueEmail('fresh'), lang: 'en' });
    expect(known.status).toBe(fresh.status);
    expect(await readJson(known)).toEqual(await readJson(fresh));

    const noAddress = await watch({ placeId: place.building, lang: 'en' });
    expect(noAddress.status).toBe(400);
    expect((await readJson(noAddress)).code).toBe('WATCH_EMAIL_REQUIRED');
    const unknownPlace = await watch({ placeId: randomUUID(), email, lang: 'en' });
    expect(unknownPlace.status).toBe(404);
    const both = await watch({ placeId: place.building, address: { q: 'Test Street 5' }, email, lang: 'en' });
    expect(both.status).toBe(400);
  });
});

describe('an address nobody has reviewed', () => {
  it('becomes a watch of the building its first review creates', async () => {
    const tree = await createPlaceTree(t.database.db);
    const reader = await createTestUser(t.database.db);
    const q = 'Watchful Street 77';
    const answer = await watch({ address: { q, cityId: tree.city }, lang: 'en' }, reader);
    expect(answer.status).toBe(200);
    const { id } = await readJson(answer);
    const status = await readJson(
      await t.request(`/api/v1/watches/status?q=${encodeURIComponent(q)}&cityId=${tree.city}`, {
        headers: reader.auth,
      }),
    );
    expect(status).toEqual({ id });
    const listed = await readJson(await t.request('/api/v1/watches?lang=en', { headers: reader.auth }));
    expect(listed.items).toEqual([
      { id, place: null, address: { text: q, cityId: tree.city, cityName: expect.any(String) } },
    ]);

    // The review form's for-reviews call creates the building with the address's key.
    const key = await keyTypedAddress(t.database.db, { q, cityId: tree.city });
    const building = randomUUID();
    await t.database.db.insert(places).values({
      id: building,
      kind: 'building',
      parentId: tree.district,
      cityId: tree.city,
      districtId: tree.district,
      nameEn: q,
      nameRu: q,
      nameKa: q,
      searchText: buildSearchText([q]),
      normalizedAddress: key.key,
      lat: 41.71,
      lng: 44.76,
      countryCode: 'GE',
    });
    const review = await publish(await createTestUser(t.database.db), building);
    const [row] = await t.database.db.select().from(placeWatches).where(eq(placeWatches.id, id));
    expect(row).toMatchObject({ placeId: building, addressKey: null });
    await deliverWatchMails();
    const to = await emailOf(reader);
    const mail = await smtp.waitFor((m) => m.recipients.includes(to));
    expect(mail.text).toContain(`/en/reviews/${review.id}`);
    expect(mail.subject).toBe(`New review: ${q}`);
  });
});

describe('privacy', () => {
  it('shows a watch only to its watcher; another cannot read or end it', async () => {
    const tree = await createPlaceTree(t.database.db);
    const reader = await createTestUser(t.database.db);
    const stranger = await createTestUser(t.database.db);
    const { id } = await readJson(await watch({ placeId: tree.building, lang: 'en' }, reader));
    const theirs = await readJson(await t.request('/api/v1/watches?lang=en', { headers: stranger.auth }));
    expect(theirs.items).toEqual([]);
    const status = await readJson(
      await t.request(`/api/v1/watches/status?placeId=${tree.building}`, { headers: stranger.auth }),
    );
    expect(status).toEqual({ id: null });
    const steal = await t.request(`/api/v1/watches/${id}`, { method: 'DELETE', headers: stranger.auth });
    expect(steal.status).toBe(404);
    expect((await t.request('/api/v1/watches?lang=en')).status).toBe(401);
    // The place's public answers carry nothing about watchers.
    const page = await (await t.request(`/api/v1/reviews?placeId=${tree.building}&lang=en`)).text();
    expect(page).not.toContain(id);
    expect(page.toLowerCase()).not.toContain('watch');

    const mine = await readJson(await t.request('/api/v1/watches?lang=en', { headers: reader.auth }));
    expect(mine.items).toMatchObject([{ id, place: { id: tree.building, kind: 'building' }, address: null }]);
    expect(
      (await t.request(`/api/v1/watches/${id}`, { method: 'DELETE', headers: reader.auth })).status,
    ).toBe(204);
    expect(
      (await readJson(await t.request('/api/v1/watches?lang=en', { headers: reader.auth }))).items,
    ).toEqual([]);
  });

  it('limits watching per network', async () => {
    const limited = await startTestApp({ env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '0.1' } });
    try {
      const tree = await createPlaceTree(limited.database.db);
      const reader = await createTestUser(limited.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await limited.request('/api/v1/watches', {
          method: 'POST',
          headers: reader.auth,
          json: { placeId: tree.building, lang: 'en' },
        });
        statuses.push(response.status);
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
