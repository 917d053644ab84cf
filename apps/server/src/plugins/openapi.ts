import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 document generated from the routes' zod contracts; served at /api/v1/openapi.json. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SofaScout API',
        description:
          'Reviews of apartments, buildings, districts and cities. Errors use one envelope: ' +
          '{ statusCode, code, message, details? }. Lists are keyset-paginated with limit and cursor.',
        version: options.version,
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Opaque session token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hiddenTag: 'internal',
  });
}
