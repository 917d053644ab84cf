/**
 * Load scenarios against the benchmark database, each run beside a Fastify hello-world route in
 * the same process conditions, so results are read as ratios rather than absolute numbers.
 * Writes bench/results/<timestamp>.json and prints a Markdown table for docs/performance.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_bench npm run load -w bench
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { BENCH_URL } from './config.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

interface Result {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Result> {
  // Warm up (JIT, caches, connection pool), then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloAddress = hello.server.address();
  const helloUrl = `http://127.0.0.1:${typeof helloAddress === 'object' && helloAddress ? helloAddress.port : 0}`;

  const database = await openDatabase({ url: BENCH_URL, poolSize: 10 });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: BENCH_URL,
    SEED_DEMO: 'false',
    RATE_LIMIT_SCALE: '100000',
  });
  const app = await buildApp({ config, database, withWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;

  // The busiest place (a tenth of all reviews), the city with most reviews, and a point among them.
  const [ids] = rowsOf<{ busy: string; city: string; lat: number; lng: number }>(
    await database.db.execute(sql`
      with busy as (select place_id from reviews group by place_id order by count(*) desc limit 1)
      select b.place_id as busy, p.lat, p.lng,
             (select city_id from reviews where city_id is not null group by city_id order by count(*) desc limit 1) as city
      from busy b join places p on p.id = b.place_id`),
  );
  const { busy, city, lat, lng } = ids!;

  const scenarios: Array<[string, string]> = [
    ['hello-world (reference)', `${helloUrl}/hello`],
    ['GET /reviews/latest', `${base}/reviews/latest?limit=20&lang=en`],
    [
      'GET /reviews/nearby (10 km, busiest area)',
      `${base}/reviews/nearby?lat=${lat}&lng=${lng}&radius=10000&limit=20&lang=ka`,
    ],
    ['GET /reviews busy place, newest', `${base}/reviews?placeId=${busy}&limit=20&lang=ru`],
    ['GET /reviews busy place, highest', `${base}/reviews?placeId=${busy}&sort=highest&limit=20&lang=ru`],
    ['GET /reviews busy place, lowest', `${base}/reviews?placeId=${busy}&sort=lowest&limit=20&lang=ru`],
    ['GET /reviews busiest city (city scope), newest', `${base}/reviews?placeId=${city}&limit=20&lang=en`],
    ['GET /reviews busiest city, highest', `${base}/reviews?placeId=${city}&sort=highest&limit=20&lang=en`],
    ['GET /reviews/stats busiest city', `${base}/reviews/stats?placeId=${city}&lang=en`],
    ['GET /places/suggestions "tbil"', `${base}/places/suggestions?q=tbil&lang=en`],
  ];
  const results: Result[] = [];
  for (const [name, url] of scenarios) {
    const result = await measure(name, url);
    results.push(result);
    console.info(
      `${name.padEnd(44)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
  }
  const reference = results[0]!.requestsPerSecond;
  const table = [
    '| Scenario | req/s | p50 ms | p99 ms | vs hello-world | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${(r.requestsPerSecond / reference).toFixed(3)} | ${r.errors} / ${r.non2xx} |`,
    ),
  ].join('\n');
  console.info(`\n${table}\n`);
  const file = path.join(
    import.meta.dirname,
    'results',
    `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await fs.writeFile(
    file,
    JSON.stringify({ connections: CONNECTIONS, durationSeconds: DURATION, results }, null, 2),
  );
  await app.close();
  await database.close();
  await hello.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
