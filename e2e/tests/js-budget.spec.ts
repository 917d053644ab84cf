import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadJs, readAssetsManifest } from '../first-load-js.ts';

/**
 * Issue 9: the JavaScript each page needs before it is interactive stays within the budget recorded
 * in apps/web/js-budget.json (gzip bytes of the build output, read from the React Router manifest of
 * the build under test: WEB_BUILD_DIR or apps/web/build). A new page route needs a budget too.
 */
const budgetFile = path.resolve(import.meta.dirname, '../../apps/web/js-budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as {
  routes: Record<string, number>;
  brotli: Record<string, number>;
};

test('first-load JavaScript of every route stays within its budget', async () => {
  const routes = firstLoadJs(await readAssetsManifest());
  expect(routes.map((r) => r.routeId)).toContain('routes/home');
  const overBudget = routes
    .filter((route) => !(route.gzipBytes <= (budget.routes[route.routeId] ?? 0)))
    .map(
      (route) =>
        `${route.routeId}: ${route.gzipBytes} B gzip, budget ${budget.routes[route.routeId] ?? 'none'}`,
    );
  expect(overBudget, `over budget (or without one) in ${budgetFile}`).toEqual([]);
});

test('the pages of issue 18 stay within their Brotli budget (115 KB the target)', async () => {
  const routes = firstLoadJs(await readAssetsManifest());
  const overBudget = Object.entries(budget.brotli)
    .map(([routeId, limit]) => ({ routeId, limit, route: routes.find((r) => r.routeId === routeId) }))
    .filter(({ route, limit }) => !route || route.brotliBytes > limit)
    .map(
      ({ routeId, limit, route }) =>
        `${routeId}: ${route?.brotliBytes ?? 'no such route'} B Brotli, budget ${limit}`,
    );
  expect(overBudget, `over the Brotli budget in ${budgetFile}`).toEqual([]);
});

test('the budget counts the entry, every route module and their static imports', async () => {
  const manifest = await readAssetsManifest();
  const home = firstLoadJs(manifest).find((route) => route.routeId === 'routes/home')!;
  for (const file of [
    manifest.url,
    manifest.entry.module,
    manifest.routes.root!.module,
    manifest.routes['routes/home']!.module,
  ]) {
    expect(home.files).toContain(file);
  }
  expect(home.gzipBytes).toBeGreaterThan(0);
  expect(home.gzipBytes).toBeLessThan(home.rawBytes);
  expect(home.brotliBytes).toBeGreaterThan(0);
  expect(home.brotliBytes).toBeLessThan(home.gzipBytes);
});
