import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { appPort } from '../ports.ts';

/**
 * A second app for a spec whose server must be configured apart (start-server.ts with `env`), on
 * the suite's port plus `offset` and with its own fresh data (a copy of the data the suite's app
 * started with): started before the spec's tests and stopped after them. Answers the app's base URL.
 */
export function useSecondApp(offset: number, env: Record<string, string>): string {
  const port = appPort + offset;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    server = spawn(process.execPath, ['start-server.ts'], {
      cwd: path.dirname(path.dirname(fileURLToPath(import.meta.url))),
      // It starts from a copy of the suite's app's seeded data (start-server.ts) when there is one.
      env: { ...process.env, E2E_PORT: String(port), E2E_SEEDED_DATA_FROM: String(appPort), ...env },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/api/v1/ready`)).ok;
          } catch {
            return false;
          }
        },
        { timeout: 400_000, intervals: [1_000] },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  return base;
}
