import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { requestAgainst } from '../../src/testing/index.ts';

/**
 * Another instance of the app in a process of its own (nothing in memory shared with the test's
 * process, as on a second machine): the API on 127.0.0.1 against DATABASE_URL, with the test's env.
 * Run as a script, it starts and prints its URL; startInstanceProcess() spawns it.
 */
export interface InstanceProcess {
  url: string;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function startInstanceProcess(env: Record<string, string>): Promise<InstanceProcess> {
  const child: ChildProcess = spawn(process.execPath, [import.meta.filename], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    request: requestAgainst(url),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
