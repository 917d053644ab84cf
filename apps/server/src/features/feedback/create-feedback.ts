import type { Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { feedback } from './schema.ts';

export interface CreateFeedbackOptions {
  text: string;
  contacts?: string | undefined;
  pagePath?: string | undefined;
  language?: Locale | undefined;
  userId?: string | null;
}

/**
 * Stores a feedback message durably; the operator reads them with `npm run feedback`. In a
 * transaction, so that a request's Idempotency-Key is marked atomically with the row.
 */
export async function createFeedback(db: Db, options: CreateFeedbackOptions) {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(feedback)
      .values({
        id: uuidv7(),
        text: options.text,
        contacts: options.contacts ?? null,
        pagePath: options.pagePath ?? null,
        language: options.language ?? null,
        userId: options.userId ?? null,
      })
      .returning({ id: feedback.id, createdAt: feedback.createdAt }),
  );
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
