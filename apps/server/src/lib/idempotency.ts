import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beforeCommit, type Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { idempotencyKeys } from './schema.ts';

/**
 * `Idempotency-Key` for create requests (IETF draft-ietf-httpapi-idempotency-key-header): a client
 * that retries a POST (a timeout, a double click, a dropped connection) with the same key gets the
 * first answer again instead of creating a second row.
 *
 * - Keys are per user and live in the database for `retentionHours`, so a retry that lands on
 *   another instance finds them too. Requests without a signed-in user are not tracked (the
 *   routes that use this answer them 401 anyway).
 * - The same key with another method, URL or body is refused (422 IDEMPOTENCY_KEY_REUSED).
 * - A retry that arrives while the first request still runs waits for its answer (up to `waitMs`,
 *   then 409 IDEMPOTENCY_KEY_IN_USE with Retry-After).
 * - Only successful (2xx) answers are stored. Any other answer releases the key: nothing was created,
 *   so running the request again is safe, and the client may fix its request and reuse the key.
 * - A key whose request died with its instance is taken over after `leaseSeconds`, unless its
 *   request's write committed: every transaction of the request marks the key (`committed:<owner>`)
 *   just before its COMMIT, atomically with the write (db/client.ts `beforeCommit`). A key marked so
 *   is never run again: while its request may still answer, a retry waits (409 IN_USE); once that
 *   request has ended without storing its answer (a 503/504 after the commit, a crash), a retry gets
 *   409 IDEMPOTENCY_KEY_COMPLETED. So a retry after an ambiguous failure (504 WRITE_OUTCOME_UNKNOWN,
 *   or a dropped connection) never writes twice, and one after a 503 (nothing saved) runs again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export interface IdempotencyOptions {
  retentionHours?: number;
  leaseSeconds?: number;
  waitMs?: number;
}

interface Claim {
  userId: string;
  key: string;
  owner: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();
const COMMITTED = 'committed:';
const sleep = (ms: number, unref = false) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
  });
/** The longest an answer waits for its key to be settled (docs/scaling.md, the write deadline). */
const SETTLE_WAIT_MS = 1000;

export function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('VALIDATION_FAILED', 'Idempotency-Key must be 8 to 255 visible ASCII characters', {
      details: [{ field: 'Idempotency-Key', message: 'Must be 8 to 255 visible ASCII characters' }],
    });
  }
  return value;
}

/**
 * Route hooks that make a POST idempotent; spread them into the route's options:
 * `app.post('/reviews', { schema, ...idempotencyHooks(app) }, handler)`.
 */
