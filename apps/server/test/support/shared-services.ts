import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { openDatabase } from '../../src/db/client.ts';
import { adminQuery, withDatabase } from '../../src/testing/database.ts';

/**
 * PostgreSQL and Redis on loopback for the tests that need real shared services (several instances,
 * faults, backups). Each test file gets its own database and its own Redis key prefix and removes
 * both afterwards, so runs in parallel never see each other's data.
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export function isPortOpen(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.setTimeout(500, () => socket.destroy());
    socket
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false))
      .once('close', () => resolve(false));
  });
}

/**
 * The shared-services tests ask the same PostgreSQL and Redis whichever database the rest of the run
 * uses: when a run on PostgreSQL follows this one (POSTGRES_RUN_FOLLOWS, set by .ci/run for its
 * PGlite run), they are left to it and run once. The reason to skip them here, or null.
 */
export function leftToPostgresRun(): string | null {
  return process.env.POSTGRES_RUN_FOLLOWS && !process.env.TEST_DATABASE_URL
    ? 'left to the run on PostgreSQL that follows (POSTGRES_RUN_FOLLOWS)'
    : null;
}

/** Why the shared-services tests cannot run here, or null when they can. */
export async function missingServices(needs: { redis?: boolean } = {}): Promise<string | null> {
  const left = leftToPostgresRun();
  if (left) return left;
  const missing: string[] = [];
  if (!(await isPortOpen(POSTGRES_URL, 5432))) missing.push(`PostgreSQL at ${new URL(POSTGRES_URL).host}`);
  if (needs.redis && !(await isPortOpen(REDIS_URL, 6379)))
    missing.push(`Redis at ${new URL(REDIS_URL).host}`);
  return missing.length > 0 ? `not reachable: ${missing.join(', ')}` : null;
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, migrated PostgreSQL database with a unique name. */
export async function createScratchDatabase(options: { migrate?: boolean } = {}): Promise<ScratchDatabase> {
  const name = `scale_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${name}`);
  const url = withDatabase(POSTGRES_URL, name);
  if (options.migrate ?? true) {
    const database = await openDatabase({ url, poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  return { name, url, drop: () => adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs `each` on every batch of keys matching `pattern`, on a connection of its own. */
async function forEachKeyBatch(pattern: string, each: (redis: Redis, keys: string[]) => Promise<void>) {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await each(redis, keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** A unique Redis key prefix, with ways to sum the counters and delete every key under it. */
export function scratchRedisPrefix() {
  const prefix = `scale-test-${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    /** The sum of the rate-limit counters whose keys start with `keyStart` (after the prefix). */
    async count(keyStart: string): Promise<number> {
      let total = 0;
      await forEachKeyBatch(`${prefix}${keyStart}*`, async (redis, keys) => {
        for (const value of await redis.mget(...keys)) total += Number(value);
      });
      return total;
    },
    async clean() {
      await forEachKeyBatch(`${prefix}*`, async (redis, keys) => {
        await redis.del(...keys);
      });
    },
  };
}

/** Polls until `check` holds (no fixed sleeps); fails with the last value after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    let value: T | undefined;
    let failure: unknown;
    try {
      value = await read();
      if (check(value)) return value;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out waiting for ${options.what ?? 'a condition'}; last: ${failure ? String(failure) : JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
