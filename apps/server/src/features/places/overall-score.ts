/**
 * The one definition of a score (issue 15). Every screen shows scores with one decimal, so every
 * answer carries them already rounded to one decimal: the number an API answer, a page, a card, a
 * map marker and a summary show is the same number, never two roundings of one mean.
 *
 * - A review's score is the reviewer's own `general` rating when given (their verdict on the place
 *   as a whole), else the mean of the aspects rated.
 * - A place's overall score is the mean of the scores of the published reviews inside it (its own
 *   and those of every place inside it), kept as the 'overall' row of place_aspect_stats.
 *
 * Migration 0014 applies the same rule in SQL to the reviews written before it.
 */

/** One decimal, halves up: the precision every screen shows. */
const toTenths = (value: number) => Math.round(value * 10) / 10;

/** A review's score from its ratings (1–5 each, at least one). */
export function reviewScore(ratings: ReadonlyArray<{ aspect: string; rating: number }>): number {
  const general = ratings.find((r) => r.aspect === 'general');
  if (general) return general.rating;
  if (ratings.length === 0) throw new Error('A review rates at least one aspect');
  return toTenths(ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length);
}

/**
 * The mean of an aggregate row of place_aspect_stats, one decimal; null when nothing is counted.
 * The 'overall' row sums review scores in hundredths of a star (they are not integers), the aspect
 * rows sum whole stars.
 */
export function averageScore(row: { aspect: string; ratingSum: number; ratingCount: number }): number | null {
  const count = Number(row.ratingCount);
  if (count <= 0) return null;
  const hundredths = row.aspect === 'overall' ? Number(row.ratingSum) : Number(row.ratingSum) * 100;
  // Integer arithmetic up to the last step, so 3.45 rounds to 3.5 and not, by a float, to 3.4.
  return Math.round(hundredths / count / 10) / 10;
}

/** A place's overall score from its 'overall' aggregate row (sum in hundredths, count of reviews). */
export function placeOverallScore(row: { ratingSum: number; ratingCount: number }): number | null {
  return averageScore({ aspect: 'overall', ...row });
}

/** What a review adds to the 'overall' row: its score in hundredths, and its star for the histogram. */
export function overallContribution(score: number) {
  return { sum: Math.round(score * 100), star: Math.min(5, Math.max(1, Math.round(score))) };
}
