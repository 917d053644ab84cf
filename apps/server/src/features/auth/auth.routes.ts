import {
  AUTH_MESSAGES,
  authResultSchema,
  errorEnvelopeSchema,
  isLocale,
  LOCALES,
  type Locale,
  type signInRequestSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { deviceParts } from '../../lib/device-label.ts';
import { route } from '../../plugins/route.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { AUTH_LIMITS, accountKey } from './auth-limits.ts';
import { resendVerificationEmail, verifyEmailWithToken } from './email-verification.ts';
import { signInWithGoogle } from './google-sign-in.ts';
import { createOidcClient } from './oidc-client.ts';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.ts';
import {
  listSessions,
  revokeAllSessions,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
} from './sessions.ts';
import { signInAnonymously, signInWithEmail } from './sign-in.ts';
import { checkSignInGuard } from './sign-in-guard.ts';
import { completeSignUp, signUpStatus, signUpWithEmail } from './sign-up.ts';
import { loadUserProfile } from './user-profile.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** The interface language the request came from (for an account's first language). */
function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const db = database.db;
  const mediaUrl = (key: string) => app.mediaStorage.publicUrl(key);
  const callbackUris = new Set(LOCALES.map((l) => `${config.publicUrl}/${l}/auth/google/callback`));
  const oidc = config.oidc
    ? createOidcClient(config.oidc, { isAllowedRedirectUri: (uri) => callbackUris.has(uri) })
    : undefined;

  const authResult = async (result: { userId: string; token: string }) => ({
    token: result.token,
    user: await loadUserProfile(db, result.userId, mediaUrl),
  });

  /** The caller's anonymous account, which a sign-up turns into the new account. */
  const anonymousCaller = async (request: FastifyRequest) => {
    const current = await request.getUser();
    return current?.isAnonymous ? current.id : null;
  };

  async function googleSignIn(request: FastifyRequest, body: z.infer<typeof signInRequestSchema>) {
    if (body.type !== 'google') throw new Error('unreachable');
    if (!oidc) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleNotConfigured);
    const claims = await oidc.verifyCredential(body);
    return signInWithGoogle(db, {
      claims,
      language: body.language ?? requestLocale(request),
      timezone: body.timezone,
      anonymousUserId: await anonymousCaller(request),
    });
  }

  route(
    app,
    'POST /auth/sign-up',
    {
      tags: ['auth'],
      summary:
        'Sign up. E-mail: answers 202 whether or not the address has an account (a new one receives a link that completes the sign-up, a known one a mail to its owner). Google: creates the account (or upgrades the caller’s anonymous one) and answers a session',
      errors: { 201: authResultSchema, ...errors },
      config: {
        auth: 'optional',
        limits: [
          { network: 'sign-up', rule: AUTH_LIMITS.signUpPerIp },
          // Counted per address whether or not it has an account: the limit tells nothing either,
          // and it stops a flood of mails to one inbox (sending the form again is the "resend").
          {
            key: ({ body }) => (body.type === 'email' ? `sign-up:account:${accountKey(body.email)}` : null),
            rule: AUTH_LIMITS.signUpPerAccount,
          },
        ],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.type !== 'email')
        return reply.code(201).send(await authResult(await googleSignIn(request, body)));
      await signUpWithEmail(db, {
        email: body.email,
        password: body.password,
        name: body.name,
        language: body.language ?? requestLocale(request),
        timezone: body.timezone,
        anonymousUserId: await anonymousCaller(request),
        publicUrl: config.publicUrl,
        watch: body.watch,
      });
      app.mailer.kick();
      return reply.code(202).send({ status: 'verification-sent' as const });
    },
  );

  route(
    app,
    'POST /auth/sign-up/status',
    {
      tags: ['auth'],
      summary:
        'Whether the e-mail sign-up this browser started (its own random `watch`, sent with the sign-up) was completed, here or on another device. Never keyed by the address: a known address stays "pending"',
      errors,
      config: {
        auth: 'none',
        limits: [{ network: 'sign-up-status', rule: AUTH_LIMITS.signUpStatusPerIp }],
        // A read sent as a POST, polled every few seconds by a browser waiting for its sign-up:
        // it changes nothing (the URL pattern it replaced emptied every cache on each poll).
        invalidates: [],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: await signUpStatus(db, request.body.watch) };
    },
  );

  route(
    app,
    'POST /auth/sign-up/complete',
    {
      tags: ['auth'],
      summary:
        'Complete an e-mail sign-up with the token from its link: creates the verified account (or upgrades the anonymous account that signed up) and answers a session. A link works once',
      errors,
      config: {
        auth: 'none',
        limits: [{ network: 'sign-up-complete', rule: AUTH_LIMITS.completeSignUpPerIp }],
        invalidates: ['pages', 'sitemaps'],
      },
    },
    async (request) => authResult(await completeSignUp(db, request.body.token)),
  );

  route(
    app,
    'POST /auth/sign-in',
    {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password, or with Google',
      errors,
      config: {
        auth: 'optional',
        limits: [{ network: 'sign-in', rule: AUTH_LIMITS.signInPerIp }],
        invalidates: [],
      },
    },
    async (request) => {
      const body = request.body;
      if (body.type === 'email') {
        // The handler's limit (issue 32): the guard counts failed sign-ins, known after the attempt.
        const guard = await checkSignInGuard(app.rateLimiter, accountKey(body.email), request.ip);
        // The captcha is checked before the password, so that past the threshold no guess is
        // tried without one.
        if (
          guard.captchaRequired &&
          !(body.captcha && (await verifyCaptcha(db, config.captcha, body.captcha, request.ip)))
        ) {
          throw new AppError('CAPTCHA_REQUIRED', AUTH_MESSAGES.captchaRequired, {
            details: [{ field: 'captcha', message: AUTH_MESSAGES.captchaRequired, code: 'CAPTCHA_REQUIRED' }],
          });
        }
        try {
          return await authResult(
            await signInWithEmail(db, {
              email: body.email,
              password: body.password,
              requireVerified: config.requireVerifiedSignIn,
            }),
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await guard.recordFailure();
          throw error;
        }
      }
      return authResult(await googleSignIn(request, body));
    },
  );

  route(
    app,
    'POST /auth/anonymous/sign-in',
    {
      tags: ['auth'],
      summary: 'Create an anonymous account (may write reviews, earns no points)',
      errors,
      config: {
        auth: 'none',
        limits: [{ network: 'anonymous', rule: AUTH_LIMITS.anonymousPerIp }],
        invalidates: [],
      },
    },
    async (request) => authResult(await signInAnonymously(db, { language: requestLocale(request) })),
  );

  route(
    app,
    'GET /auth/current',
    {
      tags: ['auth'],
      summary: 'The signed-in user',
      errors,
      config: { auth: 'user' },
    },
    async (request) => ({ user: await loadUserProfile(db, request.user.id, mediaUrl) }),
  );

  route(
    app,
    'POST /auth/sign-out',
    {
      tags: ['auth'],
      summary: 'Revoke the current session',
      errors,
      config: { auth: 'optional', invalidates: [] },
    },
    async (request, reply) => {
      const user = await request.getUser();
      if (user) await revokeSession(db, user.sessionId);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'GET /auth/sessions',
    {
      tags: ['auth'],
      summary: 'Your open sessions (signed-in browsers and devices), the most recently used first',
      errors,
      config: { auth: 'user' },
    },
    async (request) => {
      const user = request.user;
      const rows = await listSessions(db, user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          device: row.device,
          ...deviceParts(row.device),
          place: row.place,
          current: row.id === user.sessionId,
        })),
      };
    },
  );

  route(
    app,
    'DELETE /auth/sessions/:id',
    {
      tags: ['auth'],
      summary: 'Sign out one of your sessions (another device, or this one)',
      errors: { ...errors, 404: errorEnvelopeSchema },
      config: { auth: 'registered', invalidates: [] },
    },
    async (request, reply) => {
      // An anonymous account's session is its only way in (auth: registered): not ended from a list.
      if (!(await revokeUserSession(db, request.user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'Session not found');
      }
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /auth/sessions/sign-out-others',
    {
      tags: ['auth'],
      summary: 'Sign out every other session of your account, keeping this one',
      errors,
      config: { auth: 'registered', invalidates: [] },
    },
    async (request, reply) => {
      await revokeUserSessions(db, request.user.id, request.user.sessionId);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /auth/sign-out-everywhere',
    {
      tags: ['auth'],
      summary: 'Revoke every session of your account, this one included',
      errors,
      config: { auth: 'registered', invalidates: [] },
    },
    async (request, reply) => {
      // An anonymous account's session is its only way in (auth: registered): not ended from a list.
      await revokeAllSessions(db, request.user.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /auth/email/verify',
    {
      tags: ['auth'],
      summary: 'Confirm an e-mail address with the token from the e-mail',
      errors,
      config: { auth: 'none', invalidates: [] },
    },
    async (request, reply) => {
      await verifyEmailWithToken(db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /auth/email/verify/resend',
    {
      tags: ['auth'],
      summary: 'Send the verification e-mail again (cooldown: 120 seconds)',
      errors,
      config: {
        auth: 'user',
        limits: [
          { network: 'resend', rule: AUTH_LIMITS.resendPerIp },
          { user: 'resend:account', rule: AUTH_LIMITS.resendPerAccount },
        ],
        invalidates: [],
      },
    },
    async (request, reply) => {
      await resendVerificationEmail(db, { userId: request.user.id, publicUrl: config.publicUrl });
      app.mailer.kick();
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    'POST /auth/email/password-reset/request',
    {
      tags: ['auth'],
      summary: 'E-mail a password reset link (answers the same whether or not the address is registered)',
      errors,
      config: {
        auth: 'none',
        limits: [
          { network: 'reset-request', rule: AUTH_LIMITS.resetRequestPerIp },
          // Counted per address whether or not it has an account, as a sign-up.
          {
            key: ({ body }) => `reset-request:account:${accountKey(body.email)}`,
            rule: AUTH_LIMITS.resetRequestPerAccount,
          },
        ],
        invalidates: [],
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, { email: request.body.email, publicUrl: config.publicUrl });
      app.mailer.kick();
      return reply.code(202).send({ accepted: true });
    },
  );

  route(
    app,
    'POST /auth/email/password-reset',
    {
      tags: ['auth'],
      summary: 'Set a new password with the token from the e-mail; signs out every other session',
      errors,
      config: {
        auth: 'none',
        limits: [{ network: 'reset', rule: AUTH_LIMITS.resetPerIp }],
        invalidates: [],
      },
    },
    async (request) => authResult(await resetPasswordWithToken(db, request.body)),
  );

  route(
    app,
    'GET /auth/google/config',
    {
      tags: ['auth'],
      summary: 'Where the browser starts the Google (OpenID Connect) sign-in',
      errors: {
        404: errorEnvelopeSchema,
        503: errorEnvelopeSchema,
      },
    },
    async () => {
      if (!oidc) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleNotConfigured);
      return oidc.authorizationParameters();
    },
  );
};
