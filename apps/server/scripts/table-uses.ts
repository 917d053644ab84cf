/**
 * Which feature uses which table it does not own (issue 32, item 1): every use of a table of the
 * schema (its owner's `schema.ts`, all gathered in `db/schema.ts`) in `src/features/<feature>/`,
 * through the schema's table objects or in raw SQL, classed as a read or a write, against the
 * owners in `src/db/table-owners.ts`.
 *
 *   npm run table-uses -w apps/server            the foreign uses, grouped by (feature, table)
 *   npm run table-uses -w apps/server -- --json  the same as JSON
 *
 * apps/server/test/table-owners.test.ts runs it in `npm test`: every table has an owner, and the
 * counts may fall but not grow (a ratchet towards the goal: ≤ 6 foreign uses, all in the
 * allow-list, 0 foreign writes, 0 reads against the feature order).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema.ts';
import { FEATURE_LEVELS, type Owner, TABLE_OWNERS } from '../src/db/table-owners.ts';

export interface TableUse {
  feature: string;
  table: string;
  owner: Owner;
  kind: 'read' | 'write';
  /** `features/<feature>/<file>:<line>` */
  at: string;
}

export interface ForeignPair {
  feature: string;
  table: string;
  owner: Owner;
  /** A write when any of its uses writes. */
  kind: 'read' | 'write';
  /** The owner sits above the reader in the feature order (docs/code-structure.md), or beside it. */
  againstOrder: boolean;
  uses: string[];
}

const SRC = path.resolve(import.meta.dirname, '../src');

/** The schema's table objects by export name, and their SQL names. */
export function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, PgTable)) tables.set(name, getTableName(value));
  }
  return tables;
}

interface AstNode {
  type?: string;
  span?: { start: number };
  [key: string]: unknown;
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
/** Table names after these words in raw SQL: the second group says whether it writes. */
const SQL_TABLE = /\b(from|join|(update|into|delete\s+from))\s+("?)([a-z_]+)\3/gi;

/** The uses of tables in one source file. */
export function usesInFile(file: string, source: string, exportToTable: Map<string, string>): TableUse[] {
  const feature = path.relative(path.join(SRC, 'features'), file).split(path.sep)[0] ?? '';
  const sqlNames = new Set(exportToTable.values());
  const module = parseSync(source, {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
  }) as unknown as AstNode;
  const base = module.span?.start ?? 0;
  const lineOf = (offset: number) => source.slice(0, Math.max(0, offset - base)).split('\n').length;
  // Local names bound to the schema's tables by `import { reviews as r } from '…/schema.ts'`: the
  // feature's own schema module, another's, or the aggregate `db/schema.ts`.
  const local = new Map<string, string>();
  for (const item of (module.body as AstNode[]) ?? []) {
    if (item.type !== 'ImportDeclaration') continue;
    const from = (item.source as { value: string }).value;
    if (!/(^|\/)schema\.ts$/.test(from)) continue;
    for (const specifier of (item.specifiers as AstNode[]) ?? []) {
      const localName = (specifier.local as { value: string }).value;
      const imported = (specifier.imported as { value: string } | null)?.value ?? localName;
      const table = exportToTable.get(imported);
      if (table) local.set(localName, table);
    }
  }
  const uses: TableUse[] = [];
  const add = (table: string, kind: TableUse['kind'], offset: number) =>
    uses.push({
      feature,
      table,
      owner: TABLE_OWNERS[table] ?? 'unowned',
      kind,
      at: `${path.relative(SRC, file)}:${lineOf(offset)}`,
    });
  const visit = (node: unknown, parent: AstNode | null, key: string) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent, key);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const current = node as AstNode;
    if (current.type === 'ImportDeclaration') return;
    if (current.type === 'Identifier' && local.has(current.value as string)) {
      // Not a property name (`x.reviews`) or an object key (`{ reviews: … }`).
      const isName =
        (parent?.type === 'MemberExpression' && key === 'property') ||
        (parent?.type === 'KeyValueProperty' && key === 'key');
      if (!isName) add(local.get(current.value as string)!, 'read', current.span?.start ?? 0);
    }
    if (current.type === 'CallExpression') {
      const callee = current.callee as AstNode;
      const property = callee?.type === 'MemberExpression' ? (callee.property as AstNode) : null;
      const first = ((current.arguments as Array<{ expression: AstNode }>) ?? [])[0]?.expression;
      if (
        property?.type === 'Identifier' &&
        WRITE_METHODS.has(property.value as string) &&
        first?.type === 'Identifier' &&
        local.has(first.value as string)
      ) {
        add(local.get(first.value as string)!, 'write', current.span?.start ?? 0);
      }
    }
    if (current.type === 'TemplateLiteral') {
      for (const quasi of (current.quasis as Array<{
        cooked?: string;
        raw: string;
        span: { start: number };
      }>) ?? []) {
        const text = quasi.cooked ?? quasi.raw;
        for (const match of text.matchAll(SQL_TABLE)) {
          const table = match[4]!.toLowerCase();
          if (sqlNames.has(table))
            add(table, match[2] ? 'write' : 'read', quasi.span.start + (match.index ?? 0));
        }
      }
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'span' && child && typeof child === 'object') visit(child, current, childKey);
    }
  };
  visit(module.body, module, 'body');
  return uses;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every use of a table by a feature that does not own it, grouped by (feature, table). */
