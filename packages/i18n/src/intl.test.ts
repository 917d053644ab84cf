import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDateTime,
  formatDayInSentence,
  formatLongDate,
  formatMonthName,
  formatMonthYear,
  formatNumber,
  formatUnit,
  georgianMonth,
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

  it('writes every date and time style as ICU does, in the given time zone', () => {
    const instants = [
      new Date('2026-02-14T10:05:00Z'),
      // Single-digit day and month, early morning, and midnight (hour 0, not 24).
      new Date('2026-03-05T01:07:09Z'),
      new Date('2025-12-31T20:00:00Z'),
    ];
    const styles = [
      { dateStyle: 'full' },
      { dateStyle: 'long' },
      { dateStyle: 'medium' },
      { dateStyle: 'short' },
      { timeStyle: 'short' },
      { timeStyle: 'medium' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'long', timeStyle: 'short' },
      { dateStyle: 'short', timeStyle: 'medium' },
    ] as const;
    for (const value of instants) {
      for (const timeZone of ['Asia/Tbilisi', 'UTC', 'America/Los_Angeles']) {
        for (const style of styles) {
          const reference = formatDateTime(value, 'ka-GE', { ...style, timeZone });
          // Guard against the reference itself being English (a runtime without Georgian data).
          expect(reference).not.toMatch(/[A-Za-z]/);
          expect(withoutGeorgian(() => formatDateTime(value, 'ka-GE', { ...style, timeZone }))).toBe(
            reference,
          );
        }
      }
    }
    expect(
      withoutGeorgian(() =>
        formatDateTime(instants[0] as Date, 'ka-GE', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Tbilisi',
        }),
      ),
    ).toBe('14 თებ. 2026, 14:05');
  });

  it('leaves locales with data to Intl', () => {
    expect(
      formatDateTime(new Date('2026-02-14T10:05:00Z'), 'ru-RU', {
        dateStyle: 'long',
        timeZone: 'Asia/Tbilisi',
      }),
    ).toBe('14 февраля 2026 г.');
    expect(formatMonthYear(7, 2025, 'ru-RU')).toBe('июль 2025 г.');
    expect(formatUnit(1.5, 'kilometer', 'en-US', 1)).toBe('1.5 km');
  });
});

describe('a day inside a sentence', () => {
  const day = new Date('2026-11-25T21:30:00Z');
  it("declines the Georgian month and puts the year in the genitive, in the reader's zone", () => {
    expect(formatDayInSentence(day, 'ka-GE', 'on', 'Asia/Tbilisi')).toBe('2026 წლის 26 ნოემბერს');
    expect(formatDayInSentence(day, 'ka-GE', 'on', 'UTC')).toBe('2026 წლის 25 ნოემბერს');
    expect(formatDayInSentence(new Date('2024-03-03T12:00:00Z'), 'ka-GE', 'since', 'UTC')).toBe(
      '2024 წლის 3 მარტიდან',
    );
  });
  it('keeps the long date in English and Russian (the Russian one is already genitive)', () => {
    expect(formatDayInSentence(day, 'en-US', 'on', 'UTC')).toBe('November 25, 2026');
    expect(formatDayInSentence(day, 'ru-RU', 'since', 'Asia/Tbilisi')).toBe('26 ноября 2026 г.');
  });
  it('declines every month', () => {
    const on = Array.from({ length: 12 }, (_, i) => georgianMonth(i + 1, 'on'));
    const since = Array.from({ length: 12 }, (_, i) => georgianMonth(i + 1, 'since'));
    expect(on).toEqual([
      'იანვარს',
      'თებერვალს',
      'მარტს',
      'აპრილს',
      'მაისს',
      'ივნისს',
      'ივლისს',
      'აგვისტოს',
      'სექტემბერს',
      'ოქტომბერს',
      'ნოემბერს',
      'დეკემბერს',
    ]);
    expect(since).toEqual([
      'იანვრიდან',
      'თებერვლიდან',
      'მარტიდან',
      'აპრილიდან',
      'მაისიდან',
      'ივნისიდან',
      'ივლისიდან',
      'აგვისტოდან',
      'სექტემბრიდან',
      'ოქტომბრიდან',
      'ნოემბრიდან',
      'დეკემბრიდან',
    ]);
  });
});
