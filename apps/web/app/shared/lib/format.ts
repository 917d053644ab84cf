import {
  type DateTimeStyle,
  formatDateTime as dateTime,
  formatCurrency,
  formatLongDate,
  formatNumber,
  formatUnit,
  formatMonthYear as monthYear,
  type Translate,
} from '@app/i18n';

/**
 * Formatting for the page's language (BCP 47 tag: en-US, ru-RU, ka-GE). The helpers in
 * packages/i18n fall back to our own Georgian data where a browser's Intl lacks it.
 */
export function formatDistance(meters: number, tag: string): string {
  if (meters < 1000) {
    const rounded = meters < 100 ? Math.max(10, Math.round(meters / 10) * 10) : Math.round(meters / 50) * 50;
    return formatUnit(rounded, 'meter', tag);
  }
  const km = meters / 1000;
  return formatUnit(km, 'kilometer', tag, km < 10 ? 1 : 0);
}

/** "March 2021", or "2021" when the author shows the living period as years only. */
export const formatMonthYear = (value: { month: number | null; year: number }, tag: string) =>
  value.month === null ? String(value.year) : monthYear(value.month, value.year, tag);

type PeriodPoint = { month: number | null; year: number };

/**
 * "Lived here July 2023 – May 2025", "Lived here 2023 – 2025", "Lives here since 2024". A years-only
 * period shows as years even to its author, who receives the months: they see what readers see.
 */
export function formatLivedPeriod(
  t: Translate,
  tag: string,
  review: { livedFrom: PeriodPoint; livedTo: PeriodPoint | null; periodPrecision: 'month' | 'year' },
): string {
  const point = (value: PeriodPoint) =>
    formatMonthYear(review.periodPrecision === 'year' ? { month: null, year: value.year } : value, tag);
  return review.livedTo
    ? t('reviews.livedPeriod', { from: point(review.livedFrom), to: point(review.livedTo) })
    : t('reviews.livedSince', { from: point(review.livedFrom) });
}

export const formatMoney = (amount: number, currency: string, tag: string) =>
  formatCurrency(amount, currency, tag);

export const formatDate = (iso: string, tag: string, timeZone?: string) =>
  formatLongDate(new Date(iso), tag, timeZone);

export type { DateTimeStyle };

/**
 * How a review's date is written: a review published without its author's name carries only its
 * day (midnight UTC, so the time cannot identify it), which any other zone would shift.
 */
export const reviewDateStyle = (review: { author: unknown; hideAuthor: boolean }): DateTimeStyle =>
  review.author === null || review.hideAuthor
    ? { dateStyle: 'long', timeZone: 'UTC' }
    : { dateStyle: 'long' };

/** A date and/or time (Intl's dateStyle/timeStyle), in the given time zone when known. */
export const formatDateTime = (value: string | number | Date, tag: string, style: DateTimeStyle) =>
  dateTime(new Date(value), tag, style);

export const formatRating = (value: number, tag: string) =>
  formatNumber(value, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A character counter, "120/1,000" (en), "120/1 000" (ru): both numbers in the page's format, the
 * one way every counter of the app is written.
 */
export const formatCounter = (used: number, max: number, tag: string) =>
  `${formatNumber(used, tag)}/${formatNumber(max, tag)}`;

/** Scripts with capital letters: their initial is upper-cased ("anna" → "A", "ольга" → "О"). */
const CASED_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/u;

/**
 * The avatar's initial: the name's first character (a whole grapheme: "é", an emoji) as typed, upper-
 * cased only in a script with capitals in everyday use. Georgian has none: `toUpperCase` would turn
 * "ნ" into Mtavruli "Ნ" (U+1C9C), which most fonts lack, and the avatar would show an empty box.
 */
export function nameInitial(name: string, tag: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const first = new Intl.Segmenter(tag, { granularity: 'grapheme' })
    .segment(trimmed)
    [Symbol.iterator]()
    .next().value?.segment;
  if (!first) return '?';
  return CASED_SCRIPT.test(first) ? first.toLocaleUpperCase(tag) : first;
}
