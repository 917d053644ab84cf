/**
 * Suggestion latency with a country-sized OpenStreetMap import (docs/performance.md): the real app
 * over HTTP on the PostgreSQL database the extract was imported into, one request at a time, every
 * keystroke of addresses typed in en, ru and ka as the place picker sends them (withAddresses).
 *
 *   ADDRESSES=1000000 npm run osm-extract -w bench -- /tmp/bench.osm.pbf
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_osm_bench npm run import:osm -- /tmp/bench.osm.pbf
 *   OSM_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sofascout_osm_bench npm run osm-suggest -w bench
 */
import { startTestApp } from '@app/server/testing';
import { typedPrefixes } from './typed-searches.ts';

const url = process.env.OSM_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sofascout_osm_bench';

/** Addresses of the generated extract (generate-osm-extract.ts), as people type them. */
const TYPED = [
  { lang: 'en', text: 'Vazha-Pshavela Avenue 45' },
  { lang: 'ru', text: 'проспект Важа-Пшавела, 45' },
  { lang: 'ka', text: 'ვაჟა-ფშაველას 45' },
  { lang: 'en', text: 'Chavchavadze 12' },
  { lang: 'ru', text: 'Руставели 117' },
  { lang: 'ka', text: 'პეკინის გამზირი 30' },
  { lang: 'en', text: '9 April Street 5' },
  { lang: 'en', text: 'Kostava 210' },
] as const;

const t = await startTestApp({ databaseUrl: url });
try {
  const timings: number[] = [];
  const slowest: Array<{ q: string; ms: number }> = [];
  let found = 0;
  // One warm-up pass (plans, caches), then the measured passes.
  for (let pass = 0; pass < 4; pass++) {
    for (const { lang, text } of TYPED) {
      for (const q of typedPrefixes(text)) {
        const started = performance.now();
        const response = await t.request(
          `/api/v1/places/suggestions?${new URLSearchParams({ q, lang, withAddresses: process.env.WITH_ADDRESSES ?? 'true' })}`,
        );
        const body = (await response.json()) as { items: Array<{ source: string }> };
        if (response.status !== 200) throw new Error(`${q}: HTTP ${response.status}`);
        if (pass === 0) continue;
        const ms = performance.now() - started;
        timings.push(ms);
        slowest.push({ q, ms: Math.round(ms) });
        if (q === text && body.items.some((i) => i.source === 'address')) found++;
      }
    }
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))]!.toFixed(1);
  console.info(
    JSON.stringify({
      requests: timings.length,
      p50: at(0.5),
      p95: at(0.95),
      max: at(1),
      fullAddressesFound: `${found}/${TYPED.length * 3}`,
      slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 8),
    }),
  );
} finally {
  await t.close();
}
