import { AppError } from './app-error.ts';

/**
 * Keyset cursors: the sort key of the last row, opaque to clients (base64url JSON). A tampered or
 * stale cursor is a 400, never a 500: every value is checked against the type its SQL cast expects
 * (a timestamp, a uuid, a number in range) before it reaches the database.
 */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
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
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
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
