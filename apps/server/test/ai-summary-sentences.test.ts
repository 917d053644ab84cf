import type { AiSummaryContent, Locale } from '@app/contracts';
import { SUMMARY_THEMES, THEME_TONES } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { translatorFor } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import type { FactReview, PlaceFacts } from '../src/features/ai-summary/collect-place-facts.ts';
import { composeBuiltinSummary, parentPhrase, trendOf } from '../src/features/ai-summary/compose-summary.ts';
import { inMonth, monthRange, sinceMonth } from '../src/features/ai-summary/summary-dates.ts';

/**
 * Sentences a native speaker would write (issue 15): dates and periods in ru and ka with their case
 * forms and postpositions, one full stop, trend words that follow the change. The rendered
 * sentences are pinned per language.
 */
const NOW = new Date('2026-11-26T12:00:00Z');
let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

function review(
  createdAt: string,
  overall: number,
  comment: string | null,
  language: Locale = 'en',
): FactReview {
  return {
    id: uuid(),
    placeType: 'building',
    language,
    overallRating: overall,
    livedFrom: '2023-03-01',
    livedTo: '2025-02-01',
    rent: null,
    utilities: null,
    likesCount: 0,
    createdAt: new Date(createdAt),
    aspects: [{ aspect: 'general', rating: Math.round(overall), comment }],
  };
}

function facts(): PlaceFacts {
  const names = { en: '41 Pekini Avenue', ru: 'проспект Пекина, 41', ka: 'პეკინის გამზირი 41' };
  const district = { id: uuid(), kind: 'district' as const, names: { en: 'Vake', ru: 'Ваке', ka: 'ვაკე' } };
  // Two older reviews (3.2 on average) and two of the last 12 months (2.8): a fall.
  const reviews = [
    review('2026-09-10T10:00:00Z', 2.6, 'Evening water pressure makes showering almost impossible.'),
    review('2026-05-02T10:00:00Z', 3, 'Лифт ломается каждый месяц.', 'ru'),
    review('2025-02-14T10:00:00Z', 3.4, 'ბინა თბილია და მშვიდი.', 'ka'),
    review('2023-06-01T10:00:00Z', 3, 'No mould at all.'),
  ];
  return {
    place: { id: uuid(), kind: 'building', names },
    ancestors: [{ ...district, overall: { aspect: 'overall', average: 3.9, count: 40 } }],
    comparison: district,
    basis: {
      reviewCount: reviews.length,
      lastChangeAt: reviews[0]!.createdAt,
      firstReviewAt: new Date('2023-06-01T10:00:00Z'),
      lastReviewAt: new Date('2025-02-14T10:00:00Z'),
      livedFrom: '2023-03-01',
      livedTo: '2025-02-01',
      isPeriodInYears: false,
      isAnyoneStillLiving: false,
    },
    reviews,
    overall: { aspect: 'overall', average: 3, count: 4 },
    aspects: [],
  };
}

const texts = (summary: AiSummaryContent) => [
  summary.headline,
  ...summary.sections.flatMap((s) => s.claims.map((c) => c.text)),
];

describe('dates inside sentences', () => {
  it.each([
    [
      'en',
      'in February 2025',
      'since March 2023',
      'between March 2023 and February 2025',
      'between March and August 2024',
    ],
    [
      'ru',
      'в феврале 2025 г.',
      'с марта 2023 г.',
      'с марта 2023 г. по февраль 2025 г.',
      'с марта по август 2024 г.',
    ],
    [
      'ka',
      '2025 წლის თებერვალში',
      '2023 წლის მარტიდან',
      '2023 წლის მარტიდან 2025 წლის თებერვლამდე',
      '2024 წლის მარტიდან აგვისტომდე',
    ],
  ] as const)('%s: in, since, between', (lang, inFeb, sinceMarch, range, sameYear) => {
    expect(inMonth({ year: 2025, month: 2 }, lang)).toBe(inFeb);
    expect(sinceMonth({ year: 2023, month: 3 }, lang)).toBe(sinceMarch);
    expect(monthRange({ year: 2023, month: 3 }, { year: 2025, month: 2 }, lang)).toBe(range);
    expect(monthRange({ year: 2024, month: 3 }, { year: 2024, month: 8 }, lang)).toBe(sameYear);
    expect(monthRange({ year: 2025, month: 2 }, { year: 2025, month: 2 }, lang)).toBe(inFeb);
  });

  it('has every month of the Russian and Georgian tables', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(inMonth({ year: 2024, month }, 'ru')).toMatch(/^в [а-я]+е 2024 г\.$/);
      expect(sinceMonth({ year: 2024, month }, 'ru')).toMatch(/^с [а-я]+[яа] 2024 г\.$/);
      expect(inMonth({ year: 2024, month }, 'ka')).toMatch(/^2024 წლის \p{Script=Georgian}+ში$/u);
      expect(sinceMonth({ year: 2024, month }, 'ka')).toMatch(/^2024 წლის \p{Script=Georgian}+დან$/u);
    }
  });
});

