import { z } from 'zod';

/**
 * Error codes of the API. Each says when it is thrown; the HTTP status is fixed per code so
 * clients can rely on it. `message` stays English and stable (the sign-in screen maps some of
 * them, spec section 8); the web app translates by code.
 */
export const ERROR_CODES = {
  /** A body, query or params failed its schema; `details` lists one entry per field. */
  VALIDATION_FAILED: 400,
  /**
   * The request body is not parseable JSON or multipart, or the request itself cannot be read (a
   * malformed request line, a body that ends before its length or closing boundary).
   */
  BAD_REQUEST: 400,
  /** No token, or the token is unknown, expired or revoked. */
  UNAUTHORIZED: 401,
  /** Signed in, but not allowed to do this to this resource. */
  FORBIDDEN: 403,
  /**
   * An e-mail account whose address is not verified tried what needs it: voting (fake addresses
   * would otherwise make cheap vote accounts), or signing in when REQUIRE_VERIFIED_SIGN_IN is on.
   */
  EMAIL_NOT_VERIFIED: 403,
  /**
   * A sign-in from a network (or to an account) with several recent failed attempts must carry a
   * solved captcha (`captcha` in the body), or it carried one that did not verify. Not a lockout:
   * with the captcha the right password signs in.
   */
  CAPTCHA_REQUIRED: 403,
  /** No route matches the path. */
  ROUTE_NOT_FOUND: 404,
  /** The resource (user, place, review…) does not exist or is not visible. */
  NOT_FOUND: 404,
  /** The request's headers did not arrive in time (Node's headersTimeout); the connection is closed. */
  REQUEST_TIMEOUT: 408,
  /** A unique constraint would be violated (for example an e-mail already in use). */
  CONFLICT: 409,
  /** A request with this Idempotency-Key is still running (a double submit); retry in a moment. */
  IDEMPOTENCY_KEY_IN_USE: 409,
  /**
   * This Idempotency-Key's request was carried out (its write committed) but its answer was lost (the
   * database stalled before it was stored): nothing is done again; reload to see the result.
   */
  IDEMPOTENCY_KEY_COMPLETED: 409,
  /** This Idempotency-Key was already used by this user for a different request (other body or URL). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The request body is larger than allowed. */
  PAYLOAD_TOO_LARGE: 413,
  /** The media type is not one we accept. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests in the window; `retryAfterSeconds` says when to retry. */
  RATE_LIMITED: 429,
  /** The request's headers are larger than the server reads (16 KB); the connection is closed. */
  REQUEST_HEADERS_TOO_LARGE: 431,
  /** Anything unexpected; details are logged, never sent. */
  INTERNAL_ERROR: 500,
  /** A dependency (database, provider) is unavailable; retry later. */
  SERVICE_UNAVAILABLE: 503,
  /**
   * The database stopped answering after a write was sent (its COMMIT, or a single-statement write):
   * it may have been saved. Retry with the same Idempotency-Key, which makes the retry safe. A 503,
   * by contrast, always means nothing was saved (docs/scaling.md).
   */
  WRITE_OUTCOME_UNKNOWN: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const errorDetailSchema = z.object({
  field: z.string().describe('Dotted path of the offending field, e.g. "aspects.noise.rating"'),
  message: z.string(),
  code: z.string().optional(),
});

export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
    retryAfterSeconds: z.number().int().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
