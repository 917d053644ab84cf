import { describe, expect, it } from 'vitest';
import { isNewAddress, isValidHouseNumber, splitTypedAddress } from './split-typed-address';

describe('splitTypedAddress', () => {
  it.each([
    ['Vazha-Pshavela Avenue 45', { street: 'Vazha-Pshavela Avenue', houseNumber: '45' }],
    ['ვაჟა-ფშაველას 45', { street: 'ვაჟა-ფშაველას', houseNumber: '45' }],
    ['Pekini Avenue 30', { street: 'Pekini Avenue', houseNumber: '30' }],
    ['45 Pekini Avenue', { street: 'Pekini Avenue', houseNumber: '45' }],
    ['проспект Важа-Пшавела, 45', { street: 'проспект Важа-Пшавела', houseNumber: '45' }],
    ['ул. Пекина, д. 30а', { street: 'ул. Пекина', houseNumber: '30а' }],
    ['ჭავჭავაძის გამზირი 12ა', { street: 'ჭავჭავაძის გამზირი', houseNumber: '12ა' }],
    ['Pekini Avenue 7 / 2', { street: 'Pekini Avenue', houseNumber: '7/2' }],
    ['Tsereteli 12 a', { street: 'Tsereteli', houseNumber: '12a' }],
    ['9 April Street 5', { street: '9 April Street', houseNumber: '5' }],
    ['2nd Lane 4', { street: '2nd Lane', houseNumber: '4' }],
    ['მე-2 შესახვევი 4', { street: 'მე-2 შესახვევი', houseNumber: '4' }],
    ['Rustaveli Avenue № 12', { street: 'Rustaveli Avenue', houseNumber: '12' }],
  ])('reads "%s"', (typed, expected) => {
    expect(splitTypedAddress(typed)).toEqual({ flat: '', rest: '', ...expected });
  });

  it('takes the flat out, and leaves the city in rest', () => {
    expect(splitTypedAddress('ул. Пекина, д. 30а, кв. 12, Батуми')).toEqual({
      street: 'ул. Пекина',
      houseNumber: '30а',
      flat: '12',
      rest: 'Батуми',
    });
    expect(splitTypedAddress('ჭავჭავაძის 12, ბინა 5')).toMatchObject({ houseNumber: '12', flat: '5' });
    expect(splitTypedAddress('41 Pekini Avenue, apt. 45')).toMatchObject({
      street: 'Pekini Avenue',
      houseNumber: '41',
      flat: '45',
    });
    expect(splitTypedAddress('Pekini Avenue 30, Batumi, Georgia')).toMatchObject({
      houseNumber: '30',
      rest: 'Batumi, Georgia',
    });
  });

  it('leaves the house number empty when there is none', () => {
    expect(splitTypedAddress('Pekini Avenue')).toEqual({
      street: 'Pekini Avenue',
      houseNumber: '',
      flat: '',
      rest: '',
    });
    expect(splitTypedAddress('  ')).toEqual({ street: '', houseNumber: '', flat: '', rest: '' });
    expect(splitTypedAddress('Vake, Tbilisi')).toMatchObject({ street: 'Vake', rest: 'Tbilisi' });
  });
});

describe('isValidHouseNumber', () => {
  it.each(['12', '12a', '12ა', '12а', '7/2', '12-1', ' 45 '])('accepts %s', (value) => {
    expect(isValidHouseNumber(value)).toBe(true);
  });
  it.each(['', 'abc', '12abc', '-5', '123456', 'forty', '1/2/3'])('rejects %s', (value) => {
    expect(isValidHouseNumber(value)).toBe(false);
  });
});

describe('isNewAddress', () => {
  it('offers a typed house that no suggested building is', () => {
    expect(isNewAddress('Vazha-Pshavela Avenue 45', [])).toBe(true);
    expect(
      isNewAddress('проспект Важа-Пшавела, 45', [{ kind: 'apartment', name: '41 Pekini Avenue, apt. 45' }]),
    ).toBe(true);
    expect(isNewAddress('Pekini Avenue 30', [{ kind: 'building', name: '32 Pekini Avenue' }])).toBe(true);
  });

  it('does not offer a house already suggested, nor text without a street and a house', () => {
    expect(isNewAddress('Chavchavadze 12', [{ kind: 'building', name: '12 Ilia Chavchavadze Avenue' }])).toBe(
      false,
    );
    expect(isNewAddress('ჭავჭავაძის 12ა', [{ kind: 'building', name: 'ილია ჭავჭავაძის გამზირი 12ა' }])).toBe(
      false,
    );
    expect(isNewAddress('Vake', [])).toBe(false);
    expect(isNewAddress('Pekini Avenue', [])).toBe(false);
    expect(isNewAddress('12', [])).toBe(false);
  });
});
