/** The PostgreSQL database the benchmarks fill and load (dropped and recreated by the seed). */
export const BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sofascout_bench';

/** A cheap captcha for the benchmark server, so that the write scenario measures the write. */
export const BENCH_CAPTCHA = { secret: 'bench-captcha-secret-bench-captcha', cost: 1, maxCounter: 20 };

/** The app's environment on the benchmark database (serve.ts, summary.ts): production, silent, limits out of the way. */
export const BENCH_APP_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: BENCH_URL,
  SEED_DEMO: 'false',
  RATE_LIMIT_SCALE: '100000',
  DATA_DIR: process.env.BENCH_MEDIA_DIR ?? './data/bench',
};
