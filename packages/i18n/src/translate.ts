/**
 * A small message formatter: flat keys, `{name}` placeholders, and plural forms chosen with
 * Intl.PluralRules (English one/other, Russian one/few/many/other, Georgian one/other). It is a few
 * hundred bytes in the browser, where a general i18n library would be tens of kilobytes.
 */
import { formatNumber } from './intl.ts';

export type PluralForms = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};
export type MessageValue = string | PluralForms;
export type Params = Record<string, string | number>;

const pluralRulesCache = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesCache.set(locale, rules);
  }
  return rules;
}

export function interpolate(template: string, params: Params | undefined, locale: string): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

export function formatMessage(value: MessageValue, params: Params | undefined, locale: string): string {
  if (typeof value === 'string') return interpolate(value, params, locale);
  const count = Number(params?.count ?? 0);
  const category = pluralRules(locale).select(count) as keyof PluralForms;
  return interpolate(value[category] ?? value.other, params, locale);
}
