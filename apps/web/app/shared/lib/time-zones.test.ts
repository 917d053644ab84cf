import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneLabel, timeZoneOptions } from './time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');

describe('time zones as the settings list them', () => {
  it('uses the ids IANA uses today, not ICU’s old ones', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('Asia/Tbilisi')).toBe('Asia/Tbilisi');
  });

  it('names a zone in the reader’s language with its offset, never the raw id', () => {
    const en = timeZoneLabel('Asia/Tbilisi', 'en-US', JANUARY);
    const ru = timeZoneLabel('Asia/Tbilisi', 'ru-RU', JANUARY);
    expect(en).toMatch(/^Georgia( Standard)? Time \(GMT\+4\)$/);
    expect(ru).toMatch(/^Грузия.*\(GMT\+4\)$/);
    expect(timeZoneLabel('Europe/Berlin', 'ru-RU', JANUARY)).toMatch(/Центральная Европа/);
  });

  it('offers each clock once, keeps the saved and detected zones, and no obsolete id', () => {
    const options = timeZoneOptions('en-US', ['Europe/Berlin', 'Asia/Calcutta'], JANUARY);
    const values = options.map((o) => o.value);
    expect(values).toContain('Europe/Berlin');
    expect(values).toContain('Asia/Kolkata');
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).not.toContain('Europe/Kiev');
    const labels = options.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((label) => label.includes('/'))).toBe(false);
    // A clock is named once, under the id most readers know.
    const plain = timeZoneOptions('en-US', ['Asia/Tbilisi'], JANUARY).map((o) => o.value);
    expect(plain).toContain('Europe/Berlin');
    expect(plain).not.toContain('Africa/Ceuta');
    expect(plain).toContain('America/New_York');
    // West to east.
    expect(labels.findIndex((label) => label.startsWith('Brasilia'))).toBeLessThan(
      values.indexOf('Europe/Berlin'),
    );
  });
});
