/**
 * The tests after typecheck and lint: `npm test` runs `run-tests.ts --unit` (Vitest, the web build,
 * the end-to-end suite), `npm run test:e2e` runs it without `--unit` (the build and the end-to-end
 * suite). Other arguments go to Playwright: `npm run test:e2e -- tests/search.spec.ts`.
 *
 * On the embedded database the end-to-end app needs its data before its first test: staff, the
 * gazetteer and the demo data (e2e/app-data.ts), ~30 s of one core, in which the rest of the machine
 * would idle. It is prepared (e2e/prepare-data.ts) while Vitest and the build run, at the lowest CPU
 * priority, so that it takes the time their runs leave idle rather than theirs, into a folder made
 * for this run that e2e/start-server.ts copies (E2E_PREPARED_DATA): no run starts from an older
 * run's data. On PostgreSQL (TEST_DATABASE_URL) each app prepares its own database as it starts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const rootDir = path.dirname(import.meta.dirname);
const e2eDir = path.join(rootDir, 'e2e');
const args = process.argv.slice(2);
const withUnitTests = args[0] === '--unit';
const playwrightArgs = withUnitTests ? args.slice(1) : args;

const running = new Set<ChildProcess>();
// Stopped (Ctrl-C, or a CI's time limit), it stops what it runs and still removes its folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

/** Runs a command with this process's output; answers its exit code (1 when a signal ended it). */
function run(
  command: string,
  commandArgs: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(command, commandArgs, { cwd: rootDir, ...options, stdio: 'inherit' });
  running.add(child);
  const exit = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  }).finally(() => running.delete(child));
  return { child, exit };
}

async function main(prepared: string | undefined): Promise<number> {
  const preparation = prepared
    ? run(process.execPath, ['prepare-data.ts', prepared], { cwd: e2eDir })
    : undefined;
  if (preparation?.child.pid) os.setPriority(preparation.child.pid, 19);
  // A failed step ends the run: the preparation is stopped, and awaited before its folder goes.
  const stopPreparation = async (code: number) => {
    preparation?.child.kill('SIGTERM');
    await preparation?.exit;
    return code;
  };
  const steps: Array<[step: string, script: string]> = [['The web build', 'build']];
  if (withUnitTests) steps.unshift(['The unit and API tests', 'test:unit']);
  for (const [step, script] of steps) {
    const code = await run('npm', ['run', script]).exit;
    if (code !== 0) {
      console.error(`== ${step} failed (exit ${code}) ==`);
      return stopPreparation(code);
    }
  }
  if (preparation) {
    const code = await preparation.exit;
    if (code !== 0) {
      console.error(`== Preparing the end-to-end app's data failed (exit ${code}) ==`);
      return code;
    }
  }
  return run('npm', ['run', 'test', '-w', 'e2e', '--', ...playwrightArgs], {
    env: prepared ? { ...process.env, E2E_PREPARED_DATA: prepared } : process.env,
  }).exit;
}

const workDir = process.env.TEST_DATABASE_URL
  ? undefined
  : await fs.mkdtemp(path.join(os.tmpdir(), 'sofascout-e2e-prepared-'));
let status = 1;
try {
  status = await main(workDir && path.join(workDir, 'data'));
} finally {
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
}
process.exit(status);
