import { LOCALE_TAGS, LOCALES, type Locale } from '@app/contracts';
import { createTranslator, type MessageKey, type Translate } from '@app/i18n';
import type { MetaDescriptor } from 'react-router';
import { catalogAt } from './catalog';
import { switchLocalePath } from './locale';

export interface RootMetaData {
  locale: Locale;
  catalogUrl: string;
  publicUrl: string;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function rootData(matches: ReadonlyArray<MatchLike | undefined>): RootMetaData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootMetaData | undefined;
}

/** The translator of the page's language, from the root's data. */
export function rootTranslator(root: RootMetaData): Translate {
  return createTranslator(root.locale, catalogAt(root.catalogUrl));
}

/**
 * Title, description, canonical and hreflang alternates of a page, in the page's language.
 * `title` may be a message key or an already translated string.
 */
export function pageMeta(args: {
  matches: ReadonlyArray<MatchLike | undefined>;
  location: { pathname: string; search: string };
  titleKey?: MessageKey;
  title?: string;
  descriptionKey?: MessageKey;
  description?: string;
  noindex?: boolean;
  /**
   * The query that is part of the page's identity (`?placeId=…` on a place's page): kept in its
   * canonical and language links, which would otherwise all name the empty places page.
   */
  canonicalSearch?: string;
  /** More tags, made by the loader on the server (the share card's: shared/lib/share-card.server.ts). */
  extra?: MetaDescriptor[] | undefined;
}): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return [];
  const t = rootTranslator(root);
  const appName = t('app.name');
  const title = args.title ?? (args.titleKey ? t(args.titleKey) : appName);
  const fullTitle = title.includes(appName) ? title : `${title} · ${appName}`;
  const description = args.description ?? (args.descriptionKey ? t(args.descriptionKey) : t('app.tagline'));
  const href = (locale: Locale) =>
    `${root.publicUrl}${switchLocalePath(args.location.pathname, args.canonicalSearch ?? '', locale)}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: LOCALE_TAGS[root.locale].replace('-', '_') },
    { property: 'og:site_name', content: appName },
    { tagName: 'link', rel: 'canonical', href: href(root.locale) },
    ...LOCALES.map((locale) => ({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: href(locale) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href('en') },
  ];
  if (args.extra) tags.push(...args.extra);
  if (args.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A malformed escape (`%E0` alone) is no reason to fail a page: it is shown as typed. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Spec section 2: a page without its own title gets one built from the last path segment. */
export function fallbackTitle(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const words = safeDecode(last).replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
