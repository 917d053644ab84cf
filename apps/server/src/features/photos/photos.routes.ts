import { errorEnvelopeSchema, LIMITS } from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readUpload } from '../../lib/uploads.ts';
import { route } from '../../plugins/route.ts';
import { uploadPhoto } from './upload-photo.ts';

const optionalId = z.uuid().optional();
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

/** At most this many uploads per user per hour; a review needs at most ten. */
const UPLOADS_PER_HOUR = { limit: 60, windowSeconds: 60 * 60 };
/** Anonymous accounts are cheap: uploads are counted per network too. */
const UPLOADS_PER_NETWORK_HOUR = { limit: 120, windowSeconds: 60 * 60 };

export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  route(
    app,
    'POST /photos/upload',
    {
      tags: ['photos'],
      security: [{ bearerAuth: [] }],
      summary: `Upload a photo (multipart: file; optional placeId, reviewId, commentId). JPG, PNG or WebP up to ${LIMITS.photoMaxBytes / 1024 / 1024} MB`,
      errors,
      // A retried upload with the same key answers the first photo. The multipart body is read by
      // the handler, after the key is checked, so the key's fingerprint is the method and URL only.
      config: {
        auth: 'user',
        idempotent: true,
        limits: [
          { user: 'photos:user', rule: UPLOADS_PER_HOUR },
          { network: 'photos', rule: UPLOADS_PER_NETWORK_HOUR },
        ],
        invalidates: [],
      },
      bodyLimit: LIMITS.photoMaxBytes + 64 * 1024,
    },
    async (request, reply) => {
      const { file, fields } = await readUpload(request, { maxBytes: LIMITS.photoMaxBytes });
      const ids = z
        .object({ placeId: optionalId, reviewId: optionalId, commentId: optionalId })
        .safeParse(fields);
      if (!ids.success) {
        throw new AppError('VALIDATION_FAILED', 'Invalid identifier', {
          details: ids.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        });
      }
      const photo = await uploadPhoto(app.database.db, app.mediaStorage, {
        ownerId: request.user.id,
        file,
        ...ids.data,
      });
      return reply.code(201).send(photo);
    },
  );
};
