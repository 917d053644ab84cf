import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isLocale, LOCALES, type Locale } from '@app/contracts';
import { type ShareCardKind, shareCardPath, shareCardVersion } from '@app/contracts/share-card';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  type AppIcon,
  manifestPath,
  renderIcon,
  webManifest,
} from './app-icons.ts';
import { composeShareCard, loadShareCardSubject, renderShareCard } from './share-card.ts';
import { buildPagesSitemap, buildSitemapIndex, type SitemapKind, streamSitemapFile } from './sitemaps.ts';

/**
 * What the answers below keep between requests: the sitemaps (gzipped), emptied by app.ts after a
 * write whose route declares `invalidates: ['sitemaps']`, and bounded in time for what no request announces
 * (a scheduled review going out). A `PageCache<Buffer>` in production.
 */
export interface SiteAnswerCache {
  readonly generation: number;
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer, generation: number): void;
}

export interface SeoRoutesOptions {
  sitemapCache: SiteAnswerCache;
}

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SITEMAP_FILE = /^(places|reviews)-([0-9a-f-]{36})\.xml$/;
const XML = 'application/xml; charset=utf-8';
/** Crawlers come back for sitemaps when they like; an hour's staleness at a CDN is harmless. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** A kept sitemap, as stored (gzip) when the client takes it, else inflated. */
async function sendKept(request: FastifyRequest, reply: FastifyReply, gzipped: Buffer) {
  reply
    .header('content-type', XML)
    .header('cache-control', SITEMAP_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(gzipped);
  return reply.send(await gunzip(gzipped));
}

/**
 * Search engines, messengers and the home screen (issue 36): robots.txt, the sitemaps, the web app
 * manifests and icons, and the share cards. Mounted at the site's root, beside the pages.
 */
export function seoRoutes(options: SeoRoutesOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const readDb = () => app.database.readDb;
    const publicUrl = app.config.publicUrl;
    const cache = options.sitemapCache;
    const hide = { schema: { hide: true } };

    app.get('/robots.txt', hide, async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
    );

    /** A small sitemap built whole (the index, the static pages), kept until a write empties it. */
    const sendBuilt = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      build: () => Promise<string>,
    ) => {
      const kept = cache.get(key);
      if (kept) return sendKept(request, reply, kept);
      const generation = cache.generation;
      const gzipped = await gzip(await build());
      cache.set(key, gzipped, generation);
      return sendKept(request, reply, gzipped);
    };

    app.get('/sitemap.xml', hide, (request, reply) =>
      sendBuilt(request, reply, 'index', () => buildSitemapIndex(readDb(), publicUrl)),
    );
    app.get('/sitemaps/pages.xml', hide, (request, reply) =>
      sendBuilt(request, reply, 'pages', async () => buildPagesSitemap(publicUrl)),
    );

    /**
     * A file of places or reviews, streamed as the rows arrive (gzipped when the client takes it,
     * and then kept): never the whole file in memory before its first byte leaves.
     */
    app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      if (!match || !UUID.test(match[2]!)) throw new AppError('NOT_FOUND', 'Sitemap not found');
      const key = request.params.file;
      const kept = cache.get(key);
      if (kept) return sendKept(request, reply, kept);
      const generation = cache.generation;
      const text = Readable.from(
        streamSitemapFile(readDb(), { kind: match[1] as SitemapKind, start: match[2]!, publicUrl }),
      );
      reply
        .header('content-type', XML)
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      if (!acceptsGzip(request)) return reply.send(text);
      const compressed = text.pipe(zlib.createGzip({ level: 6 }));
      const chunks: Buffer[] = [];
      compressed.on('data', (chunk: Buffer) => chunks.push(chunk));
      compressed.on('end', () => cache.set(key, Buffer.concat(chunks), generation));
      text.on('error', (error) => compressed.destroy(error));
      return reply.header('content-encoding', 'gzip').send(compressed);
    });

    for (const lang of LOCALES) {
      app.get(manifestPath(lang), hide, async (_request, reply) =>
        reply
          .header('content-type', 'application/manifest+json; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(JSON.stringify(webManifest(lang))),
      );
    }

    // Icons are drawn once per process (each a few milliseconds) and then served from memory.
    const icons = new Map<string, Promise<Buffer>>();
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON] as AppIcon[]) {
      app.get(icon.path, hide, async (_request, reply) => {
        let png = icons.get(icon.path);
        if (!png) {
          png = renderIcon(icon);
          icons.set(icon.path, png);
          png.catch(() => icons.delete(icon.path));
        }
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=604800')
          .send(await png);
      });
    }

    // Cards by content: the address carries the version, so a kept card never goes stale.
    const cards = new LRUCache<string, Buffer>({ max: 300 });
    app.get<{ Params: { kind: string; id: string; lang: string; file: string } }>(
      '/share/:kind/:id/:lang/:file',
      hide,
      async (request, reply) => {
        const { kind, id, lang, file } = request.params;
        // Only an id and a language: nothing in the address is drawn, so the endpoint cannot be made
        // to draw someone's text.
        if (
          (kind !== 'place' && kind !== 'review') ||
          !UUID.test(id) ||
          !isLocale(lang) ||
          !file.endsWith('.png')
        )
          throw new AppError('NOT_FOUND', 'Share card not found');
        const subject = await loadShareCardSubject(readDb(), kind as ShareCardKind, id, lang as Locale);
        if (!subject) {
          throw kind === 'place'
            ? new AppError('PLACE_NOT_FOUND', 'Place not found')
            : new AppError('REVIEW_NOT_FOUND', 'Review not found');
        }
        const version = shareCardVersion(subject);
        if (file !== `${version}.png`) {
          // An older card's address (the score moved since it was shared): today's card.
          return reply.header('cache-control', 'public, max-age=300').redirect(shareCardPath(subject), 302);
        }
        const key = `${kind}/${id}/${lang}/${version}`;
        let png = cards.get(key);
        if (!png) {
          // The handler's limit (issue 32): only a card rendered after a cache miss counts.
          await app.rateLimiter.consumeByNetwork('share-card', request.ip, { limit: 60, windowSeconds: 60 });
          png = await renderShareCard(composeShareCard(subject));
          cards.set(key, png);
        }
        return reply
          .header('content-type', 'image/png')
          .header('content-length', png.length)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(png);
      },
    );
  };
}
