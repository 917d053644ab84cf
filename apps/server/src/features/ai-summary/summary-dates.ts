import type { Locale } from '@app/contracts';
import { formatMonthYear, georgianMonth } from '@app/i18n';

/**
 * Months and periods as a native speaker writes them inside a sentence (issue 15): Russian puts the
 * month in the prepositional ("в феврале 2025 г."), genitive ("с марта 2023 г.") or accusative ("по
 * февраль 2025 г.") case; Georgian puts the year in the genitive and a postposition on the month
 * ("2025 წლის თებერვალში", "2023 წლის მარტიდან", "2025 წლის თებერვლამდე"). Intl only knows the
 * standalone forms ("февраль 2025 г.", "თებერვალი, 2025"), hence the tables.
 */
export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

const RU = {
  prepositional: [
    'январе',
    'феврале',
    'марте',
    'апреле',
    'мае',
    'июне',
    'июле',
    'августе',
    'сентябре',
    'октябре',
    'ноябре',
    'декабре',
  ],
  genitive: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  accusative: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
};
const KA = {
  /** -ში: in */
  in: [
    'იანვარში',
    'თებერვალში',
    'მარტში',
    'აპრილში',
    'მაისში',
    'ივნისში',
    'ივლისში',
    'აგვისტოში',
    'სექტემბერში',
    'ოქტომბერში',
    'ნოემბერში',
    'დეკემბერში',
  ],
  /** -დან: from */
  from: Array.from({ length: 12 }, (_, i) => georgianMonth(i + 1, 'since')),
  /** -მდე: until */
  until: [
    'იანვრამდე',
    'თებერვლამდე',
    'მარტამდე',
    'აპრილამდე',
    'მაისამდე',
    'ივნისამდე',
    'ივლისამდე',
    'აგვისტომდე',
    'სექტემბრამდე',
    'ოქტომბრამდე',
    'ნოემბრამდე',
    'დეკემბრამდე',
  ],
};

const enMonth = (month: number) => formatMonthYear(month, 2000, 'en-GB').replace(/\s*2000$/, '');
const enMonthYear = ({ month, year }: YearMonth) => `${enMonth(month)} ${year}`;
const index = ({ month }: YearMonth) => month - 1;
const kaYear = ({ year }: YearMonth) => `${year} წლის`;

/** "in February 2025", "в феврале 2025 г.", "2025 წლის თებერვალში". */
export function inMonth(date: YearMonth, lang: Locale): string {
  if (lang === 'ru') return `в ${RU.prepositional[index(date)]} ${date.year} г.`;
  if (lang === 'ka') return `${kaYear(date)} ${KA.in[index(date)]}`;
  return `in ${enMonthYear(date)}`;
}

/** "since March 2023", "с марта 2023 г.", "2023 წლის მარტიდან". */
export function sinceMonth(date: YearMonth, lang: Locale): string {
  if (lang === 'ru') return `с ${RU.genitive[index(date)]} ${date.year} г.`;
  if (lang === 'ka') return `${kaYear(date)} ${KA.from[index(date)]}`;
  return `since ${enMonthYear(date)}`;
}

/**
 * "between March 2023 and February 2025", "с марта 2023 г. по февраль 2025 г.", "2023 წლის
 * მარტიდან 2025 წლის თებერვლამდე"; within one year the year is written once; one month is `inMonth`.
 */
export function monthRange(from: YearMonth, to: YearMonth, lang: Locale): string {
  if (from.year === to.year && from.month === to.month) return inMonth(to, lang);
  const sameYear = from.year === to.year;
  if (lang === 'ru') {
    const start = sameYear
      ? `с ${RU.genitive[index(from)]}`
      : `с ${RU.genitive[index(from)]} ${from.year} г.`;
    return `${start} по ${RU.accusative[index(to)]} ${to.year} г.`;
  }
  if (lang === 'ka') {
    return sameYear
      ? `${kaYear(from)} ${KA.from[index(from)]} ${KA.until[index(to)]}`
      : `${kaYear(from)} ${KA.from[index(from)]} ${kaYear(to)} ${KA.until[index(to)]}`;
  }
  return sameYear
    ? `between ${enMonth(from.month)} and ${enMonthYear(to)}`
    : `between ${enMonthYear(from)} and ${enMonthYear(to)}`;
}

/**
 * The same phrases with years alone, for a period that a review shows as years only (issue 30):
 * "since 2023", "с 2023 г.", "2023 წლიდან"; "between 2023 and 2025", "с 2023 по 2025 г.", "2023
 * წლიდან 2025 წლამდე"; one year: "in 2024", "в 2024 г.", "2024 წელს".
 */
export function sinceYear(year: number, lang: Locale): string {
  if (lang === 'ru') return `с ${year} г.`;
  if (lang === 'ka') return `${year} წლიდან`;
  return `since ${year}`;
}

export function yearRange(from: number, to: number, lang: Locale): string {
  if (from === to) {
    if (lang === 'ru') return `в ${to} г.`;
    if (lang === 'ka') return `${to} წელს`;
    return `in ${to}`;
  }
  if (lang === 'ru') return `с ${from} по ${to} г.`;
  if (lang === 'ka') return `${from} წლიდან ${to} წლამდე`;
  return `between ${from} and ${to}`;
}

export const yearMonthOf = (date: Date): YearMonth => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
});

/** "2023-03" or "2023-03-01" */
export const yearMonthOfIso = (iso: string): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});

/** One full stop at the end of a sentence whose last word is an abbreviation ("2025 г."). */
export const tidySentence = (text: string) =>
  text.replace(/\.\.(?=\s|$)/g, '.').replace(/\s+([,;:.])/g, '$1');
