import { errorEnvelopeSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/route.ts';
import { createSummaryGenerator, type FindQuoteTranslations, summarisePlace } from './summarise-place.ts';
import { voteOnSummary } from './vote-on-summary.ts';
import { warmUpSummariser } from './warm-up.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const tags = ['ai-summary'];

/**
 * Limits (ours), per user and per IP (a reader without an account is limited by IP). Reading a
 * cached summary is a few indexed queries and only counts against the generous read limit. A
 * generation that calls the configured model may cost a paid call, so those are few; a built-in
 * one is a few more queries and is then cached, so a reader clicking through places in three
 * languages never meets its limit, a script does.
 */
export const AI_SUMMARY_LIMITS = {
  readPerIp: { limit: 1200, windowSeconds: 60 * 60 },
  modelPerIp: { limit: 20, windowSeconds: 60 * 60 },
  modelPerUser: { limit: 20, windowSeconds: 60 * 60 },
  builtinPerIp: { limit: 600, windowSeconds: 60 * 60 },
  builtinPerUser: { limit: 600, windowSeconds: 60 * 60 },
  votePerUser: { limit: 60, windowSeconds: 60 * 60 },
  votePerIp: { limit: 120, windowSeconds: 60 * 60 },
  /**
   * Generations by every visitor together, counted after the visitor's own limits (a visitor past
   * theirs spends none of it): what the model (and the database's summarising work) may cost in
   * an hour whatever the number of networks asking. Cached summaries never count.
   */
  modelGlobal: { limit: 1000, windowSeconds: 60 * 60 },
  builtinGlobal: { limit: 12_000, windowSeconds: 60 * 60 },
};

export interface AiSummaryRoutesOptions {
  /** translations/ lends its cache (the route registry wires it: see FindQuoteTranslations). */
  findQuoteTranslations: FindQuoteTranslations;
}

export const aiSummaryRoutes =
  (options: AiSummaryRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = app;
    const generator = createSummaryGenerator({
      db: app.database.db,
      lockAcrossInstances: app.database.kind === 'postgres',
      model: config.aiSummary.model,
      ttlHours: config.aiSummary.ttlHours,
      onModelFailure: (error) =>
        app.log.warn({ err: error }, 'AI summary model failed; the built-in summary is served instead'),
      findQuoteTranslations: options.findQuoteTranslations,
    });
    // In production the detectors are compiled once the server is up, in idle time, instead of
    // during the first reader's summary (tests build many apps and skip it).
    if (config.env === 'production') {
      app.addHook('onReady', async () => {
        setTimeout(warmUpSummariser, 1000).unref();
      });
    }

    route(
      app,
      'GET /ai-summary',
      {
        tags,
        summary: "A place's AI summary in the reader's language (cached; generated when out of date)",
        errors,
        config: {
          auth: 'optional',
          limits: [{ network: 'ai-summary:read', rule: AI_SUMMARY_LIMITS.readPerIp }],
        },
      },
      async (request) => {
        const viewer = await request.getUser();
        return summarisePlace(
          {
            ...generator,
            // The handler's limit (issue 32): only a generation counts, after a cache miss.
            beforeGenerate: async ({ usesModel }) => {
              const L = AI_SUMMARY_LIMITS;
              const [kind, perIp, perUser, global] = usesModel
                ? (['model', L.modelPerIp, L.modelPerUser, L.modelGlobal] as const)
                : (['builtin', L.builtinPerIp, L.builtinPerUser, L.builtinGlobal] as const);
              await app.rateLimiter.consumeByNetwork(`ai-summary:${kind}`, request.ip, perIp);
              if (viewer) await app.rateLimiter.consume(`ai-summary:${kind}:user:${viewer.id}`, perUser);
              await app.rateLimiter.consume(`ai-summary:${kind}:global`, global);
            },
          },
          { placeId: request.query.placeId, lang: request.query.lang, viewerId: viewer?.id ?? null },
        );
      },
    );

    route(
      app,
      'POST /ai-summary/:id/vote',
      {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Was the summary helpful? One changeable vote per user (anonymous accounts too)',
        errors,
        config: {
          auth: 'user',
          limits: [
            { user: 'ai-summary:vote:user', rule: AI_SUMMARY_LIMITS.votePerUser },
            { network: 'ai-summary:vote', rule: AI_SUMMARY_LIMITS.votePerIp },
          ],
          invalidates: [],
        },
      },
      async (request) =>
        voteOnSummary(app.database.db, {
          summaryId: request.params.id,
          userId: request.user.id,
          isHelpful: request.body.helpful,
        }),
    );
  };
