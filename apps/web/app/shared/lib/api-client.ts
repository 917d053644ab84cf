import {
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Endpoints,
  type ErrorEnvelope,
  REVIEW_KEY_HEADER,
} from '@app/contracts';
import { ApiError, getApiBaseUrl, getStoredToken, notifyUnauthorized } from './api';
import { reviewGrant } from './review-keys';

/**
 * The one client of the API (issue 19): every call names an endpoint of @app/contracts by its method
 * and path ('PATCH /reviews/:id') and gets its typed answer. Nothing of @app/contracts but a constant is imported at
 * run time (the name carries the method and path), so no zod and no route table reach the browser. Answers are not parsed again here: the server
 * checks each one against the same schema (lib/response-serializer.ts, in tests and development).
 */

/** How the client reaches the API: a path under the API base and a request. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

type HasKey<N extends EndpointName, K extends string> = K extends keyof Endpoints[N] ? true : false;

type ParamsOption<N extends EndpointName> =
  HasKey<N, 'params'> extends true ? { params: EndpointParams<N> } : { params?: never };
type QueryOption<N extends EndpointName> =
  HasKey<N, 'query'> extends true
    ? Record<never, never> extends EndpointQuery<N>
      ? { query?: EndpointQuery<N> }
      : { query: EndpointQuery<N> }
    : { query?: never };
type BodyOption<N extends EndpointName> = Endpoints[N] extends { multipart: true }
  ? { body: FormData }
  : HasKey<N, 'body'> extends true
    ? { body: EndpointBody<N> }
    : { body?: never };

export type CallOptions<N extends EndpointName> = ParamsOption<N> &
  QueryOption<N> &
  BodyOption<N> & {
    /** Explicit bearer token (null: none); otherwise the stored one is sent (spec section 7). */
    token?: string | null;
    signal?: AbortSignal | null;
    /**
     * Sent as `Idempotency-Key` on create requests: the server answers a repeat with the first result,
     * so the request is retried on a network error, a 503 or a 504 without creating a second row.
     */
    idempotencyKey?: string;
  };

/** The options argument may be left out when the endpoint needs none. */
type OptionsArgs<N extends EndpointName> =
  Record<never, never> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL path of a call: `/reviews/:id` with `{ id }` → `/reviews/<id, encoded>` (the endpoint's
 * type requires every parameter), then the query, unset values left out (lists go joined by commas).
 */
export function callPath(
  path: string,
  params: Record<string, unknown> | undefined,
  query: Record<string, QueryValue> | undefined,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) search.set(key, String(value));
  const text = `${search}`;
  return (
    path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key]))) +
    (text && `?${text}`)
  );
}

/** Attempts of an idempotent request; the pauses between them grow (or follow Retry-After, capped). */
const IDEMPOTENT_ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelayMs(response: Response | null, attempt: number): number {
  const header = Number(response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.min(header, 3) * 1000 : 400 * attempt;
}

/** Calls endpoint `name` through `fetchFn`; answers its success body, or throws an ApiError with the envelope's code. */
export async function callApi<N extends EndpointName>(
  fetchFn: ApiFetch,
  name: N,
  ...[options]: OptionsArgs<N>
): Promise<EndpointResponse<N>> {
  const [method, routePath] = name.split(' ');
  const { params, query, body, token, signal, idempotencyKey } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    token?: string | null;
    signal?: AbortSignal | null;
    idempotencyKey?: string;
  };
  const path = callPath(routePath!, params, query);
  const headers = new Headers();
  const bearer = token === undefined ? getStoredToken() : token;
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
  // A review this browser manages by its private link (issue 30): its grant goes with its calls.
  const reviewId = /^\/reviews\/([0-9a-f-]{36})/.exec(path)?.[1];
  const grant = reviewId && reviewGrant(reviewId);
  if (grant) headers.set(REVIEW_KEY_HEADER, grant);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const attempts = idempotencyKey ? IDEMPOTENT_ATTEMPTS : 1;
  let response: Response | null = null;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await wait(retryDelayMs(response, attempt - 1));
    try {
      response = await fetchFn(path, { method, headers, body: payload, signal });
    } catch (cause) {
      if (attempt < attempts) continue;
      throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
    }
    // The answer is trusted to be the endpoint's (see the module comment): `json()` is untyped.
    // No body (a 204) or not JSON: undefined.
    const json = await response.json().catch(() => undefined);
    if (response.ok) return json;
    const envelope: ErrorEnvelope | undefined = json;
    // Safe to repeat only because the key makes the server answer a repeat with the first result: a
    // 503 saved nothing, and after a 504 (WRITE_OUTCOME_UNKNOWN) the key keeps a saved write from
    // being made twice (docs/scaling.md).
    const isTransient =
      response.status === 503 ||
      response.status === 504 ||
      (response.status === 409 && envelope?.code === 'IDEMPOTENCY_KEY_IN_USE');
    if (attempt < attempts && isTransient) continue;
    // A wrong password (401 from sign-in or sign-up) says nothing about the session the request carried.
    if (response.status === 401 && bearer && !/sign-(in|up)$/.test(name)) notifyUnauthorized();
    throw new ApiError(
      response.status,
      envelope?.code ?? 'HTTP_ERROR',
      envelope?.message ?? response.statusText,
      envelope,
    );
  }
}

/** `callApi` through the browser's fetch, to the configured API base URL: what components call. */
export function api<N extends EndpointName>(
  name: N,
  ...options: OptionsArgs<N>
): Promise<EndpointResponse<N>> {
  return callApi((path, init) => fetch(getApiBaseUrl() + path, init), name, ...options);
}

/**
 * One endpoint as a named call, for a feature's `api/` folder (issue 32, item 4: every call of the
 * API sits in one): `export const getWatches = endpoint('GET /watches')`, then `getWatches({ query })`.
 * Free of side effects, so an unused one leaves nothing in a bundle.
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<N extends EndpointName>(name: N) {
  return (...options: OptionsArgs<N>): Promise<EndpointResponse<N>> => api(name, ...options);
}

/** A call's answer, or the status it failed with (0: no answer): for loaders that map statuses. */
export type Settled<T> = { ok: true; value: T } | { ok: false; status: number };

export function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, status: error instanceof ApiError ? error.status : 0 }),
  );
}
