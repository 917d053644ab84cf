import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Fixed-window counters for abuse limits (sign-in attempts, sign-ups, mails, later reviews and
 * comments). Redis when REDIS_URL is set, so every instance shares the counts; process memory
 * otherwise (one instance, the embedded default).
 */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key`; answers the count so far in this window and the seconds it has left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    // Expired windows are dropped once a minute so the map cannot grow without bound.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

/** INCR and the window's expiry in one round trip, atomically, so instances never race. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix = 'rl:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection errors surface on the commands that fail; the event itself must not crash us.
    this.redis.on('error', () => {});
    this.prefix = prefix;
  }

  async hit(key: string, windowSeconds: number) {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      `${this.prefix}${key}`,
      String(windowSeconds * 1000),
    )) as [number, number];
    return { count, resetSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface RateLimiter {
  /** Counts one attempt against `key`; throws RATE_LIMITED (429 + retryAfterSeconds) past the limit. */
  consume(key: string, rule: RateLimitRule): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, options: { scale?: number } = {}): RateLimiter {
  const scale = options.scale ?? 1;
  return {
    async consume(key, rule) {
      const { count, resetSeconds } = await store.hit(key, rule.windowSeconds);
      if (count > Math.max(1, Math.round(rule.limit * scale))) {
        throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
          retryAfterSeconds: resetSeconds,
        });
      }
    },
    close: () => store.close(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Decorates the app with `app.rateLimiter` and closes its store with the app. */
export function registerRateLimiter(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined; keyPrefix?: string; scale: number },
) {
  const store = options.redisUrl
    ? new RedisRateLimitStore(options.redisUrl, `${options.keyPrefix ?? ''}rl:`)
    : new MemoryRateLimitStore();
  const limiter = createRateLimiter(store, { scale: options.scale });
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}
