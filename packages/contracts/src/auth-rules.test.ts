import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth.ts';
import { isValidEmail } from './auth-rules.ts';

describe('isValidEmail', () => {
  it('accepts exactly what the API schema accepts', () => {
    const samples = [
      'renter@example.com',
      '  Renter.Name+tag@Example.GE ',
      "o'brien@mail.co.uk",
      'no-at-sign.example.com',
      'two@@example.com',
      'dot.@example.com',
      'trailing@example',
      'space in@example.com',
      'тбилиси@example.com',
      `${'a'.repeat(250)}@example.com`,
      '',
    ];
    for (const sample of samples) {
      expect(isValidEmail(sample), sample).toBe(emailSchema.safeParse(sample).success);
    }
    expect(isValidEmail('renter@example.com')).toBe(true);
    expect(isValidEmail('trailing@example')).toBe(false);
  });
});
