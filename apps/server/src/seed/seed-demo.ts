import { isAspectOf, type Locale } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  comments,
  commentVotes,
  photos,
  places,
  reviewAspects,
  reviews,
  reviewVotes,
  users,
} from '../db/schema.ts';
import { photoFileColumns, type StoredPhotoFiles, storePhotoFiles } from '../features/photos/index.ts';
import {
  buildSearchText,
  geonamesPlaceId,
  getPlaceScope,
  normalizeAddress,
  reviewScore,
} from '../features/places/index.ts';
import { syncUserPoints } from '../features/points/index.ts';
import '../features/wire-features.ts';
import type { MediaStorage } from '../lib/storage.ts';
import { seededRandomUuid, seededUuid } from '../lib/uuid.ts';
import { COMMUNITY_REVIEWS, COMMUNITY_USERS, DEMO_COMMENTS } from './demo-community.ts';
import {
  DEMO_BUILDINGS,
  DEMO_CITIES,
  DEMO_DISTRICTS,
  DEMO_TODAY,
  type DemoReview,
  DEMO_REVIEWS as FIRST_REVIEWS,
  DEMO_USERS as FIRST_USERS,
  type Names,
} from './demo-data.ts';
import { drawDemoPhoto } from './demo-photos.ts';

const DEMO_USERS = [...FIRST_USERS, ...COMMUNITY_USERS];
const DEMO_REVIEWS = [...FIRST_REVIEWS, ...COMMUNITY_REVIEWS];

/**
 * Demo accounts' and places' ids are derived from a key and a fixed epoch, so that they are the same
 * on every machine; the epoch is no one's creation time (docs/decisions/015-ids-without-time.md).
 */
const SEED_EPOCH = Date.UTC(2024, 0, 1);
const idFor = (kind: string, key: string) => seededUuid(`${kind}:${key}`, SEED_EPOCH);

