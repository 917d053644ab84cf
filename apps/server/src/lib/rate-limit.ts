import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';
import { clientNetwork, WIDE_BUCKET_FACTOR } from './client-network.ts';

/**
 * Fixed-window counters for abuse limits (sign-in attempts, sign-ups, mails, reviews, comments…),
 * counted by rate-limiter-flexible (docs/decisions/014-kept-libraries.md): in Redis when REDIS_URL
 * is set, so every instance shares the counts; in process memory otherwise (one instance, the
 * embedded default), and while Redis does not answer (see below).
 */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
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
  /** The count of `key` (counted with `record`) in its window, without counting. */
  peek(key: string): Promise<number>;
  /** A threshold of ours with RATE_LIMIT_SCALE applied, as `consume` applies it to limits. */
  scaled(limit: number): number;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Redis to count in, shared by every instance; process memory without it. */
  redisUrl?: string | undefined;
  /** Put before every Redis key (`<prefix><key>`). */
  prefix?: string;
  /** RATE_LIMIT_SCALE: every limit is multiplied by it (tests and load tests lower or raise them). */
  scale?: number;
  /** Told (at most once a minute) when Redis does not answer and the counts are kept in memory. */
  onUnavailable?: (error: unknown) => void;
}

/**
 * Redis statuses in which a command would only wait in the offline queue for a connection that is
 * known to be down; the fallback answers at once instead.
 */
const DOWN_STATUSES = new Set(['reconnecting', 'close', 'end']);

/** After a failed or timed-out command, hits are counted in memory for this long before Redis is tried again. */
const RETRY_AFTER_FAILURE_MS = 5000;

/** `record` counts without a limit: the largest number the counters hold exactly. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** One rule's counters: in Redis (when configured) and in this process's memory. */
interface RuleLimiters {
  redis: RateLimiterRedis | undefined;
  memory: RateLimiterMemory;
}

/**
 * When Redis does not answer, the hits are counted in this process's memory until it does. Why not
 * the alternatives: answering 503 would make a cache outage a site outage (no sign-in, no reviews,
 * no uploads), and letting every request through would leave password guessing unlimited for as long
 * as the outage lasts. Per-process counts keep every limit in force on each instance, at worst N
 * times looser with N instances, and the operator sees a warning (at most one a minute).
 *
 * The library's own `insuranceLimiter` does the same fallback but asks Redis on every hit; a Redis
 * that accepts connections and hangs would then hold every request for the command timeout, so the
 * choice of store is made here: after a failure, memory alone for RETRY_AFTER_FAILURE_MS.
 */
class RateLimits implements RateLimiter {
  private readonly redis: Redis | undefined;
  private readonly prefix: string;
  private readonly scale: number;
  private readonly onUnavailable: (error: unknown) => void;
  /** Limiters by `points/windowSeconds`: one per rule of ours, a few dozen at most. */
  private readonly limiters = new Map<string, RuleLimiters>();
  private lastWarning = 0;
  private retryAt = 0;

  constructor(options: RateLimiterOptions) {
    this.prefix = options.prefix ?? 'rl:';
    this.scale = options.scale ?? 1;
    this.onUnavailable = options.onUnavailable ?? (() => {});
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        lazyConnect: false,
        // A Redis that accepts connections but does not answer must not hold requests up either.
        commandTimeout: 1000,
      });
      // Connection errors surface on the commands that fail; the event itself must not crash us.
      this.redis.on('error', () => {});
    }
  }

  /** `record`'s counters: no limit, each key's window given with its first hit. */
  private get counters() {
    return this.limitersFor(UNLIMITED, 60);
  }

  scaled = (limit: number) => Math.max(1, Math.round(limit * this.scale));

  private limitersFor(points: number, windowSeconds: number): RuleLimiters {
    const name = `${points}/${windowSeconds}`;
    let limiters = this.limiters.get(name);
    if (!limiters) {
      // An empty keyPrefix: the keys are ours as they are (`<prefix><key>`), whatever the rule.
      const options = { points, duration: windowSeconds, keyPrefix: '' };
      limiters = {
        redis: this.redis && new RateLimiterRedis({ ...options, storeClient: this.redis }),
        memory: new RateLimiterMemory(options),
      };
      this.limiters.set(name, limiters);
    }
    return limiters;
  }

  /** Runs `operation` on Redis while it answers, else on this process's memory. */
  private async run(
    limiters: RuleLimiters,
    operation: (limiter: RateLimiterAbstract) => Promise<RateLimiterRes | null>,
  ): Promise<{ counted: RateLimiterRes | null; in: 'redis' | 'memory' }> {
    if (limiters.redis && this.redis) {
      if (DOWN_STATUSES.has(this.redis.status)) {
        this.warn(new Error(`Redis connection is ${this.redis.status}`));
      } else if (Date.now() >= this.retryAt) {
        try {
          return { counted: await operation(limiters.redis), in: 'redis' };
        } catch (error) {
          // Over the limit: the library rejects with the count, which is an answer, not a failure.
          if (error instanceof RateLimiterRes) throw error;
          // A Redis that accepts connections but hangs fails each command only after commandTimeout:
          // leave it alone for a few seconds, so that not every request waits that long.
          this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          this.warn(error);
        }
      }
    }
    return { counted: await operation(limiters.memory), in: 'memory' };
  }

  private warn(error: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.onUnavailable(error);
  }

  consume = async (key: string, rule: RateLimitRule) => {
    try {
      await this.run(this.limitersFor(this.scaled(rule.limit), rule.windowSeconds), (limiter) =>
        limiter.consume(`${this.prefix}${key}`),
      );
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
    }
  };

  consumeByNetwork = async (name: string, address: string, rule: RateLimitRule) => {
    const network = clientNetwork(address);
    await this.consume(`${name}:ip:${network.exact}`, rule);
    if (network.wide !== network.exact) {
      await this.consume(`${name}:net:${network.wide}`, { ...rule, limit: rule.limit * WIDE_BUCKET_FACTOR });
    }
  };

  record = async (key: string, windowSeconds: number) => {
    const { counted } = await this.run(this.counters, (limiter) =>
      limiter.consume(`${this.prefix}${key}`, 1, { customDuration: windowSeconds }),
    );
    return counted?.consumedPoints ?? 1;
  };

  peek = async (key: string) => {
    const { counted, in: store } = await this.run(this.counters, (limiter) =>
      limiter.get(`${this.prefix}${key}`),
    );
    if (store === 'memory') return counted?.consumedPoints ?? 0;
    // Failures counted here while Redis was away still count once it is back.
    const inMemory = await this.counters.memory.get(`${this.prefix}${key}`);
    return Math.max(counted?.consumedPoints ?? 0, inMemory?.consumedPoints ?? 0);
  };

  close = async () => {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  };
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  return new RateLimits(options);
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
  const limiter = createRateLimiter({
    redisUrl: options.redisUrl,
    prefix: `${options.keyPrefix ?? ''}rl:`,
    scale: options.scale,
    onUnavailable: (error) =>
      app.log.warn({ err: error }, 'Redis unavailable: rate limits are counted in this process for now'),
  });
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}
