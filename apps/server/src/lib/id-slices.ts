import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * Slices of a table's rows in id order (sitemaps, issue 36): the first id of every `perSlice` rows
 * matching `where`, from one ordered pass that keeps only those ids. `table` is the FROM item
 * (with its alias), `id` its id column; an index on `id` with the same condition makes it an
 * index-only scan.
 */
export async function idSliceStarts(
  db: Pick<Db, 'execute'>,
  options: { table: SQL; id: SQL; where: SQL; perSlice: number },
): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from (
        select ${options.id} as id, row_number() over (order by ${options.id}) as n
        from ${options.table} where ${options.where}
      ) numbered where (n - 1) % ${options.perSlice} = 0 order by id`),
  );
  return rows.map((row) => row.id);
}

/** The keyset condition of a slice's page: from `from` (inclusive) or after `after` (exclusive). */
export function idBound(id: SQL, options: { from?: string | undefined; after?: string | undefined }): SQL {
  if (options.after) return sql` and ${id} > ${options.after}::uuid`;
  if (options.from) return sql` and ${id} >= ${options.from}::uuid`;
  return sql``;
}
