import { describe, expect, it } from 'vitest';
import { addressOnStreet, houseNumberIn } from './imported-addresses.ts';

describe('a house number as each language writes it', () => {
  it.each([
    ['12ა', { en: '12a', ru: '12а', ka: '12ა' }],
    ['12a', { en: '12a', ru: '12а', ka: '12ა' }],
    ['12А', { en: '12a', ru: '12а', ka: '12ა' }],
    ['3ბ', { en: '3b', ru: '3б', ka: '3ბ' }],
    ['7/2', { en: '7/2', ru: '7/2', ka: '7/2' }],
    ['12-1', { en: '12-1', ru: '12-1', ka: '12-1' }],
    ['45', { en: '45', ru: '45', ka: '45' }],
    // A letter with no counterpart in every script stays as written.
    ['12ф', { en: '12ф', ru: '12ф', ka: '12ф' }],
  ] as const)('%s', (houseNumber, expected) => {
    expect({
      en: houseNumberIn(houseNumber, 'en'),
      ru: houseNumberIn(houseNumber, 'ru'),
      ka: houseNumberIn(houseNumber, 'ka'),
    }).toEqual(expected);
  });

  it('puts it where each language puts it, in its script', () => {
    expect(addressOnStreet('Ilia Chavchavadze Avenue', '12ა', 'en')).toBe('12a Ilia Chavchavadze Avenue');
    expect(addressOnStreet('проспект Ильи Чавчавадзе', '12ა', 'ru')).toBe('проспект Ильи Чавчавадзе, 12а');
    expect(addressOnStreet('ილია ჭავჭავაძის გამზირი', '12a', 'ka')).toBe('ილია ჭავჭავაძის გამზირი 12ა');
  });
});