describe('trend words follow the change', () => {
  it.each([
    [3.2, 2.8, 'aiSummary.trend.down'],
    [3.2, 2.9, 'aiSummary.trend.down'],
    [2.6, 2.9, 'aiSummary.trend.up'],
    [3.2, 3.0, 'aiSummary.trend.steady'],
    [4.1, 4.3, 'aiSummary.trend.steady'],
  ] as const)('%s before, %s recently', (older, recent, key) => {
    expect(trendOf(recent, older)).toBe(key);
  });
});

describe('rendered sentences', () => {
  const PINNED: Record<Locale, string[]> = {
    en: [
      'Based on 4 reviews written between June 2023 and February 2025.',
      'Water problems (cuts, weak pressure, dirty water) are reported in 1 review. Latest report in September 2026.',
      'A lift that breaks down, or no lift at all, is reported in 1 review. Latest report in May 2026.',
      'Overall rating: 3.0 of 5 from 4 reviews; the average in Vake is 3.9.',
      'The reviewers lived here between March 2023 and February 2025.',
      'Recent reviews are worse: 2.8 of 5 in the last 12 months against 3.2 before.',
      "Not mentioned in any of the 4 reviews: gas leaks, power cuts, pests, break-ins and safety, the landlord's conduct, eviction, the deposit.",
    ],
    ru: [
      'На основе 4 отзывов, написанных с июня 2023 г. по февраль 2025 г.',
      'О проблемах с водой (отключения, слабый напор, грязная вода) пишут в 1 отзыве. Последнее сообщение — в сентябре 2026 г.',
      'О лифте, который ломается или которого нет, пишут в 1 отзыве. Последнее сообщение — в мае 2026 г.',
      'Общая оценка: 3,0 из 5 по 4 отзывам; в среднем по району Ваке — 3,9.',
      'Авторы отзывов жили здесь с марта 2023 г. по февраль 2025 г.',
      'Свежие отзывы хуже: 2,8 из 5 за последние 12 месяцев против 3,2 раньше.',
      'Ни в одном из 4 отзывов не упоминается: утечки газа, отключения света, вредители, кражи и безопасность, поведение хозяина, выселение, залог.',
    ],
    ka: [
      'ეფუძნება 4 შეფასებას, დაწერილს 2023 წლის ივნისიდან 2025 წლის თებერვლამდე.',
      'წყლის პრობლემებზე (გათიშვა, სუსტი წნევა, ჭუჭყიანი წყალი) წერია 1 შეფასებაში. ბოლო შეტყობინება — 2026 წლის სექტემბერში.',
      'ლიფტზე, რომელიც ფუჭდება ან საერთოდ არ არის, წერია 1 შეფასებაში. ბოლო შეტყობინება — 2026 წლის მაისში.',
      'საერთო ქულა: 3,0 5-დან, 4 შეფასების მიხედვით; საშუალო ქულა რაიონში (ვაკე) — 3,9.',
      'შეფასებების ავტორები აქ ცხოვრობდნენ 2023 წლის მარტიდან 2025 წლის თებერვლამდე.',
      'ბოლო შეფასებები უარესია: ბოლო 12 თვეში 2,8 5-დან, მანამდე — 3,2.',
      '4 შეფასებიდან არცერთში არ არის ნახსენები: გაზის გაჟონვა, შუქის გათიშვა, მავნებლები, ქურდობა და უსაფრთხოება, მეპატრონის საქციელი, გამოსახლება, დეპოზიტი.',
    ],
  };

  it.each(Object.entries(PINNED))('%s', (lang, expected) => {
    const summary = composeBuiltinSummary(facts(), lang as Locale, NOW);
    const rendered = texts(summary);
    for (const sentence of expected) expect(rendered).toContain(sentence);
    // No doubled punctuation anywhere, and the weak water pressure is never denied.
    for (const text of rendered) expect(text).not.toMatch(/\.\.(?!\.)|\s[.,;:]|;;|,,/u);
    expect(summary.sections[0]?.claims[0]?.problem).toBe('water');
  });
});

