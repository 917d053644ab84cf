import { describe, expect, it } from 'vitest';
import { importGazetteer } from '../src/features/places/import-gazetteer.ts';
import { readJson, startTestApp } from '../src/testing/index.ts';

// In the slow Vitest project (vitest.config.ts): the whole file takes a minute or more on a busy machine.
describe('the real GeoNames file', () => {
  it('imports about 200,000 places once', async () => {
    const t = await startTestApp();
    try {
      const summary = await importGazetteer(t.database.db);
      expect(summary.skipped).toBe(false);
      expect(summary.cities).toBeGreaterThan(190_000);
      expect(summary.districts).toBeGreaterThan(1_000);
      expect((await importGazetteer(t.database.db)).skipped).toBe(true);
      const response = await t.request('/api/v1/places/suggestions?q=%D0%A2%D0%B1%D0%B8%D0%BB&lang=ru');
      expect((await readJson(response)).items[0]).toMatchObject({ name: 'Тбилиси', context: 'Грузия' });
      // English exonyms find the large city before villages of that name (Cologne, Italy) or prefix.
      for (const [q, name, context] of [
        ['Kiev', 'Kyiv', 'Ukraine'],
        ['Cologne', 'Cologne', 'Germany'],
        ['Nuremberg', 'Nuremberg', 'Germany'],
        ['Tiflis', 'Tbilisi', 'Georgia'],
        ['Roma', 'Rome', 'Italy'],
        ['Bombay', 'Mumbai', 'India'],
        ['Lemberg', 'Lviv', 'Ukraine'],
        ['York', 'York', 'United Kingdom'],
        ['Moscow', 'Moscow', 'Russia'],
      ]) {
        const found = await readJson(await t.request(`/api/v1/places/suggestions?q=${q}&lang=en`));
        expect(found.items[0], q).toMatchObject({ kind: 'city', name, context });
      }
    } finally {
      await t.close();
    }
  });
});
