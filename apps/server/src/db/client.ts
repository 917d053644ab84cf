import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query API shared by both drivers; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For reads that may lag a moment behind writes (public lists, stats, place lookups): the
   * replica at DATABASE_READ_URL, or `db` itself without one. Never for a read of one's own write.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Round-trips a trivial query (on the replica too); used by /ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** A read replica of `url` (PostgreSQL only). */
  readUrl?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (tar) to start from instead of an empty database (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL statement timeout; 0 disables it (bulk jobs such as the benchmark generator). */
  statementTimeoutMs?: number;
  /**
   * The deadline of one query on the app's own clock (0: none); by default the statement timeout
   * plus 2 s, none without one. The statement timeout is PostgreSQL's, so a frozen server never
   * fires it; this one fails the query (a 503) and drops its connection.
   */
  queryTimeoutMs?: number;
}

/** The error of a query whose deadline passed on the client (pg's own, and the PGlite wrapper's). */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one in
 * DATA_DIR/db. Operator commands open one connection; the server a pool.
 */
export function openConfiguredDatabase(
  config: { databaseUrl?: string | undefined; databaseReadUrl?: string | undefined; dataDir: string },
  options: { poolSize?: number; statementTimeoutMs?: number } = {},
): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: path.join(config.dataDir, 'db'),
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    ...(options.statementTimeoutMs !== undefined ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const poolSize = options.poolSize ?? 10;
    const timeout = options.statementTimeoutMs ?? 15_000;
    const deadline = options.queryTimeoutMs ?? (timeout > 0 ? timeout + 2000 : 0);
    const primary = await openPostgres(options.url, poolSize, timeout, deadline);
    if (!options.readUrl) return primary;
    const replica = await openPostgres(options.readUrl, poolSize, timeout, deadline);
    return {
      ...primary,
      readDb: replica.db,
      ping: async () => {
        await Promise.all([primary.ping(), replica.ping()]);
      },
      close: async () => {
        await Promise.all([primary.close(), replica.close()]);
      },
    };
  }
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir, options.queryTimeoutMs ?? 17_000);
}

/**
 * PGlite runs queries one at a time in this process: a query waits behind a transaction that holds
 * it (one that awaits something slow). Queries outside transactions get a deadline on the app's
 * clock; past it the caller gets the timeout (a 503). PGlite cannot cancel the query, which still
 * runs when its turn comes: a caller told 503 for a write must not assume it was not saved (the
 * idempotency keys make a retry safe).
 */
function withPgliteDeadline(client: PGlite, deadlineMs: number): PGlite {
  if (deadlineMs <= 0) return client;
  const race = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(QUERY_TIMEOUT_MESSAGE)), deadlineMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if ((property === 'query' || property === 'exec') && typeof value === 'function') {
        return (...args: unknown[]) => race(value.apply(target, args));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Makes pg's client-side query timeout safe: a query that timed out may still be running on the
 * server, and its late answer must not be read as the next query's. The connection is destroyed,
 * so the pool drops the client instead of lending it again.
 */
function dropConnectionOnTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) drop(error);
        return callback(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob, deadlineMs = 0): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const timed = withPgliteDeadline(client, deadlineMs);
  const db = drizzlePglite({
    client: timed,
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await timed.query('select 1');
    },
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  statementTimeoutMs: number,
  queryTimeoutMs: number,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // A statement that runs longer than this is a bug or an overload; fail it rather than pile up.
    statement_timeout: statementTimeoutMs,
    // …and one the server cannot ignore by freezing: counted here, it fails the query with a 503.
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // A client in use whose connection drops emits 'error' too; its query already fails with it (a
  // 503), and an unhandled 'error' event would crash the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    dropConnectionOnTimeout(client);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // A client whose query hangs on a dead connection is never released, and pool.end() waits for
    // every client: on a stop, give them a few seconds, then let the process go (seen in the
    // faults test on PostgreSQL under load: its afterAll hung for a minute).
    close: () =>
      Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]),
  };
}

/** Rows of a raw `db.execute(sql…)` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A query built and prepared once per database handle, then only executed: no SQL text built per
 * call, and on PostgreSQL a named statement each pooled connection parses and plans once (lists
 * ran five hydration queries a page, each built by drizzle and parsed anew). The query's text must
 * not depend on the call: pass what varies as placeholders (`sql.placeholder`), id lists as one
 * array (`= any(${sql.placeholder('ids')}::uuid[])`).
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
