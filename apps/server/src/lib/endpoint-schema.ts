import type { Endpoint } from '@app/contracts';
import type { z } from 'zod';

type ResponseSchemas = Record<number, z.ZodType>;
type SuccessStatus<E extends Endpoint> = E extends { status: infer S extends number } ? S : 200;

/** A route's schema parts from its endpoint in @app/contracts, in Fastify's names. */
export type EndpointRouteSchema<E extends Endpoint, X extends ResponseSchemas> = (E extends {
  params: infer P extends z.ZodType;
}
  ? { params: P }
  : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { querystring: Q } : unknown) &
  (E extends { body: infer B extends z.ZodType } ? { body: B } : unknown) & {
    response: { [S in SuccessStatus<E>]: E['response'] } & X;
  };

/**
 * The params, querystring, body and success response of a route, taken from its endpoint object in
 * @app/contracts (the same objects the web's client is typed by), with the route's error answers;
 * `route()` (plugins/route.ts) registers a feature's route with them.
 * test/endpoints.test.ts checks that each endpoint is registered with its method.
 */
export function endpointSchema<
  const E extends Endpoint,
  const X extends ResponseSchemas = Record<never, never>,
>(endpoint: E, errors?: X): EndpointRouteSchema<E, X> {
  const schema: Record<string, unknown> = {
    response: { [endpoint.status ?? 200]: endpoint.response, ...errors },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  return schema as EndpointRouteSchema<E, X>;
}
