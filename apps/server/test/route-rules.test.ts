import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type EndpointName, endpoints } from '@app/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerRateLimiter } from '../src/lib/rate-limit.ts';
import type { SessionUser } from '../src/lib/session-user.ts';
import { registerAuthentication } from '../src/plugins/authentication.ts';
import { registerErrorHandling } from '../src/plugins/error-handler.ts';
import { declaredChanges } from '../src/plugins/page-cache.ts';
import { declaredRoutes, registerRouteRules } from '../src/plugins/route-rules.ts';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestUser,
} from '../src/testing/factories.ts';
import { startTestApp, type TestApp } from '../src/testing/index.ts';

/** Issue 32: a route declares its auth, limits and the caches it changes; one plugin applies them. */

const person = (id: string, overrides: Partial<SessionUser> = {}): SessionUser => ({
  id,
  sessionId: `session-${id}`,
  isAnonymous: false,
  isVerified: true,
  authProvider: 'email',
  role: 'user',
  isBanned: false,
  accountCreatedAt: new Date(0),
  ...overrides,
});

/** Bearer tokens (20+ characters) of the bare app's accounts. */
const PEOPLE: Record<string, SessionUser> = {
  'verified-token-aaaaaaaaaa': person('verified'),
  'other-token-aaaaaaaaaaaaa': person('other'),
  'unverified-token-aaaaaaaa': person('unverified', { isVerified: false }),
  'anonymous-token-aaaaaaaaa': person('anonymous', { isAnonymous: true, isVerified: false }),
  'moderator-token-aaaaaaaaa': person('moderator', { role: 'moderator' }),
  'banned-token-aaaaaaaaaaaa': person('banned', { isBanned: true }),
};
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** The rules alone, on an app without a database: sessions come from PEOPLE. */
async function bareApp(addRoutes: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.decorate('config', { trustProxy: false } as never);
  app.decorate('database', { db: {} } as never);
  registerErrorHandling(app);
  registerAuthentication(app, async (_db, token) => PEOPLE[token] ?? null);
  registerRateLimiter(app, { scale: 1 });
  registerRouteRules(app);
  addRoutes(app);
  await app.ready();
  return app;
}

