import { LRUCache } from 'lru-cache';

/**
 * A small per-process cache for derived, public data that may be a little stale (a place's history
 * over the years), over lru-cache (docs/decisions/014-kept-libraries.md): at most `maxEntries`, the
 * least recently used dropped first; entries expire `ttlMs` after they were loaded; concurrent misses
 * share one load, and a load that fails is not kept.
 * Each instance keeps its own: put a version in the key that every write moves in the database
 * (review-stats.ts: places.reviews_changed_at) so that all instances miss at once after a change.
 */
export class TtlCache<V extends {}> {
  private readonly cache: LRUCache<string, V, () => Promise<V>>;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.cache = new LRUCache({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // The load is the caller's, handed over with each `get` as the fetch's context.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    // Undefined only if the fetch was aborted, which nothing here does.
    return (await this.cache.fetch(key, { context: load })) as V;
  }

  delete(key: string) {
    this.cache.delete(key);
  }
}
