import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A challenge as GET /captcha/challenge answers it. */
export type CaptchaChallenge = Parameters<typeof solveChallenge>[0]['challenge'];

/**
 * The payload the browser widget sends for a solved challenge. A module of its own (altcha-lib
 * alone), so that the end-to-end tests solve it with the same code without loading the server.
 */
export async function answerCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
