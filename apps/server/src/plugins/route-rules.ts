import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { idempotencyHooks } from '../lib/idempotency.ts';
import type { RateLimitRule } from '../lib/rate-limit.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { requireRegisteredUser, requireStaff, requireUser, requireVerifiedUser } from './authentication.ts';

/**
 * Who may call a route (issue 32: declared in its options, applied here, not repeated in handlers):
 * - `none`: anyone; the handler never asks who.
 * - `optional`: anyone; a session, if any, is the handler's `await request.getUser()` (a token that
 *   names no session is no one), and is counted by the route's per-account limits.
 * - `user-if-sent`: anyone without an Authorization header; one who sends it must be `user`.
 * - `user`: a signed-in account, anonymous ones too, not suspended (401/403).
 * - `registered`: `user` with a real (non-anonymous) account.
 * - `verified`: `registered` with a verified address.
 * - `moderator`: a moderator or an admin; `admin`: an admin.
 * - a function: the route's own way to name its caller (a review's author through a management
 *   key's grant), which answers the user or throws the refusal.
 */
export type AuthLevel =
  | 'none'
  | 'optional'
  | 'user-if-sent'
  | 'user'
  | 'registered'
  | 'verified'
  | 'moderator'
  | 'admin'
  | ((request: FastifyRequest) => Promise<SessionUser>);

/**
 * One abuse limit, counted before the handler runs (lib/rate-limit.ts), in the order declared:
 * - `{ network: name }`: per client network, `consumeByNetwork(name, ip, rule)`;
 * - `{ user: prefix }`: per account, key `<prefix>:<user id>`; skipped when no one is signed in (on
 *   an `optional` route). The rule may depend on the account (an anonymous one gets less).
 * - `{ key }`: per whatever the request names (an e-mail address in the body, a review in the
 *   path), key `key(request, caller)` after validation and `auth` (the caller is the signed-in
 *   account or null); skipped when it answers null (the request does not count: a bot's page view).
 * Limits that depend on the work's outcome (a cache miss, a failed sign-in) are the handler's: the
 * list is in docs/code-structure.md, and test/route-rules.test.ts keeps it.
 */
export type RouteLimit<R = FastifyRequest> =
  | { network: string; rule: RateLimitRule }
  | { user: string; rule: RateLimitRule | ((user: SessionUser) => RateLimitRule) }
  | { key: (request: R, caller: SessionUser | null) => string | null; rule: RateLimitRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route but a GET declares it (checked when routes are added). */
    auth?: AuthLevel;
    /** Its abuse limits, counted after `auth` in this order. */
    limits?: readonly RouteLimit[];
    /**
     * A retry with the same `Idempotency-Key` answers the first result (lib/idempotency.ts). The
     * key is checked before `auth` and `limits`: a replay counts nothing.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * The caller as the route's `auth` named them. Only on routes that declare a signed-in level
     * (`user`, `registered`, `verified`, `moderator`, `admin` or a function); elsewhere reading it
     * is a programming error (500).
     */
    readonly user: SessionUser;
  }
}

const SIGNED_IN: Record<string, (request: FastifyRequest) => Promise<SessionUser>> = {
  user: requireUser,
  registered: requireRegisteredUser,
  verified: requireVerifiedUser,
  moderator: (request) => requireStaff(request),
  admin: (request) => requireStaff(request, ['admin']),
};

const callers = new WeakMap<FastifyRequest, SessionUser>();

/** A route as added, with what it declares (`declaredRoutes`). */
export interface DeclaredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

/** The routes of each app that registered the rules, by its HTTP server (shared by its plugins). */
const declared = new WeakMap<object, DeclaredRoute[]>();

/** Every route added under `registerRouteRules`, with its declarations (tests list them). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app.server) ?? [];
}

/** Methods that only read: they need not declare `auth` (none unless declared) nor `invalidates`. */
const READS = new Set(['GET', 'HEAD']);

function writes(method: RouteOptions['method']): boolean {
  return (Array.isArray(method) ? method : [method]).some((one) => !READS.has(one.toUpperCase()));
}

/** The route's `auth`, then its `limits`. */
async function applyRules(request: FastifyRequest): Promise<void> {
  const { auth = 'none', limits = [] } = request.routeOptions.config;
  let user: SessionUser | null = null;
  if (typeof auth === 'function') user = await auth(request);
  else if (auth in SIGNED_IN) user = await SIGNED_IN[auth]!(request);
  // Asked only when a limit counts per account or keys by the caller: the handler asks itself if it
  // wants to know.
  else if (auth === 'optional' && limits.some((limit) => !('network' in limit)))
    user = await request.getUser();
  else if (auth === 'user-if-sent') user = request.headers.authorization ? await requireUser(request) : null;
  if (user && auth !== 'optional' && auth !== 'user-if-sent') callers.set(request, user);
  const limiter = request.server.rateLimiter;
  for (const limit of limits) {
    if ('network' in limit) {
      await limiter.consumeByNetwork(limit.network, request.ip, limit.rule);
    } else if ('key' in limit) {
      const key = limit.key(request, user);
      if (key !== null) await limiter.consume(key, limit.rule);
    } else if (user) {
      const rule = typeof limit.rule === 'function' ? limit.rule(user) : limit.rule;
      await limiter.consume(`${limit.user}:${user.id}`, rule);
    }
  }
}

/**
 * Applies what each route declares in its `config` (issue 32): `idempotent`, `auth` and `limits`
 * run as the route's first preHandlers, after validation (a malformed request is a 400 before it is
 * a 401, as when handlers checked), in that order; `invalidates` is read by the page cache
 * (plugins/page-cache.ts). A route that writes (any method but GET and HEAD) and does not say who
 * may call it and which caches it changes is refused when it is added: a new route cannot forget.
 */
export function registerRouteRules(app: FastifyInstance): void {
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = callers.get(this);
      if (!user) {
        throw new Error(
          `${this.method} ${this.routeOptions.url} reads request.user but declares no signed-in auth`,
        );
      }
      return user;
    },
  });
  const idempotency = idempotencyHooks(app);
  const routes: DeclaredRoute[] = [];
  declared.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config });
    if (writes(route.method) && (config.auth === undefined || config.invalidates === undefined)) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.auth and config.invalidates (plugins/route-rules.ts)`,
      );
    }
    const rules = config.auth !== undefined || config.limits !== undefined;
    if (!rules && !config.idempotent) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [
      ...(config.idempotent ? idempotency.preHandler : []),
      ...(rules ? [applyRules] : []),
      ...own,
    ];
    if (config.idempotent) {
      const onSend = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [idempotency.onSend, ...onSend];
    }
  });
}
