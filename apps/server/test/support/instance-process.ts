import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { requestAgainst } from '../../src/testing/index.ts';
import { freePort } from './tcp.ts';

/**
 * Another instance of the app in a process of its own (nothing in memory shared with the test's
 * process, as on a second machine): the API on 127.0.0.1 against DATABASE_URL, with the test's env.
 * Run as a script, it starts and prints its URL; startInstanceProcess() spawns it.
 *
 * With `entry: 'main'` the process is the production start instead (`node src/main.ts`, as
 * `npm start` runs it): migrations, the gazetteer import, the web app, signal handling. It listens
 * on a free port picked here.
 */
export interface InstanceProcess {
  url: string;
  pid: number;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Sends a signal to the process (close() sends SIGTERM and waits). */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal killed it) once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** 'api' (default): this file's API-only runner. 'main': src/main.ts, the production start. */
  entry?: 'api' | 'main';
  /** How long to wait for the process to listen (the gazetteer import takes ~15 s on PostgreSQL). */
  startTimeoutMs?: number;
}

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The smallest web build src/main.ts accepts (plugins/web.ts imports build/server/index.js), for
 * tests of the process that call only the API: React Router reads the build on the first page
 * request, which these tests never make.
 */
export async function writeApiOnlyWebBuild(dir: string): Promise<string> {
  await fs.mkdir(path.join(dir, 'server'), { recursive: true });
  await fs.mkdir(path.join(dir, 'client'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'server/index.js'),
    'export const entry = { module: { createAppLoadContext: () => ({}) } };\nexport const routes = {};\n',
  );
  return dir;
}

export async function startInstanceProcess(
  env: Record<string, string>,
  options: InstanceOptions = {},
): Promise<InstanceProcess> {
  const isMain = options.entry === 'main';
  const port = isMain ? await freePort() : 0;
  // Photos and mails go into a temporary folder unless the test gives its own, never into ./data.
  const ownDataDir = env.DATA_DIR
    ? undefined
    : await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-instance-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [isMain ? path.join(SERVER_DIR, 'src/main.ts') : import.meta.filename],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        ...(isMain ? { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
        ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: SERVER_DIR,
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // main.ts announces itself with "SofaScout is running at <PUBLIC_URL>" once it listens.
  const ready = isMain ? /running at (http:\/\/\S+)/ : /listening on (http:\/\/\S+)/;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance did not start in time:\n${output}`));
    }, options.startTimeoutMs ?? 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}: ${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    request: requestAgainst(url),
    signal: (name) => child.kill(name),
    exited,
    output: () => output,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (ownDataDir) await fs.rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

async function runInstance() {
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 4 });
  const app = await buildApp({ config, database, withWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

if (process.argv[1] === import.meta.filename) await runInstance();
