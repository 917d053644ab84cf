import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { importGazetteer } from './features/places/import-gazetteer.ts';
import { describeStreetData, getStreetDataSummary } from './features/places/index.ts';
import { createShutdown } from './lib/shutdown.ts';
import { seedDemoDataIfEmpty } from './seed/seed-demo.ts';

/**
 * Starts the whole product on one port: migrations, demo data on an empty database, the API and
 * the server-rendered web app. Stops gracefully on SIGTERM/SIGINT.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: `${config.dataDir}/db`,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  const gazetteer = await importGazetteer(database.db);
  if (!gazetteer.skipped) app.log.info(gazetteer, 'places imported (GeoNames cities500, curated districts)');
  if (config.seedDemo) {
    const started = performance.now();
    const seeded = await seedDemoDataIfEmpty(database.db, { storage: app.mediaStorage });
    if (seeded) app.log.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'demo data seeded');
  }

  const stop = createShutdown({ app, database, timeoutMs: config.shutdownTimeoutMs });
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const storage = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL';
  // A count must not stop a server that runs: without it the banner has one line less.
  const streetData = await getStreetDataSummary(database.db).then(describeStreetData, (error: unknown) => {
    app.log.warn({ err: error }, 'street data not counted');
    return null;
  });
  console.info(
    `\n  SofaScout is running at ${config.publicUrl}  (database: ${storage})\n${streetData ? `  ${streetData}\n` : ''}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
