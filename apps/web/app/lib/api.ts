import type { ErrorCode, ErrorDetailCode, ErrorEnvelope } from '@app/contracts';
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

/** Whether the API answered `code`, for the whole request or for one of its fields. */
export function hasErrorCode(error: unknown, code: ErrorCode | ErrorDetailCode): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === code || (error.envelope?.details ?? []).some((detail) => detail.code === code);
}

let apiBaseUrl = '/api/v1';
let unauthorizedHandler: (() => void) | undefined;

/** Spec section 4: a 401 on a request that carried a token means the session is gone. */
export function onUnauthorized(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/** Called by the client (api-client.ts) on a 401 to a request that carried a token. */
export function notifyUnauthorized() {
  unauthorizedHandler?.();
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
  /**
   * Sent as `Idempotency-Key` on create requests: the server answers a repeat with the first result,
   * so the request is retried on a network error, a 503 or a 504 without creating a second row.
   */
  idempotencyKey?: string;
}

/** 128 random bits; getRandomValues also works on plain-http origins, where randomUUID does not exist. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for one form: submitting the same body again (a double click, a retry after a failure) reuses
 * its key; another body gets a new one; `reset()` after a success so an identical new item is new.
 */
export function createSubmissionKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const serialised = JSON.stringify(body);
      if (last?.body !== serialised) last = { body: serialised, key: newIdempotencyKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

/** Attempts of an idempotent request; the pauses between them grow (or follow Retry-After, capped). */
const IDEMPOTENT_ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelayMs(response: Response | null, attempt: number): number {
  const header = Number(response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.min(header, 3) * 1000 : 400 * attempt;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, token, headers, idempotencyKey, ...init } = options;
  const finalHeaders = new Headers(headers);
  const bearer = token === undefined ? getStoredToken() : token;
  if (bearer && !finalHeaders.has('authorization')) finalHeaders.set('authorization', `Bearer ${bearer}`);
  if (idempotencyKey) finalHeaders.set('idempotency-key', idempotencyKey);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    finalHeaders.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const attempts = idempotencyKey ? IDEMPOTENT_ATTEMPTS : 1;
  let response: Response | null = null;
  let data: unknown = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await wait(retryDelayMs(response, attempt - 1));
    try {
      response = await fetch(`${apiBaseUrl}${path}`, {
        ...init,
        headers: finalHeaders,
        body: payload ?? null,
      });
    } catch (cause) {
      if (attempt < attempts) continue;
      throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
    }
    if (response.status === 204) return undefined as T;
    data = (await response.json().catch(() => null)) as unknown;
    // Safe to repeat only because the key makes the server answer a repeat with the first result: a
    // 503 saved nothing, and after a 504 (WRITE_OUTCOME_UNKNOWN) the key keeps a saved write from
    // being made twice (docs/scaling.md).
    const isTransient =
      response.status === 503 ||
      response.status === 504 ||
      (response.status === 409 && (data as ErrorEnvelope | null)?.code === 'IDEMPOTENCY_KEY_IN_USE');
    if (!isTransient) break;
  }
  if (!response) throw new ApiError(0, 'NETWORK_ERROR', 'Network error');
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
