/**
 * The real app for the web's component tests, in a Node process of its own (started by
 * web-components-server.ts, the project's global setup): over real HTTP on 127.0.0.1, on an in-memory PGlite with the demo
 * data, its captcha cheap to solve, its photos and mails in a temporary folder. Once it answers, it
 * writes `{"url": "http://127.0.0.1:<port>"}` into the file named by its argument (whole, by a
 * rename); it stops when its standard input closes (the test run ended, or died) or on SIGTERM,
 * removing what it wrote.
 */
import fs from 'node:fs/promises';
import { openDatabase } from '../db/client.ts';
import { seedDemoDataIfEmpty } from '../seed/seed-demo.ts';
import { FAST_CAPTCHA_ENV } from './factories.ts';
import { startTestApp } from './index.ts';

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const server = await startTestApp({
  database: { ...database, dispose: database.close },
  env: { ...FAST_CAPTCHA_ENV },
});
await seedDemoDataIfEmpty(server.database.db);

let stopping: Promise<void> | null = null;
const stop = () => {
  stopping ??= server.close().finally(() => process.exit(0));
  return stopping;
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const handoff = process.argv[2];
if (!handoff) throw new Error('usage: components-server.ts <file to write the URL into>');
await fs.writeFile(`${handoff}.part`, JSON.stringify({ url: server.url }));
await fs.rename(`${handoff}.part`, handoff);
