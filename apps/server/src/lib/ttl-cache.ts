/**
 * A small per-process cache for derived, public data that may be a little stale (a place's history
 * over the years). Bounded in size; entries expire after `ttlMs`. Concurrent misses share one load.
 * Each instance keeps its own: put a version in the key that every write moves in the database
 * (review-stats.ts: places.reviews_changed_at) so that all instances miss at once after a change.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest insertion (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}
