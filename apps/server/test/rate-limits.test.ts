import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../src/lib/rate-limit.ts';
import { createPlaceTree, createTestUser, type TestPlaceTree } from '../src/testing/factories.ts';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import {
  isPortOpen,
  leftToPostgresRun,
  REDIS_URL,
  scratchRedisPrefix,
  waitFor,
} from './support/shared-services.ts';
import { freePort, startTcpProxy } from './support/tcp.ts';

/** A TCP peer that accepts connections and never answers: a Redis that hangs. */
async function silentPeer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {}).on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe('Redis configured but unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the app starts, and the limits keep working from memory instead of failing requests', async () => {
    expect((await t.request('/api/v1/health')).status).toBe(200);
    // Anonymous accounts: 10 an hour per IP (scale 1), counted in this process while Redis is down.
    for (let i = 1; i <= 10; i++) {
      const { value: response, ms } = await timed(() =>
        t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' }),
      );
      expect(response.status, `attempt ${i}`).toBe(200);
      expect(ms, `attempt ${i} waited for Redis`).toBeLessThan(2500);
    }
    const limited = await t.request('/api/v1/auth/anonymous/sign-in', { method: 'POST' });
    expect(limited.status).toBe(429);
    const body = await readJson(limited);
    expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('the store counts in memory at once and warns once, not on every hit', async () => {
    const warnings: unknown[] = [];
    const store = createRateLimiter({
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      onUnavailable: (error) => warnings.push(error),
    });
    try {
      const counts: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { value, ms } = await timed(() => store.record('k', 60));
        // Far above the ~0 ms of a refused connection: a bound on hanging, not a speed test.
        expect(ms).toBeLessThan(10_000);
        counts.push(value);
      }
      expect(counts).toEqual([1, 2, 3, 4, 5]);
      expect(warnings).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('a Redis that accepts connections but never answers holds a request up at most about a second', async () => {
    const peer = await silentPeer();
    const store = createRateLimiter({ redisUrl: peer.url });
    // Counted, not timed: the counting scripts sent to Redis (each waits out the command timeout).
    const redis = (store as unknown as { redis: Redis }).redis;
    const spy = vi.spyOn(redis, 'sendCommand');
    const sent = () => spy.mock.calls.filter(([command]) => /^eval/i.test(command.name)).length;
    try {
      const first = await timed(() => store.record('k', 60));
      expect(first.value).toBe(1);
      expect(sent()).toBe(1);
      // The command timeout is 1 s; the bound only says "not for ever", with room for a busy machine.
      expect(first.ms).toBeLessThan(10_000);
      // The next hits do not wait for the same timeout again: they do not ask Redis at all.
      const second = await timed(() => store.record('k', 60));
      expect(second.value).toBe(2);
      expect(sent()).toBe(1);
    } finally {
      await store.close();
      await peer.close();
    }
  });
});

const redisMissing =
  leftToPostgresRun() ??
  ((await isPortOpen(REDIS_URL, 6379)) ? null : `not reachable: Redis at ${new URL(REDIS_URL).host}`);

describe.skipIf(redisMissing)(
  `Redis going away and coming back${redisMissing ? ` (skipped: ${redisMissing})` : ''}`,
  () => {
    it('counts in memory while Redis is cut off and in Redis again once it answers', async () => {
      const target = new URL(REDIS_URL);
      const proxy = await startTcpProxy({ hostname: target.hostname, port: Number(target.port || 6379) });
      const scratch = scratchRedisPrefix();
      const store = createRateLimiter({
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        prefix: scratch.prefix,
      });
      const direct = new Redis(REDIS_URL);
      try {
        const key = `${scratch.prefix}k`;
        expect(await store.record('k', 600)).toBe(1);
        expect(await direct.get(key)).toBe('1');
        await proxy.cut();
        // The process's own count starts afresh, and nothing reaches Redis.
        expect(await store.record('k', 600)).toBe(1);
        expect(await store.record('k', 600)).toBe(2);
        expect(await direct.get(key)).toBe('1');
        await proxy.restore();
        // ioredis reconnects on its own; then the shared count goes on where Redis left it.
        const back = await waitFor(
          async () => ({ count: await store.record('k', 600), stored: await direct.get(key) }),
          (seen) => seen.stored !== '1',
          { timeoutMs: 20_000, intervalMs: 200, what: 'Redis counting again' },
        );
        expect(back.count).toBe(Number(back.stored));
      } finally {
        direct.disconnect();
        await store.close();
        await proxy.close();
        await scratch.clean();
      }
    });
  },
);

describe('POST /places/details/for-reviews', () => {
  let t: TestApp;
  let tree: TestPlaceTree;
  beforeAll(async () => {
    // A tenth of the production limits: 30 an hour per IP, 10 per signed-in user.
    t = await startTestApp({ env: { RATE_LIMIT_SCALE: '0.1' } });
    tree = await createPlaceTree(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const resolve = (headers: Record<string, string> = {}) =>
    t.request('/api/v1/places/details/for-reviews', {
      method: 'POST',
      headers,
      json: { placeId: tree.building, apartmentNumber: '7', lang: 'en' },
    });

  it('limits each signed-in user, then each IP, with a 429 envelope', async () => {
    const user = await createTestUser(t.database.db);
    for (let i = 1; i <= 10; i++) expect((await resolve(user.auth)).status, `user call ${i}`).toBe(200);
    const limited = await resolve(user.auth);
    expect(limited.status).toBe(429);
    const body = await readJson(limited);
    expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    // Another user on the same address still gets through, until the address's own limit (30).
    const other = await createTestUser(t.database.db);
    expect((await resolve(other.auth)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await resolve()).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30 - 12);
    expect(statuses.slice(30 - 12).every((s) => s === 429)).toBe(true);
  });
});
