import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createShutdown } from '../src/lib/shutdown.ts';
import { openTestDatabase } from '../src/testing/database.ts';

describe('graceful shutdown', () => {
  it('finishes requests in flight, refuses new connections, closes the database, exits 0', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    });
    const app = await buildApp({ config, database, withWeb: false, logger: false });
    // A request that is still running when the signal arrives.
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

    const exits: number[] = [];
    const stop = createShutdown({ app, database, timeoutMs: 5000, exit: (code) => exits.push(code) });
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = stop('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(exits).toEqual([0]);
    await expect(fetch(`${url}/api/v1/health`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
    // A second signal does not start a second shutdown.
    await stop('SIGINT');
    expect(exits).toEqual([0]);
    await database.dispose().catch(() => {});
  });
});
