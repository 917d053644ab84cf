import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_NAMES, GEORGIAN_NAMES, RUSSIAN_NAMES } from '../src/features/places/data/name-overrides.ts';
import {
  type GeonamesPlace,
  LATIN_NAMES_MIN_POPULATION,
  parseGeonamesLine,
  pickBestKnownName,
} from '../src/features/places/geonames.ts';
import { GEONAMES_FILE } from '../src/features/places/import-gazetteer.ts';

/** The real cities500 file, read once: the names users see come from it. */
const places = new Map<number, GeonamesPlace>();
for (const line of readFileSync(GEONAMES_FILE, 'utf8').split('\n')) {
  const place = parseGeonamesLine(line);
  if (place) places.set(place.geonameId, place);
}
const named = (geonameId: number) => places.get(geonameId)?.names;

describe('Russian and Georgian names of cities (GeoNames cities500)', () => {
  it.each([
    [2988507, 'Paris', 'Париж', 'პარიზი'],
    [2761369, 'Vienna', 'Вена', 'ვენა'],
    [2867714, 'Munich', 'Мюнхен', 'მიუნხენი'],
    [2911298, 'Hamburg', 'Гамбург', 'ჰამბურგი'],
    [703448, 'Kyiv', 'Киев', 'კიევი'],
    [520555, 'Nizhniy Novgorod', 'Нижний Новгород', 'ნიჟნი ნოვგოროდი'],
    [1526384, 'Almaty', 'Алматы', 'ალმათი'],
    [745044, 'Istanbul', 'Стамбул', 'სტამბოლი'],
    [611717, 'Tbilisi', 'Тбилиси', 'თბილისი'],
    [615532, 'Batumi', 'Батуми', 'ბათუმი'],
    [613607, 'Kutaisi', 'Кутаиси', 'ქუთაისი'],
    [616052, 'Yerevan', 'Ереван', 'ერევანი'],
    [587084, 'Baku', 'Баку', 'ბაქო'],
    [524901, 'Moscow', 'Москва', 'მოსკოვი'],
    [2886242, 'Cologne', 'Кёльн', 'კელნი'],
    [2861650, 'Nuremberg', 'Нюрнберг', 'ნიურნბერგი'],
  ])('%i %s → %s, %s', (geonameId, en, ru, ka) => {
    expect(named(geonameId)).toEqual({ en, ru, ka });
  });

  it('keeps the Russian soft sign and hyphens that other Cyrillic spellings drop', () => {
    expect(named(511196)?.ru).toBe('Пермь');
    expect(named(480060)?.ru).toBe('Тверь');
    expect(named(2644210)?.ru).toBe('Ливерпуль');
    expect(pickBestKnownName(['Тюмен', 'Тюмень'], 'Tyumen')).toBe('Тюмень');
    expect(pickBestKnownName(['Рио де Жанейро', 'Рио-де-Жанейро'], 'Rio de Janeiro')).toBe('Рио-де-Жанейро');
    // …but not Ukrainian ones.
    expect(pickBestKnownName(['Томск', 'Томськ'], 'Tomsk')).toBe('Томск');
    expect(pickBestKnownName(['Луганск', 'Луганьск'], 'Luhansk')).toBe('Луганск');
  });

  it('finds the larger places by their Latin names in other languages, and only those', () => {
    const searchable = (id: number) => places.get(id)?.otherNames ?? [];
    expect(searchable(703448)).toContain('Kiev');
    expect(searchable(611717)).toContain('Tiflis');
    expect(searchable(2886242)).toEqual(expect.arrayContaining(['Köln', 'Cologne']));
    expect(searchable(2861650)).toContain('Nürnberg');
    // Not codes (IEV) nor romanisations of other scripts ("kheiyf").
    expect(searchable(703448)).not.toContain('IEV');
    expect(searchable(703448)).not.toContain('kheiyf');
    // Villages keep a small search text: only their Russian and Georgian forms.
    for (const place of places.values()) {
      if (place.population >= LATIN_NAMES_MIN_POPULATION) continue;
      for (const name of place.otherNames)
        expect(name, `${place.geonameId}`).toMatch(/^[А-ЯЁа-яё\u10D0-\u10FA -]+$/);
    }
  });

  it('names every override for a place that exists, in the right script', () => {
    for (const [id, name] of Object.entries(ENGLISH_NAMES)) {
      expect(places.has(Number(id)), `en ${id} ${name}`).toBe(true);
      expect(name).toMatch(/^[A-Za-z -]+$/);
      expect(places.get(Number(id))?.population).toBeGreaterThanOrEqual(LATIN_NAMES_MIN_POPULATION);
    }
    for (const [id, name] of Object.entries(RUSSIAN_NAMES)) {
      expect(places.has(Number(id)), `ru ${id} ${name}`).toBe(true);
      expect(name).toMatch(/^[А-ЯЁа-яё -]+$/);
    }
    for (const [id, name] of Object.entries(GEORGIAN_NAMES)) {
      expect(places.has(Number(id)), `ka ${id} ${name}`).toBe(true);
      expect(name).toMatch(/^[\u10D0-\u10FA -]+$/);
    }
  });
});