describe('route rules on a bare app', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  it('refuses, when routes are added, a write that does not declare its auth and caches', async () => {
    const forgetful = Fastify();
    registerRouteRules(forgetful);
    expect(() => forgetful.post('/forgot', { config: { auth: 'user' } }, async () => ({}))).toThrow(
      /POST \/forgot must declare config\.auth and config\.invalidates/,
    );
    expect(() => forgetful.delete('/forgot', { config: { invalidates: [] } }, async () => ({}))).toThrow(
      /DELETE \/forgot must declare/,
    );
    await forgetful.close();

    // A read need not; a write that declares both is added.
    app = await bareApp((fresh) => {
      fresh.get('/read', async () => ({ ok: true }));
      fresh.post('/write', { config: { auth: 'none', invalidates: [] } }, async () => ({ ok: true }));
    });
    expect((await app.inject({ method: 'POST', url: '/write' })).json()).toEqual({ ok: true });
  });

  it('applies the declared auth level before the handler, which reads the caller from the request', async () => {
    let ran = 0;
    app = await bareApp((fresh) => {
      fresh.put('/verified', { config: { auth: 'verified', invalidates: [] } }, async (request) => {
        ran += 1;
        return { id: request.user.id };
      });
      fresh.get('/moderation', { config: { auth: 'moderator' } }, async (request) => ({
        id: request.user.id,
      }));
      fresh.get('/undeclared', async (request) => ({ id: request.user.id }));
    });
    const put = (headers: Record<string, string> = {}) =>
      app!.inject({ method: 'PUT', url: '/verified', headers });
    const refused = async (headers: Record<string, string>) => {
      const response = await put(headers);
      return [response.statusCode, response.json().code];
    };
    expect(await refused({})).toEqual([401, 'UNAUTHORIZED']);
    expect(await refused(as('banned-token-aaaaaaaaaaaa'))).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect(await refused(as('anonymous-token-aaaaaaaaa'))).toEqual([403, 'FORBIDDEN']);
    expect(await refused(as('unverified-token-aaaaaaaa'))).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(ran).toBe(0);
    const allowed = await put(as('verified-token-aaaaaaaaaa'));
    expect([allowed.statusCode, allowed.json()]).toEqual([200, { id: 'verified' }]);
    expect(ran).toBe(1);

    const moderation = (token: string) =>
      app!.inject({ method: 'GET', url: '/moderation', headers: as(token) });
    expect((await moderation('verified-token-aaaaaaaaaa')).statusCode).toBe(403);
    expect((await moderation('moderator-token-aaaaaaaaa')).json()).toEqual({ id: 'moderator' });
    // A route that declares no signed-in level has no `request.user`: a bug, not a caller's error.
    const undeclared = await app.inject({
      method: 'GET',
      url: '/undeclared',
      headers: as('verified-token-aaaaaaaaaa'),
    });
    expect(undeclared.statusCode).toBe(500);
  });

  it('counts the declared limits per account and per network, with the keys handlers used', async () => {
    app = await bareApp((fresh) => {
      fresh.post(
        '/limited',
        {
          config: {
            auth: 'optional',
            limits: [
              { network: 'thing', rule: { limit: 3, windowSeconds: 60 } },
              { user: 'thing:user', rule: { limit: 1, windowSeconds: 60 } },
            ],
            invalidates: [],
          },
        },
        async () => ({ ok: true }),
      );
    });
    const consume = vi.spyOn(app.rateLimiter, 'consume');
    const byNetwork = vi.spyOn(app.rateLimiter, 'consumeByNetwork');
    const post = (headers: Record<string, string> = {}) =>
      app!.inject({ method: 'POST', url: '/limited', headers, remoteAddress: '203.0.113.7' });

    expect((await post(as('verified-token-aaaaaaaaaa'))).statusCode).toBe(200);
    expect(byNetwork).toHaveBeenLastCalledWith('thing', '203.0.113.7', { limit: 3, windowSeconds: 60 });
    expect(consume).toHaveBeenLastCalledWith('thing:user:verified', { limit: 1, windowSeconds: 60 });
    // The account's second request is over its limit; another account's is not.
    const limited = await post(as('verified-token-aaaaaaaaaa'));
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await post(as('other-token-aaaaaaaaaaaaa'))).statusCode).toBe(200);
    // Without a session only the network counts, and the network's fourth request is refused.
    consume.mockClear();
    expect((await post()).statusCode).toBe(429);
    expect(consume.mock.calls.filter(([key]) => key.startsWith('thing:user:'))).toEqual([]);
  });

  it('counts a limit keyed by the request, after auth, and skips it when the key is null', async () => {
    const keys: Array<[unknown, string | null]> = [];
    app = await bareApp((fresh) => {
      fresh.post(
        '/keyed',
        {
          config: {
            auth: 'optional',
            limits: [
              {
                key: (request, caller) => {
                  const { email } = (request.body ?? {}) as { email?: string };
                  keys.push([request.body, caller?.id ?? null]);
                  return email ? `keyed:${email}` : null;
                },
                rule: { limit: 1, windowSeconds: 60 },
              },
            ],
            invalidates: [],
          },
        },
        async () => ({ ok: true }),
      );
      fresh.post(
        '/keyed-signed-in',
        {
          config: {
            auth: 'user',
            limits: [{ key: () => 'keyed-signed-in', rule: { limit: 1, windowSeconds: 60 } }],
            invalidates: [],
          },
        },
        async () => ({ ok: true }),
      );
    });
    const post = (url: string, json: object, headers: Record<string, string> = {}) =>
      app!.inject({ method: 'POST', url, payload: json, headers });
    expect(
      (await post('/keyed', { email: 'a@example.com' }, as('verified-token-aaaaaaaaaa'))).statusCode,
    ).toBe(200);
    expect(keys).toEqual([[{ email: 'a@example.com' }, 'verified']]);
    // The same key is over its limit, whoever sends it; another key, or none, is not.
    expect((await post('/keyed', { email: 'a@example.com' })).statusCode).toBe(429);
    expect((await post('/keyed', { email: 'b@example.com' })).statusCode).toBe(200);
    expect((await post('/keyed', {})).statusCode).toBe(200);
    expect((await post('/keyed', {})).statusCode).toBe(200);
    // Auth first: a refused caller counts nothing.
    expect((await post('/keyed-signed-in', {})).statusCode).toBe(401);
    expect((await post('/keyed-signed-in', {}, as('verified-token-aaaaaaaaaa'))).statusCode).toBe(200);
    expect((await post('/keyed-signed-in', {}, as('other-token-aaaaaaaaaaaaa'))).statusCode).toBe(429);
  });

  it('tells the page cache what a successful answer changed, as the route declares', async () => {
    const changes: Array<{ url: string; pages: boolean; sitemaps: boolean }> = [];
    app = await bareApp((fresh) => {
      fresh.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode < 400) changes.push({ url: request.url, ...declaredChanges(request) });
        return payload;
      });
      fresh.post('/both', { config: { auth: 'none', invalidates: ['pages', 'sitemaps'] } }, async () => ({}));
      fresh.post('/pages', { config: { auth: 'none', invalidates: ['pages'] } }, async () => ({}));
      fresh.post('/nothing', { config: { auth: 'none', invalidates: [] } }, async () => ({}));
      fresh.get('/read', async () => ({}));
    });
    for (const url of ['/both', '/pages', '/nothing']) await app.inject({ method: 'POST', url });
    await app.inject({ method: 'GET', url: '/read' });
    expect(changes).toEqual([
      { url: '/both', pages: true, sitemaps: true },
      { url: '/pages', pages: true, sitemaps: false },
      { url: '/nothing', pages: false, sitemaps: false },
      { url: '/read', pages: false, sitemaps: false },
    ]);
  });
});

