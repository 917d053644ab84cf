import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the real app the web's component tests talk to writes `{"url"}` once it answers, or
     * `{"error"}` when it could not start (project `components`; read by apps/web/app/testing).
     */
    componentsServerFile: string;
  }
}

const SERVER_SCRIPT = path.join(import.meta.dirname, 'components-server.ts');

/**
 * Global setup of the web's component tests (vitest project `components`): starts the real app
 * (components-server.ts) in a Node process of its own and hands the tests only where to read its URL.
 * So no server module reaches the tests' DOM environment (a `window` makes PGlite think it runs in a
 * browser) nor the web's bundle, and the app runs as `node` runs it in production (Vitest's module
 * runner here lacks `import.meta.resolve`, which the gazetteer needs). It does not wait for the app:
 * PGlite's start (tens of seconds on a busy machine) overlaps the other global setup and suites;
 * the component tests wait for the file. One server for the run: tests add rows of their own (a
 * building, a review) and never count all rows.
 */
export async function setup(project: TestProject) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-components-'));
  const handoff = path.join(folder, 'server.json');
  const child = spawn(process.execPath, [SERVER_SCRIPT, handoff], {
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      // Tests still waiting learn at once that there is no server.
      fs.writeFile(handoff, JSON.stringify({ error: `the server exited (${code ?? signal})` }), {
        flag: 'wx',
      })
        .catch(() => {})
        .finally(resolve);
    });
  });
  project.provide('componentsServerFile', handoff);
  return async () => {
    child.stdin?.end();
    await exited;
    await fs.rm(folder, { recursive: true, force: true });
  };
}