describe('cached summaries of an older version', () => {
  it('are out of date: their wording and problem detection are older too', async () => {
    const { isSummaryFresh } = await import('../src/features/ai-summary/summarise-place.ts');
    const basis = facts().basis;
    const row = {
      id: uuid(),
      placeId: uuid(),
      language: 'en' as const,
      provider: 'builtin',
      content: composeBuiltinSummary(facts(), 'en', NOW) as unknown,
      reviewCount: basis.reviewCount,
      helpfulCount: 0,
      unhelpfulCount: 0,
      generatedAt: NOW,
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    };
    expect(isSummaryFresh(row, basis, NOW)).toBe(true);
    const { version: _, ...older } = row.content as AiSummaryContent;
    expect(isSummaryFresh({ ...row, content: older }, basis, NOW)).toBe(false);
  });
});

describe('templates by kind of place (issue 34)', () => {
  const KINDS = ['city', 'district', 'building', 'apartment'] as const;
  const NAMES = {
    city: { en: 'Tbilisi', ru: 'Тбилиси', ka: 'თბილისი' },
    district: { en: 'Saburtalo', ru: 'Сабуртало', ka: 'საბურთალო' },
    building: { en: '41 Pekini Avenue', ru: 'проспект Пекина, 41', ka: 'პეკინის გამზირი 41' },
    apartment: { en: 'Flat 45', ru: 'квартира 45', ka: 'ბინა 45' },
  };
  const EXPECTED: Record<Locale, Record<(typeof KINDS)[number], string>> = {
    en: {
      city: 'in Tbilisi',
      district: 'in Saburtalo',
      building: 'in 41 Pekini Avenue',
      apartment: 'in Flat 45',
    },
    // The kind before the name keeps the name in the nominative: "по району Сабуртало".
    ru: {
      city: 'по городу Тбилиси',
      district: 'по району Сабуртало',
      building: 'по дому «проспект Пекина, 41»',
      apartment: 'по квартире «квартира 45»',
    },
    // The kind takes the case ending, the name stays as written: "ქალაქში (თბილისი)".
    ka: {
      city: 'ქალაქში (თბილისი)',
      district: 'რაიონში (საბურთალო)',
      building: 'შენობაში (პეკინის გამზირი 41)',
      apartment: 'ბინაში (ბინა 45)',
    },
  };

  it.each(['en', 'ru', 'ka'] as const)(
    '%s: the comparison place in every template, for each kind',
    (lang) => {
      const t = translatorFor(lang);
      for (const kind of KINDS) {
        const parent = parentPhrase({ id: uuid(), kind, names: NAMES[kind] }, lang);
        expect(parent).toBe(EXPECTED[lang][kind]);
        for (const count of [1, 2, 5, 21]) {
          const overall = t('aiSummary.overallCompared', {
            count,
            average: '3.0',
            parent,
            parentAverage: '3.9',
          });
          const aspect = t('aiSummary.aspectRatingCompared', {
            count,
            aspect: 'Noise',
            average: '3.0',
            parent,
            parentAverage: '3.9',
          });
          for (const text of [overall, aspect]) {
            expect(text).toContain(parent);
            expect(text).not.toMatch(/[{}]|по месту|\.\.|\s[.,;:]/u);
          }
        }
      }
    },
  );

  it('writes every theme in every language with the right plural forms', () => {
    const ru = translatorFor('ru');
    const ka = translatorFor('ka');
    const en = translatorFor('en');
    for (const theme of SUMMARY_THEMES) {
      for (const tone of THEME_TONES) {
        const key = `aiSummary.theme.${theme}.${tone}` as MessageKey;
        expect(en(key, { count: 1 })).toMatch(/^1 review [a-z]/u);
        expect(en(key, { count: 2 })).toMatch(/^2 reviews [a-z]/u);
        expect(ru(key, { count: 1 })).toMatch(/^В 1 отзыве /u);
        expect(ru(key, { count: 3 })).toMatch(/^В 3 отзывах /u);
        expect(ru(key, { count: 5 })).toMatch(/^В 5 отзывах /u);
        expect(ru(key, { count: 21 })).toMatch(/^В 21 отзыве /u);
        expect(ka(key, { count: 2 })).toMatch(/^2 შეფასებაში \p{Script=Georgian}/u);
        for (const text of [en(key, { count: 2 }), ru(key, { count: 2 }), ka(key, { count: 2 })])
          expect(text).toMatch(/[^.]\.$/u);
      }
    }
  });
});
