import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      version: app.config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: readyResponseSchema, 503: readyResponseSchema.or(errorEnvelopeSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 2000).unref()),
        ]);
        return { status: 'ready' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const });
      }
    },
  );
};
