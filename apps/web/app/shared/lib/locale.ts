import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@app/contracts';
import { createContext, type MiddlewareFunction } from 'react-router';

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Best supported language from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Spec section 2 and STYLE.md: the path first, then the cookie, then Accept-Language, then English. */
export function detectLocale(request: Request): Locale {
  // Client-side navigations fetch `/{lang}.data` for a language's home page: drop the suffix.
  const fromPath = new URL(request.url).pathname.split('/')[1]?.replace(/\.data$/, '');
  if (isLocale(fromPath)) return fromPath;
  const fromCookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE.name);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

/**
 * The page's language, resolved once per request by `localeMiddleware` (root.tsx) and read by every
 * loader from the router context: `context.get(localeContext)`.
 */
export const localeContext = createContext<Locale>();

/** Resolves the request's language (detectLocale) before any loader runs. */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(localeContext, detectLocale(request));
};

export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${maxAge}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`;
}

/** The same page in another language: the first path segment is swapped. */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) segments[1] = locale;
  else segments.splice(1, 0, locale);
  const path = segments.join('/').replace(/\/$/, '') || `/${locale}`;
  return `${path}${search}`;
}

export { LOCALES };
