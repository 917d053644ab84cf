import type { Locale } from '@app/contracts';
import type { Catalog } from './catalog.ts';
import { FEATURE_MESSAGES } from './features.ts';
import { createTranslator, type Translate } from './index.ts';
import { en } from './messages/en.ts';
import { ka } from './messages/ka.ts';
import { ru } from './messages/ru.ts';
import type { MessageValue } from './translate.ts';

function merge(locale: Locale, shell: Record<string, MessageValue>): Catalog {
  const merged: Record<string, MessageValue> = { ...shell };
  for (const feature of FEATURE_MESSAGES as ReadonlyArray<Record<Locale, Record<string, MessageValue>>>) {
    Object.assign(merged, feature[locale]);
  }
  return merged as Catalog;
}

/**
 * All catalogues. Server-side and test code only: the browser receives just its language's
 * catalogue through the root loader, so importing this in a component would ship all three.
 */
export const CATALOGS: Record<Locale, Catalog> = {
  en: merge('en', en),
  ru: merge('ru', ru),
  ka: merge('ka', ka),
};

export function translatorFor(locale: Locale): Translate {
  return createTranslator(locale, CATALOGS[locale]);
}
