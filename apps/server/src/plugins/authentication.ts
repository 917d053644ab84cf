import { AUTH_MESSAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { coarsePlace, deviceLabel } from '../lib/device-label.ts';
import type { SessionUser } from '../lib/session-user.ts';

/** Resolves a bearer token to its user (features/auth's findSessionUser, handed in by app.ts). */
export type FindSessionUser = (
  db: FastifyInstance['database']['db'],
  token: string,
  where: { device: string | null; place: string | null },
) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the bearer token; null when none. */
    getUser(): Promise<SessionUser | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer <token>` lazily: routes that never ask pay nothing. A malformed,
 * unknown, expired or revoked token means "no user"; routes decide whether that is a 401.
 */
export function registerAuthentication(app: FastifyInstance, findSessionUser: FindSessionUser) {
  app.decorateRequest('getUser', function getUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token
        ? findSessionUser(app.database.db, token, {
            device: deviceLabel(this.headers['user-agent']),
            place: coarsePlace(this.headers, app.config.trustProxy),
          })
        : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
}

/** The signed-in user (anonymous accounts included) or 401. Banned accounts cannot write. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.getUser();
  if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (user.isBanned) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
  return user;
}

/** A signed-in user with a real (non-anonymous) account, or 401/403. */
export async function requireRegisteredUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.isAnonymous) throw new AppError('FORBIDDEN', 'A registered account is required');
  return user;
}

/**
 * A registered account with a verified address (spec 6: verification is needed to use all
 * features). Google accounts arrive verified by the provider; staff are made verified.
 */
export async function requireVerifiedUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireRegisteredUser(request);
  if (!user.isVerified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  return user;
}

/** A moderator or an admin (`roles` narrows it), or 401/403. Checked on every moderation call. */
export async function requireStaff(
  request: FastifyRequest,
  roles: ReadonlyArray<'moderator' | 'admin'> = ['moderator', 'admin'],
): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role as 'moderator' | 'admin')) {
    throw new AppError('FORBIDDEN', "You don't have permission to do this");
  }
  return user;
}
