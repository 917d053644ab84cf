import type { MonthYear } from '@app/contracts';
import type { MessageKey } from '@app/i18n';

/** This month as the server counts it (UTC), the latest month a living period may touch. */
export function currentMonth(now = Date.now()): MonthYear {
  const date = new Date(now);
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

/** Whether a month (0: not known, as in a years-only period loaded for editing) lies ahead. */
export function isFutureMonth(point: MonthYear, latest: MonthYear): boolean {
  if (point.year !== latest.year) return point.year > latest.year;
  return point.month > latest.month;
}

/**
 * The server's rules for the living period (packages/contracts, checkPeriod), checked as the user
 * picks: neither end in the future, and the end not before the start. Unknown months (0) compare
 * by year only.
 */
export function periodProblems(
  period: { livedFrom: MonthYear | null; livedTo: MonthYear | null; stillLiving: boolean },
  now = Date.now(),
): MessageKey[] {
  const latest = currentMonth(now);
  const known = (point: MonthYear | null): point is MonthYear => Boolean(point?.year);
  const from = known(period.livedFrom) ? period.livedFrom : null;
  const to = !period.stillLiving && known(period.livedTo) ? period.livedTo : null;
  const problems: MessageKey[] = [];
  if (from && isFutureMonth(from, latest)) problems.push('form.error.periodStartFuture');
  if (to && isFutureMonth(to, latest)) problems.push('form.error.periodEndFuture');
  if (from && to) {
    const monthsKnown = from.month > 0 && to.month > 0;
    const endsBefore = to.year < from.year || (monthsKnown && to.year === from.year && to.month < from.month);
    if (endsBefore) problems.push('form.error.periodOrder');
  }
  return problems;
}

/**
 * A years-only period may come without months, but the server stores months: a missing start month
 * is January, a missing end month December, or this month when the end is this year (never ahead).
 */
export function completeYearsOnly(
  livedFrom: MonthYear | null,
  livedTo: MonthYear | null,
  now = Date.now(),
): { livedFrom: MonthYear | null; livedTo: MonthYear | null } {
  const latest = currentMonth(now);
  const from = livedFrom?.year ? { year: livedFrom.year, month: livedFrom.month || 1 } : livedFrom;
  const endMonth = (year: number) => (year === latest.year ? latest.month : 12);
  const to = livedTo?.year ? { year: livedTo.year, month: livedTo.month || endMonth(livedTo.year) } : livedTo;
  return { livedFrom: from, livedTo: to };
}
