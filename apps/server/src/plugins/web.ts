import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PublicConfig, preferredEncoding, type ServerContextValue } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { type CachedPage, cacheablePage, encodedBody, type PageCache, pageKey } from './page-cache.ts';

/** The type of React Router's single-fetch answers (a client navigation's loader data). */
const DATA_TYPE = 'text/x-script';

interface WebEntryModule {
  createAppLoadContext(value: ServerContextValue): unknown;
}

export interface WebOptions {
  buildDir: string;
  /** The configured environment (NODE_ENV, 'production' unless set). */
  env: 'development' | 'production' | 'test';
  /** What the pages may know of the configuration; the build's id is read here, from the build. */
  publicConfig: Omit<PublicConfig, 'buildId'>;
  apiFetch: ServerContextValue['apiFetch'];
  /** Reuse of rendered pages (page-cache.ts); every request is rendered without it. */
  pageCache?: PageCache | undefined;
  /**
   * Counts one render for the client (a rate limit per network); throws RATE_LIMITED past it.
   * Answers from the page cache are not counted: they cost nothing.
   */
  countRender?(request: FastifyRequest): Promise<void>;
}

/**
 * Serves the React Router app from its production build: static assets with immutable caching
 * (their names carry a content hash), everything else server-rendered.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run: npm run build`);
  }
  // React (under react-router) loads its development or production build by process.env.NODE_ENV
  // when first imported, hence the dynamic import after this line. The config defaults to
  // production without the variable, and React must agree: its development build rendered every
  // page several times slower (bench/, issue 9).
  process.env.NODE_ENV ??= options.env;
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as WebEntryModule;
  const handle = createRequestHandler(build, 'production');
  const publicConfig: PublicConfig = { ...options.publicConfig, buildId: readBuildId(options.buildDir) };

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); the best one the
    // browser accepts is sent as it is.
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so this scope parses nothing.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      await options.countRender?.(request);
      const context = entry.createAppLoadContext({
        nonce: request.cspNonce,
        requestId: request.id,
        publicConfig,
        apiFetch: options.apiFetch,
      });
      return handle(createRequest(request.raw, reply.raw), context as never);
    };
    // A kept page is sent as stored, compressed once per encoding; its policy allows its inline
    // scripts by hash (security-headers.ts), as it carries no nonce.
    const sendCached = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: CachedPage,
      state: 'hit' | 'miss',
    ) => {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const bytes = await encodedBody(page, encoding);
      reply.code(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('x-page-cache', state);
      reply.header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      request.cspScriptHashes = page.scriptHashes;
      return reply.send(bytes);
    };
    const cache = options.pageCache;

    scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
      // Documents and client navigations (`.data`: what a reader's click asks, signed in or not,
      // as the loaders call the API without the visitor's credentials). React Router's own
      // requests (`/__manifest`, whose query it reads) and resource routes are rendered each time.
      const path = request.url.split('?')[0]!;
      const cacheable = cache !== undefined && request.method === 'GET' && !path.startsWith('/__');
      if (!cacheable) return sendResponse(reply, await render(request, reply));

      const key = pageKey(request.url);
      // Rendered for the address without the parameters no page reads, so that the page (its
      // language links keep the query) is the same for every address with this key.
      request.raw.url = key;
      const cached = cache.get(key) ?? (await cache.pending(key));
      if (cached) return sendCached(request, reply, cached, 'hit');
      const finish = cache.start(key);
      let response: Response;
      try {
        response = await render(request, reply);
      } catch (error) {
        finish(null);
        throw error;
      }
      const type = response.headers.get('content-type') ?? '';
      const expected = path.endsWith('.data') ? DATA_TYPE : 'text/html';
      if (response.status !== 200 || !type.startsWith(expected) || response.headers.has('set-cookie')) {
        finish(null);
        return sendResponse(reply, response);
      }
      const page = cacheablePage(
        { status: response.status, headers: [...response.headers], body: await response.text() },
        request.cspNonce,
      );
      finish(page);
      return sendCached(request, reply, page, 'miss');
    });
  });
}

function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body);
}

/**
 * The id the build wrote into builds/latest.json (apps/web/vite.config.ts). The pages get it from
 * the root loader rather than from their scripts, so that the scripts' bytes depend on the sources
 * alone (a commit that changes no source does not move the JavaScript budget).
 */
function readBuildId(buildDir: string): string | null {
  try {
    const latest = JSON.parse(fs.readFileSync(path.join(buildDir, 'client/builds/latest.json'), 'utf8'));
    return typeof latest?.id === 'string' ? latest.id : null;
  } catch {
    return null;
  }
}
