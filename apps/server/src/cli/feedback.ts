import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { type FeedbackEntry, listRecentFeedback } from '../features/feedback/list-feedback.ts';

/**
 * `npm run feedback [-- --limit 50] [--since 2026-01-31] [--json]`: prints the newest feedback for
 * the operator, from the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR).
 */

const USAGE = 'Usage: npm run feedback -- [--limit N] [--since YYYY-MM-DD] [--json]';

export interface FeedbackCommandOptions {
  limit: number;
  since: Date | undefined;
  json: boolean;
}

export function parseFeedbackArgs(argv: readonly string[]): FeedbackCommandOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      limit: { type: 'string', default: '50' },
      since: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
    throw new Error(`--limit must be 1–10000\n${USAGE}`);
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since must be a date\n${USAGE}`);
  return { limit, since, json: values.json };
}

export function formatFeedback(entries: readonly FeedbackEntry[], json: boolean): string {
  if (json)
    return `${entries.map((e) => JSON.stringify({ ...e, createdAt: e.createdAt.toISOString() })).join('\n')}\n`;
  if (entries.length === 0) return 'No feedback yet.\n';
  return entries
    .map((e) => {
      const meta = [
        e.createdAt.toISOString(),
        e.language ?? '-',
        e.pagePath ?? '-',
        e.userId ? `user ${e.userId}` : 'signed out',
      ].join('  ');
      const contacts = e.contacts ? `contacts: ${e.contacts}\n` : '';
      return `── ${meta}\n${contacts}${e.text}\n`;
    })
    .join('\n');
}

/**
 * The embedded PGlite database belongs to one process at a time: opening the live directory beside a
 * running server could overwrite its files on close. The command reads a private copy instead
 * (what the server has written so far), so it is safe while the server runs.
 */
async function openForReading(): Promise<{ database: Database; cleanup(): Promise<void> }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, poolSize: 1 });
    return { database, cleanup: () => database.close() };
  }
  const live = path.join(config.dataDir, 'db');
  await fs.access(live).catch(() => {
    throw new Error(`No database in ${live}: start the server once, or set DATABASE_URL.`);
  });
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-feedback-'));
  await fs.cp(live, copy, { recursive: true });
  await fs.rm(path.join(copy, 'postmaster.pid'), { force: true });
  const database = await openDatabase({ dataDir: copy });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await fs.rm(copy, { recursive: true, force: true });
    },
  };
}

async function main() {
  const options = parseFeedbackArgs(process.argv.slice(2));
  const { database, cleanup } = await openForReading();
  try {
    process.stdout.write(formatFeedback(await listRecentFeedback(database.db, options), options.json));
  } finally {
    await cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
