import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/lib/ttl-cache.ts';

describe('TtlCache', () => {
  it('loads a key once, shares the load between concurrent misses, and keeps the value', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `value ${loads}`;
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual(['value 1', 'value 1']);
    expect(await cache.get('k', load)).toBe('value 1');
    expect(loads).toBe(1);
    cache.delete('k');
    expect(await cache.get('k', load)).toBe('value 2');
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'loaded')).toBe('loaded');
  });

  it('drops the least recently used key past its size', async () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'b reloaded')).toBe('b reloaded');
  });
});
