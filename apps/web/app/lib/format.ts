import {
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

export const formatMonthYear = (value: { month: number; year: number }, tag: string) =>
  monthYear(value.month, value.year, tag);

/** A point of a living period: "July 2025", or just "2025" when the author shows years only. */
export const formatPeriodPoint = (value: { month: number | null; year: number }, tag: string) =>
  value.month ? monthYear(value.month, value.year, tag) : String(value.year);

/** "Lived here July 2023 – May 2025", "Lived here 2023 – 2025", "Lives here since 2024". */
export function formatLivedPeriod(
  t: Translate,
  tag: string,
  from: { month: number | null; year: number },
  to: { month: number | null; year: number } | null,
): string {
  return to
    ? t('reviews.livedPeriod', { from: formatPeriodPoint(from, tag), to: formatPeriodPoint(to, tag) })
    : t('reviews.livedSince', { from: formatPeriodPoint(from, tag) });
}

export const formatMoney = (amount: number, currency: string, tag: string) =>
  formatCurrency(amount, currency, tag);

export const formatDate = (iso: string, tag: string, timeZone?: string) =>
  formatLongDate(new Date(iso), tag, timeZone);

export const formatRating = (value: number, tag: string) =>
  formatNumber(value, tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
