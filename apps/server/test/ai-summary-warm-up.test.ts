import { describe, expect, it } from 'vitest';
import { warmUpSummariser } from '../src/features/ai-summary/warm-up.ts';

describe("the summariser's warm-up", () => {
  it('runs the theme and problem detectors of all three languages', () => {
    // Each of its three sentences (en, ru, ka) names at least two problems and three themes: a
    // warm-up whose sentences stopped reaching the detectors would leave the first summary slow.
    expect(warmUpSummariser()).toBeGreaterThanOrEqual(15);
  });
});
