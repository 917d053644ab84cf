import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../../lib/rate-limit.ts';

/**
 * Abuse limits of the account endpoints (ours; the spec names none). Per network (IPv4 address or
 * IPv6 /64, with a looser /24 or /48 bucket: RateLimiter.consumeByNetwork) they stop a single
 * machine from hammering; per account they stop a flood of mails to one inbox. Password guesses at
 * one account are slowed by a captcha and a delay, never a lockout (sign-in-guard.ts). Generous
 * enough that a person never meets them.
 */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** E-mails one address receives from sign-ups (its link again, or "you already have an account"). */
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  completeSignUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** "Check your email" asks every few seconds while shown (issue 30): an hour of it, twice over. */
  signUpStatusPerIp: { limit: 1500, windowSeconds: 60 * 60 },
  anonymousPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resendPerAccount: { limit: 6, windowSeconds: 60 * 60 },
  resetRequestPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetRequestPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Counters are keyed by a hash of the e-mail, so the limit store holds no addresses. */
export const accountKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
