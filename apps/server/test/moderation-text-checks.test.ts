import { describe, expect, it } from 'vitest';
import {
  compareTexts,
  findAdvertising,
  MASK,
  maskPersonalData,
} from '../src/features/screening/text-checks.ts';

describe('personal data masking', () => {
  it.each([
    ['Call the landlord at +995 599 12 34 56 any time', ['phone']],
    ['Хозяйка: 8 (912) 345-67-89, звоните вечером', ['phone']],
    ['მეპატრონის ნომერი 599 123 456', ['phone']],
    ['Write to nino.beridze@gmail.com for the keys', ['email']],
    ['Пишите на иван@почта.рф', ['email']],
    ['His personal number is 01024078451', ['id_number']],
    ['პირადი ნომერი: 01001012345', ['id_number']],
    ['паспорт 45 10 123456 остался у хозяина', ['id_number']],
  ])('masks %s', (text, kinds) => {
    const result = maskPersonalData(text);
    expect(result.kinds).toEqual(kinds);
    expect(result.text).toContain(MASK);
    expect(result.text).not.toMatch(/\d{6,}/);
  });

  it.each([
    'Rent was 1200 GEL, utilities about 150 in winter',
    'Мы жили здесь с 2019 по 2023 год, квартира 45 м²',
    'ბინა მე-5 სართულზეა, 3 ოთახი, 2 აივანი',
    'The flat is on floor 12 of 16, built in 1978',
  ])('leaves ordinary numbers alone: %s', (text) => {
    expect(maskPersonalData(text)).toEqual({ text, kinds: [] });
  });
});

describe('advertising', () => {
  it.each([
    ['Best flats in Tbilisi: https://cheap-rent.example/offers', ['link']],
    ['Смотрите объявления на www.kvartiry-tbilisi.com', ['link']],
    ['უკეთესი ბინები იხილეთ ss.ge-ზე', ['link']],
    ['Пишите в телеграм @tbilisi_rent_best', ['handle']],
    ['Rent directly from me, call +995 555 00 11 22', ['phone']],
  ])('finds %s', (text, kinds) => {
    expect(findAdvertising(text)).toEqual(kinds);
  });

  it.each([
    'Quiet street, the bakery downstairs opens at 7',
    'Отличный район, метро в 5 минутах. Email хозяйке не отвечал.',
    'კარგი მეზობლები, ავტობუსი 10 წუთში',
    'Write to me at nino@example.com',
  ])('does not flag %s', (text) => {
    expect(findAdvertising(text)).toEqual([]);
  });
});

describe('duplicates', () => {
  const original =
    'The heating never worked in January and the landlord ignored every message for three weeks.';

  it('calls the same text with other punctuation and case a duplicate', () => {
    expect(compareTexts(original, original.toUpperCase().replace(/\./g, '!'))).toEqual({
      check: 'duplicate',
      similarity: 1,
    });
  });

  it('calls a lightly edited copy a near duplicate, in any script', () => {
    expect(
      compareTexts(
        original,
        'The heating never worked in February and the landlord ignored every message for 3 weeks.',
      )?.check,
    ).toBe('near_duplicate');
    expect(
      compareTexts(
        'Отопление не работало весь январь, хозяин три недели не отвечал на сообщения.',
        'Отопление не работало весь февраль, хозяин три недели не отвечал на сообщения!',
      )?.check,
    ).toBe('near_duplicate');
    expect(
      compareTexts(
        'გათბობა იანვარში საერთოდ არ მუშაობდა და მეპატრონე სამი კვირა არ პასუხობდა.',
        'გათბობა თებერვალში საერთოდ არ მუშაობდა და მეპატრონე სამი კვირა არ პასუხობდა.',
      )?.check,
    ).toBe('near_duplicate');
  });

  it('does not match different reviews or short texts', () => {
    expect(
      compareTexts(original, 'Sunny flat with a view of the old town, noisy on Friday nights from the bar.'),
    ).toBeNull();
    expect(compareTexts('Great flat', 'Great flat')).toBeNull();
  });
});
