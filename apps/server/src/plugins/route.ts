import { type Endpoint, type EndpointName, endpoints } from '@app/contracts';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type EndpointRouteSchema, endpointSchema } from '../lib/endpoint-schema.ts';
import type { RouteLimit } from './route-rules.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The @app/contracts endpoint the route serves, as `route()` registered it. */
    endpoint?: EndpointName;
  }
}

/** A feature's routes plugin's app, typed by its zod schemas. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type ResponseSchemas = Record<number, z.ZodType>;
type Endpoints = typeof endpoints;
type SchemaOf<N extends EndpointName, X extends ResponseSchemas> = EndpointRouteSchema<
  Extract<Endpoints[N], Endpoint>,
  X
>;

/** The request a route's handler gets: params, query and body typed by its endpoint. */
export type EndpointRequest<
  N extends EndpointName,
  X extends ResponseSchemas = Record<never, never>,
> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<N, X>,
  ZodTypeProvider
>;

/** What a route says besides its endpoint: its documentation, error answers and rules. */
export interface EndpointRouteOptions<N extends EndpointName, X extends ResponseSchemas> {
  tags: readonly string[];
  summary: string;
  /** The OpenAPI security requirement (a bearer session) when the route reads the caller. */
  security?: FastifySchema['security'];
  /** Its error answers by status (the success answer is the endpoint's). */
  errors?: X;
  /** Its rules (plugins/route-rules.ts); a limit's `key` reads the typed request. */
  config?: Omit<FastifyContextConfig, 'limits' | 'endpoint'> & {
    limits?: readonly RouteLimit<EndpointRequest<N, X>>[];
  };
  bodyLimit?: number;
}

type Handler<N extends EndpointName, X extends ResponseSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<N, X>,
  ZodTypeProvider
>;

/**
 * Registers the route of one @app/contracts endpoint, named once (issue 32): its method, path,
 * params, query, body and success answer come from `endpoints[name]` (a multipart one consumes
 * multipart/form-data), the rest from `options`:
 * `route(app, 'GET /comments', { tags, summary, errors, config }, async (request) => …)`.
 * test/endpoints.test.ts checks that every endpoint is served; test/route-rules.test.ts that each
 * feature route is registered this way.
 */
export function route<const N extends EndpointName, const X extends ResponseSchemas = Record<never, never>>(
  app: ZodApp,
  name: N,
  options: EndpointRouteOptions<N, X>,
  handler: Handler<N, X>,
): void {
  const endpoint: Endpoint = endpoints[name];
  const { tags, security, summary, errors, config, bodyLimit } = options;
  const schema: FastifySchema = {
    tags,
    ...(security && { security }),
    summary,
    ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
    ...endpointSchema(endpoint, errors),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...(config as FastifyContextConfig), endpoint: name },
    ...(bodyLimit !== undefined && { bodyLimit }),
    // Typed by the endpoint (`Handler`); Fastify has the schema only as a value here.
    handler: handler as unknown as RouteHandlerMethod<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      RouteGenericInterface,
      ContextConfigDefault,
      FastifySchema,
      ZodTypeProvider
    >,
  });
}
