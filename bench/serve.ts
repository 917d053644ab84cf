/**
 * The two servers a load run compares, in a process of their own (as in production, so that the
 * load generator does not share their event loop): the app on the benchmark database with its
 * web build, and a Fastify hello-world route. Prints one JSON line with both origins, then serves
 * until SIGTERM. `node --cpu-prof serve.ts` profiles the app under load (see docs/performance.md).
 *
 * Environment: BENCH_DATABASE_URL, WEB_BUILD_DIR (the build to serve), BENCH_MEDIA_DIR (uploads),
 * REDIS_URL (optional, as in production), BENCH_CAPTCHA_SECRET.
 */

import { buildApp } from '@app/server/app';
import { loadConfig, openDatabase } from '@app/server/bench';
import Fastify from 'fastify';
import { BENCH_APP_ENV, BENCH_CAPTCHA, BENCH_URL } from './config.ts';

const originOf = (address: ReturnType<typeof hello.server.address>) =>
  `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const hello = Fastify();
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const database = await openDatabase({ url: BENCH_URL, poolSize: 10 });
const config = loadConfig({
  ...BENCH_APP_ENV,
  ...(process.env.WEB_BUILD_DIR ? { WEB_BUILD_DIR: process.env.WEB_BUILD_DIR } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  // SEARCH_INDEX=postgres measures the search without its in-memory index (docs/search.md).
  ...(process.env.SEARCH_INDEX === 'postgres' ? { SEARCH_INDEX: 'postgres' as const } : {}),
  CAPTCHA_SECRET: BENCH_CAPTCHA.secret,
  CAPTCHA_COST: String(BENCH_CAPTCHA.cost),
  CAPTCHA_MAX_COUNTER: String(BENCH_CAPTCHA.maxCounter),
});
const app = await buildApp({ config, database, withWeb: true, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
// The load measures a running instance: the search's in-memory index is built before it starts.
await app.searchIndex?.build();

console.info(
  JSON.stringify({ app: originOf(app.server.address()), hello: originOf(hello.server.address()) }),
);

process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  await hello.close();
  process.exit(0);
});