const firstOfMonth = (p: { month: number; year: number }) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-01`;

const DAY = 86_400_000;

/** Whole months from DEMO_TODAY to `now` (none before it): how far the demo's dates move. */
export function demoMonthShift(now: Date): number {
  const anchor = new Date(`${DEMO_TODAY}T00:00:00Z`);
  const months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  return Math.max(0, now.getUTCDate() < anchor.getUTCDate() ? months - 1 : months);
}

/** `date` moved `months` forward, the day kept (or the month's last day when it has fewer). */
function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(date);
  moved.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return moved;
}

const addToMonth = (p: { month: number; year: number }, months: number) => {
  const index = p.year * 12 + p.month - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** A Fisher–Yates shuffle by `random`. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** mulberry32: a small seeded generator, so the likes, views and pictures are the same every seed. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const nameColumns = (names: Names) => ({ nameEn: names.en, nameRu: names.ru, nameKa: names.ka });

export interface SeedSummary {
  users: number;
  places: number;
  reviews: number;
  comments: number;
  likes: number;
  photos: number;
}

export interface SeedOptions {
  /** Where the demo photos go, as uploads do; without it the reviews have no photos. */
  storage?: MediaStorage | undefined;
  /** The seed's today: dates move to it (tests pass a fixed day). */
  now?: Date | undefined;
}

/** Checks the demo data against the aspect catalogue before anything is written. */
export function validateDemoReviews(list: readonly DemoReview[] = DEMO_REVIEWS): string[] {
  const problems: string[] = [];
  for (const review of list) {
    const aspects = Object.keys(review.aspects);
    if (aspects.length === 0) problems.push(`${review.key}: no aspects`);
    for (const aspect of aspects) {
      if (!isAspectOf(review.place.type, aspect))
        problems.push(`${review.key}: ${aspect} is not a ${review.place.type} aspect`);
    }
  }
  return problems;
}

/** One demo review as written on the seed's day: its id, dates and author's visibility. */
interface DatedReview {
  review: DemoReview;
  id: string;
  createdAt: Date;
  livedFrom: { month: number; year: number };
  livedTo: { month: number; year: number } | null;
  hideAuthor: boolean;
}

/** Moves every review's dates to `now` and gives it its stable id. */
function dateReviews(now: Date): DatedReview[] {
  const shift = demoMonthShift(now);
  const anonymous = new Set(DEMO_USERS.filter((u) => u.anonymous).map((u) => u.key));
  return DEMO_REVIEWS.map((review) => {
    const months = review.fixedDates ? 0 : shift;
    const createdAt = addMonths(new Date(review.createdAt), months);
    const hideAuthor = anonymous.has(review.authorKey) || Boolean(review.hideAuthor);
    return {
      review,
      // Like a real write: an id that carries no time (issue 30).
      id: seededRandomUuid(`review:${review.key}`),
      createdAt,
      livedFrom: addToMonth(review.livedFrom, months),
      livedTo: review.livedTo ? addToMonth(review.livedTo, months) : null,
      hideAuthor,
    };
  });
}

/**
 * Draws and stores the demo photos through the uploads' own path (re-encoded, metadata dropped,
 * every size), before the transaction: the image work would otherwise hold it open.
 */
async function storeDemoPhotos(storage: MediaStorage, random: () => number) {
  const wanted = DEMO_REVIEWS.flatMap((review) =>
    (review.photos ?? []).map((scene, index) => ({ review, scene, index })),
  );
  // Each picture is drawn (the generator consumed) in order before its encoding is awaited.
  const files = await Promise.all(
    wanted.map(({ scene }) => drawDemoPhoto(scene, random).then((jpeg) => storePhotoFiles(storage, jpeg))),
  );
  return wanted.map((photo, i) => ({ ...photo, files: files[i]! }));
}

/**
 * Writes the demo data (cities, districts, buildings, apartments, users, reviews with their photos,
 * comments, likes and views) in one transaction when the database has no places yet, then brings
 * every demo user's sofas to what the ledger rules say their contributions are worth. Returns what
 * it wrote, or null when it did nothing.
 */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  // Cities and districts come from the gazetteer import too: "empty" means no buildings yet.
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(places)
    .where(sql`${places.kind} in ('building', 'apartment')`);
  if (count > 0) return null;
  const problems = validateDemoReviews();
  if (problems.length > 0) throw new Error(`Demo data is inconsistent:\n${problems.join('\n')}`);

  const now = options.now ?? new Date();
  // Pictures have their own generator (likes and views are the same with or without storage), and
  // are drawn and encoded while the transaction writes the rest.
  const photosStored = options.storage
    ? storeDemoPhotos(options.storage, seededRandom(9))
    : Promise.resolve([]);
  photosStored.catch(() => {});
  try {
    return await db.transaction((tx) => writeDemoData(tx, now, seededRandom(17), photosStored));
  } catch (error) {
    const stored = await photosStored.catch(() => []);
    const keys = stored.flatMap((p) => p.files.stored.map((f) => f.key));
    for (const key of keys) await options.storage?.delete(key).catch(() => {});
    throw error;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeDemoData(
  tx: Tx,
  now: Date,
  random: () => number,
  photosStored: Promise<Array<{ review: DemoReview; index: number; files: StoredPhotoFiles }>>,
): Promise<SeedSummary> {
  // The gazetteer's ids (derived from the GeoNames id and the district key), so that the demo's
  // cities and districts are the imported rows whichever of the two runs first.
  const cityIdFor = (c: (typeof DEMO_CITIES)[number]) =>
    c.geonameId ? geonamesPlaceId(c.geonameId) : idFor('city', c.key);
  const cityRows = DEMO_CITIES.map((c) => ({
    id: cityIdFor(c),
    kind: 'city',
    ...nameColumns(c.names),
    searchText: buildSearchText([c.names.en, c.names.ru, c.names.ka]),
    countryCode: c.countryCode,
    population: c.population,
    geonamesId: c.geonameId ?? null,
    lat: c.lat,
    lng: c.lng,
  }));
  const cityByKey = new Map(DEMO_CITIES.map((c) => [c.key, cityIdFor(c)]));
  const countryByCity = new Map(DEMO_CITIES.map((c) => [c.key, c.countryCode]));

  const districtRows = DEMO_DISTRICTS.map((d) => {
    const cityId = cityByKey.get(d.cityKey);
    if (!cityId) throw new Error(`district ${d.key}: unknown city ${d.cityKey}`);
    return {
      id: idFor('district', d.key),
      kind: 'district',
      parentId: cityId,
      cityId,
      ...nameColumns(d.names),
      searchText: buildSearchText([d.names.en, d.names.ru, d.names.ka]),
      countryCode: countryByCity.get(d.cityKey) ?? null,
      lat: d.lat,
      lng: d.lng,
    };
  });
  const districtByKey = new Map(DEMO_DISTRICTS.map((d) => [d.key, d]));

  const buildingRows = DEMO_BUILDINGS.map((b) => {
    const district = districtByKey.get(b.districtKey);
    if (!district) throw new Error(`building ${b.key}: unknown district ${b.districtKey}`);
    const districtId = idFor('district', district.key);
    return {
      id: idFor('building', b.key),
      kind: 'building',
      parentId: districtId,
      cityId: cityByKey.get(district.cityKey)!,
      districtId,
      ...nameColumns(b.address),
      searchText: buildSearchText([
        b.address.en,
        b.address.ru,
        b.address.ka,
        normalizeAddress(b.address.en).key,
      ]),
      normalizedAddress: normalizeAddress(b.address.en).key,
      buildingType: b.buildingType,
      countryCode: countryByCity.get(district.cityKey) ?? null,
      lat: b.lat,
      lng: b.lng,
    };
  });
  const buildingById = new Map(buildingRows.map((b) => [b.id, b]));

  // Apartments exist only where a review names one: building + apartment number.
  const apartmentRows = new Map<string, typeof places.$inferInsert>();
  for (const review of DEMO_REVIEWS) {
    if (review.place.type !== 'apartment' || !review.place.apartmentNumber) continue;
    const building = buildingById.get(idFor('building', review.place.key));
    if (!building) throw new Error(`review ${review.key}: unknown building ${review.place.key}`);
    const number = review.place.apartmentNumber;
    const key = `${review.place.key}#${number}`;
    if (apartmentRows.has(key)) continue;
    const names: Names = {
      en: `${building.nameEn}, apt. ${number}`,
      ru: `${building.nameRu}, кв. ${number}`,
      ka: `${building.nameKa}, ბინა ${number}`,
    };
    apartmentRows.set(key, {
      id: idFor('apartment', key),
      kind: 'apartment',
      parentId: building.id,
      cityId: building.cityId,
      districtId: building.districtId,
      ...nameColumns(names),
      searchText: buildSearchText([names.en, names.ru, names.ka]),
      apartmentNumber: number,
      buildingType: building.buildingType,
      countryCode: building.countryCode,
      lat: building.lat,
      lng: building.lng,
    });
  }

  for (const rows of [cityRows, districtRows, buildingRows, [...apartmentRows.values()]]) {
    if (rows.length > 0) await tx.insert(places).values(rows).onConflictDoNothing();
  }

  const dated = dateReviews(now);
  const userId = (key: string) => idFor('user', key);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const reviewTimes = new Map(dated.map((d) => [d.review.key, d.createdAt]));
  const reviewIds = new Map(dated.map((d) => [d.review.key, d.id]));

  // Comments: each some days after the review or the comment before it, never in the future.
  const latest = now.getTime() - 3_600_000;
  const lastInThread = new Map<string, number>();
  const commentRows = DEMO_COMMENTS.map((comment, index) => {
    const reviewId = reviewIds.get(comment.reviewKey);
    const reviewTime = reviewTimes.get(comment.reviewKey);
    if (!reviewId || !reviewTime) throw new Error(`comment ${index}: unknown review ${comment.reviewKey}`);
    const after = lastInThread.get(comment.reviewKey) ?? reviewTime.getTime();
    const at = Math.min(latest, after + comment.daysAfter * DAY + between(1, 600) * 60_000);
    lastInThread.set(comment.reviewKey, at);
    const author = DEMO_USERS.find((u) => u.key === comment.authorKey);
    if (!author) throw new Error(`comment ${index}: unknown author ${comment.authorKey}`);
    const createdAt = new Date(Math.ceil(at / 60_000) * 60_000);
    return {
      id: seededRandomUuid(`comment:${index}`),
      reviewId,
      hideAuthor: Boolean(author.anonymous),
      authorId: userId(author.key),
      authorKey: author.key,
      text: comment.text,
      createdAt,
      updatedAt: createdAt,
    };
  });

  // Members since a little before their first review or comment; readers since a year or two.
  const firstActivity = new Map<string, number>();
  const note = (key: string, at: number) =>
    firstActivity.set(key, Math.min(firstActivity.get(key) ?? at, at));
  for (const d of dated) note(d.review.authorKey, d.createdAt.getTime());
  for (const c of commentRows) note(c.authorKey, c.createdAt.getTime());
  const joined = new Map(
    DEMO_USERS.map((u) => [
      u.key,
      new Date((firstActivity.get(u.key) ?? now.getTime() - 400 * DAY) - between(2, 90) * DAY),
    ]),
  );
  await tx.insert(users).values(
    DEMO_USERS.map((u) => ({
      id: userId(u.key),
      email: u.email?.toLowerCase() ?? null,
      name: u.name,
      language: u.language,
      mapsLanguage: u.language,
      isVerified: !u.anonymous,
      authProvider: u.anonymous ? null : 'email',
      isAnonymous: u.anonymous,
      createdAt: joined.get(u.key)!,
      updatedAt: joined.get(u.key)!,
    })),
  );

  const placeIdFor = (review: DemoReview) => {
    const { type, key, apartmentNumber } = review.place;
    if (type === 'apartment') return idFor('apartment', `${key}#${apartmentNumber}`);
    if (type === 'city') return cityByKey.get(key)!;
    return idFor(type, key);
  };

  // Likes from readers with an account (never the author's own), more for older and fuller
  // reviews; now and then a dislike; views a multiple of the attention a review got.
  const voters = DEMO_USERS.filter((u) => !u.anonymous);
  const voteRows: Array<typeof reviewVotes.$inferInsert> = [];
  const counts = new Map<string, { likes: number; dislikes: number; views: number }>();
  for (const { review, id, createdAt } of dated) {
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const commented = Object.values(review.aspects).filter((a) => a?.comment).length;
    const likes = Math.min(
      voters.length - 1,
      Math.floor(random() * (2 + commented) + Math.min(4, ageDays / 90)),
    );
    const others = shuffled(
      voters.filter((u) => u.key !== review.authorKey),
      random,
    );
    const dislikes = random() < 0.15 ? 1 : 0;
    const chosen = others.slice(0, likes + dislikes);
    chosen.forEach((voter, i) => {
      const from = Math.max(createdAt.getTime(), joined.get(voter.key)!.getTime());
      voteRows.push({
        reviewId: id,
        userId: userId(voter.key),
        value: i < likes ? 1 : -1,
        createdAt: new Date(from + random() * Math.max(0, latest - from) * 0.5),
      });
    });
    const threads = commentRows.filter((c) => c.reviewId === id).length;
    counts.set(id, {
      likes,
      dislikes: chosen.length - likes,
      views: Math.round(12 + likes * between(6, 14) + threads * 9 + Math.sqrt(Math.max(0, ageDays)) * 4),
    });
  }

  const scopes = new Map<string, Awaited<ReturnType<typeof getPlaceScope>>>();
  const reviewRows: Array<typeof reviews.$inferInsert> = [];
  const aspectRows: Array<typeof reviewAspects.$inferInsert> = [];
  for (const { review, id: reviewId, createdAt, livedFrom, livedTo, hideAuthor } of dated) {
    const aspects = Object.entries(review.aspects).filter(([, a]) => a !== undefined);
    const score = reviewScore(aspects.map(([aspect, a]) => ({ aspect, rating: a!.rating })));
    const placeId = placeIdFor(review);
    const scope = scopes.get(placeId) ?? (await getPlaceScope(tx, placeId));
    scopes.set(placeId, scope);
    const count = counts.get(reviewId)!;
    reviewRows.push({
      id: reviewId,
      placeId: scope.place.id,
      authorId: userId(review.authorKey),
      placeType: review.place.type,
      cityId: scope.cityId,
      districtId: scope.districtId,
      buildingId: scope.buildingId,
      lat: scope.place.lat,
      lng: scope.place.lng,
      buildingType: scope.place.buildingType,
      language: review.language satisfies Locale,
      isCommercial: review.isCommercial,
      livedFrom: firstOfMonth(livedFrom),
      livedTo: livedTo ? firstOfMonth(livedTo) : null,
      apartmentNumber: review.place.apartmentNumber ?? null,
      rentAmount: review.rent ? String(review.rent.amount) : null,
      rentCurrency: review.rent?.currency ?? null,
      utilitiesWinter: review.utilities?.winter !== undefined ? String(review.utilities.winter) : null,
      utilitiesSummer: review.utilities?.summer !== undefined ? String(review.utilities.summer) : null,
      utilitiesCurrency: review.utilities?.currency ?? null,
      overallRating: score.toFixed(2),
      likesCount: count.likes,
      dislikesCount: count.dislikes,
      commentsCount: commentRows.filter((c) => c.reviewId === reviewId).length,
      viewsCount: count.views,
      hideAuthor,
      // The form's defaults (issue 30): without the author's name, years and money ranges.
      periodPrecision: hideAuthor ? 'year' : 'month',
      moneyPrecision: hideAuthor ? 'range' : 'exact',
      createdAt,
      updatedAt: createdAt,
    });
    aspectRows.push(
      ...aspects.map(([aspect, a]) => ({ reviewId, aspect, rating: a!.rating, comment: a!.comment ?? null })),
    );
  }
  await tx.insert(reviews).values(reviewRows);
  await tx.insert(reviewAspects).values(aspectRows);

  const stored = await photosStored;
  if (stored.length > 0) {
    await tx.insert(photos).values(
      stored.map(({ review, index, files }) => {
        const reviewId = reviewIds.get(review.key)!;
        return {
          id: seededRandomUuid(`photo:${review.key}:${index}`),
          ownerId: userId(review.authorKey),
          placeId: placeIdFor(review),
          reviewId,
          ...photoFileColumns(files),
          createdAt: reviewTimes.get(review.key)!,
        };
      }),
    );
  }
  if (voteRows.length > 0) await tx.insert(reviewVotes).values(voteRows);

  // Comment likes: about half the comments get one to three from readers other than their author.
  const commentVoteRows: Array<typeof commentVotes.$inferInsert> = [];
  const commentLikes = new Map<string, number>();
  for (const comment of commentRows) {
    if (random() < 0.5) continue;
    const likers = shuffled(
      voters.filter((u) => u.key !== comment.authorKey),
      random,
    ).slice(0, between(1, 3));
    commentLikes.set(comment.id, likers.length);
    for (const liker of likers) {
      commentVoteRows.push({
        commentId: comment.id,
        userId: userId(liker.key),
        value: 1,
        createdAt: new Date(
          comment.createdAt.getTime() + random() * Math.max(0, latest - comment.createdAt.getTime()) * 0.3,
        ),
      });
    }
  }
  if (commentRows.length > 0) {
    await tx.insert(comments).values(
      commentRows.map(({ authorKey: _author, ...row }) => ({
        ...row,
        likesCount: commentLikes.get(row.id) ?? 0,
      })),
    );
  }
  if (commentVoteRows.length > 0) await tx.insert(commentVotes).values(commentVoteRows);

  // Sofas by the ledger's own rules: each user's reviews, photos, comments and the likes they got.
  // (Anonymous accounts earn nothing: their sync would write no entry.)
  for (const user of DEMO_USERS.filter((u) => !u.anonymous)) await syncUserPoints(tx, userId(user.key));
  await recomputePlaceStats(tx);

  return {
    users: DEMO_USERS.length,
    places: cityRows.length + districtRows.length + buildingRows.length + apartmentRows.size,
    reviews: DEMO_REVIEWS.length,
    comments: commentRows.length,
    likes: voteRows.filter((v) => v.value === 1).length,
    photos: stored.length,
  };
}

