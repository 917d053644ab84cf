import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from './place-queries.ts';

/*
 * Some columns of `places` hold what code derives from the names (address keys, search names).
 * When those rules change, a database filled under the old ones is brought up to date once, at
 * start. The version of the rules a column was last filled with is the column's comment: no table
 * of its own, and dumps and restores carry it. A database without a comment is at version 1.
 */

export type VersionedColumn = 'search_text' | 'normalized_address';

/** Serialises upgrades when several instances start at once (not the import's lock). */
const UPGRADE_LOCK_KEY = 4_271_905;

const COMMENT_PREFIX = 'derived data version ';

export async function readColumnVersion(db: Pick<Db, 'execute'>, column: VersionedColumn): Promise<number> {
  const [row] = await queryRows<{ comment: string | null }>(
    db,
    sql`select col_description(a.attrelid, a.attnum) as comment from pg_attribute a
        where a.attrelid = 'places'::regclass and a.attname = ${column}`,
  );
  const comment = row?.comment ?? '';
  return comment.startsWith(COMMENT_PREFIX) ? Number(comment.slice(COMMENT_PREFIX.length)) || 1 : 1;
}

export async function writeColumnVersion(
  db: Pick<Db, 'execute'>,
  column: VersionedColumn,
  version: number,
): Promise<void> {
  if (!Number.isInteger(version)) throw new Error(`bad version ${version}`);
  // COMMENT takes no parameters; the column is one of two names and the version an integer.
  await db.execute(sql.raw(`comment on column places.${column} is '${COMMENT_PREFIX}${version}'`));
}

/**
 * Runs `upgrade` once per database: when the column is older than `version`, under an advisory
 * lock, in one transaction with the new version (a crash leaves the old data and the old version).
 * Returns whether it ran.
 */
export async function upgradeColumnOnce(
  db: Db,
  column: VersionedColumn,
  version: number,
  upgrade: (tx: Pick<Db, 'execute'>) => Promise<void>,
): Promise<boolean> {
  if ((await readColumnVersion(db, column)) >= version) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK_KEY})`);
    if ((await readColumnVersion(tx, column)) >= version) return false;
    await upgrade(tx);
    await writeColumnVersion(tx, column, version);
    return true;
  });
}
