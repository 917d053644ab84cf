import { describe, expect, it } from 'vitest';
import { scoreBand } from './scores.ts';

describe('score colour bands', () => {
  it('colour follows the value: low red, middle amber, high green', () => {
    expect([1, 1.5, 2.9].map(scoreBand)).toEqual(['low', 'low', 'low']);
    expect([3, 3.5, 3.9].map(scoreBand)).toEqual(['fair', 'fair', 'fair']);
    expect([4, 4.6, 5].map(scoreBand)).toEqual(['good', 'good', 'good']);
  });
});
