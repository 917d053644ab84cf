import { LOCALE_TAGS, type Locale } from '@app/contracts';
import type { Catalog, MessageKey } from './catalog.ts';
import { formatMessage, type Params } from './translate.ts';

export type { Catalog, MessageKey } from './catalog.ts';
export * from './intl.ts';
/** The app's name and the error pages' texts, for a page rendered without the root loader. */
export { essentialMessages } from './messages/essentials.ts';
export { formatMessage, interpolate, type MessageValue, type Params, type PluralForms } from './translate.ts';

/** Names of the languages in their own language, for the language selector. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', ka: 'ქართული' };

export type Translate = (key: MessageKey, params?: Params) => string;

/** A translator over one catalogue; a key missing from it renders as the key itself. */
export function createTranslator(locale: Locale, catalog: Catalog): Translate {
  const tag = LOCALE_TAGS[locale];
  return (key, params) => {
    const value = catalog[key];
    return value === undefined ? key : formatMessage(value, params, tag);
  };
}
