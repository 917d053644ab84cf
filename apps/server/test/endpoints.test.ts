import { type Endpoint, type EndpointName, endpoints } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestApp, type TestApp } from '../src/testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = Object.keys(endpoints) as EndpointName[];

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

  it('each is named by its method and path, and has a success schema', () => {
    for (const name of names) {
      const endpoint: Endpoint = endpoints[name];
      expect(`${endpoint.method} ${endpoint.path}`).toBe(name);
      expect(endpoint.response).toBeDefined();
    }
  });
});