export function foreignTableUses(featuresDir = path.join(SRC, 'features')): ForeignPair[] {
  const exportToTable = schemaTables();
  const pairs = new Map<string, ForeignPair>();
  for (const file of sourceFiles(featuresDir)) {
    for (const use of usesInFile(file, fs.readFileSync(file, 'utf8'), exportToTable)) {
      if (use.owner === use.feature) continue;
      const key = `${use.feature} ${use.table}`;
      const pair = pairs.get(key) ?? {
        feature: use.feature,
        table: use.table,
        owner: use.owner,
        kind: 'read',
        againstOrder: againstOrder(use.feature, use.owner),
        uses: [],
      };
      if (use.kind === 'write') pair.kind = 'write';
      if (!pair.uses.includes(use.at)) pair.uses.push(use.at);
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()].sort((a, b) =>
    a.feature === b.feature ? a.table.localeCompare(b.table) : a.feature.localeCompare(b.feature),
  );
}

/**
 * A feature may import (and so call) only features below it: a table whose owner sits above the
 * reader, or at its level, is a data edge the import rules would refuse if it were a call. Shared
 * tables (`lib`) sit below every feature.
 */
function againstOrder(reader: string, owner: Owner): boolean {
  if (owner === 'lib') return false;
  const readerLevel = FEATURE_LEVELS[reader];
  const ownerLevel = FEATURE_LEVELS[owner];
  if (readerLevel === undefined || ownerLevel === undefined) return true;
  return ownerLevel >= readerLevel;
}

if (import.meta.main) {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const pairs = foreignTableUses();
  if (process.argv.includes('--json')) {
    say(JSON.stringify(pairs, null, 2));
  } else {
    for (const pair of pairs) {
      const flags = [pair.kind === 'write' ? 'WRITES' : 'reads', pair.againstOrder ? 'against the order' : '']
        .filter(Boolean)
        .join(', ');
      say(`${pair.feature} → ${pair.table} (owner ${pair.owner}): ${flags}`);
      for (const use of pair.uses) say(`    ${use}`);
    }
    const writes = pairs.filter((pair) => pair.kind === 'write').length;
    const against = pairs.filter((pair) => pair.againstOrder).length;
    const files = new Set(pairs.flatMap((pair) => pair.uses.map((use) => use.split(':')[0]))).size;
    say(
      `\n${pairs.length} (feature, foreign table) pairs in ${files} files; ${writes} write another's table; ${against} against the feature order`,
    );
  }
}
