import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated template's dump. PostgreSQL: the template database's name. */
    templateDump: string;
    templateDbName: string;
  }
}

/**
 * Test databases. A migrated template is built once per run (global-setup.ts); each test file gets
 * a fresh copy: a PGlite data dump loaded into memory, or `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `sofascout_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDbName')}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    return {
      ...database,
      dispose: async () => {
        // Dropped even when closing fails (the shutdown tests close it as the server does, and a
        // second close throws): each such copy used to stay on the machine's PostgreSQL.
        try {
          await database.close();
        } finally {
          await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      },
    };
  }
  const dump = await fs.readFile(inject('templateDump'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { ...database, dispose: () => database.close() };
}

export { withDatabase };
