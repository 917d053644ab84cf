import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { reviewKeyGrants, reviewKeys, reviews } from './schema.ts';

/**
 * A review's management key (issue 30). After an anonymous publish the writer gets, once, a link
 * secret (256 random bits) and a short code (16 characters of Crockford's base32: 80 random bits,
 * guessed only at the per-network rate of POST /review-keys/exchange). Either one, opened in any
 * browser, is exchanged for a grant: a bearer secret that lets that browser act as the review's
 * author for this one review only (read it as its author, edit, lock, delete, re-issue or revoke
 * the key), never for the account. Only hashes are stored; a lost key cannot be recovered.
 * Ids are random (v4): nothing here tells when the review was written.
 */

/** ours: a browser's grant lasts a month; the key itself lasts as long as the review. */
export const REVIEW_KEY_GRANT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const REVIEW_KEY_INVALID_MESSAGE = 'This management link or code does not work';

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;

/** A fresh short code, shown in groups of four ("7K2M-…"). */
function createCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32: every letter is equally likely.
  for (const byte of bytes) code += CODE_ALPHABET[byte % 32];
  return code.match(/.{4}/g)!.join('-');
}

/**
 * A typed code as stored: case, spaces and dashes ignored, the letters people confuse read as the
 * digits they look like. Null when the text is not shaped like a code (then it is a link secret).
 */
export function normalizeCode(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.length === CODE_LENGTH && [...plain].every((c) => CODE_ALPHABET.includes(c)) ? plain : null;
}

const codeHash = (code: string) => hashToken(`review-code:${code}`);

async function createGrant(db: Pick<Db, 'insert'>, keyId: string) {
  const grant = createOpaqueToken();
  const expiresAt = new Date(Date.now() + REVIEW_KEY_GRANT_TTL_MS);
  await db
    .insert(reviewKeyGrants)
    .values({ id: randomUUID(), keyId, tokenHash: hashToken(grant), expiresAt });
  return { grant, expiresAt };
}

export interface IssueReviewKeyOptions {
  reviewId: string;
  /** Who asks: the review's author (by session, or by a grant of the key being replaced). */
  actor: SessionUser;
  /** The caller held a grant: it gets a new one, since the old key's grants end now. */
  viaGrant: boolean;
}

/**
 * Issues the review's key, replacing any earlier one (whose link, code and grants stop working at
 * once). Only the review's author may; a registered author signs in anywhere and needs none, so
 * only an anonymous account, or a browser holding a grant, gets one.
 */
export async function issueReviewKey(db: Db, options: IssueReviewKeyOptions) {
  if (!options.viaGrant && !options.actor.isAnonymous)
    throw new AppError('FORBIDDEN', 'Management links are for reviews written without an account');
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ authorId: reviews.authorId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, options.reviewId))
      .for('update');
    if (!review || review.status === 'removed') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
    if (review.authorId !== options.actor.id)
      throw new AppError('REVIEW_EDIT_FORBIDDEN', "You don't have permission to edit this review");
    await tx.delete(reviewKeys).where(eq(reviewKeys.reviewId, options.reviewId));
    const key = createOpaqueToken();
    const code = createCode();
    const keyId = randomUUID();
    await tx.insert(reviewKeys).values({
      id: keyId,
      reviewId: options.reviewId,
      linkHash: hashToken(key),
      codeHash: codeHash(normalizeCode(code)!),
    });
    const grant = options.viaGrant ? (await createGrant(tx, keyId)).grant : null;
    return { key, code, grant };
  });
}

/** Revokes the review's key: its link, its code and every browser's grant stop working. */
export async function revokeReviewKey(db: Db, options: { reviewId: string; actor: SessionUser }) {
  const [review] = await db
    .select({ authorId: reviews.authorId })
    .from(reviews)
    .where(and(eq(reviews.id, options.reviewId), ne(reviews.status, 'removed')))
    .limit(1);
  if (!review) throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  if (review.authorId !== options.actor.id)
    throw new AppError('REVIEW_EDIT_FORBIDDEN', "You don't have permission to edit this review");
  await db.delete(reviewKeys).where(eq(reviewKeys.reviewId, options.reviewId));
}

/**
 * Opens a key (the link's secret or a typed code) and answers a grant for this browser. Unknown,
 * replaced and revoked keys, and keys of removed reviews, all answer the same REVIEW_KEY_INVALID
 * and write nothing.
 */
export async function exchangeReviewKey(db: Db, secret: string) {
  const code = normalizeCode(secret);
  const [key] = await db
    .select({ id: reviewKeys.id, reviewId: reviewKeys.reviewId })
    .from(reviewKeys)
    .innerJoin(reviews, eq(reviews.id, reviewKeys.reviewId))
    .where(
      and(
        code ? eq(reviewKeys.codeHash, codeHash(code)) : eq(reviewKeys.linkHash, hashToken(secret)),
        ne(reviews.status, 'removed'),
      ),
    )
    .limit(1);
  if (!key) throw new AppError('REVIEW_KEY_INVALID', REVIEW_KEY_INVALID_MESSAGE);
  const { grant, expiresAt } = await createGrant(db, key.id);
  return { reviewId: key.reviewId, grant, expiresAt: expiresAt.toISOString() };
}

/**
 * The author of `reviewId` as a grant acts for them, or null when the grant is unknown, expired,
 * revoked or for another review. Never a moderator's or admin's powers, whatever the account is now.
 */
export async function findGrantAuthor(db: Db, grant: string, reviewId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      grantId: reviewKeyGrants.id,
      id: users.id,
      isAnonymous: users.isAnonymous,
      isVerified: users.isVerified,
      authProvider: users.authProvider,
      bannedAt: users.bannedAt,
      accountCreatedAt: users.createdAt,
    })
    .from(reviewKeyGrants)
    .innerJoin(reviewKeys, eq(reviewKeys.id, reviewKeyGrants.keyId))
    .innerJoin(reviews, eq(reviews.id, reviewKeys.reviewId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(
      and(
        eq(reviewKeyGrants.tokenHash, hashToken(grant)),
        eq(reviewKeys.reviewId, reviewId),
        gt(reviewKeyGrants.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    sessionId: row.grantId,
    isAnonymous: row.isAnonymous,
    isVerified: row.isVerified,
    authProvider: row.authProvider,
    role: 'user',
    isBanned: row.bannedAt !== null,
    accountCreatedAt: row.accountCreatedAt,
  };
}

/**
 * Expired grants are not kept (a grant is a power over one review, useless once expired): deleted
 * by the minute's maintenance. `now` is for tests.
 */
export async function purgeExpiredGrants(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const gone = await db
    .delete(reviewKeyGrants)
    .where(lt(reviewKeyGrants.expiresAt, now))
    .returning({ id: reviewKeyGrants.id });
  return gone.length;
}
