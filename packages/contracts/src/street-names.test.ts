import { describe, expect, it } from 'vitest';
import { STREET_NAME_PATTERN, streetNameProblem } from './street-name-rules.ts';
import { streetNamesBodySchema } from './street-names.ts';

describe('a street’s name in each language', () => {
  it.each([
    ['Vazha-Pshavela Avenue', 'en'],
    ['9 April Street', 'en'],
    ["Ts'ereteli Avenue", 'en'],
    ['проспект Важа-Пшавелы', 'ru'],
    ['улица 9 Апреля', 'ru'],
    ['ვაჟა-ფშაველას გამზირი', 'ka'],
    ['9 აპრილის ქუჩა', 'ka'],
  ] as const)('takes %s in %s', (name, lang) => {
    expect(streetNameProblem(name, lang)).toBeNull();
    expect(new RegExp(`^(?:${STREET_NAME_PATTERN[lang]})$`, 'v').test(name)).toBe(true);
  });

  it.each([
    ['', 'en', 'STREET_NAME_REQUIRED'],
    ['   ', 'ru', 'STREET_NAME_REQUIRED'],
    ['ა'.repeat(101), 'ka', 'STREET_NAME_TOO_LONG'],
    ['проспект Важа-Пшавелы', 'en', 'STREET_NAME_SCRIPT'],
    ['Vazha-Pshavela Avenue', 'ru', 'STREET_NAME_SCRIPT'],
    ['Важа-Пшавела გამზირი', 'ka', 'STREET_NAME_SCRIPT'],
    ['ვაჟა-ფშაველა Avenue', 'ka', 'STREET_NAME_SCRIPT'],
    ['45', 'en', 'STREET_NAME_SCRIPT'],
  ] as const)('refuses %j in %s: %s', (name, lang, problem) => {
    expect(streetNameProblem(name, lang)).toBe(problem);
    // The browser checks the length by maxLength, the rest by the pattern.
    if (problem === 'STREET_NAME_SCRIPT')
      expect(new RegExp(`^(?:${STREET_NAME_PATTERN[lang]})$`, 'v').test(name)).toBe(false);
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(streetNameProblem('ა'.repeat(100), 'ka')).toBeNull();
  });

  it('tidies spaces and names the field of each problem', () => {
    expect(
      streetNamesBodySchema.parse({
        en: '  Vazha-Pshavela   Avenue ',
        ru: 'проспект Важа-Пшавелы',
        ka: 'ვაჟა-ფშაველას გამზირი',
      }),
    ).toEqual({ en: 'Vazha-Pshavela Avenue', ru: 'проспект Важа-Пшавелы', ka: 'ვაჟა-ფშაველას გამზირი' });
    const result = streetNamesBodySchema.safeParse({ en: 'Важа', ru: '', ka: 'ვაჟა' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['en', 'Write the English name in Latin letters'],
      ['ru', 'Enter the street name'],
    ]);
  });
});
