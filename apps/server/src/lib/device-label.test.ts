import { describe, expect, it } from 'vitest';
import { coarsePlace, deviceLabel, deviceParts } from './device-label.ts';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('coarsePlace', () => {
  it('believes a country header only behind a trusted proxy', () => {
    expect(coarsePlace({ 'cf-ipcountry': 'ge' }, true)).toBe('GE');
    expect(coarsePlace({ 'cf-ipcountry': 'GE' }, false)).toBeNull();
    expect(coarsePlace({ 'cf-ipcountry': 'XX' }, true)).toBeNull();
    expect(coarsePlace({ 'cf-ipcountry': 'Georgia' }, true)).toBeNull();
  });
});

describe('deviceParts', () => {
  it('gives the brands apart, for the reader’s language to join', () => {
    expect(deviceParts('Chrome on Linux')).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(deviceParts('Samsung Internet on Android')).toEqual({
      browser: 'Samsung Internet',
      system: 'Android',
    });
    expect(deviceParts('Firefox')).toEqual({ browser: 'Firefox', system: null });
    expect(deviceParts('iPad')).toEqual({ browser: null, system: 'iPad' });
    expect(deviceParts(null)).toEqual({ browser: null, system: null });
  });
});
