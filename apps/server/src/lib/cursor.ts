import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from './app-error.ts';

/*
 * Keyset cursors: the sort key of the last row, sealed (AES-256-GCM) so that clients can neither
 * read nor forge them (issue 30): the key of a list is a stored creation time, to the minute for an
 * authorless review, and a readable cursor would date it more finely than the day its answer shows.
 * A tampered, foreign or stale cursor is a 400, never a 500: every value is also checked against the
 * type its SQL cast expects (a timestamp, a uuid, a number in range) before it reaches the database.
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
let cursorKey: Buffer = randomBytes(32);
let nonceKey: Buffer = randomBytes(32);

/**
 * Derives the cursors' key from a server secret (config's PRIVACY_HASH_SECRET): instances that share
 * the secret read each other's cursors. Until called, a random key of this process seals them.
 */
export function useCursorSecret(secret: string): void {
  cursorKey = Buffer.from(hkdfSync('sha256', secret, 'sofascout', 'keyset cursor v1', 32));
  nonceKey = Buffer.from(hkdfSync('sha256', secret, 'sofascout', 'keyset cursor nonce v1', 32));
}

/**
 * The nonce is a keyed hash of the content (a synthetic IV): the same position gives the same
 * cursor, so an answer is the same bytes each time it is made (answer cache, backups compared), and
 * two positions never share a nonce.
 */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  const json = JSON.stringify(values);
  const nonce = createHmac('sha256', nonceKey).update(json).digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cursorKey, nonce);
  const sealed = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The JSON a cursor sealed, or undefined when it was not sealed with this key (or was changed). */
function openCursor(cursor: string): string | undefined {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cursorKey, bytes.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const json = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return json.toString('utf8');
  } catch {
    return undefined;
  }
}

/** One position of a cursor: answers the value to use, or undefined when it is not acceptable. */
export interface CursorField<T> {
  read(value: unknown): T | undefined;
}

/** The exact form `Date.prototype.toISOString` writes (years 1–9999), so a timestamptz cast never fails. */
const ISO_TIMESTAMP = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

export const cursorField = {
  /** An ISO timestamp as the encoder writes it; `2024-02-30…` and year 0 are refused. */
  timestamp: {
    read(value) {
      if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value)) return undefined;
      const date = new Date(value);
      if (Number.isNaN(date.getTime()) || date.toISOString() !== value || date.getUTCFullYear() < 1) {
        return undefined;
      }
      return value;
    },
  } satisfies CursorField<string>,
  uuid: {
    read: (value) => (typeof value === 'string' && UUID.test(value) ? value : undefined),
  } satisfies CursorField<string>,
  /** A whole number in [min, max] (a PostgreSQL int when the bounds say so). */
  integer(min: number, max: number): CursorField<number> {
    return {
      read: (value) =>
        typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
          ? value
          : undefined,
    };
  },
  /**
   * A decimal in [min, max], given as a number or as the string a numeric column reads as
   * ("4.50"); answered as a plain decimal string for a ::numeric cast.
   */
  decimal(min: number, max: number): CursorField<string> {
    return {
      read(value) {
        const text = typeof value === 'number' ? String(value) : value;
        if (typeof text !== 'string' || !DECIMAL.test(text)) return undefined;
        const number = Number(text);
        return Number.isFinite(number) && number >= min && number <= max ? text : undefined;
      },
    };
  },
};

/** PostgreSQL's int range, for values compared with int expressions. */
export const PG_INT = { min: -2_147_483_648, max: 2_147_483_647 } as const;

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid cursor', {
    details: [{ field: 'cursor', message: 'Invalid cursor' }],
  });
}

/**
 * Reads a cursor whose positions have the given types; null without a cursor. Anything else than a
 * JSON array of exactly those values is the same 400 as a cursor that is not base64 at all.
 */
export function decodeCursor<const T extends readonly unknown[]>(
  cursor: string | undefined,
  fields: { readonly [K in keyof T]: CursorField<T[K]> },
): T | null {
  if (!cursor) return null;
  let values: unknown;
  try {
    const json = openCursor(cursor);
    if (json === undefined) throw invalidCursor();
    values = JSON.parse(json);
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== fields.length) throw invalidCursor();
  const read: unknown[] = [];
  for (const [i, field] of (fields as ReadonlyArray<CursorField<unknown>>).entries()) {
    const value = field.read(values[i]);
    if (value === undefined) throw invalidCursor();
    read.push(value);
  }
  return read as unknown as T;
}
