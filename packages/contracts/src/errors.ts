import { z } from 'zod';
import { AUTH_MESSAGES, REVIEW_MESSAGES } from './auth-rules.ts';

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

  // Specific refusals the web explains in the user's language (it maps codes, never messages).
  /** Sign-in: no account with this e-mail, or the wrong password (the same answer for both). */
  INVALID_CREDENTIALS: 401,
  /** The account was suspended by a moderator. */
  ACCOUNT_SUSPENDED: 403,
  /**
   * Google sign-in with an e-mail another account already uses, or a sign-up link opened after the
   * address got an account meanwhile (an e-mail sign-up itself never says so: decision 013).
   */
  EMAIL_TAKEN: 409,
  /** The e-mail address of this account is already verified. */
  EMAIL_ALREADY_VERIFIED: 409,
  /** A verification, password-reset or sign-up link that is unknown, used or expired. */
  INVALID_TOKEN: 400,
  /**
   * A review's management link or code that is unknown, replaced, revoked, or whose review is gone;
   * or a browser's grant from it that expired or was revoked (issue 30).
   */
  REVIEW_KEY_INVALID: 400,
  /** The review does not exist, was removed, or is not visible to the caller. */
  REVIEW_NOT_FOUND: 404,
  /** The place does not exist or is not visible. */
  PLACE_NOT_FOUND: 404,
  /** Only the author may change this review (or add photos to it). */
  REVIEW_EDIT_FORBIDDEN: 403,
  /** A moderator locked this review; its author cannot change it. */
  REVIEW_LOCKED: 403,
  /** Whether the author's name shows can only change before the review is published. */
  AUTHOR_VISIBILITY_FIXED: 409,
  /** A published review's publication date cannot be set again. */
  REVIEW_ALREADY_PUBLISHED: 409,
  /** This user already reported this content. */
  ALREADY_REPORTED: 409,
  /** No known city at this point (GET /places/locate). */
  LOCATION_UNKNOWN: 404,
  /** The watch does not exist or is not the caller's (DELETE /watches/:id). */
  WATCH_NOT_FOUND: 404,
  /**
   * A watch's confirmation or unsubscribe link that is unknown, expired, of the other purpose, or
   * whose watch is gone: nothing is changed.
   */
  WATCH_LINK_INVALID: 400,
  /** POST /watches without a verified account's address and without `email`. */
  WATCH_EMAIL_REQUIRED: 400,
  /** An account or an e-mail address already watches WATCH_LIMITS.perWatcher places. */
  WATCH_LIMIT_REACHED: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Why one field failed: `details[].code` of a VALIDATION_FAILED answer, for the texts the web shows
 * beside a field (spec section 5). A detail without one of these codes carries zod's issue kind.
 */
export const ERROR_DETAIL_CODES = [
  'INVALID_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_CLASSES',
  'PASSWORD_TOO_COMMON',
  'AGREEMENT_REQUIRED',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  /** A review needs at least one rated aspect. */
  'RATING_REQUIRED',
  /** The rating of the aspect named by the field (aspects.<aspect>.rating) is not 1 to 5. */
  'RATING_INVALID',
  'ASPECT_COMMENT_INVALID',
  'ASPECT_COMMENT_TOO_LONG',
  'PERIOD_START_FUTURE',
  'PERIOD_END_FUTURE',
  'PERIOD_ORDER',
  'DATE_INVALID',
  'PUBLISH_DATE_PAST',
  'PUBLISH_DATE_TOO_FAR',
  'TERMS_REQUIRED',
  'CAPTCHA_REQUIRED',
  /** A photo id that does not exist or belongs to someone else. */
  'PHOTO_UNKNOWN',
  /** The address or point could not be placed in a known city. */
  'LOCATION_UNKNOWN',
  /**
   * A new building's point is a guess (the marker never moved or confirmed) and no district was
   * chosen: POST /places/details/for-reviews creates no building there.
   */
  'POINT_NOT_CONFIRMED',
  /** The district given is not one of the given city's. */
  'DISTRICT_NOT_IN_CITY',
  /** A text with a control character (control-characters.ts), in any field. */
  'CONTROL_CHARACTERS',
  /** A street's name in one language (street-names.ts) is empty. */
  'STREET_NAME_REQUIRED',
  /** A street's name is longer than STREET_NAME_LIMITS.max. */
  'STREET_NAME_TOO_LONG',
  /** A street's name has no letter, or a letter of another script than its language's. */
  'STREET_NAME_SCRIPT',
] as const;

export type ErrorDetailCode = (typeof ERROR_DETAIL_CODES)[number];

/**
 * The detail codes of the schemas' fixed messages (the custom checks name theirs in `params.code`),
 * so the error handler can put a code on each zod issue without the schemas being rewritten.
 */
export const DETAIL_CODE_BY_MESSAGE: ReadonlyMap<string, ErrorDetailCode> = new Map([
  [AUTH_MESSAGES.invalidEmail, 'INVALID_EMAIL'],
  [AUTH_MESSAGES.passwordTooShort, 'PASSWORD_TOO_SHORT'],
  [AUTH_MESSAGES.passwordTooLong, 'PASSWORD_TOO_LONG'],
  [AUTH_MESSAGES.passwordClasses, 'PASSWORD_CLASSES'],
  [AUTH_MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON'],
  [AUTH_MESSAGES.agreementRequired, 'AGREEMENT_REQUIRED'],
  [AUTH_MESSAGES.nameRequired, 'NAME_REQUIRED'],
  [AUTH_MESSAGES.nameTooLong, 'NAME_TOO_LONG'],
  [AUTH_MESSAGES.captchaRequired, 'CAPTCHA_REQUIRED'],
  [REVIEW_MESSAGES.termsRequired, 'TERMS_REQUIRED'],
  [REVIEW_MESSAGES.invalidDate, 'DATE_INVALID'],
]);

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

/** The detail code of a schema issue: its custom check's `params.code`, or its fixed message's. */
export function detailCodeFor(message: string, params?: { code?: unknown }): ErrorDetailCode | undefined {
  const named = params?.code;
  if (typeof named === 'string' && (ERROR_DETAIL_CODES as readonly string[]).includes(named)) {
    return named as ErrorDetailCode;
  }
  return DETAIL_CODE_BY_MESSAGE.get(message);
}
