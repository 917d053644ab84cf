import { describe, expect, it } from 'vitest';
import { normalizeAddress } from './address.ts';
import { isTransliteratedName, namesInThreeScripts, transliterateAddress } from './transliterate.ts';

describe('transliterateAddress', () => {
  /** Each typed address, and how the other scripts write it. */
  const cases: Record<string, Partial<Record<'en' | 'ru' | 'ka', string>>> = {
    '41 Pekini Avenue': { ru: 'проспект Пекини, 41', ka: 'პეკინის გამზირი 41' },
    '12 Chavchavadze Ave': { ru: 'проспект Чавчавадзе, 12', ka: 'ჩავჩავაძის გამზირი 12' },
    'Vazha-Pshavela Avenue 45': { ru: 'проспект Важа-Пшавела, 45' },
    '7 Paliashvili Street': { ka: 'პალიაშვილის ქუჩა 7' },
    'ул. Чавчавадзе 12': { en: '12 Chavchavadze Street', ka: 'ჩავჩავაძის ქუჩა 12' },
    'переулок Николая 3а': { en: '3a Nikolaya Lane' },
    'ვაჟა-ფშაველას გამზირი 45': { en: '45 Vazha-Pshavela Avenue', ru: 'проспект Важа-Пшавела, 45' },
    'ყაზბეგის ქ. 12ა': { ru: 'улица Казбеги, 12а' },
    'ვაჟა-ფშაველას 45': { en: '45 Vazha-Pshavela', ru: 'Важа-Пшавела, 45' },
    'Abashidze Street 14': { ka: 'აბაშიძის ქუჩა 14' },
    'Ilia Chavchavadze Avenue 3': { ka: 'ილია ჩავჩავაძის გამზირი 3' },
    'Tsereteli Highway 7/2': { ru: 'шоссе Церетели, 7/2' },
    '9 April Street 5': { ru: 'улица 9 Апреля, 5', ka: '9 აპრილის ქუჩა 5' },
    'Nikolay Lane 1': { ru: 'переулок Николай, 1' },
  };
  it.each(
    Object.entries(cases).flatMap(([typed, forms]) =>
      Object.entries(forms).map(([to, text]) => [typed, to, text]),
    ),
  )('%s in %s is %s', (typed, to, expected) => {
    expect(transliterateAddress(typed!, to as 'en' | 'ru' | 'ka')).toBe(expected);
  });

  it('leaves text already in the script alone', () => {
    expect(transliterateAddress('  ул.  Чавчавадзе 12 ', 'ru')).toBe('ул. Чавчавадзе 12');
  });

  it('keeps the address key: every script of a name is the same building', () => {
    for (const typed of [
      '12 Chavchavadze Ave',
      'ул. Чавчавадзе 12',
      '41 Pekini Avenue',
      'Tsereteli Avenue 116',
    ]) {
      const names = namesInThreeScripts(typed);
      const key = normalizeAddress(typed).key;
      for (const name of Object.values(names)) expect(normalizeAddress(name).key, name).toBe(key);
    }
  });
});

describe('namesInThreeScripts', () => {
  it('keeps the typed form in its own column and transliterates the other two', () => {
    expect(namesInThreeScripts('ჭავჭავაძის გამზ. 12')).toEqual({
      en: '12 Chavchavadze Avenue',
      ru: 'проспект Чавчавадзе, 12',
      ka: 'ჭავჭავაძის გამზ. 12',
    });
    const names = namesInThreeScripts('41 Pekini Avenue');
    expect(names.en).toBe('41 Pekini Avenue');
    expect(isTransliteratedName(names, 'ru')).toBe(true);
    expect(isTransliteratedName(names, 'ka')).toBe(true);
    // A name someone typed differently from the machine's spelling is theirs.
    expect(isTransliteratedName({ ...names, ru: 'проспект Пекина, 41' }, 'ru')).toBe(false);
  });
});
