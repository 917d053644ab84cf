import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AiSummary, LOCALES } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { places } from '../src/db/schema.ts';
import { createSummaryGenerator, summarisePlace } from '../src/features/ai-summary/summarise-place.ts';
import { LocalMediaStorage } from '../src/lib/storage.ts';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo.ts';
import { openTestDatabase } from '../src/testing/database.ts';

/**
 * Every summary of the demo data (issue 34), built in, in every language: counts and citations
 * agree in every claim, and the themes a new user missed are there with the reviews that say them.
 */
const NOW = new Date('2027-03-10T12:00:00Z');
const MAX_IDS_PER_CLAIM = 12;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let mediaDir: string;
let generator: ReturnType<typeof createSummaryGenerator>;

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-summary-demo-'));
  await seedDemoDataIfEmpty(database.db, { storage: new LocalMediaStorage(mediaDir, '/media'), now: NOW });
  generator = createSummaryGenerator({
    db: database.db,
    lockAcrossInstances: false,
    model: undefined,
    ttlHours: 24,
  });
}, 180_000);
afterAll(async () => {
  await database?.dispose();
  if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
});

const summaryOf = (placeId: string, lang: (typeof LOCALES)[number]) =>
  summarisePlace(generator, { placeId, lang, viewerId: null });

async function placeId(kind: string, nameEn: string) {
  const [row] = await database.db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.kind, kind), eq(places.nameEn, nameEn)));
  return row!.id;
}

/** The review whose comment contains `text`. */
async function reviewWith(text: string) {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`select distinct review_id as id from review_aspects where comment like ${`%${text}%`}`,
    ),
  );
  expect(rows, text).toHaveLength(1);
  return rows[0]!.id;
}

const claimsOf = (summary: AiSummary) => summary.sections.flatMap((s) => s.claims);

describe('summaries of the demo data', () => {
  it('agree with their citations in every claim of every place, in every language', {
    timeout: 300_000,
  }, async () => {
    const reviewed = rowsOf<{ id: string; kind: string; column: string }>(
      await database.db.execute(sql`select id, kind from places where review_count > 0 order by id`),
    );
    expect(reviewed.length).toBeGreaterThan(20);
    const column = {
      city: 'city_id',
      district: 'district_id',
      building: 'building_id',
      apartment: 'place_id',
    };
    for (const place of reviewed) {
      const inScope = new Set(
        rowsOf<{ id: string }>(
          await database.db.execute(
            sql`select id from reviews where ${sql.raw(column[place.kind as keyof typeof column])} = ${place.id} and status = 'published'`,
          ),
        ).map((r) => r.id),
      );
      for (const lang of LOCALES) {
        const summary = await summaryOf(place.id, lang);
        const sources = new Set(summary.sources.map((s) => s.id));
        for (const claim of claimsOf(summary)) {
          const where = `${place.kind} ${place.id} ${lang}: ${claim.text}`;
          // The number of reviews a claim rests on is the number it cites (a dozen are listed).
          expect(claim.reviewIds.length, where).toBe(Math.min(claim.sourceCount, MAX_IDS_PER_CLAIM));
          expect(new Set(claim.reviewIds).size, where).toBe(claim.reviewIds.length);
          for (const id of claim.reviewIds) {
            expect(inScope.has(id), where).toBe(true);
            expect(sources.has(id), where).toBe(true);
          }
          for (const quote of claim.quotes) expect(claim.reviewIds, where).toContain(quote.reviewId);
          // A claim about reviews states that count: problems, themes, ratings.
          if (claim.problem || claim.theme || claim.reviewIds.length > 0) {
            const counted = claim.text.match(/(?<![\d.,])\d+(?![\d.,])/gu) ?? [];
            if (claim.problem || claim.theme) expect(counted, where).toContain(String(claim.sourceCount));
          }
        }
      }
    }
  });

  it('tells the boiler apart from the water pressure on 41 Pekini Avenue', async () => {
    const building = await placeId('building', '41 Pekini Avenue');
    const boiler = await reviewWith('ბოილერი ძველია');
    const pressure = await reviewWith('წყლის წნევა ისე ეცემა');
    for (const lang of LOCALES) {
      const claims = claimsOf(await summaryOf(building, lang));
      expect(claims.find((c) => c.problem === 'water')?.reviewIds, lang).toEqual([pressure]);
      expect(claims.find((c) => c.problem === 'hot_water')?.reviewIds, lang).toEqual([boiler]);
    }
  });

  it('finds the metro two minutes away in two of the three reviews of 112 Aghmashenebeli Avenue', async () => {
    const [row] = rowsOf<{ id: string }>(
      await database.db.execute(
        sql`select p.id from places p join reviews r on r.building_id = p.id
            join review_aspects a on a.review_id = r.id
            where p.kind = 'building' and a.comment like ${'%მეტრო ორ წუთშია%'} limit 1`,
      ),
    );
    const building = row!.id;
    const expected = [
      await reviewWith('მეტრო ორ წუთშია'),
      await reviewWith('До метро «Марджанишвили»'),
    ].sort();
    for (const lang of LOCALES) {
      const summary = await summaryOf(building, lang);
      expect(summary.reviewCount).toBe(3);
      const metro = claimsOf(summary).find((c) => c.theme?.name === 'transport' && c.theme.tone === 'good');
      expect(metro?.reviewIds.sort(), lang).toEqual(expected);
      expect(metro?.sourceCount).toBe(2);
      expect(metro?.text).toContain('2');
    }
    const en = claimsOf(await summaryOf(building, 'en')).find((c) => c.theme?.name === 'transport');
    expect(en?.text).toBe('2 reviews say the metro, a stop or the centre is close at hand.');
  });

  it('finds the deposit returned, the boiler that failed twice and the rent raised at two weeks’ notice', async () => {
    const [row] = rowsOf<{ id: string }>(
      await database.db.execute(
        sql`select r.place_id as id from reviews r join review_aspects a on a.review_id = r.id
            where a.comment like ${'%gave back the full $650 deposit%'}`,
      ),
    );
    const flat = row!.id;
    const lukas = await reviewWith('gave back the full $650 deposit');
    const anna = await reviewWith('предупредила всего за две недели');
    for (const lang of LOCALES) {
      const claims = claimsOf(await summaryOf(flat, lang));
      const theme = (name: string, tone: string) =>
        claims.find((c) => c.theme?.name === name && c.theme.tone === tone);
      expect(theme('deposit', 'good')?.reviewIds, lang).toEqual([lukas]);
      expect(claims.find((c) => c.problem === 'hot_water')?.reviewIds, lang).toEqual([lukas]);
      expect(theme('rent', 'bad')?.reviewIds, lang).toEqual([anna]);
      // The quote is the reviewer's own sentence, in the review's language.
      expect(theme('rent', 'bad')?.quotes[0]).toMatchObject({ reviewId: anna, language: 'ru' });
      expect(theme('rent', 'bad')?.quotes[0]?.text).toContain('за две недели');
    }
    const ru = claimsOf(await summaryOf(flat, 'ru'));
    expect(ru.find((c) => c.theme?.name === 'deposit')?.text).toBe('В 1 отзыве пишут, что залог вернули.');
  });
});
