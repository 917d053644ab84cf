import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { createOsmGeocoder } from '../src/features/places/osm-geocoder.ts';
import { type AnyJson, readJson, startTestApp, type TestApp } from '../src/testing/index.ts';
import { GEONAMES_SAMPLE } from './places-fixtures.ts';

/**
 * A Nominatim (and Photon) speaking HTTP server on 127.0.0.1: the answers have the shapes of the
 * real APIs (jsonv2 with addressdetails; Photon GeoJSON), and it records what it was asked.
 */
interface SeenRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

function startFakeGeocoder(options: { delayMs?: number } = {}) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: request.headers['user-agent'],
      at: Date.now(),
    });
    const send = (body: unknown) => {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, options.delayMs ?? 0);
    };
    if (url.pathname === '/search') {
      send([
        {
          place_id: 1,
          lat: '41.7104',
          lon: '44.7560',
          category: 'building',
          type: 'apartments',
          display_name: '25, Ilia Chavchavadze Avenue, Vake, Tbilisi, 0179, Georgia',
          address: {
            house_number: '25',
            road: 'Ilia Chavchavadze Avenue',
            suburb: 'Vake',
            city: 'Tbilisi',
            postcode: '0179',
            country: 'Georgia',
            country_code: 'ge',
          },
        },
        { place_id: 2, lat: '41.7', lon: '44.7', display_name: 'Vake Park', address: { park: 'Vake Park' } },
      ]);
    } else if (url.pathname === '/reverse') {
      send({
        place_id: 3,
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        display_name: '12, Ilia Chavchavadze Avenue, Vake, Tbilisi, Georgia',
        address: { house_number: '12', road: 'Ilia Chavchavadze Avenue', city: 'Tbilisi' },
      });
    } else if (url.pathname === '/api') {
      send({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [44.756, 41.7104] },
            properties: {
              osm_key: 'building',
              housenumber: '25',
              street: 'Chavchavadze Avenue',
              city: 'Tbilisi',
            },
          },
        ],
      });
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise<{ url: string; seen: SeenRequest[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('OpenStreetMap geocoder through the API (Nominatim)', () => {
  let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
  let t: TestApp;
  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    t = await startTestApp({ env: { GEOCODER_URL: geocoder.url, GEOCODER_MIN_INTERVAL_MS: '0' } });
    await importGazetteer(t.database.db, { file: GEONAMES_SAMPLE });
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });

  it('adds street addresses to suggestions when asked, without an id, and caches the answer', async () => {
    const url = '/api/v1/places/suggestions?q=Chavchavadze%2025&withAddresses=true&lang=en';
    const body = await readJson(await t.request(url));
    const address = body.items.find((i: AnyJson) => i.source === 'geocoder');
    expect(address).toMatchObject({
      id: null,
      kind: 'building',
      name: 'Ilia Chavchavadze Avenue 25',
      context: 'Tbilisi',
      location: { lat: 41.7104, lng: 44.756 },
    });
    // The park has no street: not an address.
    expect(body.items.filter((i: AnyJson) => i.source === 'geocoder')).toHaveLength(1);
    const searches = () => geocoder.seen.filter((s) => s.path === '/search').length;
    expect(searches()).toBe(1);
    expect(geocoder.seen[0]!.params.get('accept-language')).toBe('en');
    expect(geocoder.seen[0]!.userAgent).toMatch(/^SofaScout\//);
    await t.request(url);
    expect(searches()).toBe(1);
    // Without withAddresses the geocoder is not asked.
    await t.request('/api/v1/places/suggestions?q=Chavchavadze%2026');
    expect(searches()).toBe(1);
  });

  it('puts the street address of a located point in the answer', async () => {
    const response = await t.request('/api/v1/places/locate', {
      method: 'POST',
      json: { lat: 41.70931, lng: 44.7649, lang: 'ka' },
    });
    expect(await readJson(response)).toMatchObject({
      city: { name: 'თბილისი' },
      district: { name: 'ვაკე' },
      address: 'Ilia Chavchavadze Avenue 12',
    });
    const reverse = geocoder.seen.find((s) => s.path === '/reverse')!;
    expect(reverse.params.get('accept-language')).toBe('ka');
  });

  it('drops a geocoder address that is already one of our (reviewed) buildings', async () => {
    const resolved = await readJson(
      await t.request('/api/v1/places/details/for-reviews', {
        method: 'POST',
        json: {
          address: 'Chavchavadze Ave 25',
          lat: 41.7104,
          lng: 44.756,
          buildingType: 'apartments',
          pointConfirmed: true,
        },
      }),
    );
    // Search shows a building once a review of it is published (places-visibility.test.ts).
    await t.database.db.execute(
      sql`update places set review_count = 1 where id = ${resolved.place.id as string}::uuid`,
    );
    const body = await readJson(
      await t.request('/api/v1/places/suggestions?q=Chavchavadze%2025&withAddresses=true'),
    );
    expect(body.items.filter((i: AnyJson) => i.source === 'geocoder')).toEqual([]);
    expect(body.items[0]).toMatchObject({ kind: 'building', source: 'places' });
  });
});

describe('OpenStreetMap geocoder client', () => {
  it('speaks Photon too', async () => {
    const fake = await startFakeGeocoder();
    try {
      const client = createOsmGeocoder({
        url: fake.url,
        kind: 'photon',
        timeoutMs: 10_000, // generous: a loopback fake, and the machine may be busy
        minIntervalMs: 0,
        userAgent: 'test',
      });
      expect(await client.searchAddresses('Chavchavadze 25', 'en')).toEqual([
        { address: 'Chavchavadze Avenue 25', city: 'Tbilisi', lat: 41.7104, lng: 44.756 },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('keeps a polite interval between requests', async () => {
    const fake = await startFakeGeocoder();
    try {
      const client = createOsmGeocoder({
        url: fake.url,
        kind: 'nominatim',
        timeoutMs: 10_000, // generous: a loopback fake, and the machine may be busy
        minIntervalMs: 300,
        userAgent: 'test',
      });
      // When the client sends, not when the fake receives: a busy machine may deliver the first
      // request late and the second on time, which says nothing about the client.
      const sentAt: number[] = [];
      const send = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
        sentAt.push(performance.now());
        return send(...args);
      });
      await Promise.all([client.searchAddresses('a 1', 'en'), client.searchAddresses('b 2', 'en')]);
      expect(fake.seen).toHaveLength(2);
      expect(sentAt).toHaveLength(2);
      expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(280);
    } finally {
      vi.restoreAllMocks();
      await fake.close();
    }
  });

  it('gives up after the timeout and reports no addresses', async () => {
    const fake = await startFakeGeocoder({ delayMs: 1000 });
    const errors: unknown[] = [];
    try {
      const client = createOsmGeocoder({
        url: fake.url,
        kind: 'nominatim',
        timeoutMs: 150,
        minIntervalMs: 0,
        userAgent: 'test',
        onError: (error) => errors.push(error),
      });
      // The fake would answer an address after 1 s: none means the client gave up before that.
      expect(await client.searchAddresses('slow 1', 'en')).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(await client.reverseAddress({ lat: 1, lng: 2 }, 'en')).toBeNull();
    } finally {
      await fake.close();
    }
  });
});
