import type { ErrorCode, ErrorDetailCode, ErrorEnvelope } from '@app/contracts';
import { STORAGE_KEYS } from '@app/contracts';
import type { MessageKey } from '@app/i18n';

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

/**
 * A failure of one step of a longer action, with the text that names the step: a publish whose
 * anonymous sign-in failed says "Failed to sign in anonymously", not "Failed to publish the review".
 * The cause's own code still wins where it has a text (rate limited, offline).
 */
export class StepFailed extends Error {
  override name = 'StepFailed';
  readonly key: MessageKey;

  constructor(key: MessageKey, cause: unknown) {
    super(key, { cause });
    this.key = key;
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

/** The signed-in browser's token; none on the server (a thrown error per API call there cost ~1 % of a render). */
export function getStoredToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
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
