import { AppError } from './app-error.ts';

/**
 * Keyset cursors: the sort key of the last row, opaque to clients (base64url JSON). A tampered or
 * stale cursor is a 400, never a 500.
 */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, arity: number): Array<string | number> | null {
  if (!cursor) return null;
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    ) {
      return values as Array<string | number>;
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', {
    details: [{ field: 'cursor', message: 'Invalid cursor' }],
  });
}
