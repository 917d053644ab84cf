import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import { importGazetteer } from '../features/places/import-gazetteer.ts';
import { importOsmExtract, type OsmImportProgress } from '../features/places/import-osm.ts';
import { OsmExtractError } from '../features/places/read-osm-pbf.ts';

/**
 * `npm run import:osm -- <extract.osm.pbf>`: imports the streets and addressed buildings of an
 * OpenStreetMap extract (docs/addresses.md). Progress goes to stderr, the counts to stdout. Safe
 * to run again with a newer extract: it updates, never duplicates. Stop the server first on the
 * embedded database (PGlite's directory belongs to one process).
 */

const PHASES: Record<OsmImportProgress['phase'], string> = {
  ways: 'Reading ways (pass 1 of 2)',
  nodes: 'Reading nodes (pass 2 of 2)',
  addresses: 'Keying addresses and finding their cities',
  staging: 'Writing to staging',
  merging: 'Merging into the live tables',
};

function reporter() {
  const started = Date.now();
  let lastAt = 0;
  let lastPhase = '';
  const tty = process.stderr.isTTY;
  return (progress: OsmImportProgress) => {
    const now = Date.now();
    const phaseChanged = progress.phase !== lastPhase;
    if (!phaseChanged && now - lastAt < 1000 && progress.done < progress.total) return;
    lastAt = now;
    const percent = progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 100;
    const elapsed = `${((now - started) / 1000).toFixed(1)} s`;
    const line =
      progress.phase === 'merging'
        ? `${PHASES.merging} (${elapsed})`
        : `${PHASES[progress.phase]}: ${percent}% (${elapsed})`;
    if (tty) process.stderr.write(`${phaseChanged && lastPhase ? '\n' : '\r'}${line}`);
    else process.stderr.write(`${line}\n`);
    lastPhase = progress.phase;
  };
}

async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run import:osm -- <extract.osm.pbf>');
    process.exit(2);
  }
  const config = loadConfig();
  // No statement timeout: merging a country's addresses is one long statement.
  const database = await openConfiguredDatabase(config, { poolSize: 2, statementTimeoutMs: 0 });
  try {
    await database.migrate();
    const summary = await importOsmExtract(
      database.db,
      path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
      {
        onProgress: reporter(),
        // Imported addresses belong to the gazetteer's cities: make sure it is there (once the
        // extract has been read whole, so a broken file fails in seconds).
        beforeWriting: async () => {
          await importGazetteer(database.db);
        },
        // Building the search index once after a first import wants memory (docs/performance.md).
        indexBuildMemory: database.kind === 'postgres' ? '1GB' : undefined,
      },
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    const seconds = summary.ms / 1000;
    console.info(
      [
        `Read ${summary.objects.toLocaleString('en')} OpenStreetMap objects in ${seconds.toFixed(1)} s (${Math.round(summary.objects / seconds).toLocaleString('en')} objects/s).`,
        `Streets: ${summary.streets.staged} (${summary.streets.inserted} new, ${summary.streets.updated} updated, ${summary.streets.unchanged} unchanged).`,
        `Addresses: ${summary.addresses.staged} (${summary.addresses.inserted} new, ${summary.addresses.updated} updated, ${summary.addresses.unchanged} unchanged; ${summary.addresses.matchedPlaces} are buildings users had already added).`,
        `Skipped: ${summary.skipped.outsideCities} outside every known city, ${summary.skipped.incomplete} without a street or house number, ${summary.skipped.missingNodes} cut at the extract's border.`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(
    error instanceof OsmExtractError
      ? `Import stopped: ${error.message}`
      : `Import stopped, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
