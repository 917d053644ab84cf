/** Interface languages (spec section 1). The path prefix is the short code. */
export const LOCALES = ['en', 'ru', 'ka'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Full codes where a region is needed (spec section 2: en-US, ru-RU, ka-GE). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', ka: 'ka-GE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Cookie that remembers the chosen language (spec section 2). */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
} as const;
