import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** Starts serve.ts and waits for the origins it prints. */
export async function startServers(mediaDir: string, profileDir: string | null) {
  const args = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    path.join(import.meta.dirname, 'serve.ts'),
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, BENCH_MEDIA_DIR: mediaDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const origins = await new Promise<{ app: string; hello: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return { child, origins };
}

export const stopServers = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
