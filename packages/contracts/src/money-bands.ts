/**
 * How a review's rent and bills are shown to readers (issue 30, "private by default"). An exact
 * rent on a flat with one tenant tells the landlord who wrote the review; a band ("GEL 1,000–1,500")
 * says what a future tenant needs without it. Plain functions and constants, no zod, imported as
 * '@app/contracts/money-bands' (not through the index): the browser needs them only in the review
 * form's lazy part, and a module the index reaches travels in every page's first load.
 */

/** A band of amounts: from ≤ amount < to. */
export interface MoneyRange {
  from: number;
  to: number;
}

/**
 * Band edges inside each power of ten (1, 1.5, 2, 3, 5, 7.5, then 10): each band is 33–67 % wide,
 * wide enough that neighbours paying a little more or less share one, narrow enough to compare
 * flats. The same edges work in every currency (GEL 1,000–1,500, RUB 30,000–50,000), since they
 * scale with the amount.
 */
const EDGES = [1, 1.5, 2, 3, 5, 7.5, 10] as const;
/** Below this, one band: a rent or a bill this small says nothing more precise. */
const SMALLEST_BAND_TOP = 10;

/** The band an amount falls in (its lower edge included): 1,200 → 1,000–1,500; 1,500 → 1,500–2,000. */
export function moneyBand(amount: number): MoneyRange {
  if (!(amount >= SMALLEST_BAND_TOP)) return { from: 0, to: SMALLEST_BAND_TOP };
  let power = 1;
  while (power * 10 <= amount) power *= 10;
  for (let i = EDGES.length - 2; i >= 0; i--) {
    const from = EDGES[i]! * power;
    if (amount >= from) return { from, to: EDGES[i + 1]! * power };
  }
  return { from: power, to: 1.5 * power };
}

/**
 * A figure computed from several reviews (a mean, a median) is published only when at least this
 * many reviews contribute to it: fewer, and a single review's amount could be read back out of it.
 */
export const AGGREGATE_MIN_REVIEWS = 3;

/**
 * A mean or median as published: two significant digits (1,234 → 1,200; 87.4 → 87). A published
 * figure that moves when one review arrives would otherwise give that review's exact amount away
 * (the new mean times the new count, minus the old mean times the old count).
 */
export function roughAmount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const digits = Math.floor(Math.abs(value)).toString().length;
  const step = digits <= 2 ? 1 : 10 ** (digits - 2);
  return Math.round(value / step) * step;
}