export function idempotencyHooks(app: FastifyInstance, options: IdempotencyOptions = {}) {
  const retentionHours = options.retentionHours ?? 24;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const waitMs = options.waitMs ?? 10_000;
  let lastSweep = 0;

  async function sweepExpired(request: FastifyRequest) {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await app.database.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, sql`now()`))
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency keys not swept'));
  }

  /** Takes the key for this request: new, expired, or abandoned by a request that died. */
  async function claim(userId: string, key: string, fingerprint: string, owner: string) {
    const rows = await app.database.db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        lockedBy: owner,
        lockedAt: sql`now()`,
        expiresAt: sql`now() + make_interval(hours => ${retentionHours})`,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          fingerprint,
          lockedBy: owner,
          lockedAt: sql`now()`,
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now()`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} < now() or (${idempotencyKeys.lockedBy} is not null
          and ${idempotencyKeys.lockedAt} < now() - make_interval(secs => ${leaseSeconds})
          and ${idempotencyKeys.lockedBy} not like ${`${COMMITTED}%`}
          and ${idempotencyKeys.fingerprint} = excluded.fingerprint)`,
      })
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request);
    if (key === null) return;
    const user = await request.getUser();
    if (!user) return;
    const fingerprint = requestFingerprint(request);
    const owner = `${request.id}:${randomUUID()}`;
    const deadline = Date.now() + waitMs;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      let claimed: boolean;
      try {
        claimed = await claim(user.id, key, fingerprint, owner);
      } catch (error) {
        // The claim may have been written with its answer lost (the database crashed or froze
        // after it): release it in the background, as a failed request's key (see onSend).
        void untilDone(request, async () => {
          await app.database.db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, user.id),
                eq(idempotencyKeys.key, key),
                eq(idempotencyKeys.lockedBy, owner),
              ),
            );
        });
        throw error;
      }
      if (claimed) {
        claims.set(request, { userId: user.id, key, owner });
        await sweepExpired(request);
        return;
      }
      const [row] = await app.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
      // Released between our insert and this read: try to take it again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request',
        );
      }
      if (row.responseStatus !== null && row.responseBody !== null) {
        return reply
          .code(row.responseStatus)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(row.responseBody);
      }
      // Its write committed and its request ended without storing the answer: never run it again.
      if (
        row.lockedBy?.startsWith(COMMITTED) &&
        row.lockedAt &&
        row.lockedAt.getTime() < Date.now() - leaseSeconds * 1000
      ) {
        throw new AppError(
          'IDEMPOTENCY_KEY_COMPLETED',
          'This request was already carried out, but its answer was lost; reload to see the result',
        );
      }
      if (Date.now() + pause > deadline) {
        throw new AppError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running', {
          retryAfterSeconds: 1,
        });
      }
      await sleep(pause);
    }
  }

  /** Runs the handler with the key's before-commit mark (callback style keeps the async context). */
  function markCommits(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    const held = claims.get(request);
    if (!held) return done();
    const mark = async (tx: Db) => {
      await tx
        .update(idempotencyKeys)
        .set({ lockedBy: `${COMMITTED}${held.owner}` })
        .where(
          and(
            eq(idempotencyKeys.userId, held.userId),
            eq(idempotencyKeys.key, held.key),
            eq(idempotencyKeys.lockedBy, held.owner),
          ),
        );
    };
    beforeCommit.run(mark, done);
  }

  /** Stores the answer, or releases (or ends) the key; see the rules at the top. */
  async function settle(held: Claim, statusCode: number, payload: unknown) {
    const key = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    const committed = `${COMMITTED}${held.owner}`;
    if (statusCode >= 200 && statusCode < 300 && typeof payload === 'string') {
      await app.database.db
        .update(idempotencyKeys)
        .set({ responseStatus: statusCode, responseBody: payload, lockedBy: null })
        .where(and(key, inArray(idempotencyKeys.lockedBy, [held.owner, committed])));
      return;
    }
    // Nothing committed: release the key, the request may run again. Something committed (a
    // failure after the COMMIT): keep the key, ended, so that a retry is told instead of rerun.
    // A 504 (a single-statement write whose outcome is unknown) keeps the key until its lease ends.
    if (statusCode !== 504) {
      await app.database.db.delete(idempotencyKeys).where(and(key, eq(idempotencyKeys.lockedBy, held.owner)));
    }
    await app.database.db
      .update(idempotencyKeys)
      .set({ lockedAt: sql`now() - make_interval(secs => ${leaseSeconds + 1})` })
      .where(and(key, eq(idempotencyKeys.lockedBy, committed)));
  }

  /**
   * Settling the key must not hold the answer past the write's deadline (a frozen database would
   * add the pool's wait): after `SETTLE_WAIT_MS` the answer goes out and the key is settled in the
   * background. When the database does not answer (it crashed, or froze), settling is tried again
   * until the lease would end anyway, so a key whose write never committed is free again within
   * seconds of the database's return, for a retry on any instance.
   */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    const { statusCode } = reply;
    const settled = untilDone(request, () => settle(held, statusCode, payload));
    await Promise.race([settled, sleep(SETTLE_WAIT_MS, true)]);
    return payload;
  }

  /**
   * Runs `work` until it succeeds, for as long as a lease lasts: pausing 0.25 s, doubling up to
   * 2 s, so a key is settled within 2 s of the database's return however long it was away.
   */
  async function untilDone(request: FastifyRequest, work: () => Promise<void>) {
    const giveUpAt = Date.now() + leaseSeconds * 1000;
    for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
      try {
        return await work();
      } catch (error) {
        if (Date.now() + pause > giveUpAt) {
          // A retry meanwhile waits for the lease and then runs again (or is told it was done).
          request.log.warn({ err: error }, 'idempotency key not recorded');
          return;
        }
        await sleep(pause, true);
      }
    }
  }

  return { preHandler: [preHandler, markCommits], onSend };
}
