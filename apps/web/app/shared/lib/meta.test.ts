import { describe, expect, it } from 'vitest';
import { fallbackTitle } from './meta';

describe('fallbackTitle (spec section 2: a title from the last path segment)', () => {
  it('decodes and capitalises the segment', () => {
    expect(fallbackTitle('/en/some-page')).toBe('Some page');
    expect(fallbackTitle('/ru/%D0%BE%D1%82%D0%B7%D1%8B%D0%B2')).toBe('Отзыв');
    expect(fallbackTitle('/')).toBe('');
  });

  it('does not throw on a malformed percent-escape', () => {
    expect(() => fallbackTitle('/en/moderation/review/%E0')).not.toThrow();
    expect(fallbackTitle('/en/moderation/review/%E0')).toBe('%E0');
  });
});
