import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Base URL of the server listening on 127.0.0.1, e.g. http://127.0.0.1:41234 */
  url: string;
  database: Database;
  config: AppConfig;
  /** fetch() against the running server, with JSON helpers. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the real app over real HTTP on a fresh copy of the migrated test database, or on the
 * PostgreSQL database at `databaseUrl` (several instances sharing one; the caller owns it), with
 * the replica at `readDatabaseUrl` if given. Without a DATA_DIR in `env` the app writes its photos
 * and mails into a temporary folder that `close()` removes, never into the repository's ./data.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    withWeb?: boolean;
    databaseUrl?: string;
    readDatabaseUrl?: string;
    /** A database opened by the caller (outside a test file, where the template is not provided); `close()` disposes of it. */
    database?: Database & { dispose(): Promise<void> };
    /** Where the app's own logger writes (its production options, level from LOG_LEVEL); silent without. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const ownDataDir = options.env?.DATA_DIR
    ? undefined
    : await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...options.env,
  });
  const database = options.database
    ? options.database
    : options.databaseUrl
      ? await openDatabase({
          url: options.databaseUrl,
          readUrl: options.readDatabaseUrl,
          poolSize: 4,
          queryTimeoutMs: config.databaseQueryTimeoutMs,
        }).then((db) => ({
          ...db,
          dispose: db.close,
        }))
      : await openTestDatabase();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({
      config,
      database,
      withWeb: options.withWeb ?? false,
      logger: options.logStream ? { ...loggerOptions(config), stream: options.logStream } : false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A start that fails leaves no database or folder behind (on PostgreSQL, a copy of the template
    // that nothing would drop).
    await app?.close().catch(() => {});
    await database.dispose().catch(() => {});
    if (ownDataDir) await fs.rm(ownDataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return {
    app,
    url,
    database,
    config,
    request: requestAgainst(url),
    close: async () => {
      // Hostile tests leave connections that never become idle (a body cut short, an early 413 that
      // the client kept sending after): give requests in flight a moment, then drop every connection
      // instead of waiting out the keep-alive timeout. Production's SIGTERM has its own deadline.
      const force = setTimeout(() => app.server.closeAllConnections(), 2000);
      try {
        await app.close();
      } finally {
        clearTimeout(force);
      }
      await database.dispose();
      if (ownDataDir) await fs.rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** fetch() against a server at `url`; `json` is sent as an application/json body. */
export function requestAgainst(url: string): TestApp['request'] {
  return (path, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${url}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
}

/** Test code reads arbitrary JSON answers; assertions, not types, check their shape. */
// biome-ignore lint/suspicious/noExplicitAny: deliberately untyped for assertions
export type AnyJson = any;
export async function readJson(response: Response): Promise<AnyJson> {
  return response.json();
}

/** The built web app (`npm run build`; CI's second pass has one): tests of rendered pages run only with it. */
export const webBuild = path.resolve(
  import.meta.dirname,
  '../../../..',
  process.env.WEB_BUILD_DIR ?? 'apps/web/build',
);
export const hasWebBuild = await fs
  .access(path.join(webBuild, 'server/index.js'))
  .then(() => true)
  .catch(() => false);
