import { LOCALES, type Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { listPublicPlaceEntries, publicPlaceSliceStarts } from '../places/index.ts';
import { listPublicReviewEntries, publicReviewSliceStarts } from '../reviews/index.ts';

/**
 * Sitemaps (issue 36, sitemaps.org protocol 0.9 with Google's hreflang extension): an index at
 * /sitemap.xml naming one file of static pages and files of places and reviews. Each public place
 * or review is one `<url>` per language, each with the three language versions as
 * `xhtml:link rel="alternate"`, so a file holds at most 50,000 URLs: 16,666 places or reviews.
 *
 * A file is named by the id it starts from (`reviews-<id>.xml`), so any instance answers it without
 * the index: it reads from that id in id order by keyset, page by page, and streams. Ids are random
 * (docs/decisions/015), so their order tells nothing of when anything was written.
 */
export const MAX_URLS_PER_FILE = 50_000;
export const ENTRIES_PER_FILE = Math.floor(MAX_URLS_PER_FILE / LOCALES.length);
/** Rows read per query while a file streams: the whole file is never in memory at once. */
const PAGE_SIZE = 1000;

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export type SitemapKind = 'places' | 'reviews';

/** The pages every language has that a search engine should know of besides places and reviews. */
const STATIC_PAGES = ['', '/reviews/latest', '/tos', '/privacy', '/content-policy'];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The page of a place or review in `lang`, as its canonical link names it. */
export function pageUrl(publicUrl: string, kind: SitemapKind | 'page', id: string, lang: Locale): string {
  if (kind === 'places') return `${publicUrl}/${lang}/reviews?placeId=${id}`;
  if (kind === 'reviews') return `${publicUrl}/${lang}/reviews/${id}`;
  return `${publicUrl}/${lang}${id}`;
}

/** One `<url>` per language of one page, each naming all three versions. */
function urlEntries(urlOf: (lang: Locale) => string, lastModified: string | null): string {
  const alternates = LOCALES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(urlOf(lang))}"/>`,
  ).join('');
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  return LOCALES.map(
    (lang) => `<url><loc>${escapeXml(urlOf(lang))}</loc>${lastmod}${alternates}</url>\n`,
  ).join('');
}

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** The index: the static pages' file, then one file per slice of places and of reviews. */
export async function buildSitemapIndex(db: Pick<Db, 'execute'>, publicUrl: string): Promise<string> {
  const [placeStarts, reviewStarts] = [
    await publicPlaceSliceStarts(db, ENTRIES_PER_FILE),
    await publicReviewSliceStarts(db, ENTRIES_PER_FILE),
  ];
  const files = [
    `${publicUrl}/sitemaps/pages.xml`,
    ...placeStarts.map((id) => `${publicUrl}/sitemaps/places-${id}.xml`),
    ...reviewStarts.map((id) => `${publicUrl}/sitemaps/reviews-${id}.xml`),
  ];
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${files
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}

export function buildPagesSitemap(publicUrl: string): string {
  return `${URLSET_OPEN}${STATIC_PAGES.map((path) =>
    urlEntries((lang) => pageUrl(publicUrl, 'page', path, lang), null),
  ).join('')}${URLSET_CLOSE}`;
}

/**
 * A file of places or reviews from `start`, as chunks of text: read by keyset, `PAGE_SIZE` rows at
 * a time, at most ENTRIES_PER_FILE in all.
 */
export async function* streamSitemapFile(
  db: Pick<Db, 'execute'>,
  options: { kind: SitemapKind; start: string; publicUrl: string },
): AsyncGenerator<string> {
  const list = options.kind === 'places' ? listPublicPlaceEntries : listPublicReviewEntries;
  yield URLSET_OPEN;
  let after: string | undefined;
  let left = ENTRIES_PER_FILE;
  while (left > 0) {
    const limit = Math.min(PAGE_SIZE, left);
    const page = await list(db, after ? { after, limit } : { from: options.start, limit });
    if (page.length === 0) break;
    yield page
      .map((entry) =>
        urlEntries((lang) => pageUrl(options.publicUrl, options.kind, entry.id, lang), entry.lastModified),
      )
      .join('');
    left -= page.length;
    if (page.length < limit) break;
    after = page[page.length - 1]!.id;
  }
  yield URLSET_CLOSE;
}
