import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Anything that can run queries: the database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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
 * runs when its turn comes. Writes that matter run in transactions, which take no deadline here
 * (they wait for their turn whole), so such a late run is a single statement outside one; the
 * creates with an Idempotency-Key all write in transactions (docs/scaling.md).
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
 * A transaction whose COMMIT was sent but never answered (the database froze or the connection
 * dropped): it may or may not have committed, and the server could not find out in time. Answered
 * 504 WRITE_OUTCOME_UNKNOWN, never 503 (which says nothing was saved); a retry with the same
 * Idempotency-Key is safe (lib/idempotency.ts marks its key inside the transaction).
 */
export class CommitOutcomeUnknownError extends Error {
  override name = 'CommitOutcomeUnknownError';
  readonly writeOutcomeUnknown = true;
}

/**
 * Work to run inside every transaction just before its COMMIT, for the request that set it (the
 * idempotency key of the request is marked as used by a committed write, atomically with it).
 */
export const beforeCommit = new AsyncLocalStorage<(tx: Db) => Promise<void>>();

/**
 * Whether the write request running now has committed a transaction. A database failure after that
 * point must not be answered 503 (which says nothing was saved): the error handler answers it 504
 * WRITE_OUTCOME_UNKNOWN. Only transactions count: every create writes in one (and marks its
 * Idempotency-Key there), while the single statements before it (a session's touch, a captcha
 * spent) are bookkeeping, not the user's write. The store is set per request
 * (plugins/error-handler.ts); outside a request there is none and nothing is recorded.
 */
export const committedWrites = new AsyncLocalStorage<{ committed: boolean }>();

function recordCommit() {
  const state = committedWrites.getStore();
  if (state) state.committed = true;
}

/**
 * Wraps `db.transaction`: runs the `beforeCommit` work of the request, and on PostgreSQL resolves a
 * COMMIT that failed on the client's side (timeout, lost connection) by asking the server for the
 * transaction's status (pg_xact_status) on another connection until `resolveMs` passes: committed
 * is a success (the write is saved and answered as such), aborted the original error (a 503),
 * anything else CommitOutcomeUnknownError.
 */
function guardCommits(db: Db, resolveStatus: ((xid: string) => Promise<string | null>) | null) {
  const transaction = db.transaction.bind(db) as Db['transaction'];
  (db as { transaction: Db['transaction'] }).transaction = (async (
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>,
    config?: Parameters<Db['transaction']>[1],
  ) => {
    let committing = false;
    let xid: string | null = null;
    let result: unknown;
    try {
      const value = await transaction(async (tx) => {
        result = await work(tx);
        const mark = beforeCommit.getStore();
        if (mark) await mark(tx as unknown as Db);
        if (resolveStatus) {
          const [row] = rowsOf<{ xid: string | null }>(
            await tx.execute(sql`select pg_current_xact_id_if_assigned()::text as xid`),
          );
          xid = row?.xid ?? null;
        }
        committing = true;
        return result;
      }, config);
      // On PostgreSQL a transaction that wrote nothing (no xid) saved nothing.
      if (xid || !resolveStatus) recordCommit();
      return value;
    } catch (error) {
      // Nothing was written (no xid), or the error came before the COMMIT: it did not commit.
      if (!committing || !xid || !resolveStatus || isServerAnswer(error)) throw error;
      const status = await resolveStatus(xid).catch(() => null);
      if (status === 'committed') {
        recordCommit();
        return result;
      }
      if (status === 'aborted') throw error;
      throw new CommitOutcomeUnknownError('The database did not confirm the commit', { cause: error });
    }
  }) as Db['transaction'];
}

/** The SQLSTATE of a database error (drizzle wraps it in `cause`), or undefined. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** An error the database server itself answered (it has a severity): a definite outcome. */
function isServerAnswer(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ('severity' in e && typeof (e as { code?: unknown }).code === 'string') return true;
  }
  return false;
}

