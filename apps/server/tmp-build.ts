import { openDatabase } from '/work/wt-search-scale/apps/server/src/db/client.ts';
import { loadIndexedPlaces, PlaceSearchIndex } from '/work/wt-search-scale/apps/server/src/features/places/search-index.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/search_scale_bench', poolSize: 1 });
global.gc?.();
const before = process.memoryUsage().heapUsed;
let t = performance.now();
const rows = await loadIndexedPlaces(database.db);
const loaded = performance.now() - t;
t = performance.now();
const index = new PlaceSearchIndex(rows);
const built = performance.now() - t;
rows.length = 0;
global.gc?.();
const after = process.memoryUsage().heapUsed;
console.log({ places: index.size, loadMs: Math.round(loaded), buildMs: Math.round(built), heapMB: Math.round((after - before) / 1e6) });
for (const term of ['12', '12 b', 'тестовая улица 1', 'те', 'tb', 'სა', 'тестовая улица 12', 'bench street 1']) {
  t = performance.now();
  let n = 0;
  for (let i = 0; i < 100; i++) n = index.find({ term, field: 'text', accept: () => true, homeCap: 300 }).length;
  console.log(term, n, ((performance.now() - t) / 100).toFixed(3), 'ms');
}
await database.close();
