/**
 * How a score (1–5, one decimal) is coloured: low red, middle amber, high green. The number is
 * always written beside the colour, so the colour is never the only sign. The score itself is
 * computed once, on the server (apps/server/src/features/reviews/overall-score.ts).
 */
export const SCORE_BANDS = [
  { band: 'good', from: 4 },
  { band: 'fair', from: 3 },
  { band: 'low', from: Number.NEGATIVE_INFINITY },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(value: number): ScoreBand {
  return SCORE_BANDS.find((b) => value >= b.from)?.band ?? 'low';
}