/**
 * Makes pg's client-side query timeout safe: a query that timed out may still be running on the
 * server, and its late answer must not be read as the next query's. The connection is destroyed,
 * so the pool drops the client instead of lending it again.
 *
 * A write outside a transaction (an autocommit INSERT/UPDATE/DELETE) that fails on the client's
 * side (timeout, lost connection) may have been saved: its error is marked `writeOutcomeUnknown`
 * (answered 504, not 503). Inside a transaction nothing is saved before the COMMIT, which
 * `guardCommits` resolves.
 */
const WRITE_STATEMENT = /^\s*(insert|update|delete|merge|with|copy|call)\b/i;

function dropConnectionOnTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
    const autocommitWrite = !inTransaction && WRITE_STATEMENT.test(text);
    if (/^\s*begin\b/i.test(text)) inTransaction = true;
    else if (/^\s*(commit|rollback)\b/i.test(text)) inTransaction = false;
    const onError = (error: unknown) => {
      if (!(error instanceof Error)) return;
      if (error.message === QUERY_TIMEOUT_MESSAGE) {
        (
          client as unknown as { connection?: { stream?: { destroy(): void } } }
        ).connection?.stream?.destroy();
      }
      if (autocommitWrite && !isServerAnswer(error)) {
        (error as Error & { writeOutcomeUnknown?: boolean }).writeOutcomeUnknown = true;
      }
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) onError(error);
        return callback(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(onError);
    return result;
  };
}

/** The status of a transaction whose COMMIT went unanswered, asked until `budgetMs` passes. */
function transactionStatusResolver(db: Db, budgetMs: number) {
  return async (xid: string): Promise<string | null> => {
    const until = Date.now() + budgetMs;
    while (Date.now() < until) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          db.execute(sql`select pg_xact_status(${xid}::xid8)::text as status`),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(QUERY_TIMEOUT_MESSAGE)),
              Math.max(until - Date.now(), 1),
            );
          }),
        ]);
        const status = rowsOf<{ status: string | null }>(answer)[0]?.status ?? null;
        if (status === 'committed' || status === 'aborted') return status;
      } catch {
        // Not reachable yet: ask again until the budget is spent.
      } finally {
        clearTimeout(timer);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  };
}

/** Whether a process of this machine is running (a signal 0 reaches it, or it is not ours to signal). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's directory belongs to one process at a time: a second one (the admin
 * command beside the running server) would write the same files and lose the other's on close
 * (issue 31, finding 9). A lock file beside the directory names the process that has it; a lock
 * whose process is gone (a crash, kill -9) is taken over. Returns its release.
 */
async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await fs.readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is open in another process (pid ${holder}), most likely the running server. ` +
            `Stop it first, or set DATABASE_URL to use PostgreSQL. (If no such process is yours, delete ${lockPath}.)`,
        );
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir} (${lockPath})`);
}

async function openPglite(dataDir: string, loadDataDir?: Blob, deadlineMs = 0): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await fs.mkdir(dataDir, { recursive: true });
  const release = inMemory ? async () => {} : await claimDataDir(dataDir);
  const client = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const timed = withPgliteDeadline(client, deadlineMs);
  const db = drizzlePglite({
    client: timed,
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  // No COMMIT is lost in this process; the wrapper runs the requests' before-commit work.
  guardCommits(db, null);
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await timed.query('select 1');
    },
    close: async () => {
      await client.close();
      await release();
    },
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/** How long a statement waits for a lock another transaction holds (see openPostgres). */
export const LOCK_TIMEOUT_MS = 3000;

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
    // A request waiting on another's row lock (a comment on a review whose row a stuck transaction
    // holds) gives up after this and answers 503 with Retry-After, instead of waiting out the
    // statement timeout; so does a migration's ALTER behind long queries, rather than queueing
    // every request behind its lock (issue 31, finding 3).
    lock_timeout: LOCK_TIMEOUT_MS,
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
  guardCommits(db, transactionStatusResolver(db, queryTimeoutMs > 0 ? queryTimeoutMs : 5000));
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
