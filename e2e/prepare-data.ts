/**
 * `node prepare-data.ts <folder>`: prepares the suite's app's data on the embedded database
 * (app-data.ts) into a new folder, without starting the app. `npm test` and `npm run test:e2e`
 * (scripts/run-tests.ts) run it while Vitest and the web build run, and hand the folder to
 * start-server.ts (E2E_PREPARED_DATA). The folder appears only once its data is complete: it is
 * written under another name, then renamed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { prepareSeededData } from './app-data.ts';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node prepare-data.ts <folder>');
  process.exit(2);
}
const partial = `${path.resolve(target)}.partial`;
await fs.rm(partial, { recursive: true, force: true });
await fs.mkdir(partial, { recursive: true });
// As start-server.ts starts the app: production settings with the demo data, on the embedded database.
process.env.NODE_ENV = 'production';
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.DATA_DIR = partial;
delete process.env.DATABASE_URL;
await prepareSeededData();
await fs.rename(partial, path.resolve(target));
