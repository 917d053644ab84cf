import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { importGazetteer } from '../features/places/import-gazetteer.ts';
import { openMediaStorage } from '../lib/storage.ts';
import { seedDemoDataIfEmpty } from '../seed/seed-demo.ts';

/**
 * Migrations, the offline gazetteer, and the demo data (its photos in the configured media storage)
 * when the database has no buildings yet: what `npm start` does before it listens, without the
 * server. Prints what it did.
 */
export async function prepareDatabase(config = loadConfig()): Promise<void> {
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    await database.migrate();
    const gazetteer = await importGazetteer(database.db);
    console.info(
      gazetteer.skipped ? 'Places: already imported.' : `Places imported: ${JSON.stringify(gazetteer)}`,
    );
    const storage = await openMediaStorage({ dataDir: config.dataDir, media: config.media });
    const seeded = await seedDemoDataIfEmpty(database.db, { storage });
    console.info(
      seeded
        ? `Demo data seeded: ${JSON.stringify(seeded)}`
        : 'Demo data: the database already has buildings, nothing written.',
    );
  } finally {
    await database.close();
  }
}

/**
 * `npm run seed`: prepares a database without starting the server (for example a fresh PostgreSQL
 * before the first deploy). `npm start` does the same at every start, so this is never required.
 * On the embedded database, stop the server first: PGlite's directory belongs to one process.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  prepareDatabase().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
