import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMETERS, pageKey } from '../src/plugins/page-cache.ts';

/*
 * The page cache renders and keys a page for its path plus the query parameters pages read; any
 * other parameter is dropped (issue 20, finding 7). A page that starts reading a new parameter
 * without listing it would be served the same cached page for every value: this test reads the
 * web app's sources for `.get('name')` / `.has('name')` on search parameters and fails on a name
 * the cache does not keep.
 */
const WEB_APP = path.join(import.meta.dirname, '../../web/app');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

describe('page cache and query parameters', () => {
  it('keeps every query parameter a page reads', async () => {
    const read = new Map<string, string>();
    for (const file of await sourceFiles(WEB_APP)) {
      const text = await fs.readFile(file, 'utf8');
      if (!/useSearchParams|URLSearchParams|searchParams/.test(text)) continue;
      for (const match of text.matchAll(/\.(?:get|getAll|has)\('([A-Za-z_]+)'\)/g)) {
        read.set(match[1]!, path.relative(WEB_APP, file));
      }
    }
    // The scan finds the parameters we know pages read (a scan that finds nothing proves nothing).
    expect([...read.keys()]).toEqual(expect.arrayContaining(['placeId', 'redirect', 'cursor']));
    const missing = [...read].filter(([name]) => !PAGE_QUERY_PARAMETERS.has(name));
    expect(missing, 'read by a page but dropped from the page cache key').toEqual([]);
  });

  it('keeps the all-reviews filters and cursor apart', () => {
    expect(pageKey('/en/reviews/latest?placeType=district&cb=1')).toBe(
      '/en/reviews/latest?placeType=district',
    );
    expect(pageKey('/en/reviews/latest?cursor=abc&cityId=x')).toBe('/en/reviews/latest?cityId=x&cursor=abc');
  });
});
