import { formatNumber, hasLocaleData } from '@app/i18n';
import { formatMoney } from '../../../shared/lib/format';

/**
 * Money shown as a range (issue 30), apart from shared/lib/format: only the review page and the form's
 * lazy sections need it, not every page's first load.
 */

/** "GEL 1,000–1,500": a band of money, as readers see a rent shown as a range. */
export const formatMoneyRange = (range: { from: number; to: number }, currency: string, tag: string) =>
  hasLocaleData(tag)
    ? new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).formatRange(
        range.from,
        range.to,
      )
    : // Our own Georgian data (shared/lib/format's fallback) writes the currency after the amount: 1000–1500 ₾.
      `${formatNumber(range.from, tag, { maximumFractionDigits: 0 })}–${formatMoney(range.to, currency, tag)}`;

/**
 * A review's rent or bill as this reader sees it: the band when the author shows ranges (also to the
 * author, who sees what readers see), else the amount.
 */
export const formatReviewMoney = (
  amount: number | null | undefined,
  range: { from: number; to: number } | null | undefined,
  currency: string,
  tag: string,
): string | null =>
  range ? formatMoneyRange(range, currency, tag) : amount != null ? formatMoney(amount, currency, tag) : null;
