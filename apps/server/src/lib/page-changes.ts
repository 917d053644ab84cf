import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** What a write changed: the pages (and public API answers), the sitemaps, or both. */
export type PageChange = 'pages' | 'sitemaps' | 'both';

/**
 * Tells the other instances that a write changed pages, so they empty their page caches too
 * (plugins/page-cache.ts). Redis publish/subscribe: a message lost while Redis is down only means
 * the others keep a page until its few seconds are up.
 */
export class RedisPageChanges {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** Messages carry their sender, which ignores its own. */
  private readonly instanceId = randomUUID();

  constructor(url: string, options: { prefix?: string; onRemoteChange: (change: PageChange) => void }) {
    const connection = { maxRetriesPerRequest: 1, commandTimeout: 1000 };
    this.publisher = new Redis(url, { ...connection, enableOfflineQueue: false });
    this.subscriber = new Redis(url, connection);
    // Failures surface as lost messages (see above); the events must not crash the process.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.channel = `${options.prefix ?? ''}pages-changed`;
    this.subscriber.on('message', (channel: string, message: string) => {
      const [sender, change] = message.split(' ');
      if (channel !== this.channel || sender === this.instanceId) return;
      // A message without its kind (an instance of the version before) changed pages.
      options.onRemoteChange(change === 'sitemaps' || change === 'both' ? change : 'pages');
    });
  }

  /** Resolves once subscribed (or failed to: the cache then relies on its time to live). */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel).catch(() => {});
  }

  publish(change: PageChange = 'pages'): void {
    this.publisher.publish(this.channel, `${this.instanceId} ${change}`).catch(() => {});
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())),
    );
  }
}
