import { describe, expect, it } from 'vitest';
import {
  isSimilarAddress,
  normalizeAddress,
  parseAddressKey,
  transliterateToLatin,
} from '../src/features/places/address.ts';

describe('normalizeAddress', () => {
  it('gives the same key to one building typed in English, Russian and Georgian', () => {
    const forms = ['12 Chavchavadze Ave', 'ул. Чавчавадзе 12', 'ჭავჭავაძის გამზ. 12'];
    const keys = forms.map((form) => normalizeAddress(form).key);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe('chavchavadz 12');
  });

  it.each([
    ['Rustaveli Avenue 5', 'проспект Руставели, 5', 'რუსთაველის გამზირი 5'],
    ['Kostava St. 14', 'ул. Костава, д. 14', 'კოსტავას ქ. 14'],
    ['Marjanishvili Street 3', 'Марджанишвили ул., 3', 'მარჯანიშვილის ქუჩა 3'],
    ['Ilia Tsereteli Ave 116', 'пр-т Ильи Церетели 116', 'ილია წერეთლის გამზ. 116'],
  ])('agrees on %s / %s / %s', (en, ru, ka) => {
    const keys = [en, ru, ka].map((form) => normalizeAddress(form));
    expect(keys[0]!.houseNumber).toBe(keys[1]!.houseNumber);
    expect(keys[0]!.houseNumber).toBe(keys[2]!.houseNumber);
    expect(isSimilarAddress(keys[0]!, keys[1]!)).toBe(true);
    expect(isSimilarAddress(keys[0]!, keys[2]!)).toBe(true);
  });

  it('extracts house numbers with letters and fractions, ignoring postcodes', () => {
    expect(normalizeAddress('Pekini Ave 12a, Tbilisi 0160', { ignoreWords: ['Tbilisi'] })).toEqual({
      key: 'pekin 12a',
      street: ['pekin'],
      houseNumber: '12a',
      block: null,
    });
    expect(normalizeAddress('Вахушти Багратиони, №12/1').houseNumber).toBe('12/1');
    expect(normalizeAddress('Street without number').houseNumber).toBeNull();
  });

  it('ignores case, punctuation and abbreviations', () => {
    expect(normalizeAddress('CHAVCHAVADZE avenue, 12').key).toBe(
      normalizeAddress('chavchavadze ave. 12').key,
    );
    expect(normalizeAddress('  ул Чавчавадзе,   д.12 ').key).toBe('chavchavadz 12');
  });

  it('keeps different buildings apart', () => {
    const a = normalizeAddress('12 Chavchavadze Ave');
    expect(isSimilarAddress(a, normalizeAddress('14 Chavchavadze Ave'))).toBe(false);
    expect(isSimilarAddress(a, normalizeAddress('12 Pekini Ave'))).toBe(false);
    expect(normalizeAddress('12').key).toBe('');
  });

  it.each([
    ['9 April Street 5', 'ул. 9 Апреля, 5', '9 აპრილის ქუჩა 5', 'april9 5'],
    ['26 May Square 2', 'пл. 26 Мая, 2', '26 მაისის მოედანი 2', 'may26 2'],
    ['9th of April Street, 5', 'ул. 9-го Апреля, д. 5', 'მე-9 აპრილის ქ. 5', 'april9 5'],
    ['April 9th Street 5', 'улица 9 апреля 5', '9 აპრილის 5', 'april9 5'],
  ])('keeps the day of a street named after a date in the street: %s / %s / %s', (en, ru, ka, key) => {
    for (const form of [en, ru, ka]) expect(normalizeAddress(form).key, form).toBe(key);
  });

  it('tells apart the buildings of a street named after a date', () => {
    const keys = ['9 April Street 3', '9 April Street 5', '26 May Square 2', '26 May Square 7'].map((form) =>
      normalizeAddress(form),
    );
    expect(keys.map((k) => k.houseNumber)).toEqual(['3', '5', '2', '7']);
    expect(new Set(keys.map((k) => k.key)).size).toBe(4);
    expect(isSimilarAddress(keys[0]!, keys[1]!)).toBe(false);
    expect(isSimilarAddress(keys[2]!, keys[3]!)).toBe(false);
    // Without a house number the street is still the date; a number after a lone month is the house.
    expect(normalizeAddress('9 April Street')).toMatchObject({ street: ['april9'], houseNumber: null });
    expect(normalizeAddress('April Street 9')).toMatchObject({ street: ['april'], houseNumber: '9' });
    expect(normalizeAddress('April 9, 0160')).toMatchObject({ street: ['april'], houseNumber: '9' });
  });

  it('keeps ordinals in the street, wherever each language puts them', () => {
    const forms = ['2nd Lane of Chavchavadze 5', '2-й переулок Чавчавадзе, 5', 'ჭავჭავაძის მე-2 შესახვევი 5'];
    for (const form of forms) expect(normalizeAddress(form).key, form).toBe('chavchavadz ord2 5');
    expect(normalizeAddress('Chavchavadze 12е').houseNumber).toBe('12e');
    // …except beside the word for a building: Georgian counts buildings ("the 4th building").
    expect(normalizeAddress('გლდანი, III მ/რ, მე-4 კორპუსი').houseNumber).toBe('4');
    expect(normalizeAddress('Глдани, III микрорайон, корпус 4').houseNumber).toBe('4');
  });

  it.each([
    ['Agmashenebeli Ave 150', 'пр. Агмашенебели 150', 'აღმაშენებლის გამზ. 150'],
    ['Tsereteli 116', 'Церетели 116', 'წერეთლის 116'],
    ['Gorgasali 5', 'Горгасали 5', 'გორგასლის 5'],
    ['Rustaveli 5', 'Руставели 5', 'რუსთაველის 5'],
    ['Vazha-Pshavela 5', 'Важа-Пшавела 5', 'ვაჟა-ფშაველას 5'],
    ['Kostava 5', 'Костава 5', 'კოსტავას 5'],
    ['Gamsakhurdia 5', 'Гамсахурдия 5', 'გამსახურდიას 5'],
    ['Marjanishvili 5', 'Марджанишвили 5', 'მარჯანიშვილის 5'],
    ['Kazbegi 5', 'Казбеги 5', 'ყაზბეგის 5'],
    ['Pekini 5', 'Пекина 5', 'პეკინის 5'],
    ['Chavchavadze 5', 'Чавчавадзе 5', 'ჭავჭავაძის 5'],
  ])('gives one key to %s / %s / %s (Georgian genitive, with or without its dropped vowel)', (en, ru, ka) => {
    const keys = [en, ru, ka].map((form) => normalizeAddress(form).key);
    expect(new Set(keys).size, keys.join(' | ')).toBe(1);
  });

  it('keeps different streets apart after stemming', () => {
    const streets = [
      'Agmashenebeli',
      'Tsereteli',
      'Gorgasali',
      'Rustaveli',
      'Vazha-Pshavela',
      'Kostava',
      'Gamsakhurdia',
      'Marjanishvili',
      'Kazbegi',
      'Pekini',
      'Chavchavadze',
      'Abashidze',
      'Paliashvili',
      'Tamar Mepe',
      'Barnovi',
      '9 April',
      '26 May',
      'April',
      'May',
    ];
    const keys = streets.map((street) => normalizeAddress(`${street} 5`).key);
    expect(new Set(keys).size).toBe(streets.length);
  });

  it('transliterates Georgian and Cyrillic to one Latin spelling', () => {
    expect(transliterateToLatin('თბილისი')).toBe('tbilisi');
    expect(transliterateToLatin('Тбилиси')).toBe('tbilisi');
    expect(transliterateToLatin('Джавахишвили')).toBe('javakhishvili');
    expect(transliterateToLatin('ჯავახიშვილი')).toBe('javakhishvili');
  });
});

