import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { foreignTableUses, schemaTables, usesInFile } from '../scripts/table-uses.ts';
import * as keyTargets from '../src/db/key-targets.ts';
import * as schema from '../src/db/schema.ts';
import { TABLE_OWNERS } from '../src/db/table-owners.ts';

/**
 * Issue 32, item 1: each table has one owner. Today's foreign uses (`npm run table-uses -w
 * apps/server`) are listed here; a new one fails this test, and each one moved behind its owner's
 * functions is taken off the list. The goal: at most 6 reads, all in docs/code-structure.md's
 * allow-list, no foreign write, nothing against the feature order.
 */
const KNOWN_FOREIGN_USES = new Set([
  'ai-summary reads place_aspect_stats',
  'ai-summary reads places',
  'ai-summary reads review_aspects',
  'ai-summary reads reviews',
  'comments reads photos',
  'comments reads places',
  'comments reads reviews',
  'comments reads users',
  'moderation reads comments',
  'moderation reads moderation_cases',
  'moderation reads moderation_flags',
  'moderation reads moderation_log',
  'moderation reads photos',
  'moderation reads places',
  'moderation reads reviews',
  'moderation reads users',
  'photos reads places',
  'reviews reads comments',
  'reviews reads moderation_log',
  'reviews reads photos',
  'reviews reads places',
  'reviews reads users',
  'translations reads comments',
  'translations reads review_aspects',
  'translations reads reviews',
  'users reads comments',
  'users reads points_ledger',
  'users reads reviews',
  'users reads users',
  'watches reads places',
]);

describe('table owners', () => {
  it('names an owner for every table of the schema, and no table that is gone', () => {
    const tables = [...schemaTables().values()].sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it("points each foreign key target of db/key-targets.ts at its owner's key column", () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    const targets = Object.entries(keyTargets);
    expect(targets.map(([name]) => name).sort()).toEqual(['commentKey', 'placeKey', 'reviewKey', 'userKey']);
    for (const [name, key] of targets) {
      const table = tables.find((candidate) => getTableName(candidate) === getTableName(key.table));
      expect(table, name).toBeDefined();
      const column = getTableConfig(table!).columns.find((candidate) => candidate.name === key.name);
      expect(column?.getSQLType(), name).toBe(key.getSQLType());
      expect(column?.primary, name).toBe(true);
    }
    // …and the 21 foreign keys that cross owners point at them, each at another owner's table.
    const crossOwner = tables.flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((key) => key.reference())
        .filter((reference) => Object.values(keyTargets).includes(reference.foreignColumns[0] as never))
        .map((reference) => `${getTableName(table)} → ${getTableName(reference.foreignTable)}`),
    );
    expect(crossOwner).toHaveLength(21);
    for (const edge of crossOwner) {
      const [from, to] = edge.split(' → ') as [string, string];
      expect(TABLE_OWNERS[to], edge).toBeDefined();
      expect(TABLE_OWNERS[from], edge).not.toBe(TABLE_OWNERS[to]);
    }
  });

  it('finds no foreign table use beyond the known ones', () => {
    const found = foreignTableUses().map((pair) => `${pair.feature} ${pair.kind}s ${pair.table}`);
    const added = found.filter((use) => !KNOWN_FOREIGN_USES.has(use));
    expect(
      added,
      'call the owner\'s exported function instead (docs/code-structure.md, "Table owners")',
    ).toEqual([]);
    // A use that went away is taken off the list, so that the list stays the truth.
    const gone = [...KNOWN_FOREIGN_USES].filter((use) => !found.includes(use));
    expect(gone, 'take these off KNOWN_FOREIGN_USES').toEqual([]);
  });

  it('tells reads from writes, through table objects and in raw SQL', () => {
    const file = path.resolve(import.meta.dirname, '../src/features/comments/example.ts');
    const source = [
      "import { and, sql } from 'drizzle-orm';",
      "import { reviews as r, users, comments } from '../../db/schema.ts';",
      'export async function f(db) {',
      '  await db.update(r).set({ commentsCount: 1 });',
      '  await db.select().from(users);',
      '  await db.insert(comments).values({});',
      '  await db.execute(sql`DELETE FROM photos WHERE id = 1`);',
      '  await db.execute(sql`SELECT 1 FROM review_votes JOIN places ON true`);',
      '  return { reviews: 1, x: db.users };',
      '}',
    ].join('\n');
    const uses = usesInFile(file, source, schemaTables()).map(
      (use) => `${use.kind} ${use.table}@${use.at.split(':')[1]}`,
    );
    expect(uses).toEqual(
      expect.arrayContaining([
        'write reviews@4',
        'read users@5',
        'write comments@6',
        'write photos@7',
        'read review_votes@8',
        'read places@8',
      ]),
    );
    // A property or key that happens to bear a table's name is not a use.
    expect(uses.filter((use) => use.endsWith('@9'))).toEqual([]);
  });
});
