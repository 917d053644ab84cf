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
  /** Abbreviated month names (dateStyle medium), written with a full stop after them. */
  monthsShort: readonly string[];
  /** Sunday first, as Date.getDay() counts. */
  weekdays: readonly string[];
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
    monthsShort: ['იან', 'თებ', 'მარ', 'აპრ', 'მაი', 'ივნ', 'ივლ', 'აგვ', 'სექ', 'ოქტ', 'ნოე', 'დეკ'],
    weekdays: ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'],
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
  return ownDateTime(own, value, { dateStyle: 'long', timeZone });
}

/**
 * A Georgian month with the dative "-ს" ("on": ნოემბერი → ნოემბერს) or the postposition "-დან"
 * ("since": ნოემბერი → ნოემბრიდან, the stem's last vowel dropped before რ/ლ as Georgian does).
 */
export function georgianMonth(month: number, form: 'on' | 'since'): string {
  const name = FALLBACK.ka!.months[month - 1] ?? '';
  return form === 'on' ? `${name.replace(/ი$/u, '')}ს` : `${name.replace(/[აე]([რლ])ი$/u, '$1ი')}დან`;
}

/**
 * A day inside a sentence ("Updated on {date}", "Member since {date}"). English and Russian take
 * the long date as it is ("26 ноября 2026 г." is already genitive); Georgian declines the month
 * and puts the year in the genitive ("2026 წლის 26 ნოემბერს", "2024 წლის 3 მარტიდან"), which
 * Intl cannot do (it writes the standalone "26 ნოემბერი, 2026").
 */
export function formatDayInSentence(
  value: Date,
  tag: string,
  form: 'on' | 'since',
  timeZone?: string,
): string {
  if (tag.split('-')[0] !== 'ka') return formatLongDate(value, tag, timeZone);
  const c = wallClock(value, timeZone);
  return `${c.year} წლის ${c.day} ${georgianMonth(c.month, form)}`;
}

type DateStyle = 'full' | 'long' | 'medium' | 'short';
type TimeStyle = 'short' | 'medium';

/** A date style, a time style or both (Intl's dateStyle/timeStyle), in an IANA zone when given. */
export type DateTimeStyle = (
  | { dateStyle: DateStyle; timeStyle?: TimeStyle | undefined }
  | { dateStyle?: DateStyle | undefined; timeStyle: TimeStyle }
) & { timeZone?: string | undefined };

/** A date, a time or both, as Intl's dateStyle/timeStyle write them: "14 Feb 2026, 14:05". */
export function formatDateTime(value: Date, tag: string, style: DateTimeStyle): string {
  const own = table(tag);
  if (!own) {
    const { dateStyle, timeStyle, timeZone } = style;
    return dateTimeFormat(tag, {
      ...(dateStyle ? { dateStyle } : {}),
      ...(timeStyle ? { timeStyle } : {}),
      ...(timeZone ? { timeZone } : {}),
    }).format(value);
  }
  return ownDateTime(own, value, style);
}

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock fields of an instant in a time zone, read from Intl's English (always present). */
function wallClock(value: Date, timeZone: string | undefined) {
  const parts = dateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  })
    .formatToParts(value)
    .reduce<Record<string, string>>((acc, part) => Object.assign(acc, { [part.type]: part.value }), {});
  return {
    weekday: WEEKDAYS_EN.indexOf(parts.weekday ?? ''),
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** CLDR's Georgian date and time patterns (the only table we carry). */
function ownDateTime(own: LocaleTable, value: Date, style: DateTimeStyle): string {
  const c = wallClock(value, style.timeZone);
  const month = own.months[c.month - 1];
  const dates = {
    full: `${own.weekdays[c.weekday]}, ${twoDigits(c.day)} ${month}, ${c.year}`,
    long: `${c.day} ${month}, ${c.year}`,
    medium: `${c.day} ${own.monthsShort[c.month - 1]}. ${c.year}`,
    short: `${twoDigits(c.day)}.${twoDigits(c.month)}.${twoDigits(c.year % 100)}`,
  };
  const times = {
    short: `${twoDigits(c.hour)}:${twoDigits(c.minute)}`,
    medium: `${twoDigits(c.hour)}:${twoDigits(c.minute)}:${twoDigits(c.second)}`,
  };
  const date = style.dateStyle ? dates[style.dateStyle] : null;
  const time = style.timeStyle ? times[style.timeStyle] : null;
  return [date, time].filter(Boolean).join(', ');
}