describe('normalizeAddress: blocks (корпус, კორპუსი) are part of the building', () => {
  it.each([
    ['12 Chavchavadze Ave, block 2', 'ул. Чавчавадзе, 12, корпус 2', 'ჭავჭავაძის გამზ. 12, კორპუსი 2'],
    ['12 Chavchavadze Ave, bldg 2', 'ул. Чавчавадзе 12 корп. 2', 'ჭავჭავაძის გამზ. 12, მე-2 კორპუსი'],
    ['12 Chavchavadze Ave, building 2', 'ул. Чавчавадзе 12, строение 2', 'ჭავჭავაძის გამზ. 12 კორპ. 2'],
  ])('%s / %s / %s: one key with the block', (en, ru, ka) => {
    const keys = [en, ru, ka].map((form) => normalizeAddress(form));
    for (const key of keys) {
      expect(key).toEqual({
        key: 'chavchavadz 12 #2',
        street: ['chavchavadz'],
        houseNumber: '12',
        block: '2',
      });
    }
  });

  it('reads a block letter in any script as one letter', () => {
    const keys = [
      '12 Chavchavadze Ave, block B',
      'ул. Чавчавадзе, 12, корпус Б',
      'ჭავჭავაძის გამზ. 12, კორპუსი ბ',
    ].map((form) => normalizeAddress(form).key);
    expect(keys).toEqual(['chavchavadz 12 #b', 'chavchavadz 12 #b', 'chavchavadz 12 #b']);
  });

  it('keeps two blocks of one house apart, and the key of an address without a block unchanged', () => {
    const two = normalizeAddress('12 Chavchavadze Ave, block 2');
    const three = normalizeAddress('12 Chavchavadze Ave, block 3');
    const none = normalizeAddress('12 Chavchavadze Ave');
    expect(two.key).not.toBe(three.key);
    expect(isSimilarAddress(two, three)).toBe(false);
    expect(isSimilarAddress(two, none)).toBe(false);
    expect(none).toEqual({ key: 'chavchavadz 12', street: ['chavchavadz'], houseNumber: '12', block: null });
    expect(parseAddressKey(two.key)).toEqual(two);
    expect(parseAddressKey(none.key)).toEqual(none);
  });

  it('reads a lone building ordinal as the house number, as before', () => {
    expect(normalizeAddress('ჭავჭავაძის გამზ. მე-4 კორპუსი')).toMatchObject({
      houseNumber: '4',
      block: null,
    });
  });
});