/**
 * Rebuilds every place's review count and aggregates from the published reviews, rolled up to the
 * enclosing building, district and city exactly as writes maintain them (features/places/review-stats.ts).
 * Writes keep them current incrementally; this is the repair tool and the seed's last step.
 */
export async function recomputePlaceStats(db: Pick<Db, 'execute'>) {
  const scope = sql`cross join lateral (
      select distinct x from unnest(array[r.place_id, r.building_id, r.district_id, r.city_id]) as x where x is not null
    ) as s(place_id)`;
  const distribution = (value: SQL) => sql`array[
      count(*) filter (where ${value} = 1), count(*) filter (where ${value} = 2), count(*) filter (where ${value} = 3),
      count(*) filter (where ${value} = 4), count(*) filter (where ${value} = 5)]::int[]`;
  await db.execute(sql`delete from place_aspect_stats`);
  await db.execute(sql`
    insert into place_aspect_stats (place_id, aspect, rating_sum, rating_count, distribution)
    select s.place_id, r.place_type || '.' || a.aspect, sum(a.rating)::int, count(*)::int, ${distribution(sql`a.rating`)}
    from reviews r join review_aspects a on a.review_id = r.id ${scope}
    where r.status = 'published'
    group by s.place_id, r.place_type, a.aspect`);
  await db.execute(sql`
    insert into place_aspect_stats (place_id, aspect, rating_sum, rating_count, distribution)
    select s.place_id, 'overall', sum(round(r.overall_rating * 100))::int, count(*)::int,
           ${distribution(sql`least(5, greatest(1, round(r.overall_rating)))`)}
    from reviews r ${scope}
    where r.status = 'published'
    group by s.place_id`);
  await db.execute(sql`update places set review_count = 0 where review_count <> 0`);
  await db.execute(sql`
    update places p set review_count = c.n
    from (select s.place_id, count(*)::int as n from reviews r ${scope} where r.status = 'published' group by s.place_id) c
    where c.place_id = p.id`);
}
