import { describe, expect, it } from 'vitest';
import { isSimilarAddress, normalizeAddress, transliterateToLatin } from '../src/features/places/address.ts';

describe('normalizeAddress', () => {
  it('gives the same key to one building typed in English, Russian and Georgian', () => {
    const forms = ['12 Chavchavadze Ave', 'ул. Чавчавадзе 12', 'ჭავჭავაძის გამზ. 12'];
    const keys = forms.map((form) => normalizeAddress(form).key);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe('chavchavadz 12');
  });

  it.each([
    ['Rustaveli Avenue 5', 'проспект Руставели, 5', 'რუსთაველის გამზირი 5'],
    ['Kostava St. 14', 'ул. Костава, д. 14', 'კოსტავას ქ. 14'],
    ['Marjanishvili Street 3', 'Марджанишвили ул., 3', 'მარჯანიშვილის ქუჩა 3'],
    ['Ilia Tsereteli Ave 116', 'пр-т Ильи Церетели 116', 'ილია წერეთლის გამზ. 116'],
  ])('agrees on %s / %s / %s', (en, ru, ka) => {
    const keys = [en, ru, ka].map((form) => normalizeAddress(form));
    expect(keys[0]!.houseNumber).toBe(keys[1]!.houseNumber);
    expect(keys[0]!.houseNumber).toBe(keys[2]!.houseNumber);
    expect(isSimilarAddress(keys[0]!, keys[1]!)).toBe(true);
    expect(isSimilarAddress(keys[0]!, keys[2]!)).toBe(true);
  });

  it('extracts house numbers with letters and fractions, ignoring postcodes', () => {
    expect(normalizeAddress('Pekini Ave 12a, Tbilisi 0160', { ignoreWords: ['Tbilisi'] })).toEqual({
      key: 'pekin 12a',
      street: ['pekin'],
      houseNumber: '12a',
    });
    expect(normalizeAddress('Вахушти Багратиони, №12/1').houseNumber).toBe('12/1');
    expect(normalizeAddress('Street without number').houseNumber).toBeNull();
  });

  it('ignores case, punctuation and abbreviations', () => {
    expect(normalizeAddress('CHAVCHAVADZE avenue, 12').key).toBe(
      normalizeAddress('chavchavadze ave. 12').key,
    );
    expect(normalizeAddress('  ул Чавчавадзе,   д.12 ').key).toBe('chavchavadz 12');
  });

  it('keeps different buildings apart', () => {
    const a = normalizeAddress('12 Chavchavadze Ave');
    expect(isSimilarAddress(a, normalizeAddress('14 Chavchavadze Ave'))).toBe(false);
    expect(isSimilarAddress(a, normalizeAddress('12 Pekini Ave'))).toBe(false);
    expect(normalizeAddress('12').key).toBe('');
  });

  it('transliterates Georgian and Cyrillic to one Latin spelling', () => {
    expect(transliterateToLatin('თბილისი')).toBe('tbilisi');
    expect(transliterateToLatin('Тбилиси')).toBe('tbilisi');
    expect(transliterateToLatin('Джавахишвили')).toBe('javakhishvili');
    expect(transliterateToLatin('ჯავახიშვილი')).toBe('javakhishvili');
  });
});
