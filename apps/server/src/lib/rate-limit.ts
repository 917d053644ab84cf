import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import { clientNetwork, WIDE_BUCKET_FACTOR } from './client-network.ts';

/**
 * Fixed-window counters for abuse limits (sign-in attempts, sign-ups, mails, later reviews and
 * comments). Redis when REDIS_URL is set, so every instance shares the counts; process memory
 * otherwise (one instance, the embedded default), and while Redis does not answer (see below).
 */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key`; answers the count so far in this window and the seconds it has left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  /** The count so far in `key`'s window, without counting a hit. */
  peek(key: string): Promise<number>;
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

  async peek(key: string) {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
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

/**
 * Redis statuses in which a command would only wait in the offline queue for a connection that is
 * known to be down; the fallback answers at once instead.
 */
const DOWN_STATUSES = new Set(['reconnecting', 'close', 'end']);

/** After a failed or timed-out command, hits are counted in memory for this long before Redis is tried again. */
const RETRY_AFTER_FAILURE_MS = 5000;

/**
 * When Redis does not answer, the hits are counted in this process's memory until it does. Why not
 * the alternatives: answering 503 would make a cache outage a site outage (no sign-in, no reviews,
 * no uploads), and letting every request through would leave password guessing unlimited for as long
 * as the outage lasts. Per-process counts keep every limit in force on each instance, at worst N
 * times looser with N instances, and the operator sees a warning (at most one a minute).
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly fallback = new MemoryRateLimitStore();
  private readonly onUnavailable: (error: unknown) => void;
  private lastWarning = 0;
  private retryAt = 0;

  constructor(url: string, options: { prefix?: string; onUnavailable?: (error: unknown) => void } = {}) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
      // A Redis that accepts connections but does not answer must not hold requests up either.
      commandTimeout: 1000,
    });
    // Connection errors surface on the commands that fail; the event itself must not crash us.
    this.redis.on('error', () => {});
    this.prefix = options.prefix ?? 'rl:';
    this.onUnavailable = options.onUnavailable ?? (() => {});
  }

  async hit(key: string, windowSeconds: number) {
    if (DOWN_STATUSES.has(this.redis.status)) {
      this.warn(new Error(`Redis connection is ${this.redis.status}`));
    } else if (Date.now() >= this.retryAt) {
      try {
        const [count, ttl] = (await this.redis.eval(
          HIT_SCRIPT,
          1,
          `${this.prefix}${key}`,
          String(windowSeconds * 1000),
        )) as [number, number];
        return { count, resetSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (error) {
        // A Redis that accepts connections but hangs fails each command only after commandTimeout:
        // leave it alone for a few seconds, so that not every request waits that long.
        this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        this.warn(error);
      }
    }
    return this.fallback.hit(key, windowSeconds);
  }

  async peek(key: string) {
    if (!DOWN_STATUSES.has(this.redis.status) && Date.now() >= this.retryAt) {
      try {
        const value = await this.redis.get(`${this.prefix}${key}`);
        return Math.max(Number(value ?? 0), await this.fallback.peek(key));
      } catch (error) {
        this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        this.warn(error);
      }
    }
    return this.fallback.peek(key);
  }

  private warn(error: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.onUnavailable(error);
  }

  async close() {
    await this.fallback.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface RateLimiter {
  /** Counts one attempt against `key`; throws RATE_LIMITED (429 + retryAfterSeconds) past the limit. */
  consume(key: string, rule: RateLimitRule): Promise<void>;
  /**
   * Counts one request of the client at `address` against `rule`, keyed by its network
   * (lib/client-network.ts): the IPv4 address or IPv6 /64 gets the rule, its IPv4 /24 or IPv6 /48
   * a looser one (WIDE_BUCKET_FACTOR times the limit). Every per-IP limit goes through this.
   */
  consumeByNetwork(name: string, address: string, rule: RateLimitRule): Promise<void>;
  /** Counts one event (a failed sign-in) on `key` without a limit; answers the count in the window. */
  record(key: string, windowSeconds: number): Promise<number>;
  /** The count of `key` in its window, without counting. */
  peek(key: string): Promise<number>;
  /** A threshold of ours with RATE_LIMIT_SCALE applied, as `consume` applies it to limits. */
  scaled(limit: number): number;
  close(): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, options: { scale?: number } = {}): RateLimiter {
  const scale = options.scale ?? 1;
  const scaled = (limit: number) => Math.max(1, Math.round(limit * scale));
  const consume: RateLimiter['consume'] = async (key, rule) => {
    const { count, resetSeconds } = await store.hit(key, rule.windowSeconds);
    if (count > scaled(rule.limit)) {
      throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        retryAfterSeconds: resetSeconds,
      });
    }
  };
  return {
    consume,
    async consumeByNetwork(name, address, rule) {
      const network = clientNetwork(address);
      await consume(`${name}:ip:${network.exact}`, rule);
      if (network.wide !== network.exact) {
        await consume(`${name}:net:${network.wide}`, { ...rule, limit: rule.limit * WIDE_BUCKET_FACTOR });
      }
    },
    record: async (key, windowSeconds) => (await store.hit(key, windowSeconds)).count,
    peek: (key) => store.peek(key),
    scaled,
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
    ? new RedisRateLimitStore(options.redisUrl, {
        prefix: `${options.keyPrefix ?? ''}rl:`,
        onUnavailable: (error) =>
          app.log.warn({ err: error }, 'Redis unavailable: rate limits are counted in this process for now'),
      })
    : new MemoryRateLimitStore();
  const limiter = createRateLimiter(store, { scale: options.scale });
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}
