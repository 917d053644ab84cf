import { createHash } from 'node:crypto';
import { errorEnvelopeSchema } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import { normalizePagePath, recordPageView } from './record-page-view.ts';

/** A reader opens a few pages a minute; a reload loop or a script is cut off. */
const PAGE_VIEW_LIMIT = { limit: 60, windowSeconds: 60 };

/** Crawlers and link previews are not readers; they get the same answer and count nothing. */
function isReader(request: FastifyRequest): boolean {
  const userAgent = request.headers['user-agent'] ?? '';
  return userAgent !== '' && !isbot(userAgent);
}

/**
 * Only a reader's view of a page of this site counts (an invalid path is a 400 that counts nothing).
 * The address only keys a short-lived counter, hashed so not even the rate limiter's store holds
 * it; nothing about the visitor reaches the database.
 */
function readerKey(request: FastifyRequest, path: string): string | null {
  if (!normalizePagePath(path) || !isReader(request)) return null;
  return `page-views:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
}

export const pageViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'POST /page-views',
    {
      tags: ['page-views'],
      summary: 'Count a page view (first-party, per path and day, no personal data)',
      errors: {
        400: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
      config: {
        auth: 'none',
        limits: [{ key: (request) => readerKey(request, request.body.path), rule: PAGE_VIEW_LIMIT }],
        invalidates: [],
      },
    },
    async (request, reply) => {
      const path = normalizePagePath(request.body.path);
      if (!path) {
        throw new AppError('VALIDATION_FAILED', 'Not a page of this site', {
          details: [{ field: 'path', message: 'Not a page of this site' }],
        });
      }
      if (!isReader(request)) return reply.code(204).send();
      await recordPageView(app.database.db, path);
      return reply.code(204).send();
    },
  );
};
