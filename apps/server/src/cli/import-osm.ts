import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/client.ts';
import {
  type DownloadProgress,
  describeDownloadProgress,
  displayUrl,
  downloadExtract,
  ExtractDownloadError,
  extractUrl,
  formatMegabytes,
} from '../features/places/download-extract.ts';
import { importGazetteer } from '../features/places/import-gazetteer.ts';
import { importOsmExtract, type OsmImportProgress } from '../features/places/import-osm.ts';
import { OsmExtractError } from '../features/places/read-osm-pbf.ts';

/**
 * `npm run import:osm -- <extract.osm.pbf>`: imports the streets and addressed buildings of an
 * OpenStreetMap extract (docs/addresses.md). `npm run import:osm -- --download georgia` (or an
 * http(s) URL) downloads the extract into DATA_DIR/osm first, resuming an interrupted download.
 * Progress goes to stderr, the counts to stdout. Safe to run again with a newer extract: it
 * updates, never duplicates. Stop the server first on the embedded database (PGlite's directory
 * belongs to one process).
 */

const USAGE =
  'Usage: npm run import:osm -- <extract.osm.pbf>   or   npm run import:osm -- --download <georgia|armenia|azerbaijan|http(s) URL>';

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

/** A bar redrawn in place on a terminal; elsewhere (a log, CI) a line every few seconds. */
function downloadReporter() {
  const started = Date.now();
  let lastAt = 0;
  const tty = process.stderr.isTTY;
  return (progress: DownloadProgress) => {
    const now = Date.now();
    const complete = progress.total !== null && progress.done >= progress.total;
    if (now - lastAt < (tty ? 200 : 5000) && !complete) return;
    lastAt = now;
    const line = describeDownloadProgress(progress, now - started, tty ? 30 : 0);
    if (tty) process.stderr.write(`\r${line}\x1b[K`);
    else process.stderr.write(`Downloading: ${line}\n`);
  };
}

/** The extract to import: the file given, or the one `--download` fetched into DATA_DIR/osm. */
async function extractFile(args: string[], dataDir: string): Promise<string> {
  const [first, second] = args;
  const download =
    first === '--download' ? second : first?.startsWith('--download=') ? first.slice(11) : null;
  if (download === null) {
    if (!first || args.length > 1 || first.startsWith('-')) throw new UsageError(USAGE);
    return path.resolve(process.env.INIT_CWD ?? process.cwd(), first);
  }
  if (!download || args.length > (first === '--download' ? 2 : 1)) throw new UsageError(USAGE);
  let url: string;
  try {
    url = extractUrl(download);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const dir = path.join(dataDir, 'osm');
  console.error(`Downloading ${displayUrl(url)} into ${dir}`);
  // Ctrl-C keeps the .part: say so, and that the next run resumes it. `on`, not `once`: under
  // `npm run` the terminal's SIGINT reaches node twice (npm forwards its own too).
  const controller = new AbortController();
  const interrupt = () => controller.abort();
  process.on('SIGINT', interrupt);
  const started = Date.now();
  try {
    const result = await downloadExtract(url, {
      dir,
      onProgress: downloadReporter(),
      signal: controller.signal,
    });
    if (process.stderr.isTTY && result.outcome === 'downloaded') process.stderr.write('\n');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(
      result.outcome === 'unchanged'
        ? `${result.file} is up to date (the server's copy has not changed since): importing it.`
        : `Downloaded ${result.file} (${formatMegabytes(result.bytes)} MB${result.resumedFrom > 0 ? `, resumed at ${formatMegabytes(result.resumedFrom)} MB` : ''}) in ${seconds} s.`,
    );
    return result.file;
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ExtractDownloadError('Download interrupted: run the same command again to resume it.');
    }
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
  }
}

class UsageError extends Error {}

async function main() {
  const config = loadConfig();
  const file = await extractFile(process.argv.slice(2), config.dataDir);
  // No statement timeout: merging a country's addresses is one long statement.
  const database = await openConfiguredDatabase(config, { poolSize: 2, statementTimeoutMs: 0 });
  try {
    await database.migrate();
    const summary = await importOsmExtract(database.db, file, {
      onProgress: reporter(),
      // Imported addresses belong to the gazetteer's cities: make sure it is there (once the
      // extract has been read whole, so a broken file fails in seconds).
      beforeWriting: async () => {
        await importGazetteer(database.db);
      },
      // Building the search index once after a first import wants memory (docs/performance.md).
      indexBuildMemory: database.kind === 'postgres' ? '1GB' : undefined,
    });
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
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof ExtractDownloadError) {
    // One line, no stack: the .part stays and the same command resumes it.
    console.error(error.message);
    process.exit(1);
  }
  console.error(
    error instanceof OsmExtractError
      ? `Import stopped: ${error.message}`
      : `Import stopped, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
