import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { isStreetWordStart } from './address.ts';
import { scopeOfQuery } from './search-scope.ts';

/** A database the scope must not ask: a word still being typed is looked up nowhere. */
const unused = {
  execute: () => {
    throw new Error('looked up');
  },
} as unknown as Pick<Db, 'execute'>;

describe('the scope of a search', () => {
  it.each(['улиц', 'ули', 'Aven', 'boulev', 'გამზი', 'прос'])(
    'reads %s as a street type being typed',
    (word) => {
      expect(isStreetWordStart(word)).toBe(true);
    },
  );

  it.each(['Tbilisi', 'Ваке', 'ბათუმი', 'улица', 'avenue'])('does not read %s as one', (word) => {
    expect(isStreetWordStart(word)).toBe(false);
  });

  it.each(['Тестовая улиц', 'Chavchavadze aven', 'ჭავჭავაძის გამზი', 'Vake', 'Pekini 41'])(
    'looks up no city for %s',
    async (q) => {
      expect(await scopeOfQuery(unused, q)).toEqual({ text: q, where: null, countryCode: null });
    },
  );
});
