import { errorEnvelopeSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import { getTranslationPreferences, saveTranslationPreferences } from '../auth/index.ts';
import { translateTexts } from './translate-texts.ts';
import { hasServerProvider } from './translation-providers.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
const tags = ['translations'];

/**
 * Limits (ours). A reader sends one request per page (every foreign text on it at once), so a
 * person never meets the visitor limits; the global one caps what the providers cost per hour
 * across every visitor and instance (cache hits do not count). Provider calls are also counted per
 * visitor: one address may spend 5% of the global budget an hour, its /24 (or /48) 20%, one account
 * 5%, so no one network can leave the others without translations.
 */
export const TRANSLATION_LIMITS = {
  perIp: { limit: 300, windowSeconds: 60 * 60 },
  perUser: { limit: 300, windowSeconds: 60 * 60 },
  providerCallsPerIp: { limit: 150, windowSeconds: 60 * 60 },
  providerCallsPerUser: { limit: 150, windowSeconds: 60 * 60 },
  providerCallsGlobal: { limit: 3000, windowSeconds: 60 * 60 },
};

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const config = app.config.translation;

  route(
    app,
    'POST /translations',
    {
      tags,
      summary:
        'Machine-translate published reviews, comments and summary quotes named by id (the stored originals never change)',
      errors,
      config: {
        auth: 'optional',
        // A server without a provider answers 503 and counts nothing.
        limits: hasServerProvider(config)
          ? [
              { network: 'translations', rule: TRANSLATION_LIMITS.perIp },
              { user: 'translations:user', rule: TRANSLATION_LIMITS.perUser },
            ]
          : [],
        invalidates: [],
      },
    },
    async (request) => {
      if (!hasServerProvider(config)) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Translation is not configured on this server');
      }
      const user = await request.getUser();
      return translateTexts(db(), {
        ...request.body,
        config,
        beforeProviderCall: async (count) => {
          // The handler's limit (issue 32): only provider calls count, known after the cache.
          for (let i = 0; i < count; i += 1) {
            // The visitor's own share first: past it, the global budget is not touched.
            await app.rateLimiter.consumeByNetwork(
              'translations:provider',
              request.ip,
              TRANSLATION_LIMITS.providerCallsPerIp,
            );
            if (user) {
              await app.rateLimiter.consume(
                `translations:provider:user:${user.id}`,
                TRANSLATION_LIMITS.providerCallsPerUser,
              );
            }
            await app.rateLimiter.consume('translations:global', TRANSLATION_LIMITS.providerCallsGlobal);
          }
        },
      });
    },
  );

  route(
    app,
    'GET /translations/preferences',
    {
      tags,
      security: [{ bearerAuth: [] }],
      summary: 'The languages one always has translated',
      errors,
      config: { auth: 'user' },
    },
    async (request) => getTranslationPreferences(db(), request.user.id),
  );

  route(
    app,
    'PUT /translations/preferences',
    {
      tags,
      security: [{ bearerAuth: [] }],
      summary: 'Remember the languages one always has translated',
      errors,
      config: {
        auth: 'user',
        limits: [{ user: 'translations:preferences:user', rule: { limit: 120, windowSeconds: 60 * 60 } }],
        invalidates: [],
      },
    },
    async (request) => {
      await saveTranslationPreferences(db(), request.user.id, request.body.alwaysFrom);
      return getTranslationPreferences(db(), request.user.id);
    },
  );
};
