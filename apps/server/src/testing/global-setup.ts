import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from './database.ts';

/** Builds the migrated template database once for the whole run. */
export async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  project.provide('templateDbName', '');
  if (url) {
    // Unique per run, so runs in parallel (several developers, CI) never drop each other's template.
    const templateName = `sofascout_tpl_${process.pid}_${Date.now().toString(36)}`;
    project.provide('templateDbName', templateName);
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${templateName}`);
    const database = await openDatabase({ url: withDatabase(url, templateName), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('templateDump', '');
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-test-')), 'template.tar.gz');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', file);
  return async () => fs.rm(path.dirname(file), { recursive: true, force: true });
}
