import { setLocaleDataForTesting } from '@app/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCounter, formatDateTime, nameInitial } from './format';

/** Debian's Chromium (and others) ship ICU without Georgian: Intl there writes English. */
describe('formatDateTime (settings’ "member since", useDateTimeFormat)', () => {
  afterEach(() => setLocaleDataForTesting('ka-GE', undefined));

  const createdAt = '2026-02-14T21:30:00.000Z';

  it('writes Georgian where the runtime lacks Georgian data, as ICU would', () => {
    const withIcu = formatDateTime(createdAt, 'ka-GE', { dateStyle: 'long', timeZone: 'Asia/Tbilisi' });
    setLocaleDataForTesting('ka-GE', false);
    const fallback = formatDateTime(createdAt, 'ka-GE', { dateStyle: 'long', timeZone: 'Asia/Tbilisi' });
    // 21:30 UTC is already the 15th in Tbilisi (UTC+4).
    expect(fallback).toBe('15 თებერვალი, 2026');
    expect(fallback).toBe(withIcu);
    expect(
      formatDateTime(createdAt, 'ka-GE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    ).toBe('14 თებ. 2026, 21:30');
    expect(
      formatDateTime(Date.parse(createdAt), 'ka-GE', { timeStyle: 'short', timeZone: 'Asia/Tbilisi' }),
    ).toBe('01:30');
  });

  it('leaves English and Russian to Intl, in the user’s time zone', () => {
    expect(formatDateTime(createdAt, 'en-US', { dateStyle: 'long', timeZone: 'America/New_York' })).toBe(
      'February 14, 2026',
    );
    expect(formatDateTime(createdAt, 'ru-RU', { dateStyle: 'long', timeZone: 'Asia/Tbilisi' })).toBe(
      '15 февраля 2026 г.',
    );
  });
});

describe('nameInitial (the avatar of a user without a photo)', () => {
  it('upper-cases the initial of a script with capitals', () => {
    expect(nameInitial('anna', 'en-US')).toBe('A');
    expect(nameInitial('  ольга', 'ru-RU')).toBe('О');
    expect(nameInitial('émile', 'en-US')).toBe('É');
  });

  it('takes a Georgian initial as typed, never Mtavruli', () => {
    const initial = nameInitial('ნინო', 'ka-GE');
    expect(initial).toBe('ნ');
    expect(initial.codePointAt(0)).toBeLessThan(0x1c90);
  });

  it('keeps a whole grapheme and answers "?" for an empty name', () => {
    expect(nameInitial('👩🏽‍💻 coder', 'en-US')).toBe('👩🏽‍💻');
    expect(nameInitial('   ', 'en-US')).toBe('?');
  });
});

describe('formatCounter (every character counter)', () => {
  it('writes both numbers in the page’s format', () => {
    expect(formatCounter(0, 1000, 'en-US')).toBe('0/1,000');
    expect(formatCounter(12, 5000, 'ru-RU')).toMatch(/^12\/5\s000$/);
    expect(formatCounter(12000, 20000, 'ka-GE')).toMatch(/^12\s000\/20\s000$/);
  });
});
