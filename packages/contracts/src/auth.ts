import { z } from 'zod';
import { AUTH_MESSAGES, EMAIL_PATTERN, passwordProblem } from './auth-rules.ts';
import { LIMITS } from './constants.ts';
import { LOCALES } from './locales.ts';
import { ROLES } from './moderation-constants.ts';

/**
 * Accounts: sign-up, sign-in (email, Google, anonymous), verification and password reset.
 * The English messages are the spec's texts (section 5); the web form and the API share them.
 */

export const emailSchema = z
  .string(AUTH_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: AUTH_MESSAGES.invalidEmail }));

export const newPasswordSchema = z
  .string(AUTH_MESSAGES.passwordTooShort)
  .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMaxLength, AUTH_MESSAGES.passwordTooLong)
  // Only one message per password: the length rule speaks first.
  .refine(
    (value) => value.length < LIMITS.passwordMinLength || passwordProblem(value) === null,
    AUTH_MESSAGES.passwordClasses,
  );

export const displayNameSchema = z
  .string(AUTH_MESSAGES.nameRequired)
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(LIMITS.displayNameMax, AUTH_MESSAGES.nameTooLong);

export const localeSchema = z.enum(LOCALES);

/** An IANA time zone the runtime knows (Europe/Tbilisi, UTC…). */
export const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

const googleCredentialSchema = {
  type: z.literal('google'),
  /**
   * An authorization code (with `codeVerifier` and `redirectUri`, from the redirect flow) or an
   * ID token issued to our client id.
   */
  token: z.string().min(1).max(4096),
  /** The nonce the browser put in the authorization request; the ID token must carry it. */
  nonce: z.string().min(16).max(128),
  codeVerifier: z.string().min(43).max(128).optional(),
  redirectUri: z.url().max(500).optional(),
};

const profileFields = {
  language: localeSchema.optional(),
  timezone: timezoneSchema.optional(),
};

/** 128 or more random bits, URL-safe base64. */
const signUpWatchSchema = z.string().regex(/^[A-Za-z0-9_-]{22,100}$/);

export const signUpRequestSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('email'),
      email: emailSchema,
      password: newPasswordSchema,
      name: displayNameSchema,
      agreement: z.literal(true, AUTH_MESSAGES.agreementRequired),
      ...profileFields,
      /**
       * A random secret of the browser that signs up (issue 30): with it, and only with it, that
       * browser asks whether the sign-up was completed elsewhere (POST /auth/sign-up/status).
       */
      watch: signUpWatchSchema.optional(),
    }),
    // Signing up is agreeing, with Google too (spec section 5).
    z.object({
      ...googleCredentialSchema,
      agreement: z.literal(true, AUTH_MESSAGES.agreementRequired),
      ...profileFields,
    }),
  ])
  .meta({ id: 'SignUpRequest' });

export const signInRequestSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('email'),
      email: emailSchema,
      // Sign-in never tells which rule a password breaks: any non-empty string is checked.
      password: z.string().min(1, AUTH_MESSAGES.invalidCredentials).max(LIMITS.passwordMaxLength),
      /** A solved captcha; required (CAPTCHA_REQUIRED) after several failed attempts. */
      captcha: z.string().min(1).max(20_000).optional(),
    }),
    z.object({ ...googleCredentialSchema, ...profileFields }),
  ])
  .meta({ id: 'SignInRequest' });

export const AUTH_PROVIDERS = ['email', 'google'] as const;

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    language: localeSchema,
    mapsLanguage: localeSchema,
    timezone: z.string(),
    verified: z.boolean(),
    authProvider: z.enum(AUTH_PROVIDERS).nullable(),
    anonymous: z.boolean(),
    /** 'moderator' and 'admin' may open the moderation pages. */
    role: z.enum(ROLES),
    /** Sofas: the sum of the user's points ledger. */
    score: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

export const authResultSchema = z.object({ token: z.string(), user: userSchema }).meta({ id: 'AuthResult' });
export const currentUserResponseSchema = z.object({ user: userSchema });

/**
 * The answer to an e-mail sign-up, the same whether or not the address already has an account
 * (decision 013): a new address receives a link that completes the sign-up, a known one a mail to
 * its owner. Nothing tells the caller which.
 */
export const signUpAcceptedSchema = z
  .object({ status: z.literal('verification-sent') })
  .meta({ id: 'SignUpAccepted' });
/**
 * Whether the sign-up this browser started was completed (its mailed link opened, here or on
 * another device). Keyed by the browser's own secret, never by the address: the answer tells
 * nothing about whether an address has an account ('pending' is all a known address ever gets).
 */
export const signUpStatusRequestSchema = z.object({ watch: signUpWatchSchema });
export const signUpStatusSchema = z
  .object({ status: z.enum(['pending', 'completed']) })
  .meta({ id: 'SignUpStatus' });
/** The token from the link of the sign-up mail; the answer is a session, as after a sign-in. */
export const completeSignUpRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: z.string().min(1, 'Password reset token is missing').max(200),
  password: newPasswordSchema,
});

export const googleConfigResponseSchema = z.object({
  authorizationEndpoint: z.url(),
  clientId: z.string(),
  scope: z.string(),
});

/** One of the caller's open sessions (a signed-in browser or device). */
export const sessionSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime(),
    /** A coarse label of the browser and system ("Firefox on Android"); null when unknown. */
    device: z.string().nullable(),
    /** The browser of `device` alone ("Firefox"), a brand name; null when unknown. */
    browser: z.string().nullable(),
    /** The system of `device` alone ("Android"), a brand name; null when unknown. */
    system: z.string().nullable(),
    /** The country (ISO 3166-1 alpha-2) a trusted proxy reported for its latest use; null when unknown. */
    place: z.string().nullable(),
    /** The session of this request. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type SignInRequest = z.input<typeof signInRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>;
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
export type GoogleConfigResponse = z.infer<typeof googleConfigResponseSchema>;
export type Session = z.infer<typeof sessionSchema>;