/**
 * The URL patterns that decided which writes emptied the caches before routes declared it (issue
 * 32): every route still empties what it emptied then.
 */
const PAGE_CHANGING_WRITE =
  /^\/(reviews|comments|users|moderation|auth\/sign-up|places\/details\/for-reviews)(\/|\?|$)/;
const SITEMAP_CHANGING_WRITE = /^\/(reviews|moderation|users|auth\/sign-up)(\/|\?|$)/;
const VOTE = /^\/reviews\/[^/?]+\/vote(\?|$)/;

/** The API routes that serve no @app/contracts endpoint (besides `/*`, the API's 404). */
const OUTSIDE_CONTRACTS = [
  'GET /api/v1/captcha/challenge',
  'GET /api/v1/health',
  'GET /api/v1/openapi.json',
  'GET /api/v1/ready',
];

describe('the API routes', () => {
  let t: TestApp;
  let author: TestUser;
  let placeId: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', API_CACHE_TTL_MS: '60000' },
    });
    placeId = (await createPlaceTree(t.database.db)).building;
    author = await createTestUser(t.database.db);
    await publishTestReview(t, author, { placeId });
  });
  afterAll(async () => {
    await t?.close();
  });

  const writes = () =>
    declaredRoutes(t.app).filter(
      (route) => route.url.startsWith('/api/v1/') && route.method !== 'GET' && route.method !== 'HEAD',
    );

  it('every write declares who may call it and which caches it changes', () => {
    const routes = writes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      expect(route.config.auth, `${route.method} ${route.url}`).toBeDefined();
      expect(route.config.invalidates, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('every write empties the caches it emptied when a URL pattern decided', () => {
    // Where the patterns were wrong: the sign-up status poll is a read and empties nothing.
    const corrected: Record<string, string[]> = { '/auth/sign-up/status': [] };
    for (const route of writes()) {
      const path = route.url.slice('/api/v1'.length);
      if (path === '/*') continue;
      const expected = corrected[path] ?? [
        ...(PAGE_CHANGING_WRITE.test(path) ? ['pages'] : []),
        ...(SITEMAP_CHANGING_WRITE.test(path) && !VOTE.test(path) ? ['sitemaps'] : []),
      ];
      expect(route.config.invalidates, `${route.method} ${route.url}`).toEqual(expected);
    }
  });

  it('serves each contract endpoint from one route(), at its method and path', () => {
    const served = new Map<string, string[]>();
    for (const route of declaredRoutes(t.app)) {
      const name = route.config.endpoint;
      if (!name || route.method === 'HEAD') continue;
      expect(`${route.method} ${route.url}`).toBe(`${endpoints[name].method} /api/v1${endpoints[name].path}`);
      served.set(name, [...(served.get(name) ?? []), route.url]);
    }
    const names = Object.keys(endpoints) as EndpointName[];
    expect(names.filter((name) => served.get(name)?.length !== 1)).toEqual([]);
    // Every other API route is outside the contracts.
    const others = declaredRoutes(t.app)
      .filter(
        (route) =>
          route.url.startsWith('/api/v1/') &&
          route.url !== '/api/v1/*' &&
          !route.config.endpoint &&
          route.method !== 'HEAD',
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(others.sort()).toEqual(OUTSIDE_CONTRACTS);
  });

  it('empties the public answers after a write that declares pages, not after one that declares none', async () => {
    const path = `/api/v1/reviews?placeId=${placeId}&limit=5&lang=en`;
    const state = async () => (await t.request(path)).headers.get('x-answer-cache');
    expect(await state()).toBe('miss');
    expect(await state()).toBe('hit');

    // A page view changes no page (`invalidates: []`).
    const view = await t.request('/api/v1/page-views', {
      method: 'POST',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      json: { path: '/en' },
    });
    expect(view.status).toBe(204);
    expect(await state()).toBe('hit');

    // A refused write changes nothing either.
    const refused = await t.request(`/api/v1/users/${author.id}`, {
      method: 'PATCH',
      json: { name: 'Nobody' },
    });
    expect(refused.status).toBe(401);
    expect(await state()).toBe('hit');

    // A new name (`invalidates: ['pages', 'sitemaps']`) may show on the author's reviews.
    const renamed = await t.request(`/api/v1/users/${author.id}`, {
      method: 'PATCH',
      headers: author.auth,
      json: { name: 'Renamed Renter' },
    });
    expect(renamed.status).toBe(200);
    expect(await state()).toBe('miss');
  });
});

const FEATURES = path.resolve(import.meta.dirname, '../src/features');
/** The features' source files (tests aside), by path under features/. */
function featureSources(): Array<[string, string]> {
  return readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(FEATURES, file), 'utf8')]);
}

