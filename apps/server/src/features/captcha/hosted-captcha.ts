import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { CaptchaOptions } from './captcha.ts';
import { rememberSolution } from './replays.ts';

/** Hosted tokens expire within minutes; remembering them a little longer blocks any replay. */
const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Cloudflare Turnstile and hCaptcha share the "siteverify" protocol: POST the secret and the token
 * (form-encoded), get `{ success: boolean }`. A slow or failing provider means "not verified": the
 * reader can retry, and nothing is written without a check.
 */
export async function verifyHostedCaptcha(
  db: Db,
  options: CaptchaOptions,
  token: string,
  remoteIp?: string,
): Promise<boolean> {
  if (!options.verifyUrl || !options.secretKey || token.length > 4096) return false;
  const body = new URLSearchParams({ secret: options.secretKey, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  if (options.siteKey) body.set('sitekey', options.siteKey);
  try {
    const response = await fetch(options.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    if (answer.success !== true) return false;
  } catch {
    return false;
  }
  // The providers refuse a second use themselves; our own record keeps that true behind a proxy too.
  const key = `hosted:${createHash('sha256').update(token).digest('hex')}`;
  return rememberSolution(db, key, new Date(Date.now() + TOKEN_LIFETIME_MS));
}
