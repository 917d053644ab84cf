/** The PostgreSQL database the benchmarks fill and load (dropped and recreated by the seed). */
export const BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sofascout_bench';
