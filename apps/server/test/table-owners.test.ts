import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Column, getTableName, is } from 'drizzle-orm';
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
 * allow-list, no foreign write, nothing against the feature order. The allow-list names them file by
 * file (FOREIGN_READS, below).
 */
const SERVER_SRC = path.join(import.meta.dirname, '../src');

/** Every source file under `dir`, tests left out. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const KNOWN_FOREIGN_USES = new Set([
  'reviews reads photos',
  'reviews reads places',
  'reviews reads users',
  'users reads comments',
  'users reads points_ledger',
  'users reads reviews',
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

  it('keeps the key stand-ins to schema files: nothing reads or writes through them', async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles(path.join(SERVER_SRC))) {
      if (/from '(\.\.?\/)+(db\/)?key-targets\.ts'/.test(await readFile(file, 'utf8'))) {
        importers.push(path.relative(SERVER_SRC, file));
      }
    }
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => path.basename(file) !== 'schema.ts')).toEqual([]);
  });

  it("lets no feature hand out its tables: what a feature's index.ts exports is functions and values", async () => {
    const features = await readdir(path.join(SERVER_SRC, 'features'), { withFileTypes: true });
    const handed: string[] = [];
    let checked = 0;
    for (const entry of features.filter((one) => one.isDirectory())) {
      const index = path.join(SERVER_SRC, 'features', entry.name, 'index.ts');
      const exported: Record<string, unknown> | null = await import(pathToFileURL(index).href).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes(index)) return null;
          throw error;
        },
      );
      if (!exported) continue;
      checked++;
      for (const [name, value] of Object.entries(exported)) {
        if (is(value, PgTable) || is(value, Column)) handed.push(`${entry.name}: ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(handed).toEqual([]);
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

/** The named foreign reads (the allow-list): `FOREIGN_READS` in .dependency-cruiser.mjs. */
interface ForeignRead {
  file: string;
  tables: string[];
  reason: string;
}
const repo = path.resolve(import.meta.dirname, '../../..');
const { FOREIGN_READS } = (await import(pathToFileURL(path.join(repo, '.dependency-cruiser.mjs')).href)) as {
  FOREIGN_READS: ForeignRead[];
};

describe('the named foreign reads', () => {
  it("name every file of a feature that reads another owner's table, with exactly the tables it reads", () => {
    const found = new Map<string, Set<string>>();
    for (const pair of foreignTableUses()) {
      for (const use of pair.uses) {
        const file = use.split(':')[0]!;
        found.set(file, (found.get(file) ?? new Set()).add(pair.table));
      }
    }
    const named = FOREIGN_READS.filter((read) => read.file.startsWith('features/'));
    expect(named.map((read) => `${read.file}: ${read.tables.join(', ')}`)).toEqual(
      [...found]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, tables]) => `${file}: ${[...tables].sort().join(', ')}`),
    );
    for (const read of FOREIGN_READS) expect(read.reason.length, read.file).toBeGreaterThan(20);
  });

  it('are the list of docs/code-structure.md, "Table owners"', async () => {
    const docs = await readFile(path.join(repo, 'docs/code-structure.md'), 'utf8');
    const rows = [...docs.matchAll(/^\| `([^`]+)` \| ([^|]+) \| (.+) \|$/gm)].map((row) => ({
      file: row[1],
      tables: row[2]!.trim().split(', '),
      reason: row[3],
    }));
    expect(rows).toEqual(FOREIGN_READS);
  });

  it("are Biome's only exceptions to the aggregate db/schema.ts, each for its own tables", async () => {
    const biome = JSON.parse(await readFile(path.join(repo, 'biome.json'), 'utf8')) as {
      overrides: Array<{
        includes: string[];
        linter?: {
          rules?: {
            style?: {
              noRestrictedImports?: { options: { patterns: unknown[]; paths?: Record<string, unknown> } };
            };
          };
        };
      }>;
    };
    const optionsOf = (includes: string) =>
      biome.overrides.find((override) => override.includes[0] === includes)?.linter?.rules?.style
        ?.noRestrictedImports?.options;
    const featureRules = optionsOf('apps/server/src/features/*/*.ts')!;
    const sharedRules = optionsOf('apps/server/src/db/**')!;
    const exportOf = new Map([...schemaTables()].map(([name, table]) => [table, name]));
    const exceptions = biome.overrides
      .filter(
        (override) =>
          override.includes.length === 1 && /^apps\/server\/src\/.+\.ts$/.test(override.includes[0]!),
      )
      .map((override) => override.includes[0]!.replace('apps/server/src/', ''))
      .filter((file) => file !== 'db/schema.ts');
    const importing = [];
    for (const read of FOREIGN_READS) {
      const source = await readFile(path.join(repo, 'apps/server/src', read.file), 'utf8');
      const aggregate = read.file.startsWith('lib/') ? '../db/schema.ts' : '../../db/schema.ts';
      if (!source.includes(`from '${aggregate}'`)) continue;
      importing.push(read.file);
      const options = optionsOf(`apps/server/src/${read.file}`);
      const base = read.file.startsWith('lib/') ? sharedRules : featureRules;
      // The file's override keeps every other rule of its folder (an override replaces the options)…
      expect(options?.patterns, read.file).toEqual(base.patterns);
      // …and lets it import the tables it is named for, no other.
      expect(options?.paths?.[aggregate], read.file).toMatchObject({
        allowImportNames: read.tables.map((table) => exportOf.get(table)).sort(),
      });
    }
    expect(exceptions.sort()).toEqual(importing.sort());
  });
});
