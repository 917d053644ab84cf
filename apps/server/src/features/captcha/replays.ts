import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaReplays } from './schema.ts';

/** Records a solution; false when it was already used (a primary key, so across instances too). */
export async function rememberSolution(db: Db, key: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaReplays)
    .values({ signature: key, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaReplays.signature });
  // Housekeeping: expired solutions can no longer be replayed anyway.
  await db.execute(sql`delete from captcha_replays where expires_at < now() - interval '1 hour'`);
  return inserted.length === 1;
}
