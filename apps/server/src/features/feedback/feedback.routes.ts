import { errorEnvelopeSchema, isLocale } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/route.ts';
import { createFeedback } from './create-feedback.ts';

/** Abuse limits (ours): a person reporting problems never meets them; a flood is stopped. */
const FEEDBACK_LIMITS = {
  perIp: { limit: 10, windowSeconds: 60 * 60 },
  perUser: { limit: 10, windowSeconds: 60 * 60 },
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'POST /feedback',
    {
      tags: ['feedback'],
      summary: 'Send feedback or report a problem',
      errors: {
        400: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
      config: {
        auth: 'optional',
        // Signed-in senders only: idempotency keys are per user.
        idempotent: true,
        limits: [
          { network: 'feedback', rule: FEEDBACK_LIMITS.perIp },
          { user: 'feedback:user', rule: FEEDBACK_LIMITS.perUser },
        ],
        invalidates: [],
      },
    },
    async (request, reply) => {
      const language = request.headers['accept-language']?.slice(0, 2);
      const user = await request.getUser();
      const created = await createFeedback(app.database.db, {
        ...request.body,
        language: isLocale(language) ? language : undefined,
        userId: user?.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );
};
