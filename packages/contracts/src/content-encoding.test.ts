import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferred content encoding', () => {
  it('takes Brotli first, then gzip, else the plain bytes; q=0 refuses an encoding', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br; q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding(null)).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
