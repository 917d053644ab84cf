import type { MessageValue, PluralForms } from './translate.ts';

/** Another language's version of an English message set: same keys, plural stays plural. */
export type Translation<E> = { [K in keyof E]: E[K] extends string ? string : PluralForms };

/**
 * One feature's messages in all three languages, side by side, so a feature's texts are written
 * and reviewed together. English is the reference; ru and ka must have every key (typecheck and
 * the catalogue test enforce it).
 */
export function defineMessages<const E extends Record<string, MessageValue>>(messages: {
  en: E;
  ru: Translation<E>;
  ka: Translation<E>;
}) {
  return messages;
}
