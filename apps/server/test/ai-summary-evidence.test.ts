import { describe, expect, it } from 'vitest';
import type { FactReview, PlaceFacts } from '../src/features/ai-summary/collect-place-facts.ts';
import { composeBuiltinSummary } from '../src/features/ai-summary/compose-summary.ts';
import { buildPrompt, checkModelAnswer } from '../src/features/ai-summary/model-provider.ts';

/**
 * With a model configured (issue 34), the themes the built-in summariser found are the model's
 * evidence, with the references of the reviews that say them, and a claim of the model's that cites
 * no review it was given is dropped before it is shown.
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const review = (n: number, text: string, language: FactReview['language'] = 'en'): FactReview => ({
  id: id(n),
  placeType: 'apartment',
  language,
  overallRating: 4,
  livedFrom: '2024-01-01',
  livedTo: null,
  rent: null,
  utilities: null,
  likesCount: 0,
  createdAt: new Date(Date.UTC(2025, n, 1)),
  aspects: [{ aspect: 'general', rating: 4, comment: text }],
});

function facts(): PlaceFacts {
  // Newest first, as collected: R1 is the Georgian review.
  const reviews = [
    review(3, 'მეტრო ორ წუთშია, მეპატრონემ დეპოზიტი სრულად დაგვიბრუნა.', 'ka'),
    review(2, 'The metro is two minutes away.'),
    review(1, 'The old boiler cannot heat enough water for two people.'),
  ];
  return {
    place: { id: id(100), kind: 'apartment', names: { en: 'Flat 4', ru: 'Квартира 4', ka: 'ბინა 4' } },
    ancestors: [],
    comparison: null,
    basis: {
      reviewCount: 3,
      lastChangeAt: null,
      firstReviewAt: reviews[2]!.createdAt,
      lastReviewAt: reviews[0]!.createdAt,
      livedFrom: '2024-01-01',
      livedTo: null,
      isPeriodInYears: false,
      isAnyoneStillLiving: true,
    },
    reviews,
    overall: { aspect: 'overall', average: 4, count: 3 },
    aspects: [],
  };
}

describe('the model path gets the themes as evidence', () => {
  it('lists each theme with the references of the reviews that say it, and the problems', () => {
    const place = facts();
    const builtin = composeBuiltinSummary(place, 'en', new Date('2026-01-01T00:00:00Z'));
    const { messages } = buildPrompt(place, builtin, 'en');
    const user = messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('- transport (good), 2 reviews: R1, R2');
    expect(user).toContain('- deposit (good), 1 reviews: R1');
    expect(user).toContain('- hot_water (R3)');
    expect(messages[0]!.content).toContain('a claim without a reference is dropped');
  });

  it('drops a claim of the model that cites no review it was given, keeps the cited ones', () => {
    const place = facts();
    const builtin = composeBuiltinSummary(place, 'en', new Date('2026-01-01T00:00:00Z'));
    const { refs, numbers } = buildPrompt(place, builtin, 'en');
    const answer = JSON.stringify({
      sections: [
        {
          kind: 'praise',
          claims: [
            { text: 'Two tenants say the metro is two minutes away.', sources: ['R1', 'R2'] },
            { text: 'The landlord is said to be the best in town.', sources: [] },
            { text: 'The rooftop pool is praised by everyone.', sources: ['R42'] },
          ],
        },
      ],
    });
    const sections = checkModelAnswer(answer, 'en', refs, numbers);
    expect(sections.flatMap((s) => s.claims.map((c) => [c.text, c.reviewIds]))).toEqual([
      ['Two tenants say the metro is two minutes away.', [id(3), id(2)]],
    ]);
  });
});
