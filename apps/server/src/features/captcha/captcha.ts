import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/client.ts';
import { verifyHostedCaptcha } from './hosted-captcha.ts';
import { rememberSolution } from './replays.ts';

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2): works offline, no third party sees the visitor.
 * The browser spends about a second of CPU; a script posting thousands of reviews spends hours.
 */
export interface CaptchaOptions {
  provider?: 'altcha' | 'turnstile' | 'hcaptcha';
  secret: string;
  /** PBKDF2 iterations per attempt */
  cost: number;
  /** Upper bound of the counter the solver must find (the expected work is half of it). */
  maxCounter: number;
  ttlSeconds: number;
  siteKey?: string | undefined;
  secretKey?: string | undefined;
  verifyUrl?: string | undefined;
}

export async function createCaptchaChallenge(options: CaptchaOptions) {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: options.cost,
    counter: randomInt(Math.floor(options.maxCounter / 10), options.maxCounter),
    deriveKey,
    hmacSignatureSecret: options.secret,
    hmacKeySignatureSecret: `${options.secret}:key`,
    expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
  });
}

function decodePayload(payload: string): { challenge: unknown; solution: unknown } | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
    if (decoded && typeof decoded === 'object' && decoded.challenge && decoded.solution) {
      return { challenge: decoded.challenge, solution: decoded.solution };
    }
  } catch {
    // not base64 JSON
  }
  return null;
}

/** True when the ALTCHA payload is a valid, unexpired solution never used before. */
async function verifyAltcha(db: Db, options: CaptchaOptions, payload: string): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded) return false;
  const challenge = decoded.challenge as Parameters<typeof verifySolution>[0]['challenge'];
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge,
      solution: decoded.solution as Parameters<typeof verifySolution>[0]['solution'],
      deriveKey,
      hmacSignatureSecret: options.secret,
      hmacKeySignatureSecret: `${options.secret}:key`,
    });
  } catch {
    return false;
  }
  if (!result.verified || result.expired) return false;
  const signature =
    challenge.signature ?? createHash('sha256').update(JSON.stringify(challenge)).digest('hex');
  const expiresAtSeconds =
    challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + options.ttlSeconds;
  return rememberSolution(db, signature, new Date(expiresAtSeconds * 1000));
}

/**
 * Checks the captcha answer of a write with the configured provider: the self-hosted ALTCHA by
 * default, or Cloudflare Turnstile / hCaptcha (hosted-captcha.ts). Each answer is accepted once.
 */
export async function verifyCaptcha(
  db: Db,
  options: CaptchaOptions,
  payload: string,
  remoteIp?: string,
): Promise<boolean> {
  if (!options.provider || options.provider === 'altcha') return verifyAltcha(db, options, payload);
  return verifyHostedCaptcha(db, options, payload, remoteIp);
}
