import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer secret: 256 random bits, URL-safe. Only its hash is ever stored. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a high-entropy token. A slow hash is unnecessary here (the secret is random, not
 * chosen by a person) and would make every authenticated request slower.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
