import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import type { ErrorEnvelope, PublicConfig } from '@app/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { findSessionUser } from './features/auth/index.ts';
import { FEATURE_ROUTES, siteRoutes } from './features/index.ts';
import { registerMailer } from './features/mail/mailer.ts';
import { SearchIndexHolder } from './features/places/index.ts';
import { useCursorSecret } from './lib/cursor.ts';
import { REDACT_PATHS, REDACTED, serializeError, serializeRequest } from './lib/log-safety.ts';
import { type PageChange, RedisPageChanges } from './lib/page-changes.ts';
import { registerRateLimiter } from './lib/rate-limit.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { registerMediaStorage } from './lib/storage.ts';
import { registerAnswerCache, UNCACHED_PUBLIC_READS } from './plugins/answer-cache.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { refuseControlCharacters } from './plugins/control-characters.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { registerLegacyIds } from './plugins/legacy-ids.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { declaredChanges, PageCache } from './plugins/page-cache.ts';
import { registerRouteRules } from './plugins/route-rules.ts';
import { cspOrigins, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The search box's in-memory index, or null when the search reads only PostgreSQL. */
    searchIndex: SearchIndexHolder | null;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Serve the built web app too (off in API-only tests). */
  withWeb?: boolean;
  /** Override the logger (tests pass false, or loggerOptions with a stream to read). */
  logger?: boolean | object;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

export function loggerOptions(config: AppConfig) {
  return {
    level: config.logLevel,
    // No secret and no personal data in any line (lib/log-safety.ts, docs/privacy-data.md).
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (a malformed request line, a body
 * that ends before its Content-Length or multipart boundary because the client stopped sending,
 * headers too large or too slow) are answered with the API's error envelope instead of Fastify's
 * own `{ error, message: 'Client Error' }`, then the connection is closed: after a parse error the
 * rest of the stream cannot be trusted. Nothing is written when the client is gone (reset,
 * destroyed, half written) or when a response on this socket has already started, as Node does.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  log: FastifyInstance['log'],
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  // Logged below warn: a client's broken request is not the server's fault, and clients can cause
  // any number of them.
  log.debug({ err: error, requestId }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const envelope: ErrorEnvelope =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? {
          statusCode: 408,
          code: 'REQUEST_TIMEOUT',
          message: 'The request was not received in time',
          requestId,
        }
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? {
            statusCode: 431,
            code: 'REQUEST_HEADERS_TOO_LARGE',
            message: 'The request headers are too large',
            requestId,
          }
        : { statusCode: 400, code: 'BAD_REQUEST', message: 'The request could not be read', requestId };
  const body = JSON.stringify(envelope);
  socket.end(
    [
      `HTTP/1.1 ${envelope.statusCode} ${http.STATUS_CODES[envelope.statusCode]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
  // A client that stops reading never lets the answer flush, and the callback above never runs:
  // destroy the socket anyway, or it stays open and a graceful close waits for it for ever.
  setTimeout(() => socket.destroy(), 500).unref();
}

/**
 * Marks the API reads a page render makes in process (app.inject): they come from 127.0.0.1 on
 * behalf of every visitor, whose renders are counted already (`page-render`), so the per-network
 * limit of uncached public reads skips them. The key is new in each process and never leaves it.
 */
const PAGE_RENDER_HEADER = 'x-sofascout-page-render';

function pageRenderKey() {
  const key = randomBytes(24);
  const isPageRender = (header: string | string[] | undefined) =>
    typeof header === 'string' &&
    header.length === 32 &&
    timingSafeEqual(Buffer.from(header), Buffer.from(key.toString('base64url')));
  return { value: key.toString('base64url'), isPageRender };
}

/**
 * The application, assembled in order: framework settings, security and error handling,
 * API documentation, the API's feature routes, then the web app that catches every other path.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { value: renderKey, isPageRender } = pageRenderKey();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    // Request ids: honour a proxy's X-Request-Id only when we trust the proxy.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return config.trustProxy && typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    // On close, drop idle keep-alive sockets at once; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // A request that reaches the server while it closes is served (with `Connection: close`), not
    // answered with Fastify's bare 503, which has neither the API's envelope nor Retry-After
    // (lib/shutdown.ts drains keep-alive connections before the close).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // Fastify calls it with the instance as `this`.
    clientErrorHandler(this: FastifyInstance, error, socket) {
      answerClientError(error, socket, this.log);
    },
  });

  app.decorate('config', config);
  useCursorSecret(config.privacyHashSecret);
  app.decorate('database', database);
  // The search's in-memory index (features/places/search-index.ts), built in the background once
  // the app is ready; searches read PostgreSQL until then. Outside production the start waits for
  // it, so that tests exercise it.
  const searchIndexConfig = config.searchIndex ?? { enabled: true, freshnessMs: 0 };
  const searchIndex = searchIndexConfig.enabled
    ? new SearchIndexHolder(database.readDb, {
        freshnessMs: searchIndexConfig.freshnessMs,
        onError: (error) => app.log.error({ err: error }, 'search index upkeep failed'),
      })
    : null;
  app.decorate('searchIndex', searchIndex);
  if (searchIndex) {
    app.addHook('onReady', async () => {
      const built = searchIndex.build();
      if (config.env !== 'production') await built;
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify compiled from the response schemas; outside
  // production zod checks each one too (lib/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env !== 'production' }));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  await registerSecurityHeaders(app, {
    ...cspOrigins(config),
    isProduction: config.env === 'production' && config.publicUrl.startsWith('https://'),
  });
  // Pages and API answers are compressed on the fly at a cheap Brotli level (the default, 11, costs
  // more CPU than rendering the page); hashed assets are compressed once at build time (web.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  registerErrorHandling(app);
  refuseControlCharacters(app);
  registerLegacyIds(app, database.db);
  registerAuthentication(app, findSessionUser);
  registerRateLimiter(app, {
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    scale: config.rateLimitScale,
  });
  await registerMediaStorage(app, { dataDir: config.dataDir, media: config.media });
  registerMailer(app, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.mailOutboxDir,
    pollIntervalMs: config.mailPollIntervalMs,
  });
  await registerOpenApi(app, { version: config.version, publicUrl: config.publicUrl });

  // Server-rendered pages kept a few seconds (plugins/page-cache.ts); the API empties it on a
  // write that can change a page, before that write's answer leaves. Pages and their client
  // navigations' data (`.data`, a few KB each) share it: room for ~200 of each.
  const pageCache =
    (options.withWeb ?? true) && config.pageCacheTtlMs > 0
      ? new PageCache({ ttlMs: config.pageCacheTtlMs, maxEntries: 400 })
      : undefined;
  // Public API answers kept the same way, for anonymous callers (plugins/answer-cache.ts).
  const answerCache =
    config.apiCacheTtlMs > 0
      ? new PageCache<Buffer>({ ttlMs: config.apiCacheTtlMs, maxEntries: 2000 })
      : undefined;
  // Sitemaps, gzipped, kept until a write changes what they list (plugins/page-cache.ts,
  // a route's `invalidates`) or for 10 minutes (a scheduled review going out announces itself to no one).
  const sitemapCache = new PageCache<Buffer>({ ttlMs: 10 * 60_000, maxEntries: 16 });
  const clearCaches = (change: PageChange) => {
    // New, renamed, hidden and newly reviewed places come with the writes that change pages.
    searchIndex?.markChanged();
    if (change !== 'sitemaps') {
      pageCache?.clear();
      answerCache?.clear();
    }
    if (change !== 'pages') sitemapCache.clear();
  };
  // With several instances (they share a Redis) a write empties the others' caches too.
  const pageChanges = config.redisUrl
    ? new RedisPageChanges(config.redisUrl, {
        prefix: config.redisKeyPrefix,
        onRemoteChange: clearCaches,
      })
    : undefined;
  if (pageChanges) {
    await pageChanges.start();
    app.addHook('onClose', () => pageChanges.close());
  }
  await app.register(
    async (api) => {
      // Each route's auth, limits and idempotency, from its options (plugins/route-rules.ts).
      registerRouteRules(api);
      api.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode >= 400) return payload;
        const declared = declaredChanges(request);
        const pages = (pageCache !== undefined || answerCache !== undefined) && declared.pages;
        const { sitemaps } = declared;
        const change: PageChange | null =
          pages && sitemaps ? 'both' : pages ? 'pages' : sitemaps ? 'sitemaps' : null;
        if (change) {
          clearCaches(change);
          pageChanges?.publish(change);
        }
        return payload;
      });
      if (answerCache) {
        registerAnswerCache(api, answerCache, {
          countMiss: async (request) => {
            if (isPageRender(request.headers[PAGE_RENDER_HEADER])) return;
            await app.rateLimiter.consumeByNetwork('public-reads', request.ip, UNCACHED_PUBLIC_READS);
          },
        });
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const routes of FEATURE_ROUTES) await api.register(routes);
      // Unknown API paths answer the JSON envelope even for GET, which the web app would catch.
      api.all(
        '/*',
        { schema: { hide: true }, config: { auth: 'none', invalidates: [] } },
        async (_request, reply) => reply.callNotFound(),
      );
    },
    { prefix: '/api/v1' },
  );

  await app.register(siteRoutes({ sitemapCache }));

  if (options.withWeb ?? true) {
    const isRemoteApi = /^https?:\/\//.test(config.apiPublicUrl);
    const publicConfig: Omit<PublicConfig, 'buildId'> = {
      apiBaseUrl: config.apiPublicUrl,
      version: config.version,
      publicUrl: config.publicUrl,
      googleSignIn: config.oidc !== undefined,
      mapStyleUrl: config.mapStyleUrl,
      captcha: { provider: config.captcha.provider, siteKey: config.captcha.siteKey ?? null },
      translation: { order: config.translation.order },
    };
    await registerWeb(app, {
      buildDir: config.webBuildDir,
      env: config.env,
      publicConfig,
      pageCache,
      countRender: (request) =>
        app.rateLimiter.consumeByNetwork('page-render', request.ip, { limit: 120, windowSeconds: 60 }),
      apiFetch: async (path, init) => {
        if (isRemoteApi) return fetch(`${config.apiPublicUrl}${path}`, init);
        const response = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: `${config.apiPublicUrl}${path}`,
          headers: {
            ...Object.fromEntries(new Headers(init?.headers).entries()),
            [PAGE_RENDER_HEADER]: renderKey,
          },
          ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(new Uint8Array(response.rawPayload), {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
        });
      },
    });
  }

  return app;
}
