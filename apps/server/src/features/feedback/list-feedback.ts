import { desc, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback } from './schema.ts';

export interface FeedbackEntry {
  id: string;
  createdAt: Date;
  text: string;
  contacts: string | null;
  language: string | null;
  pagePath: string | null;
  userId: string | null;
}

/** The newest feedback first, for the operator (`npm run feedback`). */
export async function listRecentFeedback(
  db: Db,
  options: { limit: number; since?: Date | undefined },
): Promise<FeedbackEntry[]> {
  return db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      text: feedback.text,
      contacts: feedback.contacts,
      language: feedback.language,
      pagePath: feedback.pagePath,
      userId: feedback.userId,
    })
    .from(feedback)
    .where(options.since ? gte(feedback.createdAt, options.since) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit);
}
