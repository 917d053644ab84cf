/**
 * Intl with a safety net. Some browsers ship ICU without Georgian data (Debian's Chromium does):
 * there `Intl.*('ka-GE')` silently formats in English, and a server-rendered Georgian page would
 * switch to English dates and numbers on hydration. When a runtime lacks a locale, we format from
 * our own tables instead, so the server and every browser produce the same text.
 */
const supported = new Map<string, boolean>();

/** Tests use this to exercise the fallback on a runtime that has every locale. */
export function setLocaleDataForTesting(tag: string, available: boolean | undefined) {
  if (available === undefined) supported.delete(tag);
  else supported.set(tag, available);
}

export function hasLocaleData(tag: string): boolean {
  let value = supported.get(tag);
  if (value === undefined) {
    value =
      Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 &&
      Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
    supported.set(tag, value);
  }
  return value;
}

/**
 * Formatters are costly to build (ICU loads and resolves the locale's data each time) and cheap to
 * reuse: a server-rendered list of reviews formats hundreds of numbers and dates, and building a
 * formatter for each was a tenth of the server's CPU per page (bench/, issue 9). The options come
 * from code and the time zone from the reader, so the cache stays small; it is capped anyway.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    if (formatters.size >= 500) formatters.clear();
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

interface LocaleTable {
  group: string;
  /** CLDR minimumGroupingDigits: 2 means "1400" but "12 345". */
  grouping: 'always' | 'min2';
  decimal: string;
  months: readonly string[];
  units: { meter: string; kilometer: string };
  /** Currency symbols written after the amount, as CLDR does for Georgian. */
  currencies: Record<string, string>;
}

/** CLDR data for the locales our users may lack (Georgian). */
const FALLBACK: Record<string, LocaleTable> = {
  ka: {
    group: '\u00a0',
    grouping: 'min2',
    decimal: ',',
    months: [
      'იანვარი',
      'თებერვალი',
      'მარტი',
      'აპრილი',
      'მაისი',
      'ივნისი',
      'ივლისი',
      'აგვისტო',
      'სექტემბერი',
      'ოქტომბერი',
      'ნოემბერი',
      'დეკემბერი',
    ],
    units: { meter: 'მ', kilometer: 'კმ' },
    currencies: { GEL: '₾', USD: '$', EUR: '€', RUB: '₽', AMD: '֏', TRY: '₺', UAH: '₴', PLN: 'zł' },
  },
};

function table(tag: string): LocaleTable | null {
  if (hasLocaleData(tag)) return null;
  return FALLBACK[tag.split('-')[0] ?? ''] ?? null;
}

export function formatNumber(value: number, tag: string, options: Intl.NumberFormatOptions = {}): string {
  const own = table(tag);
  if (!own) return numberFormat(tag, options).format(value);
  const english = numberFormat('en-US', {
    ...options,
    style: 'decimal',
    useGrouping: own.grouping,
  }).format(value);
  return english.replace(/[,.]/g, (c) => (c === ',' ? own.group : own.decimal));
}

export function formatCurrency(value: number, currency: string, tag: string): string {
  const own = table(tag);
  if (!own) return numberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  return `${formatNumber(value, tag, { maximumFractionDigits: 0 })}\u00a0${own.currencies[currency] ?? currency}`;
}

export function formatUnit(
  value: number,
  unit: 'meter' | 'kilometer',
  tag: string,
  maximumFractionDigits = 0,
): string {
  const own = table(tag);
  if (!own)
    return numberFormat(tag, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits,
    }).format(value);
  return `${formatNumber(value, tag, { maximumFractionDigits })} ${own.units[unit]}`;
}

/** "July 2025" / "июль 2025 г." / "ივლისი, 2025" */
export function formatMonthYear(month: number, year: number, tag: string): string {
  const own = table(tag);
  if (!own) {
    return dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
  }
  return `${own.months[month - 1]}, ${year}`;
}

export function formatMonthName(month: number, tag: string): string {
  const own = table(tag);
  if (!own)
    return dateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, month - 1, 1)),
    );
  return own.months[month - 1] ?? '';
}

/** "14 February 2026" in the page's language (a date, in the given time zone when known). */
export function formatLongDate(value: Date, tag: string, timeZone?: string): string {
  const own = table(tag);
  if (!own) {
    return dateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    }).format(value);
  }
  const parts = dateTimeFormat('en-US', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  })
    .formatToParts(value)
    .reduce<Record<string, string>>((acc, part) => Object.assign(acc, { [part.type]: part.value }), {});
  return `${parts.day} ${own.months[Number(parts.month) - 1]}, ${parts.year}`;
}
