/**
 * The AI summary of the bench's busiest place (a tenth of all reviews: 100,000 of the 1M seed) with
 * the built-in summariser (issue 34: under 3 s cold, in every language). For each language, RUNS
 * cold generations (the place's summaries deleted before each) and as many cached reads, through
 * `app.inject` in this process, so the figure is the server's work without the network. The first
 * generation of the process is printed apart: it also compiles the summariser's regular expressions.
 * The hello-world inject time of the same minutes is printed as the day's reference.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_bench npm run summary -w bench
 */
import { buildApp } from '@app/server/app';
import { loadConfig, openDatabase, rowsOf } from '@app/server/bench';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { BENCH_APP_ENV, BENCH_URL } from './config.ts';
import { median } from './results-doc.ts';
import { findBenchTargets } from './targets.ts';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const LANGS = (process.env.LANGS ?? 'en,ru,ka').split(',');

const database = await openDatabase({ url: BENCH_URL, poolSize: 4 });
const config = loadConfig(BENCH_APP_ENV);
const app = await buildApp({ config, database, withWeb: false, logger: false });
await app.ready();
const hello = Fastify();
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.ready();

const { busy } = await findBenchTargets(database.db);
const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
  await database.db.execute(
    sql`select count(*)::int as count from reviews where place_id = ${busy} and status = 'published'`,
  ),
);

async function timed(run: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const start = performance.now();
  const response = await run();
  const ms = performance.now() - start;
  if (response.statusCode !== 200)
    throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return ms;
}

const summaryOf = (lang: string) => () =>
  app.inject({ method: 'GET', url: `/api/v1/ai-summary?placeId=${busy}&lang=${lang}` });
const forget = () => database.db.execute(sql`delete from ai_summaries where place_id = ${busy}`);

const helloTimes: number[] = [];
for (let i = 0; i < 200; i++)
  helloTimes.push(await timed(() => hello.inject({ method: 'GET', url: '/hello' })));

console.info(`Busy place ${busy}: ${count} published reviews; ${RUNS} runs per language.`);
await forget();
const first = await timed(summaryOf(LANGS[0]!));
console.info(`First generation of the process (${LANGS[0]}): ${(first / 1000).toFixed(2)} s`);
const rows: string[] = [];
for (const lang of LANGS) {
  const cold: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await forget();
    cold.push(await timed(summaryOf(lang)));
    cached.push(await timed(summaryOf(lang)));
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  rows.push(
    `| ${lang} | ${cold.map(seconds).join(' / ')} s (${seconds(median(cold))} s) | ${Math.round(median(cached))} ms |`,
  );
}
console.info('\n| Language | cold, each run (median) | cached (median) |\n| --- | --- | ---: |');
for (const row of rows) console.info(row);
console.info(`\nHello-world inject, median of 200: ${median(helloTimes).toFixed(2)} ms`);

await forget();
await app.close();
await hello.close();
await database.close();
