import { apiRoutes, type Endpoint, type EndpointName, endpoints } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = Object.keys(apiRoutes) as EndpointName[];

describe('endpoints of @app/contracts (issue 19: one typed client for the API)', () => {
  it('each is registered with its method, path and success status (routes take them from the contracts)', async () => {
    const doc = await readJson(await t.request('/api/v1/openapi.json'));
    const missing: string[] = [];
    for (const name of names) {
      const { method, path, status }: Endpoint = endpoints[name];
      const operation = doc.paths[`/api/v1${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
      if (!operation?.responses?.[String(status ?? 200)])
        missing.push(`${name}: ${method} ${path} → ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('each has its route and schemas under one name, and no two share a method and path', () => {
    const seen = new Set<string>();
    for (const name of names) {
      expect(endpoints[name]).toMatchObject(apiRoutes[name]);
      expect(endpoints[name].response).toBeDefined();
      const key = `${apiRoutes[name].method} ${apiRoutes[name].path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });
});
