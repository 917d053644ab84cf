/**
 * Load scenarios against the benchmark database, each run beside a Fastify hello-world route in
 * the same run, so results are read as ratios rather than absolute numbers. The servers run in a
 * child process (serve.ts); autocannon runs here. Writes bench/results/<timestamp>.json, prints a
 * Markdown table and, after a run of every scenario, puts it into docs/performance.md between the
 * bench:load markers (results-doc.ts).
 *
 *   WEB_BUILD_DIR=apps/web/build-bench npm run load -w bench
 *   SCENARIOS=ssr,sign-in DURATION=5 npm run load -w bench    (a subset, by name)
 *   CPU_PROF=1 npm run load -w bench                          (V8 CPU profile of the app in bench/results)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  answerCaptcha,
  createCaptchaChallenge,
  createSession,
  deleteReview,
  findSessionUser,
  hashPassword,
  openDatabase,
  rowsOf,
  sessions,
  users,
} from '@app/server/bench';
import autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BENCH_CAPTCHA, BENCH_URL } from './config.ts';
import { type LoadResult, loadResultsTable, loadSection, writeGeneratedSection } from './results-doc.ts';
import { startServers, stopServers } from './servers.ts';
import { findBenchTargets } from './targets.ts';
import { suggestionPaths } from './typed-searches.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ONLY = process.env.SCENARIOS?.split(',').map((s) => s.trim().toLowerCase());
const SIGN_IN = { email: 'bench1@example.com', password: 'bench-password-1' };
const WRITERS = 50;

type Scenario =
  /** `path` names what varies from request to request (the options then carry `requests`). */
  | { name: string; options: autocannon.Options; path?: string }
  /** A closed loop of its own, for flows of several dependent requests. */
  | { name: string; path: string; iterate: () => Promise<boolean>; connections: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs `iterate` on `connections` loops for `seconds`; latency is that of a whole iteration. */
async function runLoop(iterate: () => Promise<boolean>, connections: number, seconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        if (await iterate().catch(() => false)) latencies.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}

async function measure(scenario: Scenario): Promise<LoadResult> {
  if ('iterate' in scenario) {
    await runLoop(scenario.iterate, scenario.connections, 2);
    const { latencies, failures } = await runLoop(scenario.iterate, scenario.connections, DURATION);
    return {
      name: scenario.name,
      path: scenario.path,
      requestsPerSecond: Number((latencies.length / DURATION).toFixed(1)),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      errors: 0,
      non2xx: failures,
      note: `${scenario.connections} connections, latency of the whole flow`,
    };
  }
  const run = (duration: number) => autocannon({ connections: CONNECTIONS, ...scenario.options, duration });
  // Warm up (JIT, caches, connection pool), then measure.
  await run(2);
  const result = await run(DURATION);
  const url = new URL(scenario.options.url as string);
  return {
    name: scenario.name,
    path: scenario.path ?? url.pathname + url.search,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Captcha answers as the browser widget would send them, made ahead so the run measures the write. */
async function solveCaptchas(count: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < count; i++) {
    answers.push(await answerCaptcha(await createCaptchaChallenge({ ...BENCH_CAPTCHA, ttlSeconds: 3600 })));
  }
  return answers;
}

/** A phone-sized photo (noise compresses like a real picture does), as one multipart body. */
async function photoUpload(): Promise<{ body: Buffer; contentType: string }> {
  const jpeg = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const boundary = 'benchboundary7f3a';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const database = await openDatabase({ url: BENCH_URL, poolSize: 4 });
  const db = database.db;

  const { busy, city, lat, lng, review } = await findBenchTargets(db);
  const apartments = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from places where kind = 'apartment' and apartment_number = '1' limit 500`,
    ),
  ).map((row) => row.id);

  // Accounts: one with a password for sign-in, and sessions for the writers.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(SIGN_IN.password) })
    .where(eq(users.email, SIGN_IN.email));
  const writers = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from users where email like 'bench%@example.com' order by email limit ${WRITERS}`,
    ),
  ).map((row) => row.id);
  const tokens: string[] = [];
  for (const id of writers) tokens.push((await createSession(db, id)).token);
  const captchas = await solveCaptchas(Number(process.env.CAPTCHAS ?? 500));
  const photo = await photoUpload();

  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-bench-media-'));
  const resultsDir = path.join(import.meta.dirname, 'results');
  const { child, origins } = await startServers(mediaDir, process.env.CPU_PROF ? resultsDir : null);
  const api = `${origins.app}/api/v1`;
  // Each request takes the next query of the typing sequence: the connections are people at
  // different points of their typing rather than ten of them sending the same letters at once.
  const typed = suggestionPaths('/api/v1');
  let nextTyped = 0;

  // POST /reviews with photos: upload two photos, then publish a review with them, as the form does.
  const createdReviews: Array<{ id: string; token: string }> = [];
  let turn = 0;
  const publishWithPhotos = async () => {
    const n = turn++;
    const token = tokens[n % tokens.length]!;
    const authorization = `Bearer ${token}`;
    const photoIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${api}/photos/upload`, {
        method: 'POST',
        headers: { authorization, 'content-type': photo.contentType },
        body: photo.body,
      });
      if (response.status !== 201) return false;
      photoIds.push(((await response.json()) as { id: string }).id);
    }
    const response = await fetch(`${api}/reviews?lang=en`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        placeId: apartments[n % apartments.length],
        aspects: {
          general: {
            rating: 4,
            comment: 'Quiet courtyard, the radiators work, the landlord fixed the boiler in a day.',
          },
          noise: { rating: 3 },
          landlord: { rating: 5 },
        },
        language: 'en',
        livedFrom: { month: 3, year: 2024 },
        livedTo: { month: 9, year: 2025 },
        photoIds,
        agreedToTerms: true,
        captcha: captchas.pop() ?? 'exhausted',
      }),
    });
    if (response.status !== 201) return false;
    createdReviews.push({ id: ((await response.json()) as { id: string }).id, token });
    return true;
  };

  const get = (name: string, url: string): Scenario => ({ name, options: { url } });
  // As a caller the public answer cache may not serve (it keeps answers for callers without a
  // session): a signed-in reader, so every request does the whole work (and looks up its session).
  // Until 2026-12 these runs sent a junk header, which the cache now serves like no header.
  const reader = `Bearer ${tokens[0]}`;
  const uncached = (name: string, url: string): Scenario => ({
    name: `${name} (uncached)`,
    options: { url, headers: { authorization: reader } },
  });
  // Pages as a browser asks for them: compressed (the server compresses HTML on the fly).
  const page = (name: string, url: string): Scenario => ({
    name,
    options: { url, headers: { 'accept-encoding': 'br, gzip' } },
  });
  // The same page under a new address each time: the page cache never has it, so this measures a
  // full render. The parameter must be one the cache keys on (PAGE_QUERY_PARAMETERS; any other is
  // dropped from the key, and the page would come from the cache): `redirect`, which only the
  // sign-in pages read.
  let renderCount = 0;
  const rendered = (name: string, url: string): Scenario => {
    const { origin, pathname, search } = new URL(url);
    const at = (n: number | string) => `${pathname}${search}${search ? '&' : '?'}redirect=${n}`;
    return {
      name,
      path: at('<n>'),
      options: {
        url: `${origin}${at(0)}`,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: at(renderCount++) }) }],
      },
    };
  };
  // A client navigation: the route's `.data` address (React Router's single fetch), as a browser
  // asks for it (compressed). Kept by the page cache like the page; `rendered` gives its cost when
  // the cache does not have it.
  const data = (url: string) => {
    const { origin, pathname, search } = new URL(url);
    return `${origin}${pathname}.data${search}`;
  };
  const navigation = (name: string, url: string): Scenario =>
    page(`Client navigation to the ${name} (.data, page cache)`, data(url));
  const navigationRendered = (name: string, url: string): Scenario =>
    rendered(`Client navigation to the ${name} (.data), rendered each request`, data(url));
  const homeUrl = `${origins.app}/en`;
  const placeUrl = `${origins.app}/ru/reviews?placeId=${busy}`;
  const reviewUrl = `${origins.app}/ka/reviews/${review}`;
  const scenarios: Scenario[] = [
    get('hello-world (reference)', `${origins.hello}/hello`),
    page('SSR home page /en (page cache, 5 s)', homeUrl),
    page('SSR place reviews page (busy place) /ru/reviews (page cache)', placeUrl),
    page('SSR review page /ka/reviews/:id (page cache)', reviewUrl),
    rendered('SSR home page /en, rendered each request', homeUrl),
    rendered('SSR place reviews page (busy place), rendered each request', placeUrl),
    rendered('SSR review page, rendered each request', reviewUrl),
    // What a reader's click inside the app asks for (React Router's single fetch: the loaders'
    // data, no HTML), for a signed-in reader as for anyone: from the page cache, and rendered.
    navigation('home page /en', homeUrl),
    navigation('place reviews page (busy place) /ru/reviews', placeUrl),
    navigation('review page /ka/reviews/:id', reviewUrl),
    navigationRendered('home page /en', homeUrl),
    navigationRendered('place reviews page (busy place) /ru/reviews', placeUrl),
    navigationRendered('review page /ka/reviews/:id', reviewUrl),
    get('GET /reviews/latest', `${api}/reviews/latest?limit=20&lang=en`),
    get(
      'GET /reviews/nearby (10 km, busiest area)',
      `${api}/reviews/nearby?lat=${lat}&lng=${lng}&radius=10000&limit=20&lang=ka`,
    ),
    get('GET /reviews busy place, newest', `${api}/reviews?placeId=${busy}&limit=20&lang=ru`),
    get('GET /reviews busy place, highest', `${api}/reviews?placeId=${busy}&sort=highest&limit=20&lang=ru`),
    get('GET /reviews busy place, lowest', `${api}/reviews?placeId=${busy}&sort=lowest&limit=20&lang=ru`),
    get('GET /reviews busiest city (city scope), newest', `${api}/reviews?placeId=${city}&limit=20&lang=en`),
    get('GET /reviews busiest city, highest', `${api}/reviews?placeId=${city}&sort=highest&limit=20&lang=en`),
    uncached('GET /reviews/latest', `${api}/reviews/latest?limit=20&lang=en`),
    uncached(
      'GET /reviews/nearby',
      `${api}/reviews/nearby?lat=${lat}&lng=${lng}&radius=10000&limit=20&lang=ka`,
    ),
    uncached('GET /reviews busy place, newest', `${api}/reviews?placeId=${busy}&limit=20&lang=ru`),
    get('GET /reviews/stats busiest city', `${api}/reviews/stats?placeId=${city}&lang=en`),
    {
      name: `GET /places/suggestions while typing (${typed.length} prefixes: city, district, street; en/ru/ka)`,
      path: '/api/v1/places/suggestions?q=Tb…&lang=en, ?q=Тб…&lang=ru, ?q=თბ…&lang=ka',
      options: {
        url: `${api}/places/suggestions`,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: typed[nextTyped++ % typed.length]! }),
          },
        ],
      },
    },
    {
      name: `GET /places/suggestions while typing (${typed.length} prefixes: city, district, street; en/ru/ka) (uncached)`,
      path: '/api/v1/places/suggestions?q=Tb…&lang=en, ?q=Тб…&lang=ru, ?q=თბ…&lang=ka',
      options: {
        url: `${api}/places/suggestions`,
        headers: { authorization: reader },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: typed[nextTyped++ % typed.length]! }),
          },
        ],
      },
    },
    {
      name: 'POST /auth/sign-in (e-mail, argon2id)',
      options: {
        url: `${api}/auth/sign-in`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'email', ...SIGN_IN }),
      },
    },
    {
      name: 'POST /reviews with 2 photos (upload, upload, publish)',
      path: '/api/v1/photos/upload ×2, /api/v1/reviews',
      iterate: publishWithPhotos,
      connections: 4,
    },
  ];
  const selected = scenarios.filter(
    (s, i) => i === 0 || !ONLY || ONLY.some((word) => s.name.toLowerCase().includes(word)),
  );

  const results: LoadResult[] = [];
  try {
    for (const scenario of selected) {
      const result = await measure(scenario);
      results.push(result);
      console.info(
        `${scenario.name.padEnd(56)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.note ? `  (${result.note})` : ''}`,
      );
    }
  } finally {
    await stopServers(child);
    // Leave the database as the seed made it: the app's own delete keeps aggregates and points right.
    for (const { id, token } of createdReviews) {
      const author = await findSessionUser(db, token);
      if (author) await deleteReview(db, { author, id });
    }
    await db.delete(sessions).where(inArray(sessions.userId, writers));
    // Photos of an interrupted flow (uploaded, never attached).
    await db.execute(
      sql`delete from photos where review_id is null and comment_id is null and owner_id in ${writers}`,
    );
    await fs.rm(mediaDir, { recursive: true, force: true });
  }

  console.info(`\n${loadResultsTable(results)}\n`);
  const finishedAt = new Date();
  const file = path.join(resultsDir, `${finishedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const run = {
    finishedAt,
    resultsFile: path.relative(path.resolve(import.meta.dirname, '..'), file),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    results,
  };
  await fs.writeFile(file, JSON.stringify(run, null, 2));
  // A subset would replace the full table with part of it; only a run of everything goes in.
  if (selected.length === scenarios.length) {
    await writeGeneratedSection('load', loadSection(run));
    console.info('docs/performance.md: the load table is updated.');
  } else {
    console.info('docs/performance.md left as it is (SCENARIOS ran a subset).');
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