/**
 * The limits a handler counts itself, because they depend on the work's outcome, not on the
 * request (docs/code-structure.md keeps the same list): uses of `rateLimiter` per file.
 */
const HANDLER_LIMITS: Record<string, number> = {
  // The sign-in guard counts failed sign-ins (auth/sign-in-guard.ts).
  'auth/auth.routes.ts': 1,
  // Places created for a review, per network and account: only a request that creates one.
  'places/places.routes.ts': 2,
  // Translation provider calls, per network, account and in all: only after the cache.
  'translations/translations.routes.ts': 3,
  // A summary's generation budget, per network, account and in all: only after a cache miss.
  'ai-summary/ai-summary.routes.ts': 3,
  // A share card rendered, per network: only after a cache miss.
  'seo/seo.routes.ts': 1,
};

describe('routes in features/ (issue 32: rules declared, not repeated)', () => {
  it('call the rate limiter only for the limits that depend on the work (the documented list)', () => {
    const uses: Record<string, number> = {};
    for (const [file, source] of featureSources()) {
      const count = source.match(/\brateLimiter\b/g)?.length ?? 0;
      if (count > 0) uses[file] = count;
      // Each says why in a line of its own.
      if (count > 0) expect(source, file).toContain("The handler's limit (issue 32)");
    }
    expect(uses).toEqual(HANDLER_LIMITS);
    const documented = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/code-structure.md'),
      'utf8',
    );
    for (const file of Object.keys(HANDLER_LIMITS)) expect(documented).toContain(`features/${file}`);
  });

  it('name each contract endpoint once, through route()', () => {
    for (const [file, source] of featureSources()) {
      expect(source, file).not.toMatch(/\bendpoints\[|endpointSchema\(/);
      // Routes outside the contracts (health, captcha, the site's root) are the only app.<method>().
      if (!/^(health|captcha|seo)\//.test(file)) {
        expect(source, file).not.toMatch(/\bapp\.(get|post|put|patch|delete|head|route)\(/);
      }
    }
  });
});
