import { describe, expect, it } from 'vitest';
import { houseNumberSchema } from './address-entry.ts';
import { composeAddress } from './address-parts.ts';

describe('composeAddress', () => {
  it.each([
    [{ street: 'Vazha-Pshavela Avenue', houseNumber: '45' }, '45 Vazha-Pshavela Avenue'],
    [{ street: '9 April Street', houseNumber: '5' }, '9 April Street 5'],
    [{ street: 'проспект Важа-Пшавела,', houseNumber: '45а' }, 'проспект Важа-Пшавела, 45а'],
    [{ street: 'ვაჟა-ფშაველას  გამზირი', houseNumber: '45 ა' }, 'ვაჟა-ფშაველას გამზირი 45ა'],
    [{ street: 'Pekini Avenue', houseNumber: '7 / 2', block: ' Block 3 ' }, '7/2 Pekini Avenue, Block 3'],
    [{ street: 'Pekini Avenue', houseNumber: '30', block: '' }, '30 Pekini Avenue'],
  ])('composes %j as "%s"', (parts, expected) => {
    expect(composeAddress(parts)).toBe(expected);
  });
});

describe('houseNumberSchema', () => {
  it.each(['12', '12a', '12ა', '12а', '7/2', '12-1', '12 a'])('accepts %s', (value) => {
    expect(houseNumberSchema.safeParse(value).success).toBe(true);
  });
  it.each(['', 'a12', '12ab', '1/2/3', '123456', '12;'])('rejects %s', (value) => {
    expect(houseNumberSchema.safeParse(value).success).toBe(false);
  });
});
