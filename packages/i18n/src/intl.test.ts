import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatLongDate,
  formatMonthName,
  formatMonthYear,
  formatNumber,
  formatUnit,
  setLocaleDataForTesting,
} from './intl.ts';

/**
 * Node runs with full ICU, so it is the reference: our Georgian fallback (for browsers without ka
 * data) must write exactly what ICU writes, or server-rendered pages would change on hydration.
 */
const withoutGeorgian = <T>(run: () => T): T => {
  setLocaleDataForTesting('ka-GE', false);
  try {
    return run();
  } finally {
    setLocaleDataForTesting('ka-GE', undefined);
  }
};

describe('Georgian fallback formatting', () => {
  afterEach(() => setLocaleDataForTesting('ka-GE', undefined));

  it('writes month names and month-year exactly as ICU does', () => {
    for (let month = 1; month <= 12; month++) {
      const reference = formatMonthYear(month, 2025, 'ka-GE');
      expect(withoutGeorgian(() => formatMonthYear(month, 2025, 'ka-GE'))).toBe(reference);
      expect(withoutGeorgian(() => formatMonthName(month, 'ka-GE'))).toBe(formatMonthName(month, 'ka-GE'));
    }
  });

  it('writes numbers, money, distances and dates as ICU does', () => {
    const cases: Array<() => string> = [
      () => formatNumber(1234567.5, 'ka-GE', { maximumFractionDigits: 1 }),
      () => formatNumber(3.5, 'ka-GE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      () => formatCurrency(1400, 'GEL', 'ka-GE'),
      () => formatUnit(350, 'meter', 'ka-GE'),
      () => formatUnit(12.5, 'kilometer', 'ka-GE', 1),
      () => formatLongDate(new Date('2026-02-14T10:00:00Z'), 'ka-GE', 'Asia/Tbilisi'),
    ];
    for (const run of cases) expect(withoutGeorgian(run)).toBe(run());
  });

  it('leaves locales with data to Intl', () => {
    expect(formatMonthYear(7, 2025, 'ru-RU')).toBe('июль 2025 г.');
    expect(formatUnit(1.5, 'kilometer', 'en-US', 1)).toBe('1.5 km');
  });
});
