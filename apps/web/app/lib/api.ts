import type { ErrorEnvelope } from '@app/contracts';
import { STORAGE_KEYS } from '@app/contracts';

/** An API failure carrying the envelope's code, so screens can translate it. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly envelope: ErrorEnvelope | undefined;

  constructor(status: number, code: string, message: string, envelope?: ErrorEnvelope) {
    super(message);
    this.status = status;
    this.code = code;
    this.envelope = envelope;
  }
}

let apiBaseUrl = '/api/v1';
let unauthorizedHandler: (() => void) | undefined;

/** Spec section 4: a 401 on a request that carried a token means the session is gone. */
export function onUnauthorized(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/** Set once from the server's public config (spec section 7: configurable base URL). */
export function configureApi(baseUrl: string) {
  apiBaseUrl = baseUrl;
}

/** The API base URL the browser uses (for URLs that a non-fetch client, like a widget, needs). */
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Explicit bearer token; otherwise the stored one is sent (spec section 7). */
  token?: string | null;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, token, headers, ...init } = options;
  const finalHeaders = new Headers(headers);
  const bearer = token === undefined ? getStoredToken() : token;
  if (bearer && !finalHeaders.has('authorization')) finalHeaders.set('authorization', `Bearer ${bearer}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    finalHeaders.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, { ...init, headers: finalHeaders, body: payload ?? null });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    // A wrong password (401 from sign-in) says nothing about the session the request carried.
    const isCredentialCheck = /^\/auth\/sign-(in|up)\b/.test(path);
    if (response.status === 401 && bearer && !isCredentialCheck) unauthorizedHandler?.();
    const envelope = data as ErrorEnvelope | null;
    throw new ApiError(
      response.status,
      envelope?.code ?? 'HTTP_ERROR',
      envelope?.message ?? response.statusText,
      envelope ?? undefined,
    );
  }
  return data as T;
}
